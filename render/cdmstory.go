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

// A review of CrystalDiskMark exports that were not made alike (other
// years, tool versions, systems, test sizes, fill levels) makes no
// leaderboard: its lead says what ran and why it ranks nothing, then the
// one kind of gap that holds whatever the setup, a drive faster than
// another's link can carry at all; its findings set each drive against
// its own link, one claim each; its verdict says what holds, with
// numbers, and between which drives the setups decide nothing.

// cdmUnalike writes such a review's lead, findings and verdict over its
// drives (sa, the analysis of the drives alone; ds, their rows).
func (l lang) cdmUnalike(ds *datasets.Dataset, sa *analyze.Analysis, limits analyze.Limits, differs []string, most bool) (lead string, findings []string, verdict string, warnings []string) {
	var leadParts, verdictParts []string
	leadParts = append(leadParts, l.cdmWhatRan(ds, sa))
	linked := false
	for _, d := range sa.Systems {
		linked = linked || limits.For(d).Link.PayloadBytesPerS > 0
	}
	switch {
	case !linked && most:
		leadParts = append(leadParts, l.Say("The exports come from %s, and most tests were not run on every drive, so they make no leaderboard: each figure says what one drive did on its own system.", l.JoinAnd(differs)))
	case !linked:
		leadParts = append(leadParts, l.Say("The exports come from %s, so they make no leaderboard: each figure says what one drive did on its own system.", l.JoinAnd(differs)))
	case most:
		leadParts = append(leadParts, l.Say("The exports come from %s, and most tests were not run on every drive, so they make no leaderboard: each drive is set against its own link.", l.JoinAnd(differs)))
	default:
		leadParts = append(leadParts, l.Say("The exports come from %s, so they make no leaderboard: each drive is set against its own link.", l.JoinAnd(differs)))
	}
	gaps := l.cdmLinkGaps(sa, limits)
	for _, g := range gaps {
		leadParts = append(leadParts, l.cdmLinkGap(g))
		verdictParts = append(verdictParts, l.cdmCap(l.Say("The only difference that survives these mismatched setups is the one the links dictate: in %[1]s, %[2]s on %[3]s was %[4]s as fast as %[5]s on %[6]s.",
			l.cdmTestList(g.cells), l.cdmThe(g.fast), g.fastLink, l.cdmRatios(g.low, g.high), l.cdmJoinThe(g.slow), g.slowLink)))
	}
	// Each drive against its own link, in the order compared.
	var shares []analyze.SystemShare
	for _, ls := range sa.LinkShares(limits) {
		shares = append(shares, ls.Systems...)
	}
	slices.SortStableFunc(shares, func(x, y analyze.SystemShare) int {
		return slices.Index(sa.Systems, x.System) - slices.Index(sa.Systems, y.System)
	})
	var limited []string
	for _, s := range shares {
		text, at := l.cdmAgainstLink(sa, limits, s)
		findings = append(findings, text)
		if at != "" {
			limited = append(limited, at)
		}
	}
	switch {
	case len(limited) == 1:
		verdictParts = append(verdictParts, l.cdmCap(l.Say("%s: no drive on that link would do much better there.", limited[0])))
	case len(limited) > 1:
		verdictParts = append(verdictParts, l.cdmCap(l.Say("%s: no drive on those links would do much better there.", l.JoinAnd(limited))))
	}
	findings = append(findings, l.cdmSweeps(sa, gaps)...)
	for _, p := range l.cdmPairs(sa, limits) {
		pair := l.cdmPair(p)
		facts := l.cdmPairSetup(ds, p)
		if facts != "" {
			// The finding says at once that its count ranks nothing, as
			// the verdict does and the tables' shading (none) does.
			pair += " " + l.Say("With runs this unlike, that is no ranking.")
		}
		findings = append(findings, pair)
		if facts != "" {
			verdictParts = append(verdictParts, l.Say("Between %s and %s the runs differ in %s, so those gaps of %s do not say which drive is faster.",
				l.cdmThe(p.a), l.cdmThe(p.b), facts, l.cdmPctRange(p.all())))
		}
	}
	warnings = l.cdmFull(ds, sa)
	if s := l.cdmAlone(sa); s != "" {
		findings = append(findings, s)
	}
	if len(verdictParts) == 0 {
		// No gap a link sets, no drive at its link: nothing holds
		// whatever the setup, and the verdict says why.
		verdictParts = append(verdictParts, l.Say("The exports were not made alike, so they cannot rank the drives: each figure says what one drive did on its own system."))
	}
	return strings.Join(leadParts, " "), findings, strings.Join(verdictParts, " "), warnings
}

