package run

import (
	"math"
	"math/bits"
)

// subBits sets the histogram's precision: 2^subBits buckets per power of
// two, so a value is placed within 1/2^subBits = 0.78% of itself.
const subBits = 7

// Histogram is a log-linear latency histogram in nanoseconds: exact below
// 2^subBits ns, then 2^subBits buckets per power of two. It is mergeable
// (counts add up), allocates nothing when recording, and keeps the exact
// count, sum, sum of squares, minimum and maximum beside the buckets.
type Histogram struct {
	Counts []uint64 // bucket counts; index from bucketOf
	N      uint64
	Sum    float64
	SumSq  float64
	Min    uint64
	Max    uint64
}

// histogramBuckets is how many buckets hold values up to 2^40 ns (18
// minutes), and histogramBytes their memory.
const (
	histogramBuckets = (40 - subBits + 2) << subBits
	histogramBytes   = histogramBuckets * 8
)

// NewHistogram returns an empty histogram for values up to 2^40 ns (18
// minutes).
func NewHistogram() *Histogram {
	return &Histogram{Counts: make([]uint64, histogramBuckets), Min: math.MaxUint64}
}

func bucketOf(v uint64) int {
	if v < 1<<subBits {
		return int(v)
	}
	exp := bits.Len64(v) - 1 - subBits // how far v is shifted down to keep subBits+1 bits
	mant := v >> exp                   // in [2^subBits, 2^(subBits+1))
	return (exp+1)<<subBits + int(mant-(1<<subBits))
}

// bucketValue is the middle of a bucket's range of whole nanoseconds.
func bucketValue(i int) float64 {
	if i < 1<<subBits {
		return float64(i)
	}
	exp := i>>subBits - 1
	mant := uint64(i&(1<<subBits-1)) + 1<<subBits
	lo := float64(mant << exp)
	return lo + float64(uint64(1)<<exp-1)/2
}

// Record adds one value.
func (h *Histogram) Record(ns uint64) {
	i := bucketOf(ns)
	if i >= len(h.Counts) {
		i = len(h.Counts) - 1
	}
	h.Counts[i]++
	h.N++
	f := float64(ns)
	h.Sum += f
	h.SumSq += f * f
	h.Min = min(h.Min, ns)
	h.Max = max(h.Max, ns)
}

// Merge adds another histogram's counts into h.
func (h *Histogram) Merge(o *Histogram) {
	for i, c := range o.Counts {
		h.Counts[i] += c
	}
	h.N += o.N
	h.Sum += o.Sum
	h.SumSq += o.SumSq
	h.Min = min(h.Min, o.Min)
	h.Max = max(h.Max, o.Max)
}

// Mean is the exact mean.
func (h *Histogram) Mean() float64 {
	if h.N == 0 {
		return math.NaN()
	}
	return h.Sum / float64(h.N)
}

// Stddev is the exact population standard deviation.
func (h *Histogram) Stddev() float64 {
	if h.N == 0 {
		return math.NaN()
	}
	m := h.Mean()
	return math.Sqrt(math.Max(0, h.SumSq/float64(h.N)-m*m))
}

// Percentile returns the value below which p percent of the values lie,
// to within the bucket's precision, clamped to the exact minimum and
// maximum.
func (h *Histogram) Percentile(p float64) float64 {
	if h.N == 0 {
		return math.NaN()
	}
	rank := uint64(math.Ceil(p / 100 * float64(h.N)))
	rank = max(rank, 1)
	var seen uint64
	for i, c := range h.Counts {
		seen += c
		if seen >= rank {
			return math.Min(math.Max(bucketValue(i), float64(h.Min)), float64(h.Max))
		}
	}
	return float64(h.Max)
}

// Buckets calls f for every non-empty bucket with its value and count.
func (h *Histogram) Buckets(f func(ns float64, count uint64)) {
	for i, c := range h.Counts {
		if c > 0 {
			f(bucketValue(i), c)
		}
	}
}
