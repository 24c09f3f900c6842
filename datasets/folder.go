package datasets

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/ipc"
)

// Dataset is the content of a dataset folder: the results and the sources
// they came from.
type Dataset struct {
	Results   []Result
	Sources   []Source
	Histogram []LatencyBin // latency histograms (fio json+ bins)
	Series    []Sample     // time series (fio logs)
	Problems  []Problem    // inputs or parts of inputs that could not be read
}

// Append adds the rows of every table of o to d.
func (d *Dataset) Append(o *Dataset) {
	d.Results = append(d.Results, o.Results...)
	d.Sources = append(d.Sources, o.Sources...)
	d.Histogram = append(d.Histogram, o.Histogram...)
	d.Series = append(d.Series, o.Series...)
	d.Problems = append(d.Problems, o.Problems...)
}

// Format is a file format a dataset folder can hold.
type Format string

const (
	Arrow   Format = "arrow"   // Arrow IPC file format (always written)
	Parquet Format = "parquet" // Parquet, on request
)

// File names inside a dataset folder.
const (
	ResultsFile   = "results"
	SourcesFile   = "sources"
	HistogramFile = "latency_histogram"
	SeriesFile    = "timeseries"
	ProblemsFile  = "errors"
)

// ErrNotDataset is returned by ReadDir for a folder without a results file.
var ErrNotDataset = errors.New("not an iopress dataset folder")

// IsDir reports whether dir looks like a dataset folder: one with a
// results table, or one a writer has begun to replace (see generation.go).
func IsDir(dir string) bool {
	for _, name := range []string{ResultsFile + ".arrow", ResultsFile + ".parquet", filepath.Join(stateDir, stateFile)} {
		if st, err := os.Stat(filepath.Join(dir, name)); err == nil && st.Mode().IsRegular() {
			return true
		}
	}
	return false
}

// ReadDir reads a dataset folder written by WriteDir, preferring the Arrow
// files and falling back to Parquet. Its tables are of one dataset, even
// when a writer replaces it meanwhile.
func ReadDir(dir string) (*Dataset, error) {
	return ReadFS(os.DirFS(dir), dir)
}

// ReadFS reads a dataset folder from the root of fsys, as ReadDir does;
// name is used in errors.
func ReadFS(fsys fs.FS, name string) (*Dataset, error) {
	return readConsistent(fsys, name)
}

// readTables reads the tables at the root of fsys, checking each file
// against its sum in sums (nil for none).
func readTables(fsys fs.FS, name string, sums *sums) (*Dataset, error) {
	var ds Dataset
	var err error
	ds.Results, err = readTable(fsys, name, sums, ResultsFile, resultColumns, NewResult)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s: %w", name, ErrNotDataset)
	}
	if err != nil {
		return nil, err
	}
	optional := func(err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return err
	}
	if ds.Sources, err = readTable(fsys, name, sums, SourcesFile, sourceColumns, func() Source { return Source{} }); optional(err) != nil {
		return nil, err
	}
	if ds.Histogram, err = readTable(fsys, name, sums, HistogramFile, histogramColumns, func() LatencyBin { return LatencyBin{} }); optional(err) != nil {
		return nil, err
	}
	if ds.Series, err = readTable(fsys, name, sums, SeriesFile, seriesColumns, NewSample); optional(err) != nil {
		return nil, err
	}
	if ds.Problems, err = readTable(fsys, name, sums, ProblemsFile, problemColumns, func() Problem { return Problem{} }); optional(err) != nil {
		return nil, err
	}
	upgradeRunNotes(&ds)
	return &ds, nil
}

// readTable reads the table name from its Arrow file, or from its Parquet
// file when it has no Arrow file, checking the file against sums.
func readTable[T any](fsys fs.FS, dir string, sums *sums, name string, cols []column[T], newRow func() T) ([]T, error) {
	file, read := name+".arrow", readArrowTable[T]
	data, err := readRegular(fsys, file, filepath.Join(dir, file))
	if errors.Is(err, fs.ErrNotExist) {
		file, read = name+".parquet", readParquetTable[T]
		data, err = readRegular(fsys, file, filepath.Join(dir, file))
	}
	if err != nil {
		return nil, err
	}
	path := filepath.Join(dir, file)
	rows, err := read(path, data, cols, newRow)
	if err != nil {
		return nil, err
	}
	// After decoding, so that a file that does not decode says where.
	if err := sums.check(path, file, data); err != nil {
		return nil, err
	}
	return rows, nil
}

