package analyze_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// row makes a result for synthetic tests.
func row(system, pattern, direction string, bs int64, bw, cpu float64) datasets.Result {
	r := datasets.NewResult()
	r.System, r.Pattern, r.Direction, r.BlockSizeBytes = system, pattern, direction, bs
	r.BWBytesPerS, r.CPUTotalPct = bw, cpu
	return r
}

func find(t *testing.T, a *analyze.Analysis, cell string, metric analyze.Metric) *analyze.Comparison {
	t.Helper()
	for i := range a.Comparisons {
		if a.Comparisons[i].Cell.String() == cell && a.Comparisons[i].Metric.Name == metric.Name {
			return &a.Comparisons[i]
		}
	}
	t.Fatalf("no comparison of %s in %s", metric.Name, cell)
	return nil
}

// published returns a figure of article 1 as the bundled rows hold it.
func published(t *testing.T, rows []datasets.Result, system, pattern, dir string, bs int64, m analyze.Metric) float64 {
	t.Helper()
	for i := range rows {
		r := &rows[i]
		if r.System == system && r.Pattern == pattern && r.Direction == dir && r.BlockSizeBytes == bs {
			return m.Value(r)
		}
	}
	t.Fatalf("no row %s %s %s %d", system, pattern, dir, bs)
	return 0
}

func TestArticle1Claims(t *testing.T) {
	ds, err := datasets.Bundled("article1")
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if a.Grouping != analyze.GroupedByFirstWord || len(a.Groups) != 2 {
		t.Fatalf("groups = %v (%s), want Windows and Linux from the labels", a.Groups, a.Grouping)
	}

	// Random 64K read: Windows Native over the best Linux system (io_uring).
	c := find(t, a, "random 64K read", analyze.Bandwidth)
	wn := published(t, ds.Results, "Windows Native", "random", "read", 65536, analyze.Bandwidth)
	iou := published(t, ds.Results, "Linux io_uring", "random", "read", 65536, analyze.Bandwidth)
	if c.Winner != "Windows Native" || c.Challenger != "Linux io_uring" {
		t.Errorf("random 64K read: winner %q over %q, want Windows Native over Linux io_uring", c.Winner, c.Challenger)
	}
	if want := (wn/iou - 1) * 100; math.Abs(c.LeadPct-want) > 1e-9 || fmt.Sprintf("%.1f", c.LeadPct) != "17.3" {
		t.Errorf("lead = %v, want %v (17.3)", c.LeadPct, want)
	}

	// Sequential 128K read CPU: Windows Native uses 34.0% less than libaio.
	c = find(t, a, "sequential 128K read", analyze.CPUTotal)
	wnCPU := published(t, ds.Results, "Windows Native", "sequential", "read", 131072, analyze.CPUTotal)
	aioCPU := published(t, ds.Results, "Linux libaio", "sequential", "read", 131072, analyze.CPUTotal)
	if c.Winner != "Windows Native" || c.Challenger != "Linux libaio" {
		t.Errorf("seq 128K read CPU: %q vs %q, want Windows Native vs Linux libaio", c.Winner, c.Challenger)
	}
	if want := (1 - wnCPU/aioCPU) * 100; math.Abs(c.LeadPct-want) > 1e-9 || fmt.Sprintf("%.1f", c.LeadPct) != "34.0" {
		t.Errorf("CPU saving = %v, want %v (34.0)", c.LeadPct, want)
	}

	// Random 64K write bandwidth, 7.651 to 7.655 GiB/s: a tie, not a win.
	c = find(t, a, "random 64K write", analyze.Bandwidth)
	if c.Winner != "" || len(c.Tied) != 4 || !c.GroupTie || c.WinnerGroup != "" {
		t.Errorf("random 64K write: winner %q, tied %v, group tie %v; want a four-way tie", c.Winner, c.Tied, c.GroupTie)
	}

	// Win counts by platform: Windows 3 of 4 read bandwidth results, Linux
	// 3 of 4 writes with the fourth a tie.
	want := map[string][2]int{"Windows/read": {3, 0}, "Linux/read": {1, 0}, "Windows/write": {0, 1}, "Linux/write": {3, 1}}
	for _, w := range a.GroupWins {
		if w.Family != analyze.FamilyBandwidth {
			continue
		}
		exp := want[w.Name+"/"+w.Direction]
		if w.Wins != exp[0] || w.Ties != exp[1] || w.Cells != 4 {
			t.Errorf("%s %s: %d wins %d ties of %d, want %d wins %d ties of 4", w.Name, w.Direction, w.Wins, w.Ties, w.Cells, exp[0], exp[1])
		}
	}
	// Windows Native has the lowest CPU in 3 of 4 reads and 3 of 4 writes.
	for _, w := range a.SystemWins {
		if w.Name == "Windows Native" && w.Family == analyze.FamilyCPU && w.Wins != 3 {
			t.Errorf("Windows Native CPU wins in %ss = %d, want 3", w.Direction, w.Wins)
		}
	}
}

