package analyze_test

import (
	"errors"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// exactTwoSided is an independent exact Mann-Whitney p-value: it counts,
// over every relabelling of the pooled values (by brute force over bit
// masks), how often the U statistic is at least as extreme as observed.
func exactTwoSided(x, y []float64) float64 {
	pooled := append(slices.Clone(x), y...)
	n, n1 := len(pooled), len(x)
	u := func(mask int) float64 {
		s := 0.0 // U = pairs (a in group 1, b in group 2) with a > b, ties half
		for i := range n {
			if mask&(1<<i) == 0 {
				continue
			}
			for j := range n {
				if mask&(1<<j) != 0 {
					continue
				}
				switch {
				case pooled[i] > pooled[j]:
					s++
				case pooled[i] == pooled[j]:
					s += 0.5
				}
			}
		}
		return s
	}
	mean := float64(n1*(n-n1)) / 2
	obs := math.Abs(u((1<<n1)-1) - mean)
	count, total := 0, 0
	for mask := 0; mask < 1<<n; mask++ {
		if popcount(mask) != n1 {
			continue
		}
		total++
		if math.Abs(u(mask)-mean) >= obs-1e-9 {
			count++
		}
	}
	return float64(count) / float64(total)
}

func popcount(v int) int {
	c := 0
	for ; v != 0; v &= v - 1 {
		c++
	}
	return c
}

func TestMannWhitneyExact(t *testing.T) {
	tests := []struct{ x, y []float64 }{
		{[]float64{1, 2, 3}, []float64{4, 5, 6}},                  // 2/20
		{[]float64{1, 2, 3, 4, 5}, []float64{6, 7, 8, 9, 10}},     // 2/252
		{[]float64{1, 2, 2, 3}, []float64{2, 3, 3, 4}},            // ties
		{[]float64{5, 5, 5}, []float64{5, 5, 5}},                  // all tied: p = 1
		{[]float64{3.1, 2.9, 3.3, 3.0}, []float64{3.2, 3.4, 2.8}}, // overlapping
	}
	for _, tt := range tests {
		got, want := analyze.MannWhitney(tt.x, tt.y), exactTwoSided(tt.x, tt.y)
		if math.Abs(got-want) > 1e-12 {
			t.Errorf("MannWhitney(%v, %v) = %v, want %v", tt.x, tt.y, got, want)
		}
	}
	if p := analyze.MannWhitney([]float64{1, 2, 3}, []float64{4, 5, 6}); math.Abs(p-0.1) > 1e-12 {
		t.Errorf("3 vs 3 fully separated: p = %v, want 2/20", p)
	}
}

// TestMannWhitneyApproximation: beyond the exact limit the normal
// approximation must agree with the exact count for a moderate effect.
func TestMannWhitneyApproximation(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	x, y := make([]float64, 11), make([]float64, 11)
	for i := range x {
		x[i] = r.NormFloat64()
		y[i] = r.NormFloat64() + 0.8
	}
	// 22 values: the approximation path. The exact value by relabelling
	// would take 2^22 masks x 121 pairs: fine for a test.
	approx := analyze.MannWhitney(x, y)
	exact := exactTwoSided(x, y)
	if math.Abs(approx-exact) > 0.01 {
		t.Errorf("normal approximation %v vs exact %v", approx, exact)
	}
}

func TestWelch(t *testing.T) {
	// R: t.test(c(1,2,3,4), c(2,3,4,5)) gives t = -1.0954, df = 6,
	// p-value = 0.3153.
	if p := analyze.Welch([]float64{1, 2, 3, 4}, []float64{2, 3, 4, 5}); math.Abs(p-0.3153) > 5e-4 {
		t.Errorf("p = %v, want 0.3153", p)
	}
	if p := analyze.Welch([]float64{1, 1, 1}, []float64{1, 1, 1}); p != 1 {
		t.Errorf("identical constant samples: p = %v, want 1", p)
	}
}

func TestHolm(t *testing.T) {
	got := analyze.Holm([]float64{0.01, 0.04, 0.03, 0.005, math.NaN()})
	want := []float64{0.03, 0.06, 0.06, 0.02}
	for i, w := range want {
		if math.Abs(got[i]-w) > 1e-12 {
			t.Errorf("Holm[%d] = %v, want %v", i, got[i], w)
		}
	}
	if !math.IsNaN(got[4]) {
		t.Error("NaN p-value adjusted")
	}
}

func TestMedianCI(t *testing.T) {
	// n = 10: P(2 <= B <= 7) for B ~ Bin(10, 1/2) = 0.9785 >= 0.95, and
	// P(3 <= B <= 6) = 0.8906 < 0.95, so the interval is x(2)..x(9),
	// 1-based.
	x := []float64{10, 1, 9, 2, 8, 3, 7, 4, 6, 5}
	lo, hi, ok := analyze.MedianCI(x, 0.95)
	if !ok || lo != 2 || hi != 9 {
		t.Errorf("CI = [%v, %v] ok=%v, want [2, 9]", lo, hi, ok)
	}
	// Five samples cannot give 95%: the widest interval covers 93.75%.
	if _, _, ok := analyze.MedianCI([]float64{1, 2, 3, 4, 5}, 0.95); ok {
		t.Error("n = 5 claimed a 95% interval")
	}
	if n := analyze.MinSamples(0.05); n != 4 {
		t.Errorf("MinSamples(0.05) = %d, want 4 (2/C(8,4) = 0.029)", n)
	}
}

// TestMinSamplesAtTheBoundary: with n runs per side the smallest exact
// Mann-Whitney p-value is 2/C(2n, n), and a difference is significant when
// p < alpha, so at alpha = 2/C(2n, n) n runs are not enough and just above
// it they are. C(2n, n) comes from math/big; up to n = 26 it and 2/C are
// exact in a float64, so the boundary is sharp. (At alpha 0.1 = 2/C(6, 3),
// a coefficient from the gamma function, 20.000000000000007, would let
// three runs pass.)
func TestMinSamplesAtTheBoundary(t *testing.T) {
	for n := 2; n <= 26; n++ {
		c, _ := new(big.Int).Binomial(int64(2*n), int64(n)).Float64()
		smallest := 2 / c
		if got := analyze.MinSamples(smallest); got != n+1 {
			t.Errorf("alpha = 2/C(%d, %d) = %v: MinSamples %d, want %d (p < alpha fails at n)", 2*n, n, smallest, got, n+1)
		}
		if got := analyze.MinSamples(math.Nextafter(smallest, 1)); got != n {
			t.Errorf("alpha just above 2/C(%d, %d): MinSamples %d, want %d", 2*n, n, got, n)
		}
	}
}

// TestMedianOfAnEvenCount: a figure of four runs is the midpoint of the
// two middle runs, the median the articles print, not one of them (as
// gonum's quantiles give).
func TestMedianOfAnEvenCount(t *testing.T) {
	iops := []float64{4000, 1000, 3000, 2000}
	var rows []datasets.Result
	for i, v := range iops {
		r := datasets.NewResult()
		r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.Repetition, r.IOPS = "A", "random", "read", 4096, int64(i+1), v
		rows = append(rows, r)
	}
	a, err := analyze.Compare(rows, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sorted := slices.Sorted(slices.Values(iops))
	want := (sorted[1] + sorted[2]) / 2
	for _, c := range a.Comparisons {
		if c.Metric.Name == analyze.IOPS.Name && (len(c.Ranking) != 1 || c.Ranking[0].Value != want) {
			t.Errorf("IOPS figures %+v, want the median %v", c.Ranking, want)
		}
	}
}

// repeated makes a cell measured n times for systems A and B, with B's
// true mean shifted by shift and noise of relative size cv.
func repeated(r *rand.Rand, n int, shift, cv float64, bs int64) []datasets.Result {
	var rows []datasets.Result
	for _, s := range []struct {
		name string
		mean float64
	}{{"A", 100_000}, {"B", 100_000 * (1 + shift)}} {
		for rep := 1; rep <= n; rep++ {
			row := datasets.NewResult()
			row.System, row.Pattern, row.Direction, row.BlockSizeBytes = s.name, "random", "read", bs
			row.Repetition = int64(rep)
			row.IOPS = s.mean * (1 + cv*r.NormFloat64())
			rows = append(rows, row)
		}
	}
	return rows
}

// TestFalsePositivesAfterCorrection: 1,000 cells with no true difference,
// five runs per side, in one analysis: after Holm's correction no more than
// alpha of them may come out significant (in fact almost none do).
func TestFalsePositivesAfterCorrection(t *testing.T) {
	r := rand.New(rand.NewPCG(42, 7))
	var rows []datasets.Result
	for i := range 1000 {
		rows = append(rows, repeated(r, 5, 0, 0.03, int64(4096*(i+1)))...)
	}
	a, err := analyze.Compare(rows, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wins, cells := 0, 0
	for _, c := range a.Comparisons {
		if c.Metric.Name != analyze.IOPS.Name {
			continue
		}
		cells++
		if c.Winner != "" {
			wins++
		}
	}
	if cells != 1000 || float64(wins)/float64(cells) > 0.05 {
		t.Errorf("%d of %d null cells called a win after correction", wins, cells)
	}
}

// TestPowerWithFiveRuns: a true 10% difference with 3% noise and five runs
// per side is found in at least 80% of single comparisons.
func TestPowerWithFiveRuns(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	found := 0
	for range 1000 {
		a, err := analyze.Compare(repeated(r, 5, 0.10, 0.03, 4096), analyze.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range a.Comparisons {
			if c.Metric.Name == analyze.IOPS.Name && c.Winner == "B" {
				found++
			}
		}
	}
	if found < 800 {
		t.Errorf("found the 10%% difference %d times in 1000, want at least 800", found)
	}
}

func TestTooFewSamplesWarns(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	a, err := analyze.Compare(repeated(r, 3, 0.5, 0.01, 4096), analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	warned := false
	for _, w := range a.Warnings {
		var few *analyze.TooFewRuns
		warned = warned || errors.As(w, &few) && few.Need == 4 && few.Have == 3 && few.Alpha == 0.05
	}
	if !warned {
		t.Errorf("no warning that 3 runs cannot reach significance: %v", a.Warnings)
	}
	for _, c := range a.Comparisons {
		if c.Winner != "" {
			t.Errorf("%s: a win from 3 runs per side, which cannot be significant", c.Metric.Name)
		}
	}
}

func TestCompareRuns(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	both := repeated(r, 6, 0.20, 0.02, 4096) // A then B, six runs each
	var old, new []datasets.Result
	for _, row := range both {
		if row.System == "A" {
			old = append(old, row)
		} else {
			new = append(new, row)
		}
	}
	rc, err := analyze.CompareRuns(old, new, analyze.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(rc.Changes) != 1 {
		t.Fatalf("%d changes, want one (IOPS of one cell)", len(rc.Changes))
	}
	c := rc.Changes[0]
	if !c.Significant || !c.Better || c.DeltaPct < 10 || len(c.Old.Samples) != 6 || math.IsNaN(c.New.CILow) {
		t.Errorf("change %+v: want a significant improvement near +20%% with six runs and an interval", c)
	}
	// One run a side: the change is reported untested, with a warning.
	rc, err = analyze.CompareRuns(old[:1], new[:1], analyze.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	if !math.IsNaN(rc.Changes[0].P) || rc.Changes[0].Significant || len(rc.Warnings) == 0 {
		t.Errorf("single runs: %+v, warnings %v", rc.Changes[0], rc.Warnings)
	}
	if _, err := analyze.CompareRuns(old, nil, analyze.Options{}, false); err == nil {
		t.Error("an empty side was accepted")
	}
}
