package analyze

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/units"
)

// Options steer a comparison.
type Options struct {
	// Baseline is the system deltas are computed against; "" picks none
	// (deltas are then left empty).
	Baseline string
	// TiePct is the relative difference at or below which two figures are a
	// tie even when their printed resolution would separate them. 0 means
	// the default, 1%; a negative value turns the relative test off.
	TiePct float64
	// OutlierRatio flags a figure that is this many times above (or below)
	// the median of the other systems in its cell. 0 means 1.5.
	OutlierRatio float64
	// Alpha is the significance level for repeated runs; 0 means 0.05.
	Alpha float64
	// Test compares repeated runs: TestMannWhitney (default) or TestWelch.
	Test string
	// Cores is the machine's core count, for CPU time per I/O from whole-
	// machine CPU figures; 0 when unknown.
	Cores int
	// Drives is how many drives every system's figures were measured
	// over, the same drives under each (DrivesInSetup); 0 when unknown.
	// A tie of every system is then read per drive: the hardware's limit.
	Drives int
}

// metrics lists the metrics an analysis with these options compares.
func (o Options) metrics() []Metric {
	return append(slices.Clone(AllMetrics), CPUPerIO(o.Cores), IOPSPerCore(o.Cores), BytesPerCPUSecond(o.Cores))
}

// DefaultAlpha is the significance level used when Options.Alpha is 0.
const DefaultAlpha = 0.05

func (o Options) alpha() float64 {
	if o.Alpha <= 0 {
		return DefaultAlpha
	}
	return o.Alpha
}

// pValue compares two samples with the chosen test.
func (o Options) pValue(x, y []float64) float64 {
	if o.Test == TestWelch {
		return Welch(x, y)
	}
	return MannWhitney(x, y)
}

// DefaultTiePct is the relative tie threshold used when Options.TiePct is 0.
const DefaultTiePct = 1.0

func (o Options) tiePct() float64 {
	switch {
	case o.TiePct == 0:
		return DefaultTiePct
	case o.TiePct < 0:
		return 0
	}
	return o.TiePct
}

// Cell is one workload: what is held equal when systems are compared.
type Cell struct {
	Pattern        string
	Direction      string
	BlockSizeBytes int64
	IODepth        int64   // 0 when the source does not say
	NumJobs        int64   // 0 when the source does not say
	RWMixReadPct   float64 // -1 when not a mix
	// Test is the suite's test the rows are of ("" for a tool that runs
	// one kind of job); ScoreUnit and ScoreHigherIsBetter are those of
	// the rows' scores: scores are compared only within one test, in one
	// unit and one direction of better, and not ranked where that is
	// Unknown (Metric.Unranked).
	Test                string
	ScoreUnit           string
	ScoreHigherIsBetter datasets.Bool
}

func cellOf(r *datasets.Result) Cell {
	mix := r.RWMixReadPct
	if math.IsNaN(mix) {
		mix = -1
	}
	c := Cell{Pattern: r.Pattern, Direction: r.Direction, BlockSizeBytes: r.BlockSizeBytes, IODepth: r.IODepth, NumJobs: r.NumJobs, RWMixReadPct: mix, Test: r.Test}
	if !math.IsNaN(r.Score) {
		c.ScoreUnit, c.ScoreHigherIsBetter = r.ScoreUnit, r.ScoreHigherIsBetter
	}
	return c
}

var directionOrder = map[string]int{datasets.DirectionRead: 0, datasets.DirectionWrite: 1, datasets.DirectionMixed: 2, datasets.DirectionTrim: 3}
var patternOrder = map[string]int{datasets.PatternRandom: 0, datasets.PatternSequential: 1}

// compareCells orders cells as articles present them: reads before writes,
// random before sequential, then by block size, depth, jobs and mix.
func compareCells(a, b Cell) int {
	return cmp.Or(
		cmp.Compare(directionOrder[a.Direction], directionOrder[b.Direction]),
		cmp.Compare(patternOrder[a.Pattern], patternOrder[b.Pattern]),
		cmp.Compare(a.BlockSizeBytes, b.BlockSizeBytes),
		cmp.Compare(a.IODepth, b.IODepth),
		cmp.Compare(a.NumJobs, b.NumJobs),
		cmp.Compare(a.RWMixReadPct, b.RWMixReadPct),
		cmp.Compare(a.Test, b.Test),
		cmp.Compare(a.ScoreUnit, b.ScoreUnit),
	)
}

