package sysbench_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/ingest/sysbench"
)

func TestGolden(t *testing.T) { parsertest.Golden(t, sysbench.Parser.ParseBytes) }

func FuzzParse(f *testing.F) {
	parsertest.Fuzz(f, &sysbench.Parser,
		"Running the test with following options:\nBlock size 1.5KiB\nDoing random r/w test\nFile operations:\n    reads/s: 1\n")
}

// summary is one run's printed summary, as sysbench 1.0 prints it: its
// test mode, then its File operations and Throughput figures and its mean
// latency; summary11 is sysbench 1.1's, its figures in another order.
var (
	summary = regexp.MustCompile(`Doing (.+) test\n(?s:.*?)File operations:\n` +
		`\s+reads/s:\s+(\S+)\n\s+writes/s:\s+(\S+)\n\s+fsyncs/s:\s+(\S+)\n\nThroughput:\n` +
		`\s+read, MiB/s:\s+(\S+)\n\s+written, MiB/s:\s+(\S+)\n(?s:.*?)avg:\s+(\S+)\n`)
	summary11 = regexp.MustCompile(`Doing (.+) test\n(?s:.*?)Throughput:\n` +
		`\s+read:\s+IOPS=(\S+) (\S+) MiB/s \(\S+ MB/s\)\n\s+write:\s+IOPS=(\S+) (\S+) MiB/s \(\S+ MB/s\)\n` +
		`\s+fsync:\s+IOPS=(\S+)\n(?s:.*?)avg:\s+(\S+)\n`)
)

// printedRuns are a file's runs' figures in 1.0's order: mode, reads/s,
// writes/s, fsyncs/s, read MiB/s, written MiB/s, mean latency.
func printedRuns(text string) [][]string {
	var runs [][]string
	for _, m := range summary.FindAllStringSubmatch(text, -1) {
		runs = append(runs, m[1:])
	}
	for _, m := range summary11.FindAllStringSubmatch(text, -1) {
		runs = append(runs, []string{m[1], m[2], m[4], m[6], m[3], m[5], m[7]})
	}
	return runs
}

// TestFiguresAreInTheRows reads every run's summary with a regular
// expression and finds each figure in the rows, exactly: reads/s and
// writes/s as IOPS, MiB/s times 2^20 as bytes/s, fsyncs/s as the fsync
// score of the tests that write, the mean latency in ms times 10^6 as ns.
func TestFiguresAreInTheRows(t *testing.T) {
	for _, name := range parsertest.Samples(t) {
		ds := parsertest.Parse(t, sysbench.Parser.ParseBytes, name)
		runs := printedRuns(string(parsertest.Read(t, name)))
		wantRows := 0
		for _, m := range runs {
			mode, reads, writes, fsyncs, readMiB, writtenMiB, avg := m[0], m[1], m[2], m[3], m[4], m[5], m[6]
			doesRead, doesWrite := strings.Contains(mode, "read") || mode == "random r/w", strings.Contains(mode, "write") || mode == "sequential rewrite" || mode == "random r/w"
			found := map[string]bool{}
			for _, r := range ds.Results {
				switch {
				case r.Direction == datasets.DirectionRead && r.IOPS == float64(parsertest.Scaled(t, reads, 2))/100 && r.BWBytesPerS == float64(parsertest.Scaled(t, readMiB, 2))*(1<<20)/100:
					found["read"] = true
				case r.Direction == datasets.DirectionWrite && r.IOPS == float64(parsertest.Scaled(t, writes, 2))/100 && r.BWBytesPerS == float64(parsertest.Scaled(t, writtenMiB, 2))*(1<<20)/100:
					found["write"] = true
				case r.Test == "fsync" && r.ScoreUnit == "fsyncs/s" && r.ScoreHigherIsBetter && r.Score == float64(parsertest.Scaled(t, fsyncs, 2))/100:
					found["fsync"] = true
				}
				if r.LatMeanNs == float64(parsertest.Scaled(t, avg, 6)) && r.LatKind == datasets.LatTotal {
					found["latency"] = true
				}
			}
			want := map[string]bool{"read": doesRead, "write": doesWrite, "fsync": doesWrite, "latency": true}
			for k, w := range want {
				if w && !found[k] {
					t.Errorf("%s: %s test: its %s figure is in no row", name, mode, k)
				}
			}
			// A row per direction, the fsync score of a test that
			// writes, and the random r/w test's latency on a row of
			// its own.
			for _, b := range []bool{doesRead, doesWrite, doesWrite, doesRead && doesWrite} {
				if b {
					wantRows++
				}
			}
		}
		if len(runs) == 0 || len(ds.Results) != wantRows {
			t.Errorf("%s: %d runs printed, %d rows, want %d", name, len(runs), len(ds.Results), wantRows)
		}
	}
}

