package render

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// An article is a story: a lead paragraph says what was tested, what won,
// by how much and why; the findings give the rest, ranked; the verdict
// says what it means for a buyer or an administrator, with its caveats.
// Every figure of the lead and the verdict is one of the analysis's,
// written as the findings write it.

// said is a finding as the article words it, and whether it is a cause
// (the CPU, the drives, the link) that a lead may carry in full.
type said struct {
	text  string
	cause bool
	// headline is what one system does best and worst in the headline
	// metric, which its lead says.
	headline bool
	// efficiency is who does the most work per unit of CPU, which a
	// lead of two platforms says (efficiencyInLead).
	efficiency bool
	// bound is the limit a cause names, "cpu" or "drives", which a
	// verdict does not repeat where the lead says it.
	bound string
	// direction is who leads a direction: the findings' headline.
	direction bool
}

// story is a comparison's lead, findings and verdict: the lead carries
// the first causes in full, and the findings leave them out. warnings
// are what takeSessions left.
func (w *writer) story(ds *datasets.Dataset, warnings []error) (lead string, findings []string, verdict string) {
	w.bestOf = bestOfPasses(ds)
	if len(w.a.Systems) == 1 {
		w.lone = w.l.loneSetupOf(ds, w.a.Systems[0])
	}
	all := w.said()
	var causes, firstFindings []string
	headline := ""
	headlines := 0 // the findings of who leads each direction, which open them
	w.causesSaid = map[string]bool{}
	for _, s := range all {
		switch {
		case s.efficiency && w.efficiencyInLead():
			// The lead says it.
		case s.headline && headline == "":
			headline = s.text
		case s.cause && w.twoPlatforms():
			// Two platforms: the lead says who won, by how much and
			// how efficiently; the limits behind single tests follow
			// the findings of who leads (editors, round 9: a lead of
			// 170 words), and the verdict does not say them again.
			firstFindings = append(firstFindings, s.text)
			w.causesSaid[s.bound] = s.bound != ""
		case s.cause && len(causes) < leadCauses:
			causes = append(causes, s.text)
			w.causesSaid[s.bound] = s.bound != ""
		default:
			if s.direction && headlines == len(findings) {
				headlines++
			}
			findings = append(findings, s.text)
		}
	}
	// The causes follow who leads (editors, round 10: the headline
	// results first).
	findings = slices.Insert(findings, headlines, firstFindings...)
	if len(w.a.Systems) == 1 {
		return w.loneLead(ds, headline, causes), findings, w.loneVerdict(ds)
	}
	parts := []string{w.whatRan(ds)}
	// Platforms measured apart are said to be before who won.
	if s := w.sessionsApart(); s != "" {
		parts = append(parts, s)
	}
	if s := w.repeatSetup(ds); s != "" {
		parts = append(parts, s)
	}
	// Where one system kept far fewer I/Os in flight than another, its
	// figures and the other's are not like for like: the reader learns
	// that before any lead.
	if s := w.queueGap(); s != "" {
		parts = append(parts, s)
	}
	if s := w.winners(); s != "" {
		parts = append(parts, s)
	}
	// Who does the most work per unit of CPU is the platforms' most
	// consistent result: the lead says it after who won.
	if w.efficiencyInLead() {
		parts = append(parts, w.efficiencyLead())
		// The caveat stands with the claim it qualifies, not only in the
		// verdict.
		if s := w.cpuCaveat(); s != "" {
			parts = append(parts, s)
		}
	}
	if s := w.leadCaveat(); s != "" {
		parts = append(parts, s)
	}
	parts = append(parts, causes...)
	// Platforms whose queues differed less, but one always shorter: the
	// latency finding says it in full, and the verdict weighs each lead
	// by it; the lead stays with who won and why (editors, round 7).
	lead = strings.Join(parts, " ")
	return lead, findings, w.verdict(warnings)
}

// leadCauses is how many causes a lead carries: more would make it a
// list.
const leadCauses = 2

// said are the analysis's findings as the article words them, ranked;
// the causes among them marked.
func (w *writer) said() []said {
	var out []said
	if len(w.a.Systems) == 1 {
		extremes := len(w.a.Profile(w.a.Systems[0]).Extremes) > 0 // the findings' first after suspect results, where there are any
		first := len(w.suspects())
		for i, s := range w.alone() {
			out = append(out, said{text: s, headline: i == first && extremes})
		}
	} else {
		// The differences the repeated runs could not show are said
		// together, where the first of them would be: once, not once a
		// cell.
		var open []*analyze.Comparison
		at := -1
		for _, f := range w.a.Findings() {
			if c := w.openPairOf(f); c != nil {
				if at < 0 {
					at = len(out)
				}
				open = append(open, c)
				continue
			}
			// A genuine latency lead and the queues that were not
			// alike are two findings, a bullet each (editors, round 11).
			if g, ok := f.(*analyze.LatencyGap); ok {
				for _, part := range w.latencyParts(g) {
					out = append(out, said{text: part})
				}
				continue
			}
			s := w.finding(f)
			if s == "" {
				continue
			}
			switch f.(type) {
			case *analyze.CPUBound:
				out = append(out, said{text: s, cause: true, bound: "cpu"})
			case *analyze.HardwareBound:
				out = append(out, said{text: s, cause: true, bound: "drives"})
			case *analyze.EfficiencyLead:
				out = append(out, said{text: s, efficiency: true})
			case *analyze.DirectionLeads:
				out = append(out, said{text: s, direction: true})
			default:
				out = append(out, said{text: s})
			}
		}
		if at >= 0 {
			var pairs []said
			for _, s := range w.openPairs(open) {
				pairs = append(pairs, said{text: s})
			}
			out = slices.Insert(out, at, pairs...)
		}
		for _, s := range w.linkShares() {
			out = append(out, said{text: s, cause: true})
		}
	}
	for _, s := range w.hosts() {
		out = append(out, said{text: s, cause: true})
	}
	return out
}

// whatRan says what was measured: the systems and their workloads, and
// the benchmark where a review's figures are all of one.
func (w *writer) whatRan(ds *datasets.Dataset) string {
	l := w.l
	if tool := oneBenchmark(ds); tool != "" {
		return l.Say("%s were tested with %s in %s.", l.JoinAnd(w.a.Systems), tool, l.workloadsPhrase(w.a.Cells))
	}
	return l.Say("%s ran %s.", l.JoinAnd(w.a.Systems), l.workloadsPhrase(w.a.Cells))
}

// oneBenchmark is the disk benchmark every figure comes from, where they
// all come from CrystalDiskMark or all from KDiskMark, whose tests a
// review names; "" otherwise.
func oneBenchmark(ds *datasets.Dataset) string {
	tool := ""
	for i := range ds.Results {
		t := ds.Results[i].Tool
		if t != datasets.ToolCrystalDiskMark && t != datasets.ToolKDiskMark || tool != "" && t != tool {
			return ""
		}
		tool = t
	}
	return toolNames[tool]
}

