package render

import (
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"text/template"

	"github.com/iopress/iopress/render/chart"
)

// filler fills a template for one article: what its placeholders give.
// What they give goes into the Markdown as tokens, put back once the
// Markdown is read, so that the article's own text (a system named
// "io_uring*", a figure inside a code span) is never read as Markdown:
// blocks as HTML comments, which CommonMark reads as blocks of their own;
// text as a run of private-use characters, which it reads as text. Both
// carry a number drawn for the fill, so that an editor's text never
// passes for one.
type filler struct {
	art    *Article
	l      lang
	figs   figures
	b      *budget // what the fill may make and do
	nonce  string
	pieces [][]Block
	names  []string // each piece's placeholder, for errors
	texts  []string
	// placedTexts are the texts placed so far.
	placedTexts map[string]bool
}

// newFiller is a filler of an article with the figures of its analysis,
// within a budget.
func newFiller(art *Article, figs figures, b *budget) *filler {
	return &filler{art: art, l: lang{Lang: art.Lang, theme: art.Theme}, figs: figs, b: b, nonce: strconv.FormatUint(rand.Uint64(), 36), placedTexts: map[string]bool{}}
}

// Private-use characters around a placed text's token.
const textOpen, textClose = "\ue000", "\ue001"

// place puts blocks where the placeholder name stands; none places
// nothing and gives "", so that {{with findings}} leaves out a section
// with none.
func (f *filler) place(name string, blocks []Block) (string, error) {
	if err := f.b.place(len(blocks)); err != nil || len(blocks) == 0 {
		return "", err
	}
	f.pieces = append(f.pieces, blocks)
	f.names = append(f.names, name)
	return "<!--iopress:" + f.nonce + ":" + strconv.Itoa(len(f.pieces)-1) + "-->", nil
}

// text puts text where a placeholder stands, as it is: never read as
// Markdown. A text placed again counts against the fill's budget (a
// title placed in a loop); its first placing is the data's, however
// long (a system's name of a megabyte is the data's business).
func (f *filler) text(s string, err error) (string, error) {
	if err == nil {
		if f.placedTexts[s] {
			_, err = f.b.made(s)
		} else {
			err = f.b.check()
			f.placedTexts[s] = true
		}
	}
	if err != nil || s == "" {
		return "", err
	}
	f.texts = append(f.texts, s)
	return textOpen + f.nonce + "." + strconv.Itoa(len(f.texts)-1) + textClose, nil
}

// pieceAt finds a placed piece's token: the whole of an HTML block.
func (f *filler) pieceAt(html string) (int, bool) {
	rest, ok := strings.CutPrefix(html, "<!--iopress:"+f.nonce+":")
	if !ok {
		return 0, false
	}
	rest, ok = strings.CutSuffix(rest, "-->")
	n, err := strconv.Atoi(rest)
	return n, ok && err == nil && n >= 0 && n < len(f.pieces)
}

// holdsPiece says whether Markdown holds a placed piece's token.
func (f *filler) holdsPiece(s string) bool { return strings.Contains(s, "<!--iopress:"+f.nonce+":") }

// placed puts the placed texts back into text read from the Markdown.
func (f *filler) placed(s string) string {
	if !strings.Contains(s, textOpen) {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, textOpen+f.nonce+".")
		if i < 0 {
			break
		}
		rest := s[i+len(textOpen+f.nonce+"."):]
		j := strings.Index(rest, textClose)
		n, err := strconv.Atoi(rest[:max(j, 0)])
		if j < 0 || err != nil || n >= len(f.texts) {
			break
		}
		b.WriteString(s[:i] + f.texts[n])
		s = rest[j+len(textClose):]
	}
	return b.String() + s
}

// readable writes filled Markdown as the template's words, for an error:
// a placed piece as its placeholder, a placed text as the text.
func (f *filler) readable(s string) string {
	for i, name := range f.names {
		s = strings.ReplaceAll(s, "<!--iopress:"+f.nonce+":"+strconv.Itoa(i)+"-->", "{{"+name+"}}")
	}
	return f.placed(s)
}

