package datasets_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/apache/arrow/go/v17/arrow/ipc"

	"github.com/iopress/iopress/datasets"
)

// TestWriterStreamsManyBatches writes more rows than one record batch holds,
// in small appends, and reads them all back in order.
func TestWriterStreamsManyBatches(t *testing.T) {
	dir := t.TempDir()
	w, err := datasets.NewWriter(dir, datasets.Arrow, datasets.Parquet)
	if err != nil {
		t.Fatal(err)
	}
	const n = 38_000 // two record batches of 16,384 rows and a partial one
	for i := 0; i < n; i += 1000 {
		var ds datasets.Dataset
		for j := i; j < i+1000; j++ {
			r := datasets.NewResult()
			r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.IOPS = "s", "random", "read", 4096, float64(j)
			ds.Results = append(ds.Results, r)
			ds.Histogram = append(ds.Histogram, datasets.LatencyBin{JobName: "j", BinNs: float64(j), Count: 1})
		}
		if err := w.Append(&ds); err != nil {
			t.Fatal(err)
		}
	}
	if entries, _ := os.ReadDir(dir); countVisible(entries) != 0 {
		t.Fatalf("files visible before Close: %v", entries)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	for _, only := range []string{"arrow", "parquet"} {
		back, err := datasets.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(back.Results) != n || len(back.Histogram) != n {
			t.Fatalf("%s: read %d results and %d bins, want %d", only, len(back.Results), len(back.Histogram), n)
		}
		for i, r := range back.Results {
			if r.IOPS != float64(i) {
				t.Fatalf("%s: row %d has iops %v: order lost", only, i, r.IOPS)
			}
		}
		// Next round reads the Parquet files alone.
		for _, f := range []string{"results.arrow", "sources.arrow", "latency_histogram.arrow"} {
			os.Remove(filepath.Join(dir, f))
		}
	}
}

func TestWriterAbortLeavesFolderAsItWas(t *testing.T) {
	dir := t.TempDir()
	w, _ := datasets.NewWriter(dir)
	// Enough rows that a batch is written to the temporary files.
	rows := make([]datasets.Result, 70_000)
	for i := range rows {
		rows[i] = datasets.NewResult()
		rows[i].System, rows[i].Direction, rows[i].IOPS = "s", "read", 1
	}
	w.Append(&datasets.Dataset{Results: rows})
	if entries, _ := os.ReadDir(dir); len(entries) == 0 {
		t.Fatal("no temporary file written: the test would prove nothing")
	}
	w.Abort()
	// The lock file stays: removing it would let two writers lock two files.
	if entries, _ := os.ReadDir(dir); len(entries) != 1 || entries[0].Name() != ".iopress-lock" {
		t.Errorf("abort left %v, want the lock file alone", entries)
	}
}

func countVisible(entries []os.DirEntry) int {
	n := 0
	for _, e := range entries {
		if e.Name()[0] != '.' {
			n++
		}
	}
	return n
}

func TestWriterRemovesStaleFiles(t *testing.T) {
	dir := t.TempDir()
	r := datasets.NewResult()
	r.System, r.Direction, r.IOPS = "s", "read", 1
	s := datasets.NewSample()
	s.Log, s.TimeNs, s.IOPS = "iops", 0, 5 // a sample at time 0 is a value
	if err := datasets.WriteDir(dir, &datasets.Dataset{Results: []datasets.Result{r}, Series: []datasets.Sample{s}}, datasets.Parquet); err != nil {
		t.Fatal(err)
	}
	// The timeseries file holds elapsed_ns 0 as a value, not a null.
	// Opened and closed here, not at the test's end: the folder is
	// written again below, and Windows does not remove an open file.
	f, err := os.Open(filepath.Join(dir, "timeseries.arrow"))
	if err != nil {
		t.Fatal(err)
	}
	rd, err := ipc.NewFileReader(f)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rd.Record(0)
	if err != nil {
		t.Fatal(err)
	}
	col := rec.Column(rec.Schema().FieldIndices("elapsed_ns")[0])
	if !col.IsValid(0) {
		t.Error("elapsed_ns 0 written as null")
	}
	rd.Close()
	f.Close()
	// Written again without Parquet and without a time series: the old
	// Parquet files and the old timeseries table go.
	if err := datasets.WriteDir(dir, &datasets.Dataset{Results: []datasets.Result{r}}); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"results.parquet", "sources.parquet", "timeseries.arrow", "timeseries.parquet"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			t.Errorf("%s left from the earlier write", name)
		}
	}
}