// cdmWhatRan says which drives ran, with which tool, in how many tests
// each: the tests a drive ran, not the union of every drive's.
func (l lang) cdmWhatRan(ds *datasets.Dataset, a *analyze.Analysis) string {
	lo, hi := 0, 0
	for _, s := range a.Systems {
		n := 0
		for i := range a.Comparisons {
			c := &a.Comparisons[i]
			if _, ok := c.Figure(s); ok && c.Metric.Name == analyze.Bandwidth.Name {
				n++
			}
		}
		if lo == 0 || n < lo {
			lo = n
		}
		hi = max(hi, n)
	}
	tests := l.Int(int64(lo))
	if hi != lo {
		tests = l.Say("%d to %d", lo, hi)
	}
	tool := cmp.Or(oneBenchmark(ds), "CrystalDiskMark")
	return l.cdmCap(l.Say("%s were tested with %s, each on its own system and in %s tests.", l.cdmJoinThe(a.Systems), tool, tests))
}

// cdmPrinted is a bandwidth as the review's tables print it (cdmMBs), so
// that a ratio the text gives is the ratio of the figures the reader sees.
func (l lang) cdmPrinted(v float64) float64 {
	d := l.cdmMBs(v).decimals
	p := math.Pow10(d)
	return math.Round(v/1e6*p) / p * 1e6
}

// cdmMB writes a bandwidth as the tables print it, with its unit.
func (l lang) cdmMB(v float64) string { return l.cdmMBs(v).withUnit(v) }

// cdmRatios writes a range of ratios, "13× to 14×", or one where both
// read the same.
func (l lang) cdmRatios(low, high float64) string {
	lo, hi := l.margin((low-1)*100), l.margin((high-1)*100)
	switch {
	case lo == hi:
		return hi
	case low >= 2:
		// Both multiples: the sign or the word once, "2 ila 14 kat";
		// whole numbers without a decimal ("2 to 14", not "2.0 to 14")
		// where every one below 10 is whole, else one each below 10.
		whole := func(r float64) bool { return r >= 10 || words.RoundHalfUp(r, 1) == math.Trunc(words.RoundHalfUp(r, 1)) }
		d := 1
		if whole(low) && whole(high) {
			d = 0
		}
		return l.Say("%s× to %s×", l.cdmMultiple(low, d), l.cdmMultiple(high, d))
	}
	return l.Say("%s to %s", lo, hi)
}

// cdmMultiple is a ratio's number as margin writes it, without its sign:
// d decimals below 10, none from 10.
func (l lang) cdmMultiple(r float64, d int) string {
	if r >= 10 {
		d = 0
	}
	return l.Decimal(words.RoundHalfUp(r, d), d)
}

// cdmPctRange writes a range of leads in percent, "2.3% to 50.2%".
func (l lang) cdmPctRange(pcts []float64) string {
	if len(pcts) == 0 {
		return ""
	}
	return l.cdmRatios(1+slices.Min(pcts)/100, 1+slices.Max(pcts)/100)
}

// cdmGap is a drive faster than another drive's link can carry at all,
// in the tests both ran: a gap no setup explains.
type cdmGap struct {
	fast, fastLink string
	slow           []string // the drives on slowLink it outran
	slowLink       string
	slowPayload    float64
	slowPractical  float64 // what the slower link delivers in practice, where known
	low, high      float64 // the ratios, least and most
	top            analyze.Cell
	cells          []analyze.Cell // the tests where the gap holds
	topFast        float64
	topSlow        float64
}

