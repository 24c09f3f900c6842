// Package web writes an article for the web: a page that holds all it
// needs (article.html), the same body styled inline to paste into a site
// (a fragment), and each chart as an SVG file that opens by itself.
package web

import (
	"bytes"
	_ "embed"
	"fmt"
	"html"
	"html/template"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/chart"
	"github.com/iopress/iopress/render/table"
	"github.com/iopress/iopress/render/typeset"
)

//go:embed html/article.html
var htmlSource string

// WriteHTML writes the article as one self-contained web page: its text,
// its tables as HTML tables, and its charts as inline SVG drawn with the
// same code as the PDF's. The page loads nothing: no script, no font, no
// stylesheet from elsewhere. The browser shapes the text itself; the
// charts' text is set in the theme's body font, or Liberation Sans, or
// Arial or Helvetica, which have its metrics, so labels sit where the
// layout put them. The page carries the theme's fonts, and where it has
// Devanagari, which few systems have a font for, the Noto Sans
// Devanagari the PDF uses, as @font-face data cut to the glyphs of the
// page's text (WebFont), as the PDF embeds only the glyphs it shows:
// Latin, Greek, Cyrillic and Hebrew are otherwise left to the system's
// fonts, which have them. Like WritePDF, the output depends only on the
// article.
func WriteHTML(w io.Writer, art *render.Article) error { return writeHTML(w, art, false) }

// WriteFragment writes the article's body as HTML to paste into a site's
// page or editor (WordPress's, a CMS's): no <html>, <head> or <style>,
// every element styled inline, so that it keeps its look where the
// site's stylesheet does not reach and the editor strips style blocks.
// Each element sets what its reading depends on against the site's
// stylesheet (its colours and its background together, a list's
// numbers, a table's title above it, no capitals); its text is in the
// site's fonts unless the theme names its own, which a fragment names
// but cannot carry.
func WriteFragment(w io.Writer, art *render.Article) error { return writeHTML(w, art, true) }

// minChartText is the smallest a chart's text is drawn on a web page, in
// CSS pixels: a chart is never narrower than where its smallest text
// would be smaller.
const minChartText = 11

func writeHTML(w io.Writer, art *render.Article, fragment bool) error {
	body, err := art.Blocks()
	if err != nil {
		return err
	}
	page := htmlPage{Article: art, Code: art.Lang.String(), Fragment: fragment,
		LogoURL: logoURL(art.Theme.Look()), LogoAlt: logoAlt(art), DocumentTitle: art.DocumentTitle(body),
		Provenance: strings.Join(art.Provenance(), "; ")}
	placed := map[string]bool{} // a table or chart placed twice has its id once
	chartMin := 0.0             // CSS pixels
	for _, b := range body {
		hb := htmlBlock{Block: b}
		switch b.Kind {
		case render.TableBlock:
			hb.ID = b.Table.Name
		case render.ChartBlock:
			hb.ID = b.Chart.Name
		}
		if placed[hb.ID] {
			hb.ID = ""
		}
		placed[hb.ID] = true
		if b.Kind == render.ChartBlock {
			el, smallest, err := chartElement(b.Chart, withBrowserText, svgRoot{id: hb.ID})
			if err != nil {
				return fmt.Errorf("chart %s: %w", b.Chart.Name, err)
			}
			hb.SVG = template.HTML(el) // drawn by vgsvg, which escapes the text it writes
			if smallest > 0 {
				// A pixel more, for the browser's rounding of the layout.
				chartMin = max(chartMin, math.Ceil(minChartText*b.Chart.Width.Points()/smallest)+1)
			}
		}
		page.Blocks = append(page.Blocks, hb)
	}
	minWidth := strconv.FormatFloat(chartMin, 'f', -1, 64) + "px"
	ls := looksOf(art.Theme, fragment, false, minWidth)
	page.Style = htmlStyle{fragment, ls}
	page.CSS = ls.css()
	for i, hb := range page.Blocks {
		if hb.Kind == render.ChartBlock {
			// Its look, and its drawing scaled with the page, keeping
			// its proportions.
			page.Blocks[i].SVG = template.HTML(strings.Replace(string(hb.SVG), "<svg ",
				"<svg"+string(look(page.Style, "chart"))+` preserveAspectRatio="xMidYMid meet" `, 1))
		}
	}
	var buf bytes.Buffer
	if err := htmlTemplate.Execute(&buf, page); err != nil {
		return err
	}
	if !fragment {
		text := pageText(buf.String())
		if page.FontFaces, err = themeCSS(art.Theme.Look(), text); err != nil {
			return err
		}
		if strings.ContainsFunc(text, func(r rune) bool { return unicode.Is(unicode.Devanagari, r) }) {
			faces, err := devanagariFontFaces(text)
			if err != nil {
				return err
			}
			page.FontFaces = faces + page.FontFaces
			page.CSS = looksOf(art.Theme, fragment, true, minWidth).css() // the page's classes stay
		}
		if page.FontFaces != "" {
			buf.Reset()
			if err := htmlTemplate.Execute(&buf, page); err != nil {
				return err
			}
		}
	}
	_, err = w.Write(buf.Bytes())
	return err
}

