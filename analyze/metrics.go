// Package analyze turns a results table into the values an article is made
// of: per-cell figures for each system, percent deltas with the right
// direction, winners and ties judged against the data's own resolution,
// win counts per system and per platform, CPU efficiency and outliers.
//
// It returns values (structs and slices), never prose: render decides the
// words. Every comparison carries what it was judged on, so a sentence can
// state its figure and its qualifier.
package analyze

import (
	"math"

	"github.com/iopress/iopress/datasets"
)

// Family groups metrics that are counted together in win counts.
type Family string

const (
	FamilyBandwidth  Family = "bandwidth"
	FamilyIOPS       Family = "iops"
	FamilyLatency    Family = "latency"
	FamilyCPU        Family = "cpu"
	FamilyEfficiency Family = "efficiency"
	// FamilyScore: a test's own figure (results column score), compared
	// within one test and unit, in the direction the test says.
	FamilyScore Family = "score"
)

// Metric is one figure compared across systems.
type Metric struct {
	Name   string // column name, or a derived name for efficiency
	Family Family
	// Measure names the measurement the metric shows. Metrics of one
	// measure are exact transforms of each other within a cell (bandwidth
	// is IOPS times the cell's block size), so a difference between two
	// sets of runs is one test for all of them, not one test each; "" is
	// the metric's own name. See TestFamily.
	Measure        string
	HigherIsBetter bool
	// Unranked says that which way is better is not known: a score of a
	// test whose source does not say (datasets.Unknown, a Phoronix Test
	// Suite 5.x CSV export). Its figures are kept for tables and charts,
	// but never ranked: no winner, tie, lead or outlier, no win counted,
	// and a change is neither better nor worse (Better is false,
	// LeadPct NaN). HigherIsBetter is false and means nothing then.
	Unranked   bool
	Unit       string // base unit of Value: "bytes/s", "ns", "%", "IOPS", ...
	value      func(r *datasets.Result) float64
	resolution func(r *datasets.Result) float64
}

// Value returns the metric's figure for a row (NaN where missing).
func (m Metric) Value(r *datasets.Result) float64 { return m.value(r) }

// Resolution returns the rounding step of the row's figure (0 if unknown).
func (m Metric) Resolution(r *datasets.Result) float64 {
	if m.resolution == nil {
		return 0
	}
	v := m.resolution(r)
	if math.IsNaN(v) {
		return 0
	}
	return v
}

// The metrics analyze knows, in the order articles present them.
var (
	Bandwidth = Metric{Name: "bw_bytes_per_s", Family: FamilyBandwidth, Measure: MeasureThroughput, HigherIsBetter: true, Unit: "bytes/s",
		value:      func(r *datasets.Result) float64 { return r.BWBytesPerS },
		resolution: func(r *datasets.Result) float64 { return r.BWResolutionBytesPerS }}
	IOPS = Metric{Name: "iops", Family: FamilyIOPS, Measure: MeasureThroughput, HigherIsBetter: true, Unit: "IOPS",
		value:      func(r *datasets.Result) float64 { return r.IOPS },
		resolution: func(r *datasets.Result) float64 { return r.IOPSResolution }}
	LatencyMean = Metric{Name: "lat_mean_ns", Family: FamilyLatency, Unit: "ns",
		value:      func(r *datasets.Result) float64 { return r.LatMeanNs },
		resolution: func(r *datasets.Result) float64 { return r.LatResolutionNs }}
	LatencyP50 = Metric{Name: "lat_p50_ns", Family: FamilyLatency, Unit: "ns",
		value:      func(r *datasets.Result) float64 { return r.LatP50Ns },
		resolution: func(r *datasets.Result) float64 { return r.LatResolutionNs }}
	LatencyP99 = Metric{Name: "lat_p99_ns", Family: FamilyLatency, Unit: "ns",
		value:      func(r *datasets.Result) float64 { return r.LatP99Ns },
		resolution: func(r *datasets.Result) float64 { return r.LatResolutionNs }}
	LatencyP999 = Metric{Name: "lat_p999_ns", Family: FamilyLatency, Unit: "ns",
		value:      func(r *datasets.Result) float64 { return r.LatP999Ns },
		resolution: func(r *datasets.Result) float64 { return r.LatResolutionNs }}
	CPUTotal = Metric{Name: "cpu_total_pct", Family: FamilyCPU, Unit: "%",
		value:      func(r *datasets.Result) float64 { return r.CPUTotalPct },
		resolution: func(r *datasets.Result) float64 { return r.CPUResolutionPct }}
	// IOPSPerCPU is I/O operations per second for each percent of total
	// machine CPU: work per unit of CPU, not raw CPU.
	IOPSPerCPU = Metric{Name: "iops_per_cpu_pct", Family: FamilyEfficiency, Measure: MeasureThroughputPerCPU, HigherIsBetter: true, Unit: "IOPS/%",
		value: func(r *datasets.Result) float64 { return perCPU(r.IOPS, r.CPUTotalPct) }}
	// BytesPerCPU is bandwidth for each percent of total machine CPU.
	BytesPerCPU = Metric{Name: "bw_bytes_per_s_per_cpu_pct", Family: FamilyEfficiency, Measure: MeasureThroughputPerCPU, HigherIsBetter: true, Unit: "bytes/s/%",
		value: func(r *datasets.Result) float64 { return perCPU(r.BWBytesPerS, r.CPUTotalPct) }}
)

