package analyze

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
func (a *Analysis) LatencyQueueGapAt(c Cell) (QueueGap, bool) {
	return a.queueGapAt(c, LatencyQueueRatio)
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
