package render

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/internal/prose"
)

// cellID names a cell in templates: its pattern, direction and block size,
// then its read share, depth, jobs and test where it has them, in lower
// case and joined by dashes ("random-read-4k-qd32-t1").
func cellID(c analyze.Cell) string {
	var parts []string
	for _, p := range []string{c.Pattern, c.Direction, strings.ToLower(sizeLabel(c.BlockSizeBytes))} {
		if p != "" { // a source that does not say (iozone's pattern)
			parts = append(parts, p)
		}
	}
	if c.RWMixReadPct >= 0 {
		parts = append(parts, "mix"+strconv.FormatFloat(c.RWMixReadPct, 'f', -1, 64))
	}
	if c.IODepth > 0 {
		parts = append(parts, "qd"+strconv.FormatInt(c.IODepth, 10))
	}
	if c.NumJobs > 0 {
		parts = append(parts, "t"+strconv.FormatInt(c.NumJobs, 10))
	}
	if c.Test != "" {
		parts = append(parts, strings.ToLower(strings.Join(strings.Fields(c.Test), "-")))
	}
	return strings.Join(parts, "-")
}

// workloadID names a sweep's workload as cellID names a cell.
func workloadID(w analyze.Workload) string {
	return cellID(analyze.Cell{Pattern: w.Pattern, Direction: w.Direction, BlockSizeBytes: w.BlockSizeBytes, NumJobs: w.NumJobs, RWMixReadPct: w.RWMixReadPct})
}

// jobsName is a workload's English name as articles once wrote it, its
// jobs after a T ("random 4K read QD32 T1"): editors' templates name
// workloads so.
func jobsName(name string, jobs int64) string {
	if jobs <= 0 {
		return name
	}
	return name + " T" + strconv.FormatInt(jobs, 10)
}

// lookup finds the one of names a template gave, ignoring case, or says
// which there are.
func lookup(kind, given string, names []string) (int, error) {
	for i, n := range names {
		if strings.EqualFold(n, given) {
			return i, nil
		}
	}
	return 0, fmt.Errorf("no %s %q; the data has: %s", kind, given, strings.Join(names, ", "))
}

// comparisonFigures are the figures of a comparison (or a CrystalDiskMark
// review), written as the article writes them.
type comparisonFigures struct {
	a    *analyze.Analysis
	l    lang
	name func(analyze.Cell) string // the article's name of a cell, also taken
}

func (f comparisonFigures) cell(given string) (analyze.Cell, error) {
	ids := make([]string, len(f.a.Cells))
	english := lang{}.forCells(f.a.Cells) // threads named where the cells differ in them
	for i, c := range f.a.Cells {
		ids[i] = cellID(c)
		// The article's name of the cell, or its English name, as iopress
		// or CrystalDiskMark says it, whatever the article's language.
		for _, name := range []string{f.name(c), english.cellName(c), english.withThreads().cellName(c), jobsName(english.cellName(c), c.NumJobs), english.cdmCellName(c)} {
			if strings.EqualFold(given, name) {
				return c, nil
			}
		}
	}
	i, err := lookup("cell", given, ids)
	if err != nil {
		return analyze.Cell{}, err
	}
	return f.a.Cells[i], nil
}

func (f comparisonFigures) system(given string) (string, error) {
	i, err := lookup("system", given, f.a.Systems)
	if err != nil {
		return "", err
	}
	return f.a.Systems[i], nil
}

func (f comparisonFigures) metricNames() []string {
	var out []string
	for _, m := range f.a.Metrics {
		out = append(out, m.Name)
	}
	return out
}

// comparison finds the comparison of a cell and metric.
func (f comparisonFigures) comparison(cell, metric string) (*analyze.Comparison, error) {
	c, err := f.cell(cell)
	if err != nil {
		return nil, err
	}
	if _, err := lookup("metric", metric, f.metricNames()); err != nil {
		return nil, err
	}
	for i := range f.a.Comparisons {
		cmp := &f.a.Comparisons[i]
		if cmp.Cell == c && strings.EqualFold(cmp.Metric.Name, metric) {
			return cmp, nil
		}
	}
	return nil, fmt.Errorf("no %s was compared in %s", metric, cellID(c))
}

// figure finds a system's figure in a comparison.
func (f comparisonFigures) figure(system, cell, metric string) (*analyze.Comparison, float64, error) {
	s, err := f.system(system)
	if err != nil {
		return nil, 0, err
	}
	cmp, err := f.comparison(cell, metric)
	if err != nil {
		return nil, 0, err
	}
	fig, ok := cmp.Figure(s)
	if !ok {
		var has []string
		for _, r := range cmp.Ranking {
			has = append(has, r.System)
		}
		return nil, 0, fmt.Errorf("%s has no %s in %s; %s", s, cmp.Metric.Name, cellID(cmp.Cell), whoHas(has))
	}
	return cmp, fig.Value, nil
}

