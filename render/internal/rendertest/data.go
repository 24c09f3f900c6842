package rendertest

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/ingest/cdm"
)

// Read reads the files and folders at paths as iopress ingest does; an
// error fails the test.
func Read(t testing.TB, paths ...string) *datasets.Dataset {
	t.Helper()
	ds, errs := ingest.Read(context.Background(), paths, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return ds
}

// CSV reads csvText as a results CSV, from a file in the test's
// temporary folder.
func CSV(t testing.TB, csvText string) *datasets.Dataset {
	t.Helper()
	path := filepath.Join(t.TempDir(), "results.csv")
	if err := os.WriteFile(path, []byte(csvText), 0o644); err != nil {
		t.Fatal(err)
	}
	ds, err := ingest.File(path)
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// Bundled is the reference dataset iopress carries (article 1's).
func Bundled(t testing.TB) *datasets.Dataset {
	t.Helper()
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// Compare analyses ds as a comparison of its systems.
func Compare(t testing.TB, ds *datasets.Dataset, opts analyze.Options) *analyze.Analysis {
	t.Helper()
	a, err := analyze.Compare(ds.Results, opts)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TwoDrives is the repository's CrystalDiskMark 3 export read twice, as
// the drives "Drive A" and "Drive B", each row passed to edit (nil: none)
// once it is named.
func TwoDrives(t testing.TB, edit func(r *datasets.Result)) *datasets.Dataset {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(moduleRoot(t), "ingest/cdm/testdata/cdm3.0.2-utf16le-bom-crlf.txt"))
	if err != nil {
		t.Fatal(err)
	}
	ds := &datasets.Dataset{}
	for _, name := range []string{"Drive A.txt", "Drive B.txt"} {
		one, err := cdm.Parser.ParseBytes(data, name)
		if err != nil {
			t.Fatal(err)
		}
		for i := range one.Results {
			one.Results[i].System = strings.TrimSuffix(name, ".txt")
			if edit != nil {
				edit(&one.Results[i])
			}
		}
		ds.Append(one)
	}
	return ds
}

// moduleRoot is the folder of the module's go.mod, above the test's own
// folder, so that a fixture's path is the same from every package.
func moduleRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test's folder")
		}
		dir = up
	}
}
