package render

import (
	"image/color"
	"math"
	"slices"
	"strings"

	stdfont "golang.org/x/image/font"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/typeset"
)

// Every chart is laid out alike: its title across the top (the theme's
// logo, small and grey, at the right end of that row, outside every
// plot), the legend under it in rows as wide as the chart, and under
// them its panels side by side, a row at a time (small multiples). A
// panel is a plot of its own, with its own axes: figures of different
// units or sizes never share an axis.

// The sizes of a chart's text, in points. The chart is drawn 510 points
// wide and set on the page as wide as the text (about 672 CSS pixels on
// a 720-pixel screen, 1.32 pixels a point), where 8.5 points are 11 CSS
// pixels: no text of a chart is smaller.
const (
	chartTitleSize = 11
	panelTitleSize = 9
	chartTextSize  = 8.5 // ticks, legends, the figures on bars
)

// chartPanel is one plot of a chart.
type chartPanel interface {
	draw(c draw.Canvas)
}

// legendEntry is a line of a chart's legend: a thumbnail of what it names
// (a bar's colour, a line, a ring) and its name.
type legendEntry struct {
	name   string
	thumbs []plot.Thumbnailer
}

// swatch is a bar's colour in a legend.
type swatch struct{ colour color.Color }

func (s swatch) Thumbnail(c *draw.Canvas) {
	min, max := c.Min, c.Max
	c.FillPolygon(s.colour, []vg.Point{min, {X: max.X, Y: min.Y}, max, {X: min.X, Y: max.Y}})
}

// The room around a chart's parts, in points.
const (
	titleGap   = 4  // under the title row
	legendGap  = 6  // under the legend
	panelGapX  = 14 // between two panels side by side
	panelGapY  = 6  // between two rows of panels
	legendPad  = 3  // between a thumbnail and its name
	legendStep = 12 // between two entries of a row
	legendRule = 10 // a thumbnail's width
)

// titleStyle is the style of a chart's title, in the chart's fonts.
func (l lang) titleStyle() text.Style {
	return text.Style{Font: sans(chartTitleSize, true), Handler: l.handler(), XAlign: draw.XCenter, YAlign: draw.YTop}
}

// smallStyle is the style of a chart's small text: ticks and legends.
func (l lang) smallStyle() text.Style {
	return text.Style{Font: sans(chartTextSize, false), Handler: l.handler(), Color: color.Black}
}

// titleLines are a chart's title broken into lines no wider than width:
// two of balanced length where one is wider, more where two are.
func titleLines(sty text.Style, title string, width vg.Length) []string {
	if sty.Width(title) <= width {
		return []string{title}
	}
	two := wrapWords(title, 2)
	if sty.Width(strings.Join(two, "\n")) <= width {
		return two
	}
	var lines []string
	for _, l := range typeset.Wrap(title, sty.Font.Weight >= stdfont.WeightBold, float64(width/sty.Font.Size)) {
		lines = append(lines, l.Text)
	}
	return lines
}

// logoBox is the size of a chart's logo in its title row: as high as a
// line of the title, at most a fifth of the chart's width; zero for none.
func logoBox(logo *theme.Logo, lineH, width vg.Length) (w, h vg.Length) {
	if logo == nil {
		return 0, 0
	}
	b := logo.Image.Bounds()
	if b.Dx() <= 0 || b.Dy() <= 0 {
		return 0, 0
	}
	aspect := vg.Length(b.Dx()) / vg.Length(b.Dy())
	h = lineH
	w = h * aspect
	if w > width/5 {
		w, h = width/5, width/5/aspect
	}
	return w, h
}

// legendRows lays a legend out in rows no wider than width: each row is
// the entries it holds.
func legendRows(sty text.Style, entries []legendEntry, width vg.Length) [][]legendEntry {
	var rows [][]legendEntry
	x := vg.Length(0)
	for _, e := range entries {
		w := legendRule + legendPad + sty.Width(e.name)
		if len(rows) == 0 || x > 0 && x+legendStep+w > width {
			rows = append(rows, nil)
			x = 0
		} else if x > 0 {
			x += legendStep
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], e)
		x += w
	}
	return rows
}

