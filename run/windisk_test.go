package run

import (
	"encoding/binary"
	"errors"
	"strings"
	"testing"
)

func TestParseWinDevice(t *testing.T) {
	for _, tt := range []struct {
		path   string
		device bool
		drive  int
		volume bool
	}{
		{`\\.\PhysicalDrive1`, true, 1, false},
		{`\\.\physicaldrive12`, true, 12, false},
		{`//./PhysicalDrive0`, true, 0, false},
		{`\\?\PhysicalDrive3`, true, 3, false},
		{`\\.\D:`, true, -1, true},
		{`\\.\d:`, true, -1, true},
		{`\\?\Volume{0a1b2c3d-0000-0000-0000-100000000000}`, true, -1, true},
		{`\\.\CdRom0`, true, -1, false},
		{`\\.\PhysicalDrive`, true, -1, false},
		{`\\.\PhysicalDrive01`, true, -1, false}, // not a name Windows gives
		{`\\.\PhysicalDrive-1`, true, -1, false},
		{`\\?\Volume{0a1b2c3d-0000-0000-0000-100000000000}\`, false, 0, false}, // its root folder
		{`\\?\C:\data\iopress.dat`, false, 0, false},                           // a long path
		{`\\.\pipe\iopress`, false, 0, false},
		{`\\server\share\file`, false, 0, false},
		{`C:\data\iopress.dat`, false, 0, false},
		{`D:`, false, 0, false},
		{`\\.\`, false, 0, false},
		{`/dev/sdb`, false, 0, false},
	} {
		d, ok := parseWinDevice(tt.path)
		if ok != tt.device || ok && (d.drive != tt.drive || d.volume != tt.volume || d.path != tt.path) {
			t.Errorf("%s: %+v, %v; want device %v, drive %d, volume %v", tt.path, d, ok, tt.device, tt.drive, tt.volume)
		}
	}
}

// layoutBytes writes a DRIVE_LAYOUT_INFORMATION_EX as Windows lays it out
// (winioctl.h, x64): style, count, a 40-byte union, then 144-byte
// PARTITION_INFORMATION_EX entries whose union starts at byte 32. used
// says which entries hold a partition.
func layoutBytes(style uint32, used ...bool) []byte {
	b := make([]byte, 48+144*len(used))
	binary.LittleEndian.PutUint32(b, style)
	binary.LittleEndian.PutUint32(b[4:], uint32(len(used)))
	for i, u := range used {
		e := b[48+144*i:]
		binary.LittleEndian.PutUint32(e, style)
		binary.LittleEndian.PutUint32(e[24:], uint32(i+1)) // PartitionNumber
		if !u {
			continue
		}
		binary.LittleEndian.PutUint64(e[8:], uint64(i+1)<<20) // StartingOffset
		if style == partitionStyleMBR {
			e[32] = 0x07 // PartitionType: NTFS
		} else {
			copy(e[32:48], []byte{0xa2, 0xa0, 0xd0, 0xeb, 0xe5, 0xb9, 0x33, 0x44, 0x87, 0xc0, 0x68, 0xb6, 0xb7, 0x26, 0x99, 0xc7}) // basic data
		}
	}
	return b
}

func TestParseDriveLayout(t *testing.T) {
	for _, tt := range []struct {
		name  string
		b     []byte
		want  driveLayout
		err   string
		words string
	}{
		{"MBR, two of four", layoutBytes(partitionStyleMBR, true, false, true, false), driveLayout{partitionStyleMBR, 2}, "", "MBR partition table with 2 partitions"},
		{"MBR, empty", layoutBytes(partitionStyleMBR, false, false, false, false), driveLayout{partitionStyleMBR, 0}, "", ""},
		{"GPT, one", layoutBytes(partitionStyleGPT, true), driveLayout{partitionStyleGPT, 1}, "", "GPT partition table with 1 partition,"},
		{"GPT, three of four", layoutBytes(partitionStyleGPT, true, true, false, true), driveLayout{partitionStyleGPT, 3}, "", ""},
		{"RAW", layoutBytes(partitionStyleRAW), driveLayout{partitionStyleRAW, 0}, "", ""},
		{"cut short", layoutBytes(partitionStyleGPT, true, true)[:300], driveLayout{}, "lists 2 partitions in 300 bytes", ""},
		{"too short for a head", []byte{1, 0, 0}, driveLayout{}, "3 bytes", ""},
	} {
		l, err := parseDriveLayout(tt.b)
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s: %v, want an error saying %q", tt.name, err, tt.err)
		case tt.err == "" && (err != nil || l != tt.want):
			t.Errorf("%s: %+v, %v; want %+v", tt.name, l, err, tt.want)
		case tt.words != "" && !strings.Contains(l.String(), tt.words):
			t.Errorf("%s: %q, want it to say %q", tt.name, l, tt.words)
		}
	}
}

// extentsBytes writes a VOLUME_DISK_EXTENTS: a count, padding, then
// 24-byte DISK_EXTENTs (disk number, padding, offset, length).
func extentsBytes(disks ...uint32) []byte {
	b := make([]byte, 8+24*len(disks))
	binary.LittleEndian.PutUint32(b, uint32(len(disks)))
	for i, d := range disks {
		binary.LittleEndian.PutUint32(b[8+24*i:], d)
		binary.LittleEndian.PutUint64(b[8+24*i+16:], 1<<30)
	}
	return b
}

func TestParseDiskExtents(t *testing.T) {
	if d, err := parseDiskExtents(extentsBytes(2)); err != nil || len(d) != 1 || d[0] != 2 {
		t.Errorf("one extent on disk 2: %v, %v", d, err)
	}
	if d, err := parseDiskExtents(extentsBytes(1, 3, 1)); err != nil || len(d) != 2 || d[0] != 1 || d[1] != 3 {
		t.Errorf("a spanned volume on disks 1, 3, 1: %v, %v; want [1 3]", d, err)
	}
	if _, err := parseDiskExtents(extentsBytes(1, 2)[:40]); err == nil {
		t.Error("two extents cut short: no error")
	}
}

// descriptorBytes writes a STORAGE_DEVICE_DESCRIPTOR (36 bytes of fields,
// VendorIdOffset at 12, ProductIdOffset at 16, ProductRevisionOffset at
// 20) followed by its strings, NUL-terminated; "" leaves an offset 0.
func descriptorBytes(vendor, product, revision string) []byte {
	b := make([]byte, 36)
	for field, s := range map[int]string{12: vendor, 16: product, 20: revision} {
		if s != "" {
			binary.LittleEndian.PutUint32(b[field:], uint32(len(b)))
			b = append(append(b, s...), 0)
		}
	}
	binary.LittleEndian.PutUint32(b[4:], uint32(len(b))) // Size
	return b
}

func TestParseDeviceDescriptor(t *testing.T) {
	for _, tt := range []struct {
		name                      string
		b                         []byte
		model, firmware, errMatch string
	}{
		{"NVMe", descriptorBytes("", "Samsung SSD 990 PRO 2TB", "4B2QJXD7"), "Samsung SSD 990 PRO 2TB", "4B2QJXD7", ""},
		{"NVMe named as its bus", descriptorBytes("NVMe", "WD_BLACK SN850X 2000GB", "620311WD"), "WD_BLACK SN850X 2000GB", "620311WD", ""},
		{"SATA, padded", descriptorBytes("ATA     ", "CT1000MX500SSD1 ", "M3CR046 "), "CT1000MX500SSD1", "M3CR046", ""},
		{"SCSI vendor", descriptorBytes("SEAGATE ", "ST4000NM0035", "TN04"), "SEAGATE ST4000NM0035", "TN04", ""},
		{"vendor in the product", descriptorBytes("INTEL", "INTEL SSDPE2KX040T8", "VDV10131"), "INTEL SSDPE2KX040T8", "VDV10131", ""},
		{"nothing said", descriptorBytes("", "", ""), "", "", ""},
		{"offset past the end", append(descriptorBytes("", "", "")[:16], 0xff, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), "", "", ""},
		{"too short", make([]byte, 20), "", "", "20 bytes"},
	} {
		model, firmware, err := parseDeviceDescriptor(tt.b)
		if tt.errMatch != "" {
			if err == nil || !strings.Contains(err.Error(), tt.errMatch) {
				t.Errorf("%s: %v, want an error saying %q", tt.name, err, tt.errMatch)
			}
			continue
		}
		if err != nil || model != tt.model || firmware != tt.firmware {
			t.Errorf("%s: %q, %q, %v; want %q, %q", tt.name, model, firmware, err, tt.model, tt.firmware)
		}
	}
}

// TestWindowsUseJudged: what Windows tells of a device, decided by
// windowsUse and judged as on every system, against the flags given.
func TestWindowsUseJudged(t *testing.T) {
	drive1, _ := parseWinDevice(`\\.\PhysicalDrive1`)
	drive0, _ := parseWinDevice(`\\.\PhysicalDrive0`)
	volD, _ := parseWinDevice(`\\.\D:`)
	gpt := &driveLayout{partitionStyleGPT, 2}
	blank := &driveLayout{partitionStyleRAW, 0}
	sys := []int{0}
	const winDir = `C:\Windows`
	mountedE := []string{`has its volume \\?\Volume{1}\ mounted as E:\`}
	for _, tt := range []struct {
		name    string
		facts   winDiskFacts
		consent func(dev string) WriteConsent
		refused []string // what the refusal says; nil: allowed
		told    []string // what the user is told when allowed
	}{
		{"a blank drive", winDiskFacts{device: drive1, disks: []int{1}, systemDisks: sys, layout: blank}, none,
			nil, []string{`\\.\PhysicalDrive1`, "no signature"}},
		{"a drive with partitions", winDiskFacts{device: drive1, disks: []int{1}, systemDisks: sys, layout: gpt}, none,
			[]string{"GPT partition table with 2 partitions, as Windows reads it", "need Device"}, nil},
		{"a drive with partitions, named", winDiskFacts{device: drive1, disks: []int{1}, systemDisks: sys, layout: gpt}, named,
			nil, []string{"destroys what it holds: GPT partition table with 2 partitions"}},
		{"a drive with a volume mounted, named once", winDiskFacts{device: drive1, disks: []int{1}, systemDisks: sys, layout: gpt, mounted: mountedE}, named,
			[]string{`mounted as E:\`, "need Device Mounted"}, nil},
		{"a drive with a volume mounted, named twice", winDiskFacts{device: drive1, disks: []int{1}, systemDisks: sys, layout: gpt, mounted: mountedE}, both,
			nil, []string{`mounted as E:\`}},
		{"the system's drive", winDiskFacts{device: drive0, disks: []int{0}, systemDisks: sys, systemDir: winDir, layout: gpt}, both,
			[]string{"it is PhysicalDrive0, the drive that holds the running Windows (C:\\Windows), which iopress never writes to", "need \n"}, nil},
		{"a volume on the system's drive", winDiskFacts{device: volD, disks: []int{0}, systemDisks: sys, systemDir: winDir, fileSystem: "NTFS"}, both,
			[]string{"it lies on PhysicalDrive0", "never"}, nil},
		{"a volume of a system spanning drives", winDiskFacts{device: volD, disks: []int{3}, systemDisks: []int{2, 3}, systemDir: winDir}, both,
			[]string{"PhysicalDrive3", "never"}, nil},
		{"a mounted NTFS volume, named once", winDiskFacts{device: volD, disks: []int{1}, systemDisks: sys, fileSystem: "NTFS", mounted: []string{`is mounted as D:\`}}, named,
			[]string{`is mounted as D:\`, "NTFS file system, as Windows mounts it", "need Device Mounted"}, nil},
		{"a mounted NTFS volume, named twice", winDiskFacts{device: volD, disks: []int{1}, systemDisks: sys, fileSystem: "NTFS", mounted: []string{`is mounted as D:\`}}, both,
			nil, []string{"destroys what it holds: NTFS file system", `mounted as D:\`}},
		{"an unmounted exFAT volume", winDiskFacts{device: volD, disks: []int{1}, systemDisks: sys, fileSystem: "exFAT"}, none,
			[]string{"exFAT file system", "need Device"}, nil},
		{"a RAW volume", winDiskFacts{device: volD, disks: []int{1}, systemDisks: sys, fileSystem: "RAW"}, none,
			nil, []string{"no signature"}},
		{"the system's drive unknown", winDiskFacts{device: drive1, disks: []int{1}, systemErr: errors.New("access denied"), layout: blank}, both,
			[]string{"cannot tell which drive holds the running Windows (access denied), and so whether this is that drive", "never"}, nil},
		{"the system's drive not named", winDiskFacts{device: drive1, disks: []int{1}, layout: blank}, both,
			[]string{"cannot tell which drive holds the running Windows (Windows names no drive under it)"}, nil},
		{"the volume's drives unknown", winDiskFacts{device: volD, disksErr: errors.New("not supported"), systemDisks: sys}, both,
			[]string{"cannot tell which drive it lies on (not supported)", "never"}, nil},
		{"the volume's drives not named", winDiskFacts{device: volD, systemDisks: sys}, both,
			[]string{"cannot tell which drive it lies on (Windows names none)"}, nil},
		{"the layout unread", winDiskFacts{device: drive1, disks: []int{1}, systemDisks: sys, layoutErr: errors.New("invalid function")}, named,
			[]string{"could not read its partition table", "need Device Mounted"}, nil},
		{"mounts unknown", winDiskFacts{device: drive1, disks: []int{1}, systemDisks: sys, layout: blank, mountedErr: errors.New("no more")}, named,
			[]string{"could not tell whether it is mounted (no more)"}, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			u, holds := windowsUse(tt.facts)
			dev := tt.facts.device.path
			told, err := judge(deviceReport{path: dev, size: 64 << 20, found: holds, use: u}, tt.consent(dev))
			if tt.refused == nil {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				for _, w := range tt.told {
					if !strings.Contains(told, w) {
						t.Errorf("told %q, want it to say %q", told, w)
					}
				}
				return
			}
			if !errors.Is(err, ErrRefused) {
				t.Fatalf("allowed (%q), want a refusal", told)
			}
			for _, w := range tt.refused {
				if !strings.Contains(refusal(err)+"\n", w) {
					t.Errorf("refusal %q, want it to say %q", refusal(err), w)
				}
			}
		})
	}
}

func none(string) WriteConsent      { return WriteConsent{} }
func named(dev string) WriteConsent { return WriteConsent{Device: dev} }
func both(dev string) WriteConsent  { return WriteConsent{Device: dev, Mounted: dev} }
