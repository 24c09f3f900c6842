package render

import (
	"testing"
	"unicode/utf8"
)

// TestSweepTitleFitsAPage: the title a sweep gets without --title fits
// the 70 characters a page's title is cut at (html-validate's long-title
// rule failed the sweep's page at 74), in every language.
func TestSweepTitleFitsAPage(t *testing.T) {
	ds, s := realSweep(t)
	for _, sw := range sweepInEveryLang(t, ds, s) {
		l, art := sw.l.Lang, sw.art
		if n := utf8.RuneCountInString(art.Title); n > 70 {
			t.Errorf("%s: title %q is %d characters, want at most 70", l, art.Title, n)
		}
	}
}
