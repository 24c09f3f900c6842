package render

import (
	"math"
	"slices"
	"strings"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/words"
)

// writer turns analysis values into sentences, in a language. Each
// sentence states its figures and never claims a win the analysis called a
// tie.
type writer struct {
	a      *analyze.Analysis
	l      lang
	name   func(analyze.Cell) string // a workload in the text
	flags  []analyze.Flag            // figures that cannot be the device alone
	limits analyze.Limits            // the links and ratings given, per system
	// bestOf is N where every figure is its tool's best of N passes
	// (CrystalDiskMark's), which is no single run but shows no spread
	// either; 0 otherwise.
	bestOf int64
	// unalike is set where the figures come from exports of different
	// systems, years or tool versions: the verdict ranks nothing then.
	unalike bool
	// singleRunSaid is set where the verdict's platform choice has said
	// that each figure is a single run, which its caveats do not repeat.
	singleRunSaid bool
	// lone is what a one-system article's setup says of its device and
	// runs (alone.go).
	lone loneSetup
	// causesSaid are the limits ("cpu", "drives") the lead names (or,
	// between two platforms, the findings after who leads), which the
	// verdict does not say again.
	causesSaid map[string]bool
	// apartSessions is set where two platforms were measured in separate
	// sessions (takeSessions).
	apartSessions bool
}

func newWriter(a *analyze.Analysis, l lang) *writer {
	return &writer{a: a, l: l, name: l.cellName}
}

// grouped reports whether systems fall into platforms of several systems.
func (w *writer) grouped() bool { return w.a.Grouping != analyze.Ungrouped }

// figure formats one value of a comparison with its unit, scaled as the
// comparison's figures are: as its table prints it (an editor's {{value}}).
func (l lang) figure(a *analyze.Analysis, c *analyze.Comparison, v float64) string {
	return l.tableFigures(a, c, v)[0]
}

// inProse writes one value of a comparison with its unit as a finding's
// sentence gives it (see prose).
func (l lang) inProse(c *analyze.Comparison, v float64) string { return l.prose(c, v)[0] }

// prose writes values of a comparison as a sentence gives them: about
// three significant figures, never more decimals than the figure's source
// printed, with the language's digit grouping; latency in µs below 1 ms and
// in ms above; and values that differ never read the same (more figures
// where three would make them).
func (l lang) prose(c *analyze.Comparison, vs ...float64) []string {
	values := make([]float64, len(c.Ranking))
	step := 0.0
	for i, f := range c.Ranking {
		values[i] = f.Value
		if step == 0 || f.Resolution > 0 && f.Resolution < step {
			step = f.Resolution
		}
	}
	sc := l.scaleFor(c.Metric, values, step)
	out := make([]string, len(vs))
	for sig := proseFigures; sig <= 8; sig++ {
		for i, v := range vs {
			res := step
			if f, ok := figureOf(c, v); ok && f.Resolution > 0 {
				res = f.Resolution
			}
			out[i] = sc.prose(c.Metric, v, res, sig)
		}
		if distinct(vs, out) {
			break
		}
	}
	return out
}

// shareUnit writes figures said together, "91.2 vs 77.7 GiB/s", with their
// unit once, after the last, where they all have the same one.
func shareUnit(texts []string) []string {
	if len(texts) < 2 {
		return texts
	}
	i := strings.Index(texts[0], " ") // after the number, which has no ASCII space
	if i < 0 {
		return texts
	}
	unit := texts[0][i:]
	for _, t := range texts {
		if !strings.HasSuffix(t, unit) {
			return texts
		}
	}
	out := slices.Clone(texts)
	for j := range out[:len(out)-1] {
		out[j] = strings.TrimSuffix(out[j], unit)
	}
	return out
}

// tableFigures writes values of a comparison as its table row does: in
// one unit (latency in the article's, articleLatencyUnit), with the
// decimals of the figures' resolution.
func (l lang) tableFigures(a *analyze.Analysis, c *analyze.Comparison, vs ...float64) []string {
	values := make([]float64, len(c.Ranking))
	step := 0.0
	for i, f := range c.Ranking {
		values[i] = f.Value
		if step == 0 || f.Resolution > 0 && f.Resolution < step {
			step = f.Resolution
		}
	}
	sc := l.scaleFor(c.Metric, values, step)
	if lat, ok := articleLatencyUnit(a); ok && c.Metric.Family == analyze.FamilyLatency {
		sc = l.latencyIn(lat, values, step)
	}
	out := make([]string, len(vs))
	for i, v := range vs {
		// A figure the source printed with fewer decimals keeps them,
		// as its table cell does: 77.7, never 77.700.
		own := sc
		if f, ok := figureOf(c, v); ok {
			own = sc.ownDecimals(f.Resolution, step)
		}
		out[i] = own.withUnit(v)
	}
	return out
}

// proseFigures is how many significant figures a sentence gives a value.
const proseFigures = 3

// figureOf is the figure of a comparison with a value, if any.
func figureOf(c *analyze.Comparison, v float64) (analyze.Figure, bool) {
	for _, f := range c.Ranking {
		if f.Value == v {
			return f, true
		}
	}
	return analyze.Figure{}, false
}

// distinct reports whether values that differ are written differently.
func distinct(vs []float64, texts []string) bool {
	for i := range vs {
		for j := range i {
			if vs[i] != vs[j] && texts[i] == texts[j] {
				return false
			}
		}
	}
	return true
}

// prose writes one value with sig significant figures in the scale's unit
// (latency in its own: µs below 1 ms, ms above), never with more decimals
// than a rounding step of res base units shows.
func (s scale) prose(m analyze.Metric, v, res float64, sig int) string {
	if !finite(v) {
		return "-"
	}
	if m.Family == analyze.FamilyLatency {
		u := durations[len(durations)-1]
		for _, d := range durations {
			if math.Abs(v) >= d.factor {
				u = d
				break
			}
		}
		s.unit, s.factor = u.name, u.factor
	}
	most := s.decimals
	if res > 0 {
		most = decimalsFor(res, s.factor, 0)
	} else if m.Family == analyze.FamilyLatency {
		most = 3
	}
	x := v / s.factor
	if math.Abs(x) >= plainLimit {
		return s.withUnit(v)
	}
	d := words.SignificantDecimals(x, sig, most)
	x = words.RoundHalfUp(x, d)
	switch s.unit {
	case "%":
		return s.lang.Percent(x, d)
	case "":
		return s.lang.Decimal(x, d)
	}
	return s.lang.Decimal(x, d) + " " + s.unit
}

// withUnit writes a figure with its unit: "1.295 GiB/s", "29.24%".
func (s scale) withUnit(v float64) string {
	switch s.unit {
	case "%":
		return s.lang.percent(v/s.factor, s.decimals)
	case "":
		return s.format(v)
	}
	return s.format(v) + " " + s.unit
}

