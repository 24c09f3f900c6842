package analyze

import (
	"strings"

	"github.com/iopress/iopress/datasets"
)

// QueueGapRatio is how many times more I/Os in flight one system must
// have kept than another in a cell for the two not to be compared like
// for like: a synchronous engine given a queue depth keeps about one,
// an asynchronous one the depth asked.
const QueueGapRatio = 2.0

// LatencyQueueRatio is how many times more I/Os in flight one system may
// have kept than another in a cell before their mean latencies are not
// compared: by Little's law a queue 10% deeper waits about 10% longer for
// the same throughput, the size of the latency leads a reader weighs.
const LatencyQueueRatio = 1.1

// QueueGap is a cell where the systems compared kept very different
// numbers of I/Os in flight (Little's law: IOPS times mean latency). A
// lead there is what the deeper queue buys, and the shallower queue's
// lower latency is no win: neither is a like-for-like comparison.
type QueueGap struct {
	Cell      Cell
	Low, High string  // the systems that kept the fewest and the most
	LowN      float64 // I/Os the Low system kept in flight on average
	HighN     float64
}

// InFlight is how many I/Os a system kept in flight in a cell on
// average, by Little's law: its IOPS times its mean latency; 0 where the
// cell lacks either.
func (a *Analysis) InFlight(c Cell, system string) float64 {
	iops, lat := a.comparison(IOPS, c), a.comparison(LatencyMean, c)
	if iops == nil || lat == nil {
		return 0
	}
	fi, ok1 := iops.Figure(system)
	fl, ok2 := lat.Figure(system)
	if !ok1 || !ok2 {
		return 0
	}
	n := fi.Value * fl.Value / 1e9
	if !(n > 0) || n > 1e300 {
		return 0
	}
	return n
}

// QueueGapAt says whether the systems of a cell kept very different
// numbers of I/Os in flight (QueueGapRatio or more apart), and which.
func (a *Analysis) QueueGapAt(c Cell) (QueueGap, bool) {
	return a.queueGapAt(c, QueueGapRatio)
}

// LatencyQueueGapAt says whether the systems of a cell kept numbers of
// I/Os in flight LatencyQueueRatio or more apart, so that their mean
// latencies are those of different queues and not compared like for
// like, and which kept the fewest and the most.
//
// Little's law (latency = I/Os in flight / IOPS) makes a shorter queue's
// shorter wait an artefact only where it also did less: where the system
// with the best mean latency also delivered the most IOPS, its lead is
// genuine whatever the queues (LatencyLeadAt), and is compared.
func (a *Analysis) LatencyQueueGapAt(c Cell) (QueueGap, bool) {
	g, ok := a.queueGapAt(c, LatencyQueueRatio)
	if !ok || a.fastestDidMost(c) {
		return QueueGap{}, false
	}
	return g, true
}

// LatencyLeadAt says whether a cell's systems kept numbers of I/Os in
// flight LatencyQueueRatio or more apart and yet the system with the
// best mean latency also delivered the most IOPS: a genuine latency
// lead, not one bought with throughput; and the queues.
func (a *Analysis) LatencyLeadAt(c Cell) (QueueGap, bool) {
	g, ok := a.queueGapAt(c, LatencyQueueRatio)
	if !ok || !a.fastestDidMost(c) {
		return QueueGap{}, false
	}
	return g, true
}

// fastestDidMost reports whether the system with a cell's lowest mean
// latency delivered at least the IOPS of every other system there.
func (a *Analysis) fastestDidMost(c Cell) bool {
	iops, lat := a.comparison(IOPS, c), a.comparison(LatencyMean, c)
	if iops == nil || lat == nil || len(lat.Ranking) == 0 {
		return false
	}
	best, ok := iops.Figure(lat.Best().System)
	if !ok {
		return false
	}
	for _, f := range iops.Ranking {
		if f.Value > best.Value {
			return false
		}
	}
	return true
}

func (a *Analysis) queueGapAt(c Cell, ratio float64) (QueueGap, bool) {
	lat := a.comparison(LatencyMean, c)
	if lat == nil {
		return QueueGap{}, false
	}
	g := QueueGap{Cell: c}
	for _, f := range lat.Ranking {
		n := a.InFlight(c, f.System)
		if !(n > 0) {
			continue
		}
		if g.Low == "" || n < g.LowN {
			g.Low, g.LowN = f.System, n
		}
		if g.High == "" || n > g.HighN {
			g.High, g.HighN = f.System, n
		}
	}
	// Below one I/O more in flight no queue is deeper: two engines at
	// QD1 keep 0.92 and 1.02 by Little's law, which is noise.
	if g.Low == "" || g.Low == g.High || g.HighN < ratio*g.LowN || g.HighN-g.LowN < 1 {
		return QueueGap{}, false
	}
	return g, true
}

// synchronousEngines are the I/O engines that complete each I/O before
// they issue the next: fio's documentation says a queue depth beyond 1
// does not affect them, so each job keeps one I/O in flight whatever
// iodepth asks.
var synchronousEngines = map[string]bool{
	"sync": true, "psync": true, "vsync": true, "pvsync": true, "pvsync2": true, "mmap": true,
}

// SynchronousEngine says whether an I/O engine (fio's name for it, with
// or without the "fio:" of iopress's cells) keeps one I/O in flight per
// job whatever the depth asked.
func SynchronousEngine(engine string) bool {
	return synchronousEngines[strings.TrimPrefix(strings.ToLower(engine), "fio:")]
}

// DepthIgnored is a cell where a system's engine is synchronous and the
// depth asked was deeper than one: it ran at about one I/O in flight per
// job (Little's law), not at the depth asked, so its figures are those
// of a queue of one.
type DepthIgnored struct {
	System string
	Engine string  // the synchronous engine, as the rows name it
	Tool   string  // the benchmark that ran it (datasets.ToolFio, ...)
	Asked  int64   // the queue depth asked, per job
	Jobs   int64   // jobs, at least 1
	N      float64 // I/Os it kept in flight on average
}

// DepthIgnoredAt says whether the system with the fewest I/Os in flight
// of a queue gap (QueueGapAt) ran a synchronous engine at a depth it
// could not use: the depth asked more than one, and about one I/O in
// flight per job kept (fewer than QueueGapRatio per job).
func (a *Analysis) DepthIgnoredAt(c Cell) (DepthIgnored, bool) {
	g, ok := a.QueueGapAt(c)
	if !ok || c.IODepth <= 1 {
		return DepthIgnored{}, false
	}
	e, ok := a.syncEngines[g.Low]
	if !ok {
		return DepthIgnored{}, false
	}
	jobs := max(c.NumJobs, 1)
	if g.LowN >= QueueGapRatio*float64(jobs) {
		return DepthIgnored{}, false
	}
	return DepthIgnored{System: g.Low, Engine: e.engine, Tool: e.tool, Asked: c.IODepth, Jobs: jobs, N: g.LowN}, true
}

// syncEngine is the one synchronous engine and tool a system's rows ran.
type syncEngine struct{ engine, tool string }

// syncEnginesOf are the systems every row of which ran one synchronous
// engine with one tool.
func syncEnginesOf(rows []datasets.Result) map[string]syncEngine {
	out := map[string]syncEngine{}
	mixed := map[string]bool{}
	for i := range rows {
		r := &rows[i]
		e := syncEngine{r.Engine, r.Tool}
		prev, seen := out[r.System]
		switch {
		case mixed[r.System]:
		case !SynchronousEngine(r.Engine) || seen && prev != e:
			mixed[r.System] = true
			delete(out, r.System)
		default:
			out[r.System] = e
		}
	}
	return out
}
