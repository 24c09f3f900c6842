package render_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/BurntSushi/toml"
	"go.yaml.in/yaml/v3"

	articles "github.com/iopress/iopress/article"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/markdown"
	"github.com/iopress/iopress/render/output"
	"github.com/iopress/iopress/render/words"
)

// cdmReview reads the CrystalDiskMark samples: drives that ran different
// tests, as in a review.
func cdmReview(t *testing.T) *datasets.Dataset {
	t.Helper()
	ds, errs := ingest.Read(context.Background(), []string{"../ingest/cdm/testdata/samples/crystaldiskmark"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return ds
}

// makeWith makes the article of ds in Turkish with the template src.
func makeWith(t *testing.T, ds *datasets.Dataset, src string) (*render.Article, error) {
	t.Helper()
	tmpl, err := render.ParseTemplate("review.md", []byte(src))
	if err != nil {
		return nil, err
	}
	art, _, err := articles.Make(ds, articles.Settings{Lang: words.Turkish, Template: tmpl})
	return art, err
}

// splitIndex cuts index.md into its front matter (between its fences)
// and its body.
func splitIndex(t *testing.T, md []byte, fence string) (front, body string) {
	t.Helper()
	front, body, ok := strings.Cut(strings.TrimPrefix(string(md), fence+"\n"), "\n"+fence+"\n")
	if !ok || !bytes.HasPrefix(md, []byte(fence+"\n")) {
		t.Fatalf("index.md has no front matter between %s lines:\n%s", fence, md)
	}
	return front + "\n", body
}

// TestTemplateFrontMatterGoesToIndex: a template's front matter, YAML or
// TOML, is taken into index.md as its editor wrote it, comments and all,
// after the keys of iopress's it lacks (a TOML table's keys stay the
// table's); the image it names, a chart's PNG, is written beside
// index.md, and so are the chart and the table the template places, and
// nothing it does not place.
func TestTemplateFrontMatterGoesToIndex(t *testing.T) {
	ds := cdmReview(t)
	plain, _, err := articles.Make(ds, articles.Settings{Lang: words.Turkish})
	if err != nil {
		t.Fatal(err)
	}
	if len(plain.Charts) < 2 || len(plain.Tables) < 2 {
		t.Fatalf("%d charts and %d tables: too few to place some", len(plain.Charts), len(plain.Tables))
	}
	image, chart, table := plain.Charts[0].Name+".png", plain.Charts[1].Name, plain.Tables[0].Name
	body := "\n# {{title}}\n\nOur words.\n\n{{chart 2}}\n\n{{table 1}}\n"
	for _, c := range []struct {
		fence, front string
		decode       func(string) (map[string]any, error)
	}{
		{"---", "# the editor's own\ntags: [ssd, inceleme]\ndate: 2024-01-06T10:00:00+03:00\nimage: " + image + "\n", func(s string) (map[string]any, error) {
			m := map[string]any{}
			return m, yaml.Unmarshal([]byte(s), &m)
		}},
		{"+++", "# the editor's own\ntags = [\"ssd\", \"inceleme\"]\ndate = 2024-01-06T10:00:00+03:00\nimage = \"" + image + "\"\n\n[params]\nseries = \"ssd\"\n", func(s string) (map[string]any, error) {
			m := map[string]any{}
			_, err := toml.Decode(s, &m)
			return m, err
		}},
	} {
		art, err := makeWith(t, ds, c.fence+"\n"+c.front+c.fence+"\n"+body)
		if err != nil {
			t.Fatalf("%s: %v", c.fence, err)
		}
		dir := t.TempDir()
		out, err := output.WriteDir(dir, art, output.Markdown)
		if err != nil {
			t.Fatal(err)
		}
		var written []string
		for _, p := range out.Paths {
			written = append(written, filepath.Base(p))
		}
		slices.Sort(written)
		if want := []string{image, chart + ".svg", "index.md", table + ".csv"}; !slices.Equal(written, want) {
			t.Errorf("%s: wrote %q, want the placed chart and table, the image and index.md: %q", c.fence, written, want)
		}
		md, err := os.ReadFile(filepath.Join(dir, "index.md"))
		if err != nil {
			t.Fatal(err)
		}
		front, _ := splitIndex(t, md, c.fence)
		if !strings.HasSuffix(front, c.front) {
			t.Errorf("%s: the front matter does not end with the template's as written:\n%s", c.fence, front)
		}
		keys, err := c.decode(front)
		if err != nil {
			t.Fatalf("%s: index.md's front matter: %v\n%s", c.fence, err, front)
		}
		date, _ := keys["date"].(time.Time)
		if keys["title"] != art.Title || keys["lang"] != "tr" || keys["generator"] != "iopress" || keys["image"] != image ||
			!date.Equal(time.Date(2024, 1, 6, 7, 0, 0, 0, time.UTC)) || len(keys["tags"].([]any)) != 2 {
			t.Errorf("%s: front matter %v", c.fence, keys)
		}
		if params, _ := keys["params"].(map[string]any); c.fence == "+++" && (params["series"] != "ssd" || len(params) != 1) {
			t.Errorf("%s: the template's table [params] is %v", c.fence, params)
		}
	}
}

// TestIndexDateIsTheData's: without a date in the template, index.md is
// dated by its data, the newest of its runs (fio's "timestamp"), or by
// SOURCE_DATE_EPOCH where it is set; and the image is the first chart's.
func TestIndexDateIsTheData(t *testing.T) {
	files := []string{"../analyze/testdata/onesystem/fio-libaio.json", "../analyze/testdata/onesystem/fio-psync-qd16.json"}
	var newest int64
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Timestamp int64 `json:"timestamp"`
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		newest = max(newest, doc.Timestamp)
	}
	ds, errs := ingest.Read(context.Background(), files, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	art, _, err := articles.Make(ds, articles.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	index := func() (map[string]any, error) {
		var md bytes.Buffer
		if err := markdown.Write(&md, art); err != nil {
			return nil, err
		}
		front, _ := splitIndex(t, md.Bytes(), "---")
		keys := map[string]any{}
		return keys, yaml.Unmarshal([]byte(front), &keys)
	}
	for _, c := range []struct {
		epoch string
		want  time.Time
	}{
		{"", time.Unix(newest, 0)},
		{"1700000000", time.Date(2023, 11, 14, 22, 13, 20, 0, time.UTC)},
	} {
		t.Setenv("SOURCE_DATE_EPOCH", c.epoch)
		keys, err := index()
		if err != nil {
			t.Fatal(err)
		}
		if date, _ := keys["date"].(time.Time); !date.Equal(c.want) {
			t.Errorf("SOURCE_DATE_EPOCH=%q: date %v, want %v", c.epoch, keys["date"], c.want)
		}
		if len(art.Charts) > 0 && keys["image"] != art.Charts[0].Name+".png" {
			t.Errorf("image %v, want the first chart's PNG", keys["image"])
		}
	}
	t.Setenv("SOURCE_DATE_EPOCH", "yesterday")
	if _, err := index(); err == nil || !strings.Contains(err.Error(), `SOURCE_DATE_EPOCH is "yesterday"`) {
		t.Errorf("a SOURCE_DATE_EPOCH of no number: %v", err)
	}
}

// TestTemplateFrontMatterMistakes: what is wrong in a front matter, or
// after it, is an error at its line of the template.
func TestTemplateFrontMatterMistakes(t *testing.T) {
	ds := cdmReview(t)
	for _, c := range []struct {
		src  string
		line int
		want string
	}{
		{"---\ntitle: x\n\n# {{title}}\n", 1, "never closed"},
		{"---\ntitle: x\ntags: x: y\n---\n# {{title}}\n", 3, "not YAML"},
		{"---\ntitle: x\ntags: a\ntitle: y\n---\n# {{title}}\n", 4, `mapping key "title" already defined`},
		{"+++\ntitle = \"x\"\ntags = \n+++\n# {{title}}\n", 3, "not TOML"},
		{"---\n{title: x}\n---\n# {{title}}\n", 2, "not a block of keys"},
		{"---\ntitle: x\nlang: en\n---\n# {{title}}\n", 3, "lang is \"en\", and the article is written in tr"},
		{"---\nimage: 2\n---\n# {{title}}\n", 2, "image is 2, not a file name"},
		{"---\nimage: chart-9-none.png\n---\n# {{title}}\n", 2, "none of the article's charts; their images are chart-1-"},
		// After the front matter, lines keep their numbers.
		{"---\ntitle: x\n---\n\n# {{title}}\n\n{{nothing}}\n", 7, `function "nothing" not defined`},
		{"---\ntitle: x\n---\n\n# {{title}}\n\nOur words.\n\n---\n\nMore.\n", 9, "a thematic break (---) is not taken"},
	} {
		_, err := makeWith(t, ds, c.src)
		var te *render.TemplateError
		if !errors.As(err, &te) || te.Line != c.line || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error at line %d saying %q", c.src, err, c.line, c.want)
		}
	}
}

// TestIndexDateOfCrystalDiskMarkExports: exports that record no start of
// a run date index.md by the newest date their footers give, written as
// they give it, in the tool's local time, with no zone.
func TestIndexDateOfCrystalDiskMarkExports(t *testing.T) {
	files, err := filepath.Glob("../ingest/cdm/testdata/samples/crystaldiskmark/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatal(files, err)
	}
	var newest time.Time
	footer := regexp.MustCompile(`(?m)^\s*Date\s*:\s*(\d+/\d+/\d+ \d+:\d+:\d+)\s*$`)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		// Some exports are UTF-16: their footer is read after the NULs.
		m := footer.FindSubmatch(bytes.ReplaceAll(data, []byte{0}, nil))
		if m == nil {
			continue
		}
		d, err := time.Parse("2006/1/2 15:04:05", string(m[1]))
		if err != nil {
			t.Fatal(err)
		}
		if d.After(newest) {
			newest = d
		}
	}
	if newest.IsZero() {
		t.Fatal("no export has a date")
	}
	art, _, err := articles.Make(cdmReview(t), articles.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("SOURCE_DATE_EPOCH", "")
	var md bytes.Buffer
	if err := markdown.Write(&md, art); err != nil {
		t.Fatal(err)
	}
	front, _ := splitIndex(t, md.Bytes(), "---")
	if want := "\ndate: " + newest.Format("2006-01-02T15:04:05") + "\n"; !strings.Contains("\n"+front, want) {
		t.Errorf("front matter:\n%s\nwant %q", front, want)
	}
}
