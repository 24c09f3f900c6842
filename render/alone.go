package render

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/words"
)

// alone says what the data supports about the one system of an
// analysis, which is compared with no other: its best and worst
// workloads (two within a single run's noise of each other said to be
// level), its widest latency tail, results no block size explains
// (suspect, to repeat), where its latency grows faster than the work
// done, what its CPU figures count, and what Little's law says of its
// queue.
func (w *writer) alone() []string {
	p := w.a.Profile(w.a.Systems[0])
	var out []string
	// A result no block size explains comes first: the reader must not
	// take it for the device's.
	for _, s := range w.suspects() {
		out = append(out, w.suspectText(s))
	}
	_, full := w.littlesLaw(p.Occupancy)
	for _, e := range p.Extremes {
		if e.Metric.Name == analyze.IOPS.Name && e.Best.Cell.BlockSizeBytes != e.Worst.Cell.BlockSizeBytes {
			continue // 4K's IOPS against 128K's say nothing of the system
		}
		// At one depth, latency mostly follows the transfer's size: a
		// 64K write's p99 against a 128K read's ranks block sizes, not
		// the device (#24 round 5).
		if e.Metric.Family == analyze.FamilyLatency && w.oneQueue() && e.Best.Cell.BlockSizeBytes != e.Worst.Cell.BlockSizeBytes {
			continue
		}
		// At one queue kept full, mean latency is the depth over the
		// IOPS (Little's law): its ranking says the IOPS again.
		if e.Metric.Name == analyze.LatencyMean.Name && full && w.oneQueue() {
			continue
		}
		// On a virtual disk the job's CPU time per I/O leaves out most
		// of the cost (machineCPU): no ranking of it.
		if e.Metric.Measure == analyze.MeasureCPUPerIO && p.JobCPU && w.lone.virtual {
			continue
		}
		out = append(out, w.extreme(e, p.JobCPU))
		if w.flagged(e.Metric, e.Best) {
			out = append(out, w.bestUnflagged(e.Metric))
		}
	}
	if s := w.loneTail(p.Tails); s != "" {
		out = append(out, s)
	}
	for _, along := range []string{analyze.GrowthDepth, analyze.GrowthBlockSize} {
		steps := p.Growth
		if w.lone.single {
			// A fall of single runs is a suspect result, said above, or
			// inside their noise: neither is a trend.
			steps = slices.DeleteFunc(slices.Clone(steps), func(g analyze.Growth) bool { return g.ThroughputRatio < 1 })
		}
		if g, ok := steepestGrowth(steps, along); ok {
			out = append(out, w.growth(g))
		}
	}
	if s := w.machineCPU(p.JobCPU); s != "" {
		out = append(out, s)
	}
	// Where the law holds, that is a check of the method, which the
	// method note gives; where it finds the figures at fault, a finding.
	if little, holds := w.littlesLaw(p.Occupancy); !holds {
		out = append(out, little...)
	}
	return out
}

