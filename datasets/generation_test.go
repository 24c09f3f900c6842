package datasets

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/iopress/iopress/internal/atomicfile"
)

// oneRow is a dataset of one result and one source, both named tag.
func oneRow(tag string) *Dataset {
	r := NewResult()
	r.System, r.Direction, r.IOPS = tag, "read", 1
	return &Dataset{Results: []Result{r}, Sources: []Source{{ID: tag}}}
}

// tags says whose the results and the sources of ds are.
func tags(ds *Dataset) string {
	if ds == nil || len(ds.Results) != 1 || len(ds.Sources) != 1 {
		return fmt.Sprintf("not one result and one source: %+v", ds)
	}
	return ds.Results[0].System + "+" + ds.Sources[0].ID
}

// TestFailureWhileReplacingKeepsNewDatasetWhole: a write that stops after
// putting one table in place (a full disk, a crash) leaves the folder's
// own files mixed, as other tools see them; iopress reads the new dataset
// whole from its generation until the next write puts it in place.
func TestFailureWhileReplacingKeepsNewDatasetWhole(t *testing.T) {
	dir := t.TempDir()
	if err := WriteDir(dir, oneRow("old")); err != nil {
		t.Fatal(err)
	}
	calls := 0
	linkFile = func(src, dst string) error {
		if calls++; calls > 1 {
			return errors.New("no space left on device")
		}
		return atomicfile.Link(src, dst)
	}
	t.Cleanup(func() { linkFile = atomicfile.Link })
	err := WriteDir(dir, oneRow("new"))
	if err == nil || !strings.Contains(err.Error(), "sources.arrow in place") {
		t.Fatalf("err = %v, want one saying sources.arrow was not put in place", err)
	}
	// Other tools see results of the new write beside sources of the old.
	own, err := readTables(os.DirFS(dir), dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := tags(own); got != "new+old" {
		t.Fatalf("folder's own files: %s, want new+old: the test would prove nothing", got)
	}
	ds, err := ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got := tags(ds); got != "new+new" {
		t.Errorf("read while replacing: %s, want new+new", got)
	}
	linkFile = atomicfile.Link
	if err := WriteDir(dir, oneRow("next")); err != nil {
		t.Fatal(err)
	}
	if ds, err = ReadDir(dir); err != nil || tags(ds) != "next+next" {
		t.Errorf("after the next write: %v", err)
	}
	st, _ := readState(os.DirFS(dir), dir)
	if entries, _ := os.ReadDir(filepath.Join(dir, stateDir)); len(entries) != 2 || entries[0].Name() != stateFile || entries[1].Name() != sumsPrefix+st.gen {
		t.Errorf("the failed write's generation is left: %v (want the state and the sums of %s)", entries, st.gen)
	}
}

// writerBetweenOpens is a folder in which a writer replaces the dataset
// the first time a reader opens the file named at: between two tables of
// one read.
type writerBetweenOpens struct {
	fs.FS
	at    string
	write func()
}

func (w *writerBetweenOpens) Open(name string) (fs.File, error) {
	if name == w.at && w.write != nil {
		w.write()
		w.write = nil
	}
	return w.FS.Open(name)
}

// TestReadAgainWhenReplacedBetweenTwoFiles: a dataset replaced after the
// reader read its results and before it read its sources is read again,
// whole; so is one whose generation is removed while it is read from it.
func TestReadAgainWhenReplacedBetweenTwoFiles(t *testing.T) {
	dir := t.TempDir()
	if err := WriteDir(dir, oneRow("old")); err != nil {
		t.Fatal(err)
	}
	replace := func(tag string) func() {
		return func() {
			if err := WriteDir(dir, oneRow(tag)); err != nil {
				t.Fatal(err)
			}
		}
	}
	ds, err := ReadFS(&writerBetweenOpens{FS: os.DirFS(dir), at: "sources.arrow", write: replace("new")}, dir)
	if err != nil || tags(ds) != "new+new" {
		t.Errorf("replaced between two files: %s, %v; want new+new", tags(ds), err)
	}
	// A write that stopped while replacing: readers read its generation,
	// which the next write removes.
	linkFile = func(string, string) error { return errors.New("no space left on device") }
	t.Cleanup(func() { linkFile = atomicfile.Link })
	if err := WriteDir(dir, oneRow("stopped")); err == nil {
		t.Fatal("the write did not stop")
	}
	linkFile = atomicfile.Link
	st, _ := readState(os.DirFS(dir), dir)
	ds, err = ReadFS(&writerBetweenOpens{FS: os.DirFS(dir), at: stateDir + "/" + st.gen + "/sources.arrow", write: replace("next")}, dir)
	if err != nil || tags(ds) != "next+next" {
		t.Errorf("generation removed while read: %s, %v; want next+next", tags(ds), err)
	}
}

// TestReadStateRefusesWhatItDidNotWrite: a state file that does not name
// a generation, or names a path out of the folder, is an error naming
// the file, not a folder to read.
func TestReadStateRefusesWhatItDidNotWrite(t *testing.T) {
	for _, tc := range []struct {
		text string
		want state
		ok   bool
	}{
		{"gen-20250101T000000.000000000Z-123 complete\n", state{gen: "gen-20250101T000000.000000000Z-123"}, true},
		{"gen-x replacing", state{gen: "gen-x", replacing: true}, true},
		{"gen-x", state{}, false},
		{"gen-x done", state{}, false},
		{"gen-../../etc replacing", state{}, false},
		{"../gen-x replacing", state{}, false},
		{"gen- replacing", state{}, false},
		{"", state{}, false},
	} {
		dir := t.TempDir()
		os.Mkdir(filepath.Join(dir, stateDir), 0o755)
		os.WriteFile(filepath.Join(dir, stateDir, stateFile), []byte(tc.text), 0o644)
		got, err := readState(os.DirFS(dir), dir)
		if tc.ok && (err != nil || got != tc.want) {
			t.Errorf("%q: %+v, %v; want %+v", tc.text, got, err, tc.want)
		}
		if !tc.ok && (err == nil || !strings.Contains(err.Error(), filepath.Join(dir, stateDir, stateFile))) {
			t.Errorf("%q: err = %v, want one naming the state file", tc.text, err)
		}
	}
}

// TestLegacyFolderIsRead: a folder of plain tables, as iopress wrote
// before generations, is a dataset and reads as one; a write into it
// replaces its tables and leaves the user's files.
func TestLegacyFolderIsRead(t *testing.T) {
	src := t.TempDir()
	if err := WriteDir(src, oneRow("legacy")); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, f := range []string{"results.arrow", "sources.arrow"} {
		data, _ := os.ReadFile(filepath.Join(src, f))
		os.WriteFile(filepath.Join(dir, f), data, 0o644)
	}
	os.WriteFile(filepath.Join(dir, "README"), []byte("mine"), 0o644)
	if !IsDir(dir) {
		t.Fatal("a folder of plain tables is not a dataset")
	}
	ds, err := ReadDir(dir)
	if err != nil || tags(ds) != "legacy+legacy" {
		t.Fatalf("read: %v", err)
	}
	if err := WriteDir(dir, oneRow("new")); err != nil {
		t.Fatal(err)
	}
	if ds, err = ReadDir(dir); err != nil || tags(ds) != "new+new" {
		t.Errorf("after a write: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "README")); err != nil {
		t.Error("the user's file is gone")
	}
}
