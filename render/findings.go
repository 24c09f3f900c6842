package render

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// writer turns analysis values into sentences. Each sentence states its
// figures and never claims a win the analysis called a tie.
type writer struct {
	a    *analyze.Analysis
	name func(analyze.Cell) string // a workload in the text
}

func newWriter(a *analyze.Analysis) *writer {
	return &writer{a: a, name: func(c analyze.Cell) string { return c.String() }}
}

// grouped reports whether systems fall into platforms of several systems.
func (w *writer) grouped() bool { return w.a.Grouping != analyze.Ungrouped }

// figure formats one value of a comparison with its unit, scaled as the
// comparison's figures are.
func figure(c *analyze.Comparison, v float64) string {
	values := make([]float64, len(c.Ranking))
	step := 0.0
	for i, f := range c.Ranking {
		values[i] = f.Value
		if step == 0 || f.Resolution > 0 && f.Resolution < step {
			step = f.Resolution
		}
	}
	return scaledFigure(c.Metric, values, step, v)
}

// scaledFigure formats v with its unit, scaled as values, printed to step, are.
func scaledFigure(m analyze.Metric, values []float64, step, v float64) string {
	sc := scaleFor(m, values, step)
	s := sc.format(v)
	switch sc.unit {
	case "%":
		return s + "%"
	case "":
		return s
	}
	return s + " " + sc.unit
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func (w *writer) findings() []string {
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
		if len(c.Ranking) > 1 && !slices.Contains(out, c.Cell.Direction) {
			out = append(out, c.Cell.Direction)
		}
	}
	slices.SortStableFunc(out, func(a, b string) int { return directionRank(a) - directionRank(b) })
	return out
}

func directionRank(d string) int {
	return map[string]int{datasets.DirectionRead: 0, datasets.DirectionWrite: 1, datasets.DirectionMixed: 2, datasets.DirectionTrim: 3}[d]
}

// winCounts says, per direction, who leads how many cells of a family, ties
// counted as ties.
func (w *writer) winCounts(fam analyze.Family) []string {
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
			if c.Wins > 0 {
				parts = append(parts, fmt.Sprintf("%s leads %d of %d", c.Name, c.Wins, cells))
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
		s := fmt.Sprintf("%s %s: %s", capitalize(string(fam)), plural(dir), joinAnd(parts))
		if len(parts) == 0 {
			s = fmt.Sprintf("%s %s: no outright lead", capitalize(string(fam)), plural(dir))
		}
		switch ties {
		case 0:
			s += "."
		case 1:
			s += "; 1 result is a tie."
		default:
			s += fmt.Sprintf("; %d results are ties.", ties)
		}
		out = append(out, s)
	}
	return out
}

func plural(direction string) string {
	switch direction {
	case datasets.DirectionMixed:
		return "mixed workloads"
	}
	return direction + "s"
}

func joinAnd(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// largestLeads gives, per pattern, the cell where the best figure is furthest
// ahead of the best of another platform (or of the runner-up).
func (w *writer) largestLeads(m analyze.Metric) []string {
	var out []string
	for _, pattern := range []string{datasets.PatternRandom, datasets.PatternSequential} {
		best := w.largestLead(w.comparisons(m), pattern)
		if best == nil {
			continue
		}
		lead := best.Best()
		ch, _ := best.Figure(best.Challenger)
		out = append(out, fmt.Sprintf("Largest %s lead in %s I/O: %s, %s over %s, +%s (%s vs %s).",
			strings.ToLower(metricTitle(m)), pattern, w.name(best.Cell), lead.System, best.Challenger,
			pct(best.LeadPct), figure(best, lead.Value), figure(best, ch.Value)))
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
		why := fmt.Sprintf("below the %s tie threshold", pct(w.tiePct()))
		switch c.TieReason {
		case "resolution":
			why = "within the figures' printed resolution"
		case "not significant":
			why = fmt.Sprintf("not a significant difference over the repeated runs (alpha %g)", w.alpha())
			for _, f := range c.Ranking {
				if f.CorrectedOver != nil {
					why = fmt.Sprintf("not a significant difference over the repeated runs (alpha %g, p %s)", w.alpha(), correctionText(f.CorrectedOver))
					break
				}
			}
		}
		out = append(out, fmt.Sprintf("%s %s is a tie: %s within %s of each other (%s to %s), %s.",
			capitalize(w.name(c.Cell)), strings.ToLower(metricTitle(m)), countSystems(len(c.Tied)),
			pct(spread), figure(c, lo), figure(c, hi), why))
	}
	return out
}

func (w *writer) tiePct() float64 {
	if w.a.Options.TiePct == 0 {
		return analyze.DefaultTiePct
	}
	return math.Max(w.a.Options.TiePct, 0)
}

func countSystems(n int) string {
	names := []string{"", "one system", "both systems", "all three systems", "all four systems", "all five systems", "all six systems"}
	if n < len(names) {
		return names[n]
	}
	return fmt.Sprintf("all %d systems", n)
}

// latency reports the largest latency gap between platforms (or systems).
func (w *writer) latency() []string {
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
	return []string{fmt.Sprintf("Largest latency gap: %s, %s %s vs %s %s, %s lower (%s apart).",
		w.name(best.Cell), lead.System, figure(best, lead.Value), best.Challenger, figure(best, ch.Value),
		pct(best.LeadPct), figure(best, ch.Value-lead.Value))}
}

// cpu reports who uses the least CPU how often, and the largest saving per
// pattern as "X% less CPU".
func (w *writer) cpu() []string {
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
					parts = append(parts, fmt.Sprintf("%d of %d %s results", c.Wins, c.Cells, dir))
				}
			}
		}
		if len(parts) > 0 {
			out = append(out, fmt.Sprintf("%s uses the least CPU in %s.", s, joinAnd(parts)))
		}
	}
	for _, pattern := range []string{datasets.PatternRandom, datasets.PatternSequential} {
		best := w.largestLead(cmps, pattern)
		if best == nil {
			continue
		}
		lead := best.Best()
		ch, _ := best.Figure(best.Challenger)
		out = append(out, fmt.Sprintf("Largest CPU saving in %s I/O: %s, %s uses %s less CPU than %s (%s vs %s).",
			pattern, w.name(best.Cell), lead.System, pct(best.LeadPct), best.Challenger, figure(best, lead.Value), figure(best, ch.Value)))
	}
	return out
}

