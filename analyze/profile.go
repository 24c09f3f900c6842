package analyze

import (
	"cmp"
	"math"
	"slices"

	"github.com/iopress/iopress/datasets"
)

// A system measured alone is compared with nothing: it wins no cell and
// ties with no one. What its data supports is said of its workloads
// against each other: where it does best and worst, how long its latency
// tail is, what an I/O costs in CPU, where latency grows faster than the
// work done, and whether its figures agree with Little's law.

// CellFigure is a system's figure of one metric in one cell.
type CellFigure struct {
	Cell  Cell
	Value float64
}

// Extreme is a metric's best and worst cell of one system, better as the
// metric counts better (highest bandwidth, lowest latency), over the Cells
// cells that have the figure (two or more).
type Extreme struct {
	Metric      Metric
	Best, Worst CellFigure
	Cells       int
}

// Tail is how far a cell's 99th latency percentile is above its mean:
// Ratio is P99 / Mean.
type Tail struct {
	Cell      Cell
	P99, Mean float64 // ns
	Ratio     float64
}

// Growth is how mean latency and the work done change from one cell to
// the next along one setting, the others held equal.
type Growth struct {
	Along    string // GrowthDepth or GrowthBlockSize
	From, To Cell
	// LatencyRatio is the mean latency of To over From's;
	// ThroughputRatio the bytes moved per second (IOPS times the block
	// size) of To over From's: along the depth, the IOPS ratio.
	LatencyRatio, ThroughputRatio float64
	// LatencyFrom and LatencyTo are the mean latencies, in ns.
	LatencyFrom, LatencyTo float64
}

// The settings a Growth is along.
const (
	GrowthDepth     = "iodepth"
	GrowthBlockSize = "block size"
)

// Outpaces reports whether latency grew more than the work done: a step
// that queues I/Os, or moves bigger blocks, without moving data
// proportionally faster.
func (g Growth) Outpaces() bool { return g.LatencyRatio > g.ThroughputRatio }

// Occupancy checks a cell against Little's law: in a closed loop of
// Slots I/Os (queue depth times jobs), the I/Os in flight on average are
// IOPS times the mean latency, and can be at most Slots.
type Occupancy struct {
	Cell     Cell
	InFlight float64 // IOPS x mean latency
	Slots    int64   // IODepth x NumJobs
	// LatKind is the latency's kind: a completion latency (fio's clat)
	// leaves out each I/O's submission, so InFlight is then only a lower
	// bound (libaio at depth 1 submits for a quarter of each I/O's time).
	LatKind string
}

// Fill is the share of the slots in flight on average.
func (o Occupancy) Fill() float64 { return o.InFlight / float64(o.Slots) }

// Limits of Occupancy.Fill. Below UnderfilledFill the queue stood partly
// empty for a fifth of the time or more: the engine or the tool between
// two I/Os, not the device, set the pace (a synchronous engine given a
// depth does one I/O at a time). Above OverfullFill more I/Os were in
// flight than the loop can hold: the latency and the IOPS figures do not
// describe the same I/Os (IOPS and latency measured over different
// windows, or a latency that leaves out part of each I/O). Ramp and
// runtime rounding move a consistent figure by a percent or two.
const (
	UnderfilledFill = 0.8
	OverfullFill    = 1.05
)

// Underfilled reports whether the queue stood partly empty (Fill below
// UnderfilledFill), which only a total latency can tell.
func (o Occupancy) Underfilled() bool {
	return o.LatKind != datasets.LatCompletion && o.Fill() < UnderfilledFill
}

// Overfull reports whether more I/Os were in flight than the slots hold.
func (o Occupancy) Overfull() bool { return o.Fill() > OverfullFill }

// Profile is what a system's own figures say about it, cell against
// cell.
type Profile struct {
	System    string
	Extremes  []Extreme   // bandwidth, IOPS, mean and p99 latency, CPU time per I/O, where two cells or more have them
	Tails     []Tail      // every cell with a p99 and a mean latency above zero
	Growth    []Growth    // every step along the depth or the block size
	Occupancy []Occupancy // every cell of a known depth and job count with IOPS and a mean latency
	// JobCPU is whether its CPU time per I/O is of its jobs' own threads
	// (fio's usr_cpu + sys_cpu), not the machine's CPU use: the two
	// differ wherever other threads (the kernel's, the hypervisor's)
	// work for the I/O, so an article says which one it gives.
	JobCPU bool
}

// profileMetrics are the metrics whose best and worst cells a profile
// gives, in the order articles say them.
func (o Options) profileMetrics() []Metric {
	return []Metric{Bandwidth, IOPS, LatencyMean, LatencyP99, CPUPerIO(o.Cores)}
}

