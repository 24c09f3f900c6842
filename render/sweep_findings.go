package render

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"

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

// refName names a configuration in the prose by what its target is,
// where no other configuration's target is of the same kind: "the virtio
// disk", "the RAM run". A label is the tables' and the legends' key, and
// a label such as "disk" is no noun a sentence can use ("the figures of
// disk"); a target's kind is one, in every language, and a subject in the
// nominative as the catalog's sentences place it. A target of another
// kind, or one that shares its kind, is named by its label.
func (l lang) refName(s *analyze.Sweep, system string) string {
	t := targetOf(s, system)
	for _, other := range curvesSystems(s) {
		if other != system && targetOf(s, other).Kind == t.Kind {
			return system
		}
	}
	switch {
	case t.Kind == analyze.TargetVirtual && t.Via != "":
		return l.Say("the %s disk", t.Via)
	case t.Kind == analyze.TargetVirtual:
		return l.Say("the virtual disk")
	case t.Kind == analyze.TargetMemory:
		return l.Say("the RAM run")
	}
	return system
}

// kindName names a configuration with what its target is, where the
// data say: "disk (a virtio virtual disk)", "tmpfs (a file system in
// RAM)" where its setup records tmpfs or ramfs, "(a RAM disk)" on a ram
// or zram device, never both (tmpfs is no RAM disk); a physical drive or
// an unknown target by its name alone. The title and the lead's first
// mention use it, nothing else.
func (l lang) kindName(s *analyze.Sweep, system string, setups map[string]analyze.SystemSetup) string {
	t := targetOf(s, system)
	setup := setups[system].Setup
	switch {
	case t.Kind == analyze.TargetMemory && (setup.FileSystem == "tmpfs" || setup.FileSystem == "ramfs"):
		return l.Say("%s (a file system in RAM)", system)
	case t.Kind == analyze.TargetMemory && (strings.HasPrefix(setup.Device, "ram") || strings.HasPrefix(setup.Device, "zram")):
		return l.Say("%s (a RAM disk)", system)
	case t.Kind == analyze.TargetMemory:
		return l.Say("%s (in RAM)", system)
	case t.Kind == analyze.TargetVirtual && t.Via != "":
		return l.Say("%s (a %s virtual disk)", system, t.Via)
	case t.Kind == analyze.TargetVirtual:
		return l.Say("%s (a virtual disk)", system)
	}
	return system
}

// leadName names a configuration where the lead first mentions it: a
// virtual disk the prose calls by its kind, tied to the label the tables
// and charts key it by; any other as kindName does.
func (l lang) leadName(s *analyze.Sweep, system string, setups map[string]analyze.SystemSetup) string {
	if ref := l.refName(s, system); targetOf(s, system).Kind == analyze.TargetVirtual && ref != system {
		return l.Say("%s (“%s” in the tables and charts)", ref, system)
	}
	return l.kindName(s, system, setups)
}