// readRegular reads the file name of fsys (path in errors), which must be
// a regular file: a named pipe would block the read until something
// wrote to it (and Ctrl-C could not stop it), a device would never end.
// It is checked before it is opened, as opening a named pipe blocks.
func readRegular(fsys fs.FS, name, path string) ([]byte, error) {
	st, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is %s, not a file: iopress reads only regular files in a dataset folder", path, fileKind(st.Mode()))
	}
	return fs.ReadFile(fsys, name)
}

// fileKind names what a file that is not a regular file is.
func fileKind(mode fs.FileMode) string {
	switch {
	case mode.IsDir():
		return "a folder"
	case mode&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case mode&fs.ModeSocket != 0:
		return "a socket"
	case mode&fs.ModeCharDevice != 0:
		return "a character device"
	case mode&fs.ModeDevice != 0:
		return "a block device"
	}
	return fmt.Sprintf("not a regular file (mode %v)", mode)
}

// arrowMagic begins and ends an Arrow IPC file.
var arrowMagic = []byte("ARROW1")

// readArrowTable reads an Arrow IPC file's bytes into rows, a record batch
// at a time (see damage.go).
func readArrowTable[T any](path string, data []byte, cols []column[T], newRow func() T) ([]T, error) {
	var rows []T
	err := eachArrowBatch(path, data, cols, newRow, func(batch []T) error {
		rows = append(rows, batch...)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return rows, nil
}

// eachArrowBatch reads an Arrow IPC file's bytes, handing the rows of
// each record batch to f in turn.
func eachArrowBatch[T any](path string, data []byte, cols []column[T], newRow func() T, f func([]T) error) error {
	if !bytes.HasPrefix(data, arrowMagic) || !bytes.HasSuffix(data, arrowMagic) {
		return damaged(nil, "%s is damaged or not an Arrow IPC file: it does not begin and end with %q (it holds %s)", path, arrowMagic, bytesOf(len(data)))
	}
	if err := checkArrowFooter(data); err != nil {
		return damaged(err, "%s is damaged: %v", path, err)
	}
	r, err := openArrow(path, data)
	if err != nil {
		return err
	}
	defer r.Close()
	var version *string
	if v, ok := r.Schema().Metadata().GetValue(schemaVersionKey); ok {
		version = &v
	}
	if err := checkSchema(path, version); err != nil {
		return err
	}
	n := r.NumRecords()
	for i := range n {
		batch := fmt.Sprintf("record batch %d of %d", i+1, n)
		rec, err := arrowRecord(path, r, i, batch)
		if err != nil {
			return err
		}
		rows, err := fromRecord(rec, cols, nil, newRow)
		if err != nil {
			return tableError(path, batch, err)
		}
		if err := f(rows); err != nil {
			return err
		}
	}
	return nil
}

// openArrow opens an Arrow IPC file's bytes: its footer and schema.
func openArrow(path string, data []byte) (r *ipc.FileReader, err error) {
	defer recoverDamage(path, "its footer", &err)
	r, err = ipc.NewFileReader(bytes.NewReader(data), ipc.WithAllocator(newBudget()))
	if err != nil {
		return nil, damaged(err, "%s is damaged or not an Arrow IPC file: its footer cannot be read", path)
	}
	return r, nil
}

// arrowRecord reads record batch i (batch in errors); the reader releases
// it at the next.
func arrowRecord(path string, r *ipc.FileReader, i int, batch string) (rec arrow.Record, err error) {
	defer recoverDamage(path, batch, &err)
	if rec, err = r.Record(i); err != nil {
		return nil, damaged(err, "%s is damaged: %s cannot be read", path, batch)
	}
	return rec, nil
}

// tableError is the error of rows that could not be read from the file at
// path, at where (a batch): a damaged one's, or a column of another type.
func tableError(path, where string, err error) error {
	if errors.Is(err, ErrDamaged) {
		return damaged(err, "%s is damaged: %s, %v", path, where, err)
	}
	return fmt.Errorf("%s: %s: %w", path, where, err)
}

// checkSchema refuses a file of a newer major schema version than this
// iopress reads, and one whose version is not a version at all; version
// is what the file's metadata says under schemaVersionKey, nil for none.
func checkSchema(path string, version *string) error {
	if version == nil {
		return nil // a table written by another tool: read the columns it has
	}
	v := *version
	parts := strings.Split(v, ".")
	if slices.ContainsFunc(parts, func(p string) bool { return !isDigits(p) }) {
		return damaged(nil, "%s is damaged: its schema version %q is malformed (want MAJOR.MINOR, such as %s)", path, v, SchemaVersion)
	}
	if m, err := strconv.Atoi(parts[0]); err != nil || m > schemaMajor {
		return fmt.Errorf("%s: schema version %s is newer than this iopress understands (%s)", path, v, SchemaVersion)
	}
	return nil
}

// isDigits reports whether s is one or more decimal digits.
func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}
