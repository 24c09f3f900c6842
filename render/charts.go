package render

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/render/chart"
)

// text is how the article's charts write: in its language and its
// theme's body font.
func (l lang) text() chart.Text { return chart.Text{Lang: l.Lang, Family: l.look().Body} }

// buildCharts makes a chart of each table of a comparison, which the
// article places after it: a panel per workload of the table, each on
// its own axis in the unit review sites give it (IOPS for small blocks,
// bandwidth for large; a test's own score), and under them a panel of
// each workload's CPU efficiency where the data has it. One axis never
// holds 1.8 and 97 GiB/s.
func (l lang) buildCharts(a *analyze.Analysis, tables []*Table) ([]*chart.Chart, error) {
	colours := l.systemColours(a)
	if len(a.Systems) == 1 && len(tables) > 0 {
		// One system: a panel per workload would hold one bar, which
		// says nothing the table does not; its workloads side by side do.
		c, err := l.workloadsChart(a, tables, colours[a.Systems[0]])
		if err != nil || c == nil {
			return nil, err
		}
		c.Name = "chart-1-workloads"
		return []*chart.Chart{c}, nil
	}
	var charts []*chart.Chart
	for i, t := range tables {
		if len(t.cells) == 0 || i+1 < len(tables) && slices.Equal(tables[i+1].cells, t.cells) {
			continue // a table continued: its chart follows the last part
		}
		first := t // the part that has the table's own title
		for j := i - 1; j >= 0 && slices.Equal(tables[j].cells, t.cells); j-- {
			first = tables[j]
		}
		c, err := l.tableChart(a, first, t.Name, colours)
		if err != nil {
			return nil, fmt.Errorf("chart of %s: %w", t.Title, err)
		}
		if c == nil {
			continue
		}
		c.Name = "chart-" + strconv.Itoa(len(charts)+1) + "-" + tableStem(t.Name)
		charts = append(charts, c)
	}
	return charts, nil
}

// workloadsChart draws one system's workloads side by side, after the
// last table: a panel of IOPS for its small blocks and one of bandwidth
// for its large (each in the unit review sites give it), and panels of
// its mean and 99th-percentile latency; a bar per workload, named.
func (l lang) workloadsChart(a *analyze.Analysis, tables []*Table, colour color.RGBA) (*chart.Chart, error) {
	var cells []analyze.Cell
	for _, t := range tables {
		for _, c := range t.cells {
			if !slices.Contains(cells, c) {
				cells = append(cells, c)
			}
		}
	}
	var small, large []*analyze.Comparison
	for _, c := range cells {
		cmp, ok := headline(a, c)
		switch {
		case !ok:
		case cmp.Metric.Name == analyze.IOPS.Name:
			small = append(small, cmp)
		default:
			large = append(large, cmp)
		}
	}
	var rows [][]*analyze.Comparison
	for _, group := range [][]*analyze.Comparison{small, large} {
		if len(group) > 0 {
			rows = append(rows, group)
		}
	}
	for _, m := range []analyze.Metric{analyze.LatencyMean, analyze.LatencyP99} {
		var group []*analyze.Comparison
		for _, c := range cells {
			if cmp := comparisonOf(a, c, m.Name); cmp != nil {
				group = append(group, cmp)
			}
		}
		if len(group) > 0 {
			rows = append(rows, group)
		}
	}
	if len(rows) == 0 {
		return nil, nil
	}
	ch := l.chart(l.Say("%s: throughput and latency by workload", a.Systems[0]))
	ch.Columns = min(2, len(rows))
	most := 0
	var described []string
	for _, group := range rows {
		p, err := l.comparisonPanel(group[0], group, a.Systems, map[string]color.RGBA{a.Systems[0]: colour})
		if err != nil {
			return nil, err
		}
		p.title = l.Capitalize(l.metricTitle(group[0].Metric)) + " (" + p.sc.unit + ")"
		if p.sc.unit == l.metricTitle(group[0].Metric) {
			p.title = p.sc.unit
		}
		p.bars = nil
		for _, cmp := range group {
			f := cmp.Best()
			p.bars = append(p.bars, panelBar{value: f.Value, low: math.NaN(), high: math.NaN(), res: f.Resolution, colour: colour})
			p.names = append(p.names, l.cellName(cmp.Cell))
		}
		ch.Panels = append(ch.Panels, p)
		most = max(most, len(group))
		described = append(described, l.workloadsDescription(p))
	}
	ch.Height = ch.BarHeight(most, (len(rows)+ch.Columns-1)/ch.Columns)
	ch.Description = joinSentences(described...)
	ch.Follows = tables[len(tables)-1].Name
	return ch, nil
}

