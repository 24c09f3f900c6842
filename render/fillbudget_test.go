package render

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/iopress/iopress/render/words"
)

// fill fills src as article 1's template, under ctx, and gives what it
// took: the bytes allocated while it ran, and its error.
func fill(t *testing.T, ctx context.Context, src string) (allocated uint64, err error) {
	t.Helper()
	art := comparisonIn(t, words.English)
	tmpl, err := ParseTemplate("hostile.md", []byte(src))
	if err != nil {
		return 0, err
	}
	art.template = tmpl.WithContext(ctx)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = art.body()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc, err
}

// TestTemplatesHaveADocumentsRoom: a template that asks for more than an
// article (a loop of a billion turns, with or without text, loops in
// loops, a template calling itself, a value doubled until it fills the
// memory, a table placed a hundred thousand times, a line of 100,000
// quotes, a paragraph of links that never close) is refused at the line
// that asked, having allocated no more than its text and a million turns
// take (most of it garbage at once; a million turns of a range allocate
// 83 MB, 141 MB under the race detector): each of these once ran out of
// memory or ran for minutes.
func TestTemplatesHaveADocumentsRoom(t *testing.T) {
	for _, c := range []struct {
		name, src, want string
		line            int
	}{
		{"a long loop", "# T\n\n{{range 1000000000}}{{end}}\n", "loops and template calls run more than 1,000,000 times", 3},
		{"a long loop that writes", "# T\n\nWords.\n\n{{range 1000000000}}x{{end}}\n", "makes more than 256 KiB of text", 5},
		{"loops in loops", "# T\n\n{{range 100000}}\n{{range 100000}}{{end}}{{end}}\n", "run more than 1,000,000 times", 4},
		{"a template calling itself", "# T\n\n{{define \"r\"}}{{template \"r\" .}}{{end}}\n{{template \"r\"}}\n", "templates call templates more than 100 deep", 3},
		{"a value doubled", "# T\n\n{{$x := \"abcdefgh\"}}\n{{range 40}}{{$x = print $x $x}}{{end}}\n", "{{print $x $x}}: the template makes more than 256 KiB", 4},
		{"a format grown", "# T\n\n{{range 1000}}{{printf \"%0900000d\" 0}}{{end}}\n", "{{printf \"%0900000d\" 0}}: the template makes more than 256 KiB", 3},
		{"escapes doubled", "# T\n\n{{$x := \"\\\\\"}}{{range 40}}{{$x = js $x}}{{end}}\n", "{{js $x}}: the template makes more than 256 KiB", 3},
		{"a table placed again and again", "# T\n\n{{range 100000}}\n{{tables}}\n{{end}}\n", "{{tables}}: the template places more than 2,000", 4},
		{"texts placed again and again", "# T\n\n{{range 100000}}{{say \"Key findings\"}}{{end}}\n", "the template makes more than 256 KiB", 3},
		{"100,000 quotes", "# T\n\n" + strings.Repeat("> ", 100000) + "a\n", "a line opens 100000 lists or quotes", 3},
		{"lists by a loop", "# T\n\n{{range 10000}}1. {{end}}a\n", "a line opens 10000 lists or quotes", 0},
		{"a line indented far", "# T\n\n- a\n" + strings.Repeat(" ", 100) + "b\n", "a line is indented 100 columns", 4},
		{"links that never close", "# T\n\nWords.\n\n" + strings.Repeat("[a](", 40000) + "\n", "a paragraph with 40000 closing brackets", 5},
		{"a file too large", strings.Repeat("word ", 60000), "more than the 256 KiB taken", 0},
	} {
		allocated, err := fill(t, context.Background(), c.src)
		var te *TemplateError
		if !errors.As(err, &te) || te.Line != c.line || te.File != "hostile.md" || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want line %d and %q", c.name, err, c.line, c.want)
		}
		if allocated > 200<<20 {
			t.Errorf("%s: allocated %d MB before it was refused", c.name, allocated>>20)
		}
	}
}

