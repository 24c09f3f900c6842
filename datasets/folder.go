package datasets

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/apache/arrow/go/v17/arrow"
	"github.com/apache/arrow/go/v17/arrow/array"
	"github.com/apache/arrow/go/v17/arrow/ipc"
	"github.com/apache/arrow/go/v17/arrow/memory"
	"github.com/apache/arrow/go/v17/parquet"
	"github.com/apache/arrow/go/v17/parquet/pqarrow"
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

// readTables reads the tables at the root of fsys.
func readTables(fsys fs.FS, name string) (*Dataset, error) {
	var ds Dataset
	var err error
	ds.Results, err = readTable(fsys, name, ResultsFile, resultColumns, NewResult)
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
	if ds.Sources, err = readTable(fsys, name, SourcesFile, sourceColumns, func() Source { return Source{} }); optional(err) != nil {
		return nil, err
	}
	if ds.Histogram, err = readTable(fsys, name, HistogramFile, histogramColumns, func() LatencyBin { return LatencyBin{} }); optional(err) != nil {
		return nil, err
	}
	if ds.Series, err = readTable(fsys, name, SeriesFile, seriesColumns, NewSample); optional(err) != nil {
		return nil, err
	}
	if ds.Problems, err = readTable(fsys, name, ProblemsFile, problemColumns, func() Problem { return Problem{} }); optional(err) != nil {
		return nil, err
	}
	return &ds, nil
}

func readTable[T any](fsys fs.FS, dir, name string, cols []column[T], newRow func() T) ([]T, error) {
	arrowPath := filepath.Join(dir, name+".arrow")
	data, err := fs.ReadFile(fsys, name+".arrow")
	if errors.Is(err, fs.ErrNotExist) {
		data, err = fs.ReadFile(fsys, name+".parquet")
		if err != nil {
			return nil, err
		}
		return readParquetTable(filepath.Join(dir, name+".parquet"), bytes.NewReader(data), cols, newRow)
	}
	if err != nil {
		return nil, err
	}
	r, err := ipc.NewFileReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", arrowPath, err)
	}
	defer r.Close()
	if err := checkSchema(arrowPath, r.Schema()); err != nil {
		return nil, err
	}
	var rows []T
	for i := 0; i < r.NumRecords(); i++ {
		rec, err := r.Record(i)
		if err != nil {
			return nil, fmt.Errorf("%s: record %d: %w", arrowPath, i, err)
		}
		if rows, err = fromRecord(rec, cols, rows, newRow); err != nil {
			return nil, fmt.Errorf("%s: %w", arrowPath, err)
		}
	}
	return rows, nil
}

func readParquetTable[T any](path string, f parquet.ReaderAtSeeker, cols []column[T], newRow func() T) ([]T, error) {
	tbl, err := pqarrow.ReadTable(context.Background(), f, parquet.NewReaderProperties(nil), pqarrow.ArrowReadProperties{}, memory.NewGoAllocator())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	defer tbl.Release()
	if err := checkSchema(path, tbl.Schema()); err != nil {
		return nil, err
	}
	tr := array.NewTableReader(tbl, 1<<16)
	defer tr.Release()
	var rows []T
	for tr.Next() {
		if rows, err = fromRecord(tr.Record(), cols, rows, newRow); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	return rows, tr.Err()
}

func checkSchema(path string, s *arrow.Schema) error {
	v, ok := s.Metadata().GetValue("iopress.schema_version")
	if !ok {
		return nil // a table written by another tool: read the columns it has
	}
	major, _, _ := strings.Cut(v, ".")
	if m, err := strconv.Atoi(major); err != nil || m > schemaMajor {
		return fmt.Errorf("%s: schema version %s is newer than this iopress understands (%s)", path, v, SchemaVersion)
	}
	return nil
}
