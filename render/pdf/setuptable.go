package pdf

import (
	"image/color"
	"slices"

	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/typeset"
)

// setupTable sets the setup table in the PDF: its title, a head of the
// columns' names, and a row per fact, every cell's text wrapped in its
// column, the rows striped as the results tables' are. The facts'
// column is as wide as its longest label, up to a third of the page; the
// others share the rest.
func (d *pdfDoc) setupTable(t *render.SetupTable, textW float64) {
	const size, pad = 8.0, 3.0
	pdf, look := d.pdf, d.look
	lineH := size * 1.3
	labelW := 0.0
	for _, r := range t.Rows {
		labelW = max(labelW, d.body.Shape(r.Label, false).Width*size+2*pad)
	}
	labelW = min(labelW, textW/3)
	colW := (textW - labelW) / float64(len(t.Columns))
	wrap := func(text string, bold bool, w float64) []*typeset.Line {
		return d.body.Wrap(text, bold, (w-2*pad)/size)
	}
	heightOf := func(cells [][]*typeset.Line) float64 {
		n := 1
		for _, c := range cells {
			n = max(n, len(c))
		}
		h, _ := band(slices.Concat(cells...), size, lineH)
		return float64(n)*h + 2*pad
	}
	draw := func(cells [][]*typeset.Line, widths []float64, fill *color.RGBA) {
		h := heightOf(cells)
		d.room(h)
		top := pdf.GetY()
		if fill != nil {
			pdf.SetFillColor(int(fill.R), int(fill.G), int(fill.B))
			pdf.Rect(d.margin, top, textW, h, "F")
		}
		lh, lower := band(slices.Concat(cells...), size, lineH)
		x := d.margin
		for i, lines := range cells {
			for k, line := range lines {
				d.text.DrawLine(line, size, x+pad, baseline(top+pad+float64(k)*lh, lineH, size)+lower)
			}
			x += widths[i]
		}
		pdf.SetY(top + h)
	}
	widths := []float64{labelW}
	for range t.Columns {
		widths = append(widths, colW)
	}
	head := [][]*typeset.Line{nil}
	for _, c := range t.Columns {
		head = append(head, wrap(c, true, colW))
	}
	row := func(r render.SetupRow) [][]*typeset.Line {
		cells := [][]*typeset.Line{wrap(r.Label, false, labelW)}
		for _, v := range r.Values {
			cells = append(cells, wrap(v, false, colW))
		}
		return cells
	}
	// The title stays with the head and the first row: a new page for
	// all three where they do not fit together.
	title := d.headings.Wrap(t.Title, true, textW/(size+1.5))
	th, _ := band(title, size+1.5, lineH+3)
	keep := float64(len(title))*th + heightOf(head)
	if len(t.Rows) > 0 {
		keep += heightOf(row(t.Rows[0]))
	}
	d.room(keep)
	pdf.SetTextColor(int(look.Accent.R), int(look.Accent.G), int(look.Accent.B))
	d.setLines(title, size+1.5, lineH+3, d.margin, nil)
	pdf.SetTextColor(int(look.TableHeaderText.R), int(look.TableHeaderText.G), int(look.TableHeaderText.B))
	hd := look.TableHeader
	draw(head, widths, &hd)
	pdf.SetTextColor(0, 0, 0)
	for i, r := range t.Rows {
		cells := row(r)
		var fill *color.RGBA
		if i%2 == 1 {
			st := look.Stripe
			fill = &st
		}
		draw(cells, widths, fill)
	}
	pdf.Ln(6)
}
