package render

import (
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/iopress/iopress/internal/prose"
)

// markdown reads filled templates: CommonMark, with footnotes ([^1] and
// "[^1]: ..."), and GFM's tables and strikethrough known so that they can
// be refused by name rather than read as text.
var markdown = goldmark.New(goldmark.WithExtensions(extension.Table, extension.Strikethrough, extension.Footnote))

// refused is Markdown the article cannot take, and the node it is.
type refused struct {
	node ast.Node
	err  error
}

func (r *refused) Error() string { return r.err.Error() }

// refuse says why the Markdown of node is not taken.
func refuse(node ast.Node, format string, args ...any) error {
	return &refused{node, fmt.Errorf(format, args...)}
}

// blocks reads the filled Markdown into the article's body, putting the
// placed pieces and texts back where their tokens stand. What cannot be
// taken is an error at the template's line that holds it.
func (f *filler) blocks(t *Template, md []byte) ([]Block, error) {
	if line, err := tangled(md); err != nil {
		snippet := f.readable(head(strings.TrimSpace(line), 200))
		return nil, &TemplateError{File: t.file, Line: t.lineOf(snippet), Err: fmt.Errorf("%w (at %q)", err, cut(snippet, 40))}
	}
	doc := markdown.Parser().Parse(text.NewReader(md))
	var out []Block
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		bs, err := f.block(n, md)
		if err != nil {
			at := n
			var r *refused
			if errors.As(err, &r) {
				at = r.node
			}
			line := firstLine(at, md)
			if line == nil {
				line = ownLine(at, md)
			}
			snippet := f.readable(head(strings.TrimSpace(string(line)), 200))
			return nil, &TemplateError{File: t.file, Line: t.lineOf(snippet), Err: fmt.Errorf("%w (at %q)", err, snippet)}
		}
		out = append(out, bs...)
	}
	return out, nil
}

// Markdown that goldmark reads in time that grows with the square of its
// size is refused before it reads it, so that no template takes minutes
// (a line that opens 100,000 lists or quotes, a paragraph of 100,000
// links that do not close). A template takes no lists in lists or
// quotes, and indents nothing (an indented line is code), so none of
// these limits stops one that could be filled.
const (
	// maxNesting is the most lists and quotes a line may open.
	maxNesting = 16
	// maxIndent is the most columns a line may be indented.
	maxIndent = 64
	// maxBracketWork is the most a paragraph's closing brackets times
	// its bytes may be: goldmark looks ahead through the paragraph from
	// each "]" for the link it may end.
	maxBracketWork = 1 << 26
)

// tangled finds the first line of Markdown that nests too deep or is
// indented too far, or the first line of a paragraph whose brackets
// would take too long to read, and says why.
func tangled(md []byte) (line string, err error) {
	lines := strings.Split(string(md), "\n")
	para, brackets, size := -1, 0, 0 // the paragraph's first line, its "]", its bytes
	endPara := func() (string, error) {
		first := para
		if first >= 0 && brackets*size > maxBracketWork {
			return lines[first], fmt.Errorf("a paragraph with %d closing brackets in %s is too tangled to read: split it, or write fewer brackets", brackets, prose.Bytes(int64(size)))
		}
		para, brackets, size = -1, 0, 0
		return "", nil
	}
	for i, l := range lines {
		if strings.TrimSpace(l) == "" {
			if first, err := endPara(); err != nil {
				return first, err
			}
			continue
		}
		if indent, depth := nesting(l); depth > maxNesting {
			return l, fmt.Errorf("a line opens %d lists or quotes, one inside the other; a template takes one list, and no quotes", depth)
		} else if indent > maxIndent {
			return l, fmt.Errorf("a line is indented %d columns; a template indents nothing (an indented line is code)", indent)
		}
		if para < 0 {
			para = i
		}
		brackets += strings.Count(l, "]")
		size += len(l) + 1
	}
	return endPara()
}

