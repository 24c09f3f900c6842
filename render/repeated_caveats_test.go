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