// finding says one of the analysis's findings.
func (w *writer) finding(f analyze.Finding) string {
	switch f := f.(type) {
	case *analyze.DirectionLeads:
		return w.directionLeads(f)
	case *analyze.CPUBound:
		return w.cpuBound(f)
	case *analyze.HardwareBound:
		return w.hardwareBound(f)
	case *analyze.PlatformPair:
		return w.platformPair(f)
	case *analyze.CPUSaving:
		return w.cpuSaving(f)
	case *analyze.CPUCost:
		return w.cpuCost(f)
	case *analyze.EfficiencyLead:
		return w.efficiency(f)
	case *analyze.LatencyGap:
		return w.latency(f)
	case *analyze.Tie:
		return w.tie(f)
	}
	return ""
}

// headlineMetric is the throughput metric findings lead with: bandwidth
// where the data has it, else IOPS.
func (w *writer) headlineMetric() analyze.Metric {
	for _, m := range w.a.Metrics {
		if m.Name == analyze.Bandwidth.Name {
			return m
		}
	}
	return analyze.IOPS
}

func (w *writer) headlineFamily() analyze.Family { return w.headlineMetric().Family }

func (w *writer) comparisons(m analyze.Metric) []*analyze.Comparison {
	var out []*analyze.Comparison
	for i := range w.a.Comparisons {
		if w.a.Comparisons[i].Metric.Name == m.Name {
			out = append(out, &w.a.Comparisons[i])
		}
	}
	return out
}

// directionRanks orders the directions an article speaks of.
var directionRanks = map[string]int{datasets.DirectionRead: 0, datasets.DirectionWrite: 1, datasets.DirectionMixed: 2, datasets.DirectionTrim: 3}

func directionRank(d string) int { return directionRanks[d] }

// aloneIn says, for each system that ran some tests of a direction
// alone, which: a test of one system has no winner and is not among the
// results counted.
func (w *writer) aloneIn(dir string) []string {
	var systems []string
	cells := map[string][]string{}
	for _, c := range w.comparisons(w.headlineMetric()) {
		if c.Cell.Direction != dir || c.Compared() || len(c.Ranking) != 1 {
			continue
		}
		s := c.Ranking[0].System
		if cells[s] == nil {
			systems = append(systems, s)
		}
		cells[s] = append(cells[s], w.name(c.Cell))
	}
	var out []string
	for _, s := range systems {
		out = append(out, w.l.Say("%s ran %s alone, so no one leads there", s, w.l.JoinAnd(cells[s])))
	}
	return out
}

// directionLeads says who leads a direction, each side with its margins,
// and how many results no one leads.
func (w *writer) directionLeads(d *analyze.DirectionLeads) string {
	l := w.l
	var parts []string
	for _, c := range d.Counts {
		parts = append(parts, w.leads(c.Name, c.Wins, c.Cells, c.Present, c.Leads))
	}
	s := l.Say("%s: %s", l.familyDirection(d.Family, d.Direction), l.contrast(parts))
	if len(parts) == 0 {
		s = l.Say("%s: no outright lead", l.familyDirection(d.Family, d.Direction))
	}
	ties, open := w.splitTies(d.Tied)
	var rest []string
	if len(d.Unequal) > 0 { // not wins: what the deeper queue buys
		_, ignored := w.depthIgnored()
		switch {
		case len(parts) == 0 && ties == 0 && open == 0 && ignored:
			s = l.noEqualTest(d.Direction)
		case len(parts) == 0 && ties == 0 && open == 0:
			s = l.Say("%s: no result at equal queues", l.familyDirection(d.Family, d.Direction))
		case len(parts) == 0:
			s = l.Say("%s: no outright lead at equal queues", l.familyDirection(d.Family, d.Direction))
		}
		if ignored {
			rest = append(rest, w.ignoredClause(d.Unequal[0], len(d.Unequal)))
		} else {
			rest = append(rest, w.unequalClause(d.Unequal[0], len(d.Unequal)))
		}
	}
	if ties > 0 {
		rest = append(rest, l.ties(ties))
	}
	switch {
	case open > 0 && w.openSaid(d.Tied):
		// Said with the others the runs could not tell apart.
		if len(parts) == 0 && len(rest) == 0 && ties == 0 && len(w.aloneIn(d.Direction)) == 0 {
			return ""
		}
	case open > 0:
		rest = append(rest, l.Say("%d results are open: their difference is not significant", open))
	}
	// A lead of repeated runs that spread widely is said with its spread,
	// once: not again where the lead says it.
	if len(d.Counts) > 0 && len(d.Counts[0].Leads) > 0 {
		top := d.Counts[0].Leads[0]
		if c := w.comparison(top.Metric, top.Cell); c != nil {
			if sp := w.spreadClause(c); sp != "" && !sameComparison(c, w.leadSpread()) {
				rest = append(rest, sp)
			}
		}
	}
	rest = append(rest, w.aloneIn(d.Direction)...)
	if len(rest) > 0 {
		return l.Say("%s; %s.", s, strings.Join(rest, "; "))
	}
	return l.Say("%s.", s)
}

// contrast joins the leads of two sides as a contrast ("…, while Linux
// leads 1 of 4"; Polish "…, a Linux …", never "i"), more as a list.
func (l lang) contrast(parts []string) string {
	if len(parts) == 2 {
		return l.Say("%s, while %s", parts[0], parts[1])
	}
	return l.JoinAnd(parts)
}

// leads says how many results a name leads and by how much: "Linux leads
// 3 of 4, by 3.2% to 4.4% (most in sequential 64K write, 52.3 vs 50.1
// GiB/s)". A name that ran only some of the results is counted over those
// it ran.
func (w *writer) leads(name string, wins, cells, present int, leads []analyze.Lead) string {
	l := w.l
	s := l.Say("%s leads %d of %d", name, wins, cells)
	switch {
	case wins == 1 && cells == 1 && present == 1:
		s = l.Say("%s leads the one test", name) // never "1 of 1"
	// The cells counted are those compared, of two systems or more: a
	// test one system ran alone is no win (directionLeads says which).
	case present < cells && wins == present:
		s = l.Say("%s leads all %d it shared with another system", name, wins)
	case present < cells:
		s = l.Say("%s leads %d of the %d it shared with another system", name, wins, present)
	}
	if len(leads) == 0 {
		return s
	}
	top := leads[0]
	c := w.comparison(top.Metric, top.Cell)
	v := shareUnit(l.prose(c, top.Value, top.Other))
	if len(leads) == 1 {
		return l.Say("%s, %s", s, l.Say("by %s (%s, %s vs %s)", l.margin(top.Pct), w.name(top.Cell), v[0], v[1]))
	}
	low := leads[len(leads)-1]
	if w.leadMargin(low) != l.margin(low.Pct) || w.leadMargin(top) != l.margin(top.Pct) {
		// A margin of a figure printed to few digits is only as precise as
		// they are: "by 6.6% to about 65%".
		return l.Say("%s, %s", s, l.Say("by %s to %s (most in %s, %s vs %s)", w.leadMargin(low), w.leadMargin(top), w.name(top.Cell), v[0], v[1]))
	}
	if l.margin(low.Pct) == l.margin(top.Pct) { // never "by 2.0× to 2.0×"
		return l.Say("%s, %s", s, l.Say("by %s (%s, %s vs %s)", l.margin(top.Pct), w.name(top.Cell), v[0], v[1]))
	}
	return l.Say("%s, %s", s, l.Say("by %s to %s (most in %s, %s vs %s)", l.margin(low.Pct), l.margin(top.Pct), w.name(top.Cell), v[0], v[1]))
}

