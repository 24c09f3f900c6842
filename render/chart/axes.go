package chart

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Lines is a panel drawn by gonum/plot: a line chart.
type Lines struct{ Plot *plot.Plot }

// Draw draws the plot with its axes' labels set here, along the data
// area: gonum/plot places a label's box at the middle of the axis's
// figures, which on a log scale is far from its middle, and moves the
// axis aside for it.
func (pp Lines) Draw(c draw.Canvas) {
	p := *pp.Plot
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

// NewPlot is a line chart's panel, titled, with its axes' labels in
// the chart's fonts and sizes.
func (t Text) NewPlot(title, xLabel, yLabel string) *plot.Plot {
	p := plot.New()
	for _, h := range []*text.Handler{&p.Title.TextStyle.Handler, &p.X.Label.TextStyle.Handler, &p.Y.Label.TextStyle.Handler,
		&p.X.Tick.Label.Handler, &p.Y.Tick.Label.Handler} {
		*h = t.handler()
	}
	p.Title.Text = t.Lang.Bind(title) // its lines break as the text's do
	p.Title.TextStyle.Font = Sans(panelTitleSize, true)
	p.Title.Padding = 4
	p.X.Label.Text, p.Y.Label.Text = xLabel, yLabel
	p.X.Label.TextStyle.Font = Sans(chartTextSize, false)
	p.Y.Label.TextStyle.Font = Sans(chartTextSize, false)
	p.X.Tick.Label.Font = Sans(chartTextSize, false)
	p.Y.Tick.Label.Font = Sans(chartTextSize, false)
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

// Axis sets an axis for figures from lo to hi, room points long,
// whose labels stand side by side (a horizontal axis) or one above the
// other: where the figures span more than logAbove times, a log scale
// from a round figure at or below the lowest to one at or above the
// highest; else linear, from zero to a round figure at or above the
// highest. The highest tick is never under the highest figure, and no
// two labels touch.
func (t Text) Axis(ax *plot.Axis, lo, hi, logAbove float64, room vg.Length, horizontal bool) {
	sty := t.Small()
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
		for _, try := range []logTicks{{t, logMarks, 1}, {t, []float64{1}, 1}, {t, []float64{1}, 2}, {t, []float64{1}, 3}} {
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
		return vg.Length(top/step+1)*along(t.TickLabel(top, step, top)) <= room
	})
	ax.Min, ax.Max = 0, top
	ax.Tick.Marker = Ticks{Text: t, Step: step}
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
	text  Text
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
				tick.Label = t.text.logLabel(v)
				labelled++
			}
			ticks = append(ticks, tick)
		}
	}
	// An axis of fewer than two labels has its ends labelled too, so
	// that its scale can be read.
	if labelled < 2 && len(ticks) > 0 {
		ticks[0].Label = t.text.logLabel(ticks[0].Value)
		ticks[len(ticks)-1].Label = t.text.logLabel(ticks[len(ticks)-1].Value)
	}
	return ticks
}

// logLabel writes a log axis's tick: whole figures grouped, fractions to
// their first digit.
func (t Text) logLabel(v float64) string {
	if v >= 1 {
		return t.Lang.Decimal(v, 0)
	}
	return t.Lang.Decimal(v, int(math.Ceil(-math.Log10(v)-1e-9)))
}

// Ticks label round values with thousands separators: 1,000,000
// rather than 1e+06. With a step, every multiple of it from the axis's
// start; without, four to seven round values (steps of 1, 2, 2.5 or 5
// times a power of ten).
//
// Figures past what plain digits can show (see PlainLimit), or whose step
// needs more than six decimals, are labelled in scientific notation to the
// step's precision: 2.5e+18.
type Ticks struct {
	Text Text
	Step float64
}

func (g Ticks) Ticks(lo, hi float64) []plot.Tick {
	l := g.Text
	finite := !math.IsInf(lo, 0) && !math.IsInf(hi, 0)
	if !(hi > lo) || !finite {
		if !finite || math.IsNaN(lo) {
			return nil // no axis to label; never a NaN or Inf label
		}
		return []plot.Tick{{Value: lo, Label: l.TickLabel(lo, 0, 0)}}
	}
	span := hi - lo
	step := g.Step
	if !(step > 0) || span/step > 20 {
		step = roundStep(lo, hi)
	}
	if !(step > 0) || math.IsInf(step, 0) || math.IsInf(span, 0) {
		// A range so small (subnormal) or so wide that no round step
		// exists in float64: label its ends.
		return []plot.Tick{{Value: lo, Label: l.TickLabel(lo, 0, 0)}, {Value: hi, Label: l.TickLabel(hi, 0, 0)}}
	}
	first, last := math.Ceil(lo/step-1e-9), math.Floor(hi/step+1e-9)
	var ticks []plot.Tick
	// Counted, not accumulated (v += step drifts, and stops moving where
	// step is below v's precision), and never more than a screenful.
	for i := 0.0; i <= last-first && i <= 20; i++ {
		v := (first + i) * step
		ticks = append(ticks, plot.Tick{Value: v, Label: l.TickLabel(v, step, math.Max(math.Abs(lo), math.Abs(hi)))})
		// Unlabelled minor ticks halfway, as plot's default ticker draws.
		if mid := v + step/2; mid < hi {
			ticks = append(ticks, plot.Tick{Value: mid})
		}
	}
	return ticks
}

// TickLabel writes a tick's value to the precision of the step between
// ticks (0: as precisely as it takes), on an axis that reaches largest.
func (l Text) TickLabel(v, step, largest float64) string {
	if step == 0 {
		if v == 0 {
			return l.Lang.Int(0)
		}
		return l.Lang.Scientific(v)
	}
	exp := math.Floor(math.Log10(step) + 1e-9)
	quarter := math.Abs(step/math.Pow(10, exp)-2.5) < 1e-9 // 0.25, 2.5, 2.5e+18
	decimals := max(0, -int(exp))
	if quarter && step < 10 {
		decimals++
	}
	if largest < PlainLimit && decimals <= 6 {
		return l.Lang.Decimal(v, decimals)
	}
	if v == 0 {
		return l.Lang.Int(0)
	}
	digits := int(math.Floor(math.Log10(math.Abs(v)))) - int(exp) // after the point
	if quarter {
		digits++
	}
	return l.Lang.ScientificDigits(v, max(digits, 0))
}

// PlainLimit is the magnitude from which figures are written in scientific
// notation: below 2^53 (about 9.007e15) every whole number is exact in a
// float64, so up to here the digits printed are the figure's own; past it a
// run of 16 or more digits holds digits the figure does not have, and no
// reader can take it in. Ingest refuses figures anywhere near it
// (datasets.MaxIOPS), but an article shows any finite figure it is given
// without printing digits it does not have.
const PlainLimit = 1e15
