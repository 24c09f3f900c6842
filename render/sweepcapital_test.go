package render

import (
	"regexp"
	"strings"
	"testing"

	"github.com/iopress/iopress/render/words"
)

// sentenceStart is where a sentence of a paragraph opens: its start, or
// after a full stop and a space.
var sentenceStart = regexp.MustCompile(`(?:^|[.!?।] )(\S+)`)

// TestSweepNamesKeepTheirCase: a configuration's label is a name and
// keeps its own case, "tmpfs" and "disk", in every language: no sentence
// of the lead, the findings, the flags or the verdict opens with one
// (where a capital would make it "Tmpfs" or "Disk", which the editors
// of every language marked), and no capitalised label appears anywhere.
// Hindi has no capitals, and its sentences may open with a label as it
// is; they open with no capitalised one either.
func TestSweepNamesKeepTheirCase(t *testing.T) {
	ds, s := realSweep(t)
	labels := []string{"tmpfs", "disk"}
	for _, sw := range sweepInEveryLang(t, ds, s) {
		wl, art := sw.l.Lang, sw.art
		texts := append([]string{art.Lead, art.Verdict}, art.Findings...)
		texts = append(texts, art.Flags...)
		for _, text := range texts {
			for _, label := range labels {
				if c := (lang{Lang: wl}).Capitalize(label); strings.Contains(text, c+" ") || strings.Contains(text, c+",") {
					t.Errorf("%s: %q writes the label %q as %q", wl.Name(), text, label, c)
				}
			}
			if wl == words.Hindi {
				continue
			}
			for _, m := range sentenceStart.FindAllStringSubmatch(text, -1) {
				word := strings.Trim(m[1], ",:;()")
				for _, label := range labels {
					if strings.EqualFold(word, label) {
						t.Errorf("%s: a sentence opens with the label %q in %q", wl.Name(), word, text)
					}
				}
			}
		}
	}
}
