package render

import (
	"regexp"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/render/words"
)

// TestSweepProseNamesNoLabelAsANoun: a configuration's label is the key of
// the tables and the legends; "disk" is no noun a sentence can take ("the
// figures of disk", Polish "wyniki, które osiąga disk"). In the lead, the
// findings, the flags and the verdict, in English, Polish and Hindi
// (where "disk" is no word of the language), the label stands only in
// quotes, where the lead ties it to the name the prose uses; the prose
// calls it by its target's kind. Where two configurations share a kind,
// the kind names neither, and each keeps its label.
func TestSweepProseNamesNoLabelAsANoun(t *testing.T) {
	ds, s := realSweep(t)
	bare := regexp.MustCompile(`(^|[^„“\p{L}])disk([^”\p{L}]|$)`)
	for _, sw := range sweepInEveryLang(t, ds, s, words.English, words.Polish, words.Hindi) {
		language, l, art := sw.l.Lang, sw.l, sw.art
		texts := append(append([]string{art.Lead, art.Verdict}, art.Findings...), art.Flags...)
		ref := l.refName(s, "disk")
		if ref == "disk" {
			t.Fatalf("%s: the virtio disk is named by its label", language)
		}
		for _, text := range texts {
			if language == words.English {
				// English's own nouns: "the virtio disk", "a virtual disk".
				text = regexp.MustCompile(`(?i)(virtio|virtual) disk`).ReplaceAllString(text, "")
			}
			if m := bare.FindString(text); m != "" {
				t.Errorf("%s: %q uses the label as a noun (%q)", language, text, m)
			}
		}
		if !strings.Contains(art.Lead, l.Capitalize(ref)) {
			t.Errorf("%s: lead %q does not name %q", language, art.Lead, ref)
		}
	}
	two := &analyze.Sweep{Curves: []analyze.Curve{{System: "vm1"}, {System: "vm2"}, {System: "ram"}},
		Options: analyze.SweepOptions{Targets: map[string]analyze.Target{
			"vm1": {Kind: analyze.TargetVirtual, Via: "virtio"}, "vm2": {Kind: analyze.TargetVirtual, Via: "virtio"}, "ram": {Kind: analyze.TargetMemory}}}}
	for system, want := range map[string]string{"vm1": "vm1", "vm2": "vm2", "ram": "the RAM run"} {
		if got := english.refName(two, system); got != want {
			t.Errorf("%s: named %q, want %q", system, got, want)
		}
	}
}
