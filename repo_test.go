// Package iopress_test holds the checks that span the repository rather
// than one package: the README stays a map, every relative link of the
// documentation leads somewhere, make fuzz runs every fuzz target, and
// make test's race pass skips only packages that start no goroutine.
package iopress_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// maxReadmeLines is the most the README may hold: it is a map of the
// project, and what a topic needs goes into its file under docs/.
const maxReadmeLines = 200

// TestReadmeIsAMap: the README stays under 200 lines (it was 1,061).
func TestReadmeIsAMap(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(readme), "\n"); n >= maxReadmeLines {
		t.Errorf("README.md has %d lines, want fewer than %d: move the detail into docs/", n, maxReadmeLines)
	}
}

// TestDocLinksResolve: every relative link in README.md and docs/*.md
// leads to a file or folder of the repository, from the document's own
// folder, and to a heading of it where the link names one.
func TestDocLinksResolve(t *testing.T) {
	docs, err := filepath.Glob("docs/*.md")
	if err != nil || len(docs) == 0 {
		t.Fatalf("no docs/*.md: %v", err)
	}
	checked := 0
	for _, doc := range append([]string{"README.md"}, docs...) {
		text, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range links(string(text)) {
			if strings.Contains(l.target, "://") || strings.HasPrefix(l.target, "mailto:") {
				continue
			}
			checked++
			path, anchor, _ := strings.Cut(l.target, "#")
			file := doc
			if path != "" {
				file = filepath.Join(filepath.Dir(doc), filepath.FromSlash(path))
				if _, err := os.Stat(file); err != nil {
					t.Errorf("%s:%d: the link %q leads to nothing (%s)", doc, l.line, l.target, file)
					continue
				}
			}
			if anchor == "" || !strings.HasSuffix(file, ".md") {
				continue
			}
			target, err := os.ReadFile(file)
			if err != nil {
				t.Errorf("%s:%d: the link %q: %v", doc, l.line, l.target, err)
				continue
			}
			if !slices.Contains(anchors(string(target)), anchor) {
				t.Errorf("%s:%d: the link %q names no heading of %s", doc, l.line, l.target, file)
			}
		}
	}
	if checked == 0 {
		t.Error("no relative links found: the link pattern no longer matches")
	}
}

// TestLinkChecking: the checker sees links where Markdown makes them, and
// only there, and names headings as GitHub does.
func TestLinkChecking(t *testing.T) {
	text := "# Publishing: your words, your site's look\n" +
		"See [a](docs/a.md#b) and [`run/`](run), not `[c](d)`.\n" +
		"```\n[e](f)\n```\n" +
		"## Links\n## Links\n## Published tables (CSV)\n"
	var got []string
	for _, l := range links(text) {
		got = append(got, fmt.Sprintf("%d:%s", l.line, l.target))
	}
	if want := []string{"2:docs/a.md#b", "2:run"}; !slices.Equal(got, want) {
		t.Errorf("links %q, want %q", got, want)
	}
	if got, want := anchors(text), []string{"publishing-your-words-your-sites-look", "links", "links-1", "published-tables-csv"}; !slices.Equal(got, want) {
		t.Errorf("anchors %q, want %q", got, want)
	}
}

type link struct {
	line   int
	target string
}

var (
	linkRE = regexp.MustCompile(`\[[^\]]*\]\(([^)\s]+)\)`)
	codeRE = regexp.MustCompile("`[^`]*`")
)

// links are the Markdown links of text with the line each is on; those in
// fenced code blocks and code spans are not links. A link's text may hold
// a code span: [`run/`](run).
func links(text string) []link {
	var out []link
	fenced := false
	for i, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		line = codeRE.ReplaceAllStringFunc(line, func(s string) string {
			return strings.Repeat("x", len(s)) // keeps a link's [text] whole
		})
		for _, m := range linkRE.FindAllStringSubmatch(line, -1) {
			out = append(out, link{i + 1, m[1]})
		}
	}
	return out
}

// anchors are the ids GitHub gives the headings of a Markdown text:
// lower case, punctuation dropped, spaces made hyphens, and a repeated
// one numbered from 1.
func anchors(text string) []string {
	var out []string
	seen := map[string]int{}
	fenced := false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
		}
		if fenced || !strings.HasPrefix(line, "#") {
			continue
		}
		heading := strings.TrimSpace(strings.TrimLeft(line, "#"))
		var b strings.Builder
		for _, r := range strings.ToLower(heading) {
			switch {
			case unicode.IsLetter(r), unicode.IsDigit(r), r == '-', r == '_':
				b.WriteRune(r)
			case r == ' ':
				b.WriteRune('-')
			}
		}
		id := b.String()
		if n := seen[id]; n > 0 {
			seen[id]++
			id = fmt.Sprintf("%s-%d", id, n)
		} else {
			seen[id] = 1
		}
		out = append(out, id)
	}
	return out
}

// TestMakefileFuzzesEveryTarget: the targets make fuzz runs (make
// fuzz-targets prints them; the Makefile finds them in the tests) are
// every fuzz function of the repository's tests, each once, so that make
// fuzz runs a new one and names none that is gone.
func TestMakefileFuzzesEveryTarget(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make is not installed")
	}
	out, err := exec.Command("make", "-s", "fuzz-targets").Output()
	if err != nil {
		t.Fatalf("make fuzz-targets: %v", err)
	}
	listed := strings.Fields(string(out))
	fuzzFunc := regexp.MustCompile(`(?m)^func (Fuzz\w*)\(\w+ \*testing\.F\)`)
	var found []string
	err = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && path != "." && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")):
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(path, "_test.go"):
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, f := range fuzzFunc.FindAllSubmatch(src, -1) {
			found = append(found, "./"+filepath.ToSlash(filepath.Dir(path))+":"+string(f[1]))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(found) == 0 {
		t.Fatal("no fuzz functions found: the pattern no longer matches")
	}
	for _, f := range found {
		if !slices.Contains(listed, f) {
			t.Errorf("make fuzz-targets lacks %s", f)
		}
	}
	seen := map[string]bool{}
	for _, l := range listed {
		if !slices.Contains(found, l) {
			t.Errorf("make fuzz-targets names %s, which no test declares", l)
		}
		if seen[l] {
			t.Errorf("make fuzz-targets names %s twice", l)
		}
		seen[l] = true
	}
}

// TestRaceSkipsOnlyOneGoroutinePackages: the packages whose own tests
// make test's race detector pass leaves out (make race-skip prints them)
// start no goroutine in their code: where one does, the detector has
// something to find there, and the package must go back into the pass.
// (Their tests may run the writers, which start goroutines of their own:
// render/output's and cmd/iopress's tests run those under the detector.)
func TestRaceSkipsOnlyOneGoroutinePackages(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make is not installed")
	}
	out, err := exec.Command("make", "-s", "race-skip").Output()
	if err != nil {
		t.Fatalf("make race-skip: %v", err)
	}
	skipped := strings.Fields(string(out))
	if len(skipped) == 0 {
		t.Fatal("make race-skip names no package")
	}
	for _, dir := range skipped {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		files = slices.DeleteFunc(files, func(f string) bool { return strings.HasSuffix(f, "_test.go") })
		if err != nil || len(files) == 0 {
			t.Errorf("make race-skip names %s, which holds no Go file", dir)
			continue
		}
		for _, file := range files {
			f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if g, ok := n.(*ast.GoStmt); ok {
					t.Errorf("%s starts a goroutine (at offset %d), yet make test's race pass skips %s: take it out of RACE_SKIP", file, g.Pos()-f.FileStart, dir)
				}
				return true
			})
		}
	}
}
