package table

import (
	"image/color"
	"strconv"
	"strings"

	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/typeset"
)

// Layout is a table measured for drawing at a given width, its text
// shaped into lines.
type Layout struct {
	t          *Table
	look       *theme.Theme // its colours and fonts
	size       vg.Length    // font size of the figures
	labelW     vg.Length
	colW       vg.Length
	rowH       vg.Length
	title      *typeset.Line
	labels     []*typeset.Line   // the rows' titles
	headerRows [][]*typeset.Line // system names split into lines
	// notes are the lines under the table that give in full, after
	// their marks, the names cut short in the head.
	notes []*typeset.Line
	// namesBroken counts the names that break inside a word or are cut
	// short.
	namesBroken int
	// The heights of a line of the head's names and of the notes, and of
	// the band of the key under the table: at least what Latin letters
	// were set in, and as much as the fonts of the lines take (a line of
	// Devanagari takes 1.3 em, one of Latin letters 1.1 em).
	nameH, noteH, keyH vg.Length
	// notesTail is the room the last note's descent takes below its band.
	notesTail vg.Length
	width     vg.Length
	height    vg.Length
}

const (
	tablePad     = 3
	tableTitleH  = 16
	tableLegendH = 12 // at least
	// A key's swatch and the space after it, and the gap between keys.
	keySwatch, keyGap = 11, 12
	// A system name takes at most this many lines of its column; the
	// last one ends in an ellipsis if the name goes on.
	tableNameLines = 3
	// The rows' titles take at most this share of the table's width.
	tableLabelShare = 0.4
	// The type shrinks down to this size (points) before a system's name
	// breaks inside a word.
	tableNameSize = 6.5
)

// tableRule is the colour of a table's rules; the theme gives the others.
var tableRule = color.Gray{Y: 90}

// Layout measures t to fit maxWidth in the theme's fonts, shrinking
// the type if needed: down to 5 points for the figures, and down to
// tableNameSize so that fewer system names break inside a word or are cut
// short; of the sizes that fit, the largest with the fewest broken names
// wins.
func (t *Table) Layout(maxWidth vg.Length, look *theme.Theme) Layout {
	var best Layout
	for size := vg.Length(8); size >= 5; size -= 0.5 {
		l := measureTable(t, size, maxWidth, look)
		if l.width <= maxWidth || size == 5 {
			if best.t == nil || l.namesBroken < best.namesBroken {
				best = l
			}
			if best.namesBroken == 0 || size <= tableNameSize {
				break
			}
		}
	}
	return best
}

// width is the width of a set line at size.
func width(l *typeset.Line, size vg.Length) vg.Length { return size * vg.Length(l.Width) }

