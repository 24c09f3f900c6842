package analyze_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// sweepIOPS reads the IOPS of each depth of a configuration straight from
// fio's JSON.
func sweepIOPS(t *testing.T, cfg string) map[int64]float64 {
	t.Helper()
	out := map[int64]float64{}
	for _, qd := range []int64{1, 2, 4, 8, 16, 32} {
		data, err := os.ReadFile(fmt.Sprintf("testdata/sweep/%s/qd%d.json", cfg, qd))
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Jobs []struct {
				Read struct{ IOPS float64 } `json:"read"`
			} `json:"jobs"`
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		out[qd] = doc.Jobs[0].Read.IOPS
	}
	return out
}

// TestSweepOfRealRuns analyses real fio sweeps (io_uring random 4K reads at
// depths 1 to 32) of a tmpfs file and of a file on the disk with O_DIRECT,
// the disk as the bare device, and checks the knee, the ratios and the
// cache flag against a computation of the test's own from the JSON.
func TestSweepOfRealRuns(t *testing.T) {
	tmpl, _ := ingest.ParseTemplate("{system}/qd{iodepth}.json")
	ds, errs := ingest.Read(context.Background(), []string{"testdata/sweep"}, ingest.Options{Labels: tmpl})
	rows := ds.Results
	if len(rows) != 12 {
		t.Fatalf("%d rows (errors %v), want 12", len(rows), errs)
	}
	s, err := analyze.AnalyzeSweep(rows, analyze.SweepOptions{Baseline: "disk"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]map[int64]float64{"tmpfs": sweepIOPS(t, "tmpfs"), "disk": sweepIOPS(t, "disk")}
	if len(s.Curves) != 2 {
		t.Fatalf("%d curves, want 2", len(s.Curves))
	}
	for _, c := range s.Curves {
		iops := want[c.System]
		maxV := 0.0
		for _, v := range iops {
			maxV = math.Max(maxV, v)
		}
		knee := int64(0)
		for _, qd := range []int64{1, 2, 4, 8, 16, 32} {
			if iops[qd] >= 0.9*maxV {
				knee = qd
				break
			}
		}
		if c.Max != maxV || c.Knee != knee {
			t.Errorf("%s: max %v knee %d, want %v and %d", c.System, c.Max, c.Knee, maxV, knee)
		}
		for _, p := range c.Points {
			if r := iops[p.IODepth] / want["disk"][p.IODepth]; math.Abs(p.Ratio-r) > 1e-12 {
				t.Errorf("%s QD%d: ratio %v, want %v", c.System, p.IODepth, p.Ratio, r)
			}
		}
	}
	// tmpfs beats the disk's best by far at the deep end: RAM, not the
	// device, answered. Each point above the disk's maximum by over 10% is
	// flagged, and no other.
	diskMax := 0.0
	for _, v := range want["disk"] {
		diskMax = math.Max(diskMax, v)
	}
	expected := 0
	for _, v := range want["tmpfs"] {
		if v > diskMax*1.1 {
			expected++
		}
	}
	cache := 0
	for _, f := range s.Flags {
		if f.Kind == analyze.FlagCache && f.System == "tmpfs" {
			cache++
		}
	}
	if expected == 0 || cache != expected {
		t.Errorf("%d cache flags, want %d", cache, expected)
	}
}

// TestSweepCapAndLink is a crafted case in the shape of article 2: three
// virtual paths level off near the same IOPS far below the bare device.
func TestSweepCapAndLink(t *testing.T) {
	var rows []datasets.Result
	add := func(system string, qd int64, iops float64) {
		r := datasets.NewResult()
		r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.IODepth, r.IOPS = system, "random", "read", 4096, qd, iops
		rows = append(rows, r)
	}
	for _, qd := range []int64{1, 4, 16, 64} {
		add("host", qd, float64(qd)*3000)                         // up to 192,000
		add("passthrough", qd, math.Min(float64(qd)*3000, 35000)) // capped
		add("lvm", qd, math.Min(float64(qd)*2900, 33000))
		add("raw", qd, math.Min(float64(qd)*3100, 31000))
	}
	s, err := analyze.AnalyzeSweep(rows, analyze.SweepOptions{Baseline: "host", LinkBytesPerS: 200e6})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Caps) != 1 || len(s.Caps[0].Systems) != 3 || s.Caps[0].Value != 33000 {
		t.Fatalf("caps %+v: want one cap of the three paths at their median maximum 33,000", s.Caps)
	}
	// 64 x 3000 IOPS x 4 KiB = 786 MB/s is beyond a 200 MB/s link: link-bound.
	link := 0
	for _, f := range s.Flags {
		if f.Kind == analyze.FlagLink {
			link++
		}
	}
	if link == 0 {
		t.Error("no link flag for 786 MB/s over a 200 MB/s link")
	}
}
