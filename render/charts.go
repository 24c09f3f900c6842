package render

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	stdfont "golang.org/x/image/font"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/render/typeset"
)

// limitColour draws the lines that mark a limit on a chart (a link's
// rate, a ratio of one): black, whatever the theme's palette.
var limitColour = color.RGBA{0, 0, 0, 255}

// sans is the typeface of every chart and table: Liberation Sans, with
// package typeset's fallback fonts for the scripts it lacks, or a theme's
// body font. Charts set their text through typeset.Handler (handler),
// which measures and draws in the theme's fonts; only its size and weight
// are read from here.
func sans(size vg.Length, bold bool) font.Font {
	f := font.Font{Typeface: "Liberation", Variant: "Sans", Size: size}
	if bold {
		f.Weight = stdfont.WeightBold
	}
	return f
}

// handler shapes, measures and draws every word of a chart, in the
// theme's body font.
func (l lang) handler() text.Handler { return typeset.Handler{Family: l.look().Body} }

func (l lang) newPlot(title, yLabel string) *plot.Plot {
	p := plot.New()
	for _, h := range []*text.Handler{&p.Title.TextStyle.Handler, &p.X.Label.TextStyle.Handler, &p.Y.Label.TextStyle.Handler,
		&p.X.Tick.Label.Handler, &p.Y.Tick.Label.Handler, &p.Legend.TextStyle.Handler} {
		*h = l.handler()
	}
	p.Title.Text = l.Bind(title) // its lines break as the text's do
	p.Title.TextStyle.Font = sans(11, true)
	p.Y.Label.Text = yLabel
	p.Y.Label.TextStyle.Font = sans(9, false)
	p.X.Label.TextStyle.Font = sans(9, false)
	p.X.Tick.Label.Font = sans(7.5, false)
	p.Y.Tick.Label.Font = sans(8, false)
	p.Y.Min = 0
	grid := plotter.NewGrid()
	grid.Vertical.Width = 0 // horizontal rules only, as review charts have
	grid.Horizontal.Color = color.Gray{Y: 220}
	p.Add(grid)
	return p
}

// buildCharts makes a grouped bar chart per metric (workloads along x, one
// bar per system) and a CPU-efficiency chart.
func (l lang) buildCharts(a *analyze.Analysis) ([]*Chart, error) {
	var charts []*Chart
	for _, m := range a.Metrics {
		if m.Family == analyze.FamilyEfficiency && m.Name != analyze.BytesPerCPU.Name || m.Family == analyze.FamilyScore {
			continue // scores: a chart per unit, below
		}
		title := l.metricTitle(m)
		if m.Family == analyze.FamilyEfficiency {
			title = l.Say("CPU efficiency: %s", title)
		}
		c, err := l.barChart(a, m, title)
		if err != nil {
			return nil, fmt.Errorf("chart %s: %w", m.Name, err)
		}
		c.Name = "chart-" + strconv.Itoa(len(charts)+1) + "-" + m.Name
		charts = append(charts, c)
	}
	scores, err := l.scoreCharts(a)
	for _, c := range scores {
		c.Name = "chart-" + strconv.Itoa(len(charts)+1) + "-" + c.Name
		charts = append(charts, c)
	}
	return charts, err
}

