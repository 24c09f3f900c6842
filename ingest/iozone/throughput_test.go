package iozone_test

import (
	"errors"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/iozone"
	"github.com/iopress/iopress/ingest/syntax"
)

// throughputSamples are the throughput mode (-t) outputs of testdata,
// testdata/SOURCES.tsv says how each was made.
var throughputSamples = []string{"iozone3471-t4-ext4-direct.txt", "iozone3471-t4-xfs-direct-R.txt"}

var (
	tChildren = regexp.MustCompile(`(?m)^\s*Children see throughput for\s+(\d+) ([a-z -]+?)\s*=\s*([\d.]+) kB/sec$`)
	tParent   = regexp.MustCompile(`(?m)^\s*Parent sees throughput for\s+(\d+) ([a-z -]+?)\s*=\s*([\d.]+) kB/sec$`)
	tChild    = regexp.MustCompile(`(?m)^\s*Child\[(\d+)\] xfer count =\s*([\d.]+) kB, Throughput =\s*([\d.]+) kB/sec`)
	tEach     = regexp.MustCompile(`Each process writes a (\d+) kByte file in (\d+) kByte records`)
	tReport   = regexp.MustCompile(`(?m)^"\s*([A-Za-z -]+?) " +([\d.]+) $`)
)

// iozoneNames are the names throughput mode gives its tests, in the
// order it runs them, and the auto mode table's and the Excel report's.
var iozoneNames = []struct{ throughput, table, report string }{
	{"initial writers", "write", "Initial write"}, {"rewriters", "rewrite", "Rewrite"},
	{"readers", "read", "Read"}, {"re-readers", "reread", "Re-read"},
	{"random readers", "random read", "Random read"}, {"random writers", "random write", "Random write"},
}

// TestThroughputMode: IOzone's throughput mode was refused. Each test's
// "Children see" total is a row, its processes numjobs, its figure the
// total kB/sec as printed times 1024, to the hundredth; the children's
// lines (-C), read here from the file, add up to that total within their
// rounding; the Excel throughput report (-R) prints the same totals; the
// parent's figure and each child's line are in the notes; -I is direct.
func TestThroughputMode(t *testing.T) {
	for _, name := range throughputSamples {
		text := string(parsertest.Read(t, name))
		ds, err := iozone.Parser.ParseBytes([]byte(text), name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		each := tEach.FindStringSubmatch(text)
		fileKB, recKB := each[1], each[2]
		rec, _ := strconv.ParseInt(recKB, 10, 64)
		totals := tChildren.FindAllStringSubmatchIndex(text, -1)
		if len(totals) != len(ds.Results) || len(totals) != len(iozoneNames) {
			t.Fatalf("%s: %d rows, %d tests in the file", name, len(ds.Results), len(totals))
		}
		children := tChild.FindAllStringSubmatchIndex(text, -1)
		parents := tParent.FindAllStringSubmatch(text, -1)
		report := tReport.FindAllStringSubmatch(text, -1)
		for i, at := range totals {
			m := tChildren.FindStringSubmatch(text[at[0]:at[1]])
			n, _ := strconv.ParseInt(m[1], 10, 64)
			want := float64(parsertest.Scaled(t, m[3], 2)) * 1024 / 100
			r := ds.Results[i]
			if m[2] != iozoneNames[i].throughput || r.JobName != iozoneNames[i].table+" "+fileKB+"kB" || r.NumJobs != n || r.BWBytesPerS != want ||
				r.BWResolutionBytesPerS != 10.24 || r.BlockSizeBytes != rec*1024 || r.IODepth != 1 || r.Direct != datasets.Yes || !math.IsNaN(r.IOPS) {
				t.Errorf("%s row %d: %+v, want %s %d processes %v B/s", name, i+1, r, m[2], n, want)
			}
			// The children's lines of this test: after its total, before
			// the next test's.
			end := len(text)
			if i+1 < len(totals) {
				end = totals[i+1][0]
			}
			sum, count := 0.0, int64(0)
			for _, c := range children {
				if c[0] > at[1] && c[0] < end {
					v, _ := strconv.ParseFloat(text[c[6]:c[7]], 64)
					sum += v
					count++
				}
			}
			total, _ := strconv.ParseFloat(m[3], 64)
			if count != n || math.Abs(sum-total) > 0.005*float64(n+1) {
				t.Errorf("%s %s: %d children's lines adding up to %.2f, the total is %s", name, m[2], count, sum, m[3])
			}
			if !strings.Contains(ds.Sources[0].Notes, "parent sees "+parents[i][3]+" kB/sec") {
				t.Errorf("%s %s: the parent's %s is not in the notes", name, m[2], parents[i][3])
			}
			if len(report) > 0 && (report[i][1] != iozoneNames[i].report || report[i][2] != m[3]) {
				t.Errorf("%s: the report's %q %s, the block's %s %s", name, report[i][1], report[i][2], m[2], m[3])
			}
		}
		if strings.Contains(name, "-R") != (len(report) == len(totals)) {
			t.Errorf("%s: %d lines of the throughput report", name, len(report))
		}
	}
}

// TestDirect: -I's "O_DIRECT feature enabled" makes every row direct; a
// header without it, buffered; a report alone, unknown.
func TestDirect(t *testing.T) {
	for name, want := range map[string]datasets.Bool{
		"ilkermanap-localssd-xfs-I-a.txt": datasets.Yes, "psteinb-iozone-a.out": datasets.No,
		"toby1984-report-R.txt": datasets.Unknown, "iozone3471-t4-ext4-direct.txt": datasets.Yes,
	} {
		for _, r := range parsertest.Parse(t, iozone.Parser.ParseBytes, name).Results {
			if r.Direct != want {
				t.Fatalf("%s: direct %v, want %v", name, r.Direct, want)
			}
		}
	}
}

// TestThroughputDamage: a child's figure that does not add up, a child's
// line missing, a total of another number of processes, a figure in
// another unit than the header's and a test IOzone does not have are
// refused at their line.
func TestThroughputDamage(t *testing.T) {
	good := string(parsertest.Read(t, "iozone3471-t4-xfs-direct-R.txt"))
	for _, tc := range []struct{ name, old, new, at string }{
		{"child", "Throughput =  534455.81 kB/sec", "Throughput =  534456.81 kB/sec", "Children see throughput for  4 initial writers"},
		{"child missing", "\tChild[3] xfer count =   32640.00 kB, Throughput =  532871.62 kB/sec\n", "", "Children see throughput for  4 initial writers"},
		{"processes", "Children see throughput for  4 rewriters", "Children see throughput for  3 rewriters", "Children see throughput for  3 rewriters"},
		{"unit", "Children see throughput for  4 rewriters \t= 3624192.69 kB/sec", "Children see throughput for  4 rewriters \t= 3624192.69 ops/sec", "Children see throughput for  4 rewriters"},
		{"test", "Children see throughput for  4 rewriters", "Children see throughput for  4 overwriters", "Children see throughput for  4 overwriters"},
	} {
		in := strings.Replace(good, tc.old, tc.new, 1)
		if in == good {
			t.Fatalf("%s: the edit did not apply", tc.name)
		}
		line := strings.Count(in[:strings.Index(in, tc.at)], "\n") + 1
		_, err := iozone.Parser.ParseBytes([]byte(in), "bad")
		var se *syntax.Error
		if !errors.As(err, &se) || se.Line != line || se.File != "bad" {
			t.Errorf("%s: %v, want a syntax error at bad:%d", tc.name, err, line)
		}
	}
}