// legendRowHeight is the height of a row of a legend.
func legendRowHeight(sty text.Style) vg.Length { return sty.Height("Ag") + 2 }

// chartHead is the room a chart's title row and legend take above its
// panels, drawn in width.
func (ch *Chart) head(width vg.Length) vg.Length {
	l := ch.lang
	title := l.titleStyle()
	lineH := title.Height("Ag")
	logoW, _ := logoBox(ch.logo, lineH, width)
	lines := titleLines(title, l.Bind(ch.Title), width-2*(logoW+titleGap))
	h := lineH*vg.Length(len(lines)) + titleGap
	if rows := legendRows(l.smallStyle(), ch.legend, width); len(rows) > 0 {
		h += legendRowHeight(l.smallStyle())*vg.Length(len(rows)) + legendGap
	}
	return h
}

// panelRoom is about how long the axes of a panel of the chart are, in
// rows of its columns: what is left of a panel's place after its title
// and its axes' labels.
func (ch *Chart) panelRoom(rows int) (w, h vg.Length) {
	cols := max(ch.columns, 1)
	rows = max(rows, 1)
	w = (ch.Width-2*chartMargin-panelGapX*vg.Length(cols-1))/vg.Length(cols) - 60
	h = (ch.Height-2*chartMargin-ch.head(ch.Width-2*chartMargin)-panelGapY*vg.Length(rows-1))/vg.Length(rows) - 45
	return max(w, 20), max(h, 20)
}

// drawChart draws a chart onto any vg canvas: the title row, the legend
// and the panels.
func drawChart(c vg.CanvasSizer, ch *Chart) {
	dc := chartArea(draw.New(c))
	l := ch.lang
	width := dc.Max.X - dc.Min.X
	title := l.titleStyle()
	lineH := title.Height("Ag")
	logoW, logoH := logoBox(ch.logo, lineH, width)
	// The title is centred on the chart, clear of the logo on both sides.
	lines := titleLines(title, l.Bind(ch.Title), width-2*(logoW+titleGap))
	y := dc.Max.Y
	for _, line := range lines {
		dc.FillText(title, vg.Point{X: dc.Min.X + width/2, Y: y}, line)
		y -= lineH
	}
	if ch.logo != nil && logoW > 0 {
		drawLogo(dc, ch.logo, vg.Rectangle{Min: vg.Point{X: dc.Max.X - logoW, Y: dc.Max.Y - logoH}, Max: vg.Point{X: dc.Max.X, Y: dc.Max.Y}})
	}
	y -= titleGap
	small := l.smallStyle()
	small.YAlign = draw.YCenter
	rowH := legendRowHeight(small)
	rows := legendRows(small, ch.legend, width)
	for _, row := range rows {
		// Each row is centred under the title.
		w := vg.Length(0)
		for i, e := range row {
			if i > 0 {
				w += legendStep
			}
			w += legendRule + legendPad + small.Width(e.name)
		}
		x := dc.Min.X + (width-w)/2
		mid := y - rowH/2
		for _, e := range row {
			box := draw.Canvas{Canvas: dc.Canvas, Rectangle: vg.Rectangle{
				Min: vg.Point{X: x, Y: mid - rowH/2 + 2}, Max: vg.Point{X: x + legendRule, Y: mid + rowH/2 - 2}}}
			for _, t := range e.thumbs {
				t.Thumbnail(&box)
			}
			dc.FillText(small, vg.Point{X: x + legendRule + legendPad, Y: mid}, e.name)
			x += legendRule + legendPad + small.Width(e.name) + legendStep
		}
		y -= rowH
	}
	if len(rows) > 0 {
		y -= legendGap
	}
	area := dc
	area.Max.Y = y
	drawPanels(area, ch.panels, ch.columns)
}