// cdmLinkGaps finds, for each drive on a link and each slower link, the
// tests where the drive's figure is above all that the slower link can
// carry, and the ratios there; the slower drives could not have matched
// it on any system. Ratios are of the figures as printed.
func (l lang) cdmLinkGaps(a *analyze.Analysis, limits analyze.Limits) []cdmGap {
	var out []cdmGap
	for _, fast := range a.Systems {
		fl := limits.For(fast).Link
		if fl.PayloadBytesPerS <= 0 {
			continue
		}
		byLink := map[string]*cdmGap{}
		var order []string
		for i := range a.Comparisons {
			c := &a.Comparisons[i]
			if c.Metric.Name != analyze.Bandwidth.Name || !c.Compared() {
				continue
			}
			f, ok := c.Figure(fast)
			if !ok {
				continue
			}
			for _, g := range c.Ranking {
				sl := limits.For(g.System).Link
				if g.System == fast || sl.PayloadBytesPerS <= 0 || sl.PayloadBytesPerS >= fl.PayloadBytesPerS || f.Value <= sl.PayloadBytesPerS || g.Value <= 0 {
					continue
				}
				r := l.cdmPrinted(f.Value) / l.cdmPrinted(g.Value)
				gap := byLink[sl.Name]
				if gap == nil {
					gap = &cdmGap{fast: fast, fastLink: l.linkSaid(fl), slowLink: l.linkSaid(sl), slowPayload: sl.PayloadBytesPerS, slowPractical: sl.PracticalBytesPerS, low: r, high: r}
					byLink[sl.Name] = gap
					order = append(order, sl.Name)
				}
				if !slices.Contains(gap.slow, g.System) {
					gap.slow = append(gap.slow, g.System)
				}
				gap.low = min(gap.low, r)
				if !slices.Contains(gap.cells, c.Cell) {
					gap.cells = append(gap.cells, c.Cell)
				}
				if r >= gap.high {
					gap.high, gap.top, gap.topFast, gap.topSlow = r, c.Cell, f.Value, g.Value
				}
			}
		}
		for _, name := range order {
			g := byLink[name]
			slices.SortStableFunc(g.slow, func(x, y string) int { return slices.Index(a.Systems, x) - slices.Index(a.Systems, y) })
			out = append(out, *g)
		}
	}
	return out
}

// cdmLinkGap says a link's gap of the tests where it holds, and of those
// alone, with its largest case and the arithmetic that makes it hold: the
// slower link's ceiling, said as the article says it everywhere (what it
// delivers in practice where that is known, cdmCeiling).
func (l lang) cdmLinkGap(g cdmGap) string {
	v := shareUnit([]string{l.cdmMB(g.topFast), l.cdmMB(g.topSlow)})
	return l.cdmCap(l.Say("In %[1]s, %[2]s, on %[3]s, was %[4]s as fast as %[5]s on %[6]s (%[7]s, %[8]s vs %[9]s): %[10]s, so the links, not the differences between the setups, explain that gap.",
		l.cdmTestList(g.cells), l.cdmThe(g.fast), g.fastLink, l.cdmRatios(g.low, g.high), l.cdmJoinThe(g.slow), g.slowLink, l.cdmCellName(g.top), v[0], v[1], l.cdmCeiling(g.slowLink, g.slowPayload, g.slowPractical)))
}

// cdmCeiling says what a link carries at most, as the review says it
// throughout: what drives on it deliver in practice where that is known
// (SATA's about 560 MB/s), else its payload.
func (l lang) cdmCeiling(link string, payload, practical float64) string {
	if practical > 0 {
		return l.Say("drives on %s top out at about %s", link, l.cdmAbout(practical))
	}
	return l.Say("more than %s can carry at all (%s)", link, l.megabytes(payload))
}

