// Package chart lays charts out and draws them on any vg canvas: a
// chart's title row (the theme's logo at its right end), its legend, and
// its panels side by side (small multiples), each a panel of bars or a
// gonum/plot line chart on axes of its own, with round ticks labelled in
// the article's language. It knows nothing of analyses: render builds
// the charts, and says in words what each shows.
package chart

import (
	"image/color"
	"strings"

	stdfont "golang.org/x/image/font"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/typeset"
	"github.com/iopress/iopress/render/words"
)

// Chart is a figure of an article: a title, a legend, and its panels
// (small multiples: plots of their own, each with its own axes), of its
// size and name.
type Chart struct {
	Name   string // file stem, e.g. "chart-1-random-read"
	Title  string
	Panels []Panel
	// Columns is how many panels stand side by side.
	Columns int
	Legend  []LegendEntry // only what the panels draw
	// Description says what the chart shows to a reader who cannot see
	// it: its measure, systems and workloads, and its extremes.
	Description string
	Width       vg.Length
	Height      vg.Length
	Logo        *theme.Logo // drawn at the right end of its title row; nil: none
	Text        Text        // the language and fonts of its words
	// Follows names the table the chart illustrates, which the article
	// places it after; "" for none.
	Follows string
}

// Text is how a chart writes: in a language (its figures, where its
// lines break) and a family of fonts (the theme's body).
type Text struct {
	Lang   words.Lang
	Family typeset.Family
}

// LegendNames are the names its legend gives.
func (ch *Chart) LegendNames() []string {
	var out []string
	for _, e := range ch.Legend {
		out = append(out, e.Name)
	}
	return out
}

// LimitColour draws the lines that mark a limit on a chart (a link's
// rate, a ratio of one): black, whatever the theme's palette.
var LimitColour = color.RGBA{0, 0, 0, 255}

// Sans is the typeface of every chart and table: Liberation Sans, with
// package typeset's fallback fonts for the scripts it lacks, or a theme's
// body font. Charts set their text through typeset.Handler (Text.handler),
// which measures and draws in the theme's fonts; only its size and weight
// are read from here.
func Sans(size vg.Length, bold bool) font.Font {
	f := font.Font{Typeface: "Liberation", Variant: "Sans", Size: size}
	if bold {
		f.Weight = stdfont.WeightBold
	}
	return f
}

// handler shapes, measures and draws every word of a chart, in its
// family's fonts.
func (t Text) handler() text.Handler { return typeset.Handler{Family: t.Family} }

// Every chart is laid out alike: its title across the top (the theme's
// logo, small and grey, at the right end of that row, outside every
// plot), the legend under it in rows as wide as the chart, and under
// them its panels side by side, a row at a time (small multiples). A
// panel is a plot of its own, with its own axes: figures of different
// units or sizes never share an axis.

// The sizes of a chart's text, in points. The chart is drawn 510 points
// wide and set on the page as wide as the text (about 672 CSS pixels on
// a 720-pixel screen, 1.32 pixels a point), where 8.5 points are 11 CSS
// pixels: no text of a chart is smaller.
const (
	chartTitleSize = 11
	panelTitleSize = 9
	chartTextSize  = 8.5 // ticks, legends, the figures on bars
)

// Panel is one plot of a chart, drawn in its place of the chart.
type Panel interface {
	Draw(c draw.Canvas)
}

// LegendEntry is a line of a chart's legend: a thumbnail of what it names
// (a bar's colour, a line, a ring) and its name.
type LegendEntry struct {
	Name   string
	Thumbs []plot.Thumbnailer
}

// Swatch is a bar's colour in a legend.
type Swatch struct{ Colour color.Color }

func (s Swatch) Thumbnail(c *draw.Canvas) {
	min, max := c.Min, c.Max
	c.FillPolygon(s.Colour, []vg.Point{min, {X: max.X, Y: min.Y}, max, {X: min.X, Y: max.Y}})
}

// The room around a chart's parts, in points.
const (
	titleGap   = 4  // under the title row
	legendGap  = 6  // under the legend
	panelGapX  = 14 // between two panels side by side
	panelGapY  = 6  // between two rows of panels
	legendPad  = 3  // between a thumbnail and its name
	legendStep = 12 // between two entries of a row
	legendRule = 10 // a thumbnail's width
)

// titleStyle is the style of a chart's title, in the chart's fonts.
func (t Text) titleStyle() text.Style {
	return text.Style{Font: Sans(chartTitleSize, true), Handler: t.handler(), XAlign: draw.XCenter, YAlign: draw.YTop}
}

