package datasets

import (
	"errors"
	"fmt"
	"io"
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
	"github.com/iopress/iopress/internal/dirlock"
)

// batchRows is how many rows a table holds in memory before it writes them
// as one record batch: what bounds a writer's memory, whatever it is fed.
const batchRows = 1 << 14

// Writer writes a dataset folder as rows arrive, in record batches, so a
// batch of any size is written in bounded memory. It holds the folder's
// lock from NewWriter to Close or Abort, so one process at a time writes
// it. Nothing changes in the folder until Close, which replaces its tables
// as a whole (see generation.go). WriteDir is a Writer fed once.
type Writer struct {
	dir     string
	gen     string // the new generation's folder, where the tables are written
	lock    *dirlock.Lock
	parquet bool
	mem     memory.Allocator
	s       *sinks
	tables  []tableSink // s's tables, in file order
	done    error       // errFinished once closed or aborted
}

// ErrBusy is wrapped by the error of NewWriter (and WriteDir) when another
// writer, of this process or another, holds the folder. The error names
// the holder.
var ErrBusy = dirlock.ErrBusy

// errFinished is the error of a writer used after Close or Abort.
var errFinished = errors.New("dataset writer used after Close or Abort")

// tableSink is one table's files being written.
type tableSink interface {
	close() (rows int, err error)
	commit() error
	abort()
	name() string
	empty() bool
}

// NewWriter starts writing the dataset folder dir (created if needed). It
// fails at once, with an error wrapping ErrBusy that names the holder,
// when another writer holds dir; Close or Abort lets go of it.
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
	var err error
	if w.lock, err = dirlock.Acquire(dir); err != nil {
		return nil, err
	}
	if w.gen, err = newGeneration(dir); err != nil {
		w.lock.Release()
		return nil, &WriteError{dir, err}
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
		if t.arrow, err = atomicfile.Create(filepath.Join(t.w.gen, t.file+".arrow")); err != nil {
			return err
		}
		if t.ipc, err = ipc.NewFileWriter(t.arrow, ipc.WithSchema(t.schema)); err != nil {
			return err
		}
		if t.w.parquet {
			if t.pqFile, err = atomicfile.Create(filepath.Join(t.w.gen, t.file+".parquet")); err != nil {
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
	if w.done != nil {
		return &WriteError{w.dir, w.done}
	}
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

// Close writes what is buffered and replaces the folder's tables with the
// new ones, all at once for a reader. Results and sources are always
// written, so the folder is a dataset even when empty; the other tables
// only when they have rows, and Parquet only when asked for: the folder's
// files of a table the write does not produce, left from an earlier
// write, are removed, as they would no longer match.
func (w *Writer) Close() error {
	if w.done != nil {
		return &WriteError{w.dir, w.done}
	}
	w.sinks()
	var files []string
	for i, t := range w.tables {
		if i >= 2 && t.empty() {
			continue
		}
		if _, err := t.close(); err != nil {
			w.Abort()
			return &WriteError{w.dir, fmt.Errorf("%s: %w", t.name(), err)}
		}
		if err := t.commit(); err != nil {
			w.Abort()
			return &WriteError{w.dir, err}
		}
		files = append(files, t.name()+"."+string(Arrow))
		if w.parquet {
			files = append(files, t.name()+"."+string(Parquet))
		}
	}
	err := publish(w.dir, w.gen, files)
	if err != nil {
		// Until the new generation is the dataset, it is only a leftover.
		if st, serr := readState(os.DirFS(w.dir), w.dir); serr == nil && st.gen != filepath.Base(w.gen) {
			os.RemoveAll(w.gen)
		}
		err = &WriteError{w.dir, err}
	}
	w.finish()
	return err
}

// Abort drops everything written so far; the folder keeps what it had.
// It may be called more than once.
func (w *Writer) Abort() {
	if w.done != nil {
		return
	}
	for _, t := range w.tables {
		t.abort()
	}
	os.RemoveAll(w.gen)
	os.Remove(filepath.Join(w.dir, stateDir)) // if this was its first write
	w.finish()
}

// finish ends the writer and lets go of the folder.
func (w *Writer) finish() {
	w.done = errFinished
	w.lock.Release()
}

// WriteDir writes ds into the folder dir (created if needed): each table
// as an Arrow IPC file, and as Parquet too when asked. The folder's tables
// are replaced as a whole, so a reader (ReadDir) sees the old dataset or
// the new one, never a mix; another writer of dir makes it fail (ErrBusy).
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
