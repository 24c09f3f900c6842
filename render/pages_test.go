package render_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	articles "github.com/iopress/iopress/article"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/output"
	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/web"
	"github.com/iopress/iopress/render/words"
)

// siteWith is a page of a site whose stylesheet is css, the fragment
// pasted into it.
func siteWith(css, fragment string) string {
	return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>site</title><style>` +
		css + `</style></head><body>` + fragment + `</body></html>`
}

// Stylesheets of sites a fragment is pasted into: a dark theme's, and one
// that changes what a reader relies on (the issue's, and what WordPress
// themes commonly set).
const (
	darkSite = `body { background: #121212; color: #e0e0e0; font-family: Georgia, serif; }
p, li { color: #cfcfcf; } h1, h2, h3 { color: #fafafa; } a { color: #8ab4f8; }
table, th, td { background: #1e1e1e; color: #ddd; } code { background: #333; color: #f8f8f2; }
svg text { fill: #eee; }`
	hostileSite = `ol, ul { list-style: none; padding: 0; } li { list-style: none; } caption { caption-side: bottom; text-align: right; }
h1, h2, h3 { text-transform: uppercase; letter-spacing: .2em; font-weight: 300; } p { text-transform: lowercase; }
svg text { fill: red; font-size: 20px; } table { width: 100%; border: 2px solid #000; } th, td { border: 1px solid #999; text-align: center; padding: 0; }
th { text-transform: uppercase; } sup { vertical-align: super; font-size: 1em; } strong, em { color: green; }`
)

// styleScript reports, for every element of the fragment, the computed
// style of what its reading depends on.
const styleScript = `out = [];
const props = ["color", "backgroundColor", "listStyleType", "captionSide", "textTransform", "letterSpacing", "fontWeight",
  "fontSize", "textAlign", "borderTopWidth", "borderLeftWidth", "fill", "verticalAlign", "display", "width"];
for (const e of document.querySelectorAll("div[lang] *")) {
  if (e.closest("svg") && e.tagName !== "text" && e.tagName !== "svg") continue;
  const s = getComputedStyle(e);
  const o = {tag: e.tagName};
  for (const p of props) o[p] = s[p];
  if (e.tagName === "svg" || e.tagName === "TABLE") o.width = String(Math.round(e.getBoundingClientRect().width));
  out.push(o);
}`

// templateArticle is the bundled comparison written through a template
// with what a fragment must keep under a site's stylesheet: headings, an
// ordered list, a link, emphasis, code, a table with marks and a chart.
func templateArticle(t *testing.T, lang words.Lang) *render.Article {
	t.Helper()
	tmpl, err := render.ParseTemplate("review.md", []byte("# {{title}}\n\nWhy we tested, with *emphasis*, **strength**, `code` and a [link](https://example.com/review).\n\n"+
		"1. first step\n2. second step\n\n## {{say \"Key findings\"}}\n\n{{findings}}\n\n{{table 1}}\n\n{{chart 1}}\n\n{{sources}}\n"))
	if err != nil {
		t.Fatal(err)
	}
	art, _, err := articles.Make(bundled(t), articles.Settings{Kind: articles.Comparison, Lang: lang, Template: tmpl})
	if err != nil {
		t.Fatal(err)
	}
	return art
}

// TestFragmentKeepsItsLookOnAnySite: pasted into a dark site and into a
// site whose stylesheet changes lists, captions, headings, tables and
// charts, every element of the fragment reads as in a site with no
// stylesheet: its colours and background together (no light grey text on
// the fragment's white), an ordered list's numbers, tables' titles above
// them, no capitals or spacing of the site's, the charts' text black.
func TestFragmentKeepsItsLookOnAnySite(t *testing.T) {
	chrome := rendertest.Chrome(t)
	var f bytes.Buffer
	if err := web.WriteFragment(&f, templateArticle(t, words.English)); err != nil {
		t.Fatal(err)
	}
	type look map[string]string
	var want []look
	rendertest.InBrowser(t, chrome, siteWith("", f.String()), 1000, styleScript, &want)
	if len(want) < 100 {
		t.Fatalf("%d elements in the fragment", len(want))
	}
	kinds := map[string]bool{}
	for _, w := range want {
		kinds[w["tag"]+" "+w["listStyleType"]] = true
	}
	for _, k := range []string{"OL decimal", "LI decimal", "CAPTION disc", "text disc", "A disc", "CODE disc", "SUP disc"} {
		if !kinds[k] {
			t.Errorf("no %s in the fragment: %v", k, kinds)
		}
	}
	for name, css := range map[string]string{"dark": darkSite, "hostile": hostileSite} {
		var got []look
		rendertest.InBrowser(t, chrome, siteWith(css, f.String()), 1000, styleScript, &got)
		if len(got) != len(want) {
			t.Fatalf("%s site: %d elements, %d in a site with no stylesheet", name, len(got), len(want))
		}
		wrong := 0
		for i, w := range want {
			for k, v := range w {
				if got[i][k] != v {
					if wrong++; wrong <= 10 {
						t.Errorf("%s site: <%s> number %d: %s is %s, without the site's stylesheet %s", name, w["tag"], i+1, k, got[i][k], v)
					}
				}
			}
		}
		if wrong > 10 {
			t.Errorf("%s site: %d more", name, wrong-10)
		}
	}
}

// TestChartTextOnAPhone: at 400 pixels wide, a phone's, the smallest text
// of every chart is drawn at least 11 CSS pixels high on the page and in
// the fragment (the chart scrolls sideways in its figure where it must),
// and the page is no wider than the screen.
func TestChartTextOnAPhone(t *testing.T) {
	chrome := rendertest.Chrome(t)
	const script = `out = {min: 1e9, texts: 0, scroll: document.documentElement.scrollWidth};
for (const e of document.querySelectorAll("svg text")) {
  const m = e.getScreenCTM(); // rotated where the text is (an axis's title)
  const px = parseFloat(getComputedStyle(e).fontSize) * Math.hypot(m.a, m.b);
  out.min = Math.min(out.min, px); out.texts++;
}`
	for name, art := range webArticles(t) {
		page, fragment := writeWeb(t, art)
		for what, html := range map[string]string{"page": page, "fragment": bareSite(fragment)} {
			var got struct {
				Min    float64
				Texts  int
				Scroll float64
			}
			rendertest.InBrowser(t, chrome, html, 400, script, &got)
			if got.Texts == 0 || got.Min < 11 || got.Scroll > 400 {
				t.Errorf("%s, %s at 400 px: the smallest of %d chart texts is %.1f px (at least 11 wanted); the page is %v px wide", name, what, got.Texts, got.Min, got.Scroll)
			}
		}
	}
}

// TestTableCellsOnOneBaseline: a figure with a mark (a superscript
// asterisk) sits on the baseline of the figures beside it, and a name with
// a hyphen in a table's head ("Windows Non-Native") never breaks at the
// hyphen, at 400 pixels wide or 1000.
func TestTableCellsOnOneBaseline(t *testing.T) {
	chrome := rendertest.Chrome(t)
	const script = `out = {rows: 0, marks: 0, worst: 0, hyphens: 0, broken: []};
for (const r of document.querySelectorAll("tbody tr")) {
  const bottoms = [];
  for (const c of r.cells) {
    const n = c.firstChild;
    if (!n || n.nodeType !== 3) continue;
    const rg = document.createRange(); rg.selectNodeContents(n);
    bottoms.push(rg.getBoundingClientRect().bottom);
    if (c.querySelector("sup")) out.marks++;
  }
  out.rows++;
  out.worst = Math.max(out.worst, Math.max(...bottoms) - Math.min(...bottoms));
}
for (const th of document.querySelectorAll("thead th")) {
  for (const w of th.textContent.split(" ")) {
    if (!w.includes("-")) continue;
    out.hyphens++;
    const rg = document.createRange(); rg.selectNodeContents(th);
    for (const s of th.querySelectorAll("*")) if (s.textContent === w) rg.selectNodeContents(s);
    if (rg.getClientRects().length !== 1) out.broken.push(w);
  }
}`
	arts := webArticles(t)
	page, fragment := writeWeb(t, arts["comparison"])
	for _, width := range []int{400, 1000} {
		for what, html := range map[string]string{"page": page, "fragment": bareSite(fragment)} {
			var got struct {
				Rows, Marks, Hyphens int
				Worst                float64
				Broken               []string
			}
			rendertest.InBrowser(t, chrome, html, width, script, &got)
			if got.Rows == 0 || got.Marks == 0 || got.Hyphens == 0 {
				t.Fatalf("%s at %d px: %d rows, %d marks, %d hyphenated names", what, width, got.Rows, got.Marks, got.Hyphens)
			}
			if got.Worst > 0.5 {
				t.Errorf("%s at %d px: a row's figures sit up to %.2f px apart", what, width, got.Worst)
			}
			if len(got.Broken) > 0 {
				t.Errorf("%s at %d px: names broken in a table's head: %q", what, width, got.Broken)
			}
		}
	}
}

// TestPageWeight: the bundled article's page weighs under 150 KB in every
// language (the Hindi one carries Noto Sans Devanagari, cut to its text),
// and under 300 KB in a theme of four DejaVu fonts, which it carries cut
// to its text as the PDF does (whole, they weighed 1.03 MB).
func TestPageWeight(t *testing.T) {
	for _, lang := range words.Langs {
		art, _, err := articles.Make(bundled(t), articles.Settings{Kind: articles.Comparison, Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := web.WriteHTML(&b, art); err != nil {
			t.Fatal(err)
		}
		if b.Len() >= 150_000 {
			t.Errorf("%v: the page weighs %d bytes, 150 KB at most wanted", lang, b.Len())
		}
	}
	th := rendertest.DejaVuTheme(t)
	if th == nil {
		t.Skip("fonts-dejavu-core not installed")
	}
	art, _, err := articles.Make(bundled(t), articles.Settings{Kind: articles.Comparison, Theme: th})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := web.WriteHTML(&b, art); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(b.String(), "@font-face"); n != 4 || b.Len() >= 300_000 {
		t.Errorf("in a theme of four DejaVu fonts, the page carries %d fonts and weighs %d bytes; 4 and 300 KB at most wanted", n, b.Len())
	}
}

// validators finds the Nu Html Checker (npm's vnu-jar, run with the
// system's java) and html-validate, which .ci/run installs where node
// finds them (NODE_PATH); the test is skipped where they are missing,
// except in CI, where it fails.
func validators(t *testing.T) (vnuJar string) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the validators, other processes: make test runs it without -short, outside the race detector")
	}
	_, errJava := exec.LookPath("java")
	out, err := exec.Command("node", "-e", `process.stdout.write(String(require("vnu-jar"))); require.resolve("html-validate")`).Output()
	if err == nil {
		err = errJava
	}
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("java, and vnu-jar and html-validate on NODE_PATH, are required in CI: %v", err)
		}
		t.Skipf("validators not available (java, and vnu-jar and html-validate on NODE_PATH, as .ci/run installs them): %v", err)
	}
	return string(out)
}

// htmlValidate runs html-validate with its recommended rules, its
// accessibility rules and its rules for whole documents on each file,
// where fragment says which hold a fragment pasted into a page (whose
// elements are styled inline by design: no-inline-style does not apply),
// and gives each file's errors.
func htmlValidate(t *testing.T, files []string, fragment map[string]bool) map[string][]string {
	t.Helper()
	const script = `const { HtmlValidate } = require("html-validate");
const presets = ["html-validate:recommended", "html-validate:a11y", "html-validate:document"];
const page = new HtmlValidate({ extends: presets });
const pasted = new HtmlValidate({ extends: presets, rules: { "no-inline-style": "off" } });
(async () => {
  const out = {};
  for (const f of JSON.parse(process.env.IOPRESS_FILES)) {
    const report = await (f.fragment ? pasted : page).validateFile(f.path);
    out[f.path] = report.results.flatMap(r => r.messages.map(m => m.line + ":" + m.column + ": " + m.ruleId + ": " + m.message));
  }
  process.stdout.write(JSON.stringify(out));
})().catch(e => { process.stderr.write(String(e.stack)); process.exit(1); });`
	type file struct {
		Path     string `json:"path"`
		Fragment bool   `json:"fragment"`
	}
	var list []file
	for _, f := range files {
		list = append(list, file{f, fragment[f]})
	}
	arg, _ := json.Marshal(list)
	cmd := exec.Command("node", "-e", script)
	cmd.Env = append(os.Environ(), "IOPRESS_FILES="+string(arg))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("html-validate: %v: %s", err, stderr.String())
	}
	var got map[string][]string
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("html-validate: %v in %.200s", err, out)
	}
	return got
}

