package run

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// diskutilSample reads one of the real diskutil outputs in
// testdata/diskutil.
func diskutilSample(t *testing.T, name string) (data []byte, path string) {
	t.Helper()
	path = filepath.Join("testdata", "diskutil", name)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data, path
}

// sampleDiskList parses one of the real `diskutil list -plist` outputs.
func sampleDiskList(t *testing.T, name string) diskList {
	t.Helper()
	l, err := parseDiskList(diskutilSample(t, name))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestParseDiskList: what iopress reads of real `diskutil list -plist`
// outputs, each checked against the file by eye: the disks, the APFS
// container's physical store, and every mount, the system's sealed
// snapshot on / included.
func TestParseDiskList(t *testing.T) {
	l := sampleDiskList(t, "hst-imager__diskutil-all-usb-ide-adapter.plist")
	var ids []string
	for _, d := range l.disks {
		ids = append(ids, d.id)
	}
	if want := []string{"disk0", "disk1", "disk2"}; !slices.Equal(ids, want) {
		t.Fatalf("disks %v, want %v", ids, want)
	}
	disk0, disk1, disk2 := l.disks[0], l.disks[1], l.disks[2]
	if !slices.Equal(disk0.parts, []string{"disk0s1", "disk0s2"}) || len(disk0.stores) != 0 || len(disk0.mounts) != 0 {
		t.Errorf("disk0: %+v", disk0)
	}
	if !slices.Equal(disk1.stores, []string{"disk0s2"}) {
		t.Errorf("disk1's physical stores: %v", disk1.stores)
	}
	wantMounts := []devMount{
		{"disk1s1", "/System/Volumes/Data"}, {"disk1s2", "/System/Volumes/Preboot"}, {"disk1s4", "/System/Volumes/VM"},
		{"disk1s5s1", "/"}, {"disk1s5s1", "/"}, // as a snapshot of disk1s5, and as a volume of its own
		{"disk1s6", "/System/Volumes/Update"},
	}
	if !slices.Equal(disk1.mounts, wantMounts) {
		t.Errorf("disk1's mounts:\n%v\nwant\n%v", disk1.mounts, wantMounts)
	}
	if !slices.Equal(disk2.parts, []string{"disk2s1"}) || !slices.Equal(disk2.mounts, []devMount{{"disk2s1", "/Volumes/PC"}}) {
		t.Errorf("disk2: %+v", disk2)
	}
	stick := sampleDiskList(t, "hst-imager__diskutil-all-usb-stick.plist")
	if d := stick.disks[2]; d.id != "disk2" || len(d.parts) != 0 || !slices.Equal(d.mounts, []devMount{{"disk2", "/Volumes/NO NAME"}}) {
		t.Errorf("the USB stick, its file system on the whole disk: %+v", d)
	}
}

// TestMacDiskUse: how each device of the real machines the samples came
// from would be judged. The internal disk, its partitions and the APFS
// container on it hold the running macOS and are never written; the USB
// stick, its FAT file system mounted on the whole disk, needs both
// flags; the USB-IDE adapter's disk holds a mounted partition.
func TestMacDiskUse(t *testing.T) {
	stick := newMacDisks(nil, nil, sampleDiskList(t, "hst-imager__diskutil-all-usb-stick.plist"), nil, nil)
	adapter := newMacDisks(nil, nil, sampleDiskList(t, "hst-imager__diskutil-all-usb-ide-adapter.plist"), nil, nil)
	const system = "it is on disk0, the disk of the running macOS (/dev/disk1s5s1 is mounted on /)"
	var container []string
	for _, m := range []string{"disk1s1 is mounted on /System/Volumes/Data", "disk1s2 is mounted on /System/Volumes/Preboot",
		"disk1s4 is mounted on /System/Volumes/VM", "disk1s5s1 is mounted on /", "disk1s6 is mounted on /System/Volumes/Update"} {
		container = append(container, "holds the APFS container disk1 (its physical store disk0s2), whose /dev/"+m)
	}
	for _, tt := range []struct {
		name   string
		disks  macDisks
		id     string
		system string
		inUse  []string
		parts  []string
	}{
		{"internal disk", stick, "disk0", system, container, []string{"/dev/disk0s1", "/dev/disk0s2"}},
		{"its EFI partition", stick, "disk0s1", system, nil, nil},
		{"the APFS store", stick, "disk0s2", system, container, nil},
		{"the container", stick, "disk1", system, []string{
			"has /dev/disk1s1 on it mounted on /System/Volumes/Data", "has /dev/disk1s2 on it mounted on /System/Volumes/Preboot",
			"has /dev/disk1s4 on it mounted on /System/Volumes/VM", "has /dev/disk1s5s1 on it mounted on /",
			"has /dev/disk1s6 on it mounted on /System/Volumes/Update",
		}, []string{"/dev/disk1s1", "/dev/disk1s2", "/dev/disk1s3", "/dev/disk1s4", "/dev/disk1s5", "/dev/disk1s5s1", "/dev/disk1s6"}},
		{"the recovery volume, unmounted", stick, "disk1s3", system, nil, nil},
		{"USB stick", stick, "disk2", "", []string{"is mounted on /Volumes/NO NAME"}, nil},
		{"USB-IDE adapter", adapter, "disk2", "", []string{"has /dev/disk2s1 on it mounted on /Volumes/PC"}, []string{"/dev/disk2s1"}},
		{"its partition", adapter, "disk2s1", "", []string{"is mounted on /Volumes/PC"}, nil},
		{"a disk macOS does not list", adapter, "disk9", "", nil, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			u := tt.disks.use(tt.id)
			if u.system != tt.system {
				t.Errorf("system %q, want %q", u.system, tt.system)
			}
			if !slices.Equal(u.inUse, tt.inUse) {
				t.Errorf("in use:\n%q\nwant\n%q", u.inUse, tt.inUse)
			}
			if !slices.Equal(u.parts, tt.parts) {
				t.Errorf("partitions %q, want %q", u.parts, tt.parts)
			}
			if u.unknown != "" {
				t.Errorf("unknown: %s", u.unknown)
			}
		})
	}
}