// head is the first n bytes of s, or fewer to end with a whole
// character.
func head(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "")
}

// cut is head, with an ellipsis where s goes on.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return head(s, n) + "…"
}

// nesting is how far a line is indented (in columns, a tab to the next
// multiple of 4) and how many lists and quotes its start opens: ">",
// "-", "+", "*" or a number and "." or ")", each followed by a space.
func nesting(l string) (indent, depth int) {
	col := 0
	for i := 0; i < len(l); {
		// White space before a marker.
		start := col
		for i < len(l) && (l[i] == ' ' || l[i] == '\t') {
			if l[i] == '\t' {
				col += 4 - col%4
			} else {
				col++
			}
			i++
		}
		if depth == 0 {
			indent = col - start
		}
		j := i
		switch {
		case j < len(l) && l[j] == '>':
			j++
		case j < len(l) && strings.IndexByte("-+*", l[j]) >= 0:
			j++
		default:
			for j < len(l) && j-i < 9 && l[j] >= '0' && l[j] <= '9' {
				j++
			}
			if j == i || j >= len(l) || (l[j] != '.' && l[j] != ')') {
				return indent, depth
			}
			j++
		}
		if l[i] != '>' && (j >= len(l) || (l[j] != ' ' && l[j] != '\t')) {
			return indent, depth
		}
		depth++
		col += j - i
		i = j
	}
	return indent, depth
}

// firstLine is the first line of Markdown a node was read from: its own,
// or its first block's, or for inline markup, its block's.
func firstLine(n ast.Node, md []byte) []byte {
	for b := n; b != nil; b = b.Parent() {
		if b.Type() == ast.TypeBlock && b.Lines().Len() > 0 {
			seg := b.Lines().At(0)
			return seg.Value(md)
		}
		if b.Type() == ast.TypeBlock {
			for c := b.FirstChild(); c != nil; c = c.FirstChild() {
				if c.Type() == ast.TypeBlock && c.Lines().Len() > 0 {
					seg := c.Lines().At(0)
					return seg.Value(md)
				}
			}
		}
	}
	return nil
}

// ownLine is the first line of Markdown a block with no lines of its
// own was read from (a thematic break): the first that is not blank
// after the block before it.
func ownLine(n ast.Node, md []byte) []byte {
	start := 0
	for p := n.PreviousSibling(); p != nil; p = p.LastChild() {
		if p.Type() == ast.TypeBlock && p.Lines().Len() > 0 {
			start = p.Lines().At(p.Lines().Len() - 1).Stop
			break
		}
	}
	for _, l := range strings.Split(string(md[start:]), "\n") {
		if strings.TrimSpace(l) != "" {
			return []byte(l)
		}
	}
	return nil
}

// block is one Markdown block as the body's blocks.
func (f *filler) block(n ast.Node, md []byte) ([]Block, error) {
	switch n := n.(type) {
	case *ast.Heading:
		t, err := f.blockText(n, md)
		return []Block{{Kind: HeadingBlock, Level: n.Level, Text: t}}, err
	case *ast.Paragraph, *ast.TextBlock:
		t, err := f.blockText(n, md)
		return []Block{{Kind: ParagraphBlock, Text: t}}, err
	case *extast.FootnoteList:
		return f.footnotes(n, md)
	case *ast.List:
		return f.list(n, md)
	case *ast.HTMLBlock:
		var s strings.Builder
		for i := 0; i < n.Lines().Len(); i++ {
			seg := n.Lines().At(i)
			s.Write(seg.Value(md))
		}
		if i, ok := f.pieceAt(strings.TrimSpace(s.String())); ok {
			return f.pieces[i], nil
		}
		if f.holdsPiece(s.String()) {
			return nil, refuse(n, "a table, chart or list placeholder stands inside a line of text: put it on a line of its own")
		}
		return nil, refuse(n, "raw HTML is not taken: the article also goes to PDF and PNG; write Markdown")
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		return nil, refuse(n, "a code block is not taken (an indented line is one in Markdown): write paragraphs and lists")
	case *ast.Blockquote:
		return nil, refuse(n, "a block quote is not taken: write paragraphs and lists")
	case *ast.ThematicBreak:
		return nil, refuse(n, "a thematic break (---) is not taken: use a heading to start a section")
	case *extast.Table:
		return nil, refuse(n, "a Markdown table is not taken: place iopress's tables with {{table N}}")
	}
	return nil, refuse(n, "a %s is not taken", n.Kind())
}