// efficiency reports work per unit of CPU.
func (w *writer) efficiency() []string {
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
	what := "bandwidth"
	if m.Name == analyze.IOPSPerCPU.Name {
		what = "IOPS"
	}
	return []string{fmt.Sprintf("Per unit of CPU, %s does the most I/O in %d of %d results; the largest margin is %s, %s more %s per %% of CPU than %s.",
		top, n, len(cmps), w.name(best.Cell), pct(best.LeadPct), what, best.Challenger)}
}

// outliers reports CPU figures far from the other systems of their cell.
func (w *writer) outliers() []string {
	var out []string
	for _, o := range w.a.Outliers {
		if o.Metric.Family != analyze.FamilyCPU || o.Ratio < 1 {
			continue
		}
		out = append(out, fmt.Sprintf("Outlier: %s uses %.2f%% CPU in %s, %.1fx the median of the other systems (%.2f%%).",
			o.System, o.Value, w.name(o.Cell), o.Ratio, o.OthersMedian))
	}
	return out
}

// verdict sums up: who leads each direction on the headline metric, and who
// is the most CPU-efficient.
func (w *writer) verdict() string {
	counts := w.a.SystemWins
	if w.grouped() {
		counts = w.a.GroupWins
	}
	fam := w.headlineFamily()
	var parts []string
	for _, dir := range w.directions() {
		leader, wins, cells := "", 0, 0
		for _, c := range counts {
			if c.Family == fam && c.Direction == dir && c.Wins > wins {
				leader, wins, cells = c.Name, c.Wins, c.Cells
			}
		}
		if leader == "" {
			parts = append(parts, fmt.Sprintf("no one leads the %s", plural(dir)))
			continue
		}
		if wins*2 > cells {
			parts = append(parts, fmt.Sprintf("%s leads most %s (%d of %d %s results)", leader, plural(dir), wins, cells, fam))
		} else {
			parts = append(parts, fmt.Sprintf("no one leads most %s (%s leads %d of %d)", plural(dir), leader, wins, cells))
		}
	}
	if len(parts) == 0 {
		return "" // nothing was compared
	}
	// Capitalise only the tool's own words: a system's name is written as
	// its owner spelt it.
	s := joinAnd(parts)
	if strings.HasPrefix(s, "no one") {
		s = capitalize(s)
	}
	s += "."
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
		s += fmt.Sprintf(" %s uses the least CPU in %d of %d results: its clearest advantage is CPU efficiency.", leader, n, cells)
	}
	return s
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
	s := fmt.Sprintf("Method: the best figure of each workload wins only when it is clear of the others by more than their printed resolution and by more than %s; otherwise the result is a tie. ", pct(w.tiePct()))
	if w.grouped() {
		var gs []string
		for _, g := range w.a.Groups {
			gs = append(gs, fmt.Sprintf("%s (%s)", g.Name, strings.Join(g.Systems, ", ")))
		}
		s += fmt.Sprintf("Platforms, from the %s: %s; a lead is measured against the best system of the other platform.", groupingText(w.a.Grouping), strings.Join(gs, "; "))
	} else {
		s += "A lead is measured against the runner-up."
	}
	if w.tested() {
		test := "the Mann-Whitney test"
		if w.a.Options.Test == analyze.TestWelch {
			test = "Welch's t-test"
		}
		s += fmt.Sprintf(" Where runs were repeated, a difference counts only when it is significant at alpha %g by %s, "+
			"Holm-corrected over the tests of one measurement across the workloads compared; "+
			"bandwidth and IOPS, being one measurement, are tested once.", w.alpha(), test)
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
