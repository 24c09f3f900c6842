package analyze

import (
	"cmp"
	"math"
	"slices"

	"gonum.org/v1/gonum/stat"

	"github.com/iopress/iopress/datasets"
)

// Bin is one bucket of a latency histogram: its value and how many I/Os
// fell in it.
type Bin struct {
	Ns    float64
	Count int64
}

// Distribution is the latency distribution of one system in one cell, from
// the histogram table (fio json+ bins, iopress run's histograms): every
// run of the cell merged, of the latency kind its results report.
type Distribution struct {
	System  string
	Cell    Cell
	LatKind string
	Bins    []Bin // by latency, no two alike
	Total   int64
}

// Percentile is the latency below which p percent of the I/Os fell, read
// off the histogram as fio reads its own: the first bucket whose
// cumulative count reaches p% of the total, which is gonum's empirical
// quantile of the buckets weighted by their counts (not LinInterp: fio
// reports a bucket's value, never one between two buckets). NaN for an
// empty distribution or p outside 0-100.
func (d Distribution) Percentile(p float64) float64 {
	if d.Total == 0 || !(p >= 0 && p <= 100) {
		return math.NaN()
	}
	ns, counts := make([]float64, len(d.Bins)), make([]float64, len(d.Bins))
	for i, b := range d.Bins {
		ns[i], counts[i] = b.Ns, float64(b.Count)
	}
	return stat.Quantile(p/100, stat.Empirical, ns, counts)
}

// CDF is the distribution as cumulative fractions: at each bucket's
// latency, the share of I/Os at or below it.
func (d Distribution) CDF() []CDFPoint {
	out := make([]CDFPoint, 0, len(d.Bins))
	var cum int64
	for _, b := range d.Bins {
		cum += b.Count
		out = append(out, CDFPoint{Ns: b.Ns, Fraction: float64(cum) / float64(d.Total)})
	}
	return out
}

// CDFPoint is one point of a cumulative distribution.
type CDFPoint struct {
	Ns       float64
	Fraction float64
}

// LatencyDistributions joins the histogram table to the results: each
// histogram's rows belong to the result of the same source, job,
// instance and direction, whose system and cell they take. Runs of one
// system in one cell are merged, a fleet's hosts' included. Histograms no
// result claims, those of another latency kind than the results report,
// and those of fleet aggregates (their hosts' summed) are left out.
func LatencyDistributions(ds *datasets.Dataset) []Distribution {
	type rowKey struct {
		source, job string
		instance    int64
		direction   string
	}
	type distKey struct {
		system  string
		cell    Cell
		latKind string
	}
	owner := map[rowKey]distKey{}
	for i := range ds.Results {
		r := &ds.Results[i]
		owner[rowKey{r.SourceID, r.JobName, r.JobInstance, r.Direction}] = distKey{r.System, cellOf(r), r.LatKind}
	}
	merged := map[distKey]map[float64]int64{}
	var order []distKey
	for _, b := range ds.Histogram {
		k, ok := owner[rowKey{b.SourceID, b.JobName, b.JobInstance, b.Direction}]
		// A fleet aggregate's bins are its hosts' summed: merged with
		// theirs, every I/O would count twice.
		if !ok || b.LatKind != k.latKind || b.Count <= 0 || b.Host == datasets.AllClientsHost {
			continue
		}
		if merged[k] == nil {
			merged[k] = map[float64]int64{}
			order = append(order, k)
		}
		merged[k][b.BinNs] += b.Count
	}
	var out []Distribution
	for _, k := range order {
		d := Distribution{System: k.system, Cell: k.cell, LatKind: k.latKind}
		for ns, n := range merged[k] {
			d.Bins = append(d.Bins, Bin{Ns: ns, Count: n})
			d.Total += n
		}
		slices.SortFunc(d.Bins, func(a, b Bin) int { return cmp.Compare(a.Ns, b.Ns) })
		out = append(out, d)
	}
	slices.SortStableFunc(out, func(a, b Distribution) int { return compareCells(a.Cell, b.Cell) })
	return out
}
