package datasets

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
)

// ReadDirEach reads the dataset folder dir as ReadDir does, but hands its
// tables to f a part at a time, so that a dataset of any size is read in
// bounded memory: the results and sources tables first, whole (a few
// hundred bytes a row), then the latency histogram, time series and errors
// tables a record batch at a time. Each call's Dataset holds rows of one
// part only. The tables must not be replaced meanwhile: call it holding
// the folder's lock (a Writer of dir), or it fails when a writer replaces
// them.
func ReadDirEach(dir string, f func(*Dataset) error) error {
	fsys := os.DirFS(dir)
	before, err := readState(fsys, dir)
	if err != nil {
		return err
	}
	from, fromName := fsys, dir
	if before.replacing {
		if from, err = fs.Sub(fsys, path.Join(stateDir, before.gen)); err != nil {
			return err
		}
		fromName = filepath.Join(dir, stateDir, before.gen)
	}
	sums, err := readSums(fsys, dir, before.gen)
	if err != nil {
		return err
	}
	var ds Dataset
	ds.Results, err = readTable(from, fromName, sums, ResultsFile, resultColumns, NewResult)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s: %w", dir, ErrNotDataset)
	}
	if err != nil {
		return err
	}
	if ds.Sources, err = readTable(from, fromName, sums, SourcesFile, sourceColumns, func() Source { return Source{} }); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	upgradeRunNotes(&ds)
	if err := f(&ds); err != nil {
		return err
	}
	if err := eachTableBatch(from, fromName, sums, HistogramFile, histogramColumns, func() LatencyBin { return LatencyBin{} },
		func(rows []LatencyBin) error { return f(&Dataset{Histogram: rows}) }); err != nil {
		return err
	}
	if err := eachTableBatch(from, fromName, sums, SeriesFile, seriesColumns, NewSample,
		func(rows []Sample) error { return f(&Dataset{Series: rows}) }); err != nil {
		return err
	}
	if err := eachTableBatch(from, fromName, sums, ProblemsFile, problemColumns, func() Problem { return Problem{} },
		func(rows []Problem) error { return f(&Dataset{Problems: rows}) }); err != nil {
		return err
	}
	if after, err := readState(fsys, dir); err != nil || after != before {
		return fmt.Errorf("%s: the dataset was replaced while it was read: read it again once its writer is done", dir)
	}
	return nil
}

// eachTableBatch hands the rows of the table name to f a record batch at
// a time (a Parquet file, of a folder without the Arrow one, at once);
// nothing when the folder has no such table.
func eachTableBatch[T any](fsys fs.FS, dir string, sums *sums, name string, cols []column[T], newRow func() T, f func([]T) error) error {
	file := name + ".arrow"
	data, err := readRegular(fsys, file, filepath.Join(dir, file))
	if errors.Is(err, fs.ErrNotExist) {
		rows, err := readTable(fsys, dir, sums, name, cols, newRow)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return nil
		case err != nil:
			return err
		}
		return f(rows)
	}
	if err != nil {
		return err
	}
	p := filepath.Join(dir, file)
	if err := sums.check(p, file, data); err != nil {
		return err
	}
	return eachArrowBatch(p, data, cols, newRow, f)
}

// FormatsOf lists the formats the dataset folder dir holds its results
// table in: Arrow, Parquet or both; none for a folder that holds no
// dataset.
func FormatsOf(dir string) []Format {
	var out []Format
	for _, f := range []Format{Arrow, Parquet} {
		if st, err := os.Stat(filepath.Join(dir, ResultsFile+"."+string(f))); err == nil && st.Mode().IsRegular() {
			out = append(out, f)
		}
	}
	return out
}
