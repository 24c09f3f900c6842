package vdbench_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/ingest/vdbench"
)

func TestGolden(t *testing.T) { parsertest.Golden(t, vdbench.ParseBytes) }

func FuzzParse(f *testing.F) {
	parsertest.Fuzz(f, vdbench.ParseBytes, vdbench.ErrUnrecognized,
		"tod Run Interval rate MB/sec read% resp resp_max resp_std xfersize threads rdpct seekpct\n1 r avg_1-2 1 1 50 1 1 1 4096 1 50 100\n")
}

// TestAveragesAreTheRows reads each average line (Interval avg_A-B) by
// the file's own header and finds its run's row with vdbench's figures,
// exactly: rate as IOPS, MB/sec times 2^20 as bytes/s, resp, resp_max and
// resp_std in ms times 10^6 as ns; an average over no interval has none.
func TestAveragesAreTheRows(t *testing.T) {
	for _, name := range parsertest.Samples(t) {
		ds := parsertest.Parse(t, vdbench.ParseBytes, name)
		var header []string
		averages := 0
		for _, l := range strings.Split(string(parsertest.Read(t, name)), "\n") {
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
			var first, last int
			if _, err := parseAverage(v["Interval"], &first, &last); err != nil {
				t.Fatal(err)
			}
			var rows []datasets.Result
			for _, r := range ds.Results {
				if r.JobName == v["Run"] {
					rows = append(rows, r)
				}
			}
			if last < first {
				if len(rows) != 0 {
					t.Errorf("%s: %s %s averages no interval, but has rows %+v", name, v["Run"], v["Interval"], rows)
				}
				continue
			}
			averages++
			if len(rows) != 1 {
				t.Fatalf("%s: run %s: %d rows, want 1", name, v["Run"], len(rows))
			}
			r := rows[0]
			want := map[string][2]float64{
				"rate":     {r.IOPS, float64(parsertest.Scaled(t, v["rate"], 4)) / 1e4},
				"MB/sec":   {r.BWBytesPerS, float64(parsertest.Scaled(t, v["MB/sec"], 4)*(1<<20)) / 1e4},
				"resp":     {r.LatMeanNs, float64(parsertest.Scaled(t, v["resp"], 6))},
				"resp_max": {r.LatMaxNs, float64(parsertest.Scaled(t, v["resp_max"], 6))},
				"resp_std": {r.LatStddevNs, float64(parsertest.Scaled(t, v["resp_std"], 6))},
				"N":        {float64(r.AggregationN), float64(last - first + 1)},
			}
			for col, w := range want {
				if w[0] != w[1] {
					t.Errorf("%s: run %s: %s %v, want %v", name, v["Run"], col, w[0], w[1])
				}
			}
		}
		if averages == 0 || averages != len(ds.Results) {
			t.Errorf("%s: %d average lines, %d rows", name, averages, len(ds.Results))
		}
	}
}

// parseAverage reads avg_FIRST-LAST, apart from the parser.
func parseAverage(s string, first, last *int) (int, error) {
	a, b, ok := strings.Cut(strings.TrimPrefix(s, "avg_"), "-")
	if !ok {
		return 0, errors.New("no dash in " + s)
	}
	var err error
	if *first, err = strconv.Atoi(a); err != nil {
		return 0, err
	}
	*last, err = strconv.Atoi(b)
	return 2, err
}

// TestWorkload: the requested transfer size, threads, read and seek
// shares are the row's workload; a whole read or write run is a read or
// write row; CPU is the machine's where vdbench measured it.
func TestWorkload(t *testing.T) {
	ds := parsertest.Parse(t, vdbench.ParseBytes, "vdbconvert-flatfile.html")
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
		ds, err := vdbench.ParseBytes([]byte(in), "x")
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

func TestDamage(t *testing.T) {
	good := string(parsertest.Read(t, "tiger7z-vdbench50407-flatfile.html"))
	parsertest.Broken(t, vdbench.ParseBytes, good, []parsertest.Edit{
		{Name: "rate", Old: "rd1  avg_2-5 100 105.25", New: "rd1  avg_2-5 100 105.x5"},
		{Name: "interval", Old: "rd1 3 100 115", New: "rd1 third 100 115"},
		{Name: "threads", Old: "1024 8 50 0 0 100 0.0391 n/a 1 n/a 0.0026", New: "1024 8.5 50 0 0 100 0.0391 n/a 1 n/a 0.0026"},
		{Name: "too many values", Old: "0.0027 n/a n/a n/a n/a n/a \n", New: "0.0027 n/a n/a n/a n/a n/a 7 \n"},
		{Name: "missing column", Old: " resp_max read_max ", New: " read_max "},
		{Name: "data before header", Old: "         tod ", New: "         t0d "},
	})
	// A file with the run cut before its average line has no result.
	cut := good[:strings.Index(good, "21:16:15.033")]
	if _, err := vdbench.ParseBytes([]byte(strings.Replace(cut, "avg_2-1", "1", 1)), "cut"); !errors.As(err, new(*syntax.Error)) {
		t.Errorf("no average line: %v, want a syntax error", err)
	}
	for _, in := range []string{"", "hello", "tod is a word\n", `{"jobs":[]}`, "a b c\n1 2 3\n"} {
		if _, err := vdbench.ParseBytes([]byte(in), "x"); !errors.Is(err, vdbench.ErrUnrecognized) {
			t.Errorf("%q: %v, want ErrUnrecognized", in, err)
		}
	}
}
