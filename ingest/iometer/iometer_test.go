package iometer_test

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/iopress/iopress/article"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/iometer"
	"github.com/iopress/iopress/ingest/syntax"
)

func samples(t testing.TB) []string {
	names, _ := filepath.Glob(filepath.Join("testdata", "*.csv"))
	if len(names) == 0 {
		t.Fatal("no samples")
	}
	return names
}

func parse(t testing.TB, path string) (*datasets.Dataset, []byte) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := iometer.Parser.Parse(bytes.NewReader(data), filepath.Base(path))
	if err != nil {
		t.Fatal(err)
	}
	return ds, data
}

// allRows reads the ALL rows straight from the file, by the column names
// of the header line before each.
func allRows(t *testing.T, data []byte) []map[string]string {
	var out []map[string]string
	var header []string
	for _, line := range strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n") {
		f := strings.Split(line, ",")
		switch {
		case strings.HasPrefix(line, "'Target Type,"):
			header = f
		case f[0] == "ALL":
			row := map[string]string{}
			for k, h := range header {
				row[h] = f[k]
			}
			out = append(out, row)
		}
	}
	if len(out) == 0 {
		t.Fatal("no ALL rows")
	}
	return out
}

// exact is a printed decimal times a unit, rounded once.
func exact(t *testing.T, printed string, unit float64) float64 {
	r, ok := new(big.Rat).SetString(printed)
	if !ok {
		t.Fatalf("%q is not a number", printed)
	}
	v, _ := r.Mul(r, new(big.Rat).SetFloat64(unit)).Float64()
	return v
}

// TestTotalsAreIOmeters: every ALL row's IOps, MBps (2^20 bytes), mean
// and maximum response time (ms) and CPU figures, per direction that did
// I/O, are in the rows exactly as IOmeter printed them, read here from the
// file by the columns' names; a direction without I/O gives no row.
func TestTotalsAreIOmeters(t *testing.T) {
	for _, path := range samples(t) {
		ds, data := parse(t, path)
		var want int
		i := 0
		for _, all := range allRows(t, data) {
			for _, d := range []string{"Read", "Write"} {
				if all[d+" I/Os"] == "0" {
					continue
				}
				want++
				if i >= len(ds.Results) {
					t.Fatalf("%s: %d rows, want more", path, len(ds.Results))
				}
				r := ds.Results[i]
				i++
				// IOmeter 1.1 names its bandwidth (of 2^20 bytes) so.
				mbps := d + " MBps"
				if _, ok := all[mbps]; !ok {
					mbps = d + " MiBps (Binary)"
				}
				if r.Direction != strings.ToLower(d) || r.JobName != all["Access Specification Name"] {
					t.Errorf("row %d: %s %s, want %s %s", i, r.Direction, r.JobName, d, all["Access Specification Name"])
				}
				for _, c := range []struct {
					column string
					unit   float64
					got    float64
				}{
					{d + " IOps", 1, r.IOPS}, {mbps, 1 << 20, r.BWBytesPerS},
					{"Average " + d + " Response Time", 1e6, r.LatMeanNs}, {"Maximum " + d + " Response Time", 1e6, r.LatMaxNs},
					{"% CPU Utilization", 1, r.CPUTotalPct}, {"% User Time", 1, r.CPUUsrPct}, {"% Privileged Time", 1, r.CPUSysPct},
				} {
					if w := exact(t, all[c.column], c.unit); c.got != w {
						t.Errorf("row %d: %s %v, IOmeter printed %s", i, c.column, c.got, all[c.column])
					}
				}
				if r.IOPSResolution != 1e-6 || math.Abs(r.BWResolutionBytesPerS-1e-6*(1<<20)) > 1e-12 || math.Abs(r.LatResolutionNs-1) > 1e-9 {
					t.Errorf("row %d: resolutions %v %v %v, want IOmeter's six decimals", i, r.IOPSResolution, r.BWResolutionBytesPerS, r.LatResolutionNs)
				}
			}
		}
		if len(ds.Results) != want {
			t.Errorf("%s: %d rows, the ALL rows have %d directions with I/O", path, len(ds.Results), want)
		}
	}
}