func (l lang) barChart(a *analyze.Analysis, m analyze.Metric, title string) (*Chart, error) {
	var cells []analyze.Cell
	values := map[string]plotter.Values{}
	lows, highs := map[string][]float64{}, map[string][]float64{}
	whiskers := false
	var all []float64
	step := 0.0
	for _, cmp := range a.Comparisons {
		if cmp.Metric.Name != m.Name {
			continue
		}
		cells = append(cells, cmp.Cell)
		for _, s := range a.Systems {
			v, lo, hi := math.NaN(), math.NaN(), math.NaN()
			if f, ok := cmp.Figure(s); ok {
				v = f.Value
				all = append(all, v)
				if step == 0 || f.Resolution > 0 && f.Resolution < step {
					step = f.Resolution
				}
				if !math.IsNaN(f.CILow) && !math.IsNaN(f.CIHigh) {
					lo, hi, whiskers = f.CILow, f.CIHigh, true
					all = append(all, hi)
				}
			}
			values[s] = append(values[s], v)
			lows[s], highs[s] = append(lows[s], lo), append(highs[s], hi)
		}
	}
	if err := checkChartData(all); err != nil {
		return nil, err
	}
	sc := l.scaleFor(m, all, step)
	legend := l.newLegend()
	yLabel := l.metricTitle(m) + " (" + sc.unit + ")"
	switch {
	case m.Family == analyze.FamilyEfficiency:
		yLabel = sc.unit
	case sc.unit == l.metricTitle(m):
		yLabel = sc.unit
	}
	p := l.newPlot(title, yLabel)
	p.NominalX(l.workloadLabels(cells, 0, 0)...)
	p.Y.Max = withAir(slices.Max(all)/sc.factor, 0.06)
	p.Y.Tick.Marker = groupedTicks{l}
	var drawn []*ciWhiskers
	names := shortNames(a.Systems)
	var workloads []string
	for _, c := range cells {
		workloads = append(workloads, l.cellTitle(c))
	}
	var points []chartPoint
	for _, s := range a.Systems {
		for j, v := range values[s] {
			points = append(points, chartPoint{s, workloads[j], v, sc.withUnit(v)})
		}
	}
	barWidth := l.barWidthFor(p, legend, names, len(a.Systems), len(cells))
	// Labels wider than their group take a line a word: the bars' width
	// does not depend on how tall the labels are.
	group := barWidth * vg.Length(len(a.Systems)) / 0.8
	p.NominalX(l.workloadLabels(cells, group, p.X.Tick.Label.Font.Size)...)
	for i, s := range a.Systems {
		bars, err := l.addBars(p, &legend, names[i], i, len(a.Systems), barWidth, values[s], sc.factor)
		if err != nil {
			return nil, err
		}
		if whiskers {
			w := &ciWhiskers{low: lows[s], high: highs[s], factor: sc.factor, offset: bars.Offset, cap: barWidth / 3}
			p.Add(w)
			drawn = append(drawn, w)
		}
		labelBars(p, bars, values[s], highs[s], sc)
	}
	if whiskers {
		title = l.Say("%s (whiskers: 95%% confidence interval of the median)", title)
		p.Title.Text = l.Bind(title)
	}
	ch := l.chart(title, p, legend, names)
	ch.whiskers = drawn
	ch.Description = l.barDescription(yLabel, a.Systems, workloads, points)
	return ch, nil
}

// chart is a chart of the theme's size and look.
func (l lang) chart(title string, p *plot.Plot, legend plot.Legend, names []string) *Chart {
	return &Chart{Title: title, Plot: p, Legend: legend, legendNames: names, Width: l.look().ChartWidth, Height: l.look().ChartHeight, logo: l.look().Logo}
}

// colour is the colour of the i-th system of a chart: the theme's
// palette's, over again past its end.
func (l lang) colour(i int) color.RGBA {
	pal := l.look().Palette
	return pal[i%len(pal)]
}

// workloadLabels are the x-axis labels of a bar chart's groups, on two
// lines each, so eight or more fit side by side; a label with a line
// wider than its group (set at size) takes a line a word, so that
// neighbours never run into each other (Hindi's words are long). A zero
// width fits every label.
func (l lang) workloadLabels(cells []analyze.Cell, width, size vg.Length) []string {
	var labels []string
	for _, c := range cells {
		t := l.cellTitle(c)
		if i := strings.LastIndexByte(t, ' '); i > 0 {
			t = t[:i] + "\n" + t[i+1:]
		}
		if width > 0 && widestLine(t)*float64(size) > float64(width)*0.95 {
			t = strings.Join(strings.Fields(t), "\n")
		}
		labels = append(labels, t)
	}
	return labels
}

// widestLine is the width of the widest line of a text, in ems.
func widestLine(text string) float64 {
	w := 0.0
	for _, line := range strings.Split(text, "\n") {
		w = math.Max(w, typeset.Shape(line, false).Width)
	}
	return w
}

// withAir is an axis maximum a share above the tallest figure, so that no
// bar touches the top; at most the largest float64, which an axis can still
// compute with, where the air would take a huge figure to infinity.
func withAir(top, share float64) float64 {
	return math.Min(top*(1+share), math.MaxFloat64)
}

