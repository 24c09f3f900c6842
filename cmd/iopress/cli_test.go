package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	goldenfile "github.com/iopress/iopress/internal/golden"
)

var update = flag.Bool("update", false, "rewrite the golden files of the command line's help and errors")

// golden compares got with testdata/golden/NAME, printing a diff where
// they differ, or rewrites it with -update, saying what changed.
func golden(t *testing.T, name, got string) {
	t.Helper()
	goldenfile.Check(t, filepath.Join(packageDir, "testdata", "golden", name), got, *update)
}

// packageDir is this package's folder, where go test starts the tests,
// for those that go on in a temporary folder (inTempDir).
var packageDir, _ = os.Getwd()

// repoPaths turns the paths of a test's command lines, written from this
// package's folder ("../../analyze/testdata/..."), into paths that hold
// wherever the test runs, and back again in what iopress printed.
type repoPaths struct{ root string }

// inTempDir runs the rest of the test in a new temporary folder, where
// whatever a command line writes by default (./out) or by a relative
// path goes, and gives the repository's paths for the command lines.
func inTempDir(t *testing.T) repoPaths {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	return repoPaths{root}
}

// args makes the paths in args that start with ../../ absolute.
func (r repoPaths) args(args []string) []string {
	out := slices.Clone(args)
	for i, a := range out {
		if rest, ok := strings.CutPrefix(a, "../../"); ok {
			out[i] = filepath.Join(r.root, filepath.FromSlash(rest))
		}
	}
	return out
}

// unargs writes the repository's absolute paths in text as ../.. again.
func (r repoPaths) unargs(text string) string {
	return strings.ReplaceAll(text, r.root, filepath.Join("..", ".."))
}

// runCLI runs a command line as main does: what it printed on stdout and
// stderr, and its exit status.
func runCLI(args ...string) (stdout, stderr string, status int) {
	var out, errs bytes.Buffer
	err := run(context.Background(), args, &out, &errs)
	status = exitStatus(err, &errs)
	return out.String(), errs.String(), status
}

// TestHelp: help goes to stdout with status 0, however asked for: 'iopress
// help', 'iopress help CMD', 'CMD -h', 'CMD --help'; each command's help is
// kept as a golden file.
func TestHelp(t *testing.T) {
	for _, tt := range []struct {
		golden string
		args   [][]string // each gives the same help
	}{
		{"help.txt", [][]string{{}, {"help"}, {"-h"}, {"--help"}}},
		{"report-help.txt", [][]string{{"help", "report"}, {"report", "-h"}, {"report", "--help"}, {"report", "in.csv", "--help"}}},
		{"ingest-help.txt", [][]string{{"help", "ingest"}, {"ingest", "-h"}}},
		{"compare-help.txt", [][]string{{"help", "compare"}, {"compare", "--help"}}},
		{"run-help.txt", [][]string{{"help", "run"}, {"run", "-h"}}},
		{"version-help.txt", [][]string{{"help", "version"}, {"version", "-h"}}},
		{"completion-help.txt", [][]string{{"help", "completion"}, {"completion", "-h"}}},
		{"template-names-help.txt", [][]string{{"help", "template", "names"}, {"template", "names", "-h"}}},
	} {
		var first string
		for i, args := range tt.args {
			stdout, stderr, status := runCLI(args...)
			if status != 0 || stderr != "" || stdout == "" {
				t.Errorf("iopress %q: status %d, stderr %q, %d bytes of help on stdout", args, status, stderr, len(stdout))
			}
			if i == 0 {
				first = stdout
				golden(t, tt.golden, stdout)
			} else if stdout != first {
				t.Errorf("iopress %q gives other help than iopress %q", args, tt.args[0])
			}
		}
	}
}

