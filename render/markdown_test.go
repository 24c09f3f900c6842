package render_test

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	"github.com/iopress/iopress/render"
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
		if _, err := render.WriteDir(dir, art, render.Markdown); err != nil {
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
