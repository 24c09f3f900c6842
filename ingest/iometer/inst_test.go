package iometer_test

import (
	"bytes"
	"compress/gzip"
	"encoding/csv"
	"errors"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/iometer"
	"github.com/iopress/iopress/ingest/syntax"
)

// The IOmeter 1.1.0 run of testdata/SOURCES.tsv: its result file, and the
// instantaneous results saved beside it, gzipped.
const (
	instSample   = "adisireesha__apna__instresults.csv.gz"
	resultSample = "adisireesha__apna__results.csv"
)

// instData is the instantaneous results file, unzipped.
func instData(t testing.TB) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(parsertest.Read(t, instSample)))
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// instRows reads the instantaneous file with encoding/csv alone: the
// test's start (the 'Time Stamp before its results), and its results
// rows by the header's column names, from the line after the header.
func instRows(t *testing.T, data []byte) (start string, rows []map[string]string) {
	cr := csv.NewReader(bytes.NewReader(data))
	cr.FieldsPerRecord = -1
	records, err := cr.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var header []string
	done := false // past the results, at the test's closing 'Time Stamp
	for i, r := range records {
		switch {
		case done:
		case r[0] == "'Time Stamp" && header == nil:
			start = records[i+1][0]
		case r[0] == "TimeStamp":
			header = r
		case header != nil && strings.HasPrefix(r[0], "'"):
			done = true
		case header != nil:
			row := map[string]string{}
			for k, h := range header {
				row[h] = r[k]
			}
			rows = append(rows, row)
		}
	}
	return start, rows
}

// stamp reads IOmeter's "2022-11-11 11:27:45:194".
func stamp(t *testing.T, s string) time.Time {
	i := strings.LastIndexByte(s, ':')
	at, err := time.Parse("2006-01-02 15:04:05.000", s[:i]+"."+s[i+1:])
	if err != nil {
		t.Fatal(err)
	}
	return at
}

// TestInstantaneous: IOmeter 1.1.0's instantaneous results were refused
// ("'Results without its header line"). The test's ALL row gives the
// same results row as the result file of the same run; each update gives
// a sample of IOPS, bandwidth and mean response time, its figures as
// printed, timed from the test's 'Time Stamp, and linked to the test's
// result; the updates add up to less than the test's totals (IOmeter
// counts I/Os between its last update and the end of the test in the
// totals only), by less than one update's I/Os.
func TestInstantaneous(t *testing.T) {
	data := instData(t)
	ds, err := iometer.Parser.ParseBytes(data, "instresults.csv")
	if err != nil {
		t.Fatalf("IOmeter 1.1.0 instantaneous results: %v", err)
	}
	paired, _ := parse(t, filepath.Join("testdata", resultSample))
	if len(ds.Results) != 1 || len(paired.Results) != 1 {
		t.Fatalf("%d and %d rows, want one write row from each file", len(ds.Results), len(paired.Results))
	}
	got, want := ds.Results[0], paired.Results[0]
	for _, f := range []struct {
		name      string
		got, want float64
	}{
		{"iops", got.IOPS, want.IOPS}, {"bw", got.BWBytesPerS, want.BWBytesPerS}, {"lat", got.LatMeanNs, want.LatMeanNs},
		{"lat max", got.LatMaxNs, want.LatMaxNs}, {"cpu", got.CPUTotalPct, want.CPUTotalPct},
	} {
		if f.got != f.want || math.IsNaN(f.got) {
			t.Errorf("%s: %v from the instantaneous results, %v from the result file", f.name, f.got, f.want)
		}
	}
	if f := ds.Sources[0].Format; f != "iometer-instantaneous-csv" {
		t.Errorf("format %q, want iometer-instantaneous-csv", f)
	}
	if got.Direction != want.Direction || got.JobName != want.JobName || got.BlockSizeBytes != want.BlockSizeBytes || got.IODepth != want.IODepth {
		t.Errorf("row %+v, want the result file's cell %+v", got, want)
	}

	start, rows := instRows(t, data)
	var updates []map[string]string
	var all map[string]string
	for _, r := range rows {
		switch {
		case r["'Target Type"] == "WORKER" && r["Access Specification Name"] == "":
			updates = append(updates, r)
		case r["'Target Type"] == "ALL":
			all = r
		}
	}
	if len(updates) == 0 || all == nil {
		t.Fatal("test: no updates or no ALL row in the file")
	}
	if len(ds.Series) != 3*len(updates) {
		t.Fatalf("%d samples, want 3 (IOPS, bandwidth, response time) for each of the %d updates", len(ds.Series), len(updates))
	}
	t0 := stamp(t, start)
	sumIOs, sumBytes, most := 0.0, 0.0, 0.0
	for i, u := range updates {
		at := stamp(t, u["TimeStamp"]).Sub(t0).Nanoseconds()
		for k, c := range []struct {
			log, column string
			unit        float64
			got         func(s datasets.Sample) float64
		}{
			{"iops", "Write IOps", 1, func(s datasets.Sample) float64 { return s.IOPS }},
			{"bw", "Write MBps (Binary)", 1 << 20, func(s datasets.Sample) float64 { return s.BWBytesPerS }},
			{"lat", "Average Write Response Time", 1e6, func(s datasets.Sample) float64 { return s.LatNs }},
		} {
			s := ds.Series[3*i+k]
			if s.Log != c.log || s.Direction != "write" || s.TimeNs != at || s.JobName != all["Access Specification Name"] || s.BlockSizeBytes != 131072 ||
				c.got(s) != exact(t, u[c.column], c.unit) {
				t.Fatalf("update %d (%s): sample %+v, want %s %s x %v at %d ns", i+1, u["TimeStamp"], s, c.log, u[c.column], c.unit, at)
			}
		}
		ios, _ := strconv.ParseFloat(u["Write I/Os"], 64)
		b, _ := strconv.ParseFloat(u["Bytes Written"], 64)
		sumIOs, sumBytes, most = sumIOs+ios, sumBytes+b, max(most, ios)
	}
	totalIOs, _ := strconv.ParseFloat(all["Write I/Os"], 64)
	totalBytes, _ := strconv.ParseFloat(all["Bytes Written"], 64)
	if gap := totalIOs - sumIOs; gap < 0 || gap >= most || totalBytes-sumBytes != gap*131072 {
		t.Errorf("the updates add up to %v I/Os and %v bytes, the test's totals are %v and %v: want less, by less than one update's %v I/Os", sumIOs, sumBytes, totalIOs, totalBytes, most)
	}

	// Stamped as ingest stamps them, the samples belong to the row.
	for i := range ds.Results {
		ds.Results[i].SourceID = "x"
	}
	for i := range ds.Series {
		ds.Series[i].SourceID = "x"
	}
	datasets.AssignResultIDs(ds)
	for i, s := range ds.Series {
		if s.ResultID == "" || s.ResultID != ds.Results[0].ResultID {
			t.Fatalf("sample %d: result_id %q, want the test's %q", i+1, s.ResultID, ds.Results[0].ResultID)
		}
	}
}

