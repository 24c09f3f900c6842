package render

import (
	"fmt"
	"io"
	"time"

	"github.com/jung-kurt/gofpdf"
	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/render/pdfcanvas"
)

// Page geometry, in points (A4).
const (
	pageMargin = 42
	bodySize   = 9.5
	lineH      = 13
)

// epoch is the fixed creation date written into every PDF, so that the same
// article gives the same bytes.
var epoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// WritePDF writes the article as a PDF document. Tables and charts are
// vector drawings with selectable text; the output depends only on the
// article.
func WritePDF(w io.Writer, art *Article) error {
	pdf := gofpdf.New("P", "pt", "A4", "")
	pdf.SetCreationDate(epoch)
	pdf.SetModificationDate(epoch)
	pdf.SetCatalogSort(true)
	pdf.SetCompression(true)
	pdf.SetMargins(pageMargin, pageMargin, pageMargin)
	pdf.SetAutoPageBreak(true, pageMargin)
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	l := lang{art.Lang}
	h := l.headings()
	pdf.SetTitle(art.Title, true)
	pdf.SetCreator("iopress", true)
	pdf.SetProducer("iopress", true)
	pdf.SetFooterFunc(func() {
		pdf.SetY(-pageMargin + 12)
		pdf.SetFont("Helvetica", "", 7.5)
		pdf.SetTextColor(110, 110, 110)
		pdf.CellFormat(0, 10, tr(l.Say("%s  \u2014  page %d", art.Title, pdf.PageNo())), "", 0, "C", false, 0, "")
		pdf.SetTextColor(0, 0, 0)
	})
	pdf.AddPage()
	pw, ph := pdf.GetPageSize()
	textW := pw - 2*pageMargin

	heading := func(s string) {
		ensureRoom(pdf, 40, ph)
		pdf.Ln(6)
		pdf.SetFont("Helvetica", "B", 12.5)
		pdf.SetTextColor(38, 70, 83)
		pdf.MultiCell(textW, 16, tr(s), "", "L", false)
		pdf.SetTextColor(0, 0, 0)
		pdf.Ln(2)
	}
	paragraph := func(s string, size float64) {
		pdf.SetFont("Helvetica", "", size)
		pdf.MultiCell(textW, size*1.38, tr(s), "", "L", false)
		pdf.Ln(3)
	}
	bullet := func(s string) {
		pdf.SetFont("Helvetica", "", bodySize)
		y := pdf.GetY()
		ensureRoom(pdf, lineH, ph)
		if pdf.GetY() < y {
			y = pdf.GetY()
		}
		pdf.SetX(pageMargin)
		pdf.CellFormat(12, lineH, tr("\u2022"), "", 0, "L", false, 0, "")
		pdf.MultiCell(textW-12, lineH, tr(s), "", "L", false)
		pdf.Ln(1.5)
	}

	pdf.SetFont("Helvetica", "B", 19)
	pdf.MultiCell(textW, 23, tr(art.Title), "", "L", false)
	pdf.SetFont("Helvetica", "", 9)
	pdf.SetTextColor(90, 90, 90)
	pdf.MultiCell(textW, 12, tr(art.Subtitle), "", "L", false)
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
		l := layoutTable(t, vg.Length(textW))
		placeVector(pdf, t.Name, l.width, l.height, ph, func(c vg.CanvasSizer) {
			drawTable(c, l, l.height)
		})
		pdf.Ln(8)
	}
	for _, n := range art.Notes {
		paragraph(n, 7.5)
	}

	heading(h.Charts)
	for _, ch := range art.Charts {
		placeVector(pdf, ch.Name, ch.Width, ch.Height, ph, func(c vg.CanvasSizer) {
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
	if pdf.GetY()+h > pageH-pageMargin {
		pdf.AddPage()
	}
}

// placeVector draws a w x h vector graphic at the current position (on a
// new page if it does not fit) and moves below it. A coordinate that is
// not finite becomes the document's error, naming the graphic.
func placeVector(pdf *gofpdf.Fpdf, name string, w, h vg.Length, pageH float64, draw func(c vg.CanvasSizer)) {
	ensureRoom(pdf, h.Points(), pageH)
	top := pdf.GetY()
	c := pdfcanvas.New(pdf, name, pageMargin, top, w, h)
	if err := drawChecked(c, draw); err != nil {
		pdf.SetError(fmt.Errorf("%s: %w", name, err))
	}
	c.Close()
	pdf.SetY(top + h.Points())
}
