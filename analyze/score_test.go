package analyze_test

import (
	"errors"
	"math"
	"strconv"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// scores makes one scored row per run of a system in a test.
func scores(system, test, unit string, higher datasets.Bool, runs ...float64) []datasets.Result {
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
	rows = append(rows, scores("slow", test, "Seconds", datasets.No, 20.1, 20.4, 19.9, 20.6, 20.2)...)
	rows = append(rows, scores("fast", test, "Seconds", datasets.No, 15.0, 15.3, 14.8, 15.1, 15.2)...)
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
	rows = append(rows, scores("a", "dbench - Clients: 1", "MB/s", datasets.Yes, 200)...)
	rows = append(rows, scores("b", "dbench - Clients: 1", "MB/s", datasets.Yes, 250)...)
	rows = append(rows, scores("a", "dbench - Clients: 1", "Seconds", datasets.No, 3)...)
	rows = append(rows, scores("b", "fs-mark - Files: 1000", "Files/s", datasets.Yes, 100)...)
	rows = append(rows, scores("a", "fs-mark - Files: 1000", "Files/s", datasets.Yes, 100.5)...)
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
	old := scores("box", test, "Seconds", datasets.No, 30, 31, 29)
	new := scores("box", test, "Seconds", datasets.No, 24, 25, 26)
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

// oldPTSExport is a real Phoronix Test Suite 5.6 CSV export: ten systems'
// 7-Zip figures, with no unit and no word of which way is better.
const oldPTSExport = "../ingest/pts/testdata/laertispappas__aws-ec2-phoronix-benchmark__large-ec2_7zip.csv"

// oldExportRows ingests oldPTSExport.
func oldExportRows(t *testing.T) []datasets.Result {
	t.Helper()
	ds, err := ingest.File(oldPTSExport)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Results) != 10 {
		t.Fatalf("%d rows, want the export's 10", len(ds.Results))
	}
	for _, r := range ds.Results {
		if r.ScoreHigherIsBetter != datasets.Unknown {
			t.Fatalf("%s: which way is better read as %v, want unknown", r.System, r.ScoreHigherIsBetter)
		}
	}
	return ds.Results
}

// TestUnknownDirectionIsNotRanked: the scores of the real PTS 5.x export
// are kept, every system's in the systems' order, but not ranked: no
// winner, no ties, no lead, no outlier, no win or tie counted, not
// Compared; a delta against the baseline is the change, neither better
// nor worse; one warning says the test is not ranked.
func TestUnknownDirectionIsNotRanked(t *testing.T) {
	rows := oldExportRows(t)
	a, err := analyze.Compare(rows, analyze.Options{Baseline: "7zip-run-0"})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Comparisons) != 1 {
		t.Fatalf("%d comparisons, want the one test's scores", len(a.Comparisons))
	}
	c := a.Comparisons[0]
	if !c.Metric.Unranked || c.Metric.Family != analyze.FamilyScore || c.Compared() {
		t.Errorf("metric %+v, compared %v: want an unranked score, not compared", c.Metric, c.Compared())
	}
	if c.Winner != "" || len(c.Tied) != 0 || c.WinnerGroup != "" || c.Challenger != "" || c.LeadPct != 0 || c.GroupTie || c.TieReason != "" {
		t.Errorf("winner %q, tied %v, group %q, challenger %q, lead %v, group tie %v, reason %q: want none",
			c.Winner, c.Tied, c.WinnerGroup, c.Challenger, c.LeadPct, c.GroupTie, c.TieReason)
	}
	if len(c.Ranking) != len(rows) {
		t.Fatalf("%d figures, want every system's %d", len(c.Ranking), len(rows))
	}
	for i, f := range c.Ranking {
		if f.System != rows[i].System || f.Value != rows[i].Score {
			t.Errorf("figure %d: %s %v, want %s %v, in the systems' order", i, f.System, f.Value, rows[i].System, rows[i].Score)
		}
	}
	for _, wins := range [][]analyze.WinCount{a.SystemWins, a.GroupWins} {
		for _, w := range wins {
			if w.Family == analyze.FamilyScore {
				t.Errorf("win count %+v of a score no one can win", w)
			}
		}
	}
	if len(a.Outliers) != 0 || len(a.Findings()) != 0 {
		t.Errorf("outliers %v, findings %v: want none", a.Outliers, a.Findings())
	}
	if len(a.Deltas) != len(rows)-1 {
		t.Fatalf("%d deltas, want one per system but the baseline", len(a.Deltas))
	}
	for _, d := range a.Deltas {
		if d.Better || !d.Metric.Unranked || d.Pct != (d.Value/d.Baseline-1)*100 {
			t.Errorf("delta %+v: want the change, not better, of an unranked metric", d)
		}
	}
	var w *analyze.UnrankedScores
	n := 0
	for _, err := range a.Warnings {
		if errors.As(err, &w) {
			n++
		}
	}
	if n != 1 || len(w.Cells) != 1 || w.Cells[0] != c.Cell {
		t.Errorf("warnings %v: want one that the test's scores are not ranked", a.Warnings)
	}
}

// TestUnknownDirectionChangeIsNeitherBetterNorWorse: one system of the
// real PTS 5.x export against another as old and new runs: the change
// is the scores' (4891 against 4913), not called an improvement, and a
// warning says which way is better is not known.
func TestUnknownDirectionChangeIsNeitherBetterNorWorse(t *testing.T) {
	rows := oldExportRows(t)
	var old, new []datasets.Result
	for _, r := range rows {
		switch r.System {
		case "7zip-run-0":
			old = append(old, r)
		case "7zip-run-6":
			new = append(new, r)
		}
	}
	rc, err := analyze.CompareRuns(old, new, analyze.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(rc.Changes) != 1 {
		t.Fatalf("%d changes, want 1", len(rc.Changes))
	}
	c := rc.Changes[0]
	if want := (new[0].Score/old[0].Score - 1) * 100; c.Better || !c.Metric.Unranked || c.DeltaPct != want || !(want < 0) {
		t.Errorf("change %+v: want %s%%, of an unranked metric, not better", c, strconv.FormatFloat(want, 'f', 3, 64))
	}
	var w *analyze.UnrankedScores
	found := false
	for _, err := range rc.Warnings {
		found = found || errors.As(err, &w)
	}
	if !found {
		t.Errorf("warnings %v: want the one that the test is not ranked", rc.Warnings)
	}
}
