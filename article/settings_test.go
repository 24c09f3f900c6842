package article_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/iopress/iopress/article"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/output"
	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/words"
)

// TestEverySettingReachesEveryFormat: each kind of article, given an
// editor's title, a language, a template and a theme, shows each in every
// format that carries it: the title in the PDF, the page, the fragment
// and the Markdown; the language in the PDF's /Lang, the page's and the
// fragment's lang and the charts' SVG titles; the template's own words in
// every document; the theme's accent in the page and the fragment and
// its palette in the charts. (A PNG or a table's CSV carries none of
// these but the palette, which the SVG shows alike.) A setting a kind
// cannot take it refuses by name: TestSweepRefusesWhatItCannotUse.
func TestEverySettingReachesEveryFormat(t *testing.T) {
	if testing.Short() {
		t.Skip("long: make test runs it without -short, outside the race detector")
	}
	pdftotext, _ := exec.LookPath("pdftotext")
	tmpl, err := render.ParseTemplate("review.md", []byte("# {{title}}\n\nAn editor's own sentence.\n\n{{lead}}\n\n{{results}}\n"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	themeFile := filepath.Join(dir, "theme.toml")
	if err := os.WriteFile(themeFile, []byte("[colors]\naccent = \"#123456\"\npalette = [\"#aa1100\", \"#00aa22\", \"#3300aa\", \"#aaaa00\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	theme, err := theme.Load(themeFile)
	if err != nil {
		t.Fatal(err)
	}
	documents := []output.Format{output.PDF, output.HTML, output.Fragment, output.Markdown}
	for _, kind := range []struct {
		name   string
		inputs []string
	}{{"comparison", comparisonData}, {"sweep", sweepData}, {"cdm", cdmData}} {
		ds := read(t, kind.inputs...)
		for _, c := range settingCases(tmpl, theme) {
			art, _, err := article.Make(ds, c.s)
			if err != nil {
				t.Fatalf("%s with a %s: %v", kind.name, c.setting, err)
			}
			out := filepath.Join(dir, kind.name+"-"+c.setting)
			if _, err := output.WriteDir(out, art, append(documents, output.SVG)...); err != nil {
				t.Fatalf("%s with a %s: %v", kind.name, c.setting, err)
			}
			for format, want := range c.want {
				got := formatText(t, out, format, pdftotext)
				if format == output.PDF && pdftotext == "" && !strings.HasPrefix(want, "/") {
					continue // its words are in compressed streams: pdftotext reads them
				}
				if c.setting == "language" && format == output.SVG {
					// The charts speak Turkish: no English title.
					if !strings.Contains(got, want) || strings.Contains(got, "by queue depth") || strings.Contains(got, "throughput and CPU efficiency") {
						t.Errorf("%s in Turkish: the SVG charts are not titled in Turkish", kind.name)
					}
					continue
				}
				if !strings.Contains(got, want) {
					t.Errorf("%s with a %s: the %s does not show it (%q)", kind.name, c.setting, format, want)
				}
			}
		}
	}
}

// settingCase is a setting given alone and what each format shows of it.
type settingCase struct {
	setting string // as a person names it
	field   string // the article.Settings field it sets
	s       article.Settings
	// want is what each format shows of the setting.
	want map[output.Format]string
}

// settingCases are the settings TestEverySettingReachesEveryFormat gives
// each kind, one at a time.
func settingCases(tmpl *render.Template, th *theme.Theme) []settingCase {
	return []settingCase{
		{"title", "Title", article.Settings{Title: "An Editor's Own Title"}, map[output.Format]string{
			output.PDF: "An Editor", output.HTML: "<title>An Editor&#39;s Own Title", output.Fragment: "An Editor&#39;s Own Title", output.Markdown: "An Editor's Own Title"}},
		{"language", "Lang", article.Settings{Lang: words.Turkish}, map[output.Format]string{
			output.PDF: "/Lang (tr)", output.HTML: `lang="tr"`, output.Fragment: `lang="tr"`, output.SVG: "<title"}},
		{"template", "Template", article.Settings{Template: tmpl}, map[output.Format]string{
			output.PDF: "An editor", output.HTML: "An editor&#39;s own sentence.", output.Fragment: "An editor&#39;s own sentence.", output.Markdown: "An editor's own sentence."}},
		{"theme", "Theme", article.Settings{Theme: th}, map[output.Format]string{
			output.HTML: "#123456", output.Fragment: "#123456", output.SVG: "#AA1100"}},
	}
}

// settingsTestedElsewhere are the article.Settings fields that are not
// shown in a format but steer the analysis or pick the kind, and the
// tests that check them.
var settingsTestedElsewhere = map[string]string{
	"Kind":     "TestDetect, TestArticlesSayMismatchedSetups",
	"Analysis": "TestSweepRefusesWhatItCannotUse, TestComparisonsHonourTheSettings",
	"Limits":   "TestSweepRefusesWhatItCannotUse",
}

// TestEverySettingIsChecked: every field of article.Settings is a case
// of TestEverySettingReachesEveryFormat or checked by a test named in
// settingsTestedElsewhere, so that a new report option (a new field)
// fails here until a test shows it honoured by every kind, in every
// format (report --subtitle, set on a branch, was checked by none).
func TestEverySettingIsChecked(t *testing.T) {
	checked := map[string]bool{}
	for _, c := range settingCases(nil, nil) {
		checked[c.field] = true
	}
	for name := range settingsTestedElsewhere {
		checked[name] = true
	}
	typ := reflect.TypeFor[article.Settings]()
	for i := range typ.NumField() {
		if f := typ.Field(i); !checked[f.Name] {
			t.Errorf("article.Settings.%s is checked by no test: add a case to settingCases, showing it in every format, or name its test in settingsTestedElsewhere", f.Name)
		}
		delete(checked, typ.Field(i).Name)
	}
	for name := range checked {
		t.Errorf("settingCases or settingsTestedElsewhere name %s, which article.Settings has no longer", name)
	}
}

// formatText is what a format's files of an article in dir hold: a
// document's bytes (a PDF's also its text, by pdftotext where there is
// one), the SVG charts together.
func formatText(t *testing.T, dir string, f output.Format, pdftotext string) string {
	t.Helper()
	name := map[output.Format]string{output.PDF: "article.pdf", output.HTML: "article.html", output.Fragment: "article.fragment.html", output.Markdown: "index.md"}[f]
	if f == output.SVG {
		paths, _ := filepath.Glob(filepath.Join(dir, "chart-*.svg"))
		var b strings.Builder
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			b.Write(data)
		}
		return b.String()
	}
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	if f == output.PDF && pdftotext != "" {
		var text bytes.Buffer
		cmd := exec.Command(pdftotext, filepath.Join(dir, name), "-")
		cmd.Stdout = &text
		if err := cmd.Run(); err != nil {
			t.Fatal(err)
		}
		return string(data) + text.String()
	}
	return string(data)
}
