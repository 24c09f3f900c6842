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
	N         int     // runs behind the figure (their median)
}

// DepthSpan is a run of consecutive depths of a curve, From to To.
type DepthSpan struct{ From, To int64 }

// PastKnee is what a curve does beyond its knee.
type PastKnee int

// What curves do past the knee.
const (
	// PastKneeNone: the knee is the deepest depth measured.
	PastKneeNone PastKnee = iota
	// PastKneeQueueing: the figure at the deepest depth is within the noise
	// of the knee's: the requests added past the knee only wait in the
	// queue, and latency grows with the depth (Little's law).
	PastKneeQueueing
	// PastKneeChange: the figure at the deepest depth differs from the
	// knee's by more than the noise (or the noise is unknown), up or down,
	// without falling out of the band for good beyond the noise.
	PastKneeChange
	// PastKneeFall: the curve ends below the band, further from its peak
	// than the noise: deeper queues cost throughput.
	PastKneeFall
	// PastKneeSwings: every depth past the knee that leaves the band is
	// within the noise of its edge, and the lowest figure from the knee on
	// is within the noise of the highest: the departures are noise, not a
	// shape.
	PastKneeSwings
	// PastKneeUnsteady: as PastKneeSwings, each departure within the noise
	// of the band's edge, but the lowest figure from the knee on and the
	// highest are further apart than the noise explains: the curve moves
	// with no trend and more than its noise, so it cannot be called noise.
	PastKneeUnsteady
)

// Curve is one configuration's response to queue depth.
type Curve struct {
	System   string
	Workload Workload
	Metric   Metric // IOPS or Bandwidth
	Points   []Point
	Max      float64
	// Peak is the depth of Max, the shallowest where several share it.
	Peak int64
	// Knee is the smallest depth reaching SweepOptions.KneeFraction of
	// the curve's maximum; KneeLatencyCost is the mean latency at the
	// deepest point over the latency at the knee (what going deeper costs).
	Knee            int64
	KneeLatencyCost float64
	// Band are the runs of consecutive depths, from the knee on, at or
	// above KneeFraction of the maximum: one span from the knee to the
	// deepest depth where the curve holds; one that ends early where it
	// falls back below; several where it recovers after falling.
	Band []DepthSpan
	// PastKnee is what the curve does past its knee, judged against the
	// noise; NearPeak the other depths whose figures are within the noise
	// of the peak's (a peak among them is not told apart from them).
	PastKnee PastKnee
	NearPeak []int64
	// Flat is the run of consecutive depths around the peak whose figures
	// are all within the noise of the peak's: the curve's top, which a
	// peak inside it does not tell apart from its neighbours (the peak
	// alone where the noise is unknown or no neighbour is within it).
	Flat DepthSpan
	// KneeFrom is the shallowest depth the knee may be at, given the
	// noise: where the noise of a difference is more than the knee's step
	// (1 - KneeFraction), a depth before the knee whose figure is within
	// the noise of the peak cannot be told from the knee, and the knee is
	// the range KneeFrom to Knee; KneeFrom is Knee where it can.
	KneeFrom int64
	// Target is what the configuration measured (SweepOptions.Targets).
	Target Target
}

// Holds says whether the curve, once at its knee, stays at or above the
// band's edge to its deepest depth.
func (c Curve) Holds() bool {
	return len(c.Band) == 1 && c.Band[0].To == c.Points[len(c.Points)-1].IODepth
}

// FallsBelow is the first depth past the knee below the band's edge, 0
// where the curve holds.
func (c Curve) FallsBelow() int64 {
	if len(c.Band) == 0 || c.Holds() {
		return 0
	}
	for i, p := range c.Points {
		if p.IODepth == c.Band[0].To && i+1 < len(c.Points) {
			return c.Points[i+1].IODepth
		}
	}
	return 0
}