func TestTieOnResolutionAlone(t *testing.T) {
	// 125,000 IOPS rounded to the nearest thousand cannot be told from
	// 125,406 even with the relative threshold off.
	a1, b1 := datasets.NewResult(), datasets.NewResult()
	for _, r := range []*datasets.Result{&a1, &b1} {
		r.Pattern, r.Direction, r.BlockSizeBytes = "random", "write", 65536
	}
	a1.System, a1.IOPS, a1.IOPSResolution = "A", 125000, 1000
	b1.System, b1.IOPS, b1.IOPSResolution = "B", 125406, 1
	a, err := analyze.Compare([]datasets.Result{a1, b1}, analyze.Options{TiePct: -1})
	if err != nil {
		t.Fatal(err)
	}
	c := find(t, a, "random 64K write", analyze.IOPS)
	if c.Winner != "" || c.TieReason != "resolution" {
		t.Errorf("winner %q reason %q, want a tie on resolution", c.Winner, c.TieReason)
	}
	// 126,000 is clear of 125,406 +- 500.5.
	a1.IOPS = 126000
	a, _ = analyze.Compare([]datasets.Result{a1, b1}, analyze.Options{TiePct: -1})
	if c := find(t, a, "random 64K write", analyze.IOPS); c.Winner != "A" {
		t.Errorf("winner %q, want A", c.Winner)
	}
}

func TestDirectionOfBetter(t *testing.T) {
	rows := []datasets.Result{
		row("fast", "random", "read", 4096, 200e6, 40),
		row("slow", "random", "read", 4096, 100e6, 20),
	}
	a, err := analyze.Compare(rows, analyze.Options{Baseline: "slow"})
	if err != nil {
		t.Fatal(err)
	}
	bw := find(t, a, "random 4K read", analyze.Bandwidth)
	cpu := find(t, a, "random 4K read", analyze.CPUTotal)
	eff := find(t, a, "random 4K read", analyze.BytesPerCPU)
	if bw.Winner != "fast" || bw.LeadPct != 100 {
		t.Errorf("bandwidth: %q +%v, want fast +100", bw.Winner, bw.LeadPct)
	}
	if cpu.Winner != "slow" || cpu.LeadPct != 50 {
		t.Errorf("cpu: %q %v%% less, want slow 50", cpu.Winner, cpu.LeadPct)
	}
	// 200e6/40 = 5e6 and 100e6/20 = 5e6 per % CPU: a tie.
	if eff.Winner != "" {
		t.Errorf("efficiency: winner %q, want a tie", eff.Winner)
	}
	var sawBW, sawCPU bool
	for _, d := range a.Deltas {
		switch d.Metric.Name {
		case analyze.Bandwidth.Name:
			sawBW = d.Pct == 100 && d.Better
		case analyze.CPUTotal.Name:
			sawCPU = d.Pct == 100 && !d.Better
		}
	}
	if !sawBW || !sawCPU {
		t.Errorf("deltas against slow: %+v", a.Deltas)
	}
	if _, err := analyze.Compare(rows, analyze.Options{Baseline: "nope"}); err == nil {
		t.Error("unknown baseline accepted")
	}
}

