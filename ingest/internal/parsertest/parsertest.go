// Package parsertest holds what the tests of the ingest parsers that read
// other tools' text and CSV share: their real sample files, golden files of
// what a parser made of each (rewritten with go test -update), and the body
// of their fuzz targets. It is imported by tests only.
package parsertest

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
	goldenfile "github.com/iopress/iopress/internal/golden"
)

var update = flag.Bool("update", false, "rewrite testdata/golden/*.golden from what the parser gives now (and, in package ingest, docs/formats.md's table)")

// Update says whether the test run was asked to rewrite its golden files
// (go test -update): the flag is this package's, which every parser's
// tests import.
func Update() bool { return *update }

// ParseFunc is a format's ParseBytes: bonnie.Parser.ParseBytes.
type ParseFunc func(data []byte, name string) (*datasets.Dataset, error)

// Samples lists the sample files in testdata (not its SOURCES record nor
// the golden folder), in lexical order.
func Samples(t testing.TB) []string {
	t.Helper()
	entries, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() || strings.HasPrefix(e.Name(), "SOURCES") || strings.HasPrefix(e.Name(), "README") {
			continue
		}
		out = append(out, e.Name())
	}
	if len(out) == 0 {
		t.Fatal("no samples in testdata")
	}
	return out
}

// Read reads one sample from testdata.
func Read(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Parse parses one sample, failing the test on an error.
func Parse(t testing.TB, parse ParseFunc, name string) *datasets.Dataset {
	t.Helper()
	ds, err := parse(Read(t, name), name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return ds
}

// Golden compares what parse makes of every sample with its golden file,
// testdata/golden/NAME.golden, or rewrites them with -update.
func Golden(t *testing.T, parse ParseFunc) {
	for _, name := range Samples(t) {
		t.Run(name, func(t *testing.T) {
			ds, err := parse(Read(t, name), name)
			CheckGolden(t, filepath.Join("testdata", "golden", name+".golden"), Render(ds, err))
		})
	}
}

// CheckGolden compares got with the golden file, printing a diff where
// they differ, or rewrites the file with -update, saying what changed.
func CheckGolden(t testing.TB, golden, got string) {
	t.Helper()
	goldenfile.Check(t, golden, got, *update)
}

// Render is a stable text form of a parse: the sources, and every row
// and time-series sample with the fields it has (missing ones, NaN or
// zero, left out).
func Render(ds *datasets.Dataset, err error) string {
	var b strings.Builder
	if err != nil {
		fmt.Fprintf(&b, "error: %v\n", err)
		return b.String()
	}
	for _, s := range ds.Sources {
		fmt.Fprintf(&b, "source: %s\n", fields(s))
	}
	fmt.Fprintf(&b, "results: %d\n", len(ds.Results))
	for i, r := range ds.Results {
		// A large file's rows are shown by its first and last ones:
		// the figure tests check every row against the file itself.
		if i == shownRows && len(ds.Results) > 2*shownRows {
			fmt.Fprintf(&b, "...\n")
		}
		if i >= shownRows && i < len(ds.Results)-shownRows {
			continue
		}
		fmt.Fprintf(&b, "result %d: %s\n", i+1, fields(r))
	}
	// The time series, of a parse that gives one, likewise.
	if len(ds.Series) > 0 {
		fmt.Fprintf(&b, "samples: %d\n", len(ds.Series))
	}
	for i, s := range ds.Series {
		if i == shownRows && len(ds.Series) > 2*shownRows {
			fmt.Fprintf(&b, "...\n")
		}
		if i >= shownRows && i < len(ds.Series)-shownRows {
			continue
		}
		fmt.Fprintf(&b, "sample %d: %s\n", i+1, fields(s))
	}
	return b.String()
}

// shownRows is how many rows Render shows at each end of a long table.
const shownRows = 20

// Fields writes the set fields of a struct as Name=value, a struct in
// it (a source's Setup) as Name={...} of its own set fields.
func Fields(x any) string { return fields(x) }

// fields writes the set fields of a struct as Name=value.
func fields(x any) string {
	v := reflect.ValueOf(x)
	// A setup's numbers are missing at 0, not NaN (datasets.Setup).
	zeroMissing := v.Type() == reflect.TypeOf(datasets.Setup{})
	var parts []string
	for i := range v.NumField() {
		f := v.Field(i)
		var s string
		switch f.Kind() {
		case reflect.Struct:
			if s = fields(f.Interface()); s == "" {
				continue
			}
			s = "{" + s + "}"
		case reflect.Int8: // datasets.Bool
			if f.Int() == 0 {
				continue
			}
			s = fmt.Sprint(f.Interface())
		case reflect.String:
			if f.String() == "" {
				continue
			}
			s = strconv.Quote(f.String())
		case reflect.Int64:
			if f.Int() == 0 {
				continue
			}
			s = strconv.FormatInt(f.Int(), 10)
		case reflect.Bool:
			if !f.Bool() { // like the other zero values: a false says nothing
				continue
			}
			s = "true"
		case reflect.Float64:
			if math.IsNaN(f.Float()) || zeroMissing && f.Float() == 0 {
				continue
			}
			s = strconv.FormatFloat(f.Float(), 'g', -1, 64)
		default:
			s = fmt.Sprint(f.Interface())
		}
		parts = append(parts, v.Type().Field(i).Name+"="+s)
	}
	return strings.Join(parts, " ")
}

// Fuzz is the body of a parser's fuzz target: the samples are the seeds,
// and whatever the input, the parser either refuses it with its
// ErrUnrecognized or a *syntax.Error, or gives rows that keep the
// contract. The input is read as a file is, through Parse.
func Fuzz(f *testing.F, p *syntax.Parser, seeds ...string) {
	for _, name := range Samples(f) {
		f.Add(Read(f, name))
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ds, err := p.Parse(bytes.NewReader(data), "fuzz")
		if err != nil {
			var se *syntax.Error
			if !errors.Is(err, p.ErrUnrecognized) && !errors.As(err, &se) {
				t.Fatalf("error %v (%T) is neither the format's ErrUnrecognized nor a syntax error", err, err)
			}
			return
		}
		if err := ds.Validate(); err != nil {
			t.Fatal(err)
		}
	})
}

// Scaled reads a figure as a tool printed it, "117.7458", as a whole
// number of 10^-places (1177458 for 4 places), with no floating point:
// tests derive a row's exact expected value from it (Scaled(v, 4)/1e4 is
// the float64 nearest the printed decimal), independently of the parser.
func Scaled(t testing.TB, printed string, places int) int64 {
	t.Helper()
	whole, frac, _ := strings.Cut(printed, ".")
	if len(frac) > places {
		t.Fatalf("%q has more than %d decimals", printed, places)
	}
	v, err := strconv.ParseInt(whole+frac+strings.Repeat("0", places-len(frac)), 10, 64)
	if err != nil {
		t.Fatalf("%q is not a decimal: %v", printed, err)
	}
	return v
}

// Edit is a change to a good sample that breaks it: Old, replaced once by
// New.
type Edit struct{ Name, Old, New string }

// Broken checks that parse refuses each edit of good with a *syntax.Error
// that names the file ("bad") and a line.
func Broken(t *testing.T, parse ParseFunc, good string, edits []Edit) {
	t.Helper()
	for _, e := range edits {
		in := strings.Replace(good, e.Old, e.New, 1)
		if in == good {
			t.Fatalf("%s: the edit did not apply", e.Name)
		}
		_, err := parse([]byte(in), "bad")
		var se *syntax.Error
		if !errors.As(err, &se) || se.Line == 0 || se.File != "bad" {
			t.Errorf("%s: %v, want a syntax error at a line of bad", e.Name, err)
		}
	}
}

// Rounding is how a tool made the figure it printed of the one it
// measured, to the figure's step (its resolution in the results table).
type Rounding int

const (
	// Nearest rounds to the nearest step: the measured figure is within
	// half a step of the printed one (printf's %.2f, fio's numbers).
	Nearest Rounding = iota
	// Down cuts the figure down to a step: the measured one is up to a
	// step above the printed one (ioping's IOPS, integer division).
	Down
)

// bounds are the least and the most a figure printed as v, with step
// step, can have been, as r rounds.
func (r Rounding) bounds(v, step float64) (lo, hi float64) {
	if r == Down {
		return v, v + step
	}
	return v - step/2, v + step/2
}

// BandwidthIsIOPSTimesBlockSize checks a row against the law bandwidth =
// IOPS x block size: that some IOPS and bandwidth the source could have
// measured, given the figures it printed, each to its step and rounded as
// iops and bw say, keep the law.
func BandwidthIsIOPSTimesBlockSize(t testing.TB, name string, r datasets.Result, iops, bw Rounding) {
	t.Helper()
	bs := float64(r.BlockSizeBytes)
	iopsLo, iopsHi := iops.bounds(r.IOPS, r.IOPSResolution)
	bwLo, bwHi := bw.bounds(r.BWBytesPerS, r.BWResolutionBytesPerS)
	if iopsHi*bs < bwLo || iopsLo*bs > bwHi {
		t.Errorf("%s: %s %s: %v IOPS x %v B = %v B/s, but %v B/s", name, r.JobName, r.Direction, r.IOPS, bs, r.IOPS*bs, r.BWBytesPerS)
	}
}
