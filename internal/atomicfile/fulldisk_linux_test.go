package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestFullDiskNamesTheFileOnce: a write that fills the disk says which
// file it could not write, once, and why, and not the temporary file's
// name: it used to say "writing f: write .f.tmp-123: no space left on
// device", and callers put f's name before that again.
func TestFullDiskNamesTheFileOnce(t *testing.T) {
	if os.Geteuid() != 0 {
		if os.Getenv("CI") != "" {
			t.Fatal("required in CI: root, to mount a small tmpfs")
		}
		t.Skip("mounting a small tmpfs needs root")
	}
	disk := t.TempDir()
	if err := syscall.Mount("tmpfs", disk, "tmpfs", 0, "size=64k"); err != nil {
		t.Fatalf("mount tmpfs: %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(disk, 0) })
	path := filepath.Join(disk, "chart.png")
	err := WriteBytes(path, make([]byte, 1<<20))
	if want := "writing " + path + ": no space left on device"; err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
	if !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("error %v: want ENOSPC in its chain", err)
	}
	if entries, _ := os.ReadDir(disk); len(entries) != 0 {
		t.Errorf("left on the disk: %v", entries)
	}
}
