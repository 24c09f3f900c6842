package render

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"github.com/iopress/iopress/analyze"
)

// targetOf is a configuration's target as the sweep was given it.
func targetOf(s *analyze.Sweep, system string) analyze.Target {
	return s.Options.Targets[system]
}

// configName names a configuration with what its target is, where the
// data say: "disk (virtio disk)", "tmpfs (memory)"; a physical drive or
// an unknown target by its name alone.
func (l lang) configName(s *analyze.Sweep, system string) string {
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
// significant figures: 46×, 4.3×, 1.73×.
func (l lang) factor(r float64) string {
	switch {
	case !finite(r):
		return "-"
	case r >= 10:
		return l.decimal(r, 0) + "×"
	case r >= 2:
		return l.decimal(r, 1) + "×"
	}
	return l.decimal(r, 2) + "×"
}

// depthSpans writes depths of a curve as runs of its consecutive depths:
// "QD4 to QD32 and QD128 to QD256", "QD32 and QD128".
func (l lang) depthSpans(c analyze.Curve, depths []int64) string {
	var spans []analyze.DepthSpan
	prev := -1
	for i, p := range c.Points {
		if !slices.Contains(depths, p.IODepth) {
			continue
		}
		if prev == i-1 && len(spans) > 0 {
			spans[len(spans)-1].To = p.IODepth
		} else {
			spans = append(spans, analyze.DepthSpan{From: p.IODepth, To: p.IODepth})
		}
		prev = i
	}
	return l.spans(c, spans)
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

// peakAt is the depth of a curve's peak, with the depths whose figures are
// within the noise of it: "QD128, within the noise of QD32 to QD256".
func (l lang) peakAt(c analyze.Curve) string {
	if len(c.NearPeak) == 0 {
		return qd(c.Peak)
	}
	return l.Say("%s, within the noise of %s", qd(c.Peak), l.depthSpans(c, c.NearPeak))
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
// by side by their peaks, then what each curve does, in a shape that
// follows the curve.
func (l lang) workloadFinding(s *analyze.Sweep, curves []analyze.Curve, sc, lat scale) string {
	order := byPeak(curves)
	top := order[0]
	name := l.Capitalize(l.workloadName(top.Workload))
	var head string
	if len(order) == 1 {
		head = l.Say("%s: %s peaks at %s (%s)", name, l.configName(s, top.System), sc.withUnit(top.Max), l.peakAt(top))
	} else {
		parts := []string{l.Say("%s peaks highest, at %s (%s)", l.configName(s, top.System), sc.withUnit(top.Max), l.peakAt(top))}
		tp, _ := point(top, top.Peak)
		for _, c := range order[1:] {
			p, _ := point(c, c.Peak)
			args := []any{l.configName(s, c.System), sc.withUnit(c.Max), l.peakAt(c), l.share(c.Max / top.Max)}
			if within, _ := s.WithinNoise(c.System, p.Value, p.N, top.System, tp.Value, tp.N); within {
				parts = append(parts, l.Say("%s at %s (%s), %s of it, a difference inside the run-to-run noise", args...))
			} else {
				parts = append(parts, l.Say("%s at %s (%s), %s of it", args...))
			}
		}
		head = l.Say("%s: %s", name, strings.Join(parts, "; "))
	}
	sentences := []string{l.Say("%s.", head)}
	for i, c := range order {
		again := i > 0 && order[i-1].PastKnee == c.PastKnee
		sentences = append(sentences, l.Say("%s.", l.curveSentence(s, c, sc, lat, again)))
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
		return l.Say("%s reaches %s of its peak only at %s (%s), the deepest depth measured: it may not have reached its limit", c.System, frac, qd(c.Knee), at)
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
	}
	return band
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
		out = append(out, l.Say("%s: in memory (a RAM-backed file system or RAM disk), so its figures are what the I/O stack does without a device, the ceiling of the software stack, not a storage result.",
			l.JoinAnd(memory)))
	}
	for i, system := range virtual {
		if via[i] != "" {
			out = append(out, l.Say("%s: a %s virtual disk, so its figures are the hypervisor's I/O path and the host's storage behind it, not a drive's alone.", system, via[i]))
		} else {
			out = append(out, l.Say("%s: a virtual disk, so its figures are the hypervisor's I/O path and the host's storage behind it, not a drive's alone.", system))
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

// sweepVerdict says what the sweep means for the configurations that are
// storage: with one, its best per workload against the memory ceiling
// where there is one and what the flags say of it; with several, the
// highest result the flags do not call into doubt per workload. Memory is
// the ceiling, never a result to pick. It closes with the noise.
func (l lang) sweepVerdict(s *analyze.Sweep, workloads []analyze.Workload, systems []string) string {
	flagged := map[string]string{}
	for _, f := range s.Flags {
		k := f.System + "|" + f.Workload.String()
		if flagged[k] == "" || f.Kind == analyze.FlagWriteCache {
			flagged[k] = f.Kind
		}
	}
	var storage []string
	for _, system := range systems {
		if targetOf(s, system).Kind != analyze.TargetMemory {
			storage = append(storage, system)
		}
	}
	var text string
	switch {
	case len(storage) == 1:
		text = l.bestOf(s, storage[0], workloads, flagged)
	default:
		if len(storage) == 0 {
			storage = systems
		}
		text = l.leaders(s, workloads, storage, flagged)
	}
	if caveat := l.verdictNoise(s, storage); caveat != "" {
		text += " " + caveat
	}
	return text
}

// bestOf is one storage configuration's best per workload, set against
// the memory ceiling where the sweep has one.
func (l lang) bestOf(s *analyze.Sweep, system string, workloads []analyze.Workload, flagged map[string]string) string {
	var parts []string
	for _, w := range workloads {
		curves := curvesOf(s, w)
		sc := l.sweepScale(curves)
		var own, ceiling *analyze.Curve
		for i := range curves {
			switch {
			case curves[i].System == system:
				own = &curves[i]
			case targetOf(s, curves[i].System).Kind == analyze.TargetMemory && (ceiling == nil || curves[i].Max > ceiling.Max):
				ceiling = &curves[i]
			}
		}
		if own == nil {
			continue
		}
		part := l.Say("%s %s (%s)", l.workloadName(w), sc.withUnit(own.Max), qd(own.Peak))
		switch {
		case ceiling == nil || !(ceiling.Max > 0):
		case len(parts) == 0:
			part = l.Say("%s, %s of the memory ceiling", part, l.share(own.Max/ceiling.Max))
		default:
			part = l.Say("%s, %s", part, l.share(own.Max/ceiling.Max))
		}
		switch flagged[system+"|"+w.String()] {
		case "":
		case analyze.FlagWriteCache:
			part = l.Say("%s, from a write cache", part)
		default:
			part = l.Say("%s, flagged", part)
		}
		parts = append(parts, part)
	}
	text := l.Say("%s at its best: %s.", l.configName(s, system), strings.Join(parts, "; "))
	// Where no curve of it gains beyond the noise past its knee, deeper
	// queues than the knees buy nothing: what an administrator sets.
	var knees []string
	for _, w := range workloads {
		for _, c := range curvesOf(s, w) {
			if c.System != system {
				continue
			}
			switch c.PastKnee {
			case analyze.PastKneeQueueing, analyze.PastKneeFall, analyze.PastKneeSwings:
				knees = append(knees, l.Say("%s: %s", l.workloadName(w), qd(c.Knee)))
			default:
				return text
			}
		}
	}
	if len(knees) > 0 {
		text += " " + l.Say("Past the depths where it first reaches %s of its peak (%s), a deeper queue adds latency, not throughput.", l.kneeFraction(s), strings.Join(knees, "; "))
	}
	return text
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