// Profile is what the analysis's figures say about one system on its own.
func (a *Analysis) Profile(system string) Profile {
	p := Profile{System: system, JobCPU: a.jobCPU[system]}
	byMetric := map[string][]CellFigure{} // in the analysis's cell order
	latKind := map[Cell]string{}
	for _, c := range a.Comparisons {
		if f, ok := c.Figure(system); ok {
			byMetric[c.Metric.Name] = append(byMetric[c.Metric.Name], CellFigure{c.Cell, f.Value})
			if c.Metric.Name == LatencyMean.Name {
				latKind[c.Cell] = f.LatKind
			}
		}
	}
	for _, m := range a.Options.profileMetrics() {
		if e, ok := extremeOf(m, byMetric[m.Name]); ok {
			p.Extremes = append(p.Extremes, e)
		}
	}
	value := func(m Metric, c Cell) (float64, bool) {
		i := slices.IndexFunc(byMetric[m.Name], func(f CellFigure) bool { return f.Cell == c })
		if i < 0 {
			return math.NaN(), false
		}
		return byMetric[m.Name][i].Value, true
	}
	for _, mean := range byMetric[LatencyMean.Name] {
		if p99, ok := value(LatencyP99, mean.Cell); ok && mean.Value > 0 {
			p.Tails = append(p.Tails, Tail{Cell: mean.Cell, P99: p99, Mean: mean.Value, Ratio: p99 / mean.Value})
		}
		iops, ok := value(IOPS, mean.Cell)
		if c := mean.Cell; ok && c.IODepth > 0 && c.NumJobs > 0 && closedLoop(c) {
			p.Occupancy = append(p.Occupancy, Occupancy{Cell: c, InFlight: iops * mean.Value / 1e9, Slots: c.IODepth * c.NumJobs, LatKind: latKind[c]})
		}
	}
	p.Growth = append(growthAlong(GrowthDepth, byMetric, value), growthAlong(GrowthBlockSize, byMetric, value)...)
	return p
}

// closedLoop reports whether a cell's IOPS and latency are of all the
// I/Os its slots carried: a mixed job's read or write row has only its
// share of them.
func closedLoop(c Cell) bool { return c.RWMixReadPct < 0 || c.Direction == "mixed" }

// extremeOf finds the best and worst of a metric's figures; the first
// cell (in article order) wins a tie.
func extremeOf(m Metric, figs []CellFigure) (Extreme, bool) {
	if len(figs) < 2 {
		return Extreme{}, false
	}
	e := Extreme{Metric: m, Best: figs[0], Worst: figs[0], Cells: len(figs)}
	for _, f := range figs[1:] {
		if m.Better(f.Value, e.Best.Value) {
			e.Best = f
		}
		if m.Better(e.Worst.Value, f.Value) {
			e.Worst = f
		}
	}
	return e, true
}

// growthAlong gives each step between cells that differ only in one
// setting (the queue depth or the block size), in increasing order of
// it, where both cells have IOPS and a mean latency above zero.
func growthAlong(along string, byMetric map[string][]CellFigure, value func(Metric, Cell) (float64, bool)) []Growth {
	setting := func(c Cell) int64 { return c.IODepth }
	if along == GrowthBlockSize {
		setting = func(c Cell) int64 { return c.BlockSizeBytes }
	}
	others := func(c Cell) Cell {
		if along == GrowthBlockSize {
			c.BlockSizeBytes = 0
		} else {
			c.IODepth = 0
		}
		return c
	}
	series := map[Cell][]Cell{}
	var order []Cell
	for _, f := range byMetric[LatencyMean.Name] {
		if f.Cell.Test != "" || setting(f.Cell) <= 0 {
			continue
		}
		k := others(f.Cell)
		if _, ok := series[k]; !ok {
			order = append(order, k)
		}
		series[k] = append(series[k], f.Cell)
	}
	var out []Growth
	for _, k := range order {
		cells := series[k]
		slices.SortFunc(cells, func(x, y Cell) int { return cmp.Compare(setting(x), setting(y)) })
		for i := 1; i < len(cells); i++ {
			from, to := cells[i-1], cells[i]
			latFrom, _ := value(LatencyMean, from)
			latTo, _ := value(LatencyMean, to)
			iopsFrom, ok1 := value(IOPS, from)
			iopsTo, ok2 := value(IOPS, to)
			if !ok1 || !ok2 || !(latFrom > 0) || !(iopsFrom > 0) {
				continue
			}
			rate := iopsTo / iopsFrom
			if from.BlockSizeBytes != to.BlockSizeBytes {
				rate *= float64(to.BlockSizeBytes) / float64(from.BlockSizeBytes)
			}
			out = append(out, Growth{Along: along, From: from, To: to, LatencyFrom: latFrom, LatencyTo: latTo,
				LatencyRatio: latTo / latFrom, ThroughputRatio: rate})
		}
	}
	return out
}

// CacheMargin is how far above a reference a figure must be before it is
// said to come from a cache (of a sweep's bare device, of the reads of a
// write): a run or two's noise is less.
const CacheMargin = 0.1

// WriteCache is a write that outran the same system's read of the same
// pattern, block size, depth and jobs by more than CacheMargin: media do
// not write faster than they read, so a write-back cache most likely
// took the writes.
type WriteCache struct {
	Write, Read CellFigure // bandwidth
}

// WriteCaches are a system's writes that outran its reads, in the
// analysis's cell order. A target in memory, which has no media behind a
// cache, is for the caller to leave out.
func (a *Analysis) WriteCaches(system string) []WriteCache {
	bw := map[Cell]float64{}
	var writes []Cell
	for _, c := range a.Comparisons {
		if c.Metric.Name != Bandwidth.Name || c.Cell.Test != "" {
			continue
		}
		if f, ok := c.Figure(system); ok && f.Value > 0 {
			bw[c.Cell] = f.Value
			if c.Cell.Direction == datasets.DirectionWrite {
				writes = append(writes, c.Cell)
			}
		}
	}
	var out []WriteCache
	for _, w := range writes {
		r := w
		r.Direction = datasets.DirectionRead
		if rv, ok := bw[r]; ok && bw[w] > rv*(1+CacheMargin) {
			out = append(out, WriteCache{Write: CellFigure{w, bw[w]}, Read: CellFigure{r, rv}})
		}
	}
	return out
}
