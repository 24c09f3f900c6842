package golden

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// ten is ten lines, l1 to l10; edited, ten with lines replaced.
func ten(edits map[int]string) string {
	var b strings.Builder
	for i := 1; i <= 10; i++ {
		l, ok := edits[i]
		if !ok {
			l = fmt.Sprintf("l%d", i)
		}
		if l != "" {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// TestDiff: the hunks of the first cases are those diff -U2 prints for the
// same two texts (GNU diffutils, without its two header lines).
func TestDiff(t *testing.T) {
	for _, tc := range []struct {
		name, want, got, diff string
	}{
		{"equal", ten(nil), ten(nil), ""},
		{"one line changed", ten(nil), ten(map[int]string{5: "L5"}),
			"@@ -3,5 +3,5 @@\n l3\n l4\n-l5\n+L5\n l6\n l7\n"},
		{"first removed, last added", ten(nil), ten(map[int]string{1: ""}) + "l11\n",
			"@@ -1,3 +1,2 @@\n-l1\n l2\n l3\n@@ -9,2 +8,3 @@\n l9\n l10\n+l11\n"},
		{"changes 4 lines apart share a hunk", ten(nil), ten(map[int]string{3: "X", 7: "Y"}),
			"@@ -1,9 +1,9 @@\n l1\n l2\n-l3\n+X\n l4\n l5\n l6\n-l7\n+Y\n l8\n l9\n"},
		{"from nothing", "", "a\n", "@@ -1,0 +1,1 @@\n+a\n"},
		{"line end", "a\n", "a", "(and one of them ends without a line end)\n"},
	} {
		if got := Diff(tc.want, tc.got); got != tc.diff {
			t.Errorf("%s: Diff gives\n%s\nwant\n%s", tc.name, got, tc.diff)
		}
	}
}

// TestDiffLarge: texts past the table's bound still give a diff, of the
// changed middle as removed then added.
func TestDiffLarge(t *testing.T) {
	var a, b strings.Builder
	for i := range 3000 {
		fmt.Fprintf(&a, "a%d\n", i)
		fmt.Fprintf(&b, "b%d\n", i)
	}
	d := Diff("same\n"+a.String(), "same\n"+b.String())
	if !strings.HasPrefix(d, "@@ -1,3001 +1,3001 @@\n same\n-a0\n") || strings.Count(d, "\n+b") != 3000 {
		t.Errorf("diff of 3000 changed lines starts %q, has %d added", d[:min(len(d), 60)], strings.Count(d, "\n+b"))
	}
}

// recorder is a test whose failures are recorded, not reported.
type recorder struct {
	testing.TB
	errors []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatalf(format string, args ...any) { r.Errorf(format, args...) }

// TestCheck: a mismatch is an error with the diff in it; -update rewrites
// the file and says what changed, and says nothing, and writes nothing,
// when nothing did.
func TestCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "golden", "x.golden")
	var out bytes.Buffer
	Out = &out
	defer func() { Out = os.Stdout }()

	r := &recorder{TB: t}
	Check(r, path, "a\n", true)
	if len(r.errors) != 0 || out.String() != "wrote "+path+", new: 1 line\n" {
		t.Errorf("new file: errors %q, said %q", r.errors, out.String())
	}
	out.Reset()
	Check(r, path, "a\nb\nc\n", true)
	if data, _ := os.ReadFile(path); string(data) != "a\nb\nc\n" || out.String() != "rewrote "+path+": 2 lines added, 0 removed\n" {
		t.Errorf("rewritten to %q, said %q", data, out.String())
	}
	out.Reset()
	Check(r, path, "a\nb\nc\n", true)
	if out.Len() != 0 {
		t.Errorf("unchanged, said %q", out.String())
	}
	Check(r, path, "a\nB\nc\n", false)
	if len(r.errors) != 1 || !strings.Contains(r.errors[0], path+" differs") || !strings.HasSuffix(r.errors[0], "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n") {
		t.Errorf("mismatch: errors %q, want one with the diff", r.errors)
	}
	if data, _ := os.ReadFile(path); string(data) != "a\nb\nc\n" {
		t.Errorf("a mismatch without -update changed the file to %q", data)
	}
}
