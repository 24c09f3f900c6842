package analyze

import (
	"errors"
	"fmt"
	"strings"
)

// The warnings an analysis returns are typed values with their
// parameters, as benchmath's are: render says each in the reader's
// language, and a program can test for them (errors.As). Their Error
// strings are for logs and library users.

// MedianOfRows: a system has several rows for one cell, and its figures
// there are their median.
type MedianOfRows struct {
	System string
	Cell   Cell
	Rows   int
}

func (w *MedianOfRows) Error() string {
	return fmt.Sprintf("%s has %d rows for %s; its figures are their median", w.System, w.Rows, w.Cell)
}

// LatencyKinds: a cell's latency is not compared because its systems
// report different kinds of it: completion latency (from submission to
// completion) and total latency (submission included).
type LatencyKinds struct {
	Cell              Cell
	Completion, Total []string // the systems reporting each kind
}

func (w *LatencyKinds) Error() string {
	return fmt.Sprintf("latency not compared in %s: %s report completion latency (from submission to completion), %s total latency (submission included)",
		w.Cell, strings.Join(w.Completion, ", "), strings.Join(w.Total, ", "))
}

// TooFewRuns: some cells have fewer runs per system (or per side) than a
// test at Alpha needs to find any difference significant.
type TooFewRuns struct {
	Need, Have int
	Alpha      float64
}

func (w *TooFewRuns) Error() string {
	return fmt.Sprintf("need %d runs per system to test at alpha %g; some cells have %d, so no difference there can be significant", w.Need, w.Alpha, w.Have)
}

// BestOfNAgainstMeans: a cell compares best-of-N figures with means; the
// best of several passes overstates a system against a mean.
type BestOfNAgainstMeans struct{ Cell Cell }

func (w *BestOfNAgainstMeans) Error() string {
	return fmt.Sprintf("%s compares best-of-N figures with means; the best of several passes overstates a system against a mean", w.Cell)
}

// PooledSystem: the rows of one system differ in engine, host or target:
// several configurations under one name, whose figures are medians over
// them all. Raw fio output with no description is named after its file,
// so runs of different engines, machines or devices saved under one file
// name, or the jobs of one file, become one system.
type PooledSystem struct {
	System  string
	Differs []Difference // in the order engine, host, target
	Tools   []string     // the tools whose rows they are
	Sources []string     // the rows' source paths, in order of first appearance
}

// Difference is a results column and the values it takes in a system's
// rows, in order of first appearance.
type Difference struct {
	Column string // "engine", "host" or "target"
	Values []string
}

func (w *PooledSystem) Error() string {
	var parts []string
	for _, d := range w.Differs {
		parts = append(parts, fmt.Sprintf("%s (%s)", d.Column, strings.Join(d.Values, ", ")))
	}
	return fmt.Sprintf("%s pools rows that differ in %s; its figures mix them", w.System, strings.Join(parts, " and "))
}

// ErrSingleRuns: every cell of a run comparison has a single run on at
// least one side, so no difference can be tested.
var ErrSingleRuns = errors.New("every cell has a single run on at least one side: no difference can be tested")

// NoBaselineSweep: the sweep's baseline has no sweep to compare with.
type NoBaselineSweep struct{ Baseline string }

func (w *NoBaselineSweep) Error() string {
	return fmt.Sprintf("baseline %q has no sweep to compare with", w.Baseline)
}

// NoCurve: configurations measured at two queue depths or more whose
// sweep metric (IOPS of a random workload, bandwidth of a sequential one)
// the data has at fewer than two of them, so that they have no curve: a
// results file without an iops column, say.
type NoCurve struct {
	Metric  Metric
	Missing []SweptConfig // in the sweep's order
}

// SweptConfig is one configuration of a sweep: a system in a workload.
type SweptConfig struct {
	System   string
	Workload Workload
}

func (w *NoCurve) Error() string {
	var names []string
	for _, m := range w.Missing {
		names = append(names, m.System+" "+m.Workload.cell().String())
	}
	return fmt.Sprintf("no %s figures at two queue depths or more, so no curve, for %s", w.Metric.Name, strings.Join(names, ", "))
}