// barWidthFor is the width of each bar when a chart shows groups of one
// bar per system beside a legend of these names: 80% of each group's share
// of the data area that p's axes leave (p's x labels and y range must be
// set). The axes are measured, not assumed: a bar chart whose bars are
// wider than its data area has no layout (gonum/plot then divides by zero
// and draws at infinity), and long tick labels narrow the area.
func (l lang) barWidthFor(p *plot.Plot, legend plot.Legend, names []string, systems, groups int) vg.Length {
	measure := *p // the x range the bars will give, without changing p's
	measure.X.Min, measure.X.Max = 0, float64(max(groups, 1)-1)
	area := chartArea(draw.Canvas{Rectangle: vg.Rectangle{Max: vg.Point{X: l.look().ChartWidth, Y: l.look().ChartHeight}}})
	area.Max.X -= legendWidth(legend, names)
	data := measure.DataCanvas(area)
	return vg.Length(0.8) * (data.Max.X - data.Min.X) / vg.Length(max(groups, 1)) / vg.Length(max(systems, 1))
}

// addBars draws system number i of n as bars across the groups, beside
// the others, and names it in the legend as label. A missing value (NaN) draws no
// bar.
func (l lang) addBars(p *plot.Plot, legend *plot.Legend, label string, i, n int, width vg.Length, values []float64, factor float64) (*plotter.BarChart, error) {
	vs := make(plotter.Values, len(values))
	for j, v := range values {
		if !math.IsNaN(v) {
			vs[j] = v / factor
		}
	}
	bars, err := plotter.NewBarChart(vs, width)
	if err != nil {
		return nil, err
	}
	bars.LineStyle.Width = 0
	bars.Color = l.colour(i)
	bars.Offset = width * (vg.Length(i) - vg.Length(n-1)/2)
	p.Add(bars)
	legend.Add(label, bars)
	return bars, nil
}

// cdfCharts draws, for each cell whose latency histograms the data holds,
// the cumulative distribution of each system's latency: the share of
// I/Os at or below each latency, on a log scale of latency.
func (l lang) cdfCharts(a *analyze.Analysis, dists []analyze.Distribution) ([]*Chart, error) {
	var cells []analyze.Cell
	for _, d := range dists {
		if !slices.Contains(cells, d.Cell) {
			cells = append(cells, d.Cell)
		}
	}
	colour, labels := map[string]int{}, map[string]string{}
	short := shortNames(a.Systems)
	for i, s := range a.Systems {
		colour[s], labels[s] = i, short[i]
	}
	var charts []*Chart
	for _, c := range cells {
		var mine []analyze.Distribution
		var all []float64
		for _, d := range dists {
			if d.Cell == c && d.Total > 0 {
				mine = append(mine, d)
				for _, b := range d.Bins {
					all = append(all, b.Ns)
				}
			}
		}
		if err := checkChartData(all); err != nil {
			return nil, fmt.Errorf("latency distribution of %s: %w", c, err)
		}
		sc := l.scaleFor(analyze.LatencyMean, []float64{slices.Max(all)}, 0)
		title := l.Say("%s: distribution of completion latency", l.Capitalize(l.cellTitle(c)))
		if mine[0].LatKind == "lat" {
			title = l.Say("%s: distribution of latency", l.Capitalize(l.cellTitle(c)))
		}
		p := l.newPlot(title, l.Say("I/Os at or below (%%)"))
		p.X.Label.Text = l.Say("Latency (%s, log scale)", sc.unit)
		p.X.Scale = plot.LogScale{}
		p.X.Tick.Marker = plot.LogTicks{Prec: -1}
		p.Y.Max = 100
		legend := l.newLegend()
		var names, systems, medians []string
		for _, d := range mine {
			var xys plotter.XYs
			for _, pt := range d.CDF() {
				if pt.Ns > 0 {
					xys = append(xys, plotter.XY{X: pt.Ns / sc.factor, Y: pt.Fraction * 100})
				}
			}
			if len(xys) == 0 {
				continue
			}
			line, err := plotter.NewLine(xys)
			if err != nil {
				return nil, err
			}
			line.Color, line.Width = l.colour(colour[d.System]), vg.Points(1.5)
			p.Add(line)
			legend.Add(labels[d.System], line)
			names, systems = append(names, labels[d.System]), append(systems, d.System)
			medians = append(medians, l.Say("%s (%s)", d.System, sc.withUnit(d.Percentile(50))))
		}
		p.Y.Tick.Marker = groupedTicks{l}
		ch := l.chart(title, p, legend, names)
		ch.Description = l.cdfDescription(systems, medians)
		charts = append(charts, ch)
	}
	return charts, nil
}