// vnu runs the Nu Html Checker on files and gives each file's errors.
func vnu(t *testing.T, jar string, files []string) map[string][]string {
	t.Helper()
	cmd := exec.Command("java", append([]string{"-jar", jar, "--errors-only", "--format", "json"}, files...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var report struct {
		Messages []struct {
			Type, URL, Message string
			LastLine           int
		}
	}
	if jerr := json.Unmarshal(stderr.Bytes(), &report); jerr != nil {
		t.Fatalf("vnu: %v, %v in %.300s", err, jerr, stderr.String())
	}
	got := map[string][]string{}
	for _, m := range report.Messages {
		path := strings.TrimPrefix(m.URL, "file:")
		got[path] = append(got[path], fmt.Sprintf("%d: %s: %s", m.LastLine, m.Type, m.Message))
	}
	return got
}

// TestPagesValidate: the Nu Html Checker and html-validate (with its
// accessibility rules: every table's header cell has a scope, every
// image a text) find no error in the page or in the fragment pasted into
// a page, in every language, for every kind of article, in a theme with
// a logo and through an editor's template.
func TestPagesValidate(t *testing.T) {
	jar := validators(t)
	dir := t.TempDir()
	arts := webArticles(t)
	for _, lang := range words.Langs {
		art, _, err := articles.Make(bundled(t), articles.Settings{Kind: articles.Comparison, Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		arts["comparison in "+lang.String()] = art
	}
	th, err := theme.Load("../examples/theme/theme.toml")
	if err != nil {
		t.Fatal(err)
	}
	if arts["themed"], _, err = articles.Make(bundled(t), articles.Settings{Kind: articles.Comparison, Theme: th}); err != nil {
		t.Fatal(err)
	}
	arts["template"] = templateArticle(t, words.Turkish)
	var files []string
	fragments := map[string]bool{}
	for name, art := range arts {
		page, fragment := writeWeb(t, art)
		stem := filepath.Join(dir, strings.ReplaceAll(name, " ", "-"))
		pasted := `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A site</title></head><body>` + fragment + `</body></html>`
		for path, html := range map[string]string{stem + ".html": page, stem + ".fragment.html": pasted} {
			if err := os.WriteFile(path, []byte(html), 0o644); err != nil {
				t.Fatal(err)
			}
			files = append(files, path)
		}
		fragments[stem+".fragment.html"] = true
	}
	for tool, errs := range map[string]map[string][]string{"html-validate": htmlValidate(t, files, fragments), "vnu": vnu(t, jar, files)} {
		for _, f := range files {
			if len(errs[f]) > 0 {
				t.Errorf("%s: %d errors in %s, the first: %q", tool, len(errs[f]), filepath.Base(f), errs[f][:min(3, len(errs[f]))])
			}
		}
	}
}

// TestChartsAreImagesInEveryFormat: every chart on the page and in the
// fragment is an image for screen readers (role="img") named by its
// <title> and described by its <desc>, whose ids are the page's alone;
// as a standalone SVG file in the example theme it names its fonts once,
// on its root (the theme's body font first, then its generic family),
// not on each text; each text's colour is an attribute and its style
// both; the whole chart is white beneath, the legend too; and the logo
// is embedded as what it is (PNG).
func TestChartsAreImagesInEveryFormat(t *testing.T) {
	th, err := theme.Load("../examples/theme/theme.toml")
	if err != nil {
		t.Fatal(err)
	}
	art, _, err := articles.Make(bundled(t), articles.Settings{Kind: articles.Comparison, Theme: th})
	if err != nil {
		t.Fatal(err)
	}
	page, fragment := writeWeb(t, art)
	root := regexp.MustCompile(`(?s)<svg [^>]*>\s*<title id="([^"]+)">([^<]*)</title>\s*<desc id="([^"]+)">([^<]*)</desc>`)
	for what, html := range map[string]string{"page": page, "fragment": fragment} {
		svgs := regexp.MustCompile(`(?s)<svg .*?</svg>`).FindAllString(html, -1)
		if len(svgs) != len(art.Charts) {
			t.Fatalf("%s: %d charts, want %d", what, len(svgs), len(art.Charts))
		}
		for i, svg := range svgs {
			ch := art.Charts[i]
			m := root.FindStringSubmatch(svg)
			if m == nil || !strings.Contains(svg[:strings.Index(svg, ">")], `role="img" aria-labelledby="`+m[1]+" "+m[3]+`"`) {
				t.Errorf("%s: chart %d is no image named by its title and described by its description: %.300s", what, i+1, svg)
				continue
			}
			if m[2] != strings.ReplaceAll(ch.Title, "\n", " ") || m[4] != xmlEscape(ch.Description) || strings.Count(html, `id="`+m[1]+`"`) != 1 {
				t.Errorf("%s: chart %d titled %q, described %q", what, i+1, m[2], m[4])
			}
		}
	}
	dir := t.TempDir()
	if _, err := output.WriteDir(dir, art, output.SVG); err != nil {
		t.Fatal(err)
	}
	for _, ch := range art.Charts {
		data, err := os.ReadFile(filepath.Join(dir, ch.Name+".svg"))
		if err != nil {
			t.Fatal(err)
		}
		svg := string(data)
		fonts := regexp.MustCompile(`font-family`).FindAllStringIndex(svg, -1)
		start := strings.Index(svg, "<svg ")
		if want := `font-family="&#34;DejaVu Serif&#34;, &#34;Noto Sans Devanagari&#34;, &#34;Nirmala UI&#34;, Mangal, &#34;Kohinoor Devanagari&#34;, serif"`; len(fonts) != 1 || !strings.Contains(svg[start:strings.Index(svg[start:], ">")+start], want) {
			t.Errorf("%s: %d font lists; want one, on the root: %s", ch.Name, len(fonts), want)
		}
		texts := regexp.MustCompile(`<text [^>]*>`).FindAllString(svg, -1)
		coloured := regexp.MustCompile(`fill="(#[0-9A-Fa-f]{6})" style="[^"]*fill:(#[0-9A-Fa-f]{6})`)
		for _, tag := range texts {
			if m := coloured.FindStringSubmatch(tag); m == nil || m[1] != m[2] {
				t.Errorf("%s: text %s has no colour as attribute and style", ch.Name, tag)
				break
			}
		}
		w, h := ch.Width.Points(), ch.Height.Points()
		if white := fmt.Sprintf(`<path d="M0,0L%g,0L%g,%gL0,%gZ" style="fill:#FFFFFF" />`, w, w, h, h); len(texts) == 0 || !strings.Contains(svg, white) {
			t.Errorf("%s: not white beneath the whole chart (%s)", ch.Name, white)
		}
		if strings.Contains(svg, "data:image/jpg") || !strings.Contains(svg, `xlink:href="data:image/png;base64,iVBORw0KGgo`) {
			t.Errorf("%s: the logo is not embedded as a PNG", ch.Name)
		}
	}
}

// xmlEscape escapes text as an SVG's <desc> holds it.
func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}

// TestTableHeadsSayEachThingOnce: a row whose label is its unit ("IOPS")
// is headed by it once, not "IOPS (IOPS)"; other rows give their unit.
func TestTableHeadsSayEachThingOnce(t *testing.T) {
	page, _ := writeWeb(t, webArticles(t)["comparison"])
	heads := regexp.MustCompile(`<th scope="row">([^<]*)</th>`).FindAllStringSubmatch(page, -1)
	units := 0
	for _, h := range heads {
		label := h[1]
		if m := regexp.MustCompile(`^(.*) \((.*)\)$`).FindStringSubmatch(label); m != nil {
			units++
			if m[1] == m[2] {
				t.Errorf("a row headed %q", label)
			}
		}
	}
	if !strings.Contains(page, `<th scope="row">IOPS</th>`) || units == 0 {
		t.Errorf("no row headed IOPS alone, or none with its unit (%d rows)", len(heads))
	}
}
