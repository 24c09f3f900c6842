package datasets

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/array"
	"github.com/apache/arrow/go/v17/arrow/ipc"
	"github.com/apache/arrow/go/v17/arrow/memory"
	"github.com/apache/arrow/go/v17/parquet"
	"github.com/apache/arrow/go/v17/parquet/compress"
	"github.com/apache/arrow/go/v17/parquet/pqarrow"

	"github.com/iopress/iopress/internal/atomicfile"
)

// batchRows is how many rows a table holds in memory before it writes them
// as one record batch: what bounds a writer's memory, whatever it is fed.
const batchRows = 1 << 14

// Writer writes a dataset folder as rows arrive, in record batches, so a
// batch of any size is written in bounded memory. Nothing appears in the
// folder until Close: every file is written under a temporary name and
// renamed then. WriteDir is a Writer fed once.
type Writer struct {
	dir     string
	parquet bool
	mem     memory.Allocator
	s       *sinks
	tables  []tableSink // s's tables, in file order
}

// tableSink is one table's files being written.
type tableSink interface {
	close() (rows int, err error)
	commit() error
	abort()
	name() string
	empty() bool
}

// NewWriter starts writing the dataset folder dir (created if needed).
func NewWriter(dir string, formats ...Format) (*Writer, error) {
	w := &Writer{dir: dir, mem: memory.NewGoAllocator()}
	for _, f := range formats {
		switch f {
		case Arrow:
		case Parquet:
			w.parquet = true
		default:
			return nil, fmt.Errorf("unknown dataset format %q (want arrow or parquet)", f)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return w, nil
}

// table is the sink of one table of T.
type table[T any] struct {
	w      *Writer
	file   string
	schema *arrow.Schema
	cols   []column[T]
	build  *array.RecordBuilder // rows not yet written
	rows   int                  // in build
	total  int                  // written
	arrow  *atomicfile.File
	ipc    *ipc.FileWriter
	pqFile *atomicfile.File
	pq     *pqarrow.FileWriter
}

func (t *table[T]) name() string { return t.file }

func (t *table[T]) empty() bool { return t.total+t.rows == 0 }

func (t *table[T]) add(rows []T) error {
	if len(rows) == 0 {
		return nil
	}
	if t.build == nil {
		t.build = array.NewRecordBuilder(t.w.mem, t.schema)
	}
	if t.rows == 0 {
		// Room for a whole batch at once, rather than doubling into it.
		t.build.Reserve(batchRows)
	}
	appendRows(t.build, t.cols, rows)
	t.rows += len(rows)
	if t.rows >= batchRows {
		return t.flush()
	}
	return nil
}

// flush writes the buffered rows as one record batch, opening the files on
// first use.
func (t *table[T]) flush() error {
	if t.rows == 0 && t.arrow != nil {
		return nil
	}
	if t.arrow == nil {
		var err error
		if t.arrow, err = atomicfile.Create(filepath.Join(t.w.dir, t.file+".arrow")); err != nil {
			return err
		}
		if t.ipc, err = ipc.NewFileWriter(t.arrow, ipc.WithSchema(t.schema)); err != nil {
			return err
		}
		if t.w.parquet {
			if t.pqFile, err = atomicfile.Create(filepath.Join(t.w.dir, t.file+".parquet")); err != nil {
				return err
			}
			props := parquet.NewWriterProperties(parquet.WithCompression(compress.Codecs.Zstd))
			// The Parquet writer closes what it writes to; atomicfile
			// closes the file after syncing it, so hand over Write alone.
			if t.pq, err = pqarrow.NewFileWriter(t.schema, struct{ io.Writer }{t.pqFile}, props, pqarrow.NewArrowWriterProperties(pqarrow.WithStoreSchema())); err != nil {
				return err
			}
		}
	}
	var rec arrow.Record
	if t.build != nil {
		rec = t.build.NewRecord() // and the builder starts afresh
	} else {
		rec = toRecord(t.w.mem, t.schema, t.cols, nil)
	}
	defer rec.Release()
	if err := t.ipc.Write(rec); err != nil {
		return err
	}
	if t.pq != nil {
		if err := t.pq.Write(rec); err != nil {
			return err
		}
	}
	t.total += t.rows
	t.rows = 0
	return nil
}

func (t *table[T]) close() (int, error) {
	if err := t.flush(); err != nil {
		return 0, err
	}
	if err := t.ipc.Close(); err != nil {
		return 0, err
	}
	if t.pq != nil {
		if err := t.pq.Close(); err != nil {
			return 0, err
		}
	}
	return t.total, nil
}

func (t *table[T]) commit() error {
	if err := t.arrow.Commit(); err != nil {
		return err
	}
	if t.pqFile != nil {
		return t.pqFile.Commit()
	}
	return nil
}

func (t *table[T]) abort() {
	if t.build != nil {
		t.build.Release()
		t.build = nil
	}
	if t.arrow != nil {
		t.arrow.Abort()
	}
	if t.pqFile != nil {
		t.pqFile.Abort()
	}
}

// sinks are the writer's tables, made on first Append.
type sinks struct {
	results   *table[Result]
	sources   *table[Source]
	histogram *table[LatencyBin]
	series    *table[Sample]
	problems  *table[Problem]
}

func newTable[T any](w *Writer, file string, schema *arrow.Schema, cols []column[T]) *table[T] {
	return &table[T]{w: w, file: file, schema: schema, cols: cols}
}

func (w *Writer) sinks() *sinks {
	if w.tables == nil {
		s := &sinks{
			results:   newTable(w, ResultsFile, ResultsSchema, resultColumns),
			sources:   newTable(w, SourcesFile, SourcesSchema, sourceColumns),
			histogram: newTable(w, HistogramFile, HistogramSchema, histogramColumns),
			series:    newTable(w, SeriesFile, SeriesSchema, seriesColumns),
			problems:  newTable(w, ProblemsFile, ProblemsSchema, problemColumns),
		}
		w.tables = []tableSink{s.results, s.sources, s.histogram, s.series, s.problems}
		w.s = s
	}
	return w.s
}

// WriteError is a failure to write the dataset folder itself (a full disk,
// a folder that cannot be written), as opposed to a problem of an input.
type WriteError struct {
	Dir string
	Err error
}

func (e *WriteError) Error() string { return fmt.Sprintf("writing %s: %v", e.Dir, e.Err) }
func (e *WriteError) Unwrap() error { return e.Err }

// Append adds the rows of every table of ds. An error is a *WriteError and
// ends the writer: nothing of it is committed.
func (w *Writer) Append(ds *Dataset) error {
	s := w.sinks()
	for _, err := range []error{
		s.results.add(ds.Results), s.sources.add(ds.Sources), s.histogram.add(ds.Histogram),
		s.series.add(ds.Series), s.problems.add(ds.Problems),
	} {
		if err != nil {
			w.Abort()
			return &WriteError{w.dir, err}
		}
	}
	return nil
}

// Close writes what is buffered and puts the files in place. Results and
// sources are always written, so the folder is a dataset even when empty;
// a table without rows removes any file of it left from an earlier write.
func (w *Writer) Close() error {
	w.sinks()
	var commits []tableSink
	for i, t := range w.tables {
		// A file this write does not produce, left from an earlier one,
		// would no longer match: an empty optional table, or Parquet when
		// none was asked for.
		stale := []string{}
		if !w.parquet {
			stale = append(stale, ".parquet")
		}
		empty := i >= 2 && t.empty()
		if empty {
			stale = append(stale, ".arrow")
		}
		for _, ext := range stale {
			if err := os.Remove(filepath.Join(w.dir, t.name()+ext)); err != nil && !errors.Is(err, fs.ErrNotExist) {
				w.Abort()
				return &WriteError{w.dir, err}
			}
		}
		if empty {
			continue
		}
		if _, err := t.close(); err != nil {
			w.Abort()
			return &WriteError{w.dir, fmt.Errorf("%s: %w", t.name(), err)}
		}
		commits = append(commits, t)
	}
	for _, c := range commits {
		if err := c.commit(); err != nil {
			w.Abort()
			return &WriteError{w.dir, err}
		}
	}
	return nil
}

// Abort drops everything written so far; the folder keeps what it had.
func (w *Writer) Abort() {
	for _, t := range w.tables {
		t.abort()
	}
}

// WriteDir writes ds into the folder dir (created if needed): each table
// as an Arrow IPC file, and as Parquet too when asked. Each file is written
// to a temporary name and renamed, so a reader sees the old file or the new
// one, never half of one.
func WriteDir(dir string, ds *Dataset, formats ...Format) error {
	w, err := NewWriter(dir, formats...)
	if err != nil {
		return err
	}
	if err := w.Append(ds); err != nil {
		return err
	}
	return w.Close()
}
