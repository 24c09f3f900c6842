package render

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// targetOf is a configuration's target as the sweep was given it.
func targetOf(s *analyze.Sweep, system string) analyze.Target {
	return s.Options.Targets[system]
}

// configName names a configuration past its first mention: by its label
// alone, as the tables' heads and the charts' legends give it. Its kind
// is said once, where the article first names it (kindName): a reader
// told "disk (virtio disk)" fifteen times reads the kind, not the result.
func (l lang) configName(_ *analyze.Sweep, system string) string { return system }

// kindName names a configuration with what its target is, where the
// data say: "disk (virtio disk)", "tmpfs (memory)"; a physical drive or
// an unknown target by its name alone. The title and the lead's first
// mention use it, nothing else.
func (l lang) kindName(s *analyze.Sweep, system string) string {
	t := targetOf(s, system)
	switch {
	case t.Kind == analyze.TargetMemory:
		return l.Say("%s (memory)", system)
	case t.Kind == analyze.TargetVirtual && t.Via != "":
		return l.Say("%s (%s disk)", system, t.Via)
	case t.Kind == analyze.TargetVirtual:
		return l.Say("%s (virtual disk)", system)
	}
	return system
}

// share writes a ratio as a percentage with the decimals a reader needs:
// 17%, 4.8%, 0.35%.
func (l lang) share(r float64) string {
	v := r * 100
	switch {
	case math.Abs(v) >= 10:
		return l.percent(v, 0)
	case math.Abs(v) >= 1:
		return l.percent(v, 1)
	}
	return l.percent(v, 2)
}

// factor writes how many times one figure is another, to about three
// significant figures, as prose says it: 46×, 4.3×, 1.73× (Polish "46
// razy", "4,3 raza").
func (l lang) factor(r float64) string {
	switch {
	case !finite(r):
		return "-"
	case math.Abs(r) >= plainLimit:
		return l.Scientific(r) + "×"
	case r >= 10:
		return l.Times(r, 0)
	case r >= 2:
		return l.Times(r, 1)
	}
	return l.Times(r, 2)
}

// spans writes spans of a curve's depths: "QD2 to QD4 and QD16 to
// QD32"; a span of one or two depths names them ("QD32, QD64 and QD256").
func (l lang) spans(c analyze.Curve, spans []analyze.DepthSpan) string {
	var parts []string
	for _, sp := range spans {
		n := 0
		for _, p := range c.Points {
			if p.IODepth >= sp.From && p.IODepth <= sp.To {
				n++
			}
		}
		switch {
		case n <= 1:
			parts = append(parts, qd(sp.From))
		case n == 2:
			parts = append(parts, qd(sp.From), qd(sp.To))
		default:
			parts = append(parts, l.Say("%s to %s", qd(sp.From), qd(sp.To)))
		}
	}
	return l.JoinAnd(parts)
}

// workloadEffect is how much a workload's finding has to tell, to rank
// the findings: the widest gap between its configurations' peaks, or the
// deepest fall of a curve from its peak past the knee, whichever is larger
// (as a log ratio, so that 2× and a half weigh the same).
func workloadEffect(curves []analyze.Curve) float64 {
	top, effect := 0.0, 0.0
	for _, c := range curves {
		top = math.Max(top, c.Max)
	}
	for _, c := range curves {
		if c.Max > 0 && top > 0 {
			effect = math.Max(effect, math.Log(top/c.Max))
		}
		if last := c.Points[len(c.Points)-1]; c.PastKnee == analyze.PastKneeFall && last.Value > 0 {
			effect = math.Max(effect, math.Log(c.Max/last.Value))
		}
	}
	return effect
}

// rankedWorkloads orders the workloads by workloadEffect, largest first,
// keeping the analysis' order between equals.
func rankedWorkloads(s *analyze.Sweep, workloads []analyze.Workload) []analyze.Workload {
	out := slices.Clone(workloads)
	slices.SortStableFunc(out, func(a, b analyze.Workload) int {
		return cmp.Compare(workloadEffect(curvesOf(s, b)), workloadEffect(curvesOf(s, a)))
	})
	return out
}

