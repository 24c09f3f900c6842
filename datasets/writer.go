package datasets

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/array"
	"github.com/apache/arrow/go/v17/arrow/ipc"
	"github.com/apache/arrow/go/v17/arrow/memory"

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
	dir string
	// created is the first folder of dir's path that NewWriter made
	// (dir itself, or one above it), "" when dir was there: what Abort
	// removes when nothing was ever committed there.
	created string
	gen     string // the new generation's folder, where the tables are written
	lock    *dirlock.Lock
	parquet bool
	mem     memory.Allocator
	s       *sinks
	tables  []tableSink // s's tables, in file order
	done    error       // errFinished once closed or aborted
	// manifest, when set, is written beside the tables (manifest.go).
	manifest *Manifest
}

// ErrBusy is wrapped by the error of NewWriter (and WriteDir) when another
// writer, of this process or another, holds the folder. The error names
// the holder.
var ErrBusy = dirlock.ErrBusy

// errFinished is the error of a writer used after Close or Abort.
var errFinished = errors.New("dataset writer used after Close or Abort")

// tableSink is one table's files being written.
type tableSink interface {
	flush() error
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
	w.created = missingAncestor(dir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var err error
	if w.lock, err = dirlock.Acquire(dir); err != nil {
		w.removeCreated()
		return nil, err
	}
	if w.gen, err = newGeneration(dir); err != nil {
		w.Abort()
		return nil, &WriteError{Dir: dir, Err: err}
	}
	return w, nil
}

// AddFormat has the writer write format f as well as those NewWriter was
// given: a writer that keeps the formats its folder has adds them once it
// holds the folder, when no other writer can change them. It must come
// before the first Append.
func (w *Writer) AddFormat(f Format) error {
	switch {
	case w.tables != nil:
		return fmt.Errorf("dataset writer of %s: format %s added after rows were", w.dir, f)
	case f == Parquet:
		w.parquet = true
	case f != Arrow:
		return fmt.Errorf("unknown dataset format %q (want arrow or parquet)", f)
	}
	return nil
}

// missingAncestor is the first folder of dir's path, from the top, that
// does not exist ("" when dir exists): the one MkdirAll(dir) makes first.
func missingAncestor(dir string) string {
	missing := ""
	for p := filepath.Clean(dir); ; {
		if _, err := os.Lstat(p); err == nil {
			return missing
		}
		missing = p
		parent := filepath.Dir(p)
		if parent == p {
			return missing
		}
		p = parent
	}
}

// removeCreated removes the folders NewWriter made for a writer that
// committed nothing, from dir up: each only if it is empty but for the
// lock file (removed with it while still held, so that no other writer can
// have locked it: dirlock.Acquire checks the file it locked is still
// there), and none that was there before.
func (w *Writer) removeCreated() {
	if w.created == "" {
		return
	}
	if entries, _ := os.ReadDir(w.dir); len(entries) > 1 || len(entries) == 1 && entries[0].Name() != dirlock.Name {
		return // someone else's files since: the folder is not the writer's alone
	}
	if w.lock != nil {
		w.lock.Remove()
	}
	for p := filepath.Clean(w.dir); ; p = filepath.Dir(p) {
		if os.Remove(p) != nil || p == w.created {
			return
		}
	}
}

// table is the sink of one table of T.
type table[T any] struct {
	w      *Writer
	file   string
	schema *arrow.Schema
	cols   []column[T]
	build  *array.RecordBuilder // rows not yet written
	rows   int                  // in build and pending
	// pending are rows not yet in build: they are added to the column
	// builders pendingRows at a time, not as each Append brings a file's
	// few, since each addition goes through every column (a hundred, for
	// results), which for small files cost more than the rows did.
	pending []T
	total   int // written
	arrow   *atomicfile.File
	ipc     *ipc.FileWriter
	pqFile  *atomicfile.File
	pq      *parquetSink // nil once closed or aborted
}

func (t *table[T]) name() string { return t.file }

func (t *table[T]) empty() bool { return t.total+t.rows == 0 }

// pendingRows is how many rows a table gathers before adding them to its
// column builders.
const pendingRows = 256

func (t *table[T]) add(rows []T) error {
	if len(rows) == 0 {
		return nil
	}
	t.pending = append(t.pending, rows...)
	t.rows += len(rows)
	if t.rows >= batchRows {
		return t.flush()
	}
	if len(t.pending) >= pendingRows {
		t.addPending()
	}
	return nil
}

// addPending adds the pending rows to the column builders.
func (t *table[T]) addPending() {
	if len(t.pending) == 0 {
		return
	}
	if t.build == nil {
		t.build = array.NewRecordBuilder(t.w.mem, t.schema)
	}
	if t.rows == len(t.pending) { // the batch's first rows
		// Room for a whole batch at once, rather than doubling into it.
		t.build.Reserve(batchRows)
	}
	appendRows(t.build, t.cols, t.pending)
	clear(t.pending) // let go of the rows' strings
	t.pending = t.pending[:0]
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
		if t.ipc, err = ipc.NewFileWriter(t.arrow, ipc.WithSchema(t.schema), ipcCompression); err != nil {
			return err
		}
		if t.w.parquet {
			if t.pqFile, err = atomicfile.Create(filepath.Join(t.w.gen, t.file+".parquet")); err != nil {
				return err
			}
			if t.pq, err = newParquetSink(t.pqFile, t.schema); err != nil {
				return err
			}
		}
	}
	t.addPending()
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
		if err := t.pq.write(rec); err != nil {
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
		err := t.pq.close()
		t.pq = nil
		if err != nil {
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
	t.pending = nil
	if t.build != nil {
		t.build.Release()
		t.build = nil
	}
	if t.arrow != nil {
		t.arrow.Abort()
	}
	if t.pq != nil {
		t.pq.abort()
		t.pq = nil
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
	Dir   string
	Table string // the table being written ("results"), "" for the folder
	Err   error
}

// Error says which folder and table could not be written, and why. A file
// is written under a temporary name in a hidden folder of its own (see
// generation.go), which the error of a full disk names, with what the
// Arrow or Parquet writer was doing: the system's reason alone is said
// then ("no space left on device"); the whole chain is Err's.
func (e *WriteError) Error() string {
	what := e.Dir
	if e.Table != "" {
		what += ": table " + e.Table
	}
	cause := e.Err
	var pe *fs.PathError
	if errors.As(cause, &pe) && strings.HasPrefix(pe.Path, filepath.Join(e.Dir, stateDir)+string(filepath.Separator)) {
		cause = pe.Err
	}
	return fmt.Sprintf("writing %s: %v", what, cause)
}

func (e *WriteError) Unwrap() error { return e.Err }

// Append adds the rows of every table of ds. An error is a *WriteError and
// ends the writer: nothing of it is committed.
func (w *Writer) Append(ds *Dataset) error {
	if w.done != nil {
		return &WriteError{Dir: w.dir, Err: w.done}
	}
	s := w.sinks()
	for _, t := range []struct {
		sink tableSink
		err  error
	}{
		{s.results, s.results.add(ds.Results)}, {s.sources, s.sources.add(ds.Sources)},
		{s.histogram, s.histogram.add(ds.Histogram)}, {s.series, s.series.add(ds.Series)},
		{s.problems, s.problems.add(ds.Problems)},
	} {
		if t.err != nil {
			w.Abort()
			return &WriteError{Dir: w.dir, Table: t.sink.name(), Err: t.err}
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
		return &WriteError{Dir: w.dir, Err: w.done}
	}
	w.sinks()
	// Every table's last rows are written and handed to its Parquet
	// writer before any of those is waited for, so that the tables'
	// Parquet files are encoded at once, each on its goroutine, rather
	// than one after the other: an ingest of fewer rows than a record
	// batch holds (batchRows) hands them all over here, at the end.
	for i, t := range w.tables {
		if i >= 2 && t.empty() {
			continue
		}
		if err := t.flush(); err != nil {
			w.Abort()
			return &WriteError{Dir: w.dir, Table: t.name(), Err: err}
		}
	}
	var files []string
	for i, t := range w.tables {
		if i >= 2 && t.empty() {
			continue
		}
		if _, err := t.close(); err != nil {
			w.Abort()
			return &WriteError{Dir: w.dir, Table: t.name(), Err: err}
		}
		if err := t.commit(); err != nil {
			w.Abort()
			return &WriteError{Dir: w.dir, Table: t.name(), Err: err}
		}
		files = append(files, t.name()+"."+string(Arrow))
		if w.parquet {
			files = append(files, t.name()+"."+string(Parquet))
		}
	}
	if w.manifest != nil {
		if err := w.writeManifest(); err != nil {
			w.Abort()
			return &WriteError{Dir: w.dir, Err: fmt.Errorf("its manifest: %w", err)}
		}
		files = append(files, ManifestFile)
	}
	err := publish(w.dir, w.gen, files)
	if err != nil {
		// Until the new generation is the dataset, it is only a leftover.
		if st, serr := readState(os.DirFS(w.dir), w.dir); serr == nil && st.gen != filepath.Base(w.gen) {
			os.RemoveAll(w.gen)
		}
		err = &WriteError{Dir: w.dir, Err: err}
	}
	w.created = "" // the folder holds a dataset now, or a part of one
	w.finish()
	return err
}

// Abort drops everything written so far; the folder keeps what it had.
// A folder NewWriter made itself, and that therefore held nothing before,
// is removed with the lock file in it: a failed write leaves no empty
// folder behind. It may be called more than once.
func (w *Writer) Abort() {
	if w.done != nil {
		return
	}
	for _, t := range w.tables {
		t.abort()
	}
	if w.gen != "" {
		os.RemoveAll(w.gen)
	}
	os.Remove(filepath.Join(w.dir, stateDir)) // if this was its first write
	w.removeCreated()
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

// ipcCompression compresses the Arrow files' record batch bodies with LZ4
// (Arrow IPC's own body compression, which Arrow readers undo). On 5,000
// real fio json+ outputs it made the tables 3.9 times smaller (20.0 MB to
// 5.1 MB; the latency histogram 4.7 times) for no measurable CPU time or
// memory. zstd made them 5.0 times smaller, but for a fifth more CPU time
// and, in Arrow's codec, 8 MiB of history per table written: 65 MiB more
// peak memory on an archive of 60,000 results, a quarter of the 256 MiB
// an ingest of any size is to fit in.
var ipcCompression = ipc.WithLZ4()
