package render

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/iopress/iopress/analyze"
)

// warningText says one of the analysis's warnings in words.
func warningText(err error, cellName func(analyze.Cell) string) string {
	var (
		median *analyze.MedianOfRows
		kinds  *analyze.LatencyKinds
		few    *analyze.TooFewRuns
		best   *analyze.BestOfNAgainstMeans
		base   *analyze.NoBaselineSweep
	)
	switch {
	case errors.As(err, &median):
		return fmt.Sprintf("%s has %d rows for %s; its figures are their median", median.System, median.Rows, cellName(median.Cell))
	case errors.As(err, &kinds):
		return fmt.Sprintf("latency not compared in %s: %s report completion latency (from submission to completion), %s total latency (submission included)",
			cellName(kinds.Cell), strings.Join(kinds.Completion, ", "), strings.Join(kinds.Total, ", "))
	case errors.As(err, &few):
		return fmt.Sprintf("need %d runs per system to test at alpha %g; some cells have %d, so no difference there can be significant", few.Need, few.Alpha, few.Have)
	case errors.As(err, &best):
		return fmt.Sprintf("%s compares best-of-N figures with means; the best of several passes overstates a system against a mean", cellName(best.Cell))
	case errors.Is(err, analyze.ErrSingleRuns):
		return "every cell has a single run on at least one side: no difference can be tested"
	case errors.As(err, &base):
		return fmt.Sprintf("baseline %q has no sweep to compare with", base.Baseline)
	}
	return err.Error() // a warning render does not know yet: its own words
}

// warningTexts says every warning.
func warningTexts(errs []error, cellName func(analyze.Cell) string) []string {
	var out []string
	for _, err := range errs {
		out = append(out, warningText(err, cellName))
	}
	return out
}

// steadinessText says why a logged run is not in steady state.
func steadinessText(s analyze.Steadiness) string {
	if math.IsNaN(s.RangePct) {
		return fmt.Sprintf("Not in steady state (SNIA rule: range within 20%% and slope within 10%% of the mean): %s %s %s: %d samples, fewer than the %d the steady-state rule needs",
			s.JobName, s.Direction, s.Log, s.Samples, analyze.SteadyWindow)
	}
	return fmt.Sprintf("Not in steady state (SNIA rule: range within 20%% and slope within 10%% of the mean): %s %s %s: range %.1f%% and slope %.1f%% of the mean over the last %d samples",
		s.JobName, s.Direction, s.Log, s.RangePct, s.SlopePct, analyze.SteadyWindow)
}

// groupingText says where platforms came from.
func groupingText(g analyze.Grouping) string {
	switch g {
	case analyze.GroupedByPlatform:
		return "platform column"
	case analyze.GroupedByFirstWord:
		return "first word of the system labels"
	}
	return "none"
}