// workloadsPhrase says how many workloads there are and what they are:
// "8 workloads (random and sequential reads and writes of 4K to 128K
// blocks)".
func (l lang) workloadsPhrase(all []analyze.Cell) string {
	var cells []analyze.Cell
	for _, c := range all {
		if !slices.Contains(cells, c) {
			cells = append(cells, c)
		}
	}
	var patterns, dirs []string
	dirsOf := map[string][]string{} // the directions each pattern ran
	lo, hi := int64(math.MaxInt64), int64(0)
	for _, c := range cells {
		if c.Pattern != "" && !slices.Contains(patterns, c.Pattern) {
			patterns = append(patterns, c.Pattern)
		}
		if _, known := directionRanks[c.Direction]; known && c.Pattern != "" && !slices.Contains(dirsOf[c.Pattern], c.Direction) {
			dirsOf[c.Pattern] = append(dirsOf[c.Pattern], c.Direction)
		}
		if _, known := directionRanks[c.Direction]; known && !slices.Contains(dirs, c.Direction) {
			dirs = append(dirs, c.Direction)
		}
		if c.BlockSizeBytes > 0 {
			lo, hi = min(lo, c.BlockSizeBytes), max(hi, c.BlockSizeBytes)
		}
	}
	if len(dirs) == 0 || hi == 0 {
		return l.Say("%d workloads", len(cells))
	}
	slices.SortStableFunc(patterns, func(a, b string) int { return patternRank(a) - patternRank(b) })
	slices.SortStableFunc(dirs, func(a, b string) int { return directionRank(a) - directionRank(b) })
	var pw, dw []string
	for _, p := range patterns {
		switch p {
		case datasets.PatternRandom:
			pw = append(pw, l.Say("random"))
		case datasets.PatternSequential:
			pw = append(pw, l.Say("sequential"))
		}
	}
	for _, d := range dirs {
		dw = append(dw, l.directionPlural(d))
	}
	sizes := l.Say("%s blocks", sizeLabel(lo))
	if lo != hi {
		sizes = l.Say("%s to %s blocks", sizeLabel(lo), sizeLabel(hi))
	}
	what := l.Say("%s %s of %s", l.JoinAnd(pw), l.JoinAnd(dw), sizes)
	if len(pw) == 0 {
		what = l.Say("%s of %s", l.JoinAnd(dw), sizes)
	}
	// "random and sequential reads and writes" claims every pairing; where
	// a pattern ran fewer directions than another (no sequential write),
	// each pattern is named with its own.
	uneven := false
	for _, p := range patterns {
		uneven = uneven || len(dirsOf[p]) != len(dirs)
	}
	// Where each pattern ran one block size, and few workloads, each is
	// named whole: "random 4K reads, random 4K writes and sequential
	// 128K reads", never "…reads and writes and sequential reads".
	if s := l.eachWorkload(patterns, dirsOf, cells); s != "" && uneven && len(pw) == len(patterns) {
		return l.workloadsOf(len(cells), s)
	}
	if uneven && len(pw) == len(patterns) {
		var groups []string
		for i, p := range patterns {
			own := slices.Clone(dirsOf[p])
			slices.SortStableFunc(own, func(a, b string) int { return directionRank(a) - directionRank(b) })
			var words []string
			for _, d := range own {
				words = append(words, l.directionPlural(d))
			}
			groups = append(groups, l.Say("%s %s", pw[i], l.JoinAnd(words)))
		}
		what = l.Say("%s of %s", l.JoinAnd(groups), sizes)
	}
	return l.workloadsOf(len(cells), what)
}

// workloadsOf says how many workloads there are, and what: "eight
// workloads (…)", a small count in words where the language writes it so.
func (l lang) workloadsOf(n int, what string) string {
	if w := l.count(n); n > 1 && w != l.Int(int64(n)) {
		return l.Say("%s workloads (%s)", w, what)
	}
	return l.Say("%d workloads (%s)", n, what)
}

func patternRank(p string) int {
	if p == datasets.PatternRandom {
		return 0
	}
	return 1
}

// directionPlural is a direction as a plural noun: "reads".
func (l lang) directionPlural(d string) string {
	switch d {
	case datasets.DirectionRead:
		return l.Say("reads")
	case datasets.DirectionWrite:
		return l.Say("writes")
	case datasets.DirectionMixed:
		return l.Say("mixes")
	}
	return l.Say("trims")
}

// How a name leads a direction, from the weakest claim to the strongest.
const (
	leadsNone     = iota // no one leads a result of it
	leadsFew             // the most wins are not most of the results
	leadsMost            // most of the results
	leadsAllItRan        // every result the name ran, fewer than all
	leadsEvery           // every result
)

// dirLead is who leads a direction of the headline metric, how, and by
// how much at most.
type dirLead struct {
	dir         string
	name        string
	how         int
	wins, cells int
	largest     analyze.Lead
	leads       int // outright leads behind largest
	present     int
	all         []analyze.Lead // every outright lead, largest first
}

// smallest is the smallest of a direction's outright leads, in percent.
func (d dirLead) smallest() float64 {
	lo := d.largest.Pct
	for _, ld := range d.all {
		lo = math.Min(lo, ld.Pct)
	}
	return lo
}

// dirLeads are the leaders of each direction compared, in article order.
func (w *writer) dirLeads() []dirLead {
	var out []dirLead
	for _, f := range w.a.Findings() {
		d, ok := f.(*analyze.DirectionLeads)
		if !ok {
			continue
		}
		dl := dirLead{dir: d.Direction, cells: d.Cells}
		if len(d.Counts) > 0 {
			c := d.Counts[0]
			dl.name, dl.wins, dl.present = c.Name, c.Wins, c.Present
			if len(c.Leads) > 0 {
				dl.largest, dl.leads, dl.all = c.Leads[0], len(c.Leads), c.Leads
			}
			switch {
			case c.Wins == d.Cells:
				dl.how = leadsEvery
			case c.Wins == c.Present && c.Wins > 1 && !slices.ContainsFunc(d.Counts[1:], func(o analyze.WinCount) bool { return o.Wins >= c.Wins }):
				dl.how = leadsAllItRan
			case c.Wins*2 > d.Cells:
				dl.how = leadsMost
			default:
				dl.how = leadsFew
			}
		}
		out = append(out, dl)
	}
	return out
}

// byHow writes a lead's size: "by 4.8%", "by up to 17.3%".
func (l lang) byHow(d dirLead) string {
	if d.leads > 1 {
		return l.Say("by up to %s", l.margin(d.largest.Pct))
	}
	return l.Say("by %s", l.margin(d.largest.Pct))
}

// winners says who leads each direction and by how much at most, in one
// clause where one name leads them all.
func (w *writer) winners() string {
	l := w.l
	ds := w.dirLeads()
	if len(ds) == 0 {
		return ""
	}
	if w.onlyUnequalLeads() {
		if _, ignored := w.depthIgnored(); ignored {
			return l.Say("%s.", l.Capitalize(w.ignoredClause(w.unequalLead(), w.unequalCount())))
		}
		return w.unequalLeads()
	}
	if sole, ok := w.soleLeader(ds); ok {
		c := w.comparison(sole.largest.Metric, sole.largest.Cell)
		v := shareUnit(l.prose(c, sole.largest.Value, sole.largest.Other))
		args := []any{sole.name, sole.wins, sole.cells, l.byHow(sole), w.name(sole.largest.Cell), v[0], v[1]}
		// The rest: ties, or differences the repeated runs could not
		// show significant, which are no tie but open.
		ties, open := w.splitTies(w.tiedCells())
		switch {
		case open == 0:
			return l.Say("%s leads %d of the %d results, %s (%s, %s vs %s); the rest are ties.", args...)
		case ties == 0 && sole.wins == 1:
			return l.Say("%s was ahead only in %s, by %s (%s vs %s); in the other %d results the runs cannot tell the systems apart.",
				sole.name, w.name(sole.largest.Cell), l.margin(sole.largest.Pct), v[0], v[1], open)
		case ties == 0:
			return l.Say("%s leads %d of the %d results, %s (%s, %s vs %s); in the other %d the runs cannot tell the systems apart.", append(args, open)...)
		}
		return l.Say("%s leads %d of the %d results, %s (%s, %s vs %s); of the rest, %d are ties and in %d the runs cannot tell the systems apart.", append(args, ties, open)...)
	}
	// One name that leads every direction is said once.
	one := ds[0].how >= leadsMost
	merged := ds[0]
	for _, d := range ds[1:] {
		one = one && d.how >= leadsMost && d.name == ds[0].name
		merged.how = min(merged.how, d.how)
		if d.largest.Pct > merged.largest.Pct {
			merged.largest = d.largest
		}
		merged.leads += d.leads
	}
	if one && len(ds) > 1 && merged.leads > 0 {
		c := w.comparison(merged.largest.Metric, merged.largest.Cell)
		v := shareUnit(l.prose(c, merged.largest.Value, merged.largest.Other))
		args := []any{merged.name, l.byHow(merged), w.name(merged.largest.Cell), v[0], v[1]}
		switch merged.how {
		case leadsEvery:
			return l.Say("%s leads every result, %s (%s, %s vs %s).", args...)
		case leadsAllItRan:
			return l.Say("%s leads every result it shared with another system, %s (%s, %s vs %s).", args...)
		}
		return l.Say("%s leads most results, %s (%s, %s vs %s).", args...)
	}
	// A sentence a direction (editors, round 11: one chain of
	// semicolons is no lead); a clause in the tool's own words opens
	// with a capital, a name stays as spelt.
	var sentences []string
	for _, d := range ds {
		part := w.dirClause(d)
		if !w.opensWithName(part) {
			part = l.Capitalize(part)
		}
		sentences = append(sentences, l.Say("%s.", part))
	}
	return strings.Join(sentences, " ")
}