// TestHeader: the header's threads, block size, I/O mode, flags and ratio
// are in the rows; a percentile sysbench was asked for goes to its column
// where there is one, in the notes where not.
func TestHeader(t *testing.T) {
	ds := parsertest.Parse(t, sysbench.Parser.ParseBytes, "00sapo-native-fileio-sync-async.txt")
	var async datasets.Result
	for _, r := range ds.Results {
		if r.Engine == "async" && r.Direction == datasets.DirectionRead {
			async = r
		}
	}
	if async.JobName != "rndrw directio" || async.BlockSizeBytes != 16384 || async.NumJobs != 1 || async.IODepth != 0 || async.RWMixReadPct != 60 || async.Pattern != datasets.PatternRandom || async.RuntimeS != 300.0601 {
		t.Errorf("async read row %+v", async)
	}
	if !strings.Contains(ds.Sources[0].Notes, "95th percentile latency 1.96 ms") {
		t.Errorf("notes %q: want the 95th percentile", ds.Sources[0].Notes)
	}
	p99 := parsertest.Parse(t, sysbench.Parser.ParseBytes, "local-rndrd-16k-4threads-p99.txt")
	r := p99.Results[0]
	if len(p99.Results) != 1 || r.LatP99Ns != 240000 || r.NumJobs != 4 || r.IODepth != 1 || r.Engine != "sync" || r.JobName != "rndrd" {
		t.Errorf("rndrd rows %+v", p99.Results)
	}
}

func TestDamage(t *testing.T) {
	good := string(parsertest.Read(t, "local-seqwr-4k-2threads.txt"))
	parsertest.Broken(t, sysbench.Parser.ParseBytes, good, []parsertest.Edit{
		{Name: "figure", Old: "writes/s:                     30682.10", New: "writes/s:                     306x2.10"},
		{Name: "negative", Old: "writes/s:                     30682.10", New: "writes/s:                     -30682.10"},
		{Name: "block size", Old: "Block size 4KiB", New: "Block size 4QiB"},
		{Name: "mode", Old: "Doing sequential write (creation) test", New: "Doing sideways test"},
		{Name: "io mode", Old: "Using synchronous I/O mode", New: "Using telepathic I/O mode"},
		{Name: "missing figure", Old: "    fsyncs/s:                     1229.94\n", New: "\n"},
		{Name: "results without header", Old: "Doing sequential write (creation) test\n", New: "\n"},
	})
	parsertest.Broken(t, sysbench.Parser.ParseBytes, string(parsertest.Read(t, "local-1.1.0-rndrw-4k-2threads.txt")), []parsertest.Edit{
		{Name: "1.1 IOPS", Old: "IOPS=12542.83", New: "IOPS=12x42.83"},
		{Name: "1.1 MiB/s", Old: "IOPS=8361.45 32.66 MiB/s", New: "IOPS=8361.45 -32.66 MiB/s"},
		{Name: "1.1 missing fsync", Old: "         fsync: IOPS=837.79\n", New: "\n"},
		{Name: "1.1 results without header", Old: "Doing random r/w test\n", New: "\n"},
	})
	prepareOnly := "sysbench 1.0.20\n\n4 files, 16384Kb each, 64Mb total\nCreating files for the test...\nExtra file open flags: (none)\n"
	if _, err := sysbench.Parser.ParseBytes([]byte(prepareOnly), "p"); !errors.As(err, new(*syntax.Error)) {
		t.Errorf("prepare only: %v, want a syntax error", err)
	}
	for _, in := range []string{"", "hello", "reads/s: 1\n", `{"jobs":[]}`} {
		if _, err := sysbench.Parser.ParseBytes([]byte(in), "x"); !errors.Is(err, sysbench.Parser.ErrUnrecognized) {
			t.Errorf("%q: %v, want ErrUnrecognized", in, err)
		}
	}
}

// TestThroughputIsIOPSTimesBlockSize checks every read and write row
// against the law bandwidth = IOPS x block size, within the rounding of
// the two figures sysbench prints to two decimals.
func TestThroughputIsIOPSTimesBlockSize(t *testing.T) {
	for _, name := range parsertest.Samples(t) {
		for _, r := range parsertest.Parse(t, sysbench.Parser.ParseBytes, name).Results {
			if r.Direction != datasets.DirectionRead && r.Direction != datasets.DirectionWrite {
				continue
			}
			parsertest.BandwidthIsIOPSTimesBlockSize(t, name, r, parsertest.Nearest, parsertest.Nearest)
		}
	}
}
