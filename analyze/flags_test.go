package analyze_test

import (
	"context"
	"testing"

	"github.com/iopress/iopress/analyze"
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
	if v, err := analyze.ParseLink("10GbE"); err != nil || v != 1.25e9 {
		t.Errorf("10GbE = %v, %v", v, err)
	}
	if v, err := analyze.ParseLink("1250MB/s"); err != nil || v != 1.25e9 {
		t.Errorf("1250MB/s = %v, %v", v, err)
	}
}

// TestLinkAndRatedFlagsOnCrystalDiskMark: the S790 export reads 7,427.749
// MB/s sequentially; through a PCIe 4.0 x4 link (7,877 MB/s) that is 94%:
// not link-bound at a 5% margin, but at 7,000 MB/s rated it is above the
// rating.
func TestLinkAndRatedFlagsOnCrystalDiskMark(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"../../shared/samples/crystaldiskmark/ame0011__blog-docusaurus__CrystalDiskMark_20240106054115_S790.txt"}, ingest.Options{})
	if len(errs) != 0 {
		t.Skip("sample not present")
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	link, _ := analyze.ParseLink("PCIe4x4")
	var l analyze.Limits
	l.LinkBytesPerS = link
	l.ParseRated("read=7000MB/s")
	rated, linked := 0, 0
	for _, f := range a.FlagLimits(l) {
		switch f.Kind {
		case analyze.FlagRated:
			rated++
		case analyze.FlagLink:
			linked++
		}
	}
	// Reads above 7,000 MB/s: SEQ1M 7427.749 and SEQ128K 7429.732.
	if rated != 2 || linked != 0 {
		t.Errorf("%d rated and %d link flags, want 2 and 0", rated, linked)
	}
	l.LinkMargin = 0.07 // 94.3% is within 7%
	linked = 0
	for _, f := range a.FlagLimits(l) {
		if f.Kind == analyze.FlagLink {
			linked++
		}
	}
	if linked != 2 {
		t.Errorf("%d link flags within 7%%, want the two sequential reads", linked)
	}
}
