package analyze_test

import (
	"encoding/csv"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// publishedCSV reads article 1's table straight from its CSV, independently
// of the parser: figure(system, "random read 4K", column).
func publishedCSV(t *testing.T) func(system, cell, column string) float64 {
	t.Helper()
	data, err := os.ReadFile("../datasets/reference/article1/published.csv")
	if err != nil {
		t.Fatal(err)
	}
	var body []string
	for _, l := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(l, "#") {
			body = append(body, l)
		}
	}
	recs, err := csv.NewReader(strings.NewReader(strings.Join(body, "\n"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range recs[0] {
		col[h] = i
	}
	return func(system, cell, column string) float64 {
		t.Helper()
		for _, r := range recs[1:] {
			if r[0] == system && r[1]+" "+r[2]+" "+r[3] == cell {
				v, err := strconv.ParseFloat(r[col[column]], 64)
				if err != nil {
					t.Fatal(err)
				}
				return v
			}
		}
		t.Fatalf("no %s %s in the CSV", system, cell)
		return 0
	}
}

func bundledAnalysis(t *testing.T, opts analyze.Options) *analyze.Analysis {
	t.Helper()
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, opts)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func findingsOf[T analyze.Finding](a *analyze.Analysis) []T {
	var out []T
	for _, f := range a.Findings() {
		if x, ok := f.(T); ok {
			out = append(out, x)
		}
	}
	return out
}

func same(a, b float64) bool { return near(a, b, 1e-9) }

// TestBothSidesOfALeadAreSized: Linux's write leads are sized as Windows's
// read leads are, each against the best system of the other platform, as
// the published figures give them: Linux leads random 4K write (1.876 vs
// 1.803), sequential 64K (52.283 vs 50.087) and 128K write (52.083 vs
// 50.477); Windows leads three reads and Linux the sequential 128K one
// (97.05 vs 92.562).
func TestBothSidesOfALeadAreSized(t *testing.T) {
	get := publishedCSV(t)
	a := bundledAnalysis(t, analyze.Options{})
	pct := func(x, y float64) float64 { return (x/y - 1) * 100 }
	want := map[string][]float64{
		"Linux write": {
			pct(get("Linux io_uring", "sequential write 128K", "bw_gib_s"), get("Windows Non-Native", "sequential write 128K", "bw_gib_s")),
			pct(get("Linux libaio", "random write 4K", "bw_gib_s"), get("Windows Non-Native", "random write 4K", "bw_gib_s")),
			pct(get("Linux libaio", "sequential write 64K", "bw_gib_s"), get("Windows Native", "sequential write 64K", "bw_gib_s")),
		},
		"Linux read": {pct(get("Linux libaio", "sequential read 128K", "bw_gib_s"), get("Windows Native", "sequential read 128K", "bw_gib_s"))},
		"Windows read": {
			pct(get("Windows Native", "random read 4K", "bw_gib_s"), get("Linux io_uring", "random read 4K", "bw_gib_s")),
			pct(get("Windows Native", "sequential read 64K", "bw_gib_s"), get("Linux libaio", "sequential read 64K", "bw_gib_s")),
			pct(get("Windows Native", "random read 64K", "bw_gib_s"), get("Linux io_uring", "random read 64K", "bw_gib_s")),
		},
	}
	var leads []*analyze.DirectionLeads = findingsOf[*analyze.DirectionLeads](a)
	if len(leads) != 2 {
		t.Fatalf("%d direction findings, want reads and writes", len(leads))
	}
	got := map[string][]float64{}
	for _, d := range leads {
		for _, c := range d.Counts {
			if len(c.Leads) != c.Wins {
				t.Errorf("%s %s: %d wins but %d sized", c.Name, d.Direction, c.Wins, len(c.Leads))
			}
			for _, l := range c.Leads {
				got[c.Name+" "+d.Direction] = append(got[c.Name+" "+d.Direction], l.Pct)
			}
		}
	}
	for k, w := range want {
		g := got[k]
		slices.Sort(g)
		slices.Sort(w)
		if len(g) != len(w) {
			t.Errorf("%s: leads %v, want %v", k, g, w)
			continue
		}
		for i := range w {
			if !same(g[i], w[i]) {
				t.Errorf("%s: leads %v, want %v", k, g, w)
			}
		}
	}
	if len(got) != len(want) {
		t.Errorf("sized leads %v, want only %v", got, want)
	}
}

// TestLeadsCountOnlyWhatASystemRan: a system measured in some workloads
// only is counted over those: one that won both it ran leads 2 of the 2,
// not 2 of 3.
func TestLeadsCountOnlyWhatASystemRan(t *testing.T) {
	rows := []datasets.Result{
		row("A", "random", "read", 4096, 300e6, 10), row("B", "random", "read", 4096, 200e6, 10), row("C", "random", "read", 4096, 100e6, 10),
		row("A", "random", "read", 8192, 300e6, 10), row("B", "random", "read", 8192, 200e6, 10),
		row("B", "random", "read", 16384, 300e6, 10), row("C", "random", "read", 16384, 200e6, 10),
	}
	a, err := analyze.Compare(rows, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range a.SystemWins {
		if w.Family != analyze.FamilyBandwidth {
			continue
		}
		want := map[string][2]int{"A": {2, 2}, "B": {1, 3}, "C": {0, 2}}[w.Name]
		if w.Wins != want[0] || w.Present != want[1] || w.Cells != 3 {
			t.Errorf("%s: %d wins of %d it ran (%d compared), want %d of %d (3)", w.Name, w.Wins, w.Present, w.Cells, want[0], want[1])
		}
	}
}

// TestCPUIsComparedPerUnitOfWork: "less CPU" is a saving only where two
// systems did the same work. Where one did 36% less work for 27% less CPU
// (the article's Windows Non-Native against Linux io_uring in random 4K
// read: 6.1 GiB/s at 72.67% against 9.504 at 99.76%), it is less efficient,
// and no saving is found; where both did the same work, it is.
func TestCPUIsComparedPerUnitOfWork(t *testing.T) {
	const gib = 1 << 30
	rows := []datasets.Result{
		// Less work for less CPU: no saving.
		row("Windows", "random", "read", 4096, 6.1*gib, 72.67), row("Linux", "random", "read", 4096, 9.504*gib, 99.76),
		// The same work (within the 1% tie threshold) for 30% less CPU.
		row("Windows", "random", "write", 4096, 2.000*gib, 14), row("Linux", "random", "write", 4096, 2.010*gib, 20),
	}
	a, err := analyze.Compare(rows, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	savings := findingsOf[*analyze.CPUSaving](a)
	if len(savings) != 1 {
		t.Fatalf("savings %+v, want the one of the same work", savings)
	}
	if s := savings[0]; s.Cell.Direction != "write" || s.Lower != "Windows" || !same(s.Pct, (1-14.0/20)*100) {
		t.Errorf("saving %+v, want Windows's 30%% in the write", s)
	}
	// Per unit of CPU the reads go to Linux: 9.504/99.76 against 6.1/72.67,
	// 13.5% more bandwidth per % of CPU.
	eff := find(t, a, "random 4K read", analyze.BytesPerCPU)
	if want := ((9.504/99.76)/(6.1/72.67) - 1) * 100; eff.Winner != "Linux" || !same(eff.LeadPct, want) {
		t.Errorf("efficiency in the reads: %s ahead by %v%%, want Linux by %v%%", eff.Winner, eff.LeadPct, want)
	}
}

// TestCPUBound: in article 1's random 4K read both Linux stacks run the
// machine's CPU at 99.77% and 99.76%: CPU-bound, where Windows Native
// moves the most at 74.22%. No other cell reaches 95%.
func TestCPUBound(t *testing.T) {
	get := publishedCSV(t)
	a := bundledAnalysis(t, analyze.Options{})
	bound := findingsOf[*analyze.CPUBound](a)
	if len(bound) != 1 {
		t.Fatalf("CPU-bound findings %+v, want one", bound)
	}
	b := bound[0]
	if b.Cell.String() != "random 4K read" || !slices.Equal(b.Systems, []string{"Linux libaio", "Linux io_uring"}) {
		t.Fatalf("bound %s on %v, want random 4K read on both Linux stacks", b.Cell, b.Systems)
	}
	for i, s := range b.Systems {
		if b.CPU[i] != get(s, "random read 4K", "cpu_total_pct") {
			t.Errorf("%s at %v%% CPU, want %v", s, b.CPU[i], get(s, "random read 4K", "cpu_total_pct"))
		}
	}
	if b.Free != "Windows Native" || b.FreeCPU != get("Windows Native", "random read 4K", "cpu_total_pct") {
		t.Errorf("free system %s at %v%%, want Windows Native at 74.22%%", b.Free, b.FreeCPU)
	}
}

// TestCPUCostIsOneFindingAboveAFloor: Linux libaio's costly random writes
// are one finding of its two cells, their ratios the CPU per GiB/s over the
// others' median, from the table; a system at twice the CPU of others at
// 1% and 2% is no finding, being a point of the machine.
func TestCPUCostIsOneFindingAboveAFloor(t *testing.T) {
	get := publishedCSV(t)
	a := bundledAnalysis(t, analyze.Options{})
	costs := findingsOf[*analyze.CPUCost](a)
	if len(costs) != 1 || costs[0].System != "Linux libaio" || len(costs[0].Cells) != 2 {
		t.Fatalf("CPU cost findings %+v, want one of Linux libaio's two random writes", costs)
	}
	for _, c := range costs[0].Cells {
		cell := c.Cell.Pattern + " " + c.Cell.Direction + " " + strings.TrimSuffix(c.Cell.String()[len(c.Cell.Pattern)+1:], " "+c.Cell.Direction)
		cost := func(s string) float64 { return get(s, cell, "cpu_total_pct") / get(s, cell, "bw_gib_s") }
		others := []float64{cost("Windows Non-Native"), cost("Windows Native"), cost("Linux io_uring")}
		slices.Sort(others)
		if want := cost("Linux libaio") / others[1]; !same(c.Ratio, want) {
			t.Errorf("%s: ratio %v, want %v", cell, c.Ratio, want)
		}
	}
	rows := []datasets.Result{
		row("A", "random", "read", 4096, 1e9, 2), row("B", "random", "read", 4096, 1e9, 1), row("C", "random", "read", 4096, 1e9, 1),
	}
	small, err := analyze.Compare(rows, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c := findingsOf[*analyze.CPUCost](small); len(c) != 0 {
		t.Errorf("2%% against 1%% reported: %+v", c)
	}
}

// TestHardwareBound: article 1's random 64K write ties on all four
// systems at 7.651 to 7.655 GiB/s with their CPU at 9.33% to 20.07%: over
// the 15 drives of its setup, the median of the four a drive. Without the
// drive count, no such finding.
func TestHardwareBound(t *testing.T) {
	get := publishedCSV(t)
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	drives := analyze.DrivesInSetup(ds.Sources)
	if drives != 15 {
		t.Fatalf("drives in the setup: %d, want 15 (\"15x Solidigm P5316\")", drives)
	}
	hw := findingsOf[*analyze.HardwareBound](bundledAnalysis(t, analyze.Options{Drives: drives}))
	if len(hw) != 1 || hw[0].Cell.String() != "random 64K write" {
		t.Fatalf("hardware-bound findings %+v, want random 64K write", hw)
	}
	var bw []float64
	for _, s := range []string{"Windows Non-Native", "Windows Native", "Linux libaio", "Linux io_uring"} {
		bw = append(bw, get(s, "random write 64K", "bw_gib_s"))
	}
	slices.Sort(bw)
	if want := (bw[1] + bw[2]) / 2 / 15 * (1 << 30); !same(hw[0].PerDrive, want) {
		t.Errorf("per drive %v, want %v", hw[0].PerDrive, want)
	}
	if hw[0].CPULow != get("Windows Native", "random write 64K", "cpu_total_pct") || hw[0].CPUHigh != get("Linux libaio", "random write 64K", "cpu_total_pct") {
		t.Errorf("CPU %v to %v, want 9.33 to 20.07", hw[0].CPULow, hw[0].CPUHigh)
	}
	if len(findingsOf[*analyze.HardwareBound](bundledAnalysis(t, analyze.Options{}))) != 0 {
		t.Error("a hardware limit found without knowing the drives")
	}
}

// TestPlatformPairs: within Windows, Native against Non-Native, and within
// Linux, libaio against io_uring, the comparisons an expert makes first:
// Native's largest lead is random 4K read, 10.058 against 6.1 GiB/s.
func TestPlatformPairs(t *testing.T) {
	get := publishedCSV(t)
	pairs := findingsOf[*analyze.PlatformPair](bundledAnalysis(t, analyze.Options{}))
	if len(pairs) != 2 {
		t.Fatalf("pairs %+v, want Windows's and Linux's", pairs)
	}
	for _, p := range pairs {
		if p.Cells != 8 || len(p.Sides[0].Leads)+len(p.Sides[1].Leads)+p.Ties != 8 {
			t.Errorf("%s: %d cells, %d and %d leads and %d ties", p.Group, p.Cells, len(p.Sides[0].Leads), len(p.Sides[1].Leads), p.Ties)
		}
		if p.Group != "Windows" {
			continue
		}
		top := p.Sides[0].Leads[0]
		want := (get("Windows Native", "random read 4K", "bw_gib_s")/get("Windows Non-Native", "random read 4K", "bw_gib_s") - 1) * 100
		if p.Sides[0].System != "Windows Native" || top.Cell.String() != "random 4K read" || !same(top.Pct, want) {
			t.Errorf("Windows: %s leads most, largest %s by %v%%, want Windows Native in random 4K read by %v%%", p.Sides[0].System, top.Cell, top.Pct, want)
		}
	}
	// Ranked: the two pairs come before the comparisons ranked by effect,
	// after the direction leads and the causes.
	kinds := ""
	for _, f := range bundledAnalysis(t, analyze.Options{Drives: 15}).Findings() {
		switch f.(type) {
		case *analyze.DirectionLeads:
			kinds += "D"
		case *analyze.CPUBound, *analyze.HardwareBound:
			kinds += "C"
		case *analyze.PlatformPair:
			kinds += "P"
		default:
			kinds += "r"
		}
	}
	if !strings.HasPrefix(kinds, "DDCCPP") {
		t.Errorf("findings ranked %s, want the leads, the causes, the pairs, then the rest", kinds)
	}
}

// TestDrivesInSetup reads the drive count from setup notes, not a count
// of processors.
func TestDrivesInSetup(t *testing.T) {
	for notes, want := range map[string]int{
		"Platform: 2x AMD EPYC 9754 (128 cores each), 768 GB DDR5-4800, 15x Solidigm P5316 30.72 TB NVMe (PCIe 4.0) in JBOD.": 15,
		"Host: 2x Intel Xeon Gold 6338, 4x Samsung PM9A3 SSD":                                                                 4,
		"2x AMD EPYC 9754": 0,
		"":                 0,
	} {
		if got := analyze.DrivesInSetup([]datasets.Source{{Notes: notes}}); got != want {
			t.Errorf("%q: %d drives, want %d", notes, got, want)
		}
	}
	two := []datasets.Source{{Notes: "8x Micron 7450 NVMe"}, {Notes: "4x Micron 7450 NVMe"}}
	if got := analyze.DrivesInSetup(two); got != 0 {
		t.Errorf("sources of 8 and 4 drives: %d, want 0 (no one count)", got)
	}
}

// TestCPUOutliersHaveAFloor: 2% of the machine against others' 1% is
// twice their CPU and no outlier; 40% against 10% and 11% is (and the two
// far below its 40% are outliers below, as before).
func TestCPUOutliersHaveAFloor(t *testing.T) {
	rows := []datasets.Result{
		row("A", "random", "read", 4096, 1e9, 2), row("B", "random", "read", 4096, 1e9, 1), row("C", "random", "read", 4096, 1e9, 1),
		row("A", "random", "write", 4096, 1e9, 40), row("B", "random", "write", 4096, 1e9, 10), row("C", "random", "write", 4096, 1e9, 11),
	}
	a, err := analyze.Compare(rows, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, o := range a.Outliers {
		if o.Metric.Name == analyze.CPUTotal.Name && o.Ratio > 1 {
			got = append(got, o.System+" "+o.Cell.Direction)
		}
	}
	if !slices.Equal(got, []string{"A write"}) {
		t.Errorf("CPU outliers %v, want A's 40%% in the writes only", got)
	}
}
