package render

import (
	"io"
	"testing"

	"github.com/iopress/iopress/render/words"
)

// FuzzTemplate: any text as a template is parsed and filled for a real
// article, or refused with an error; it never panics, and a body it
// fills is laid out by the Markdown writer.
func FuzzTemplate(f *testing.F) {
	f.Add([]byte(DefaultTemplateSource()))
	f.Add([]byte("# {{title}}\n\n{{value \"Linux io_uring\" \"random-read-4k\" \"iops\"}} **bold** *em* `code` [l](x)\n\n{{table 1}}\n\n- a\n- b\n"))
	f.Add([]byte("{{with findings}}{{.}}{{end}}\n| a |\n|---|\n<div>x</div>\n    code\n> quote\n"))
	art := comparisonIn(f, words.English)
	f.Fuzz(func(t *testing.T, src []byte) {
		tmpl, err := ParseTemplate("fuzz.md", src)
		if err != nil {
			return
		}
		a := *art
		a.template = tmpl
		body, err := a.body()
		if err != nil {
			return
		}
		a.Body = body
		if err := WriteMarkdownForTest(io.Discard, &a); err != nil {
			t.Fatal(err)
		}
	})
}
