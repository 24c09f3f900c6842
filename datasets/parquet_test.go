package datasets_test

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/array"
	"github.com/apache/arrow/go/v17/parquet"
	"github.com/apache/arrow/go/v17/parquet/compress"
	"github.com/apache/arrow/go/v17/parquet/file"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/internal/hyparquettest"
)

// sameDataset reports every table's rows of got that differ from want's,
// field by field (NaN equal to NaN: a missing value).
func sameDataset(t *testing.T, got, want *datasets.Dataset) {
	t.Helper()
	g, w := reflect.ValueOf(got).Elem(), reflect.ValueOf(want).Elem()
	for i := range g.NumField() {
		table := g.Type().Field(i).Name
		gt, wt := g.Field(i), w.Field(i)
		if gt.Len() != wt.Len() {
			t.Errorf("%s: %d rows, want %d", table, gt.Len(), wt.Len())
			continue
		}
		bad := 0
		for r := range gt.Len() {
			if diff := differences(gt.Index(r), wt.Index(r), ""); diff != "" && bad < 5 {
				t.Errorf("%s row %d: %s", table, r, diff)
				bad++
			}
		}
	}
}

// differences says how the struct g differs from w, field by field.
func differences(g, w reflect.Value, prefix string) string {
	var out []string
	for f := range g.NumField() {
		name := prefix + g.Type().Field(f).Name
		gv, wv := g.Field(f), w.Field(f)
		switch gv.Kind() {
		case reflect.Struct:
			if d := differences(gv, wv, name+"."); d != "" {
				out = append(out, d)
			}
			continue
		case reflect.Float64:
			if gv.Float() == wv.Float() || math.IsNaN(gv.Float()) && math.IsNaN(wv.Float()) {
				continue
			}
		default:
			if gv.Interface() == wv.Interface() {
				continue
			}
		}
		out = append(out, fmt.Sprintf("%s %v, want %v", name, gv.Interface(), wv.Interface()))
	}
	return strings.Join(out, "; ")
}