// leadMargin writes a lead's margin as precisely as its figures allow:
// where their printed rounding steps (6.1 GiB/s: ±0.05) leave the margin
// uncertain by a point or more, to whole per cent, "about 65%" (6.1
// against 10.058 is 63.5% to 66.2%).
func (w *writer) leadMargin(ld analyze.Lead) string {
	l := w.l
	c := w.comparison(ld.Metric, ld.Cell)
	if c == nil || ld.Pct >= 100 {
		return l.margin(ld.Pct)
	}
	fv, ok1 := c.Figure(ld.Winner)
	fo, ok2 := c.Figure(ld.Against)
	if !ok1 || !ok2 || fv.Resolution <= 0 && fo.Resolution <= 0 {
		return l.margin(ld.Pct)
	}
	rv, ro := math.Max(fv.Resolution, 0)/2, math.Max(fo.Resolution, 0)/2
	lo := ld.Metric.LeadPct(ld.Value-rv, ld.Other+ro)
	hi := ld.Metric.LeadPct(ld.Value+rv, ld.Other-ro)
	if !ld.Metric.HigherIsBetter {
		lo, hi = ld.Metric.LeadPct(ld.Value+rv, ld.Other-ro), ld.Metric.LeadPct(ld.Value-rv, ld.Other+ro)
	}
	if !finite(lo) || !finite(hi) || math.Abs(hi-lo) < 1 {
		return l.margin(ld.Pct)
	}
	return l.Say("about %s", l.Percent(math.Round(ld.Pct), 0))
}

// margin writes a lead: "17.3%", or from twice on "24×", as an editor
// does, never "+2,300.4%".
func (l lang) margin(pct float64) string {
	if pct >= 100 {
		return l.Multiple(1 + pct/100)
	}
	return l.pct(pct)
}

// familyDirection heads a win count: "Bandwidth reads".
func (l lang) familyDirection(fam analyze.Family, dir string) string {
	switch string(fam) + " " + dir {
	case "bandwidth read":
		return l.Say("Read bandwidth")
	case "bandwidth write":
		return l.Say("Write bandwidth")
	case "bandwidth mixed":
		return l.Say("Bandwidth mixed workloads")
	case "bandwidth trim":
		return l.Say("Bandwidth trims")
	case "iops read":
		return l.Say("IOPS reads")
	case "iops write":
		return l.Say("IOPS writes")
	case "iops mixed":
		return l.Say("IOPS mixed workloads")
	case "iops trim":
		return l.Say("IOPS trims")
	}
	return l.Capitalize(string(fam)) + " " + l.direction(dir) // a family or direction the schema does not know
}

// cpuBound says where systems ran the CPU at the bound, with the figures
// that show it.
func (w *writer) cpuBound(b *analyze.CPUBound) string {
	l := w.l
	cpu, work := w.comparison(analyze.CPUTotal, b.Cell), w.comparison(b.Work, b.Cell)
	s := l.Capitalize(l.Say("In %s, %s ran at %s CPU for %s, which points to the processor rather than the drives as the limit.",
		w.name(b.Cell), l.JoinAnd(b.Systems), l.JoinAnd(l.prose(cpu, b.CPU...)), l.JoinAnd(shareUnit(l.prose(work, b.BoundWork...)))))
	if b.Free == "" {
		return s
	}
	// The free system's figures in the same sentence: a contrast, not a
	// stub of its own.
	return l.Capitalize(l.Say("In %s, %s ran at %s CPU for %s, which points to the processor rather than the drives as the limit, while %s reached %s at %s CPU.",
		w.name(b.Cell), l.JoinAnd(b.Systems), l.JoinAnd(l.prose(cpu, b.CPU...)), l.JoinAnd(shareUnit(l.prose(work, b.BoundWork...))),
		b.Free, l.prose(work, b.FreeWork)[0], l.prose(cpu, b.FreeCPU)[0]))
}

// hardwareBound says where every system ties with the CPU to spare: the
// drives under them set the limit.
func (w *writer) hardwareBound(h *analyze.HardwareBound) string {
	l := w.l
	work := w.comparison(h.Work, h.Cell)
	rng := shareUnit(l.tableFigures(w.a, work, h.Low, h.High)) // a tie's range shows its digits as the tables do
	perDrive := l.prose(work, h.PerDrive)[0]
	if math.IsNaN(h.CPULow) {
		return l.Capitalize(l.Say("%s is a tie on %s, %s to %s: about %s per drive over the %d drives, which suggests the drives, not the software, set the limit.",
			w.name(h.Cell), l.countSystems(len(h.Systems)), rng[0], rng[1], perDrive, h.Drives))
	}
	cpu := l.tableFigures(w.a, w.comparison(analyze.CPUTotal, h.Cell), h.CPULow, h.CPUHigh)
	return l.Capitalize(l.Say("%s is a tie on %s, %s to %s, at %s to %s CPU: about %s per drive over the %d drives, which suggests the drives, not the software, set the limit.",
		w.name(h.Cell), l.countSystems(len(h.Systems)), rng[0], rng[1], cpu[0], cpu[1], perDrive, h.Drives))
}