func TestGrouping(t *testing.T) {
	tests := []struct {
		systems  []string
		platform map[string]string
		want     analyze.Grouping
		groups   int
	}{
		{[]string{"Linux a", "Linux b", "Windows c"}, nil, analyze.GroupedByFirstWord, 2},
		{[]string{"RAID0", "RAID1"}, nil, analyze.Ungrouped, 2},
		{[]string{"Linux a", "Linux b"}, nil, analyze.Ungrouped, 2},
		{[]string{"x", "y", "z"}, map[string]string{"x": "P", "y": "P", "z": "Q"}, analyze.GroupedByPlatform, 2},
	}
	for _, tt := range tests {
		var rows []datasets.Result
		for i, s := range tt.systems {
			r := row(s, "random", "read", 4096, float64(i+1)*1e6, 10)
			r.Platform = tt.platform[s]
			rows = append(rows, r)
		}
		a, err := analyze.Compare(rows, analyze.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if a.Grouping != tt.want || len(a.Groups) != tt.groups {
			t.Errorf("%v: grouping %s with %d groups, want %s with %d", tt.systems, a.Grouping, len(a.Groups), tt.want, tt.groups)
		}
	}
}

func TestWinCountsAndOutliers(t *testing.T) {
	var rows []datasets.Result
	// Three cells; A wins two, B one; C's CPU is an outlier in the first.
	for i, bs := range []int64{4096, 8192, 16384} {
		a, b, c := 300e6, 200e6, 100e6
		if i == 2 {
			a, b = b, a
		}
		cpuC := 10.0
		if i == 0 {
			cpuC = 40
		}
		rows = append(rows, row("A", "random", "read", bs, a, 10), row("B", "random", "read", bs, b, 11), row("C", "random", "read", bs, c, cpuC))
	}
	a, err := analyze.Compare(rows, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, w := range a.SystemWins {
		if w.Family == analyze.FamilyBandwidth {
			got[w.Name] = w.Wins
		}
	}
	if got["A"] != 2 || got["B"] != 1 || got["C"] != 0 {
		t.Errorf("bandwidth wins = %v, want A 2, B 1, C 0", got)
	}
	found := false
	for _, o := range a.Outliers {
		if o.Metric.Name == analyze.CPUTotal.Name && o.System == "C" && o.Cell.BlockSizeBytes == 4096 {
			found = o.OthersMedian == 10.5 && o.Ratio == 40/10.5
		}
	}
	if !found {
		t.Errorf("C's 40%% CPU against 10 and 11 not flagged with the right median: %+v", a.Outliers)
	}
}

func TestCompareRefusesEmpty(t *testing.T) {
	if _, err := analyze.Compare(nil, analyze.Options{}); err == nil {
		t.Error("empty table accepted")
	}
}

func ExampleCompare() {
	ds, _ := datasets.Bundled(datasets.DefaultBundled)
	a, _ := analyze.Compare(ds.Results, analyze.Options{})
	for _, c := range a.Comparisons {
		if c.Metric.Name == analyze.Bandwidth.Name && c.Cell.Pattern == "random" && c.Cell.Direction == "read" {
			fmt.Printf("%s: %s leads %s by %.1f%%\n", c.Cell, c.Best().System, c.Challenger, c.LeadPct)
		}
	}
	// Output:
	// random 4K read: Windows Native leads Linux io_uring by 5.8%
	// random 64K read: Windows Native leads Linux io_uring by 17.3%
}

// TestParallelJobsAreSummed reads fio's numjobs=4 run without
// group_reporting: the run's IOPS is the sum of its four jobs', read here
// straight from the JSON.
func TestParallelJobsAreSummed(t *testing.T) {
	const path = "../ingest/fio/testdata/numjobs4.json"
	ds, err := ingest.File(path)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	var doc struct {
		Jobs []struct {
			Read struct{ IOPS float64 } `json:"read"`
		} `json:"jobs"`
	}
	if err := json.Unmarshal(data, &doc); err != nil || len(doc.Jobs) != 4 {
		t.Fatalf("fixture: %v, %d jobs", err, len(doc.Jobs))
	}
	want := 0.0
	for _, j := range doc.Jobs {
		want += j.Read.IOPS
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := find(t, a, "random 4K read QD1 T4", analyze.IOPS)
	if len(c.Ranking) != 1 || math.Abs(c.Ranking[0].Value-want) > 1e-6*want || c.Ranking[0].N != 1 {
		t.Errorf("figure %+v, want one run of %v IOPS", c.Ranking, want)
	}
	if c.Winner != "" {
		t.Errorf("a cell of one system has winner %q", c.Winner)
	}
}

// TestCPUTimePerIO: fio's per-job CPU (usr_cpu + sys_cpu, percent of one
// core) over its IOPS, from the JSON; and whole-machine CPU times cores.
func TestCPUTimePerIO(t *testing.T) {
	const path = "../ingest/fio/testdata/psync-randread.json"
	ds, err := ingest.File(path)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	var doc struct {
		Jobs []struct {
			Usr  float64                `json:"usr_cpu"`
			Sys  float64                `json:"sys_cpu"`
			Read struct{ IOPS float64 } `json:"read"`
		} `json:"jobs"`
	}
	json.Unmarshal(data, &doc)
	j := doc.Jobs[0]
	want := (j.Usr + j.Sys) / 100 / j.Read.IOPS * 1e6
	if got := analyze.CPUPerIO(0).Value(&ds.Results[0]); math.Abs(got-want) > 1e-9*want {
		t.Errorf("CPU per I/O %v µs, want %v", got, want)
	}
	// Article 1's whole-machine CPU needs the core count: 2 x 128 cores.
	bundled, _ := datasets.Bundled(datasets.DefaultBundled)
	r := &bundled.Results[0] // Windows Non-Native, random 4K read: 72.67%, 1,598,959 IOPS
	if v := analyze.CPUPerIO(0).Value(r); !math.IsNaN(v) {
		t.Errorf("without cores: %v, want unknown", v)
	}
	if got, want := analyze.CPUPerIO(256).Value(r), 0.7267*256/1598959*1e6; math.Abs(got-want) > 1e-9 {
		t.Errorf("with 256 cores: %v µs, want %v", got, want)
	}
	// IOPS per core is the same cost turned over: the fio job's I/Os per
	// second of its own CPU, and article 1's per core of the machine's.
	if got, want := analyze.IOPSPerCore(0).Value(&ds.Results[0]), j.Read.IOPS/((j.Usr+j.Sys)/100); math.Abs(got-want) > 1e-9*want {
		t.Errorf("IOPS per core %v, want %v", got, want)
	}
	if got, want := analyze.IOPSPerCore(256).Value(r), 1598959/(0.7267*256); math.Abs(got-want) > 1e-9*want {
		t.Errorf("with 256 cores: %v IOPS per core, want %v", got, want)
	}
}

// TestLatencyKindsAreNotMixed: fio's completion latency and a total
// latency (iopress run's, or fio's with lat_percentiles) are different
// measures: a cell holding both gets no latency winner and a warning that
// says which system reports which, while its IOPS are still compared.
func TestLatencyKindsAreNotMixed(t *testing.T) {
	a1 := row("fio libaio", "random", "read", 4096, 400e6, math.NaN())
	a1.IOPS, a1.LatMeanNs, a1.LatKind = 100000, 25000, datasets.LatCompletion
	b1 := row("iopress libaio", "random", "read", 4096, 500e6, math.NaN())
	b1.IOPS, b1.LatMeanNs, b1.LatKind = 120000, 11000, datasets.LatTotal
	a, err := analyze.Compare([]datasets.Result{a1, b1}, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range a.Comparisons {
		if c.Metric.Family == analyze.FamilyLatency {
			t.Errorf("latency compared across kinds: %+v", c)
		}
	}
	find(t, a, "random 4K read", analyze.IOPS)
	found := false
	for _, w := range a.Warnings {
		var lk *analyze.LatencyKinds
		found = found || errors.As(w, &lk) && lk.Cell.String() == "random 4K read" &&
			slices.Equal(lk.Completion, []string{"fio libaio"}) && slices.Equal(lk.Total, []string{"iopress libaio"})
	}
	if !found {
		t.Errorf("warnings %v: want the latency kinds of random 4K read, fio libaio's completion and iopress libaio's total", a.Warnings)
	}
	// The same kind on both sides is compared as before.
	b1.LatKind = datasets.LatCompletion
	a, _ = analyze.Compare([]datasets.Result{a1, b1}, analyze.Options{})
	find(t, a, "random 4K read", analyze.LatencyMean)
}

// TestLatencyKindsOfRealRuns: a real fio psync run (completion latency)
// beside real iopress runs of the same cell (total latency,
// render/testdata/repeats): their IOPS are ranked, their latencies not.
func TestLatencyKindsOfRealRuns(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"../ingest/fio/testdata/psync-randread.json",
		"../render/testdata/repeats/psync", "../render/testdata/repeats/io_uring"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Cells) != 1 {
		t.Fatalf("cells %v: want the one cell all three measured", a.Cells)
	}
	if c := find(t, a, a.Cells[0].String(), analyze.IOPS); len(c.Ranking) != 3 {
		t.Errorf("IOPS ranks %d systems, want 3", len(c.Ranking))
	}
	for _, c := range a.Comparisons {
		if c.Metric.Family == analyze.FamilyLatency {
			t.Errorf("latency ranked across kinds: %s", c.Metric.Name)
		}
	}
	warned := false
	for _, w := range a.Warnings {
		var lk *analyze.LatencyKinds
		warned = warned || errors.As(w, &lk) && lk.Cell == a.Cells[0] && slices.Equal(lk.Completion, []string{"psync-randread"})
	}
	if !warned {
		t.Errorf("warnings %q: want the latency kinds named", a.Warnings)
	}
}
