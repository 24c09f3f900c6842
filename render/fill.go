package render

import (
	"fmt"
	"strconv"
	"strings"
	"text/template"
)

// filler fills a template for one article: what its placeholders give.
// Blocks are placed in the Markdown as tokens (HTML comments, which
// CommonMark reads as blocks of their own) and put back where they stand
// once the Markdown is read, so that the article's own text is never
// read as Markdown.
type filler struct {
	art    *Article
	l      lang
	figs   figures
	pieces [][]Block
}

// pieceToken is a placed piece in the filled Markdown.
func pieceToken(n int) string { return "<!--iopress:piece:" + strconv.Itoa(n) + "-->" }

// place puts blocks where the placeholder stands; none places nothing and
// gives "", so that {{with findings}} leaves out a section with none.
func (f *filler) place(blocks []Block) string {
	if len(blocks) == 0 {
		return ""
	}
	f.pieces = append(f.pieces, blocks)
	return pieceToken(len(f.pieces) - 1)
}

// funcs are the template's placeholders. Values are Markdown text, with
// whatever Markdown would read as markup escaped.
func (f *filler) funcs() template.FuncMap {
	a := f.art
	paragraphs := func(role Role, texts []string) string {
		var bs []Block
		for _, s := range texts {
			bs = append(bs, Block{Kind: ParagraphBlock, Role: role, Text: Plain(s)})
		}
		return f.place(bs)
	}
	list := func(role Role, items []string) string {
		if len(items) == 0 {
			return ""
		}
		b := Block{Kind: ListBlock, Role: role}
		for _, s := range items {
			b.Items = append(b.Items, Plain(s))
		}
		return f.place([]Block{b})
	}
	text := func(s string, err error) (string, error) { return escapeMarkdown(s), err }
	return template.FuncMap{
		"title":    func() string { return escapeMarkdown(a.Title) },
		"subtitle": func() string { return paragraphs(Subtitle, nonEmpty(a.Subtitle)) },
		"findings": func() string { return list(Findings, a.Findings) },
		"flags":    func() string { return list(Flags, a.Flags) },
		"verdict":  func() string { return paragraphs(Verdict, nonEmpty(a.Verdict)) },
		"warnings": func() string { return list(Warnings, a.Warnings) },
		"setup":    func() string { return paragraphs(Setup, a.Setup) },
		"notes":    func() string { return paragraphs(Notes, a.Notes) },
		"sources":  f.sources,
		"tables":   f.tables,
		"table":    f.table,
		"charts":   f.charts,
		"chart":    f.chart,
		"say":      func(key string, args ...any) (string, error) { return text(f.say(key, args...)) },
		"value": func(system, cell, metric string) (string, error) {
			return text(f.figures("value").value(system, cell, metric))
		},
		"delta": func(system, other, cell, metric string) (string, error) {
			return text(f.figures("delta").delta(system, other, cell, metric))
		},
		"ratio": func(system, other, cell, metric string) (string, error) {
			return text(f.figures("ratio").ratio(system, other, cell, metric))
		},
		"wins": func(system, metric string, dir ...string) (string, error) {
			d, err := oneDirection(dir)
			if err != nil {
				return "", err
			}
			return text(f.figures("wins").wins(system, metric, d))
		},
		"ties": func(system, metric string, dir ...string) (string, error) {
			d, err := oneDirection(dir)
			if err != nil {
				return "", err
			}
			return text(f.figures("ties").ties(system, metric, d))
		},
		"cells": func(metric string, dir ...string) (string, error) {
			d, err := oneDirection(dir)
			if err != nil {
				return "", err
			}
			return text(f.figures("cells").cells(metric, d))
		},
		"knee": func(system, workload string) (string, error) { return text(f.figures("knee").knee(system, workload)) },
		"peak": func(system, workload string) (string, error) { return text(f.figures("peak").peak(system, workload)) },
	}
}

// oneDirection reads the optional direction of wins, ties and cells.
func oneDirection(dir []string) (string, error) {
	switch len(dir) {
	case 0:
		return "", nil
	case 1:
		return dir[0], nil
	}
	return "", fmt.Errorf("one direction at most (read, write, mixed or trim), not %q", dir)
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
	delta(system, other, cell, metric string) (string, error)
	ratio(system, other, cell, metric string) (string, error)
	// wins, ties and cells count a metric's workloads, of one direction
	// ("read", "write", ...) or of all ("").
	wins(system, metric, dir string) (string, error)
	ties(system, metric, dir string) (string, error)
	cells(metric, dir string) (string, error)
	knee(system, workload string) (string, error)
	peak(system, workload string) (string, error)
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
func (n noFigures) value(_, _, _ string) (string, error)    { return "", n.err() }
func (n noFigures) delta(_, _, _, _ string) (string, error) { return "", n.err() }
func (n noFigures) ratio(_, _, _, _ string) (string, error) { return "", n.err() }
func (n noFigures) wins(_, _, _ string) (string, error)     { return "", n.err() }
func (n noFigures) ties(_, _, _ string) (string, error)     { return "", n.err() }
func (n noFigures) cells(_, _ string) (string, error)       { return "", n.err() }
func (n noFigures) knee(_, _ string) (string, error)        { return "", n.err() }
func (n noFigures) peak(_, _ string) (string, error)        { return "", n.err() }

// say writes a catalog message in the article's language.
func (f *filler) say(key string, args ...any) (string, error) {
	s, err := f.l.Message(key, args...)
	if err != nil {
		return "", fmt.Errorf("%w (docs/templates.md lists the keys)", err)
	}
	return s, nil
}

func (f *filler) sources() string {
	if len(f.art.Sources) == 0 {
		return ""
	}
	b := Block{Kind: ListBlock, Role: Sources}
	for _, s := range f.art.Sources {
		t := Plain(f.l.sourceLine(s))
		if s.ID != "" {
			t = append(t, Span{Text: " "}, Span{Text: f.l.sourceID(s.ID), Code: true})
		}
		b.Items = append(b.Items, t)
	}
	return f.place([]Block{b})
}

func (f *filler) tables() string {
	var bs []Block
	for _, t := range f.art.Tables {
		bs = append(bs, Block{Kind: TableBlock, Table: t})
	}
	return f.place(bs)
}

func (f *filler) charts() string {
	var bs []Block
	for _, c := range f.art.Charts {
		bs = append(bs, Block{Kind: ChartBlock, Chart: c})
	}
	return f.place(bs)
}

// table places one table, by its number in the article (from 1) or its
// name ("table-1-read-random").
func (f *filler) table(which any) (string, error) {
	names := make([]string, len(f.art.Tables))
	for i, t := range f.art.Tables {
		names[i] = t.Name
	}
	i, err := pick("table", which, names)
	if err != nil {
		return "", err
	}
	return f.place([]Block{{Kind: TableBlock, Table: f.art.Tables[i]}}), nil
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
	return f.place([]Block{{Kind: ChartBlock, Chart: f.art.Charts[i]}}), nil
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

// escapeMarkdown writes text so that Markdown reads it as the same text:
// the characters that would start markup are escaped.
func escapeMarkdown(s string) string {
	var b strings.Builder
	// A line that starts "1." or "- " would start a list.
	if i := strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' }); i >= 0 && (i > 0 && (s[i] == '.' || s[i] == ')') || i == 0 && (s[0] == '-' || s[0] == '+')) {
		b.WriteString(s[:i] + "\\")
		s = s[i:]
	}
	for _, r := range s {
		if strings.ContainsRune("\\`*_[]<>#!|~&", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