// TestUsageErrors: a command line that cannot run as written exits with
// status 2, saying what is wrong and where the command's help is; the
// messages are golden files. The wrong values are ones that can never
// become right (a language "xx-invalid", not one iopress may yet speak),
// and the commands run in a folder of their own, so that one that runs
// after all writes nothing here.
func TestUsageErrors(t *testing.T) {
	repo := inTempDir(t)
	var all strings.Builder
	for _, args := range [][]string{
		{"frobnicate"},
		{"report", "--frobnicate"},
		{"report", "--kind", "not-a-kind"},
		{"report", "--tie", "-5"},
		{"report", "--alpha", "2"},
		{"report", "--cores", "-3"},
		{"report", "--link", "carrier-pigeon"},
		{"report", "--rated", "fast"},
		{"report", "--lang", "xx-invalid"},
		{"report", "--format", "pdf,not-a-format"},
		{"report", "--format", "pdf,pdf,not-a-format"},
		{"report", "--format", ""},
		{"report", "--each"},
		{"report", "--tie", "3", "../../analyze/testdata/sweep-iopress/disk"},
		{"report", "-k", "sweep", "--cores", "8", "../../analyze/testdata/sweep-iopress/disk"},
		{"ingest", "in.json"},
		{"ingest", "-o", "ds"},
		{"ingest", "-o", "ds", "-j", "0", "in.json"},
		{"ingest", "-o", "ds", "--labels", "{nosuch", "in.json"},
		{"compare", "old"},
		{"compare", "--alpha", "7", "old", "new"},
		{"compare", "-f", "not-a-format", "old", "new"},
		{"compare", "-f", "json", "--lang", "tr", "old", "new"},
		{"run", "-t", "f", "-o", "o"},
		{"run", "--rw", "randread", "-m", "article", "-t", "f", "-o", "o"},
		{"run", "--rw", "sideways", "-t", "f", "-o", "o"},
		{"run", "--rw", "randread", "-t", "f", "-o", "o", "--repeat", "0"},
		{"run", "--rw", "randread", "-t", "f", "-o", "o", "--repeat", "-2"},
		{"run", "--rw", "randread", "-t", "f", "-o", "o", "--runtime", "0"},
		{"run", "--rw", "randread", "-t", "f", "-o", "o", "--bs", "0"},
		{"run", "--rw", "randread", "-t", "f", "-o", "o", "extra-arg"},
		{"version", "extra"},
		{"version", "extra", "words"},
		{"completion", "not-a-shell"},
		{"completion"},
		{"help", "nosuch"},
	} {
		stdout, stderr, status := runCLI(repo.args(args)...)
		if status != 2 || stdout != "" || !strings.HasPrefix(stderr, "iopress: ") || !strings.Contains(stderr, "--help' for usage.") {
			t.Errorf("iopress %q: status %d, stdout %q, stderr %q: want status 2 and the error with a pointer to help", args, status, stdout, stderr)
		}
		all.WriteString("$ iopress " + strings.Join(args, " ") + "\n" + repo.unargs(stderr) + "\n")
	}
	golden(t, "usage-errors.txt", all.String())
}

// TestFlagsAnywhere: flags after the inputs count as flags (they used to
// be read as inputs, and the article went elsewhere), and short forms
// work.
func TestFlagsAnywhere(t *testing.T) {
	dir := t.TempDir()
	small := writeSmallCSV(t, dir) // a table and a chart: quick to write
	for _, args := range [][]string{
		{"report", small, "--out", filepath.Join(dir, "a")},
		{"report", small, "-o", filepath.Join(dir, "b"), "-k", "comparison"},
		{"report", "-o", filepath.Join(dir, "c"), small, "--title", "T"},
	} {
		stdout, stderr, status := runCLI(args...)
		out := args[slices_index(args, "--out", "-o")+1]
		if status != 0 || !strings.Contains(stdout, "wrote 4 files to "+out) {
			t.Errorf("iopress %q: status %d, stdout %q, stderr %q", args, status, stdout, stderr)
		}
		if _, err := os.Stat(filepath.Join(out, "article.pdf")); err != nil {
			t.Errorf("iopress %q: %v", args, err)
		}
	}
	if _, err := os.Stat("out"); err == nil {
		t.Error("an article went to ./out, where it was not asked for")
	}
}

func slices_index(args []string, names ...string) int {
	for i, a := range args {
		for _, n := range names {
			if a == n {
				return i
			}
		}
	}
	return -1
}