// list is a Markdown list: each item's text, one level deep.
func (f *filler) list(n *ast.List, md []byte) ([]Block, error) {
	b := Block{Kind: ListBlock, Ordered: n.IsOrdered()}
	if b.Ordered {
		b.Start = n.Start
	}
	for item := n.FirstChild(); item != nil; item = item.NextSibling() {
		t, err := f.paragraphs(item, md, "list item")
		if err != nil {
			return nil, err
		}
		b.Items = append(b.Items, t)
	}
	return []Block{b}, nil
}

// footnotes are the editor's footnotes, in the order of their first
// reference, as goldmark numbers them: an ordered list of notes at the
// article's end, each one paragraph of text.
func (f *filler) footnotes(n *extast.FootnoteList, md []byte) ([]Block, error) {
	b := Block{Kind: ListBlock, Role: Notes, Ordered: true, Start: 1, Notes: true}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		note, ok := c.(*extast.Footnote)
		if !ok {
			continue
		}
		if note.Index != len(b.Items)+1 {
			return nil, refuse(note, "footnote [^%s] is out of order", note.Ref)
		}
		t, err := f.paragraphs(note, md, "footnote")
		if err != nil {
			return nil, err
		}
		b.Items = append(b.Items, t)
	}
	if len(b.Items) == 0 {
		return nil, nil
	}
	return []Block{b}, nil
}

// paragraphs is the text of a list item's or footnote's paragraphs, one
// after the other.
func (f *filler) paragraphs(n ast.Node, md []byte, what string) (Text, error) {
	var t Text
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c.(type) {
		case *ast.Paragraph, *ast.TextBlock:
		case *ast.List:
			return nil, refuse(c, "a list inside a %s is not taken: write one level", what)
		case *ast.HTMLBlock:
			return nil, refuse(c, "a table, chart or list placeholder, or raw HTML, inside a %s is not taken: put it on a line of its own, out of the %s", what, what)
		default:
			return nil, refuse(c, "a %s inside a %s is not taken", c.Kind(), what)
		}
		if len(t) > 0 {
			t = append(t, Span{Text: " "})
		}
		ct, err := f.blockText(c, md)
		if err != nil {
			return nil, err
		}
		t = append(t, ct...)
	}
	return t, nil
}

// undefinedNote finds a footnote's reference that no footnote defines:
// goldmark leaves it as its text, "[^2]".
var undefinedNote = regexp.MustCompile(`\[\^[^\]\s]+\]`)

// blockText is a block's text (inline), with a reference to a footnote that
// is not defined refused: it would show as "[^2]" in every format.
func (f *filler) blockText(n ast.Node, md []byte) (Text, error) {
	t, err := f.inline(n, md, Span{})
	if err != nil {
		return nil, err
	}
	for _, s := range t {
		if ref := undefinedNote.FindString(s.Text); ref != "" && !s.Code {
			return nil, refuse(n, "footnote %s is not defined: write it on a line of its own, \"%s: ...\"", ref, ref)
		}
	}
	return t, nil
}

