package render

import "strings"

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
	Table   *Table
	Chart   *Chart
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
		return a.Body, nil
	}
	t := a.template
	if t == nil {
		t = DefaultTemplate()
	}
	return t.body(a, a.figures)
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
