package typeset

import (
	"math"
	"strings"

	"github.com/go-text/typesetting/font"
	ot "github.com/go-text/typesetting/font/opentype"
	stdfont "golang.org/x/image/font"
	plotfont "gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// A LineDrawer is a canvas that draws set lines itself rather than as
// filled glyph outlines: the PDF canvas writes them as text, the SVG of
// the HTML page leaves them to the browser.
type LineDrawer interface {
	// DrawLine draws l at size with the left end of its baseline at pt.
	DrawLine(l *Line, size vg.Length, pt vg.Point)
}

// Draw draws a line at size with the left end of its baseline at pt, in
// the canvas's current colour: through the canvas's DrawLine where it
// has one, else as the glyphs' outlines, filled (a raster canvas).
func Draw(c vg.Canvas, l *Line, size vg.Length, pt vg.Point) {
	c = unwrap(c)
	if d, ok := c.(LineDrawer); ok {
		d.DrawLine(l, size, pt)
		return
	}
	FillOutlines(c, l, size, pt)
}

// unwrap finds the canvas a gonum/plot drawing area draws on.
func unwrap(c vg.Canvas) vg.Canvas {
	for {
		switch dc := c.(type) {
		case *draw.Canvas:
			c = dc.Canvas
		case draw.Canvas:
			c = dc.Canvas
		default:
			return c
		}
	}
}

// FillOutlines draws a line as its glyphs' outlines, filled.
func FillOutlines(c vg.Canvas, l *Line, size vg.Length, pt vg.Point) {
	var p vg.Path
	for _, r := range l.Runs {
		for _, g := range r.Glyphs {
			at := vg.Point{X: pt.X + size*vg.Length(g.X), Y: pt.Y + size*vg.Length(g.Y)}
			for _, s := range outline(r.Face, g.ID) {
				pts := func(i int) vg.Point {
					return vg.Point{X: at.X + size*vg.Length(s.Args[i].X), Y: at.Y + size*vg.Length(s.Args[i].Y)}
				}
				switch s.Op {
				case ot.SegmentOpMoveTo:
					if len(p) > 0 {
						p.Close()
					}
					p.Move(pts(0))
				case ot.SegmentOpLineTo:
					p.Line(pts(0))
				case ot.SegmentOpQuadTo:
					p.QuadTo(pts(0), pts(1))
				case ot.SegmentOpCubeTo:
					p.CubeTo(pts(0), pts(1), pts(2))
				}
			}
		}
	}
	if len(p) > 0 {
		p.Close()
		c.Fill(p)
	}
}

type glyphKey struct {
	face Face
	id   font.GID
}

// outlines caches glyph outlines, in ems, y up: an article uses a few
// hundred glyphs.
var outlines = newCache[glyphKey, []font.Segment](1 << 16)

func outline(f Face, id font.GID) []font.Segment {
	if id == font.EmptyGlyph {
		return nil
	}
	return outlines.get(glyphKey{f, id}, func() []font.Segment {
		data := withShaper(func(s *shaper) font.GlyphData { return s.face(f).GlyphData(id) })
		o, ok := data.(font.GlyphOutline)
		if !ok {
			return nil
		}
		upem := float32(f.info().upem)
		segs := make([]font.Segment, len(o.Segments))
		for i, seg := range o.Segments {
			for j := range seg.Args {
				seg.Args[j].X /= upem
				seg.Args[j].Y /= upem
			}
			segs[i] = seg
		}
		return segs
	})
}

// Handler is a gonum/plot text handler that shapes, measures and draws
// text through this package: charts lay out their labels by shaped
// widths and draw them with Draw. The font's weight chooses regular or
// bold; every family is the Handler's Family (the zero Handler's is
// Default, the sans font).
//
// gonum/plot reserves room for a text from the height Box gives each of
// its lines, and places it from the family's extents (Extents): Box
// gives a line the regular font's ascent and descent as gonum/plot
// measures them, enlarged by what the line's other fonts need beyond
// them, so that a line of Devanagari gets the depth its vowel signs hang
// down to; Draw sets each line inside the box so reserved.
type Handler struct{ Family Family }

var _ text.Handler = Handler{}

// Cache is gonum/plot's font cache, which gives the sans font's extents.
func (Handler) Cache() *plotfont.Cache { return plotfont.DefaultCache }

// Extents are the family's regular font's extents at fnt's size: for the
// sans font, as gonum/plot measures them (so that charts are laid out as
// they always were), for a theme's font, from its hhea table.
func (h Handler) Extents(fnt plotfont.Font) plotfont.Extents {
	fam := h.Family.orDefault()
	if fam == Default {
		face := plotfont.DefaultCache.Lookup(sansFont(fnt), fnt.Size)
		return face.Extents()
	}
	info := fam.Regular.info() // as Box measures from: a line takes at least its extent
	return plotfont.Extents{Ascent: fnt.Size * vg.Length(info.ascent), Descent: fnt.Size * vg.Length(info.descent),
		Height: fnt.Size * vg.Length(info.ascent+info.descent+info.gap)}
}

func sansFont(fnt plotfont.Font) plotfont.Font {
	f := plotfont.Font{Typeface: "Liberation", Variant: "Sans", Size: fnt.Size}
	if isBold(fnt) {
		f.Weight = stdfont.WeightBold
	}
	return f
}

func isBold(fnt plotfont.Font) bool { return fnt.Weight >= stdfont.WeightBold }

// Lines splits text at its line breaks.
func (Handler) Lines(txt string) []string {
	return strings.Split(strings.TrimRight(txt, "\n"), "\n")
}

// Box measures one line of text: its width, and the room it takes above
// and below its baseline.
func (h Handler) Box(txt string, fnt plotfont.Font) (width, height, depth vg.Length) {
	e := h.Extents(fnt)
	l := h.Family.Shape(txt, isBold(fnt))
	ascent, descent := l.Extent()
	base := l.base.info()
	height = e.Ascent + fnt.Size*vg.Length(ascent-base.ascent)
	depth = e.Descent + fnt.Size*vg.Length(descent-base.descent)
	return fnt.Size * vg.Length(l.Width), height, depth
}

// Draw draws text in the style's colour, alignment and rotation, line by
// line, inside the box gonum/plot reserves for it (text.Style.Rectangle):
// the box's bottom lies the sans font's descent below the point the
// alignment gives (gonum/plot sets text that descent above the edge it
// should not cross), its height is the lines' heights and depths from Box
// with the font's line gap between them, and each line's baseline lies
// its own height below the one above it.
func (h Handler) Draw(c vg.Canvas, txt string, sty text.Style, pt vg.Point) {
	txt = strings.TrimRight(txt, "\n")
	if txt == "" {
		return
	}
	c.SetColor(sty.Color)
	if sty.Rotation != 0 {
		c.Push()
		c.Rotate(sty.Rotation)
	}
	sin64, cos64 := math.Sincos(sty.Rotation)
	sin, cos := vg.Length(sin64), vg.Length(cos64)
	pt.X, pt.Y = pt.Y*sin+pt.X*cos, pt.Y*cos-pt.X*sin
	e := h.Extents(sty.Font)
	boxH := sty.Height(txt)
	y := pt.Y + boxH*vg.Length(sty.YAlign) - e.Descent + boxH // the box's top
	gap := e.Height - e.Ascent - e.Descent
	for _, s := range h.Lines(txt) {
		w, height, depth := h.Box(s, sty.Font)
		y -= height
		Draw(c, h.Family.Shape(s, isBold(sty.Font)), sty.Font.Size, vg.Point{X: pt.X + vg.Length(sty.XAlign)*w, Y: y})
		y -= depth + gap
	}
	if sty.Rotation != 0 {
		c.Pop()
	}
}
