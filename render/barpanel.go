package render

import (
	"cmp"
	"image/color"

	"gonum.org/v1/plot/vg/draw"

	"github.com/iopress/iopress/render/chart"
)

// barPanel is a panel of bars (chart.Bars) as the article has it: the
// figures of the systems, in base units, with what the sources say of
// them, and the scale they are written in.
type barPanel struct {
	title string
	sc    scale // the unit the axis and the figures are written in
	// step is the finest rounding step of the panel's figures in their
	// sources, 0 if unknown: a figure rounded more coarsely in its source
	// is labelled with the source's decimals, as the tables give it.
	step   float64
	bars   []panelBar
	names  []string // a name at the left of each bar; nil where the legend names them
	limits []chart.Limit
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

// Draw draws the panel's bars (chart.Bars).
func (b *barPanel) Draw(c draw.Canvas) { b.drawn().Draw(c) }

// drawn is the panel as it is drawn: its bars on an axis in the scale's
// unit, each carrying its figure as labels writes it.
func (b *barPanel) drawn() *chart.Bars {
	out := &chart.Bars{Title: b.title, Factor: b.sc.factor, Names: b.names, Limits: b.limits, Text: b.lang.text()}
	labels := b.labels()
	for i, bar := range b.bars {
		out.Bars = append(out.Bars, chart.Bar{Value: bar.value, Low: bar.low, High: bar.high, Colour: bar.colour, Label: labels[i]})
	}
	return out
}
