// Package pdfcanvas is a gonum/plot vg.Canvas that draws into a rectangle of
// a page of a github.com/jung-kurt/gofpdf document, so charts and tables
// become vector graphics with real, selectable text inside the article
// rather than embedded bitmaps.
//
// Text is shaped and set by package typeset, in the fonts it embeds, and
// written as PDF text through the document's typeset.PDF, as the article's
// body is: charts and tables print every script the body prints, and
// their words stay searchable.
package pdfcanvas

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"

	"github.com/jung-kurt/gofpdf"
	stdfont "golang.org/x/image/font"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/render/typeset"
)

// Canvas draws into the rectangle of the current page whose top-left corner
// is (Left, Top) in the document's units, which must be points ("pt").
type Canvas struct {
	pdf       *gofpdf.Fpdf
	text      *typeset.PDF
	left, top float64
	w, h      vg.Length
	stack     []state
	images    int
	name      string
}

type state struct {
	color color.Color
	width vg.Length
	dash  []vg.Length
	off   vg.Length
}

// New starts drawing into the w x h rectangle at (left, top) of pdf's current
// page, writing text through text, the document's writer of set lines.
// name makes image resource names unique per canvas. Call Close when done
// to restore the document's graphics state.
func New(pdf *gofpdf.Fpdf, text *typeset.PDF, name string, left, top float64, w, h vg.Length) *Canvas {
	c := &Canvas{
		pdf: pdf, text: text, left: left, top: top, w: w, h: h, name: name,
		stack: []state{{}},
	}
	pdf.TransformBegin()
	vg.Initialize(c)
	return c
}

// Close ends the canvas's graphics state and leaves the document's pen,
// fill and text colour black and its line width thin.
func (c *Canvas) Close() {
	c.pdf.TransformEnd()
	c.pdf.SetDrawColor(0, 0, 0)
	c.pdf.SetFillColor(0, 0, 0)
	c.pdf.SetTextColor(0, 0, 0)
	c.pdf.SetLineWidth(0.5)
	c.pdf.SetDashPattern(nil, 0)
}

// Size returns the canvas size.
func (c *Canvas) Size() (w, h vg.Length) { return c.w, c.h }

func (c *Canvas) cur() *state { return &c.stack[len(c.stack)-1] }

// point maps a canvas point (origin bottom-left, y up) to document
// coordinates (origin top-left, y down).
func (c *Canvas) point(p vg.Point) (float64, float64) {
	return c.left + p.X.Points(), c.top + c.h.Points() - p.Y.Points()
}

// origin is the canvas origin in document coordinates; transforms pivot on it.
func (c *Canvas) origin() (float64, float64) { return c.point(vg.Point{}) }

func (c *Canvas) SetLineWidth(w vg.Length) {
	c.cur().width = w
	c.pdf.SetLineWidth(w.Points())
}

func (c *Canvas) SetLineDash(pattern []vg.Length, offset vg.Length) {
	c.cur().dash, c.cur().off = pattern, offset
	ds := make([]float64, len(pattern))
	for i, d := range pattern {
		ds[i] = d.Points()
	}
	c.pdf.SetDashPattern(ds, offset.Points())
}

func (c *Canvas) SetColor(col color.Color) {
	if col == nil {
		col = color.Black
	}
	c.cur().color = col
	r, g, b, a := col.RGBA()
	ri, gi, bi := int(r>>8), int(g>>8), int(b>>8)
	if a != 0 && a != 0xffff {
		// Un-premultiply: the PDF takes straight colour plus an alpha.
		ri, gi, bi = int(r*0xff/a), int(g*0xff/a), int(b*0xff/a)
	}
	c.pdf.SetDrawColor(ri, gi, bi)
	c.pdf.SetFillColor(ri, gi, bi)
	c.pdf.SetTextColor(ri, gi, bi)
	c.pdf.SetAlpha(float64(a)/0xffff, "Normal")
}

func (c *Canvas) Rotate(rad float64) {
	x, y := c.origin()
	c.pdf.TransformRotate(rad*180/math.Pi, x, y)
}

func (c *Canvas) Translate(pt vg.Point) {
	c.pdf.TransformTranslate(pt.X.Points(), -pt.Y.Points())
}

func (c *Canvas) Scale(x, y float64) {
	ox, oy := c.origin()
	c.pdf.TransformScale(x*100, y*100, ox, oy)
}

func (c *Canvas) Push() {
	c.stack = append(c.stack, *c.cur())
	c.pdf.TransformBegin()
}

func (c *Canvas) Pop() {
	if len(c.stack) == 1 {
		return
	}
	c.pdf.TransformEnd()
	c.stack = c.stack[:len(c.stack)-1]
}

func (c *Canvas) Stroke(p vg.Path) {
	if c.cur().width <= 0 {
		return
	}
	c.path(p, "D")
}

