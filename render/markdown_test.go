package render_test

import (
	"bytes"
	"encoding/xml"
	stdhtml "html"
	"io"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/chart"
	"github.com/iopress/iopress/render/markdown"
	"github.com/iopress/iopress/render/output"
	"github.com/iopress/iopress/render/table"
)

// TestMarkdownShowsEveryTableAndChart: the md format's folder, its
// index.md turned into HTML by goldmark with GFM (as Hugo does, its
// front matter set aside), shows
// every table of the article as a table and every chart as an image of an
// SVG file beside it that parses as XML and has a title; every link to a
// table's CSV finds its file; and the page holds no raw HTML, which Hugo
// drops.
func TestMarkdownShowsEveryTableAndChart(t *testing.T) {
	for name, art := range webArticles(t) {
		dir := t.TempDir()
		if _, err := output.WriteDir(dir, art, output.Markdown); err != nil {
			t.Fatal(err)
		}
		md, err := os.ReadFile(filepath.Join(dir, "index.md"))
		if err != nil {
			t.Fatal(err)
		}
		front, content, ok := bytes.Cut(bytes.TrimPrefix(md, []byte("---\n")), []byte("\n---\n"))
		if !ok || !bytes.HasPrefix(md, []byte("---\n")) || !bytes.Contains(front, []byte("title: ")) {
			t.Fatalf("%s: index.md has no front matter with a title", name)
		}
		md = content
		var page bytes.Buffer
		if err := goldmark.New(goldmark.WithExtensions(extension.GFM)).Convert(md, &page); err != nil {
			t.Fatal(err)
		}
		html := page.String()
		if strings.Contains(html, "raw HTML omitted") {
			t.Errorf("%s: index.md holds raw HTML, which Hugo drops", name)
		}
		tables := len(art.Tables)
		if art.SetupTable != nil {
			tables++ // the test setup's
		}
		if n := strings.Count(html, "<table>"); n != tables {
			t.Errorf("%s: %d tables in the Markdown's HTML, %d in the article", name, n, tables)
		}
		images := regexp.MustCompile(`<img src="([^"]+)" alt="([^"]*)"`).FindAllStringSubmatch(html, -1)
		if len(images) != len(art.Charts) {
			t.Errorf("%s: %d images in the Markdown's HTML, %d charts in the article", name, len(images), len(art.Charts))
		}
		for i, img := range images {
			if i < len(art.Charts) && img[1] != art.Charts[i].Name+".svg" {
				t.Errorf("%s: image %d is %s, want chart %s", name, i+1, img[1], art.Charts[i].Name)
			}
			checkSVG(t, filepath.Join(dir, img[1]))
		}
		for _, link := range regexp.MustCompile(`<a href="([^"]+\.csv)">`).FindAllStringSubmatch(html, -1) {
			if _, err := os.Stat(filepath.Join(dir, link[1])); err != nil {
				t.Errorf("%s: the link to %s finds no file: %v", name, link[1], err)
			}
		}
	}
}

// checkSVG reads an SVG file as XML to its end and finds its title.
func checkSVG(t *testing.T, path string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Error(err)
		return
	}
	defer f.Close()
	d := xml.NewDecoder(f)
	title := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Errorf("%s: not XML: %v", path, err)
			return
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "title" {
			title = true
		}
	}
	if !title {
		t.Errorf("%s has no <title>", path)
	}
}

