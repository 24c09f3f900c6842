package analyze_test

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

func TestParseLimits(t *testing.T) {
	var l analyze.Limits
	if err := l.ParseRated("read=3400MB/s, write=500000IOPS"); err != nil {
		t.Fatal(err)
	}
	if l.RatedBytesPerS["read"] != 3.4e9 || l.RatedIOPS["write"] != 500000 {
		t.Errorf("rated %+v", l)
	}
	for _, bad := range []string{"read", "trim=1MB/s", "read=fast"} {
		if err := (&analyze.Limits{}).ParseRated(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	// A zero rating would stand for none and flag nothing: refused.
	for _, zero := range []string{"read=0MB/s", "write=0IOPS", "read=-5IOPS"} {
		if err := (&analyze.Limits{}).ParseRated(zero); err == nil || !strings.Contains(err.Error(), "want a rate above zero") {
			t.Errorf("%q: %v, want a refusal of a rate of zero", zero, err)
		}
	}
	if _, err := analyze.ParseLink("0MB/s"); err == nil || err.Error() != `link "0MB/s": "0MB/s": want a rate above zero` {
		t.Errorf("a link of 0MB/s: %v", err)
	}
	if l, err := analyze.ParseLink("1250MB/s"); err != nil || l.PayloadBytesPerS != 1.25e9 || l.LineBytesPerS != 0 {
		t.Errorf("1250MB/s = %+v, %v: want a payload of 1.25e9 and no line rate", l, err)
	}
}

// TestLinkPayloads: each link's payload is its line rate less encoding and
// the least framing, as the comments of links.go derive it, an upper
// bound: what iperf measures of TCP with Linux's timestamps (941 Mb/s on
// 1GbE, 9.41 Gb/s on 10GbE, 9.90 Gb/s with jumbo frames) is below it, by
// less than 1%.
func TestLinkPayloads(t *testing.T) {
	tests := []struct {
		name          string
		payload, line float64
		measured      float64 // an independent measurement of the payload, 0 if none
	}{
		// 1538 bytes on the wire per 1500-byte frame, 1460 of TCP payload.
		{"1GbE", 1e9 / 8 * 1460 / 1538, 1e9 / 8, 941e6 / 8},
		{"10GbE", 10e9 / 8 * 1460 / 1538, 10e9 / 8, 9.41e9 / 8},
		{"10gbe:mtu=9000", 10e9 / 8 * 8960 / 9038, 10e9 / 8, 9.90e9 / 8},
		{"25GbE", 25e9 / 8 * 1460 / 1538, 25e9 / 8, 0},
		// 8b/10b; 2048 data Dwords per 2055 of a Data FIS and its
		// primitives; 256 of every 258 Dwords not ALIGN.
		{"SATA/600", 600e6 * 2048 / 2055 * 256 / 258, 600e6, 0},
		{"SATA/300", 300e6 * 2048 / 2055 * 256 / 258, 300e6, 0},
		// 8b/10b at 12 GBd; 256 data Dwords per 265 of an SSP frame; one
		// ALIGN in 2048.
		{"SAS/12G", 12e9 * 8 / 10 / 8 * 256 / 265 * 2047 / 2048, 1200e6, 0},
		{"SAS/12Gx4", 4 * 12e9 * 8 / 10 / 8 * 256 / 265 * 2047 / 2048, 4800e6, 0},
		// 128b/130b at 16 GT/s, four lanes; 512 bytes per 536 of a TLP,
		// or 256 per 280 on a platform that says MPS 256.
		{"PCIe4x4", 4 * 16e9 * 128 / 130 / 8 * 512 / 536, 4 * 16e9 * 128 / 130 / 8, 0},
		{"PCIe4x4:mps=256", 4 * 16e9 * 128 / 130 / 8 * 256 / 280, 4 * 16e9 * 128 / 130 / 8, 0},
		{"PCIe3x4", 4 * 8e9 * 128 / 130 / 8 * 512 / 536, 4 * 8e9 * 128 / 130 / 8, 0},
		{"PCIe2x1", 5e9 * 8 / 10 / 8 * 512 / 536, 500e6, 0},
		// 8b/10b and 128b/132b; 1024 bytes per 1056 of a data packet.
		{"USB3.2g1", 5e9 * 8 / 10 / 8 * 1024 / 1056, 500e6, 0},
		{"USB3.2g2", 10e9 * 128 / 132 / 8 * 1024 / 1056, 10e9 * 128 / 132 / 8, 0},
		// 64b/66b at 14.025 GBd; 2048 bytes per 2108 of a frame and
		// the six IDLEs after it.
		{"16GFC", 14.025e9 * 64 / 66 / 8 * 2048 / 2108, 1700e6, 0},
		{"8GFC", 8.5e9 * 8 / 10 / 8 * 2048 / 2108, 850e6, 0},
	}
	for _, tt := range tests {
		l, err := analyze.ParseLink(tt.name)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if math.Abs(l.PayloadBytesPerS/tt.payload-1) > 1e-12 || math.Abs(l.LineBytesPerS/tt.line-1) > 1e-12 {
			t.Errorf("%s: payload %.6g line %.6g, want %.6g and %.6g", tt.name, l.PayloadBytesPerS, l.LineBytesPerS, tt.payload, tt.line)
		}
		if tt.measured > 0 && (tt.measured > l.PayloadBytesPerS || tt.measured < 0.99*l.PayloadBytesPerS) {
			t.Errorf("%s: payload %.6g, measured %.6g: want it above the measurement, by less than 1%%", tt.name, l.PayloadBytesPerS, tt.measured)
		}
	}
	// The nominal Fibre Channel rates (800, 1,600 MB/s) are below the
	// payload, and the 32GFC payload twice 16GFC's.
	fc16, _ := analyze.ParseLink("16GFC")
	fc32, _ := analyze.ParseLink("32GFC")
	if fc16.PayloadBytesPerS < 1600e6 || math.Abs(fc32.PayloadBytesPerS/fc16.PayloadBytesPerS-2) > 1e-9 {
		t.Errorf("16GFC %v, 32GFC %v: want above 1,600 MB/s and twice", fc16.PayloadBytesPerS, fc32.PayloadBytesPerS)
	}
	for _, bad := range []string{"11GbE", "10GbE:mtu=100", "10GbE:mps=512", "PCIe4x4:mps=300", "PCIe7x4", "SATA/700", "10GbE:jumbo", "fast"} {
		if _, err := analyze.ParseLink(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// seqReads is an analysis of sequential 1M reads at the given MB/s, one
// system each.
func seqReads(t *testing.T, mbps map[string]float64) *analyze.Analysis {
	t.Helper()
	var rows []datasets.Result
	for system, v := range mbps {
		rows = append(rows, row(system, "sequential", "read", 1<<20, v*1e6, math.NaN()))
	}
	a, err := analyze.Compare(rows, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestLinkFlagsOnRealLinks: article 3's sequential reads over 10GbE iSCSI
// (RAID 0 1,163 MB/s, RAID 1 1,159 MB/s), and 10GbE iSCSI reads from
// 1,150 to 1,180 MB/s, are near the link's ceiling (97-99% of the 1,186.6
// MB/s TCP carries at most); SATA SSDs at their rated 550-560 MB/s are
// near SATA/600's 593.3; PCIe 4.0 drives at 7,450 MB/s near PCIe 4.0 x4's
// 7,524; a 900 MB/s read over 10GbE (76%) is not, and 1,200 or 3,000 MB/s
// over 10GbE, or 7,450 MB/s over a PCIe 4.0 x4 of MPS 256 (7,202), is
// beyond what the link can carry: a cache answered.
func TestLinkFlagsOnRealLinks(t *testing.T) {
	tests := []struct {
		link string
		mbps float64
		want string // flag kind, "" for none
	}{
		{"10GbE", 1163, analyze.FlagLink},
		{"10GbE", 1159, analyze.FlagLink},
		{"10GbE", 1150, analyze.FlagLink},
		{"10GbE", 1180, analyze.FlagLink},
		{"10GbE", 1186, analyze.FlagLink}, // TCP without timestamps
		{"10GbE", 900, ""},
		{"10GbE", 1200, analyze.FlagBeyondLink},
		{"10GbE", 3000, analyze.FlagBeyondLink},
		{"10GbE:mtu=9000", 1100, ""}, // 88.8% of jumbo frames' 1,239.2
		{"10GbE:mtu=9000", 1230, analyze.FlagLink},
		{"SATA/600", 550, analyze.FlagLink},
		{"SATA/600", 560, analyze.FlagLink},
		{"SATA/600", 450, ""},
		{"PCIe4x4", 7450, analyze.FlagLink}, // 99.0% of MPS 512's 7,524
		{"PCIe4x4:mps=256", 7450, analyze.FlagBeyondLink},
		{"PCIe4x4", 5000, ""},
		{"1250MB/s", 1163, analyze.FlagLink},
	}
	for _, tt := range tests {
		link, err := analyze.ParseLink(tt.link)
		if err != nil {
			t.Fatal(err)
		}
		flags := seqReads(t, map[string]float64{"RAID 0": tt.mbps}).FlagLimits(analyze.Limits{Link: link})
		got := ""
		if len(flags) == 1 {
			got = flags[0].Kind
		}
		if got != tt.want || len(flags) > 1 {
			t.Errorf("%v MB/s over %s: flags %+v, want %q", tt.mbps, tt.link, flags, tt.want)
		}
		if got != "" && flags[0].Limit != link.PayloadBytesPerS {
			t.Errorf("%v MB/s over %s: judged against %v", tt.mbps, tt.link, flags[0].Limit)
		}
	}
}

// TestLinkAndRatedFlagsOnCrystalDiskMark: the S790 export reads 7,427.749
// and 7,429.732 MB/s sequentially. Through PCIe 4.0 x4 that is 98.7% of
// the 7,524 MB/s its TLPs carry at most (a 512-byte payload size): near
// the link's ceiling (PCIe 4.0 drives top out there). On a platform of
// MPS 256 (7,202 MB/s) it would be 103%: beyond what the link carries. At
// 7,000 MB/s rated they are above the rating too. The WD Blue 3D, a SATA SSD rated 560 MB/s,
// reads 531.458 MB/s in its export: 89.6% of SATA/600's 593.3, not at the
// link.
func TestLinkAndRatedFlagsOnCrystalDiskMark(t *testing.T) {
	const samples = "../ingest/cdm/testdata/samples/crystaldiskmark/"
	count := func(file, link, rated string) (rated_, linked int) {
		ds, errs := ingest.Read(context.Background(), []string{samples + file}, ingest.Options{})
		if len(errs) != 0 {
			t.Fatal(errs)
		}
		a, err := analyze.Compare(ds.Results, analyze.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var l analyze.Limits
		if l.Link, err = analyze.ParseLink(link); err != nil {
			t.Fatal(err)
		}
		if rated != "" {
			l.ParseRated(rated)
		}
		for _, f := range a.FlagLimits(l) {
			switch f.Kind {
			case analyze.FlagRated:
				rated_++
			case analyze.FlagLink:
				linked++
			}
		}
		return rated_, linked
	}
	const s790 = "ame0011__blog-docusaurus__CrystalDiskMark_20240106054115_S790.txt"
	if rated, linked := count(s790, "PCIe4x4", "read=7000MB/s"); rated != 2 || linked != 2 {
		t.Errorf("S790 on PCIe4x4: %d rated and %d link flags, want the two sequential reads each", rated, linked)
	}
	if _, linked := count(s790, "PCIe4x4:mps=256", ""); linked != 0 {
		t.Errorf("S790 on PCIe4x4:mps=256: %d link flags, want none: it is beyond that link", linked)
	}
	if _, linked := count("soerenmetje__CrystalDiskMark-Parser__CrystalDiskMark_20210622162528_WD_Blue_3D_1TB_WDS100T2B0A.txt", "SATA/600", ""); linked != 0 {
		t.Errorf("WD Blue 3D at 531 MB/s on SATA/600: %d link flags, want none", linked)
	}
}

// TestLimitsPerSystem: a review of an NVMe drive and a SATA drive gives
// each its own link. With SATA/600 for both, the S790's 7,429.732 MB/s
// sequential read is beyond what SATA sends at all, and is flagged as a
// cache answering; with PCIe4x4 for the S790 it is at its own link, and
// the WD Blue 3D's 531.458 MB/s (89.6% of SATA/600's 593.3) is not.
func TestLimitsPerSystem(t *testing.T) {
	const samples = "../ingest/cdm/testdata/samples/crystaldiskmark/"
	var rows []datasets.Result
	for system, file := range map[string]string{
		"S790":      "ame0011__blog-docusaurus__CrystalDiskMark_20240106054115_S790.txt",
		"WD Blue":   "soerenmetje__CrystalDiskMark-Parser__CrystalDiskMark_20210622162528_WD_Blue_3D_1TB_WDS100T2B0A.txt",
		"Samsung 8": "ned14__TripleGit__async_file_io.hpp_CDM3.0.2_Samsung830SSD.EXTRACTED.txt",
	} {
		ds, errs := ingest.Read(context.Background(), []string{samples + file}, ingest.Options{})
		if len(errs) != 0 {
			t.Fatal(errs)
		}
		for _, r := range ds.Results {
			r.System = system
			rows = append(rows, r)
		}
	}
	a, err := analyze.Compare(rows, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	kinds := func(l analyze.Limits) map[string][]string {
		out := map[string][]string{}
		for _, f := range a.FlagLimits(l) {
			out[f.System] = append(out[f.System], f.Kind)
		}
		return out
	}
	var all analyze.Limits
	if err := all.SetLink("SATA/600"); err != nil {
		t.Fatal(err)
	}
	if got := kinds(all)["S790"]; len(got) == 0 || got[0] != analyze.FlagBeyondLink {
		t.Errorf("SATA/600 for every drive: S790 flagged %v, want beyond the link", got)
	}
	for _, spec := range []string{"S790=PCIe4x4", "WD Blue=SATA/600", "Samsung 8=SATA/600"} {
		if err := all.SetLink(spec); err != nil {
			t.Fatal(err)
		}
	}
	got := kinds(all)
	for _, k := range got["S790"] {
		if k != analyze.FlagLink {
			t.Errorf("S790 on its own PCIe4x4: flagged %v, want at its link only", got["S790"])
		}
	}
	if len(got["S790"]) != 2 || len(got["WD Blue"]) != 0 || len(got["Samsung 8"]) != 0 {
		t.Errorf("flags %v: want the S790's two sequential reads at PCIe4x4, none for the SATA drives", got)
	}
	for _, f := range a.FlagLimits(all) {
		if f.Link != "PCIe4x4" {
			t.Errorf("%s flagged against %q, want its own link's name", f.System, f.Link)
		}
	}
	// Each link's drives and their best share of it, the slowest link
	// first.
	shares := a.LinkShares(all)
	if len(shares) != 2 || shares[0].Link != "SATA/600" || len(shares[0].Systems) != 2 || shares[1].Link != "PCIe4x4" {
		t.Fatalf("link shares %+v, want SATA/600's two drives, then PCIe4x4's", shares)
	}
	if s := shares[0].Systems[0]; s.System != "WD Blue" || !near(s.Value, 531.458e6, 1e-12) || s.AtLink {
		t.Errorf("SATA's best: %+v, want the WD Blue's 531.458 MB/s, not at the link", s)
	}
	if err := all.Check(a.Systems); err != nil {
		t.Error(err)
	}
	var typo analyze.Limits
	if err := typo.SetLink("S79=PCIe4x4"); err != nil {
		t.Fatal(err)
	}
	if err := typo.Check(a.Systems); err == nil || !strings.Contains(err.Error(), `"S79"`) {
		t.Errorf("limits for an unknown system: %v, want an error naming it", err)
	}
}

// TestLimitSpecs: the plain form is every system's; "NAME=" names one,
// whatever '=' the link's options, the rating or the name hold; a bad spec
// of a system is its error, not the whole string's.
func TestLimitSpecs(t *testing.T) {
	var l analyze.Limits
	for _, s := range []string{"10GbE:mtu=9000", "a=b=SATA/600", "S790=PCIe4x4:mps=512", "read=3400MB/s", "S790=read=7400MB/s,write=6500MB/s"} {
		var err error
		if strings.Contains(s, "MB/s") {
			err = l.SetRated(s)
		} else {
			err = l.SetLink(s)
		}
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
	}
	if l.Link.Name != "10GbE:mtu=9000" || l.Systems["a=b"].Link.Name != "SATA/600" || l.Systems["S790"].Link.Name != "PCIe4x4:mps=512" {
		t.Errorf("links %+v", l)
	}
	s790 := l.For("S790")
	if s790.RatedBytesPerS["read"] != 7.4e9 || s790.RatedBytesPerS["write"] != 6.5e9 || l.For("other").RatedBytesPerS["read"] != 3.4e9 {
		t.Errorf("rated: S790 %v, others %v", s790.RatedBytesPerS, l.For("other").RatedBytesPerS)
	}
	if err := l.SetLink("S790=PCIe9x4"); err == nil || !strings.Contains(err.Error(), "PCIe9x4") {
		t.Errorf("a bad link for one system: %v, want its error", err)
	}
	if err := l.SetRated("S790=read=fast"); err == nil || !strings.Contains(err.Error(), "read=fast") {
		t.Errorf("a bad rating for one system: %v, want its error", err)
	}
}
