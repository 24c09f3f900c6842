package render

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/render/words"
)

// TestVerdictCausesAsAnEditorWrites: near-full CPU in single runs points
// to the processor without proving it (Linux CPU does not scale with the
// I/O rate), and the drives' limit is an inference from four systems
// meeting one figure: the lead words both as such, and the verdict does
// not say them again.
func TestVerdictCausesAsAnEditorWrites(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	if !strings.Contains(art.Lead, "which points to the processor rather than the drives as the limit") {
		t.Errorf("lead %q does not word the CPU's limit as an inference", art.Lead)
	}
	for _, said := range []string{"nearly full CPU", "drives set the limit"} {
		if strings.Contains(art.Verdict, said) {
			t.Errorf("verdict %q repeats the lead's %q", art.Verdict, said)
		}
	}
	if !strings.Contains(art.Lead, "which suggests the drives, not the software, set the limit") {
		t.Errorf("lead %q states the drives' limit as a fact", art.Lead)
	}
}