// whoHas says which systems have a figure: "only A has it there", "A, B
// and C have it there".
func whoHas(systems []string) string {
	if len(systems) == 1 {
		return "only " + systems[0] + " has it there"
	}
	return prose.And(systems) + " have it there"
}

func (f comparisonFigures) value(system, cell, metric string) (string, error) {
	cmp, v, err := f.figure(system, cell, metric)
	if err != nil {
		return "", err
	}
	return f.l.figure(f.a, cmp, v), nil
}

// pair finds two systems' figures of one cell and metric.
func (f comparisonFigures) pair(system, other, cell, metric string) (float64, float64, error) {
	_, v, err := f.figure(system, cell, metric)
	if err != nil {
		return 0, 0, err
	}
	_, w, err := f.figure(other, cell, metric)
	if err != nil {
		return 0, 0, err
	}
	if w == 0 {
		return 0, 0, fmt.Errorf("%s's %s in %s is 0: no ratio to it", other, metric, cell)
	}
	return v, w, nil
}

// count counts the comparisons of a metric, in a direction ("" for
// all), that match.
func (f comparisonFigures) count(metric, dir string, match func(*analyze.Comparison) bool) (string, error) {
	if _, err := lookup("metric", metric, f.metricNames()); err != nil {
		return "", err
	}
	if dir != "" {
		var dirs []string
		for _, c := range f.a.Cells {
			if !slices.Contains(dirs, c.Direction) {
				dirs = append(dirs, c.Direction)
			}
		}
		if _, err := lookup("direction", dir, dirs); err != nil {
			return "", err
		}
	}
	// Only cells two systems or more ran are counted, as the analysis's
	// tallies count them: a cell one system ran alone has no winner.
	n := 0
	for i := range f.a.Comparisons {
		c := &f.a.Comparisons[i]
		if c.Compared() && strings.EqualFold(c.Metric.Name, metric) && (dir == "" || strings.EqualFold(c.Cell.Direction, dir)) && match(c) {
			n++
		}
	}
	return f.l.Int(int64(n)), nil
}

func (f comparisonFigures) wins(system, metric, dir string) (string, error) {
	// A platform's name counts the workloads it won as the article's
	// tallies do (its best system clear of the other platform's), so that
	// a review can say "Windows leads 3 of 4" as the findings do.
	for _, g := range f.a.Groups {
		if f.a.Grouping != analyze.Ungrouped && len(g.Systems) > 1 && strings.EqualFold(g.Name, system) && !slices.ContainsFunc(f.a.Systems, func(s string) bool { return strings.EqualFold(s, system) }) {
			return f.count(metric, dir, func(c *analyze.Comparison) bool { return c.WinnerGroup == g.Name })
		}
	}
	s, err := f.system(system)
	if err != nil {
		return "", err
	}
	return f.count(metric, dir, func(c *analyze.Comparison) bool { return c.Winner == s })
}

func (f comparisonFigures) ties(system, metric, dir string) (string, error) {
	s, err := f.system(system)
	if err != nil {
		return "", err
	}
	return f.count(metric, dir, func(c *analyze.Comparison) bool { return len(c.Tied) > 1 && slices.Contains(c.Tied, s) })
}

func (f comparisonFigures) cells(metric, dir string) (string, error) {
	return f.count(metric, dir, func(*analyze.Comparison) bool { return true })
}

func (f comparisonFigures) knee(_, _ string) (string, error) {
	return "", fmt.Errorf("a comparison has no knees: knee and peak are a queue-depth sweep's")
}

func (f comparisonFigures) peak(system, workload string) (string, error) {
	return f.knee(system, workload)
}

// sweepFigures are the figures of a queue-depth sweep.
type sweepFigures struct {
	s *analyze.Sweep
	l lang
}

