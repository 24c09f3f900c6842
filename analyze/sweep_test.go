package analyze_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
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
	link, err := analyze.ParseLink("800MB/s")
	if err != nil {
		t.Fatal(err)
	}
	s, err := analyze.AnalyzeSweep(rows, analyze.SweepOptions{Baseline: "host", Link: link})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Caps) != 1 || len(s.Caps[0].Systems) != 3 || s.Caps[0].Value != 33000 {
		t.Fatalf("caps %+v: want one cap of the three paths at their median maximum 33,000", s.Caps)
	}
	// 64 x 3000 IOPS x 4 KiB = 786 MB/s is 98% of an 800 MB/s link: near
	// its ceiling.
	linked := 0
	for _, f := range s.Flags {
		if f.Kind == analyze.FlagLink {
			linked++
		}
	}
	if linked == 0 {
		t.Error("no link flag for 786 MB/s over an 800 MB/s link")
	}
}

// TestSweepOfIopressRuns analyses real sweeps made by iopress run's
// qd-sweep matrix with io_uring (testdata/sweep-iopress/generate.sh): a
// tmpfs file and a file on the disk with O_DIRECT, the disk as the bare
// device. For each of the four workloads, the test computes the knee (the
// smallest depth reaching 90% of the curve's best), the best and the ratio
// to the disk at every depth from the rows itself (IOPS for random I/O,
// bandwidth for sequential), and checks the analysis against them; tmpfs
// points above the disk's best by more than 10% must be flagged as cache,
// and no other.
func TestSweepOfIopressRuns(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"testdata/sweep-iopress/tmpfs", "testdata/sweep-iopress/disk"}, ingest.Options{})
	if len(errs) > 0 || len(ds.Results) != 72 {
		t.Fatalf("%d rows, errors %v: want 72", len(ds.Results), errs)
	}
	type key struct {
		system, workload string
	}
	iops := map[key]map[int64]float64{}
	for _, r := range ds.Results {
		k := key{r.System, fmt.Sprintf("%s %s %d", r.Pattern, r.Direction, r.BlockSizeBytes)}
		if iops[k] == nil {
			iops[k] = map[int64]float64{}
		}
		iops[k][r.IODepth] = r.IOPS
		if r.Pattern == "sequential" {
			iops[k][r.IODepth] = r.BWBytesPerS
		}
	}
	s, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: "disk"})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Curves) != 8 {
		t.Fatalf("%d curves, want 8 (2 systems x 4 workloads)", len(s.Curves))
	}
	depths := []int64{1, 2, 4, 8, 16, 32, 64, 128, 256}
	wantFlags := 0
	for _, c := range s.Curves {
		k := key{c.System, fmt.Sprintf("%s %s %d", c.Workload.Pattern, c.Workload.Direction, c.Workload.BlockSizeBytes)}
		points, disk := iops[k], iops[key{"disk", k.workload}]
		if len(points) != len(depths) {
			t.Fatalf("%v: %d depths in the data", k, len(points))
		}
		best, diskBest := 0.0, 0.0
		for _, qd := range depths {
			best, diskBest = math.Max(best, points[qd]), math.Max(diskBest, disk[qd])
		}
		knee := int64(0)
		for _, qd := range depths {
			if points[qd] >= 0.9*best {
				knee = qd
				break
			}
		}
		wantMetric := "iops"
		if c.Workload.Pattern == "sequential" {
			wantMetric = "bw_bytes_per_s"
		}
		t.Logf("%-5s %-10s %-5s %6d: best %.4g %s, knee QD%d, latency x%.1f beyond it", c.System, c.Workload.Pattern, c.Workload.Direction,
			c.Workload.BlockSizeBytes, c.Max, c.Metric.Name, c.Knee, c.KneeLatencyCost)
		if c.Max != best || c.Knee != knee || c.Metric.Name != wantMetric {
			t.Errorf("%v: %s best %v knee QD%d, want %s %v and QD%d", k, c.Metric.Name, c.Max, c.Knee, wantMetric, best, knee)
		}
		for _, p := range c.Points {
			if r := points[p.IODepth] / disk[p.IODepth]; math.Abs(p.Ratio-r) > 1e-12 {
				t.Errorf("%v QD%d: ratio %v, want %v", k, p.IODepth, p.Ratio, r)
			}
		}
		if c.System == "tmpfs" {
			for _, qd := range depths {
				if points[qd] > diskBest*1.1 {
					wantFlags++
				}
			}
		}
	}
	cache := 0
	for _, f := range s.Flags {
		if f.Kind == analyze.FlagCache {
			cache++
			if f.System != "tmpfs" {
				t.Errorf("cache flag on %s: %+v", f.System, f)
			}
		}
	}
	if cache != wantFlags || wantFlags == 0 {
		t.Errorf("%d cache flags, want %d (tmpfs points above the disk's best by more than 10%%)", cache, wantFlags)
	}
}