// Small is the style of a chart's small text: ticks and legends.
func (t Text) Small() text.Style {
	return text.Style{Font: Sans(chartTextSize, false), Handler: t.handler(), Color: color.Black}
}

// titleLines are a chart's title broken into lines no wider than width:
// two of balanced length where one is wider, more where two are.
func titleLines(sty text.Style, title string, width vg.Length) []string {
	if sty.Width(title) <= width {
		return []string{title}
	}
	two := typeset.Balance(title, 2)
	if sty.Width(strings.Join(two, "\n")) <= width {
		return two
	}
	var lines []string
	for _, l := range typeset.Wrap(title, sty.Font.Weight >= stdfont.WeightBold, float64(width/sty.Font.Size)) {
		lines = append(lines, l.Text)
	}
	return lines
}

// logoBox is the size of a chart's logo in its title row: as high as a
// line of the title, at most a fifth of the chart's width; zero for none.
func logoBox(logo *theme.Logo, lineH, width vg.Length) (w, h vg.Length) {
	if logo == nil {
		return 0, 0
	}
	b := logo.Image.Bounds()
	if b.Dx() <= 0 || b.Dy() <= 0 {
		return 0, 0
	}
	aspect := vg.Length(b.Dx()) / vg.Length(b.Dy())
	h = lineH
	w = h * aspect
	if w > width/5 {
		w, h = width/5, width/5/aspect
	}
	return w, h
}

// legendRows lays a legend out in rows no wider than width: each row is
// the entries it holds.
func legendRows(sty text.Style, entries []LegendEntry, width vg.Length) [][]LegendEntry {
	var rows [][]LegendEntry
	x := vg.Length(0)
	for _, e := range entries {
		w := legendRule + legendPad + sty.Width(e.Name)
		if len(rows) == 0 || x > 0 && x+legendStep+w > width {
			rows = append(rows, nil)
			x = 0
		} else if x > 0 {
			x += legendStep
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], e)
		x += w
	}
	return rows
}

// legendRowHeight is the height of a row of a legend.
func legendRowHeight(sty text.Style) vg.Length { return sty.Height("Ag") + 2 }

// Head is the room a chart's title row and legend take above its
// panels, drawn in width.
func (ch *Chart) Head(width vg.Length) vg.Length {
	tx := ch.Text
	title := tx.titleStyle()
	lineH := title.Height("Ag")
	logoW, _ := logoBox(ch.Logo, lineH, width)
	lines := titleLines(title, tx.Lang.Bind(ch.Title), width-2*(logoW+titleGap))
	h := lineH*vg.Length(len(lines)) + titleGap
	if rows := legendRows(tx.Small(), ch.Legend, width); len(rows) > 0 {
		h += legendRowHeight(tx.Small())*vg.Length(len(rows)) + legendGap
	}
	return h
}

// PanelRoom is about how long the axes of a panel of the chart are, in
// rows of its columns: what is left of a panel's place after its title
// and its axes' labels.
func (ch *Chart) PanelRoom(rows int) (w, h vg.Length) {
	cols := max(ch.Columns, 1)
	rows = max(rows, 1)
	w = (ch.Width-2*Margin-panelGapX*vg.Length(cols-1))/vg.Length(cols) - 60
	h = (ch.Height-2*Margin-ch.Head(ch.Width-2*Margin)-panelGapY*vg.Length(rows-1))/vg.Length(rows) - 45
	return max(w, 20), max(h, 20)
}