// TestTemplateWithinItsRoom: what a long article needs is taken, and
// Markdown read node by node costs in proportion to its nodes: a
// paragraph of 100,000 brackets (which once took its square, 5 GB) and a
// word of 50,000 characters fill within a few hundred megabytes
// allocated, however the machine is loaded.
func TestTemplateWithinItsRoom(t *testing.T) {
	for _, c := range []struct {
		name, src string
	}{
		{"100,000 brackets", "# T\n\n" + strings.Repeat("[", 100000) + "\n"},
		{"a word of 50,000 characters", "# T\n\n" + strings.Repeat("a", 50000) + "\n"},
		{"a long article", "# {{title}}\n\n" + strings.Repeat("A sentence of an editor's, with a [link](https://example.com) and *emphasis*.\n\n", 2000) + "{{tables}}\n\n{{charts}}\n"},
		{"a loop of pieces", "# T\n\n{{range 10}}\n{{findings}}\n\n{{tables}}\n{{end}}\n"},
	} {
		allocated, err := fill(t, context.Background(), c.src)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
		if allocated > 300<<20 {
			t.Errorf("%s: allocated %d MB to fill", c.name, allocated>>20)
		}
	}
}

// stopsAfter is a context done after its Err has been asked n times:
// Ctrl-C pressed while a fill runs, at a point the test knows.
type stopsAfter struct {
	context.Context
	n int
}

func (c *stopsAfter) Err() error {
	if c.n--; c.n < 0 {
		return context.Canceled
	}
	return nil
}

// TestTemplateFillStopsWhenAsked: a fill of loops in loops that write
// nothing stops at the next turn once its context is done (Ctrl-C); it
// once ran on to its end. The error says so at the loop's line, in words,
// and is context.Canceled to a program.
func TestTemplateFillStopsWhenAsked(t *testing.T) {
	ctx := &stopsAfter{Context: context.Background(), n: 1000}
	_, err := fill(t, ctx, "# T\n\n{{range 1000}}\n{{range 1000}}{{end}}{{end}}\n")
	var te *TemplateError
	if !errors.As(err, &te) || te.Line != 4 || !errors.Is(err, context.Canceled) || err.Error() != "hostile.md:4: filling the template stopped: interrupted" {
		t.Fatalf("%v, want the fill stopped at line 4", err)
	}
	if ctx.n < -1 {
		t.Errorf("the fill went on %d turns after it was stopped", -ctx.n-1)
	}
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := fill(t, canceled, "# T\n\nWords.\n"); !errors.Is(err, context.Canceled) {
		t.Errorf("a fill under a done context: %v", err)
	}
}

// TestReadTemplateTakesRegularFiles: a template file is read within its
// size, and a folder is refused by what it is.
func TestReadTemplateTakesRegularFiles(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.md")
	if err := os.WriteFile(big, []byte(strings.Repeat("word ", 60000)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadTemplate(big); err == nil || !strings.Contains(err.Error(), "big.md is 293.0 KiB, more than the 256 KiB taken") {
		t.Errorf("a template of 300,000 bytes: %v", err)
	}
	if _, err := ReadTemplate(dir); err == nil || !strings.Contains(err.Error(), "is a folder, not a file") {
		t.Errorf("a folder as a template: %v", err)
	}
	ok := filepath.Join(dir, "ok.md")
	if err := os.WriteFile(ok, []byte("# {{title}}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadTemplate(ok); err != nil {
		t.Errorf("a template: %v", err)
	}
}

// TestLongDataIsTheDatasNotTheTemplates: a title longer than a fill's
// budget (the data's, or --title's) is placed once by the default
// template; placing it again and again is the template's doing, and
// counts.
func TestLongDataIsTheDatasNotTheTemplates(t *testing.T) {
	art := comparisonIn(t, words.English)
	art.Title = strings.Repeat("A long title ", 30000)
	if _, err := art.body(); err != nil {
		t.Errorf("the default template with a title of %d bytes: %v", len(art.Title), err)
	}
	tmpl, err := ParseTemplate("again.md", []byte("# {{title}}\n\n{{range 3}}{{title}} {{end}}\n"))
	if err != nil {
		t.Fatal(err)
	}
	art.template = tmpl
	if _, err := art.body(); err == nil || !strings.Contains(err.Error(), "again.md:3: {{title}}: the template makes more than 256 KiB") {
		t.Errorf("a long title placed four times: %v", err)
	}
}