// byPeak orders a workload's curves by their peaks, highest first.
func byPeak(curves []analyze.Curve) []analyze.Curve {
	out := slices.Clone(curves)
	slices.SortStableFunc(out, func(a, b analyze.Curve) int { return cmp.Compare(b.Max, a.Max) })
	return out
}

// workloadFinding is one workload's finding: its configurations set side
// by side by their peaks, then what each storage curve does, in a shape
// that follows the curve.
func (l lang) workloadFinding(s *analyze.Sweep, curves []analyze.Curve, sc, lat scale) string {
	order := byPeak(curves)
	top := order[0]
	name := l.Capitalize(l.workloadName(top.Workload))
	var head string
	if len(order) == 1 {
		head = l.Say("%s: %s peaks at %s (%s)", name, l.configName(s, top.System), sc.withUnit(top.Max), qd(top.Peak))
	} else {
		parts := []string{l.Say("%s peaks highest, at %s (%s)", l.configName(s, top.System), sc.withUnit(top.Max), qd(top.Peak))}
		tp, _ := point(top, top.Peak)
		for _, c := range order[1:] {
			p, _ := point(c, c.Peak)
			args := []any{l.configName(s, c.System), sc.withUnit(c.Max), qd(c.Peak), l.share(c.Max / top.Max)}
			if within, _ := s.WithinNoise(c.System, p.Value, p.N, top.System, tp.Value, tp.N); within {
				parts = append(parts, l.Say("%s at %s (%s), %s of it, a difference inside the run-to-run noise", args...))
			} else {
				parts = append(parts, l.Say("%s at %s (%s), %s of it", args...))
			}
		}
		head = l.Say("%s: %s", name, strings.Join(parts, "; "))
	}
	sentences := []string{l.Say("%s.", head)}
	// Where storage is set against memory, the storage's curves are the
	// story: the memory ceiling's knee is in the table and the chart.
	var told []analyze.Curve
	for _, c := range order {
		if targetOf(s, c.System).Kind != analyze.TargetMemory {
			told = append(told, c)
		}
	}
	if len(told) == 0 {
		told = order
	}
	for i, c := range told {
		again := i > 0 && told[i-1].PastKnee == c.PastKnee
		// The sentence opens with the configuration's name: a capital, as
		// the language writes one ("Disk reaches 90%").
		sentences = append(sentences, l.Capitalize(l.Say("%s.", l.curveSentence(s, c, sc, lat, again))))
	}
	return strings.Join(sentences, " ")
}

