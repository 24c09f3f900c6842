package render

import (
	"errors"
	"math"
	"strings"

	"github.com/iopress/iopress/analyze"
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
	}
	return err.Error() // a warning render does not know yet: its own words
}

// warningTexts says every warning. Where every system has as many rows
// in every cell, the runs were repeated, not pooled: one sentence says
// their figures are medians, rather than one per system and cell.
func (l lang) warningTexts(errs []error, cellName func(analyze.Cell) string) []string {
	var medians []*analyze.MedianOfRows
	for _, err := range errs {
		var m *analyze.MedianOfRows
		if errors.As(err, &m) {
			medians = append(medians, m)
		}
	}
	repeated := len(medians) > 1
	for _, m := range medians {
		repeated = repeated && m.Rows == medians[0].Rows
	}
	var out []string
	for _, err := range errs {
		var m *analyze.MedianOfRows
		switch {
		case repeated && errors.As(err, &m) && m == medians[0]:
			out = append(out, l.Say("Each figure is the median of %d runs.", m.Rows))
		case repeated && errors.As(err, &m):
		default:
			out = append(out, l.warningText(err, cellName))
		}
	}
	return out
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
