package render

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/words"
)

// docExample finds docs/templates.md's example template of a kind: the
// fenced block whose info string is "markdown KIND".
func docExample(t *testing.T, doc, kind string) string {
	t.Helper()
	m := regexp.MustCompile("(?s)```markdown " + kind + "\n(.*?)\n```").FindStringSubmatch(doc)
	if m == nil {
		t.Fatalf("docs/templates.md has no example of a %s", kind)
	}
	return m[1]
}

// cdmDrives reads the exports make examples reviews, one drive each,
// under the names examples/cdm-drives.tsv gives them.
func cdmDrives(t *testing.T) *datasets.Dataset {
	t.Helper()
	list, err := os.ReadFile("../examples/cdm-drives.tsv")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, line := range strings.Split(string(list), "\n") {
		name, file, ok := strings.Cut(line, "\t")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		file, _, _ = strings.Cut(file, "\t") // the drive's link follows
		data, err := os.ReadFile(filepath.Join("../ingest/cdm/testdata/samples/crystaldiskmark", file))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".txt"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ds, errs := ingest.Read(t.Context(), []string{dir}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return ds
}

// TestDocumentedTemplatesFill: every example of docs/templates.md, and
// make examples' showcase, fills from the data it names, in every
// language, and places what it says.
func TestDocumentedTemplatesFill(t *testing.T) {
	docBytes, err := os.ReadFile("../docs/templates.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(docBytes)
	article1, err := ingest.File("../datasets/reference/article1/published.csv")
	if err != nil {
		t.Fatal(err)
	}
	a1, err := analyze.Compare(article1.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sweepDS, sweep := realSweep(t)
	drives := cdmDrives(t)
	cdm, err := analyze.Compare(drives.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	builds := map[string]func(Options) (*Article, error){
		"comparison": func(o Options) (*Article, error) { return Build(article1, a1, o) },
		"sweep":      func(o Options) (*Article, error) { return BuildSweep(sweepDS, sweep, o) },
		"cdm":        func(o Options) (*Article, error) { return BuildCDM(drives, cdm, o) },
	}
	showcase, err := os.ReadFile("../examples/showcase/review.md")
	if err != nil {
		t.Fatal(err)
	}
	examples := map[string]string{"showcase": string(showcase)}
	builds["showcase"] = builds["comparison"]
	for kind, build := range builds {
		src, ok := examples[kind]
		if !ok {
			src = docExample(t, doc, kind)
		}
		tmpl, err := ParseTemplate(kind+".md", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		for _, l := range words.Langs {
			art, err := build(Options{Template: tmpl, Lang: l})
			if err != nil {
				t.Errorf("%s, %s: %v", kind, l, err)
				continue
			}
			var md strings.Builder
			if err := WriteMarkdownForTest(&md, art); err != nil {
				t.Fatal(err)
			}
			if strings.Contains(md.String(), "{{") || !strings.Contains(md.String(), "![") || !strings.Contains(md.String(), "| --: |") {
				t.Errorf("%s, %s: the filled example lacks its charts or tables, or kept a placeholder:\n%s", kind, l, md.String())
			}
		}
	}
}