// curveSentence says where a curve first reaches the knee's share of its
// peak, whether and where it falls back below it and whether it comes
// back, and what it does past the knee: queues, gains or loses, falls
// from its peak, or moves within the noise. again: the curve before it in
// the finding did the same, which the sentence says rather than repeat
// itself.
func (l lang) curveSentence(s *analyze.Sweep, c analyze.Curve, sc, lat scale, again bool) string {
	frac := l.kneeFraction(s)
	knee, _ := point(c, c.Knee)
	last := c.Points[len(c.Points)-1]
	at := sc.withUnit(knee.Value)
	hasLatency := finite(knee.LatencyNs) && finite(last.LatencyNs) && knee.LatencyNs > 0
	if finite(knee.LatencyNs) {
		at = l.Say("%s, %s", at, lat.withUnit(knee.LatencyNs))
	}
	var band string
	switch {
	case c.Knee == last.IODepth:
		// The knee is the deepest depth, so it is the peak as well.
		return l.Say("%s peaks only at %s (%s), the deepest depth measured: it may not have reached its limit", c.System, qd(c.Knee), at)
	case c.Knee == c.Peak:
		// The knee is the peak itself: "reaches 90% of its peak" would
		// describe the peak as a share of itself.
		band = l.peakBand(c, frac, at)
	case c.Holds():
		band = l.Say("%s reaches %s of its peak at %s (%s) and stays there through %s", c.System, frac, qd(c.Knee), at, qd(last.IODepth))
	case !c.Recovers() && c.FallsBelow() == last.IODepth:
		band = l.Say("%s reaches %s of its peak at %s (%s) and falls below it at %s", c.System, frac, qd(c.Knee), at, qd(last.IODepth))
	case !c.Recovers():
		band = l.Say("%s reaches %s of its peak at %s (%s) and falls below it from %s on", c.System, frac, qd(c.Knee), at, qd(c.FallsBelow()))
	default:
		band = l.Say("%s first reaches %s of its peak at %s (%s) and is at or above it only at %s", c.System, frac, qd(c.Knee), at, l.spans(c, c.Band))
	}
	switch c.PastKnee {
	case analyze.PastKneeQueueing:
		if hasLatency && again {
			return l.Say("%s; likewise, from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise",
				band, qd(c.Knee), qd(last.IODepth), l.factor(last.LatencyNs/knee.LatencyNs), lat.withUnit(knee.LatencyNs), lat.withUnit(last.LatencyNs))
		}
		if hasLatency {
			return l.Say("%s; from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise: the added requests only queue",
				band, qd(c.Knee), qd(last.IODepth), l.factor(last.LatencyNs/knee.LatencyNs), lat.withUnit(knee.LatencyNs), lat.withUnit(last.LatencyNs))
		}
		return l.Say("%s; from %s to %s it gains nothing beyond the noise", band, qd(c.Knee), qd(last.IODepth))
	case analyze.PastKneeChange:
		return l.changeTail(band, c, knee, last, hasLatency)
	case analyze.PastKneeFall:
		peak, _ := point(c, c.Peak)
		loss := l.share(1 - last.Value/peak.Value)
		if finite(peak.LatencyNs) && finite(last.LatencyNs) && peak.LatencyNs > 0 && again {
			return l.Say("%s; it too loses %s from its peak at %s to %s (%s to %s), while its latency grows %s", band, loss, qd(c.Peak), qd(last.IODepth),
				sc.withUnit(peak.Value), sc.withUnit(last.Value), l.factor(last.LatencyNs/peak.LatencyNs))
		}
		if finite(peak.LatencyNs) && finite(last.LatencyNs) && peak.LatencyNs > 0 {
			return l.Say("%s; from its peak at %s to %s it loses %s (%s to %s) while its latency grows %s", band, qd(c.Peak), qd(last.IODepth), loss,
				sc.withUnit(peak.Value), sc.withUnit(last.Value), l.factor(last.LatencyNs/peak.LatencyNs))
		}
		return l.Say("%s; from its peak at %s to %s it loses %s (%s to %s)", band, qd(c.Peak), qd(last.IODepth), loss, sc.withUnit(peak.Value), sc.withUnit(last.Value))
	case analyze.PastKneeSwings:
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, p := range c.Points {
			if p.IODepth >= c.Knee {
				lo, hi = math.Min(lo, p.Value), math.Max(hi, p.Value)
			}
		}
		return l.Say("%s; its swings from %s on, between %s and %s, are within the run-to-run noise", band, qd(c.Knee), sc.withUnit(lo), sc.withUnit(hi))
	case analyze.PastKneeUnsteady:
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, p := range c.Points {
			if p.IODepth >= c.Knee {
				lo, hi = math.Min(lo, p.Value), math.Max(hi, p.Value)
			}
		}
		noise := s.NoiseOf(c.System)
		return l.Say("%s; from %s on it swings between %s and %s (%s) with no trend, more than the %s the run-to-run noise explains: the curve is unsteady there",
			band, qd(c.Knee), sc.withUnit(lo), sc.withUnit(hi), l.share(hi/lo-1), l.share(noise.NoiseBound()-1))
	}
	return band
}

// peakBand is curveSentence's band where the knee is the peak: the curve
// peaks there, and past it holds within the knee's share of the peak,
// falls below that share, or comes back to it.
func (l lang) peakBand(c analyze.Curve, frac, at string) string {
	last := c.Points[len(c.Points)-1]
	switch {
	case c.Holds():
		return l.Say("%s peaks at %s (%s) and stays at or above %s of it through %s", c.System, qd(c.Peak), at, frac, qd(last.IODepth))
	case !c.Recovers() && c.FallsBelow() == last.IODepth:
		return l.Say("%s peaks at %s (%s) and falls below %s of it at %s", c.System, qd(c.Peak), at, frac, qd(last.IODepth))
	case !c.Recovers():
		return l.Say("%s peaks at %s (%s) and falls below %s of it from %s on", c.System, qd(c.Peak), at, frac, qd(c.FallsBelow()))
	}
	return l.Say("%s peaks at %s (%s) and is at or above %s of it only at %s", c.System, qd(c.Peak), at, frac, l.spans(c, c.Band))
}

