package render

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"html/template"
	"io"
	"strings"
	"sync"
	"unicode"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/iopress/iopress/render/typeset"
)

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
func WriteHTML(w io.Writer, art *Article) error {
	l := lang{Lang: art.Lang}
	page := htmlPage{Article: art, Code: art.Lang.String(), H: l.headings(), ThemeCSS: themeCSS(art.Theme.look()), LogoURL: logoURL(art.Theme.look())}
	for _, s := range art.Sources {
		page.SourceLines = append(page.SourceLines, htmlSource{Line: l.sourceLine(s)})
		if s.ID != "" {
			page.SourceLines[len(page.SourceLines)-1].ID = l.sourceID(s.ID)
		}
	}
	for _, ch := range art.Charts {
		svg, err := chartSVG(ch)
		if err != nil {
			return fmt.Errorf("chart %s: %w", ch.Name, err)
		}
		page.Charts = append(page.Charts, htmlChart{Name: ch.Name, Title: ch.Title, SVG: svg})
	}
	var buf bytes.Buffer
	if err := htmlTemplate.Execute(&buf, page); err != nil {
		return err
	}
	if strings.ContainsFunc(buf.String(), func(r rune) bool { return unicode.Is(unicode.Devanagari, r) }) {
		page.FontFaces = devanagariFontFaces()
		buf.Reset()
		if err := htmlTemplate.Execute(&buf, page); err != nil {
			return err
		}
	}
	_, err := w.Write(buf.Bytes())
	return err
}

type htmlPage struct {
	*Article
	Code        string // the language's, for the browser (hyphenation, shaping, fonts)
	H           headings
	Charts      []htmlChart
	SourceLines []htmlSource
	FontFaces   template.CSS
	ThemeCSS    template.CSS // what the article's theme changes (themeCSS)
	LogoURL     template.URL // the theme's logo; "" for none
}

// htmlSource is a source as the page lists it.
type htmlSource struct{ Line, ID string }

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

type htmlChart struct {
	Name, Title string
	SVG         template.HTML
}