// drawPanels draws panels in a grid of columns, row by row, each cell
// of the grid the same size.
func drawPanels(area draw.Canvas, panels []chartPanel, columns int) {
	if len(panels) == 0 {
		return
	}
	columns = max(1, min(columns, len(panels)))
	rows := (len(panels) + columns - 1) / columns
	w := (area.Max.X - area.Min.X - panelGapX*vg.Length(columns-1)) / vg.Length(columns)
	h := (area.Max.Y - area.Min.Y - panelGapY*vg.Length(rows-1)) / vg.Length(rows)
	for i, p := range panels {
		r, col := i/columns, i%columns
		x := area.Min.X + vg.Length(col)*(w+panelGapX)
		top := area.Max.Y - vg.Length(r)*(h+panelGapY)
		p.draw(draw.Canvas{Canvas: area.Canvas, Rectangle: vg.Rectangle{Min: vg.Point{X: x, Y: top - h}, Max: vg.Point{X: x + w, Y: top}}})
	}
}

// plotPanel is a panel drawn by gonum/plot: a line chart.
type plotPanel struct{ p *plot.Plot }

// draw draws the plot with its axes' labels set here, along the data
// area: gonum/plot places a label's box at the middle of the axis's
// figures, which on a log scale is far from its middle, and moves the
// axis aside for it.
func (pp plotPanel) draw(c draw.Canvas) {
	p := *pp.p
	// A title wider than the panel takes two lines, or more.
	p.Title.Text = strings.Join(titleLines(p.Title.TextStyle, p.Title.Text, c.Max.X-c.Min.X), "\n")
	xl, yl := p.X.Label, p.Y.Label
	p.X.Label.Text, p.Y.Label.Text = "", ""
	inner := c
	if yl.Text != "" {
		inner.Min.X += yl.TextStyle.Height(yl.Text) + 2
	}
	if xl.Text != "" {
		inner.Min.Y += xl.TextStyle.Height(xl.Text) + 1
	}
	data := p.DataCanvas(inner)
	p.Draw(inner)
	if yl.Text != "" {
		sty := yl.TextStyle
		sty.Rotation, sty.XAlign, sty.YAlign = math.Pi/2, draw.XCenter, draw.YTop
		c.FillText(sty, vg.Point{X: c.Min.X, Y: (data.Min.Y + data.Max.Y) / 2}, yl.Text)
	}
	if xl.Text != "" {
		sty := xl.TextStyle
		sty.XAlign, sty.YAlign = draw.XCenter, draw.YBottom
		c.FillText(sty, vg.Point{X: (data.Min.X + data.Max.X) / 2, Y: c.Min.Y + sty.FontExtents().Descent}, xl.Text)
	}
}

// newPanelPlot is a line chart's panel, titled, with its axes' labels in
// the chart's fonts and sizes.
func (l lang) newPanelPlot(title, xLabel, yLabel string) *plot.Plot {
	p := plot.New()
	for _, h := range []*text.Handler{&p.Title.TextStyle.Handler, &p.X.Label.TextStyle.Handler, &p.Y.Label.TextStyle.Handler,
		&p.X.Tick.Label.Handler, &p.Y.Tick.Label.Handler} {
		*h = l.handler()
	}
	p.Title.Text = l.Bind(title) // its lines break as the text's do
	p.Title.TextStyle.Font = sans(panelTitleSize, true)
	p.Title.Padding = 4
	p.X.Label.Text, p.Y.Label.Text = xLabel, yLabel
	p.X.Label.TextStyle.Font = sans(chartTextSize, false)
	p.Y.Label.TextStyle.Font = sans(chartTextSize, false)
	p.X.Tick.Label.Font = sans(chartTextSize, false)
	p.Y.Tick.Label.Font = sans(chartTextSize, false)
	// The data reach the axes, and the grid spans the plot: no padding
	// between the axes and the data area.
	p.X.Padding, p.Y.Padding = 0, 0
	grid := &fullGrid{}
	p.Add(grid)
	return p
}

// fullGrid rules a line at every labelled tick of both axes, across the
// whole data area.
type fullGrid struct{}