// TestMacDiskUseExternalContainer: an external drive holding an APFS
// container (the usual layout of a drive formatted APFS in Disk Utility:
// an EFI partition, then the container's physical store) is judged by the
// container's mounted volumes, and is no system disk.
func TestMacDiskUseExternalContainer(t *testing.T) {
	internal := sampleDiskList(t, "hst-imager__diskutil-all-usb-stick.plist")
	list := diskList{disks: append(internal.disks[:2:2],
		listedDisk{id: "disk4", parts: []string{"disk4s1", "disk4s2"}},
		listedDisk{id: "disk5", stores: []string{"disk4s2"}, parts: []string{"disk5s1"}, mounts: []devMount{{"disk5s1", "/Volumes/data"}}})}
	m := newMacDisks(nil, nil, list, nil, nil)
	u := m.use("disk4")
	if u.system != "" {
		t.Errorf("system: %s", u.system)
	}
	if want := []string{"holds the APFS container disk5 (its physical store disk4s2), whose /dev/disk5s1 is mounted on /Volumes/data"}; !slices.Equal(u.inUse, want) {
		t.Errorf("in use %q, want %q", u.inUse, want)
	}
	if got := m.physicalDisks("disk5s1"); !slices.Equal(got, []string{"disk4"}) {
		t.Errorf("the volume's physical disks %v, want disk4", got)
	}
}

// TestMacDiskUseUnknowable: when getfsstat or diskutil cannot be asked,
// iopress cannot tell the disk of the running system from another, and
// writes to none.
func TestMacDiskUseUnknowable(t *testing.T) {
	list := sampleDiskList(t, "hst-imager__diskutil-all-usb-stick.plist")
	root := []devMount{{"disk1s5s1", "/"}}
	for _, tt := range []struct {
		name  string
		disks macDisks
		says  string
	}{
		{"no diskutil", newMacDisks(root, nil, diskList{}, errors.New("exec: diskutil: not found"), nil), "could not ask diskutil"},
		{"no getfsstat", newMacDisks(nil, errors.New("operation not permitted"), list, nil, nil), "getfsstat: operation not permitted"},
		{"nothing on /", newMacDisks(nil, nil, diskList{disks: list.disks[2:]}, nil, nil), "no disk mounted on /"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			u := tt.disks.use("disk2")
			if !strings.Contains(u.system, tt.says) {
				t.Errorf("system %q, want it to say %q", u.system, tt.says)
			}
			_, err := judge(deviceReport{path: "/dev/disk2", use: u}, WriteConsent{Device: "/dev/disk2", Mounted: "/dev/disk2"})
			var re *RefusedError
			if !errors.As(err, &re) || len(re.Need) != 0 {
				t.Errorf("named twice: %v, want a refusal no flag lifts", err)
			}
		})
	}
}

func TestBSDName(t *testing.T) {
	for _, tt := range []struct {
		path, name string
		ok         bool
	}{
		{"/dev/disk4", "disk4", true}, {"/dev/rdisk4", "disk4", true}, {"/dev/rdisk4s2", "disk4s2", true},
		{"/dev/disk3s1s1", "disk3s1s1", true}, {"/dev/null", "", false}, {"/dev/diskette", "", false},
		{"disk4", "", false}, {"/dev/rdisk", "", false},
	} {
		name, ok := bsdName(tt.path)
		if ok != tt.ok || ok && name != tt.name {
			t.Errorf("bsdName(%q) = %q, %v; want %q, %v", tt.path, name, ok, tt.name, tt.ok)
		}
	}
	if wholeDisk("disk3s1s1") != "disk3" || wholeDisk("disk12") != "disk12" {
		t.Error("wholeDisk")
	}
	if within("disk10", "disk1") || !within("disk1s2", "disk1") {
		t.Error("within: disk10 is not on disk1, disk1s2 is")
	}
}
