package render

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/render/words"
)

// TestVerdictCausesAsAnEditorWrites: near-full CPU in single runs points
// to the processor without proving it (Linux CPU does not scale with the
// I/O rate), and the drives' limit is an inference from four systems
// meeting one figure: the verdict and the finding word both as such.
func TestVerdictCausesAsAnEditorWrites(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	for _, want := range []string{
		"In random 4K read, Linux libaio and Linux io_uring ran at nearly full CPU, which suggests the processor, not the drives, limits them there.",
		"In random 64K write every system stops at about the same figure, which suggests the drives set the limit",
	} {
		if !strings.Contains(art.Verdict, want) {
			t.Errorf("verdict %q lacks %q", art.Verdict, want)
		}
	}
	if !strings.Contains(art.Lead, "which suggests the drives, not the software, set the limit") {
		t.Errorf("lead %q states the drives' limit as a fact", art.Lead)
	}
}
