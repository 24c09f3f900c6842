package datasets

import (
	"bytes"
	"errors"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/apache/arrow/go/v17/arrow/memory"
	"github.com/apache/arrow/go/v17/parquet/file"
)

// errDiskGone is the failure of failingWriter.
var errDiskGone = errors.New("the disk went away")

// failingWriter takes the first n bytes written to it, and fails after.
type failingWriter struct{ n int }

func (w *failingWriter) Write(b []byte) (int, error) {
	if len(b) > w.n {
		k := w.n
		w.n = 0
		return k, errDiskGone
	}
	w.n -= len(b)
	return len(b), nil
}

// TestParquetSinkFailure: a Parquet file is written on a goroutine of its
// own, where a failure to write it is met (a row group is written out
// when it ends): that failure is the error close returns, with its cause
// in the chain, and every record handed to the goroutine is released,
// whether the file is closed or aborted.
func TestParquetSinkFailure(t *testing.T) {
	for _, abort := range []bool{false, true} {
		mem := memory.NewCheckedAllocator(memory.NewGoAllocator())
		// The file's first four bytes, its magic, are written at once.
		p, err := newParquetSink(&failingWriter{n: 4}, HistogramSchema)
		if err != nil {
			t.Fatal(err)
		}
		rows := []LatencyBin{{SourceID: "s", JobName: "j", BinNs: 1000, Count: 3}}
		for range 3 {
			rec := toRecord(mem, HistogramSchema, histogramColumns, rows)
			if err := p.write(rec); err != nil {
				t.Fatalf("write: %v", err)
			}
			rec.Release()
		}
		if abort {
			p.abort()
		} else if err := p.close(); !errors.Is(err, errDiskGone) {
			t.Errorf("close: %v, want the writer's failure", err)
		}
		mem.AssertSize(t, 0)
	}
}

// TestParquetRowGroupsEndAtTheirRows: a row group ends once it holds its
// rows (parquetGroupRows, 100 here), the record that fills it split
// across it and the next; the rows read back whole and in order.
func TestParquetRowGroupsEndAtTheirRows(t *testing.T) {
	var buf bytes.Buffer
	p, err := newParquetSink(&buf, HistogramSchema)
	if err != nil {
		t.Fatal(err)
	}
	p.groupRows = 100
	var rows []LatencyBin
	for r := range 3 { // 70 rows each
		part := make([]LatencyBin, 70)
		for i := range part {
			part[i] = LatencyBin{SourceID: "s", JobName: "j", BinNs: float64(70*r + i), Count: 1}
		}
		rows = append(rows, part...)
		rec := toRecord(memory.NewGoAllocator(), HistogramSchema, histogramColumns, part)
		if err := p.write(rec); err != nil {
			t.Fatal(err)
		}
		rec.Release()
	}
	if err := p.close(); err != nil {
		t.Fatal(err)
	}
	f, err := file.NewParquetReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	var groups []int64
	for i := range f.NumRowGroups() {
		groups = append(groups, f.MetaData().RowGroup(i).NumRows())
	}
	if !reflect.DeepEqual(groups, []int64{100, 100, 10}) {
		t.Errorf("row groups of %v rows, want [100 100 10]", groups)
	}
	back, err := readParquetTable("t.parquet", buf.Bytes(), histogramColumns, func() LatencyBin { return LatencyBin{} })
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, rows) {
		t.Errorf("read back %d rows otherwise than written (%d)", len(back), len(rows))
	}
}

// TestParquetRowGroupsEndAtTheirBytes: a row group also ends once its
// encoded column chunks reach parquetGroupBytes (64 KiB here), as the
// writer holds them in memory until it ends; no row group goes past it by
// more than the record that filled it.
func TestParquetRowGroupsEndAtTheirBytes(t *testing.T) {
	var buf bytes.Buffer
	p, err := newParquetSink(&buf, HistogramSchema)
	if err != nil {
		t.Fatal(err)
	}
	p.groupBytes = 64 << 10
	var rows []LatencyBin
	for r := range 20 { // 1,000 rows each, of values zstd cannot shrink much
		part := make([]LatencyBin, 1000)
		for i := range part {
			n := uint64(1000*r+i) * 0x9e3779b97f4a7c15
			part[i] = LatencyBin{SourceID: "s", BinNs: float64(n >> 11), Count: int64(n >> 3)}
		}
		rows = append(rows, part...)
		rec := toRecord(memory.NewGoAllocator(), HistogramSchema, histogramColumns, part)
		if err := p.write(rec); err != nil {
			t.Fatal(err)
		}
		rec.Release()
	}
	if err := p.close(); err != nil {
		t.Fatal(err)
	}
	f, err := file.NewParquetReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if f.NumRowGroups() < 2 {
		t.Fatalf("%d row group of %d bytes: the limit of 64 KiB did not end one", f.NumRowGroups(), f.MetaData().RowGroup(0).TotalCompressedSize())
	}
	for i := range f.NumRowGroups() {
		// A record of 1,000 rows of these takes about 16 KiB encoded.
		if size := f.MetaData().RowGroup(i).TotalCompressedSize(); size > 64<<10+32<<10 {
			t.Errorf("row group %d holds %d bytes, past the limit by more than a record", i+1, size)
		}
	}
	back, err := readParquetTable("t.parquet", buf.Bytes(), histogramColumns, func() LatencyBin { return LatencyBin{} })
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, rows) {
		t.Errorf("read back %d rows otherwise than written (%d)", len(back), len(rows))
	}
}

// TestParquetTablesEncodedAtOnce: Close hands every table's last rows to
// its Parquet goroutine before it waits for any, so that the tables are
// encoded at the same time. Each goroutine here waits, as it takes its
// record, for all three tables' to have taken theirs: were Close to wait
// for one table's file before handing the next its rows, none would
// come, and the first would give up after 30 seconds.
func TestParquetTablesEncodedAtOnce(t *testing.T) {
	const tables = 3 // results, sources and the histogram; the others have no rows
	var mu sync.Mutex
	arrived := 0
	all := make(chan struct{})
	stuck, together := false, 0 // together: how many had arrived when one gave up
	parquetWriting = func() {
		mu.Lock()
		if arrived++; arrived == tables {
			close(all)
		}
		given := stuck // one gave up already: the others do not wait
		mu.Unlock()
		if given {
			return
		}
		select {
		case <-all:
		case <-time.After(30 * time.Second):
			mu.Lock()
			stuck, together = true, arrived
			mu.Unlock()
		}
	}
	defer func() { parquetWriting = nil }()
	ds := &Dataset{
		Results:   []Result{{SourceID: "s", JobName: "j", Direction: "read", IOPS: 1}},
		Sources:   []Source{{ID: "s", Path: "a.json"}},
		Histogram: []LatencyBin{{SourceID: "s", JobName: "j", BinNs: 1000, Count: 3}},
	}
	if err := WriteDir(t.TempDir(), ds, Arrow, Parquet); err != nil {
		t.Fatal(err)
	}
	if stuck {
		t.Errorf("%d of the %d tables' Parquet goroutines had their records while the first waited: Close waited for one before handing the next its rows", together, tables)
	}
}
