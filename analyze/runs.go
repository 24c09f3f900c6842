package analyze

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/iopress/iopress/datasets"
)

// Change is one cell and metric measured in an old and a new set of runs,
// as benchstat reports a benchmark.
type Change struct {
	System string // "" when each side holds a single system
	Cell   Cell
	Metric Metric
	Old    Figure
	New    Figure
	// DeltaPct is (new/old - 1)·100; Better says whether the change is an
	// improvement for this metric: false where the metric is Unranked
	// (which way is better is not known), whose change is only a change.
	DeltaPct float64
	Better   bool
	// P is the p-value of the change (NaN when a side has a single run),
	// Holm-corrected over CorrectedOver: the tests of the metric's
	// measurement across the cells compared (bandwidth and IOPS share one
	// test per cell). Significant is P < alpha.
	P             float64
	CorrectedOver *TestFamily
	Significant   bool
	test          int
}

// RunComparison is the comparison of two sets of runs.
type RunComparison struct {
	Options Options
	Changes []Change
	// OnlyOld and OnlyNew are the cells measured on one side only, which
	// nothing can be compared with, in the order of Changes.
	OnlyOld, OnlyNew []OneSided
	Warnings         []error // *TooFewRuns, ErrSingleRuns, *UnrankedScores
}

// OneSided is a cell measured on one side of a comparison only.
type OneSided struct {
	System string // "" unless rows are matched by system
	Cell   Cell
	Runs   int // its rows on that side
}

// CompareRuns compares old and new runs cell by cell, as benchstat compares
// two files: every row of a cell on one side is a run of it. With
// bySystem, rows are matched by system too (both sides hold the same
// systems, e.g. before and after a kernel update).
func CompareRuns(old, new []datasets.Result, opts Options, bySystem bool) (*RunComparison, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if len(old) == 0 || len(new) == 0 {
		return nil, fmt.Errorf("both sides need results: old has %d rows, new %d", len(old), len(new))
	}
	old, new = combineParallelJobs(old), combineParallelJobs(new)
	type key struct {
		system string
		cell   Cell
	}
	keyOf := func(r *datasets.Result) key {
		k := key{cell: cellOf(r)}
		if bySystem {
			k.system = r.System
		}
		return k
	}
	group := func(rows []datasets.Result) (map[key][]*datasets.Result, []key) {
		m := map[key][]*datasets.Result{}
		var order []key
		for i := range rows {
			k := keyOf(&rows[i])
			if _, ok := m[k]; !ok {
				order = append(order, k)
			}
			m[k] = append(m[k], &rows[i])
		}
		return m, order
	}
	oldBy, order := group(old)
	newBy, newOrder := group(new)
	byCell := func(a, b key) int {
		return cmp.Or(cmp.Compare(a.system, b.system), compareCells(a.cell, b.cell))
	}
	slices.SortStableFunc(order, byCell)
	slices.SortStableFunc(newOrder, byCell)
	rc := &RunComparison{Options: opts}
	for _, k := range order {
		if _, ok := newBy[k]; !ok {
			rc.OnlyOld = append(rc.OnlyOld, OneSided{k.system, k.cell, len(oldBy[k])})
		}
	}
	for _, k := range newOrder {
		if _, ok := oldBy[k]; !ok {
			rc.OnlyNew = append(rc.OnlyNew, OneSided{k.system, k.cell, len(newBy[k])})
		}
	}
	tests := newTestSet(opts)
	smallest := 0
	for _, k := range order {
		nr, ok := newBy[k]
		if !ok {
			continue
		}
		for _, metric := range opts.metrics() {
			m := metric.ForCell(k.cell)
			o, okO := figureOf(m, k.system, oldBy[k])
			n, okN := figureOf(m, k.system, nr)
			if !okO || !okN || o.Value == 0 {
				continue
			}
			c := Change{System: k.system, Cell: k.cell, Metric: m, Old: o, New: n, P: math.NaN(),
				DeltaPct: (n.Value/o.Value - 1) * 100, Better: m.Better(n.Value, o.Value)}
			if len(o.Samples) >= 2 && len(n.Samples) >= 2 {
				smallest = minPositive(smallest, min(len(o.Samples), len(n.Samples)))
			}
			c.test = tests.test(m, k.cell, "old "+k.system, "new "+k.system, o.Samples, n.Samples)
			rc.Changes = append(rc.Changes, c)
		}
	}
	if len(rc.Changes) == 0 {
		return nil, fmt.Errorf("no cell is measured on both sides")
	}
	var unranked []Cell
	for _, c := range rc.Changes {
		if c.Metric.Unranked && !slices.Contains(unranked, c.Cell) {
			unranked = append(unranked, c.Cell)
		}
	}
	if len(unranked) > 0 {
		rc.Warnings = append(rc.Warnings, &UnrankedScores{Cells: unranked})
	}
	tests.correct()
	for i := range rc.Changes {
		c := &rc.Changes[i]
		c.P, c.CorrectedOver = tests.result(c.test)
		c.Significant = c.P < opts.alpha()
	}
	if smallest > 0 && opts.Test != TestWelch {
		if need := MinSamples(opts.alpha()); smallest < need {
			rc.Warnings = append(rc.Warnings, &TooFewRuns{Need: need, Have: smallest, Alpha: opts.alpha()})
		}
	}
	if smallest == 0 {
		rc.Warnings = append(rc.Warnings, ErrSingleRuns)
	}
	return rc, nil
}

func minPositive(a, b int) int {
	if a == 0 || b < a {
		return b
	}
	return a
}
