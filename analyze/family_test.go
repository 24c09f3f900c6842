package analyze_test

import (
	"context"
	"maps"
	"math"
	"slices"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// cappedRuns reads analyze/testdata/capped: five real fio runs of random
// 4K reads and writes of a tmpfs file, uncapped and capped with
// --rate_iops at 80,000, each side labelled as a system.
func cappedRuns(t *testing.T) (uncapped, capped []datasets.Result) {
	t.Helper()
	read := func(dir string) []datasets.Result {
		ds, errs := ingest.Read(context.Background(), []string{"testdata/capped/" + dir}, ingest.Options{})
		if len(errs) > 0 || len(ds.Results) != 10 {
			t.Fatalf("%s: %d rows, %v; want five runs of two cells", dir, len(ds.Results), errs)
		}
		for i := range ds.Results {
			ds.Results[i].System = dir
		}
		return ds.Results
	}
	return read("uncapped"), read("capped")
}

// exactNoOverlap is the exact two-sided Mann-Whitney p-value of n runs
// against n that do not overlap: only the two splits that put every run of
// one side above the other's are as extreme, of C(2n, n).
func exactNoOverlap(t *testing.T, x, y []float64) float64 {
	t.Helper()
	if len(x) != len(y) || !(slices.Max(y) < slices.Min(x) || slices.Max(x) < slices.Min(y)) {
		t.Fatalf("samples %v and %v overlap: the test's premise does not hold", x, y)
	}
	c := 1.0
	for i := 1; i <= len(x); i++ {
		c = c * float64(len(x)+i) / float64(i)
	}
	return 2 / c
}

// TestCompareRunsFindsACappedDrop: five uncapped runs against five capped
// at a fifth of their IOPS never overlap; the change must be significant.
// Each family is one measurement across the two cells: bandwidth and IOPS
// share one test per cell (two tests, not four), so the smallest p is
// 2 x 2/252 = 0.016, where correcting over every metric of every cell gave
// 0.143 and called the drop "~".
func TestCompareRunsFindsACappedDrop(t *testing.T) {
	uncapped, capped := cappedRuns(t)
	rc, err := analyze.CompareRuns(uncapped, capped, analyze.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	throughput := map[string]*analyze.TestFamily{}
	for _, c := range rc.Changes {
		if c.CorrectedOver == nil {
			t.Fatalf("%s %s: p=%v with no family", c.Cell, c.Metric.Name, c.P)
		}
		if c.CorrectedOver.Size != 2 {
			t.Errorf("%s %s: corrected over %d tests, want 2 (one per cell)", c.Cell, c.Metric.Name, c.CorrectedOver.Size)
		}
		if c.Metric.Measure != analyze.MeasureThroughput {
			continue
		}
		raw := exactNoOverlap(t, c.Old.Samples, c.New.Samples)
		// Holm over two tests with the same raw p: both become 2p.
		if want := 2 * raw; math.Abs(c.P-want) > 1e-12 || !c.Significant || c.Better {
			t.Errorf("%s %s: %+.1f%% p=%v significant=%v, want a significant drop at p=%v", c.Cell, c.Metric.Name, c.DeltaPct, c.P, c.Significant, want)
		}
		if c.New.Value*3 > c.Old.Value {
			t.Errorf("%s %s: %v against %v is not the 3x drop the runs were made for", c.Cell, c.Metric.Name, c.New.Value, c.Old.Value)
		}
		fam := c.CorrectedOver
		if fam.Measure != analyze.MeasureThroughput || len(fam.Metrics) != 2 || fam.Metrics[0].Name != analyze.Bandwidth.Name || fam.Metrics[1].Name != analyze.IOPS.Name {
			t.Errorf("%s %s: family %+v, want throughput of bandwidth and IOPS", c.Cell, c.Metric.Name, fam)
		}
		if f, ok := throughput[c.Cell.String()]; ok && f != fam {
			t.Errorf("%s: bandwidth and IOPS corrected over different families", c.Cell)
		}
		throughput[c.Cell.String()] = fam
	}
	if len(throughput) != 2 {
		t.Errorf("throughput tested in %d cells, want 2", len(throughput))
	}
}

// TestCompareFindsACappedDrop: the same runs as two systems of one
// analysis, as an article compares them: the uncapped side wins IOPS and
// bandwidth in both cells, and the bandwidth and IOPS rankings share one
// test per cell.
func TestCompareFindsACappedDrop(t *testing.T) {
	uncapped, capped := cappedRuns(t)
	a, err := analyze.Compare(append(uncapped, capped...), analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, cell := range a.Cells {
		bw, iops := find(t, a, cell.String(), analyze.Bandwidth), find(t, a, cell.String(), analyze.IOPS)
		for _, c := range []*analyze.Comparison{bw, iops} {
			f, _ := c.Figure("capped")
			best := c.Best()
			want := 2 * exactNoOverlap(t, best.Samples, f.Samples)
			if c.Winner != "uncapped" || math.Abs(f.P-want) > 1e-12 || f.CorrectedOver == nil || f.CorrectedOver.Size != 2 {
				t.Errorf("%s %s: winner %q, p=%v over %+v; want uncapped at p=%v over 2 tests", cell, c.Metric.Name, c.Winner, f.P, f.CorrectedOver, want)
			}
		}
		fb, _ := bw.Figure("capped")
		fi, _ := iops.Figure("capped")
		if fb.CorrectedOver != fi.CorrectedOver || fb.P != fi.P {
			t.Errorf("%s: bandwidth (p=%v) and IOPS (p=%v) are two tests of one measurement", cell, fb.P, fi.P)
		}
	}
}

// TestOneMeasurementOneTest: in a single cell, IOPS and bandwidth (IOPS x
// 4 KiB) are one test, so five runs against five that do not overlap
// keep the exact p of 2/252; the CPU-derived metrics are one test
// between them too, and the latency metrics one each.
func TestOneMeasurementOneTest(t *testing.T) {
	var old, new []datasets.Result
	for i := range 5 {
		for _, side := range []struct {
			rows *[]datasets.Result
			iops float64
		}{{&old, 100_000}, {&new, 130_000}} {
			r := datasets.NewResult()
			r.Pattern, r.Direction, r.BlockSizeBytes = "random", "read", 4096
			r.IOPS = side.iops + float64(i*100)
			r.BWBytesPerS = r.IOPS * 4096
			r.JobUsrCPUPct, r.JobSysCPUPct = 10+float64(i), 20
			r.LatMeanNs, r.LatP99Ns = 1e9/r.IOPS, 3e9/r.IOPS
			*side.rows = append(*side.rows, r)
		}
	}
	rc, err := analyze.CompareRuns(old, new, analyze.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	sizes := map[string]int{}
	for _, c := range rc.Changes {
		sizes[c.CorrectedOver.Measure] = c.CorrectedOver.Size
		if c.Metric.Measure == analyze.MeasureThroughput {
			if want := exactNoOverlap(t, c.Old.Samples, c.New.Samples); math.Abs(c.P-want) > 1e-12 || !c.Significant {
				t.Errorf("%s: p=%v, want the exact %v of one test", c.Metric.Name, c.P, want)
			}
		}
	}
	want := map[string]int{analyze.MeasureThroughput: 1, analyze.MeasureCPUPerIO: 1, analyze.LatencyMean.Name: 1, analyze.LatencyP99.Name: 1}
	if !maps.Equal(sizes, want) {
		t.Errorf("families %v, want %v", sizes, want)
	}
}

// TestDeltasShareTheRankingTest: a delta against the baseline is corrected
// over its family like the ranking; where the baseline is the best, the two
// are one test.
func TestDeltasShareTheRankingTest(t *testing.T) {
	uncapped, capped := cappedRuns(t)
	a, err := analyze.Compare(append(uncapped, capped...), analyze.Options{Baseline: "uncapped"})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, d := range a.Deltas {
		if d.Metric.Name != analyze.IOPS.Name {
			continue
		}
		n++
		f, _ := find(t, a, d.Cell.String(), analyze.IOPS).Figure("capped")
		if d.P != f.P || d.CorrectedOver != f.CorrectedOver || d.Tie {
			t.Errorf("%s: delta p=%v over %+v tie=%v, ranking p=%v over %+v", d.Cell, d.P, d.CorrectedOver, d.Tie, f.P, f.CorrectedOver)
		}
	}
	if n != 2 {
		t.Errorf("%d IOPS deltas, want 2", n)
	}
}
