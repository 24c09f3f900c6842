package ingest

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest/fio"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/published"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/internal/golden"
)

// TestFormatsListedEverywhere: the list of formats is the parser
// registry's, and the places that list them follow it: every parser's
// package declares FuzzParse (which make fuzz finds and runs), and
// docs/formats.md's table of what ingest reads is written from the
// registry (a row per tool: its package and format, what of its output
// is read, the versions the tests read and the rows it gives), so that
// a new format is its package and its registry line; -update rewrites
// the table. Before, the table (then the README's) was kept by hand and
// named 2 of the 3 fio versions and 1 of the 2 IOmeter versions the
// tests read.
func TestFormatsListedEverywhere(t *testing.T) {
	const path = "../docs/formats.md"
	doc, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range parsers {
		if !declaresFuzzParse(t, "../"+packageOf(p)) {
			t.Errorf("package %s (format %s) declares no FuzzParse for make fuzz", packageOf(p), p.Name)
		}
	}
	golden.Check(t, path, withFormatsTable(t, string(doc)), parsertest.Update())
}

// formatsHeader heads docs/formats.md's table of what ingest reads.
const formatsHeader = "| Tool | Package (format) | What is read | Versions tested | Rows |\n|---|---|---|---|---|\n"

// withFormatsTable is doc with its table of what ingest reads written
// from the registry, a row per tool in the order detection tries them.
func withFormatsTable(t *testing.T, doc string) string {
	t.Helper()
	before, rest, ok := strings.Cut(doc, formatsHeader)
	if !ok {
		t.Fatalf("docs/formats.md has no table of what ingest reads (headed %q)", formatsHeader)
	}
	end := 0
	for end < len(rest) && strings.HasPrefix(rest[end:], "| ") {
		end += strings.Index(rest[end:], "\n") + 1
	}
	var b strings.Builder
	for _, p := range parsers {
		for _, tool := range p.Tools {
			versions := "–"
			if len(tool.Versions) > 0 {
				versions = strings.Join(tool.Versions, ", ")
			}
			if tool.Detail == "" || tool.Rows == "" {
				t.Errorf("format %s: tool %s has no Detail or Rows for docs/formats.md", p.Name, tool.Name)
			}
			fmt.Fprintf(&b, "| %s | `%s` (`%s`) | %s | %s | %s |\n", tool.Name, packageOf(p), p.Name, tool.Detail, versions, tool.Rows)
		}
	}
	return before + formatsHeader + b.String() + rest[end:]
}

// TestToolVersionsAreTheSamples: the versions the registry gives each
// format are those of the real output in its testdata: every version a
// sample's rows carry is listed (fio's "fio-3.33" as 3.33), and every
// version listed is carried by a sample's rows or named in the package's
// SOURCES.tsv, which records where each sample came from (a histogram
// log, a vdbench flatfile, DiskSpd's text output do not say their
// version).
func TestToolVersionsAreTheSamples(t *testing.T) {
	for _, p := range parsers {
		var listed []string
		for _, tool := range p.Tools {
			listed = append(listed, tool.Versions...)
		}
		is := func(rowVersion, v string) bool {
			return rowVersion == v || strings.HasSuffix(rowVersion, "-"+v)
		}
		carried := map[string]bool{}
		for _, f := range samplesOf(t, p) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if strings.HasSuffix(f, ".gz") {
				if data, err = gunzip(data); err != nil {
					t.Fatalf("%s: %v", f, err)
				}
			}
			ds, err := p.ParseBytes(data, f)
			if err != nil {
				continue // a sample kept to test an error
			}
			for _, r := range ds.Results {
				if r.ToolVersion == "" || carried[r.ToolVersion] {
					continue
				}
				carried[r.ToolVersion] = true
				if !slices.ContainsFunc(listed, func(v string) bool { return is(r.ToolVersion, v) }) {
					t.Errorf("%s: %s's rows are of version %q, which %s's registry entry does not list", f, p.Name, r.ToolVersion, p.Name)
				}
			}
		}
		var sources []byte
		filepath.WalkDir(filepath.Join("..", packageOf(p), "testdata"), func(path string, d fs.DirEntry, err error) error {
			if err == nil && strings.HasPrefix(d.Name(), "SOURCES") {
				b, _ := os.ReadFile(path)
				sources = append(sources, b...)
			}
			return nil
		})
		for _, v := range listed {
			inRows := false
			for rv := range carried {
				inRows = inRows || is(rv, v)
			}
			if !inRows && !bytes.Contains(sources, []byte(v)) {
				t.Errorf("%s lists version %s, which no sample of its testdata is", p.Name, v)
			}
		}
	}
}

// packageOf is the folder of a format's package, from the module's root:
// "ingest/fio", that of its read function (.../ingest/fio.read).
func packageOf(p *syntax.Parser) string {
	fn := runtime.FuncForPC(reflect.ValueOf(p.Read).Pointer()).Name()
	return fn[strings.LastIndex(fn, "/ingest/")+1 : strings.LastIndex(fn, ".")]
}