// linkSaid names a link as readers write it: PCIe 4.0 x4, SATA 6 Gb/s,
// whatever spelling it was given in (PCIe4x4, SATA/600); another as given.
func (l lang) linkSaid(k analyze.Link) string {
	switch {
	case k.Kind == "sata" && k.LineBytesPerS > 0:
		// 8b/10b: ten bits on the wire for each byte after the line code.
		return l.Say("SATA %s Gb/s", l.Exact(k.LineBytesPerS*10/1e9))
	case k.Kind == "pcie" && k.Gen > 0 && k.Lanes > 0:
		return l.Say("PCIe %d.0 x%d", k.Gen, k.Lanes)
	}
	return k.Name
}

// cdmThe is a drive's name as a sentence carries it: "the S790" in
// English, the bare name where the language has no article.
func (l lang) cdmThe(name string) string { return l.Say("the %s", name) }

// cdmCap gives a sentence that opens with a drive's article its capital
// ("The S790 …"); one that opens with the name itself is left as it is,
// since a name keeps its own case ("cdm3.0.2-…", "iPhone").
func (l lang) cdmCap(s string) string {
	if the := l.cdmThe(""); the != "" && strings.HasPrefix(s, the) {
		return l.Capitalize(s)
	}
	return s
}

// cdmJoinThe lists drives, each as cdmThe says it.
func (l lang) cdmJoinThe(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = l.cdmThe(n)
	}
	return l.JoinAnd(out)
}

// cdmTestList names tests, the directions of one test together: "SEQ1M
// Q8T1 read and write, RND4K Q1T1 read".
func (l lang) cdmTestList(cells []analyze.Cell) string {
	var tests []cdmTest
	dirs := map[cdmTest][]string{}
	for _, c := range cells {
		t := testOf(c)
		if _, ok := dirs[t]; !ok {
			tests = append(tests, t)
		}
		name := l.direction(c.Direction)
		if c.Direction == datasets.DirectionMixed {
			name = l.Say("mix")
		}
		if !slices.Contains(dirs[t], name) {
			dirs[t] = append(dirs[t], name)
		}
	}
	var out []string
	for _, t := range tests {
		out = append(out, t.cdmName()+" "+l.JoinAnd(dirs[t]))
	}
	return l.JoinAnd(out)
}

// cdmAgainstLink sets a drive's best figure against its link: at its
// ceiling (analyze's link margin of the payload), near its practical
// limit where the link has one (SATA's), or the share of it that it used;
// above it, a cache. It returns the finding and, where the drive is at
// or near the limit, the verdict's sentence for it.
func (l lang) cdmAgainstLink(a *analyze.Analysis, limits analyze.Limits, s analyze.SystemShare) (finding, verdict string) {
	link := limits.For(s.System).Link
	peak, test := l.cdmMB(s.Value), l.cdmCellName(s.Cell)
	finding, verdict = l.cdmAgainstLinkSaid(link, s, peak, test)
	if s.Cell.Pattern == datasets.PatternSequential && cdmShallow(a, s.System) {
		// A peak at QD1 says nothing of what the drive does at depth.
		finding += " " + l.Say("Its sequential tests ran at QD1 only, so this peak says nothing of what it does at greater depth.")
	}
	return l.cdmCap(finding), verdict
}

// cdmShallow says whether every sequential test a drive ran was at one
// I/O in flight (CrystalDiskMark 3 runs no deeper one), so that its
// sequential peak says nothing of what it does at depth.
func cdmShallow(a *analyze.Analysis, system string) bool {
	seq := false
	for i := range a.Comparisons {
		c := &a.Comparisons[i]
		if c.Metric.Name != analyze.Bandwidth.Name || c.Cell.Pattern != datasets.PatternSequential {
			continue
		}
		if _, ok := c.Figure(system); !ok {
			continue
		}
		if c.Cell.IODepth*max(c.Cell.NumJobs, 1) > 1 {
			return false
		}
		seq = true
	}
	return seq
}

