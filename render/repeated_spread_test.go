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

// engineRuns are the bandwidths of fio's engine runs by system and
// workload, straight from the rows.
func engineRuns(ds *datasets.Dataset) map[repeatedCell][]float64 {
	out := map[repeatedCell][]float64{}
	for _, r := range ds.Results {
		k := repeatedCell{r.System, r.Pattern, r.Direction, r.IODepth}
		out[k] = append(out[k], r.BWBytesPerS)
	}
	return out
}

// TestRepeatedTablesShowTheRunsAndMarkWhatTheTextSays: of fio's engines,
// five runs each, every table gives under the medians the lowest and the
// highest run of each (from the rows); no figure is shaded best where
// psync ignored the depth asked (the text names no winner there), and
// psync's figure there carries a note of the depth it ran at; a figure
// the text calls inconclusive carries a note with its p-value; the
// legend names only the shadings a table uses; and the corner heads
// "4K QD32" as a workload, not a block size.
func TestRepeatedTablesShowTheRunsAndMarkWhatTheTextSays(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/engines/data")
	runs := engineRuns(ds)
	unequal := unequalQueues(t, ds)
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	art, err := Build(ds, a, Options{})
	if err != nil {
		t.Fatal(err)
	}
	notes := strings.Join(art.Notes, "\n")
	noteOf := func(mark string) string {
		for _, n := range art.Notes {
			if m, text, ok := strings.Cut(n, " "); ok && m == mark {
				return text
			}
		}
		return ""
	}
	spread, depthNotes, inconclusive := 0, 0, 0
	for _, tb := range art.Tables {
		if tb.Corner != "Workload" {
			t.Errorf("%s: corner %q, want Workload", tb.Title, tb.Corner)
		}
		best, tie := false, false
		for _, row := range tb.Rows {
			for i, cell := range row.Cells {
				wc := tb.cells[i/len(tb.Systems)]
				system := tb.Systems[i%len(tb.Systems)]
				k := repeatedCell{system, wc.Pattern, wc.Direction, wc.IODepth}
				best, tie = best || cell.Best, tie || cell.Tie
				if cell.Best && unequal[repeatedCell{"", wc.Pattern, wc.Direction, wc.IODepth}] {
					t.Errorf("%s, %s, %s: shaded best where psync ignored the depth", tb.Title, row.Label, system)
				}
				switch row.Label {
				case "Bandwidth, lowest run", "Bandwidth, highest run":
					want := slices.Min(runs[k])
					if row.Label == "Bandwidth, highest run" {
						want = slices.Max(runs[k])
					}
					if cell.Value != want {
						t.Errorf("%s, %s, %s: %v, want %v", tb.Title, row.Label, system, cell.Value, want)
					}
					spread++
				case "Bandwidth":
					var marks []string
					for _, r := range cell.Mark {
						marks = append(marks, string(r))
					}
					said := ""
					for _, m := range marks {
						said += noteOf(m) + "\n"
					}
					if system == "fio psync" && unequal[repeatedCell{"", wc.Pattern, wc.Direction, wc.IODepth}] {
						if !strings.Contains(said, "fio psync was asked for the queue depth its column names, and ran at a queue depth of about 1: psync is synchronous.") {
							t.Errorf("%s, %s: psync's figure %q says nothing of the depth it ran at (%q)", tb.Title, wc, cell.Text, said)
						}
						depthNotes++
					}
					cmp := comparisonOf(a, wc, analyze.Bandwidth.Name)
					if cmp.TieReason == "not significant" {
						p := analyze.MannWhitney(runs[repeatedCell{"fio psync", wc.Pattern, wc.Direction, wc.IODepth}], runs[repeatedCell{"fio io_uring", wc.Pattern, wc.Direction, wc.IODepth}])
						// Holm over the four workloads' tests: at most 4p,
						// at least p, and never below the larger of the
						// smaller p-values' adjusted.
						if !strings.Contains(said, "Inconclusive: the runs cannot tell these figures apart (adjusted p = ") {
							t.Errorf("%s, %s, %s: %q not marked inconclusive (%q)", tb.Title, wc, system, cell.Text, said)
						}
						if !(testedP(cmp) >= p-1e-12 && testedP(cmp) <= math.Min(1, 4*p)+1e-12) {
							t.Errorf("%s: p %v, uncorrected %v", wc, testedP(cmp), p)
						}
						inconclusive++
					}
				}
			}
		}
		if !best && tb.BestKey != "" || best && tb.BestKey == "" {
			t.Errorf("%s: legend %q for a table with best shaded %v", tb.Title, tb.BestKey, best)
		}
		if !tie && tb.TieKey != "" {
			t.Errorf("%s: legend %q for a table with no tie shaded", tb.Title, tb.TieKey)
		}
	}
	// 4 workloads, 2 engines, 2 rows.
	if spread != 16 || depthNotes != 3 || inconclusive != 4 {
		t.Errorf("%d spread figures, %d depth notes, %d inconclusive marks; want 16, 3 and 4\n%s", spread, depthNotes, inconclusive, notes)
	}
}

