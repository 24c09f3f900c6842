package words_test

import (
	"bytes"
	"context"
	"html"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/article"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/web"
	"github.com/iopress/iopress/render/words"
)

// kinds are data for every kind of article: article 1's table, two real
// queue-depth sweeps, real CrystalDiskMark exports, repeated iopress
// runs (whose articles say the significance tests and the warnings), and
// articles of one system.
var kinds = map[string][]string{
	"comparison": {"../../datasets/reference/article1/published.csv"},
	"sweep":      {"../../analyze/testdata/sweep-iopress/tmpfs", "../../analyze/testdata/sweep-iopress/disk"},
	"cdm":        {"../../ingest/cdm/testdata/samples/crystaldiskmark"},
	"repeated":   {"../testdata/repeats/psync", "../testdata/repeats/io_uring"},
	// One system alone (its findings set its workloads side by side), and
	// one fio file of three engines pooled under its name.
	"one system":     {"../../analyze/testdata/onesystem/iopress", "../../analyze/testdata/onesystem/fio-libaio.json"},
	"pooled engines": {"../../analyze/testdata/onesystem/pooled"},
}

func read(t *testing.T, inputs ...string) *datasets.Dataset {
	t.Helper()
	ds, errs := ingest.Read(context.Background(), inputs, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return ds
}

var (
	style = regexp.MustCompile(`(?s)<style>.*?</style>`)
	tag   = regexp.MustCompile(`<[^>]*>`)
	// commandLine is an iopress command a text gives to type, up to the
	// punctuation that ends it in a sentence.
	commandLine = regexp.MustCompile(`iopress (ingest|report|run) [^,;\n]*`)
)

// visibleText is what a reader of an HTML page sees, charts (SVG text)
// and tables included, one piece a line.
func visibleText(page string) string {
	return html.UnescapeString(tag.ReplaceAllString(style.ReplaceAllString(page, ""), "\n"))
}

// TestNoEnglishInOtherLanguages: every kind of article, written in each
// language but English, prints no English phrase of the catalog: its
// title, headings, findings, verdict, warnings, notes, tables and charts
// all come translated. What is the data's own is taken out first: the
// systems' names, the jobs' names, the sources' paths and notes (the text
// the tools and the dataset wrote), which are quoted as they are, and the
// iopress command lines a warning gives to type. In English the same
// check finds the phrases, so it can fail.
func TestNoEnglishInOtherLanguages(t *testing.T) {
	for kind, inputs := range kinds {
		t.Run(kind, func(t *testing.T) {
			t.Parallel()
			ds := read(t, inputs...)
			var own []string
			for _, r := range ds.Results {
				own = append(own, r.System, r.JobName)
			}
			for _, s := range ds.Sources {
				own = append(own, s.Path, s.Format, s.ID)
				own = append(own, strings.Split(s.Notes, "\n")...)
			}
			slices.SortFunc(own, func(a, b string) int { return len(b) - len(a) }) // a name inside a path goes with it
			for _, l := range words.Langs {
				art, _, err := article.Make(ds, article.Settings{Lang: l})
				if err != nil {
					t.Fatalf("%s: %v", l, err)
				}
				var page bytes.Buffer
				if err := web.WriteHTML(&page, art); err != nil {
					t.Fatal(err)
				}
				text := commandLine.ReplaceAllString(visibleText(page.String()), "\n")
				for _, o := range own {
					if o != "" {
						text = strings.ReplaceAll(text, o, "\n")
					}
				}
				found := englishIn(l, text)
				switch {
				case l == words.English && len(found) < 10:
					t.Errorf("in English: %d phrases of the catalog found, %q: the check finds nothing", len(found), found)
				case l != words.English && len(found) > 0:
					t.Errorf("in %s, English: %q", l, found)
					for _, line := range strings.Split(text, "\n") {
						if len(englishIn(l, line)) > 0 {
							t.Logf("%q", line)
						}
					}
				}
			}
		})
	}
}

// TestNoEnglishInChangeTables: what compare prints, in each language
// but English, has no English phrase of the catalog.
func TestNoEnglishInChangeTables(t *testing.T) {
	old, new := read(t, "../testdata/repeats/psync"), read(t, "../testdata/repeats/io_uring")
	rc, err := analyze.CompareRuns(old.Results, new.Results, analyze.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range words.Langs {
		var out bytes.Buffer
		if err := render.WriteChangesIn(&out, rc, "text", l); err != nil {
			t.Fatal(err)
		}
		found := englishIn(l, out.String())
		switch {
		case l == words.English && len(found) == 0:
			t.Errorf("compare in English: no phrase of the catalog found in %q", out.String())
		case l != words.English && len(found) > 0:
			t.Errorf("compare in %s prints English: %q\n%s", l, found, out.String())
		}
	}
}

// englishIn lists the English phrases of the catalog that text, written
// in l, holds as words of their own (not inside longer words), less those
// l's wordings use too. English's text is checked for Turkish's list: the
// phrases it must hold.
func englishIn(l words.Lang, text string) []string {
	if l == words.English {
		l = words.Turkish
	}
	var found []string
	for _, p := range phrases[l] {
		if p.MatchString(text) {
			found = append(found, p.phrase)
		}
	}
	return found
}

// phrase is an English phrase of the catalog and what finds it as words
// of their own.
type phrase struct {
	*regexp.Regexp
	phrase string
}

var phrases = func() map[words.Lang][]phrase {
	out := map[words.Lang][]phrase{}
	for _, l := range words.Langs[1:] {
		for _, p := range words.EnglishPhrases(l) {
			out[l] = append(out[l], phrase{regexp.MustCompile(`(^|[^\pL])` + regexp.QuoteMeta(p) + `($|[^\pL])`), p})
		}
	}
	return out
}()