// samplesOf lists the sample files in a format's testdata, at any depth:
// not the golden files, the records of where samples came from
// (SOURCES, README), the scripts that made them, what fio's own
// fiologparser_hist.py made of a log, which fio's tests compare with, nor
// the fuzz targets' corpora (testdata/fuzz: inputs the fuzzer made,
// kept as seeds because they once failed).
func samplesOf(t *testing.T, p *syntax.Parser) []string {
	t.Helper()
	dir := filepath.Join("..", packageOf(p), "testdata")
	var files []string
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil, d.IsDir() && (d.Name() == "golden" || d.Name() == "fuzz"):
			return filepath.SkipDir
		case d.Type().IsRegular() && !strings.HasPrefix(d.Name(), "SOURCES") && !strings.HasPrefix(d.Name(), "README") && !strings.HasSuffix(d.Name(), ".sh") && !strings.HasSuffix(d.Name(), ".fiologparser"):
			files = append(files, path)
		}
		return nil
	})
	if len(files) == 0 && p != &published.Parser {
		t.Errorf("%s: no samples in %s", p.Name, dir)
	}
	return files
}

// TestCutSamplesNotClaimedByAnotherFormat: a real sample of any format cut
// short so early that its own parser no longer recognises it (within its
// first 4 KiB, where the signatures are) is not read by another format
// either: it stays a problem. Each parser's own truncation test checks
// the cuts it does recognise.
func TestCutSamplesNotClaimedByAnotherFormat(t *testing.T) {
	if testing.Short() {
		t.Skip("long: make test runs it without -short, outside the race detector")
	}
	cuts := 0
	for _, p := range parsers {
		for _, f := range samplesOf(t, p) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, cut := range parsertest.Cuts(data[:min(len(data), 4<<10)]) {
				if _, err := p.ParseBytes(data[:cut], f); !errors.Is(err, p.ErrUnrecognized) {
					continue
				}
				cuts++
				if ds, err := Bytes(data[:cut], f); err == nil {
					t.Errorf("%s cut at byte %d: read as %s, %d rows", f, cut, ds.Sources[0].Format, len(ds.Results))
				}
			}
		}
	}
	t.Logf("%d cuts no format claims", cuts)
}

// TestSamplesDetectedAsTheirFormat: every sample in a format's testdata,
// read through detection (Bytes) with every format before it tried
// first, comes out as its own format, as its own parser reads it: a
// format earlier in the registry that claimed another's files would
// change what they are read as. A sample its parser refuses (a file cut
// short, a broken one kept to test the error) is refused by detection
// with the same error. A gzipped sample is read as gunzip gives it (as
// ingest reads a .gz file); an empty fio log is read as one by detection
// alone.
func TestSamplesDetectedAsTheirFormat(t *testing.T) {
	for _, p := range parsers {
		for _, f := range samplesOf(t, p) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if strings.HasSuffix(f, ".gz") {
				if data, err = gunzip(data); err != nil {
					t.Fatalf("%s: %v", f, err)
				}
			}
			if fio.IsEmptyLog(data, f) {
				if ds, err := Bytes(data, f); p != &fio.Parser || err != nil || ds.Sources[0].Format != fio.Format+"-log" {
					t.Errorf("%s: an empty fio log, in %s's testdata, read as %+v, %v", f, p.Name, ds, err)
				}
				continue
			}
			want, wantErr := p.ParseBytes(data, f)
			got, err := Bytes(data, f)
			switch {
			case errors.Is(wantErr, p.ErrUnrecognized):
				t.Errorf("%s: in %s's testdata, but not recognised by it: %v", f, p.Name, wantErr)
			case wantErr != nil:
				if err == nil || err.Error() != wantErr.Error() {
					t.Errorf("%s: %s refuses it with %q; detection gives %v", f, p.Name, wantErr, err)
				}
			case err != nil:
				t.Errorf("%s: %s reads it; detection refuses it: %v", f, p.Name, err)
			case got.Sources[0].Format != want.Sources[0].Format || len(got.Results) != len(want.Results):
				t.Errorf("%s: detected as %s with %d rows, want %s with %d", f, got.Sources[0].Format, len(got.Results), want.Sources[0].Format, len(want.Results))
			case got.Sources[0].Format != p.Name && !strings.HasPrefix(got.Sources[0].Format, p.Name+"-"):
				t.Errorf("%s: detected as %s, not a kind of %s", f, got.Sources[0].Format, p.Name)
			}
		}
	}
}

func gunzip(data []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}

// declaresFuzzParse says whether the tests in dir declare FuzzParse.
func declaresFuzzParse(t *testing.T, dir string) bool {
	t.Helper()
	tests, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range tests {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(src), "\nfunc FuzzParse(f *testing.F)") {
			return true
		}
	}
	return false
}