// opensWithName says whether a clause begins with the name of a system
// or a platform, which keeps its spelling at a sentence's start.
func (w *writer) opensWithName(s string) bool {
	for _, n := range w.a.Systems {
		if strings.HasPrefix(s, n) {
			return true
		}
	}
	for _, g := range w.a.Groups {
		if strings.HasPrefix(s, g.Name) {
			return true
		}
	}
	return false
}

// dirClause says who leads a direction, and by how much at most.
func (w *writer) dirClause(d dirLead) string {
	l := w.l
	switch d.how {
	case leadsNone:
		return l.noOneLeads(d.dir)
	case leadsFew:
		if d.leads == 0 {
			return l.noOneLeadsMost(d.dir, d.name, d.wins, d.cells)
		}
	}
	if d.leads == 0 { // wins of no finite margin (a figure of zero against it)
		return l.Say("%s: %s", l.familyDirection(w.headlineFamily(), d.dir), l.Say("%s leads %d of %d", d.name, d.wins, d.cells))
	}
	// One system of a platform behind every lead is named, and its
	// platform's others that trail the rival said.
	if e := w.earner(d); e != "" && d.how >= leadsMost {
		trail := w.trailers(d, e)
		d.name = e
		if len(trail) > 0 {
			return l.Say("%s, while %s", w.dirClause(d), w.trailClause(d, trail[0]))
		}
	}
	// Leads of a few per cent from single runs are sized as such where
	// they are stated, by the rule that calls two systems too close to
	// rank (editors, round 9).
	if d.how == leadsMost && w.smallLeads(d) {
		return w.smallDirClause(d)
	}
	c := w.comparison(d.largest.Metric, d.largest.Cell)
	v := shareUnit(l.prose(c, d.largest.Value, d.largest.Other))
	args := []any{d.name, l.byHow(d), w.name(d.largest.Cell), v[0], v[1]}
	if d.how == leadsFew {
		few := []any{d.name, d.wins, d.cells, l.byHow(d), w.name(d.largest.Cell), v[0], v[1]}
		switch d.dir {
		case datasets.DirectionRead:
			return l.Say("%s leads %d of the %d reads, %s (%s, %s vs %s)", few...)
		case datasets.DirectionWrite:
			return l.Say("%s leads %d of the %d writes, %s (%s, %s vs %s)", few...)
		case datasets.DirectionMixed:
			return l.Say("%s leads %d of the %d mixes, %s (%s, %s vs %s)", few...)
		}
		return l.Say("%s leads %d of the %d trims, %s (%s, %s vs %s)", few...)
	}
	switch d.dir + " " + strconv.Itoa(d.how) {
	case datasets.DirectionRead + " " + strconv.Itoa(leadsEvery):
		return l.Say("%s leads every read, %s (%s, %s vs %s)", args...)
	case datasets.DirectionRead + " " + strconv.Itoa(leadsAllItRan):
		return l.Say("%s leads every read it shared with another system, %s (%s, %s vs %s)", args...)
	case datasets.DirectionRead + " " + strconv.Itoa(leadsMost):
		return l.Say("%s leads most reads, %s (%s, %s vs %s)", args...)
	case datasets.DirectionWrite + " " + strconv.Itoa(leadsEvery):
		return l.Say("%s leads every write, %s (%s, %s vs %s)", args...)
	case datasets.DirectionWrite + " " + strconv.Itoa(leadsAllItRan):
		return l.Say("%s leads every write it shared with another system, %s (%s, %s vs %s)", args...)
	case datasets.DirectionWrite + " " + strconv.Itoa(leadsMost):
		return l.Say("%s leads most writes, %s (%s, %s vs %s)", args...)
	case datasets.DirectionMixed + " " + strconv.Itoa(leadsEvery):
		return l.Say("%s leads every mix, %s (%s, %s vs %s)", args...)
	case datasets.DirectionMixed + " " + strconv.Itoa(leadsAllItRan):
		return l.Say("%s leads every mix it shared with another system, %s (%s, %s vs %s)", args...)
	case datasets.DirectionMixed + " " + strconv.Itoa(leadsMost):
		return l.Say("%s leads most mixes, %s (%s, %s vs %s)", args...)
	case datasets.DirectionTrim + " " + strconv.Itoa(leadsEvery):
		return l.Say("%s leads every trim, %s (%s, %s vs %s)", args...)
	case datasets.DirectionTrim + " " + strconv.Itoa(leadsAllItRan):
		return l.Say("%s leads every trim it shared with another system, %s (%s, %s vs %s)", args...)
	}
	return l.Say("%s leads most trims, %s (%s, %s vs %s)", args...)
}

// verdict says what the comparison means for a buyer or an
// administrator: which system to choose for which work and by how much,
// who leaves the most CPU to the applications, what would raise the
// figures the CPU, the drives or the link hold, and the caveats: setups
// that differ, single runs, or which differences of repeated runs are
// significant.
func (w *writer) verdict(warnings []error) string {
	l := w.l
	var out []string
	choice := w.choice()
	platforms, efficiencySaid := false, false
	if s, ok := w.platformChoice(); ok {
		choice, platforms = s, true
	}
	switch s := choice; {
	case w.unalike && s != "":
		out = append(out, l.Say("The exports were not made alike, so they cannot rank the drives: each figure says what one drive did on its own system."))
	case s != "":
		// Two platforms: the bottom line first, who leads which and
		// where the CPU efficiency lies, then the per-test detail.
		if b := w.platformBottomLine(); platforms && b != "" {
			out = append(out, b)
			out = append(out, w.stackChoices()...)
			if e := w.efficiencyVerdict(); e != "" {
				out = append(out, e)
				efficiencySaid = true
			}
		}
		out = append(out, s)
	}
	var boundSystems, boundCells, hwCells []string
	var efficient *analyze.EfficiencyLead
	for _, f := range w.a.Findings() {
		switch f := f.(type) {
		case *analyze.CPUBound:
			for _, sys := range f.Systems {
				if !slices.Contains(boundSystems, sys) {
					boundSystems = append(boundSystems, sys)
				}
			}
			boundCells = append(boundCells, w.name(f.Cell))
		case *analyze.HardwareBound:
			hwCells = append(hwCells, w.name(f.Cell))
		case *analyze.EfficiencyLead:
			efficient = f
		}
	}
	switch {
	case efficiencySaid:
	case efficient != nil && efficient.Wins*2 > efficient.Cells && platforms && w.efficiencyInLead():
		out = append(out, w.efficiencyVerdict())
	case efficient != nil && efficient.Wins*2 > efficient.Cells:
		out = append(out, l.Say("%s does the most work per unit of CPU in %d of %d results.",
			efficient.System, efficient.Wins, efficient.Cells))
	}
	// A limit the lead (or the findings, between two platforms) names
	// is not said again.
	if w.causesSaid["cpu"] {
		boundSystems = nil
	}
	if w.causesSaid["drives"] {
		hwCells = nil
	}
	// CPU-bound systems are held by their CPU cost per I/O as much as by
	// the processor: a faster CPU or a cheaper I/O path raises them.
	switch {
	case len(boundSystems) > 1:
		out = append(out, l.Capitalize(l.Say("In %s, %s ran at nearly full CPU, which suggests the processor, not the drives, limits them there.",
			l.JoinAnd(boundCells), l.JoinAnd(boundSystems))))
	case len(boundSystems) == 1:
		out = append(out, l.Capitalize(l.Say("In %s, %s ran at nearly full CPU, which suggests the processor, not the drives, limits it there.",
			l.JoinAnd(boundCells), boundSystems[0])))
	}
	// Systems that all stop at one figure suggest the drives' limit: an
	// inference, which the verdict words as one.
	if len(hwCells) > 0 {
		out = append(out, l.Capitalize(l.Say("In %s every system stops at about the same figure, which suggests the drives set the limit.", l.JoinAnd(hwCells))))
	}
	// A link's ceiling holds in the tests that reach it, and the verdict
	// names them.
	for _, ls := range w.a.LinkShares(w.limits) {
		for _, s := range ls.Systems {
			if s.AtLink {
				out = append(out, l.Say("%s: at the ceiling of its link in %s, so on that link no faster drive would do much better there.", s.System, w.cellNames(s.AtLinkCells)))
			}
		}
	}
	out = append(out, w.caveats(warnings)...)
	return strings.Join(out, " ")
}