// ciWhiskers draws a 95% confidence interval over each bar of a series
// that was measured repeatedly: a vertical line from the low to the high
// bound with a cap at each end, at the bar's offset within its group.
type ciWhiskers struct {
	low, high []float64 // per group, in base units; NaN draws nothing
	factor    float64   // the chart's display unit
	offset    vg.Length // the bars' offset within the group
	cap       vg.Length // width of the caps
}

func (w *ciWhiskers) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	style := draw.LineStyle{Color: color.Gray{Y: 40}, Width: vg.Points(0.8)}
	for i := range w.low {
		lo, hi := w.low[i], w.high[i]
		if math.IsNaN(lo) || math.IsNaN(hi) {
			continue
		}
		x := trX(float64(i)) + w.offset
		y0, y1 := trY(lo/w.factor), trY(hi/w.factor)
		c.StrokeLine2(style, x, y0, x, y1)
		c.StrokeLine2(style, x-w.cap/2, y0, x+w.cap/2, y0)
		c.StrokeLine2(style, x-w.cap/2, y1, x+w.cap/2, y1)
	}
}

// DataRange makes room for the highest bound.
func (w *ciWhiskers) DataRange() (xmin, xmax, ymin, ymax float64) {
	xmin, xmax, ymin, ymax = 0, float64(max(len(w.low)-1, 0)), 0, 0
	for _, h := range w.high {
		if !math.IsNaN(h) {
			ymax = math.Max(ymax, h/w.factor)
		}
	}
	return
}

// groupedTicks label four to seven round values (steps of 1, 2, 2.5 or 5
// times a power of ten) with thousands separators: 1,000,000 rather than
// 1e+06, and enough of them to read a bar's height.
//
// Figures past what plain digits can show (see plainLimit), or whose step
// needs more than six decimals, are labelled in scientific notation to the
// step's precision: 2.5e+18.
type groupedTicks struct{ lang lang }

func (g groupedTicks) Ticks(lo, hi float64) []plot.Tick {
	l := g.lang
	finite := !math.IsInf(lo, 0) && !math.IsInf(hi, 0)
	if !(hi > lo) || !finite {
		if !finite || math.IsNaN(lo) {
			return nil // no axis to label; never a NaN or Inf label
		}
		return []plot.Tick{{Value: lo, Label: l.tickLabel(lo, 0, 0)}}
	}
	// Of the round steps near a fifth of the range, the one that gives
	// closest to five intervals.
	span := hi - lo
	mag := math.Pow(10, math.Floor(math.Log10(span/5)))
	step := mag
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if math.Abs(span/(m*mag)-5) < math.Abs(span/step-5) {
			step = m * mag
		}
	}
	if !(step > 0) || math.IsInf(step, 0) || math.IsInf(span, 0) {
		// A range so small (subnormal) or so wide that no round step
		// exists in float64: label its ends.
		return []plot.Tick{{Value: lo, Label: l.tickLabel(lo, 0, 0)}, {Value: hi, Label: l.tickLabel(hi, 0, 0)}}
	}
	first, last := math.Ceil(lo/step), math.Floor(hi/step+1e-9)
	var ticks []plot.Tick
	// Counted, not accumulated (v += step drifts, and stops moving where
	// step is below v's precision), and never more than a screenful.
	for i := 0.0; i <= last-first && i <= 20; i++ {
		v := (first + i) * step
		ticks = append(ticks, plot.Tick{Value: v, Label: l.tickLabel(v, step, math.Max(math.Abs(lo), math.Abs(hi)))})
		// Unlabelled minor ticks halfway, as plot's default ticker draws.
		if mid := v + step/2; mid < hi {
			ticks = append(ticks, plot.Tick{Value: mid})
		}
	}
	return ticks
}