// measureTable lays t out at a font size. Columns are as wide as their
// figures, or as the systems' names on two balanced lines; a name too
// long for the room maxWidth leaves each column wraps within that room
// on at most tableNameLines lines and ends in an ellipsis, and a row title
// longer than tableLabelShare of maxWidth is cut short likewise, so that
// no name breaks the table's layout. A name cut short ends in a mark, and
// the notes under the table give it in full after that mark.
func measureTable(t *Table, size, maxWidth vg.Length, look *theme.Theme) Layout {
	l := Layout{t: t, look: look, size: size, rowH: size + 2*tablePad}
	body := look.Body
	ems := func(w vg.Length) float64 { return float64(w / size) }
	l.title = look.Headings.Truncate(t.Title, true, float64(maxWidth/(size+1.5)))
	for _, r := range t.Rows {
		label := body.Truncate(r.Heading(), true, ems(tableLabelShare*maxWidth-2*tablePad))
		l.labels = append(l.labels, label)
		l.labelW = max(l.labelW, width(label, size)+2*tablePad)
		for _, c := range r.Cells {
			l.colW = max(l.colW, width(look.Numbers.Shape(c.Text+c.Mark, true), size)+2*tablePad)
		}
	}
	for _, g := range t.Groups {
		l.colW = max(l.colW, (width(body.Shape(g, true), size)+2*tablePad)/vg.Length(len(t.Systems)))
	}
	cols := len(t.Groups) * len(t.Systems)
	room := max(l.colW, (maxWidth-l.labelW)/vg.Length(max(cols, 1)))
	var cut []string // the names cut short, each after its mark
	for _, s := range t.Systems {
		mark := nameMark(len(cut))
		lines, short := nameLines(body, s, size, room-2*tablePad, mark)
		if short || widestWord(body, s, size) > room-2*tablePad {
			l.namesBroken++
		}
		if short {
			cut = append(cut, mark+"\u00a0"+s)
		}
		l.headerRows = append(l.headerRows, lines)
		for _, line := range lines {
			l.colW = max(l.colW, width(line, size)+2*tablePad)
		}
	}
	// The columns widen to the title and the key where those are wider
	// than the figures (a table of one system): an image of the table is
	// as wide as its grid, and would cut them off.
	if need := max(width(l.title, size+1.5), keyWidth(t, size-1)); cols > 0 && l.labelW+vg.Length(cols)*l.colW < need {
		l.colW = (need - l.labelW) / vg.Length(cols)
	}
	l.width = l.labelW + vg.Length(cols)*l.colW
	for _, s := range cut {
		l.notes = append(l.notes, body.Wrap(s, false, float64(l.width/(size-1)))...) // set a point smaller
	}
	var names []*typeset.Line
	for _, lines := range l.headerRows {
		names = append(names, lines...)
	}
	l.nameH = max(size+1, lineHeight(names, size))
	l.noteH = max(size+1, lineHeight(l.notes, size-1))
	var keys []*typeset.Line
	for _, k := range []string{t.BestKey, t.TieKey} {
		keys = append(keys, body.Shape(k, false))
	}
	l.keyH = max(tableLegendH, l.drop()+depth(keys, size-1))
	if t.BestKey == "" && t.TieKey == "" {
		l.keyH = 0 // no band for a key that is not there
	}
	if n := len(l.notes); n > 0 {
		l.notesTail = max(0, l.drop()+depth(l.notes[n-1:], size-1)-l.noteH)
	}
	l.height = tableTitleH + l.rowH + vg.Length(l.headerLines())*l.nameH + 2*tablePad + vg.Length(len(t.Rows))*l.rowH + l.keyH +
		vg.Length(len(l.notes))*l.noteH + l.notesTail
	return l
}

// keyWidth is the width of the key under a table at size, as Draw
// sets it: each key's swatch, its text and a gap before the next.
func keyWidth(t *Table, size vg.Length) vg.Length {
	var w vg.Length
	for _, k := range []string{t.BestKey, t.TieKey} {
		if k != "" {
			w += keySwatch + width(typeset.Shape(k, false), size) + keyGap
		}
	}
	return max(0, w-keyGap)
}

// nameMark is the mark of the table's i-th name cut short (from 0), a
// superscript number: "¹", "²"... It marks the name in the head and its
// full text under the table.
func nameMark(i int) string {
	const digits = "⁰¹²³⁴⁵⁶⁷⁸⁹"
	var b strings.Builder
	for _, d := range strconv.Itoa(i + 1) {
		b.WriteRune([]rune(digits)[d-'0'])
	}
	return b.String()
}

// nameLines sets a system's name for its column head: on two lines of
// balanced length if it fits room so, else wrapped within room on at most
// tableNameLines lines, the last one ending in an ellipsis and mark if the
// name goes on (short is then true).
func nameLines(fam typeset.Family, name string, size, room vg.Length, mark string) (lines []*typeset.Line, short bool) {
	fits := true
	for _, s := range typeset.Balance(name, 2) {
		line := fam.Shape(s, true)
		lines = append(lines, line)
		fits = fits && width(line, size) <= room
	}
	if fits {
		return lines, false
	}
	return fam.WrapLines(name, true, float64(room/size), tableNameLines, mark)
}

// widestWord is the width of the widest word of a name in a column's head.
func widestWord(fam typeset.Family, name string, size vg.Length) vg.Length {
	var w vg.Length
	for _, word := range strings.Fields(name) {
		w = max(w, width(fam.Shape(word, true), size))
	}
	return w
}

// drop is the depth of a line's baseline below the top of its band, in
// every band of the table.
func (l Layout) drop() vg.Length { return l.size + tablePad - 1.5 }

