package web

import (
	"bytes"
	"encoding/base64"
	"encoding/xml"
	"errors"
	"image/color"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/chart"
	"github.com/iopress/iopress/render/finitecanvas"
	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/typeset"
)

// drawSVG draws a chart as an SVG document (with its XML prologue) on the
// canvas text makes of vgsvg's: withBrowserText leaves the text to the
// viewer's fonts, withOutlines draws the glyphs as shapes.
func drawSVG(ch *chart.Chart, text func(*vgsvg.Canvas) vg.CanvasSizer) ([]byte, error) {
	c := vgsvg.New(ch.Width, ch.Height)
	if err := finitecanvas.Draw(text(c), func(c vg.CanvasSizer) {
		// White under the whole chart, legend and logo included.
		var all vg.Path
		all.Move(vg.Point{})
		all.Line(vg.Point{X: ch.Width})
		all.Line(vg.Point{X: ch.Width, Y: ch.Height})
		all.Line(vg.Point{Y: ch.Height})
		all.Close()
		c.SetColor(color.White)
		c.Fill(all)
		ch.Draw(c)
	}); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// DrawSVG draws a chart as an SVG document, its text left to the
// viewer's fonts (drawSVG).
func DrawSVG(ch *chart.Chart) ([]byte, error) { return drawSVG(ch, withBrowserText) }

func withBrowserText(c *vgsvg.Canvas) vg.CanvasSizer { return browserText{c} }
func withOutlines(c *vgsvg.Canvas) vg.CanvasSizer    { return c }

// SVGFiles are the article's charts as standalone SVG files, NAME.svg.
func SVGFiles(art *render.Article) []render.File {
	var out []render.File
	for _, ch := range art.Charts {
		out = append(out, render.File{Name: ch.Name + ".svg", Write: func(w io.Writer) error {
			data, err := standaloneSVG(ch, art.Lang.String(), art.Theme)
			if err != nil {
				return err
			}
			_, err = w.Write(data)
			return err
		}})
	}
	return out
}

// standaloneSVG is a chart as an SVG file that opens by itself: drawn as
// on the page (chartElement), titled and described for screen readers
// in the article's language (code). Its text is left to the viewer's
// fonts, which have Latin, Greek, Cyrillic and Hebrew; a chart with
// Devanagari, which few systems have a font for, draws its glyphs as
// shapes instead (a font embedded in each chart would weigh 390 KB).
func standaloneSVG(ch *chart.Chart, code string, t *theme.Theme) ([]byte, error) {
	el, _, err := chartElement(ch, withBrowserText, svgRoot{id: ch.Name, attrs: ` xml:lang="` + code + `"`, fonts: fontList(t.Look().Body.Regular, "", false)})
	if err != nil {
		return nil, err
	}
	if strings.ContainsFunc(el, func(r rune) bool { return unicode.Is(unicode.Devanagari, r) }) {
		if el, _, err = chartElement(ch, withOutlines, svgRoot{id: ch.Name, attrs: ` xml:lang="` + code + `"`}); err != nil {
			return nil, err
		}
	}
	return []byte(xml.Header + el), nil
}

// svgRoot is what a chart's <svg> element says of itself besides the
// drawing: the start of the ids of its title and description ("" for
// none, where the page holds the chart twice), more attributes, and the
// fonts of its text.
type svgRoot struct {
	id, attrs, fonts string
}

// chartElement is a chart as an <svg> element, without the XML prologue
// a page cannot hold: an image for screen readers (role="img"), titled
// and described (<title>, <desc>, and aria-labelledby them where it has
// ids); its whole area white, the legend's too, so that it reads on a
// dark page; its fonts named once, on the root (vgsvg names Liberation
// Sans on every text), so that the theme's, or a site's, apply; and
// each text's colour set as an attribute and as its style, since a
// site's stylesheet outranks an attribute ("svg text { fill: ... }") but
// not an element's own style.
//
// smallest is the size of its smallest text in the drawing's units
// (points), 0 where it has none.
func chartElement(ch *chart.Chart, text func(*vgsvg.Canvas) vg.CanvasSizer, root svgRoot) (el string, smallest float64, err error) {
	data, err := drawSVG(ch, text)
	if err != nil {
		return "", 0, err
	}
	s := string(data)
	open := strings.Index(s, "<svg")
	if open < 0 || !strings.Contains(s[open:], ">") {
		return "", 0, errNoSVGElement
	}
	s = s[open:]
	end := strings.IndexByte(s, '>')
	var b strings.Builder
	b.WriteString(s[:end])
	b.WriteString(` role="img"`)
	if root.id != "" {
		b.WriteString(` aria-labelledby="` + root.id + `-title ` + root.id + `-desc"`)
	}
	if root.fonts != "" {
		b.WriteString(` font-family="` + xmlAttr(root.fonts) + `"`)
	}
	b.WriteString(root.attrs + ">\n")
	ids := func(what string) string {
		if root.id == "" {
			return ""
		}
		return ` id="` + root.id + "-" + what + `"`
	}
	b.WriteString("<title" + ids("title") + ">" + xmlText(ch.Title) + "</title>\n")
	b.WriteString("<desc" + ids("desc") + ">" + xmlText(ch.Description) + "</desc>\n")
	body := strings.TrimPrefix(s[end+1:], "\n")
	body = svgTextStyle.ReplaceAllStringFunc(body, func(tag string) string {
		tag, size := restyleText(tag)
		if size > 0 && (smallest == 0 || size < smallest) {
			smallest = size
		}
		return tag
	})
	// vgsvg calls every image a JPEG; the logo it draws is PNG, which
	// a viewer that believes the type (rsvg-convert) drops.
	body = strings.ReplaceAll(body, "data:image/jpg;base64,"+base64.StdEncoding.EncodeToString(pngSignature), "data:image/png;base64,"+base64.StdEncoding.EncodeToString(pngSignature))
	b.WriteString(joinStrokes(body))
	return b.String(), smallest, nil
}

// svgStroke is a line vgsvg draws (a tick, a gridline, an axis): a path
// of its own, on a line of its own, stroked and not filled.
var svgStroke = regexp.MustCompile(`^<path d="([^"]*)" style="(fill:none;[^"]*)" />$`)

// joinStrokes joins the lines drawn in one stroke into one path of
// several parts, which draws the same: a chart's ticks and gridlines, some
// two hundred paths, were a third of a page's weight. Lines join across
// texts (a tick's figure) but never across a filled shape, so nothing a
// line was drawn above or below changes sides but the texts, which stay
// above.
func joinStrokes(body string) string {
	lines := strings.Split(body, "\n")
	out := lines[:0]
	type path struct {
		at int // its line in out
		d  strings.Builder
	}
	var joined []*path
	open := map[string]*path{} // by the stroke's style
	for _, line := range lines {
		m := svgStroke.FindStringSubmatch(line)
		switch {
		case m == nil:
			if !strings.HasPrefix(line, "<text ") {
				clear(open)
			}
			out = append(out, line)
		case open[m[2]] != nil:
			open[m[2]].d.WriteString(m[1])
		default:
			p := &path{at: len(out)}
			p.d.WriteString(m[1])
			open[m[2]] = p
			joined = append(joined, p)
			out = append(out, m[2]) // its style, until its parts are all known
		}
	}
	for _, p := range joined {
		out[p.at] = `<path d="` + p.d.String() + `" style="` + out[p.at] + `" />`
	}
	return strings.Join(out, "\n")
}

// pngSignature starts every PNG file (its first six bytes, whole in
// base64).
var pngSignature = []byte("\x89PNG\r\n")

// svgTextStyle is the style vgsvg gives a text.
var svgTextStyle = regexp.MustCompile(`<text ([^>]*?)\s*style="([^"]*)">`)

// restyleText rewrites a text's style as vgsvg writes it: its size, its
// weight where bold, and its colour, without the font, which the root
// names; and the text's size.
func restyleText(tag string) (string, float64) {
	m := svgTextStyle.FindStringSubmatch(tag)
	fill, size, bold := "#000000", "", false
	for _, decl := range strings.Split(m[2], ";") {
		k, v, _ := strings.Cut(decl, ":")
		switch k {
		case "fill":
			fill = v
		case "font-size":
			size = v
		case "font-weight":
			bold = v == "bold"
		}
	}
	style := "font-size:" + size + ";fill:" + fill
	if bold {
		style += ";font-weight:bold"
	}
	points, _ := strconv.ParseFloat(strings.TrimSuffix(size, "px"), 64)
	return `<text ` + m[1] + ` fill="` + fill + `" style="` + style + `">`, points
}

// fontList names the fonts of a face for CSS: first where given (a
// theme's font, by the name its page carries it under), then the
// Devanagari font a page carries where it carries one (devanagari: named
// DevanagariFace, for the Devanagari characters alone, DevanagariRange),
// the face's family unless it is iopress's own sans font, Liberation Sans
// and the fonts with its metrics for a sans-serif face (the PDF sets what
// a theme's font lacks in Liberation Sans), the Devanagari fonts systems
// have, and the face's generic family. A font the page carries comes
// before the system's: Chromium set some Devanagari runs in a font listed
// after Liberation Sans, a system font, before the page's own was read,
// as empty boxes, and kept them.
func fontList(f typeset.Face, first string, devanagari bool) string {
	var names []string
	if first != "" {
		names = append(names, cssString(first))
	}
	if devanagari {
		names = append(names, cssString(DevanagariFace))
	}
	if f != typeset.Sans && f != typeset.SansBold {
		names = append(names, cssString(f.FamilyName()))
	}
	generic := f.Generic()
	if generic == "sans-serif" {
		names = append(names, `"Liberation Sans"`, "Arial", "Helvetica")
	}
	names = append(names, systemDevanagari...)
	return strings.Join(append(names, generic), ", ")
}

// systemDevanagari are the Devanagari fonts systems have, for text a page
// does not carry a font for (a fragment, a standalone SVG): Linux's and
// Android's Noto, Windows's Nirmala UI and older Mangal, Apple's Kohinoor.
var systemDevanagari = []string{`"Noto Sans Devanagari"`, `"Nirmala UI"`, "Mangal", `"Kohinoor Devanagari"`}

// cssString quotes a font's name for CSS.
func cssString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ").Replace(s) + `"`
}

// xmlAttr escapes text for an XML attribute's value in double quotes.
func xmlAttr(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return strings.ReplaceAll(b.String(), `"`, "&#34;")
}

// xmlText escapes text for an XML element; a title's line breaks become
// spaces.
func xmlText(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(strings.ReplaceAll(s, "\n", " ")))
	return b.String()
}

// errNoSVGElement is vgsvg writing something that is not an SVG document.
var errNoSVGElement = errors.New("vgsvg wrote no <svg> element")