// Figure is one system's value of one metric in one cell.
type Figure struct {
	System     string
	Value      float64 // median over the rows of the cell
	Resolution float64 // rounding step of Value, 0 if exact or unknown
	N          int     // rows behind Value
	// Samples are the repeated measurements behind Value; with two or
	// more, CILow and CIHigh bound the median at 95% where the sample is
	// large enough (else NaN).
	Samples       []float64
	CILow, CIHigh float64
	Aggregation   string // how the source made each figure: single, mean, max
	LatKind       string // which latency the source measured (datasets.LatCompletion, LatTotal), "" if none
	// P is the p-value, corrected for multiple comparisons, of this
	// figure's difference from the best of its comparison; NaN when the
	// two were not both measured repeatedly. CorrectedOver is the family
	// of tests it was corrected over (nil with no test).
	P             float64
	CorrectedOver *TestFamily
	test          int // id of P's test in the analysis's testSet, 0 for none
}

// Comparison is the verdict of one metric in one cell.
type Comparison struct {
	Cell   Cell
	Metric Metric
	// Ranking is best first; systems without the figure are absent. A
	// metric that is Unranked keeps the systems' order, has no winner
	// and no ties, and is not Compared.
	Ranking []Figure

	// Tied lists the systems whose figure cannot be told apart from the
	// best one (the best included); a cell with len(Tied) > 1 has no
	// winner.
	Tied   []string
	Winner string // "" when Tied has more than one system

	// WinnerGroup is the platform of the best figure, "" when systems of
	// several platforms tie for it.
	WinnerGroup string
	// Challenger is the best system of another platform (with platforms of
	// one system each: the runner-up), and LeadPct how far the best figure
	// is ahead of it (Metric.LeadPct); GroupTie says the two cannot be told
	// apart.
	Challenger string
	LeadPct    float64
	GroupTie   bool
	// TieReason says why the top figures are a tie: "resolution" when the
	// difference is within the printed rounding, "threshold" when within
	// the relative tie threshold.
	TieReason string
}

// Best returns the best figure.
func (c *Comparison) Best() Figure { return c.Ranking[0] }

// Compared says whether the cell was compared: two systems or more have
// the figure, and which way is better is known (the metric is not
// Unranked). A cell one system ran alone, or whose direction of better
// is unknown, has no winner, and counts in no tally of wins, ties or
// cells.
func (c *Comparison) Compared() bool { return len(c.Ranking) > 1 && !c.Metric.Unranked }

// Figure returns a system's figure and whether it has one.
func (c *Comparison) Figure(system string) (Figure, bool) {
	for _, f := range c.Ranking {
		if f.System == system {
			return f, true
		}
	}
	return Figure{}, false
}

// Delta is one system against the baseline in one cell and metric.
type Delta struct {
	Cell     Cell
	Metric   Metric
	System   string
	Value    float64
	Baseline float64
	Pct      float64 // (Value/Baseline - 1)·100, signed as the raw change
	// Better says the change is an improvement for this metric; false
	// where the metric is Unranked, whose change is only a change.
	Better bool
	Tie    bool // within resolution or the tie threshold, or not significant
	// P is the corrected p-value of the difference when both were
	// measured repeatedly, else NaN; CorrectedOver is its family.
	P             float64
	CorrectedOver *TestFamily
	test          int
}

// WinCount counts, for one system or platform, the cells of one metric
// family and direction it won outright or tied for first. Only cells of
// two systems or more are compared (a cell one system ran alone has no
// winner), and a system wins only cells it ran: Ran says how many of the
// compared Cells those were.
type WinCount struct {
	Name      string // system or platform
	Family    Family
	Direction string
	Wins      int
	Ties      int
	Cells     int // cells of this family and direction compared
	// Present is how many of those cells the name has a figure in: fewer
	// than Cells where it ran only some of the tests.
	Present int
	// Leads are the margins of the outright wins, largest first: each
	// side that leads is sized, not only counted.
	Leads []Lead
}

