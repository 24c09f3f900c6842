package render

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/words"
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

// TestChartsShowTheRunsSpread: five runs a side are too few for a 95%
// interval of the median, so each bar's whisker spans its lowest and
// highest run (from the rows), which the legend says; and the charts
// show bandwidth, the measure the text tests, also for 4K blocks.
func TestChartsShowTheRunsSpread(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/engines/data")
	runs := engineRuns(ds)
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range words.Langs {
		art, err := Build(ds, a, Options{Lang: l})
		if err != nil {
			t.Fatal(err)
		}
		bars := 0
		for ci, ch := range art.Charts {
			names := ch.LegendNames()
			if !slices.Contains(names, l.Say("whiskers: lowest to highest run")) || slices.Contains(names, l.Say("whiskers: 95%% confidence interval of the median")) {
				t.Errorf("%s, %s: legend %q", l, ch.Name, names)
			}
			tb := art.Tables[ci]
			for pi, p := range ch.Panels {
				b, ok := p.(*barPanel)
				if !ok {
					continue
				}
				if !strings.Contains(b.title, l.Say("Bandwidth")) {
					t.Errorf("%s, %s: panel %q is not of bandwidth", l, ch.Name, b.title)
				}
				wc := tb.cells[pi]
				for i, s := range a.Systems {
					k := repeatedCell{s, wc.Pattern, wc.Direction, wc.IODepth}
					if bar := b.bars[i]; bar.low != slices.Min(runs[k]) || bar.high != slices.Max(runs[k]) || !bar.runs {
						t.Errorf("%s, %s, %s: whisker %v–%v, runs %v", l, ch.Name, s, bar.low, bar.high, runs[k])
					}
					bars++
				}
			}
		}
		if bars != 8 {
			t.Errorf("%s: %d bars, want 8", l, bars)
		}
	}
}