// workload finds the curves of a workload.
func (f sweepFigures) workload(given string) ([]analyze.Curve, error) {
	var ids []string
	english := lang{threads: f.l.threads} // the article's choice of naming threads, in English
	for _, c := range f.s.Curves {
		id := workloadID(c.Workload)
		if strings.EqualFold(id, given) || strings.EqualFold(f.l.workloadName(c.Workload), given) || strings.EqualFold(english.workloadName(c.Workload), given) ||
			strings.EqualFold(english.withThreads().workloadName(c.Workload), given) || strings.EqualFold(jobsName(english.workloadName(c.Workload), c.Workload.NumJobs), given) {
			return curvesOf(f.s, c.Workload), nil
		}
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	return nil, fmt.Errorf("no workload %q; the data has: %s", given, strings.Join(ids, ", "))
}

func (f sweepFigures) curve(system, workload string) (analyze.Curve, []analyze.Curve, error) {
	curves, err := f.workload(workload)
	if err != nil {
		return analyze.Curve{}, nil, err
	}
	var names []string
	for _, c := range curves {
		names = append(names, c.System)
	}
	i, err := lookup("system", system, names)
	if err != nil {
		return analyze.Curve{}, nil, err
	}
	return curves[i], curves, nil
}

// namedCell finds a sweep's cell by the name the article gives it, in
// its language or in English ("random 4K read QD32 T1"), or by its id.
func (f sweepFigures) namedCell(given string) (string, int64, error) {
	english := lang{threads: f.l.threads} // the article's choice of naming threads, in English
	for _, c := range f.s.Curves {
		for _, p := range c.Points {
			w := c.Workload
			cell := analyze.Cell{Pattern: w.Pattern, Direction: w.Direction, BlockSizeBytes: w.BlockSizeBytes, IODepth: p.IODepth, NumJobs: w.NumJobs, RWMixReadPct: w.RWMixReadPct}
			if strings.EqualFold(given, f.l.cellName(cell)) || strings.EqualFold(given, english.cellName(cell)) || strings.EqualFold(given, english.withThreads().cellName(cell)) ||
				strings.EqualFold(given, jobsName(english.cellName(cell), cell.NumJobs)) {
				return workloadID(w), p.IODepth, nil
			}
		}
	}
	return splitDepth(given)
}

// splitDepth reads a sweep cell: a workload and a depth
// ("random-read-4k-qd32-t1" is workload random-read-4k-t1 at QD32).
func splitDepth(cell string) (string, int64, error) {
	parts := strings.Split(strings.ToLower(cell), "-")
	for i, p := range parts {
		if d, err := strconv.ParseInt(strings.TrimPrefix(p, "qd"), 10, 64); strings.HasPrefix(p, "qd") && err == nil {
			return strings.Join(append(parts[:i:i], parts[i+1:]...), "-"), d, nil
		}
	}
	return "", 0, fmt.Errorf("cell %q names no queue depth: a sweep's cells are a workload at a depth, such as random-read-4k-qd32-t1", cell)
}

// point finds a system's point in a cell, and the scale its workload is
// printed in for the metric.
func (f sweepFigures) point(system, cell, metric string) (float64, scale, error) {
	workload, depth, err := f.namedCell(cell)
	if err != nil {
		return 0, scale{}, err
	}
	c, curves, err := f.curve(system, workload)
	if err != nil {
		return 0, scale{}, err
	}
	p, ok := point(c, depth)
	if !ok {
		return 0, scale{}, fmt.Errorf("%s was not measured at QD%d in %s", c.System, depth, workload)
	}
	switch {
	case strings.EqualFold(metric, c.Metric.Name):
		return p.Value, f.l.sweepScale(curves), nil
	case strings.EqualFold(metric, analyze.LatencyMean.Name) && !math.IsNaN(p.LatencyNs):
		return p.LatencyNs, f.l.latencyScale(curves), nil
	}
	names := []string{c.Metric.Name}
	if !math.IsNaN(p.LatencyNs) {
		names = append(names, analyze.LatencyMean.Name)
	}
	return 0, scale{}, fmt.Errorf("no metric %q in %s; the sweep has: %s", metric, workload, strings.Join(names, ", "))
}

func (f sweepFigures) value(system, cell, metric string) (string, error) {
	v, sc, err := f.point(system, cell, metric)
	return sc.withUnit(v), err
}

func (f sweepFigures) pair(system, other, cell, metric string) (float64, float64, error) {
	v, _, err := f.point(system, cell, metric)
	if err != nil {
		return 0, 0, err
	}
	w, _, err := f.point(other, cell, metric)
	if err == nil && w == 0 {
		err = fmt.Errorf("%s's %s in %s is 0: no ratio to it", other, metric, cell)
	}
	return v, w, err
}

func (f sweepFigures) wins(_, _, _ string) (string, error) {
	return "", fmt.Errorf("a sweep counts no wins: wins, ties and cells are a comparison's")
}
func (f sweepFigures) ties(system, metric, dir string) (string, error) {
	return f.wins(system, metric, dir)
}
func (f sweepFigures) cells(metric, dir string) (string, error) { return f.wins("", metric, dir) }

// knee is the depth of a curve's knee: QD16.
func (f sweepFigures) knee(system, workload string) (string, error) {
	c, _, err := f.curve(system, workload)
	if err != nil {
		return "", err
	}
	if _, ok := point(c, c.Knee); !ok {
		return "", fmt.Errorf("%s has no knee in %s", c.System, workload)
	}
	return qd(c.Knee), nil
}

// peak is a curve's maximum, with its unit.
func (f sweepFigures) peak(system, workload string) (string, error) {
	c, curves, err := f.curve(system, workload)
	if err != nil {
		return "", err
	}
	return f.l.sweepScale(curves).withUnit(c.Max), nil
}