// Lead is one outright win's margin: the winner's figure ahead of the one
// it is measured against (the best of another platform, or the runner-up).
type Lead struct {
	Cell            Cell
	Metric          Metric
	Winner, Against string
	Value, Other    float64 // the winner's figure and the other's
	Pct             float64 // Metric.LeadPct(Value, Other)
}

// Ratio is how many times better the winner's figure is: Value/Other, or
// Other/Value where lower is better; always 1 or more.
func (l Lead) Ratio() float64 {
	if l.Metric.HigherIsBetter {
		return l.Value / l.Other
	}
	return l.Other / l.Value
}

// Effect is the lead's size as the natural log of its ratio: 17% and 24x
// on one scale, for ranking.
func (l Lead) Effect() float64 { return math.Abs(math.Log(l.Ratio())) }

// Outlier is a figure far from the other systems of its cell: OutlierRatio
// times their median or more (or that far below), and for CPU also
// CPURelevancePct points of the machine away from it.
type Outlier struct {
	Cell         Cell
	Metric       Metric
	System       string
	Value        float64
	OthersMedian float64
	Ratio        float64 // Value / OthersMedian
}

// Group is a platform and the systems on it.
type Group struct {
	Name    string
	Systems []string
}

// Grouping says where platforms came from.
type Grouping int

const (
	Ungrouped          Grouping = iota // each system its own platform
	GroupedByPlatform                  // the results' platform column
	GroupedByFirstWord                 // the first word of the system labels
)

func (g Grouping) String() string {
	return [...]string{"none", "platform column", "first word of the system labels"}[g]
}

// Analysis is everything analyze derives from a results table.
type Analysis struct {
	Options     Options
	Systems     []string // in order of first appearance
	Groups      []Group
	Grouping    Grouping
	Cells       []Cell
	Metrics     []Metric // those with at least one figure
	Comparisons []Comparison
	Deltas      []Delta
	SystemWins  []WinCount
	GroupWins   []WinCount
	Outliers    []Outlier
	// HostSpreads compare the hosts of a fleet run in each cell (fleet.go).
	HostSpreads []HostSpread
	// Warnings are typed: *PooledSystem, *MedianOfRows, *LatencyKinds,
	// *TooFewRuns, *BestOfNAgainstMeans, *UnrankedScores.
	Warnings []error
	tests    *testSet
	// jobCPU are the systems whose CPU time per I/O is their jobs' own
	// CPU (fio's usr_cpu + sys_cpu), not the machine's CPU use.
	jobCPU map[string]bool
	// syncEngines are the systems that ran one synchronous engine
	// (DepthIgnoredAt).
	syncEngines map[string]syncEngine
}

