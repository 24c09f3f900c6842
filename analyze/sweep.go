package analyze

import (
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/iopress/iopress/datasets"
)

// Workload is a cell without its queue depth: what a queue-depth sweep
// holds fixed while the depth varies.
type Workload struct {
	Pattern        string
	Direction      string
	BlockSizeBytes int64
	NumJobs        int64
	RWMixReadPct   float64 // -1 when not a mix
}

func (w Workload) String() string {
	return w.cell().String()
}

// cell is the workload as a cell of any depth.
func (w Workload) cell() Cell {
	return Cell{Pattern: w.Pattern, Direction: w.Direction, BlockSizeBytes: w.BlockSizeBytes, NumJobs: w.NumJobs, RWMixReadPct: w.RWMixReadPct}
}

// Point is one depth of a curve.
type Point struct {
	IODepth   int64
	Value     float64 // IOPS for random workloads, bytes/s for sequential ones
	LatencyNs float64 // mean latency, NaN if unknown
	Ratio     float64 // Value over the baseline's at the same depth, NaN without one
}

// Curve is one configuration's response to queue depth.
type Curve struct {
	System   string
	Workload Workload
	Metric   Metric // IOPS or Bandwidth
	Points   []Point
	Max      float64
	// Knee is the smallest depth reaching SweepOptions.KneeFraction of
	// the curve's maximum; KneeLatencyCost is the mean latency at the
	// deepest point over the latency at the knee (what going deeper costs).
	Knee            int64
	KneeLatencyCost float64
}

// Cap is a ceiling several configurations share well below the baseline,
// as a virtualisation layer imposes on every path through it.
type Cap struct {
	Workload Workload
	Systems  []string
	Value    float64 // median of their maxima
	Spread   float64 // (largest - smallest) / median of their maxima
}

// Flag marks a result that cannot be the device alone.
type Flag struct {
	System   string
	Workload Workload
	IODepth  int64
	Kind     string // FlagCache, FlagRated, FlagLink, FlagBeyondLink
	Value    float64
	Limit    float64 // what it exceeds or reaches
	Link     string  // the link's name, for FlagLink and FlagBeyondLink
}

// Flag kinds.
const (
	FlagCache = "cache" // above the bare device: served from a cache, likely the host's page cache
	FlagRated = "rated" // above the device's rated maximum
	FlagLink  = "link"  // at or near what the link carries (Link): the link is the limit
	// FlagBeyondLink: above the link's line rate, which nothing crossing it
	// can reach: a cache on the host's side of the link answered.
	FlagBeyondLink = "beyond-link"
)

// SweepOptions steer a sweep analysis.
type SweepOptions struct {
	Baseline     string  // the bare device; "" for none
	KneeFraction float64 // 0 means 0.9
	CapSpread    float64 // maxima within this relative spread share a cap; 0 means 0.2
	CacheMargin  float64 // above the baseline by more than this is a cache; 0 means 0.1
	// RatedBytesPerS and RatedIOPS are the device's rated maxima per
	// direction ("read", "write"), 0 where not given.
	RatedBytesPerS map[string]float64
	RatedIOPS      map[string]float64
	// Link is the link between host and device (zero if none);
	// LinkMargin how far below its payload a figure is still at the link
	// (0: DefaultLinkMargin).
	Link       Link
	LinkMargin float64
}

func orDefault(v, def float64) float64 {
	if v <= 0 {
		return def
	}
	return v
}

// Sweep is the analysis of queue-depth sweeps.
type Sweep struct {
	Options  SweepOptions
	Curves   []Curve
	Caps     []Cap
	Flags    []Flag
	Warnings []error // *PooledSystem, *NoBaselineSweep
}

// AnalyzeSweep finds each configuration's curve over queue depth for each
// workload, its knee, its ratio to the baseline, caps several
// configurations share, and results that cannot be the device.
func AnalyzeSweep(rows []datasets.Result, opts SweepOptions) (*Sweep, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	rows = combineParallelJobs(rows)
	type key struct {
		system   string
		workload Workload
	}
	byKey := map[key]map[int64][]*datasets.Result{}
	var keys []key
	var systems []string
	for i := range rows {
		r := &rows[i]
		if !slices.Contains(systems, r.System) {
			systems = append(systems, r.System)
		}
		if r.IODepth <= 0 {
			continue
		}
		w := Workload{r.Pattern, r.Direction, r.BlockSizeBytes, r.NumJobs, cellOf(r).RWMixReadPct}
		k := key{r.System, w}
		if byKey[k] == nil {
			byKey[k] = map[int64][]*datasets.Result{}
			keys = append(keys, k)
		}
		byKey[k][r.IODepth] = append(byKey[k][r.IODepth], r)
	}
	if err := checkBaseline(opts.Baseline, systems); err != nil {
		return nil, err
	}
	s := &Sweep{Options: opts, Warnings: pooledSystems(rows, systems)}
	if len(keys) == 0 {
		return nil, fmt.Errorf("no rows with a queue depth: nothing to sweep")
	}
	slices.SortStableFunc(keys, func(a, b key) int {
		return compareCells(a.workload.cell(), b.workload.cell())
	})
	for _, k := range keys {
		m := Bandwidth
		if k.workload.Pattern == datasets.PatternRandom {
			m = IOPS
		}
		c := Curve{System: k.system, Workload: k.workload, Metric: m}
		var depths []int64
		for d := range byKey[k] {
			depths = append(depths, d)
		}
		slices.Sort(depths)
		for _, d := range depths {
			f, ok := figureOf(m, k.system, byKey[k][d])
			if !ok {
				continue
			}
			lat, _ := figureOf(LatencyMean, k.system, byKey[k][d])
			p := Point{IODepth: d, Value: f.Value, LatencyNs: math.NaN(), Ratio: math.NaN()}
			if lat.N > 0 {
				p.LatencyNs = lat.Value
			}
			c.Points = append(c.Points, p)
		}
		if len(c.Points) < 2 {
			continue // one depth is not a sweep
		}
		c.Max, c.Knee, c.KneeLatencyCost = knee(c.Points, orDefault(opts.KneeFraction, 0.9))
		s.Curves = append(s.Curves, c)
	}
	if len(s.Curves) == 0 {
		return nil, fmt.Errorf("no configuration was measured at two queue depths or more")
	}
	s.ratios()
	s.caps()
	s.flags()
	return s, nil
}

