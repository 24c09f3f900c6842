package run

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/iopress/iopress/datasets"
)

// TestRunOnTmpfsIsRAM: a real run on a file in /dev/shm records tmpfs and
// a RAM-backed target, never a device.
func TestRunOnTmpfsIsRAM(t *testing.T) {
	if !strings.HasPrefix(fileSystemOf("/dev/shm"), "tmpfs ") {
		t.Skip("/dev/shm is not tmpfs here")
	}
	dir, err := os.MkdirTemp("/dev/shm", "iopress-test")
	if err != nil {
		t.Skip(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	cfg := testConfigIn(t, dir, "psync", 1<<20)
	cfg.Runtime = 50 * time.Millisecond
	ds, err := Execute(context.Background(), Plan{Matrix: Matrix{Cells: []Cell{cell("random", "read", 4096, 1, 1)}}, Config: cfg, Out: filepath.Join(t.TempDir(), "o")})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range ds.Sources {
		if s.Setup.TargetKind != datasets.TargetRAM || s.Setup.FileSystem != "tmpfs" || s.Setup.Device != "" {
			t.Errorf("source %s: %+v: want tmpfs, RAM-backed, no device", s.ID, s.Setup)
		}
	}
}

// TestInventoryOfADiskFile: a file on a disk has the file system the
// mount table gives its folder, the device under it, and the kind that
// device's sysfs entry makes it: a virtio disk (vdX) virtual, another
// disk physical or virtual as its vendor and model say, never RAM.
func TestInventoryOfADiskFile(t *testing.T) {
	dir := diskDir(t)
	target := filepath.Join(dir, "f")
	if err := os.WriteFile(target, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := Inventory(target)
	mount := strings.Fields(fileSystemOf(dir))
	if len(mount) < 3 || !strings.HasPrefix(mount[2], "/dev/") {
		t.Skipf("%s is on %q, no block device", dir, fileSystemOf(dir))
	}
	if s.FileSystem != mount[0] {
		t.Errorf("file system %q, want %q as the mount table says", s.FileSystem, mount[0])
	}
	if s.Device == "" || s.DriveCount < 1 {
		t.Errorf("setup %+v: want the device under %s", s, mount[2])
	}
	switch {
	case regexp.MustCompile(`^vd[a-z]+\d*$`).MatchString(s.Device):
		if s.TargetKind != datasets.TargetVirtual {
			t.Errorf("%s: kind %q, want virtual", s.Device, s.TargetKind)
		}
	case s.TargetKind == datasets.TargetRAM:
		t.Errorf("%s: a disk file called RAM-backed", s.Device)
	}
}