// inline reads a block's text into spans, each in the style of the
// markup around it (style), with the placed texts put back.
func (f *filler) inline(n ast.Node, md []byte, style Span) (Text, error) {
	// Text of one style is gathered in a builder and made a span when
	// the style changes: goldmark gives a node for every bracket of a
	// run of them, and joining each to the span's text so far took time
	// in the square of their number.
	var out Text
	var cur strings.Builder
	var curStyle Span
	spanEnd := func() {
		if cur.Len() > 0 {
			curStyle.Text = cur.String()
			out = append(out, curStyle)
			cur.Reset()
		}
	}
	add := func(s string, st Span) {
		st.Text = ""
		if cur.Len() > 0 && !sameStyle(curStyle, st) {
			spanEnd()
		}
		curStyle = st
		cur.WriteString(s)
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			v := c.Value(md)
			if !c.IsRaw() {
				v = unescape(v)
			}
			add(f.placed(string(v)), style)
			switch {
			case c.HardLineBreak():
				add("\n", style)
			case c.SoftLineBreak():
				add(" ", style)
			}
		case *ast.String:
			add(f.placed(string(c.Value)), style)
		case *ast.CodeSpan:
			st := style
			st.Code = true
			var s strings.Builder
			for g := c.FirstChild(); g != nil; g = g.NextSibling() {
				if t, ok := g.(*ast.Text); ok {
					s.Write(t.Value(md))
				}
			}
			// CommonMark turns a line's end in a code span into a space.
			add(f.placed(strings.ReplaceAll(s.String(), "\n", " ")), st)
		case *ast.Emphasis, *ast.Link, *ast.AutoLink:
			st := style
			switch c := c.(type) {
			case *ast.Emphasis:
				st.Emph = st.Emph || c.Level == 1
				st.Strong = st.Strong || c.Level >= 2
			case *ast.Link:
				st.Link = f.placed(string(unescape(c.Destination)))
			case *ast.AutoLink:
				st.Link = f.placed(string(c.URL(md)))
			}
			if err := checkLink(c, st.Link); err != nil {
				return nil, err
			}
			if a, ok := c.(*ast.AutoLink); ok {
				add(f.placed(string(a.Label(md))), st)
				continue
			}
			t, err := f.inline(c, md, st)
			if err != nil {
				return nil, err
			}
			for _, s := range t {
				add(s.Text, s)
			}
		case *ast.RawHTML:
			var s strings.Builder
			for i := 0; i < c.Segments.Len(); i++ {
				seg := c.Segments.At(i)
				s.Write(seg.Value(md))
			}
			if f.holdsPiece(s.String()) {
				return nil, refuse(c, "a table, chart or list placeholder stands inside a line of text: put it on a line of its own")
			}
			return nil, refuse(c, "raw HTML is not taken: the article also goes to PDF and PNG; write Markdown")
		case *ast.Image:
			return nil, refuse(c, "an image is not taken: charts are placed with {{chart N}}, a logo comes from the theme")
		case *extast.FootnoteLink:
			st := style
			st.Note = c.Index
			add("["+strconv.Itoa(c.Index)+"]", st)
		case *extast.FootnoteBacklink:
			// The way back from a footnote to its reference, which only
			// goldmark's HTML has.
		default:
			return nil, refuse(c, "%s is not taken", c.Kind())
		}
	}
	spanEnd()
	return out, nil
}

// unescape reads Markdown's escapes and character references.
func unescape(v []byte) []byte {
	return util.UnescapePunctuations(util.ResolveEntityNames(util.ResolveNumericReferences(v)))
}

// checkLink refuses a link every format would not give alike: one to a
// script (javascript:, data:, ...), which the page blocks but a site
// generator would publish. Web addresses, mail and relative links are
// taken.
func checkLink(n ast.Node, link string) error {
	if link == "" {
		return nil
	}
	u, err := url.Parse(link)
	if err != nil {
		return refuse(n, "link %q: %v", link, err)
	}
	switch strings.ToLower(u.Scheme) {
	case "", "http", "https", "mailto":
		return nil
	}
	return refuse(n, "link %q: only http, https, mailto and relative links are taken", link)
}

func sameStyle(a, b Span) bool {
	return a.Strong == b.Strong && a.Emph == b.Emph && a.Code == b.Code && a.Link == b.Link && a.Note == b.Note
}
