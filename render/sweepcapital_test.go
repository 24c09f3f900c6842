package render

import (
	"regexp"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/iopress/iopress/render/words"
)

// sentenceStart is where a sentence of a paragraph opens: its start, or
// after a full stop and a space.
var sentenceStart = regexp.MustCompile(`(?:^|[.!?] )(\S)`)

// TestSweepSentencesOpenWithCapital: a sentence that opens with a
// configuration's name ("disk (virtio disk) writes faster than it
// reads", Turkish "disk, tepe değerinin ...") opens with a capital: the
// Turkish editors marked "disk (virtio sanal disk) için" and "disk
// okuduğundan hızlı yazıyor" at the start of a sentence. (Polish wordings
// that open with a name, "disk (dysk virtio): w najlepszym razie", are
// its catalog's, and left to its editors.)
func TestSweepSentencesOpenWithCapital(t *testing.T) {
	_, s := realSweep(t)
	for _, wl := range []words.Lang{words.English, words.Turkish} {
		l := lang{Lang: wl}
		systems, workloads := curvesAxes(s)
		texts := []string{l.sweepLead(s, workloads, systems)}
		for _, w := range rankedWorkloads(s, workloads) {
			curves := curvesOf(s, w)
			texts = append(texts, l.workloadFinding(s, curves, l.sweepScale(curves), l.latencyScale(curves)))
		}
		for _, text := range texts {
			for _, m := range sentenceStart.FindAllStringSubmatch(text, -1) {
				if r, _ := utf8.DecodeRuneInString(m[1]); unicode.IsLower(r) {
					t.Errorf("%s: a sentence opens with a small letter (%q) in %q", wl.Name(), m[0], text)
				}
			}
		}
	}
}
