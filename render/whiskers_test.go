package render

import (
	"math"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// TestChartsDrawConfidenceWhiskers: six real runs a side (psync and
// io_uring at depth 1, render/testdata/repeats) give each bar of the
// bandwidth panel (the measure the text tests) a whisker from the analysis's 95% interval of the median, which
// the legend names, and its axis past the whisker's end; a single
// published figure gets none.
func TestChartsDrawConfidenceWhiskers(t *testing.T) {
	ds := readDatasets(t, "testdata/repeats/psync", "testdata/repeats/io_uring")
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	art, err := Build(ds, a, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var iops *barPanel
	for _, p := range art.Charts[0].Panels {
		if b, ok := p.(*barPanel); ok && strings.Contains(b.title, "Bandwidth") {
			iops = b
		}
	}
	if iops == nil {
		t.Fatalf("%s: no bandwidth panel", art.Charts[0].Name)
	}
	if names := art.Charts[0].LegendNames(); names[len(names)-1] != "whiskers: 95% confidence interval of the median" {
		t.Errorf("legend %q: want it to say what the whiskers are", names)
	}
	for i, s := range a.Systems {
		var f analyze.Figure
		for _, cmp := range a.Comparisons {
			if got, ok := cmp.Figure(s); ok && cmp.Metric.Name == analyze.Bandwidth.Name {
				f = got
			}
		}
		bar := iops.bars[i]
		if math.IsNaN(f.CILow) || f.N != 6 || bar.low != f.CILow || bar.high != f.CIHigh || !(f.CILow <= f.Value && f.Value <= f.CIHigh) {
			t.Errorf("%s: whisker %v-%v, figure %+v", s, bar.low, bar.high, f)
		}
		// The axis's top is past the whisker's end.
		if top, _, _ := iops.drawn().Axis(300, english.text().Small(), english.text().Small()); top < f.CIHigh/iops.sc.factor {
			t.Errorf("%s: axis ends at %v, under the interval's %v", s, top, f.CIHigh)
		}
	}
	// Article 1's single figures: no interval, no whiskers.
	bundled, _ := datasets.Bundled(datasets.DefaultBundled)
	b, _ := analyze.Compare(bundled.Results, analyze.Options{})
	plain, err := Build(bundled, b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, ch := range plain.Charts {
		for _, p := range ch.Panels {
			if bp, ok := p.(*barPanel); ok {
				for _, bar := range bp.bars {
					if finite(bar.low) || finite(bar.high) {
						t.Errorf("%s: a whisker on a single figure", ch.Name)
					}
				}
			}
		}
	}
}
