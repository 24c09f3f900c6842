package render

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"
	"unicode"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// drawSVG draws a chart as an SVG document (with its XML prologue) on the
// canvas text makes of vgsvg's: withBrowserText leaves the text to the
// viewer's fonts, withOutlines draws the glyphs as shapes.
func drawSVG(ch *Chart, text func(*vgsvg.Canvas) vg.CanvasSizer) ([]byte, error) {
	c := vgsvg.New(ch.Width, ch.Height)
	if err := drawChecked(text(c), func(c vg.CanvasSizer) { drawChart(c, ch) }); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func withBrowserText(c *vgsvg.Canvas) vg.CanvasSizer { return browserText{c} }
func withOutlines(c *vgsvg.Canvas) vg.CanvasSizer    { return c }

// svgFiles are the article's charts as standalone SVG files, NAME.svg.
func svgFiles(art *Article) []file {
	var out []file
	for _, ch := range art.Charts {
		out = append(out, file{ch.Name + ".svg", func(w io.Writer) error {
			data, err := standaloneSVG(ch, art.Lang.String())
			if err != nil {
				return err
			}
			_, err = w.Write(data)
			return err
		}})
	}
	return out
}

// svgTextStyle sets a standalone chart's text in Liberation Sans, or
// Arial or Helvetica, which have its metrics, so labels sit where the
// layout put them (vgsvg names only Liberation Sans).
const svgTextStyle = `<style>text { font-family: "Liberation Sans", Arial, Helvetica, sans-serif !important; }</style>`

// standaloneSVG is a chart as an SVG file that opens by itself: drawn as
// on the page, titled, and described for screen readers (role="img",
// aria-labelledby its <title> and <desc>) in the article's language
// (code). Its text is left to the viewer's fonts, which have Latin,
// Greek, Cyrillic and Hebrew; a chart with Devanagari, which few systems
// have a font for, draws its glyphs as shapes instead (a font embedded in
// each chart would weigh 390 KB).
func standaloneSVG(ch *Chart, code string) ([]byte, error) {
	data, err := drawSVG(ch, withBrowserText)
	if err != nil {
		return nil, err
	}
	style := svgTextStyle
	if bytes.ContainsFunc(data, func(r rune) bool { return unicode.Is(unicode.Devanagari, r) }) {
		if data, err = drawSVG(ch, withOutlines); err != nil {
			return nil, err
		}
		style = ""
	}
	s := string(data)
	open := strings.Index(s, "<svg")
	if open < 0 || !strings.Contains(s[open:], ">") {
		return nil, errNoSVGElement
	}
	end := open + strings.IndexByte(s[open:], '>')
	titleID, descID := ch.Name+"-title", ch.Name+"-desc"
	var b strings.Builder
	b.WriteString(s[:end])
	b.WriteString(` role="img" aria-labelledby="` + titleID + ` ` + descID + `" xml:lang="` + code + `">` + "\n")
	b.WriteString(`<title id="` + titleID + `">` + xmlText(ch.Title) + "</title>\n")
	b.WriteString(`<desc id="` + descID + `">` + xmlText(ch.Description) + "</desc>\n")
	if style != "" {
		b.WriteString(style + "\n")
	}
	b.WriteString(strings.TrimPrefix(s[end+1:], "\n"))
	return []byte(b.String()), nil
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
