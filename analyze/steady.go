package analyze

import (
	"cmp"
	"math"
	"slices"

	"gonum.org/v1/gonum/stat"

	"github.com/iopress/iopress/datasets"
)

// SteadyState applies the SNIA Performance Test Specification's rule to the
// last window values of a series: the series is steady when, over the
// window, the range of the values is within 20% of their mean and the
// best-fit line's excursion (slope times the window's width) is within
// 10% of it.
func SteadyState(values []float64, window int) (steady bool, rangePct, slopePct float64) {
	if window < 2 || len(values) < window {
		return false, math.NaN(), math.NaN()
	}
	w := values[len(values)-window:]
	mean := stat.Mean(w, nil)
	if mean == 0 {
		return false, math.NaN(), math.NaN()
	}
	lo, hi := slices.Min(w), slices.Max(w)
	// The best-fit line of the values over their index, by least squares.
	index := make([]float64, window)
	for i := range index {
		index[i] = float64(i)
	}
	_, slope := stat.LinearRegression(index, w, nil, false)
	rangePct = (hi - lo) / math.Abs(mean) * 100
	slopePct = math.Abs(slope*float64(window-1)) / math.Abs(mean) * 100
	return rangePct <= 20 && slopePct <= 10, rangePct, slopePct
}

// Steadiness is the verdict on one logged series.
type Steadiness struct {
	SourcePath  string
	JobName     string
	JobInstance int64
	Log         string // bw, iops, lat, ...
	Direction   string
	Samples     int
	Steady      bool
	RangePct    float64
	SlopePct    float64
}

// SteadyWindow is the number of trailing samples the rule looks at, as the
// SNIA specification's five rounds.
const SteadyWindow = 5

// CheckSteadiness applies SteadyState to every throughput series of the
// time-series table (bandwidth and IOPS logs, per job and direction).
func CheckSteadiness(series []datasets.Sample) []Steadiness {
	type key struct {
		source, job, log, dir string
		instance              int64
	}
	groups := map[key][]datasets.Sample{}
	var order []key
	for _, s := range series {
		if s.Log != "bw" && s.Log != "iops" {
			continue
		}
		k := key{s.SourceID + s.SourcePath, s.JobName, s.Log, s.Direction, s.JobInstance}
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], s)
	}
	var out []Steadiness
	for _, k := range order {
		g := groups[k]
		slices.SortStableFunc(g, func(a, b datasets.Sample) int { return cmp.Compare(a.TimeNs, b.TimeNs) })
		vals := make([]float64, len(g))
		for i, s := range g {
			vals[i] = s.IOPS
			if k.log == "bw" {
				vals[i] = s.BWBytesPerS
			}
		}
		st, r, sl := SteadyState(vals, SteadyWindow)
		out = append(out, Steadiness{SourcePath: g[0].SourcePath, JobName: k.job, JobInstance: k.instance, Log: k.log,
			Direction: k.dir, Samples: len(vals), Steady: st, RangePct: r, SlopePct: sl})
	}
	return out
}
