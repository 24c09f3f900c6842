package analyze

import (
	"cmp"
	"math"
	"slices"
)

// Finding is a candidate for an article's findings: a typed value holding
// the evidence its sentence states, and the size of what it reports.
// Render says each in the reader's language (a type switch, as for the
// warnings).
type Finding interface {
	// Effect is the size of what the finding reports, as the natural log
	// of a ratio: 0.16 for a 17% lead, 3.2 for 24x, 0 for a tie. Leads of
	// 17% and of 24x, and CPU and latency gaps, rank on one scale.
	Effect() float64
}

// CPUBoundPct is the machine CPU use at or above which a system is
// CPU-bound: the processor, not the storage under it, sets its pace.
const CPUBoundPct = 95.0

// CPURelevancePct is the least gap, in points of the machine's CPU, that a
// CPU finding speaks of: CPU figures are shares of the whole machine, so
// 2% against 1% is twice the CPU and still nothing a reader should weigh.
const CPURelevancePct = 5.0

// DirectionLeads is who leads a direction on the headline metric, each
// side with its margins: Counts holds the names (platforms where systems
// are grouped) that lead at least one cell, most wins first.
type DirectionLeads struct {
	Family    Family
	Direction string
	Counts    []WinCount
	Cells     int    // cells of the direction compared
	Tied      []Cell // cells no one leads outright
	// Unequal are the outright leads where the systems kept very
	// different queues (QueueGapAt): what the deeper queue buys, not a
	// win, so Counts leave them out. Largest first.
	Unequal []Lead
}

// Effect is the largest lead's.
func (d *DirectionLeads) Effect() float64 {
	e := 0.0
	for _, c := range d.Counts {
		if len(c.Leads) > 0 {
			e = math.Max(e, c.Leads[0].Effect())
		}
	}
	return e
}

// CPUBound is a cell where systems ran the machine's CPU at CPUBoundPct or
// more: they are CPU-bound there, and their figures measure the processor
// as much as the storage. Free is the system that did the most work in the
// cell below the bound, "" where every system is bound.
type CPUBound struct {
	Cell      Cell
	Work      Metric    // the headline metric the work is measured in
	Systems   []string  // the bound systems, most CPU first
	CPU       []float64 // their CPU use, percent of the machine
	BoundWork []float64 // their work
	Free      string
	FreeCPU   float64
	FreeWork  float64
}

// Effect is how far the free system's work is ahead of the bound ones'
// best, 0 where it is not ahead or there is none.
func (b *CPUBound) Effect() float64 {
	if b.Free == "" || !b.Work.Better(b.FreeWork, slices.Max(b.BoundWork)) {
		return 0
	}
	return math.Abs(math.Log(b.FreeWork / slices.Max(b.BoundWork)))
}

// HardwareBound is a cell where every system's work is a tie while none
// is CPU-bound: different software reaching one figure is held by the
// hardware under it. PerDrive is the work over the drives every system
// ran on (Options.Drives).
type HardwareBound struct {
	Cell            Cell
	Work            Metric
	Systems         []string
	Low, High       float64 // the work's range
	MedianWork      float64
	CPULow, CPUHigh float64 // the CPU's range, NaN where not measured
	Drives          int
	PerDrive        float64 // MedianWork over Drives
	TieReason       string  // as Comparison.TieReason
}

// Effect is 0: a tie.
func (h *HardwareBound) Effect() float64 { return 0 }

// PlatformPair compares two systems of one platform cell by cell on the
// headline metric: Windows Native against Non-Native, libaio against
// io_uring, the comparison an expert makes first on a platform.
type PlatformPair struct {
	Group  string
	Metric Metric
	// Sides are the two systems, the one with more wins first, each with
	// the margins of its outright leads, largest first.
	Sides [2]PairSide
	Ties  int
	Cells int
	// MaxGapPct is the largest difference between the two over the cells,
	// either way, in percent of the smaller figure.
	MaxGapPct float64
}

// PairSide is one system of a pair and its leads over the other.
type PairSide struct {
	System string
	Leads  []Lead
}

