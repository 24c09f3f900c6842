package render

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/iopress/iopress/render/words"
)

// withTemplate is article 1's comparison with an editor's template.
func withTemplate(t *testing.T, src string) (*Article, error) {
	t.Helper()
	art := comparisonIn(t, words.English)
	tmpl, err := ParseTemplate("edge.md", []byte(src))
	if err != nil {
		return nil, err
	}
	art.template = tmpl
	_, err = art.body()
	return art, err
}

func written(t *testing.T, art *Article, write func(*bytes.Buffer, *Article) error) string {
	t.Helper()
	var b bytes.Buffer
	if err := write(&b, art); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func pageOf(b *bytes.Buffer, a *Article) error     { return WriteHTMLForTest(b, a) }
func markdownOf(b *bytes.Buffer, a *Article) error { return WriteMarkdownForTest(b, a) }

// TestTemplateMarkup: what an editor writes reaches every format as
// written: links with escapes and entities, nested emphasis, one link
// around styled words, hard line breaks, code spans over a line's end,
// figures inside code, numbered lists from their own start, actions
// spaced as Hugo users space them, a byte-order mark; and what cannot be
// taken is refused with its line, never by a panic.
func TestTemplateMarkup(t *testing.T) {
	for _, c := range []struct {
		name, src string
		page      []string // in the HTML page
		md        []string // in index.md
	}{
		{"link escapes", "[amp](http://x.com/?a=1&amp;b=2) [esc](http://x.com/\\(a\\))\n",
			[]string{`href="http://x.com/?a=1&amp;b=2"`, `href="http://x.com/(a)"`}, []string{"(<http://x.com/?a=1&b=2>)", "(<http://x.com/(a)>)"}},
		{"nested emphasis", "*a **b***\n", []string{"<em>a </em><strong><em>b</em></strong>"}, []string{"*a* ***b***"}},
		{"one link around styled words", "[a `b` c](http://a.com)\n", []string{`<a href="http://a.com">a <code`, `b</code> c</a>`}, []string{"[a `b` c](<http://a.com>)"}},
		{"hard line break", "first line\\\n1\\. second\n", []string{"first line<br>1. second"}, []string{"first line\\\n1\\. second"}},
		{"code over a line's end", "`x\ny`\n", []string{">x y</code>"}, []string{"`x y`"}},
		{"figure in code", "`{{value \"Windows Native\" \"random-read-64k\" \"lat_mean_ns\"}}`\n", []string{">0.207 ms</code>"}, []string{"`0.207 ms`"}},
		{"numbered from 3", "3. three\n4. four\n", []string{`<ol start="3">`}, []string{"3. three\n4. four"}},
		{"spaced actions", "{{ table 1 }}\n\n{{  findings  }}\n\n{{findings}} {{/* a note */}}\n", []string{`id="table-1-random-read"`}, nil},
		{"byte-order mark", "\ufeff# Our title\n", []string{"<title>Our title</title>"}, []string{`title: "Our title"`}},
		{"table placed twice", "{{table 1}}\n\n{{table 1}}\n", []string{`id="table-1-random-read"`}, nil},
	} {
		art, err := withTemplate(t, c.src)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		page, md := written(t, art, pageOf), written(t, art, markdownOf)
		for _, w := range c.page {
			if !strings.Contains(page, w) {
				t.Errorf("%s: the page lacks %q", c.name, w)
			}
		}
		if n := strings.Count(page, `id="table-1-random-read"`); n > 1 {
			t.Errorf("%s: the page has the table's id %d times", c.name, n)
		}
		for _, w := range c.md {
			if !strings.Contains(md, w) {
				t.Errorf("%s: index.md lacks %q:\n%s", c.name, w, md)
			}
		}
	}
}

// TestTemplateRefusals: what cannot be taken is refused at its line,
// however the template is written.
func TestTemplateRefusals(t *testing.T) {
	for _, c := range []struct {
		name, src string
		line      int
		want      string
	}{
		{"a typed piece marker", "# T\n\n<!--iopress:piece:99-->\n", 3, "raw HTML is not taken"},
		{"a list in a list", "# Someone tested drives\n\nWords.\n\n- one\n  - two\n", 6, "a list inside a list"},
		{"a script link", "# T\n\nSee [this](javascript:alert(1)).\n", 3, "only http, https, mailto"},
		{"a piece inside with's sentence", "# T\n\n{{with findings}}{{.}} and more{{end}}\n", 3, `put it on a line of its own (at "{{findings}} and more")`},
	} {
		_, err := withTemplate(t, c.src)
		var te *TemplateError
		if !errors.As(err, &te) || te.Line != c.line || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want line %d and %q", c.name, err, c.line, c.want)
		}
	}
}
