package analyze

import (
	"math"
	"testing"
)

// TestSATAPracticalLimit: SATA/600 sends 600 MB/s after 8b/10b, carries
// 593.3 MB/s of data after its framing (a Data FIS of 2048 Dwords costs 7
// more, two ALIGNs go in every 256), and drives held by it measure
// 550-560 MB/s: its practical limit is 94% of the payload, 557.7 MB/s, and
// a figure within PracticalMargin of it is near it (531.5 MB/s is, 478.8
// is not). Links without a known practical limit have none.
func TestSATAPracticalLimit(t *testing.T) {
	l, err := ParseLink("SATA/600")
	if err != nil {
		t.Fatal(err)
	}
	want := 600e6 * 2048 / 2055 * 256 / 258 * 0.94
	if math.Abs(l.PracticalBytesPerS-want) > 1 || math.Round(want/1e5) != 5577 {
		t.Errorf("SATA/600 practical limit %.0f, want %.0f", l.PracticalBytesPerS, want)
	}
	if !l.NearPractical(531.458e6) || l.NearPractical(478.802e6) {
		t.Errorf("near SATA/600's practical limit: 531.5 MB/s %v, 478.8 MB/s %v", l.NearPractical(531.458e6), l.NearPractical(478.802e6))
	}
	p, err := ParseLink("PCIe4x4")
	if err != nil {
		t.Fatal(err)
	}
	if p.PracticalBytesPerS != 0 || p.NearPractical(7.4e9) {
		t.Errorf("PCIe4x4 has a practical limit %.0f", p.PracticalBytesPerS)
	}
}

// TestLinkKind: a link read by name keeps what it is (SATA; PCIe with its
// generation and width), whatever its spelling, so that the article can
// name it as readers write it; a rate has no kind.
func TestLinkKind(t *testing.T) {
	for _, c := range []struct {
		name       string
		kind       string
		gen, lanes int
	}{{"SATA/600", "sata", 0, 0}, {"PCIe4x4", "pcie", 4, 4}, {"pcie3x2", "pcie", 3, 2}, {"1250MB/s", "", 0, 0}, {"10GbE", "", 0, 0}} {
		l, err := ParseLink(c.name)
		if err != nil {
			t.Fatal(err)
		}
		if l.Kind != c.kind || l.Gen != c.gen || l.Lanes != c.lanes {
			t.Errorf("%s: kind %q gen %d lanes %d, want %q %d %d", c.name, l.Kind, l.Gen, l.Lanes, c.kind, c.gen, c.lanes)
		}
	}
}
