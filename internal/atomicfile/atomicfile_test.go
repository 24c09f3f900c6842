package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestWriteReplacesWholeOrNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.bin")
	if err := WriteBytes(path, []byte("first")); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := Write(path, func(f *os.File) error {
		f.Write([]byte("half of the sec"))
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v, want wrapping boom", err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != "first" {
		t.Errorf("after failed write, file = %q, want the old content", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
}

// TestLinkReplacesTarget: the target becomes the source's file, at once,
// with no temporary name left; across file systems, where no hard link
// can be made, a copy.
func TestLinkReplacesTarget(t *testing.T) {
	dirs := map[string]string{"same file system": t.TempDir()}
	if shm, err := os.MkdirTemp("/dev/shm", "atomicfile-"); err == nil {
		t.Cleanup(func() { os.RemoveAll(shm) })
		dirs["another file system"] = shm
	}
	for name, srcDir := range dirs {
		dir := t.TempDir()
		src, dst := filepath.Join(srcDir, "src"), filepath.Join(dir, "dst")
		WriteBytes(src, []byte("new"))
		WriteBytes(dst, []byte("old"))
		if err := Link(src, dst); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got, _ := os.ReadFile(dst); string(got) != "new" {
			t.Errorf("%s: target holds %q", name, got)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 1 {
			t.Errorf("%s: left %v", name, entries)
		}
	}
}

// TestWriteThatPanicsLeavesNoTemporaryFile: a writer that panics (a bug)
// leaves the target as it was and no temporary file beside it.
func TestWriteThatPanicsLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.bin")
	if err := WriteBytes(path, []byte("first")); err != nil {
		t.Fatal(err)
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Error("the writer's panic did not reach the caller")
			}
		}()
		Write(path, func(f *os.File) error { panic("a bug in a writer") })
	}()
	if got, _ := os.ReadFile(path); string(got) != "first" {
		t.Errorf("after a writer panicked, file = %q, want the old content", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
}