// TestChartsShowTheRunsSpread: five runs a side are too few for a 95%
// interval of the median, so each bar's whisker spans its lowest and
// highest run (from the rows), which the legend says; and the charts
// show bandwidth, the measure the text tests, also for 4K blocks.
func TestChartsShowTheRunsSpread(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/engines/data")
	runs := engineRuns(ds)
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range words.Langs {
		art, err := Build(ds, a, Options{Lang: l})
		if err != nil {
			t.Fatal(err)
		}
		bars := 0
		for ci, ch := range art.Charts {
			names := ch.LegendNames()
			if !slices.Contains(names, l.Say("whiskers: lowest to highest run")) || slices.Contains(names, l.Say("whiskers: 95%% confidence interval of the median")) {
				t.Errorf("%s, %s: legend %q", l, ch.Name, names)
			}
			tb := art.Tables[ci]
			for pi, p := range ch.Panels {
				b, ok := p.(*barPanel)
				if !ok {
					continue
				}
				if !strings.Contains(b.title, l.Say("Bandwidth")) {
					t.Errorf("%s, %s: panel %q is not of bandwidth", l, ch.Name, b.title)
				}
				wc := tb.cells[pi]
				for i, s := range a.Systems {
					k := repeatedCell{s, wc.Pattern, wc.Direction, wc.IODepth}
					if bar := b.bars[i]; bar.low != slices.Min(runs[k]) || bar.high != slices.Max(runs[k]) || !bar.runs {
						t.Errorf("%s, %s, %s: whisker %v–%v, runs %v", l, ch.Name, s, bar.low, bar.high, runs[k])
					}
					bars++
				}
			}
		}
		if bars != 8 {
			t.Errorf("%s: %d bars, want 8", l, bars)
		}
	}
}

