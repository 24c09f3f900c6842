package render

import (
	"math"
	"slices"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// alone says what the data supports about the one system of an
// analysis, which is compared with no other: its best and worst
// workloads, its longest latency tail, where its latency grows faster
// than the work done, and what Little's law says of its queue.
func (w *writer) alone() []string {
	p := w.a.Profile(w.a.Systems[0])
	var out []string
	for _, e := range p.Extremes {
		if e.Metric.Name == analyze.IOPS.Name && e.Best.Cell.BlockSizeBytes != e.Worst.Cell.BlockSizeBytes {
			continue // 4K's IOPS against 128K's say nothing of the system
		}
		out = append(out, w.extreme(e, p.JobCPU))
		if w.flagged(e.Metric, e.Best) {
			out = append(out, w.bestUnflagged(e.Metric))
		}
	}
	if t, ok := longestTail(p.Tails); ok {
		out = append(out, w.l.Say("Longest latency tail: %s, where the p99 latency (%s) is %s× the mean (%s).", w.name(t.Cell),
			w.l.inProse(w.comparison(analyze.LatencyP99, t.Cell), t.P99), w.l.decimal(t.Ratio, 1), w.l.inProse(w.comparison(analyze.LatencyMean, t.Cell), t.Mean)))
	}
	for _, along := range []string{analyze.GrowthDepth, analyze.GrowthBlockSize} {
		if g, ok := steepestGrowth(p.Growth, along); ok {
			out = append(out, w.growth(g))
		}
	}
	// Where the law holds, that is a check of the method, which the
	// method note gives; where it finds the figures at fault, a finding.
	if little, holds := w.littlesLaw(p.Occupancy); !holds {
		out = append(out, little...)
	}
	return out
}

// comparison is the comparison of a metric in a cell (nil if none).
func (w *writer) comparison(m analyze.Metric, c analyze.Cell) *analyze.Comparison {
	for _, cmp := range w.comparisons(m) {
		if cmp.Cell == c {
			return cmp
		}
	}
	return nil
}

// extreme says a metric's best and worst workload, each figure in the
// unit its own table row gives it; a CPU time per I/O of the job's own
// threads (jobCPU) says so, since the tables' CPU use is the machine's.
func (w *writer) extreme(e analyze.Extreme, jobCPU bool) string {
	l := w.l
	best, worst := w.comparison(e.Metric, e.Best.Cell), w.comparison(e.Metric, e.Worst.Cell)
	args := []any{w.name(e.Best.Cell), l.inProse(best, e.Best.Value), w.name(e.Worst.Cell), l.inProse(worst, e.Worst.Value)}
	switch e.Metric.Name {
	case analyze.Bandwidth.Name:
		return l.Say("Highest bandwidth: %s, %s; lowest: %s, %s.", args...)
	case analyze.IOPS.Name:
		return l.Say("Highest IOPS: %s, %s; lowest: %s, %s.", args...)
	case analyze.LatencyMean.Name:
		return l.Say("Lowest mean latency: %s, %s; highest: %s, %s.", args...)
	case analyze.LatencyP99.Name:
		return l.Say("Lowest p99 latency: %s, %s; highest: %s, %s.", args...)
	}
	if jobCPU {
		return l.Say("Least CPU time per I/O, counting the job's own threads only: %s, %s; most: %s, %s.", args...)
	}
	return l.Say("Least CPU time per I/O: %s, %s; most: %s, %s.", args...)
}

// flagged reports whether a figure of the system is one the flags say
// cannot be the device alone.
func (w *writer) flagged(m analyze.Metric, f analyze.CellFigure) bool {
	if m.Name != analyze.Bandwidth.Name && m.Name != analyze.IOPS.Name {
		return false // the flags judge throughput only
	}
	c := f.Cell
	at := analyze.Workload{Pattern: c.Pattern, Direction: c.Direction, BlockSizeBytes: c.BlockSizeBytes, NumJobs: c.NumJobs, RWMixReadPct: c.RWMixReadPct}
	return slices.ContainsFunc(w.flags, func(fl analyze.Flag) bool {
		return fl.System == w.a.Systems[0] && fl.Workload == at && fl.IODepth == c.IODepth && fl.Value == f.Value
	})
}

// bestUnflagged says, when a metric's best figure is flagged, the best
// the flags do not call into doubt.
func (w *writer) bestUnflagged(m analyze.Metric) string {
	l := w.l
	var best *analyze.Comparison
	for _, c := range w.comparisons(m) {
		f := c.Best()
		if !w.flagged(m, analyze.CellFigure{Cell: c.Cell, Value: f.Value}) && (best == nil || m.Better(f.Value, best.Best().Value)) {
			best = c
		}
	}
	if best == nil {
		return l.Say("%s: every figure is flagged below as not the device's alone.", l.metricTitle(m))
	}
	return l.Say("%s: the best figure is flagged below as not the device's alone; the best the flags do not call into doubt is %s, %s.",
		l.metricTitle(m), w.name(best.Cell), l.inProse(best, best.Best().Value))
}

// longestTail is the tail with the largest p99 over mean, of two or
// more.
func longestTail(tails []analyze.Tail) (analyze.Tail, bool) {
	var best analyze.Tail
	if len(tails) < 2 {
		return best, false
	}
	for _, t := range tails {
		if finite(t.Ratio) && t.Ratio > best.Ratio {
			best = t
		}
	}
	return best, best.Ratio > 0
}

// steepestGrowth is the step along a setting where latency grows most
// against the work done.
func steepestGrowth(steps []analyze.Growth, along string) (analyze.Growth, bool) {
	var best analyze.Growth
	found := false
	for _, g := range steps {
		r := g.LatencyRatio / g.ThroughputRatio
		if g.Along != along || !finite(r) || g.ThroughputRatio <= 0 {
			continue
		}
		if !found || r > best.LatencyRatio/best.ThroughputRatio {
			best, found = g, true
		}
	}
	return best, found
}

// growth says how mean latency and the work done change over a step: a
// work done that falls is said to fall, never to be "multiplied by 0.69".
func (w *writer) growth(g analyze.Growth) string {
	l := w.l
	lat, work := l.decimal(g.LatencyRatio, 2), l.decimal(g.ThroughputRatio, 2)
	from, to := w.name(g.From), w.name(g.To)
	switch {
	case g.Along == analyze.GrowthDepth && g.ThroughputRatio < 1:
		return l.Say("Queue depth: from %s to %s, mean latency is multiplied by %s while IOPS falls by %s; the added I/Os only wait in the queue.", from, to, lat, l.pct((1-g.ThroughputRatio)*100))
	case g.ThroughputRatio < 1:
		return l.Say("Block size: from %s to %s, mean latency is multiplied by %s while bandwidth falls by %s.", from, to, lat, l.pct((1-g.ThroughputRatio)*100))
	case g.Along == analyze.GrowthDepth && g.Outpaces():
		return l.Say("Queue depth: from %s to %s, mean latency is multiplied by %s but IOPS only by %s; the added I/Os mostly wait in the queue.", from, to, lat, work)
	case g.Along == analyze.GrowthDepth:
		return l.Say("Queue depth: from %s to %s, IOPS is multiplied by %s and mean latency by %s; the added I/Os are served side by side.", from, to, work, lat)
	case g.Outpaces():
		return l.Say("Block size: from %s to %s, mean latency is multiplied by %s but bandwidth only by %s; larger blocks take longer without moving data as much faster.", from, to, lat, work)
	}
	return l.Say("Block size: from %s to %s, bandwidth is multiplied by %s and mean latency by %s; larger blocks move more data for their latency.", from, to, work, lat)
}

// littlesLaw checks the figures against Little's law: the workloads
// where more I/Os were in flight than the queue holds (the figures
// disagree) and where the queue stood partly empty (the engine or the
// tool set the pace), or else that the law holds (holds), a check of
// the method rather than a finding.
func (w *writer) littlesLaw(occ []analyze.Occupancy) (out []string, holds bool) {
	if len(occ) == 0 {
		return nil, false
	}
	l := w.l
	fullest, emptiest := occ[0], occ[0]
	lo, hi := math.Inf(1), math.Inf(-1)
	completion := false
	for _, o := range occ {
		if o.Fill() > fullest.Fill() {
			fullest = o
		}
		if o.Fill() < emptiest.Fill() {
			emptiest = o
		}
		lo, hi = math.Min(lo, o.Fill()), math.Max(hi, o.Fill())
		completion = completion || o.LatKind == datasets.LatCompletion
	}
	if fullest.Overfull() {
		out = append(out, l.Capitalize(l.Say("%s: IOPS times mean latency puts %s I/Os in flight, more than the %d the queue depth and jobs allow; the latency and the IOPS figures do not describe the same I/Os.",
			w.name(fullest.Cell), l.decimal(fullest.InFlight, 1), fullest.Slots)))
	}
	if emptiest.Underfilled() {
		out = append(out, l.Capitalize(l.Say("%s: IOPS times mean latency puts only %s I/Os in flight of the %d the queue depth and jobs allow; the queue stood partly empty, so the engine or the tool, not the device, set the pace.",
			w.name(emptiest.Cell), l.decimal(emptiest.InFlight, 1), emptiest.Slots)))
	}
	if len(out) > 0 {
		return out, false
	}
	share := l.percent(lo*100, 0)
	if hi := l.percent(hi*100, 0); hi != share {
		share = l.Say("%s to %s", share, hi)
	}
	if completion {
		return []string{l.Say("Little's law: IOPS times mean completion latency puts %s of the queue's slots in flight; completion latency leaves out each I/O's submission, so the queue was at least this full.", share)}, true
	}
	return []string{l.Say("Little's law holds: IOPS times mean latency puts %s of the queue's slots in flight in every workload, so the latency and IOPS figures describe the same I/Os and the queue was kept full.", share)}, true
}
