package render

import (
	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/render/theme"
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
		l := layoutTable(t, 1000, art.Theme.Look())
		const pad = 8
		out = append(out, Drawing{t.Name, l.width + 2*pad, l.height + 2*pad, func(c vg.CanvasSizer) {
			c.Translate(vg.Point{X: pad, Y: pad})
			drawTable(c, l, l.height)
		}})
	}
	for _, ch := range art.Charts {
		out = append(out, Drawing{ch.Name, ch.Width, ch.Height, ch.Draw})
	}
	return out
}

// DrawChecked draws on c through a canvas that refuses a coordinate that
// is not finite or lies far off the page, and says where it was.
func DrawChecked(c vg.CanvasSizer, draw func(vg.CanvasSizer)) error { return drawChecked(c, draw) }

// TableLayout is a table set in a width, in a theme's look: its lines
// placed and its size known.
type TableLayout struct{ l tableLayout }

// LayoutTable sets a table no wider than maxWidth.
func LayoutTable(t *Table, maxWidth vg.Length, look *theme.Theme) TableLayout {
	return TableLayout{layoutTable(t, maxWidth, look)}
}

// Size is the width and height the table takes.
func (l TableLayout) Size() (w, h vg.Length) { return l.l.width, l.l.height }

// Draw draws the table on c with its top at top.
func (l TableLayout) Draw(c vg.Canvas, top vg.Length) { drawTable(c, l.l, top) }