// pageText is the text of a page, for the fonts it carries: what is
// between its tags, outside its stylesheet, unescaped.
func pageText(page string) string {
	if i, j := strings.Index(page, "<style>"), strings.Index(page, "</style>"); i >= 0 && j > i {
		page = page[:i] + page[j:]
	}
	var b strings.Builder
	for len(page) > 0 {
		open := strings.IndexByte(page, '<')
		if open < 0 {
			b.WriteString(page)
			break
		}
		b.WriteString(page[:open])
		b.WriteByte('\n')
		end := strings.IndexByte(page[open:], '>')
		if end < 0 {
			break
		}
		page = page[open+end+1:]
	}
	return html.UnescapeString(b.String())
}

type htmlPage struct {
	*render.Article
	Code      string // the language's, for the browser (hyphenation, shaping, fonts)
	Fragment  bool   // the body alone, styled inline
	Style     htmlStyle
	Blocks    []htmlBlock
	FontFaces template.CSS // the fonts it carries, cut to its text
	CSS       template.CSS // its stylesheet (looks)
	LogoURL   template.URL // the theme's logo; "" for none
	LogoAlt   string       // what the logo says, for a reader who cannot see it
	// DocumentTitle is the page's <title>: its first heading's text.
	DocumentTitle string
	// Provenance is the sources in full, for the page's metadata.
	Provenance string
}

// htmlText writes text as HTML: the spans of one link in one <a>, each
// span's style its own element, a line break as <br>. Links were checked
// when the template was read (checkLink): web, mail or relative.
func htmlText(st htmlStyle, t render.Text) template.HTML {
	var b strings.Builder
	for start := 0; start < len(t); {
		end := start + 1
		for end < len(t) && t[end].Link == t[start].Link {
			end++
		}
		if link := t[start].Link; link != "" {
			b.WriteString(`<a href="` + html.EscapeString(link) + `"` + string(look(st, "a")) + `>`)
		}
		for _, s := range t[start:end] {
			text := strings.ReplaceAll(html.EscapeString(s.Text), "\n", "<br>")
			if s.Code {
				text = "<code" + string(look(st, "code")) + ">" + text + "</code>"
			}
			if s.Emph {
				text = "<em" + string(look(st, "em")) + ">" + text + "</em>"
			}
			if s.Strong {
				text = "<strong" + string(look(st, "strong")) + ">" + text + "</strong>"
			}
			b.WriteString(text)
		}
		if t[start].Link != "" {
			b.WriteString("</a>")
		}
		start = end
	}
	return template.HTML(b.String()) // every text escaped above
}

