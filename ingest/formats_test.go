package ingest

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest/fio"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/published"
	"github.com/iopress/iopress/ingest/syntax"
)

// TestFormatsListedEverywhere: the list of formats is the parser
// registry's, and the places that list them by hand follow it: the
// Makefile fuzzes every parser's package (FuzzParse), and the README's
// table of what ingest reads has a row per tool, and no other.
func TestFormatsListedEverywhere(t *testing.T) {
	makefile, err := os.ReadFile("../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range parsers {
		if target := "./" + packageOf(p) + ":FuzzParse"; !strings.Contains(string(makefile), target) {
			t.Errorf("the Makefile's FUZZ_TARGETS lack %s (format %s)", target, p.Name)
		}
	}
	// The table under "Tool | What is read".
	_, table, ok := strings.Cut(string(readme), "| Tool | What is read |")
	if !ok {
		t.Fatal("the README has no table of what ingest reads")
	}
	var rows []string
	for _, l := range strings.Split(table, "\n")[2:] {
		if !strings.HasPrefix(l, "| ") {
			break
		}
		rows = append(rows, strings.TrimSpace(strings.Split(l, "|")[1]))
	}
	tools := Tools()
	for _, tool := range tools {
		found := false
		for _, r := range rows {
			found = found || r == tool || strings.HasPrefix(r, tool+" ")
		}
		if !found {
			t.Errorf("the README's table of what ingest reads has no row for %s", tool)
		}
	}
	if len(rows) != len(tools) {
		t.Errorf("the README's table has %d rows (%s), the registry %d tools (%s)", len(rows), strings.Join(rows, ", "), len(tools), strings.Join(tools, ", "))
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
// (SOURCES, README), the scripts that made them, nor what fio's own
// fiologparser_hist.py made of a log, which fio's tests compare with.
func samplesOf(t *testing.T, p *syntax.Parser) []string {
	t.Helper()
	dir := filepath.Join("..", packageOf(p), "testdata")
	var files []string
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil, d.IsDir() && d.Name() == "golden":
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
