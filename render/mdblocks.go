package render

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// markdown reads filled templates: CommonMark, with GFM's tables and
// strikethrough known so that they can be refused by name rather than read
// as text.
var markdown = goldmark.New(goldmark.WithExtensions(extension.Table, extension.Strikethrough))

// pieceAt finds a placed piece's token.
var pieceAt = regexp.MustCompile(`^<!--iopress:piece:(\d+)-->$`)

// blocks reads the filled Markdown into the article's body, putting the
// placed pieces back where their tokens stand.
func (f *filler) blocks(t *Template, md []byte) ([]Block, error) {
	doc := markdown.Parser().Parse(text.NewReader(md))
	var out []Block
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		bs, err := f.block(n, md)
		if err != nil {
			snippet := strings.TrimSpace(string(firstLine(n, md)))
			return nil, &TemplateError{File: t.file, Line: t.lineOf(snippet), Err: fmt.Errorf("%w (at %q)", err, snippet)}
		}
		out = append(out, bs...)
	}
	return out, nil
}

// firstLine is the first line of Markdown a block was read from.
func firstLine(n ast.Node, md []byte) []byte {
	for n != nil {
		if n.Type() == ast.TypeBlock && n.Lines().Len() > 0 {
			seg := n.Lines().At(0)
			return seg.Value(md)
		}
		n = n.FirstChild()
	}
	return nil
}

// block is one Markdown block as the body's blocks.
func (f *filler) block(n ast.Node, md []byte) ([]Block, error) {
	switch n := n.(type) {
	case *ast.Heading:
		t, err := f.inline(n, md, Span{})
		return []Block{{Kind: HeadingBlock, Level: n.Level, Text: t}}, err
	case *ast.Paragraph, *ast.TextBlock:
		t, err := f.inline(n, md, Span{})
		return []Block{{Kind: ParagraphBlock, Text: t}}, err
	case *ast.List:
		return f.list(n, md)
	case *ast.HTMLBlock:
		var s strings.Builder
		for i := 0; i < n.Lines().Len(); i++ {
			seg := n.Lines().At(i)
			s.Write(seg.Value(md))
		}
		if m := pieceAt.FindStringSubmatch(strings.TrimSpace(s.String())); m != nil {
			i, _ := strconv.Atoi(m[1])
			return f.pieces[i], nil
		}
		return nil, fmt.Errorf("raw HTML is not taken: the article also goes to PDF and PNG; write Markdown")
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		return nil, fmt.Errorf("a code block is not taken (an indented line is one in Markdown): write paragraphs and lists")
	case *ast.Blockquote:
		return nil, fmt.Errorf("a block quote is not taken: write paragraphs and lists")
	case *ast.ThematicBreak:
		return nil, fmt.Errorf("a thematic break (---) is not taken: use a heading to start a section")
	case *extast.Table:
		return nil, fmt.Errorf("a Markdown table is not taken: place iopress's tables with {{table N}}")
	}
	return nil, fmt.Errorf("a %s is not taken", n.Kind())
}

// list is a Markdown list: each item's text, one level deep.
func (f *filler) list(n *ast.List, md []byte) ([]Block, error) {
	b := Block{Kind: ListBlock, Ordered: n.IsOrdered()}
	for item := n.FirstChild(); item != nil; item = item.NextSibling() {
		var t Text
		for c := item.FirstChild(); c != nil; c = c.NextSibling() {
			switch c.(type) {
			case *ast.Paragraph, *ast.TextBlock:
			case *ast.List:
				return nil, fmt.Errorf("a list inside a list is not taken: write one level")
			default:
				return nil, fmt.Errorf("a %s inside a list item is not taken", c.Kind())
			}
			if len(t) > 0 {
				t = append(t, Span{Text: " "})
			}
			ct, err := f.inline(c, md, Span{})
			if err != nil {
				return nil, err
			}
			t = append(t, ct...)
		}
		b.Items = append(b.Items, t)
	}
	return []Block{b}, nil
}

// inline reads a block's text into spans, each in the style of the
// markup around it (style).
func (f *filler) inline(n ast.Node, md []byte, style Span) (Text, error) {
	var out Text
	add := func(s string, st Span) {
		st.Text = s
		if k := len(out) - 1; k >= 0 && sameStyle(out[k], st) {
			out[k].Text += s
			return
		}
		out = append(out, st)
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			v := c.Value(md)
			if !c.IsRaw() {
				v = util.UnescapePunctuations(util.ResolveEntityNames(util.ResolveNumericReferences(v)))
			}
			add(string(v), style)
			switch {
			case c.HardLineBreak():
				add("\n", style)
			case c.SoftLineBreak():
				add(" ", style)
			}
		case *ast.String:
			add(string(c.Value), style)
		case *ast.CodeSpan:
			st := style
			st.Code = true
			var s strings.Builder
			for g := c.FirstChild(); g != nil; g = g.NextSibling() {
				if t, ok := g.(*ast.Text); ok {
					s.Write(t.Value(md))
				}
			}
			add(s.String(), st)
		case *ast.Emphasis, *ast.Link, *ast.AutoLink:
			st := style
			switch c := c.(type) {
			case *ast.Emphasis:
				st.Emph = st.Emph || c.Level == 1
				st.Strong = st.Strong || c.Level >= 2
			case *ast.Link:
				st.Link = string(c.Destination)
			case *ast.AutoLink:
				st.Link = string(c.URL(md))
				add(string(c.Label(md)), st)
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
			if pieceAt.MatchString(s.String()) {
				return nil, fmt.Errorf("a table, chart or list placeholder stands inside a line of text: put it on a line of its own")
			}
			return nil, fmt.Errorf("raw HTML is not taken: the article also goes to PDF and PNG; write Markdown")
		case *ast.Image:
			return nil, fmt.Errorf("an image is not taken: charts are placed with {{chart N}}, a logo comes from the theme")
		default:
			return nil, fmt.Errorf("%s is not taken", c.Kind())
		}
	}
	return out, nil
}

func sameStyle(a, b Span) bool {
	return a.Strong == b.Strong && a.Emph == b.Emph && a.Code == b.Code && a.Link == b.Link
}
