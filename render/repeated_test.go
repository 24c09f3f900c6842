package render

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/words"
)

// repeatedCell keys fio's engine runs by system and workload.
type repeatedCell struct {
	system, pattern, dir string
	qd                   int64
}

// enginesInFlight is how many I/Os each system kept in flight in each
// workload of fio's engine runs, by Little's law from the rows' medians
// (IOPS times mean latency), worked out here apart from analyze.
func enginesInFlight(t *testing.T, ds *datasets.Dataset) map[repeatedCell]float64 {
	t.Helper()
	median := func(v []float64) float64 {
		slices.Sort(v)
		return v[len(v)/2]
	}
	iops, lat := map[repeatedCell][]float64{}, map[repeatedCell][]float64{}
	for _, r := range ds.Results {
		k := repeatedCell{r.System, r.Pattern, r.Direction, r.IODepth}
		iops[k], lat[k] = append(iops[k], r.IOPS), append(lat[k], r.LatMeanNs)
	}
	out := map[repeatedCell]float64{}
	for k := range iops {
		out[k] = median(iops[k]) * median(lat[k]) / 1e9
	}
	return out
}

// unequalQueues are the workloads of fio's engine runs where one engine
// kept twice the I/Os in flight of the other, or more.
func unequalQueues(t *testing.T, ds *datasets.Dataset) map[repeatedCell]bool {
	t.Helper()
	n := enginesInFlight(t, ds)
	out := map[repeatedCell]bool{}
	for k, psync := range n {
		if k.system != "fio psync" {
			continue
		}
		uring := n[repeatedCell{"fio io_uring", k.pattern, k.dir, k.qd}]
		if max(psync, uring) >= 2*min(psync, uring) {
			out[repeatedCell{"", k.pattern, k.dir, k.qd}] = true
		}
	}
	return out
}

