package markdown

import (
	"bytes"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	"github.com/iopress/iopress/render"
)

// TestMarkdownWritesWhatItReads: the Markdown written of styled text is
// read back by goldmark as the same styles.
func TestMarkdownWritesWhatItReads(t *testing.T) {
	for _, c := range []struct {
		text render.Text
		html string
	}{
		{render.Text{{Text: "a ", Emph: true}, {Text: "b", Emph: true, Strong: true}}, "<p><em>a</em> <em><strong>b</strong></em></p>"},
		{render.Text{{Text: "a ", Link: "http://a.com"}, {Text: "b", Code: true, Link: "http://a.com"}, {Text: " c", Link: "http://a.com"}}, `<p><a href="http://a.com">a <code>b</code> c</a></p>`},
		{render.Text{{Text: "1. not a list and *not* emphasis_"}}, "<p>1. not a list and *not* emphasis_</p>"},
		{render.Text{{Text: "bold "}, {Text: "words", Strong: true}, {Text: " after"}}, "<p>bold <strong>words</strong> after</p>"},
	} {
		var b bytes.Buffer
		if err := goldmark.New(goldmark.WithExtensions(extension.GFM)).Convert([]byte(markdownText(c.text)), &b); err != nil {
			t.Fatal(err)
		}
		if got := strings.TrimSpace(b.String()); got != c.html {
			t.Errorf("%q wrote %q, read back as %s, want %s", c.text, markdownText(c.text), got, c.html)
		}
	}
}
