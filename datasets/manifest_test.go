package datasets_test

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// TestManifestGoesWithItsTables: a writer given a manifest writes it
// beside the tables, with the rows it wrote of each; the next write
// without one removes it (it would describe tables no longer there); a
// folder without one reads as nil; a manifest changed since it was
// written is damage, named.
func TestManifestGoesWithItsTables(t *testing.T) {
	parsed, err := ingest.File("reference/article1/published.csv")
	if err != nil {
		t.Fatal(err)
	}
	parsed.Problems = []datasets.Problem{{SourcePath: "x.csv", Message: "not a file"}}
	dir := filepath.Join(t.TempDir(), "ds")
	w, err := datasets.NewWriter(dir)
	if err != nil {
		t.Fatal(err)
	}
	var m datasets.Manifest
	m.Shard = &datasets.ShardPart{K: 2, N: 3}
	m.SetInputs([]string{"runs/", "old.zip", "runs/"})
	w.SetManifest(m)
	if err := w.Append(parsed); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	got, err := datasets.ReadManifest(dir)
	if err != nil || got == nil {
		t.Fatalf("manifest %+v, %v", got, err)
	}
	if got.Shard == nil || *got.Shard != (datasets.ShardPart{K: 2, N: 3}) || got.InputCount != 3 || strings.Join(got.Inputs, " ") != "runs/ old.zip runs/" {
		t.Errorf("manifest %+v: want shard 2/3 and the three inputs as given", got)
	}
	if got.Results != len(parsed.Results) || got.Sources != len(parsed.Sources) || got.Problems != 1 || got.Results == 0 {
		t.Errorf("manifest counts %d results, %d sources, %d problems; the tables %d, %d and 1", got.Results, got.Sources, got.Problems, len(parsed.Results), len(parsed.Sources))
	}
	if got.WrittenBy == "" || got.Written.IsZero() {
		t.Errorf("manifest does not say who wrote it when: %+v", got)
	}
	// The hash is of the inputs, whatever their order and repeats.
	if got.InputsSHA256 != datasets.InputsSHA256([]string{"old.zip", "runs/"}) || got.InputsSHA256 == datasets.InputsSHA256([]string{"runs/"}) {
		t.Errorf("inputs hash %s: want that of old.zip and runs/ in any order, and another than runs/ alone's", got.InputsSHA256)
	}

	// Damaged since it was written: its sum says so.
	file := filepath.Join(dir, datasets.ManifestFile)
	data, _ := os.ReadFile(file)
	os.WriteFile(file, []byte(strings.Replace(string(data), `"k": 2`, `"k": 1`, 1)), 0o644)
	if _, err := datasets.ReadManifest(dir); !errors.Is(err, datasets.ErrDamaged) || !strings.Contains(err.Error(), file) {
		t.Errorf("a manifest changed since it was written: %v, want damage named", err)
	}

	if err := datasets.WriteDir(dir, parsed); err != nil {
		t.Fatal(err)
	}
	if got, err := datasets.ReadManifest(dir); got != nil || err != nil {
		t.Errorf("after a write without a manifest: %+v, %v; want none", got, err)
	}
	if _, err := os.Stat(file); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the manifest of the earlier tables is still there: %v", err)
	}
}

// TestReadDirEachInParts: ReadDirEach hands a dataset's tables over in
// parts, the histogram a record batch at a time, which together are
// ReadDir's tables, row for row.
func TestReadDirEachInParts(t *testing.T) {
	parsed, err := ingest.File("../ingest/fio/testdata/libaio-randread-qd16.jsonplus")
	if err != nil {
		t.Fatal(err)
	}
	// Copies of its bins, each copy at another time, past two batches.
	bins := parsed.Histogram
	for i := 1; len(parsed.Histogram) < 40_000; i++ {
		for _, b := range bins {
			b.TimeNs = int64(i)
			parsed.Histogram = append(parsed.Histogram, b)
		}
	}
	parsed.Problems = []datasets.Problem{{SourcePath: "x.csv", Message: "not a file"}}
	// Written as ingest writes, a file's rows at a time.
	dir := t.TempDir()
	w, err := datasets.NewWriter(dir)
	if err != nil {
		t.Fatal(err)
	}
	all := parsed.Histogram
	parsed.Histogram = nil
	for i := 0; i < len(all); i += len(bins) {
		part := *parsed
		part.Histogram = all[i : i+len(bins)]
		if i > 0 {
			part.Results, part.Sources, part.Problems = nil, nil, nil
		}
		if err := w.Append(&part); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	want, err := datasets.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got datasets.Dataset
	parts := 0
	err = datasets.ReadDirEach(dir, func(ds *datasets.Dataset) error {
		if len(ds.Histogram) > 0 {
			parts++
		}
		got.Append(ds)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if parts < 3 {
		t.Errorf("the histogram of %d bins came in %d parts: want a record batch at a time", len(want.Histogram), parts)
	}
	if !reflect.DeepEqual(got.Histogram, want.Histogram) || !reflect.DeepEqual(got.Sources, want.Sources) || !reflect.DeepEqual(got.Problems, want.Problems) || len(got.Results) != len(want.Results) {
		t.Errorf("ReadDirEach's tables differ from ReadDir's: %d results, %d sources, %d bins, %d problems; want %d, %d, %d, %d",
			len(got.Results), len(got.Sources), len(got.Histogram), len(got.Problems), len(want.Results), len(want.Sources), len(want.Histogram), len(want.Problems))
	}
}