// Score is a test's own figure (a time, a rate, points), in the unit and
// direction of its cell's test: see ForCell, which every comparison of it
// goes through.
var Score = Metric{Name: "score", Family: FamilyScore, HigherIsBetter: true,
	value: func(r *datasets.Result) float64 { return r.Score }}

// ForCell is the metric as a cell compares it: a score takes the unit and
// the direction of better of the cell's test, and is Unranked where the
// test does not say it; other metrics are the same in every cell.
func (m Metric) ForCell(c Cell) Metric {
	if m.Family == FamilyScore {
		m.Unit = c.ScoreUnit
		m.HigherIsBetter = c.ScoreHigherIsBetter == datasets.Yes
		m.Unranked = !c.ScoreHigherIsBetter.Known()
	}
	return m
}

// Measures shared by several metrics. A latency percentile is not a
// transform of the mean, nor machine CPU of the job's own, so each of those
// metrics is its own measure.
const (
	// MeasureThroughput: bandwidth and IOPS (bandwidth = IOPS x block size).
	MeasureThroughput = "throughput"
	// MeasureThroughputPerCPU: IOPS and bandwidth per percent of machine
	// CPU, one ratio times the block size.
	MeasureThroughputPerCPU = "throughput_per_cpu_pct"
	// MeasureCPUPerIO: CPU time per I/O, IOPS per core (its inverse) and
	// bandwidth per CPU-second (that times the block size), all from the
	// same CPU figure.
	MeasureCPUPerIO = "cpu_time_per_io"
)

// measure is the metric's Measure, its own name when it has none.
func (m Metric) measure() string {
	if m.Measure == "" {
		return m.Name
	}
	return m.Measure
}

// AllMetrics lists every metric in presentation order.
var AllMetrics = []Metric{Bandwidth, IOPS, LatencyMean, LatencyP50, LatencyP99, LatencyP999, CPUTotal, IOPSPerCPU, BytesPerCPU, Score}

func perCPU(v, cpu float64) float64 {
	if math.IsNaN(v) || math.IsNaN(cpu) || cpu <= 0 {
		return math.NaN()
	}
	return v / cpu
}

// Better reports whether a beats b on m (strictly); never where m is
// Unranked.
func (m Metric) Better(a, b float64) bool {
	if m.Unranked {
		return false
	}
	if m.HigherIsBetter {
		return a > b
	}
	return a < b
}

// LeadPct is how much better a is than b, in percent, positive when a is
// better: for higher-is-better metrics (a/b - 1)·100 ("17.3% faster"), for
// lower-is-better ones (1 - a/b)·100 ("34.0% less CPU"); NaN where m is
// Unranked.
func (m Metric) LeadPct(a, b float64) float64 {
	if m.Unranked {
		return math.NaN()
	}
	if m.HigherIsBetter {
		return (a/b - 1) * 100
	}
	return (1 - a/b) * 100
}

// CPUPerIO is the CPU time each I/O costs, in microseconds: from the job's
// own CPU where the source measured it (fio's usr_cpu + sys_cpu, percent of
// one core), else from the whole machine's CPU times its cores. cores is
// the machine's core count, 0 when unknown (then only job CPU serves).
func CPUPerIO(cores int) Metric {
	return Metric{Name: "cpu_us_per_io", Family: FamilyEfficiency, Measure: MeasureCPUPerIO, Unit: "µs",
		value: func(r *datasets.Result) float64 {
			busy := cpuSecondsPerSecond(r, cores)
			if math.IsNaN(busy) || !(r.IOPS > 0) {
				return math.NaN()
			}
			return busy / r.IOPS * 1e6
		}}
}

// IOPSPerCore is the I/Os done for each second of CPU time: the IOPS one
// core kept fully busy would sustain at this cost, the inverse of CPUPerIO.
func IOPSPerCore(cores int) Metric {
	return perCPUSecond("iops_per_cpu_core", "IOPS/core", cores, func(r *datasets.Result) float64 { return r.IOPS })
}

// BytesPerCPUSecond is the data moved for each second of CPU time.
func BytesPerCPUSecond(cores int) Metric {
	return perCPUSecond("bw_bytes_per_cpu_s", "bytes/CPU-s", cores, func(r *datasets.Result) float64 { return r.BWBytesPerS })
}

// perCPUSecond is a rate divided by the cores' worth of CPU spent on it.
func perCPUSecond(name, unit string, cores int, rate func(*datasets.Result) float64) Metric {
	return Metric{Name: name, Family: FamilyEfficiency, Measure: MeasureCPUPerIO, HigherIsBetter: true, Unit: unit,
		value: func(r *datasets.Result) float64 {
			busy := cpuSecondsPerSecond(r, cores)
			if math.IsNaN(busy) || busy <= 0 {
				return math.NaN()
			}
			return rate(r) / busy
		}}
}

// cpuSecondsPerSecond is how many cores' worth of CPU the job kept busy.
func cpuSecondsPerSecond(r *datasets.Result, cores int) float64 {
	if !math.IsNaN(r.JobUsrCPUPct) || !math.IsNaN(r.JobSysCPUPct) {
		return (nanToZero(r.JobUsrCPUPct) + nanToZero(r.JobSysCPUPct)) / 100
	}
	if cores > 0 && !math.IsNaN(r.CPUTotalPct) {
		return r.CPUTotalPct / 100 * float64(cores)
	}
	return math.NaN()
}

func nanToZero(v float64) float64 {
	if math.IsNaN(v) {
		return 0
	}
	return v
}