// tickLabel writes a tick's value to the precision of the step between
// ticks (0: as precisely as it takes), on an axis that reaches largest.
func (l lang) tickLabel(v, step, largest float64) string {
	if step == 0 {
		if v == 0 {
			return l.Int(0)
		}
		return l.Scientific(v)
	}
	exp := math.Floor(math.Log10(step) + 1e-9)
	quarter := math.Abs(step/math.Pow(10, exp)-2.5) < 1e-9 // 0.25, 2.5, 2.5e+18
	decimals := max(0, -int(exp))
	if quarter && step < 10 {
		decimals++
	}
	if largest < plainLimit && decimals <= 6 {
		return l.Decimal(v, decimals)
	}
	if v == 0 {
		return l.Int(0)
	}
	digits := int(math.Floor(math.Log10(math.Abs(v)))) - int(exp) // after the point
	if quarter {
		digits++
	}
	return l.ScientificDigits(v, max(digits, 0))
}

// checkChartData refuses data that would draw an empty or misleading chart.
func checkChartData(values []float64) error {
	if len(values) == 0 {
		return fmt.Errorf("no figures to plot")
	}
	positive := false
	for _, v := range values {
		if math.IsInf(v, 0) || math.IsNaN(v) {
			return fmt.Errorf("figure %v cannot be plotted", v)
		}
		if v < 0 {
			return fmt.Errorf("negative figure %v on a bar chart", v)
		}
		if v > 0 {
			positive = true
		}
	}
	if !positive {
		return fmt.Errorf("every figure is zero")
	}
	return nil
}

func (l lang) newLegend() plot.Legend {
	legend := plot.NewLegend()
	legend.TextStyle.Handler = l.handler()
	legend.TextStyle.Font = sans(8, false)
	legend.Top, legend.Left = true, true
	legend.ThumbnailWidth = 8
	legend.Padding = 3
	return legend
}

// legendWidth is the room a legend of these names takes beside the plot.
func legendWidth(l plot.Legend, names []string) vg.Length {
	w := vg.Length(0)
	for _, n := range names {
		w = max(w, l.TextStyle.Width(n))
	}
	return w + l.ThumbnailWidth + 16
}

// chartMargin is the white left around a chart (points): gonum/plot sets
// the x-axis label's descenders on the chart's bottom edge and the y-axis
// label's on its left edge, where a glyph that reaches a hair past its
// font's descent (a parenthesis does) or the anti-aliasing of a PNG's
// last row would be cut.
const chartMargin = 1

// chartArea is where a chart draws within its canvas.
func chartArea(c draw.Canvas) draw.Canvas {
	return draw.Crop(c, chartMargin, -chartMargin, chartMargin, -chartMargin)
}

// drawChart draws a chart onto any vg canvas: the plot on the left, its
// legend in a column on the right, so that no bar is ever hidden under it.
func drawChart(c vg.CanvasSizer, ch *Chart) {
	dc := chartArea(draw.New(c))
	if len(ch.legendNames) == 0 {
		titleWithin(ch.Plot, dc.Max.X-dc.Min.X).Draw(dc)
		return
	}
	w := legendWidth(ch.Legend, ch.legendNames)
	plotArea := draw.Crop(dc, 0, -w, 0, 0)
	titleWithin(ch.Plot, plotArea.Max.X-plotArea.Min.X).Draw(plotArea)
	legendArea := draw.Crop(dc, dc.Max.X-dc.Min.X-w+8, 0, 0, -28)
	ch.Legend.Draw(legendArea)
	if ch.logo != nil {
		drawLogo(legendArea, ch.logo)
	}
}

// titleWithin is p with its title broken into lines no wider than width,
// two of balanced length where they fit, where it is wider (a long title
// in Polish), or p itself: gonum/plot centres a title on one line and a
// wider one ran off both sides of the chart.
func titleWithin(p *plot.Plot, width vg.Length) *plot.Plot {
	sty := p.Title.TextStyle
	if sty.Width(p.Title.Text) <= width {
		return p
	}
	wrapped := *p
	wrapped.Title.Text = strings.Join(wrapWords(p.Title.Text, 2), "\n")
	if sty.Width(wrapped.Title.Text) > width {
		var lines []string
		for _, l := range typeset.Wrap(p.Title.Text, sty.Font.Weight >= stdfont.WeightBold, float64(width/sty.Font.Size)) {
			lines = append(lines, l.Text)
		}
		wrapped.Title.Text = strings.Join(lines, "\n")
	}
	return &wrapped
}
