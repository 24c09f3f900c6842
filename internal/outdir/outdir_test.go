package outdir

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/internal/dirlock"
)

// write writes each name with its name as content, then commits or, when
// fail, closes as a failed write does.
func write(t *testing.T, dir string, fail bool, names ...string) Tidied {
	t.Helper()
	d, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	for _, n := range names {
		if err := d.WriteBytes(n, []byte(n)); err != nil {
			t.Fatal(err)
		}
	}
	if fail {
		return Tidied{}
	}
	tidied, err := d.Commit(func(name string) bool { return strings.HasPrefix(name, "chart-") })
	if err != nil {
		t.Fatal(err)
	}
	return tidied
}

func files(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestCommitRemovesOnlyWhatItWroteAsItWroteIt(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, false, "a", "b", "c", "d")
	os.WriteFile(filepath.Join(dir, "c"), []byte("edited"), 0o644)
	os.Remove(filepath.Join(dir, "d"))
	os.WriteFile(filepath.Join(dir, "mine"), []byte("x"), 0o644)
	os.WriteFile(filepath.Join(dir, "chart-1-old"), []byte("x"), 0o644)
	got := write(t, dir, false, "a")
	want := Tidied{Removed: []string{"b"}, Changed: []string{"c"}, Unknown: []string{"chart-1-old"}}
	if !slices.Equal(got.Removed, want.Removed) || !slices.Equal(got.Changed, want.Changed) || !slices.Equal(got.Unknown, want.Unknown) {
		t.Errorf("tidied %+v, want %+v", got, want)
	}
	// No lock file is left behind: only what iopress wrote, and the user's.
	if got, want := files(t, dir), []string{ManifestName, "a", "c", "chart-1-old", "mine"}; !slices.Equal(got, want) {
		t.Errorf("folder holds %v, want %v", got, want)
	}
	m, err := readManifest(filepath.Join(dir, ManifestName))
	if err != nil || len(m) != 1 || m["a"] == "" {
		t.Errorf("manifest %v, %v; want a alone", m, err)
	}
}

// TestFailedWriteIsRecordedAndRemovesNothing: a write that fails leaves
// every file, and records those it wrote beside the earlier ones, so the
// next complete write removes those it does not write again.
func TestFailedWriteIsRecordedAndRemovesNothing(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, false, "a", "b")
	write(t, dir, true, "c")
	if got := files(t, dir); !slices.Contains(got, "a") || !slices.Contains(got, "b") || slices.Contains(got, dirlock.Name) {
		t.Errorf("a failed write removed files, or left its lock file: %v", got)
	}
	got := write(t, dir, false, "a")
	if !slices.Equal(got.Removed, []string{"b", "c"}) {
		t.Errorf("removed %v, want b and c", got.Removed)
	}
}

func TestBadManifestIsAnErrorNamingItsLine(t *testing.T) {
	for _, line := range []string{
		"not a manifest",
		strings.Repeat("0", 64) + "  ../outside",
		strings.Repeat("0", 64) + "  sub/file",
		strings.Repeat("0", 63) + "  short-hash",
		strings.Repeat("0", 64) + "  " + strings.Repeat("x", 70000), // past bufio.Scanner's line
	} {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, ManifestName), []byte(strings.Repeat("0", 64)+"  ok\n"+line+"\n"), 0o644)
		_, err := Open(dir)
		if err == nil || !strings.Contains(err.Error(), filepath.Join(dir, ManifestName)+":2:") {
			t.Errorf("%q: err = %v, want one naming line 2 of the manifest", line, err)
		}
	}
}

func TestOneWriterAtATime(t *testing.T) {
	dir := t.TempDir()
	d, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open(dir); !errors.Is(err, dirlock.ErrBusy) {
		t.Errorf("second Open: err = %v, want busy", err)
	}
	for _, name := range []string{"sub/x", ManifestName, dirlock.Name} {
		if err := d.WriteBytes(name, nil); err == nil {
			t.Errorf("wrote %s", name)
		}
	}
	d.Close()
	d, err = Open(dir)
	if err != nil {
		t.Fatalf("Open after Close: %v", err)
	}
	d.Close()
}

// TestWriteMakesNoFileUntilItsFirstByte: a file whose writer builds it
// whole before writing it (a PDF, a PNG) has no temporary file in the
// folder while it is built, so that a writer that dies then leaves none.
func TestWriteMakesNoFileUntilItsFirstByte(t *testing.T) {
	dir := t.TempDir()
	d, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	err = d.Write("article.pdf", func(w io.Writer) error {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if strings.Contains(e.Name(), ".tmp-") {
				t.Errorf("%s is in the folder before the first byte is written", e.Name())
			}
		}
		_, err := w.Write([]byte("%PDF"))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "article.pdf")); string(got) != "%PDF" {
		t.Errorf("article.pdf holds %q", got)
	}
}

// TestGuardRefusesToReplaceAnEditedFile: a file iopress wrote and someone
// changed since is named, and nothing is written over it; one removed
// since, one as written, and one iopress never wrote are no edits.
func TestGuardRefusesToReplaceAnEditedFile(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, false, "index.md", "chart-1.svg", "gone.csv")
	os.WriteFile(filepath.Join(dir, "index.md"), []byte("the editor's words"), 0o644)
	os.Remove(filepath.Join(dir, "gone.csv"))
	os.WriteFile(filepath.Join(dir, "mine.md"), []byte("x"), 0o644)
	d, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	err = d.Guard([]string{"chart-1.svg", "gone.csv", "index.md", "mine.md"})
	var edited *EditedError
	if !errors.As(err, &edited) || !slices.Equal(edited.Names, []string{"index.md"}) {
		t.Fatalf("Guard: %v, want index.md named as edited", err)
	}
	if want := dir + ": index.md was changed since iopress wrote it; nothing was written"; !strings.HasPrefix(err.Error(), want) {
		t.Errorf("%q, want it to start %q", err, want)
	}
	if err := d.Guard([]string{"chart-1.svg", "gone.csv", "mine.md"}); err != nil {
		t.Errorf("Guard of files not edited: %v", err)
	}
}
