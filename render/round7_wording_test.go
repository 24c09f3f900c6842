package render_test

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/render/internal/rendertest"
)

// TestRound7Wording: the one-system and repeated-run articles say what
// the English editor asked in round 7 of #24: a suspect result is one a
// larger block "would normally not" give, not one it "should not"; the
// steady-state warning does not say twice that the runs were too short;
// a tie of repeated runs "does not prove them equal".
func TestRound7Wording(t *testing.T) {
	one := article(t, rendertest.Read(t, oneSystem[0]), analyze.Options{})
	text := strings.Join(append(append([]string{one.Lead, one.Verdict}, one.Findings...), one.Warnings...), "\n")
	for _, want := range []string{"A larger block or sequential access would normally not be slower", "That suggests a write-back cache, most likely on the host, absorbed those writes."} {
		if !strings.Contains(text, want) {
			t.Errorf("one-system article lacks %q:\n%s", want, text)
		}
	}
	for _, never := range []string{"should not be slower", "which a run this short cannot show", "points to a write-back cache"} {
		if strings.Contains(text, never) {
			t.Errorf("one-system article says %q:\n%s", never, text)
		}
	}
	rep := article(t, rendertest.Read(t, "../analyze/testdata/engines/jobs"), analyze.Options{})
	findings := strings.Join(rep.Findings, "\n")
	if !strings.Contains(findings, "which does not prove them equal.") || strings.Contains(findings, "make the two equal") {
		t.Errorf("repeated-run findings %q: want \"which does not prove them equal\"", findings)
	}
}
