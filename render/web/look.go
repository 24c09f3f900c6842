package web

import (
	"html/template"
	"image/color"
	"strings"

	"github.com/iopress/iopress/render/theme"
)

// style is one rule of the web page's look: the stylesheet's selector
// and declarations, and the class an element carries for it. The page
// writes the rules as its stylesheet; a fragment, which has none, writes
// each element's declarations into its style attribute. One table serves
// both, so that the two look the same.
type style struct {
	key      string // what the template asks for
	selector string // in the page's stylesheet
	class    string // the class the page's element carries; "" where the selector needs none
	decls    string
}

// ink and paper are the colours of the text and of what it is set on.
// Every element a fragment styles sets both, so that a site's own (a
// dark theme's light grey text) never lands on the fragment's white.
const (
	ink   = "#1d1d1d"
	paper = "#fff"
)

// plain is what an element of a fragment sets so that a site's
// stylesheet does not change how it reads: its colours, and no capitals
// or letter spacing of the site's.
const plain = "color: " + ink + "; background: transparent; text-transform: none; letter-spacing: normal;"

// cell is what every table cell sets against a site's stylesheet: no
// borders of its own (sites draw them round every cell).
const cell = "border: 0; text-transform: none; letter-spacing: normal;"

// DevanagariFace is the name a page gives the Noto Sans Devanagari it
// carries: a name of its own, which no system's font has, so that where
// the page does not carry it (a page without Devanagari, a fragment) the
// name finds nothing and the system's fonts serve.
const DevanagariFace = "iopress Devanagari"

// DevanagariRange are the code points the carried Devanagari font serves:
// Devanagari and its extensions, the Vedic signs, the joiners, the rupee
// sign and the dotted circle a lone vowel sign is shown on.
const DevanagariRange = "U+0900-097F, U+1CD0-1CFF, U+200C-200D, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF"

var styles = []style{
	{"body", "body", "", "color: " + ink + "; background: " + paper + "; margin: 0; text-align: left;"},
	{"main", "main", "", "max-width: 62rem; margin: 0 auto; padding: 2rem 1.5rem 4rem; line-height: 1.5; overflow-wrap: break-word;"},
	{"h1", "h1", "", plain + " font-weight: bold; font-size: 1.9rem; line-height: 1.2; margin: 0 0 .3rem;"},
	{"h2", "h2", "", plain + " font-weight: bold; font-size: 1.25rem; color: {accent}; margin: 2rem 0 .6rem; border-bottom: 1px solid #d5dde0; padding-bottom: .2rem;"},
	{"h3", "h3, h4, h5, h6", "", plain + " font-weight: bold; font-size: 1rem; color: {accent}; margin: 1.4rem 0 .4rem;"},
	{"p", "p", "", plain},
	{"subtitle", ".subtitle", "subtitle", "color: #5a5a5a; margin: 0 0 1.5rem;"},
	{"lead", ".lead", "lead", "font-size: 1.08rem; margin: .5rem 0 1.5rem;"},
	{"verdict", ".verdict", "verdict", ""},
	{"setup", ".setup", "setup", "font-size: .85rem; color: #444;"},
	{"notes", ".notes", "notes", "font-size: .85rem; color: #444;"},
	{"list", "ul, ol", "", plain + " padding-left: 1.3rem; list-style-position: outside;"},
	{"ul", "ul", "", "list-style-type: disc;"},
	{"ol", "ol", "", "list-style-type: decimal;"},
	{"li", "li", "", plain + " margin: .25rem 0; display: list-item;"},
	{"ul li", "ul > li", "", "list-style-type: disc;"},
	{"ol li", "ol > li", "", "list-style-type: decimal;"},
	{"findings", ".findings", "findings", ""},
	{"warnings", ".warnings", "warnings", ""},
	{"flags", ".flags", "flags", ""},
	{"flags li", ".flags li", "", "color: #8a3b12;"},
	{"sources", ".sources", "sources", "font-size: .85rem; color: #444;"},
	{"a", "a", "", "color: #1f5a8b; background: transparent; text-decoration: underline;"},
	{"em", "em", "", "color: inherit; background: transparent;"},
	{"strong", "strong", "", "color: inherit; background: transparent;"},
	{"code", "code", "", "color: inherit; background: transparent; font-size: .8rem; overflow-wrap: anywhere;"},
	// A superscript mark takes no room above the line, which keeps its
	// figure on the baseline of the row's other figures.
	{"sup", "sup", "", "font-size: .75em; line-height: 0; vertical-align: baseline; position: relative; top: -.45em;"},
	{"table-wrap", ".table-wrap", "table-wrap", "overflow-x: auto; margin: .4rem 0 1.6rem; max-width: 100%;"},
	{"table", "table", "", "border-collapse: collapse; font-size: .88rem; font-variant-numeric: tabular-nums; color: " + ink + "; background: " + paper + "; width: auto; margin: 0; border: 0;"},
	{"caption", "caption", "", plain + " caption-side: top; text-align: left; font-weight: bold; color: {accent}; padding: 0 0 .3rem; font-size: 1rem;"},
	{"head", "thead th, thead td", "", cell + " background: {head}; color: {headText}; padding: .35rem .6rem; font-weight: bold; text-align: center;"},
	{"sub", "thead tr.sub th, thead tr.sub td", "", "background: " + paper + "; color: " + ink + "; border-bottom: 1px solid {head}; max-width: 14rem; overflow-wrap: break-word;"},
	{"sub row", "tr.sub", "sub", ""},
	{"corner", "th.corner, td.corner", "corner", "text-align: left;"},
	{"row head", "tbody th", "", cell + " color: " + ink + "; background: transparent; font-weight: bold; text-align: left; padding: .3rem .6rem; white-space: nowrap;"},
	{"td", "td", "", cell + " color: " + ink + "; background: transparent; font-weight: normal; text-align: right; padding: .3rem .6rem; white-space: nowrap;"},
	{"setup td", "td.setup-cell", "setup-cell", "text-align: left; white-space: normal; vertical-align: top; min-width: 7rem;"},
	{"even row", "tbody tr:nth-child(even)", "", "background: {stripe};"},
	{"best", "td.best", "best", "background: {best}; font-weight: bold;"},
	{"tie", "td.tie", "tie", "background: {tie};"},
	{"key", ".key", "key", "font-size: .8rem; color: #555; margin-top: .3rem;"},
	{"swatch", ".key span", "", "display: inline-block; width: .9rem; height: .7rem; vertical-align: middle; margin: 0 .3rem 0 .8rem;"},
	{"best swatch", ".key .best", "best", "background: {best};"},
	{"tie swatch", ".key .tie", "tie", "background: {tie};"},
	// A chart never narrower than where its smallest text is 11 CSS
	// pixels ({chartMin}): on a phone it scrolls sideways in its figure,
	// as a table does in its box.
	{"figure", "figure", "", "margin: 1rem 0 2rem; padding: 0; max-width: 100%; overflow-x: auto; background: transparent;"},
	{"chart", "svg.chart", "chart", "width: 100%; height: auto; display: block; min-width: {chartMin}; max-width: none; background: " + paper + ";"},
	{"nowrap", ".nowrap", "nowrap", "white-space: nowrap;"},
	{"logo", "img.logo", "logo", "float: right; height: 3rem; max-width: 33%; object-fit: contain; object-position: right; margin: 0 0 .5rem 1rem;"},
}

