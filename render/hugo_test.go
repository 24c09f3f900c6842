package render_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	articles "github.com/iopress/iopress/article"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/output"
	"github.com/iopress/iopress/render/words"
)

// hugoLayout is a site's page layout as a theme writes one: Hugo's own
// OpenGraph tags (the published time among them), and og:image from the
// page's image, a resource of its bundle.
const hugoLayout = `<!DOCTYPE html><html><head><title>{{ .Title }}</title>
{{ template "_internal/opengraph.html" . }}
{{ with .Params.image }}{{ with $.Resources.GetMatch . }}<meta property="og:image" content="{{ .Permalink }}">{{ end }}{{ end }}
</head><body>{{ .Content }}</body></html>
`

// TestHugoBuildsTheMarkdown: a real Hugo site (Debian's hugo) builds the
// md format's folder as a leaf bundle: the post is dated and has the
// image its template's front matter gives, a chart's PNG published
// beside it; its chart's SVG and its table's CSV are published where the
// page links to them; and its footnote is Hugo's.
func TestHugoBuildsTheMarkdown(t *testing.T) {
	needTool(t, "hugo")
	ds := cdmReview(t)
	plain, _, err := articles.Make(ds, articles.Settings{Lang: words.Turkish})
	if err != nil {
		t.Fatal(err)
	}
	if len(plain.Charts) < 2 {
		t.Fatal("fewer than two charts")
	}
	image := plain.Charts[1].Name + ".png"
	tmpl, err := render.ParseTemplate("review.md", []byte("---\ndate: 2024-01-06T10:00:00+03:00\nimage: "+image+
		"\ntags: [ssd, inceleme]\n---\n\n# {{title}}\n\nSürücüler sınandı[^1].\n\n[^1]: CrystalDiskMark ile.\n\n{{chart 2}}\n\n{{table 1}}\n"))
	if err != nil {
		t.Fatal(err)
	}
	art, _, err := articles.Make(ds, articles.Settings{Lang: words.Turkish, Template: tmpl})
	if err != nil {
		t.Fatal(err)
	}
	site := t.TempDir()
	for name, text := range map[string]string{
		"config.toml":                  "baseURL = \"https://example.org/\"\ntitle = \"Site\"\nlanguageCode = \"tr\"\ndisableKinds = [\"taxonomy\", \"term\", \"RSS\", \"sitemap\", \"robotsTXT\", \"404\"]\n",
		"layouts/_default/single.html": hugoLayout,
		"layouts/_default/list.html":   "{{ range .Pages }}{{ .Title }}{{ end }}\n",
	} {
		path := filepath.Join(site, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := output.WriteDir(filepath.Join(site, "content", "posts", "review"), art, output.Markdown); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("hugo", "--quiet", "--source", site, "--destination", filepath.Join(site, "public"), "--cacheDir", filepath.Join(site, "cache"))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("hugo: %v\n%s", err, out)
	}
	post := filepath.Join(site, "public", "posts", "review")
	page, err := os.ReadFile(filepath.Join(post, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	html := string(page)
	for _, want := range []string{
		`<meta property="article:published_time" content="2024-01-06T10:00:00+03:00" />`,
		`<meta property="og:image" content="https://example.org/posts/review/` + image + `">`,
		`<meta property="og:title" content="` + art.Title + `" />`,
		`<sup id="fnref:1"><a href="#fn:1" class="footnote-ref" role="doc-noteref">1</a></sup>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the built page lacks %s:\n%s", want, html)
		}
	}
	// What the page links to is published beside it.
	links := regexp.MustCompile(`(?:src|href)="([^"#:]+\.(?:png|svg|csv))"`).FindAllStringSubmatch(html, -1)
	if len(links) != 2 {
		t.Errorf("the page links to %q, want its chart and its table's CSV", links)
	}
	for _, name := range append([]string{image}, func() (out []string) {
		for _, l := range links {
			out = append(out, l[1])
		}
		return out
	}()...) {
		if _, err := os.Stat(filepath.Join(post, name)); err != nil {
			t.Errorf("%s is not published beside the page: %v", name, err)
		}
	}
}
