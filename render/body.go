package render

import (
	"slices"
	"strings"

	"github.com/iopress/iopress/render/chart"
	"github.com/iopress/iopress/render/words"
)

// Block is one part of an article's body. The body is the article in
// reading order, as every writer lays it out: headings, paragraphs and
// lists of text, and the article's tables and charts where they stand. A
// template (template.go) makes it from the editor's Markdown; without one,
// the default template makes it from the article's own parts.
type Block struct {
	Kind  BlockKind
	Role  Role   // what the block says, which sets its look
	Level int    // a heading's: 1 the title, 2 a section, 3 and on below
	Text  Text   // a heading's or a paragraph's
	Items []Text // a list's, one each
	// Ordered says a list is numbered, from Start (0 is 1); the
	// article's own lists are not.
	Ordered bool
	Start   int
	Notes   bool // an ordered list of Role Notes is the editor's footnotes: item N is what spans of Note N refer to
	Table   *Table
	Chart   *chart.Chart
	// SetupTable is a SetupBlock's: the test setup's facts.
	SetupTable *SetupTable
}

// BlockKind is what a block is.
type BlockKind string

const (
	HeadingBlock   BlockKind = "heading"
	ParagraphBlock BlockKind = "paragraph"
	ListBlock      BlockKind = "list"
	TableBlock     BlockKind = "table"
	ChartBlock     BlockKind = "chart"
	// SetupBlock is the test setup as a table of facts (setuptable.go).
	SetupBlock BlockKind = "setup table"
)

// Role is what a paragraph or a list says: the article's own parts have a
// look of their own (the subtitle grey, flags in rust, notes small); the
// editor's words are Prose.
type Role string

const (
	Prose    Role = ""
	Subtitle Role = "subtitle"
	Lead     Role = "lead"
	Findings Role = "findings"
	Flags    Role = "flags"
	Verdict  Role = "verdict"
	Warnings Role = "warnings"
	Setup    Role = "setup"
	Notes    Role = "notes"
	Sources  Role = "sources"
)

// first is the number of an ordered list's first item.
func (b Block) first() int { return max(b.Start, 1) }

// Text is a run of text in spans of one style each.
type Text []Span

// Span is text in one style: plain, strong, emphasised, code, or a link.
type Span struct {
	Text   string
	Strong bool
	Emph   bool
	Code   bool
	Link   string // the address a link goes to; "" for none
	// Note is a reference to a footnote, its number (from 1): Text is
	// the reference as it reads where a format has no footnotes of its
	// own ("[1]").
	Note int
}

// Plain is text in one plain span.
func Plain(s string) Text { return Text{{Text: s}} }

// String is the text without its styles.
func (t Text) String() string {
	var b strings.Builder
	for _, s := range t {
		b.WriteString(s.Text)
	}
	return b.String()
}

// body is the article's body: the one its template made, or the default
// template's.
func (a *Article) body() ([]Block, error) {
	if a.Body != nil {
		return bindBlocks(a.Lang, a.Body), nil
	}
	t := a.template
	if t == nil {
		t = DefaultTemplate()
	}
	body, err := t.body(a, a.figures)
	return bindBlocks(a.Lang, body), err
}

// bindBlocks is the body with the language's typography applied to the
// text of its headings, paragraphs, lists and the words of its tables
// (words.Lang.Bind), as every format lays it out: a figure and its unit,
// and in Polish a one-letter word and the next, are never parted by a
// line break. Code is left as it is. The blocks given are not changed.
func bindBlocks(l words.Lang, blocks []Block) []Block {
	out := slices.Clone(blocks)
	for i := range out {
		out[i].Text = bindText(l, out[i].Text)
		if out[i].Items != nil {
			items := make([]Text, len(out[i].Items))
			for k, item := range out[i].Items {
				items[k] = bindText(l, item)
			}
			out[i].Items = items
		}
		if t := out[i].Table; t != nil {
			bound := *t
			bound.Title, bound.Corner, bound.BestKey, bound.TieKey = l.Bind(t.Title), l.Bind(t.Corner), l.Bind(t.BestKey), l.Bind(t.TieKey)
			bound.Groups = make([]string, len(t.Groups))
			for k, g := range t.Groups {
				bound.Groups[k] = l.Bind(g)
			}
			bound.Rows = slices.Clone(t.Rows)
			for k := range bound.Rows {
				bound.Rows[k].Label = l.Bind(bound.Rows[k].Label)
			}
			out[i].Table = &bound
		}
		if st := out[i].SetupTable; st != nil {
			bound := &SetupTable{Title: l.Bind(st.Title), Columns: make([]string, len(st.Columns)), Rows: make([]SetupRow, len(st.Rows))}
			for k, c := range st.Columns {
				bound.Columns[k] = l.Bind(c)
			}
			for k, r := range st.Rows {
				bound.Rows[k] = SetupRow{Label: l.Bind(r.Label), Values: make([]string, len(r.Values))}
				for j, v := range r.Values {
					bound.Rows[k].Values[j] = l.Bind(v)
				}
			}
			out[i].SetupTable = bound
		}
	}
	return out
}

// bindText binds text as a whole, across its spans (a one-letter word
// may end one and the space follow in the next), but not inside code.
func bindText(l words.Lang, t Text) Text {
	at := l.NoBreaks(t.String())
	if len(at) == 0 {
		return t
	}
	out := make(Text, len(t))
	start := 0
	for i, s := range t {
		end := start + len(s.Text)
		if !s.Code {
			var b strings.Builder
			last := 0
			for _, k := range at {
				if k >= start && k < end {
					b.WriteString(s.Text[last : k-start])
					b.WriteString(words.NoBreakSpace)
					last = k - start + 1
				}
			}
			b.WriteString(s.Text[last:])
			s.Text = b.String()
		}
		out[i] = s
		start = end
	}
	return out
}

// documentTitle is the title a document of the body carries (a PDF's
// metadata and footer, a page's <title>): the text of its first
// top-level heading, which an editor's template may word as it likes, or
// the article's title where the body has none.
func (a *Article) documentTitle(body []Block) string {
	for _, b := range body {
		if b.Kind == HeadingBlock && b.Level == 1 {
			return b.Text.String()
		}
	}
	return a.Title
}