// cdmAgainstLinkSaid is cdmAgainstLink's sentences, the link named as
// readers write it and the drive as a sentence carries it.
func (l lang) cdmAgainstLinkSaid(link analyze.Link, s analyze.SystemShare, peak, test string) (finding, verdict string) {
	drive, name := l.cdmThe(s.System), l.linkSaid(link)
	switch {
	case s.Beyond:
		return l.Say("%[1]s peaks at %[2]s (%[3]s), above all that %[4]s can carry (%[5]s), so a cache answered, not the drive.",
			drive, peak, test, name, l.megabytes(link.PayloadBytesPerS)), ""
	case link.PracticalBytesPerS > 0 && link.NearPractical(s.Value):
		practical := l.cdmAbout(link.PracticalBytesPerS)
		return l.Say("%[1]s peaks at %[2]s (%[3]s), near what %[4]s delivers in practice: about %[5]s of its %[6]s.",
				drive, peak, test, name, practical, l.megabytes(link.LineBytesPerS)),
			l.Say("%[1]s is near the practical limit of %[2]s in %[3]s", drive, name, l.cdmCellName(s.Cell))
	case link.PracticalBytesPerS > 0:
		return l.Say("%[1]s peaks at %[2]s (%[3]s), %[4]s of what %[5]s delivers in practice (about %[6]s).",
			drive, peak, test, l.linkShare(s.Value/link.PracticalBytesPerS), name, l.cdmAbout(link.PracticalBytesPerS)), ""
	case s.AtLink:
		var names []string
		for _, c := range s.AtLinkCells {
			names = append(names, l.cdmCellName(c))
		}
		return l.Say("%[1]s reaches about %[2]s of what %[3]s carries (%[4]s) in %[5]s, up to %[6]s: no drive on that link could do much better there.",
				drive, l.linkShare(s.MinAtLinkShare), name, l.megabytes(link.PayloadBytesPerS), l.JoinAnd(names), peak),
			l.Say("%[1]s is at the limit of %[2]s in %[3]s", drive, name, l.JoinAnd(names))
	}
	return l.Say("%[1]s peaks at %[2]s (%[3]s), %[4]s of what %[5]s carries (%[6]s).",
		drive, peak, test, l.linkShare(s.Share), name, l.megabytes(link.PayloadBytesPerS)), ""
}

// cdmAbout writes a limit known only roughly to two significant figures
// in MB/s: about 560 MB/s.
func (l lang) cdmAbout(v float64) string {
	mb := v / 1e6
	step := math.Pow10(int(math.Floor(math.Log10(mb))) - 1)
	return l.Decimal(math.Round(mb/step)*step, 0) + " MB/s"
}

