package analyze

import (
	"math"
	"slices"
	"sort"

	"gonum.org/v1/gonum/stat"
	"gonum.org/v1/gonum/stat/combin"
	"gonum.org/v1/gonum/stat/distuv"
)

// Tests for comparing repeated measurements of two systems.
const (
	TestMannWhitney = "mann-whitney" // rank test, no assumption on the distribution (default)
	TestWelch       = "welch"        // Welch's t-test, for roughly normal samples
)

// exactLimit is the largest n1+n2 for which the Mann-Whitney p-value is
// computed exactly, by enumerating every split of the pooled ranks; beyond
// it the normal approximation with tie correction is accurate.
const exactLimit = 20

// MannWhitney returns the two-sided p-value of the Mann-Whitney U test of
// x against y: exact (ties included, by enumeration) for small samples,
// normal approximation with tie and continuity corrections otherwise.
func MannWhitney(x, y []float64) float64 {
	n1, n2 := len(x), len(y)
	if n1 == 0 || n2 == 0 {
		return math.NaN()
	}
	ranks := midranks(x, y)
	observed := 0.0
	for i := range n1 {
		observed += ranks[i]
	}
	n := n1 + n2
	mean := float64(n1) * float64(n+1) / 2
	if n <= exactLimit {
		// P(|R - mean| >= |observed - mean|) over every choice of n1 of
		// the n pooled ranks, each equally likely under the null.
		dev := math.Abs(observed-mean) - 1e-9
		count, total := 0, 0
		idx := make([]int, n1)
		for gen := combin.NewCombinationGenerator(n, n1); gen.Next(); {
			s := 0.0
			for _, i := range gen.Combination(idx) {
				s += ranks[i]
			}
			total++
			if math.Abs(s-mean) >= dev {
				count++
			}
		}
		return float64(count) / float64(total)
	}
	// Normal approximation with the tie-corrected variance.
	ties := 0.0
	sorted := slices.Clone(ranks)
	slices.Sort(sorted)
	for i := 0; i < len(sorted); {
		j := i
		for j < len(sorted) && sorted[j] == sorted[i] {
			j++
		}
		t := float64(j - i)
		ties += t*t*t - t
		i = j
	}
	nf := float64(n)
	variance := float64(n1) * float64(n2) / 12 * ((nf + 1) - ties/(nf*(nf-1)))
	if variance <= 0 {
		return 1
	}
	z := (math.Abs(observed-mean) - 0.5) / math.Sqrt(variance)
	if z < 0 {
		z = 0
	}
	return math.Min(1, 2*distuv.UnitNormal.Survival(z))
}

// midranks ranks the pooled samples x then y, giving tied values the mean
// of the ranks they span.
func midranks(x, y []float64) []float64 {
	n := len(x) + len(y)
	vals := make([]float64, 0, n)
	vals = append(vals, x...)
	vals = append(vals, y...)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return vals[order[a]] < vals[order[b]] })
	ranks := make([]float64, n)
	for i := 0; i < n; {
		j := i
		for j < n && vals[order[j]] == vals[order[i]] {
			j++
		}
		r := float64(i+j+1) / 2 // mean of ranks i+1 .. j
		for k := i; k < j; k++ {
			ranks[order[k]] = r
		}
		i = j
	}
	return ranks
}

// Welch returns the two-sided p-value of Welch's t-test of x against y
// (unequal variances, Welch-Satterthwaite degrees of freedom).
func Welch(x, y []float64) float64 {
	n1, n2 := float64(len(x)), float64(len(y))
	if n1 < 2 || n2 < 2 {
		return math.NaN()
	}
	// The sample (n-1) variance, as Welch's test is defined with.
	m1, v1 := stat.MeanVariance(x, nil)
	m2, v2 := stat.MeanVariance(y, nil)
	se2 := v1/n1 + v2/n2
	if se2 == 0 {
		if m1 == m2 {
			return 1
		}
		return 0
	}
	t := (m1 - m2) / math.Sqrt(se2)
	df := se2 * se2 / (v1*v1/(n1*n1*(n1-1)) + v2*v2/(n2*n2*(n2-1)))
	return math.Min(1, 2*distuv.StudentsT{Mu: 0, Sigma: 1, Nu: df}.Survival(math.Abs(t)))
}

