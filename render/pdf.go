package render

import (
	"fmt"
	"io"
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
	h := l.headings()
	pdf.SetTitle(art.Title, true)
	pdf.SetCreator("iopress", true)
	pdf.SetProducer("iopress", true)
	pw, ph := pdf.GetPageSize()
	textW := pw - 2*margin
	doc := &pdfDoc{pdf: pdf, text: typeset.NewPDF(pdf), pageH: ph, body: look.Body, headings: look.Headings}
	pdf.SetFooterFunc(func() {
		const size = 7.5
		r, g, b := pdf.GetTextColor()
		pdf.SetTextColor(110, 110, 110)
		line := doc.body.Truncate(l.Say("%s  \u2014  page %d", art.Title, pdf.PageNo()), false, textW/size)
		doc.text.DrawLine(line, size, (pw-line.Width*size)/2, ph-margin+12+5+0.3*size)
		pdf.SetTextColor(r, g, b)
	})
	pdf.AddPage()

	heading := func(s string) {
		ensureRoom(pdf, 40, ph)
		pdf.Ln(6)
		pdf.SetTextColor(int(look.Accent.R), int(look.Accent.G), int(look.Accent.B))
		doc.lines(s, true, 12.5, 16, margin, textW)
		pdf.SetTextColor(0, 0, 0)
		pdf.Ln(2)
	}
	paragraph := func(s string, size float64) {
		doc.lines(s, false, size, size*1.38, margin, textW)
		pdf.Ln(3)
	}
	bullet := func(s string) {
		lines := doc.body.Wrap(s, false, (textW-12)/bodySize)
		h, lower := band(lines, bodySize, lineH)
		ensureRoom(pdf, h, ph)
		doc.text.DrawLine(doc.body.Shape("\u2022", false), bodySize, margin, baseline(pdf.GetY(), lineH, bodySize)+lower)
		doc.setLines(lines, bodySize, lineH, margin+12)
		pdf.Ln(1.5)
	}

	doc.lines(art.Title, true, 19, 23, margin, textW-doc.logo(look.Logo, pw-margin, 23))
	pdf.SetTextColor(90, 90, 90)
	doc.lines(art.Subtitle, false, 9, 12, margin, textW)
	pdf.SetTextColor(0, 0, 0)
	pdf.Ln(4)

	heading(h.KeyFindings)
	for _, f := range art.Findings {
		bullet(f)
	}
	if len(art.Flags) > 0 {
		heading(h.NotDevice)
		for _, f := range art.Flags {
			bullet(f)
		}
	}
	if art.Verdict != "" {
		heading(h.Verdict)
		paragraph(art.Verdict, bodySize+0.5)
	}
	if len(art.Setup) > 0 {
		heading(h.Setup)
		for _, s := range art.Setup {
			paragraph(s, 8.5)
		}
	}

	heading(h.Results)
	for _, t := range art.Tables {
		l := layoutTable(t, vg.Length(textW), look)
		doc.placeVector(t.Name, l.width, l.height, func(c vg.CanvasSizer) {
			drawTable(c, l, l.height)
		})
		pdf.Ln(8)
	}
	for _, n := range art.Notes {
		paragraph(n, 7.5)
	}

	heading(h.Charts)
	for _, ch := range art.Charts {
		doc.placeVector(ch.Name, ch.Width, ch.Height, func(c vg.CanvasSizer) {
			drawChart(c, ch)
		})
		pdf.Ln(10)
	}

	if len(art.Warnings) > 0 {
		heading(h.Warnings)
		for _, wn := range art.Warnings {
			bullet(wn)
		}
	}
	if len(art.Sources) > 0 {
		heading(h.Appendix)
		for _, s := range art.Sources {
			paragraph(l.sourceLine(s)+"\n"+l.sourceID(s.ID), 7.5)
		}
	}
	if err := pdf.Error(); err != nil {
		return fmt.Errorf("building PDF: %w", err)
	}
	return pdf.Output(w)
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
