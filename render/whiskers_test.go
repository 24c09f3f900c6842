package render

import (
	"math"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// TestChartsDrawConfidenceWhiskers: six real runs a side (psync and
// io_uring at depth 1, render/testdata/repeats) give each bar of the IOPS chart a
// whisker from the analysis's 95% interval of the median, and the title
// says what the whiskers are; a single published figure gets none.
func TestChartsDrawConfidenceWhiskers(t *testing.T) {
	ds := readDatasets(t, "testdata/repeats/psync", "testdata/repeats/io_uring")
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c, err := english.barChart(a, analyze.IOPS, "IOPS")
	if err != nil {
		t.Fatal(err)
	}
	found := c.whiskers
	if len(found) != 2 || c.Title != "IOPS (whiskers: 95% confidence interval of the median)" {
		t.Fatalf("%d whisker series, title %q: want one per system", len(found), c.Title)
	}
	for i, s := range a.Systems {
		var f analyze.Figure
		for _, cmp := range a.Comparisons {
			if got, ok := cmp.Figure(s); ok && cmp.Metric.Name == analyze.IOPS.Name {
				f = got
			}
		}
		if math.IsNaN(f.CILow) || f.N != 6 || found[i].low[0] != f.CILow || found[i].high[0] != f.CIHigh || !(f.CILow <= f.Value && f.Value <= f.CIHigh) {
			t.Errorf("%s: whisker %v-%v, figure %+v", s, found[i].low, found[i].high, f)
		}
	}
	// Article 1's single figures: no interval, no whiskers.
	bundled, _ := datasets.Bundled(datasets.DefaultBundled)
	b, _ := analyze.Compare(bundled.Results, analyze.Options{})
	c, err = english.barChart(b, analyze.Bandwidth, "Bandwidth")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.whiskers) != 0 {
		t.Error("whiskers on single figures")
	}
}