// platformPair compares two systems of one platform, each side sized.
func (w *writer) platformPair(p *analyze.PlatformPair) string {
	l := w.l
	a, b := p.Sides[0], p.Sides[1]
	head := l.Say("Bandwidth, %s against %s", a.System, b.System)
	close := p.MaxGapPct <= closePairs*w.tiePct()
	switch {
	case p.Metric.Name == analyze.IOPS.Name && close:
		head = l.Say("IOPS, %s against %s, never more than %s apart", a.System, b.System, l.pct(p.MaxGapPct))
	case p.Metric.Name == analyze.IOPS.Name:
		head = l.Say("IOPS, %s against %s", a.System, b.System)
	case close:
		head = l.Say("Bandwidth, %s against %s, never more than %s apart", a.System, b.System, l.pct(p.MaxGapPct))
	}
	// Two systems named by their platform and what sets them apart:
	// "Native vs Non-Native on Windows".
	if g, ok := w.platformName(a.System); ok && p.Metric.Name == analyze.Bandwidth.Name {
		if sa, sb, ok := stackNames(g, a.System, b.System); ok {
			head = l.Say("%s vs %s on %s", sa, sb, g)
			if close {
				head = l.Say("%s vs %s on %s (never more than %s apart)", sa, sb, g, l.pct(p.MaxGapPct))
			}
		}
	}
	// Single runs never more than a few tie thresholds apart are too
	// close to rank, and the finding does not rank them after saying so
	// (editors, round 7): no count of who was ahead where.
	if close && w.singleRuns() && p.Metric.Name == analyze.Bandwidth.Name && (len(p.Sides[0].Leads) > 0 || len(p.Sides[1].Leads) > 0) {
		// Too close in bandwidth need not be in CPU: where one of the
		// two spends clearly more, the bullet says so, and the CPU
		// finding is not said again.
		if lean, costly, said := w.pairCPU(p); len(said) > 0 {
			s := l.Say("%s: in bandwidth, too close to rank from single runs; in CPU use, %s spent far more than %s in %s.", head, costly, lean, l.JoinAnd(w.cpuMultiples(said, costly, lean)))
			// How often the costly one needed more, and how near the two
			// were in the rest: two tests are not the whole story
			// (editors, round 9: "clearly leaner" from two of eight),
			// each with its figures (round 11: "at least 10%" undersold
			// 29% and 39%).
			also, rest, points := w.cpuApart(costly, lean, said)
			switch {
			case rest == 0:
			case len(also) > 0:
				s += " " + l.Say("For about the same bandwidth it also needed more CPU in %s; in the other %s tests the two were within %s percentage points of each other.", l.JoinAnd(w.cpuMultiples(also, costly, lean)), l.count(rest), l.Decimal(points, 1))
			default:
				s += " " + l.Say("In the other %s tests the two were within %s percentage points of each other.", l.count(rest), l.Decimal(points, 1))
			}
			return s
		}
		return l.Say("%s: too close to rank from single runs.", head)
	}
	var parts []string
	for _, side := range p.Sides {
		if len(side.Leads) > 0 {
			parts = append(parts, w.leads(side.System, len(side.Leads), p.Cells, p.Cells, side.Leads))
		}
	}
	s := l.Say("%s: %s", head, l.contrast(parts))
	if len(parts) == 0 {
		s = l.Say("%s: no outright lead", head)
	}
	var rest []string
	if p.Ties > 0 {
		rest = append(rest, l.ties(p.Ties))
	}
	rest = append(rest, w.pairQueues(p)...)
	if len(rest) > 0 {
		return l.Say("%s; %s.", s, strings.Join(rest, "; "))
	}
	return l.Say("%s.", s)
}

// stackNames are two systems' names without the platform's they share
// ("Native", "Non-Native" of Windows); false where either lacks it.
func stackNames(platform, a, b string) (string, string, bool) {
	sa, okA := strings.CutPrefix(a, platform+" ")
	sb, okB := strings.CutPrefix(b, platform+" ")
	return sa, sb, okA && okB && sa != "" && sb != ""
}

// ties says how many results are ties: "one is a tie", "three are ties".
func (l lang) ties(n int) string {
	if n == 1 {
		return l.Say("one is a tie")
	}
	return l.Say("%s are ties", l.count(n))
}

// closePairs is how many tie thresholds apart two systems of a platform
// may be everywhere and still be said never to be further apart: 5% at
// the default 1%, the spread of single runs.
const closePairs = 5

// cpuSaving says where one system used clearly less CPU for the same
// work: the only place "less CPU" is a saving.
func (w *writer) cpuSaving(s *analyze.CPUSaving) string {
	l := w.l
	work := shareUnit(l.prose(w.comparison(s.Work, s.Cell), s.LowerWork, s.HigherWork))
	cpu := l.prose(w.comparison(analyze.CPUTotal, s.Cell), s.LowerCPU, s.HigherCPU)
	if ratio := s.HigherCPU / s.LowerCPU; ratio >= 2 {
		return l.Capitalize(l.Say("%s, where %s and %s do the same work (%s and %s): %s uses %s the CPU of %s (%s vs %s).",
			w.name(s.Cell), s.Lower, s.Higher, work[0], work[1], s.Higher, l.Multiple(ratio), s.Lower, cpu[1], cpu[0]))
	}
	return l.Capitalize(l.Say("%s, where %s and %s do the same work (%s and %s): %s uses %s less CPU (%s vs %s).",
		w.name(s.Cell), s.Lower, s.Higher, work[0], work[1], s.Lower, l.pct(s.Pct), cpu[0], cpu[1]))
}

// pairCPU is, for two systems too close in bandwidth to rank, where one
// spends clearly more CPU (a CPUCost finding of it): the leaner, the
// costlier, and the tests where the costlier spent more (cpuMultiples
// says them); none where no such finding names one of the two.
func (w *writer) pairCPU(p *analyze.PlatformPair) (lean, costly string, cells []analyze.Cell) {
	for _, f := range w.a.Findings() {
		c, ok := f.(*analyze.CPUCost)
		if !ok || len(c.Cells) == 0 || c.Cells[0].Ratio <= 1 {
			continue
		}
		switch c.System {
		case p.Sides[0].System:
			lean = p.Sides[1].System
		case p.Sides[1].System:
			lean = p.Sides[0].System
		default:
			continue
		}
		for _, cc := range c.Cells {
			if hi, lo, ok := w.cpuOf(cc.Cell, c.System, lean); ok && hi > lo {
				cells = append(cells, cc.Cell)
			}
		}
		return lean, c.System, cells
	}
	return "", "", nil
}

// cpuOf is two systems' CPU use in a cell; false where either lacks one,
// or the second's is not above zero.
func (w *writer) cpuOf(c analyze.Cell, a, b string) (float64, float64, bool) {
	cpu := w.comparison(analyze.CPUTotal, c)
	if cpu == nil {
		return 0, 0, false
	}
	fa, ok1 := cpu.Figure(a)
	fb, ok2 := cpu.Figure(b)
	return fa.Value, fb.Value, ok1 && ok2 && fb.Value > 0
}

// cpuMultiples say, for each cell, the costly system's CPU use as a
// multiple of the lean one's, with both figures as the tables print
// them: "random 4K write (2.0× the CPU, 45.76% vs 22.80%)".
func (w *writer) cpuMultiples(cells []analyze.Cell, costly, lean string) []string {
	l := w.l
	var out []string
	for _, c := range cells {
		hi, lo, _ := w.cpuOf(c, costly, lean)
		v := l.tableFigures(w.a, w.comparison(analyze.CPUTotal, c), hi, lo)
		out = append(out, l.Say("%s (%s the CPU, %s vs %s)", w.name(c), l.Multiple(hi/lo), v[0], v[1]))
	}
	return out
}

