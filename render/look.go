package render

import (
	"html/template"
	"image/color"
	"strings"
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

// fonts are the page's fonts, Liberation Sans's metrics first.
const fonts = `"Liberation Sans", Arial, Helvetica, "Noto Sans Devanagari", sans-serif`

var styles = []style{
	{"body", "body", "", "font-family: " + fonts + "; color: #1d1d1d; background: #fff; margin: 0;"},
	{"main", "main", "", "max-width: 62rem; margin: 0 auto; padding: 2rem 1.5rem 4rem; line-height: 1.5; overflow-wrap: break-word;"},
	{"h1", "h1", "", "font-size: 1.9rem; line-height: 1.2; margin: 0 0 .3rem;"},
	{"h2", "h2", "", "font-size: 1.25rem; color: {accent}; margin: 2rem 0 .6rem; border-bottom: 1px solid #d5dde0; padding-bottom: .2rem;"},
	{"h3", "h3, h4, h5, h6", "", "font-size: 1rem; color: {accent}; margin: 1.4rem 0 .4rem;"},
	{"subtitle", ".subtitle", "subtitle", "color: #5a5a5a; margin: 0 0 1.5rem;"},
	{"lead", ".lead", "lead", "font-size: 1.08rem; margin: .5rem 0 1.5rem;"},
	{"verdict", ".verdict", "verdict", ""},
	{"setup", ".setup", "setup", "font-size: .85rem; color: #444;"},
	{"notes", ".notes", "notes", "font-size: .85rem; color: #444;"},
	{"list", "ul, ol", "", "padding-left: 1.3rem;"},
	{"li", "li", "", "margin: .25rem 0;"},
	{"findings", ".findings", "findings", ""},
	{"warnings", ".warnings", "warnings", ""},
	{"flags", ".flags", "flags", ""},
	{"flags li", ".flags li", "", "color: #8a3b12;"},
	{"sources", ".sources", "sources", "font-size: .85rem; color: #444;"},
	{"code", "code", "", "font-size: .8rem; overflow-wrap: anywhere;"},
	{"table-wrap", ".table-wrap", "table-wrap", "overflow-x: auto; margin: .4rem 0 1.6rem; max-width: 100%;"},
	{"table", "table", "", "border-collapse: collapse; font-size: .88rem; font-variant-numeric: tabular-nums;"},
	{"caption", "caption", "", "text-align: left; font-weight: bold; color: {accent}; padding-bottom: .3rem; font-size: 1rem;"},
	{"head", "thead th", "", "background: {head}; color: {headText}; padding: .35rem .6rem; font-weight: bold;"},
	{"sub", "thead tr.sub th", "", "background: #fff; color: #1d1d1d; border-bottom: 1px solid {head}; max-width: 14rem; overflow-wrap: anywhere;"},
	{"sub row", "tr.sub", "sub", ""},
	{"corner", "th.corner", "corner", "text-align: left;"},
	{"row head", "tbody th", "", "text-align: left; padding: .3rem .6rem; white-space: nowrap;"},
	{"td", "td", "", "text-align: right; padding: .3rem .6rem; white-space: nowrap;"},
	{"setup td", "td.setup-cell", "setup-cell", "text-align: left; white-space: normal; vertical-align: top; min-width: 7rem;"},
	{"even row", "tbody tr:nth-child(even)", "", "background: {stripe};"},
	{"best", "td.best", "best", "background: {best}; font-weight: bold;"},
	{"tie", "td.tie", "tie", "background: {tie};"},
	{"key", ".key", "key", "font-size: .8rem; color: #555; margin-top: .3rem;"},
	{"swatch", ".key span", "", "display: inline-block; width: .9rem; height: .7rem; vertical-align: middle; margin: 0 .3rem 0 .8rem;"},
	{"best swatch", ".key .best", "best", "background: {best};"},
	{"tie swatch", ".key .tie", "tie", "background: {tie};"},
	{"figure", "figure", "", "margin: 1rem 0 2rem; max-width: 100%;"},
	{"chart", "svg.chart", "chart", "width: 100%; height: auto; display: block;"},
	{"chart text", "svg.chart text", "", "font-family: " + fonts + " !important;"},
	{"logo", "img.logo", "logo", "float: right; height: 3rem; max-width: 33%; object-fit: contain; object-position: right; margin: 0 0 .5rem 1rem;"},
}

// webColours are the colours the rules name, for a theme: the page's own
// shades where the theme keeps the default's (the page's best, tie and
// stripe shades have always been lighter than the PDF's), the theme's
// where it sets its own.
func webColours(t *Theme) *strings.Replacer {
	d := defaultTheme
	pick := func(page string, theirs, def color.RGBA) string {
		if theirs == def {
			return page
		}
		return hexColour(theirs)
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

// looksOf makes a theme's rules, its colours in place.
func looksOf(t *Theme) looks {
	colours := webColours(t.look())
	out := looks{}
	for _, s := range styles {
		s.decls = colours.Replace(s.decls)
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
