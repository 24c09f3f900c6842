package render

import (
	"cmp"
	"image/color"
	"math"

	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// barPanel is a panel of horizontal bars, one per system from the top
// down in the legend's order, on an axis of its own from zero: each bar
// carries its figure past its end, and a system without a figure has
// "n/a" in its place. Horizontal bars leave every figure the room it
// takes, however long, and however many bars there are.
type barPanel struct {
	title string
	sc    scale // the unit the axis and the figures are written in
	// step is the finest rounding step of the panel's figures in their
	// sources, 0 if unknown: a figure rounded more coarsely in its source
	// is labelled with the source's decimals, as the tables give it.
	step   float64
	bars   []panelBar
	names  []string // a name at the left of each bar; nil where the legend names them
	limits []panelLimit
	lang   lang
	// none is what a bar without a figure says; "n/a" in the language
	// where "".
	none string
}

// panelBar is a bar of a panel.
type panelBar struct {
	value     float64 // in base units; NaN: not measured
	low, high float64 // a 95% interval, in base units; NaN: none
	runs      bool    // low and high are the lowest and highest run, not an interval
	res       float64 // the figure's rounding step in its source, 0 if exact or unknown
	colour    color.Color
}

// panelLimit is a limit drawn across a panel: a link's rate.
type panelLimit struct {
	rate   float64 // in base units
	dashes []vg.Length
}

// The geometry of a bar panel, in points.
const (
	barLabelGap = 3  // between a bar (or its whisker) and its figure
	barMost     = 16 // the thickest a bar is drawn
	tickLength  = 3
)

// barLabelColour writes the figures on bars: a dark grey, apart from the
// black of the axes' ticks.
var barLabelColour = color.Gray{Y: 40}

// naColour writes "n/a" where a system has no figure.
var naColour = color.Gray{Y: 110}

// barPanelHeight is the least height a bar panel of n bars takes to be
// read: its title, a bar's pitch each, and its axis.
func barPanelHeight(n int, pitch vg.Length) vg.Length {
	return panelTitleSize*1.4 + vg.Length(n)*pitch + chartTextSize*1.3 + tickLength + 2
}

// labels are the figures the bars carry: the scale's writing of each
// value, with no more decimals than its source printed (77.7, not
// 77.700, beside another's 77.517), as its table cell writes it; "n/a"
// for none.
func (b *barPanel) labels() []string {
	out := make([]string, len(b.bars))
	for i, bar := range b.bars {
		if finite(bar.value) {
			out[i] = b.sc.ownDecimals(bar.res, b.step).format(bar.value)
		} else {
			out[i] = cmp.Or(b.none, b.lang.Say("n/a"))
		}
	}
	return out
}

// end is how far a bar reaches in the panel's unit: its figure or the
// top of its interval.
func (bar panelBar) end(factor float64) float64 {
	e := 0.0
	if finite(bar.value) {
		e = bar.value / factor
	}
	if finite(bar.high) {
		e = math.Max(e, bar.high/factor)
	}
	return e
}

// axis is the panel's axis for a data area width wide: its top, a round
// figure at or above every bar and limit and far enough past the longest
// bar that its figure fits, and its step; ok is false where a figure
// cannot fit at all (a panel too narrow), and then no bar carries one.
func (b *barPanel) axis(width vg.Length, label, tick text.Style) (top, step float64, ok bool) {
	labels := b.labels()
	need, ok := 0.0, true
	for i, bar := range b.bars {
		e := bar.end(b.sc.factor)
		need = math.Max(need, e)
		if !finite(bar.value) {
			continue
		}
		room := width - barLabelGap - label.Width(labels[i])
		if room < width/4 {
			ok = false
			continue
		}
		need = math.Max(need, e*float64(width/room))
	}
	for _, lim := range b.limits {
		need = math.Max(need, lim.rate/b.sc.factor)
	}
	if !(need > 0) {
		need = 1
	}
	top, step = fitTop(0, need, func(top, step float64) bool {
		return vg.Length(top/step+1)*(tick.Width(b.lang.tickLabel(top, step, top))+6) <= width
	})
	return top, step, ok
}

func (b *barPanel) draw(c draw.Canvas) {
	l := b.lang
	title := text.Style{Font: sans(panelTitleSize, true), Handler: l.handler(), XAlign: draw.XCenter, YAlign: draw.YTop, Color: color.Black}
	tick := l.smallStyle()
	tick.XAlign, tick.YAlign = draw.XCenter, draw.YTop
	label := l.smallStyle()
	label.Color, label.XAlign, label.YAlign = barLabelColour, draw.XLeft, draw.YCenter
	na := label
	na.Color = naColour

	titleLines := titleLines(title, b.title, c.Max.X-c.Min.X)
	lineH := title.Height("Ag")
	y := c.Max.Y
	for _, line := range titleLines {
		c.FillText(title, vg.Point{X: (c.Min.X + c.Max.X) / 2, Y: y}, line)
		y -= lineH
	}
	// Bars that carry their names have them at their left, the axis
	// beside the longest.
	name := l.smallStyle()
	name.XAlign, name.YAlign = draw.XRight, draw.YCenter
	nameX := c.Min.X
	for _, n := range b.names {
		nameX = max(nameX, c.Min.X+name.Width(n))
	}
	if len(b.names) > 0 {
		c.Min.X = nameX + barLabelGap
	}
	data := c
	data.Max.Y = y - 3
	data.Min.Y = c.Min.Y + tick.Height("0") + tickLength + 2
	// The first and the last tick's labels are centred on the data
	// area's ends: leave them half their width, measured at the axis
	// found without them.
	ends := func(top, step float64) (left, right vg.Length) {
		return c.Min.X + tick.Width(l.tickLabel(0, step, top))/2 + 1, c.Max.X - tick.Width(l.tickLabel(top, step, top))/2
	}
	top, step, fits := b.axis(c.Max.X-c.Min.X-tick.Width(l.Int(0))/2-1, label, tick)
	data.Min.X, data.Max.X = ends(top, step)
	if top2, step2, fits2 := b.axis(data.Max.X-data.Min.X, label, tick); top2 != top || step2 != step {
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
		c.FillText(tick, vg.Point{X: tx, Y: data.Min.Y - tickLength - 1}, l.tickLabel(v, step, top))
	}
	if step == 0 {
		c.FillText(tick, vg.Point{X: data.Min.X, Y: data.Min.Y - tickLength - 1}, l.Int(0))
	}
	c.StrokeLine2(axis, data.Min.X, data.Min.Y, data.Max.X, data.Min.Y)

	n := len(b.bars)
	// The label's reach under its centre is its white ground's
	// (groundedText), not the font's height.
	pitch := barPitch(data.Max.Y-data.Min.Y, n, -2*label.Rectangle("0").Min.Y)
	thick := min(pitch*0.72, barMost)
	labels := b.labels()
	whisker := draw.LineStyle{Color: color.Gray{Y: 40}, Width: vg.Points(0.8)}
	for i, bar := range b.bars {
		mid := data.Max.Y - pitch*(vg.Length(i)+0.5)
		if !finite(bar.value) {
			continue
		}
		end := x(bar.value / b.sc.factor)
		c.FillPolygon(bar.colour, []vg.Point{{X: data.Min.X, Y: mid - thick/2}, {X: end, Y: mid - thick/2}, {X: end, Y: mid + thick/2}, {X: data.Min.X, Y: mid + thick/2}})
		if finite(bar.low) && finite(bar.high) {
			lo, hi := x(bar.low/b.sc.factor), x(bar.high/b.sc.factor)
			c.StrokeLine2(whisker, lo, mid, hi, mid)
			c.StrokeLine2(whisker, lo, mid-thick/3, lo, mid+thick/3)
			c.StrokeLine2(whisker, hi, mid-thick/3, hi, mid+thick/3)
		}
	}
	// The limits under the figures, which keep a white ground.
	for _, lim := range b.limits {
		lx := x(lim.rate / b.sc.factor)
		c.StrokeLine2(draw.LineStyle{Color: limitColour, Width: vg.Points(1), Dashes: lim.dashes}, lx, data.Min.Y, lx, data.Max.Y)
	}
	for i, bar := range b.bars {
		mid := data.Max.Y - pitch*(vg.Length(i)+0.5)
		if i < len(b.names) {
			c.FillText(name, vg.Point{X: nameX, Y: mid}, b.names[i])
		}
		switch {
		case !finite(bar.value):
			groundedText(c, na, vg.Point{X: data.Min.X + barLabelGap, Y: mid}, labels[i])
		case fits:
			groundedText(c, label, vg.Point{X: x(bar.end(b.sc.factor)) + barLabelGap, Y: mid}, labels[i])
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
