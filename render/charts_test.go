package render

import (
	"context"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/plot"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/chart"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/words"
)

// cdmReview is the CrystalDiskMark review of the repository's exports:
// drives that ran different tests, one of them alone in the mix.
func cdmReview(t *testing.T, l words.Lang) (*analyze.Analysis, *Article) {
	t.Helper()
	ds, errs := ingest.Read(context.Background(), []string{"../ingest/cdm/testdata/samples/crystaldiskmark"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	link, err := analyze.ParseLink("SATA/600")
	if err != nil {
		t.Fatal(err)
	}
	art, err := BuildCDM(ds, a, Options{Lang: l, Link: "SATA/600", Limits: analyze.Limits{Link: link}})
	if err != nil {
		t.Fatal(err)
	}
	return a, art
}

// TestNoLegendEntryWithoutData: in the CrystalDiskMark review, where one
// drive alone ran the mix, each chart's legend names the drives that
// have a figure in it and no other, and the link where a panel draws it;
// a drive's test it did not run is marked n/a in the SVG, once for each;
// and every bar carries its figure under its axis's highest tick.
func TestNoLegendEntryWithoutData(t *testing.T) {
	a, art := cdmReview(t, words.English)
	for _, ch := range art.Charts {
		var dir string
		switch {
		case strings.HasSuffix(ch.Name, "-read"):
			dir = datasets.DirectionRead
		case strings.HasSuffix(ch.Name, "-write"):
			dir = datasets.DirectionWrite
		default:
			dir = datasets.DirectionMixed
		}
		// The drives with a bandwidth figure in the direction, from the
		// analysis (in its order); and how many of their tests they did
		// not run.
		var drives []string
		var figures []float64
		tests := map[string]bool{}
		for _, c := range a.Comparisons {
			if c.Cell.Direction == dir && c.Metric.Name == analyze.Bandwidth.Name {
				tests[testOf(c.Cell).cdmName()] = true
				for _, f := range c.Ranking {
					figures = append(figures, f.Value/1e6)
					if !slices.Contains(drives, f.System) {
						drives = append(drives, f.System)
					}
				}
			}
		}
		missing := len(tests)*len(drives) - len(figures)
		drives = slices.DeleteFunc(slices.Clone(a.Systems), func(s string) bool { return !slices.Contains(drives, s) })
		want := shortNames(drives)
		slices.Sort(want)
		var names []string
		limits := 0
		for _, e := range ch.Legend {
			if _, ok := e.Thumbs[0].(chart.Swatch); ok {
				names = append(names, e.Name)
			} else {
				limits++
			}
		}
		slices.Sort(names)
		if !slices.Equal(names, want) {
			t.Errorf("%s: legend names %q, want the drives with figures, %q", ch.Name, names, drives)
		}
		drawn := 0
		for _, p := range ch.Panels {
			if len(p.(*barPanel).limits) > 0 {
				drawn++
			}
		}
		if (limits > 0) != (drawn > 0) {
			t.Errorf("%s: %d limits in the legend, drawn in %d panels", ch.Name, limits, drawn)
		}
		texts, _ := readChartSVG(t, ch)
		na := 0
		for _, s := range texts {
			if s.text == cdmNone && s.fill == hexOf(chart.NAColour) { // a review's dash, as its tables write it
				na++
			}
		}
		if na != missing {
			t.Errorf("%s: %d dashes, want one per test a drive did not run, %d", ch.Name, na, missing)
		}
		checkBars(t, words.English, ch, figures, 1)
	}
	if mix := art.Charts[len(art.Charts)-1]; len(mix.LegendNames()) > 2 {
		t.Errorf("the mix, which one drive ran: legend %q", mix.LegendNames())
	}
}

// TestCDMTablesShadeTheBest: in each row of a review of exports made
// alike (one export under two names, the second's figures halved, its
// latencies doubled), a shaded cell holds the row's best figure, the
// highest MB/s or IOPS, the lowest latency, and every row has one. Where
// the exports were not made alike and no link sets a gap (the
// repository's exports, one link for all), the text ranks nothing, so no
// cell is shaded and the key says no "best".
func TestCDMTablesShadeTheBest(t *testing.T) {
	ds := rendertest.TwoDrives(t, func(r *datasets.Result) {
		if r.System == "Drive B" {
			r.BWBytesPerS, r.IOPS, r.LatMeanNs = r.BWBytesPerS/2, r.IOPS/2, r.LatMeanNs*2
		}
	})
	a := rendertest.Compare(t, ds, analyze.Options{})
	art, err := BuildCDM(ds, a, Options{})
	if err != nil {
		t.Fatal(err)
	}
	shaded, rows := 0, 0
	for _, tab := range art.Tables {
		for _, row := range tab.Rows {
			var values []float64
			for _, c := range row.Cells {
				if c.HasValue && !math.IsNaN(c.Value) {
					values = append(values, c.Value)
				}
			}
			if len(values) < 2 {
				continue
			}
			rows++
			best := slices.Max(values)
			if strings.HasSuffix(row.Quantity, analyze.LatencyMean.Name) {
				best = slices.Min(values)
			}
			for _, c := range row.Cells {
				if c.Best {
					shaded++
					if c.Value != best {
						t.Errorf("%s, %s: %s shaded, the best is %v", tab.Title, row.Label, c.Text, best)
					}
				}
			}
		}
	}
	if rows == 0 || shaded != rows {
		t.Errorf("%d cells shaded in %d rows of two drives: want the best of each", shaded, rows)
	}
	_, unalike := cdmReview(t, words.English)
	for _, tab := range unalike.Tables {
		for _, row := range tab.Rows {
			for _, c := range row.Cells {
				if c.Best || c.Tie {
					t.Errorf("%s, %s: %s shaded in a review that ranks nothing", tab.Title, row.Label, c.Text)
				}
			}
		}
		if tab.BestKey != "" || tab.TieKey != "" {
			t.Errorf("%s: key %q %q with nothing shaded", tab.Title, tab.BestKey, tab.TieKey)
		}
	}
}

// plotPanels are the line panels of a chart.
func plotPanels(ch *chart.Chart) []*plot.Plot {
	var out []*plot.Plot
	for _, p := range ch.Panels {
		if pp, ok := p.(chart.Lines); ok {
			out = append(out, pp.Plot)
		}
	}
	return out
}

// axisHolds checks an axis for figures from lo to hi: on a log scale
// where they span more than ten times, linear where not, and its highest
// labelled tick at or above hi.
func axisHolds(t *testing.T, name string, ax plot.Axis, lo, hi float64) {
	t.Helper()
	_, log := ax.Scale.(plot.LogScale)
	if log != (hi/lo > 10) {
		t.Errorf("%s: figures %v to %v (%.1f times) on a log scale: %v", name, lo, hi, hi/lo, log)
	}
	top := math.Inf(-1)
	for _, tk := range ax.Tick.Marker.Ticks(ax.Min, ax.Max) {
		if tk.Label != "" {
			top = math.Max(top, tk.Value)
		}
	}
	if top < hi*(1-1e-9) {
		t.Errorf("%s: the highest tick, %v, is under the highest figure, %v", name, top, hi)
	}
}

// TestSweepReadsLatencyAgainstThroughput: each workload of a real sweep
// has its chart after its table: its configurations' throughput over
// the depth, and their mean latency against their throughput, a point
// per depth (the curve a queue-depth sweep is read from); an axis whose
// figures (read from the analysis) span more than ten times is on a log
// scale and one that does not is linear, every axis's highest tick is at
// or above its highest figure, the knee is named in the legend and not
// in a title, and the ratios to the baseline are one chart.
func TestSweepReadsLatencyAgainstThroughput(t *testing.T) {
	ds, s := realSweep(t)
	art, err := BuildSweep(ds, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var workloads []analyze.Workload
	for _, c := range s.Curves {
		if !slices.Contains(workloads, c.Workload) {
			workloads = append(workloads, c.Workload)
		}
	}
	if len(art.Charts) != len(workloads)+1 {
		t.Fatalf("%d charts for %d workloads: want one each and the ratios", len(art.Charts), len(workloads))
	}
	logs := 0
	for i, w := range workloads {
		ch := art.Charts[i]
		panels := plotPanels(ch)
		if len(panels) != 2 || ch.Follows != art.Tables[i].Name {
			t.Fatalf("%s: %d panels, after %q: want throughput and latency, after %s", ch.Name, len(panels), ch.Follows, art.Tables[i].Name)
		}
		curves := curvesOf(s, w)
		sc, lat := english.sweepScale(curves), english.latencyScale(curves)
		vlo, vhi, llo, lhi := math.Inf(1), 0.0, math.Inf(1), 0.0
		for _, c := range curves {
			for _, p := range c.Points {
				vlo, vhi = math.Min(vlo, p.Value/sc.factor), math.Max(vhi, p.Value/sc.factor)
				llo, lhi = math.Min(llo, p.LatencyNs/lat.factor), math.Max(lhi, p.LatencyNs/lat.factor)
			}
		}
		over, against := panels[0], panels[1]
		axisHolds(t, ch.Name+" throughput", over.Y, vlo, vhi)
		axisHolds(t, ch.Name+" latency's throughput", against.X, vlo, vhi)
		axisHolds(t, ch.Name+" latency", against.Y, llo, lhi)
		if !strings.HasPrefix(against.X.Label.Text, sc.unit) || !strings.HasPrefix(against.Y.Label.Text, lat.unit) {
			t.Errorf("%s: latency panel's axes %q against %q, want %s against %s", ch.Name, against.Y.Label.Text, against.X.Label.Text, lat.unit, sc.unit)
		}
		for _, ax := range []plot.Axis{over.Y, against.X, against.Y} {
			if _, ok := ax.Scale.(plot.LogScale); ok {
				logs++
				if !strings.HasSuffix(ax.Label.Text, "log scale") {
					t.Errorf("%s: a log axis labelled %q", ch.Name, ax.Label.Text)
				}
			}
		}
		if strings.Contains(ch.Title, "knee") || !slices.ContainsFunc(ch.Legend, func(e chart.LegendEntry) bool { return strings.Contains(e.Name, "knee") }) {
			t.Errorf("%s: title %q, legend %q: want the knee named in the legend", ch.Name, ch.Title, ch.LegendNames())
		}
	}
	if logs == 0 {
		t.Error("no log axis: the sweep's latencies span from 0.04 to 53 ms")
	}
	ratios := art.Charts[len(workloads)]
	rlo, rhi := 1.0, 1.0
	for _, c := range s.Curves {
		for _, p := range c.Points {
			if c.System != s.Options.Baseline && p.Ratio > 0 {
				// Set against the disk, the memory run is drawn the way the
				// text says it: disk ÷ tmpfs.
				r := p.Ratio
				if c.Target.Kind == analyze.TargetMemory {
					r = 1 / r
				}
				rlo, rhi = math.Min(rlo, r), math.Max(rhi, r)
			}
		}
	}
	if len(plotPanels(ratios)) != len(workloads) {
		t.Errorf("%s: %d panels, want one per workload", ratios.Name, len(plotPanels(ratios)))
	}
	for _, p := range plotPanels(ratios) {
		axisHolds(t, ratios.Name, p.Y, rlo, rhi)
	}
}

// TestPlatformsAreShadesOfAColour: article 1's systems fall into two
// platforms (the first word of their names): Windows's two are the
// palette's first colour and a lighter shade of it, Linux's the second
// and a lighter shade of it; every system's colour is its own.
func TestPlatformsAreShadesOfAColour(t *testing.T) {
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	colours := english.systemColours(a)
	pal := english.look().Palette
	for _, tc := range []struct {
		first, second string
		base          int
	}{{"Windows Non-Native", "Windows Native", 0}, {"Linux libaio", "Linux io_uring", 1}} {
		if colours[tc.first] != pal[tc.base] {
			t.Errorf("%s: %v, want the palette's colour %d, %v", tc.first, colours[tc.first], tc.base+1, pal[tc.base])
		}
		// A shade: each channel towards white by one share.
		light, base := colours[tc.second], pal[tc.base]
		share := (float64(light.R) - float64(base.R)) / (255 - float64(base.R))
		for _, ch := range [][2]uint8{{light.G, base.G}, {light.B, base.B}} {
			if got := (float64(ch[0]) - float64(ch[1])) / (255 - float64(ch[1])); math.Abs(got-share) > 0.02 || share < 0.2 {
				t.Errorf("%s: %v is not a lighter shade of %v", tc.second, light, base)
			}
		}
	}
	seen := map[string]bool{}
	for s, c := range colours {
		if seen[hexOf(c)] {
			t.Errorf("%s shares its colour %s", s, hexOf(c))
		}
		seen[hexOf(c)] = true
	}
}

// pageTextPx is the width of a page's text at a 720-pixel screen (main's
// 1.5rem of padding a side), where a chart is set as wide as the text.
const pageTextPx = 720 - 2*24

// TestChartTextReadableOnAPage: every text of every chart of the three
// kinds of article, set as wide as a 720-pixel screen's text, is 11 CSS
// pixels at least (read from the SVG the page holds).
func TestChartTextReadableOnAPage(t *testing.T) {
	ds, s := realSweep(t)
	sweep, err := BuildSweep(ds, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, review := cdmReview(t, words.Hindi)
	for _, art := range []*Article{comparisonIn(t, words.English), sweep, review} {
		for _, ch := range art.Charts {
			texts, _ := readChartSVG(t, ch)
			if len(texts) < 10 {
				t.Fatalf("%s: %d texts read from the SVG", ch.Name, len(texts))
			}
			for _, x := range texts {
				if px := x.size * pageTextPx / float64(ch.Width); px < 11 {
					t.Errorf("%s: %q is %.1f px at 720 px (%v points)", ch.Name, x.text, px, x.size)
				}
			}
		}
	}
}

// TestBarLabelsKeepTheSourcesPrecision: the bundled comparison's
// sources printed some figures coarser than others (Linux io_uring's
// 77.7 GiB/s, 97 and 52 beside 77.517 and 97.05): a bar's label gives
// each as its table cell does, never with decimals the source did not
// print (77.700, 97.000, 52.000).
func TestBarLabelsKeepTheSourcesPrecision(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	var labels []string
	for _, ch := range art.Charts {
		texts, _ := readChartSVG(t, ch)
		for _, tx := range texts {
			labels = append(labels, tx.text)
		}
	}
	checked := 0
	for _, tb := range art.Tables {
		for _, row := range tb.Rows {
			if row.Label != "Bandwidth" {
				continue
			}
			// A 4K panel charts IOPS: a figure is checked where a bar
			// carries its value.
			for _, c := range row.Cells {
				v, err := strconv.ParseFloat(c.Text, 64)
				if err != nil {
					t.Fatalf("%s: bandwidth %q is not a number", tb.Name, c.Text)
				}
				var same []string
				for _, l := range labels {
					if lv, err := strconv.ParseFloat(l, 64); err == nil && lv == v {
						same = append(same, l)
					}
				}
				if len(same) > 0 {
					checked++
					if !slices.Contains(same, c.Text) {
						t.Errorf("%s: bandwidth %s reads %q on its bar", tb.Name, c.Text, same)
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no bandwidth row in the tables")
	}
	for _, bad := range []string{"77.700", "97.000", "52.000"} {
		if slices.Contains(labels, bad) {
			t.Errorf("a bar reads %s: more decimals than its source printed", bad)
		}
	}
}

// TestCDMMixChartSaysItsShares: the S790's export records its mix as 70%
// reads ([Mix] Read/Write 70/30... in CrystalDiskMark 8's own words), so
// the mix chart's title says "70/30" in every language, as its table's
// does; before, the chart said only "Mix".
func TestCDMMixChartSaysItsShares(t *testing.T) {
	data, err := os.ReadFile(cdm8Sample)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "[Mix] Read 70%/Write 30%") {
		t.Fatal("the export does not record its mix as 70/30")
	}
	for _, lg := range words.Langs {
		_, _, art := cdmExamples(t, lg)
		found := false
		for _, ch := range art.Charts {
			if strings.HasSuffix(ch.Name, "-cdm-mixed") {
				found = true
				if !strings.Contains(ch.Title, "70/30") {
					t.Errorf("%s: the mix chart's title %q does not say 70/30", lg, ch.Title)
				}
			}
		}
		if !found {
			t.Errorf("%s: no mix chart", lg)
		}
	}
}