// copyDir copies the files of dir into a new temporary folder.
func copyDir(t *testing.T, dir string) string {
	t.Helper()
	out := t.TempDir()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, e.Name()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// readParquetAlone reads the dataset folder dir from its Arrow files, and
// again from its Parquet files alone, the Arrow files removed.
func readParquetAlone(t *testing.T, dir string) (fromArrow, fromParquet *datasets.Dataset) {
	t.Helper()
	fromArrow, err := datasets.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	arrows, _ := filepath.Glob(filepath.Join(dir, "*.arrow"))
	if len(arrows) != 5 {
		t.Fatalf("%d Arrow files in %s, want one per table", len(arrows), dir)
	}
	for _, f := range arrows {
		os.Remove(f)
	}
	if fromParquet, err = datasets.ReadDir(dir); err != nil {
		t.Fatal(err)
	}
	return fromArrow, fromParquet
}

// TestParquetOfEarlierIopressIsRead: the Parquet files of a dataset an
// earlier iopress wrote through pqarrow (a repeated root, the Arrow
// schema in the metadata; testdata/pqarrow-1.3) read as their Arrow
// twins, every table and every value: labels maps, timestamps, the
// errors of a failed job.
func TestParquetOfEarlierIopressIsRead(t *testing.T) {
	fromArrow, fromParquet := readParquetAlone(t, copyDir(t, "testdata/pqarrow-1.3"))
	if len(fromArrow.Results) == 0 || len(fromArrow.Histogram) == 0 || len(fromArrow.Series) == 0 || len(fromArrow.Problems) == 0 {
		t.Fatalf("the fixture lacks a table: %d results, %d bins, %d samples, %d problems",
			len(fromArrow.Results), len(fromArrow.Histogram), len(fromArrow.Series), len(fromArrow.Problems))
	}
	if fromArrow.Results[0].Labels == "" || fromArrow.Results[0].StartUnixS == 0 {
		t.Fatal("the fixture's results have no labels or start: the map and timestamp columns would go untested")
	}
	sameDataset(t, fromParquet, fromArrow)
}

// TestParquetReadsAsArrow: every table of a real dataset, written in both
// formats, reads back the same from its Parquet files alone.
func TestParquetReadsAsArrow(t *testing.T) {
	fromArrow, fromParquet := readParquetAlone(t, realDataset(t))
	sameDataset(t, fromParquet, fromArrow)
}

// TestParquetRootIsRequired: the root of every table's Parquet schema is
// required, as DuckDB, Spark and parquet-mr write it. pqarrow wrote it
// repeated, and readers that count the root among the levels of each
// column, hyparquet among them, then read none of it (issue 26).
func TestParquetRootIsRequired(t *testing.T) {
	dir := realDataset(t)
	files, _ := filepath.Glob(filepath.Join(dir, "*.parquet"))
	if len(files) != 5 {
		t.Fatalf("%d Parquet files, want one per table", len(files))
	}
	for _, path := range files {
		f, err := file.OpenParquetFile(path, false)
		if err != nil {
			t.Fatal(err)
		}
		if rep := f.MetaData().Schema.Root().RepetitionType(); rep != parquet.Repetitions.Required {
			t.Errorf("%s: the schema's root is %s, want required", filepath.Base(path), rep)
		}
		f.Close()
	}
}

// TestHyparquetReadsEveryTable: hyparquet, a Parquet reader apart from
// arrow-go and DuckDB, reads every table of a real dataset, and each
// value of each row is the one iopress wrote, in the table's Arrow twin.
// It read none of them while the schema's root was repeated.
func TestHyparquetReadsEveryTable(t *testing.T) {
	hyparquettest.Need(t)
	dir := realDataset(t)
	for _, table := range []string{"results", "sources", "latency_histogram", "timeseries", "errors"} {
		names, want := arrowRows(t, filepath.Join(dir, table+".arrow"))
		if len(want) == 0 {
			t.Fatalf("the dataset has no rows of %s: the table would go untested", table)
		}
		got := hyparquettest.Read(t, filepath.Join(dir, table+".parquet"))
		if len(got) != len(want) {
			t.Errorf("%s: hyparquet read %d rows, want %d", table, len(got), len(want))
			continue
		}
		bad := 0
		for i := range want {
			if len(got[i]) != len(names) {
				t.Errorf("%s row %d: %d columns, want %d", table, i, len(got[i]), len(names))
			}
			for _, name := range names {
				if g, w := got[i][name], want[i][name]; !reflect.DeepEqual(g, w) && bad < 5 {
					t.Errorf("%s row %d, column %s: hyparquet read %#v, want %#v", table, i, name, g, w)
					bad++
				}
			}
		}
	}
}

// arrowRows reads an Arrow IPC file's column names and rows, each value
// as hyparquettest.Read gives it: a 64-bit integer as a decimal string, a
// timestamp in ISO 8601 (milliseconds, UTC), a map as an object.
func arrowRows(t *testing.T, path string) ([]string, []map[string]any) {
	t.Helper()
	r := openArrow(t, path)
	var names []string
	for _, field := range r.Schema().Fields() {
		names = append(names, field.Name)
	}
	var rows []map[string]any
	for b := range r.NumRecords() {
		rec, err := r.Record(b)
		if err != nil {
			t.Fatal(err)
		}
		for i := range int(rec.NumRows()) {
			row := map[string]any{}
			for c, col := range rec.Columns() {
				row[names[c]] = jsValue(t, col, i)
			}
			rows = append(rows, row)
		}
	}
	return names, rows
}

// jsValue is the value of row i of a as hyparquet gives it.
func jsValue(t *testing.T, a arrow.Array, i int) any {
	if a.IsNull(i) {
		return nil
	}
	switch a := a.(type) {
	case *array.String:
		return a.Value(i)
	case *array.Int64:
		return strconv.FormatInt(a.Value(i), 10)
	case *array.Float64:
		return a.Value(i)
	case *array.Boolean:
		return a.Value(i)
	case *array.Timestamp:
		return a.Value(i).ToTime(a.DataType().(*arrow.TimestampType).Unit).UTC().Format("2006-01-02T15:04:05.000Z")
	case *array.Map:
		m := map[string]any{}
		first, end := a.ValueOffsets(i)
		for k := first; k < end; k++ {
			m[jsValue(t, a.Keys(), int(k)).(string)] = jsValue(t, a.Items(), int(k))
		}
		return m
	}
	t.Fatalf("no JavaScript value for Arrow's %s", a.DataType())
	return nil
}

// TestParquetRowGroupsHoldManyBatches: the rows of many record batches
// (40,000 rows appended 1,000 at a time: batches of 16,384) go into one
// row group, where pqarrow made a row group of each batch.
func TestParquetRowGroupsHoldManyBatches(t *testing.T) {
	dir := t.TempDir()
	w, err := datasets.NewWriter(dir, datasets.Arrow, datasets.Parquet)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 40_000; i += 1000 {
		bins := make([]datasets.LatencyBin, 1000)
		for j := range bins {
			bins[j] = datasets.LatencyBin{SourceID: "s", JobName: "j", BinNs: float64(i + j), Count: 1}
		}
		if err := w.Append(&datasets.Dataset{Histogram: bins}); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	f, err := file.OpenParquetFile(filepath.Join(dir, "latency_histogram.parquet"), false)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if n := f.NumRowGroups(); n != 1 || f.MetaData().RowGroup(0).NumRows() != 40_000 {
		t.Errorf("%d row groups (the first of %d rows), want one of 40000", n, f.MetaData().RowGroup(0).NumRows())
	}
}

// TestParquetPagesShareOneCompressor: the zstd codec Parquet files are
// written with compresses a page without making a compressor of its own
// for it. arrow-go's makes a new one for each page, whose tables (several
// MiB) it allocates and clears: with a row group per record batch that
// was half of an ingest's time. 64 pages of 64 KiB take less than 4 MiB
// of allocations in all, where a compressor for each takes more than 1
// MiB apiece.
func TestParquetPagesShareOneCompressor(t *testing.T) {
	codec, err := compress.GetCodec(compress.Codecs.Zstd)
	if err != nil {
		t.Fatal(err)
	}
	page := make([]byte, 64<<10)
	for i := range page {
		page[i] = byte(i * i >> 5)
	}
	dst, back := make([]byte, 0, 2*len(page)), make([]byte, len(page))
	codec.EncodeLevel(dst, page, compress.DefaultCompressionLevel) // the first may make the compressor
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range 64 {
		out := codec.EncodeLevel(dst, page, compress.DefaultCompressionLevel)
		if back = codec.Decode(back, out); !reflect.DeepEqual(back, page) {
			t.Fatal("a page compressed does not decompress to itself")
		}
	}
	runtime.ReadMemStats(&after)
	got := after.TotalAlloc - before.TotalAlloc
	t.Logf("64 pages of 64 KiB compressed: %d KiB allocated", got>>10)
	if got > 4<<20 {
		t.Errorf("64 pages compressed took %d KiB of allocations, want less than 4 MiB", got>>10)
	}
}

// TestParquetIdsHaveNoDictionary: the columns of a hash or a path, new
// with each source or result, are written without a dictionary, which
// for them only grew until the column writer gave it up, having hashed
// every value into it; a column of few values (job_name) keeps its
// dictionary. The rows read back from Parquet as written.
func TestParquetIdsHaveNoDictionary(t *testing.T) {
	dir := t.TempDir()
	var ds datasets.Dataset
	for i := range 300 {
		id := fmt.Sprintf("%064x", i*7919)
		ds.Histogram = append(ds.Histogram, datasets.LatencyBin{SourceID: id, SourcePath: "runs/" + strconv.Itoa(i) + ".json",
			JobName: "job" + strconv.Itoa(i%3), ResultID: id[:32], BinNs: float64(i), Count: 1})
	}
	if err := datasets.WriteDir(dir, &ds, datasets.Arrow, datasets.Parquet); err != nil {
		t.Fatal(err)
	}
	f, err := file.OpenParquetFile(filepath.Join(dir, "latency_histogram.parquet"), false)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for col, want := range map[string]bool{"source_id": false, "source_path": false, "result_id": false, "job_name": true} {
		i := f.MetaData().Schema.ColumnIndexByName(col)
		if i < 0 {
			t.Fatalf("no column %s", col)
		}
		cc, err := f.MetaData().RowGroup(0).ColumnChunk(i)
		if err != nil {
			t.Fatal(err)
		}
		if got := cc.HasDictionaryPage(); got != want {
			t.Errorf("column %s: dictionary %v, want %v", col, got, want)
		}
	}
	arrows, _ := filepath.Glob(filepath.Join(dir, "*.arrow"))
	for _, f := range arrows {
		os.Remove(f) // the Parquet files alone are read
	}
	back, err := datasets.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Histogram, ds.Histogram) {
		t.Errorf("the bins read back from Parquet differ from those written")
	}
}