// TestUnknownBaselineRefused: a baseline that is none of the systems is
// refused, with the systems listed, by the sweep analysis as by the
// comparison, rather than giving ratios to nothing.
func TestUnknownBaselineRefused(t *testing.T) {
	tmpl, _ := ingest.ParseTemplate("{system}/qd{iodepth}.json")
	ds, errs := ingest.Read(context.Background(), []string{"testdata/sweep/disk", "testdata/sweep/tmpfs"}, ingest.Options{Labels: tmpl})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	for name, analyse := range map[string]func() error{
		"sweep": func() error {
			_, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: "nosuch"})
			return err
		},
		"comparison": func() error {
			_, err := analyze.Compare(ds.Results, analyze.Options{Baseline: "nosuch"})
			return err
		},
	} {
		err := analyse()
		if err == nil {
			t.Errorf("%s: baseline nosuch accepted", name)
			continue
		}
		for _, want := range []string{`baseline "nosuch" is not a system of this data`, "disk", "tmpfs"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%s: %v, want it to say %q", name, err, want)
			}
		}
	}
}

// TestSweepBandOfEachCurve: for each of the 8 real curves, where it first
// reaches 90% of its peak, where past that it falls back below and
// whether it comes back, worked out here from the rows: the depths from
// the knee on at or above 90% of the best, grouped into runs of
// consecutive depths. 5 of the 8 fall back (the disk's sequential writes
// from QD16 on, after 2.234 GiB/s at QD8).
func TestSweepBandOfEachCurve(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"testdata/sweep-iopress/tmpfs", "testdata/sweep-iopress/disk"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	s, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: "disk"})
	if err != nil {
		t.Fatal(err)
	}
	depths := []int64{1, 2, 4, 8, 16, 32, 64, 128, 256}
	falls := 0
	for _, c := range s.Curves {
		figure := map[int64]float64{}
		for _, r := range ds.Results {
			if r.System == c.System && r.Pattern == c.Workload.Pattern && r.Direction == c.Workload.Direction {
				figure[r.IODepth] = r.IOPS
				if r.Pattern == "sequential" {
					figure[r.IODepth] = r.BWBytesPerS
				}
			}
		}
		best := 0.0
		for _, d := range depths {
			best = math.Max(best, figure[d])
		}
		var want []analyze.DepthSpan
		var firstBelow int64
		started, in := false, false
		for _, d := range depths {
			above := figure[d] >= 0.9*best
			started = started || above
			switch {
			case !started:
			case above && in:
				want[len(want)-1].To = d
			case above:
				want, in = append(want, analyze.DepthSpan{From: d, To: d}), true
			default:
				in = false
				if firstBelow == 0 {
					firstBelow = d
				}
			}
		}
		if firstBelow != 0 {
			falls++
		}
		if fmt.Sprint(c.Band) != fmt.Sprint(want) || c.Knee != want[0].From || c.FallsBelow() != firstBelow ||
			c.Recovers() != (len(want) > 1) || c.Holds() != (firstBelow == 0) {
			t.Errorf("%s %v: band %v, knee QD%d, falls below at QD%d, recovers %v; want %v, QD%d, QD%d, %v",
				c.System, c.Workload, c.Band, c.Knee, c.FallsBelow(), c.Recovers(), want, want[0].From, firstBelow, len(want) > 1)
		}
	}
	if falls != 5 {
		t.Errorf("%d curves fall back below 90%% of their best, want 5", falls)
	}
}

// TestSweepMemoryIsNoCache: told that tmpfs is memory, the analysis flags
// none of its figures as a cache that answered (memory is what it
// measures), and flags the disk's sequential writes, which peak above its
// sequential reads, as a write cache, with both peaks from the rows.
func TestSweepMemoryIsNoCache(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"testdata/sweep-iopress/tmpfs", "testdata/sweep-iopress/disk"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	s, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: "disk", Targets: analyze.TargetsOf(ds)})
	if err != nil {
		t.Fatal(err)
	}
	peak := map[string]float64{}
	depth := map[string]int64{}
	for _, r := range ds.Results {
		if r.System == "disk" && r.Pattern == "sequential" && r.BWBytesPerS > peak[r.Direction] {
			peak[r.Direction], depth[r.Direction] = r.BWBytesPerS, r.IODepth
		}
	}
	if len(s.Flags) != 1 {
		t.Fatalf("flags %+v: want the disk's write cache alone", s.Flags)
	}
	f := s.Flags[0]
	if f.Kind != analyze.FlagWriteCache || f.System != "disk" || f.Workload.Direction != "write" || f.Against.Direction != "read" ||
		f.Value != peak["write"] || f.Limit != peak["read"] || f.IODepth != depth["write"] || f.AgainstDepth != depth["read"] {
		t.Errorf("flag %+v: want disk's sequential write peak %v at QD%d against its read peak %v at QD%d",
			f, peak["write"], depth["write"], peak["read"], depth["read"])
	}
}