// cpuApart lists, over the cells of two systems of one platform, where
// the costly one used a tenth more CPU or more (cpuApartRatio) beyond
// the cells already said, and counts the rest, with the largest gap
// between the two in the rest, in percentage points.
func (w *writer) cpuApart(costly, lean string, said []analyze.Cell) (also []analyze.Cell, rest int, points float64) {
	for _, c := range w.a.Cells {
		hi, lo, ok := w.cpuOf(c, costly, lean)
		switch {
		case !ok:
		case hi >= cpuApartRatio*lo:
			if !slices.Contains(said, c) {
				also = append(also, c)
			}
		default:
			rest++
			points = math.Max(points, math.Abs(hi-lo))
		}
	}
	return also, rest, points
}

// cpuApartRatio is the share more CPU from which one of two systems is
// said to need more than the other: a tenth, well clear of the
// counters' rounding and of run-to-run noise.
const cpuApartRatio = 1.1

// pairSaysCPU says whether a bullet of two systems too close to rank
// says a CPUCost finding (pairCPU), so that it is not said twice.
func (w *writer) pairSaysCPU(c *analyze.CPUCost) bool {
	if !w.singleRuns() {
		return false
	}
	for _, f := range w.a.Findings() {
		p, ok := f.(*analyze.PlatformPair)
		if !ok || p.Metric.Name != analyze.Bandwidth.Name || p.MaxGapPct > closePairs*w.tiePct() || len(p.Sides[0].Leads)+len(p.Sides[1].Leads) == 0 {
			continue
		}
		if _, costly, cells := w.pairCPU(p); len(cells) > 0 && costly == c.System {
			return true
		}
	}
	return false
}

// cpuCost says, in one sentence, where a system's CPU per unit of work is
// far from the other systems': the ratio and both figures it is of, CPU
// per unit of work (the system's and the others' median), one measure.
func (w *writer) cpuCost(c *analyze.CPUCost) string {
	l := w.l
	if w.pairSaysCPU(c) {
		return ""
	}
	var parts []string
	high := c.Cells[0].Ratio > 1
	for _, cc := range c.Cells {
		per, unit := w.cpuPerWork(c.Work, cc)
		if high {
			parts = append(parts, l.Say("%s their median in %s (%s vs %s CPU per %s)", l.Multiple(cc.Ratio), w.name(cc.Cell), per[0], per[1], unit))
		} else {
			parts = append(parts, l.Say("%s less than their median in %s (%s vs %s CPU per %s)", l.pct((1-cc.Ratio)*100), w.name(cc.Cell), per[0], per[1], unit))
		}
	}
	// Where, not "in these results": elsewhere the system may be level
	// with the others.
	var cells []analyze.Cell
	for _, cc := range c.Cells {
		cells = append(cells, cc.Cell)
	}
	if high {
		return l.Capitalize(l.Say("In %s, %s spends more CPU per unit of work than the other systems: %s.", w.cellNames(cells), c.System, l.JoinAnd(parts)))
	}
	return l.Capitalize(l.Say("In %s, %s spends less CPU per unit of work than the other systems: %s.", w.cellNames(cells), c.System, l.JoinAnd(parts)))
}

// cpuPerWork writes a CPUCost cell's CPU per unit of work, the system's
// and the others' median (its own over the ratio), as percentages of
// the machine's CPU per unit of the work as the tables print it (GiB/s,
// or a thousand IOPS), and that unit.
func (w *writer) cpuPerWork(work analyze.Metric, cc analyze.CostCell) ([]string, string) {
	l := w.l
	var values []float64
	if cmp := w.comparison(work, cc.Cell); cmp != nil {
		for _, f := range cmp.Ranking {
			values = append(values, f.Value)
		}
	}
	sc := l.scaleFor(work, values, 0)
	factor, unit := sc.factor, sc.unit
	if work.Family == analyze.FamilyIOPS {
		factor, unit = 1000, l.Say("%s IOPS", l.Int(1000))
	}
	mine := cc.CPU / (cc.Work / factor)
	vs := []float64{mine, mine / cc.Ratio}
	out := make([]string, len(vs))
	for sig := proseFigures; sig <= 8; sig++ {
		for i, v := range vs {
			d := words.SignificantDecimals(v, sig, 3)
			out[i] = l.Percent(words.RoundHalfUp(v, d), d)
		}
		if distinct(vs, out) {
			break
		}
	}
	return out, unit
}

// efficiency says who does the most work per unit of CPU, and its largest
// margin with both figures.
func (w *writer) efficiency(e *analyze.EfficiencyLead) string {
	l := w.l
	top := e.Largest
	v := shareUnit(l.prose(w.comparison(top.Metric, top.Cell), top.Value, top.Other))
	args := []any{e.System, e.Wins, e.Cells, w.name(top.Cell), l.margin(top.Pct), w.rival(top.Against), v[0], v[1]}
	switch {
	case e.Metric.Name == analyze.IOPSPerCPU.Name && top.Pct >= 100:
		return l.Say("Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the IOPS per %% of CPU of %s (%s vs %s).", args...)
	case e.Metric.Name == analyze.IOPSPerCPU.Name:
		return l.Say("Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more IOPS per %% of CPU than %s (%s vs %s).", args...)
	case top.Pct >= 100:
		return l.Say("Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s the bandwidth per %% of CPU of %s (%s vs %s).", args...)
	}
	return l.Say("Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more bandwidth per %% of CPU than %s (%s vs %s).", args...)
}

// rival names the system a lead is measured against: between platforms
// that is the best of the other platform, which the name alone does not
// say (the other platform's runner-up may be closer to the leader).
func (w *writer) rival(system string) string {
	if !w.grouped() {
		return system
	}
	for _, g := range w.a.Groups {
		if len(g.Systems) > 1 && slices.Contains(g.Systems, system) {
			return w.l.Say("the best %s system, %s", g.Name, system)
		}
	}
	return system
}

