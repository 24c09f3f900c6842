package run

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// What iopress makes of Windows' answers about disks and volumes: which
// paths are devices, the partition table the disk driver reads
// (IOCTL_DISK_GET_DRIVE_LAYOUT_EX), the disks a volume lies on
// (IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS), a drive's model and firmware
// (IOCTL_STORAGE_QUERY_PROPERTY), and from all of them how a device is
// used. It is plain Go over bytes and facts, tested on every system; the
// system calls that gather them are safety_windows.go's and
// inventory_windows.go's.

// winDevice is a Windows device path: \\.\PhysicalDrive1 (a whole disk),
// \\.\D: or \\?\Volume{GUID} (a volume), or another device the
// system names (\\.\CdRom0).
type winDevice struct {
	path   string
	drive  int  // the N of PhysicalDriveN, or -1
	volume bool // a drive letter or a volume GUID
}

// parseWinDevice tells whether path names a device rather than a file:
// \\.\NAME or \\?\NAME, either slash, with no separator in NAME.
// \\?\C:\data\file is a file (a long path), \\?\Volume{GUID}\ the root
// folder of a volume.
func parseWinDevice(path string) (winDevice, bool) {
	p := strings.ReplaceAll(path, "/", `\`)
	name, ok := strings.CutPrefix(p, `\\.\`)
	if !ok {
		name, ok = strings.CutPrefix(p, `\\?\`)
	}
	if !ok || name == "" || strings.Contains(name, `\`) {
		return winDevice{}, false
	}
	d := winDevice{path: path, drive: -1}
	upper := strings.ToUpper(name)
	if n, ok := strings.CutPrefix(upper, "PHYSICALDRIVE"); ok {
		if k, err := strconv.Atoi(n); err == nil && k >= 0 && strconv.Itoa(k) == n {
			d.drive = k
		}
	}
	letter := len(name) == 2 && name[1] == ':' && ('A' <= upper[0] && upper[0] <= 'Z')
	d.volume = letter || strings.HasPrefix(upper, "VOLUME{") && strings.HasSuffix(upper, "}")
	return d, true
}

// Partition styles of DRIVE_LAYOUT_INFORMATION_EX.
const (
	partitionStyleMBR = 0
	partitionStyleGPT = 1
	partitionStyleRAW = 2
)

// driveLayout is what the disk driver reads of a drive's partition table.
type driveLayout struct {
	style      uint32
	partitions int // those in use: an MBR always lists four, empty or not
}

// parseDriveLayout reads a DRIVE_LAYOUT_INFORMATION_EX: its style and
// count, then each PARTITION_INFORMATION_EX (144 bytes from byte 48), in
// use when its MBR type byte, or its GPT type GUID, is not zero.
func parseDriveLayout(b []byte) (driveLayout, error) {
	const head, entry = 48, 144
	if len(b) < 8 {
		return driveLayout{}, fmt.Errorf("drive layout of %d bytes, want at least 8", len(b))
	}
	l := driveLayout{style: binary.LittleEndian.Uint32(b)}
	n := int(binary.LittleEndian.Uint32(b[4:]))
	if l.style == partitionStyleRAW {
		return l, nil
	}
	if n < 0 || n > (len(b)-head)/entry {
		return driveLayout{}, fmt.Errorf("drive layout lists %d partitions in %d bytes", n, len(b))
	}
	for i := range n {
		e := b[head+i*entry : head+(i+1)*entry]
		union := e[32:] // after style, padding, offset, length, number and two flags
		used := false
		switch l.style {
		case partitionStyleMBR:
			used = union[0] != 0 // PartitionType; 0 is PARTITION_ENTRY_UNUSED
		case partitionStyleGPT:
			used = slices.ContainsFunc(union[:16], func(c byte) bool { return c != 0 }) // PartitionType GUID
		}
		if used {
			l.partitions++
		}
	}
	return l, nil
}

// String says what the layout holds, as a person is told it.
func (l driveLayout) String() string {
	style := map[uint32]string{partitionStyleMBR: "MBR", partitionStyleGPT: "GPT"}[l.style]
	return fmt.Sprintf("%s partition table with %s, as Windows reads it", style, plural(l.partitions, "1 partition", strconv.Itoa(l.partitions)+" partitions"))
}

// parseDiskExtents reads a VOLUME_DISK_EXTENTS: the disks a volume lies
// on, each once, in order.
func parseDiskExtents(b []byte) ([]int, error) {
	const head, entry = 8, 24 // count and padding; disk number, padding, offset, length
	if len(b) < head {
		return nil, fmt.Errorf("disk extents of %d bytes, want at least %d", len(b), head)
	}
	n := int(binary.LittleEndian.Uint32(b))
	if n < 0 || n > (len(b)-head)/entry {
		return nil, fmt.Errorf("disk extents list %d extents in %d bytes", n, len(b))
	}
	var disks []int
	for i := range n {
		d := int(binary.LittleEndian.Uint32(b[head+i*entry:]))
		if !slices.Contains(disks, d) {
			disks = append(disks, d)
		}
	}
	return disks, nil
}

// parseDeviceDescriptor reads a STORAGE_DEVICE_DESCRIPTOR: the drive's
// model (its vendor, where the vendor is not a bus's name, and product)
// and firmware revision, each a NUL-terminated string at the offset the
// descriptor gives, 0 for none.
func parseDeviceDescriptor(b []byte) (model, firmware string, err error) {
	if len(b) < 36 {
		return "", "", fmt.Errorf("device descriptor of %d bytes, want at least 36", len(b))
	}
	at := func(field int) string {
		off := int(binary.LittleEndian.Uint32(b[field:]))
		if off == 0 || off >= len(b) {
			return ""
		}
		s := b[off:]
		if i := slices.Index(s, 0); i >= 0 {
			s = s[:i]
		}
		return strings.TrimSpace(string(s))
	}
	vendor, product, revision := at(12), at(16), at(20)
	model = product
	switch strings.ToUpper(vendor) {
	case "", "ATA", "NVME", "SCSI":
	default:
		if !strings.HasPrefix(strings.ToUpper(product), strings.ToUpper(vendor)) {
			model = strings.TrimSpace(vendor + " " + product)
		}
	}
	return model, revision, nil
}

// winDiskFacts is what Windows told of a device that a run would write
// to, and what it could not tell.
type winDiskFacts struct {
	device winDevice
	// disks are the drives the device lies on: the drive itself, or the
	// volume's.
	disks    []int
	disksErr error
	// systemDisks hold the running Windows (its folder's volume).
	systemDisks []int
	systemErr   error
	systemDir   string
	// layout is a drive's partition table.
	layout    *driveLayout
	layoutErr error
	// mounted lists how the device, or a volume on the drive, is
	// mounted: "is mounted as D:\", "has its volume \\?\Volume{…}\
	// mounted as E:\".
	mounted    []string
	mountedErr error
	// fileSystem is a volume's file system as Windows mounts it ("NTFS"),
	// "" for none (RAW).
	fileSystem string
}

// windowsUse decides from what Windows told how a device is used, as
// judge takes it. The drive that holds the running Windows is never
// written, nor a device iopress cannot tell is not on it (when Windows
// names no drive for the system's volume or for the device): that
// promise holds only if iopress knows both. A device mounted, or on a
// drive with a volume mounted, needs the second consent, as one whose
// mounts or partition table Windows could not tell. It also returns what
// the device holds beyond its signatures: the partitions the disk driver
// lists, the file system a volume is mounted with.
func windowsUse(f winDiskFacts) (deviceUse, []Found) {
	var u deviceUse
	switch {
	case f.systemErr != nil || len(f.systemDisks) == 0:
		why := "Windows names no drive under it"
		if f.systemErr != nil {
			why = f.systemErr.Error()
		}
		u.system = fmt.Sprintf("iopress cannot tell which drive holds the running Windows (%s), and so whether this is that drive", why)
	case f.disksErr != nil || len(f.disks) == 0:
		why := "Windows names none"
		if f.disksErr != nil {
			why = f.disksErr.Error()
		}
		u.system = fmt.Sprintf("iopress cannot tell which drive it lies on (%s), and so whether that drive holds the running Windows", why)
	default:
		for _, d := range f.disks {
			if slices.Contains(f.systemDisks, d) {
				what := "it is"
				if f.device.drive < 0 {
					what = "it lies on"
				}
				u.system = fmt.Sprintf("%s PhysicalDrive%d, the drive that holds the running Windows (%s)", what, d, f.systemDir)
				break
			}
		}
	}
	var unknown []string
	u.inUse = f.mounted
	if f.mountedErr != nil {
		unknown = append(unknown, fmt.Sprintf("iopress could not tell whether it is mounted (%v)", f.mountedErr))
	}
	if f.layoutErr != nil {
		unknown = append(unknown, fmt.Sprintf("iopress could not read its partition table as Windows does (%v)", f.layoutErr))
	}
	u.unknown = strings.Join(unknown, "; ")
	var holds []Found
	if f.layout != nil && f.layout.partitions > 0 {
		holds = append(holds, Found{Type: "partitions", What: f.layout.String()})
	}
	if f.fileSystem != "" && !strings.EqualFold(f.fileSystem, "RAW") {
		holds = append(holds, Found{Type: strings.ToLower(f.fileSystem), What: f.fileSystem + " file system, as Windows mounts it"})
	}
	return u, holds
}