// workloadsDescription says a panel of workloads' highest and lowest
// figures, for a reader who cannot see the chart.
func (l lang) workloadsDescription(p *barPanel) string {
	hi, lo := 0, 0
	for i, b := range p.bars {
		if b.value > p.bars[hi].value {
			hi = i
		}
		if b.value < p.bars[lo].value {
			lo = i
		}
	}
	return l.Say("%s: highest %s, %s; lowest %s, %s.", p.title, p.names[hi], p.sc.withUnit(p.bars[hi].value), p.names[lo], p.sc.withUnit(p.bars[lo].value))
}

// tableStem is a table's name without its kind and number:
// "random-read" of "table-1-random-read".
func tableStem(name string) string {
	parts := strings.SplitN(name, "-", 3)
	if len(parts) == 3 {
		return parts[2]
	}
	return name
}

// smallBlock is the largest block whose figures review sites give in
// IOPS rather than bandwidth.
const smallBlock = 16 << 10

// headline is the metric a cell's figures are charted in: IOPS for small
// blocks, bandwidth for large, the other where the data lacks it, else
// the first the data has (a test's score, a latency); false for none.
func headline(a *analyze.Analysis, c analyze.Cell) (*analyze.Comparison, bool) {
	prefer := []string{analyze.Bandwidth.Name, analyze.IOPS.Name}
	if c.BlockSizeBytes > 0 && c.BlockSizeBytes <= smallBlock {
		prefer[0], prefer[1] = prefer[1], prefer[0]
	}
	for _, m := range tableMetrics(a) {
		if m.Family != analyze.FamilyBandwidth && m.Family != analyze.FamilyIOPS {
			prefer = append(prefer, m.Name)
		}
	}
	for _, name := range prefer {
		if cmp := comparisonOf(a, c, name); cmp != nil {
			return cmp, true
		}
	}
	return nil, false
}

// comparisonOf is the analysis's comparison of a cell in a metric; nil
// where none has a figure.
func comparisonOf(a *analyze.Analysis, c analyze.Cell, metric string) *analyze.Comparison {
	for i := range a.Comparisons {
		if cmp := &a.Comparisons[i]; cmp.Cell == c && cmp.Metric.Name == metric && len(cmp.Ranking) > 0 {
			return cmp
		}
	}
	return nil
}

