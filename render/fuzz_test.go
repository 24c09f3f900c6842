package render

import (
	"io"
	"os"
	"path/filepath"
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

// FuzzTheme: any text as a theme file is loaded or refused with an error
// naming the file; it never panics.
func FuzzTheme(f *testing.F) {
	f.Add([]byte("[colors]\naccent = \"#7b2d26\"\npalette = [\"#4477aa\", \"#ee6677\"]\n[page]\nsize = \"Letter\"\nmargin = \"20mm\"\n[chart]\nwidth = 600\nheight = 300\n"))
	f.Add([]byte("logo = \"nope.png\"\n[fonts]\nbody = \"x.ttf\"\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		path := filepath.Join(t.TempDir(), "theme.toml")
		if err := os.WriteFile(path, src, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := LoadTheme(path); err != nil && err.Error() == "" {
			t.Fatal("an empty error")
		}
	})
}