// Effect is the largest lead's.
func (p *PlatformPair) Effect() float64 {
	e := 0.0
	for _, s := range p.Sides {
		if len(s.Leads) > 0 {
			e = math.Max(e, s.Leads[0].Effect())
		}
	}
	return e
}

// CPUSaving is a cell where two systems did the same work (a tie on the
// headline metric) and one used clearly less CPU: the only place "less
// CPU" is a saving. Where the work differs, EfficiencyLead compares work
// per unit of CPU instead.
type CPUSaving struct {
	Cell                  Cell
	Work                  Metric
	Lower, Higher         string  // systems
	LowerCPU, HigherCPU   float64 // percent of the machine
	LowerWork, HigherWork float64
	Pct                   float64 // CPUTotal.LeadPct: how much less CPU
}

// Effect is the CPU ratio's.
func (s *CPUSaving) Effect() float64 { return math.Abs(math.Log(s.HigherCPU / s.LowerCPU)) }

// CPUCost is a system whose CPU per unit of work is far above the other
// systems' in one direction: OutlierRatio times their median or more, with
// a gap of CPURelevancePct points of the machine at least. Its cells,
// largest ratio first, are one finding. (A system far below the others
// does the most work per unit of CPU: EfficiencyLead says so.)
type CPUCost struct {
	System    string
	Direction string
	Work      Metric
	Cells     []CostCell
}

// CostCell is one cell of a CPUCost.
type CostCell struct {
	Cell      Cell
	CPU, Work float64
	OthersCPU float64 // the median of the other systems' CPU
	// Ratio is the system's CPU per unit of work over the median of the
	// other systems' CPU per unit of work.
	Ratio float64
}

// Effect is the largest cell's.
func (c *CPUCost) Effect() float64 { return math.Abs(math.Log(c.Cells[0].Ratio)) }

// EfficiencyLead is the system that did the most work per unit of CPU in
// most cells, with its largest lead there.
type EfficiencyLead struct {
	Metric  Metric // BytesPerCPU or IOPSPerCPU
	System  string
	Wins    int
	Cells   int
	Largest Lead
}

// Effect is the largest lead's.
func (e *EfficiencyLead) Effect() float64 { return e.Largest.Effect() }

// LatencyGap is the cell where the best mean latency is furthest, in
// time, from another platform's slowest (or, ungrouped, the slowest
// system): the largest gap there is. Unequal are the cells where the
// systems kept different queues (LatencyQueueGapAt), whose latencies are
// not like for like: Lead is one of them only where no other cell has a
// lead, and has no Winner where no cell has one.
type LatencyGap struct {
	Lead    Lead
	Unequal []QueueGap
}

// Effect is the lead's; a finding of unequal queues alone ranks as a
// tie.
func (g *LatencyGap) Effect() float64 {
	if g.Lead.Winner == "" {
		return 0
	}
	return g.Lead.Effect()
}

// Tie is a cell of the headline metric where no platform (or system)
// leads, that no HardwareBound explains.
type Tie struct {
	Comparison *Comparison
	Low, High  float64 // the tied figures' range
}

// Effect is 0: a tie.
func (t *Tie) Effect() float64 { return 0 }

// Findings returns the candidates for an article's findings, ranked as an
// expert reads a comparison: who leads each direction, and by how much;
// the causes the data shows (CPU saturation, a hardware limit under every
// system); the comparisons within each platform; then every other
// difference by effect size; ties last.
func (a *Analysis) Findings() []Finding {
	if len(a.Systems) < 2 {
		return nil
	}
	work := a.headline()
	var out []Finding
	for _, d := range a.directionLeads(work) {
		out = append(out, d)
	}
	bound := a.cpuBound(work)
	for _, b := range bound {
		out = append(out, b)
	}
	hw := a.hardwareBound(work, bound)
	for _, h := range hw {
		out = append(out, h)
	}
	var pairs, rest []Finding
	for _, p := range a.platformPairs(work) {
		pairs = append(pairs, p)
	}
	if e := a.efficiencyLead(); e != nil {
		rest = append(rest, e)
	}
	if g := a.latencyGap(); g != nil {
		rest = append(rest, g)
	}
	for _, s := range a.cpuSavings(work) {
		rest = append(rest, s)
	}
	for _, c := range a.cpuCosts(work) {
		rest = append(rest, c)
	}
	byEffect := func(x, y Finding) int { return cmp.Compare(y.Effect(), x.Effect()) }
	slices.SortStableFunc(pairs, byEffect)
	slices.SortStableFunc(rest, byEffect)
	out = append(append(out, pairs...), rest...)
	for _, t := range a.ties(work, hw) {
		out = append(out, t)
	}
	return out
}