// TestExitStatus: 0 on success, 2 for the command line, 1 when the work
// fails.
func TestExitStatus(t *testing.T) {
	if _, _, status := runCLI("version"); status != 0 {
		t.Errorf("version: status %d", status)
	}
	if _, stderr, status := runCLI("report", "-o", t.TempDir(), "nosuch.csv"); status != 1 || strings.Contains(stderr, "for usage") {
		t.Errorf("report of a missing file: status %d, stderr %q: want 1, without a pointer to help", status, stderr)
	}
	var ue *usageError
	if err := run(context.Background(), []string{"report", "--kind", "not-a-kind", "--out", t.TempDir()}, &bytes.Buffer{}, &bytes.Buffer{}); !errors.As(err, &ue) || ue.cmd != "iopress report" {
		t.Errorf("err = %#v: want a usage error of iopress report", err)
	}
}

// TestVersion: 'iopress version' and 'iopress --version' say the version,
// the commit where the build recorded one, and the Go that built it.
func TestVersion(t *testing.T) {
	goVersion := regexp.MustCompile(`go1\.\d+(\.\d+)?\S* \w+/\w+`)
	for _, args := range [][]string{{"version"}, {"--version"}} {
		stdout, _, status := runCLI(args...)
		if status != 0 || !strings.HasPrefix(stdout, "iopress ") || !goVersion.MatchString(stdout) {
			t.Errorf("iopress %q: status %d, %q", args, status, stdout)
		}
	}
}

// TestCompletion: completion scripts for the four shells, each knowing
// the commands; and the shells' completion asks give the words a flag
// takes.
func TestCompletion(t *testing.T) {
	for shell, want := range map[string]string{"bash": "__start_iopress", "zsh": "#compdef iopress", "fish": "complete -c iopress", "powershell": "Register-ArgumentCompleter"} {
		stdout, stderr, status := runCLI("completion", shell)
		if status != 0 || !strings.Contains(stdout, want) {
			t.Errorf("completion %s: status %d, stderr %q, want a script with %q", shell, status, stderr, want)
		}
	}
	stdout, _, _ := runCLI("__complete", "report", "--kind", "")
	for _, kind := range articleKinds {
		if !strings.Contains(stdout, kind+"\n") {
			t.Errorf("completing --kind: %q lacks %s", stdout, kind)
		}
	}
	stdout, _, _ = runCLI("__complete", "")
	for _, cmd := range []string{"report", "ingest", "compare", "run", "template", "version"} {
		if !strings.Contains(stdout, cmd+"\t") {
			t.Errorf("completing a command: %q lacks %s", stdout, cmd)
		}
	}
	if stdout, _, _ = runCLI("__complete", "template", ""); !strings.HasPrefix(stdout, "names\t") {
		t.Errorf("completing template's command: %q, want names", stdout)
	}
	if stdout, _, _ = runCLI("__complete", "template", "names", "--lang", ""); !strings.Contains(stdout, "tr\n") {
		t.Errorf("completing template names --lang: %q lacks tr", stdout)
	}
}

// TestSynopsesNameEveryFlag: each command's one-line synopsis names every
// flag it takes, so that no flag is found only by reading all the help.
func TestSynopsesNameEveryFlag(t *testing.T) {
	root := newRoot(&bytes.Buffer{}, &bytes.Buffer{})
	var cmds []*cobra.Command
	for _, cmd := range root.Commands() {
		cmds = append(append(cmds, cmd), cmd.Commands()...)
	}
	for _, cmd := range cmds {
		if cmd.Name() == "help" || cmd.Parent().Name() == "completion" {
			continue
		}
		cmd.Flags().VisitAll(func(f *pflag.Flag) {
			if f.Name == "help" || f.Hidden {
				return
			}
			names := "--" + f.Name
			if f.Shorthand != "" && strings.Contains(cmd.Use, "-"+f.Shorthand+" ") {
				names = "-" + f.Shorthand
			}
			if !strings.Contains(cmd.Use+" ", "--"+f.Name+" ") && !strings.Contains(cmd.Use+" ", "--"+f.Name+"]") && !strings.Contains(cmd.Use, names+" ") {
				t.Errorf("%s: the synopsis %q does not name %s", cmd.Name(), cmd.Use, "--"+f.Name)
			}
		})
	}
}

