package analyze_test

import (
	"math"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// scores makes one scored row per run of a system in a test.
func scores(system, test, unit string, higher bool, runs ...float64) []datasets.Result {
	var out []datasets.Result
	for i, v := range runs {
		r := datasets.NewResult()
		r.System, r.Test, r.Repetition = system, test, int64(i+1)
		r.Score, r.ScoreUnit, r.ScoreHigherIsBetter = v, unit, higher
		out = append(out, r)
	}
	return out
}

// TestScoresCompareInTheirTestsDirection: a time (lower is better) is won
// by the lowest, its lead and delta say the lower time is better, and its
// p-value comes from the raw runs: five runs each, every one of one
// system below every one of the other, is the most extreme of the C(10,5)
// = 252 equally likely orderings on either side, p = 2/252.
func TestScoresCompareInTheirTestsDirection(t *testing.T) {
	const test = "SQLite - Threads / Copies: 1"
	var rows []datasets.Result
	rows = append(rows, scores("slow", test, "Seconds", false, 20.1, 20.4, 19.9, 20.6, 20.2)...)
	rows = append(rows, scores("fast", test, "Seconds", false, 15.0, 15.3, 14.8, 15.1, 15.2)...)
	a, err := analyze.Compare(rows, analyze.Options{Baseline: "slow"})
	if err != nil {
		t.Fatal(err)
	}
	c := find(t, a, test+" [Seconds]", analyze.Score)
	if c.Winner != "fast" || c.Metric.HigherIsBetter || c.Metric.Unit != "Seconds" {
		t.Fatalf("winner %q, metric %+v: want fast, lower is better, in Seconds", c.Winner, c.Metric)
	}
	medianFast, medianSlow := 15.1, 20.2
	if want := (1 - medianFast/medianSlow) * 100; math.Abs(c.LeadPct-want) > 1e-9 {
		t.Errorf("lead %.4f%%, want %.4f%% (the lower time's)", c.LeadPct, want)
	}
	if p := c.Ranking[1].P; math.Abs(p-2.0/252) > 1e-12 {
		t.Errorf("p = %v, want 2/252 from the raw runs", p)
	}
	if len(a.Deltas) != 1 {
		t.Fatalf("%d deltas, want 1", len(a.Deltas))
	}
	d := a.Deltas[0]
	if want := (medianFast/medianSlow - 1) * 100; !d.Better || d.Tie || math.Abs(d.Pct-want) > 1e-9 {
		t.Errorf("delta %+v: want %.4f%%, better, not a tie", d, want)
	}
}

// TestScoresOfOtherTestsOrUnitsAreNotCompared: rows of different tests,
// or of one test in different units, are cells of their own; a higher
// rate wins, and a difference within the tie threshold is a tie.
func TestScoresOfOtherTestsOrUnitsAreNotCompared(t *testing.T) {
	var rows []datasets.Result
	rows = append(rows, scores("a", "dbench - Clients: 1", "MB/s", true, 200)...)
	rows = append(rows, scores("b", "dbench - Clients: 1", "MB/s", true, 250)...)
	rows = append(rows, scores("a", "dbench - Clients: 1", "Seconds", false, 3)...)
	rows = append(rows, scores("b", "fs-mark - Files: 1000", "Files/s", true, 100)...)
	rows = append(rows, scores("a", "fs-mark - Files: 1000", "Files/s", true, 100.5)...)
	a, err := analyze.Compare(rows, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Cells) != 3 {
		t.Fatalf("cells %v, want dbench in MB/s, dbench in Seconds and fs-mark", a.Cells)
	}
	if c := find(t, a, "dbench - Clients: 1 [MB/s]", analyze.Score); c.Winner != "b" || !c.Metric.HigherIsBetter {
		t.Errorf("dbench MB/s: winner %q, want b (higher is better)", c.Winner)
	}
	if c := find(t, a, "dbench - Clients: 1 [Seconds]", analyze.Score); len(c.Ranking) != 1 || c.Winner != "" {
		t.Errorf("dbench Seconds: %+v, want a alone and no winner", c)
	}
	if c := find(t, a, "fs-mark - Files: 1000 [Files/s]", analyze.Score); c.Winner != "" || c.TieReason != "threshold" {
		t.Errorf("fs-mark: winner %q (%s), want a tie within the 1%% threshold", c.Winner, c.TieReason)
	}
}

// TestCompareRunsScores: old and new runs of a timed test: the lower new
// time is an improvement, though its delta is negative.
func TestCompareRunsScores(t *testing.T) {
	const test = "Compile Bench - Test: Compile"
	old := scores("box", test, "Seconds", false, 30, 31, 29)
	new := scores("box", test, "Seconds", false, 24, 25, 26)
	rc, err := analyze.CompareRuns(old, new, analyze.Options{}, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(rc.Changes) != 1 {
		t.Fatalf("%d changes, want 1", len(rc.Changes))
	}
	c := rc.Changes[0]
	if want := (25.0/30 - 1) * 100; !c.Better || math.Abs(c.DeltaPct-want) > 1e-9 {
		t.Errorf("change %+v: want %.3f%%, an improvement", c, want)
	}
}