// changeTail says what going past the knee to the deepest depth changes,
// where the change is more than the noise (or the noise is unknown).
func (l lang) changeTail(band string, c analyze.Curve, knee, last analyze.Point, hasLatency bool) string {
	change := last.Value/knee.Value - 1
	if !hasLatency {
		return l.Say("%s; going on to %s changes it by %s", band, qd(last.IODepth), l.signedPercent(change*100, 1))
	}
	args := []any{band, qd(last.IODepth), l.factor(last.LatencyNs / knee.LatencyNs), l.share(math.Abs(change))}
	iops := c.Metric.Family == analyze.FamilyIOPS
	switch {
	case change >= 0 && iops:
		return l.Say("%s; going on to %s multiplies its latency by %s for %s more IOPS", args...)
	case change >= 0:
		return l.Say("%s; going on to %s multiplies its latency by %s for %s more bandwidth", args...)
	case iops:
		return l.Say("%s; going on to %s multiplies its latency by %s for %s fewer IOPS", args...)
	}
	return l.Say("%s; going on to %s multiplies its latency by %s for %s less bandwidth", args...)
}

// targetFindings say what the targets are where that decides what their
// figures mean: memory is the ceiling of the software stack, a virtual
// disk the hypervisor's path.
func (l lang) targetFindings(s *analyze.Sweep, systems []string) []string {
	var memory, virtual []string
	var via []string
	for _, system := range systems {
		switch t := targetOf(s, system); t.Kind {
		case analyze.TargetMemory:
			memory = append(memory, system)
		case analyze.TargetVirtual:
			virtual = append(virtual, system)
			via = append(via, t.Via)
		}
	}
	var out []string
	if len(memory) > 0 {
		out = append(out, l.Capitalize(l.Say("%s: in memory (a RAM-backed file system or RAM disk), so its figures are what the I/O stack does without a device, the ceiling of the software stack, not a storage result.",
			l.JoinAnd(memory))))
	}
	for i, system := range virtual {
		if via[i] != "" {
			out = append(out, l.Capitalize(l.Say("%s: a %s virtual disk, so its figures are the hypervisor's I/O path and the host's storage behind it, not a drive's alone.", system, via[i])))
		} else {
			out = append(out, l.Capitalize(l.Say("%s: a virtual disk, so its figures are the hypervisor's I/O path and the host's storage behind it, not a drive's alone.", system)))
		}
	}
	return out
}

// noiseFinding says how the figures were run (one run or several, how
// long) and how much noise the curves show, so that a reader knows which
// differences are findings.
func (l lang) noiseFinding(s *analyze.Sweep) string {
	var sentences []string
	single, repeats := false, false
	for _, n := range s.Noise {
		single = single || n.Single()
		repeats = repeats || n.FromRepeats
	}
	runtime := math.Inf(1)
	for _, n := range s.Noise {
		if n.RuntimeS > 0 {
			runtime = math.Min(runtime, n.RuntimeS)
		}
	}
	switch {
	case single && s.ShortRuns():
		sentences = append(sentences, l.Say("Each depth's figure is a single run of %s, not repeated: too short to see a drive's cache fill or its background work.", l.seconds(runtime)))
	case single:
		sentences = append(sentences, l.Say("Some depths' figures are a single run, not repeated."))
	case s.ShortRuns():
		sentences = append(sentences, l.Say("Runs are as short as %s: too short to see a drive's cache fill or its background work.", l.seconds(runtime)))
	}
	var known, unknown []string
	for _, n := range s.Noise {
		if math.IsNaN(n.RelSD) {
			unknown = append(unknown, n.System)
			continue
		}
		known = append(known, l.Say("±%s for %s (differences under %s are noise)", l.share(n.RelSD), n.System, l.share(n.NoiseBound()-1)))
	}
	if len(known) > 0 {
		if repeats {
			sentences = append(sentences, l.Say("The spread of the repeated runs puts the run-to-run noise at %s.", strings.Join(known, "; ")))
		} else {
			sentences = append(sentences, l.Say("The curves' zig-zags put the run-to-run noise at %s.", strings.Join(known, "; ")))
		}
	}
	if len(unknown) > 0 {
		sentences = append(sentences, l.Say("%s: no repeats and no zig-zag to measure the noise by, so small differences cannot be judged.", l.JoinAnd(unknown)))
	}
	return strings.Join(sentences, " ")
}