// choice says which name to choose for which work, by how much at most.
func (w *writer) choice() string {
	l := w.l
	ds := w.dirLeads()
	var leaders []dirLead
	for _, d := range ds {
		if d.how >= leadsMost {
			leaders = append(leaders, d)
		}
	}
	if w.onlyUnequalLeads() {
		return w.queueChoice() // no lead like for like to choose by
	}
	if sole, ok := w.soleLeader(ds); ok {
		if w.fewShown(sole) {
			return w.shownOnly(sole)
		}
		return l.Say("%s is the one to choose: it is ahead in %d of the %d results and behind in none.", sole.name, sole.wins, sole.cells)
	}
	if len(leaders) == 0 {
		if len(ds) == 0 {
			return ""
		}
		return l.Say("No system is the clear choice: none leads most of the results in any direction.")
	}
	same := true
	for _, d := range leaders {
		same = same && d.name == leaders[0].name
	}
	if same {
		best := leaders[0]
		for _, d := range leaders[1:] {
			if d.largest.Pct > best.largest.Pct {
				best = d
			}
			best.leads += d.leads
		}
		if len(leaders) == len(ds) && best.leads > 0 {
			var dirs []string
			for _, d := range leaders {
				dirs = append(dirs, l.directionPlural(d.dir))
			}
			return l.Say("%s is the one to choose for %s: it leads %s.", best.name, l.JoinAnd(dirs), l.byHow(best))
		}
	}
	var parts, edges []string
	for _, d := range leaders {
		if d.leads == 0 {
			continue
		}
		// Leads of a few per cent from single runs are an edge, not a
		// choice.
		if w.smallLeads(d) {
			edges = append(edges, w.edge(d))
			continue
		}
		if e := w.earner(d); e != "" {
			d.name = e
		}
		m := l.margin(d.largest.Pct)
		switch d.dir {
		case datasets.DirectionRead:
			parts = append(parts, l.Say("%s for reads (up to %s ahead)", d.name, m))
		case datasets.DirectionWrite:
			parts = append(parts, l.Say("%s for writes (up to %s ahead)", d.name, m))
		case datasets.DirectionMixed:
			parts = append(parts, l.Say("%s for mixes (up to %s ahead)", d.name, m))
		default:
			parts = append(parts, l.Say("%s for trims (up to %s ahead)", d.name, m))
		}
	}
	if q, ok := w.queueMadeLead(); ok {
		edges = append(edges, w.queueMadeText(q))
	}
	var out []string
	switch {
	case len(parts) == 1 && len(edges) > 0:
		out = append(out, l.Say("Choose %s.", parts[0]))
	case len(parts) == 2: // two choices are a contrast: Polish "…, a Linux do zapisów"
		out = append(out, l.Say("The choice follows the work: %s.", l.Say("%s, and %s", parts[0], parts[1])))
	case len(parts) > 0:
		out = append(out, l.Say("The choice follows the work: %s.", l.JoinAnd(parts)))
	}
	return strings.Join(append(out, edges...), " ")
}

// edged says whether the verdict calls a direction's leads an edge:
// small, from single runs.
func (w *writer) edged() bool {
	if w.onlyUnequalLeads() {
		return false
	}
	for _, d := range w.dirLeads() {
		if d.how >= leadsMost && w.smallLeads(d) {
			return true
		}
	}
	return false
}

// soleLeader is the one name that leads some of the results, but not
// all, where no other name leads any: the rest are ties. Its wins and
// cells are over every direction, and largest its largest lead.
func (w *writer) soleLeader(ds []dirLead) (dirLead, bool) {
	var sole dirLead
	for _, d := range ds {
		sole.cells += d.cells
		if d.how == leadsNone {
			continue
		}
		if sole.name != "" && d.name != sole.name || d.leads == 0 {
			return dirLead{}, false
		}
		sole.name, sole.wins, sole.leads = d.name, sole.wins+d.wins, sole.leads+d.leads
		if d.largest.Pct > sole.largest.Pct {
			sole.largest = d.largest
		}
	}
	if sole.name == "" || sole.wins >= sole.cells || w.othersLead(sole.name) {
		return dirLead{}, false
	}
	return sole, true
}

// othersLead says whether a name other than the one given leads a
// result of the headline metric in any direction.
func (w *writer) othersLead(name string) bool {
	for _, f := range w.a.Findings() {
		if d, ok := f.(*analyze.DirectionLeads); ok {
			for _, c := range d.Counts {
				if c.Name != name && c.Wins > 0 {
					return true
				}
			}
		}
	}
	return false
}

// caveats are what the verdict's reader must weigh: setups that differ,
// figures of single runs, or which differences of repeated runs are
// significant.
func (w *writer) caveats(warnings []error) []string {
	l := w.l
	var out []string
	for _, warn := range warnings {
		m, ok := warn.(*analyze.MismatchedSetups)
		if !ok {
			continue
		}
		var facts []string
		for _, d := range m.Differences {
			if f := l.setupFact(d.Fact); f != "" {
				facts = append(facts, f)
			}
		}
		if len(facts) > 0 {
			out = append(out, l.Say("Caveat: the systems were not measured alike (%s), so part of each difference may come from the setup.", l.JoinAnd(facts)))
		}
	}
	if s := w.significance(); s != "" {
		return append(out, s)
	}
	for _, c := range w.comparisons(w.headlineMetric()) {
		for _, f := range c.Ranking {
			if len(f.Samples) > 1 {
				return out // repeated, but too few runs to test: the warnings say so
			}
		}
	}
	// Single runs: the smallest lead the findings state is the least
	// certain, between platforms or between two systems of one.
	var smallest *analyze.Lead
	winner := "" // the system or platform that leads by it
	consider := func(name string, leads []analyze.Lead) {
		for i := range leads {
			if smallest == nil || leads[i].Pct < smallest.Pct {
				smallest, winner = &leads[i], name
			}
		}
	}
	for _, f := range w.a.Findings() {
		switch d := f.(type) {
		case *analyze.DirectionLeads:
			for _, c := range d.Counts {
				consider(c.Name, c.Leads)
			}
		case *analyze.PlatformPair:
			if w.finding(f) == "" {
				continue // not said
			}
			for _, side := range d.Sides {
				consider(side.System, side.Leads)
			}
		}
	}
	switch {
	case smallest == nil:
	case w.bestOf > 1 && smallest.Pct < closePairs*w.tiePct():
		out = append(out, l.Say("Each figure is the best of %d passes, which shows no spread, so no lead was tested for significance: the smallest, %s's %s in %s, may not hold in a repeat.",
			w.bestOf, winner, l.margin(smallest.Pct), w.name(smallest.Cell)))
	case w.bestOf > 1:
		out = append(out, l.Say("Each figure is the best of %d passes, which shows no spread, so no lead was tested for significance.", w.bestOf))
	case w.singleRunSaid:
	case smallest.Pct < closePairs*w.tiePct() && !w.edged():
		out = append(out, l.Say("Each figure is a single run, so no lead was tested for significance: the smallest, %s's %s in %s, may not hold in a repeat.",
			winner, l.margin(smallest.Pct), w.name(smallest.Cell)))
	default:
		out = append(out, l.Say("Each figure is a single run, so no lead was tested for significance."))
	}
	return out
}

