package render

import (
	"testing"

	"github.com/iopress/iopress/analyze"
)

// TestLinkFlagText: a figure near the link's ceiling is given as its share
// of the most the link carries after framing (10GbE: 1250 x 1460/1538 =
// 1,186.6 MB/s), one above that as a cache; both name the figure they
// were judged against.
func TestLinkFlagText(t *testing.T) {
	link, err := analyze.ParseLink("10GbE")
	if err != nil {
		t.Fatal(err)
	}
	w := analyze.Workload{Pattern: "sequential", Direction: "read", BlockSizeBytes: 1 << 20, RWMixReadPct: -1}
	at := analyze.Flag{System: "RAID 0", Workload: w, Kind: analyze.FlagLink, Value: 1163e6, Limit: link.PayloadBytesPerS}
	beyond := analyze.Flag{System: "RAID 0", Workload: w, Kind: analyze.FlagBeyondLink, Value: 3000e6, Limit: link.PayloadBytesPerS}
	tests := []struct {
		got, want string
	}{
		{english.flagText(at, "10GbE", "sequential 1M read"), "RAID 0, sequential 1M read: 98.0% of the 1,187 MB/s 10GbE carries at most after its framing: near the link's ceiling, which the device cannot pass."},
		{english.flagText(beyond, "10GbE", "sequential 1M read"), "RAID 0, sequential 1M read: 3,000 MB/s, above the 1,187 MB/s 10GbE can carry at all; a cache on the host's side of the link answered, not the device."},
		{english.flagText(at, "", "sequential 1M read"), "RAID 0, sequential 1M read: 98.0% of the 1,187 MB/s the link carries at most after its framing: near the link's ceiling, which the device cannot pass."},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got  %q\nwant %q", tt.got, tt.want)
		}
	}
	at2, beyond2 := at, beyond
	at2.IODepth, beyond2.IODepth, at.IODepth, beyond.IODepth = 32, 32, 16, 16
	at2.Value, beyond2.Value = 1170e6, 3125e6
	got := english.groupedFlags(&analyze.Sweep{Flags: []analyze.Flag{at, at2, beyond, beyond2}}, "10GbE", nil)
	want := []string{
		"RAID 0, sequential 1M read at QD16 and QD32: 98.0% to 98.6% of the 1,187 MB/s 10GbE carries at most after its framing: near the link's ceiling, which the device cannot pass.",
		"RAID 0, sequential 1M read at QD16 and QD32: 2.53× to 2.63× the 1,187 MB/s 10GbE can carry at all; a cache on the host's side of the link answered, not the device.",
	}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("grouped:\ngot  %q\nwant %q", got, want)
	}
}

// TestLinkShareNeverReadsAsTheWhole: a share of a link's ceiling is to
// the percent, with decimals only where rounding would print 100% for a
// figure below the ceiling or above it.
func TestLinkShareNeverReadsAsTheWhole(t *testing.T) {
	for r, want := range map[float64]string{0.9875: "99%", 0.9996: "99.96%", 1: "100%", 1.003: "100.3%", 0.9: "90%"} {
		if got := english.linkShare(r); got != want {
			t.Errorf("linkShare(%v) = %q, want %q", r, got, want)
		}
	}
}
