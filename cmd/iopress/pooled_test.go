package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/article"
	"github.com/iopress/iopress/ingest"
)

// hintCommands are the iopress commands a text gives to type, in order.
var hintCommands = regexp.MustCompile(`iopress (?:ingest [^,]*|report \S+)`)

// shellWords splits a command line as a POSIX shell does words with
// single quotes and no other quoting.
func shellWords(line string) []string {
	var words []string
	var word strings.Builder
	quoted, inWord := false, false
	for _, r := range line {
		switch {
		case r == '\'':
			quoted, inWord = !quoted, true
		case r == ' ' && !quoted:
			if inWord {
				words = append(words, word.String())
				word.Reset()
			}
			inWord = false
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		words = append(words, word.String())
	}
	return words
}

// TestPooledHintRelabels: the commands a pooled system's warning gives,
// run as they are written, make a dataset whose systems are the
// configurations: real fio runs of one file of three engines (each job
// its own system), and of two files of one name in two folders (each
// folder its own system).
func TestPooledHintRelabels(t *testing.T) {
	const samples = "../../analyze/testdata/onesystem/"
	for _, tc := range []struct {
		name  string
		files map[string]string // path in the folder: sample
		want  []string
	}{
		{"one fio file", map[string]string{"bench.json": "pooled/bench.json"}, []string{"psync", "libaio", "io_uring"}},
		{"a file per folder", map[string]string{"x/run.json": "fio-libaio.json", "y/run.json": "pooled/bench.json"}, []string{"x", "y"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var inputs []string
			dir := t.TempDir()
			for name, sample := range tc.files {
				data, err := os.ReadFile(samples + sample)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
					t.Fatal(err)
				}
				inputs = append(inputs, name)
			}
			slices.Sort(inputs)
			t.Chdir(dir)
			ds, errs := ingest.Read(context.Background(), inputs, ingest.Options{})
			if len(errs) > 0 {
				t.Fatal(errs)
			}
			art, _, err := article.Make(ds, article.Settings{})
			if err != nil {
				t.Fatal(err)
			}
			var cmds []string
			for _, w := range art.Warnings {
				cmds = append(cmds, hintCommands.FindAllString(w, -1)...)
			}
			if len(cmds) != 2 {
				t.Fatalf("commands %q in the warnings %q: want one ingest and one report", cmds, art.Warnings)
			}
			for _, c := range cmds {
				var stdout, stderr bytes.Buffer
				if err := run(context.Background(), shellWords(c)[1:], &stdout, &stderr); err != nil {
					t.Fatalf("%s: %v\n%s", c, err, stderr.String())
				}
			}
			labelled, errs := ingest.Read(context.Background(), []string{shellWords(cmds[1])[2]}, ingest.Options{})
			if len(errs) > 0 {
				t.Fatal(errs)
			}
			var systems []string
			for _, r := range labelled.Results {
				if !slices.Contains(systems, r.System) {
					systems = append(systems, r.System)
				}
			}
			if !slices.Equal(sorted(systems), sorted(tc.want)) {
				t.Errorf("systems after %q: %v, want %v", cmds, systems, tc.want)
			}
		})
	}
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}