// tableChart draws a table's cells, each a panel of a bar per system,
// and a row of their CPU efficiency where the data has it, to follow the
// table named follows (the last part of a table continued); nil where no
// cell has a figure to draw.
func (l lang) tableChart(a *analyze.Analysis, t *Table, follows string, colours map[string]color.RGBA) (*chart.Chart, error) {
	var throughput, efficiency []*analyze.Comparison
	for _, c := range t.cells {
		if cmp := testedHeadline(a, c); cmp != nil {
			throughput = append(throughput, cmp)
		} else if cmp, ok := headline(a, c); ok {
			throughput = append(throughput, cmp)
		}
		if cmp := comparisonOf(a, c, analyze.BytesPerCPU.Name); cmp != nil {
			efficiency = append(efficiency, cmp)
		}
	}
	if len(throughput) == 0 {
		return nil, nil
	}
	// The systems drawn: those with a figure in a panel, in the
	// analysis's order; the legend names no other.
	var systems []string
	for _, s := range a.Systems {
		for _, cmp := range slices.Concat(throughput, efficiency) {
			if _, ok := cmp.Figure(s); ok && !slices.Contains(systems, s) {
				systems = append(systems, s)
			}
		}
	}
	rows := [][]*analyze.Comparison{throughput}
	title := t.Title
	if len(efficiency) > 0 {
		rows = append(rows, efficiency)
		title = l.Say("%s: throughput and CPU efficiency", t.Title)
	}
	ch := l.chart(title)
	for i, n := range shortNames(systems) {
		ch.Legend = append(ch.Legend, chart.LegendEntry{Name: n, Thumbs: []plot.Thumbnailer{chart.Swatch{Colour: colours[systems[i]]}}})
	}
	ch.Columns = 1
	for _, row := range rows {
		ch.Columns = max(ch.Columns, len(row))
	}
	var described []string
	for i, row := range rows {
		// CPU efficiency is in one unit over the whole article, so that
		// no chart reads GiB/s per % CPU and the next MiB/s per % CPU.
		unitRow := row
		if i == 1 {
			unitRow = nil
			for j := range a.Comparisons {
				if cmp := &a.Comparisons[j]; cmp.Metric.Name == analyze.BytesPerCPU.Name && len(cmp.Ranking) > 0 {
					unitRow = append(unitRow, cmp)
				}
			}
		}
		for _, cmp := range row {
			p, err := l.comparisonPanel(cmp, unitRow, systems, colours)
			if err != nil {
				return nil, err
			}
			ch.Panels = append(ch.Panels, p)
			described = append(described, l.panelDescription(p, systems))
		}
		// A shorter row leaves its places empty, so that each column
		// is one workload.
		for range ch.Columns - len(row) {
			ch.Panels = append(ch.Panels, chart.Empty{})
		}
	}
	for _, p := range ch.Panels {
		if b, ok := p.(*barPanel); ok && slices.ContainsFunc(b.bars, func(bar panelBar) bool { return finite(bar.high) && !bar.runs }) {
			ch.Legend = append(ch.Legend, chart.LegendEntry{Name: l.Say("whiskers: 95%% confidence interval of the median"), Thumbs: []plot.Thumbnailer{chart.Whisker{}}})
			break
		}
	}
	for _, p := range ch.Panels {
		if b, ok := p.(*barPanel); ok && slices.ContainsFunc(b.bars, func(bar panelBar) bool { return bar.runs }) {
			ch.Legend = append(ch.Legend, chart.LegendEntry{Name: l.Say("whiskers: lowest to highest run"), Thumbs: []plot.Thumbnailer{chart.Whisker{}}})
			break
		}
	}
	ch.Height = ch.BarHeight(len(systems), len(rows))
	var titles []string
	for _, p := range ch.Panels {
		if b, ok := p.(*barPanel); ok {
			titles = append(titles, b.title)
		}
	}
	ch.Description = joinSentences(append([]string{l.Say("Bar charts of %s for %s.", l.JoinAnd(titles), l.JoinAnd(systems))}, described...)...)
	ch.Follows = follows
	return ch, nil
}

