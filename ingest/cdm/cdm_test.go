package cdm_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/iopress/iopress/ingest/cdm"
)

// TestSamplesParse is a smoke test over every real export in testdata; the
// figure-by-figure checks live in samples_test.go.
func TestSamplesParse(t *testing.T) {
	files, _ := filepath.Glob("testdata/samples/*diskmark/*.txt")
	if len(files) < 8 {
		t.Fatalf("%d exports in testdata/samples, want the 8 listed in its SOURCES.tsv", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ds, err := cdm.Parser.ParseBytes(data, f)
		if err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
			continue
		}
		if len(ds.Results) < 8 {
			t.Errorf("%s: %d rows, want at least 8", filepath.Base(f), len(ds.Results))
		}
	}
}