// efficiencyVerdict weighs the CPU efficiency whose figures a lead of
// two platforms gives: the most consistent advantage, approximate where
// the lead says so (cpuCaveat). "" where the lead gives none.
func (w *writer) efficiencyVerdict() string {
	e := w.mostEfficient()
	if e == nil || !w.efficiencyInLead() {
		return ""
	}
	if w.cpuCaveat() != "" {
		if n := w.narrowEfficiency(e); n > 0 {
			return w.l.Say("%s's most consistent advantage is CPU efficiency, ahead in %s of the %s tests (in %s of them by under %s), though %s and %s count CPU use differently.",
				e.System, w.l.count(e.Wins), w.l.count(e.Cells), w.l.count(n), w.l.Percent(narrowPct, 0), w.a.Groups[0].Name, w.a.Groups[1].Name)
		}
		return w.l.Say("%s's most consistent advantage is CPU efficiency, though %s and %s count CPU use differently.", e.System, w.a.Groups[0].Name, w.a.Groups[1].Name)
	}
	return w.l.Say("%s's most consistent advantage is CPU efficiency.", e.System)
}

// bestOfPasses is N where every result is its tool's best of the same N
// passes (CrystalDiskMark's), which the method note states; 0 otherwise.
func bestOfPasses(ds *datasets.Dataset) int64 {
	var n int64
	for i := range ds.Results {
		r := &ds.Results[i]
		if r.Aggregation != datasets.AggregationMax || r.AggregationN < 2 || n != 0 && r.AggregationN != n {
			return 0
		}
		n = r.AggregationN
	}
	return n
}

// setupFact names a fact of the setup that differs, as the verdict's
// caveat lists it; "" for single short runs, which it says otherwise.
func (l lang) setupFact(fact string) string {
	switch fact {
	case analyze.SetupTool:
		return l.Say("tool or version")
	case analyze.SetupTestSize:
		return l.Say("test size")
	case analyze.SetupOS:
		return l.Say("operating system")
	case analyze.SetupFill:
		return l.Say("volume fill level")
	case analyze.SetupDirect:
		return l.Say("direct or buffered I/O")
	case analyze.SetupSession:
		return l.Say("measuring session")
	}
	return ""
}

// significance says, where runs were repeated, which differences of the
// headline metric are significant and which are not, each with its
// p-value, and how little the test can show with few runs; "" where none
// was tested.
func (w *writer) significance() string {
	l := w.l
	var yes, no []string
	var yesOne, noOne [2]string // a name and its p-value, said apart where a list has one
	lo, hi := math.MaxInt, 0
	family := 0 // the tests the p-values were corrected over
	var one [][2]string
	for _, c := range w.comparisons(w.headlineMetric()) {
		tested := false
		for _, f := range c.Ranking {
			if f.CorrectedOver != nil {
				tested = true
				lo, hi = min(lo, len(f.Samples)), max(hi, len(f.Samples))
				family = max(family, f.CorrectedOver.Size)
			}
		}
		name, p := w.name(c.Cell), testedP(c)
		if finite(p) {
			one = append(one, [2]string{name, l.Decimal(p, 3)})
			name = l.Say("%s (p = %s)", name, l.Decimal(p, 3))
		} else {
			one = append(one, [2]string{})
		}
		switch {
		case !tested || len(c.Ranking) < 2:
		case c.TieReason == "not significant":
			no, noOne = append(no, name), one[len(one)-1]
		case c.Winner != "" || w.grouped() && c.WinnerGroup != "":
			yes, yesOne = append(yes, name), one[len(one)-1]
		}
	}
	if len(yes)+len(no) == 0 {
		return ""
	}
	// A verdict that says only what few differences were shown gives
	// their p-values itself, and the findings those of the rest.
	if sole, ok := w.soleLeader(w.dirLeads()); ok && w.fewShown(sole) {
		return w.power(lo, hi, family)
	}
	runs := l.Int(int64(lo))
	if lo != hi {
		runs = l.Say("%d to %d", lo, hi)
	}
	test := l.Say("the Mann-Whitney test")
	if w.a.Options.Test == analyze.TestWelch {
		test = l.Say("Welch's t-test")
	}
	alpha := l.Exact(w.alpha())
	var out string
	switch {
	case len(no) == 0:
		out = l.Say("Over %s runs each, every difference is significant (%s, alpha %s): %s.", runs, test, alpha, l.JoinAnd(yes))
	case len(yes) == 0:
		out = l.Say("Over %s runs each, no difference is significant (%s, alpha %s): %s.", runs, test, alpha, l.JoinAnd(no)) + " " +
			l.Say("The runs overlap too much to tell the systems apart, which does not show them equal.")
	default:
		significant := l.Say("Over %s runs each, the differences in %s are significant (%s, alpha %s).", runs, l.JoinAnd(yes), test, alpha)
		if len(yes) == 1 && yesOne[0] != "" {
			significant = l.Say("Over %s runs each, the difference in %s is significant (p = %s; %s, alpha %s).", runs, yesOne[0], yesOne[1], test, alpha)
		}
		not := l.Say("Those in %s are not: the runs overlap too much to tell the two apart, which does not show them equal.", l.JoinAnd(no))
		if len(no) == 1 && noOne[0] != "" {
			not = l.Say("That in %s is not (p = %s): the runs overlap too much to tell the two apart, which does not show them equal.", noOne[0], noOne[1])
		}
		out = significant + " " + l.Capitalize(not)
	}
	if s := w.power(lo, hi, family); s != "" {
		out += " " + s
	}
	return out
}

// power says, where the Mann-Whitney test was run on as few runs as make
// its smallest possible p-value, corrected over the family, come within
// a tenth of alpha or nearer, how little the test can show: with 5 runs
// against 5 that p is 2/252, 0.0079, which Holm's correction over 4
// tests raises to 0.032.
func (w *writer) power(lo, hi, family int) string {
	l := w.l
	if w.a.Options.Test == analyze.TestWelch || lo != hi || lo < 2 || family < 1 {
		return ""
	}
	p := analyze.MinMannWhitneyP(lo, lo)
	alpha := w.alpha()
	corrected := p * float64(family)
	if !(corrected >= alpha/10) || corrected >= alpha {
		return "" // ample power, or none: the warnings say too few runs
	}
	if family == 1 {
		return l.Say("With %d runs against %d, the test has little power: the smallest p-value it can give is %s, so a real difference can fail to show.", lo, lo, l.twoSig(p))
	}
	return l.Say("With %d runs against %d, the test has little power: the smallest p-value it can give is %s, which Holm's correction over %d tests raises to %s, so a real difference can fail to show.",
		lo, lo, l.twoSig(p), family, l.twoSig(corrected))
}

// twoSig writes a small probability to two significant figures: 0.0079.
func (l lang) twoSig(p float64) string {
	d := 1
	if p > 0 {
		d = max(1, 1-int(math.Floor(math.Log10(p))))
	}
	return l.Decimal(p, d)
}