// repeatedSweep is rows of a configuration whose each depth was run three
// times, at 0.99, 1 and 1.01 of the figure given: a noise of about 1%.
func repeatedSweep(system, direction string, iops ...float64) []datasets.Result {
	var rows []datasets.Result
	for i, v := range iops {
		for rep, f := range []float64{0.99, 1, 1.01} {
			r := datasets.NewResult()
			r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.NumJobs = system, "random", direction, 4096, 1
			r.IODepth, r.Repetition, r.IOPS, r.RuntimeS = int64(1)<<i, int64(rep+1), v*f, 30
			r.LatMeanNs = float64(r.IODepth) / r.IOPS * 1e9
			rows = append(rows, r)
		}
	}
	return rows
}

// TestSweepPastTheKnee: with the noise known from repeats, what each
// shape of curve does past its knee: only queue, gain, fall from its
// peak, swing, or not get past it. "swings" dips to 715 past its knee,
// within the noise of the band's edge (720) but 11% under its 800, far
// more than a noise of about 1% explains: it is unsteady, not noise.
func TestSweepPastTheKnee(t *testing.T) {
	var rows []datasets.Result
	shapes := map[string][]float64{
		"queues":   {100, 200, 400, 800, 800, 800, 800},
		"falls":    {100, 200, 400, 800, 600, 500, 400},
		"swings":   {100, 800, 715, 800, 800, 800, 800},
		"climbs":   {100, 200, 400, 800, 1600, 3200, 6400},
		"gains":    {100, 400, 800, 850, 900, 950, 1000},
		"levelled": {100, 400, 800, 810, 800, 790, 805},
	}
	for system, iops := range shapes {
		rows = append(rows, repeatedSweep(system, "read", iops...)...)
	}
	s, err := analyze.AnalyzeSweep(rows, analyze.SweepOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]analyze.PastKnee{"queues": analyze.PastKneeQueueing, "falls": analyze.PastKneeFall, "swings": analyze.PastKneeUnsteady,
		"climbs": analyze.PastKneeNone, "gains": analyze.PastKneeChange, "levelled": analyze.PastKneeQueueing}
	for _, c := range s.Curves {
		if c.PastKnee != want[c.System] {
			t.Errorf("%s: past the knee %v, want %v", c.System, c.PastKnee, want[c.System])
		}
	}
	// The noise is the repeats' spread: the standard deviation of
	// log(0.99), log(1) and log(1.01), worked out here.
	l := []float64{math.Log(0.99), 0, math.Log(1.01)}
	m := (l[0] + l[1] + l[2]) / 3
	sd := math.Sqrt(((l[0]-m)*(l[0]-m) + (l[1]-m)*(l[1]-m) + (l[2]-m)*(l[2]-m)) / 2)
	for _, n := range s.Noise {
		if !n.FromRepeats || math.Abs(n.RelSD-sd) > 1e-12 || n.Runs != 3 || n.RuntimeS != 30 || n.Single() {
			t.Errorf("noise %+v, want %v from 3 repeats of 30 s", n, sd)
		}
	}
	if s.ShortRuns() {
		t.Error("30 s runs called short")
	}
	// Near its peak (810 at QD8), "levelled" has the depths whose figures
	// are within 2 standard deviations of a difference of two figures,
	// each the mean of 3 runs: 800 at QD4 and QD16, 805 at QD64, not 790
	// at QD32.
	bound := 2 * math.Sqrt(2*sd*sd/3)
	var near []int64
	for i, v := range shapes["levelled"] {
		if d := int64(1) << i; d != 8 && math.Abs(math.Log(v/810)) <= bound {
			near = append(near, d)
		}
	}
	for _, c := range s.Curves {
		if c.System == "levelled" && (fmt.Sprint(c.NearPeak) != fmt.Sprint(near) || len(near) != 3) {
			t.Errorf("levelled: within the noise of the peak at %v, want %v", c.NearPeak, near)
		}
	}
}