// Recovers says whether the curve, after falling below the band's edge,
// comes back to it at some deeper depth.
func (c Curve) Recovers() bool { return len(c.Band) > 1 }

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
	Kind     string // FlagCache, FlagRated, FlagLink, FlagBeyondLink, FlagWriteCache
	Value    float64
	Limit    float64 // what it exceeds or reaches
	// Against and AgainstDepth are where Limit was measured, for a limit
	// that is a figure of the data (FlagWriteCache: the reads' peak).
	Against      Workload
	AgainstDepth int64
	Link         string // the link's name, for FlagLink and FlagBeyondLink
}

// Flag kinds.
const (
	// FlagCache: above the baseline device by more than a margin, on a
	// target that is no memory: a cache answered in the device's place.
	FlagCache = "cache"
	FlagRated = "rated" // above the device's rated maximum
	FlagLink  = "link"  // near the most the link carries (Link): the link is the ceiling
	// FlagBeyondLink: above the most the link can carry (its payload, an
	// upper bound), which nothing crossing it can reach: a cache on the
	// host's side of the link answered.
	FlagBeyondLink = "beyond-link"
	// FlagWriteCache: a configuration's writes peak above its reads of
	// the same pattern and block size by more than the margin and the
	// noise. Media write no faster than they read, so the writes were
	// acknowledged before they reached them: a write-back cache took them
	// (behind a virtual disk, the host's page cache under cache=writeback;
	// on a drive, its DRAM or SLC cache). Value is the writes' peak,
	// Limit the reads'.
	FlagWriteCache = "write-cache"
)

// SweepOptions steer a sweep analysis.
type SweepOptions struct {
	Baseline     string  // the configuration the others are set against; "" for none
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
	// Targets are the configurations' targets (TargetsOf); a
	// configuration not in it is TargetUnknown.
	Targets map[string]Target
	// ShortRuntimeS: runs shorter than this are short (see Noise); 0
	// means 10 s, as a second or two covers neither a drive's cache
	// filling nor its periodic background work.
	ShortRuntimeS float64
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
	Noise    []Noise // per configuration, in the order of Curves
	Warnings []error // *PooledSystem, *NoBaselineSweep, *NoCurve
}

