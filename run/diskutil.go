package run

import (
	"fmt"
	"strings"
)

// What iopress reads of macOS's `diskutil list -plist` and `diskutil info
// -plist DISK`: plain functions, tested on every system with real outputs
// (testdata/diskutil); the darwin files run the command.

// diskList is `diskutil list -plist`: every whole disk, each with its
// partitions; a synthesized APFS container is a whole disk whose
// "partitions" are its volumes and which lives on its physical stores.
type diskList struct {
	disks []listedDisk
}

type listedDisk struct {
	id     string   // disk0, disk3
	stores []string // an APFS container's physical stores: disk0s2
	// mounts are where the disk (a file system on the whole disk), its
	// partitions, volumes and their snapshots are mounted, as diskutil
	// saw them.
	mounts []devMount
	parts  []string // its partitions or volumes, and their snapshots
}

// devMount is a device and where it is mounted.
type devMount struct {
	id, point string // disk3s1s1, /
}

// parseDiskList reads `diskutil list -plist`'s AllDisksAndPartitions.
func parseDiskList(data []byte, name string) (diskList, error) {
	top, err := diskutilDict(data, name)
	if err != nil {
		return diskList{}, err
	}
	all, err := plistArray(top, "AllDisksAndPartitions")
	if err == nil && all == nil {
		err = fmt.Errorf("no AllDisksAndPartitions")
	}
	if err != nil {
		return diskList{}, fmt.Errorf("%s: %w", name, err)
	}
	var l diskList
	for i, e := range all {
		d, err := listDisk(e)
		if err != nil {
			return diskList{}, fmt.Errorf("%s: AllDisksAndPartitions[%d]: %w", name, i, err)
		}
		l.disks = append(l.disks, d)
	}
	return l, nil
}

// listDisk reads one whole disk of AllDisksAndPartitions: its
// DeviceIdentifier and MountPoint, its Partitions or APFSVolumes (with
// their MountedSnapshots), and an APFS container's APFSPhysicalStores.
func listDisk(e any) (listedDisk, error) {
	var d listedDisk
	m, err := asDict(e)
	if err != nil {
		return d, err
	}
	if d.id, err = plistString(m, "DeviceIdentifier", true); err != nil {
		return d, err
	}
	if err := d.addMount(m, d.id, "MountPoint"); err != nil {
		return d, err
	}
	for _, key := range []string{"Partitions", "APFSVolumes"} {
		parts, err := plistDicts(m, key)
		if err != nil {
			return d, err
		}
		for i, p := range parts {
			id, err := plistString(p, "DeviceIdentifier", true)
			if err != nil {
				return d, fmt.Errorf("%s[%d]: %w", key, i, err)
			}
			d.parts = append(d.parts, id)
			if err := d.addMount(p, id, "MountPoint"); err != nil {
				return d, fmt.Errorf("%s[%d]: %w", key, i, err)
			}
			snaps, err := plistDicts(p, "MountedSnapshots")
			if err != nil {
				return d, fmt.Errorf("%s[%d]: %w", key, i, err)
			}
			for j, s := range snaps {
				sid, err := plistString(s, "SnapshotBSD", false)
				if err != nil {
					return d, fmt.Errorf("%s[%d].MountedSnapshots[%d]: %w", key, i, j, err)
				}
				if sid == "" {
					continue // a snapshot without a device of its own
				}
				d.parts = append(d.parts, sid)
				if err := d.addMount(s, sid, "SnapshotMountPoint"); err != nil {
					return d, fmt.Errorf("%s[%d].MountedSnapshots[%d]: %w", key, i, j, err)
				}
			}
		}
	}
	stores, err := plistDicts(m, "APFSPhysicalStores")
	if err != nil {
		return d, err
	}
	for i, s := range stores {
		id, err := plistString(s, "DeviceIdentifier", true)
		if err != nil {
			return d, fmt.Errorf("APFSPhysicalStores[%d]: %w", i, err)
		}
		d.stores = append(d.stores, id)
	}
	return d, nil
}