// lineHeight is the most room a line of lines takes at size by its
// fonts, ascent and descent.
func lineHeight(lines []*typeset.Line, size vg.Length) vg.Length {
	var h vg.Length
	for _, line := range lines {
		ascent, descent := line.Extent()
		h = max(h, size*vg.Length(ascent+descent))
	}
	return h
}

// depth is the deepest that lines at size reach below their baseline by
// their fonts.
func depth(lines []*typeset.Line, size vg.Length) vg.Length {
	var d vg.Length
	for _, line := range lines {
		_, descent := line.Extent()
		d = max(d, size*vg.Length(descent))
	}
	return d
}

func (l Layout) headerLines() int {
	n := 1
	for _, h := range l.headerRows {
		n = max(n, len(h))
	}
	return n
}

// Size is the width and height the table takes.
func (l Layout) Size() (w, h vg.Length) { return l.width, l.height }

// FontSize is the size its figures are set at, in points: 8, or down to 5
// where the table must shrink to fit its width.
func (l Layout) FontSize() vg.Length { return l.size }

// Draw draws the table on c with its top-left corner at the left of c
// and top high.
func (l Layout) Draw(c vg.Canvas, top vg.Length) {
	t := l.t
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
	text := func(line *typeset.Line, size, x, yTop vg.Length, col color.Color, align int) {
		c.SetColor(col)
		w := width(line, size)
		switch align {
		case 0: // left
		case 1: // centre
			x -= w / 2
		case 2: // right
			x -= w
		}
		typeset.Draw(c, line, size, vg.Point{X: x, Y: yTop - l.drop()})
	}
	look := l.look
	bold := func(s string) *typeset.Line { return look.Body.Shape(s, true) }

	text(l.title, l.size+1.5, 0, y-1, look.Accent, 0)
	y -= tableTitleH
	// Group headings span their systems.
	rect(0, y, l.width, l.rowH, look.TableHeader)
	for g, name := range t.Groups {
		x := l.labelW + vg.Length(g*len(t.Systems))*l.colW
		text(bold(name), l.size, x+vg.Length(len(t.Systems))*l.colW/2, y, look.TableHeaderText, 1)
	}
	text(bold(t.Corner), l.size, tablePad, y, look.TableHeaderText, 0)
	y -= l.rowH
	headerH := vg.Length(l.headerLines())*l.nameH + 2*tablePad
	for g := range t.Groups {
		for s, lines := range l.headerRows {
			x := l.labelW + vg.Length(g*len(t.Systems)+s)*l.colW + l.colW/2
			for i, line := range lines {
				text(line, l.size, x, y-vg.Length(i)*l.nameH, color.Black, 1)
			}
		}
	}
	y -= headerH
	rule(y, l.width)
	for i, r := range t.Rows {
		if i%2 == 1 {
			rect(0, y, l.width, l.rowH, look.Stripe)
		}
		text(l.labels[i], l.size, tablePad, y, color.Black, 0)
		for j, cell := range r.Cells {
			x := l.labelW + vg.Length(j)*l.colW
			switch {
			case cell.Best:
				rect(x, y, l.colW, l.rowH, look.Best)
			case cell.Tie:
				rect(x, y, l.colW, l.rowH, look.Tie)
			}
			text(look.Numbers.Shape(cell.Text+cell.Mark, cell.Best), l.size, x+l.colW-tablePad, y, color.Black, 2)
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
	x := vg.Length(0)
	for _, k := range []struct {
		text string
		col  color.Color
	}{{t.BestKey, look.Best}, {t.TieKey, look.Tie}} {
		if k.text == "" {
			continue
		}
		rect(x, y-3, 8, 6, k.col)
		key := look.Body.Shape(k.text, false)
		text(key, l.size-1, x+keySwatch, y, color.Gray{Y: 60}, 0)
		x += keySwatch + width(key, l.size-1) + keyGap
	}
	y -= l.keyH
	for _, note := range l.notes {
		text(note, l.size-1, 0, y, color.Gray{Y: 60}, 0)
		y -= l.noteH
	}
}