// sweepSetups are the configurations' setups, by name.
func sweepSetups(ds *datasets.Dataset, systems []string) map[string]analyze.SystemSetup {
	out := map[string]analyze.SystemSetup{}
	for _, st := range analyze.Setups(ds, systems) {
		out[st.System] = st
	}
	return out
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
//
// Where the storage is set against a run in memory, the finding is the
// storage's: the memory run is a reference of the harness, said once in
// its own finding (referenceFinding), not the yardstick of each workload.
// said holds the tails past the knee already said in full by an earlier
// finding, so that the next says "likewise" rather than repeat it.
func (l lang) workloadFinding(s *analyze.Sweep, curves []analyze.Curve, sc, lat scale, said map[analyze.PastKnee]bool) string {
	order := byPeak(curves)
	top := order[0]
	name := l.Capitalize(l.workloadName(top.Workload))
	var told []analyze.Curve
	for _, c := range order {
		if targetOf(s, c.System).Kind != analyze.TargetMemory {
			told = append(told, c)
		}
	}
	if len(told) == 1 && len(order) > 1 {
		c := told[0]
		again := said[c.PastKnee]
		said[c.PastKnee] = true
		sentence := l.curveSentence(s, c, sc, lat, again)
		var text string
		if c.Knee == c.Peak || c.Knee == c.Points[len(c.Points)-1].IODepth {
			// The curve's sentence gives the peak.
			text = l.Say("%s: %s.", name, lowerFirst(sentence))
		} else {
			text = l.Say("%s (peak %s at %s): %s.", name, sc.said(c.Max), qd(c.Peak), lowerFirst(sentence))
		}
		if r := l.kneeRange(s, c, sc, false); r != "" {
			text += " " + r
		}
		return text
	}
	var head string
	if len(order) == 1 {
		head = l.Say("%s: %s peaks at %s (%s)", name, l.configName(s, top.System), sc.said(top.Max), qd(top.Peak))
	} else {
		// A peak inside a flat top is not told apart from its
		// neighbours: the top is said, not the peak's depth.
		parts := []string{l.Say("%s peaks highest, at %s (%s)", l.configName(s, top.System), sc.said(top.Max), qd(top.Peak))}
		if top.Flat.From < top.Flat.To {
			parts[0] = l.Say("%s peaks highest, at %s, level within its noise from %s to %s", l.configName(s, top.System), sc.said(top.Max), qd(top.Flat.From), qd(top.Flat.To))
		}
		tp, _ := point(top, top.Peak)
		for _, c := range order[1:] {
			p, _ := point(c, c.Peak)
			args := []any{l.configName(s, c.System), sc.said(c.Max), qd(c.Peak), l.share(c.Max / top.Max)}
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
	if len(told) == 0 {
		told = order
	}
	for i, c := range told {
		again := i > 0 && told[i-1].PastKnee == c.PastKnee
		// The sentence opens with the depth, so that the configuration's
		// name keeps its own case ("At QD64, disk reaches 90%").
		sentences = append(sentences, l.Capitalize(l.Say("%s.", l.curveSentence(s, c, sc, lat, again))))
		if r := l.kneeRange(s, c, sc, true); r != "" {
			sentences = append(sentences, r)
		}
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
	at := sc.said(knee.Value)
	hasLatency := finite(knee.LatencyNs) && finite(last.LatencyNs) && knee.LatencyNs > 0
	// The latency comes last, after the knee's share of the peak where
	// the sentence gives it: "113,000 IOPS, 96% of the peak, 550 µs".
	withLatency := func(at string) string {
		if finite(knee.LatencyNs) {
			return l.Say("%s, %s", at, lat.said(knee.LatencyNs))
		}
		return at
	}
	name := l.refName(s, c.System)
	var band string
	switch {
	case c.Knee == last.IODepth:
		// The knee is the deepest depth, so it is the peak as well.
		return l.Say("Only at %[2]s, the deepest depth measured, does %[1]s peak (%[3]s): it may not have reached its limit", name, qd(c.Knee), withLatency(at))
	case c.Knee == c.Peak:
		// The knee is the peak itself: "reaches 90% of its peak" would
		// describe the peak as a share of itself.
		band = l.peakBand(c, name, frac, withLatency(at))
	default:
		// The knee's own share of the peak, which is more than the
		// threshold it passes: 112,928 of 117,295 IOPS is 96%, not 90%.
		at = withLatency(l.Say("%s, %s of the peak", at, l.share(knee.Value/c.Max)))
	}
	switch {
	case band != "":
	case c.Holds():
		band = l.Say("At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and stays there through %[5]s", name, frac, qd(c.Knee), at, qd(last.IODepth))
	case !c.Recovers() && c.FallsBelow() == last.IODepth:
		band = l.Say("At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and falls below it at %[5]s", name, frac, qd(c.Knee), at, qd(last.IODepth))
	case !c.Recovers():
		band = l.Say("At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and falls below it from %[5]s on", name, frac, qd(c.Knee), at, qd(c.FallsBelow()))
	default:
		band = l.Say("At %[3]s, %[1]s first passes %[2]s of its peak (%[4]s) and is at or above it only at %[5]s", name, frac, qd(c.Knee), at, l.spans(c, c.Band))
	}
	switch c.PastKnee {
	case analyze.PastKneeQueueing:
		if hasLatency && again {
			return l.Say("%s; likewise, from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise",
				band, qd(c.Knee), qd(last.IODepth), l.factor(last.LatencyNs/knee.LatencyNs), lat.said(knee.LatencyNs), lat.said(last.LatencyNs))
		}
		if hasLatency {
			return l.Say("%s; from %s to %s its latency grows %s (%s to %s) with no gain beyond the noise: the added requests only queue",
				band, qd(c.Knee), qd(last.IODepth), l.factor(last.LatencyNs/knee.LatencyNs), lat.said(knee.LatencyNs), lat.said(last.LatencyNs))
		}
		return l.Say("%s; from %s to %s it gains nothing beyond the noise", band, qd(c.Knee), qd(last.IODepth))
	case analyze.PastKneeChange:
		return l.changeTail(band, c, knee, last, hasLatency)
	case analyze.PastKneeFall:
		peak, _ := point(c, c.Peak)
		loss := l.share(1 - last.Value/peak.Value)
		if finite(peak.LatencyNs) && finite(last.LatencyNs) && peak.LatencyNs > 0 && again {
			return l.Say("%s; it too loses %s from its peak at %s to %s (%s to %s), while its latency grows %s", band, loss, qd(c.Peak), qd(last.IODepth),
				sc.said(peak.Value), sc.said(last.Value), l.factor(last.LatencyNs/peak.LatencyNs))
		}
		if finite(peak.LatencyNs) && finite(last.LatencyNs) && peak.LatencyNs > 0 {
			return l.Say("%s; from its peak at %s to %s it loses %s (%s to %s) while its latency grows %s", band, qd(c.Peak), qd(last.IODepth), loss,
				sc.said(peak.Value), sc.said(last.Value), l.factor(last.LatencyNs/peak.LatencyNs))
		}
		return l.Say("%s; from its peak at %s to %s it loses %s (%s to %s)", band, qd(c.Peak), qd(last.IODepth), loss, sc.said(peak.Value), sc.said(last.Value))
	case analyze.PastKneeSwings:
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, p := range c.Points {
			if p.IODepth >= c.Knee {
				lo, hi = math.Min(lo, p.Value), math.Max(hi, p.Value)
			}
		}
		return l.Say("%s; its swings from %s on, between %s and %s, are within the run-to-run noise", band, qd(c.Knee), sc.said(lo), sc.said(hi))
	case analyze.PastKneeUnsteady:
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, p := range c.Points {
			if p.IODepth >= c.Knee {
				lo, hi = math.Min(lo, p.Value), math.Max(hi, p.Value)
			}
		}
		noise := s.NoiseOf(c.System)
		return l.Say("%s; from %s on it swings between %s and %s (%s) with no trend, more than the %s the run-to-run noise explains: the curve is unsteady there",
			band, qd(c.Knee), sc.said(lo), sc.said(hi), l.share(hi/lo-1), l.share(noise.NoiseBound()-1))
	}
	return band
}

// peakBand is curveSentence's band where the knee is the peak: the curve
// peaks there, and past it holds within the knee's share of the peak,
// falls below that share, or comes back to it.
func (l lang) peakBand(c analyze.Curve, name, frac, at string) string {
	last := c.Points[len(c.Points)-1]
	switch {
	case c.Holds():
		return l.Say("At %[2]s, %[1]s peaks (%[3]s) and stays at or above %[4]s of it through %[5]s", name, qd(c.Peak), at, frac, qd(last.IODepth))
	case !c.Recovers() && c.FallsBelow() == last.IODepth:
		return l.Say("At %[2]s, %[1]s peaks (%[3]s) and falls below %[4]s of it at %[5]s", name, qd(c.Peak), at, frac, qd(last.IODepth))
	case !c.Recovers():
		return l.Say("At %[2]s, %[1]s peaks (%[3]s) and falls below %[4]s of it from %[5]s on", name, qd(c.Peak), at, frac, qd(c.FallsBelow()))
	}
	return l.Say("At %[2]s, %[1]s peaks (%[3]s) and is at or above %[4]s of it only at %[5]s", name, qd(c.Peak), at, frac, l.spans(c, c.Band))
}

// kneeRange says, where the noise makes a curve's knee a range (its
// KneeFrom before its Knee), the shallowest depth already within the
// noise of the peak, and the range: "" where the knee is one depth.
//
// named: the sentence names the configuration; where not, the finding is
// of it alone and has named it.
func (l lang) kneeRange(s *analyze.Sweep, c analyze.Curve, sc scale, named bool) string {
	if c.KneeFrom == 0 || c.KneeFrom >= c.Knee {
		return ""
	}
	p, _ := point(c, c.KneeFrom)
	if !named {
		return l.Say("Already at %s (%s) it is within the noise of its peak, so it levels off somewhere between %s and %s.",
			qd(c.KneeFrom), sc.said(p.Value), qd(c.KneeFrom), qd(c.Knee))
	}
	return l.Say("Already at %s (%s), %s is within the noise of its peak, so it levels off somewhere between %s and %s.",
		qd(c.KneeFrom), sc.said(p.Value), l.refName(s, c.System), qd(c.KneeFrom), qd(c.Knee))
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

// lowerFirst puts a sentence's first letter in lower case where it
// follows a colon, unless the word is an abbreviation ("QD64").
func lowerFirst(text string) string {
	r := []rune(text)
	if len(r) < 2 || !unicode.IsUpper(r[0]) || unicode.IsUpper(r[1]) || r[0] == 'I' {
		return text
	}
	r[0] = unicode.ToLower(r[0])
	return string(r)
}

// referenceFinding says, with one storage configuration set against one
// in memory, what the memory run is: the same harness on RAM, a
// reference and no ceiling (where one ran buffered and the other with
// direct I/O they take different kernel paths); its peaks; where at the
// same depth it did no better than the storage, which points at the
// harness or the CPU, not at memory; and what the ratio chart shows.
func (l lang) referenceFinding(s *analyze.Sweep, memory, storage string, workloads []analyze.Workload, setups map[string]analyze.SystemSetup) string {
	ref, disk := l.refName(s, memory), l.refName(s, storage)
	var sentences []string
	m, d := setups[memory].Direct, setups[storage].Direct
	switch {
	case m == datasets.No && d == datasets.Yes:
		sentences = append(sentences, l.Say("%[1]s (%[2]s) is a reference, not a ceiling: the same harness on RAM, run buffered, while %[3]s used direct I/O, so the two take different kernel paths.", ref, memory, disk))
	case m == datasets.Yes && d == datasets.No:
		sentences = append(sentences, l.Say("%[1]s (%[2]s) is a reference, not a ceiling: the same harness on RAM, run with direct I/O, while %[3]s was buffered, so the two take different kernel paths.", ref, memory, disk))
	default:
		sentences = append(sentences, l.Say("%[1]s (%[2]s) is a reference: the same harness on RAM, with no device behind it.", ref, memory))
	}
	if p := l.peaksOf(s, memory, workloads); p != "" {
		sentences = append(sentences, l.Say("Its peaks: %s.", p))
	}
	if low := l.lowMemory(s, memory, storage); low != "" {
		sentences = append(sentences, low)
	}
	sentences = append(sentences, l.Say("The last chart sets %s against it, depth by depth.", disk))
	return l.Capitalize(strings.Join(sentences, " "))
}

// lowMemory says where a memory configuration's figure is within the
// noise of a storage configuration's at the same depth (or below it):
// RAM that does no better than a disk points at the harness or the
// CPU, not at memory. The lowest such ratio is named; "" where there is
// none or the noise is unknown.
func (l lang) lowMemory(s *analyze.Sweep, memory, storage string) string {
	var low analyze.Curve
	var mp, sp analyze.Point
	ratio := math.Inf(1)
	for _, c := range s.Curves {
		if c.System != memory {
			continue
		}
		for _, o := range curvesOf(s, c.Workload) {
			if o.System != storage {
				continue
			}
			for _, p := range c.Points {
				q, ok := point(o, p.IODepth)
				if !ok || !(q.Value > 0) {
					continue
				}
				within, known := s.WithinNoise(memory, p.Value, p.N, storage, q.Value, q.N)
				if known && (within || p.Value < q.Value) && p.Value/q.Value < ratio {
					low, mp, sp, ratio = c, p, q, p.Value/q.Value
				}
			}
		}
	}
	if math.IsInf(ratio, 0) {
		return ""
	}
	sc := l.sweepScale(curvesOf(s, low.Workload))
	return l.Say("At shallow depths it is itself slow: at %s in %s it does %s, while %s does %s, which points at the test harness or the CPU rather than at memory.",
		qd(mp.IODepth), l.workloadName(low.Workload), sc.said(mp.Value), l.refName(s, storage), sc.said(sp.Value))
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
	// How long and how often each depth ran is said once, in the lead
	// (runsPhrase); here what that means.
	switch {
	case single && s.ShortRuns() && runtime < math.Inf(1):
		sentences = append(sentences, l.Say("Single runs this short cannot show a drive's cache filling or its background work."))
	case s.ShortRuns():
		sentences = append(sentences, l.Say("Runs this short cannot show a drive's cache filling or its background work."))
	}
	var known, bounds, unknown []string
	for _, n := range s.Noise {
		if math.IsNaN(n.RelSD) {
			unknown = append(unknown, n.System)
			continue
		}
		known = append(known, l.Say("±%s for %s (differences under %s are noise)", l.share(n.RelSD), l.refName(s, n.System), l.share(n.NoiseBound()-1)))
		bounds = append(bounds, l.Say("%s for %s", l.share(n.NoiseBound()-1), l.refName(s, n.System)))
	}
	if len(known) > 0 {
		if repeats {
			sentences = append(sentences, l.Say("The spread of the repeated runs puts the run-to-run noise at %s.", strings.Join(known, "; ")))
		} else {
			// Read from the shape of single runs, not measured by
			// repeats: said as what may be noise.
			sentences = append(sentences, l.Say("Judging by how jagged the curves are, differences below about %s may be noise; repeated runs would settle this.", l.JoinAnd(bounds)))
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
		// The write cache is the flag's to say, once, with its
		// evidence: the verdict gives the depths to set.
		if k := l.kneeAdvice(s, storage[0], workloads); k != "" {
			parts = append(parts, k)
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
	var knees, unsteady, cached []string
	for _, w := range workloads {
		for _, c := range curvesOf(s, w) {
			if c.System != system {
				continue
			}
			switch c.PastKnee {
			case analyze.PastKneeQueueing, analyze.PastKneeFall, analyze.PastKneeSwings, analyze.PastKneeUnsteady:
				knees = append(knees, l.Say("%s in %s", l.kneeDepths(c), l.workloadName(w)))
			default:
				return ""
			}
			// A depth read off an unsteady curve, or off a cache's
			// figures, is said as rough where it is given.
			switch {
			case slices.ContainsFunc(s.Flags, func(f analyze.Flag) bool {
				return f.System == system && f.Workload == w && f.Kind == analyze.FlagWriteCache
			}):
				cached = append(cached, l.workloadName(w))
			case c.PastKnee == analyze.PastKneeUnsteady:
				unsteady = append(unsteady, l.workloadName(w))
			}
		}
	}
	if len(knees) == 0 {
		return ""
	}
	text := l.Capitalize(l.Say("For %s, a queue deeper than where the curve levels off (%s) adds latency, not throughput.",
		l.refName(s, system), l.JoinAnd(knees)))
	if len(unsteady) > 0 {
		text += " " + l.Say("The depth given for %s is rough, as that curve is unsteady.", l.JoinAnd(unsteady))
	}
	if len(cached) > 0 {
		text += " " + l.Say("The depth given for %s most likely describes a write cache, not the storage behind it.", l.JoinAnd(cached))
	}
	return text
}

// kneeDepths is a curve's knee as the noise places it: "QD32 to QD64"
// where it is a range, "QD64" where not.
func (l lang) kneeDepths(c analyze.Curve) string {
	if c.KneeFrom > 0 && c.KneeFrom < c.Knee {
		return l.Say("%s to %s", qd(c.KneeFrom), qd(c.Knee))
	}
	return qd(c.Knee)
}

// sweepLead opens a sweep's article as an editor orders it: one sentence
// of what was measured and how (the targets for what they are, the
// depths and workloads, the runs), then what the storage does in
// absolute figures (each workload's peak, where more depth stops
// paying), then the main caveats: a write cache its figures point to, a
// virtual disk's path. The memory run is a reference of the harness,
// said in its own finding (referenceFinding); the noise is the findings'
// and the method's.
func (l lang) sweepLead(s *analyze.Sweep, workloads []analyze.Workload, systems []string, setups map[string]analyze.SystemSetup) string {
	var names []string
	for _, system := range systems {
		names = append(names, l.leadName(s, system, setups))
	}
	var parts []string
	what := l.sweepWorkloads(s)
	if runs := l.runsPhrase(s); runs != "" {
		parts = append(parts, l.Say("We measured %s at queue depths %s in %s, %s.", l.JoinAnd(names), l.depthRange(s.Curves), what, runs))
	} else {
		parts = append(parts, l.Say("We measured %s at queue depths %s in %s.", l.JoinAnd(names), l.depthRange(s.Curves), what))
	}
	storage := storageOf(s, systems)
	if len(storage) == 1 {
		system := storage[0]
		if p := l.peaksOf(s, system, workloads); p != "" {
			parts = append(parts, l.Capitalize(l.Say("%s peaks at about %s.", l.refName(s, system), p)))
		}
		if d := l.depthPays(s, system, nil); d != "" {
			parts = append(parts, d)
		}
		if c := l.cacheCaveat(s, system, workloads); c != "" {
			parts = append(parts, c)
		}
	} else {
		name := func(system string) string { return l.refName(s, system) }
		for _, system := range storage[:min(len(storage), 2)] {
			if d := l.depthPays(s, system, name); d != "" {
				parts = append(parts, d)
			}
		}
	}
	for _, system := range storage {
		if targetOf(s, system).Kind == analyze.TargetVirtual {
			parts = append(parts, l.Capitalize(l.Say("%s passes its I/O through the hypervisor to the host's storage, so its figures are not a drive's alone.", l.refName(s, system))))
		}
	}
	return strings.Join(parts, " ")
}

// peaksOf is a configuration's peak in each workload, in the tables'
// order: "117,295 IOPS in random 4K read and 1.295 GiB/s in sequential
// 256K read".
func (l lang) peaksOf(s *analyze.Sweep, system string, workloads []analyze.Workload) string {
	var each []string
	for _, w := range workloads {
		curves := curvesOf(s, w)
		for _, c := range curves {
			if c.System == system && c.Max > 0 {
				each = append(each, l.Say("%s in %s", l.sweepScale(curves).said(c.Max), l.workloadName(w)))
			}
		}
	}
	return l.JoinAnd(each)
}

// cacheCaveat is the lead's caveat of a write cache the flags found
// behind a configuration's writes: which workloads' figures it probably
// inflates; the evidence is the flag's, said once.
func (l lang) cacheCaveat(s *analyze.Sweep, system string, workloads []analyze.Workload) string {
	var cached []string
	for _, w := range workloads {
		for _, f := range s.Flags {
			if f.System == system && f.Workload == w && f.Kind == analyze.FlagWriteCache && !slices.Contains(cached, l.workloadName(w)) {
				cached = append(cached, l.workloadName(w))
			}
		}
	}
	if len(cached) == 0 {
		return ""
	}
	if targetOf(s, system).Kind == analyze.TargetVirtual {
		return l.Say("The main caveat: its %s figures outrun its reads, so they probably come from the host's write cache rather than from the storage behind it.", l.JoinAnd(cached))
	}
	return l.Say("The main caveat: its %s figures outrun its reads, so they probably come from a write cache rather than from the storage itself.", l.JoinAnd(cached))
}

// sweepWorkloads names the workloads as a reader takes them in: with one
// block size per pattern, each pattern with its own ("random 4K and
// sequential 256K reads and writes", not "4K to 256K blocks", which
// claims sizes between); otherwise as the comparison does.
func (l lang) sweepWorkloads(s *analyze.Sweep) string {
	cells := sweepCells(s)
	sizes := map[string]int64{}
	var patterns []string
	var dirs []string
	n := 0
	seen := map[analyze.Cell]bool{}
	for _, c := range cells {
		if seen[c] {
			continue
		}
		seen[c] = true
		n++
		if b, ok := sizes[c.Pattern]; ok && b != c.BlockSizeBytes {
			return l.workloadsPhrase(cells)
		}
		if _, ok := sizes[c.Pattern]; !ok {
			patterns = append(patterns, c.Pattern)
		}
		sizes[c.Pattern] = c.BlockSizeBytes
		if c.Direction != datasets.DirectionRead && c.Direction != datasets.DirectionWrite || c.BlockSizeBytes <= 0 {
			return l.workloadsPhrase(cells)
		}
		if !slices.Contains(dirs, c.Direction) {
			dirs = append(dirs, c.Direction)
		}
	}
	if n != len(patterns)*len(dirs) {
		return l.workloadsPhrase(cells)
	}
	slices.SortStableFunc(patterns, func(a, b string) int { return patternRank(a) - patternRank(b) })
	slices.SortStableFunc(dirs, func(a, b string) int { return directionRank(a) - directionRank(b) })
	var ps, ds []string
	for _, p := range patterns {
		switch p {
		case datasets.PatternRandom:
			ps = append(ps, l.Say("random %s", sizeLabel(sizes[p])))
		case datasets.PatternSequential:
			ps = append(ps, l.Say("sequential %s", sizeLabel(sizes[p])))
		default:
			return l.workloadsPhrase(cells)
		}
	}
	for _, d := range dirs {
		ds = append(ds, l.directionPlural(d))
	}
	return l.Say("%d workloads (%s %s)", n, l.JoinAnd(ps), l.JoinAnd(ds))
}

// runsPhrase says how each depth was run, once for the article: "one
// 1 s run per depth", "the median of 3 runs of 10 s per depth"; ""
// where the configurations ran differently or the rows do not say.
func (l lang) runsPhrase(s *analyze.Sweep) string {
	runs, runtime := -1, -1.0
	for _, n := range s.Noise {
		if runs >= 0 && (n.Runs != runs || math.Abs(n.RuntimeS-runtime) > 0.05) {
			return ""
		}
		runs, runtime = n.Runs, n.RuntimeS
	}
	switch {
	case runs <= 0 || !(runtime > 0):
		return ""
	case runs == 1:
		return l.Say("one run of %s per depth", l.seconds(runtime))
	}
	return l.Say("the median of %d runs of %s per depth", runs, l.seconds(runtime))
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
		from := c.Knee
		if c.KneeFrom > 0 {
			from = min(from, c.KneeFrom)
		}
		sp := spans[c.Workload.Pattern]
		if sp == nil {
			sp = &span{from, c.Knee}
			spans[c.Workload.Pattern] = sp
		}
		sp.lo, sp.hi = min(sp.lo, from), max(sp.hi, c.Knee)
	}
	depths := func(sp *span) string {
		if sp.lo == sp.hi {
			return qd(sp.lo)
		}
		return l.Say("%s to %s", qd(sp.lo), qd(sp.hi))
	}
	rnd, seq := spans[datasets.PatternRandom], spans[datasets.PatternSequential]
	if name == nil {
		// The sentence before names the configuration.
		switch {
		case rnd != nil && seq != nil && len(spans) == 2:
			return l.Say("More queue depth stops paying at %s in random I/O and at %s in sequential I/O: past that, only latency grows.", depths(rnd), depths(seq))
		case len(spans) == 1:
			for _, sp := range spans {
				return l.Say("More queue depth stops paying at %s: past that, only latency grows.", depths(sp))
			}
		}
		return ""
	}
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
		part := l.Say("%s: %s, %s at %s", l.workloadName(w), l.configName(s, lead.System), sc.said(lead.Max), qd(lead.Peak))
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

// verdictNoise is the verdict's caveat: for each storage configuration,
// how far apart two of its figures must be to differ beyond the noise
// (each its own: disk's 20% is not tmpfs's 4.8%), and where a knee is a
// range, what would narrow it.
func (l lang) verdictNoise(s *analyze.Sweep, storage []string) string {
	var each []string
	single, ranged := false, false
	for _, system := range storage {
		n := s.NoiseOf(system)
		if math.IsNaN(n.RelSD) {
			continue
		}
		each = append(each, l.Say("%s for %s", l.share(n.NoiseBound()-1), l.refName(s, system)))
		single = single || n.Single()
	}
	for _, c := range s.Curves {
		ranged = ranged || slices.Contains(storage, c.System) && c.KneeFrom > 0 && c.KneeFrom < c.Knee
	}
	if len(each) == 0 {
		return ""
	}
	// The lead and the findings state the noise: where it makes the
	// knees ranges, the verdict says what would narrow them; where not,
	// each storage configuration's own bound.
	if single && ranged {
		return l.Say("Repeated, longer runs would narrow the ranges.")
	}
	return l.Say("A difference between two figures of one configuration is within the run-to-run noise below %s.", l.JoinAnd(each))
}