// latencyParts say the largest latency gap, in time and as a share: the
// largest in time, which need not be the largest share, so it says
// "absolute". Where the systems kept different queues in some cells, it
// says so with the counts, and gives the largest gap only of the cells
// where the queues matched. A genuine lead and the unlike queues are two
// parts, which the findings list apart.
func (w *writer) latencyParts(g *analyze.LatencyGap) []string {
	l := w.l
	ld := g.Lead
	unequal := slices.ContainsFunc(g.Unequal, func(q analyze.QueueGap) bool { return q.Cell == ld.Cell })
	var out []string
	if ld.Winner != "" {
		c := w.comparison(ld.Metric, ld.Cell)
		// The gap is that of the figures as printed (340 and 1,050 µs are
		// 710 apart, not 709), where they are printed to about three
		// figures.
		v := w.latencyText(c, ld.Value, ld.Other, printedGap(ld.Value, ld.Other))
		// A latency is that of the queue the system kept: one that kept
		// far fewer I/Os in flight (a synchronous engine given a depth)
		// waits less for each, and does less.
		mine, theirs := w.inFlight(ld.Cell, ld.Winner, ld.Value), w.inFlight(ld.Cell, ld.Against, ld.Other)
		_, earned := w.a.LatencyLeadAt(ld.Cell)
		switch ratio := ld.Ratio(); {
		case earned && theirs > mine:
			// Little's law: fewer in flight and yet the most IOPS, so
			// the shorter wait is the system's, not the queue's; every
			// test where the same system won so is said with it.
			out = append(out, w.earnedLatency(ld))
		case len(g.Unequal) == 0 && w.sameInFlight(ld, mine, theirs):
			// Little's law: at equal I/Os in flight the latencies are the
			// throughputs' ratio inverted, which the lead of that cell says.
			return nil
		case mine > 0 && theirs >= 2*mine:
			// Not a win: the lower latency is that of the shallower queue.
			return []string{l.Say("Latency at unequal queues: in %s, %s ran at a queue depth of about %s, each I/O done in %s on average, against %s for %s at %s: its lower latency comes from requests that never waited in a queue, not from a faster engine.",
				w.name(ld.Cell), ld.Winner, l.about(mine), v[0], l.about(theirs), ld.Against, v[1])}
		case unequal:
		case len(g.Unequal) > 0 && ratio >= 2:
			out = append(out, l.Say("Where the queues matched, the largest absolute latency gap is in %s, %s at %s against %s at %s, %s as long (%s apart).",
				w.name(ld.Cell), ld.Winner, v[0], ld.Against, v[1], l.Multiple(ratio), v[2]))
		case len(g.Unequal) > 0:
			out = append(out, l.Say("Where the queues matched, the largest absolute latency gap is in %s, %s %s vs %s %s, %s lower (%s apart).",
				w.name(ld.Cell), ld.Winner, v[0], ld.Against, v[1], l.pct(ld.Pct), v[2]))
		case ratio >= 2:
			out = append(out, l.Say("Largest absolute latency gap: %s, %s at %s against %s at %s, %s as long (%s apart).",
				w.name(ld.Cell), ld.Winner, v[0], ld.Against, v[1], l.Multiple(ratio), v[2]))
		default:
			out = append(out, l.Say("Largest absolute latency gap: %s, %s %s vs %s %s, %s lower (%s apart).",
				w.name(ld.Cell), ld.Winner, v[0], ld.Against, v[1], l.pct(ld.Pct), v[2]))
		}
	}
	// A genuine lead first, then where the queues' caveat holds.
	switch _, earned := w.a.LatencyLeadAt(ld.Cell); {
	case len(g.Unequal) > 0 && earned && ld.Winner != "":
		out = append(out, w.latencyQueues(g.Unequal))
	case len(g.Unequal) > 0:
		out = append([]string{w.latencyQueues(g.Unequal)}, out...)
	}
	return out
}

// latency is the latency finding in one paragraph.
func (w *writer) latency(g *analyze.LatencyGap) string {
	return strings.Join(w.latencyParts(g), " ")
}

// earnedLatency says a genuine latency lead (analyze.LatencyLeadAt): the
// system with the lowest mean latency also did the most IOPS, with fewer
// I/Os in flight than the one it is measured against. The tests where
// the same system led so against the same rival are said together
// (article 1: Windows Native in random 4K and 64K read).
func (w *writer) earnedLatency(ld analyze.Lead) string {
	l := w.l
	var cells []string
	var mine, theirs, vs, others []string
	for _, c := range w.a.Cells {
		lat := w.comparison(analyze.LatencyMean, c)
		if _, earned := w.a.LatencyLeadAt(c); !earned || lat == nil || lat.Winner != ld.Winner {
			continue
		}
		f, ok1 := lat.Figure(ld.Winner)
		o, ok2 := lat.Figure(ld.Against)
		m, t := w.a.InFlight(c, ld.Winner), w.a.InFlight(c, ld.Against)
		if c != ld.Cell && (!ok1 || !ok2 || !(m > 0) || !(t > m) || !(f.Value < o.Value) || !w.bestOfItsPlatform(lat, ld.Against)) {
			continue
		}
		v := w.latencyText(lat, f.Value, o.Value)
		cells, vs, others = append(cells, w.name(c)), append(vs, v[0]), append(others, v[1])
		mine, theirs = append(mine, l.sig3(m)), append(theirs, l.sig3(t))
	}
	return l.Capitalize(l.Say("In %s, %s had the lowest mean latency (%s against %s for %s) and still delivered the most IOPS, with fewer I/Os in flight (about %s against %s): its shorter waits cost it no throughput.",
		l.JoinAnd(cells), ld.Winner, l.JoinAnd(vs), l.JoinAnd(others), ld.Against, l.JoinAnd(mine), l.JoinAnd(theirs)))
}

// bestOfItsPlatform says whether a system has the best figure of its
// platform in a comparison (every lead between platforms is measured
// against it); true where the systems are not grouped.
func (w *writer) bestOfItsPlatform(c *analyze.Comparison, system string) bool {
	g, ok := w.platform(system)
	if !ok {
		return true
	}
	for _, f := range c.Ranking {
		if slices.Contains(g.Systems, f.System) {
			return f.System == system
		}
	}
	return false
}

// latencyText writes latencies as a sentence gives them, in the unit of
// the article's tables where it has one (0.809 ms, as the table prints
// it, never 809 µs beside it), else as prose does.
func (w *writer) latencyText(c *analyze.Comparison, vs ...float64) []string {
	if _, ok := articleLatencyUnit(w.a); ok {
		return w.l.tableFigures(w.a, c, vs...)
	}
	return w.l.prose(c, vs...)
}