// oneQueue says whether every workload ran with the same number of I/Os
// asked in flight (queue depth times jobs).
func (w *writer) oneQueue() bool {
	n := int64(0)
	for _, c := range w.a.Cells {
		q := c.IODepth * max(c.NumJobs, 1)
		if q <= 0 || n != 0 && q != n {
			return false
		}
		n = q
	}
	return n > 0
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
// unit its own table row gives it (bandwidth in one unit for both); a
// CPU time per I/O of the job's own threads (jobCPU) says so, since the
// tables' CPU use is the machine's. Of single runs, a workload within
// loneNoise of the best or the worst is named with it, level.
func (w *writer) extreme(e analyze.Extreme, jobCPU bool) string {
	l := w.l
	args := []any{w.loneSide(e.Metric, e.Best, w.lone.single), w.loneSide(e.Metric, e.Worst, w.lone.single)}
	switch e.Metric.Name {
	case analyze.Bandwidth.Name:
		return l.Say("Highest bandwidth: %s; lowest: %s.", args...)
	case analyze.IOPS.Name:
		return l.Say("Highest IOPS: %s; lowest: %s.", args...)
	case analyze.LatencyMean.Name:
		return l.Say("Lowest mean latency: %s; highest: %s.", args...)
	case analyze.LatencyP99.Name:
		return l.Say("Lowest p99 latency: %s; highest: %s.", args...)
	}
	if jobCPU {
		return l.Say("Least CPU time per I/O, counting the job's own threads only: %s; most: %s.", args...)
	}
	return l.Say("Least CPU time per I/O: %s; most: %s.", args...)
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
	// Single short runs carry no third figure: 4.5 times as long, not
	// 4.49.
	decimals := 2
	if w.lone.single {
		decimals = 1
	}
	lat, work := l.decimal(g.LatencyRatio, decimals), l.decimal(g.ThroughputRatio, decimals)
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
	case g.Outpaces() && g.From.BlockSizeBytes > 0 && g.To.BlockSizeBytes%g.From.BlockSizeBytes == 0:
		// Each I/O carries the blocks' ratio of data in the latency's
		// ratio of time: bandwidth is the one over the other.
		return l.Say("Block size: from %s to %s, each I/O carries %s times the data but takes %s times as long on average, so bandwidth rises %s-fold.",
			from, to, l.Int(g.To.BlockSizeBytes/g.From.BlockSizeBytes), lat, work)
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
	share := l.fromTo(l.percent(lo*100, 0), l.percent(hi*100, 0))
	if completion {
		return []string{l.Say("Little's law: IOPS times mean completion latency puts %s of the queue's slots in flight; completion latency leaves out each I/O's submission, so the queue was at least this full.", share)}, true
	}
	return []string{l.Say("Little's law holds: IOPS times mean latency puts %s of the queue's slots in flight in every workload, so the latency and IOPS figures describe the same I/Os and the queue was kept full.", share)}, true
}

// loneNoise is how far apart two figures of single short runs of one
// system may lie and still say nothing of which is higher: a one-second
// run repeated on the same machine moves by about this much, so a
// ranking inside it, or a fall of bandwidth inside it, is no finding.
const loneNoise = 0.10

// loneSetup is what the one system's setup says of the device under
// test, which its article makes the subject, and of its runs.
type loneSetup struct {
	device  string // "the VM's virtio disk (vda)"; "" where the records do not say
	virtual bool   // a virtual disk: a write cache is most likely the host's
	single  bool   // every figure a single run
	runtime float64
	depth   int64 // the one queue depth of every row, 0 where they differ
	cpus    int64 // the machine's logical CPUs, 0 where not recorded
}

// loneSetupOf reads the one system's device and runs from the dataset.
func (l lang) loneSetupOf(ds *datasets.Dataset, system string) loneSetup {
	var out loneSetup
	setups := analyze.Setups(ds, []string{system})
	if len(setups) != 1 {
		return out
	}
	s := setups[0]
	out.single = s.Repeats <= 1 && s.Passes <= 1
	if rt := s.MinRuntimeS; rt > 0 && !math.IsNaN(rt) {
		out.runtime = rt
	}
	if s.MinIODepth > 0 && s.MinIODepth == s.MaxIODepth {
		out.depth = s.MinIODepth
	}
	out.cpus = s.Setup.CPUCount
	dev := s.Setup.Device
	if strings.Contains(dev, ";") {
		dev = "" // several devices: none is the one under test
	}
	t := analyze.TargetsOf(ds)[system]
	switch {
	case t.Kind == analyze.TargetVirtual && t.Via != "" && dev != "":
		out.device = l.Say("the VM's %s disk (%s)", t.Via, dev)
	case t.Kind == analyze.TargetVirtual && t.Via != "":
		out.device = l.Say("the VM's %s disk", t.Via)
	case t.Kind == analyze.TargetVirtual && dev != "":
		out.device = l.Say("the VM's virtual disk (%s)", dev)
	case t.Kind == analyze.TargetVirtual:
		out.device = l.Say("the VM's virtual disk")
	case t.Kind == analyze.TargetPhysical && s.Setup.DriveModel != "" && !strings.Contains(s.Setup.DriveModel, ";") && dev != "":
		out.device = l.Say("%s (%s)", s.Setup.DriveModel, dev)
	case t.Kind == analyze.TargetPhysical && s.Setup.DriveModel != "" && !strings.Contains(s.Setup.DriveModel, ";"):
		out.device = s.Setup.DriveModel
	}
	out.virtual = t.Kind == analyze.TargetVirtual
	return out
}

// loneFigure is one cell's figure of a metric, of the one system.
type loneFigure struct {
	cell  analyze.Cell
	value float64
}

// loneFigures are the one system's figures of a metric, in the
// analysis's cell order.
func (w *writer) loneFigures(m analyze.Metric) []loneFigure {
	var out []loneFigure
	for _, c := range w.comparisons(m) {
		if f, ok := c.Figure(w.a.Systems[0]); ok && finite(f.Value) {
			out = append(out, loneFigure{c.Cell, f.Value})
		}
	}
	return out
}

// sameUnit writes values of a metric of the one system in one unit, the
// one its largest needs, to three significant figures: a sentence never
// sets 2.57 GiB/s beside 422 MiB/s. Latency keeps µs and ms as prose
// writes them.
func (w *writer) sameUnit(m analyze.Metric, vs ...float64) []string {
	var all []float64
	step := 0.0
	for _, c := range w.comparisons(m) {
		for _, f := range c.Ranking {
			all = append(all, f.Value)
			if step == 0 || f.Resolution > 0 && f.Resolution < step {
				step = f.Resolution
			}
		}
	}
	sc := w.l.scaleFor(m, all, step)
	out := make([]string, len(vs))
	for i, v := range vs {
		// Rounded as the table prints it first, so that prose never
		// rounds its 2.445 to 2.44.
		if m.Family != analyze.FamilyLatency && finite(v) {
			v = words.RoundHalfUp(v/sc.factor, sc.decimals) * sc.factor
		}
		out[i] = sc.prose(m, v, step, proseFigures)
	}
	return out
}

// loneSide says one end of a metric's ranking: the cell and its figure,
// and the next cell with it where their figures of single runs lie
// within loneNoise of each other, which no ranking can tell apart.
func (w *writer) loneSide(m analyze.Metric, f analyze.CellFigure, single bool) string {
	l := w.l
	c := w.comparison(m, f.Cell)
	var next *loneFigure
	if single {
		for _, o := range w.loneFigures(m) {
			if o.cell == f.Cell || math.Abs(o.value-f.Value) > loneNoise*math.Abs(f.Value) {
				continue
			}
			if next == nil || math.Abs(o.value-f.Value) < math.Abs(next.value-f.Value) {
				o := o
				next = &o
			}
		}
	}
	if next == nil {
		v := l.inProse(c, f.Value)
		if m.Family != analyze.FamilyLatency {
			v = w.sameUnit(m, f.Value)[0]
		}
		return l.Say("%[1]s, %[2]s", w.name(f.Cell), v)
	}
	v := l.prose(c, f.Value, next.value)
	if m.Family != analyze.FamilyLatency {
		v = w.sameUnit(m, f.Value, next.value)
	}
	return l.Say("%s, %s, close to %s, %s", w.name(f.Cell), v[0], w.name(next.cell), v[1])
}

// loneTail says where the p99 latency stands farthest above the mean,
// as their ratio: both figures in the mean's unit, to its decimals, and
// the ratio of the figures as printed, so that a reader who divides the
// two gets the sentence's (1,257 / 296 µs is 4.2, not the raw 4.25's
// 4.3); of single runs, a tail within loneNoise of it is named level
// with it.
func (w *writer) loneTail(tails []analyze.Tail) string {
	l := w.l
	t, ok := longestTail(tails)
	if !ok {
		return ""
	}
	var next *analyze.Tail
	if w.lone.single {
		for i := range tails {
			o := &tails[i]
			if o.Cell != t.Cell && finite(o.Ratio) && o.Ratio >= t.Ratio*(1-loneNoise) && (next == nil || o.Ratio > next.Ratio) {
				next = o
			}
		}
	}
	p99, mean, ratio := l.tailFigures(t)
	if next == nil {
		return l.Say("Longest tail (p99 relative to the mean): %s, where the p99 (%s) is %s times the mean (%s).",
			w.name(t.Cell), p99, l.decimal(ratio, 1), mean)
	}
	np99, nmean, nratio := l.tailFigures(*next)
	return l.Say("Longest tail (p99 relative to the mean): %s, where the p99 (%s) is %s times the mean (%s), with %s close behind (%s, %s times %s).",
		w.name(t.Cell), p99, l.decimal(ratio, 1), mean, w.name(next.Cell), np99, l.decimal(nratio, 1), nmean)
}

// tailFigures writes a tail's p99 and mean in the unit prose gives the
// mean, with the decimals its three significant figures take, and the
// ratio of the two as written.
func (l lang) tailFigures(t analyze.Tail) (p99, mean string, ratio float64) {
	u := durations[len(durations)-1]
	for _, d := range durations {
		if t.Mean >= d.factor {
			u = d
			break
		}
	}
	d := words.SignificantDecimals(t.Mean/u.factor, proseFigures, 3)
	m, p := words.RoundHalfUp(t.Mean/u.factor, d), words.RoundHalfUp(t.P99/u.factor, d)
	ratio = t.Ratio
	if m > 0 {
		ratio = p / m
	}
	return l.Decimal(p, d) + " " + u.name, l.Decimal(m, d) + " " + u.name, ratio
}

// suspect is a bandwidth of single runs no block size explains: a
// sequential workload that moved less than a workload of the same
// direction with blocks no larger, sequential or random (below, the
// widest gap first).
type suspect struct {
	cell  analyze.Cell
	value float64
	below []loneFigure
}

// suspects are the one system's suspect bandwidths, where its figures
// are single runs: a larger block or sequential access is not slower on
// any device, so such a fall beyond loneNoise is a result to repeat, not
// a property of block size.
func (w *writer) suspects() []suspect {
	if !w.lone.single {
		return nil
	}
	bw := w.loneFigures(analyze.Bandwidth)
	var out []suspect
	for _, b := range bw {
		if b.cell.Pattern != datasets.PatternSequential || b.cell.Test != "" {
			continue
		}
		s := suspect{cell: b.cell, value: b.value}
		for _, a := range bw {
			same := a.cell.Direction == b.cell.Direction && a.cell.IODepth == b.cell.IODepth && a.cell.NumJobs == b.cell.NumJobs &&
				a.cell.RWMixReadPct == b.cell.RWMixReadPct && a.cell.Test == ""
			if !same || a.cell == b.cell || a.cell.BlockSizeBytes > b.cell.BlockSizeBytes {
				continue
			}
			if b.value < a.value*(1-loneNoise) {
				s.below = append(s.below, a)
			}
		}
		if len(s.below) > 0 {
			slices.SortStableFunc(s.below, func(x, y loneFigure) int { return cmp.Compare(y.value, x.value) })
			out = append(out, s)
		}
	}
	return out
}

// suspectText says a suspect result: what it fell below and by how
// much, and that a single run cannot tell it from noise or the host.
func (w *writer) suspectText(s suspect) string {
	l := w.l
	run := l.Say("a single run")
	if w.lone.runtime > 0 {
		run = l.Say("a single run of %s", l.seconds(w.lone.runtime))
	}
	top := s.below[0]
	v := shareUnit(w.sameUnit(analyze.Bandwidth, s.value, top.value))
	pct := l.pct((1 - s.value/top.value) * 100)
	if len(s.below) == 1 {
		return l.Capitalize(l.Say("%s gave %s less bandwidth than %s (%s vs %s). A larger block or sequential access would normally not be slower, so from %s this result is suspect: it needs a repeat before it says anything about block size.",
			w.name(s.cell), pct, w.name(top.cell), v[0], v[1], run))
	}
	next := s.below[1]
	return l.Capitalize(l.Say("%s gave %s less bandwidth than %s (%s vs %s) and less than %s (%s). A larger block or sequential access would normally not be slower, so from %s this result is suspect: it needs a repeat before it says anything about block size.",
		w.name(s.cell), pct, w.name(top.cell), v[0], v[1], w.name(next.cell), w.sameUnit(analyze.Bandwidth, next.value)[0], run))
}

// machineCPU says what the tables' CPU use counts where the findings'
// CPU time per I/O is the job's own: the whole machine, every process
// on all its CPUs, so the two do not agree; and, of a virtual disk, that
// much of an I/O's cost falls outside the job's threads.
func (w *writer) machineCPU(jobCPU bool) string {
	l := w.l
	if !jobCPU {
		return ""
	}
	machine := w.loneFigures(analyze.CPUTotal)
	iops := map[analyze.Cell]float64{}
	for _, f := range w.loneFigures(analyze.IOPS) {
		iops[f.cell] = f.value
	}
	var top *loneFigure
	for i := range machine {
		if top == nil || machine[i].value > top.value {
			top = &machine[i]
		}
	}
	if top == nil {
		return ""
	}
	job := math.NaN()
	for _, f := range w.loneFigures(analyze.CPUPerIO(w.a.Options.Cores)) {
		if f.cell == top.cell && iops[f.cell] > 0 {
			job = f.value * iops[f.cell] / 1e4 // µs per I/O times I/O per s: % of one CPU
		}
	}
	if !finite(job) {
		return ""
	}
	cpus := l.Say("all its logical CPUs")
	if w.lone.cpus > 0 {
		cpus = l.Say("its %d logical CPUs", w.lone.cpus)
	}
	s := l.Say("The tables' CPU use counts the whole machine, every process on %s: in %s it is %s, while the job's own threads used %s of one CPU.",
		cpus, w.name(top.cell), l.percent(top.value, 1), l.percent(job, 1))
	if w.lone.virtual {
		s += " " + l.Say("On a virtual disk much of each I/O's cost, the guest's interrupts and the host's side of the disk, falls outside the job's threads, so the job's CPU time per I/O understates it.")
	}
	if swing := w.cpuSwing(machine); swing != "" {
		s += " " + swing
	}
	return s
}

// cpuSwingMachine is how many times its lowest the machine's CPU use
// must reach, over the workloads, and cpuSwingJob how little the job's
// own CPU time per I/O may move between those two workloads, for the
// article to set the two side by side: the machine's figure is then no
// measure of the job's cost.
const (
	cpuSwingMachine = 3.0
	cpuSwingJob     = 2.0
)

// cpuSwing says, where the whole machine's CPU use swings far more
// between two workloads than the job's own CPU time per I/O does, both
// figures of those two workloads, and the ratio of the job's between
// them (never a bound said of all the workloads, which may span more),
// so the reader does not take the machine's figure for the job's cost;
// "" otherwise. It guesses no cause: single runs cannot show one.
func (w *writer) cpuSwing(machine []loneFigure) string {
	l := w.l
	if len(machine) < 2 {
		return ""
	}
	lo := slices.MinFunc(machine, func(a, b loneFigure) int { return cmpFloat(a.value, b.value) })
	hi := slices.MaxFunc(machine, func(a, b loneFigure) int { return cmpFloat(a.value, b.value) })
	if !(lo.value > 0) || hi.value/lo.value < cpuSwingMachine {
		return ""
	}
	m := analyze.CPUPerIO(w.a.Options.Cores)
	per := map[analyze.Cell]float64{}
	for _, f := range w.loneFigures(m) {
		per[f.cell] = f.value
	}
	a, b := per[lo.cell], per[hi.cell]
	if !(a > 0) || !(b > 0) || math.Max(a, b)/math.Min(a, b) >= cpuSwingJob {
		return ""
	}
	v := w.sameUnit(m, a, b)
	return l.Capitalize(l.Say("Between %s and %s the machine's CPU use rose from %s to %s, while the job's own CPU time per I/O went only from %s to %s (%s between the two): the machine's figure follows the workload, not the job's own cost.",
		w.name(lo.cell), w.name(hi.cell), l.percent(lo.value, 1), l.percent(hi.value, 1), v[0], v[1], l.Multiple(math.Max(a, b)/math.Min(a, b))))
}

// shortForSteadiness says that runs logged too few samples to check
// their steady state; of one system whose runs all lasted one time, in
// plain words: how long each lasted, and what the SNIA PTS rule needs.
func (l lang) shortForSteadiness(ds *datasets.Dataset, a *analyze.Analysis, short int) string {
	if len(a.Systems) == 1 {
		if s := analyze.Setups(ds, a.Systems); len(s) == 1 && s[0].MinRuntimeS > 0 && s[0].MinRuntimeS == s[0].MaxRuntimeS {
			return l.Say("Each run lasted %s, too short to show a steady state: industry practice (SNIA PTS) is to keep measuring until the results hold steady over a window of at least %d rounds.",
				l.seconds(s[0].MinRuntimeS), analyze.SteadyWindow)
		}
	}
	return l.Say("Steady state cannot be checked: %d runs logged fewer than the %d samples the SNIA PTS rule needs.", short, analyze.SteadyWindow)
}

// loneUnknowns adds to a one-system article's setup table, where its
// target is a virtual disk whose writes may have gone to the host's
// cache, the facts a reader needs to judge that and the records lack:
// the test size, and the host's cache mode, which a guest cannot see.
func (l lang) loneUnknowns(t *SetupTable, ds *datasets.Dataset, systems []string) (missing []string) {
	if t == nil || len(systems) != 1 || len(t.Columns) != 1 || analyze.TargetsOf(ds)[systems[0]].Kind != analyze.TargetVirtual {
		return nil
	}
	add := func(label, after, said string) {
		if slices.ContainsFunc(t.Rows, func(r SetupRow) bool { return r.Label == label }) {
			return
		}
		i := slices.IndexFunc(t.Rows, func(r SetupRow) bool { return r.Label == after })
		row := SetupRow{Label: label, Values: []string{l.Say("not recorded")}}
		t.Rows = slices.Insert(t.Rows, i+1, row)
		missing = append(missing, said)
	}
	add(l.Say("Test size"), l.Say("Tool"), l.Say("the test size"))
	add(l.Say("Host cache mode"), l.Say("Storage under test"), l.Say("the host's cache mode"))
	return missing
}

// loneUnknownsWarning is the warning, where a cache most likely took a
// virtual disk's writes, of the facts the runs did not record that
// decide how much of them a cache could hold, as a sweep says it: a
// reader needs them to judge the cache, not only a table's cell; ""
// otherwise.
func (l lang) loneUnknownsWarning(a *analyze.Analysis, missing []string) string {
	if len(missing) == 0 || len(a.Systems) != 1 || len(a.WriteCaches(a.Systems[0])) == 0 {
		return ""
	}
	if len(missing) == 1 {
		return l.Capitalize(l.Say("%s was not recorded, and it decides how much of the writes a cache could hold.", missing[0]))
	}
	return l.Capitalize(l.Say("%s were not recorded, and both decide how much of the writes a cache could hold.", l.JoinAnd(missing)))
}

// forOneSystem is the language of a one-system article: where every
// cell ran at one queue depth, which its lead says, names leave it out.
func (l lang) forOneSystem(a *analyze.Analysis) lang {
	if len(a.Systems) != 1 || len(a.Cells) == 0 {
		return l
	}
	for _, c := range a.Cells {
		if c.IODepth <= 0 || c.IODepth != a.Cells[0].IODepth {
			return l
		}
	}
	l.oneDepth = true
	return l
}

// planWith is the one-system verdict's takeaway for whoever sizes work
// on the device: at its one depth, the IOPS of its random I/O of the
// smallest block, reads and writes as a range, and its sequential read
// bandwidth, leaving out figures the article does not stand behind
// (writes a cache most likely took, suspect results to repeat), which
// the caveats after it name; "" where the records name no device or
// there is nothing left to say.
func (w *writer) planWith() string {
	l := w.l
	if w.lone.device == "" || w.lone.depth == 0 {
		return ""
	}
	cached := map[analyze.Cell]bool{}
	for _, wc := range w.a.WriteCaches(w.a.Systems[0]) {
		cached[wc.Write.Cell] = true
	}
	for _, s := range w.suspects() {
		cached[s.cell] = true
	}
	smallest := int64(0)
	var iops []float64
	for _, f := range w.loneFigures(analyze.IOPS) {
		if f.cell.Pattern == datasets.PatternRandom && (smallest == 0 || f.cell.BlockSizeBytes < smallest) {
			smallest = f.cell.BlockSizeBytes
		}
	}
	for _, f := range w.loneFigures(analyze.IOPS) {
		if f.cell.Pattern == datasets.PatternRandom && f.cell.BlockSizeBytes == smallest && f.cell.RWMixReadPct < 0 && !cached[f.cell] {
			iops = append(iops, f.value)
		}
	}
	var parts []string
	if len(iops) > 0 {
		lo, hi := l.Int(int64(roundSig(slices.Min(iops), proseFigures))), l.Int(int64(roundSig(slices.Max(iops), proseFigures)))
		v := l.fromTo(lo, hi)
		parts = append(parts, l.Say("about %s IOPS in random %s I/O", v, sizeLabel(smallest)))
	}
	var seq []float64
	var seqCell analyze.Cell
	for _, f := range w.loneFigures(analyze.Bandwidth) {
		if f.cell.Pattern == datasets.PatternSequential && f.cell.Direction == datasets.DirectionRead && !cached[f.cell] {
			seq, seqCell = append(seq, f.value), f.cell
		}
	}
	if len(seq) == 1 {
		// One figure left is one workload's, named as such.
		parts = append(parts, l.Say("%s in %s", w.sameUnit(analyze.Bandwidth, seq[0])[0], w.name(seqCell)))
	} else if len(seq) > 0 {
		lo, hi := slices.Min(seq), slices.Max(seq)
		v := shareUnit(w.sameUnit(analyze.Bandwidth, lo, hi))
		if w.sameUnit(analyze.Bandwidth, lo)[0] == w.sameUnit(analyze.Bandwidth, hi)[0] {
			parts = append(parts, l.Say("%s in sequential reads", w.sameUnit(analyze.Bandwidth, hi)[0]))
		} else {
			parts = append(parts, l.Say("%s to %s in sequential reads", v[0], v[1]))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	if w.singleShort() {
		// Single short runs give no figure to plan with, only the
		// best they saw; the verdict's next sentence says how to read it.
		return l.Say("At queue depth %d, single runs of %s give at best %s.", w.lone.depth, l.seconds(w.lone.runtime), l.JoinAnd(parts))
	}
	return l.Say("At queue depth %d, what to plan with is %s.", w.lone.depth, l.JoinAnd(parts))
}

// singleShort is whether the one system's figures are single runs of a
// known length, which its verdict frames as an upper estimate.
func (w *writer) singleShort() bool {
	return w.lone.single && w.lone.runtime > 0
}