// headline is the throughput metric findings lead with: bandwidth where
// the data has it, else IOPS.
func (a *Analysis) headline() Metric {
	for _, m := range a.Metrics {
		if m.Name == Bandwidth.Name {
			return m
		}
	}
	return IOPS
}

// grouped reports whether systems fall into platforms of several systems.
func (a *Analysis) grouped() bool { return a.Grouping != Ungrouped }

// comparison is the comparison of a metric in a cell, nil if none.
func (a *Analysis) comparison(m Metric, c Cell) *Comparison {
	for i := range a.Comparisons {
		if cc := &a.Comparisons[i]; cc.Metric.Name == m.Name && cc.Cell == c {
			return cc
		}
	}
	return nil
}

// compared lists the comparisons of a metric that were compared: of two
// systems or more, in a known direction of better (Comparison.Compared).
func (a *Analysis) compared(m Metric) []*Comparison {
	var out []*Comparison
	for i := range a.Comparisons {
		if c := &a.Comparisons[i]; c.Metric.Name == m.Name && c.Compared() {
			out = append(out, c)
		}
	}
	return out
}

// directionLeads counts, per direction in article order, who leads the
// headline metric.
func (a *Analysis) directionLeads(work Metric) []*DirectionLeads {
	counts := a.SystemWins
	if a.grouped() {
		counts = a.GroupWins
	}
	var dirs []string
	for _, c := range a.compared(work) {
		if _, known := directionOrder[c.Cell.Direction]; known && !slices.Contains(dirs, c.Cell.Direction) {
			dirs = append(dirs, c.Cell.Direction)
		}
	}
	slices.SortStableFunc(dirs, func(x, y string) int { return directionOrder[x] - directionOrder[y] })
	var out []*DirectionLeads
	for _, dir := range dirs {
		d := &DirectionLeads{Family: work.Family, Direction: dir}
		for _, c := range counts {
			if c.Family != work.Family || c.Direction != dir {
				continue
			}
			d.Cells = c.Cells
			c.Leads = slices.Clone(c.Leads)
			for _, cc := range a.compared(work) {
				won := !a.grouped() && cc.Winner == c.Name || a.grouped() && cc.WinnerGroup == c.Name
				if cc.Cell.Direction != dir || !won {
					continue
				}
				if _, ok := a.QueueGapAt(cc.Cell); !ok {
					continue
				}
				c.Wins--
				if i := slices.IndexFunc(c.Leads, func(l Lead) bool { return l.Cell == cc.Cell }); i >= 0 {
					d.Unequal = append(d.Unequal, c.Leads[i])
					c.Leads = slices.Delete(c.Leads, i, i+1)
				}
			}
			if c.Wins > 0 {
				d.Counts = append(d.Counts, c)
			}
		}
		slices.SortStableFunc(d.Counts, func(x, y WinCount) int { return y.Wins - x.Wins })
		slices.SortStableFunc(d.Unequal, func(x, y Lead) int { return cmp.Compare(y.Pct, x.Pct) })
		for _, c := range a.compared(work) {
			if c.Cell.Direction == dir && (a.grouped() && c.WinnerGroup == "" || !a.grouped() && c.Winner == "") {
				d.Tied = append(d.Tied, c.Cell)
			}
		}
		out = append(out, d)
	}
	return out
}

