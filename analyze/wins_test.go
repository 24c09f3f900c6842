package analyze_test

import (
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// TestWinsOfSystemsThatRanSomeCells: in the CrystalDiskMark review, the
// S790 (CrystalDiskMark 8.0.4) ran 3 of the 5 read workloads two drives
// or more ran, and won each: its win count says 3 wins of 3 it ran, of
// 5 compared, not 3 of 5 as if it had lost two.
func TestWinsOfSystemsThatRanSomeCells(t *testing.T) {
	ds := readInputs(t, "../ingest/cdm/testdata/samples/crystaldiskmark/")
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	const s790 = "ame0011__blog-docusaurus__CrystalDiskMark_20240106054115_S790"
	compared, ran := 0, 0
	for _, c := range a.Comparisons {
		if c.Metric.Family != analyze.FamilyBandwidth || c.Cell.Direction != datasets.DirectionRead || len(c.Ranking) < 2 {
			continue
		}
		compared++
		if _, ok := c.Figure(s790); ok {
			ran++
		}
	}
	for _, w := range a.SystemWins {
		if w.Name == s790 && w.Family == analyze.FamilyBandwidth && w.Direction == datasets.DirectionRead {
			if w.Cells != compared || w.Present != ran || w.Present >= w.Cells || w.Wins > w.Present {
				t.Errorf("%+v: want %d cells compared, %d of them run, and wins among those", w, compared, ran)
			}
			return
		}
	}
	t.Fatal("no read bandwidth count for the S790")
}