// funcs are the template's placeholders.
func (f *filler) funcs() template.FuncMap {
	a := f.art
	paragraphs := func(name string, role Role, texts []string) (string, error) {
		var bs []Block
		for _, s := range texts {
			bs = append(bs, Block{Kind: ParagraphBlock, Role: role, Text: Plain(s)})
		}
		return f.place(name, bs)
	}
	list := func(name string, role Role, items []string) (string, error) {
		if len(items) == 0 {
			return f.place(name, nil)
		}
		b := Block{Kind: ListBlock, Role: role}
		for _, s := range items {
			b.Items = append(b.Items, Plain(s))
		}
		return f.place(name, []Block{b})
	}
	text := f.text
	// count is wins, ties or cells: of one direction where given.
	count := func(name string, get func(figures, string) (string, error)) func(dir ...string) (string, error) {
		return func(dir ...string) (string, error) {
			if len(dir) > 1 {
				return "", fmt.Errorf("one direction at most (read, write, mixed or trim), not %q", dir)
			}
			return text(get(f.figures(name), strings.Join(dir, "")))
		}
	}
	funcs := template.FuncMap{
		"title":      func() (string, error) { return text(a.Title, nil) },
		"subtitle":   func() (string, error) { return paragraphs("subtitle", Subtitle, nonEmpty(a.Subtitle)) },
		"lead":       func() (string, error) { return paragraphs("lead", Lead, nonEmpty(a.Lead)) },
		"findings":   func() (string, error) { return list("findings", Findings, a.Findings) },
		"flags":      func() (string, error) { return list("flags", Flags, a.Flags) },
		"verdict":    func() (string, error) { return paragraphs("verdict", Verdict, nonEmpty(a.Verdict)) },
		"warnings":   func() (string, error) { return list("warnings", Warnings, a.Warnings) },
		"setup":      f.setup,
		"notes":      func() (string, error) { return paragraphs("notes", Notes, a.Notes) },
		"sources":    f.sources,
		"provenance": f.provenance,
		"tables":     f.tables,
		"results":    f.results,
		"table":      f.table,
		"charts":     f.charts,
		"chart":      f.chart,
		"say":        func(key string, args ...any) (string, error) { return text(f.say(key, args...)) },
		"value": func(system, cell, metric string) (string, error) {
			return text(f.figures("value").value(system, cell, metric))
		},
		"delta": func(system, other, cell, metric string) (string, error) {
			v, w, err := f.figures("delta").pair(system, other, cell, metric)
			if err != nil {
				return "", err
			}
			return text(f.l.signedPct((v/w-1)*100), nil)
		},
		"margin": func(system, other, cell, metric string) (string, error) {
			v, w, err := f.figures("margin").pair(system, other, cell, metric)
			if err != nil {
				return "", err
			}
			return text(f.l.pct(math.Abs(v/w-1)*100), nil)
		},
		"ratio": func(system, other, cell, metric string) (string, error) {
			v, w, err := f.figures("ratio").pair(system, other, cell, metric)
			if err != nil {
				return "", err
			}
			return text(f.l.times(v/w), nil)
		},
		"wins": func(system, metric string, dir ...string) (string, error) {
			return count("wins", func(g figures, d string) (string, error) { return g.wins(system, metric, d) })(dir...)
		},
		"ties": func(system, metric string, dir ...string) (string, error) {
			return count("ties", func(g figures, d string) (string, error) { return g.ties(system, metric, d) })(dir...)
		},
		"cells": func(metric string, dir ...string) (string, error) {
			return count("cells", func(g figures, d string) (string, error) { return g.cells(metric, d) })(dir...)
		},
		"knee": func(system, workload string) (string, error) { return text(f.figures("knee").knee(system, workload)) },
		"peak": func(system, workload string) (string, error) { return text(f.figures("peak").peak(system, workload)) },
	}
	maps.Copy(funcs, f.b.funcs())
	return funcs
}

func nonEmpty(s string) []string {
	if s == "" {
		return nil
	}
	return []string{s}
}

// figures are the single values a template can place, looked up in the
// analysis behind the article: each is the text the article would print
// for it, in its language and unit.
type figures interface {
	value(system, cell, metric string) (string, error)
	// pair gives two systems' figures of one cell and metric, for a
	// delta or a ratio; the other's is never 0.
	pair(system, other, cell, metric string) (v, w float64, err error)
	// wins, ties and cells count a metric's workloads, of one direction
	// ("read", "write", ...) or of all ("").
	wins(system, metric, dir string) (string, error)
	ties(system, metric, dir string) (string, error)
	cells(metric, dir string) (string, error)
	knee(system, workload string) (string, error)
	peak(system, workload string) (string, error)
	// names are the names the others take (TemplateNames).
	names() TemplateNames
}

// figures is the article's analysis, or one that says there is none.
func (f *filler) figures(name string) figures {
	if f.figs == nil {
		return noFigures{name}
	}
	return f.figs
}

// noFigures is an article written without its analysis: it has no single
// values to give.
type noFigures struct{ name string }

func (n noFigures) err() error {
	return fmt.Errorf("%s: this article was made without its analysis, so it has no figures to look up", n.name)
}
func (n noFigures) value(_, _, _ string) (string, error)             { return "", n.err() }
func (n noFigures) pair(_, _, _, _ string) (float64, float64, error) { return 0, 0, n.err() }
func (n noFigures) wins(_, _, _ string) (string, error)              { return "", n.err() }
func (n noFigures) ties(_, _, _ string) (string, error)              { return "", n.err() }
func (n noFigures) cells(_, _ string) (string, error)                { return "", n.err() }
func (n noFigures) knee(_, _ string) (string, error)                 { return "", n.err() }
func (n noFigures) peak(_, _ string) (string, error)                 { return "", n.err() }