// TestWriterAbortRemovesTheFolderItMade: a write that fails or is dropped
// leaves no empty folder behind when the writer made the folder (and the
// ones above it it made); a folder that was there before, or one that
// someone else put a file in since, stays.
func TestWriterAbortRemovesTheFolderItMade(t *testing.T) {
	rows := make([]datasets.Result, 20_000) // more than a batch (16,384): temporary files are written
	for i := range rows {
		rows[i] = datasets.NewResult()
		rows[i].System, rows[i].Direction, rows[i].IOPS = "s", "read", 1
	}
	exists := func(p string) bool { _, err := os.Stat(p); return err == nil }
	tests := []struct {
		name string
		// prepare makes what is there before; it returns the folder to write.
		prepare func(t *testing.T, root string) string
		// after runs once the writer has started, before Abort.
		after func(t *testing.T, dir string)
		// kept are the paths that must still be there after Abort, gone
		// the ones that must not.
		kept, gone []string
	}{
		{"a new folder", func(t *testing.T, root string) string { return filepath.Join(root, "ds") },
			nil, []string{"."}, []string{"ds"}},
		{"new folders two deep", func(t *testing.T, root string) string { return filepath.Join(root, "small", "ds") },
			nil, []string{"."}, []string{"small"}},
		{"a new folder in one that was there", func(t *testing.T, root string) string {
			os.Mkdir(filepath.Join(root, "small"), 0o755)
			return filepath.Join(root, "small", "ds")
		}, nil, []string{"small"}, []string{"small/ds"}},
		{"a folder that was there", func(t *testing.T, root string) string {
			os.Mkdir(filepath.Join(root, "ds"), 0o755)
			return filepath.Join(root, "ds")
		}, nil, []string{"ds"}, nil},
		{"a new folder someone wrote in since", func(t *testing.T, root string) string { return filepath.Join(root, "ds") },
			func(t *testing.T, dir string) {
				if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644); err != nil {
					t.Fatal(err)
				}
			}, []string{"ds/notes.txt"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			dir := tt.prepare(t, root)
			w, err := datasets.NewWriter(dir)
			if err != nil {
				t.Fatal(err)
			}
			if err := w.Append(&datasets.Dataset{Results: rows}); err != nil {
				t.Fatal(err)
			}
			if tt.after != nil {
				tt.after(t, dir)
			}
			w.Abort()
			for _, p := range tt.kept {
				if !exists(filepath.Join(root, p)) {
					t.Errorf("%s removed: it was not the writer's", p)
				}
			}
			for _, p := range tt.gone {
				if exists(filepath.Join(root, p)) {
					entries, _ := os.ReadDir(filepath.Join(root, p))
					t.Errorf("%s left behind (holding %d entries): the writer made it and committed nothing", p, len(entries))
				}
			}
		})
	}
	// A folder the writer made and committed to stays, of course.
	dir := filepath.Join(t.TempDir(), "ds")
	if err := datasets.WriteDir(dir, &datasets.Dataset{Results: rows[:1]}); err != nil {
		t.Fatal(err)
	}
	if _, err := datasets.ReadDir(dir); err != nil {
		t.Errorf("a committed dataset: %v", err)
	}
	// One locked by another writer is not the second writer's to remove.
	held, err := datasets.NewWriter(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Abort()
	if _, err := datasets.NewWriter(dir); !errors.Is(err, datasets.ErrBusy) || !exists(filepath.Join(dir, "results.arrow")) {
		t.Errorf("second writer: %v; the dataset must stay", err)
	}
}

// TestArrowFilesCompressed: the Arrow files' bodies are compressed: a
// table of 50,000 alike bins takes less than half of what its bin_ns and
// count (8 bytes each) and the offsets of its five strings (4 bytes each)
// take uncompressed, 36 bytes a row, and reads back whole.
func TestArrowFilesCompressed(t *testing.T) {
	const n = 50_000
	bins := make([]datasets.LatencyBin, n)
	for i := range bins {
		bins[i] = datasets.LatencyBin{SourceID: "s", JobName: "j", Direction: "read", LatKind: "clat", BinNs: 1000, Count: 7}
	}
	dir := t.TempDir()
	if err := datasets.WriteDir(dir, &datasets.Dataset{Histogram: bins}); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(filepath.Join(dir, datasets.HistogramFile+".arrow"))
	if err != nil {
		t.Fatal(err)
	}
	if uncompressed := int64(n * (2*8 + 5*4)); st.Size() >= uncompressed/2 {
		t.Errorf("latency_histogram.arrow of %d rows is %d bytes, want fewer than %d", n, st.Size(), uncompressed/2)
	}
	back, err := datasets.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Histogram) != n || back.Histogram[n-1] != bins[n-1] {
		t.Errorf("read back %d bins, want %d alike", len(back.Histogram), n)
	}
}

// TestWriterBatchesRowsAsAppended appends a file's few rows at a time, as
// an ingest does, and reads the Arrow file's record batches: they end
// where a batch is full at the end of an Append, whatever rows the
// writer gathered before handing them to Arrow's column builders, and
// the rows keep their order across both.
func TestWriterBatchesRowsAsAppended(t *testing.T) {
	dir := t.TempDir()
	w, err := datasets.NewWriter(dir)
	if err != nil {
		t.Fatal(err)
	}
	const n = 20_001 // 6,667 appends of three bins: a batch of 16,386 and one of 3,615
	for i := 0; i < n; i += 3 {
		var ds datasets.Dataset
		for j := i; j < i+3; j++ {
			ds.Histogram = append(ds.Histogram, datasets.LatencyBin{SourceID: "s", JobName: "j", BinNs: float64(j), Count: int64(j + 1)})
		}
		if err := w.Append(&ds); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	r := openArrow(t, filepath.Join(dir, datasets.HistogramFile+".arrow"))
	var sizes []int64
	for i := 0; i < r.NumRecords(); i++ {
		rec, err := r.Record(i)
		if err != nil {
			t.Fatal(err)
		}
		sizes = append(sizes, rec.NumRows())
	}
	if len(sizes) != 2 || sizes[0] != 16_386 || sizes[1] != 3_615 {
		t.Errorf("record batches of %v rows, want 16386 and 3615", sizes)
	}
	back, err := datasets.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Histogram) != n {
		t.Fatalf("read back %d bins, want %d", len(back.Histogram), n)
	}
	for i, b := range back.Histogram {
		if b.BinNs != float64(i) || b.Count != int64(i+1) {
			t.Fatalf("bin %d reads as %v ns, %d I/Os: order lost", i, b.BinNs, b.Count)
		}
	}
}
