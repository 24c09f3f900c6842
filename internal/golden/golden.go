// Package golden compares what a test made with a golden file: where they
// differ it prints a diff of their lines, and under go test -update it
// rewrites the file and says what changed. It is imported by tests only.
package golden

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Check compares got with the golden file at path. With update it writes
// got there instead, when it differs, and says on Out what it changed:
// the file, and its lines added and removed.
func Check(t testing.TB, path, got string, update bool) {
	t.Helper()
	want, err := os.ReadFile(path)
	if update {
		if err == nil && string(want) == got {
			return
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintln(Out, Changed(path, string(want), got, err == nil))
		return
	}
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if d := Diff(string(want), got); d != "" {
		t.Errorf("%s differs from what the test made (- the file, + the test; go test -update rewrites it after review):\n%s", path, d)
	}
}

// Out is where Check says what -update changed: standard output, which go
// test shows when run in a package's folder (go test -update), or with -v.
var Out io.Writer = os.Stdout

// Changed says what rewriting a golden file did: "rewrote
// testdata/golden/x.golden: 2 lines added, 1 removed", or that it wrote
// a new one.
func Changed(path, old, new string, existed bool) string {
	if !existed {
		return fmt.Sprintf("wrote %s, new: %s", path, count(len(lines(new))))
	}
	added, removed := 0, 0
	for _, e := range edits(lines(old), lines(new)) {
		switch e.op {
		case '+':
			added++
		case '-':
			removed++
		}
	}
	return fmt.Sprintf("rewrote %s: %s added, %d removed", path, count(added), removed)
}

// count is "1 line", "3 lines".
func count(n int) string {
	if n == 1 {
		return "1 line"
	}
	return fmt.Sprintf("%d lines", n)
}

// contextLines is how many unchanged lines Diff shows around a change.
const contextLines = 2

// Diff is a line diff of want and got, "" when they are equal: lines
// only in want marked "-", only in got "+", and up to two unchanged lines
// around each change, in hunks headed "@@ -line,count +line,count @@"
// as diff -u heads them (which leaves out a count of 1).
func Diff(want, got string) string {
	if want == got {
		return ""
	}
	es := edits(lines(want), lines(got))
	var b strings.Builder
	for start := 0; start < len(es); {
		// A hunk: from the first change, to the last change that is
		// within 2*contextLines unchanged lines of the one before it.
		first := start
		for first < len(es) && es[first].op == ' ' {
			first++
		}
		if first == len(es) {
			break
		}
		last := first
		for i, same := first+1, 0; i < len(es); i++ {
			if es[i].op == ' ' {
				if same++; same > 2*contextLines {
					break
				}
				continue
			}
			last, same = i, 0
		}
		from, to := max(first-contextLines, start), min(last+contextLines+1, len(es))
		wantAt, gotAt, wantN, gotN := 0, 0, 0, 0
		for _, e := range es[:from] {
			if e.op != '+' {
				wantAt++
			}
			if e.op != '-' {
				gotAt++
			}
		}
		for _, e := range es[from:to] {
			if e.op != '+' {
				wantN++
			}
			if e.op != '-' {
				gotN++
			}
		}
		fmt.Fprintf(&b, "@@ -%d,%d +%d,%d @@\n", wantAt+1, wantN, gotAt+1, gotN)
		for _, e := range es[from:to] {
			b.WriteByte(e.op)
			b.WriteString(e.line)
			b.WriteByte('\n')
		}
		start = to
	}
	if want != "" && got != "" && strings.HasSuffix(want, "\n") != strings.HasSuffix(got, "\n") {
		b.WriteString("(and one of them ends without a line end)\n")
	}
	return b.String()
}

// lines splits text into its lines, without their ends.
func lines(text string) []string {
	if text == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(text, "\n"), "\n")
}

// An edit is a line of a diff: op ' ' for a line in both, '-' for one
// only in the old text, '+' for one only in the new.
type edit struct {
	op   byte
	line string
}

// maxCells bounds the table of the longest common subsequence (the
// changed middle's lines multiplied): past it, the middle is shown as all
// removed, then all added.
const maxCells = 1 << 22

// edits is the shortest list of line edits from a to b: the lines they
// start and end with in common kept, and between them a longest common
// subsequence.
func edits(a, b []string) []edit {
	var out []edit
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		out = append(out, edit{' ', a[pre]})
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	ma, mb := a[pre:len(a)-suf], b[pre:len(b)-suf]
	if len(ma)*len(mb) > maxCells {
		for _, l := range ma {
			out = append(out, edit{'-', l})
		}
		for _, l := range mb {
			out = append(out, edit{'+', l})
		}
	} else {
		// lcs[i][j] is the length of a longest common subsequence of
		// ma[i:] and mb[j:].
		w := len(mb) + 1
		lcs := make([]int32, (len(ma)+1)*w)
		for i := len(ma) - 1; i >= 0; i-- {
			for j := len(mb) - 1; j >= 0; j-- {
				if ma[i] == mb[j] {
					lcs[i*w+j] = lcs[(i+1)*w+j+1] + 1
				} else {
					lcs[i*w+j] = max(lcs[(i+1)*w+j], lcs[i*w+j+1])
				}
			}
		}
		i, j := 0, 0
		for i < len(ma) || j < len(mb) {
			switch {
			case i < len(ma) && j < len(mb) && ma[i] == mb[j]:
				out = append(out, edit{' ', ma[i]})
				i, j = i+1, j+1
			case j == len(mb) || i < len(ma) && lcs[(i+1)*w+j] >= lcs[i*w+j+1]:
				out = append(out, edit{'-', ma[i]})
				i++
			default:
				out = append(out, edit{'+', mb[j]})
				j++
			}
		}
	}
	for _, l := range a[len(a)-suf:] {
		out = append(out, edit{' ', l})
	}
	return out
}
