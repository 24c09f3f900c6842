package ingest

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// writeShard writes shard name of dir from file, with the manifest m
// (none when nil), as an iopress before manifests would without one.
func writeShard(t *testing.T, dir, name, file string, m *datasets.Manifest) {
	t.Helper()
	ds, err := File(file)
	if err != nil {
		t.Fatal(err)
	}
	w, err := datasets.NewWriter(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	if m != nil {
		w.SetManifest(*m)
	}
	if err := w.Append(ds); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestFolderOfShardsChecked: a folder of shards found below an input is
// read only when whole: shards without manifests (an earlier iopress's)
// by their names alone, K from 1 to N; a shard whose manifest names
// another shard than its folder is refused; a folder that lacks shards,
// with AllowIncomplete, is read and Warn told which.
func TestFolderOfShardsChecked(t *testing.T) {
	file := "fio/testdata/psync-randread.json"
	dir := t.TempDir()
	shards := filepath.Join(dir, "shards")
	writeShard(t, shards, "part-1-of-2", file, nil)
	ds, errs := Read(context.Background(), []string{dir}, Options{})
	var se *ShardsError
	if len(errs) != 1 || !errors.As(errs[0], &se) || !errors.Is(errs[0], ErrShardsMissing) || len(se.Missing) != 1 || se.Missing[0] != (Shard{K: 2, N: 2}) {
		t.Errorf("one of two shards: errors %v, want shard 2/2 missing", errs)
	}
	if len(ds.Results) != 0 || len(ds.Problems) != 1 || ds.Problems[0].SourcePath != shards {
		t.Errorf("one of two shards: %d results and problems %+v; want none read, a problem of %s", len(ds.Results), ds.Problems, shards)
	}
	var warned []string
	ds, errs = Read(context.Background(), []string{dir}, Options{AllowIncomplete: true, Warn: func(s string) { warned = append(warned, s) }})
	if len(errs) != 0 || len(ds.Results) == 0 || len(warned) != 1 || !strings.Contains(warned[0], "reading 1 of the 2 shards of "+shards+": part-2-of-2 is missing") {
		t.Errorf("one of two shards, allowed: errors %v, %d results, warned %q", errs, len(ds.Results), warned)
	}
	// A shard given itself is read as it is.
	if ds, errs := Read(context.Background(), []string{filepath.Join(shards, "part-1-of-2")}, Options{}); len(errs) != 0 || len(ds.Results) == 0 {
		t.Errorf("a shard given as an input: errors %v, %d results", errs, len(ds.Results))
	}

	writeShard(t, shards, "part-2-of-2", "fio/testdata/psync-randwrite.jsonplus", nil)
	if ds, errs := Read(context.Background(), []string{shards}, Options{}); len(errs) != 0 || len(ds.Results) < 2 {
		t.Errorf("two of two shards without manifests: errors %v, %d results", errs, len(ds.Results))
	}

	// Renamed: its manifest says which shard it is.
	m := &datasets.Manifest{Shard: &datasets.ShardPart{K: 1, N: 2}}
	m.SetInputs([]string{"runs"})
	os.RemoveAll(filepath.Join(shards, "part-2-of-2"))
	writeShard(t, shards, "part-2-of-2", file, m)
	_, errs = Read(context.Background(), []string{shards}, Options{AllowIncomplete: true})
	if len(errs) != 1 || !errors.Is(errs[0], ErrShardsMixed) || !strings.Contains(errs[0].Error(), filepath.Join(shards, "part-2-of-2")+" holds shard 1/2 by its manifest") {
		t.Errorf("a shard renamed: errors %v, want it refused, named", errs)
	}
}
