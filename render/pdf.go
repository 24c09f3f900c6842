package render

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/jung-kurt/gofpdf"
	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/render/pdfcanvas"
	"github.com/iopress/iopress/render/typeset"
)

// Page geometry, in points: the default theme's margin, and the type.
const (
	pageMargin = 42
	bodySize   = 9.5
	lineH      = 13
)

// epoch is the fixed creation date written into every PDF, so that the same
// article gives the same bytes.
var epoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// WritePDF writes the article as a PDF document. Its text, tables and
// charts are set by package typeset in the fonts it embeds, as selectable
// text; tables and charts are vector drawings. The output depends only on
// the article.
func WritePDF(w io.Writer, art *Article) error {
	body, err := art.body()
	if err != nil {
		return err
	}
	title := art.documentTitle(body)
	look := art.Theme.look()
	margin := look.Margin
	pdf := gofpdf.New("P", "pt", look.PageSize, "")
	pdf.SetCreationDate(epoch)
	pdf.SetModificationDate(epoch)
	pdf.SetCatalogSort(true)
	pdf.SetCompression(true)
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(true, margin)
	l := lang{Lang: art.Lang}
	pdf.SetTitle(title, true)
	// The sources in full (paths, parsers, sizes, hashes, run ids) are the
	// file's provenance, not the reader's text.
	if prov := l.provenance(art.Sources); len(prov) > 0 {
		pdf.SetKeywords(strings.Join(prov, "; "), true)
	}
	pdf.SetCreator("iopress", true)
	pdf.SetProducer("iopress", true)
	pw, ph := pdf.GetPageSize()
	textW := pw - 2*margin
	doc := &pdfDoc{pdf: pdf, text: typeset.NewPDF(pdf), pageH: ph, body: look.Body, headings: look.Headings,
		look: look, margin: margin, pageW: pw}
	pdf.SetFooterFunc(func() {
		const size = 7.5
		r, g, b := pdf.GetTextColor()
		pdf.SetTextColor(110, 110, 110)
		line := doc.body.Truncate(l.Say("%s  \u2014  page %d", title, pdf.PageNo()), false, textW/size)
		doc.text.DrawLine(line, size, (pw-line.Width*size)/2, ph-margin+12+5+0.3*size)
		pdf.SetTextColor(r, g, b)
	})
	pdf.AddPage()

	for _, b := range body {
		doc.block(b, textW)
	}
	if err := pdf.Error(); err != nil {
		return fmt.Errorf("building PDF: %w", err)
	}
	return pdf.Output(w)
}

// block lays out one block of the body, textW wide.
func (d *pdfDoc) block(b Block, textW float64) {
	pdf := d.pdf
	switch b.Kind {
	case HeadingBlock:
		// The first top-level heading is the title, beside the logo; a
		// later one starts a section as a second-level heading does.
		if b.Level == 1 && !d.titled {
			d.titled = true
			// The logo takes a third of the width at most: the title
			// has the rest.
			d.lines(b.Text.String(), true, 19, 23, d.margin, textW-d.logo(d.look.Logo, d.pageW-d.margin, 23, textW/3))
			return
		}
		size, lineH := 12.5, 16.0
		if b.Level > 2 {
			size, lineH = 10.5, 14
		}
		ensureRoom(pdf, 40, d.pageH)
		pdf.Ln(6)
		pdf.SetTextColor(int(d.look.Accent.R), int(d.look.Accent.G), int(d.look.Accent.B))
		d.lines(b.Text.String(), true, size, lineH, d.margin, textW)
		pdf.SetTextColor(0, 0, 0)
		pdf.Ln(2)
	case ParagraphBlock:
		if b.Role == Subtitle {
			pdf.SetTextColor(90, 90, 90)
			d.lines(b.Text.String(), false, 9, 12, d.margin, textW)
			pdf.SetTextColor(0, 0, 0)
			pdf.Ln(4)
			return
		}
		d.paragraph(b.Text, paragraphSize[b.Role], textW)
	case ListBlock:
		indent := 12.0
		if b.Ordered {
			// Room for the widest number, "10." and on.
			indent = max(indent, d.body.Shape(strconv.Itoa(b.first()+len(b.Items)-1)+".", false).Width*bodySize+4)
		}
		for i, item := range b.Items {
			switch {
			case b.Role == Sources:
				d.paragraph(Plain(sourceLines(item)), 7.5, textW)
			case b.Ordered:
				d.bullet(strconv.Itoa(b.first()+i)+".", item, textW, indent)
			default:
				d.bullet("\u2022", item, textW, indent)
			}
		}
	case TableBlock:
		l := layoutTable(b.Table, vg.Length(textW), d.look)
		d.placeVector(b.Table.Name, l.width, l.height, func(c vg.CanvasSizer) {
			drawTable(c, l, l.height)
		})
		pdf.Ln(8)
	case SetupBlock:
		d.setupTable(b.SetupTable, textW)
	case ChartBlock:
		ch := b.Chart
		d.placeVector(ch.Name, ch.Width, ch.Height, func(c vg.CanvasSizer) {
			drawChart(c, ch)
		})
		pdf.Ln(10)
	}
}

// paragraphSize is the size a paragraph of each role is set in: the lead
// and the verdict a little larger than the body, the setup and the notes
// smaller.
var paragraphSize = map[Role]float64{Prose: bodySize, Lead: bodySize + 1, Verdict: bodySize + 0.5, Setup: 8.5, Notes: 7.5}