// htmlName writes a name for a table's head, where it may take two
// lines: a word with a hyphen in it ("Non-Native") is kept whole, so that
// the head never breaks at the hyphen, which reads as two words. (A
// non-breaking hyphen, U+2011, would do it without markup, but fonts lack
// it or draw it wrong: Go Regular's is 4 ems wide.)
func htmlName(st htmlStyle, name string) template.HTML {
	words := strings.Split(name, " ")
	for i, w := range words {
		w = html.EscapeString(w)
		if strings.Contains(w, "-") {
			w = "<span" + string(look(st, "nowrap")) + ">" + w + "</span>"
		}
		words[i] = w
	}
	return template.HTML(strings.Join(words, " ")) // every word escaped above
}

// htmlPiece is text or a table, and whether it goes into a fragment.
type htmlPiece struct {
	Style htmlStyle
	Text  render.Text
	Table *render.Table
	ID    string // the table's, where first placed
	Setup *render.SetupTable
}

// htmlItems are a list's items, its role, and whether it goes into a
// fragment.
type htmlItems struct {
	Style htmlStyle
	Kind  string // "ol" or "ul"
	Role  string
	Items []render.Text
}

// htmlBlock is a block of the body with what HTML needs of it.
type htmlBlock struct {
	render.Block
	ID  string        // a table's or chart's, where first placed
	SVG template.HTML // a chart's drawing
}

// devanagariFontFaces declares the embedded Noto Sans Devanagari,
// regular and bold, as fonts of a page whose text is text, each cut to
// the glyphs it needs, for Devanagari only (fonts says why).
func devanagariFontFaces(text string) (template.CSS, error) {
	var b strings.Builder
	for _, f := range []typeset.Face{typeset.Devanagari, typeset.DevanagariBold} {
		weight := "normal"
		if f.IsBold() {
			weight = "bold"
		}
		rule, err := fontFace(DevanagariFace, f, weight, text, DevanagariRange)
		if err != nil {
			return "", err
		}
		b.WriteString(rule)
	}
	return template.CSS(b.String()), nil
}

// browserText is the SVG canvas of a chart on the page: lines set for
// the chart go in as their text, which the browser shapes itself.
type browserText struct{ vg.CanvasSizer }

func (c browserText) DrawLine(l *typeset.Line, size vg.Length, pt vg.Point) {
	if l.Text == "" {
		return
	}
	c.FillString(font.DefaultCache.Lookup(chart.Sans(size, l.Runs[0].Face.IsBold()), size), pt, l.Text)
}

var htmlTemplate = template.Must(template.New("article").Funcs(template.FuncMap{
	"cellClass": func(c render.TableCell) string {
		switch {
		case c.Best:
			return "best"
		case c.Tie:
			return "tie"
		}
		return ""
	},
	"span":  func(t *render.Table) int { return len(t.Systems) },
	"look":  look,
	"odd":   func(i int) bool { return i%2 == 1 },
	"in":    func(st htmlStyle, t render.Text) htmlPiece { return htmlPiece{Style: st, Text: t} },
	"table": func(st htmlStyle, b htmlBlock) htmlPiece { return htmlPiece{Style: st, Table: b.Table, ID: b.ID} },
	"setup": func(st htmlStyle, b htmlBlock) htmlPiece { return htmlPiece{Style: st, Setup: b.SetupTable} },
	"items": func(st htmlStyle, kind, role string, items []render.Text) htmlItems {
		return htmlItems{Style: st, Kind: kind, Role: role, Items: items}
	},
	"rowTitle": table.Row.Heading,
	"name":     htmlName,
	"heading":  func(level int) string { return "h" + strconv.Itoa(min(level, 3)) },
	"text":     htmlText,
	"start": func(b htmlBlock) template.HTMLAttr {
		if b.First() == 1 {
			return ""
		}
		return template.HTMLAttr(` start="` + strconv.Itoa(b.First()) + `"`)
	},
	"role": func(r render.Role) string { return string(r) },
}).Parse(htmlSource))
