package chart

import (
	"image/color"
	"math"

	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Bars is a panel of horizontal bars, one per system from the top down
// in the legend's order, on an axis of its own from zero: each bar
// carries its figure past its end, and a system without a figure has
// "n/a" in its place. Horizontal bars leave every figure the room it
// takes, however long, and however many bars there are.
type Bars struct {
	Title string
	// Factor is the size of the axis's unit in the bars' own: a bar of
	// Value v is drawn v/Factor long.
	Factor float64
	Bars   []Bar
	Names  []string // a name at the left of each bar; nil where the legend names them
	Limits []Limit
	Text   Text
}

// Bar is a bar of a panel.
type Bar struct {
	Value     float64 // NaN: not measured
	Low, High float64 // its whisker's ends; NaN: none
	Colour    color.Color
	// Label is the figure the bar carries, or what a bar without a figure
	// says in its place ("n/a").
	Label string
}

// Limit is a limit drawn across a panel: a link's rate.
type Limit struct {
	Rate   float64 // in the bars' unit
	Dashes []vg.Length
}

// The geometry of a bar panel, in points.
const (
	barLabelGap = 3  // between a bar (or its whisker) and its figure
	barMost     = 16 // the thickest a bar is drawn
	tickLength  = 3
)

// BarLabelColour writes the figures on bars: a dark grey, apart from the
// black of the axes' ticks.
var BarLabelColour = color.Gray{Y: 40}

// NAColour writes "n/a" where a system has no figure.
var NAColour = color.Gray{Y: 110}

// barPanelHeight is the least height a bar panel of n bars takes to be
// read: its title, a bar's pitch each, and its axis.
func barPanelHeight(n int, pitch vg.Length) vg.Length {
	return panelTitleSize*1.4 + vg.Length(n)*pitch + chartTextSize*1.3 + tickLength + 2
}

// end is how far a bar reaches in the panel's unit: its figure or the
// top of its interval.
func (bar Bar) end(factor float64) float64 {
	e := 0.0
	if finite(bar.Value) {
		e = bar.Value / factor
	}
	if finite(bar.High) {
		e = math.Max(e, bar.High/factor)
	}
	return e
}

// Axis is the panel's axis for a data area width wide: its top, a round
// figure at or above every bar and limit and far enough past the longest
// bar that its figure fits, and its step; ok is false where a figure
// cannot fit at all (a panel too narrow), and then no bar carries one.
func (b *Bars) Axis(width vg.Length, label, tick text.Style) (top, step float64, ok bool) {
	need, ok := 0.0, true
	for _, bar := range b.Bars {
		e := bar.end(b.Factor)
		need = math.Max(need, e)
		if !finite(bar.Value) {
			continue
		}
		room := width - barLabelGap - label.Width(bar.Label)
		if room < width/4 {
			ok = false
			continue
		}
		need = math.Max(need, e*float64(width/room))
	}
	for _, lim := range b.Limits {
		need = math.Max(need, lim.Rate/b.Factor)
	}
	if !(need > 0) {
		need = 1
	}
	top, step = fitTop(0, need, func(top, step float64) bool {
		return vg.Length(top/step+1)*(tick.Width(b.Text.TickLabel(top, step, top))+6) <= width
	})
	return top, step, ok
}

// Draw draws the panel in c: its title, its axis under the bars, each
// bar with its whisker and its figure, and the limits across them.
func (b *Bars) Draw(c draw.Canvas) {
	l := b.Text
	title := text.Style{Font: Sans(panelTitleSize, true), Handler: l.handler(), XAlign: draw.XCenter, YAlign: draw.YTop, Color: color.Black}
	tick := l.Small()
	tick.XAlign, tick.YAlign = draw.XCenter, draw.YTop
	label := l.Small()
	label.Color, label.XAlign, label.YAlign = BarLabelColour, draw.XLeft, draw.YCenter
	na := label
	na.Color = NAColour

	titleLines := titleLines(title, b.Title, c.Max.X-c.Min.X)
	lineH := title.Height("Ag")
	y := c.Max.Y
	for _, line := range titleLines {
		c.FillText(title, vg.Point{X: (c.Min.X + c.Max.X) / 2, Y: y}, line)
		y -= lineH
	}
	// Bars that carry their names have them at their left, the axis
	// beside the longest.
	name := l.Small()
	name.XAlign, name.YAlign = draw.XRight, draw.YCenter
	nameX := c.Min.X
	for _, n := range b.Names {
		nameX = max(nameX, c.Min.X+name.Width(n))
	}
	if len(b.Names) > 0 {
		c.Min.X = nameX + barLabelGap
	}
	data := c
	data.Max.Y = y - 3
	data.Min.Y = c.Min.Y + tick.Height("0") + tickLength + 2
	// The first and the last tick's labels are centred on the data
	// area's ends: leave them half their width, measured at the axis
	// found without them.
	ends := func(top, step float64) (left, right vg.Length) {
		return c.Min.X + tick.Width(l.TickLabel(0, step, top))/2 + 1, c.Max.X - tick.Width(l.TickLabel(top, step, top))/2
	}
	top, step, fits := b.Axis(c.Max.X-c.Min.X-tick.Width(l.Lang.Int(0))/2-1, label, tick)
	data.Min.X, data.Max.X = ends(top, step)
	if top2, step2, fits2 := b.Axis(data.Max.X-data.Min.X, label, tick); top2 != top || step2 != step {
		top, step, fits = top2, step2, fits2
		data.Min.X, data.Max.X = ends(top, step)
	}
	w := data.Max.X - data.Min.X
	x := func(v float64) vg.Length { return data.Min.X + w*vg.Length(v/top) }

	// The grid and the axis's ticks, every one labelled.
	grid := draw.LineStyle{Color: gridColour, Width: vg.Points(0.5)}
	axis := draw.LineStyle{Color: color.Gray{Y: 60}, Width: vg.Points(0.6)}
	for i := 0.0; step > 0 && i*step <= top*(1+1e-9) && i <= 20; i++ {
		v := i * step
		tx := x(v)
		c.StrokeLine2(grid, tx, data.Min.Y, tx, data.Max.Y)
		c.StrokeLine2(axis, tx, data.Min.Y, tx, data.Min.Y-tickLength)
		c.FillText(tick, vg.Point{X: tx, Y: data.Min.Y - tickLength - 1}, l.TickLabel(v, step, top))
	}
	if step == 0 {
		c.FillText(tick, vg.Point{X: data.Min.X, Y: data.Min.Y - tickLength - 1}, l.Lang.Int(0))
	}
	c.StrokeLine2(axis, data.Min.X, data.Min.Y, data.Max.X, data.Min.Y)

	n := len(b.Bars)
	// The label's reach under its centre is its white ground's
	// (groundedText), not the font's height.
	pitch := barPitch(data.Max.Y-data.Min.Y, n, -2*label.Rectangle("0").Min.Y)
	thick := min(pitch*0.72, barMost)
	whisker := draw.LineStyle{Color: color.Gray{Y: 40}, Width: vg.Points(0.8)}
	for i, bar := range b.Bars {
		mid := data.Max.Y - pitch*(vg.Length(i)+0.5)
		if !finite(bar.Value) {
			continue
		}
		end := x(bar.Value / b.Factor)
		c.FillPolygon(bar.Colour, []vg.Point{{X: data.Min.X, Y: mid - thick/2}, {X: end, Y: mid - thick/2}, {X: end, Y: mid + thick/2}, {X: data.Min.X, Y: mid + thick/2}})
		if finite(bar.Low) && finite(bar.High) {
			lo, hi := x(bar.Low/b.Factor), x(bar.High/b.Factor)
			c.StrokeLine2(whisker, lo, mid, hi, mid)
			c.StrokeLine2(whisker, lo, mid-thick/3, lo, mid+thick/3)
			c.StrokeLine2(whisker, hi, mid-thick/3, hi, mid+thick/3)
		}
	}
	// The limits under the figures, which keep a white ground.
	for _, lim := range b.Limits {
		lx := x(lim.Rate / b.Factor)
		c.StrokeLine2(draw.LineStyle{Color: LimitColour, Width: vg.Points(1), Dashes: lim.Dashes}, lx, data.Min.Y, lx, data.Max.Y)
	}
	for i, bar := range b.Bars {
		mid := data.Max.Y - pitch*(vg.Length(i)+0.5)
		if i < len(b.Names) {
			c.FillText(name, vg.Point{X: nameX, Y: mid}, b.Names[i])
		}
		switch {
		case !finite(bar.Value):
			groundedText(c, na, vg.Point{X: data.Min.X + barLabelGap, Y: mid}, bar.Label)
		case fits:
			groundedText(c, label, vg.Point{X: x(bar.end(b.Factor)) + barLabelGap, Y: mid}, bar.Label)
		}
	}
}

// groundedText writes text on a white ground a little larger than it,
// so that a grid or a limit's line under it never crosses its letters.
func groundedText(c draw.Canvas, sty text.Style, pt vg.Point, s string) {
	r := sty.Rectangle(s)
	r.Min, r.Max = r.Min.Add(pt), r.Max.Add(pt)
	c.FillPolygon(color.White, []vg.Point{{X: r.Min.X - 1, Y: r.Min.Y}, {X: r.Max.X + 1, Y: r.Min.Y}, {X: r.Max.X + 1, Y: r.Max.Y}, {X: r.Min.X - 1, Y: r.Max.Y}})
	c.FillText(sty, pt, s)
}

// barPitch is the height each of n bars takes in a data area of the
// height given, from its top: where the last bar's label, centred on the
// bar, would reach under the axis, the bars close up to leave it room,
// so that the label's white ground never hides the axis line.
func barPitch(height vg.Length, n int, labelH vg.Length) vg.Length {
	k := vg.Length(max(n, 1))
	pitch := height / k
	need := labelH/2 + 1
	if pitch/2 >= need {
		return pitch
	}
	// pitch = (height - room) / n, with pitch/2 + room = need.
	room := (need - height/(2*k)) / (1 - 1/(2*k))
	return (height - room) / k
}

// finite says whether v is a figure to draw: neither NaN nor infinite.
func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