func (c *Canvas) Fill(p vg.Path) { c.path(p, "F") }

func (c *Canvas) path(p vg.Path, style string) {
	if len(p) == 0 {
		return
	}
	var start, at vg.Point
	for _, comp := range p {
		switch comp.Type {
		case vg.MoveComp:
			c.pdf.MoveTo(c.point(comp.Pos))
			start, at = comp.Pos, comp.Pos
		case vg.LineComp:
			c.pdf.LineTo(c.point(comp.Pos))
			at = comp.Pos
		case vg.ArcComp:
			at = c.arc(comp, at, start == at && len(p) == 1)
		case vg.CurveComp:
			switch len(comp.Control) {
			case 1:
				// Raise the quadratic to a cubic, which PDF draws natively.
				q := comp.Control[0]
				c1 := vg.Point{X: at.X + 2*(q.X-at.X)/3, Y: at.Y + 2*(q.Y-at.Y)/3}
				c2 := vg.Point{X: comp.Pos.X + 2*(q.X-comp.Pos.X)/3, Y: comp.Pos.Y + 2*(q.Y-comp.Pos.Y)/3}
				c.cubic(c1, c2, comp.Pos)
			case 2:
				c.cubic(comp.Control[0], comp.Control[1], comp.Pos)
			}
			at = comp.Pos
		case vg.CloseComp:
			c.pdf.ClosePath()
			at = start
		}
	}
	c.pdf.DrawPath(style)
}

func (c *Canvas) cubic(c1, c2, end vg.Point) {
	x1, y1 := c.point(c1)
	x2, y2 := c.point(c2)
	x, y := c.point(end)
	c.pdf.CurveBezierCubicTo(x1, y1, x2, y2, x, y)
}

// arc draws an arc as cubic Bézier segments of at most a quarter turn each,
// continuing the current path (or starting it when the arc is the path).
func (c *Canvas) arc(comp vg.PathComp, at vg.Point, first bool) vg.Point {
	r := comp.Radius
	pointAt := func(a float64) vg.Point {
		return vg.Point{X: comp.Pos.X + r*vg.Length(math.Cos(a)), Y: comp.Pos.Y + r*vg.Length(math.Sin(a))}
	}
	p0 := pointAt(comp.Start)
	if first {
		c.pdf.MoveTo(c.point(p0))
	} else {
		c.pdf.LineTo(c.point(p0))
	}
	n := int(math.Ceil(math.Abs(comp.Angle) / (math.Pi / 2)))
	if n == 0 {
		return p0
	}
	step := comp.Angle / float64(n)
	k := 4.0 / 3.0 * math.Tan(step/4)
	a := comp.Start
	for i := 0; i < n; i++ {
		b := a + step
		pa, pb := pointAt(a), pointAt(b)
		c1 := vg.Point{X: pa.X - vg.Length(k)*r*vg.Length(math.Sin(a)), Y: pa.Y + vg.Length(k)*r*vg.Length(math.Cos(a))}
		c2 := vg.Point{X: pb.X + vg.Length(k)*r*vg.Length(math.Sin(b)), Y: pb.Y - vg.Length(k)*r*vg.Length(math.Cos(b))}
		c.cubic(c1, c2, pb)
		a = b
	}
	return pointAt(a)
}

// FillString shapes text and writes it as a set line; charts and tables
// draw through DrawLine, with lines they have measured.
func (c *Canvas) FillString(f font.Face, pt vg.Point, text string) {
	if f.Font.Size == 0 || text == "" {
		return
	}
	c.DrawLine(typeset.Shape(text, f.Font.Weight >= stdfont.WeightBold), f.Font.Size, pt)
}

// DrawLine writes a set line as PDF text with the left end of its
// baseline at pt.
func (c *Canvas) DrawLine(l *typeset.Line, size vg.Length, pt vg.Point) {
	x, y := c.point(pt)
	c.text.DrawLine(l, size.Points(), x, y)
}

// DrawImage places a raster image: a chart's logo (greyed, in its title
// row), or what any gonum/plot plotter draws.
func (c *Canvas) DrawImage(rect vg.Rectangle, img image.Image) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		c.pdf.SetError(fmt.Errorf("pdfcanvas: encoding image: %w", err))
		return
	}
	c.images++
	name := fmt.Sprintf("%s-image-%d", c.name, c.images)
	opts := gofpdf.ImageOptions{ImageType: "PNG"}
	c.pdf.RegisterImageOptionsReader(name, opts, &buf)
	x, y := c.point(vg.Point{X: rect.Min.X, Y: rect.Max.Y})
	size := rect.Size()
	c.pdf.ImageOptions(name, x, y, size.X.Points(), size.Y.Points(), false, opts, 0, "")
}

var (
	_ vg.CanvasSizer     = (*Canvas)(nil)
	_ typeset.LineDrawer = (*Canvas)(nil)
)