// cdmSweeps says of each drive that won every test it shared with another
// drive (two or more) that it did, and by how much, the ratios of the
// figures as printed: the gaps its link sets (gaps) apart from the rest,
// which runs on different systems make only indicative.
func (l lang) cdmSweeps(a *analyze.Analysis, gaps []cdmGap) []string {
	var out []string
	for _, s := range a.Systems {
		var bound []analyze.Cell
		for _, g := range gaps {
			if g.fast == s {
				bound = append(bound, g.cells...)
			}
		}
		var linked, other []float64
		var otherCells []analyze.Cell
		shared := 0
		for i := range a.Comparisons {
			c := &a.Comparisons[i]
			if c.Metric.Name != analyze.Bandwidth.Name || !c.Compared() {
				continue
			}
			if _, ok := c.Figure(s); !ok {
				continue
			}
			shared++
			if c.Winner != s {
				continue
			}
			lead := (l.cdmPrinted(c.Ranking[0].Value)/l.cdmPrinted(c.Ranking[1].Value) - 1) * 100
			if slices.Contains(bound, c.Cell) {
				linked = append(linked, lead)
			} else {
				other = append(other, lead)
				otherCells = append(otherCells, c.Cell)
			}
		}
		if shared < 2 || len(linked)+len(other) != shared {
			continue
		}
		drive := l.cdmThe(s)
		var text string
		switch {
		case len(other) == 0 && shared == 2:
			text = l.Say("%s won both tests it shared with another drive, by %s.", drive, l.cdmPctRange(linked))
		case len(other) == 0:
			text = l.Say("%s won all %d tests it shared with another drive, by %s.", drive, shared, l.cdmPctRange(linked))
		case len(linked) == 0 && shared == 2:
			text = l.Say("%s won both tests it shared with another drive, by %s, but the runs were on different systems, so the margins are only indicative.", drive, l.cdmPctRange(other))
		case len(linked) == 0:
			text = l.Say("%s won all %d tests it shared with another drive, by %s, but the runs were on different systems, so the margins are only indicative.", drive, shared, l.cdmPctRange(other))
		case shared == 2:
			text = l.Say("%[1]s won both tests it shared with another drive: by %[2]s in %[3]s, which the links set, and by %[4]s in %[5]s, which comes from runs on different systems and so is only indicative.",
				drive, l.cdmPctRange(linked), l.cdmTestList(bound), l.cdmPctRange(other), l.cdmTestList(otherCells))
		default:
			text = l.Say("%[1]s won all %[2]d tests it shared with another drive: by %[3]s in %[4]s, which the links set, and by %[5]s in %[6]s, which come from runs on different systems and so are only indicative.",
				drive, shared, l.cdmPctRange(linked), l.cdmTestList(bound), l.cdmPctRange(other), l.cdmTestList(otherCells))
		}
		out = append(out, l.cdmCap(text))
	}
	return out
}

// cdmPairing is two drives on one link and the tests both ran: each
// one's leads over the other, in percent of the figures as printed.
type cdmPairing struct {
	a, b, link     string
	aLeads, bLeads []float64
	aTop, bTop     analyze.Cell // where each leads most
	aFig, bFig     [2]float64   // the figures there, its own first
}

func (p cdmPairing) all() []float64 { return append(slices.Clone(p.aLeads), p.bLeads...) }

// cdmPairs are the pairs of drives on one link that both ran some tests:
// what the setups of such runs decide between them is the question.
func (l lang) cdmPairs(a *analyze.Analysis, limits analyze.Limits) []cdmPairing {
	var out []cdmPairing
	for i, x := range a.Systems {
		lx := limits.For(x).Link
		if lx.PayloadBytesPerS <= 0 {
			continue
		}
		for _, y := range a.Systems[i+1:] {
			if ly := limits.For(y).Link; ly.Name != lx.Name || ly.PayloadBytesPerS != lx.PayloadBytesPerS {
				continue
			}
			p := cdmPairing{a: x, b: y, link: l.linkSaid(lx)}
			for j := range a.Comparisons {
				c := &a.Comparisons[j]
				if c.Metric.Name != analyze.Bandwidth.Name {
					continue
				}
				fx, okx := c.Figure(x)
				fy, oky := c.Figure(y)
				if !okx || !oky || fx.Value <= 0 || fy.Value <= 0 {
					continue
				}
				vx, vy := l.cdmPrinted(fx.Value), l.cdmPrinted(fy.Value)
				switch {
				case vx > vy:
					pct := (vx/vy - 1) * 100
					if len(p.aLeads) == 0 || pct > slices.Max(p.aLeads) {
						p.aTop, p.aFig = c.Cell, [2]float64{fx.Value, fy.Value}
					}
					p.aLeads = append(p.aLeads, pct)
				case vy > vx:
					pct := (vy/vx - 1) * 100
					if len(p.bLeads) == 0 || pct > slices.Max(p.bLeads) {
						p.bTop, p.bFig = c.Cell, [2]float64{fy.Value, fx.Value}
					}
					p.bLeads = append(p.bLeads, pct)
				}
			}
			if len(p.aLeads)+len(p.bLeads) > 0 {
				// The one ahead more often first.
				if len(p.bLeads) > len(p.aLeads) {
					p.a, p.b, p.aLeads, p.bLeads, p.aTop, p.bTop, p.aFig, p.bFig = p.b, p.a, p.bLeads, p.aLeads, p.bTop, p.aTop, p.bFig, p.aFig
				}
				out = append(out, p)
			}
		}
	}
	return out
}

