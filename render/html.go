package render

import (
	"bytes"
	_ "embed"
	"encoding/base64"
	"fmt"
	"html"
	"html/template"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/render/typeset"
)

//go:embed html/article.html
var htmlSource string

// WriteHTML writes the article as one self-contained web page: its text,
// its tables as HTML tables, and its charts as inline SVG drawn with the
// same code as the PDF's. The page loads nothing: no script, no font, no
// stylesheet from elsewhere. The browser shapes the text itself; the
// charts' text is set in Liberation Sans, or Arial or Helvetica, which
// have its metrics, so labels sit where the layout put them. A page with
// Devanagari carries the Noto Sans Devanagari the PDF uses, as @font-face
// data, since few systems have a Devanagari font and a browser without
// one prints boxes; Latin, Greek, Cyrillic and Hebrew are left to the
// system's fonts, which have them (the fonts would weigh 800 KB more on
// every page). The Devanagari font goes as WOFF, zlib-compressed, 390 KB
// of base64 for both weights where the TrueType files would take 622 KB.
// Like WritePDF, the output depends only on the article.
func WriteHTML(w io.Writer, art *Article) error { return writeHTML(w, art, false) }

// WriteFragment writes the article's body as HTML to paste into a site's
// page or editor (WordPress's, a CMS's): no <html>, <head> or <style>,
// every element styled inline, so that it keeps its look where the
// site's stylesheet does not reach and the editor strips style blocks.
func WriteFragment(w io.Writer, art *Article) error { return writeHTML(w, art, true) }

func writeHTML(w io.Writer, art *Article, fragment bool) error {
	body, err := art.body()
	if err != nil {
		return err
	}
	ls := looksOf(art.Theme)
	page := htmlPage{Article: art, Code: art.Lang.String(), Fragment: fragment, Style: htmlStyle{fragment, ls}, CSS: ls.css(),
		ThemeCSS: themeCSS(art.Theme.look()), LogoURL: logoURL(art.Theme.look()), DocumentTitle: art.documentTitle(body),
		Provenance: strings.Join(lang{Lang: art.Lang}.provenance(art.Sources), "; ")}
	placed := map[string]bool{} // a table or chart placed twice has its id once
	for _, b := range body {
		hb := htmlBlock{Block: b}
		switch b.Kind {
		case TableBlock:
			hb.ID = b.Table.Name
		case ChartBlock:
			hb.ID = b.Chart.Name
		}
		if placed[hb.ID] {
			hb.ID = ""
		}
		placed[hb.ID] = true
		if b.Kind == ChartBlock {
			if hb.SVG, err = chartSVG(b.Chart, look(page.Style, "chart")); err != nil {
				return fmt.Errorf("chart %s: %w", b.Chart.Name, err)
			}
		}
		page.Blocks = append(page.Blocks, hb)
	}
	var buf bytes.Buffer
	if err := htmlTemplate.Execute(&buf, page); err != nil {
		return err
	}
	if !fragment && strings.ContainsFunc(buf.String(), func(r rune) bool { return unicode.Is(unicode.Devanagari, r) }) {
		page.FontFaces = devanagariFontFaces()
		buf.Reset()
		if err := htmlTemplate.Execute(&buf, page); err != nil {
			return err
		}
	}
	_, err = w.Write(buf.Bytes())
	return err
}

type htmlPage struct {
	*Article
	Code      string // the language's, for the browser (hyphenation, shaping, fonts)
	Fragment  bool   // the body alone, styled inline
	Style     htmlStyle
	Blocks    []htmlBlock
	FontFaces template.CSS
	CSS       template.CSS
	ThemeCSS  template.CSS // the theme's fonts (themeCSS)
	LogoURL   template.URL // the theme's logo; "" for none
	// DocumentTitle is the page's <title>: its first heading's text.
	DocumentTitle string
	// Provenance is the sources in full, for the page's metadata.
	Provenance string
}

