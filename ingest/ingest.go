// Package ingest reads results that other tools already wrote into the
// results table of package datasets. It detects each file's format by its
// content, one parser package per format (ingest/published, ...), and reads
// files, folders and dataset folders in one batch: a bad file is reported
// and skipped, never allowed to lose the good ones.
package ingest

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/published"
)

// MaxFileBytes bounds how much of one file is read, to protect the machine
// from a mistaken input.
const MaxFileBytes = 256 << 20

// ErrUnrecognized is returned for a file no parser recognises.
var ErrUnrecognized = errors.New("unrecognized format")

// parser is one format's entry point, in detection order.
type parser struct {
	name         string
	parse        func(r io.Reader, name string) (*datasets.Dataset, error)
	unrecognized error
}

var parsers = []parser{
	{published.Format, published.Parse, published.ErrUnrecognized},
}

// Bytes parses the content of one file, trying each format in turn, and
// stamps every row and the source with the content's sha256.
func Bytes(data []byte, name string) (*datasets.Dataset, error) {
	sum := sha256.Sum256(data)
	id := hex.EncodeToString(sum[:])
	var tried []string
	for _, p := range parsers {
		ds, err := p.parse(bytes.NewReader(data), name)
		if errors.Is(err, p.unrecognized) {
			tried = append(tried, p.name)
			continue
		}
		if err != nil {
			return nil, err
		}
		for i := range ds.Results {
			ds.Results[i].SourceID = id
			ds.Results[i].SourcePath = name
		}
		for i := range ds.Sources {
			ds.Sources[i].ID = id
			ds.Sources[i].SizeBytes = int64(len(data))
		}
		return ds, nil
	}
	return nil, fmt.Errorf("%s: %w (tried %v)", name, ErrUnrecognized, tried)
}

// File reads and parses one file.
func File(path string) (*datasets.Dataset, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > MaxFileBytes {
		return nil, fmt.Errorf("%s: larger than the %d MiB limit per file", path, MaxFileBytes>>20)
	}
	return Bytes(data, path)
}

// Paths reads every input: a dataset folder as it is, a folder by the files
// below it (in lexical order, without following symbolic links), a file by
// its content. It returns what parsed, merged, and one error per input that
// did not; the same source bytes are taken once.
func Paths(paths []string) (*datasets.Dataset, []error) {
	var out datasets.Dataset
	var errs []error
	seen := map[string]bool{}
	add := func(ds *datasets.Dataset) {
		ids := map[string]bool{}
		for _, s := range ds.Sources {
			if seen[s.ID] {
				continue
			}
			ids[s.ID] = true
			seen[s.ID] = true
			out.Sources = append(out.Sources, s)
		}
		for _, r := range ds.Results {
			if ids[r.SourceID] || len(ds.Sources) == 0 {
				out.Results = append(out.Results, r)
			}
		}
	}
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if !st.IsDir() {
			ds, err := File(p)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			add(ds)
			continue
		}
		if datasets.IsDir(p) {
			ds, err := datasets.ReadDir(p)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			add(ds)
			continue
		}
		var files []string
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				errs = append(errs, err)
				return nil
			}
			if d.Type().IsRegular() {
				files = append(files, path)
			}
			return nil
		})
		if err != nil {
			errs = append(errs, err)
		}
		slices.Sort(files)
		for _, f := range files {
			ds, err := File(f)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			add(ds)
		}
	}
	return &out, errs
}