// loneLead is a one-system article's lead: the device under test as
// its subject, what it ran with which tool, its range of bandwidth, and
// where its writes outran its reads; where the records name no device,
// the system as before, with its highest and lowest throughput (the
// findings' first).
func (w *writer) loneLead(ds *datasets.Dataset, headline string, causes []string) string {
	parts := []string{w.l.Say("%[1]s ran %[2]s.", w.a.Systems[0], w.l.workloadsPhrase(w.a.Cells))}
	if w.l.oneDepth && w.lone.depth > 0 {
		parts = []string{w.l.Say("%s ran %s at queue depth %d.", w.a.Systems[0], w.l.workloadsPhrase(w.a.Cells), w.lone.depth)}
	}
	if oneBenchmark(ds) != "" {
		parts = []string{w.whatRan(ds)}
	}
	if w.lone.device != "" {
		parts = []string{w.deviceRan(ds)}
		// Single short runs, said before any figure, so that the reader
		// weighs them as such (#24 round 7, tr and hi).
		if w.singleShort() {
			parts = append(parts, w.l.Say("Each workload ran once, for %s.", w.l.seconds(w.lone.runtime)))
		}
		// What it does, as a reader sizes it: small random blocks in
		// IOPS, sequential transfers in bandwidth.
		if does := w.deviceDoesParts(); len(does) > 0 {
			headline = w.l.Say("It delivers %s.", w.l.JoinAnd(does))
		} else if s := w.bandwidthRange(); s != "" {
			headline = s
		}
	}
	if headline != "" {
		parts = append(parts, headline)
	}
	if s := w.loneWriteCache(ds); s != "" {
		parts = append(parts, s)
	}
	return strings.Join(append(parts, causes...), " ")
}

// deviceRan says what was measured of the device under test: with which
// tool and engine, which workloads and at what depth.
func (w *writer) deviceRan(ds *datasets.Dataset) string {
	l := w.l
	setups := analyze.Setups(ds, w.a.Systems)
	tool := ""
	if len(setups) == 1 {
		tool = l.toolsText(setups[0])
		if len(setups[0].Engines) == 1 && tool != "" {
			tool = l.Say("%s and its %s engine", tool, setups[0].Engines[0])
		}
	}
	device := l.Capitalize(w.lone.device)
	work := l.workloadsPhrase(w.a.Cells)
	switch {
	case tool != "" && w.lone.depth > 0:
		return l.Say("%s was measured with %s at queue depth %d in %s.", device, tool, w.lone.depth, work)
	case tool != "":
		return l.Say("%s was measured with %s in %s.", device, tool, work)
	}
	return l.Say("%s was measured in %s.", device, work)
}

// bandwidthRange says the one system's least and most bandwidth, in one
// unit; "" where it has fewer than two.
func (w *writer) bandwidthRange() string {
	bw := w.loneFigures(analyze.Bandwidth)
	if len(bw) < 2 {
		return ""
	}
	lo := slices.MinFunc(bw, func(a, b loneFigure) int { return cmpFloat(a.value, b.value) })
	hi := slices.MaxFunc(bw, func(a, b loneFigure) int { return cmpFloat(a.value, b.value) })
	v := w.sameUnit(analyze.Bandwidth, lo.value, hi.value)
	return w.l.Say("Its bandwidth ranged from %s in %s to %s in %s.", v[0], w.name(lo.cell), v[1], w.name(hi.cell))
}

// loneWriteCache says, where one system's writes outran its reads, at
// which block sizes (and at which they did not), with the widest such
// write: media do not write faster than they read, so the lead says a
// cache most likely took the writes, as a sweep's does; on a virtual
// disk, most likely the host's. A target in memory has no media behind
// a cache.
func (w *writer) loneWriteCache(ds *datasets.Dataset) string {
	l := w.l
	system := w.a.Systems[0]
	if analyze.TargetsOf(ds)[system].Kind == analyze.TargetMemory {
		return ""
	}
	wcs := w.a.WriteCaches(system)
	if len(wcs) == 0 {
		return ""
	}
	top := wcs[0]
	for _, wc := range wcs[1:] {
		if wc.Write.Value > top.Write.Value {
			top = wc
		}
	}
	if w.lone.device == "" {
		wb, rb := w.comparison(analyze.Bandwidth, top.Write.Cell), w.comparison(analyze.Bandwidth, top.Read.Cell)
		return l.Say("%s writes faster than it reads (%s %s, %s %s): most likely a write-back cache took the writes.",
			system, w.name(top.Write.Cell), l.inProse(wb, top.Write.Value), w.name(top.Read.Cell), l.inProse(rb, top.Read.Value))
	}
	at, notAt := w.cacheSizes(wcs)
	v := shareUnit(w.sameUnit(analyze.Bandwidth, top.Write.Value, top.Read.Value))
	args := []any{l.JoinAnd(at), w.name(top.Write.Cell), v[0], v[1]}
	switch {
	case len(notAt) > 0 && w.lone.virtual:
		return l.Say("At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read), but not at %s. That suggests a write-back cache, most likely on the host, absorbed those writes.", append(args, l.JoinAnd(notAt))...)
	case len(notAt) > 0:
		return l.Say("At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read), but not at %s. That suggests a write-back cache most likely absorbed those writes.", append(args, l.JoinAnd(notAt))...)
	case w.lone.virtual:
		return l.Say("At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read). That suggests a write-back cache, most likely on the host, absorbed those writes.", args...)
	}
	return l.Say("At %s blocks the disk wrote faster than it read (%s: %s vs %s for the read). That suggests a write-back cache most likely absorbed those writes.", args...)
}

// cacheSizes are the block sizes at which writes outran reads (at) and
// those with a write and a read of the same workload at which none did
// (notAt), smallest first.
func (w *writer) cacheSizes(wcs []analyze.WriteCache) (at, notAt []string) {
	var in, out []int64
	for _, wc := range wcs {
		if !slices.Contains(in, wc.Write.Cell.BlockSizeBytes) {
			in = append(in, wc.Write.Cell.BlockSizeBytes)
		}
	}
	bw := w.loneFigures(analyze.Bandwidth)
	for _, wr := range bw {
		if wr.cell.Direction != datasets.DirectionWrite || slices.Contains(in, wr.cell.BlockSizeBytes) || slices.Contains(out, wr.cell.BlockSizeBytes) {
			continue
		}
		rd := wr.cell
		rd.Direction = datasets.DirectionRead
		if slices.ContainsFunc(bw, func(f loneFigure) bool { return f.cell == rd }) {
			out = append(out, wr.cell.BlockSizeBytes)
		}
	}
	slices.Sort(in)
	slices.Sort(out)
	for _, b := range in {
		at = append(at, sizeLabel(b))
	}
	for _, b := range out {
		notAt = append(notAt, sizeLabel(b))
	}
	return at, notAt
}

// loneVerdict is what one system's figures mean for an administrator:
// what the device does, in 4K IOPS and in sequential bandwidth, at its
// depth; and the caveats: single or short runs, writes a cache took,
// results to repeat. Where the records name no device, its longest tail
// and the runs.
func (w *writer) loneVerdict(ds *datasets.Dataset) string {
	l := w.l
	var out []string
	p := w.a.Profile(w.a.Systems[0])
	plan := w.planWith()
	if plan != "" {
		// What the figures mean for whoever sizes work on the device
		// first, then the caveats.
		out = append(out, plan)
	} else if len(w.deviceDoesParts()) > 0 {
		// The lead says what the device does; the verdict its caveats.
	} else if t, ok := longestTail(p.Tails); ok && t.Ratio >= 2 {
		p99, mean := w.comparison(analyze.LatencyP99, t.Cell), w.comparison(analyze.LatencyMean, t.Cell)
		out = append(out, l.Say("Size latency-sensitive work by the p99, not the mean: in %s the p99 latency, %s, is %s the mean, %s.",
			w.name(t.Cell), l.inProse(p99, t.P99), l.factor(t.Ratio), l.inProse(mean, t.Mean)))
	}
	if setups := analyze.Setups(ds, w.a.Systems); len(setups) == 1 && setups[0].Repeats <= 1 {
		if plan != "" && w.singleShort() {
			// The plan said the runs were single and short: what that
			// makes its figures.
			out = append(out, l.Say("Read that as an upper estimate, not a sustained rate: how much a repeat would differ is not known."))
		} else if rt := setups[0].MinRuntimeS; rt > 0 && !math.IsNaN(rt) {
			out = append(out, l.Say("Each figure is a single run of %s, so how much a repeat would differ is not known.", l.seconds(rt)))
		} else {
			out = append(out, l.Say("Each figure is a single run, so how much a repeat would differ is not known."))
		}
	}
	if w.lone.device != "" {
		if wcs := w.a.WriteCaches(w.a.Systems[0]); len(wcs) > 0 && analyze.TargetsOf(ds)[w.a.Systems[0]].Kind != analyze.TargetMemory {
			at, _ := w.cacheSizes(wcs)
			if w.lone.virtual {
				out = append(out, l.Say("The writes at %s blocks most likely went to the host's cache, so they overstate what the disk sustains.", l.JoinAnd(at)))
			} else {
				out = append(out, l.Say("The writes at %s blocks most likely went to a cache, so they overstate what the drive sustains.", l.JoinAnd(at)))
			}
		}
		var names []string
		for _, s := range w.suspects() {
			names = append(names, w.name(s.cell))
		}
		if len(names) > 0 {
			out = append(out, l.Capitalize(l.Say("Repeat %s before relying on it.", l.JoinAnd(names))))
		}
	}
	return strings.Join(out, " ")
}