func (fullGrid) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	style := draw.LineStyle{Color: gridColour, Width: vg.Points(0.5)}
	for _, t := range p.X.Tick.Marker.Ticks(p.X.Min, p.X.Max) {
		if t.Label != "" && t.Value >= p.X.Min && t.Value <= p.X.Max {
			x := trX(t.Value)
			c.StrokeLine2(style, x, c.Min.Y, x, c.Max.Y)
		}
	}
	for _, t := range p.Y.Tick.Marker.Ticks(p.Y.Min, p.Y.Max) {
		if t.Label != "" && t.Value >= p.Y.Min && t.Value <= p.Y.Max {
			y := trY(t.Value)
			c.StrokeLine2(style, c.Min.X, y, c.Max.X, y)
		}
	}
}

// gridColour rules a chart's grid: light, under the data.
var gridColour = color.Gray{Y: 225}

// axisFor sets an axis for figures from lo to hi, room points long,
// whose labels stand side by side (a horizontal axis) or one above the
// other: where the figures span more than logAbove times, a log scale
// from a round figure at or below the lowest to one at or above the
// highest; else linear, from zero to a round figure at or above the
// highest. The highest tick is never under the highest figure, and no
// two labels touch.
func (l lang) axisFor(ax *plot.Axis, lo, hi, logAbove float64, room vg.Length, horizontal bool) {
	sty := l.smallStyle()
	// The room a label takes along the axis.
	along := func(label string) vg.Length {
		if horizontal {
			return sty.Width(label) + 6
		}
		return sty.Height(label) * 1.6
	}
	if lo > 0 && hi/lo > logAbove && logHolds(lo, hi) {
		// The first way of labelling whose labels fit: 1, 2 and 5 times
		// each power of ten, each power, every other power, ...
		for _, try := range []logTicks{{l, logMarks, 1}, {l, []float64{1}, 1}, {l, []float64{1}, 2}, {l, []float64{1}, 3}} {
			ax.Scale = plot.LogScale{}
			// The axis starts at the first of 1, 2 or 5 times a power of
			// ten under the lowest figure, and ends at a label.
			ax.Min, ax.Max = logTicks{marks: logMarks}.floor(lo), try.ceil(hi)
			ax.Tick.Marker = try
			need := vg.Length(0)
			for _, t := range try.Ticks(ax.Min, ax.Max) {
				if t.Label != "" {
					need += along(t.Label)
				}
			}
			if need <= room {
				break
			}
		}
		return
	}
	top, step := fitTop(0, hi, func(top, step float64) bool {
		return vg.Length(top/step+1)*along(l.tickLabel(top, step, top)) <= room
	})
	ax.Min, ax.Max = 0, top
	ax.Tick.Marker = groupedTicks{lang: l, step: step}
}

// logHolds says whether a log axis from lo to hi has round ends that
// float64 holds: none below the least normal figure, none past the
// largest (a subnormal's power of ten is zero).
func logHolds(lo, hi float64) bool {
	floor := logTicks{marks: logMarks}.floor(lo)
	ceil := logTicks{marks: []float64{1}, every: 3}.ceil(hi)
	return floor >= 0x1p-1022 && !math.IsInf(ceil*1e3, 0) && ceil > 0
}

// fitTop is the end of a linear axis from lo that holds hi, and its
// step: the first round step of about five intervals whose labels fit
// (fits), or a wider one, up to a step of the whole range.
func fitTop(lo, hi float64, fits func(top, step float64) bool) (top, step float64) {
	top, step = roundTop(lo, hi)
	for range 8 {
		if step == 0 || fits(top, step) {
			break
		}
		step = nextStep(step)
		top = lo + math.Ceil((hi-lo)/step-1e-9)*step
	}
	return top, step
}

// nextStep is the round step after step: 1, 2, 2.5, 5, 10 times its
// power of ten.
func nextStep(step float64) float64 {
	mag := math.Pow(10, math.Floor(math.Log10(step)+1e-9))
	for _, m := range tickSteps {
		if m*mag > step*(1+1e-9) {
			return m * mag
		}
	}
	return 10 * mag
}

