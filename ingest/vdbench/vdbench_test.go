package vdbench_test

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/ingest/vdbench"
)

func TestGolden(t *testing.T) { parsertest.Golden(t, vdbench.Parser.ParseBytes) }

func FuzzParse(f *testing.F) {
	parsertest.Fuzz(f, &vdbench.Parser,
		"tod Run Interval rate MB/sec read% resp resp_max resp_std xfersize threads rdpct seekpct\n1 r avg_1-2 1 1 50 1 1 1 4096 1 50 100\n")
}

// expected is a row an average line should make: its run, direction or
// test, and its figures as vdbench printed them.
type expected struct {
	run, direction, test     string
	rate, mb, resp, max, std string
}

// expectedRows reads a flatfile apart from the parser, by its own header
// lines, and says the rows each average line (Interval avg_A-B) should
// make: the raw I/O layout's one row of rate, MB/sec and resp, the
// file-system layout's row per direction (Read_rate, MB_read, Read_resp,
// ...) and per metadata operation (Create_rate, ...) that did any
// operation; none of a run that did none.
func expectedRows(text string) []expected {
	var header []string
	var out []expected
	zero := func(s string) bool { x, err := strconv.ParseFloat(s, 64); return err == nil && x == 0 }
	for _, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		if len(f) > 0 && f[0] == "tod" {
			header = f
			continue
		}
		v := map[string]string{}
		for k := range min(len(f), len(header)) {
			v[header[k]] = f[k]
		}
		if !strings.HasPrefix(v["Interval"], "avg_") {
			continue
		}
		if _, fileSystem := v["Read_rate"]; !fileSystem {
			if !zero(v["rate"]) {
				out = append(out, expected{v["Run"], "", "", v["rate"], v["MB/sec"], v["resp"], v["resp_max"], v["resp_std"]})
			}
			continue
		}
		for _, d := range []string{"Read", "Write"} {
			if !zero(v[d+"_rate"]) {
				out = append(out, expected{v["Run"], strings.ToLower(d), "", v[d+"_rate"], v["MB_"+strings.ToLower(d)], v[d+"_resp"], v[d+"_resp_max"], v[d+"_resp_std"]})
			}
		}
		for _, c := range header {
			op, ok := strings.CutSuffix(c, "_rate")
			if ok && op != "Read" && op != "Write" && v[c] != "" && !zero(v[c]) {
				out = append(out, expected{run: v["Run"], test: op, rate: v[c], resp: v[op+"_resp"], max: v[op+"_resp_max"], std: v[op+"_resp_std"]})
			}
		}
	}
	return out
}

// TestAveragesAreTheRows finds each row an average line should make among
// the rows, with vdbench's figures exactly: rates as IOPS or scores,
// MB/sec times 2^20 as bytes/s, response times in ms times 10^6 as ns.
func TestAveragesAreTheRows(t *testing.T) {
	ms := func(s string) float64 {
		if s == "" {
			return math.NaN()
		}
		return float64(parsertest.Scaled(t, s, 6))
	}
	same := func(a, b float64) bool { return a == b || math.IsNaN(a) && math.IsNaN(b) }
	for _, name := range parsertest.Samples(t) {
		ds := parsertest.Parse(t, vdbench.Parser.ParseBytes, name)
		want := expectedRows(string(parsertest.Read(t, name)))
		for _, e := range want {
			rate := float64(parsertest.Scaled(t, e.rate, 4)) / 1e4
			found := false
			for _, r := range ds.Results {
				if r.JobName != e.run || !same(r.LatMeanNs, ms(e.resp)) || !same(r.LatMaxNs, ms(e.max)) || !same(r.LatStddevNs, ms(e.std)) {
					continue
				}
				if e.test != "" {
					found = found || r.Test == e.test && r.Score == rate && r.ScoreHigherIsBetter
					continue
				}
				bw := float64(parsertest.Scaled(t, e.mb, 4)*(1<<20)) / 1e4
				found = found || r.Test == "" && r.IOPS == rate && r.BWBytesPerS == bw && (e.direction == "" || r.Direction == e.direction)
			}
			if !found {
				t.Errorf("%s: %+v is in no row", name, e)
			}
		}
		if len(want) == 0 || len(want) != len(ds.Results) {
			t.Errorf("%s: %d rows expected, %d made", name, len(want), len(ds.Results))
		}
	}
}