// deviceDoesParts are what the device under test does at its one depth:
// its IOPS in the random workloads of the smallest block ("about
// 118,000 IOPS in random 4K read"), and the range of its sequential
// bandwidth; none where the records name no device or it ran at several
// depths.
func (w *writer) deviceDoesParts() []string {
	l := w.l
	if w.lone.device == "" || w.lone.depth == 0 {
		return nil
	}
	iops := w.loneFigures(analyze.IOPS)
	smallest := int64(0)
	for _, f := range iops {
		if f.cell.Pattern == datasets.PatternRandom && (smallest == 0 || f.cell.BlockSizeBytes < smallest) {
			smallest = f.cell.BlockSizeBytes
		}
	}
	var parts []string
	for _, f := range iops {
		if f.cell.Pattern == datasets.PatternRandom && f.cell.BlockSizeBytes == smallest && f.cell.RWMixReadPct < 0 {
			v := l.Int(int64(roundSig(f.value, proseFigures)))
			parts = append(parts, l.Say("about %s IOPS in %s", v, l.workload(f.cell.Pattern, f.cell.Direction, sizeLabel(f.cell.BlockSizeBytes))))
		}
	}
	// Sequential bandwidth by direction: a write a cache took is not
	// the read's figure.
	for _, dir := range []string{datasets.DirectionRead, datasets.DirectionWrite, datasets.DirectionMixed} {
		var seq []float64
		for _, f := range w.loneFigures(analyze.Bandwidth) {
			if f.cell.Pattern == datasets.PatternSequential && f.cell.Direction == dir {
				seq = append(seq, f.value)
			}
		}
		if len(seq) == 0 {
			continue
		}
		lo, hi := slices.Min(seq), slices.Max(seq)
		v := shareUnit(w.sameUnit(analyze.Bandwidth, lo, hi))
		one := w.sameUnit(analyze.Bandwidth, lo)[0] == w.sameUnit(analyze.Bandwidth, hi)[0]
		switch {
		case dir == datasets.DirectionRead && one:
			parts = append(parts, l.Say("%s in sequential reads", w.sameUnit(analyze.Bandwidth, hi)[0]))
		case dir == datasets.DirectionRead:
			parts = append(parts, l.Say("%s to %s in sequential reads", v[0], v[1]))
		case dir == datasets.DirectionWrite && one:
			parts = append(parts, l.Say("%s in sequential writes", w.sameUnit(analyze.Bandwidth, hi)[0]))
		case dir == datasets.DirectionWrite:
			parts = append(parts, l.Say("%s to %s in sequential writes", v[0], v[1]))
		case one:
			parts = append(parts, l.Say("%s in sequential transfers", w.sameUnit(analyze.Bandwidth, hi)[0]))
		default:
			parts = append(parts, l.Say("%s to %s in sequential transfers", v[0], v[1]))
		}
	}
	return parts
}

// tiedCells are the cells of the headline metric that no one leads
// outright, over every direction.
func (w *writer) tiedCells() []analyze.Cell {
	var out []analyze.Cell
	for _, f := range w.a.Findings() {
		if d, ok := f.(*analyze.DirectionLeads); ok {
			out = append(out, d.Tied...)
		}
	}
	return out
}

// splitTies counts, of cells no one leads, the ties (within the
// resolution or the tie threshold) and the open ones: a difference the
// repeated runs did not show significant, which is not shown to be none.
func (w *writer) splitTies(cells []analyze.Cell) (ties, open int) {
	m := w.headlineMetric()
	for _, c := range cells {
		if cmp := w.comparison(m, c); cmp != nil && cmp.TieReason == "not significant" {
			open++
			continue
		}
		ties++
	}
	return ties, open
}

// queueGaps are the cells of the headline metric where the systems
// compared kept very different numbers of I/Os in flight (Little's law:
// IOPS times mean latency), a synchronous engine given a queue depth it
// cannot use; low and high the systems of the widest gap, and the
// counts each kept over the cells as a range (a queue of 8 in one, of
// 32 in another).
type queueGaps struct {
	cells     []analyze.Cell
	low, high string
	lowN      string // "1.0", or "1.0 to 1.2"
	highN     string
}

func (w *writer) queueGaps() queueGaps {
	l := w.l
	var q queueGaps
	var lowL, highL float64
	loSpan, hiSpan := [2]float64{math.Inf(1), math.Inf(-1)}, [2]float64{math.Inf(1), math.Inf(-1)}
	for _, cmp := range w.comparisons(w.headlineMetric()) {
		g, ok := w.a.QueueGapAt(cmp.Cell)
		if !ok {
			continue
		}
		q.cells = append(q.cells, cmp.Cell)
		loSpan = [2]float64{math.Min(loSpan[0], g.LowN), math.Max(loSpan[1], g.LowN)}
		hiSpan = [2]float64{math.Min(hiSpan[0], g.HighN), math.Max(hiSpan[1], g.HighN)}
		if q.low == "" || g.HighN/g.LowN > highL/lowL {
			q.low, q.high, lowL, highL = g.Low, g.High, g.LowN, g.HighN
		}
	}
	span := func(sp [2]float64) string { return l.fromTo(l.about(sp[0]), l.about(sp[1])) }
	if len(q.cells) > 0 {
		q.lowN, q.highN = span(loSpan), span(hiSpan)
	}
	return q
}

// queueGap says where the systems compared kept very different numbers
// of I/Os in flight: their figures there are those of a shallower queue,
// so the other's leads are what queueing buys. "" where every cell's
// systems kept within analyze.QueueGapRatio of each other.
func (w *writer) queueGap() string {
	q := w.queueGaps()
	if len(q.cells) == 0 {
		return ""
	}
	var names []string
	for _, c := range q.cells {
		names = append(names, w.name(c))
	}
	if d, ignored := w.depthIgnored(); ignored {
		l := w.l
		cause := l.Say("%s is synchronous: it ignores the queue depth asked.", d.Engine)
		if d.Tool == datasets.ToolFio {
			cause = l.Say("%s is synchronous: fio ignores iodepth for it.", d.Engine)
		}
		return cause + " " + l.Capitalize(l.Say("In %s, %s was asked for %s and ran at a queue depth of about %s, against %s for %s: those results compare queue depths, not engines.",
			l.JoinAnd(names), q.low, w.askedDepths(q.cells), q.lowN, q.highN, q.high))
	}
	return w.l.Say("In %s, %s kept about %s I/Os in flight against %s for %s: the leads there are what a deeper queue buys, not a like-for-like comparison.",
		w.l.JoinAnd(names), q.low, q.lowN, q.highN, q.high)
}

// onlyUnequalLeads says whether every outright lead of the headline
// metric stands where the systems kept unequal queues: no one leads
// like for like.
func (w *writer) onlyUnequalLeads() bool {
	unequal := false
	for _, f := range w.a.Findings() {
		if d, ok := f.(*analyze.DirectionLeads); ok {
			if len(d.Counts) > 0 {
				return false
			}
			unequal = unequal || len(d.Unequal) > 0
		}
	}
	return unequal
}

