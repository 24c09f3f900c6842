package atomicfile

import (
	"errors"
	"io"
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

// TestWriteStreamMakesNoFileBeforeItsFirstByte: while a writer builds
// its document (a PDF built whole in memory), no temporary file exists,
// so a writer that dies then (out of memory, which no deferred call
// sees) leaves none behind; it once left a 0-byte one. Its bytes then
// replace the target whole; no bytes make an empty file; a writer that
// fails or panics leaves the target as it was.
func TestWriteStreamMakesNoFileBeforeItsFirstByte(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "article.pdf")
	if err := WriteBytes(path, []byte("first")); err != nil {
		t.Fatal(err)
	}
	names := func() []string {
		entries, _ := os.ReadDir(dir)
		var out []string
		for _, e := range entries {
			out = append(out, e.Name())
		}
		return out
	}
	err := WriteStream(path, func(w io.Writer) error {
		if got := names(); len(got) != 1 {
			t.Errorf("before the first byte, the folder holds %q", got)
		}
		_, err := io.WriteString(w, "second")
		return err
	})
	if got, _ := os.ReadFile(path); err != nil || string(got) != "second" {
		t.Errorf("after a whole write: %q, %v", got, err)
	}
	boom := errors.New("boom")
	if err := WriteStream(path, func(w io.Writer) error { io.WriteString(w, "hal"); return boom }); !errors.Is(err, boom) {
		t.Errorf("a failed write: %v", err)
	}
	func() {
		defer func() { recover() }()
		WriteStream(path, func(w io.Writer) error { io.WriteString(w, "hal"); panic("a bug") })
	}()
	if got, _ := os.ReadFile(path); string(got) != "second" || len(names()) != 1 {
		t.Errorf("after a failed and a panicked write: %q, folder %q", got, names())
	}
	empty := filepath.Join(dir, "empty.csv")
	if err := WriteStream(empty, func(io.Writer) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(empty); err != nil || st.Size() != 0 {
		t.Errorf("a write of no bytes: %v, %v", st, err)
	}
}
