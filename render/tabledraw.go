package render

import (
	"image/color"
	"strings"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
)

// tableLayout is a table measured for drawing at a given width.
type tableLayout struct {
	t          *Table
	size       vg.Length // font size of the figures
	labelW     vg.Length
	colW       vg.Length
	rowH       vg.Length
	headerRows [][]string // system names split into lines
	width      vg.Length
	height     vg.Length
}

const (
	tablePad     = 3
	tableTitleH  = 16
	tableLegendH = 12
)

var (
	tableRule   = color.Gray{Y: 90}
	tableStripe = color.Gray{Y: 244}
	tableTie    = color.RGBA{R: 255, G: 236, B: 179, A: 255}
	tableBest   = color.RGBA{R: 214, G: 234, B: 248, A: 255}
	tableHead   = color.RGBA{R: 38, G: 70, B: 83, A: 255}
)

func face(size vg.Length, bold bool) font.Face {
	return font.DefaultCache.Lookup(sans(size, bold), size)
}

// layoutTable measures t to fit maxWidth, shrinking the type if needed.
func layoutTable(t *Table, maxWidth vg.Length) tableLayout {
	for size := vg.Length(8); ; size -= 0.5 {
		l := measureTable(t, size)
		if l.width <= maxWidth || size <= 5 {
			return l
		}
	}
}

func measureTable(t *Table, size vg.Length) tableLayout {
	l := tableLayout{t: t, size: size, rowH: size + 2*tablePad}
	bold := face(size, true)
	for _, r := range t.Rows {
		label := r.title()
		l.labelW = max(l.labelW, bold.Width(label)+2*tablePad)
		for _, c := range r.Cells {
			l.colW = max(l.colW, bold.Width(c.Text+c.Mark)+2*tablePad)
		}
	}
	for _, s := range t.Systems {
		lines := wrapWords(s, 2)
		l.headerRows = append(l.headerRows, lines)
		for _, line := range lines {
			l.colW = max(l.colW, bold.Width(line)+2*tablePad)
		}
	}
	for _, g := range t.Groups {
		l.colW = max(l.colW, (bold.Width(g)+2*tablePad)/vg.Length(len(t.Systems)))
	}
	cols := len(t.Groups) * len(t.Systems)
	l.width = l.labelW + vg.Length(cols)*l.colW
	headerLines := 1
	for _, h := range l.headerRows {
		headerLines = max(headerLines, len(h))
	}
	l.height = tableTitleH + l.rowH + vg.Length(headerLines)*(size+1) + 2*tablePad + vg.Length(len(t.Rows))*l.rowH + tableLegendH
	return l
}

// title is the row's label with its unit, unless the label says it already.
func (r TableRow) title() string {
	if r.Unit == "" || r.Unit == r.Label {
		return r.Label
	}
	return r.Label + " (" + r.Unit + ")"
}

// wrapWords splits a label into at most n lines of balanced length.
func wrapWords(s string, n int) []string {
	words := strings.Fields(s)
	if len(words) <= 1 || n == 1 {
		return []string{s}
	}
	best, bestLen := []string{s}, len(s)
	for i := 1; i < len(words); i++ {
		a, b := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		if m := max(len(a), len(b)); m < bestLen {
			best, bestLen = []string{a, b}, m
		}
	}
	return best
}

// drawTable draws a laid-out table with its top-left corner at the top-left
// of canvas c.
func drawTable(c vg.Canvas, l tableLayout, top vg.Length) {
	t := l.t
	regular, bold := face(l.size, false), face(l.size, true)
	titleFace := face(l.size+1.5, true)
	y := top
	rect := func(x, yTop, w, h vg.Length, col color.Color) {
		c.SetColor(col)
		var p vg.Path
		p.Move(vg.Point{X: x, Y: yTop})
		p.Line(vg.Point{X: x + w, Y: yTop})
		p.Line(vg.Point{X: x + w, Y: yTop - h})
		p.Line(vg.Point{X: x, Y: yTop - h})
		p.Close()
		c.Fill(p)
	}
	rule := func(yy vg.Length, w vg.Length) {
		c.SetColor(tableRule)
		c.SetLineWidth(0.6)
		var p vg.Path
		p.Move(vg.Point{X: 0, Y: yy})
		p.Line(vg.Point{X: w, Y: yy})
		c.Stroke(p)
	}
	text := func(f font.Face, x, yTop vg.Length, s string, col color.Color, align int) {
		c.SetColor(col)
		w := f.Width(s)
		switch align {
		case 0: // left
		case 1: // centre
			x -= w / 2
		case 2: // right
			x -= w
		}
		c.FillString(f, vg.Point{X: x, Y: yTop - l.size - tablePad + 1.5}, s)
	}

	text(titleFace, 0, y-1, t.Title, tableHead, 0)
	y -= tableTitleH
	// Group headings span their systems.
	rect(0, y, l.width, l.rowH, tableHead)
	for g, name := range t.Groups {
		x := l.labelW + vg.Length(g*len(t.Systems))*l.colW
		text(bold, x+vg.Length(len(t.Systems))*l.colW/2, y, name, color.White, 1)
	}
	text(bold, tablePad, y, t.Corner, color.White, 0)
	y -= l.rowH
	headerLines := 1
	for _, h := range l.headerRows {
		headerLines = max(headerLines, len(h))
	}
	headerH := vg.Length(headerLines)*(l.size+1) + 2*tablePad
	for g := range t.Groups {
		for s, lines := range l.headerRows {
			x := l.labelW + vg.Length(g*len(t.Systems)+s)*l.colW + l.colW/2
			for i, line := range lines {
				text(bold, x, y-vg.Length(i)*(l.size+1), line, color.Black, 1)
			}
		}
	}
	y -= headerH
	rule(y, l.width)
	for i, r := range t.Rows {
		if i%2 == 1 {
			rect(0, y, l.width, l.rowH, tableStripe)
		}
		text(bold, tablePad, y, r.title(), color.Black, 0)
		for j, cell := range r.Cells {
			x := l.labelW + vg.Length(j)*l.colW
			f := regular
			switch {
			case cell.Best:
				rect(x, y, l.colW, l.rowH, tableBest)
				f = bold
			case cell.Tie:
				rect(x, y, l.colW, l.rowH, tableTie)
			}
			text(f, x+l.colW-tablePad, y, cell.Text+cell.Mark, color.Black, 2)
		}
		y -= l.rowH
	}
	rule(y, l.width)
	// Separators between block-size groups.
	for g := 1; g < len(t.Groups); g++ {
		x := l.labelW + vg.Length(g*len(t.Systems))*l.colW
		c.SetColor(tableRule)
		c.SetLineWidth(0.6)
		var p vg.Path
		p.Move(vg.Point{X: x, Y: top - tableTitleH})
		p.Line(vg.Point{X: x, Y: y})
		c.Stroke(p)
	}
	legend := face(l.size-1, false)
	x := vg.Length(0)
	for _, k := range []struct {
		text string
		col  color.Color
	}{{t.BestKey, tableBest}, {t.TieKey, tableTie}} {
		if k.text == "" {
			continue
		}
		rect(x, y-3, 8, 6, k.col)
		text(legend, x+11, y, k.text, color.Gray{Y: 60}, 0)
		x += 11 + legend.Width(k.text) + 12
	}
}
