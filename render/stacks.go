package render

import (
	"math"
	"slices"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// A platform's lead is earned by one of its systems, its best figure in
// each cell: where one system earns every lead of a direction, the lead
// and the verdict name that system, and say how often the platform's
// other systems trail the rival platform, so that no stack is credited
// with what another did (Windows Native's read wins are not the older
// Windows stack's).

// platform is the group of more than one system a system belongs to.
func (w *writer) platform(system string) (analyze.Group, bool) {
	if !w.grouped() {
		return analyze.Group{}, false
	}
	for _, g := range w.a.Groups {
		if len(g.Systems) > 1 && slices.Contains(g.Systems, system) {
			return g, true
		}
	}
	return analyze.Group{}, false
}

// earner is the one system behind every outright lead of a platform in
// a direction; "" where the leads are two systems', or the leader is no
// platform of several systems.
func (w *writer) earner(d dirLead) string {
	if len(d.all) == 0 {
		return ""
	}
	g, ok := w.platform(d.all[0].Winner)
	if !ok || g.Name != d.name {
		return ""
	}
	for _, ld := range d.all[1:] {
		if ld.Winner != d.all[0].Winner {
			return ""
		}
	}
	return d.all[0].Winner
}

// trailer is a system of the earner's platform that, unlike the earner,
// falls behind the rival platform's best in n of the direction's cells
// (by more than the tie threshold), and that rival.
type trailer struct {
	system, rival string
	n, cells      int
}

// trailers are the earner's platform's other systems that trail the
// rival platform's best in most of the direction's results.
func (w *writer) trailers(d dirLead, earner string) []trailer {
	g, _ := w.platform(earner)
	var out []trailer
	for _, s := range g.Systems {
		if s == earner {
			continue
		}
		t := trailer{system: s, cells: d.cells}
		for _, c := range w.comparisons(w.headlineMetric()) {
			if c.Cell.Direction != d.dir {
				continue
			}
			mine, ok := c.Figure(s)
			if !ok {
				continue
			}
			var best *analyze.Figure
			for i, f := range c.Ranking {
				if slices.Contains(g.Systems, f.System) || !finite(f.Value) {
					continue
				}
				if best == nil || c.Metric.LeadPct(f.Value, best.Value) > 0 {
					best = &c.Ranking[i]
				}
			}
			if best != nil && c.Metric.LeadPct(best.Value, mine.Value) > w.tiePct() {
				t.n++
				if o, ok := w.platformName(best.System); ok {
					t.rival = o
				}
			}
		}
		if t.n*2 > t.cells && t.rival != "" {
			out = append(out, t)
		}
	}
	return out
}

// platformName is the name of a system's platform.
func (w *writer) platformName(system string) (string, bool) {
	for _, g := range w.a.Groups {
		if slices.Contains(g.Systems, system) {
			return g.Name, true
		}
	}
	return "", false
}

// trailClause says that a platform's other system trails the rival in
// most of a direction's results: "Windows Non-Native trails Linux in 3
// of the 4 reads".
func (w *writer) trailClause(d dirLead, t trailer) string {
	l := w.l
	switch d.dir {
	case datasets.DirectionRead:
		return l.Say("%s trails %s in %d of the %d reads", t.system, t.rival, t.n, t.cells)
	case datasets.DirectionWrite:
		return l.Say("%s trails %s in %d of the %d writes", t.system, t.rival, t.n, t.cells)
	case datasets.DirectionMixed:
		return l.Say("%s trails %s in %d of the %d mixes", t.system, t.rival, t.n, t.cells)
	}
	return l.Say("%s trails %s in %d of the %d trims", t.system, t.rival, t.n, t.cells)
}

// smallLeads says whether a direction's leads are all small, under the
// spread of single runs (closePairs tie thresholds), and come from
// single runs: an edge, not a choice.
func (w *writer) smallLeads(d dirLead) bool {
	return d.leads > 0 && d.largest.Pct < closePairs*w.tiePct() && w.singleRuns()
}

// edge says a direction's small single-run leads for what they are: a
// few per cent, from single runs, no reason to switch.
func (w *writer) edge(d dirLead) string {
	l := w.l
	span := l.fromTo(l.margin(d.smallest()), l.margin(d.largest.Pct))
	args := []any{d.name, d.wins, d.cells, span}
	switch d.dir {
	case datasets.DirectionRead:
		return l.Say("%s is a few per cent faster in %d of the %d reads (%s); from single runs, that is an edge, not a reason to switch.", args...)
	case datasets.DirectionWrite:
		return l.Say("%s is a few per cent faster in %d of the %d writes (%s); from single runs, that is an edge, not a reason to switch.", args...)
	case datasets.DirectionMixed:
		return l.Say("%s is a few per cent faster in %d of the %d mixes (%s); from single runs, that is an edge, not a reason to switch.", args...)
	}
	return l.Say("%s is a few per cent faster in %d of the %d trims (%s); from single runs, that is an edge, not a reason to switch.", args...)
}

// smallDirClause says who leads most of a direction by leads all under
// the size single runs can settle: how many, their range, and that they
// are too small to settle.
func (w *writer) smallDirClause(d dirLead) string {
	l := w.l
	size := l.margin(d.smallest())
	if d.leads > 1 {
		size = l.fromTo(size, l.margin(d.largest.Pct))
	}
	args := []any{d.name, l.count(d.wins), l.count(d.cells), size}
	switch d.dir {
	case datasets.DirectionRead:
		return l.Say("%s leads %s of the %s reads, but only by %s, too small to call from single runs", args...)
	case datasets.DirectionWrite:
		return l.Say("%s leads %s of the %s writes, but only by %s, too small to call from single runs", args...)
	case datasets.DirectionMixed:
		return l.Say("%s leads %s of the %s mixes, but only by %s, too small to call from single runs", args...)
	}
	return l.Say("%s leads %s of the %s trims, but only by %s, too small to call from single runs", args...)
}

// queueMade is a lead that the deeper queue makes: the two systems'
// mean latencies are equal within the tie threshold while the winner
// kept more I/Os in flight, so by Little's law its higher throughput is
// the larger queue's, not a faster stack's.
type queueMade struct {
	lead               analyze.Lead
	mine, theirs       float64 // I/Os in flight
	latMine, latTheirs float64 // mean latency, ns
}

// queueMadeLead is the largest outright lead of the headline metric
// that the deeper queue makes, if any.
func (w *writer) queueMadeLead() (queueMade, bool) {
	var best queueMade
	found := false
	for _, d := range w.dirLeads() {
		for _, ld := range d.all {
			q, ok := w.madeByQueue(ld)
			if ok && (!found || ld.Pct > best.lead.Pct) {
				best, found = q, true
			}
		}
	}
	return best, found
}

func (w *writer) madeByQueue(ld analyze.Lead) (queueMade, bool) {
	if !ld.Metric.HigherIsBetter || ld.Metric.Family == analyze.FamilyLatency {
		return queueMade{}, false
	}
	lat := w.comparison(analyze.LatencyMean, ld.Cell)
	if lat == nil {
		return queueMade{}, false
	}
	fm, ok1 := lat.Figure(ld.Winner)
	ft, ok2 := lat.Figure(ld.Against)
	mine, theirs := w.a.InFlight(ld.Cell, ld.Winner), w.a.InFlight(ld.Cell, ld.Against)
	if !ok1 || !ok2 || !(fm.Value > 0) || !(ft.Value > 0) || !(mine > theirs) {
		return queueMade{}, false
	}
	// Equal latencies: the throughput ratio is the in-flight ratio.
	if math.Abs(fm.Value/ft.Value-1)*100 > w.tiePct() {
		return queueMade{}, false
	}
	return queueMade{lead: ld, mine: mine, theirs: theirs, latMine: fm.Value, latTheirs: ft.Value}, true
}

// queueMadeText says a lead the deeper queue makes, with the evidence.
func (w *writer) queueMadeText(q queueMade) string {
	l := w.l
	lat := w.latencyText(w.comparison(analyze.LatencyMean, q.lead.Cell), q.latMine, q.latTheirs)
	return l.Capitalize(l.Say("In %s, %s's %s lead over %s comes at the same mean latency (%s vs %s) with more I/Os in flight (about %s vs %s), which accounts for the gap; whether the job's settings or the I/O stack kept the deeper queue, these runs cannot tell.",
		w.name(q.lead.Cell), q.lead.Winner, l.margin(q.lead.Pct), q.lead.Against, lat[0], lat[1], l.sig3(q.mine), l.sig3(q.theirs)))
}