// latencyQueues says where the systems kept different numbers of I/Os in
// flight, with the counts of the two systems furthest apart (Little's
// law: IOPS times mean latency): a shorter queue waits less, so those
// mean latencies are not compared, and the tables mark none best.
func (w *writer) latencyQueues(gaps []analyze.QueueGap) string {
	l := w.l
	widest := gaps[0]
	var cells []analyze.Cell
	for _, q := range gaps {
		cells = append(cells, q.Cell)
		if q.HighN/q.LowN > widest.HighN/widest.LowN {
			widest = q
		}
	}
	span := func(system string) string {
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, c := range cells {
			if n := w.a.InFlight(c, system); n > 0 {
				lo, hi = math.Min(lo, n), math.Max(hi, n)
			}
		}
		return l.fromTo(l.sig3(lo), l.sig3(hi))
	}
	// Two platforms, one always the shorter queue: the ranges the lead
	// gives, of every system, and the cut-off.
	if q, ok := w.platformQueues(); ok && slices.Equal(q.cells, cells) {
		// One system the fastest in every such test is named, with its
		// own queue in each (editors, round 9: not the ranges of every
		// system, and no count that reads as "only there").
		if fastest, counts := w.fastestQueues(cells); fastest != "" {
			return l.Capitalize(l.Say("In %s the lowest mean latency was %s's, which kept far fewer I/Os in flight (IOPS × mean latency: about %s against %s for %s) and did not deliver the most IOPS: its shorter waits come from the shallower queue, so we do not compare mean latencies there.",
				w.cellNames(cells), fastest, l.JoinAnd(counts), l.inFlightRange(q.hi), q.high))
		}
		return l.Capitalize(l.Say("In %s the systems with the lowest mean latency kept fewer I/Os in flight (IOPS × mean latency; %s or more apart, about %s for %s against %s for %s) and did not deliver the most IOPS: their shorter waits come from the shallower queues, so we do not compare mean latencies there.",
			w.cellNames(cells), l.queueCut(), l.inFlightRange(q.lo), q.low, l.inFlightRange(q.hi), q.high))
	}
	return l.Capitalize(l.Say("In %s the systems kept different numbers of I/Os in flight (IOPS × mean latency), about %s for %s against %s for %s; fewer queued I/Os mean shorter waits, so their mean latencies are not compared there and none is marked best.",
		w.cellNames(cells), span(widest.Low), widest.Low, span(widest.High), widest.High))
}

// fastestQueues is the system with the lowest mean latency in every one
// of the cells, and the I/Os it kept in flight in each; "" where the
// fastest differs between them.
func (w *writer) fastestQueues(cells []analyze.Cell) (string, []string) {
	fastest := ""
	var counts []string
	for _, c := range cells {
		lat := w.comparison(analyze.LatencyMean, c)
		if lat == nil || len(lat.Ranking) == 0 {
			return "", nil
		}
		best := lat.Best().System
		n := w.a.InFlight(c, best)
		if fastest != "" && best != fastest || !(n > 0) {
			return "", nil
		}
		fastest = best
		counts = append(counts, w.l.sig3(n))
	}
	return fastest, counts
}

// inFlight is how many I/Os a system kept in flight in a cell on
// average, by Little's law: its IOPS times its mean latency (in ns);
// 0 where the cell has no IOPS of it.
func (w *writer) inFlight(c analyze.Cell, system string, latencyNs float64) float64 {
	iops := w.comparison(analyze.IOPS, c)
	if iops == nil {
		return 0
	}
	f, ok := iops.Figure(system)
	if !ok || !finite(f.Value) || !finite(latencyNs) {
		return 0
	}
	return f.Value * latencyNs / 1e9
}

// tie names a cell where platforms (or systems) cannot be told apart, and
// why.
func (w *writer) tie(t *analyze.Tie) string {
	l := w.l
	c := t.Comparison
	spread := 0.0 // all at zero
	if t.High > 0 {
		spread = (t.High - t.Low) / t.High * 100
	}
	why := l.Say("below the %s tie threshold", l.pct(w.tiePct()))
	switch c.TieReason {
	case "resolution":
		why = l.Say("within the figures' printed resolution")
	case "not significant":
		// The level and the correction are the method note's, said once
		// there; a finding gives its own p.
		why = l.Say("not a significant difference over the repeated runs")
		for _, f := range c.Ranking {
			if f.CorrectedOver != nil && finite(f.P) {
				why = l.Say("not a significant difference over the repeated runs (p = %s)", l.Decimal(f.P, 3))
				break
			}
		}
	}
	v := shareUnit(l.tableFigures(w.a, c, t.Low, t.High)) // a tie's range shows its digits as the tables do
	if s := w.openPair(c); s != "" {
		return s
	}
	if c.TieReason == "not significant" {
		// Not shown to differ is not shown to be equal: the medians may be
		// far apart, the runs too spread to tell.
		args := []any{w.name(c.Cell), v[0], v[1], why}
		if c.Metric.Name == analyze.IOPS.Name {
			return l.Capitalize(l.Say("%s IOPS is inconclusive, not a tie: the medians run from %s to %s, %s.", args...))
		}
		return l.Capitalize(l.Say("%s bandwidth is inconclusive, not a tie: the medians run from %s to %s, %s.", args...))
	}
	args := []any{w.name(c.Cell), l.countSystems(len(c.Tied)), l.pct(spread), v[0], v[1], why}
	if c.Metric.Name == analyze.IOPS.Name {
		return l.Capitalize(l.Say("%s IOPS is a tie: %s within %s of each other (%s to %s), %s.", args...))
	}
	return l.Capitalize(l.Say("%s bandwidth is a tie: %s within %s of each other (%s to %s), %s.", args...))
}

func (w *writer) tiePct() float64 {
	if w.a.Options.TiePct == 0 {
		return analyze.DefaultTiePct
	}
	return math.Max(w.a.Options.TiePct, 0)
}

// countSystems says how many systems tie, in the words of the tie's
// sentence.
func (l lang) countSystems(n int) string {
	switch n {
	case 1:
		return l.Say("one system")
	case 2:
		return l.Say("both systems")
	case 3:
		return l.Say("all three systems")
	case 4:
		return l.Say("all four systems")
	case 5:
		return l.Say("all five systems")
	case 6:
		return l.Say("all six systems")
	}
	return l.Say("all %d systems", n)
}

// linkShares says, where links were given per system, how much of its
// link each system's best bandwidth uses: the SATA drives near their
// ceiling, the NVMe drive far below or near its own; a share above the
// whole is no drive's.
func (w *writer) linkShares() []string {
	l := w.l
	var out []string
	for _, ls := range w.a.LinkShares(w.limits) {
		var parts, beyond []string
		for _, s := range ls.Systems {
			c := w.comparison(analyze.Bandwidth, s.Cell)
			parts = append(parts, l.Say("%s peaks at %s (%s, %s of the link)", s.System, l.prose(c, s.Value)[0], w.name(s.Cell), l.linkShare(s.Share)))
			if s.Beyond {
				beyond = append(beyond, s.System)
			}
		}
		text := l.Say("On %s (at most %s after its framing): %s.", ls.Link, l.megabytes(ls.Payload), l.JoinAnd(parts))
		// The ceiling is claimed for the tests that reach it, each
		// system's own: a drive at its link in sequential reads is not
		// at it in random ones.
		for _, sh := range ls.Systems {
			if sh.AtLink {
				text += " " + l.Say("%s is at %s of the link in %s: no drive on that link could do much better there.", sh.System, l.linkShare(sh.MinAtLinkShare), w.cellNames(sh.AtLinkCells))
			}
		}
		if len(beyond) > 0 {
			text += " " + l.Say("%s: above what the link can carry, so a cache answered, not the drive.", l.JoinAnd(beyond))
		}
		out = append(out, text)
	}
	return out
}

