package datasets_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/ipc"
	"github.com/apache/arrow/go/v17/arrow/memory"

	"github.com/iopress/iopress/datasets"
)

// writeResultsWithVersion writes, in a folder of its own, a results table
// of one row whose schema says version v, as another writer might.
func writeResultsWithVersion(t *testing.T, v string) string {
	t.Helper()
	dir := t.TempDir()
	md := arrow.NewMetadata([]string{"iopress.schema_version"}, []string{v})
	schema := arrow.NewSchema(datasets.ResultsSchema.Fields(), &md)
	r := datasets.NewResult()
	r.System, r.Direction, r.IOPS = "A", "read", 1000
	rec := datasets.ResultsRecord(memory.NewGoAllocator(), []datasets.Result{r})
	defer rec.Release()
	f, err := os.Create(filepath.Join(dir, "results.arrow"))
	if err != nil {
		t.Fatal(err)
	}
	w, err := ipc.NewFileWriter(f, ipc.WithSchema(schema))
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Write(rec); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	return dir
}

// TestSchemaVersionMalformed: a schema version that is not dotted numbers
// ("abc") is said to be malformed, naming the file, not to be newer than
// this iopress; a newer major version is still said to be newer, and an
// older or equal one read.
func TestSchemaVersionMalformed(t *testing.T) {
	for _, tc := range []struct{ version, want string }{
		{"abc", "malformed"}, {"", "malformed"}, {"1.x", "malformed"}, {"-1.0", "malformed"},
		{"1.", "malformed"}, {" 1.2", "malformed"},
		{"2.0", "newer"}, {"10", "newer"},
		{"1.9", ""}, {"1", ""}, {"1.2.3", ""},
	} {
		dir := writeResultsWithVersion(t, tc.version)
		ds, err := datasets.ReadDir(dir)
		path := filepath.Join(dir, "results.arrow")
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("version %q: %v, want it read", tc.version, err)
		case tc.want == "" && len(ds.Results) != 1:
			t.Errorf("version %q: %d results, want 1", tc.version, len(ds.Results))
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), path)):
			t.Errorf("version %q: %v, want an error naming %s that says %q", tc.version, err, path, tc.want)
		case tc.want == "malformed" && !errors.Is(err, datasets.ErrDamaged):
			t.Errorf("version %q: %v does not wrap ErrDamaged", tc.version, err)
		}
	}
}

// TestSumsCatchWhatDecodes: a value changed in an Arrow file still
// decodes (its record batches have no checksum); the sums the writer
// recorded make it an error naming the file. A file another program
// replaced since (of another size) is read as it is, as the folder's files
// may be replaced; a line of the sums that is not one is an error naming
// the file of sums; without sums for its generation the folder is read
// unchecked.
func TestSumsCatchWhatDecodes(t *testing.T) {
	dir := realDataset(t)
	path := filepath.Join(dir, "sources.arrow")
	orig, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sums, err := filepath.Glob(filepath.Join(dir, ".iopress-dataset", "sums-gen-*"))
	if err != nil || len(sums) != 1 {
		t.Fatalf("sums files %v (%v), want one", sums, err)
	}
	sumsData, err := os.ReadFile(sums[0])
	if err != nil {
		t.Fatal(err)
	}
	// The sources' paths are compressed, but the first "testdata" in
	// them is a literal of LZ4 (nothing before it to repeat): changed,
	// it decodes into another path.
	i := strings.Index(string(orig), "testdata")
	if i < 0 {
		t.Fatal("no source path in sources.arrow to change: the test would prove nothing")
	}
	changed := append([]byte(nil), orig...)
	changed[i] = 'T'
	if err := os.WriteFile(path, changed, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = datasets.ReadDir(dir)
	if !errors.Is(err, datasets.ErrDamaged) || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "SHA-256") {
		t.Errorf("changed value: %v, want an error saying %s is damaged", err, path)
	}
	// Without the sums, the change is read: it decodes.
	os.Rename(sums[0], sums[0]+".away")
	ds, err := datasets.ReadDir(dir)
	if err != nil {
		t.Fatalf("without sums: %v", err)
	}
	if !slices.ContainsFunc(ds.Sources, func(s datasets.Source) bool { return strings.Contains(s.Path, "Testdata") }) {
		t.Fatal("the changed value is not what was read: the test would prove nothing")
	}
	os.Rename(sums[0]+".away", sums[0])
	// Another program's sources table, of one source.
	other := t.TempDir()
	if err := datasets.WriteDir(other, &datasets.Dataset{Results: ds.Results[:1], Sources: ds.Sources[:1]}); err != nil {
		t.Fatal(err)
	}
	replaced, err := os.ReadFile(filepath.Join(other, "sources.arrow"))
	if err != nil || len(replaced) == len(orig) {
		t.Fatalf("another program's sources.arrow: %d bytes (%v), want other than %d", len(replaced), err, len(orig))
	}
	os.WriteFile(path, replaced, 0o644)
	if ds, err := datasets.ReadDir(dir); err != nil || len(ds.Sources) != 1 {
		t.Errorf("sources.arrow replaced by another program: %v; want its one source read", err)
	}
	os.WriteFile(path, orig, 0o644)
	for _, tc := range []struct{ name, sums string }{
		{"a file that is not a table's", strings.Replace(string(sumsData), "  sources.arrow\n", "  nosuch.arrow\n", 1)},
		{"a line cut", string(sumsData[:40])},
		{"a size that is not one", strings.Replace(string(sumsData), "  sources.arrow\n", "x  sources.arrow\n", 1)},
	} {
		os.WriteFile(sums[0], []byte(tc.sums), 0o644)
		if _, err := datasets.ReadDir(dir); err == nil || !strings.Contains(err.Error(), sums[0]) || !strings.Contains(err.Error(), "is not a line of checksums") {
			t.Errorf("%s: %v, want an error naming %s", tc.name, err, sums[0])
		}
	}
}