// Compare analyses a results table.
func Compare(rows []datasets.Result, opts Options) (*Analysis, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("no results to analyse")
	}
	a := &Analysis{Options: opts, tests: newTestSet(opts)}
	rows = combineParallelJobs(rows)
	type key struct {
		cell   Cell
		system string
	}
	byKey := map[key][]*datasets.Result{}
	cellSeen := map[Cell]bool{}
	for i := range rows {
		r := &rows[i]
		if !slices.Contains(a.Systems, r.System) {
			a.Systems = append(a.Systems, r.System)
		}
		c := cellOf(r)
		if !cellSeen[c] {
			cellSeen[c] = true
			a.Cells = append(a.Cells, c)
		}
		byKey[key{c, r.System}] = append(byKey[key{c, r.System}], r)
		if !math.IsNaN(r.JobUsrCPUPct) || !math.IsNaN(r.JobSysCPUPct) {
			if a.jobCPU == nil {
				a.jobCPU = map[string]bool{}
			}
			a.jobCPU[r.System] = true
		}
	}
	slices.SortStableFunc(a.Cells, compareCells)
	a.syncEngines = syncEnginesOf(rows)
	if err := checkBaseline(opts.Baseline, a.Systems); err != nil {
		return nil, err
	}
	a.Warnings = append(a.Warnings, pooledSystems(rows, a.Systems)...)
	a.Groups, a.Grouping = groupSystems(rows, a.Systems)
	groupOf := map[string]string{}
	for _, g := range a.Groups {
		for _, s := range g.Systems {
			groupOf[s] = g.Name
		}
	}

	mixedKinds := map[Cell]bool{}
	for _, metric := range opts.metrics() {
		has := false
		for _, c := range a.Cells {
			m := metric.ForCell(c)
			var figs []Figure
			kinds := map[string][]string{} // latency kind -> systems
			for _, s := range a.Systems {
				rs := systemRows(byKey[key{c, s}])
				if f, ok := figureOf(m, s, rs); ok {
					figs = append(figs, f)
					if len(rs) > 0 && rs[0].LatKind != "" {
						kinds[rs[0].LatKind] = append(kinds[rs[0].LatKind], s)
					}
				}
				if len(rs) > 1 && m.Name == AllMetrics[0].Name {
					a.Warnings = append(a.Warnings, &MedianOfRows{System: s, Cell: c, Rows: len(rs)})
				}
			}
			if len(figs) == 0 {
				continue
			}
			// Completion latency (fio's default clat) and total latency
			// (submission included) are not the same measure: no winner
			// is called between them.
			if m.Family == FamilyLatency && len(kinds) > 1 {
				if !mixedKinds[c] {
					mixedKinds[c] = true
					a.Warnings = append(a.Warnings, &LatencyKinds{Cell: c, Completion: kinds[datasets.LatCompletion], Total: kinds[datasets.LatTotal]})
				}
				continue
			}
			has = true
			a.Comparisons = append(a.Comparisons, a.rank(c, m, figs))
			a.Deltas = append(a.Deltas, a.deltas(c, m, figs)...)
			a.Outliers = append(a.Outliers, a.outliers(c, m, figs)...)
		}
		if has {
			a.Metrics = append(a.Metrics, metric)
		}
	}
	a.HostSpreads = a.hostSpreads(rows)
	a.correct()
	var unranked []Cell
	for _, c := range a.Comparisons {
		if c.Metric.Unranked && len(c.Ranking) > 1 && !slices.Contains(unranked, c.Cell) {
			unranked = append(unranked, c.Cell)
		}
	}
	if len(unranked) > 0 {
		a.Warnings = append(a.Warnings, &UnrankedScores{Cells: unranked})
	}
	for i := range a.Comparisons {
		a.decide(&a.Comparisons[i], groupOf)
		a.warnAggregation(&a.Comparisons[i])
	}
	a.SystemWins = a.countWins(a.Systems, func(name string, c *Comparison) bool {
		_, ok := c.Figure(name)
		return ok
	}, func(c *Comparison) ([]string, bool, *Lead) {
		if c.Winner != "" {
			// A system's lead is over the runner-up, whatever its platform.
			l := leadOf(c, c.Ranking[1].System)
			return []string{c.Winner}, true, &l
		}
		return c.Tied, false, nil
	})
	var groupNames []string
	for _, g := range a.Groups {
		groupNames = append(groupNames, g.Name)
	}
	a.GroupWins = a.countWins(groupNames, func(name string, c *Comparison) bool {
		return slices.ContainsFunc(c.Ranking, func(f Figure) bool { return groupOf[f.System] == name })
	}, func(c *Comparison) ([]string, bool, *Lead) {
		if c.GroupTie || c.WinnerGroup == "" {
			var gs []string
			for _, s := range c.Tied {
				if !slices.Contains(gs, groupOf[s]) {
					gs = append(gs, groupOf[s])
				}
			}
			if c.Challenger != "" && !slices.Contains(gs, groupOf[c.Challenger]) {
				gs = append(gs, groupOf[c.Challenger])
			}
			return gs, false, nil
		}
		if c.Challenger == "" {
			return []string{c.WinnerGroup}, true, nil // one platform in the cell: no margin to give
		}
		l := leadOf(c, c.Challenger)
		return []string{c.WinnerGroup}, true, &l
	})
	return a, nil
}

// checkBaseline refuses a baseline that is none of the systems: a typing
// error would otherwise leave every ratio to it empty without a word.
func checkBaseline(baseline string, systems []string) error {
	if baseline != "" && !slices.Contains(systems, baseline) {
		return fmt.Errorf("baseline %q is not a system of this data (have %s)", baseline, strings.Join(systems, ", "))
	}
	return nil
}

