package render

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/render/words"
)

// TestVerdictCausesAsAnEditorWrites: near-full CPU in single runs points
// to the processor without proving it (Linux CPU does not scale with the
// I/O rate), and the drives' limit is an inference from four systems
// meeting one figure: the findings word both as such (two platforms:
// they follow who leads, the lead keeps to who won), and the verdict
// does not say them again.
func TestVerdictCausesAsAnEditorWrites(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	findings := strings.Join(art.Findings, "\n")
	if !strings.Contains(findings, "which points to the processor rather than the drives as the limit") {
		t.Errorf("findings do not word the CPU's limit as an inference:\n%s", findings)
	}
	for _, said := range []string{"nearly full CPU", "drives set the limit"} {
		if strings.Contains(art.Verdict, said) {
			t.Errorf("verdict %q repeats the lead's %q", art.Verdict, said)
		}
	}
	if !strings.Contains(findings, "which suggests the drives, not the software, set the limit") {
		t.Errorf("findings state the drives' limit as a fact:\n%s", findings)
	}
	for _, cause := range []string{"points to the processor", "the drives, not the software"} {
		if strings.Contains(art.Lead, cause) {
			t.Errorf("lead %q says %q, which the findings open with", art.Lead, cause)
		}
	}
}
