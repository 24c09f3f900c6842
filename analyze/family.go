package analyze

import (
	"math"
	"slices"
)

// TestFamily is what a p-value was corrected over: the tests of one
// measurement (a Metric's Measure) across the cells compared, the family
// that answers one question ("did IOPS change, and where?"). Holm's
// correction over it keeps the chance of any false difference in that
// answer at alpha.
//
// A family never holds two tests of the same data: metrics that are
// transforms of one measurement within a cell (bandwidth and IOPS at one
// block size; CPU time per I/O, IOPS per core and bandwidth per
// CPU-second) share one test per cell and pair of sample sets, made on the
// first of them in presentation order. Nor is it the whole analysis: every
// metric of every cell in one family made five runs against five
// unable to show any difference at all (nine metrics: 9 x 2/252 = 0.071 at
// best).
type TestFamily struct {
	Measure string   // the measurement tested
	Metrics []Metric // the metrics that show it, which share its tests
	Size    int      // m: the tests in the family
}

// testKey identifies one test: a measurement in a cell, between two sets
// of samples (systems, or the sides of a run comparison) in a fixed order.
type testKey struct {
	measure string
	cell    Cell
	a, b    string
}

// testSet collects the tests of an analysis, each made once, and corrects
// them family by family.
type testSet struct {
	opts     Options
	index    map[testKey]int
	measures []string  // of each test
	raw      []float64 // raw p-value of each test
	metrics  map[string][]Metric
	// after correct: each test's corrected p-value and family
	p      []float64
	family []*TestFamily
}

func newTestSet(opts Options) *testSet {
	return &testSet{opts: opts, index: map[testKey]int{}, metrics: map[string][]Metric{}}
}

// test returns the id (from 1) of the test of x against y for metric m in
// cell c, between sample sets named a and b, making it unless the same
// measurement's test of that pair was made already; 0 when either side
// has fewer than two samples.
func (ts *testSet) test(m Metric, c Cell, a, b string, x, y []float64) int {
	if len(x) < 2 || len(y) < 2 {
		return 0
	}
	ms := m.measure()
	if !slices.ContainsFunc(ts.metrics[ms], func(o Metric) bool { return o.Name == m.Name }) {
		ts.metrics[ms] = append(ts.metrics[ms], m)
	}
	if b < a {
		a, b = b, a // a test is symmetric: one test per pair, either way round
	}
	k := testKey{ms, c, a, b}
	if id, ok := ts.index[k]; ok {
		return id
	}
	ts.measures = append(ts.measures, ms)
	ts.raw = append(ts.raw, ts.opts.pValue(x, y))
	ts.index[k] = len(ts.raw)
	return len(ts.raw)
}

// correct replaces each family's raw p-values by Holm's adjusted ones.
func (ts *testSet) correct() {
	ts.p = make([]float64, len(ts.raw))
	ts.family = make([]*TestFamily, len(ts.raw))
	var order []string
	members := map[string][]int{}
	for i, ms := range ts.measures {
		if members[ms] == nil {
			order = append(order, ms)
		}
		members[ms] = append(members[ms], i)
	}
	for _, ms := range order {
		ids := members[ms]
		raw := make([]float64, len(ids))
		for j, i := range ids {
			raw[j] = ts.raw[i]
		}
		fam := &TestFamily{Measure: ms, Metrics: ts.metrics[ms]}
		for _, p := range raw {
			if !math.IsNaN(p) { // Holm counts no test without a p-value
				fam.Size++
			}
		}
		for j, p := range Holm(raw) {
			ts.p[ids[j]], ts.family[ids[j]] = p, fam
		}
	}
}

// result is a test's corrected p-value and its family; NaN and nil for
// id 0 (no test).
func (ts *testSet) result(id int) (float64, *TestFamily) {
	if id == 0 {
		return math.NaN(), nil
	}
	return ts.p[id-1], ts.family[id-1]
}