// tickSteps are the round multiples of a power of ten an axis steps by.
var tickSteps = []float64{1, 2, 2.5, 5, 10}

// roundStep is the round step (1, 2, 2.5 or 5 times a power of ten) that
// cuts lo to hi into closest to five intervals.
func roundStep(lo, hi float64) float64 {
	span := hi - lo
	mag := math.Pow(10, math.Floor(math.Log10(span/5)))
	step := mag
	for _, m := range tickSteps {
		if math.Abs(span/(m*mag)-5) < math.Abs(span/step-5) {
			step = m * mag
		}
	}
	return step
}

// roundTop is the end of a linear axis from lo that holds hi: the first
// tick at or above hi, and the step between ticks. A range with no round
// step (none, or past what float64 holds) ends at hi, with no step.
func roundTop(lo, hi float64) (top, step float64) {
	if !(hi > lo) || math.IsInf(hi-lo, 0) {
		return hi, 0
	}
	step = roundStep(lo, hi)
	if !(step > 0) || math.IsInf(step, 0) {
		return hi, 0
	}
	top = lo + math.Ceil((hi-lo)/step-1e-9)*step
	if top < hi { // rounding
		top += step
	}
	if math.IsInf(top, 0) {
		return hi, 0
	}
	return top, step
}

// logMarks are the figures a log axis is marked at in each decade.
var logMarks = []float64{1, 2, 5}

// labels are the figures t labels in the decades around v (v > 0).
func (t logTicks) labels(v float64) []float64 {
	every := max(t.every, 1)
	e := int(math.Floor(math.Log10(v)))
	first := e - every - ((e%every)+every)%every // a multiple of every below e's
	var out []float64
	for d := first; d <= e+2*every; d += every {
		for _, m := range t.marks {
			out = append(out, m*math.Pow(10, float64(d)))
		}
	}
	return out
}

// floor is the highest figure t labels at or below v; ceil the lowest at
// or above it.
func (t logTicks) floor(v float64) float64 {
	out := 0.0
	for _, f := range t.labels(v) {
		if f <= v*(1+1e-9) {
			out = f
		}
	}
	return out
}

func (t logTicks) ceil(v float64) float64 {
	for _, f := range t.labels(v) {
		if f >= v*(1-1e-9) {
			return f
		}
	}
	return v
}

// logTicks label a log axis at marks times each power of ten, every
// every-th decade, and at its ends; minor ticks unlabelled at the other
// whole multiples.
type logTicks struct {
	lang  lang
	marks []float64
	every int
}

func (t logTicks) Ticks(lo, hi float64) []plot.Tick {
	if !(lo > 0) || !(hi > lo) || math.IsInf(hi, 0) {
		return nil
	}
	every := max(t.every, 1)
	var ticks []plot.Tick
	labelled := 0
	for e := math.Floor(math.Log10(lo)); e <= math.Ceil(math.Log10(hi)); e++ {
		mag := math.Pow(10, e)
		for _, m := range []float64{1, 2, 3, 4, 5, 6, 7, 8, 9} {
			v := m * mag
			if v < lo*(1-1e-9) || v > hi*(1+1e-9) {
				continue
			}
			tick := plot.Tick{Value: v}
			if int(e)%every == 0 && slices.Contains(t.marks, m) {
				tick.Label = t.lang.logLabel(v)
				labelled++
			}
			ticks = append(ticks, tick)
		}
	}
	// An axis of fewer than two labels has its ends labelled too, so
	// that its scale can be read.
	if labelled < 2 && len(ticks) > 0 {
		ticks[0].Label = t.lang.logLabel(ticks[0].Value)
		ticks[len(ticks)-1].Label = t.lang.logLabel(ticks[len(ticks)-1].Value)
	}
	return ticks
}

// logLabel writes a log axis's tick: whole figures grouped, fractions to
// their first digit.
func (l lang) logLabel(v float64) string {
	if v >= 1 {
		return l.Decimal(v, 0)
	}
	return l.Decimal(v, int(math.Ceil(-math.Log10(v)-1e-9)))
}