// unequalLead is the largest of the leads at unequal queues.
func (w *writer) unequalLead() analyze.Lead {
	var top analyze.Lead
	for _, f := range w.a.Findings() {
		if d, ok := f.(*analyze.DirectionLeads); ok && len(d.Unequal) > 0 && d.Unequal[0].Pct > top.Pct {
			top = d.Unequal[0]
		}
	}
	return top
}

// queueChoice is the verdict where every outright lead comes from a
// deeper queue: what the data show is which system keeps one, and what
// the cells of equal queues show.
func (w *writer) queueChoice() string {
	l := w.l
	q := w.queueGaps()
	if _, ignored := w.depthIgnored(); ignored {
		return w.ignoredChoice(q)
	}
	out := l.Say("To keep a deep queue, choose %s: %s kept about %s I/Os in flight whatever the depth asked.", q.high, q.low, q.lowN)
	equal, open, ties := w.equalQueueCells(q)
	switch {
	case len(equal) == 0:
		return out
	case ties == 0:
		return out + " " + l.Say("Where the queues were equal (%s), the difference is not significant.", l.JoinAnd(equal))
	case open == 0:
		return out + " " + l.Say("Where the queues were equal (%s), the results are ties.", l.JoinAnd(equal))
	}
	return out + " " + l.Say("Where the queues were equal (%s), no one leads.", l.JoinAnd(equal))
}

// unequalLeads says, where every outright lead comes from a deeper
// queue, who is ahead there and by how much at most.
func (w *writer) unequalLeads() string {
	l := w.l
	n := 0
	for _, f := range w.a.Findings() {
		if d, ok := f.(*analyze.DirectionLeads); ok {
			n += len(d.Unequal)
		}
	}
	return l.Say("%s.", w.unequalClause(w.unequalLead(), n)) // a name stays as spelt
}

// unequalClause says a lead that stands only at a deeper queue: "fio
// io_uring is ahead by 3.6× only at a deeper queue (random 4K read QD32,
// 145 vs 40.7 MiB/s)"; of n such leads, the largest.
func (w *writer) unequalClause(top analyze.Lead, n int) string {
	l := w.l
	c := w.comparison(top.Metric, top.Cell)
	v := shareUnit(l.prose(c, top.Value, top.Other))
	if n > 1 {
		return l.Say("%s is ahead by up to %s only at deeper queues (most in %s, %s vs %s)", top.Winner, l.margin(top.Pct), w.name(top.Cell), v[0], v[1])
	}
	return l.Say("%s is ahead by %s only at a deeper queue (%s, %s vs %s)", top.Winner, l.margin(top.Pct), w.name(top.Cell), v[0], v[1])
}

// depthIgnored is the one synchronous engine behind every queue gap of
// the headline metric, where each is one (analyze.DepthIgnoredAt): the
// depth it was asked for did not happen, so its figures there are of a
// queue of one, and the other's lead is no win of its engine.
func (w *writer) depthIgnored() (analyze.DepthIgnored, bool) {
	var first analyze.DepthIgnored
	n := 0
	for _, cmp := range w.comparisons(w.headlineMetric()) {
		if _, gap := w.a.QueueGapAt(cmp.Cell); !gap {
			continue
		}
		d, ok := w.a.DepthIgnoredAt(cmp.Cell)
		if !ok || n > 0 && (d.System != first.System || d.Engine != first.Engine) {
			return analyze.DepthIgnored{}, false
		}
		if n == 0 {
			first = d
		}
		n++
	}
	return first, n > 0
}

// askedDepths are the queue depths asked in cells: "QD32", "QD8 to QD32".
func (w *writer) askedDepths(cells []analyze.Cell) string {
	lo, hi := int64(math.MaxInt64), int64(0)
	for _, c := range cells {
		lo, hi = min(lo, c.IODepth), max(hi, c.IODepth)
	}
	if lo == hi {
		return "QD" + strconv.FormatInt(lo, 10)
	}
	return w.l.Say("%s to %s", "QD"+strconv.FormatInt(lo, 10), "QD"+strconv.FormatInt(hi, 10))
}

// unequalCount is how many outright leads stand at unequal queues.
func (w *writer) unequalCount() int {
	n := 0
	for _, f := range w.a.Findings() {
		if d, ok := f.(*analyze.DirectionLeads); ok {
			n += len(d.Unequal)
		}
	}
	return n
}

// ignoredClause says a lead that stands only where the other system's
// engine ignored the depth asked: the deeper queue's, not the engine's.
func (w *writer) ignoredClause(top analyze.Lead, n int) string {
	l := w.l
	c := w.comparison(top.Metric, top.Cell)
	v := shareUnit(l.prose(c, top.Value, top.Other))
	if n > 1 {
		return l.Say("the deeper queue puts %s up to %s ahead (most in %s, %s vs %s), no win of the engine", top.Winner, l.margin(top.Pct), w.name(top.Cell), v[0], v[1])
	}
	return l.Say("the deeper queue puts %s %s ahead (%s, %s vs %s), no win of the engine", top.Winner, l.margin(top.Pct), w.name(top.Cell), v[0], v[1])
}

// equalQueueCells are the headline's cells where the queues were equal,
// by name, with how many of them the runs could not tell apart (open)
// and how many are ties.
func (w *writer) equalQueueCells(q queueGaps) (equal []string, open, ties int) {
	for _, cmp := range w.comparisons(w.headlineMetric()) {
		if slices.Contains(q.cells, cmp.Cell) {
			continue
		}
		equal = append(equal, w.name(cmp.Cell))
		if cmp.TieReason == "not significant" {
			open++
		} else {
			ties++
		}
	}
	return equal, open, ties
}

// ignoredChoice is the verdict where every outright lead stands where a
// synchronous engine ignored the depth asked: the runs rank the engines
// only where the depths were equal, and how to run them to compare at
// depth.
func (w *writer) ignoredChoice(q queueGaps) string {
	l := w.l
	equal, open, ties := w.equalQueueCells(q)
	var out string
	switch {
	case len(equal) == 0:
		out = l.Say("No test ran the two at equal queue depth, so these runs show neither faster.")
	case ties == 0:
		out = l.Say("At equal queue depth (%s) the difference is not significant, so these runs show neither faster.", l.JoinAnd(equal))
	case open == 0:
		out = l.Say("At equal queue depth (%s) the results are ties.", l.JoinAnd(equal))
	default:
		out = l.Say("At equal queue depth (%s) no one leads.", l.JoinAnd(equal))
	}
	return out + " " + l.Say("To compare them at depth, %s needs as many jobs (numjobs) as the queue depth %s is given.", q.low, q.high)
}

// fromTo writes a range as a sentence does, "5.8% to 17.3%", or the one
// figure where both ends read the same.
func (l lang) fromTo(lo, hi string) string {
	if lo == hi {
		return lo
	}
	return l.Say("%s to %s", lo, hi)
}

// about writes a count of I/Os in flight as "about N" says it: whole
// where it is within a twentieth of a whole number (1, 32), else to one
// decimal.
func (l lang) about(n float64) string {
	if r := math.Round(n); math.Abs(n-r) < 0.05 {
		return l.Int(int64(r))
	}
	return l.decimal(n, 1)
}

// noEqualTest says that no test of a direction ran at equal queue depth.
func (l lang) noEqualTest(dir string) string {
	switch dir {
	case datasets.DirectionRead:
		return l.Say("No read test was run at equal queue depth")
	case datasets.DirectionWrite:
		return l.Say("No write test was run at equal queue depth")
	case datasets.DirectionMixed:
		return l.Say("No mixed test was run at equal queue depth")
	}
	return l.Say("No trim test was run at equal queue depth")
}

// roundSig rounds v to sig significant figures: 117,740 to 118,000.
func roundSig(v float64, sig int) float64 {
	if v == 0 || !finite(v) {
		return v
	}
	mag := math.Pow(10, math.Floor(math.Log10(math.Abs(v)))-float64(sig-1))
	return math.Round(v/mag) * mag
}