// cdmPair says how two drives on one link did in the tests both ran.
func (l lang) cdmPair(p cdmPairing) string {
	n := len(p.aLeads) + len(p.bLeads)
	va := shareUnit([]string{l.cdmMB(p.aFig[0]), l.cdmMB(p.aFig[1])})
	first := l.Say("%[1]s was ahead of %[2]s in %[3]d of the %[4]d tests both ran on %[5]s, by %[6]s (most in %[7]s, %[8]s vs %[9]s)",
		l.cdmThe(p.a), l.cdmThe(p.b), len(p.aLeads), n, p.link, l.cdmPctRange(p.aLeads), l.cdmCellName(p.aTop), va[0], va[1])
	if len(p.aLeads) == 1 {
		first = l.Say("%[1]s was ahead of %[2]s in %[3]d of the %[4]d tests both ran on %[5]s, by %[6]s (%[7]s, %[8]s vs %[9]s)",
			l.cdmThe(p.a), l.cdmThe(p.b), len(p.aLeads), n, p.link, l.cdmPctRange(p.aLeads), l.cdmCellName(p.aTop), va[0], va[1])
	}
	if len(p.bLeads) == 0 {
		return l.cdmCap(first + ".")
	}
	vb := shareUnit([]string{l.cdmMB(p.bFig[0]), l.cdmMB(p.bFig[1])})
	second := l.Say("%[1]s was ahead in %[2]d, by %[3]s (most in %[4]s, %[5]s vs %[6]s)",
		l.cdmThe(p.b), len(p.bLeads), l.cdmPctRange(p.bLeads), l.cdmCellName(p.bTop), vb[0], vb[1])
	if len(p.bLeads) == 1 {
		second = l.Say("%[1]s was ahead in the other, by %[2]s (%[3]s, %[4]s vs %[5]s)",
			l.cdmThe(p.b), l.cdmPctRange(p.bLeads), l.cdmCellName(p.bTop), vb[0], vb[1])
	}
	return l.cdmCap(l.Say("%s; %s.", first, second))
}

// cdmPairSetup names the facts of the setup that differ between a pair's
// two runs: tool or version, test size, operating system, fill level.
func (l lang) cdmPairSetup(ds *datasets.Dataset, p cdmPairing) string {
	w := analyze.CompareSetups(analyze.Setups(ds, []string{p.a, p.b}))
	if w == nil {
		return ""
	}
	var facts []string
	for _, d := range w.Differences {
		if f := l.setupFact(d.Fact); f != "" {
			facts = append(facts, f)
		}
	}
	return l.JoinAnd(facts)
}

// cdmFullPct is how full a volume is before a review says that its fill
// may depress its writes: a drive that full has little free space left
// for its SLC cache and for garbage collection.
const cdmFullPct = 90