// instExcerpt is the instantaneous file with only its first and last n
// updates: a whole file of a shorter run as far as its shape goes (the
// sections, the whole test's rows after the updates), for the cuts of
// TestInstantaneousTruncated, which the whole file has too many of.
func instExcerpt(t testing.TB, n int) []byte {
	lines := strings.SplitAfter(string(instData(t)), "\n")
	first, last := -1, -1
	for i, l := range lines {
		if strings.Contains(l, ",WORKER,") && strings.Contains(l, ",WORKER,Worker 1,,") {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 || last-first < 2*n {
		t.Fatal("test: too few updates")
	}
	keep := append(append(append([]string{}, lines[:first+n]...), lines[last+1-n:last+1]...), lines[last+1:]...)
	return []byte(strings.Join(keep, ""))
}

// TestInstantaneousTruncated: an instantaneous results file cut anywhere
// but after a test's ALL row is refused: inside the updates it lacks the
// test's totals.
func TestInstantaneousTruncated(t *testing.T) {
	excerpt := instExcerpt(t, 15)
	t.Chdir(t.TempDir())
	if err := os.Mkdir("testdata", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("testdata", "inst-excerpt.csv"), excerpt, 0o644); err != nil {
		t.Fatal(err)
	}
	c := parsertest.Truncation{Parser: &iometer.Parser, Wholes: sectionEnds, Files: []string{"inst-excerpt.csv"}}.Check(t)
	if got := c["inst-excerpt.csv"]; got.Whole != 1 || got.Refused < 100 {
		t.Errorf("%+v: want the cuts refused but one, at the end of the test's results", got)
	}
}

// TestInstantaneousDamage: an update that is not one (a time stamp that
// is not, one before the test's start, a negative figure) is refused at
// its row, naming the column.
func TestInstantaneousDamage(t *testing.T) {
	good := string(instExcerpt(t, 3))
	row := "2022-11-11 11:27:47:257,WORKER,Worker 1,,,,1,3504.73,0,3504.73,438.091,"
	line := strings.Count(good[:strings.Index(good, row)], "\n") + 1
	for _, tc := range []struct{ name, new, column string }{
		{"time stamp", "2022-11-11 11h27:47:257,WORKER,Worker 1,,,,1,3504.73,0,3504.73,438.091,", "TimeStamp"},
		{"before the start", "2022-11-11 11:27:40:257,WORKER,Worker 1,,,,1,3504.73,0,3504.73,438.091,", "TimeStamp"},
		{"negative", "2022-11-11 11:27:47:257,WORKER,Worker 1,,,,1,3504.73,0,-3504.73,438.091,", "Write IOps"},
	} {
		in := strings.Replace(good, row, tc.new, 1)
		_, err := iometer.Parser.ParseBytes([]byte(in), "bad.csv")
		var se *syntax.Error
		if !errors.As(err, &se) || se.Line != line || se.Column != tc.column {
			t.Errorf("%s: %v, want a syntax error at line %d, column %s", tc.name, err, line, tc.column)
		}
	}
}
