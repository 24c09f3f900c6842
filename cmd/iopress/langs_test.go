package main

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/render/words"
)

// TestLanguagesAreTheRegistrys: the languages the command line offers are
// render/words' list of them, wherever they are named, so that a language
// is its file and its line there: --lang's completion (from which
// examples/make.sh takes its loop) and the help of report and compare; no
// synopsis, README line or document types the list; and make.sh's titles
// are for languages that list has.
func TestLanguagesAreTheRegistrys(t *testing.T) {
	stdout, _, _ := runCLI("__complete", "report", "--lang", "")
	var got []string
	for _, line := range strings.Split(stdout, "\n") {
		if line != "" && !strings.HasPrefix(line, ":") {
			got = append(got, line)
		}
	}
	if !slices.Equal(got, words.Codes()) {
		t.Errorf("--lang completes %q, want the registry's %q", got, words.Codes())
	}
	for _, cmd := range []string{"report", "compare"} {
		help, _, _ := runCLI(cmd, "--help")
		help = strings.Join(strings.Fields(help), " ")
		for _, l := range words.Langs {
			if want := l.String() + " (" + l.Name() + ")"; !strings.Contains(help, want) {
				t.Errorf("%s --help does not name %s", cmd, want)
			}
		}
	}
	// A typed list: two codes or more joined by | or by commas.
	codes := strings.Join(words.Codes(), "|")
	typed := regexp.MustCompile(`\b(` + codes + `)(\||, )(` + codes + `)\b`)
	for _, path := range []string{"../../README.md", "../../docs/templates.md", "../../examples/make.sh", "report.go", "compare.go", "flags.go"} {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if m := typed.Find(b); m != nil {
			t.Errorf("%s types a list of languages (%q): take it from render/words", path, m)
		}
	}
	script, err := os.ReadFile("../../examples/make.sh")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(script), `__complete report --lang ''`) {
		t.Error("examples/make.sh does not take its languages from --lang's completion")
	}
	for _, m := range regexp.MustCompile(`(?m)^\s*\[(\w+)\]=`).FindAllSubmatch(script, -1) {
		if _, err := words.Parse(string(m[1])); err != nil {
			t.Errorf("examples/make.sh has a title in %s, which iopress does not write", m[1])
		}
	}
}