// say writes a catalog message in the article's language.
func (f *filler) say(key string, args ...any) (string, error) {
	s, err := f.l.Message(key, args...)
	if err != nil {
		return "", fmt.Errorf("%w (docs/templates.md lists the keys)", err)
	}
	return s, nil
}

// sources places the sources as the reader is told them, a credit line
// each.
func (f *filler) sources() (string, error) {
	if len(f.art.Credits) == 0 {
		return f.place("sources", nil)
	}
	b := Block{Kind: ListBlock, Role: Sources}
	for _, c := range f.art.Credits {
		b.Items = append(b.Items, Plain(c))
	}
	return f.place("sources", []Block{b})
}

// provenance places the sources in full, for an editor's appendix: each
// file's path, parser and size, and its sha256 or run id.
func (f *filler) provenance() (string, error) {
	if len(f.art.Sources) == 0 {
		return f.place("provenance", nil)
	}
	b := Block{Kind: ListBlock, Role: Sources}
	for _, s := range f.art.Sources {
		t := Plain(f.l.sourceLine(s))
		if s.ID != "" {
			t = append(t, Span{Text: " "}, Span{Text: f.l.sourceID(s.ID), Code: true})
		}
		b.Items = append(b.Items, t)
	}
	return f.place("provenance", []Block{b})
}

// setup places the test setup: its table of facts, and the sources'
// notes under it, each a paragraph.
func (f *filler) setup() (string, error) {
	var bs []Block
	if t := f.art.SetupTable; t != nil {
		bs = append(bs, Block{Kind: SetupBlock, SetupTable: t})
	}
	for _, s := range f.art.Setup {
		bs = append(bs, Block{Kind: ParagraphBlock, Role: Setup, Text: Plain(s)})
	}
	return f.place("setup", bs)
}

func (f *filler) tables() (string, error) {
	var bs []Block
	for _, t := range f.art.Tables {
		bs = append(bs, Block{Kind: TableBlock, Table: t})
	}
	return f.place("tables", bs)
}

// results places every table, each followed by the charts that draw
// it, then the charts of no table: a chart beside the figures it shows.
func (f *filler) results() (string, error) {
	var bs []Block
	placed := map[*chart.Chart]bool{}
	for _, t := range f.art.Tables {
		bs = append(bs, Block{Kind: TableBlock, Table: t})
		for _, c := range f.art.Charts {
			if c.Follows != "" && c.Follows == t.Name && !placed[c] {
				bs = append(bs, Block{Kind: ChartBlock, Chart: c})
				placed[c] = true
			}
		}
	}
	for _, c := range f.art.Charts {
		if !placed[c] {
			bs = append(bs, Block{Kind: ChartBlock, Chart: c})
		}
	}
	return f.place("results", bs)
}

func (f *filler) charts() (string, error) {
	var bs []Block
	for _, c := range f.art.Charts {
		bs = append(bs, Block{Kind: ChartBlock, Chart: c})
	}
	return f.place("charts", bs)
}

// table places one table, by its number in the article (from 1) or its
// name ("table-1-random-read").
func (f *filler) table(which any) (string, error) {
	names := make([]string, len(f.art.Tables))
	for i, t := range f.art.Tables {
		names[i] = t.Name
	}
	i, err := pick("table", which, names)
	if err != nil {
		return "", err
	}
	return f.place("table "+fmt.Sprint(which), []Block{{Kind: TableBlock, Table: f.art.Tables[i]}})
}

// chart places one chart, by its number or its name.
func (f *filler) chart(which any) (string, error) {
	names := make([]string, len(f.art.Charts))
	for i, c := range f.art.Charts {
		names[i] = c.Name
	}
	i, err := pick("chart", which, names)
	if err != nil {
		return "", err
	}
	return f.place("chart "+fmt.Sprint(which), []Block{{Kind: ChartBlock, Chart: f.art.Charts[i]}})
}

// pick finds a piece by its number (from 1) or name among names.
func pick(kind string, which any, names []string) (int, error) {
	switch w := which.(type) {
	case int:
		if w >= 1 && w <= len(names) {
			return w - 1, nil
		}
	case string:
		for i, n := range names {
			if n == w {
				return i, nil
			}
		}
		if n, err := strconv.Atoi(w); err == nil && n >= 1 && n <= len(names) {
			return n - 1, nil
		}
	}
	if len(names) == 0 {
		return 0, fmt.Errorf("no %s %v: the article has no %ss", kind, which, kind)
	}
	return 0, fmt.Errorf("no %s %v: the article has %d, 1 to %d: %s", kind, which, len(names), len(names), strings.Join(names, ", "))
}
