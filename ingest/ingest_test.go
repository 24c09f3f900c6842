package ingest_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/ingest/syntax"
)

const article1 = "../datasets/reference/article1/published.csv"

func TestPathsKeepsGoodFilesPastBadOnes(t *testing.T) {
	good, err := os.ReadFile(article1)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "sub"), 0o755)
	files := map[string]string{
		"a-good.csv":       string(good),
		"sub/copy.csv":     string(good), // same bytes: taken once
		"b-bad.csv":        "system,pattern,direction,bs,iops\nA,random,sideways,4K,100\n",
		"c-notes.txt":      "just some notes\n",
		"d-other-good.csv": "system,rw,bs,iops\nX,randread,4k,1000\nY,randread,4k,1100\n",
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ds, errs := ingest.Paths([]string{dir})
	if len(ds.Results) != 32+2 || len(ds.Sources) != 2 {
		t.Errorf("got %d rows from %d sources, want 34 from 2", len(ds.Results), len(ds.Sources))
	}
	if len(errs) != 2 {
		t.Fatalf("got errors %v, want one for b-bad.csv and one for c-notes.txt", errs)
	}
	var se *syntax.Error
	if !errors.As(errs[0], &se) || !strings.HasSuffix(se.File, "b-bad.csv") || se.Line != 2 {
		t.Errorf("first error %v: want a syntax error at b-bad.csv:2", errs[0])
	}
	if !errors.Is(errs[1], ingest.ErrUnrecognized) || !strings.Contains(errs[1].Error(), "c-notes.txt") {
		t.Errorf("second error %v: want unrecognized c-notes.txt", errs[1])
	}
	for _, r := range ds.Results {
		if len(r.SourceID) != 64 || r.SourcePath == "" {
			t.Fatalf("row without provenance: %+v", r)
		}
	}
}

func TestPathsReportsMissingInput(t *testing.T) {
	_, errs := ingest.Paths([]string{filepath.Join(t.TempDir(), "nope.csv")})
	if len(errs) != 1 || !errors.Is(errs[0], os.ErrNotExist) {
		t.Errorf("errs = %v, want one not-exist error", errs)
	}
}

func ExampleFile() {
	ds, err := ingest.File(article1)
	if err != nil {
		fmt.Println(err)
		return
	}
	r := ds.Results[0]
	fmt.Println(len(ds.Results), r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.IOPS)
	// Output: 32 Windows Non-Native random read 4096 1.598959e+06
}
