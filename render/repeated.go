package render

import (
	"math"
	"slices"
	"strings"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// A comparison of repeated runs says what the runs showed and where: a
// difference the test found, with its p-value and how widely the runs
// behind it spread, and the differences it could not find said once,
// together; a verdict of few significant results recommends nothing.

// wideSpread is how many times its lowest run a system's highest run
// must be, in one cell, for the article to say so next to a result:
// runs twice as fast as each other make a median a weak summary.
const wideSpread = 2.0

// nearMedians is the largest gap of two medians, in percent of the
// lower, that the article calls near.
const nearMedians = 10.0

// pSaid writes a comparison's p-value as the prose quotes it: "adjusted
// p = 0.032" where it was corrected over more than one test (the method
// note says how, once), a value the correction capped at 1 as "1", never
// "1.000", which reads as identical; "" where none was tested.
func (l lang) pSaid(c *analyze.Comparison) string {
	for _, f := range c.Ranking {
		if f.CorrectedOver == nil || !finite(f.P) {
			continue
		}
		p := l.Decimal(f.P, 3)
		if f.P >= 0.9995 {
			p = l.Int(1)
		}
		if f.CorrectedOver.Size > 1 {
			return l.Say("adjusted p = %s", p)
		}
		return l.Say("p = %s", p)
	}
	return ""
}

// spreadClause says, where one system's runs in a comparison's cell span
// wideSpread or more (highest over lowest), how widely, the widest such
// system's: "the runs of fio io_uring there spread 2.5× (19.3 to 48.6
// MiB/s), so read this result with care"; "" where none does.
func (w *writer) spreadClause(c *analyze.Comparison) string {
	l := w.l
	var widest *analyze.Figure
	ratio := 0.0
	for i := range c.Ranking {
		f := &c.Ranking[i]
		if len(f.Samples) < 2 {
			continue
		}
		lo, hi := slices.Min(f.Samples), slices.Max(f.Samples)
		if lo <= 0 || !finite(hi) {
			continue
		}
		if r := hi / lo; r >= wideSpread && r > ratio {
			widest, ratio = f, r
		}
	}
	if widest == nil {
		return ""
	}
	v := shareUnit(l.prose(c, slices.Min(widest.Samples), slices.Max(widest.Samples)))
	// Where even the widest system's best run stays on its side of
	// every run of the other, the runs do not overlap: a difference in
	// these runs, not its cause (the system, or the host's state while
	// they ran, which the records do not show), and the sentence says so.
	for _, o := range c.Ranking {
		if o.System == widest.System || len(o.Samples) < 2 {
			continue
		}
		lo, hi := slices.Min(o.Samples), slices.Max(o.Samples)
		if slices.Max(widest.Samples) < lo {
			return l.Say("the runs of %s in that test spread %s (%s to %s), but even its fastest was below the slowest of %s (%s): the runs do not overlap, though they cannot tell what caused the gap", widest.System, l.Multiple(ratio), v[0], v[1], o.System, l.prose(c, lo)[0])
		}
		if slices.Min(widest.Samples) > hi {
			return l.Say("the runs of %s in that test spread %s (%s to %s), but even its slowest was above the fastest of %s (%s): the runs do not overlap, though they cannot tell what caused the gap", widest.System, l.Multiple(ratio), v[0], v[1], o.System, l.prose(c, hi)[0])
		}
	}
	return l.Say("the runs of %s there spread %s (%s to %s), so read this result with care", widest.System, l.Multiple(ratio), v[0], v[1])
}

// leadCaveat is the lead's caveat of repeated runs that showed few
// differences: how much the one difference's runs spread; "" where the
// verdict recommends (fewShown does not hold) or they did not spread.
// The smallest p-value the runs allow is the verdict's, not the lead's
// (#24 round 7), and depth 1 the setup's sentence (repeatSetup).
func (w *writer) leadCaveat() string {
	l := w.l
	c := w.leadSpread()
	if c == nil {
		return ""
	}
	s := w.spreadClause(c)
	// A clause that opens with a name (Turkish "fio io_uring
	// ölçümleri") keeps the name as spelt.
	if !w.opensWithName(s) {
		s = l.Capitalize(s)
	}
	return l.Say("%s.", s)
}

// leadSpread is the comparison whose runs' spread the lead says (the one
// difference of repeated runs that showed few), so that the findings do
// not say it again; nil where the lead says none.
func (w *writer) leadSpread() *analyze.Comparison {
	sole, ok := w.soleLeader(w.dirLeads())
	if !ok || !w.fewShown(sole) {
		return nil
	}
	c := w.comparison(sole.largest.Metric, sole.largest.Cell)
	if c == nil || w.spreadClause(c) == "" {
		return nil
	}
	return c
}

// openPairs says, in one sentence for each two systems, the differences
// of their repeated runs that are not significant: the cells, each with
// its two medians and p-value, how near the medians are, whether the runs
// overlap, and once that not told apart is not shown equal.
func (w *writer) openPairs(cs []*analyze.Comparison) []string {
	l := w.l
	type group struct {
		a, b   string
		cs     []*analyze.Comparison
		near   float64 // the largest gap of the medians, in percent of the lower
		overlp bool    // every cell's runs overlap
	}
	var groups []*group
	rank := func(s string) int { return slices.Index(w.a.Systems, s) }
	for _, c := range cs {
		x, y := c.Ranking[0], c.Ranking[1]
		if rank(y.System) < rank(x.System) {
			x, y = y, x
		}
		var g *group
		for _, h := range groups {
			if h.a == x.System && h.b == y.System {
				g = h
			}
		}
		if g == nil {
			g = &group{a: x.System, b: y.System, overlp: true}
			groups = append(groups, g)
		}
		g.cs = append(g.cs, c)
		if lo := math.Min(x.Value, y.Value); lo > 0 {
			g.near = math.Max(g.near, (math.Max(x.Value, y.Value)-lo)/lo*100)
		}
		if slices.Max(x.Samples) < slices.Min(y.Samples) || slices.Max(y.Samples) < slices.Min(x.Samples) {
			g.overlp = false
		}
	}
	var out []string
	for _, g := range groups {
		// Medians near each other are said near, to the percent; far
		// apart, the runs' spans say why they are not told apart.
		near := g.near >= 0.5 && g.near < nearMedians
		var items []string
		for _, c := range g.cs {
			x, _ := c.Figure(g.a)
			y, _ := c.Figure(g.b)
			med := shareUnit(l.prose(c, x.Value, y.Value))
			if g.near < nearMedians {
				items = append(items, l.Say("%s (%s vs %s, %s)", w.name(c.Cell), med[0], med[1], l.pSaid(c)))
				continue
			}
			span := func(f analyze.Figure) string {
				v := shareUnit(l.prose(c, slices.Min(f.Samples), slices.Max(f.Samples)))
				return v[0] + "–" + v[1]
			}
			items = append(items, l.Say("%s (medians %s vs %s, runs %s and %s, %s)", w.name(c.Cell), med[0], med[1], span(x), span(y), l.pSaid(c)))
		}
		cells := l.JoinAnd(items)
		switch {
		case near && g.overlp:
			out = append(out, l.Say("In %s the runs cannot tell %s and %s apart: the medians are within about %s of each other and the runs overlap, which does not prove them equal.", cells, g.a, g.b, l.percent(math.Round(g.near), 0)))
		case near:
			out = append(out, l.Say("In %s the runs cannot tell %s and %s apart: the medians are within about %s of each other, which does not prove them equal.", cells, g.a, g.b, l.percent(math.Round(g.near), 0)))
		case g.overlp:
			out = append(out, l.Say("In %s the runs cannot tell %s and %s apart: their runs overlap, which does not prove them equal.", cells, g.a, g.b))
		default:
			out = append(out, l.Say("In %s the runs cannot tell %s and %s apart, which does not prove them equal.", cells, g.a, g.b))
		}
	}
	return out
}

// openPairOf is the comparison of an inconclusive pair a Tie finding
// names, which openPairs says with the others; nil where the finding is
// no such pair.
func (w *writer) openPairOf(f analyze.Finding) *analyze.Comparison {
	t, ok := f.(*analyze.Tie)
	if !ok || w.openPair(t.Comparison) == "" {
		return nil
	}
	return t.Comparison
}

// openSaid reports whether every cell of a direction that the repeated
// runs left open is said by openPairs, so its count need not be.
func (w *writer) openSaid(cells []analyze.Cell) bool {
	m := w.headlineMetric()
	for _, c := range cells {
		if cmp := w.comparison(m, c); cmp != nil && cmp.TieReason == "not significant" && w.openPair(cmp) == "" {
			return false
		}
	}
	return true
}

// fewShown reports whether the repeated runs found a difference in no
// more than half of the results a sole leader leads or ties, with the
// rest open: the verdict then says what was shown, and recommends
// nothing.
func (w *writer) fewShown(sole dirLead) bool {
	ties, open := w.splitTies(w.tiedCells())
	return w.tested() && open > 0 && ties == 0 && sole.wins*2 <= sole.cells
}

// shownOnly is a verdict of repeated runs that found few differences:
// where the one leader was ahead, by how much, with the p-value and the
// spread of the runs there, and that the rest were not told apart; no
// choice.
func (w *writer) shownOnly(sole dirLead) string {
	l := w.l
	c := w.comparison(sole.largest.Metric, sole.largest.Cell)
	v := shareUnit(l.prose(c, sole.largest.Value, sole.largest.Other))
	rest := sole.cells - sole.wins
	var out string
	if sole.wins == 1 {
		out = l.Say("The runs show a difference only in %s: %s led by %s (%s vs %s, %s); in the other %d results they cannot tell the systems apart, and one result supports no general choice.",
			w.name(c.Cell), sole.name, l.margin(sole.largest.Pct), v[0], v[1], w.l.pSaid(c), rest)
	} else {
		out = l.Say("The runs show differences in only %d of the %d results, each a lead of %s, by up to %s (%s, %s vs %s); in the other %d they cannot tell the systems apart, too few to support a general choice.",
			sole.wins, sole.cells, sole.name, l.margin(sole.largest.Pct), w.name(c.Cell), v[0], v[1], rest)
	}
	// The spread of the runs and the depth of 1 are the lead's caveats
	// (leadCaveat) and the findings'; the verdict does not repeat them.
	if s := w.inTheTail(c.Cell, sole.largest.Winner, sole.largest.Against); s != "" {
		out += " " + s
	}
	return out
}

// inTheTail says, where a throughput gap lies in the latency tail of the
// slower system, the medians (p50) near each other, within half again,
// and its p99.9 at least twice the faster's and twice as far apart as
// the medians, the two pairs of figures; "" otherwise.
func (w *writer) inTheTail(cell analyze.Cell, faster, slower string) string {
	l := w.l
	p50, p999 := w.comparison(analyze.LatencyP50, cell), w.comparison(analyze.LatencyP999, cell)
	if p50 == nil || p999 == nil {
		return ""
	}
	a50, ok1 := p50.Figure(faster)
	b50, ok2 := p50.Figure(slower)
	a999, ok3 := p999.Figure(faster)
	b999, ok4 := p999.Figure(slower)
	if !ok1 || !ok2 || !ok3 || !ok4 || a50.Value <= 0 || a999.Value <= 0 {
		return ""
	}
	med, tail := b50.Value/a50.Value, b999.Value/a999.Value
	if med >= 1.5 || tail < 2 || tail < 2*med {
		return ""
	}
	m := shareUnit(l.prose(p50, b50.Value, a50.Value))
	t := shareUnit(l.prose(p999, b999.Value, a999.Value))
	return l.Say("The gap lies in the latency tail of %s: %s against %s at the median (p50), but %s against %s at p99.9.", slower, m[0], m[1], t[0], t[1])
}

// sameInFlight reports whether a latency lead only restates the
// throughput lead of its cell: the same system leads the headline
// metric there, and both kept the same I/Os in flight (within 5%), so by
// Little's law the latencies' ratio is the throughputs'.
func (w *writer) sameInFlight(ld analyze.Lead, mine, theirs float64) bool {
	if mine <= 0 || theirs <= 0 || math.Abs(theirs/mine-1) >= 0.05 {
		return false
	}
	c := w.comparison(w.headlineMetric(), ld.Cell)
	return c != nil && c.Winner == ld.Winner
}

// repeatSetup says, in a lead of repeated runs, what the systems shared:
// how many times each workload ran on each, the one queue depth, and
// where every system measured the same virtual disk, the disk and the
// virtual machine's vCPUs; "" where the runs were not repeated alike at
// one depth.
func (w *writer) repeatSetup(ds *datasets.Dataset) string {
	l := w.l
	if !w.tested() {
		return ""
	}
	setups := analyze.Setups(ds, w.a.Systems)
	if len(setups) < 2 {
		return ""
	}
	first := setups[0]
	virtual := first.Setup.TargetKind == datasets.TargetVirtual && first.Setup.Device != "" && first.Setup.FileSystem != "" && first.Setup.CPUCount > 0
	for _, s := range setups {
		if s.Repeats < 2 || s.Repeats != first.Repeats || s.MinIODepth <= 0 || s.MinIODepth != s.MaxIODepth || s.MinIODepth != first.MinIODepth {
			return ""
		}
		virtual = virtual && s.Setup.TargetKind == first.Setup.TargetKind && s.Setup.Device == first.Setup.Device &&
			s.Setup.FileSystem == first.Setup.FileSystem && s.Setup.CPUCount == first.Setup.CPUCount
	}
	if first.MinIODepth == 1 {
		// Depth 1 is the runs' main limit: said second in the lead,
		// where the reader learns what ran (#24 round 7, en).
		qd1 := l.Say("Every test ran at queue depth 1, so none shows how they compare with more I/Os in flight per job.")
		if virtual {
			return l.Say("Each workload ran %d times on each, on a virtual disk (%s, %s) in a virtual machine with %d vCPUs.",
				first.Repeats, first.Setup.Device, first.Setup.FileSystem, first.Setup.CPUCount) + " " + qd1
		}
		return l.Say("Each workload ran %d times on each.", first.Repeats) + " " + qd1
	}
	if virtual {
		return l.Say("Each workload ran %d times on each, at queue depth %d, on a virtual disk (%s, %s) in a virtual machine with %d vCPUs.",
			first.Repeats, first.MinIODepth, first.Setup.Device, first.Setup.FileSystem, first.Setup.CPUCount)
	}
	return l.Say("Each workload ran %d times on each, at queue depth %d.", first.Repeats, first.MinIODepth)
}

// printedGap is other less value as a reader computes it from the two
// figures as prose prints them, to proseFigures significant figures.
func printedGap(value, other float64) float64 {
	return roundSig(other, proseFigures) - roundSig(value, proseFigures)
}

// eachWorkload names each of a few workloads whole, pattern, block size
// and direction, where each pattern ran one block size: "random 4K
// reads, random 4K writes and sequential 128K reads"; "" otherwise.
func (l lang) eachWorkload(patterns []string, dirsOf map[string][]string, cells []analyze.Cell) string {
	size := map[string]int64{}
	for _, c := range cells {
		if c.BlockSizeBytes <= 0 || size[c.Pattern] != 0 && size[c.Pattern] != c.BlockSizeBytes {
			return ""
		}
		size[c.Pattern] = c.BlockSizeBytes
	}
	// Where a workload ran with more than one thread count or queue
	// depth, the lead counts each as a workload ("4 workloads"), so each
	// is named with its threads, or its depths: "random 4K reads with 1
	// and 8 threads", never four counted and three named.
	type key struct{ pattern, dir string }
	jobsOf, depthsOf := map[key][]int64{}, map[key][]int64{}
	for _, c := range cells {
		k := key{c.Pattern, c.Direction}
		if !slices.Contains(jobsOf[k], c.NumJobs) {
			jobsOf[k] = append(jobsOf[k], c.NumJobs)
		}
		if !slices.Contains(depthsOf[k], c.IODepth) {
			depthsOf[k] = append(depthsOf[k], c.IODepth)
		}
	}
	byJobs, byDepth := false, false
	for k := range jobsOf {
		byJobs = byJobs || len(jobsOf[k]) > 1
		byDepth = byDepth || len(depthsOf[k]) > 1
	}
	var each map[key][]int64 // the threads or depths that tell a workload's cells apart
	switch {
	case byJobs && !byDepth:
		each = jobsOf
	case byDepth && !byJobs:
		each = depthsOf
	case byJobs:
		return "" // both vary: no short name says which
	}
	named := 0
	for k := range jobsOf {
		named++
		if each != nil {
			named += len(each[k]) - 1
			if slices.Min(each[k]) <= 0 {
				return ""
			}
		}
	}
	if named != len(cells) {
		return "" // cells that differ in more than their threads or depth
	}
	var out []string
	for _, p := range patterns {
		word := ""
		switch p {
		case datasets.PatternRandom:
			word = l.Say("random")
		case datasets.PatternSequential:
			word = l.Say("sequential")
		default:
			return ""
		}
		own := slices.Clone(dirsOf[p])
		slices.SortStableFunc(own, func(a, b string) int { return directionRank(a) - directionRank(b) })
		for _, d := range own {
			name := l.Say("%s %s %s", word, sizeLabel(size[p]), l.directionPlural(d))
			vs := slices.Sorted(slices.Values(each[key{p, d}]))
			switch {
			case each == nil:
			case byDepth:
				var depths []string
				for _, v := range vs {
					depths = append(depths, qd(v))
				}
				name = l.Say("%s at %s", name, l.JoinAnd(depths))
			case len(vs) == 1:
				name = l.Say("%s with %d threads", name, vs[0])
			default:
				var first []string
				for _, v := range vs[:len(vs)-1] {
					first = append(first, l.Int(v))
				}
				name = l.Say("%s with %s and %d threads", name, strings.Join(first, ", "), vs[len(vs)-1])
			}
			out = append(out, name)
		}
	}
	if len(out) == 0 || len(out) > maxNamedWorkloads {
		return ""
	}
	return l.JoinAnd(out)
}

// maxNamedWorkloads is how many workloads a lead names one by one.
const maxNamedWorkloads = 4

// sameComparison reports whether two comparisons are of one metric in
// one cell; a nil one is no comparison.
func sameComparison(a, b *analyze.Comparison) bool {
	return a != nil && b != nil && a.Metric.Name == b.Metric.Name && a.Cell == b.Cell
}
