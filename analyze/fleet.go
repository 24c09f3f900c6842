package analyze

import (
	"math"
	"slices"

	"github.com/iopress/iopress/datasets"
)

// A fleet run (fio's client/server, iopress run --hosts) gives a row per
// host of each cell and, when the hosts ran it at once, fio's aggregate
// over them (host datasets.AllClientsHost). A system's figure in a cell is
// the aggregate where there is one: the load the whole fleet put through;
// the hosts' own rows are compared with each other instead, in
// HostSpreads.

// HostFigure is one host's value of a metric in a cell: the median over
// its rows.
type HostFigure struct {
	Host  string
	Value float64
	N     int // rows behind Value
}

// HostSpread is how the hosts of a fleet did in one cell, for one metric
// and system.
type HostSpread struct {
	Cell   Cell
	Metric Metric
	System string
	Hosts  []HostFigure // in the order the hosts first appear
	Median float64      // median of the hosts' figures
	Min    float64
	Max    float64
	// SpreadPct is (Max - Min) / Median · 100: how far apart the hosts are.
	SpreadPct float64
	// Slowest is the host with the worst figure (least throughput, most
	// latency), and SlowestPct how far it is from the median, signed as
	// the raw change: (value / Median - 1) · 100.
	Slowest    HostFigure
	SlowestPct float64
	// Outliers are hosts whose figure is at least Options.OutlierRatio
	// (1.5 unless set) times, or at most its inverse, the median of the
	// other hosts (with three hosts or more).
	Outliers []HostFigure
	// Aggregate is fio's figure over all the hosts at once, NaN when the
	// hosts did not run the cell together.
	Aggregate float64
}

// isHostRow says whether a row is one host's share of a fleet run.
func isHostRow(r *datasets.Result) bool {
	return r.Host != "" && r.Host != datasets.AllClientsHost
}

// systemRows keeps, of a system's rows in a cell, the aggregate where
// fio made one: the hosts' rows beside it are parts of it, not repeats.
func systemRows(rs []*datasets.Result) []*datasets.Result {
	var agg []*datasets.Result
	for _, r := range rs {
		if r.Host == datasets.AllClientsHost {
			agg = append(agg, r)
		}
	}
	if len(agg) > 0 {
		return agg
	}
	return rs
}

// hostSpreads compares the hosts of each system in each cell, for every
// metric with figures, where a cell has two hosts or more.
func (a *Analysis) hostSpreads(rows []datasets.Result) []HostSpread {
	type key struct {
		cell   Cell
		system string
	}
	hostRows := map[key]map[string][]*datasets.Result{}
	hostOrder := map[key][]string{}
	aggregate := map[key][]*datasets.Result{}
	for i := range rows {
		r := &rows[i]
		k := key{cellOf(r), r.System}
		switch {
		case r.Host == datasets.AllClientsHost:
			aggregate[k] = append(aggregate[k], r)
		case isHostRow(r):
			if hostRows[k] == nil {
				hostRows[k] = map[string][]*datasets.Result{}
			}
			if _, ok := hostRows[k][r.Host]; !ok {
				hostOrder[k] = append(hostOrder[k], r.Host)
			}
			hostRows[k][r.Host] = append(hostRows[k][r.Host], r)
		}
	}
	var out []HostSpread
	for _, metric := range a.Metrics {
		for _, c := range a.Cells {
			m := metric.ForCell(c)
			for _, s := range a.Systems {
				k := key{c, s}
				if len(hostOrder[k]) < 2 {
					continue
				}
				var figs []HostFigure
				for _, h := range hostOrder[k] {
					if f, ok := figureOf(m, h, hostRows[k][h]); ok {
						figs = append(figs, HostFigure{Host: h, Value: f.Value, N: f.N})
					}
				}
				if len(figs) < 2 {
					continue
				}
				sp := spreadOf(m, figs, a.Options.OutlierRatio)
				sp.Cell, sp.System, sp.Aggregate = c, s, math.NaN()
				if f, ok := figureOf(m, s, aggregate[k]); ok {
					sp.Aggregate = f.Value
				}
				out = append(out, sp)
			}
		}
	}
	return out
}

// spreadOf measures how far apart hosts' figures are.
func spreadOf(m Metric, figs []HostFigure, outlierRatio float64) HostSpread {
	values := make([]float64, len(figs))
	for i, f := range figs {
		values[i] = f.Value
	}
	sp := HostSpread{Metric: m, Hosts: figs, Median: median(values), Min: slices.Min(values), Max: slices.Max(values)}
	sp.SpreadPct = (sp.Max - sp.Min) / sp.Median * 100
	worst := slices.MinFunc(figs, func(x, y HostFigure) int {
		if m.HigherIsBetter {
			return cmpFloat(x.Value, y.Value)
		}
		return cmpFloat(y.Value, x.Value)
	})
	sp.Slowest, sp.SlowestPct = worst, (worst.Value/sp.Median-1)*100
	if len(figs) < 3 {
		return sp
	}
	limit := outlierRatio
	if limit == 0 {
		limit = 1.5
	}
	for i, f := range figs {
		others := slices.Delete(slices.Clone(values), i, i+1)
		med := median(others)
		if med <= 0 {
			continue
		}
		if ratio := f.Value / med; ratio >= limit || ratio <= 1/limit {
			sp.Outliers = append(sp.Outliers, f)
		}
	}
	return sp
}

func cmpFloat(x, y float64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}
