package iozone_test

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/iozone"
	"github.com/iopress/iopress/ingest/syntax"
)

func TestGolden(t *testing.T) { parsertest.Golden(t, iozone.Parser.ParseBytes) }

func FuzzParse(f *testing.F) {
	parsertest.Fuzz(f, &iozone.Parser,
		"\"Writer report\"\n        \"4\"  \"8\"\n\"4\"   581273\n\"8\"   1 2\n")
}

// byJob indexes rows by job name and block size.
func byJob(rows []datasets.Result) map[string]datasets.Result {
	out := map[string]datasets.Result{}
	for _, r := range rows {
		out[fmt.Sprintf("%s/%d", r.JobName, r.BlockSizeBytes)] = r
	}
	return out
}

// allTests are the columns of IOzone's auto table in its order, as its
// two heading lines spell them.
var allTests = []string{"write", "rewrite", "read", "reread", "random read", "random write", "bkwd read", "record rewrite", "stride read", "fwrite", "frewrite", "fread", "freread"}

// fullLine is a table line with every test's figure.
var fullLine = regexp.MustCompile(`(?m)^\s+(\d+)\s+(\d+)((?:\s+\d+){13})\s*$`)

// TestTableFiguresAreInTheRows reads every full line of the auto tables
// with a regular expression and finds each figure in its row, exactly:
// kBytes/sec times 1024 (IOzone shifts bytes/s right by 10).
func TestTableFiguresAreInTheRows(t *testing.T) {
	for _, name := range []string{"psteinb-iozone-a.out", "ilkermanap-localssd-xfs-I-a.txt"} {
		ds := parsertest.Parse(t, iozone.Parser.ParseBytes, name)
		rows := byJob(ds.Results)
		n := 0
		for _, m := range fullLine.FindAllStringSubmatch(string(parsertest.Read(t, name)), -1) {
			rec, _ := strconv.ParseInt(m[2], 10, 64)
			for k, v := range strings.Fields(m[3]) {
				kbs, _ := strconv.ParseFloat(v, 64)
				key := fmt.Sprintf("%s %skB/%d", allTests[k], m[1], rec*1024)
				r, ok := rows[key]
				if !ok || r.BWBytesPerS != kbs*1024 || r.BWResolutionBytesPerS != 1024 {
					t.Errorf("%s %s: row %+v, want %v B/s", name, key, r, kbs*1024)
				}
				n++
			}
		}
		if n != len(ds.Results) || n == 0 {
			t.Errorf("%s: %d figures in the file, %d rows", name, n, len(ds.Results))
		}
	}
}

// TestReportFiguresAreInTheRows reads the report's blocks line by line,
// and finds each figure in its row.
func TestReportFiguresAreInTheRows(t *testing.T) {
	name := "toby1984-report-R.txt"
	ds := parsertest.Parse(t, iozone.Parser.ParseBytes, name)
	rows := byJob(ds.Results)
	titles := map[string]string{"Writer": "write", "Re-writer": "rewrite", "Reader": "read", "Re-Reader": "reread", "Random read": "random read", "Random write": "random write", "Backward read": "bkwd read", "Record rewrite": "record rewrite", "Stride read": "stride read", "Fwrite": "fwrite", "Re-Fwrite": "frewrite", "Fread": "fread", "Re-Fread": "freread"}
	var test string
	var records []string
	n := 0
	for _, l := range strings.Split(string(parsertest.Read(t, name)), "\n") {
		f := strings.Fields(strings.ReplaceAll(l, `"`, " "))
		switch {
		case strings.HasSuffix(strings.TrimSpace(l), ` report"`):
			test, records = titles[strings.TrimSuffix(strings.Trim(strings.TrimSpace(l), `"`), " report")], nil
		case len(f) == 0:
		case records == nil:
			records = f
		default:
			for k, v := range f[1:] {
				kbs, _ := strconv.ParseFloat(v, 64)
				rec, _ := strconv.ParseInt(records[k], 10, 64)
				key := fmt.Sprintf("%s %skB/%d", test, f[0], rec*1024)
				if r, ok := rows[key]; !ok || r.BWBytesPerS != kbs*1024 {
					t.Errorf("%s: row %+v, want %v B/s", key, r, kbs*1024)
				}
				n++
			}
		}
	}
	if n != len(ds.Results) || n == 0 {
		t.Errorf("%d figures, %d rows", n, len(ds.Results))
	}
	if !strings.Contains(ds.Sources[0].Notes, "kBytes/sec") {
		t.Errorf("notes %q: want the unit taken said", ds.Sources[0].Notes)
	}
}