// TestCell: the cell is the access specification's (size, % reads,
// % random) and the ALL row's queue depth and workers; the disk names the
// system, the manager the host, its raw run time over its clock the run
// time.
func TestCell(t *testing.T) {
	ds, _ := parse(t, filepath.Join("testdata", "SQLServerIO__IometerParser__iometeroutput.csv"))
	// 8k 0% Read; 100% Random 8k: 8192,100,0,100,... then 8k 0% Read;
	// 0% Random 8k: 8192,100,0,0,...; queue depths 1 to 128.
	depths := []int64{1, 2, 4, 8, 16, 32, 64, 128}
	if len(ds.Results) != 16 {
		t.Fatalf("%d rows, want 16 write tests", len(ds.Results))
	}
	for i, r := range ds.Results {
		pattern := "random"
		if i >= 8 {
			pattern = "sequential"
		}
		if r.Pattern != pattern || r.BlockSizeBytes != 8192 || r.IODepth != depths[i%8] || r.NumJobs != 1 || !math.IsNaN(r.RWMixReadPct) {
			t.Errorf("row %d: %s %d QD%d jobs %d mix %v", i+1, r.Pattern, r.BlockSizeBytes, r.IODepth, r.NumJobs, r.RWMixReadPct)
		}
		if r.System != "Pliant LS300S P10" || r.Host != "JUDE1OLD" || r.Target != `8: "Pliant LS300S P10"` || r.ToolVersion != "2008.06.18" || r.Tool != "iometer" {
			t.Errorf("row %d: system %q host %q target %q version %q", i+1, r.System, r.Host, r.Target, r.ToolVersion)
		}
		// 140006556466 ticks at 2333000000 Hz, and so on: about a minute each.
		if !(r.RuntimeS > 59.9 && r.RuntimeS < 60.1) {
			t.Errorf("row %d: run time %v s, want the minute IOmeter ran each test", i+1, r.RuntimeS)
		}
	}
	if r := ds.Results[0]; r.RuntimeS != 140006556466.0/2333000000 {
		t.Errorf("run time %v, want the manager's 140006556466 raw ticks at 2333000000 Hz", r.RuntimeS)
	}
}

// TestWorkersAddUp: a worker's I/Os that do not add up to its manager's,
// or a manager's to the ALL row's, refuse the file at the row.
func TestWorkersAddUp(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "SQLServerIO__IometerParser__iometeroutput.csv"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	// The first test's Write I/Os, 71803, in its ALL, MANAGER, WORKER and
	// DISK rows: change the worker's only.
	w := strings.Index(text, "WORKER,Worker 1")
	bad := text[:w] + strings.Replace(text[w:], ",0,71803,", ",0,71804,", 1)
	_, err = iometer.Parser.ParseBytes([]byte(bad), "bad.csv")
	var se *syntax.Error
	if !errors.As(err, &se) || se.Column != "Write I/Os" || se.Line != strings.Count(text[:strings.Index(text, "MANAGER,")], "\n")+1 {
		t.Errorf("err = %v, want one at the first MANAGER row, column Write I/Os", err)
	}
}

func TestNotIOmeter(t *testing.T) {
	for _, in := range []string{"", "a,b\n1,2\n", "{}", "'Version\n1.1.0\n"} {
		if _, err := iometer.Parser.ParseBytes([]byte(in), "x.csv"); !errors.Is(err, iometer.Parser.ErrUnrecognized) {
			t.Errorf("%q: %v, want ErrUnrecognized", in, err)
		}
	}
}

