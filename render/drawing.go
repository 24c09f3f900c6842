package render

import (
	"gonum.org/v1/plot/vg"
)

// Drawing is a table or a chart of an article as a vector drawing: its
// file stem, its size, and how to draw it on a canvas of that size.
type Drawing struct {
	Name string
	W, H vg.Length
	Draw func(c vg.CanvasSizer)
}

// Drawings are the article's tables, then its charts, as drawings.
func Drawings(art *Article) []Drawing {
	var out []Drawing
	for _, t := range art.Tables {
		l := t.Layout(1000, art.Theme.Look())
		w, h := l.Size()
		const pad = 8
		out = append(out, Drawing{t.Name, w + 2*pad, h + 2*pad, func(c vg.CanvasSizer) {
			c.Translate(vg.Point{X: pad, Y: pad})
			l.Draw(c, h)
		}})
	}
	for _, ch := range art.Charts {
		out = append(out, Drawing{ch.Name, ch.Width, ch.Height, ch.Draw})
	}
	return out
}