// seconds writes a runtime to a tenth of a second, as a reader takes it
// in: "1 s" for fio's 1.001 s, "2.5 s".
func (l lang) seconds(v float64) string { return l.Say("%s s", l.Exact(math.Round(v*10)/10)) }

// sweepVerdict says what the sweep means for an administrator of the
// configurations that are storage: with one, the depths past which a
// deeper queue adds latency and no throughput, and what a write cache
// makes of its writes; with several, the highest result the flags do not
// call into doubt per workload. Memory is the ceiling, never a result to
// pick. It closes with the noise.
func (l lang) sweepVerdict(s *analyze.Sweep, workloads []analyze.Workload, systems []string) string {
	flagged := map[string]string{}
	for _, f := range s.Flags {
		k := f.System + "|" + f.Workload.String()
		if flagged[k] == "" || f.Kind == analyze.FlagWriteCache {
			flagged[k] = f.Kind
		}
	}
	storage := storageOf(s, systems)
	var parts []string
	switch {
	case len(storage) == 1:
		if k := l.kneeAdvice(s, storage[0], workloads); k != "" {
			parts = append(parts, k)
		}
		for _, f := range s.Flags {
			if f.System == storage[0] && f.Kind == analyze.FlagWriteCache {
				sc := l.sweepScale(curvesOf(s, f.Workload))
				parts = append(parts, l.Say("Its %s peak, %s, most likely comes from a write cache: a write longer than the cache would show what the storage behind it sustains.",
					l.workloadName(f.Workload), sc.withUnit(f.Value)))
			}
		}
	default:
		if len(storage) == 0 {
			storage = systems
		}
		parts = append(parts, l.leaders(s, workloads, storage, flagged))
	}
	if caveat := l.verdictNoise(s, storage); caveat != "" {
		parts = append(parts, caveat)
	}
	return strings.Join(parts, " ")
}

// storageOf are the configurations that are not memory, in order.
func storageOf(s *analyze.Sweep, systems []string) []string {
	var out []string
	for _, system := range systems {
		if targetOf(s, system).Kind != analyze.TargetMemory {
			out = append(out, system)
		}
	}
	return out
}

// kneeAdvice says, for a configuration none of whose curves gains beyond
// the noise past its knee, the depths past which a deeper queue adds
// latency, not throughput: what an administrator sets. "" where a curve
// still gains, or has not reached its knee before the deepest depth.
func (l lang) kneeAdvice(s *analyze.Sweep, system string, workloads []analyze.Workload) string {
	var knees []string
	for _, w := range workloads {
		for _, c := range curvesOf(s, w) {
			if c.System != system {
				continue
			}
			switch c.PastKnee {
			case analyze.PastKneeQueueing, analyze.PastKneeFall, analyze.PastKneeSwings, analyze.PastKneeUnsteady:
				knees = append(knees, l.Say("%s in %s", qd(c.Knee), l.workloadName(w)))
			default:
				return ""
			}
		}
	}
	if len(knees) == 0 {
		return ""
	}
	return l.Say("For %s, a queue deeper than where it first reaches %s of its peak (%s) adds latency, not throughput.",
		l.configName(s, system), l.kneeFraction(s), l.JoinAnd(knees))
}