// TestArticle: an IOmeter result file makes an article through
// article.Make: on its own a queue-depth sweep (IOmeter's tests step the
// outstanding I/Os), whose findings give the best IOPS the file's ALL rows
// printed, to three significant figures; asked for one, a comparison, with its tables.
func TestArticle(t *testing.T) {
	ds, data := parse(t, filepath.Join("testdata", "SQLServerIO__IometerParser__iometeroutput.csv"))
	best := 0.0
	for _, all := range allRows(t, data) {
		if strings.Contains(all["Access Specification Name"], "100% Random") {
			best = max(best, exact(t, all["Write IOps"], 1))
		}
	}
	art, kind, err := article.Make(ds, article.Settings{})
	if err != nil || kind != article.Sweep {
		t.Fatalf("article.Make: %v, kind %s; want a sweep", err, kind)
	}
	// Sentences give about three significant figures (the tables keep
	// the file's): 19,537 as 19,500.
	step := math.Pow(10, math.Floor(math.Log10(best))-2)
	want := fmt.Sprintf("peaks at %s IOPS", thousands(math.Round(best/step)*step))
	if len(art.Findings) == 0 || !strings.Contains(art.Findings[0], want) {
		t.Errorf("findings %q, want the first to say %q", art.Findings, want)
	}
	art, kind, err = article.Make(ds, article.Settings{Kind: article.Comparison})
	if err != nil || kind != article.Comparison || len(art.Tables) == 0 {
		t.Errorf("a comparison: %v, kind %s", err, kind)
	}
}

// thousands writes 19537 as 19,537.
func thousands(v float64) string {
	s := fmt.Sprintf("%.0f", v)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// TestGolden: what every sample gives, row by row, and its time series by
// its first and last samples (TestInstantaneous checks every one against
// the file), kept in testdata/golden.
func TestGolden(t *testing.T) {
	for _, path := range append(samples(t), filepath.Join("testdata", instSample)) {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			var ds *datasets.Dataset
			if name == instSample {
				var err error
				if ds, err = iometer.Parser.ParseBytes(instData(t), strings.TrimSuffix(name, ".gz")); err != nil {
					t.Fatal(err)
				}
			} else {
				ds, _ = parse(t, path)
			}
			var b strings.Builder
			for _, s := range ds.Sources {
				fmt.Fprintf(&b, "source: %+v\n", s)
			}
			for i, r := range ds.Results {
				fmt.Fprintf(&b, "result %d: %+v\n", i+1, r)
			}
			if n := len(ds.Series); n > 0 {
				fmt.Fprintf(&b, "samples: %d\n", n)
				for i, s := range ds.Series {
					if i < 6 || i >= n-6 {
						fmt.Fprintf(&b, "sample %d: %s\n", i+1, parsertest.Fields(s))
					}
				}
			}
			parsertest.CheckGolden(t, filepath.Join("testdata", "golden", name+".golden"), b.String())
		})
	}
}

func FuzzParse(f *testing.F) {
	for _, path := range samples(f) {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("'Test Type,Test Description\n0,x\n'Results\n'Target Type,Target Name,Access Specification Name,Read IOps,Read I/Os\nALL,All,s,1.5,3\n"))
	f.Add(instExcerpt(f, 2))
	f.Fuzz(func(t *testing.T, data []byte) {
		ds, err := iometer.Parser.ParseBytes(data, "fuzz.csv")
		if err != nil {
			var se *syntax.Error
			if !errors.Is(err, iometer.Parser.ErrUnrecognized) && !errors.As(err, &se) {
				t.Fatalf("error %v (%T) is neither ErrUnrecognized nor a *syntax.Error", err, err)
			}
			if ds != nil {
				t.Fatal("a dataset with the error")
			}
			return
		}
		for i, r := range ds.Results {
			if err := r.Validate(); err != nil {
				t.Fatalf("row %d: %v", i+1, err)
			}
		}
		for i, s := range ds.Series {
			for _, v := range []float64{s.IOPS, s.BWBytesPerS, s.LatNs} {
				if v < 0 || math.IsInf(v, 0) || s.TimeNs < 0 {
					t.Fatalf("sample %d: %+v", i+1, s)
				}
			}
		}
	})
}