// cellNames names cells as the article does, joined: "SEQ128K Q32T1
// read and SEQ1M Q8T1 read".
func (w *writer) cellNames(cells []analyze.Cell) string {
	var names []string
	for _, c := range cells {
		names = append(names, w.name(c))
	}
	return w.l.JoinAnd(names)
}

// noOneLeads says that no one leads a direction.
func (l lang) noOneLeads(dir string) string {
	switch dir {
	case datasets.DirectionRead:
		return l.Say("no one leads the reads")
	case datasets.DirectionWrite:
		return l.Say("no one leads the writes")
	case datasets.DirectionMixed:
		return l.Say("no one leads the mixed workloads")
	}
	return l.Say("no one leads the trims")
}

// noOneLeadsMost says that the leader of a direction leads too few of its
// results to lead it.
func (l lang) noOneLeadsMost(dir, leader string, wins, cells int) string {
	switch dir {
	case datasets.DirectionRead:
		return l.Say("no one leads most reads (%s leads %d of %d)", leader, wins, cells)
	case datasets.DirectionWrite:
		return l.Say("no one leads most writes (%s leads %d of %d)", leader, wins, cells)
	case datasets.DirectionMixed:
		return l.Say("no one leads most mixed workloads (%s leads %d of %d)", leader, wins, cells)
	}
	return l.Say("no one leads most trims (%s leads %d of %d)", leader, wins, cells)
}

// method explains how winners and ties were judged.
func (w *writer) method() string {
	l := w.l
	if len(w.a.Systems) == 1 {
		s := l.Say("Method: one system was measured, so no figure is compared with another system's; the findings set its workloads side by side.")
		if little, holds := w.littlesLaw(w.a.Profile(w.a.Systems[0]).Occupancy); holds {
			s += " " + little[0]
		}
		return s
	}
	s := l.Say("Method: the best figure of each workload wins only when it is clear of the others by more than their printed resolution and by more than %s; otherwise the result is a tie.", l.pct(w.tiePct()))
	if w.grouped() {
		var gs []string
		for _, g := range w.a.Groups {
			gs = append(gs, l.Say("%s (%s)", g.Name, l.JoinAnd(g.Systems)))
		}
		s += " " + l.Say("Platforms: %s; a platform's lead is measured against the best system of the other.", l.JoinAnd(gs))
	} else {
		s += " " + l.Say("A lead is measured against the runner-up.")
	}
	if w.tested() {
		test := l.Say("the Mann-Whitney test")
		if w.a.Options.Test == analyze.TestWelch {
			test = l.Say("Welch's t-test")
		}
		// What the p-values the article quotes were corrected over, once
		// here: that sentence says which measurements share one test, so
		// the rule's own clause of it is not said twice.
		var families []string
		adjusted := false                                     // over more than one test: the prose says "adjusted p"
		for _, c := range w.comparisons(w.headlineMetric()) { // the p-values the findings and the verdict say
			for _, f := range c.Ranking {
				if f.CorrectedOver != nil && finite(f.P) {
					adjusted = adjusted || f.CorrectedOver.Size > 1
					if t := l.correctionText(f.CorrectedOver); !slices.Contains(families, t) {
						families = append(families, t)
					}
				}
			}
		}
		if len(families) > 0 {
			s += " " + l.Say("Where runs were repeated, a difference counts only when it is significant at alpha %s by %s, "+
				"Holm-corrected over the tests of one measurement across the workloads compared.", l.Exact(w.alpha()), test)
			if adjusted {
				s += " " + l.Say("The adjusted p-values quoted are %s.", l.JoinAnd(families))
			} else {
				s += " " + l.Say("The p-values quoted are %s.", l.JoinAnd(families))
			}
		} else {
			s += " " + l.Say("Where runs were repeated, a difference counts only when it is significant at alpha %s by %s, "+
				"Holm-corrected over the tests of one measurement across the workloads compared; "+
				"bandwidth and IOPS, being one measurement, are tested once.", l.Exact(w.alpha()), test)
		}
	}
	if n := medianRuns(w.a.Warnings); n > 0 {
		s += " " + l.Say("Each figure is the median of %d runs.", n)
	}
	return s
}

// tested reports whether any difference of the analysis was tested for
// significance.
func (w *writer) tested() bool {
	for _, c := range w.a.Comparisons {
		for _, f := range c.Ranking {
			if f.CorrectedOver != nil {
				return true
			}
		}
	}
	return false
}

func (w *writer) alpha() float64 {
	if w.a.Options.Alpha <= 0 {
		return analyze.DefaultAlpha
	}
	return w.a.Options.Alpha
}

// linkShare writes a share of a link's ceiling: to the percent, but
// never 100% for a figure below it or above it.
func (l lang) linkShare(r float64) string {
	d := 0
	for d < 2 && math.Round(r*100*math.Pow10(d)) == 100*math.Pow10(d) && r != 1 {
		d++
	}
	return l.percent(r*100, d)
}

// openPair says a difference of two systems' repeated runs that is not
// significant: each median as the prose writes it, the span of each
// system's runs, the p-value, and that not shown to differ is not shown
// to be equal. "" where the comparison is not such a pair.
func (w *writer) openPair(c *analyze.Comparison) string {
	l := w.l
	if c.TieReason != "not significant" || len(c.Ranking) != 2 {
		return ""
	}
	p := testedP(c)
	a, b := c.Ranking[0], c.Ranking[1]
	if !finite(p) || len(a.Samples) < 2 || len(b.Samples) < 2 {
		return ""
	}
	med := l.prose(c, a.Value, b.Value)
	span := func(f analyze.Figure) string {
		v := shareUnit(l.prose(c, slices.Min(f.Samples), slices.Max(f.Samples)))
		return v[0] + "–" + v[1]
	}
	runs := min(len(a.Samples), len(b.Samples))
	args := []any{w.name(c.Cell), med[0], a.System, med[1], b.System, span(a), span(b), l.Decimal(p, 3), runs}
	if c.Metric.Name == analyze.IOPS.Name {
		return l.Capitalize(l.Say("%s IOPS is inconclusive: medians %s for %s and %s for %s (runs %s and %s), not a statistically significant difference (p = %s): with %d runs each, the two cannot be told apart, which does not make them equal.", args...))
	}
	return l.Capitalize(l.Say("%s bandwidth is inconclusive: medians %s for %s and %s for %s (runs %s and %s), not a statistically significant difference (p = %s): with %d runs each, the two cannot be told apart, which does not make them equal.", args...))
}

// testedP is the corrected p-value of a comparison's test of the
// runner-up against the best; NaN where none was tested.
func testedP(c *analyze.Comparison) float64 {
	for _, f := range c.Ranking {
		if f.CorrectedOver != nil && finite(f.P) {
			return f.P
		}
	}
	return math.NaN()
}