// TestRepeatedRunsSayTheTestsPower: five runs against five give the exact
// Mann-Whitney test no p-value under 2/C(10, 5) (counted here), and
// Holm's correction over the four workloads' tests multiplies the
// smallest by four: the verdict says so with both figures, in every
// language, and prints the p-value of every difference, significant or
// not.
func TestRepeatedRunsSayTheTestsPower(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/engines/data")
	runs := engineRuns(ds)
	c := 1.0 // C(10, 5)
	for i := 1; i <= 5; i++ {
		c = c * float64(5+i) / float64(i)
	}
	pmin := 2 / c
	if math.Abs(pmin-2.0/252) > 1e-15 {
		t.Fatalf("2/C(10, 5) = %v", pmin)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range words.Langs {
		art, err := Build(ds, a, Options{Lang: l})
		if err != nil {
			t.Fatal(err)
		}
		want := l.Say("With %d runs against %d, the test has little power: the smallest p-value it can give is %s, which Holm's correction over %d tests raises to %s, so a real difference can fail to show.",
			5, 5, l.Decimal(pmin, 4), 4, l.Decimal(4*pmin, 3))
		if !strings.Contains(art.Verdict, want) {
			t.Errorf("%s: verdict %q\nlacks %q", l, art.Verdict, want)
		}
		// Every workload's p-value, each from its rows' test, Holm's
		// correction at most four times it.
		for _, cmp := range a.Comparisons {
			if cmp.Metric.Name != analyze.Bandwidth.Name {
				continue
			}
			p := testedP(&cmp)
			raw := analyze.MannWhitney(runs[repeatedCell{"fio psync", cmp.Cell.Pattern, cmp.Cell.Direction, cmp.Cell.IODepth}], runs[repeatedCell{"fio io_uring", cmp.Cell.Pattern, cmp.Cell.Direction, cmp.Cell.IODepth}])
			if !(p >= raw-1e-12 && p <= math.Min(1, 4*raw)+1e-12) {
				t.Errorf("%v: p %v against the rows' %v", cmp.Cell, p, raw)
			}
			if s := "(p = " + l.Decimal(p, 3) + ")"; !strings.Contains(art.Verdict, s) {
				t.Errorf("%s: verdict %q lacks %s", l, art.Verdict, s)
			}
		}
	}
}

// TestRepeatedRunsWarnOfTheHostCacheAndThinTails: fio's engine runs used
// a test file smaller than the virtual machine's memory on a virtual
// disk, so the host may hold it whole; and at about a second a run, the
// slowest workload's runs put only a handful of I/Os beyond the p99.9
// (IOPS times seconds over a thousand, the fewest of any run, from the
// rows): the warnings say both, with the figures, in every language.
// The method note does not say twice that bandwidth and IOPS are tested
// once.
func TestRepeatedRunsWarnOfTheHostCacheAndThinTails(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/engines/data")
	size, memory := int64(0), int64(0)
	for _, s := range ds.Sources {
		size, memory = max(size, s.Setup.TestSizeBytes), max(memory, s.Setup.MemoryBytes)
	}
	if !(size > 0 && size < memory) {
		t.Fatalf("test file %d bytes, memory %d: this test expects a file smaller than memory", size, memory)
	}
	fewest, system, pattern, depth := math.Inf(1), "", "", int64(0)
	for _, r := range ds.Results {
		if n := r.IOPS * r.RuntimeS / 1000; n < fewest {
			fewest, system, pattern, depth = n, r.System, r.Pattern, r.IODepth
		}
	}
	if !(fewest < 100) || system != "fio psync" || pattern != datasets.PatternSequential || depth != 8 {
		t.Fatalf("fewest I/Os beyond p99.9: %v, in %s's %s QD%d: this test expects a handful in psync's sequential read", fewest, system, pattern, depth)
	}
	for _, l := range words.Langs {
		art := builtIn(t, ds, l)
		ll := lang{Lang: l}
		cache := l.Say("The runs used direct I/O, which bypasses only the guest's page cache: the %s test file is small enough for the host, which has at least the virtual machine's %s of memory, to cache whole, and the virtual disk's cache mode was not recorded, so part of the figures may come from the host's memory rather than the disk.",
			ll.bytesText(size), ll.bytesText(memory))
		tail := l.Say("The p99.9 latencies rest on few I/Os: in %s, a run of %s had only about %s I/Os beyond its p99.9, so read those figures as rough.",
			ll.cellName(analyze.Cell{Pattern: datasets.PatternSequential, Direction: datasets.DirectionRead, BlockSizeBytes: 128 << 10, IODepth: 8, NumJobs: 1, RWMixReadPct: -1}), system, l.Int(int64(math.Round(fewest))))
		for _, w := range []string{cache, tail} {
			if !slices.Contains(art.Warnings, w) {
				t.Errorf("%s: warnings %q lack %q", l, art.Warnings, w)
			}
		}
		notes := strings.Join(art.Notes, "\n")
		if l == words.English && strings.Contains(notes, "being one measurement, are tested once") {
			t.Errorf("notes %q say twice that bandwidth and IOPS are tested once", art.Notes)
		}
	}
}

// TestLikeForLikeEnginesBlameNoDepth: fio's engines at depth 1 with as
// many jobs each (analyze/testdata/engines/jobs, the example's runs)
// kept about as many I/Os in flight in every workload (Little's law from
// the rows' medians, within QueueGapRatio): no article, in any
// language, says a depth was ignored or a queue made the gap, and no
// table carries a note of the depth run.
func TestLikeForLikeEnginesBlameNoDepth(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/engines/jobs")
	n := enginesInFlight(t, ds)
	for k, psync := range n {
		if k.system != "fio psync" {
			continue
		}
		uring := n[repeatedCell{"fio io_uring", k.pattern, k.dir, k.qd}]
		if k.qd != 1 || max(psync, uring) >= analyze.QueueGapRatio*min(psync, uring) {
			t.Fatalf("%v: psync %.2f, io_uring %.2f in flight: this test expects like for like at depth 1", k, psync, uring)
		}
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range words.Langs {
		art, err := Build(ds, a, Options{Lang: l})
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(append([]string{art.Lead, art.Verdict}, append(art.Findings, art.Notes...)...), "\n")
		for _, never := range []string{
			l.Say("%s is synchronous: fio ignores iodepth for it.", "psync"),
			l.Say("%s was asked for the queue depth its column names, and ran at a queue depth of about %s: %s is synchronous.", "fio psync", "1", "psync"),
			l.Say("No write test was run at equal queue depth"),
		} {
			if strings.Contains(text, never) {
				t.Errorf("%s: the like-for-like runs say %q", l, never)
			}
		}
		if l == words.English && (strings.Contains(text, "deeper queue") || strings.Contains(text, "unequal queues")) {
			t.Errorf("the like-for-like runs blame a queue:\n%s", text)
		}
		// One significant difference of four (random 4K write, 8 jobs):
		// the verdict says where it was shown, with its adjusted p-value,
		// and recommends nothing.
		one := "The runs show a difference only in random 4K write QD1 8 threads: fio psync led by 3.1× (91.5 vs 29.7 MiB/s, adjusted p = 0.032); in the other 3 results they cannot tell the systems apart, and one result supports no general choice."
		if strings.Contains(art.Verdict, l.Say("%s is the one to choose: it is ahead in %d of the %d results and behind in none.", "fio psync", 1, 4)) {
			t.Errorf("%s: verdict %q recommends fio psync on one result of four", l, art.Verdict)
		}
		if l == words.English && !strings.Contains(art.Verdict, one) {
			t.Errorf("verdict %q\nlacks %q", art.Verdict, one)
		}
	}
}