// TestSweepNoiseFromShape: without repeats, the noise is what the closest
// rise-then-fall curve leaves. A curve that zig-zags once, 1, 2, 1.5, 2.5
// on a log scale... is worked out here by hand: the best unimodal fit
// pools 2 and 1.5 into 1.75 (a rise cannot dip), leaving 0.25 twice, with
// 4 points less 3 levels: one degree of freedom, so the noise is
// sqrt(0.125). A curve with no reversal tells nothing: its noise is
// unknown, and no difference is said to be within it.
func TestSweepNoiseFromShape(t *testing.T) {
	var rows []datasets.Result
	for i, v := range []float64{1, 2, 1.5, 2.5} {
		r := datasets.NewResult()
		r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.IODepth, r.IOPS, r.RuntimeS = "zigzag", "random", "read", 4096, int64(1)<<i, math.Exp(v), 1
		rows = append(rows, r)
		r.System, r.IOPS = "smooth", math.Exp(float64(i))
		rows = append(rows, r)
	}
	s, err := analyze.AnalyzeSweep(rows, analyze.SweepOptions{})
	if err != nil {
		t.Fatal(err)
	}
	zz, smooth := s.NoiseOf("zigzag"), s.NoiseOf("smooth")
	if math.Abs(zz.RelSD-math.Sqrt(0.125)) > 1e-12 || zz.DF != 1 || zz.FromRepeats || !zz.Single() {
		t.Errorf("zigzag noise %+v, want %v over 1 degree of freedom, single runs", zz, math.Sqrt(0.125))
	}
	if !math.IsNaN(smooth.RelSD) {
		t.Errorf("smooth noise %+v, want unknown", smooth)
	}
	if !s.ShortRuns() {
		t.Error("1 s runs not called short")
	}
	if within, known := s.WithinNoise("smooth", 1, 1, "smooth", 1.01, 1); within || known {
		t.Errorf("within %v, known %v for a configuration of unknown noise", within, known)
	}
	// Two single runs of zigzag differ beyond the noise past a log ratio of
	// 2 standard deviations of a difference: 2 * sqrt(2 * 0.125) = 1.
	if within, _ := s.WithinNoise("zigzag", math.Exp(0.99), 1, "zigzag", 1, 1); !within {
		t.Error("a log ratio of 0.99 is not within the noise")
	}
	if within, _ := s.WithinNoise("zigzag", math.Exp(1.01), 1, "zigzag", 1, 1); within {
		t.Error("a log ratio of 1.01 is within the noise")
	}
}

// TestSweepSaysCurvesWithoutTheirMetric: iopress's real sweep with its
// IOPS taken out (a results file without an iops column) keeps its
// sequential curves, in bandwidth, and says which configurations have no
// curve for want of IOPS, rather than leave their random workloads out
// without a word; with no curve left at all, the error says why.
func TestSweepSaysCurvesWithoutTheirMetric(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"testdata/sweep-iopress/tmpfs", "testdata/sweep-iopress/disk"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	rows := ds.Results
	random := map[string]bool{} // "system pattern direction bs" of the random workloads
	for i := range rows {
		rows[i].IOPS = math.NaN()
		if r := rows[i]; r.Pattern == datasets.PatternRandom {
			random[fmt.Sprintf("%s %s %d", r.System, r.Direction, r.BlockSizeBytes)] = true
		}
	}
	s, err := analyze.AnalyzeSweep(rows, analyze.SweepOptions{Baseline: "disk"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range s.Curves {
		if c.Workload.Pattern != datasets.PatternSequential || c.Metric.Name != analyze.Bandwidth.Name {
			t.Errorf("a curve of %s %+v without IOPS", c.Metric.Name, c.Workload)
		}
	}
	var said []string
	for _, w := range s.Warnings {
		var nc *analyze.NoCurve
		if errors.As(w, &nc) {
			if nc.Metric.Name != analyze.IOPS.Name {
				t.Errorf("no curve for want of %s", nc.Metric.Name)
			}
			for _, m := range nc.Missing {
				said = append(said, fmt.Sprintf("%s %s %d", m.System, m.Workload.Direction, m.Workload.BlockSizeBytes))
			}
		}
	}
	if len(random) == 0 || len(said) != len(random) {
		t.Errorf("no curve said for %q, want each of the %d random configurations %v", said, len(random), random)
	}
	for _, k := range said {
		if !random[k] {
			t.Errorf("no curve said for %s, which is not random", k)
		}
	}
	var onlyRandom []datasets.Result
	for _, r := range rows {
		if r.Pattern == datasets.PatternRandom {
			onlyRandom = append(onlyRandom, r)
		}
	}
	if _, err := analyze.AnalyzeSweep(onlyRandom, analyze.SweepOptions{}); err == nil || !strings.Contains(err.Error(), "no configuration has a curve: no iops figures at two queue depths or more") {
		t.Errorf("random workloads without IOPS: %v", err)
	}
}

// TestSweepSwingBeyondItsNoiseIsUnsteady: the disk's sequential 256K read
// of the real sweep peaks at QD2 (1.295 GiB/s) and from there dips as low
// as 1.008 GiB/s at QD64, a swing of 28%, read here from the rows. Each
// dip is within the noise of the band's edge, but the swing is more than
// the disk's noise bound (the largest ratio its noise explains), so the
// curve past its knee is unsteady, not noise.
func TestSweepSwingBeyondItsNoiseIsUnsteady(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"testdata/sweep-iopress/tmpfs", "testdata/sweep-iopress/disk"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, r := range ds.Results {
		if r.System == "disk" && r.Pattern == "sequential" && r.Direction == "read" && r.IODepth >= 2 {
			lo, hi = math.Min(lo, r.BWBytesPerS), math.Max(hi, r.BWBytesPerS)
		}
	}
	s, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: "disk"})
	if err != nil {
		t.Fatal(err)
	}
	bound := s.NoiseOf("disk").NoiseBound()
	if !(hi/lo > bound) {
		t.Fatalf("swing %.3f within the noise bound %.3f: the data do not test this", hi/lo, bound)
	}
	for _, c := range s.Curves {
		if c.System == "disk" && c.Workload.Pattern == "sequential" && c.Workload.Direction == "read" {
			if c.Knee != 2 || c.PastKnee != analyze.PastKneeUnsteady {
				t.Errorf("knee QD%d, past it %v; want QD2, unsteady (swing %.3f over a noise bound of %.3f)", c.Knee, c.PastKnee, hi/lo, bound)
			}
		}
	}
}

