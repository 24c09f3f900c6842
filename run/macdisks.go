package run

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// How macOS uses a disk, told from what it says of its disks: the mounts
// (getfsstat, and diskutil's list), the APFS containers and their physical
// stores (diskutil's list), and the disk nodes in /dev. Plain code, tested
// on every system with real diskutil outputs; safety_darwin.go gathers
// them.

// macDisks is what macOS said of its disks.
type macDisks struct {
	mounts     []devMount
	containers map[string][]string // an APFS container's whole disk → its physical stores
	devices    []string            // every disk, partition and volume known
	// Why getfsstat or diskutil could not be asked, if they could not.
	mountErr, listErr error
}

// newMacDisks puts together the mounts getfsstat gave (or why it could
// not), diskutil's list (or why it could not be had) and the disk nodes
// in /dev.
func newMacDisks(mounts []devMount, mountErr error, list diskList, listErr error, nodes []string) macDisks {
	m := macDisks{mounts: mounts, mountErr: mountErr, listErr: listErr, containers: map[string][]string{}, devices: nodes}
	for _, d := range list.disks {
		m.mounts = append(m.mounts, d.mounts...)
		m.devices = append(append(m.devices, d.id), d.parts...)
		if len(d.stores) > 0 {
			m.containers[d.id] = d.stores
		}
	}
	slices.SortFunc(m.mounts, func(a, b devMount) int { return strings.Compare(a.id+"\x00"+a.point, b.id+"\x00"+b.point) })
	m.mounts = slices.Compact(m.mounts)
	slices.Sort(m.devices)
	m.devices = slices.Compact(m.devices)
	return m
}

// bsdDisk is a disk's BSD name: disk4, disk4s1, disk3s1s1 (an APFS
// snapshot).
var bsdDisk = regexp.MustCompile(`^disk[0-9]+(s[0-9]+)*$`)

// bsdName is the BSD name of a disk node, /dev/diskN or its raw twin
// /dev/rdiskN (and their partitions); ok is false for any other path.
func bsdName(path string) (name string, ok bool) {
	name, found := strings.CutPrefix(path, "/dev/")
	if !found {
		return "", false
	}
	if strings.HasPrefix(name, "rdisk") {
		name = name[1:]
	}
	return name, bsdDisk.MatchString(name)
}

// wholeDisk is the whole disk a device is on: disk3 for disk3s1s1.
func wholeDisk(id string) string {
	rest := strings.TrimPrefix(id, "disk")
	if i := strings.IndexByte(rest, 's'); i >= 0 {
		return "disk" + rest[:i]
	}
	return id
}

// within says whether device id lies inside device outer: itself, a
// partition of it, or a volume or snapshot on it.
func within(id, outer string) bool {
	return id == outer || strings.HasPrefix(id, outer+"s")
}

// physicalDisks are the whole physical disks under a device: its own
// whole disk, or the disks of an APFS container's physical stores.
func (m macDisks) physicalDisks(id string) []string {
	var out []string
	var walk func(id string, depth int)
	walk = func(id string, depth int) {
		whole := wholeDisk(id)
		stores, container := m.containers[whole]
		if !container || depth > 8 {
			out = append(out, whole)
			return
		}
		for _, s := range stores {
			walk(s, depth+1)
		}
	}
	walk(id, 0)
	slices.Sort(out)
	return slices.Compact(out)
}

// container is an APFS container whose physical store lies inside the
// device a run would write to.
type container struct{ id, store string }

// containersIn are the APFS containers with a physical store inside id.
func (m macDisks) containersIn(id string) []container {
	var out []container
	for c, stores := range m.containers {
		for _, s := range stores {
			if within(s, id) {
				out = append(out, container{c, s})
			}
		}
	}
	slices.SortFunc(out, func(a, b container) int { return strings.Compare(a.id, b.id) })
	return out
}

// use says how macOS uses the device with BSD name id: whether it is on
// the disk of the running system, what of it is mounted (itself, its
// partitions, or the volumes of an APFS container it is a physical store
// of), and which partitions or volumes lie on it.
func (m macDisks) use(id string) deviceUse {
	u := deviceUse{system: m.systemDisk(id)}
	if m.mountErr != nil {
		u.unknown = fmt.Sprintf("iopress could not ask macOS what is mounted (getfsstat: %v)", m.mountErr)
	}
	if m.listErr != nil && u.unknown == "" {
		u.unknown = fmt.Sprintf("iopress could not ask diskutil which APFS containers are on it (%v)", m.listErr)
	}
	for _, mt := range m.mounts {
		switch {
		case mt.id == id:
			u.inUse = append(u.inUse, "is mounted on "+mt.point)
		case within(mt.id, id):
			u.inUse = append(u.inUse, fmt.Sprintf("has /dev/%s on it mounted on %s", mt.id, mt.point))
		}
	}
	for _, c := range m.containersIn(id) {
		for _, mt := range m.mounts {
			if within(mt.id, c.id) {
				u.inUse = append(u.inUse, fmt.Sprintf("holds the APFS container %s (its physical store %s), whose /dev/%s is mounted on %s", c.id, c.store, mt.id, mt.point))
			}
		}
	}
	for _, d := range m.devices {
		if d != id && within(d, id) {
			u.parts = append(u.parts, "/dev/"+d)
		}
	}
	return u
}

// systemDisk says, when the device is on a physical disk that holds the
// running system (what is mounted on /), which and how; or why iopress
// cannot tell that it is not. "" when it is not.
func (m macDisks) systemDisk(id string) string {
	if m.mountErr != nil {
		return fmt.Sprintf("iopress could not ask macOS what is mounted (getfsstat: %v), so it cannot tell whether this is the disk of the running system", m.mountErr)
	}
	root := ""
	for _, mt := range m.mounts {
		if mt.point == "/" {
			root = mt.id
		}
	}
	if root == "" {
		return "macOS lists no disk mounted on /, so iopress cannot tell whether this is the disk of the running system"
	}
	if m.listErr != nil {
		return fmt.Sprintf("iopress could not ask diskutil which disks hold the APFS container of the running system (%v)", m.listErr)
	}
	system := m.physicalDisks(root)
	for _, d := range m.physicalDisks(id) {
		if slices.Contains(system, d) {
			return fmt.Sprintf("it is on %s, the disk of the running macOS (/dev/%s is mounted on /)", d, root)
		}
	}
	return ""
}