// TestRepeatedTablesCrownNoOpenOrUnequalCell: of fio's engines, five runs
// each, the tables shade no figure "tied for best" where the difference
// is only not significant (the text calls it open, not a tie), and no
// latency "best" where the engines kept unequal queues (the text says
// that lower latency is no win).
func TestRepeatedTablesCrownNoOpenOrUnequalCell(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/engines/data")
	unequal := unequalQueues(t, ds)
	if len(unequal) != 3 {
		t.Fatalf("the engine runs have %d workloads at unequal queues, want 3 (random read QD32, sequential read QD8, random write QD32)", len(unequal))
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	open := 0
	for _, c := range a.Comparisons {
		if c.TieReason == "not significant" {
			open++
		}
	}
	if open == 0 {
		t.Fatal("no difference of the engine runs is open: this test expects some")
	}
	art, err := Build(ds, a, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tb := range art.Tables {
		for _, row := range tb.Rows {
			latency := strings.HasPrefix(row.Quantity, "lat_")
			for i, cell := range row.Cells {
				wc := tb.cells[i/len(tb.Systems)]
				var cmp *analyze.Comparison
				for j := range a.Comparisons {
					if c := &a.Comparisons[j]; c.Cell == wc && c.Metric.Name == row.Quantity {
						cmp = c
					}
				}
				if cell.Tie && cmp != nil && cmp.TieReason == "not significant" {
					t.Errorf("%s, %s, %s: %s shaded tied for best, where the difference is only not significant", tb.Title, row.Label, tb.Systems[i%len(tb.Systems)], cell.Text)
				}
				if cell.Best && latency && unequal[repeatedCell{"", wc.Pattern, wc.Direction, wc.IODepth}] {
					t.Errorf("%s, %s, %s: %s shaded best at unequal queues", tb.Title, row.Label, tb.Systems[i%len(tb.Systems)], cell.Text)
				}
			}
		}
	}
}

// TestUnequalQueueLeadsAreNoWins: of fio's engines, every outright lead
// stands where psync kept about one I/O in flight against io_uring's 8
// or 32, which the lead calls no like-for-like comparison. The tallies
// count none of them as a win, and the verdict, in every language, says
// what the data show instead: which engine keeps a deep queue (psync's
// count by Little's law from the rows' medians), and that at the one
// equal queue (random 4K read QD1) the difference is not significant.
func TestUnequalQueueLeadsAreNoWins(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/engines/data")
	unequal := unequalQueues(t, ds)
	n := enginesInFlight(t, ds)
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	leads := 0
	for _, f := range a.Findings() {
		d, ok := f.(*analyze.DirectionLeads)
		if !ok {
			continue
		}
		for _, c := range d.Counts {
			for _, ld := range c.Leads {
				if unequal[repeatedCell{"", ld.Cell.Pattern, ld.Cell.Direction, ld.Cell.IODepth}] {
					t.Errorf("%s: %s's lead in %v counts as a win at unequal queues", d.Direction, c.Name, ld.Cell)
				}
			}
		}
		leads += len(d.Unequal)
	}
	if leads != 2 {
		t.Errorf("the tallies set aside %d leads at unequal queues, want 2 (random read QD32, random write QD32)", leads)
	}
	psync := n[repeatedCell{"fio psync", datasets.PatternRandom, datasets.DirectionRead, 32}]
	for _, l := range words.Langs {
		art, err := Build(ds, a, Options{Lang: l})
		if err != nil {
			t.Fatal(err)
		}
		say := l.Say
		// psync is synchronous: the depth asked did not happen, and the
		// lead says so with the cause, and the depth it ran at.
		cause := say("%s is synchronous: fio ignores iodepth for it.", "psync")
		ran := say("In %s, %s was asked for %s and ran at a queue depth of about %s, against %s for %s: those results compare queue depths, not engines.",
			l.JoinAnd([]string{"random 4K read QD32", "sequential 128K read QD8", "random 4K write QD32"}), "fio psync",
			say("%s to %s", "QD8", "QD32"), l.Int(int64(math.Round(psync))), say("%s to %s", "8", "32"), "fio io_uring")
		if l != words.English {
			ran = ""
		}
		if !strings.Contains(art.Lead, cause) || !strings.Contains(art.Lead, ran) {
			t.Errorf("%s: lead %q\nlacks %q and %q", l, art.Lead, cause, ran)
		}
		// No win at a depth that did not happen: the verdict ranks the
		// engines where the depths were equal, and says how to compare
		// them at depth.
		equal := say("At equal queue depth (%s) the difference is not significant, so these runs show neither faster.", lang{Lang: l}.cellName(analyze.Cell{Pattern: datasets.PatternRandom, Direction: datasets.DirectionRead, BlockSizeBytes: 4096, IODepth: 1, NumJobs: 1, RWMixReadPct: -1}))
		how := say("To compare them at depth, %s needs as many jobs (numjobs) as the queue depth %s is given.", "fio psync", "fio io_uring")
		if l == words.English && !strings.HasPrefix(art.Verdict, equal+" "+how) {
			t.Errorf("%s: verdict %q\ndoes not open with %q", l, art.Verdict, equal+" "+how)
		}
		if !strings.Contains(art.Verdict, how) {
			t.Errorf("%s: verdict %q\nlacks %q", l, art.Verdict, how)
		}
		for _, win := range []string{
			say("To keep a deep queue, choose %s: %s kept about %s I/Os in flight whatever the depth asked.", "fio io_uring", "fio psync", l.Decimal(psync, 1)),
			say("%s is the one to choose: it is ahead in %d of the %d results and behind in none.", "fio io_uring", 2, 4),
		} {
			if strings.Contains(art.Verdict, win) {
				t.Errorf("%s: verdict %q counts leads at an ignored depth as wins", l, art.Verdict)
			}
		}
		if l == words.English && (strings.Contains(art.Lead, " is ahead by ") || strings.Contains(art.Lead, " leads ")) {
			t.Errorf("lead %q presents the deeper queue's gap as a lead", art.Lead)
		}
	}
}

// TestRepeatedRunsWarnOfShortRunsNotOfMedians: fio's engine runs, five
// per system and workload (counted here from the rows), each about a
// second long: the warnings say the runs are short, as a sweep's do, and
// the medians are how the figures were made, said in the method note,
// not among the warnings, in every language.
func TestRepeatedRunsWarnOfShortRunsNotOfMedians(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/engines/data")
	runs := map[repeatedCell]int{}
	shortest := 0.0
	for _, r := range ds.Results {
		runs[repeatedCell{r.System, r.Pattern, r.Direction, r.IODepth}]++
		if shortest == 0 || r.RuntimeS < shortest {
			shortest = r.RuntimeS
		}
	}
	n := -1
	for _, c := range runs {
		if n >= 0 && c != n {
			t.Fatalf("the engine runs are not repeated alike: %v", runs)
		}
		n = c
	}
	if !(shortest > 0 && shortest < 10) {
		t.Fatalf("the shortest run is %v s: this test expects short runs", shortest)
	}
	for _, r := range ds.Results {
		if r.RuntimeS > shortest*1.1 {
			t.Fatalf("a run of %v s, against the shortest's %v: this test expects runs of one length", r.RuntimeS, shortest)
		}
	}
	for _, l := range words.Langs {
		art := builtIn(t, ds, l)
		median := l.Say("Each figure is the median of %d runs.", n)
		// Every run lasted about as long (1 to 1.03 s): "as short as"
		// would say some were longer.
		short := l.Say("Each run lasted about %s: too short to see a drive's cache fill or its background work.", l.Say("%s s", l.Exact(math.Round(shortest*10)/10)))
		if slices.Contains(art.Warnings, median) {
			t.Errorf("%s: warnings %q hold the method's %q", l, art.Warnings, median)
		}
		if !slices.Contains(art.Warnings, short) {
			t.Errorf("%s: warnings %q lack %q", l, art.Warnings, short)
		}
		if !strings.Contains(strings.Join(art.Notes, "\n"), median) {
			t.Errorf("%s: notes %q lack %q", l, art.Notes, median)
		}
	}
}

// TestRepeatedRunsStateTheCorrectionOnce: of fio's engines, two
// bandwidth results are not significant. Each finding gives its own
// p-value, and what the p-values were corrected over is said once, in
// the method note, not inside each finding, in every language.
func TestRepeatedRunsStateTheCorrectionOnce(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/engines/data")
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var open []analyze.Figure
	for _, c := range a.Comparisons {
		if c.Metric.Name == analyze.Bandwidth.Name && c.TieReason == "not significant" {
			for _, f := range c.Ranking {
				if f.CorrectedOver != nil {
					open = append(open, f)
					break
				}
			}
		}
	}
	if len(open) != 2 {
		t.Fatalf("%d bandwidth results are open, want 2", len(open))
	}
	for _, l := range words.Langs {
		art, err := Build(ds, a, Options{Lang: l})
		if err != nil {
			t.Fatal(err)
		}
		findings, notes := strings.Join(art.Findings, "\n"), strings.Join(art.Notes, "\n")
		family := lang{Lang: l}.correctionText(open[0].CorrectedOver)
		if strings.Contains(findings, family) || strings.Contains(art.Verdict, family) {
			t.Errorf("%s: the findings repeat %q", l, family)
		}
		if strings.Count(notes, family) != 1 {
			t.Errorf("%s: notes %q say %q %d times, want once", l, art.Notes, family, strings.Count(notes, family))
		}
		for _, f := range open {
			if p := l.Say("adjusted p = %s", l.Decimal(f.P, 3)) + ")"; !strings.Contains(findings, p) {
				t.Errorf("%s: findings %q lack %q", l, art.Findings, p)
			}
		}
	}
}

// TestNoResultAtEqualQueuesIsSaid: where a direction ran no workload at
// equal queues (the repeated runs' writes: random 4K write QD32 alone,
// at unequal queues), its tally says so, not "no outright lead at equal
// queues", which claimed a comparison that was never made.
func TestNoResultAtEqualQueuesIsSaid(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/engines/data")
	unequal := unequalQueues(t, ds)
	writesEqual := false
	for _, r := range ds.Results {
		if r.Direction == datasets.DirectionWrite && !unequal[repeatedCell{"", r.Pattern, r.Direction, r.IODepth}] {
			writesEqual = true
		}
	}
	if writesEqual {
		t.Fatal("the data has a write at equal queues: this test needs one without")
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	art, err := Build(ds, a, Options{})
	if err != nil {
		t.Fatal(err)
	}
	l := lang{Lang: words.English}
	want := "No write test was run at equal queue depth;"
	if !slices.ContainsFunc(art.Findings, func(f string) bool { return strings.HasPrefix(f, want) }) {
		t.Errorf("no finding says %q:\n%s", want, strings.Join(art.Findings, "\n"))
	}
	// The same runs, psync named an asynchronous engine: the queues
	// still differ, but no depth was ignored, and the tally says only
	// that no result stands at equal queues.
	for i := range ds.Results {
		if ds.Results[i].Engine == "psync" {
			ds.Results[i].Engine = "libaio"
		}
	}
	if a, err = analyze.Compare(ds.Results, analyze.Options{}); err != nil {
		t.Fatal(err)
	}
	if art, err = Build(ds, a, Options{}); err != nil {
		t.Fatal(err)
	}
	want = l.Say("%s: no result at equal queues", l.familyDirection(analyze.FamilyBandwidth, datasets.DirectionWrite))
	if !slices.ContainsFunc(art.Findings, func(f string) bool { return strings.HasPrefix(f, want) }) {
		t.Errorf("no finding says %q:\n%s", want, strings.Join(art.Findings, "\n"))
	}
	if strings.Contains(art.Lead, "synchronous") {
		t.Errorf("lead %q blames a synchronous engine for libaio's queue", art.Lead)
	}
}

// TestCPUUseIsNoBest: a table's CPU use row shades no cell: in random 4K
// read Windows Non-Native used the least CPU (72.67%) while it moved the
// least data (6.1 GiB/s against 10.058), and editors read the shading as
// a win; CPU per unit of work, a row of its own, is the fair measure.
func TestCPUUseIsNoBest(t *testing.T) {
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	art, err := Build(ds, a, Options{})
	if err != nil {
		t.Fatal(err)
	}
	cpuRows, shadedElsewhere := 0, 0
	for _, tb := range art.Tables {
		for _, row := range tb.Rows {
			cpu := strings.HasSuffix(row.Quantity, analyze.CPUTotal.Name)
			if cpu {
				cpuRows++
			}
			for _, c := range row.Cells {
				switch {
				case cpu && (c.Best || c.Tie):
					t.Errorf("%s, %s: %s shaded", tb.Name, row.Label, c.Text)
				case c.Best || c.Tie:
					shadedElsewhere++
				}
			}
		}
	}
	if cpuRows == 0 || shadedElsewhere == 0 {
		t.Errorf("%d CPU rows, %d cells shaded in other rows: want both", cpuRows, shadedElsewhere)
	}
}

// builtIn is the comparison article of ds in l, analysed with the
// defaults.
func builtIn(t *testing.T, ds *datasets.Dataset, l words.Lang) *Article {
	t.Helper()
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	art, err := Build(ds, a, Options{Lang: l})
	if err != nil {
		t.Fatal(err)
	}
	return art
}
