package render

import (
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// barLabelSize is the size of the figures written over bars (points): a
// step below the axes' labels, so that they read as annotations.
const barLabelSize = 6.5

// barLabels writes each bar's figure above it, as fio-plot's charts do,
// where the figure fits: within the bar's width (so that neighbours never
// touch) and below the top of the data area. A bar with a confidence
// whisker has its figure above the whisker's cap.
type barLabels struct {
	bars   *plotter.BarChart
	labels []string  // per bar; "" writes none
	tops   []float64 // per bar, in the chart's unit: where the label goes above
	style  text.Style
}

// labelBars adds the figures of a series of bars to p, each written as sc
// writes it in the article's language (values and highs, the whiskers'
// upper bounds or nil, in base units; NaN has no bar).
func labelBars(p *plot.Plot, bars *plotter.BarChart, values, highs []float64, sc scale) {
	l := &barLabels{bars: bars, labels: make([]string, len(values)), tops: make([]float64, len(values)), style: text.Style{
		Color: color.Gray{Y: 40}, Font: sans(barLabelSize, false), Handler: sc.lang.handler(), XAlign: draw.XCenter, YAlign: draw.YBottom,
	}}
	for i, v := range values {
		if !finite(v) {
			continue
		}
		l.labels[i], l.tops[i] = sc.format(v), v/sc.factor
		if i < len(highs) && finite(highs[i]) {
			l.tops[i] = math.Max(l.tops[i], highs[i]/sc.factor)
		}
	}
	p.Add(l)
}

// barLabelGap is the room between a bar (or its whisker) and its figure.
const barLabelGap = 2

func (b *barLabels) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	for i, label := range b.labels {
		if label == "" || b.style.Width(label) > b.bars.Width {
			continue
		}
		pt := vg.Point{X: trX(b.bars.XMin+float64(i)) + b.bars.Offset, Y: trY(b.tops[i]) + barLabelGap}
		if pt.Y+b.style.Height(label) > c.Max.Y {
			continue // no room under the top of the chart's data area
		}
		c.FillText(b.style, pt, label)
	}
}
