package datasets_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/apache/arrow/go/v17/arrow/array"
	"github.com/apache/arrow/go/v17/arrow/ipc"
	"github.com/apache/arrow/go/v17/arrow/memory"

	"github.com/iopress/iopress/datasets"
)

// rawInts reads the int64 column name of an Arrow file as it is stored,
// nulls as 0, and the file's schema version.
func rawInts(t *testing.T, path, name string) ([]int64, string) {
	t.Helper()
	rd := openArrow(t, path)
	version, _ := rd.Schema().Metadata().GetValue("iopress.schema_version")
	var out []int64
	for i := range rd.NumRecords() {
		rec, err := rd.Record(i)
		if err != nil {
			t.Fatal(err)
		}
		idx := rec.Schema().FieldIndices(name)
		if len(idx) == 0 {
			return nil, version
		}
		col := rec.Column(idx[0]).(*array.Int64)
		for j := range col.Len() {
			out = append(out, col.Value(j)) // 0 where null
		}
	}
	return out, version
}

// rawBools reads the boolean column name of an Arrow file as it is
// stored, nil where null.
func rawBools(t *testing.T, path, name string) []*bool {
	t.Helper()
	rd := openArrow(t, path)
	var out []*bool
	for i := range rd.NumRecords() {
		rec, err := rd.Record(i)
		if err != nil {
			t.Fatal(err)
		}
		idx := rec.Schema().FieldIndices(name)
		if len(idx) == 0 {
			t.Fatalf("%s has no column %s", path, name)
		}
		col := rec.Column(idx[0]).(*array.Boolean)
		for j := range col.Len() {
			if col.IsNull(j) {
				out = append(out, nil)
				continue
			}
			v := col.Value(j)
			out = append(out, &v)
		}
	}
	return out
}

// TestOlderColumnNamesRead: a dataset written at schema 1.3 (real, kept
// in testdata/schema-1.3) holds the latency histogram's I/Os as count
// and both tables' times as time_ns; read now, they are the rows' counts
// and times, and written again they are io_count and elapsed_ns, with the
// same values, and the old names gone.
func TestOlderColumnNamesRead(t *testing.T) {
	const old = "testdata/schema-1.3"
	ds, err := datasets.ReadDir(old)
	if err != nil {
		t.Fatal(err)
	}
	counts, v := rawInts(t, filepath.Join(old, "latency_histogram.arrow"), "count")
	times, _ := rawInts(t, filepath.Join(old, "latency_histogram.arrow"), "time_ns")
	sampleTimes, _ := rawInts(t, filepath.Join(old, "timeseries.arrow"), "time_ns")
	if v != "1.3" || len(counts) == 0 || len(sampleTimes) == 0 {
		t.Fatalf("test: version %q, %d counts, %d sample times", v, len(counts), len(sampleTimes))
	}
	check := func(what string, rows []datasets.LatencyBin, series []datasets.Sample) {
		t.Helper()
		var gotCounts, gotTimes, gotSampleTimes []int64
		for _, b := range rows {
			gotCounts, gotTimes = append(gotCounts, b.Count), append(gotTimes, b.TimeNs)
		}
		for _, s := range series {
			gotSampleTimes = append(gotSampleTimes, s.TimeNs)
		}
		if !slices.Equal(gotCounts, counts) || !slices.Equal(gotTimes, times) || !slices.Equal(gotSampleTimes, sampleTimes) {
			t.Errorf("%s: counts, bin times or sample times differ from the 1.3 file's count and time_ns columns", what)
		}
		if slices.Max(gotTimes) == 0 || slices.Max(gotSampleTimes) == 0 {
			t.Errorf("%s: every time is 0: the old time_ns was not read", what)
		}
	}
	check("read", ds.Histogram, ds.Series)

	again := filepath.Join(t.TempDir(), "ds")
	if err := datasets.WriteDir(again, ds); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ file, name string }{
		{"latency_histogram.arrow", "io_count"}, {"latency_histogram.arrow", "elapsed_ns"}, {"timeseries.arrow", "elapsed_ns"},
	} {
		vals, v := rawInts(t, filepath.Join(again, c.file), c.name)
		if len(vals) == 0 || v != datasets.SchemaVersion {
			t.Errorf("%s written again: no column %s, or version %s", c.file, c.name, v)
		}
	}
	for _, c := range []struct{ file, name string }{
		{"latency_histogram.arrow", "count"}, {"latency_histogram.arrow", "time_ns"}, {"timeseries.arrow", "time_ns"},
	} {
		if vals, _ := rawInts(t, filepath.Join(again, c.file), c.name); vals != nil {
			t.Errorf("%s written again still has %s", c.file, c.name)
		}
	}
	back, err := datasets.ReadDir(again)
	if err != nil {
		t.Fatal(err)
	}
	check("written again", back.Histogram, back.Series)
}

// openArrow opens an Arrow IPC file for reading, closed when the test
// ends.
func openArrow(t *testing.T, path string) *ipc.FileReader {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	rd, err := ipc.NewFileReader(f, ipc.WithAllocator(memory.NewGoAllocator()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rd.Close() })
	return rd
}
