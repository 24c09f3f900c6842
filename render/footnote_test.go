package render

import (
	"bytes"
	"errors"
	stdhtml "html"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/ingest"
)

// footnoteTemplate references two footnotes, one twice, defined in the
// other order, the second of two paragraphs.
const footnoteTemplate = `# {{title}}

The drive ran hot[^heat] and *throttled[^log]*.

Again[^heat].

[^log]: See [the log](https://example.com/log).
    A second paragraph.

[^heat]: At 70 °C, by its **SMART** record.

## More

{{table 1}}
`

// footnoteArticle is the bundled comparison written with a template.
func footnoteArticle(t *testing.T, src string) (*Article, error) {
	t.Helper()
	ds, err := ingest.File("../datasets/reference/article1/published.csv")
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tmpl, err := ParseTemplate("review.md", []byte(src))
	if err != nil {
		return nil, err
	}
	return Build(ds, a, Options{Template: tmpl})
}

// TestFootnotesInEveryFormat: an editor's footnotes are numbered by their
// first reference, as goldmark numbers them, referred to as [1] and [2]
// and listed at the article's end in the page, the fragment and the PDF;
// index.md holds them as Markdown footnotes, which Hugo's goldmark sets
// as footnotes.
func TestFootnotesInEveryFormat(t *testing.T) {
	art, err := footnoteArticle(t, footnoteTemplate)
	if err != nil {
		t.Fatal(err)
	}
	notes := []string{"At 70 °C, by its SMART record.", "See the log. A second paragraph."}
	body, err := art.body()
	if err != nil {
		t.Fatal(err)
	}
	last := body[len(body)-1]
	if last.Kind != ListBlock || !last.Notes || !last.Ordered || last.Role != Notes || len(last.Items) != 2 ||
		last.Items[0].String() != notes[0] || last.Items[1].String() != notes[1] {
		t.Fatalf("the body ends with %+v, want the footnotes %q", last, notes)
	}
	if got := body[1].Text.String(); got != "The drive ran hot[1] and throttled[2]." {
		t.Errorf("the first paragraph reads %q", got)
	}

	var page, fragment, pdf, md bytes.Buffer
	for w, write := range map[*bytes.Buffer]func(*bytes.Buffer) error{
		&page:     func(b *bytes.Buffer) error { return WriteHTMLForTest(b, art) },
		&fragment: func(b *bytes.Buffer) error { return WriteFragmentForTest(b, art) },
		&pdf:      func(b *bytes.Buffer) error { return WritePDFForTest(b, art) },
		&md:       func(b *bytes.Buffer) error { return WriteMarkdownForTest(b, art) },
	} {
		if err := write(w); err != nil {
			t.Fatal(err)
		}
	}
	tags := regexp.MustCompile(`<[^>]*>`)
	for name, html := range map[string]string{"article.html": page.String(), "article.fragment.html": fragment.String()} {
		text := stdhtml.UnescapeString(tags.ReplaceAllString(html, ""))
		if !strings.Contains(text, "The drive ran hot[1] and throttled[2].") || !strings.Contains(text, "Again[1].") {
			t.Errorf("%s: no references [1] and [2] in its text", name)
		}
		items := regexp.MustCompile(`(?s)<ol[^>]*>(.*?)</ol>`).FindAllStringSubmatch(html, -1)
		if len(items) == 0 {
			t.Fatalf("%s: no numbered list", name)
		}
		list := items[len(items)-1][1]
		li := regexp.MustCompile(`(?s)<li[^>]*>(.*?)</li>`).FindAllStringSubmatch(list, -1)
		if len(li) != 2 || stdhtml.UnescapeString(tags.ReplaceAllString(li[0][1], "")) != notes[0] || stdhtml.UnescapeString(tags.ReplaceAllString(li[1][1], "")) != notes[1] {
			t.Errorf("%s: the last numbered list is %q, want the notes %q", name, list, notes)
		}
	}
	text := strings.Join(strings.Fields(pdftotext(t, pdf.Bytes())), " ")
	for _, want := range []string{"The drive ran hot[1] and throttled[2].", "1. " + notes[0], "2. " + notes[1]} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF does not say %q", want)
		}
	}

	// index.md as Hugo reads it: goldmark with its footnotes.
	_, content, _ := strings.Cut(strings.TrimPrefix(md.String(), "---\n"), "\n---\n")
	var site bytes.Buffer
	if err := goldmark.New(goldmark.WithExtensions(extension.GFM, extension.Footnote)).Convert([]byte(content), &site); err != nil {
		t.Fatal(err)
	}
	html := site.String()
	if n := strings.Count(html, `<sup id="fnref`); n != 3 {
		t.Errorf("index.md's HTML has %d footnote references, want 3:\n%s", n, html)
	}
	section := regexp.MustCompile(`(?s)<div class="footnotes" role="doc-endnotes">.*?<ol>(.*?)</ol>`).FindStringSubmatch(html)
	if section == nil {
		t.Fatalf("index.md's HTML has no footnotes:\n%s", html)
	}
	li := regexp.MustCompile(`(?s)<li id="fn:(\d)">(.*?)</li>`).FindAllStringSubmatch(section[1], -1)
	backlinks := regexp.MustCompile(`(?s)&#160;<a href="#fnref[^"]*" class="footnote-backref"[^>]*>.*?</a>`)
	for i, want := range notes {
		if i >= len(li) || strings.TrimSpace(stdhtml.UnescapeString(tags.ReplaceAllString(backlinks.ReplaceAllString(li[i][2], ""), ""))) != want {
			t.Errorf("index.md's footnote %d is %q, want %q", i+1, li, want)
		}
	}
}

// TestUndefinedFootnoteIsRefused: a reference to a footnote the template
// does not define, which would show as "[^2]", is an error at its line.
func TestUndefinedFootnoteIsRefused(t *testing.T) {
	_, err := footnoteArticle(t, "# {{title}}\n\nOur words.\n\nHot[^1] and cold[^2].\n\n[^1]: Hot.\n")
	var te *TemplateError
	if !errors.As(err, &te) || te.Line != 5 || !strings.Contains(err.Error(), "footnote [^2] is not defined") {
		t.Errorf("%v, want an error at line 5 saying footnote [^2] is not defined", err)
	}
}
