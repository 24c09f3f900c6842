package datasets

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
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
	"github.com/apache/arrow/go/v17/parquet/compress"
	"github.com/apache/arrow/go/v17/parquet/pqarrow"

	"github.com/iopress/iopress/internal/atomicfile"
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

// WriteDir writes ds into the folder dir (created if needed): results and
// sources as Arrow IPC files, and as Parquet too when asked. Each file is
// written to a temporary name and renamed, so a reader sees the old file or
// the new one, never half of one.
func WriteDir(dir string, ds *Dataset, formats ...Format) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	writeParquet := false
	for _, f := range formats {
		switch f {
		case Arrow:
		case Parquet:
			writeParquet = true
		default:
			return fmt.Errorf("unknown dataset format %q (want arrow or parquet)", f)
		}
	}
	mem := memory.NewGoAllocator()
	// Results and sources are always written, so that a folder is a
	// dataset even when empty; the other tables only when they have rows.
	tables := []struct {
		name   string
		always bool
		rows   int
		rec    func() arrow.Record
	}{
		{ResultsFile, true, len(ds.Results), func() arrow.Record { return ResultsRecord(mem, ds.Results) }},
		{SourcesFile, true, len(ds.Sources), func() arrow.Record { return toRecord(mem, SourcesSchema, sourceColumns, ds.Sources) }},
		{HistogramFile, false, len(ds.Histogram), func() arrow.Record { return toRecord(mem, HistogramSchema, histogramColumns, ds.Histogram) }},
		{SeriesFile, false, len(ds.Series), func() arrow.Record { return toRecord(mem, SeriesSchema, seriesColumns, ds.Series) }},
		{ProblemsFile, false, len(ds.Problems), func() arrow.Record { return toRecord(mem, ProblemsSchema, problemColumns, ds.Problems) }},
	}
	for _, t := range tables {
		if !t.always && t.rows == 0 {
			for _, ext := range []string{".arrow", ".parquet"} {
				// A table left from an earlier write would no longer match.
				if err := os.Remove(filepath.Join(dir, t.name+ext)); err != nil && !errors.Is(err, fs.ErrNotExist) {
					return err
				}
			}
			continue
		}
		rec := t.rec()
		err := atomicfile.Write(filepath.Join(dir, t.name+".arrow"), func(f *os.File) error {
			return writeIPC(f, rec)
		})
		if err == nil && writeParquet {
			err = atomicfile.Write(filepath.Join(dir, t.name+".parquet"), func(f *os.File) error {
				return writeParquetFile(f, rec)
			})
		}
		rec.Release()
		if err != nil {
			return err
		}
	}
	return nil
}

func writeIPC(f *os.File, rec arrow.Record) error {
	w, err := ipc.NewFileWriter(f, ipc.WithSchema(rec.Schema()))
	if err != nil {
		return err
	}
	if err := w.Write(rec); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

func writeParquetFile(f *os.File, rec arrow.Record) error {
	props := parquet.NewWriterProperties(parquet.WithCompression(compress.Codecs.Zstd))
	// The Parquet writer closes what it writes to; the file is closed by
	// atomicfile after it is synced, so hand it only the Write method.
	w, err := pqarrow.NewFileWriter(rec.Schema(), struct{ io.Writer }{f}, props, pqarrow.NewArrowWriterProperties(pqarrow.WithStoreSchema()))
	if err != nil {
		return err
	}
	if err := w.Write(rec); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

// IsDir reports whether dir looks like a dataset folder.
func IsDir(dir string) bool {
	for _, ext := range []string{".arrow", ".parquet"} {
		if st, err := os.Stat(filepath.Join(dir, ResultsFile+ext)); err == nil && st.Mode().IsRegular() {
			return true
		}
	}
	return false
}

// ReadDir reads a dataset folder written by WriteDir, preferring the Arrow
// files and falling back to Parquet.
func ReadDir(dir string) (*Dataset, error) {
	return ReadFS(os.DirFS(dir), dir)
}

// ReadFS reads a dataset folder from the root of fsys; name is used in errors.
func ReadFS(fsys fs.FS, name string) (*Dataset, error) {
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
