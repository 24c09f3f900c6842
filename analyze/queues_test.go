package analyze_test

import (
	"math"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// TestDepthIgnoredBySynchronousEngine: of fio's engine runs (five runs a
// cell, real fio), psync was asked for 8 and 32 I/Os in flight and kept
// about one (Little's law from the rows), so each of those cells is one
// where the depth asked did not happen; at QD1 it is not, and io_uring,
// asynchronous, never is. Relabelled as an asynchronous engine, psync's
// rows show a queue gap but no ignored depth: the cause is the engine's.
func TestDepthIgnoredBySynchronousEngine(t *testing.T) {
	ds, err := datasets.ReadDir("testdata/engines/data")
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ignored := 0
	for _, c := range a.Cells {
		d, ok := a.DepthIgnoredAt(c)
		if c.IODepth <= 1 {
			if ok {
				t.Errorf("%s: depth 1 reported ignored", c)
			}
			continue
		}
		if !ok {
			t.Errorf("%s: psync asked for QD%d not reported", c, c.IODepth)
			continue
		}
		ignored++
		if d.System != "fio psync" || d.Engine != "psync" || d.Tool != datasets.ToolFio || d.Asked != c.IODepth || d.Jobs != 1 || math.Abs(d.N-1) > 0.2 {
			t.Errorf("%s: %+v, want fio psync's psync run by fio at QD%d, one job, about 1 in flight", c, d, c.IODepth)
		}
	}
	if ignored != 3 {
		t.Errorf("%d cells with the depth ignored, want 3", ignored)
	}
	for i := range ds.Results {
		if ds.Results[i].Engine == "psync" {
			ds.Results[i].Engine = "libaio"
		}
	}
	a, err = analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range a.Cells {
		if _, gap := a.QueueGapAt(c); c.IODepth > 1 && !gap {
			t.Errorf("%s: the queue gap is gone with the engine's name", c)
		}
		if d, ok := a.DepthIgnoredAt(c); ok {
			t.Errorf("%s: %+v reported of an asynchronous engine", c, d)
		}
	}
}

// TestMinMannWhitneyP: the smallest p the exact test can give is that of
// two samples that do not overlap, counted by brute force.
func TestMinMannWhitneyP(t *testing.T) {
	for _, n := range [][2]int{{5, 5}, {3, 4}, {2, 6}, {4, 4}} {
		var x, y []float64
		for i := range n[0] {
			x = append(x, float64(100+i))
		}
		for i := range n[1] {
			y = append(y, float64(i))
		}
		want := exactTwoSided(x, y)
		if got := analyze.MinMannWhitneyP(n[0], n[1]); math.Abs(got-want) > 1e-12 {
			t.Errorf("%d against %d: %v, want %v", n[0], n[1], got, want)
		}
	}
	if got := analyze.MinMannWhitneyP(5, 5); math.Abs(got-2.0/252) > 1e-15 {
		t.Errorf("5 against 5: %v, want 2/252", got)
	}
}
