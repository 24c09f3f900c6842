package render

import (
	"math"
	"slices"
	"strings"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// writer turns analysis values into sentences, in a language. Each
// sentence states its figures and never claims a win the analysis called a
// tie.
type writer struct {
	a     *analyze.Analysis
	l     lang
	name  func(analyze.Cell) string // a workload in the text
	flags []analyze.Flag            // figures that cannot be the device alone
}

func newWriter(a *analyze.Analysis, l lang) *writer {
	return &writer{a: a, l: l, name: l.cellName}
}

// grouped reports whether systems fall into platforms of several systems.
func (w *writer) grouped() bool { return w.a.Grouping != analyze.Ungrouped }

// figure formats one value of a comparison with its unit, scaled as the
// comparison's figures are.
func (l lang) figure(c *analyze.Comparison, v float64) string {
	values := make([]float64, len(c.Ranking))
	step := 0.0
	for i, f := range c.Ranking {
		values[i] = f.Value
		if step == 0 || f.Resolution > 0 && f.Resolution < step {
			step = f.Resolution
		}
	}
	return l.scaleFor(c.Metric, values, step).withUnit(v)
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

func (w *writer) findings() []string {
	if len(w.a.Systems) == 1 {
		return append(w.alone(), w.hosts()...) // nothing to compare it with
	}
	var out []string
	out = append(out, w.winCounts(w.headlineFamily())...)
	out = append(out, w.largestLeads(w.headlineMetric())...)
	out = append(out, w.ties(w.headlineMetric())...)
	out = append(out, w.latency()...)
	out = append(out, w.cpu()...)
	out = append(out, w.efficiency()...)
	out = append(out, w.outliers()...)
	out = append(out, w.hosts()...)
	return out
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

// directions lists the directions in which at least two systems were
// compared: the others have nothing to say.
func (w *writer) directions() []string {
	var out []string
	for _, c := range w.a.Comparisons {
		if _, known := directionRanks[c.Cell.Direction]; !known {
			continue // a score with no direction: sections of its own
		}
		if len(c.Ranking) > 1 && !slices.Contains(out, c.Cell.Direction) {
			out = append(out, c.Cell.Direction)
		}
	}
	slices.SortStableFunc(out, func(a, b string) int { return directionRank(a) - directionRank(b) })
	return out
}

// directionRanks orders the directions an article speaks of.
var directionRanks = map[string]int{datasets.DirectionRead: 0, datasets.DirectionWrite: 1, datasets.DirectionMixed: 2, datasets.DirectionTrim: 3}

func directionRank(d string) int { return directionRanks[d] }

// winCounts says, per direction, who leads how many cells of a family, ties
// counted as ties.
func (w *writer) winCounts(fam analyze.Family) []string {
	l := w.l
	counts := w.a.SystemWins
	if w.grouped() {
		counts = w.a.GroupWins
	}
	var out []string
	for _, dir := range w.directions() {
		var parts []string
		cells, ties := 0, 0
		var rows []analyze.WinCount
		for _, c := range counts {
			if c.Family == fam && c.Direction == dir {
				rows = append(rows, c)
				cells = c.Cells
			}
		}
		slices.SortStableFunc(rows, func(x, y analyze.WinCount) int { return y.Wins - x.Wins })
		for _, c := range rows {
			switch {
			case c.Wins > 0 && c.Ran < cells:
				// It ran only some of the compared workloads: its wins are
				// of those.
				parts = append(parts, l.Say("%s leads %d of the %d workloads it ran", c.Name, c.Wins, c.Ran))
			case c.Wins > 0:
				parts = append(parts, l.Say("%s leads %d of %d", c.Name, c.Wins, cells))
			}
		}
		for _, c := range w.comparisons(w.headlineMetric()) {
			if c.Cell.Direction == dir && len(c.Ranking) > 1 && (w.grouped() && c.WinnerGroup == "" || !w.grouped() && c.Winner == "") {
				ties++
			}
		}
		if cells == 0 {
			continue
		}
		s := l.Say("%s: %s", l.familyDirection(fam, dir), l.JoinAnd(parts))
		if len(parts) == 0 {
			s = l.Say("%s: no outright lead", l.familyDirection(fam, dir))
		}
		if ties > 0 {
			out = append(out, l.Say("%s; %s.", s, l.Say("%d results are ties", ties)))
			continue
		}
		out = append(out, l.Say("%s.", s))
	}
	return out
}

// familyDirection heads a win count: "Bandwidth reads".
func (l lang) familyDirection(fam analyze.Family, dir string) string {
	switch string(fam) + " " + dir {
	case "bandwidth read":
		return l.Say("Bandwidth reads")
	case "bandwidth write":
		return l.Say("Bandwidth writes")
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

// largestLeads gives, per pattern, the cell where the best figure is furthest
// ahead of the best of another platform (or of the runner-up).
func (w *writer) largestLeads(m analyze.Metric) []string {
	l := w.l
	var out []string
	for _, pattern := range []string{datasets.PatternRandom, datasets.PatternSequential} {
		best := w.largestLead(w.comparisons(m), pattern)
		if best == nil {
			continue
		}
		lead := best.Best()
		ch, _ := best.Figure(best.Challenger)
		args := []any{w.name(best.Cell), lead.System, best.Challenger, l.signedPct(best.LeadPct), l.figure(best, lead.Value), l.figure(best, ch.Value)}
		switch m.Name + " " + pattern {
		case analyze.Bandwidth.Name + " random":
			out = append(out, l.Say("Largest bandwidth lead in random I/O: %s, %s over %s, %s (%s vs %s).", args...))
		case analyze.Bandwidth.Name + " sequential":
			out = append(out, l.Say("Largest bandwidth lead in sequential I/O: %s, %s over %s, %s (%s vs %s).", args...))
		case analyze.IOPS.Name + " random":
			out = append(out, l.Say("Largest IOPS lead in random I/O: %s, %s over %s, %s (%s vs %s).", args...))
		case analyze.IOPS.Name + " sequential":
			out = append(out, l.Say("Largest IOPS lead in sequential I/O: %s, %s over %s, %s (%s vs %s).", args...))
		}
	}
	return out
}

// largestLead is the comparison of a pattern whose best figure is furthest
// ahead of its challenger, among those with a clear lead: without platforms
// an outright winner, with them a platform clear of the others.
func (w *writer) largestLead(cmps []*analyze.Comparison, pattern string) *analyze.Comparison {
	var best *analyze.Comparison
	for _, c := range cmps {
		if c.Cell.Pattern != pattern || c.Challenger == "" || c.GroupTie || c.Winner == "" && !w.grouped() || !finiteLead(c) {
			continue
		}
		if best == nil || c.LeadPct > best.LeadPct {
			best = c
		}
	}
	return best
}

// finiteLead reports whether a comparison's lead is a percentage: a lead
// over a figure of zero, or over one so small that the ratio overflows, is
// not, and no sentence can state it; the tables still show both figures.
func finiteLead(c *analyze.Comparison) bool { return finite(c.LeadPct) }

// ties names the cells where platforms (or systems) cannot be told apart.
func (w *writer) ties(m analyze.Metric) []string {
	l := w.l
	var out []string
	for _, c := range w.comparisons(m) {
		if c.Winner != "" || len(c.Ranking) < 2 || !(c.GroupTie || !w.grouped()) {
			continue
		}
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, s := range c.Tied {
			f, _ := c.Figure(s)
			lo, hi = math.Min(lo, f.Value), math.Max(hi, f.Value)
		}
		spread := 0.0 // all at zero
		if hi > 0 {
			spread = (hi - lo) / hi * 100
		}
		why := l.Say("below the %s tie threshold", l.pct(w.tiePct()))
		switch c.TieReason {
		case "resolution":
			why = l.Say("within the figures' printed resolution")
		case "not significant":
			why = l.Say("not a significant difference over the repeated runs (alpha %s)", l.Exact(w.alpha()))
			for _, f := range c.Ranking {
				if f.CorrectedOver != nil {
					why = l.Say("not a significant difference over the repeated runs (alpha %s, p %s)", l.Exact(w.alpha()), l.correctionText(f.CorrectedOver))
					break
				}
			}
		}
		args := []any{w.name(c.Cell), l.countSystems(len(c.Tied)), l.pct(spread), l.figure(c, lo), l.figure(c, hi), why}
		switch m.Name {
		case analyze.Bandwidth.Name:
			out = append(out, l.Capitalize(l.Say("%s bandwidth is a tie: %s within %s of each other (%s to %s), %s.", args...)))
		case analyze.IOPS.Name:
			out = append(out, l.Capitalize(l.Say("%s IOPS is a tie: %s within %s of each other (%s to %s), %s.", args...)))
		}
	}
	return out
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

// latency reports the largest latency gap between platforms (or systems).
func (w *writer) latency() []string {
	l := w.l
	var best *analyze.Comparison
	for _, c := range w.comparisons(analyze.LatencyMean) {
		if c.Challenger == "" || c.GroupTie {
			continue
		}
		ch, _ := c.Figure(c.Challenger)
		gap := ch.Value - c.Best().Value
		if best == nil {
			best = c
			continue
		}
		bc, _ := best.Figure(best.Challenger)
		if gap > bc.Value-best.Best().Value {
			best = c
		}
	}
	if best == nil {
		return nil
	}
	lead := best.Best()
	ch, _ := best.Figure(best.Challenger)
	return []string{l.Say("Largest latency gap: %s, %s %s vs %s %s, %s lower (%s apart).",
		w.name(best.Cell), lead.System, l.figure(best, lead.Value), best.Challenger, l.figure(best, ch.Value),
		l.pct(best.LeadPct), l.figure(best, ch.Value-lead.Value))}
}

// cpu reports who uses the least CPU how often, and the largest saving per
// pattern as "X% less CPU".
func (w *writer) cpu() []string {
	l := w.l
	cmps := w.comparisons(analyze.CPUTotal)
	if len(cmps) == 0 {
		return nil
	}
	var out []string
	// Least CPU, per system and direction.
	for _, s := range w.a.Systems {
		var parts []string
		for _, dir := range w.directions() {
			for _, c := range w.a.SystemWins {
				if c.Name == s && c.Family == analyze.FamilyCPU && c.Direction == dir && c.Wins*2 > c.Cells {
					parts = append(parts, l.resultsOf(c.Wins, c.Cells, dir))
				}
			}
		}
		if len(parts) > 0 {
			out = append(out, l.Say("%s uses the least CPU in %s.", s, l.JoinAnd(parts)))
		}
	}
	for _, pattern := range []string{datasets.PatternRandom, datasets.PatternSequential} {
		best := w.largestLead(cmps, pattern)
		if best == nil {
			continue
		}
		lead := best.Best()
		ch, _ := best.Figure(best.Challenger)
		args := []any{w.name(best.Cell), lead.System, l.pct(best.LeadPct), best.Challenger, l.figure(best, lead.Value), l.figure(best, ch.Value)}
		if pattern == datasets.PatternRandom {
			out = append(out, l.Say("Largest CPU saving in random I/O: %s, %s uses %s less CPU than %s (%s vs %s).", args...))
		} else {
			out = append(out, l.Say("Largest CPU saving in sequential I/O: %s, %s uses %s less CPU than %s (%s vs %s).", args...))
		}
	}
	return out
}

// resultsOf counts results of a direction: "3 of 4 read results".
func (l lang) resultsOf(n, of int, dir string) string {
	switch dir {
	case datasets.DirectionRead:
		return l.Say("%d of %d read results", n, of)
	case datasets.DirectionWrite:
		return l.Say("%d of %d write results", n, of)
	case datasets.DirectionMixed:
		return l.Say("%d of %d mixed results", n, of)
	case datasets.DirectionTrim:
		return l.Say("%d of %d trim results", n, of)
	}
	return l.Say("%d of %d %s results", n, of, dir) // a direction the schema does not know
}

// efficiency reports work per unit of CPU.
func (w *writer) efficiency() []string {
	l := w.l
	m := analyze.BytesPerCPU
	cmps := w.comparisons(m)
	if len(cmps) == 0 {
		m = analyze.IOPSPerCPU
		cmps = w.comparisons(m)
	}
	if len(cmps) == 0 {
		return nil
	}
	wins := map[string]int{}
	var best *analyze.Comparison
	for _, c := range cmps {
		if c.Winner != "" {
			wins[c.Winner]++
		}
		if c.Challenger != "" && !c.GroupTie && finiteLead(c) && (best == nil || c.LeadPct > best.LeadPct) {
			best = c
		}
	}
	top, n := "", 0
	for _, s := range w.a.Systems {
		if wins[s] > n {
			top, n = s, wins[s]
		}
	}
	if top == "" || best == nil {
		return nil
	}
	args := []any{top, n, len(cmps), w.name(best.Cell), l.pct(best.LeadPct), best.Challenger}
	if m.Name == analyze.IOPSPerCPU.Name {
		return []string{l.Say("Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more IOPS per %% of CPU than %s.", args...)}
	}
	return []string{l.Say("Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more bandwidth per %% of CPU than %s.", args...)}
}

// outliers reports CPU figures far from the other systems of their cell.
func (w *writer) outliers() []string {
	l := w.l
	var out []string
	for _, o := range w.a.Outliers {
		if o.Metric.Family != analyze.FamilyCPU || o.Ratio < 1 {
			continue
		}
		out = append(out, l.Say("Outlier: %s uses %s CPU in %s, %sx the median of the other systems (%s).",
			o.System, l.percent(o.Value, 2), w.name(o.Cell), l.decimal(o.Ratio, 1), l.percent(o.OthersMedian, 2)))
	}
	return out
}

// verdict sums up: who leads each direction on the headline metric, and who
// is the most CPU-efficient.
func (w *writer) verdict() string {
	l := w.l
	counts := w.a.SystemWins
	if w.grouped() {
		counts = w.a.GroupWins
	}
	fam := w.headlineFamily()
	var parts []string
	noOneFirst := false // the sentence begins with the tool's own words
	for _, dir := range w.directions() {
		leader, wins, cells := "", 0, 0
		for _, c := range counts {
			if c.Family == fam && c.Direction == dir && c.Wins > wins {
				leader, wins, cells = c.Name, c.Wins, c.Cells
			}
		}
		part := ""
		switch {
		case leader == "":
			part = l.noOneLeads(dir)
		case wins*2 > cells:
			part = l.leadsMost(leader, fam, dir, wins, cells)
		default:
			part = l.noOneLeadsMost(dir, leader, wins, cells)
		}
		noOneFirst = noOneFirst || len(parts) == 0 && (leader == "" || wins*2 <= cells)
		parts = append(parts, part)
	}
	if len(parts) == 0 {
		return "" // nothing was compared
	}
	// Capitalise only the tool's own words: a system's name is written as
	// its owner spelt it.
	if noOneFirst {
		parts[0] = l.Capitalize(parts[0])
	}
	s := l.Say("%s.", l.JoinAnd(parts))
	// CPU: who uses the least CPU in most cells overall.
	cpuWins := map[string]int{}
	cells := len(w.comparisons(analyze.CPUTotal))
	for _, c := range counts {
		if c.Family == analyze.FamilyCPU {
			cpuWins[c.Name] += c.Wins
		}
	}
	leader, n := "", 0
	for _, name := range w.names() {
		if cpuWins[name] > n {
			leader, n = name, cpuWins[name]
		}
	}
	if leader != "" && n*2 > cells {
		s += " " + l.Say("%s uses the least CPU in %d of %d results: its clearest advantage is CPU efficiency.", leader, n, cells)
	}
	return s
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

// leadsMost says who leads most results of a direction in the headline
// family.
func (l lang) leadsMost(leader string, fam analyze.Family, dir string, wins, cells int) string {
	switch string(fam) + " " + dir {
	case "bandwidth read":
		return l.Say("%s leads most reads (%d of %d bandwidth results)", leader, wins, cells)
	case "bandwidth write":
		return l.Say("%s leads most writes (%d of %d bandwidth results)", leader, wins, cells)
	case "bandwidth mixed":
		return l.Say("%s leads most mixed workloads (%d of %d bandwidth results)", leader, wins, cells)
	case "bandwidth trim":
		return l.Say("%s leads most trims (%d of %d bandwidth results)", leader, wins, cells)
	case "iops read":
		return l.Say("%s leads most reads (%d of %d IOPS results)", leader, wins, cells)
	case "iops write":
		return l.Say("%s leads most writes (%d of %d IOPS results)", leader, wins, cells)
	case "iops mixed":
		return l.Say("%s leads most mixed workloads (%d of %d IOPS results)", leader, wins, cells)
	}
	return l.Say("%s leads most trims (%d of %d IOPS results)", leader, wins, cells)
}

func (w *writer) names() []string {
	if !w.grouped() {
		return w.a.Systems
	}
	var out []string
	for _, g := range w.a.Groups {
		out = append(out, g.Name)
	}
	return out
}

// method explains how winners and ties were judged.
func (w *writer) method() string {
	l := w.l
	if len(w.a.Systems) == 1 {
		return l.Say("Method: one system was measured, so no figure is compared with another system's; the findings set its workloads side by side.")
	}
	s := l.Say("Method: the best figure of each workload wins only when it is clear of the others by more than their printed resolution and by more than %s; otherwise the result is a tie.", l.pct(w.tiePct()))
	if w.grouped() {
		var gs []string
		for _, g := range w.a.Groups {
			gs = append(gs, g.Name+" ("+strings.Join(g.Systems, ", ")+")")
		}
		if w.a.Grouping == analyze.GroupedByFirstWord {
			s += " " + l.Say("Platforms, from the first word of the system labels: %s; a lead is measured against the best system of the other platform.", strings.Join(gs, "; "))
		} else {
			s += " " + l.Say("Platforms, from the platform column: %s; a lead is measured against the best system of the other platform.", strings.Join(gs, "; "))
		}
	} else {
		s += " " + l.Say("A lead is measured against the runner-up.")
	}
	if w.tested() {
		test := l.Say("the Mann-Whitney test")
		if w.a.Options.Test == analyze.TestWelch {
			test = l.Say("Welch's t-test")
		}
		s += " " + l.Say("Where runs were repeated, a difference counts only when it is significant at alpha %s by %s, "+
			"Holm-corrected over the tests of one measurement across the workloads compared; "+
			"bandwidth and IOPS, being one measurement, are tested once.", l.Exact(w.alpha()), test)
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
