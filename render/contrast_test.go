package render

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/render/words"
)

// TestTwoSidesAreAContrast: a finding that sizes both sides joins them as
// a contrast (Polish "…, a Linux …", never "i Linux"; Hindi "जबकि").
func TestTwoSidesAreAContrast(t *testing.T) {
	for language, want := range map[words.Lang]string{
		words.English: "), while Linux leads 1 of 4",
		words.Polish:  "), a Linux prowadzi w 1 z 4",
		words.Hindi:   "), जबकि Linux 4 में से 1",
	} {
		_, art := bundledArticle(t, language)
		if all := strings.Join(art.Findings, "\n"); !strings.Contains(all, want) {
			t.Errorf("%s: findings lack %q:\n%s", language, want, all)
		}
	}
	// The verdict's two choices too: TestSmallSingleRunLeadsAreAnEdge.
}