// chartSVG draws a chart as an SVG element, without the XML prologue a
// page cannot hold.
func chartSVG(ch *Chart) (template.HTML, error) {
	c := vgsvg.New(ch.Width, ch.Height)
	if err := drawChecked(browserText{c}, func(c vg.CanvasSizer) { drawChart(c, ch) }); err != nil {
		return "", err
	}
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		return "", err
	}
	s := b.String()
	if i := strings.Index(s, "<svg"); i > 0 {
		s = s[i:]
	}
	// Scale with the page, keeping the drawing's proportions.
	s = strings.Replace(s, "<svg ", `<svg class="chart" preserveAspectRatio="xMidYMid meet" `, 1)
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
	"span": func(t *Table) int { return len(t.Systems) },
}).Parse(`<!DOCTYPE html>
<html lang="{{.Code}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="iopress">
<title>{{.Title}}</title>
<style>
{{.FontFaces}}body { font-family: "Liberation Sans", Arial, Helvetica, "Noto Sans Devanagari", sans-serif; color: #1d1d1d; background: #fff; margin: 0; }
main { max-width: 62rem; margin: 0 auto; padding: 2rem 1.5rem 4rem; line-height: 1.5; }
h1 { font-size: 1.9rem; line-height: 1.2; margin: 0 0 .3rem; }
h2 { font-size: 1.25rem; color: #264653; margin: 2rem 0 .6rem; border-bottom: 1px solid #d5dde0; padding-bottom: .2rem; }
h3 { font-size: 1rem; color: #264653; margin: 1.4rem 0 .4rem; }
.subtitle { color: #5a5a5a; margin: 0 0 1.5rem; }
ul { padding-left: 1.3rem; }
li { margin: .25rem 0; }
.flags li { color: #8a3b12; }
.setup, .notes, .sources { font-size: .85rem; color: #444; }
.table-wrap { overflow-x: auto; margin: .4rem 0 1.6rem; }
table { border-collapse: collapse; font-size: .88rem; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: bold; color: #264653; padding-bottom: .3rem; font-size: 1rem; }
thead th { background: #264653; color: #fff; padding: .35rem .6rem; font-weight: bold; }
thead tr.sub th { background: #fff; color: #1d1d1d; border-bottom: 1px solid #264653; max-width: 14rem; overflow-wrap: anywhere; }
th.corner { text-align: left; }
tbody th { text-align: left; padding: .3rem .6rem; white-space: nowrap; }
td { text-align: right; padding: .3rem .6rem; white-space: nowrap; }
tbody tr:nth-child(even) { background: #f3f5f6; }
td.best { background: #d8ebf6; font-weight: bold; }
td.tie { background: #e9f3ea; }
.key { font-size: .8rem; color: #555; margin-top: .3rem; }
.key span { display: inline-block; width: .9rem; height: .7rem; vertical-align: middle; margin: 0 .3rem 0 .8rem; }
.key .best { background: #d8ebf6; } .key .tie { background: #e9f3ea; }
figure { margin: 1rem 0 2rem; }
svg.chart { width: 100%; height: auto; display: block; }
svg.chart text { font-family: "Liberation Sans", Arial, Helvetica, "Noto Sans Devanagari", sans-serif !important; }
code { font-size: .8rem; }
{{.ThemeCSS}}</style>
</head>
<body>
<main>
{{with .LogoURL}}<img class="logo" src="{{.}}" alt="">
{{end}}<h1>{{.Title}}</h1>
<p class="subtitle">{{.Subtitle}}</p>
{{if .Findings}}<h2>{{.H.KeyFindings}}</h2>
<ul class="findings">{{range .Findings}}
<li>{{.}}</li>{{end}}
</ul>{{end}}
{{if .Flags}}<h2>{{.H.NotDevice}}</h2>
<ul class="flags">{{range .Flags}}
<li>{{.}}</li>{{end}}
</ul>{{end}}
{{if .Verdict}}<h2>{{.H.Verdict}}</h2>
<p class="verdict">{{.Verdict}}</p>{{end}}
{{if .Warnings}}<h2>{{.H.Warnings}}</h2>
<ul class="warnings">{{range .Warnings}}
<li>{{.}}</li>{{end}}
</ul>{{end}}
{{if .Setup}}<h2>{{.H.Setup}}</h2>
<div class="setup">{{range .Setup}}
<p>{{.}}</p>{{end}}
</div>{{end}}
{{if .Tables}}<h2>{{.H.Results}}</h2>{{range .Tables}}
<div class="table-wrap" id="{{.Name}}">
<table>
<caption>{{.Title}}</caption>
<thead>
<tr><th class="corner">{{.Corner}}</th>{{$span := span .}}{{range .Groups}}<th colspan="{{$span}}">{{.}}</th>{{end}}</tr>
<tr class="sub"><th></th>{{$t := .}}{{range .Groups}}{{range $t.Systems}}<th>{{.}}</th>{{end}}{{end}}</tr>
</thead>
<tbody>{{range .Rows}}
<tr><th>{{.Label}}{{if .Unit}} ({{.Unit}}){{end}}</th>{{range .Cells}}<td{{with cellClass .}} class="{{.}}"{{end}}>{{.Text}}{{if .Mark}}<sup>{{.Mark}}</sup>{{end}}</td>{{end}}</tr>{{end}}
</tbody>
</table>
{{if or .BestKey .TieKey}}<p class="key">{{if .BestKey}}<span class="best"></span>{{.BestKey}}{{end}}{{if .TieKey}}<span class="tie"></span>{{.TieKey}}{{end}}</p>{{end}}
</div>{{end}}{{end}}
{{if .Charts}}<h2>{{.H.Charts}}</h2>{{range .Charts}}
<figure id="{{.Name}}">
{{.SVG}}
</figure>{{end}}{{end}}
{{if .Notes}}<h2>{{.H.Notes}}</h2>
<div class="notes">{{range .Notes}}
<p>{{.}}</p>{{end}}
</div>{{end}}
{{if .SourceLines}}<h2>{{.H.Sources}}</h2>
<ul class="sources">{{range .SourceLines}}
<li>{{.Line}}{{if .ID}} <code>{{.ID}}</code>{{end}}</li>{{end}}
</ul>{{end}}
</main>
</body>
</html>
`))