// paragraph sets text at size, with a little room after it.
func (d *pdfDoc) paragraph(t Text, size, textW float64) {
	if size == 0 {
		size = bodySize
	}
	d.setLines(d.body.WrapPieces(pieces(t), textW/size), size, size*1.38, d.margin)
	d.pdf.Ln(3)
}

// pieces are text's spans by weight: strong ones bold. The PDF has no
// italic face, so emphasis is set upright; a link shows its text.
func pieces(t Text) []typeset.Piece {
	out := make([]typeset.Piece, len(t))
	for i, s := range t {
		out[i] = typeset.Piece{Text: s.Text, Bold: s.Strong}
	}
	return out
}

// bullet sets a list item: its mark, and its text indent points in
// beside it.
func (d *pdfDoc) bullet(mark string, t Text, textW, indent float64) {
	lines := d.body.WrapPieces(pieces(t), (textW-indent)/bodySize)
	h, lower := band(lines, bodySize, lineH)
	ensureRoom(d.pdf, h, d.pageH)
	d.text.DrawLine(d.body.Shape(mark, false), bodySize, d.margin, baseline(d.pdf.GetY(), lineH, bodySize)+lower)
	d.setLines(lines, bodySize, lineH, d.margin+indent)
	d.pdf.Ln(1.5)
}

// sourceLines is a source as the PDF lists it: its line, and its id on
// the line below.
func sourceLines(t Text) string {
	var b strings.Builder
	for i, s := range t {
		if s.Code && i > 0 {
			b.WriteString("\n")
		} else if i+1 < len(t) && t[i+1].Code && strings.TrimSpace(s.Text) == "" {
			continue
		}
		b.WriteString(s.Text)
	}
	return b.String()
}

// ensureRoom starts a new page unless h points fit above the bottom margin.
func ensureRoom(pdf *gofpdf.Fpdf, h, pageH float64) {
	if _, bottom := pdf.GetAutoPageBreak(); pdf.GetY()+h > pageH-bottom {
		pdf.AddPage()
	}
}

// pdfDoc is a PDF being written: the document, its writer of set lines,
// its page height and the theme's fonts of its text and headings.
type pdfDoc struct {
	pdf            *gofpdf.Fpdf
	text           *typeset.PDF
	pageH          float64
	body, headings typeset.Family
	look           *Theme  // the article's look
	margin, pageW  float64 // the page's margin and width
	titled         bool    // the title is set
}

// lines sets text at size, broken into lines no wider than width (at its
// line breaks and where it must), each lineH high or as high as its
// fonts need (band), from x at the current position down, on new pages
// as they fill. Bold text is the title's and the headings', set in the
// headings' font.
func (d *pdfDoc) lines(text string, bold bool, size, lineH, x, width float64) {
	fam := d.body
	if bold {
		fam = d.headings
	}
	d.setLines(fam.Wrap(text, bold, width/size), size, lineH, x)
}

// setLines sets lines at size from x at the current position down, each
// in a band (band) at least lineH high.
func (d *pdfDoc) setLines(lines []*typeset.Line, size, lineH, x float64) {
	h, lower := band(lines, size, lineH)
	for _, l := range lines {
		ensureRoom(d.pdf, h, d.pageH)
		y := d.pdf.GetY()
		d.text.DrawLine(l, size, x, baseline(y, lineH, size)+lower)
		d.pdf.SetY(y + h)
	}
}

// baseline is where text at size sits in a line lineH high from top, as
// gofpdf's cells place it.
func baseline(top, lineH, size float64) float64 { return top + lineH/2 + 0.3*size }

// band is the height each of lines set at size takes, one under the
// other, and how much lower than baseline puts it their baselines lie:
// lineH and none, more where the lines' fonts need more room above the
// baseline or below it (Noto Sans Devanagari's vowel signs hang 0.41 em
// below it, Liberation Sans's letters 0.21 em), so that no line reaches
// into the next. Every line of a paragraph gets the same band. (lower is
// added to baseline's sum, not folded into it, so that a line that needs
// no more room is placed to the same bits, and the PDF is unchanged.)
func band(lines []*typeset.Line, size, lineH float64) (h, lower float64) {
	var ascent, descent float64
	for _, l := range lines {
		a, d := l.Extent()
		ascent, descent = max(ascent, a), max(descent, d)
	}
	drop := baseline(0, lineH, size)
	lower = max(0, ascent*size-drop)
	return max(lineH+lower, drop+lower+descent*size), lower
}

// placeVector draws a w x h vector graphic at the current position (on a
// new page if it does not fit) and moves below it. A coordinate that is
// not finite becomes the document's error, naming the graphic.
func (d *pdfDoc) placeVector(name string, w, h vg.Length, draw func(c vg.CanvasSizer)) {
	ensureRoom(d.pdf, h.Points(), d.pageH)
	top := d.pdf.GetY()
	left, _, _, _ := d.pdf.GetMargins()
	c := pdfcanvas.New(d.pdf, d.text, name, left, top, w, h)
	if err := drawChecked(c, draw); err != nil {
		d.pdf.SetError(fmt.Errorf("%s: %w", name, err))
	}
	c.Close()
	d.pdf.SetY(top + h.Points())
}