// cpuBound finds the cells where systems ran the machine's CPU at
// CPUBoundPct or more.
func (a *Analysis) cpuBound(work Metric) []*CPUBound {
	var out []*CPUBound
	for _, c := range a.compared(CPUTotal) {
		w := a.comparison(work, c.Cell)
		if w == nil {
			continue
		}
		b := &CPUBound{Cell: c.Cell, Work: work}
		for i := len(c.Ranking) - 1; i >= 0; i-- { // most CPU first
			f := c.Ranking[i]
			wf, ok := w.Figure(f.System)
			if !ok {
				continue
			}
			if f.Value >= CPUBoundPct {
				b.Systems, b.CPU, b.BoundWork = append(b.Systems, f.System), append(b.CPU, f.Value), append(b.BoundWork, wf.Value)
				continue
			}
			if b.Free == "" || work.Better(wf.Value, b.FreeWork) {
				b.Free, b.FreeCPU, b.FreeWork = f.System, f.Value, wf.Value
			}
		}
		if len(b.Systems) > 0 {
			out = append(out, b)
		}
	}
	return out
}

// hardwareBound finds the cells where every system's work ties while none
// is CPU-bound, where the drives every system ran on are known.
func (a *Analysis) hardwareBound(work Metric, bound []*CPUBound) []*HardwareBound {
	if a.Options.Drives <= 0 {
		return nil
	}
	var out []*HardwareBound
	for _, c := range a.compared(work) {
		// Three systems or more: two that tie may just be alike.
		if len(c.Ranking) < 3 || len(c.Tied) != len(c.Ranking) || slices.ContainsFunc(bound, func(b *CPUBound) bool { return b.Cell == c.Cell }) {
			continue
		}
		h := &HardwareBound{Cell: c.Cell, Work: work, Drives: a.Options.Drives, Low: math.Inf(1), High: math.Inf(-1),
			CPULow: math.NaN(), CPUHigh: math.NaN(), TieReason: c.TieReason}
		var vals []float64
		for _, f := range c.Ranking {
			h.Systems = append(h.Systems, f.System)
			h.Low, h.High = math.Min(h.Low, f.Value), math.Max(h.High, f.Value)
			vals = append(vals, f.Value)
		}
		h.MedianWork = median(vals)
		h.PerDrive = h.MedianWork / float64(a.Options.Drives)
		if cpu := a.comparison(CPUTotal, c.Cell); cpu != nil && len(cpu.Ranking) == len(c.Ranking) {
			h.CPULow, h.CPUHigh = cpu.Ranking[0].Value, cpu.Ranking[len(cpu.Ranking)-1].Value
		}
		out = append(out, h)
	}
	return out
}