// figureOf is the median of a metric over a system's rows in a cell, with
// the coarsest resolution among them.
func figureOf(m Metric, system string, rs []*datasets.Result) (Figure, bool) {
	var vals []float64
	res := 0.0
	for _, r := range rs {
		v := m.Value(r)
		if math.IsNaN(v) {
			continue
		}
		vals = append(vals, v)
		res = math.Max(res, m.Resolution(r))
	}
	if len(vals) == 0 {
		return Figure{}, false
	}
	f := Figure{System: system, Value: median(vals), Resolution: res, N: len(vals), Samples: vals,
		CILow: math.NaN(), CIHigh: math.NaN(), P: math.NaN(), Aggregation: rs[0].Aggregation, LatKind: rs[0].LatKind}
	if lo, hi, ok := MedianCI(vals, 0.95); ok {
		f.CILow, f.CIHigh = lo, hi
	}
	return f, true
}

// median is the middle value of v, or the midpoint of the two middle
// values when v has an even count: the median the articles print and
// statistics texts define. It is not gonum's stat.Quantile(0.5, ...):
// for an even count both its kinds, Empirical and LinInterp, return the
// lower of the two middle values (2 for 1, 2, 3, 4, where the median is
// 2.5).
func median(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// tie reports whether two figures cannot be told apart, and why: their
// difference is within the sum of half their rounding steps (each printed
// figure is within half a step of the truth), or within the relative
// threshold.
func (a *Analysis) tie(x, y Figure) (bool, string) {
	if !math.IsNaN(y.P) {
		// Repeated runs: a difference is one only when it is significant.
		if y.P >= a.Options.alpha() {
			return true, "not significant"
		}
		return false, ""
	}
	d := math.Abs(x.Value - y.Value)
	if d <= (x.Resolution+y.Resolution)/2 {
		return true, "resolution"
	}
	if big := math.Max(math.Abs(x.Value), math.Abs(y.Value)); big > 0 && d/big*100 <= a.Options.tiePct() {
		return true, "threshold"
	}
	return false, ""
}

// rank orders a cell's figures best first and, where the best and another
// figure were both measured repeatedly, tests their difference (corrected
// over its family afterwards).
func (a *Analysis) rank(c Cell, m Metric, figs []Figure) Comparison {
	ranking := slices.Clone(figs)
	slices.SortStableFunc(ranking, func(x, y Figure) int {
		switch {
		case m.Better(x.Value, y.Value):
			return -1
		case m.Better(y.Value, x.Value):
			return 1
		}
		return 0
	})
	cmp := Comparison{Cell: c, Metric: m, Ranking: ranking}
	if m.Unranked {
		return cmp // no best to test the others against
	}
	for i := 1; i < len(ranking); i++ {
		ranking[i].test = a.tests.test(m, c, ranking[0].System, ranking[i].System, ranking[0].Samples, ranking[i].Samples)
	}
	return cmp
}

// decide finds the winner and ties of a ranked comparison.
func (a *Analysis) decide(cmp *Comparison, groupOf map[string]string) {
	ranking, m := cmp.Ranking, cmp.Metric
	if !cmp.Compared() {
		return // one system, or no way known to be better: no winner
	}
	best := ranking[0]
	groups := map[string]bool{}
	for _, f := range ranking {
		if f.System == best.System {
			cmp.Tied = append(cmp.Tied, f.System)
			groups[groupOf[f.System]] = true
			continue
		}
		if t, why := a.tie(best, f); t {
			cmp.Tied = append(cmp.Tied, f.System)
			groups[groupOf[f.System]] = true
			if cmp.TieReason == "" || why == "resolution" {
				cmp.TieReason = why
			}
		}
	}
	if len(cmp.Tied) == 1 {
		cmp.Winner = best.System
	}
	if len(groups) == 1 {
		cmp.WinnerGroup = groupOf[best.System]
	}
	for _, f := range ranking[1:] {
		if groupOf[f.System] != groupOf[best.System] {
			cmp.Challenger = f.System
			cmp.LeadPct = m.LeadPct(best.Value, f.Value)
			cmp.GroupTie, _ = a.tie(best, f)
			break
		}
	}
	if cmp.GroupTie {
		cmp.WinnerGroup = ""
	}
}

// correct corrects the tests of the analysis family by family (Holm over
// the tests of each measurement, see TestFamily), gives each tested figure
// and delta its corrected p-value, and warns when samples are too few for
// any test to reach significance.
func (a *Analysis) correct() {
	a.tests.correct()
	smallest := 0
	for i := range a.Comparisons {
		for j := range a.Comparisons[i].Ranking {
			f := &a.Comparisons[i].Ranking[j]
			if len(f.Samples) >= 2 && (smallest == 0 || len(f.Samples) < smallest) {
				smallest = len(f.Samples)
			}
			if f.test != 0 {
				f.P, f.CorrectedOver = a.tests.result(f.test)
			}
		}
	}
	for i := range a.Deltas {
		if d := &a.Deltas[i]; d.test != 0 {
			d.P, d.CorrectedOver = a.tests.result(d.test)
			d.Tie = !(d.P < a.alpha())
		}
	}
	if smallest > 0 && a.Options.Test != TestWelch {
		if need := MinSamples(a.alpha()); smallest < need {
			a.Warnings = append(a.Warnings, &TooFewRuns{Need: need, Have: smallest, Alpha: a.alpha()})
		}
	}
}

func (a *Analysis) alpha() float64 { return a.Options.alpha() }

// warnAggregation warns once per cell when it compares a best-of-N figure
// with a mean: the best of five passes is not comparable with their mean.
func (a *Analysis) warnAggregation(c *Comparison) {
	kinds := map[string]bool{}
	for _, f := range c.Ranking {
		if f.Aggregation == datasets.AggregationMax || f.Aggregation == datasets.AggregationMean {
			kinds[f.Aggregation] = true
		}
	}
	if len(kinds) == 2 && c.Metric.Name == a.Metrics[0].Name {
		a.Warnings = append(a.Warnings, &BestOfNAgainstMeans{Cell: c.Cell})
	}
}

func (a *Analysis) deltas(c Cell, m Metric, figs []Figure) []Delta {
	if a.Options.Baseline == "" {
		return nil
	}
	var base Figure
	found := false
	for _, f := range figs {
		if f.System == a.Options.Baseline {
			base, found = f, true
		}
	}
	if !found || base.Value == 0 {
		return nil
	}
	var out []Delta
	for _, f := range figs {
		if f.System == base.System {
			continue
		}
		// Against the baseline, not the best: test this pair itself (the
		// same test as the ranking's when the baseline is the best). Tie
		// is decided by the corrected p-value where there is a test.
		other := f
		other.P = math.NaN()
		tie, _ := a.tie(base, other)
		out = append(out, Delta{
			Cell: c, Metric: m, System: f.System, Value: f.Value, Baseline: base.Value,
			Pct: (f.Value/base.Value - 1) * 100, Better: m.Better(f.Value, base.Value), Tie: tie, P: math.NaN(),
			test: a.tests.test(m, c, base.System, f.System, base.Samples, f.Samples),
		})
	}
	return out
}

func (a *Analysis) outliers(c Cell, m Metric, figs []Figure) []Outlier {
	if len(figs) < 3 || m.Unranked {
		return nil
	}
	limit := a.Options.OutlierRatio
	if limit == 0 {
		limit = 1.5
	}
	var out []Outlier
	for i, f := range figs {
		var others []float64
		for j, g := range figs {
			if j != i {
				others = append(others, g.Value)
			}
		}
		med := median(others)
		if med <= 0 {
			continue
		}
		ratio := f.Value / med
		if m.Family == FamilyCPU && math.Abs(f.Value-med) < CPURelevancePct {
			continue // twice 1% of the machine is still nothing to weigh
		}
		if ratio >= limit || ratio <= 1/limit {
			out = append(out, Outlier{Cell: c, Metric: m, System: f.System, Value: f.Value, OthersMedian: med, Ratio: ratio})
		}
	}
	return out
}

// leadOf is a comparison's best figure's lead over another system's.
func leadOf(c *Comparison, against string) Lead {
	best := c.Best()
	o, _ := c.Figure(against)
	return Lead{Cell: c.Cell, Metric: c.Metric, Winner: best.System, Against: against, Value: best.Value, Other: o.Value,
		Pct: c.Metric.LeadPct(best.Value, o.Value)}
}

// countWins tallies, per name, family and direction, the comparisons that
// winners(c) gives to it: outright (with the lead's margin where it has
// one) or as a tie; present says whether a name has a figure in c.
func (a *Analysis) countWins(names []string, present func(name string, c *Comparison) bool, winners func(c *Comparison) (names []string, outright bool, lead *Lead)) []WinCount {
	type k struct {
		name, dir string
		fam       Family
	}
	counts := map[k]*WinCount{}
	var order []k
	for i := range a.Comparisons {
		c := &a.Comparisons[i]
		if !c.Compared() {
			continue // a cell with one system wins nothing
		}
		for _, n := range names {
			key := k{n, c.Cell.Direction, c.Metric.Family}
			if counts[key] == nil {
				counts[key] = &WinCount{Name: n, Family: c.Metric.Family, Direction: c.Cell.Direction}
				order = append(order, key)
			}
			counts[key].Cells++
			if present(n, c) {
				counts[key].Present++
			}
		}
		ws, outright, lead := winners(c)
		for _, w := range ws {
			key := k{w, c.Cell.Direction, c.Metric.Family}
			if counts[key] == nil {
				continue
			}
			if outright {
				counts[key].Wins++
				if lead != nil && !math.IsNaN(lead.Pct) && !math.IsInf(lead.Pct, 0) {
					counts[key].Leads = append(counts[key].Leads, *lead)
				}
			} else {
				counts[key].Ties++
			}
		}
	}
	out := make([]WinCount, 0, len(order))
	for _, key := range order {
		wc := *counts[key]
		slices.SortStableFunc(wc.Leads, func(x, y Lead) int { return cmp.Compare(y.Pct, x.Pct) })
		out = append(out, wc)
	}
	return out
}

// groupSystems finds platforms: from the platform column where every row
// has one, else from the first word of the system labels where that splits
// the systems into at least two platforms and puts two systems on at least
// one of them ("Windows Native", "Linux io_uring"); else each system is its
// own platform.
func groupSystems(rows []datasets.Result, systems []string) ([]Group, Grouping) {
	platformOf := map[string]string{}
	complete := true
	for i := range rows {
		if rows[i].Platform == "" {
			complete = false
			break
		}
		platformOf[rows[i].System] = rows[i].Platform
	}
	how := GroupedByPlatform
	if !complete {
		how = GroupedByFirstWord
		for _, s := range systems {
			first, _, _ := strings.Cut(strings.TrimSpace(s), " ")
			platformOf[s] = first
		}
		distinct := map[string]int{}
		for _, s := range systems {
			distinct[platformOf[s]]++
		}
		if len(distinct) < 2 || len(distinct) == len(systems) {
			how = Ungrouped
			for _, s := range systems {
				platformOf[s] = s
			}
		}
	}
	var groups []Group
	for _, s := range systems {
		p := platformOf[s]
		i := slices.IndexFunc(groups, func(g Group) bool { return g.Name == p })
		if i < 0 {
			groups = append(groups, Group{Name: p})
			i = len(groups) - 1
		}
		groups[i].Systems = append(groups[i].Systems, s)
	}
	return groups, how
}

// String names a cell as an article's table does: "random 64K read",
// "sequential 1M write QD32 T4", "random 4K mixed 70% read"; a suite's
// test by its name, its workload where it has one and its score's unit:
// "SQLite - Threads / Copies: 1 [Seconds]".
func (c Cell) String() string {
	if c.Test == "" {
		return c.workload()
	}
	s := c.Test
	if c.Direction != "" {
		s += ": " + c.workload()
	}
	if c.ScoreUnit != "" {
		s += " [" + c.ScoreUnit + "]"
	}
	return s
}

// workload names the cell's pattern, block size, direction, mix, depth
// and jobs.
func (c Cell) workload() string {
	var b strings.Builder
	// A source may not say the pattern or block size (fio terse output).
	pattern, size := c.Pattern, "bs?"
	if pattern == "" {
		pattern = "pattern?"
	}
	if c.BlockSizeBytes > 0 {
		size = units.SizeLabel(c.BlockSizeBytes)
	}
	fmt.Fprintf(&b, "%s %s %s", pattern, size, c.Direction)
	if c.RWMixReadPct >= 0 {
		fmt.Fprintf(&b, " %g%% read", c.RWMixReadPct)
	}
	if c.IODepth > 0 {
		fmt.Fprintf(&b, " QD%d", c.IODepth)
	}
	if c.NumJobs > 0 {
		fmt.Fprintf(&b, " T%d", c.NumJobs)
	}
	return b.String()
}
