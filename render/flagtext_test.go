package render

import (
	"testing"

	"github.com/iopress/iopress/analyze"
)

// TestLinkFlagText: a figure at the link is given as its share of what the
// link carries after framing, one beyond the link's line rate as a cache;
// both name the figure they were judged against.
func TestLinkFlagText(t *testing.T) {
	link, err := analyze.ParseLink("10GbE")
	if err != nil {
		t.Fatal(err)
	}
	w := analyze.Workload{Pattern: "sequential", Direction: "read", BlockSizeBytes: 1 << 20, RWMixReadPct: -1}
	at := analyze.Flag{System: "RAID 0", Workload: w, Kind: analyze.FlagLink, Value: 1163e6, Limit: link.PayloadBytesPerS}
	beyond := analyze.Flag{System: "RAID 0", Workload: w, Kind: analyze.FlagBeyondLink, Value: 3000e6, Limit: link.LineBytesPerS}
	tests := []struct {
		got, want string
	}{
		{english.flagText(at, "10GbE"), "RAID 0, sequential 1M read: 98.8% of the 1,177 MB/s 10GbE carries after its framing; the link, not the device, is the limit."},
		{english.flagText(beyond, "10GbE"), "RAID 0, sequential 1M read: 3,000 MB/s, above the 1,250 MB/s 10GbE sends at all; a cache on the host's side of the link answered, not the device."},
		{english.flagText(at, ""), "RAID 0, sequential 1M read: 98.8% of the 1,177 MB/s the link carries after its framing; the link, not the device, is the limit."},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got  %q\nwant %q", tt.got, tt.want)
		}
	}
	at2, beyond2 := at, beyond
	at2.IODepth, beyond2.IODepth, at.IODepth, beyond.IODepth = 32, 32, 16, 16
	at2.Value, beyond2.Value = 1170e6, 3125e6
	got := english.groupedFlags(&analyze.Sweep{Flags: []analyze.Flag{at, at2, beyond, beyond2}}, "10GbE")
	want := []string{
		"RAID 0, sequential 1M read at QD16 and QD32: 98.8% to 99.4% of the 1,177 MB/s 10GbE carries after its framing; the link, not the device, is the limit.",
		"RAID 0, sequential 1M read at QD16 and QD32: 2.40× to 2.50× the 1,250 MB/s 10GbE sends at all; a cache on the host's side of the link answered, not the device.",
	}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("grouped:\ngot  %q\nwant %q", got, want)
	}
}