// addMount notes where the device id is mounted, if its dict says.
func (d *listedDisk) addMount(m map[string]any, id, key string) error {
	point, err := plistString(m, key, false)
	if err == nil && point != "" {
		d.mounts = append(d.mounts, devMount{id: id, point: point})
	}
	return err
}

// diskInfo is what iopress reads of `diskutil info -plist DISK`.
type diskInfo struct {
	id, parentWhole string
	media, bus      string // MediaName, BusProtocol
	solidState      *bool  // absent for many USB devices
	stores          []string
}

// parseDiskInfo reads `diskutil info -plist DISK`.
func parseDiskInfo(data []byte, name string) (diskInfo, error) {
	m, err := diskutilDict(data, name)
	if err != nil {
		return diskInfo{}, err
	}
	var in diskInfo
	for _, f := range []struct {
		key  string
		to   *string
		must bool
	}{{"DeviceIdentifier", &in.id, true}, {"ParentWholeDisk", &in.parentWhole, false}, {"MediaName", &in.media, false}, {"BusProtocol", &in.bus, false}} {
		if *f.to, err = plistString(m, f.key, f.must); err != nil {
			return in, fmt.Errorf("%s: %w", name, err)
		}
	}
	if v, ok := m["SolidState"]; ok {
		b, ok := v.(bool)
		if !ok {
			return in, fmt.Errorf("%s: SolidState: want true or false, found %T", name, v)
		}
		in.solidState = &b
	}
	stores, err := plistDicts(m, "APFSPhysicalStores")
	if err != nil {
		return in, fmt.Errorf("%s: %w", name, err)
	}
	for i, s := range stores {
		id, err := plistString(s, "APFSPhysicalStore", true)
		if err != nil {
			return in, fmt.Errorf("%s: APFSPhysicalStores[%d]: %w", name, i, err)
		}
		in.stores = append(in.stores, id)
	}
	return in, nil
}

// deviceLine is the setup's line for a drive: "disk0, INTEL SSDPEKNW512G8
// (PCI-Express, solid state)".
func (in diskInfo) deviceLine() string {
	s := in.id
	if in.media = strings.TrimSpace(in.media); in.media != "" {
		s += ", " + in.media
	}
	var how []string
	if in.bus != "" {
		how = append(how, in.bus)
	}
	if in.solidState != nil {
		how = append(how, map[bool]string{true: "solid state", false: "rotational"}[*in.solidState])
	}
	if len(how) > 0 {
		s += " (" + strings.Join(how, ", ") + ")"
	}
	return s
}

// diskutilDict decodes diskutil's answer, a dict; diskutil says it failed
// in the plist itself (Error, ErrorMessage), with its exit status.
func diskutilDict(data []byte, name string) (map[string]any, error) {
	v, err := parsePlist(data, name)
	if err != nil {
		return nil, err
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("%s: want a dict, found %T", name, v)
	}
	if failed, _ := m["Error"].(bool); failed {
		msg, _ := m["ErrorMessage"].(string)
		return nil, fmt.Errorf("%s: diskutil says: %s", name, msg)
	}
	return m, nil
}

// plistString is a dict's string; a missing one is "" unless it must be
// there.
func plistString(m map[string]any, key string, must bool) (string, error) {
	v, ok := m[key]
	if !ok {
		if must {
			return "", fmt.Errorf("no %s", key)
		}
		return "", nil
	}
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("%s: want a string, found %T", key, v)
	}
	return s, nil
}

// plistArray is a dict's array, or nil when it has none.
func plistArray(m map[string]any, key string) ([]any, error) {
	v, ok := m[key]
	if !ok {
		return nil, nil
	}
	a, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("%s: want an array, found %T", key, v)
	}
	return a, nil
}

// plistDicts is a dict's array of dicts.
func plistDicts(m map[string]any, key string) ([]map[string]any, error) {
	a, err := plistArray(m, key)
	if err != nil {
		return nil, err
	}
	out := make([]map[string]any, len(a))
	for i, e := range a {
		if out[i], err = asDict(e); err != nil {
			return nil, fmt.Errorf("%s[%d]: %w", key, i, err)
		}
	}
	return out, nil
}

func asDict(v any) (map[string]any, error) {
	m, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("want a dict, found %T", v)
	}
	return m, nil
}