// webColours are the colours the rules name, for a theme: the page's own
// shades where the theme keeps the default's (the page's best, tie and
// stripe shades have always been lighter than the PDF's), the theme's
// where it sets its own.
func webColours(t *theme.Theme) *strings.Replacer {
	d := theme.Default()
	pick := func(page string, theirs, def color.RGBA) string {
		if theirs == def {
			return page
		}
		return theme.HexColour(theirs)
	}
	return strings.NewReplacer(
		"{accent}", pick("#264653", t.Accent, d.Accent),
		"{head}", pick("#264653", t.TableHeader, d.TableHeader),
		"{headText}", pick("#fff", t.TableHeaderText, d.TableHeaderText),
		"{stripe}", pick("#f3f5f6", t.Stripe, d.Stripe),
		"{best}", pick("#d8ebf6", t.Best, d.Best),
		"{tie}", pick("#e9f3ea", t.Tie, d.Tie),
	)
}

// htmlStyle is how an HTML document is styled: the theme's rules, by
// class (a page) or inline (a fragment).
type htmlStyle struct {
	Fragment bool
	looks    looks
}

// looks are the rules of a theme, by key.
type looks map[string]style

// looksOf makes a theme's rules for a page or a fragment, its colours
// and fonts in place (devanagari: the page carries Noto Sans Devanagari)
// and charts at least chartMin wide (a CSS length).
func looksOf(t *theme.Theme, fragment, devanagari bool, chartMin string) looks {
	th := t.Look()
	colours := webColours(th)
	fonts := webFontLists(th, fragment, devanagari)
	out := looks{}
	for _, s := range styles {
		s.decls = strings.ReplaceAll(colours.Replace(s.decls), "{chartMin}", chartMin)
		if f := fonts[s.key]; f != "" {
			s.decls = strings.TrimSpace("font-family: " + f + "; " + s.decls)
		}
		out[s.key] = s
	}
	return out
}

// css is the page's stylesheet.
func (ls looks) css() template.CSS {
	var b strings.Builder
	for _, s := range styles {
		if d := ls[s.key].decls; d != "" {
			b.WriteString(s.selector + " { " + d + " }\n")
		}
	}
	return template.CSS(b.String())
}

// look is an element's look: on the page, the classes its rules need
// (the stylesheet does the rest); in a fragment, every rule's
// declarations inline. Keys without a rule (a role with no look of its
// own) add nothing.
func look(st htmlStyle, keys ...string) template.HTMLAttr {
	fragment, ls := st.Fragment, st.looks
	var classes, decls []string
	for _, k := range keys {
		s, ok := ls[k]
		if !ok {
			continue
		}
		if s.class != "" {
			classes = append(classes, s.class)
		}
		if s.decls != "" {
			decls = append(decls, s.decls)
		}
	}
	switch {
	case fragment && len(decls) > 0:
		return template.HTMLAttr(` style="` + template.HTMLEscapeString(strings.Join(decls, " ")) + `"`)
	case !fragment && len(classes) > 0:
		return template.HTMLAttr(` class="` + strings.Join(classes, " ") + `"`)
	}
	return ""
}
