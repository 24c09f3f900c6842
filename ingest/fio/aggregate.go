package fio

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"

	"github.com/iopress/iopress/datasets"
)

// fio's client sums its servers' stats into the aggregate of a
// client/server run ("All clients"), latency histograms included, but it
// prints that sum with percentiles turned off: no percentiles and no bins.
// Each host's json+ rows carry their bins, so iopress sums the hosts' bins
// of each direction and computes the aggregate's percentiles from the sum
// as fio computes a job's from its own (stat.c, calc_clat_percentiles):
// exact, not an estimate. The sum is taken only when it holds every I/O
// fio summed (its N); otherwise the aggregate keeps no percentiles.

// aggregateNote is the line the source notes get when iopress computed an
// aggregate's percentiles; kind is the latency object ("lat_ns", ...).
func aggregateNote(kind string) string {
	return fmt.Sprintf("%s rows: lat_p50_ns, lat_p99_ns, lat_p999_ns and their latency bins computed by iopress from the sum of the hosts' %s bins, as fio computes percentiles (fio prints none for its sum); every other figure of those rows is fio's", datasets.AllClientsHost, kind)
}

// hostsLatency fills an aggregate row r (its direction d of the document)
// from the hosts' rows and bins read before it from the same document:
// the latency kind theirs
// hold, that kind's mean, extremes and spread from fio's sum, and the
// percentiles and bins of the hosts' summed bins. It returns the latency
// object it used ("lat_ns", ...), or "" when the hosts' rows do not make
// the sum fio reported (no bins, kinds that differ, another count of
// I/Os), leaving r as fio wrote it.
func (c *converter) hostsLatency(r *datasets.Result, d *ddir, instance int64) string {
	kind := ""
	for _, h := range c.ds.Results[c.firstRow:] {
		if h.Host == datasets.AllClientsHost || h.Direction != r.Direction {
			continue
		}
		if h.LatKind == "" || kind != "" && h.LatKind != kind {
			return ""
		}
		kind = h.LatKind
	}
	lat, scale, suffix := d.ClatNs, 1.0, "_ns"
	if kind == datasets.LatTotal {
		lat = d.LatNs
	}
	if d.ClatNs == nil && d.LatNs == nil { // fio 2: microseconds
		lat, scale, suffix = d.ClatUs, 1000, ""
		if kind == datasets.LatTotal {
			lat = d.LatUs
		}
	}
	if kind == "" || lat == nil || lat.N == nil || *lat.N <= 0 {
		return ""
	}
	counts := map[float64]int64{}
	var total int64
	for _, b := range c.ds.Histogram[c.firstBin:] {
		if b.Host != datasets.AllClientsHost && b.Direction == r.Direction && b.LatKind == kind && b.TimeNs == 0 {
			counts[b.BinNs] += b.Count
			total += b.Count
		}
	}
	if total != int64(*lat.N) {
		return ""
	}
	bins := make([]datasets.LatencyBin, 0, len(counts))
	for ns, n := range counts {
		bins = append(bins, datasets.LatencyBin{
			SourcePath: c.name, Host: r.Host, JobName: r.JobName, JobInstance: instance,
			Direction: r.Direction, LatKind: kind, BinNs: ns, Count: n,
		})
	}
	slices.SortFunc(bins, func(a, b datasets.LatencyBin) int { return cmp.Compare(a.BinNs, b.BinNs) })
	r.LatKind = kind
	r.LatMeanNs, r.LatStddevNs = lat.Mean*scale, lat.Stddev*scale
	r.LatMinNs, r.LatMaxNs = lat.Min*scale, lat.Max*scale
	r.LatP50Ns = binPercentile(bins, total, 50)
	r.LatP99Ns = binPercentile(bins, total, 99)
	r.LatP999Ns = binPercentile(bins, total, 99.9)
	c.ds.Histogram = append(c.ds.Histogram, bins...)
	return kind + suffix
}

// binPercentile is the at-th percentile of n latencies counted in bins
// (sorted by latency) as fio computes it from its histogram: the value of
// the first bin at which the running count reaches at/100·n, that
// threshold worked out in C's long double, as fio does
// ((long double) at / 100.0 * nr). fio's bins are keyed by the value it
// gives a percentile that falls in them (plat_idx_to_val), so the result
// is fio's to the nanosecond. The long double is x86-64's (64-bit
// significand, where fio mostly runs); a float64 threshold would differ
// for some counts (99.9 of 33,000 I/Os is just over 32,967 in long double,
// exactly 32,967 in a float64).
func binPercentile(bins []datasets.LatencyBin, n int64, at float64) float64 {
	threshold := new(big.Float).SetPrec(64).SetMode(big.ToNearestEven).SetFloat64(at)
	threshold.Quo(threshold, big.NewFloat(100))
	threshold.Mul(threshold, new(big.Float).SetInt64(n))
	// The least whole count that reaches the threshold.
	need, acc := threshold.Int64()
	if acc == big.Below {
		need++
	}
	var sum int64
	for _, b := range bins {
		sum += b.Count
		if sum >= need {
			return b.BinNs
		}
	}
	return bins[len(bins)-1].BinNs
}