// TestBlankColumnsAndUnits: a test that did not run leaves its column
// blank and the others stay under their headings; -O's operations per
// second are IOPS; -N's microseconds per operation are refused. The
// input is a real file edited so.
func TestBlankColumnsAndUnits(t *testing.T) {
	good := string(parsertest.Read(t, "psteinb-iozone-a.out"))
	// The first line's "bkwd read" figure blanked, width kept.
	blank := strings.Replace(good, "7541971  8989992  7688128  11968815", "7541971  8989992           11968815", 1)
	for _, tc := range []struct {
		name, header, column string
	}{
		{"kB/s", "Output is in kBytes/sec", "bw"},
		{"ops", "OPS Mode. Output is in operations per second.", "iops"},
	} {
		in := strings.Replace(blank, "Output is in kBytes/sec", tc.header, 1)
		ds, err := iozone.Parser.ParseBytes([]byte(in), "x.out")
		if err != nil {
			t.Fatal(err)
		}
		rows := byJob(ds.Results)
		if _, ok := rows["bkwd read 1048576kB/524288"]; ok || len(ds.Results) != 103 {
			t.Errorf("%s: %d rows, the blanked figure among them: %v", tc.name, len(ds.Results), ok)
		}
		r := rows["record rewrite 1048576kB/524288"]
		got := map[string]float64{"bw": r.BWBytesPerS, "iops": r.IOPS}[tc.column]
		want := map[string]float64{"bw": 11968815 * 1024, "iops": 11968815}[tc.column]
		if got != want {
			t.Errorf("%s: record rewrite %v, want %v", tc.name, got, want)
		}
	}
	in := strings.Replace(blank, "Output is in kBytes/sec", "Microseconds/op Mode. Output is in microseconds per operation.", 1)
	var se *syntax.Error
	if _, err := iozone.Parser.ParseBytes([]byte(in), "x.out"); !errors.As(err, &se) || !strings.Contains(err.Error(), "-N") {
		t.Errorf("-N: %v, want it refused", err)
	}
}

func TestDamage(t *testing.T) {
	table := string(parsertest.Read(t, "psteinb-iozone-a.out"))
	report := string(parsertest.Read(t, "toby1984-report-R.txt"))
	for _, tc := range []struct{ name, in, old, new string }{
		{"table figure", table, "5169375  7712220", "5169375  77x2220"},
		{"table size", table, "         1048576    1024", "         10485x6    1024"},
		{"figure under no heading", table, "7659035\n", "7659035   12\n"},
		{"report figure", report, `"64"   581273`, `"64"   58x273`},
		{"report too few", report, `"64"   581273  743988`, `"64"   581273`},
	} {
		in := strings.Replace(tc.in, tc.old, tc.new, 1)
		if in == tc.in {
			t.Fatalf("%s: the edit did not apply", tc.name)
		}
		line := strings.Count(in[:strings.Index(in, tc.new)], "\n") + 1
		_, err := iozone.Parser.ParseBytes([]byte(in), "bad")
		var se *syntax.Error
		if !errors.As(err, &se) || se.Line != line {
			t.Errorf("%s: %v, want a syntax error at line %d", tc.name, err, line)
		}
	}
	for _, in := range []string{"", "hello", "kB reclen\n", `{"jobs":[]}`} {
		if _, err := iozone.Parser.ParseBytes([]byte(in), "x"); !errors.Is(err, iozone.Parser.ErrUnrecognized) {
			t.Errorf("%q: %v, want ErrUnrecognized", in, err)
		}
	}
}