// sweepLead opens a sweep's article: what was measured, what the targets
// are, how far the storage comes from the memory ceiling, where more
// depth stops paying, and a write cache where one took the writes.
func (l lang) sweepLead(s *analyze.Sweep, workloads []analyze.Workload, systems []string) string {
	// Each configuration is named with its kind the first time the lead
	// names it, by its label after.
	named := map[string]bool{}
	first := func(system string) string {
		if named[system] {
			return system
		}
		named[system] = true
		return l.kindName(s, system)
	}
	// The result first, then what was measured: a reader who stops
	// after one sentence has the finding.
	var parts []string
	storage := storageOf(s, systems)
	if len(storage) == 1 && len(storage) < len(systems) {
		if c := l.ceilingShare(s, storage[0], workloads, first); c != "" {
			parts = append(parts, c)
		}
	}
	for _, system := range storage[:min(len(storage), 2)] {
		if d := l.depthPays(s, system, first); d != "" {
			parts = append(parts, d)
		}
	}
	var names []string
	for _, system := range systems {
		names = append(names, first(system))
	}
	parts = append(parts, l.Capitalize(l.Say("%s were measured at queue depths %s in %s.", l.JoinAnd(names), l.depthRange(s.Curves), l.workloadsPhrase(sweepCells(s)))))
	parts = append(parts, l.targetFindings(s, systems)...)
	for _, f := range s.Flags {
		if f.Kind != analyze.FlagWriteCache || !slices.Contains(storage, f.System) {
			continue
		}
		wsc, rsc := l.sweepScale(curvesOf(s, f.Workload)), l.sweepScale(curvesOf(s, f.Against))
		// A sentence that opens with a configuration's name opens with a
		// capital, as the language writes one: "Disk writes".
		parts = append(parts, l.Capitalize(l.Say("%s writes faster than it reads (%s %s, %s %s): most likely a write-back cache took the writes.",
			first(f.System), l.workloadName(f.Workload), wsc.withUnit(f.Value), l.workloadName(f.Against), rsc.withUnit(f.Limit))))
	}
	return strings.Join(parts, " ")
}