// platformPairs compares every two systems of one platform.
func (a *Analysis) platformPairs(work Metric) []*PlatformPair {
	if !a.grouped() {
		return nil
	}
	var out []*PlatformPair
	for _, g := range a.Groups {
		for i, x := range g.Systems {
			for _, y := range g.Systems[i+1:] {
				if p := a.pair(g.Name, work, x, y); p != nil {
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// pair compares two systems cell by cell: a lead where they are told
// apart by the data's resolution and the tie threshold, a tie otherwise.
// Figures of repeated runs are told apart only by a test, and the tests
// of the analysis are of each figure against its cell's best: a pair
// neither of which is the best is left a tie.
func (a *Analysis) pair(group string, work Metric, x, y string) *PlatformPair {
	p := &PlatformPair{Group: group, Metric: work, Sides: [2]PairSide{{System: x}, {System: y}}}
	for _, c := range a.compared(work) {
		fx, okx := c.Figure(x)
		fy, oky := c.Figure(y)
		if !okx || !oky {
			continue
		}
		p.Cells++
		if big, small := math.Max(fx.Value, fy.Value), math.Min(fx.Value, fy.Value); small > 0 {
			p.MaxGapPct = math.Max(p.MaxGapPct, (big/small-1)*100)
		}
		tie := false
		switch {
		case len(fx.Samples) > 1 && len(fy.Samples) > 1:
			switch best := c.Best().System; {
			case best == x:
				tie, _ = a.tie(fx, fy)
			case best == y:
				tie, _ = a.tie(fy, fx)
			default:
				tie = true
			}
		default:
			fx.P, fy.P = math.NaN(), math.NaN()
			tie, _ = a.tie(fx, fy)
		}
		if tie || fx.Value == fy.Value {
			p.Ties++
			continue
		}
		win, lose, side := fx, fy, 0
		if work.Better(fy.Value, fx.Value) {
			win, lose, side = fy, fx, 1
		}
		l := Lead{Cell: c.Cell, Metric: work, Winner: win.System, Against: lose.System, Value: win.Value, Other: lose.Value,
			Pct: work.LeadPct(win.Value, lose.Value)}
		if finite(l.Pct) {
			p.Sides[side].Leads = append(p.Sides[side].Leads, l)
		}
	}
	if p.Cells == 0 {
		return nil
	}
	for i := range p.Sides {
		slices.SortStableFunc(p.Sides[i].Leads, func(u, v Lead) int { return cmp.Compare(v.Pct, u.Pct) })
	}
	if len(p.Sides[1].Leads) > len(p.Sides[0].Leads) {
		p.Sides[0], p.Sides[1] = p.Sides[1], p.Sides[0]
	}
	return p
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// cpuSavings finds the cells where the system using the least CPU and the
// one it is measured against did the same work, and the CPU differs by
// more than the tie threshold and CPURelevancePct points.
func (a *Analysis) cpuSavings(work Metric) []*CPUSaving {
	var out []*CPUSaving
	for _, c := range a.compared(CPUTotal) {
		if c.Challenger == "" || c.GroupTie || c.Winner == "" && !a.grouped() {
			continue
		}
		w := a.comparison(work, c.Cell)
		if w == nil {
			continue
		}
		lo, hi := c.Best(), Figure{}
		hi, _ = c.Figure(c.Challenger)
		wl, ok1 := w.Figure(lo.System)
		wh, ok2 := w.Figure(hi.System)
		if !ok1 || !ok2 || hi.Value-lo.Value < CPURelevancePct || !(lo.Value > 0) {
			continue
		}
		wl.P, wh.P = math.NaN(), math.NaN()
		if same, _ := a.tie(wl, wh); !same {
			continue // different work: efficiency compares it
		}
		out = append(out, &CPUSaving{Cell: c.Cell, Work: work, Lower: lo.System, Higher: hi.System, LowerCPU: lo.Value, HigherCPU: hi.Value,
			LowerWork: wl.Value, HigherWork: wh.Value, Pct: c.LeadPct})
	}
	return out
}

// cpuCosts finds the systems whose CPU per unit of work is far above the
// others' in a cell, merged per system and direction.
func (a *Analysis) cpuCosts(work Metric) []*CPUCost {
	limit := cmp.Or(a.Options.OutlierRatio, 1.5)
	type key struct{ system, dir string }
	byKey := map[key]*CPUCost{}
	var order []key
	for _, c := range a.compared(CPUTotal) {
		w := a.comparison(work, c.Cell)
		if w == nil {
			continue
		}
		type fig struct {
			system    string
			cpu, work float64
		}
		var figs []fig
		for _, f := range c.Ranking {
			if wf, ok := w.Figure(f.System); ok && f.Value > 0 && wf.Value > 0 {
				figs = append(figs, fig{f.System, f.Value, wf.Value})
			}
		}
		if len(figs) < 3 {
			continue
		}
		for i, f := range figs {
			var costs, cpus []float64
			for j, g := range figs {
				if j != i {
					costs, cpus = append(costs, g.cpu/g.work), append(cpus, g.cpu)
				}
			}
			ratio := f.cpu / f.work / median(costs)
			others := median(cpus)
			if ratio < limit || f.cpu-others < CPURelevancePct {
				continue
			}
			k := key{f.system, c.Cell.Direction}
			if byKey[k] == nil {
				byKey[k] = &CPUCost{System: f.system, Direction: c.Cell.Direction, Work: work}
				order = append(order, k)
			}
			byKey[k].Cells = append(byKey[k].Cells, CostCell{Cell: c.Cell, CPU: f.cpu, Work: f.work, OthersCPU: others, Ratio: ratio})
		}
	}
	var out []*CPUCost
	for _, k := range order {
		cc := byKey[k]
		slices.SortStableFunc(cc.Cells, func(x, y CostCell) int {
			return cmp.Compare(math.Abs(math.Log(y.Ratio)), math.Abs(math.Log(x.Ratio)))
		})
		out = append(out, cc)
	}
	return out
}

// efficiencyLead is the system doing the most work per unit of CPU in
// most cells, with its largest lead over the one it is measured against.
func (a *Analysis) efficiencyLead() *EfficiencyLead {
	m := BytesPerCPU
	cmps := a.compared(m)
	if len(cmps) == 0 {
		m = IOPSPerCPU
		cmps = a.compared(m)
	}
	wins := map[string]int{}
	for _, c := range cmps {
		if c.Winner != "" {
			wins[c.Winner]++
		}
	}
	e := &EfficiencyLead{Metric: m, Cells: len(cmps)}
	shared := false // another system does the most as often
	for _, s := range a.Systems {
		switch {
		case wins[s] > e.Wins:
			e.System, e.Wins, shared = s, wins[s], false
		case wins[s] == e.Wins:
			shared = true
		}
	}
	if e.System == "" || shared {
		return nil
	}
	found := false
	for _, c := range cmps {
		if c.Winner != e.System || c.Challenger == "" || c.GroupTie || !finite(c.LeadPct) {
			continue
		}
		if l := leadOf(c, c.Challenger); !found || l.Pct > e.Largest.Pct {
			e.Largest, found = l, true
		}
	}
	if !found {
		return nil
	}
	return e
}

// latencyGap is the cell where the best mean latency is furthest ahead,
// in time, of the one it is measured against.
func (a *Analysis) latencyGap() *LatencyGap {
	var g LatencyGap
	var best, unequal *Lead // over the cells of like queues, and of unlike
	for _, c := range a.compared(LatencyMean) {
		q, uneven := a.LatencyQueueGapAt(c.Cell)
		if uneven {
			g.Unequal = append(g.Unequal, q)
		}
		if c.Challenger == "" || c.GroupTie {
			continue
		}
		l := leadOf(c, a.furthest(c))
		top := &best
		if uneven {
			top = &unequal
		}
		if *top == nil || l.Other-l.Value > (*top).Other-(*top).Value {
			*top = &l
		}
	}
	if best == nil {
		best = unequal
	}
	if best != nil && finite(best.Pct) {
		g.Lead = *best
	}
	if g.Lead.Winner == "" && len(g.Unequal) == 0 {
		return nil
	}
	return &g
}

// furthest is the system a comparison's best is measured against for its
// latency gap: between platforms, the best of another platform, as every
// lead between platforms is (the method note says so; its slowest would
// size the gap by the platform's weakest system); ungrouped, the last,
// where the challenger is the first.
func (a *Analysis) furthest(c *Comparison) string {
	best := c.Best()
	groupOf := map[string]string{}
	for _, g := range a.Groups {
		for _, s := range g.Systems {
			groupOf[s] = g.Name
		}
	}
	out := c.Challenger
	for _, f := range c.Ranking {
		if f.System != best.System && groupOf[f.System] != groupOf[best.System] {
			if a.grouped() {
				return f.System
			}
			out = f.System
		}
	}
	return out
}

// ties lists the cells of the headline metric where no platform (or
// system) leads, but those a HardwareBound explains.
func (a *Analysis) ties(work Metric, hw []*HardwareBound) []*Tie {
	var out []*Tie
	for _, c := range a.compared(work) {
		if c.Winner != "" || !(c.GroupTie || !a.grouped()) || slices.ContainsFunc(hw, func(h *HardwareBound) bool { return h.Cell == c.Cell }) {
			continue
		}
		t := &Tie{Comparison: c, Low: math.Inf(1), High: math.Inf(-1)}
		for _, s := range c.Tied {
			f, _ := c.Figure(s)
			t.Low, t.High = math.Min(t.Low, f.Value), math.Max(t.High, f.Value)
		}
		out = append(out, t)
	}
	return out
}
