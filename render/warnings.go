package render

import (
	"errors"
	"math"
	"strings"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// warningText says one of the analysis's warnings in words.
func (l lang) warningText(err error, cellName func(analyze.Cell) string) string {
	var (
		median *analyze.MedianOfRows
		kinds  *analyze.LatencyKinds
		few    *analyze.TooFewRuns
		best   *analyze.BestOfNAgainstMeans
		base   *analyze.NoBaselineSweep
		pooled *analyze.PooledSystem
		curve  *analyze.NoCurve
		setups *analyze.MismatchedSetups
		ranks  *analyze.UnrankedScores
	)
	switch {
	case errors.As(err, &median):
		return l.Say("%s has %d rows for %s; its figures are their median", median.System, median.Rows, cellName(median.Cell))
	case errors.As(err, &kinds):
		return l.Say("latency not compared in %s: %s report completion latency (from submission to completion), %s total latency (submission included)",
			cellName(kinds.Cell), strings.Join(kinds.Completion, ", "), strings.Join(kinds.Total, ", "))
	case errors.As(err, &few):
		return l.Say("need %d runs per system to test at alpha %s; some cells have %d, so no difference there can be significant", few.Need, l.Exact(few.Alpha), few.Have)
	case errors.As(err, &best):
		return l.Say("%s compares best-of-N figures with means; the best of several passes overstates a system against a mean", cellName(best.Cell))
	case errors.Is(err, analyze.ErrSingleRuns):
		return l.Say("every cell has a single run on at least one side: no difference can be tested")
	case errors.As(err, &pooled):
		return l.pooledText(pooled)
	case errors.As(err, &base):
		return l.Say("baseline %q has no sweep to compare with", base.Baseline)
	case errors.As(err, &curve):
		var names []string
		for _, m := range curve.Missing {
			names = append(names, m.System+" ("+l.workloadName(m.Workload)+")")
		}
		return l.Say("No curve for %s: the data has %s figures at fewer than two of their queue depths", l.JoinAnd(names), l.metricInText(curve.Metric))
	case errors.As(err, &setups):
		return l.mismatchText(setups)
	case errors.As(err, &ranks):
		return l.Say("the source does not record which way is better, a higher or a lower score, for %d tests, so none of them is ranked", len(ranks.Cells))
	}
	return err.Error() // a warning render does not know yet: its own words
}

// warningTexts says every warning. Where every system has as many rows
// in every cell, the runs were repeated, not pooled: one sentence says
// their figures are medians, rather than one per system and cell.
func (l lang) warningTexts(errs []error, cellName func(analyze.Cell) string) []string {
	return l.warningsSaid(errs, cellName, true)
}

// warningsSaid says every warning; medians says whether the one
// sentence of repeated runs' medians is among them (a comparison says it
// in its method note instead: it is how the figures were made, not a
// warning).
func (l lang) warningsSaid(errs []error, cellName func(analyze.Cell) string, medians bool) []string {
	runs := medianRuns(errs)
	var out []string
	first := true
	for _, err := range errs {
		var m *analyze.MedianOfRows
		switch {
		case runs > 0 && errors.As(err, &m):
			if first && medians {
				out = append(out, l.Say("Each figure is the median of %d runs.", runs))
			}
			first = false
		default:
			out = append(out, l.warningText(err, cellName))
		}
	}
	return out
}

// medianRuns is how many runs each figure is the median of where every
// system has as many rows in every cell (the runs were repeated, not
// pooled); 0 otherwise.
func medianRuns(errs []error) int {
	var medians []*analyze.MedianOfRows
	for _, err := range errs {
		var m *analyze.MedianOfRows
		if errors.As(err, &m) {
			medians = append(medians, m)
		}
	}
	if len(medians) < 2 {
		return 0
	}
	for _, m := range medians {
		if m.Rows != medians[0].Rows {
			return 0
		}
	}
	return medians[0].Rows
}

// shortRuns says, where runs were repeated but each was shorter than
// analyze.ShortRunS, how short: a sweep's caveat, in its words; "" where
// the runs were long enough, or single (the verdict says those).
func (l lang) shortRuns(ds *datasets.Dataset, systems []string) string {
	shortest, repeated := math.Inf(1), false
	for _, s := range analyze.Setups(ds, systems) {
		repeated = repeated || s.Repeats > 1
		if s.MinRuntimeS > 0 {
			shortest = math.Min(shortest, s.MinRuntimeS)
		}
	}
	if !repeated || !(shortest < analyze.ShortRunS) {
		return ""
	}
	// Runs all of about one length (within a tenth) are said as such:
	// "as short as" would suggest others were longer.
	longest := 0.0
	for _, s := range analyze.Setups(ds, systems) {
		if s.MaxRuntimeS > 0 {
			longest = math.Max(longest, s.MaxRuntimeS)
		}
	}
	if longest <= shortest*1.1 {
		return l.Say("Each run lasted about %s: too short to see a drive's cache fill or its background work.", l.seconds(shortest))
	}
	return l.Say("Runs are as short as %s: too short to see a drive's cache fill or its background work.", l.seconds(shortest))
}

// hostCache says, where repeated runs on a virtual disk used a test file
// smaller than the guest's memory, that the host may hold the whole file
// in its page cache: a host has at least the memory of its guest, and
// the guest cannot see the host's cache mode. "" otherwise.
func (l lang) hostCache(ds *datasets.Dataset, systems []string) string {
	targets := analyze.TargetsOf(ds)
	size, memory := int64(0), int64(0)
	direct := true // every system's I/O direct, which bypasses the guest's cache only
	for _, s := range analyze.Setups(ds, systems) {
		direct = direct && s.Direct == datasets.Yes
		if s.Repeats <= 1 || targets[s.System].Kind != analyze.TargetVirtual || s.Setup.TestSizeBytes <= 0 || s.Setup.MemoryBytes <= 0 {
			return ""
		}
		if s.Setup.TestSizeBytes >= s.Setup.MemoryBytes {
			return ""
		}
		size, memory = max(size, s.Setup.TestSizeBytes), max(memory, s.Setup.MemoryBytes)
	}
	if size == 0 {
		return ""
	}
	// The guest's memory is said as the host's least: the reason the host
	// can hold the file, not a cache of the guest's.
	if direct {
		return l.Say("The runs used direct I/O, which bypasses only the guest's page cache: the %s test file is small enough for the host, which has at least the virtual machine's %s of memory, to cache whole, and the virtual disk's cache mode was not recorded, so part of the figures may come from the host's memory rather than the disk.",
			l.bytesText(size), l.bytesText(memory))
	}
	return l.Say("The %s test file is small enough for the host, which has at least the virtual machine's %s of memory, to cache whole, and the virtual disk's cache mode was not recorded, so part of the figures may come from the host's memory rather than the disk.",
		l.bytesText(size), l.bytesText(memory))
}

// fewTailSamples says, where repeated runs report a p99.9 latency from
// runs so short that few I/Os lay beyond it, the fewest: a run's I/Os
// are its IOPS times its length, and a thousandth of them are beyond
// its p99.9. "" where every run had 100 or more there.
func (l lang) fewTailSamples(ds *datasets.Dataset, a *analyze.Analysis, cellName func(analyze.Cell) string) string {
	fewest, system, cell := math.Inf(1), "", analyze.Cell{}
	repeats := map[string]int64{}
	for _, s := range analyze.Setups(ds, a.Systems) {
		repeats[s.System] = s.Repeats
	}
	for i := range ds.Results {
		r := &ds.Results[i]
		if repeats[r.System] <= 1 || !finite(r.LatP999Ns) || !finite(r.IOPS) || !(r.RuntimeS > 0) {
			continue
		}
		if n := r.IOPS * r.RuntimeS / 1000; n < fewest {
			fewest, system = n, r.System
			for _, c := range a.Cells {
				if c.Pattern == r.Pattern && c.Direction == r.Direction && c.BlockSizeBytes == r.BlockSizeBytes && c.IODepth == r.IODepth && c.NumJobs == r.NumJobs {
					cell = c
				}
			}
		}
	}
	if !(fewest < 100) {
		return ""
	}
	return l.Say("The p99.9 latencies rest on few I/Os: in %s, a run of %s had only about %s I/Os beyond its p99.9, so read those figures as rough.",
		cellName(cell), system, l.Int(int64(math.Max(1, math.Round(fewest)))))
}

// steadinessText says why a logged run is not in steady state.
func (l lang) steadinessText(s analyze.Steadiness) string {
	rule, slope := l.percent(20, 0), l.percent(10, 0)
	if math.IsNaN(s.RangePct) {
		return l.Say("Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: %d samples, fewer than the %d the steady-state rule needs",
			rule, slope, s.JobName, l.direction(s.Direction), s.Log, s.Samples, analyze.SteadyWindow)
	}
	return l.Say("Not in steady state (SNIA rule: range within %s and slope within %s of the mean): %s %s %s: range %s and slope %s of the mean over the last %d samples",
		rule, slope, s.JobName, l.direction(s.Direction), s.Log, l.percent(s.RangePct, 1), l.percent(s.SlopePct, 1), analyze.SteadyWindow)
}

// headlineMetrics are the measures a comparison has a table row and a
// chart of whenever the data has them.
var headlineMetrics = []analyze.Metric{analyze.Bandwidth, analyze.IOPS, analyze.LatencyMean}

// absentNotes say which of the headline measures the data has no
// figures of, so that a reader (and the editor) knows why the article
// has no row or chart of them, rather than wonder: a results file
// without an iops column, say. Data of scores alone (a suite's tests)
// has none of them, and gets no note.
func (l lang) absentNotes(a *analyze.Analysis) []string {
	has := map[string]bool{}
	for _, m := range a.Metrics {
		has[m.Name] = true
	}
	if !has[analyze.Bandwidth.Name] && !has[analyze.IOPS.Name] {
		return nil
	}
	var notes []string
	for _, m := range headlineMetrics {
		if !has[m.Name] {
			notes = append(notes, l.Say("The data has no %s figures: no table has a row of them and no chart shows them.", l.metricInText(m)))
		}
	}
	return notes
}