// Draw draws the chart onto any vg canvas of its size: the title row,
// the legend and the panels.
func (ch *Chart) Draw(c vg.CanvasSizer) {
	dc := area(draw.New(c))
	tx := ch.Text
	width := dc.Max.X - dc.Min.X
	title := tx.titleStyle()
	lineH := title.Height("Ag")
	logoW, logoH := logoBox(ch.Logo, lineH, width)
	// The title is centred on the chart, clear of the logo on both sides.
	lines := titleLines(title, tx.Lang.Bind(ch.Title), width-2*(logoW+titleGap))
	y := dc.Max.Y
	for _, line := range lines {
		dc.FillText(title, vg.Point{X: dc.Min.X + width/2, Y: y}, line)
		y -= lineH
	}
	if ch.Logo != nil && logoW > 0 {
		drawLogo(dc, ch.Logo, vg.Rectangle{Min: vg.Point{X: dc.Max.X - logoW, Y: dc.Max.Y - logoH}, Max: vg.Point{X: dc.Max.X, Y: dc.Max.Y}})
	}
	y -= titleGap
	small := tx.Small()
	small.YAlign = draw.YCenter
	rowH := legendRowHeight(small)
	rows := legendRows(small, ch.Legend, width)
	for _, row := range rows {
		// Each row is centred under the title.
		w := vg.Length(0)
		for i, e := range row {
			if i > 0 {
				w += legendStep
			}
			w += legendRule + legendPad + small.Width(e.Name)
		}
		x := dc.Min.X + (width-w)/2
		mid := y - rowH/2
		for _, e := range row {
			box := draw.Canvas{Canvas: dc.Canvas, Rectangle: vg.Rectangle{
				Min: vg.Point{X: x, Y: mid - rowH/2 + 2}, Max: vg.Point{X: x + legendRule, Y: mid + rowH/2 - 2}}}
			for _, t := range e.Thumbs {
				t.Thumbnail(&box)
			}
			dc.FillText(small, vg.Point{X: x + legendRule + legendPad, Y: mid}, e.Name)
			x += legendRule + legendPad + small.Width(e.Name) + legendStep
		}
		y -= rowH
	}
	if len(rows) > 0 {
		y -= legendGap
	}
	area := dc
	area.Max.Y = y
	drawPanels(area, ch.Panels, ch.Columns)
}

// drawPanels draws panels in a grid of columns, row by row, each cell
// of the grid the same size.
func drawPanels(area draw.Canvas, panels []Panel, columns int) {
	if len(panels) == 0 {
		return
	}
	columns = max(1, min(columns, len(panels)))
	rows := (len(panels) + columns - 1) / columns
	w := (area.Max.X - area.Min.X - panelGapX*vg.Length(columns-1)) / vg.Length(columns)
	h := (area.Max.Y - area.Min.Y - panelGapY*vg.Length(rows-1)) / vg.Length(rows)
	for i, p := range panels {
		r, col := i/columns, i%columns
		x := area.Min.X + vg.Length(col)*(w+panelGapX)
		top := area.Max.Y - vg.Length(r)*(h+panelGapY)
		p.Draw(draw.Canvas{Canvas: area.Canvas, Rectangle: vg.Rectangle{Min: vg.Point{X: x, Y: top - h}, Max: vg.Point{X: x + w, Y: top}}})
	}
}

// Margin is the white left around a chart (points): gonum/plot sets
// the x-axis label's descenders on the chart's bottom edge and the y-axis
// label's on its left edge, where a glyph that reaches a hair past its
// font's descent (a parenthesis does) or the anti-aliasing of a PNG's
// last row would be cut.
const Margin = 1

// area is where a chart draws within its canvas.
func area(c draw.Canvas) draw.Canvas {
	return draw.Crop(c, Margin, -Margin, Margin, -Margin)
}

// The pitch of a bar panel's bars, in points: what they get where the
// theme's height leaves room, and the least they take (the chart is
// then taller than the theme's).
const (
	barPitchMost  = 24
	barPitchLeast = 13
)

// BarHeight is the height of a chart of rows of bar panels of n bars:
// what the head and the bars need at the widest pitch that keeps within
// the theme's height, and more where even the narrowest does not.
func (ch *Chart) BarHeight(n, rows int) vg.Length {
	head := ch.Head(ch.Width-2*Margin) + 2*Margin + panelGapY*vg.Length(rows-1)
	need := func(pitch vg.Length) vg.Length { return head + vg.Length(rows)*barPanelHeight(n, pitch) }
	if h := need(barPitchMost); h <= ch.Height {
		return h
	}
	return max(need(barPitchLeast), ch.Height)
}

// Whisker is a confidence interval's whisker in a legend.
type Whisker struct{}

func (Whisker) Thumbnail(c *draw.Canvas) {
	style := draw.LineStyle{Color: color.Gray{Y: 40}, Width: vg.Points(0.8)}
	mid := c.Center().Y
	h := (c.Max.Y - c.Min.Y) / 3
	c.StrokeLine2(style, c.Min.X, mid, c.Max.X, mid)
	c.StrokeLine2(style, c.Min.X, mid-h, c.Min.X, mid+h)
	c.StrokeLine2(style, c.Max.X, mid-h, c.Max.X, mid+h)
}

// Empty is a place of a chart's grid with nothing to draw.
type Empty struct{}

// Draw draws nothing.
func (Empty) Draw(draw.Canvas) {}
