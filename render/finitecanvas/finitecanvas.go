// Package finitecanvas guards the canvas an article's tables and charts are
// drawn on: it refuses a coordinate, length or angle that is not a finite
// number or lies far off any page, and says what was being drawn there,
// so that no writer puts one in its output.
package finitecanvas

import (
	"fmt"
	"image"
	"math"
	"strconv"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/render/typeset"
)

// finiteCanvas passes drawing on to a canvas but refuses any coordinate,
// length or angle that is not a finite number, or is so large that it lies
// far off any page: "-Inf 571.89 m" makes a PDF content stream invalid,
// NaN in an SVG path draws nothing, and the PNG rasteriser never finishes a
// polygon with a NaN corner. Whatever produced it (an axis of zero width, a
// figure past float64's range), the output must not carry it. The first
// refusal is kept in err and drawing stops there.
type finiteCanvas struct {
	vg.CanvasSizer
	err error
}

// Draw draws onto c through a finiteCanvas and returns an error saying
// what was being drawn when a coordinate was not finite; callers name the
// drawing.
func Draw(c vg.CanvasSizer, draw func(vg.CanvasSizer)) error {
	fc := &finiteCanvas{CanvasSizer: c}
	draw(fc)
	return fc.err
}

// farthest bounds every value a drawing hands the canvas, in points (a
// kilometre and more): charts and tables are a page wide, and gonum/plot
// clips what it draws to them.
const farthest = 1e6

// ok reports whether every value is a finite coordinate within farthest,
// and records the first refusal.
func (c *finiteCanvas) ok(what string, vs ...float64) bool {
	if c.err != nil {
		return false
	}
	for _, v := range vs {
		if !(math.Abs(v) <= farthest) { // NaN too
			c.err = fmt.Errorf("%s at %v: %v is not a finite coordinate on the page", what, vs, v)
			return false
		}
	}
	return true
}

func (c *finiteCanvas) pathOK(what string, p vg.Path) bool {
	for _, comp := range p {
		vs := []float64{float64(comp.Pos.X), float64(comp.Pos.Y)}
		for _, ctl := range comp.Control {
			vs = append(vs, float64(ctl.X), float64(ctl.Y))
		}
		if comp.Type == vg.ArcComp {
			vs = append(vs, float64(comp.Radius), comp.Start, comp.Angle)
		}
		if !c.ok(what, vs...) {
			return false
		}
	}
	return true
}

func (c *finiteCanvas) SetLineWidth(w vg.Length) {
	if c.ok("line width", float64(w)) {
		c.CanvasSizer.SetLineWidth(w)
	}
}

func (c *finiteCanvas) SetLineDash(pattern []vg.Length, offset vg.Length) {
	vs := []float64{float64(offset)}
	for _, d := range pattern {
		vs = append(vs, float64(d))
	}
	if c.ok("line dash", vs...) {
		c.CanvasSizer.SetLineDash(pattern, offset)
	}
}

func (c *finiteCanvas) Rotate(rad float64) {
	if c.ok("rotation", rad) {
		c.CanvasSizer.Rotate(rad)
	}
}

func (c *finiteCanvas) Translate(pt vg.Point) {
	if c.ok("translation", float64(pt.X), float64(pt.Y)) {
		c.CanvasSizer.Translate(pt)
	}
}

func (c *finiteCanvas) Scale(x, y float64) {
	if c.ok("scale", x, y) {
		c.CanvasSizer.Scale(x, y)
	}
}

func (c *finiteCanvas) Stroke(p vg.Path) {
	if c.pathOK("line", p) {
		c.CanvasSizer.Stroke(p)
	}
}

func (c *finiteCanvas) Fill(p vg.Path) {
	if c.pathOK("filled shape", p) {
		c.CanvasSizer.Fill(p)
	}
}

func (c *finiteCanvas) FillString(f font.Face, pt vg.Point, text string) {
	if c.ok("text "+strconv.Quote(text), float64(pt.X), float64(pt.Y)) {
		c.CanvasSizer.FillString(f, pt, text)
	}
}

// DrawLine draws a set line on the canvas beneath, as typeset.Draw
// does (as PDF text, or as filled outlines).
func (c *finiteCanvas) DrawLine(l *typeset.Line, size vg.Length, pt vg.Point) {
	if c.ok("text "+strconv.Quote(l.Text), float64(pt.X), float64(pt.Y), float64(size)) {
		typeset.Draw(c.CanvasSizer, l, size, pt)
	}
}

func (c *finiteCanvas) DrawImage(rect vg.Rectangle, img image.Image) {
	if c.ok("image", float64(rect.Min.X), float64(rect.Min.Y), float64(rect.Max.X), float64(rect.Max.Y)) {
		c.CanvasSizer.DrawImage(rect, img)
	}
}