// TestWorkload: the requested transfer size, threads, read and seek
// shares are the row's workload; a whole read or write run is a read or
// write row; CPU is the machine's where vdbench measured it.
func TestWorkload(t *testing.T) {
	ds := parsertest.Parse(t, vdbench.Parser.ParseBytes, "vdbconvert-flatfile.html")
	for _, r := range ds.Results {
		if r.BlockSizeBytes != 4096 || r.NumJobs != 2 || r.IODepth != 1 || r.Pattern != datasets.PatternRandom ||
			r.Direction != datasets.DirectionMixed || r.RWMixReadPct != 75 || r.Aggregation != datasets.AggregationMean {
			t.Errorf("row %+v", r)
		}
	}
	if r := ds.Results[2]; r.JobName != "rd3" || r.CPUTotalPct != 11.3999 || r.CPUUsrPct != 9.9272 || r.CPUSysPct != 1.4726 {
		t.Errorf("rd3 CPU: %+v", r)
	}
	good := string(parsertest.Read(t, "tiger7z-vdbench50407-flatfile.html"))
	const avg = "rd1  avg_2-5 100 105.25 0.1028 1024 51.0689 0.026 0.0152 0.0372 0.123 0.063 0.123 0.0221 0.01 0.0255 1024 8 50 0 0 100"
	for _, tc := range []struct {
		rdpct, seekpct, direction, pattern string
	}{
		{"100", "0", datasets.DirectionRead, datasets.PatternSequential},
		{"0", "100", datasets.DirectionWrite, datasets.PatternRandom},
		{"n/a", "50", datasets.DirectionMixed, ""},
	} {
		edited := strings.Replace(avg, "1024 8 50 0 0 100", "1024 8 "+tc.rdpct+" 0 0 "+tc.seekpct, 1)
		in := strings.Replace(good, avg, edited, 1)
		if in == good {
			t.Fatal("the edit did not apply")
		}
		ds, err := vdbench.Parser.ParseBytes([]byte(in), "x")
		if err != nil {
			t.Fatal(err)
		}
		r := ds.Results[0]
		if r.Direction != tc.direction || r.Pattern != tc.pattern {
			t.Errorf("rdpct %s seekpct %s: %s %q", tc.rdpct, tc.seekpct, r.Direction, r.Pattern)
		}
		if tc.rdpct == "n/a" && r.RWMixReadPct != 51.0689 {
			t.Errorf("rdpct n/a: read share %v, want the observed read%%", r.RWMixReadPct)
		}
	}
}

// TestCPUUsedIsUserPlusKernel: vdbench 5.04.06's file-system flatfile
// prints cpu_user where cpu_used belongs (its rd1: 1.7454, 1.7454,
// 3.4581; its totals.html: total 5.2, sys 3.46); such a total is left
// out, user and system kept, and the notes say so. A right one is kept.
func TestCPUUsedIsUserPlusKernel(t *testing.T) {
	ds := parsertest.Parse(t, vdbench.Parser.ParseBytes, "hero0906-vdbench50406-fsd-flatfile.html")
	for _, r := range ds.Results {
		if !math.IsNaN(r.CPUTotalPct) || math.IsNaN(r.CPUUsrPct) || math.IsNaN(r.CPUSysPct) {
			t.Errorf("%s %s: CPU total %v, user %v, system %v: want the total left out, the others kept", r.JobName, r.Test, r.CPUTotalPct, r.CPUUsrPct, r.CPUSysPct)
		}
	}
	if !strings.Contains(ds.Sources[0].Notes, "cpu_used 1.7454 is not cpu_user 1.7454 + cpu_kernel 3.4581") {
		t.Errorf("notes %q: want the left out total said", ds.Sources[0].Notes)
	}
	for _, r := range parsertest.Parse(t, vdbench.Parser.ParseBytes, "litmus-vdbench50402-fsd-flatfile.html").Results {
		if math.Abs(r.CPUTotalPct-(r.CPUUsrPct+r.CPUSysPct)) > 0.0002 {
			t.Errorf("%s: CPU total %v, user %v, system %v", r.JobName, r.CPUTotalPct, r.CPUUsrPct, r.CPUSysPct)
		}
	}
}

func TestDamage(t *testing.T) {
	good := string(parsertest.Read(t, "tiger7z-vdbench50407-flatfile.html"))
	parsertest.Broken(t, vdbench.Parser.ParseBytes, good, []parsertest.Edit{
		{Name: "rate", Old: "rd1  avg_2-5 100 105.25", New: "rd1  avg_2-5 100 105.x5"},
		{Name: "interval", Old: "rd1 3 100 115", New: "rd1 third 100 115"},
		{Name: "threads", Old: "1024 8 50 0 0 100 0.0391 n/a 1 n/a 0.0026", New: "1024 8.5 50 0 0 100 0.0391 n/a 1 n/a 0.0026"},
		{Name: "too many values", Old: "0.0027 n/a n/a n/a n/a n/a \n", New: "0.0027 n/a n/a n/a n/a n/a 7 \n"},
		{Name: "missing column", Old: " resp_max read_max ", New: " read_max "},
		{Name: "data before header", Old: "         tod ", New: "         t0d "},
	})
	// A file with the run cut before its average line has no result.
	cut := good[:strings.Index(good, "21:16:15.033")]
	if _, err := vdbench.Parser.ParseBytes([]byte(strings.Replace(cut, "avg_2-1", "1", 1)), "cut"); !errors.As(err, new(*syntax.Error)) {
		t.Errorf("no average line: %v, want a syntax error", err)
	}
	for _, in := range []string{"", "hello", "tod is a word\n", `{"jobs":[]}`, "a b c\n1 2 3\n"} {
		if _, err := vdbench.Parser.ParseBytes([]byte(in), "x"); !errors.Is(err, vdbench.Parser.ErrUnrecognized) {
			t.Errorf("%q: %v, want ErrUnrecognized", in, err)
		}
	}
}

// TestThroughputIsIOPSTimesBlockSize checks every row of reads or writes
// against the law bandwidth = IOPS x transfer size, within the rounding of
// the two figures vdbench prints.
func TestThroughputIsIOPSTimesBlockSize(t *testing.T) {
	for _, name := range parsertest.Samples(t) {
		for _, r := range parsertest.Parse(t, vdbench.Parser.ParseBytes, name).Results {
			if r.Test != "" || r.BlockSizeBytes == 0 {
				continue
			}
			parsertest.BandwidthIsIOPSTimesBlockSize(t, name, r, parsertest.Nearest, parsertest.Nearest)
		}
	}
}