// ceilingShare says how much of the memory ceiling a storage
// configuration reaches at its best, over the workloads no flag calls
// into doubt, with the workload where it reaches least.
func (l lang) ceilingShare(s *analyze.Sweep, system string, workloads []analyze.Workload, name func(string) string) string {
	flagged := map[string]string{}
	for _, f := range s.Flags {
		k := f.System + "|" + f.Workload.String()
		if flagged[k] == "" || f.Kind == analyze.FlagWriteCache {
			flagged[k] = f.Kind
		}
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	var low, lowCeiling, high *analyze.Curve
	// The workloads left out, so that the range says it does not cover
	// them: a reader who finds one of them higher in the findings knows
	// why.
	var cached, doubted []string
	for _, w := range workloads {
		switch flagged[system+"|"+w.String()] {
		case "":
		case analyze.FlagWriteCache:
			cached = append(cached, l.workloadName(w))
			continue
		default:
			doubted = append(doubted, l.workloadName(w))
			continue
		}
		curves := curvesOf(s, w)
		var own, ceiling *analyze.Curve
		for i := range curves {
			switch {
			case curves[i].System == system:
				own = &curves[i]
			case targetOf(s, curves[i].System).Kind == analyze.TargetMemory && (ceiling == nil || curves[i].Max > ceiling.Max):
				ceiling = &curves[i]
			}
		}
		if own == nil || ceiling == nil || !(ceiling.Max > 0) {
			continue
		}
		r := own.Max / ceiling.Max
		if r < lo {
			low, lowCeiling = own, ceiling
		}
		if r > hi {
			high = own
		}
		lo, hi = math.Min(lo, r), math.Max(hi, r)
	}
	if low == nil {
		return ""
	}
	sc := l.sweepScale(curvesOf(s, low.Workload))
	var memory []string
	for _, c := range s.Curves {
		if targetOf(s, c.System).Kind == analyze.TargetMemory && !slices.Contains(memory, c.System) {
			memory = append(memory, c.System)
		}
	}
	var share string
	switch {
	case len(memory) == 1 && l.share(lo) != l.share(hi):
		// One memory reference: the range says which workload comes
		// least and which most near it, and names the reference.
		share = l.Say("At its best, %s reaches %s (%s) to %s (%s) of what %s does.",
			name(system), l.share(lo), l.workloadName(low.Workload), l.share(hi), l.workloadName(high.Workload), name(memory[0]))
	case l.share(lo) == l.share(hi):
		share = l.Say("At its best, %s reaches %s of the memory ceiling (%s: %s against %s).", name(system), l.share(lo), l.workloadName(low.Workload), sc.withUnit(low.Max), sc.withUnit(lowCeiling.Max))
	default:
		share = l.Say("At its best, %s reaches %s to %s of the memory ceiling (least in %s: %s against %s).",
			name(system), l.share(lo), l.share(hi), l.workloadName(low.Workload), sc.withUnit(low.Max), sc.withUnit(lowCeiling.Max))
	}
	if len(cached) > 0 {
		share += " " + l.Say("That range leaves out %s, whose figures a write cache most likely inflates.", l.JoinAnd(cached))
	}
	if len(doubted) > 0 {
		share += " " + l.Say("That range leaves out %s, whose figures the flags below call into doubt.", l.JoinAnd(doubted))
	}
	return share
}

// depthPays says where more queue depth stops paying for a
// configuration, random and sequential apart: the depths of its knees
// where the curves past them gain nothing beyond the noise.
func (l lang) depthPays(s *analyze.Sweep, system string, name func(string) string) string {
	type span struct{ lo, hi int64 }
	spans := map[string]*span{}
	for _, c := range s.Curves {
		if c.System != system {
			continue
		}
		switch c.PastKnee {
		case analyze.PastKneeQueueing, analyze.PastKneeFall, analyze.PastKneeSwings, analyze.PastKneeUnsteady:
		default:
			return "" // a curve still gains past its knee, or never reached it
		}
		sp := spans[c.Workload.Pattern]
		if sp == nil {
			sp = &span{c.Knee, c.Knee}
			spans[c.Workload.Pattern] = sp
		}
		sp.lo, sp.hi = min(sp.lo, c.Knee), max(sp.hi, c.Knee)
	}
	depths := func(sp *span) string {
		if sp.lo == sp.hi {
			return qd(sp.lo)
		}
		return l.Say("%s to %s", qd(sp.lo), qd(sp.hi))
	}
	rnd, seq := spans[datasets.PatternRandom], spans[datasets.PatternSequential]
	switch {
	case rnd != nil && seq != nil && len(spans) == 2:
		return l.Say("For %s, more queue depth stops paying at %s for random I/O and at %s for sequential I/O: past it, latency grows and throughput does not.",
			name(system), depths(rnd), depths(seq))
	case len(spans) == 1:
		for _, sp := range spans {
			return l.Say("For %s, more queue depth stops paying at %s: past it, latency grows and throughput does not.", name(system), depths(sp))
		}
	}
	return ""
}

// leaders names, per workload, the storage configuration with the
// highest peak that no flag calls into doubt.
func (l lang) leaders(s *analyze.Sweep, workloads []analyze.Workload, storage []string, flagged map[string]string) string {
	var parts []string
	for _, w := range workloads {
		curves := curvesOf(s, w)
		sc := l.sweepScale(curves)
		var lead *analyze.Curve
		for i := range curves {
			c := &curves[i]
			if slices.Contains(storage, c.System) && flagged[c.System+"|"+w.String()] == "" && (lead == nil || c.Max > lead.Max) {
				lead = c
			}
		}
		if lead == nil {
			parts = append(parts, l.Say("%s: every figure is flagged", l.workloadName(w)))
			continue
		}
		part := l.Say("%s: %s, %s at %s", l.workloadName(w), l.configName(s, lead.System), sc.withUnit(lead.Max), qd(lead.Peak))
		var above []string
		for _, c := range curves {
			if slices.Contains(storage, c.System) && flagged[c.System+"|"+w.String()] != "" && c.Max > lead.Max {
				above = append(above, c.System)
			}
		}
		if len(above) > 0 {
			part = l.Say("%s (%s higher, but flagged)", part, l.JoinAnd(above))
		}
		parts = append(parts, part)
	}
	return l.Say("Highest result the flags do not call into doubt, per workload: %s.", strings.Join(parts, "; "))
}

// verdictNoise is the verdict's caveat: how far apart two figures of the
// storage configurations must be to differ beyond the noise.
func (l lang) verdictNoise(s *analyze.Sweep, storage []string) string {
	bound := 0.0
	single := false
	for _, n := range s.Noise {
		if slices.Contains(storage, n.System) && !math.IsNaN(n.RelSD) {
			bound = math.Max(bound, n.NoiseBound()-1)
			single = single || n.Single()
		}
	}
	switch {
	case bound == 0:
		return ""
	case single:
		return l.Say("These are single runs: a difference under %s between two figures of one configuration is within the noise.", l.share(bound))
	}
	return l.Say("A difference under %s between two figures of one configuration is within the noise.", l.share(bound))
}