// Holm adjusts p-values for multiple comparisons (Holm-Bonferroni step-down):
// the adjusted values are at most 1 and keep the family-wise error rate at
// alpha when compared with alpha. NaN p-values stay NaN and do not count.
func Holm(p []float64) []float64 {
	type item struct {
		p float64
		i int
	}
	var items []item
	for i, v := range p {
		if !math.IsNaN(v) {
			items = append(items, item{v, i})
		}
	}
	sort.SliceStable(items, func(a, b int) bool { return items[a].p < items[b].p })
	out := make([]float64, len(p))
	for i := range out {
		out[i] = math.NaN()
	}
	m := len(items)
	running := 0.0
	for k, it := range items {
		adj := math.Min(1, float64(m-k)*it.p)
		running = math.Max(running, adj) // adjusted values never decrease
		out[it.i] = running
	}
	return out
}

// MedianCI is a distribution-free confidence interval for the median at the
// given level (0.95): the order statistics whose binomial coverage reaches
// it. ok is false when the sample is too small for that level.
func MedianCI(x []float64, level float64) (lo, hi float64, ok bool) {
	n := len(x)
	if n < 2 {
		return math.NaN(), math.NaN(), false
	}
	s := slices.Clone(x)
	slices.Sort(s)
	b := distuv.Binomial{N: float64(n), P: 0.5}
	// The narrowest symmetric pair (k, n-1-k) covering the level: the
	// coverage of [x_(k), x_(n-1-k)] is P(k < B <= n-1-k) for B ~ Bin(n, 1/2).
	for k := (n - 1) / 2; k >= 0; k-- {
		coverage := b.CDF(float64(n-1-k)) - b.CDF(float64(k))
		if coverage >= level {
			return s[k], s[n-1-k], true
		}
	}
	return s[0], s[n-1], false
}

// MinSamples is the fewest samples per side with which the exact
// Mann-Whitney test can reach alpha at all: its smallest two-sided p-value
// with n per side is 2/C(2n, n).
func MinSamples(alpha float64) int {
	for n := 2; n < 50; n++ {
		if 2/centralBinomial(n) < alpha {
			return n
		}
	}
	return 50
}

// exactCentralBinomial is the largest n for which combin.Binomial computes
// C(2n, n) without overflowing an int (its last product is n·C(2n, n)).
const exactCentralBinomial = 30

// centralBinomial is C(2n, n). It is exact where it matters: the test is
// P < alpha, so at an alpha of 2/C(2n, n) itself (0.1 for n = 3) n runs
// are not enough, which a rounded coefficient could get wrong either way.
// Beyond exactCentralBinomial, C(2n, n) > 1e17 and no alpha anyone sets
// lies within the gamma function's rounding of 2/C(2n, n).
func centralBinomial(n int) float64 {
	if n <= exactCentralBinomial {
		return float64(combin.Binomial(2*n, n))
	}
	return combin.GeneralizedBinomial(float64(2*n), float64(n))
}

// MinMannWhitneyP is the smallest two-sided p-value the exact
// Mann-Whitney test can give with n1 samples against n2: 2/C(n1+n2, n1),
// where every sample of one side is above every sample of the other. It
// bounds what the test can show: with 5 against 5 it is 2/252, and a
// correction over k tests multiplies it by up to k.
func MinMannWhitneyP(n1, n2 int) float64 {
	if n1 < 1 || n2 < 1 {
		return math.NaN()
	}
	return math.Min(1, 2/combin.GeneralizedBinomial(float64(n1+n2), float64(n1)))
}