// TestREADMECommandLines: the README's example of each command is one
// iopress takes: every command has one, and its flags and arguments pass
// the command's own parsing. The synopses themselves are in the help
// alone, so that a new option changes no README line.
func TestREADMECommandLines(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)## One example per command\n\n```\n(.*?)```").FindSubmatch(readme)
	if m == nil {
		t.Fatal("README has no 'One example per command' block")
	}
	shown := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(m[1])), "\n") {
		line, _, _ = strings.Cut(line, "  #")
		line = strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "source <(")), ")")
		line, _, _ = strings.Cut(line, " >")
		args := strings.Fields(line)
		if len(args) == 0 || args[0] != "iopress" {
			t.Errorf("README example %q: want an iopress command line", line)
			continue
		}
		root := newRoot(&bytes.Buffer{}, &bytes.Buffer{})
		cmd, rest, err := root.Find(args[1:])
		if err != nil || cmd == root {
			t.Errorf("README example %q: no such command (%v)", line, err)
			continue
		}
		if err := cmd.ParseFlags(rest); err != nil {
			t.Errorf("README example %q: %v", line, err)
			continue
		}
		if err := cmd.ValidateArgs(cmd.Flags().Args()); err != nil {
			t.Errorf("README example %q: %v", line, err)
		}
		for c := cmd; c != nil; c = c.Parent() { // "completion bash" shows completion
			shown[c.CommandPath()] = true
		}
	}
	for _, name := range []string{"report", "ingest", "compare", "run", "template", "template names", "version", "completion"} {
		if !shown["iopress "+name] {
			t.Errorf("README gives no example of iopress %s", name)
		}
	}
}

// TestCommandOutputs: what report, ingest and compare print for real
// inputs, kept as golden files (the folders written are shown as OUT).
func TestCommandOutputs(t *testing.T) {
	if testing.Short() {
		t.Skip("long: make test runs it without -short, outside the race detector")
	}
	bad := filepath.Join(t.TempDir(), "bad.csv")
	os.WriteFile(bad, []byte("system,pattern,direction,bs,bw_gib_s\nA,random,read,4K,abc\n"), 0o644)
	for _, tt := range []struct {
		golden string
		args   []string // OUT is replaced by a new folder
	}{
		{"report-comparison.txt", []string{"report", "-o", "OUT", "../../datasets/reference/article1/published.csv"}},
		{"report-sweep.txt", []string{"report", "-o", "OUT", "-b", "disk", "../../analyze/testdata/sweep-iopress/tmpfs", "../../analyze/testdata/sweep-iopress/disk"}},
		{"report-cdm.txt", []string{"report", "-o", "OUT", "../../ingest/cdm/testdata/samples/crystaldiskmark"}},
		{"report-bad-input.txt", []string{"report", "-o", "OUT", "../../datasets/reference/article1/published.csv", bad}},
		{"ingest.txt", []string{"ingest", "-o", "OUT", "-j", "1", "../../ingest/fio/testdata/libaio-randread-qd16.jsonplus",
			"../../ingest/fio/testdata/jobfile-3jobs.terse", "../../ingest/fio/testdata/sync-trim-error.json", bad}},
		{"compare.txt", []string{"compare", "../../analyze/testdata/capped/uncapped", "../../analyze/testdata/capped/capped"}},
		{"compare-pl.txt", []string{"compare", "--lang", "pl", "../../analyze/testdata/capped/uncapped", "../../analyze/testdata/capped/capped"}},
		{"compare.csv", []string{"compare", "-f", "csv", "../../analyze/testdata/capped/uncapped", "../../analyze/testdata/capped/capped"}},
		{"compare.json", []string{"compare", "-f", "json", "../../analyze/testdata/capped/uncapped", "../../analyze/testdata/capped/capped"}},
	} {
		t.Run(tt.golden, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			args := slices.Clone(tt.args)
			for i, a := range args {
				if a == "OUT" {
					args[i] = out
				}
			}
			stdout, stderr, status := runCLI(args...)
			text := fmt.Sprintf("$ iopress %s\nstatus %d\n--- stdout\n%s--- stderr\n%s", strings.Join(tt.args, " "), status, stdout, stderr)
			golden(t, tt.golden, strings.NewReplacer(out, "OUT", filepath.Dir(bad), "TMP").Replace(text))
		})
	}
}