// htmlText writes text as HTML: the spans of one link in one <a>, each
// span's style its own element, a line break as <br>. Links were checked
// when the template was read (checkLink): web, mail or relative.
func htmlText(st htmlStyle, t Text) template.HTML {
	var b strings.Builder
	for start := 0; start < len(t); {
		end := start + 1
		for end < len(t) && t[end].Link == t[start].Link {
			end++
		}
		if link := t[start].Link; link != "" {
			b.WriteString(`<a href="` + html.EscapeString(link) + `">`)
		}
		for _, s := range t[start:end] {
			text := strings.ReplaceAll(html.EscapeString(s.Text), "\n", "<br>")
			if s.Code {
				text = "<code" + string(look(st, "code")) + ">" + text + "</code>"
			}
			if s.Emph {
				text = "<em>" + text + "</em>"
			}
			if s.Strong {
				text = "<strong>" + text + "</strong>"
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

// htmlPiece is text or a table, and whether it goes into a fragment.
type htmlPiece struct {
	Style htmlStyle
	Text  Text
	Table *Table
	ID    string // the table's, where first placed
	Setup *SetupTable
}

// htmlItems are a list's items, its role, and whether it goes into a
// fragment.
type htmlItems struct {
	Style htmlStyle
	Role  string
	Items []Text
}

// htmlBlock is a block of the body with what HTML needs of it.
type htmlBlock struct {
	Block
	ID  string        // a table's or chart's, where first placed
	SVG template.HTML // a chart's drawing
}

// devanagariFontFaces declares the embedded Noto Sans Devanagari, regular
// and bold, as fonts of the page.
var devanagariFontFaces = sync.OnceValue(func() template.CSS {
	var b strings.Builder
	for _, f := range []typeset.Face{typeset.Devanagari, typeset.DevanagariBold} {
		weight := "normal"
		if f.IsBold() {
			weight = "bold"
		}
		b.WriteString(`@font-face { font-family: "Noto Sans Devanagari"; font-weight: ` + weight +
			`; src: url(data:font/woff;base64,` + base64.StdEncoding.EncodeToString(f.WOFF()) + `) format("woff"); }` + "\n")
	}
	return template.CSS(b.String())
})

// chartSVG draws a chart as an SVG element, without the XML prologue a
// page cannot hold.
func chartSVG(ch *Chart, look template.HTMLAttr) (template.HTML, error) {
	b, err := drawSVG(ch, withBrowserText)
	if err != nil {
		return "", err
	}
	s := string(b)
	if i := strings.Index(s, "<svg"); i > 0 {
		s = s[i:]
	}
	// Scale with the page, keeping the drawing's proportions.
	s = strings.Replace(s, "<svg ", "<svg"+string(look)+` preserveAspectRatio="xMidYMid meet" `, 1)
	return template.HTML(s), nil // drawn by vgsvg, which escapes the text it writes
}

// browserText is the SVG canvas of a chart on the page: lines set for
// the chart go in as their text, which the browser shapes itself.
type browserText struct{ vg.CanvasSizer }

func (c browserText) DrawLine(l *typeset.Line, size vg.Length, pt vg.Point) {
	if l.Text == "" {
		return
	}
	c.FillString(font.DefaultCache.Lookup(sans(size, l.Runs[0].Face.IsBold()), size), pt, l.Text)
}

var htmlTemplate = template.Must(template.New("article").Funcs(template.FuncMap{
	"cellClass": func(c TableCell) string {
		switch {
		case c.Best:
			return "best"
		case c.Tie:
			return "tie"
		}
		return ""
	},
	"span":  func(t *Table) int { return len(t.Systems) },
	"look":  look,
	"odd":   func(i int) bool { return i%2 == 1 },
	"in":    func(st htmlStyle, t Text) htmlPiece { return htmlPiece{Style: st, Text: t} },
	"table": func(st htmlStyle, b htmlBlock) htmlPiece { return htmlPiece{Style: st, Table: b.Table, ID: b.ID} },
	"setup": func(st htmlStyle, b htmlBlock) htmlPiece { return htmlPiece{Style: st, Setup: b.SetupTable} },
	"items": func(st htmlStyle, role string, items []Text) htmlItems {
		return htmlItems{Style: st, Role: role, Items: items}
	},
	"heading": func(level int) string { return "h" + strconv.Itoa(min(level, 3)) },
	"text":    htmlText,
	"start": func(b htmlBlock) template.HTMLAttr {
		if b.first() == 1 {
			return ""
		}
		return template.HTMLAttr(` start="` + strconv.Itoa(b.first()) + `"`)
	},
	"role": func(r Role) string { return string(r) },
}).Parse(htmlSource))
