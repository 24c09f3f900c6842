package render

import (
	"testing"
	"unicode/utf8"

	"github.com/iopress/iopress/render/words"
)

// TestSweepTitleFitsAPage: the title a sweep gets without --title fits
// the 70 characters a page's title is cut at (html-validate's long-title
// rule failed the sweep's page at 74), in every language.
func TestSweepTitleFitsAPage(t *testing.T) {
	ds, s := realSweep(t)
	for _, l := range words.Langs {
		art, err := BuildSweep(ds, s, Options{Lang: l})
		if err != nil {
			t.Fatal(err)
		}
		if n := utf8.RuneCountInString(art.Title); n > 70 {
			t.Errorf("%s: title %q is %d characters, want at most 70", l, art.Title, n)
		}
	}
}