// knee returns a curve's maximum, the smallest depth reaching fraction of
// it, and the latency at the deepest point over the latency at that depth.
func knee(points []Point, fraction float64) (maxValue float64, depth int64, cost float64) {
	for _, p := range points {
		maxValue = math.Max(maxValue, p.Value)
	}
	cost = math.NaN()
	for _, p := range points {
		if p.Value >= fraction*maxValue {
			depth = p.IODepth
			last := points[len(points)-1]
			if p.LatencyNs > 0 && !math.IsNaN(last.LatencyNs) {
				cost = last.LatencyNs / p.LatencyNs
			}
			return maxValue, depth, cost
		}
	}
	return maxValue, 0, cost
}

// ratios sets each point's ratio to the baseline's point at the same depth.
func (s *Sweep) ratios() {
	if s.Options.Baseline == "" {
		return
	}
	found := false
	for i := range s.Curves {
		base := s.baselineCurve(s.Curves[i].Workload)
		if base == nil {
			continue
		}
		found = true
		for j := range s.Curves[i].Points {
			p := &s.Curves[i].Points[j]
			for _, b := range base.Points {
				if b.IODepth == p.IODepth && b.Value > 0 {
					p.Ratio = p.Value / b.Value
				}
			}
		}
	}
	if !found {
		s.Warnings = append(s.Warnings, &NoBaselineSweep{Baseline: s.Options.Baseline})
	}
}

func (s *Sweep) baselineCurve(w Workload) *Curve {
	for i := range s.Curves {
		if s.Curves[i].System == s.Options.Baseline && s.Curves[i].Workload == w {
			return &s.Curves[i]
		}
	}
	return nil
}

// caps finds, per workload, the configurations (the baseline aside) whose
// maxima lie within CapSpread of one another and below the baseline's by
// more than that: a ceiling they share, not the device's.
func (s *Sweep) caps() {
	spread := orDefault(s.Options.CapSpread, 0.2)
	byWorkload := map[Workload][]*Curve{}
	var order []Workload
	for i := range s.Curves {
		c := &s.Curves[i]
		if c.System == s.Options.Baseline {
			continue
		}
		if _, ok := byWorkload[c.Workload]; !ok {
			order = append(order, c.Workload)
		}
		byWorkload[c.Workload] = append(byWorkload[c.Workload], c)
	}
	for _, w := range order {
		curves := byWorkload[w]
		if len(curves) < 2 {
			continue
		}
		sort.Slice(curves, func(i, j int) bool { return curves[i].Max < curves[j].Max })
		maxima := make([]float64, len(curves))
		for i, c := range curves {
			maxima[i] = c.Max
		}
		med := median(maxima)
		if (maxima[len(maxima)-1]-maxima[0])/med > spread {
			continue
		}
		base := s.baselineCurve(w)
		if base != nil && base.Max <= med*(1+spread) {
			continue // they reach what the device does: no cap
		}
		cp := Cap{Workload: w, Value: med, Spread: (maxima[len(maxima)-1] - maxima[0]) / med}
		for _, c := range curves {
			cp.Systems = append(cp.Systems, c.System)
		}
		s.Caps = append(s.Caps, cp)
	}
}

// flags marks points above the bare device (cache), above a rated maximum,
// or at the link's rate.
func (s *Sweep) flags() {
	margin := orDefault(s.Options.CacheMargin, 0.1)
	for _, c := range s.Curves {
		base := s.baselineCurve(c.Workload)
		for _, p := range c.Points {
			if base != nil && c.System != s.Options.Baseline && base.Max > 0 && p.Value > base.Max*(1+margin) {
				s.Flags = append(s.Flags, Flag{System: c.System, Workload: c.Workload, IODepth: p.IODepth, Kind: FlagCache, Value: p.Value, Limit: base.Max})
			}
			rated := s.Options.RatedIOPS[c.Workload.Direction]
			if c.Metric.Name == Bandwidth.Name {
				rated = s.Options.RatedBytesPerS[c.Workload.Direction]
			}
			if rated > 0 && p.Value > rated {
				s.Flags = append(s.Flags, Flag{System: c.System, Workload: c.Workload, IODepth: p.IODepth, Kind: FlagRated, Value: p.Value, Limit: rated})
			}
			bw := p.Value
			if c.Metric.Name == IOPS.Name {
				bw = p.Value * float64(c.Workload.BlockSizeBytes)
			}
			if kind, limit, ok := s.Options.Link.at(bw, s.Options.LinkMargin); ok {
				s.Flags = append(s.Flags, Flag{System: c.System, Workload: c.Workload, IODepth: p.IODepth, Kind: kind, Value: bw, Limit: limit})
			}
		}
	}
}
