package web_test

import (
	"bytes"
	"math"
	"testing"

	articles "github.com/iopress/iopress/article"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/web"
	"github.com/iopress/iopress/render/words"
)

// TestWebFontsHoldTheirGlyphs: the fonts a page carries, cut to its
// text, set every text of the page as the whole fonts do, to the pixel:
// no glyph is missing (a Hindi page's conjuncts, which the browser
// shapes itself; a theme of four DejaVu fonts).
func TestWebFontsHoldTheirGlyphs(t *testing.T) {
	chrome := rendertest.Chrome(t)
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	hindi, _, err := articles.Make(ds, articles.Settings{Kind: articles.Comparison, Lang: words.Hindi})
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]*render.Article{"comparison in Hindi": hindi}
	if th := rendertest.DejaVuTheme(t); th != nil {
		art, _, err := articles.Make(ds, articles.Settings{Kind: articles.Comparison, Theme: th})
		if err != nil {
			t.Fatal(err)
		}
		cases["DejaVu theme"] = art
	}
	const script = `out = [];
const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let n = w.nextNode(); n; n = w.nextNode()) {
  if (!n.textContent.trim()) continue;
  const rg = document.createRange(); rg.selectNodeContents(n);
  out.push(Math.round(rg.getBoundingClientRect().width * 100) / 100);
}`
	for name, art := range cases {
		var b bytes.Buffer
		if err := web.WriteHTML(&b, art); err != nil {
			t.Fatal(err)
		}
		page := b.String()
		whole := web.WithWholeFonts(t, page, art)
		if whole == page {
			t.Fatalf("%s: the page carries no font", name)
		}
		var cut, full []float64
		rendertest.InBrowser(t, chrome, page, 1000, script, &cut)
		rendertest.InBrowser(t, chrome, whole, 1000, script, &full)
		if len(cut) != len(full) || len(cut) < 50 {
			t.Fatalf("%s: %d texts, %d with the whole fonts", name, len(cut), len(full))
		}
		for i := range cut {
			if math.Abs(cut[i]-full[i]) > 0.05 {
				t.Errorf("%s: text %d is %v px wide, %v with the whole fonts", name, i+1, cut[i], full[i])
			}
		}
	}
}
