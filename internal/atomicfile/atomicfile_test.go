package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
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

// TestErrorNamesTheFileOnce: a file that cannot even be created is named
// once, as the file asked for, not as the pattern of a temporary name.
func TestErrorNamesTheFileOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nosuch", "out.bin")
	err := WriteBytes(path, []byte("x"))
	if err == nil || !strings.HasPrefix(err.Error(), "writing "+path+": ") || strings.Count(err.Error(), "out.bin") != 1 {
		t.Errorf("error %v, want one that says writing %s and why", err, path)
	}
	if !errors.Is(err, os.ErrNotExist) {
		t.Errorf("error %v: want ErrNotExist in its chain", err)
	}
}