// TestMarkdownHoldsNoSiteTemplates: names from the data holding Hugo's
// shortcodes and Jekyll's Liquid ({{% ref %}}, {{< x >}}, {% include %},
// {{ site.github.token }}) and line breaks reach index.md in its
// headings, text, lists, code, table cells, captions, image text and
// front matter with no {{, {%, %} or }} left for a site generator to
// run (Hugo and Jekyll read index.md before Markdown does), each table
// row on one line; and goldmark reads it back (as Hugo does) as the same
// literal text, the table with as many cells in each row as columns.
func TestMarkdownHoldsNoSiteTemplates(t *testing.T) {
	names := []string{"{{% ref \"x\" %}}", "{{< youtube x >}}", "{% include secret.html %}", "{{ site.github.token }}", "two\nlines", "cr\rhere"}
	shown := func(s string) string { return strings.NewReplacer("\r\n", " ", "\r", " ", "\n", " ").Replace(s) }
	text := strings.Join(names, " ")
	tb := &render.Table{Table: table.Table{Name: "table-1", Title: "Table of " + names[3], Corner: names[2], Groups: []string{names[1]}, Systems: names,
		Rows: []render.TableRow{{Label: names[0], Unit: names[4], Quantity: "iops"}}}}
	for _, n := range names {
		tb.Rows[0].Cells = append(tb.Rows[0].Cells, render.TableCell{Text: n})
	}
	art := &render.Article{Title: text, Tables: []*render.Table{tb}}
	ds := bundled(t)
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	built, err := render.Build(ds, a, render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ch := built.Charts[0]
	ch.Title = names[3] + "\n" + names[0]
	art.Charts = []*chart.Chart{ch}
	art.Body = []render.Block{
		{Kind: render.HeadingBlock, Level: 1, Text: render.Plain(text)},
		{Kind: render.HeadingBlock, Level: 2, Text: render.Plain(text)},
		{Kind: render.ParagraphBlock, Text: render.Text{{Text: text}, {Text: names[3], Code: true}, {Text: " and "}, {Text: names[0], Strong: true}}},
		{Kind: render.ListBlock, Items: []render.Text{render.Plain(names[2]), render.Plain("=== " + names[3])}},
		{Kind: render.TableBlock, Table: tb},
		{Kind: render.ChartBlock, Chart: ch},
	}
	var b bytes.Buffer
	if err := markdown.Write(&b, art); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	for _, syntax := range []string{"{{", "{%", "%}", "}}"} {
		if strings.Contains(md, syntax) {
			t.Errorf("index.md holds %q:\n%s", syntax, md)
		}
	}
	front, content, _ := strings.Cut(strings.TrimPrefix(md, "---\n"), "\n---\n")
	title := regexp.MustCompile(`(?m)^title: (".*")$`).FindStringSubmatch(front)
	// YAML's double-quoted escapes are Go's, and \u007B for a brace.
	if got, err := strconv.Unquote(strings.NewReplacer(`\u007B`, "{", `\u007D`, "}").Replace(title[1])); title == nil || err != nil || got != text {
		t.Errorf("front matter title %q, want %q (%v)", title, text, err)
	}
	var page bytes.Buffer
	if err := goldmark.New(goldmark.WithExtensions(extension.GFM)).Convert([]byte(content), &page); err != nil {
		t.Fatal(err)
	}
	html := page.String()
	unescaped := stdhtml.UnescapeString(html)
	for _, n := range names {
		if !strings.Contains(unescaped, shown(n)) {
			t.Errorf("the page does not show %q:\n%s", shown(n), html)
		}
	}
	if got := strings.Count(html, "<h2>"); got != 1 {
		t.Errorf("%d second-level headings, want 1:\n%s", got, html)
	}
	if strings.Contains(html, "<h1>") || strings.Contains(html, "<hr>") {
		t.Errorf("a line of the text became a heading or a rule:\n%s", html)
	}
	rows := regexp.MustCompile(`(?s)<tr>(.*?)</tr>`).FindAllStringSubmatch(html, -1)
	if len(rows) != 2 {
		t.Fatalf("%d table rows, want 2:\n%s", len(rows), html)
	}
	for _, r := range rows {
		if n := strings.Count(r[1], "<t"); n != 1+len(names) {
			t.Errorf("a row of %d cells, want %d: %s", n, 1+len(names), r[1])
		}
	}
	if !strings.Contains(unescaped, `alt="`+shown(ch.Title)+`"`) {
		t.Errorf("the chart's image text is not its title:\n%s", html)
	}
}

// TestMarkdownTableHeadsAreShort: a Markdown table's column heads are
// its systems (after their group where the table has several), so that
// it fits a phone; the heading of a table's only group (a CrystalDiskMark
// grid's unit and its definition) is said once, under the table, not in
// every head.
func TestMarkdownTableHeadsAreShort(t *testing.T) {
	for name, art := range webArticles(t) {
		var md bytes.Buffer
		if err := markdown.Write(&md, art); err != nil {
			t.Fatal(err)
		}
		_, content, _ := bytes.Cut(bytes.TrimPrefix(md.Bytes(), []byte("---\n")), []byte("\n---\n"))
		var page bytes.Buffer
		if err := goldmark.New(goldmark.WithExtensions(extension.GFM)).Convert(content, &page); err != nil {
			t.Fatal(err)
		}
		// Each results table, by its title above it (the setup's table
		// is another).
		byTitle := map[string][]string{}
		html := page.String()
		note := regexp.MustCompile(`(?s)^\s*<p>(.*?)</p>`)
		for _, m := range regexp.MustCompile(`(?s)<p><strong>([^<]*)</strong></p>\s*<table>(.*?)</table>`).FindAllStringSubmatchIndex(html, -1) {
			under := ""
			if n := note.FindStringSubmatch(html[m[1]:]); n != nil {
				under = n[1]
			}
			byTitle[stdhtml.UnescapeString(html[m[2]:m[3]])] = []string{html[m[2]:m[3]], html[m[4]:m[5]], under}
		}
		onlyGroup := 0
		for _, tb := range art.Tables {
			table := byTitle[tb.Title]
			if table == nil {
				t.Fatalf("%s: no table titled %q with a note under it; have %q", name, tb.Title, slices.Collect(maps.Keys(byTitle)))
			}
			want := []string{tb.Corner}
			for _, g := range tb.Groups {
				for _, s := range tb.Systems {
					if len(tb.Groups) > 1 {
						s = g + " · " + s
					}
					want = append(want, s)
				}
			}
			var heads []string
			for _, th := range regexp.MustCompile(`<th[^>]*>(.*?)</th>`).FindAllStringSubmatch(table[1], -1) {
				heads = append(heads, stdhtml.UnescapeString(th[1]))
			}
			if strings.Join(heads, "|") != strings.Join(want, "|") {
				t.Errorf("%s, %s: heads %q, want %q", name, tb.Name, heads, want)
			}
			if len(tb.Groups) == 1 && tb.Groups[0] != "" {
				onlyGroup++
				// The note is body text, whose figures are bound to their
				// units by no-break spaces (Lang.Bind).
				if note := strings.ReplaceAll(stdhtml.UnescapeString(table[2]), "\u00a0", " "); !strings.HasPrefix(note, tb.Groups[0]+" · ") {
					t.Errorf("%s, %s: the note under it %q does not start with its group's heading %q", name, tb.Name, note, tb.Groups[0])
				}
			}
		}
		if name == "cdm" && onlyGroup == 0 {
			t.Errorf("%s: no table of one group to test", name)
		}
	}
}