// cdmFull says, where the drives' fill levels differ, which drive was
// nearly full when measured, with the figures, as a warning: where the
// test file's size is known, that a file that size most likely fits in
// the drive's write cache, so these runs cannot show whether the fill
// slows longer writes (writes as fast as reads at that size say nothing
// of it: no run at a lower fill sets them against anything); else that
// its fill can depress them.
func (l lang) cdmFull(ds *datasets.Dataset, a *analyze.Analysis) []string {
	setups := analyze.Setups(ds, a.Systems)
	lo, hi := 101.0, 0.0
	for _, s := range setups {
		if s.Setup.FillPct > 0 {
			lo, hi = min(lo, s.Setup.FillPct), max(hi, s.Setup.FillPct)
		}
	}
	if hi < cdmFullPct || lo >= cdmFullPct {
		return nil
	}
	var out []string
	for _, s := range setups {
		if s.Setup.FillPct < cdmFullPct {
			continue
		}
		st := s.Setup
		full := l.Say("%[1]s was %[2]s full when measured", l.cdmThe(s.System), l.percent(st.FillPct, decimalsOf(st.FillPct)))
		if st.VolumeUsedBytes > 0 && st.VolumeTotalBytes > 0 {
			full = l.Say("%[1]s was %[2]s full when measured (%[3]s of %[4]s)", l.cdmThe(s.System), l.percent(st.FillPct, decimalsOf(st.FillPct)),
				l.bytesText(st.VolumeUsedBytes), l.bytesText(st.VolumeTotalBytes))
		}
		if st.TestSizeBytes > 0 {
			out = append(out, l.cdmCap(l.Say("%[1]s. A %[2]s test file most likely fits in its write cache, so these runs cannot show whether a drive that full slows longer writes.",
				full, l.bytesText(st.TestSizeBytes))))
			continue
		}
		out = append(out, l.cdmCap(l.Say("%s, which can depress its writes: a drive that full has little free space left for its cache.", full)))
	}
	return out
}

// cdmAlone is one closing sentence for the tests only one drive ran: the
// tables show them, and nothing compares them. A test run alone in every
// direction is named once, without its direction; a direction run alone
// in full is named as the direction ("the mix 70/30 tests").
func (l lang) cdmAlone(a *analyze.Analysis) string {
	type run struct {
		test cdmTest
		dirs []string
	}
	var parts []string
	for _, s := range a.Systems {
		var runs []run
		aloneIn := map[string]int{} // direction: tests run alone
		tests := map[string]int{}   // direction: tests run by anyone
		for i := range a.Comparisons {
			c := &a.Comparisons[i]
			if c.Metric.Name != analyze.Bandwidth.Name {
				continue
			}
			tests[c.Cell.Direction]++
			if len(c.Ranking) != 1 || c.Ranking[0].System != s {
				continue
			}
			aloneIn[c.Cell.Direction]++
			t := testOf(c.Cell)
			j := slices.IndexFunc(runs, func(r run) bool { return r.test == t })
			if j < 0 {
				runs = append(runs, run{test: t})
				j = len(runs) - 1
			}
			runs[j].dirs = append(runs[j].dirs, c.Cell.Direction)
		}
		if len(runs) == 0 {
			continue
		}
		var names []string
		whole := func(dir string) bool {
			return aloneIn[dir] > 0 && aloneIn[dir] == tests[dir] && dir == datasets.DirectionMixed
		}
		for _, r := range runs {
			var dirs []string
			for _, d := range r.dirs {
				if !whole(d) {
					dirs = append(dirs, d)
				}
			}
			switch {
			case len(dirs) == 0:
			case len(dirs) > 1:
				names = append(names, r.test.cdmName())
			default:
				names = append(names, l.cdmCellName(analyze.Cell{Pattern: r.test.pattern, BlockSizeBytes: r.test.bs, IODepth: r.test.qd, NumJobs: r.test.jobs, Direction: dirs[0], RWMixReadPct: -1}))
			}
		}
		if whole(datasets.DirectionMixed) {
			names = append(names, l.cdmMixTests(a))
		}
		parts = append(parts, l.Say("%s (%s)", l.cdmThe(s), l.JoinAnd(names)))
	}
	if len(parts) == 0 {
		return ""
	}
	return l.Say("Some tests only one drive ran, so the tables show them with nothing to compare: %s.", l.JoinAnd(parts))
}

// cdmMixTests names a review's mixed tests together: "the mix 70/30
// tests", with the shares where the data records them.
func (l lang) cdmMixTests(a *analyze.Analysis) string {
	for _, c := range a.Cells {
		if c.Direction == datasets.DirectionMixed && c.RWMixReadPct >= 0 {
			return l.Say("the %s mixed tests", l.mixShares(c.RWMixReadPct))
		}
	}
	return l.Say("the mixed tests")
}