// ShortRuns says whether some configuration's runs are shorter than
// SweepOptions.ShortRuntimeS.
func (s *Sweep) ShortRuns() bool {
	short := orDefault(s.Options.ShortRuntimeS, 10)
	for _, n := range s.Noise {
		if n.RuntimeS > 0 && n.RuntimeS < short {
			return true
		}
	}
	return false
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
	runtime := map[string]float64{}
	for i := range rows {
		if r := &rows[i]; r.RuntimeS > 0 && (runtime[r.System] == 0 || r.RuntimeS < runtime[r.System]) {
			runtime[r.System] = r.RuntimeS
		}
	}
	var samples [][][]float64 // per curve, per point: the runs' figures
	if len(keys) == 0 {
		return nil, fmt.Errorf("no rows with a queue depth: nothing to sweep")
	}
	slices.SortStableFunc(keys, func(a, b key) int {
		return compareCells(a.workload.cell(), b.workload.cell())
	})
	// Configurations measured at two depths or more that have no curve
	// for want of their metric's figures, by metric.
	var unswept []*NoCurve
	for _, k := range keys {
		m := Bandwidth
		if k.workload.Pattern == datasets.PatternRandom {
			m = IOPS
		}
		c := Curve{System: k.system, Workload: k.workload, Metric: m, Target: opts.Targets[k.system]}
		var cells [][]float64
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
			p := Point{IODepth: d, Value: f.Value, LatencyNs: math.NaN(), Ratio: math.NaN(), N: f.N}
			if lat.N > 0 {
				p.LatencyNs = lat.Value
			}
			c.Points = append(c.Points, p)
			cells = append(cells, f.Samples)
		}
		if len(c.Points) < 2 {
			// One depth is not a sweep; two or more without the
			// metric's figures are said.
			if len(depths) >= 2 {
				i := slices.IndexFunc(unswept, func(w *NoCurve) bool { return w.Metric.Name == m.Name })
				if i < 0 {
					unswept, i = append(unswept, &NoCurve{Metric: m}), len(unswept)
				}
				unswept[i].Missing = append(unswept[i].Missing, SweptConfig{k.system, k.workload})
			}
			continue
		}
		fraction := orDefault(opts.KneeFraction, 0.9)
		c.Max, c.Knee, c.KneeLatencyCost = knee(c.Points, fraction)
		c.Peak = best(c.Points).IODepth
		c.Band = band(c.Points, c.Knee, fraction*c.Max)
		s.Curves = append(s.Curves, c)
		samples = append(samples, cells)
	}
	if len(s.Curves) == 0 && len(unswept) > 0 {
		return nil, fmt.Errorf("no configuration has a curve: %w", unswept[0])
	}
	if len(s.Curves) == 0 {
		return nil, fmt.Errorf("no configuration was measured at two queue depths or more")
	}
	for _, system := range systems {
		var curves []*Curve
		bySample := map[*Curve][][]float64{}
		for i := range s.Curves {
			if s.Curves[i].System == system {
				curves = append(curves, &s.Curves[i])
				bySample[&s.Curves[i]] = samples[i]
			}
		}
		if len(curves) > 0 {
			n := noiseOf(system, curves, bySample)
			n.RuntimeS = runtime[system]
			s.Noise = append(s.Noise, n)
		}
	}
	for i := range s.Curves {
		s.pastKnee(&s.Curves[i], orDefault(opts.KneeFraction, 0.9))
	}
	for _, w := range unswept {
		s.Warnings = append(s.Warnings, w)
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

// best is a curve's highest point, the shallowest of several.
func best(points []Point) Point {
	b := points[0]
	for _, p := range points {
		if p.Value > b.Value {
			b = p
		}
	}
	return b
}

// band finds the runs of consecutive depths from the knee on at or above
// the edge.
func band(points []Point, knee int64, edge float64) []DepthSpan {
	var spans []DepthSpan
	in := false
	for _, p := range points {
		if p.IODepth < knee {
			continue
		}
		switch {
		case p.Value >= edge && in:
			spans[len(spans)-1].To = p.IODepth
		case p.Value >= edge:
			spans, in = append(spans, DepthSpan{p.IODepth, p.IODepth}), true
		default:
			in = false
		}
	}
	return spans
}

// point is a curve's point at a depth.
func (c *Curve) point(depth int64) Point {
	for _, p := range c.Points {
		if p.IODepth == depth {
			return p
		}
	}
	return Point{}
}

// pastKnee judges what a curve does past its knee against its
// configuration's noise, and which depths are within the noise of its
// peak.
func (s *Sweep) pastKnee(c *Curve, fraction float64) {
	peak, last := c.point(c.Peak), c.Points[len(c.Points)-1]
	near := map[int64]bool{}
	for _, p := range c.Points {
		if within, _ := s.WithinNoise(c.System, p.Value, p.N, c.System, peak.Value, peak.N); within && p.IODepth != c.Peak {
			c.NearPeak = append(c.NearPeak, p.IODepth)
			near[p.IODepth] = true
		}
	}
	c.Flat = DepthSpan{c.Peak, c.Peak}
	i := slices.IndexFunc(c.Points, func(p Point) bool { return p.IODepth == c.Peak })
	for j := i - 1; j >= 0 && near[c.Points[j].IODepth]; j-- {
		c.Flat.From = c.Points[j].IODepth
	}
	for j := i + 1; j < len(c.Points) && near[c.Points[j].IODepth]; j++ {
		c.Flat.To = c.Points[j].IODepth
	}
	c.KneeFrom = c.Knee
	if n := s.NoiseOf(c.System); n.NoiseBound()-1 > 1-fraction && c.Flat.From < c.Knee {
		c.KneeFrom = c.Flat.From
	}
	if c.Knee == 0 || c.Knee == last.IODepth {
		c.PastKnee = PastKneeNone
		return
	}
	edge := fraction * c.Max
	below, allNoise := 0, true
	for _, p := range c.Points {
		if p.IODepth > c.Knee && p.Value < edge {
			below++
			if within, _ := s.WithinNoise(c.System, p.Value, p.N, c.System, edge, peak.N); !within {
				allNoise = false
			}
		}
	}
	within, known := s.WithinNoise(c.System, last.Value, last.N, c.System, peak.Value, peak.N)
	knee := c.point(c.Knee)
	gainNoise, _ := s.WithinNoise(c.System, last.Value, last.N, c.System, knee.Value, knee.N)
	switch {
	case last.Value < edge && (!known || !within):
		c.PastKnee = PastKneeFall
	case below > 0 && allNoise:
		c.PastKnee = PastKneeSwings
		if lo, hi := c.swing(); !s.withinNoise(c.System, lo, hi) {
			c.PastKnee = PastKneeUnsteady
		}
	case gainNoise:
		c.PastKnee = PastKneeQueueing
	default:
		c.PastKnee = PastKneeChange
	}
}

// swing is the lowest and the highest point of a curve from its knee on.
func (c *Curve) swing() (lo, hi Point) {
	seen := false
	for _, p := range c.Points {
		if p.IODepth < c.Knee {
			continue
		}
		if !seen || p.Value < lo.Value {
			lo = p
		}
		if !seen || p.Value > hi.Value {
			hi = p
		}
		seen = true
	}
	return lo, hi
}

// withinNoise says whether two points of one configuration's curves are
// within its noise of each other (false where the noise is unknown).
func (s *Sweep) withinNoise(system string, a, b Point) bool {
	within, _ := s.WithinNoise(system, a.Value, a.N, system, b.Value, b.N)
	return within
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

// flags marks points above the baseline device (cache), above a rated
// maximum, or at the link's rate, and writes that outrun reads (a write
// cache). A target in memory is no device: it is never flagged as a cache
// that answered, since memory is what it measures.
func (s *Sweep) flags() {
	margin := orDefault(s.Options.CacheMargin, CacheMargin)
	for _, c := range s.Curves {
		base := s.baselineCurve(c.Workload)
		memory := c.Target.Kind == TargetMemory || (base != nil && base.Target.Kind == TargetMemory)
		for _, p := range c.Points {
			if base != nil && c.System != s.Options.Baseline && !memory && base.Max > 0 && p.Value > base.Max*(1+margin) {
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
		if f, ok := s.writeCache(c, margin); ok {
			s.Flags = append(s.Flags, f)
		}
	}
}

// writeCache flags a write curve whose peak is above the peak of the same
// configuration's reads of the same pattern, block size and jobs by more
// than margin and than the noise: the media cannot have written faster
// than they read. A target in memory has no media behind a cache.
func (s *Sweep) writeCache(w Curve, margin float64) (Flag, bool) {
	if w.Workload.Direction != datasets.DirectionWrite || w.Target.Kind == TargetMemory {
		return Flag{}, false
	}
	rw := w.Workload
	rw.Direction = datasets.DirectionRead
	for _, r := range s.Curves {
		if r.System != w.System || r.Workload != rw || !(r.Max > 0) {
			continue
		}
		wp, rp := w.point(w.Peak), r.point(r.Peak)
		if within, _ := s.WithinNoise(w.System, wp.Value, wp.N, r.System, rp.Value, rp.N); within || w.Max <= r.Max*(1+margin) {
			return Flag{}, false
		}
		return Flag{System: w.System, Workload: w.Workload, IODepth: w.Peak, Kind: FlagWriteCache, Value: w.Max, Limit: r.Max,
			Against: r.Workload, AgainstDepth: r.Peak}, true
	}
	return Flag{}, false
}