// comparisonPanel is a panel of one cell and metric: a bar per system,
// its figure in one unit with the row's panels of the metric, a whisker
// where the figure has a confidence interval.
func (l lang) comparisonPanel(cmp *analyze.Comparison, row []*analyze.Comparison, systems []string, colours map[string]color.RGBA) (*barPanel, error) {
	var values []float64
	step := 0.0
	for _, other := range row {
		if other.Metric.Name != cmp.Metric.Name {
			continue
		}
		for _, f := range other.Ranking {
			values = append(values, f.Value)
			if f.Resolution > 0 && (step == 0 || f.Resolution < step) {
				step = f.Resolution
			}
			if finite(f.CIHigh) {
				values = append(values, f.CIHigh)
			}
		}
	}
	if err := checkChartData(values); err != nil {
		return nil, err
	}
	sc := l.scaleFor(cmp.Metric, values, step)
	p := &barPanel{title: l.panelTitle(cmp.Cell, cmp.Metric, sc), sc: sc, step: step, lang: l}
	for _, s := range systems {
		bar := panelBar{value: math.NaN(), low: math.NaN(), high: math.NaN(), colour: colours[s]}
		if f, ok := cmp.Figure(s); ok {
			bar.value, bar.res = f.Value, f.Resolution
			switch {
			case finite(f.CILow) && finite(f.CIHigh):
				bar.low, bar.high = f.CILow, f.CIHigh
			case len(f.Samples) > 1:
				// Too few runs for an interval of the median: the
				// whisker spans the runs themselves.
				bar.low, bar.high, bar.runs = slices.Min(f.Samples), slices.Max(f.Samples), true
			}
		}
		p.bars = append(p.bars, bar)
	}
	return p, nil
}

// panelTitle names what a panel of a cell shows: "64K: Bandwidth
// (GiB/s)", "4K: MiB/s per % CPU", a test's score and which way is
// better.
func (l lang) panelTitle(c analyze.Cell, m analyze.Metric, sc scale) string {
	measure := l.metricTitle(m) + " (" + sc.unit + ")"
	switch {
	case m.Family == analyze.FamilyScore:
		return l.scoreChartTitle(m) // the heading of a test's cell is its unit
	case m.Family == analyze.FamilyEfficiency, sc.unit == l.metricTitle(m):
		measure = sc.unit
	}
	return l.Say("%s: %s", l.groupHeading(c), measure)
}

