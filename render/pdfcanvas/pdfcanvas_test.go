package pdfcanvas_test

import (
	"bytes"
	"image/color"
	"strings"
	"testing"

	"github.com/jung-kurt/gofpdf"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/render/pdfcanvas"
	"github.com/iopress/iopress/render/typeset"
)

func TestDrawsVectorPathsAndRealText(t *testing.T) {
	pdf := gofpdf.New("P", "pt", "A4", "")
	pdf.SetCompression(false)
	pdf.AddPage()
	c := pdfcanvas.New(pdf, typeset.NewPDF(pdf), "t", 50, 100, 200, 100)
	c.SetColor(color.RGBA{R: 255, A: 255})
	var p vg.Path
	p.Move(vg.Point{X: 0, Y: 0})
	p.Line(vg.Point{X: 10, Y: 20})
	p.Arc(vg.Point{X: 50, Y: 50}, 10, 0, 3.14159)
	c.Stroke(p)
	f := font.Font{Typeface: "Liberation", Variant: "Sans", Size: 10}
	c.FillString(font.Face{Font: f}, vg.Point{X: 5, Y: 5}, "Bandwidth (GiB/s) µs")
	c.Close()
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	// The canvas origin (0,0) is the rectangle's bottom-left corner: 50 pt
	// from the left, 100+100 pt from the top of an 841.89 pt page.
	for _, want := range []string{
		"50.00 641.89 m", // Move to the origin
		"60.00 661.89 l", // Line to (10, 20)
		" c\n",           // the arc as Bézier curves
		"1.000 0.000 0.000 RG",
		"55.00 646.89 Td (\x00B\x00a\x00n", // real text at (5, 5), as UTF-16 codes
		"/BaseFont /utf8iopresssans",       // the embedded sans font
		"/FontFile2",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("PDF lacks %q", want)
		}
	}
	if strings.Contains(out, "/Subtype /Image") {
		t.Error("PDF holds an image")
	}
	if strings.Contains(out, "/Helvetica") {
		t.Error("PDF uses a core font, which is not embedded")
	}
}
