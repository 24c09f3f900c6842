package render

import (
	"slices"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/words"
)

// TestNotesInTheReadersLanguage: a source whose notes say some lines in
// the article's language gives those, without their tag, and its credit
// is the first of them; one that does not gives its untagged lines; a
// line in another language is never given.
func TestNotesInTheReadersLanguage(t *testing.T) {
	src := datasets.Source{Tool: datasets.ToolPublished, Notes: "Published results: a review.\nPlatform: two CPUs.\n" +
		"[tr] Yayımlanmış sonuçlar: bir inceleme.\n[tr] Platform: iki işlemci.\n[pl] Platforma: dwa procesory."}
	for _, c := range []struct {
		lang   words.Lang
		want   []string
		credit string
	}{
		{words.English, []string{"Published results: a review.", "Platform: two CPUs."}, "Published results: a review."},
		{words.Turkish, []string{"Yayımlanmış sonuçlar: bir inceleme.", "Platform: iki işlemci."}, "Yayımlanmış sonuçlar: bir inceleme."},
		{words.Polish, []string{"Platforma: dwa procesory."}, "Platforma: dwa procesory."},
		{words.Hindi, []string{"Published results: a review.", "Platform: two CPUs."}, "Published results: a review."},
	} {
		l := lang{Lang: c.lang}
		if got := l.noteLines(src); !slices.Equal(got, c.want) {
			t.Errorf("%v: notes %q, want %q", c.lang, got, c.want)
		}
		if got := l.creditNote(src); got != c.credit {
			t.Errorf("%v: credit %q, want %q", c.lang, got, c.credit)
		}
	}
}
