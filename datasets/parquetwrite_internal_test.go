package datasets

import (
	"errors"
	"testing"

	"github.com/apache/arrow/go/v17/arrow/memory"
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