// TestSweepFlatTopAndKneeRange: a curve's flat top is the run of depths
// around its peak whose figures its configuration's noise does not tell
// from the peak's, derived here from the rows and the noise bound; where
// the noise of a difference exceeds the knee's step (10% of the peak,
// disk's 20% here), a depth before the knee inside that top makes the
// knee a range (disk's random 4K read: QD32, 100,562 IOPS, is within 20%
// of the 117,295 peak, the 90% knee is QD64); where it does not
// (tmpfs's 4.8%), the knee is one depth.
func TestSweepFlatTopAndKneeRange(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"testdata/sweep-iopress/tmpfs", "testdata/sweep-iopress/disk"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	s, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: "disk"})
	if err != nil {
		t.Fatal(err)
	}
	ranges := 0
	for _, c := range s.Curves {
		bound := s.NoiseOf(c.System).NoiseBound()
		figure := map[int64]float64{}
		var depths []int64
		for _, r := range ds.Results {
			if r.System == c.System && r.Pattern == c.Workload.Pattern && r.Direction == c.Workload.Direction {
				figure[r.IODepth] = r.IOPS
				if r.Pattern == "sequential" {
					figure[r.IODepth] = r.BWBytesPerS
				}
				depths = append(depths, r.IODepth)
			}
		}
		slices.Sort(depths)
		peak := 0
		for i, d := range depths {
			if figure[d] > figure[depths[peak]] {
				peak = i
			}
		}
		near := func(d int64) bool { return figure[depths[peak]]/figure[d] <= bound }
		from, to := peak, peak
		for from > 0 && near(depths[from-1]) {
			from--
		}
		for to+1 < len(depths) && near(depths[to+1]) {
			to++
		}
		want := analyze.DepthSpan{From: depths[from], To: depths[to]}
		if c.Flat != want {
			t.Errorf("%s %v: flat top %v, want %v", c.System, c.Workload, c.Flat, want)
		}
		wantFrom := c.Knee
		if bound-1 > 0.1 && want.From < c.Knee {
			wantFrom = want.From
		}
		if c.KneeFrom != wantFrom {
			t.Errorf("%s %v: knee from QD%d, want QD%d", c.System, c.Workload, c.KneeFrom, wantFrom)
		}
		if c.KneeFrom < c.Knee {
			ranges++
		}
		if c.System == "disk" && c.Workload.Pattern == "random" && c.Workload.Direction == "read" && (c.KneeFrom != 32 || c.Knee != 64) {
			t.Errorf("disk's random read knee is QD%d to QD%d, want QD32 to QD64", c.KneeFrom, c.Knee)
		}
	}
	if ranges != 2 {
		t.Errorf("%d knees are ranges, want 2 (disk's random read and write)", ranges)
	}
}
