package render

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/render/words"
)

// TestCPUCostSaysOneMeasure: Linux libaio's CPU cost in random 4K write
// (45.76% for 1.876 GiB/s is 24.4% per GiB/s; the others' median 12.6)
// is said once, in the Linux engines' bullet, by CPU share at about equal
// bandwidth: not again as CPU per GiB/s beside the lead's GiB/s per % CPU
// (editors, round 8), and never a raw CPU share beside a ratio.
func TestCPUCostSaysOneMeasure(t *testing.T) {
	ds, art := bundledArticle(t, words.English)
	rows := bundledRows(t, ds)["random write 4K"]
	per := func(s string) float64 { return rows[s].CPUTotalPct / (rows[s].BWBytesPerS / (1 << 30)) }
	var others []float64
	for s := range rows {
		if s != "Linux libaio" {
			others = append(others, per(s))
		}
	}
	slices.Sort(others)
	median := others[len(others)/2]
	want := fmt.Sprintf("%.1f× their median in random 4K write (%.1f%% vs %.1f%% CPU per GiB/s)", per("Linux libaio")/median, per("Linux libaio"), median)
	all := strings.Join(art.Findings, "\n")
	// Said of libaio against io_uring, by their CPU at about equal
	// bandwidth, in the Linux engines' bullet
	// (TestEnginesTooCloseInBandwidthNotInCPU): not in a second measure.
	if strings.Contains(all, want) || strings.Contains(all, "CPU per GiB/s") {
		t.Errorf("findings give libaio's CPU in a second measure, %q:\n%s", want, all)
	}
	if strings.Contains(all, "CPU for 1.88 GiB/s") {
		t.Errorf("the CPU cost still gives raw CPU beside the ratio:\n%s", all)
	}
}

// TestEfficiencyChartsShareOneUnit: every CPU efficiency panel of article
// 1 is in one unit (GiB/s per % CPU), though the random writes' figures
// alone would be MiB/s.
func TestEfficiencyChartsShareOneUnit(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	units := map[string]bool{}
	for _, ch := range art.Charts {
		for _, p := range ch.Panels {
			if b, ok := p.(*barPanel); ok && strings.Contains(b.sc.unit, "per % CPU") {
				units[b.sc.unit] = true
			}
		}
	}
	if len(units) != 1 {
		t.Errorf("the efficiency panels are in %d units, want one: %v", len(units), units)
	}
}