// panelDescription says a bar panel's highest and lowest figures, for a
// reader who cannot see the chart.
func (l lang) panelDescription(p *barPanel, systems []string) string {
	var points []chartPoint
	for i, b := range p.bars {
		if finite(b.value) {
			points = append(points, chartPoint{systems[i], p.title, b.value, p.sc.withUnit(b.value)})
		}
	}
	if len(points) == 0 {
		return ""
	}
	byValue := func(a, b chartPoint) int { return cmpFloat(a.value, b.value) }
	hi, lo := slices.MaxFunc(points, byValue), slices.MinFunc(points, byValue)
	return l.Say("%s: highest %s, %s; lowest %s, %s.", p.title, hi.series, hi.text, lo.series, lo.text)
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// chart is a chart of the theme's size and look.
func (l lang) chart(title string) *chart.Chart {
	return &chart.Chart{Title: title, Text: l.text(), Width: l.look().ChartWidth, Height: l.look().ChartHeight, Logo: l.look().Logo}
}

// colour is the i-th colour of the theme's palette, over again past its
// end.
func (l lang) colour(i int) color.RGBA {
	pal := l.look().Palette
	return pal[i%len(pal)]
}

// systemColours gives each system its colour in every chart: where the
// systems fall into platforms of several systems each (Windows and
// Linux), each platform a colour of the palette, its first system in it
// and the others in lighter shades of it; else each system a colour of
// its own.
func (l lang) systemColours(a *analyze.Analysis) map[string]color.RGBA {
	out := map[string]color.RGBA{}
	grouped := a.Grouping != analyze.Ungrouped && len(a.Groups) > 1 && len(a.Groups) < len(a.Systems)
	if !grouped {
		for i, s := range a.Systems {
			out[s] = l.colour(i)
		}
		return out
	}
	for g, group := range a.Groups {
		base := l.colour(g)
		for i, s := range group.Systems {
			out[s] = shade(base, i, len(group.Systems))
		}
	}
	for i, s := range a.Systems { // none should be left; never draw one black
		if _, ok := out[s]; !ok {
			out[s] = l.colour(i)
		}
	}
	return out
}

// lightest is how far towards white the lightest shade of a colour goes.
const lightest = 0.55

// shade is the i-th of n shades of a colour: the colour itself first,
// then lighter ones, evenly, the last lightest of the way to white.
func shade(c color.RGBA, i, n int) color.RGBA {
	if n <= 1 || i <= 0 {
		return c
	}
	t := lightest * float64(i) / float64(n-1)
	mix := func(v uint8) uint8 { return uint8(math.Round(float64(v) + (255-float64(v))*t)) }
	return color.RGBA{mix(c.R), mix(c.G), mix(c.B), 255}
}

// cdfCharts draws, for each cell whose latency histograms the data holds,
// the cumulative distribution of each system's latency: the share of
// I/Os at or below each latency, on a log scale of latency.
func (l lang) cdfCharts(a *analyze.Analysis, dists []analyze.Distribution) ([]*chart.Chart, error) {
	var cells []analyze.Cell
	for _, d := range dists {
		if !slices.Contains(cells, d.Cell) {
			cells = append(cells, d.Cell)
		}
	}
	colours, labels := l.systemColours(a), map[string]string{}
	short := shortNames(a.Systems)
	for i, s := range a.Systems {
		labels[s] = short[i]
	}
	var charts []*chart.Chart
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
		p := l.text().NewPlot("", l.Say("Latency (%s, log scale)", sc.unit), l.Say("I/Os at or below (%%)"))
		ch := l.chart(title)
		var systems, medians []string
		lo, hi := math.Inf(1), 0.0
		for _, d := range mine {
			var xys plotter.XYs
			for _, pt := range d.CDF() {
				if pt.Ns > 0 {
					xys = append(xys, plotter.XY{X: pt.Ns / sc.factor, Y: pt.Fraction * 100})
					lo, hi = math.Min(lo, pt.Ns/sc.factor), math.Max(hi, pt.Ns/sc.factor)
				}
			}
			if len(xys) == 0 {
				continue
			}
			line, err := plotter.NewLine(xys)
			if err != nil {
				return nil, err
			}
			line.Color, line.Width = colours[d.System], vg.Points(1.5)
			p.Add(line)
			ch.Legend = append(ch.Legend, chart.LegendEntry{Name: labels[d.System], Thumbs: []plot.Thumbnailer{line}})
			systems = append(systems, d.System)
			medians = append(medians, l.Say("%s (%s)", d.System, sc.withUnit(d.Percentile(50))))
		}
		if len(systems) == 0 {
			continue
		}
		ch.Panels, ch.Columns = []chart.Panel{chart.Lines{Plot: p}}, 1
		w, _ := ch.PanelRoom(1)
		if !(hi > lo) {
			hi = lo * 2
		}
		l.text().Axis(&p.X, lo, hi, 1, w, true) // latency: always on a log scale
		p.Y.Min, p.Y.Max = 0, 100
		p.Y.Tick.Marker = chart.Ticks{Text: l.text(), Step: 20}
		ch.Description = l.cdfDescription(systems, medians)
		charts = append(charts, ch)
	}
	return charts, nil
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

// testedHeadline is, where a cell's figures are medians of repeated runs
// tested for significance, its comparison in the metric the text tests
// and discusses (bandwidth where the data has it, else IOPS), whatever
// the block size: the chart then shows what the findings say, with the
// spread of the runs. nil otherwise.
func testedHeadline(a *analyze.Analysis, c analyze.Cell) *analyze.Comparison {
	for _, name := range []string{analyze.Bandwidth.Name, analyze.IOPS.Name} {
		cmp := comparisonOf(a, c, name)
		if cmp == nil {
			continue
		}
		for _, f := range cmp.Ranking {
			if f.CorrectedOver != nil {
				return cmp
			}
		}
		return nil
	}
	return nil
}
