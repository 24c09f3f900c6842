package render_test

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	articles "github.com/iopress/iopress/article"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/web"
	"github.com/iopress/iopress/render/words"
)

// measureScript reports (rendertest.InBrowser runs it) the document's
// width and its viewport's, the elements reaching past the viewport
// outside a box of their own that scrolls, and every table cell's look
// and width.
const measureScript = `
  const d = document.documentElement;
  out = {scroll: d.scrollWidth, client: d.clientWidth, over: [], tables: []};
  for (const e of document.querySelectorAll("body *")) {
    let boxed = false;
    for (let p = e.parentElement; p; p = p.parentElement) if (getComputedStyle(p).overflowX === "auto") boxed = true;
    if (!boxed && e.getBoundingClientRect().right > d.clientWidth + 1) out.over.push(e.tagName + " " + e.textContent.slice(0, 40));
  }
  for (const t of document.querySelectorAll("table")) {
    out.tables.push([...t.rows].map(r => [...r.cells].map(c => {
      const s = getComputedStyle(c);
      return {bg: s.backgroundColor, weight: s.fontWeight, align: s.textAlign, color: s.color, width: c.getBoundingClientRect().width};
    })));
  }`

// layout is what measureScript reports.
type layout struct {
	Scroll, Client float64
	Over           []string
	Tables         [][][]struct {
		BG     string `json:"bg"`
		Weight string
		Align  string
		Color  string
		Width  float64
	}
}

// measure opens an HTML document in headless Chromium, in a frame width
// pixels wide (Chromium's window is never narrower than 500), and reads
// its layout.
func measure(t *testing.T, chrome, html string, width int) layout {
	t.Helper()
	var l layout
	rendertest.InBrowser(t, chrome, html, width, measureScript, &l)
	return l
}

// bareSite is a page of a site with no stylesheet, the fragment pasted in.
// Its body has no margin, as the page's has none, so that the two give
// the article the same width, and the page's fonts: a fragment of the
// default theme sets its text in the site's.
func bareSite(fragment string) string {
	return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>site</title></head>` +
		`<body style="margin: 0; font-family: &quot;Liberation Sans&quot;, Arial, Helvetica, sans-serif">` + fragment + `</body></html>`
}

// webArticles are a comparison, a sweep and a CrystalDiskMark review, the
// comparison in Hindi as well (the longest words of the catalog).
func webArticles(t *testing.T) map[string]*render.Article {
	t.Helper()
	sweep := &datasets.Dataset{}
	for _, dir := range []string{"../analyze/testdata/sweep-iopress/tmpfs", "../analyze/testdata/sweep-iopress/disk"} {
		one, err := datasets.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		sweep.Append(one)
	}
	cdm, err := ingest.File("../ingest/cdm/testdata/cdm3.0.2-utf16le-bom-crlf.txt")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*render.Article{}
	for name, c := range map[string]struct {
		ds   *datasets.Dataset
		kind articles.Kind
		lang words.Lang
		base string
	}{
		"comparison":          {bundled(t), articles.Comparison, words.English, ""},
		"comparison in Hindi": {bundled(t), articles.Comparison, words.Hindi, ""},
		"sweep":               {sweep, articles.Sweep, words.English, "disk"},
		"cdm":                 {cdm, articles.CDM, words.English, ""},
	} {
		art, _, err := articles.Make(c.ds, articles.Settings{Kind: c.kind, Lang: c.lang, Analysis: analyze.Options{Baseline: c.base}})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = art
	}
	return out
}

func writeWeb(t *testing.T, art *render.Article) (page, fragment string) {
	t.Helper()
	var p, f bytes.Buffer
	if err := web.WriteHTML(&p, art); err != nil {
		t.Fatal(err)
	}
	if err := web.WriteFragment(&f, art); err != nil {
		t.Fatal(err)
	}
	return p.String(), f.String()
}

// TestWebOnAPhone: at 400 pixels wide, a phone's, neither the page nor
// the fragment pasted into a site with no stylesheet is wider than the
// screen: tables scroll in their own box, charts scale to the width, and
// long words (a source's sha256) break.
func TestWebOnAPhone(t *testing.T) {
	chrome := rendertest.Chrome(t)
	for name, art := range webArticles(t) {
		page, fragment := writeWeb(t, art)
		for what, html := range map[string]string{"page": page, "fragment": bareSite(fragment)} {
			l := measure(t, chrome, html, 400)
			if l.Client != 400 || l.Scroll != l.Client || len(l.Over) > 0 {
				t.Errorf("%s, %s at 400 px: document %v px wide in a %v px viewport; past its edge: %q", name, what, l.Scroll, l.Client, l.Over)
			}
		}
	}
}

// TestFragmentLooksLikeThePage: the fragment, pasted into a page with no
// stylesheet, holds no page of its own (no html, head or style), and its
// tables are laid out as the standalone page's: the same cells, in the
// same colours, weights and alignment, as wide to the pixel.
func TestFragmentLooksLikeThePage(t *testing.T) {
	chrome := rendertest.Chrome(t)
	arts := webArticles(t)
	for _, name := range []string{"comparison", "cdm"} {
		page, fragment := writeWeb(t, arts[name])
		for _, tag := range []string{"<html", "<head", "<style", "<body", "<script", "class=", "@font-face"} {
			if strings.Contains(fragment, tag) {
				t.Errorf("%s: the fragment holds %s", name, tag)
			}
		}
		want, got := measure(t, chrome, page, 1000), measure(t, chrome, bareSite(fragment), 1000)
		if len(got.Tables) != len(want.Tables) || len(want.Tables) == 0 {
			t.Fatalf("%s: %d tables in the fragment, %d on the page", name, len(got.Tables), len(want.Tables))
		}
		for i := range want.Tables {
			if len(got.Tables[i]) != len(want.Tables[i]) {
				t.Errorf("%s, table %d: %d rows, the page's has %d", name, i+1, len(got.Tables[i]), len(want.Tables[i]))
				continue
			}
			for r := range want.Tables[i] {
				if len(got.Tables[i][r]) != len(want.Tables[i][r]) {
					t.Errorf("%s, table %d, row %d: %d cells, the page's has %d", name, i+1, r+1, len(got.Tables[i][r]), len(want.Tables[i][r]))
					continue
				}
				for c, w := range want.Tables[i][r] {
					g := got.Tables[i][r][c]
					if g.BG != w.BG || g.Weight != w.Weight || g.Align != w.Align || g.Color != w.Color || math.Abs(g.Width-w.Width) > 1 {
						t.Errorf("%s, table %d, row %d, cell %d: %+v in the fragment, %+v on the page", name, i+1, r+1, c+1, g, w)
					}
				}
			}
		}
	}
}
