package render

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// BuildSweep makes a queue-depth sweep article, article 2's kind: for each
// workload, one line per configuration over the depth, the latency over
// the depth, where each curve's knee is, each configuration's ratio to
// the baseline, and the caps and flags the analysis found. The findings
// name each target for what it is (memory, a virtual disk), rank the
// workloads by how much they have to tell, and say what the noise
// allows. Like Build, it does no I/O.
func BuildSweep(ds *datasets.Dataset, s *analyze.Sweep, opts Options) (*Article, error) {
	if len(s.Curves) == 0 {
		return nil, fmt.Errorf("nothing to report: no configuration was measured at several queue depths")
	}
	l := lang{Lang: opts.Lang, theme: opts.Theme}.forCells(sweepCells(s))
	art := &Article{Sources: ds.Sources, Warnings: l.warningTexts(s.Warnings, l.cellName), Lang: opts.Lang, Theme: opts.Theme}
	var systems []string
	var workloads []analyze.Workload
	for _, c := range s.Curves {
		if !slices.Contains(systems, c.System) {
			systems = append(systems, c.System)
		}
		if !slices.Contains(workloads, c.Workload) {
			workloads = append(workloads, c.Workload)
		}
	}
	art.SetupTable, art.Setup = l.setupOf(ds, systems)
	art.Credits = l.credits(ds, systems)
	art.Title = opts.Title
	if art.Title == "" {
		var names []string
		for _, system := range systems {
			names = append(names, l.configName(s, system))
		}
		art.Title = l.Say("Queue depth: %s", l.JoinAnd(names))
		if !shortTitle(systems) {
			art.Title = l.Say("Queue depth: %d configurations", len(systems))
		}
	}
	art.Lead = l.sweepLead(s, workloads, systems)
	ranked := rankedWorkloads(s, workloads)
	for _, w := range ranked {
		curves := curvesOf(s, w)
		art.Findings = append(art.Findings, l.workloadFinding(s, curves, l.sweepScale(curves), l.latencyScale(curves)))
	}
	for _, cp := range s.Caps {
		art.Findings = append(art.Findings, l.capFinding(s, cp))
	}
	if f := l.noiseFinding(s); f != "" {
		art.Findings = append(art.Findings, f)
	}
	for _, w := range workloads {
		curves := curvesOf(s, w)
		sc := l.sweepScale(curves)
		lat := l.latencyScale(curves)
		art.Tables = append(art.Tables, l.sweepTable(len(art.Tables)+1, w, curves, sc, lat, l.kneeFraction(s)))
		charts, err := l.sweepCharts(len(art.Charts), s, w, curves, sc, lat)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", w, err)
		}
		art.Charts = append(art.Charts, charts...)
	}
	art.Flags = l.groupedFlags(s, opts.Link)
	art.Verdict = l.sweepVerdict(s, ranked, systems)
	art.Notes = append(art.Notes, l.sweepMethod(s))
	return art.filled(opts.Template, sweepFigures{s, l})
}

// sweepCells are the cells of a sweep's curves, for the names they need.
func sweepCells(s *analyze.Sweep) []analyze.Cell {
	var out []analyze.Cell
	for _, c := range s.Curves {
		w := c.Workload
		out = append(out, analyze.Cell{Pattern: w.Pattern, Direction: w.Direction, BlockSizeBytes: w.BlockSizeBytes, NumJobs: w.NumJobs, RWMixReadPct: w.RWMixReadPct})
	}
	return out
}

func curvesOf(s *analyze.Sweep, w analyze.Workload) []analyze.Curve {
	var out []analyze.Curve
	for _, c := range s.Curves {
		if c.Workload == w {
			out = append(out, c)
		}
	}
	return out
}

// depthRange is "1 to 256" over every curve.
func (l lang) depthRange(curves []analyze.Curve) string {
	lo, hi := int64(math.MaxInt64), int64(0)
	for _, c := range curves {
		for _, p := range c.Points {
			lo, hi = min(lo, p.IODepth), max(hi, p.IODepth)
		}
	}
	return l.Say("%d to %d", lo, hi)
}

// sweepScale shows a workload's curves in one unit.
func (l lang) sweepScale(curves []analyze.Curve) scale {
	var all []float64
	for _, c := range curves {
		for _, p := range c.Points {
			all = append(all, p.Value)
		}
	}
	sc := l.scaleFor(curves[0].Metric, all, 0)
	if curves[0].Metric.Family == analyze.FamilyIOPS {
		sc.decimals = 0
	}
	return sc
}

func (l lang) latencyScale(curves []analyze.Curve) scale {
	var all []float64
	for _, c := range curves {
		for _, p := range c.Points {
			if !math.IsNaN(p.LatencyNs) {
				all = append(all, p.LatencyNs)
			}
		}
	}
	return l.scaleFor(analyze.LatencyMean, all, 0)
}

// point finds a curve's point at a depth.
func point(c analyze.Curve, depth int64) (analyze.Point, bool) {
	for _, p := range c.Points {
		if p.IODepth == depth {
			return p, true
		}
	}
	return analyze.Point{}, false
}

// qd names a queue depth: QD32.
func qd(depth int64) string { return "QD" + strconv.FormatInt(depth, 10) }

// groupedFlags states the flags of one configuration, workload and kind
// together, over the depths they cover, rather than one line per depth.
func (l lang) groupedFlags(s *analyze.Sweep, link string) []string {
	type key struct {
		system, workload, kind string
	}
	var order []key
	groups := map[key][]analyze.Flag{}
	for _, f := range s.Flags {
		k := key{f.System, f.Workload.String(), f.Kind}
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], f)
	}
	var out []string
	for _, k := range order {
		fs := groups[k]
		switch {
		case k.kind == analyze.FlagWriteCache:
			out = append(out, l.writeCacheText(s, fs[0]))
			continue
		case k.kind == analyze.FlagCache && len(fs) == 1:
			out = append(out, l.Say("%s, %s at %s: %s above the most %s did; a cache answered, not the device.", l.configName(s, k.system),
				l.workloadName(fs[0].Workload), qd(fs[0].IODepth), l.percent((fs[0].Value/fs[0].Limit-1)*100, 0), l.configName(s, s.Options.Baseline)))
			continue
		case len(fs) == 1:
			out = append(out, l.flagText(fs[0], link, l.workloadName(fs[0].Workload)+" "+qd(fs[0].IODepth)))
			continue
		}
		var depths []string
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, f := range fs {
			depths = append(depths, qd(f.IODepth))
			r := f.Value / f.Limit
			lo, hi = math.Min(lo, r), math.Max(hi, r)
		}
		where := l.Say("%s, %s at %s", l.configName(s, k.system), l.workloadName(fs[0].Workload), l.JoinAnd(depths))
		switch k.kind {
		case analyze.FlagCache:
			out = append(out, l.Say("%s: %s to %s above the most %s did; a cache answered, not the device.",
				where, l.percent((lo-1)*100, 0), l.percent((hi-1)*100, 0), l.configName(s, s.Options.Baseline)))
		case analyze.FlagRated:
			out = append(out, l.Say("%s: %s to %s above the device's rated maximum; a cache answered, not the device.",
				where, l.percent((lo-1)*100, 0), l.percent((hi-1)*100, 0)))
		case analyze.FlagLink:
			out = append(out, l.Say("%s: %s to %s of the %s %s carries at most after its framing: near the link's ceiling, which the device cannot pass.",
				where, l.percent(lo*100, 1), l.percent(hi*100, 1), l.megabytes(fs[0].Limit), l.linkName(link)))
		case analyze.FlagBeyondLink:
			out = append(out, l.Say("%s: %s to %s the %s %s can carry at all; a cache on the host's side of the link answered, not the device.",
				where, l.times(lo), l.times(hi), l.megabytes(fs[0].Limit), l.linkName(link)))
		default:
			out = append(out, l.Say("%s: flagged %s", where, k.kind))
		}
	}
	return out
}

// writeCacheText says that a configuration's writes outran its reads, with
// both peaks, and what cache that points at for its kind of target.
func (l lang) writeCacheText(s *analyze.Sweep, f analyze.Flag) string {
	var wc, rc analyze.Curve
	for _, c := range s.Curves {
		switch {
		case c.System == f.System && c.Workload == f.Workload:
			wc = c
		case c.System == f.System && c.Workload == f.Against:
			rc = c
		}
	}
	wsc, rsc := l.sweepScale(curvesOf(s, wc.Workload)), l.sweepScale(curvesOf(s, rc.Workload))
	args := []any{l.configName(s, f.System), l.workloadName(f.Workload), wsc.withUnit(f.Value), qd(f.IODepth), l.factor(f.Value / f.Limit),
		l.workloadName(f.Against), rsc.withUnit(f.Limit), qd(f.AgainstDepth)}
	switch targetOf(s, f.System).Kind {
	case analyze.TargetVirtual:
		return l.Say("%s, %s: its peak, %s at %s, is %s its %s peak (%s at %s). A disk does not write faster than it reads: a write-back cache took the writes, behind a virtual disk most likely the host's page cache (cache=writeback).", args...)
	case analyze.TargetPhysical:
		return l.Say("%s, %s: its peak, %s at %s, is %s its %s peak (%s at %s). A drive does not write faster than it reads: a write-back cache took the writes, the drive's DRAM or SLC cache, or the page cache if the I/O was buffered.", args...)
	}
	return l.Say("%s, %s: its peak, %s at %s, is %s its %s peak (%s at %s). A device does not write faster than it reads: a write-back cache took the writes, a page cache or the drive's own DRAM or SLC cache.", args...)
}

// times is a ratio as "2.37×".
func (l lang) times(r float64) string { return l.decimal(r, 2) + "×" }

func (l lang) capFinding(s *analyze.Sweep, cp analyze.Cap) string {
	curves := curvesOf(s, cp.Workload)
	sc := l.sweepScale(curves)
	var names []string
	for _, system := range cp.Systems {
		names = append(names, l.configName(s, system))
	}
	workload, systems, near, spread := l.workloadName(cp.Workload), l.JoinAnd(names), sc.withUnit(cp.Value), l.percent(cp.Spread*100, 0)
	for _, c := range curves {
		if c.System == s.Options.Baseline {
			return l.Capitalize(l.Say("%s: %s top out together near %s (their maxima within %s of each other), against %s for %s: a ceiling they share, not the device's.",
				workload, systems, near, spread, sc.withUnit(c.Max), l.configName(s, c.System)))
		}
	}
	return l.Capitalize(l.Say("%s: %s top out together near %s (their maxima within %s of each other): a ceiling they share, not the device's.",
		workload, systems, near, spread))
}

// kneeFraction is the share of a curve's best its knee reaches: 90%.
func (l lang) kneeFraction(s *analyze.Sweep) string {
	return l.percent(cmp.Or(s.Options.KneeFraction, 0.9)*100, 0)
}

func (l lang) sweepMethod(s *analyze.Sweep) string {
	text := l.Say("Random workloads are measured in IOPS, sequential ones in bandwidth. A curve's knee is the smallest queue depth that reaches %s of its peak; latency growth is the mean latency at the deepest depth over the mean latency at the knee, or at the peak where the curve falls.",
		l.kneeFraction(s))
	text += " " + l.Say("Where a depth was not run more than once, the run-to-run noise is read from each configuration's curves: throughput over queue depth rises, then holds or falls, so what the closest such curve leaves (its zig-zags) is noise. Two figures differ beyond the noise when their ratio is more than twice the noise of a difference.")
	if s.Options.Baseline != "" {
		text += " " + l.Say("Ratios are each configuration's figure over %s's at the same depth.", s.Options.Baseline)
	}
	return text
}

// sweepTable is a workload's figures: a row per configuration (and one of
// its mean latency), a column per depth, each knee marked.
func (l lang) sweepTable(n int, w analyze.Workload, curves []analyze.Curve, sc, lat scale, knee string) *Table {
	var depths []int64
	for _, c := range curves {
		for _, p := range c.Points {
			if !slices.Contains(depths, p.IODepth) {
				depths = append(depths, p.IODepth)
			}
		}
	}
	slices.Sort(depths)
	t := &Table{
		Name:    "table-" + strconv.Itoa(n) + "-sweep-" + sweepStem(w),
		Title:   l.Capitalize(l.Say("%s over queue depth", l.workloadName(w))),
		Groups:  []string{l.Say("Queue depth")},
		Corner:  l.Say("Configuration"),
		BestKey: l.Say("the knee: the smallest depth reaching %s of the curve's best", knee),
	}
	for _, d := range depths {
		t.Systems = append(t.Systems, qd(d))
	}
	for _, c := range curves {
		value := TableRow{Label: c.System, Unit: sc.unit, Quantity: c.System + ":" + c.Metric.Name}
		latency := TableRow{Label: l.Say("%s, latency", c.System), Unit: lat.unit, Quantity: c.System + ":" + analyze.LatencyMean.Name}
		for _, d := range depths {
			p, ok := point(c, d)
			if !ok {
				value.Cells = append(value.Cells, TableCell{Text: "-"})
				latency.Cells = append(latency.Cells, TableCell{Text: "-"})
				continue
			}
			v := figureCell(sc.format(p.Value), p.Value)
			v.Best = d == c.Knee
			value.Cells = append(value.Cells, v)
			latency.Cells = append(latency.Cells, figureCell(lat.format(p.LatencyNs), p.LatencyNs))
		}
		t.Rows = append(t.Rows, value, latency)
	}
	return t
}

// sweepStem names a workload in file names: "random-read-4k".
func sweepStem(w analyze.Workload) string {
	return orUnknown(w.Pattern) + "-" + w.Direction + "-" + strings.ToLower(sizeLabel(w.BlockSizeBytes))
}

// sweepCharts draws a workload's curves over depth, their latency, and
// their ratio to the baseline when there is one; the legends name each
// configuration with its target's kind.
func (l lang) sweepCharts(n int, s *analyze.Sweep, w analyze.Workload, curves []analyze.Curve, sc, lat scale) ([]*Chart, error) {
	var all []float64
	for _, c := range curves {
		for _, p := range c.Points {
			all = append(all, p.Value)
		}
	}
	if err := checkChartData(all); err != nil {
		return nil, err
	}
	stem := sweepStem(w)
	colour, label := map[string]int{}, map[string]string{}
	for i, c := range curves {
		colour[c.System], label[c.System] = i, l.configName(s, c.System)
	}
	var charts []*Chart
	add := func(kind, title, yLabel string, value func(analyze.Point) float64, text func(analyze.Point) string, knee bool, unity bool) error {
		ch, err := l.depthChart(title, yLabel, curves, colour, label, value, text, knee, unity)
		if err != nil {
			return err
		}
		ch.Name = "chart-" + strconv.Itoa(n+len(charts)+1) + "-sweep-" + stem + "-" + kind
		charts = append(charts, ch)
		return nil
	}
	name, metric := l.workloadName(w), l.metricTitle(curves[0].Metric)
	yLabel := metric + " (" + sc.unit + ")"
	if sc.unit == metric {
		yLabel = sc.unit
	}
	if err := add(curves[0].Metric.Name, l.Capitalize(l.Say("%s: %s over queue depth", name, metric)), yLabel,
		func(p analyze.Point) float64 { return p.Value / sc.factor }, func(p analyze.Point) string { return sc.withUnit(p.Value) }, true, false); err != nil {
		return nil, err
	}
	hasLatency := false
	for _, c := range curves {
		for _, p := range c.Points {
			hasLatency = hasLatency || p.LatencyNs > 0
		}
	}
	if hasLatency {
		if err := add("latency", l.Capitalize(l.Say("%s: mean latency over queue depth", name)), l.Say("Mean latency (%s)", lat.unit),
			func(p analyze.Point) float64 { return p.LatencyNs / lat.factor }, func(p analyze.Point) string { return lat.withUnit(p.LatencyNs) }, false, false); err != nil {
			return nil, err
		}
	}
	if base := s.Options.Baseline; base != "" && len(curves) > 1 {
		var others []analyze.Curve
		for _, c := range curves {
			if c.System != base {
				others = append(others, c)
			}
		}
		ch, err := l.depthChart(l.Capitalize(l.Say("%s: ratio to %s", name, l.configName(s, base))), l.Say("Ratio to %s", base), others, colour, label,
			func(p analyze.Point) float64 { return p.Ratio }, func(p analyze.Point) string { return l.Decimal(p.Ratio, 2) }, false, true)
		if err != nil {
			return nil, err
		}
		ch.Name = "chart-" + strconv.Itoa(n+len(charts)+1) + "-sweep-" + stem + "-ratio"
		charts = append(charts, ch)
	}
	return charts, nil
}

// depthChart draws one line per curve over a log2 depth axis, value of
// each point (text writes it for the chart's description), each curve
// named in the legend by label; knee marks
// each curve's knee with a ring, unity draws the line y = 1.
func (l lang) depthChart(title, yLabel string, curves []analyze.Curve, colour map[string]int, label map[string]string, value func(analyze.Point) float64, text func(analyze.Point) string,
	knee, unity bool) (*Chart, error) {
	p := l.newPlot(title, yLabel)
	p.X.Label.Text = l.Say("Queue depth")
	p.X.Scale = plot.LogScale{}
	var depths []int64
	legend := l.newLegend()
	var names []string
	var points []chartPoint
	for _, c := range curves {
		var xys plotter.XYs
		for _, pt := range c.Points {
			v := value(pt)
			if math.IsNaN(v) || math.IsInf(v, 0) || pt.IODepth <= 0 {
				continue
			}
			xys = append(xys, plotter.XY{X: float64(pt.IODepth), Y: v})
			points = append(points, chartPoint{label[c.System], qd(pt.IODepth), v, text(pt)})
			if !slices.Contains(depths, pt.IODepth) {
				depths = append(depths, pt.IODepth)
			}
		}
		if len(xys) == 0 {
			continue
		}
		line, points, err := plotter.NewLinePoints(xys)
		if err != nil {
			return nil, err
		}
		col := l.colour(colour[c.System])
		line.Color, line.Width = col, vg.Points(1.5)
		points.Color, points.Shape, points.Radius = col, draw.CircleGlyph{}, vg.Points(2)
		p.Add(line, points)
		legend.Add(label[c.System], line, points)
		names = append(names, label[c.System])
		if knee {
			if k, ok := point(c, c.Knee); ok {
				ring, err := plotter.NewScatter(plotter.XYs{{X: float64(k.IODepth), Y: value(k)}})
				if err != nil {
					return nil, err
				}
				ring.Color, ring.Shape, ring.Radius = col, draw.RingGlyph{}, vg.Points(6)
				p.Add(ring)
			}
		}
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s: no figures to plot", title)
	}
	slices.Sort(depths)
	var ticks []plot.Tick
	for _, d := range depths {
		ticks = append(ticks, plot.Tick{Value: float64(d), Label: l.Int(d)})
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)
	p.X.Min, p.X.Max = float64(depths[0])/1.2, float64(depths[len(depths)-1])*1.2
	if unity {
		one, err := plotter.NewLine(plotter.XYs{{X: p.X.Min, Y: 1}, {X: p.X.Max, Y: 1}})
		if err != nil {
			return nil, err
		}
		one.Color, one.Dashes = limitColour, []vg.Length{vg.Points(3), vg.Points(3)}
		p.Add(one)
	}
	p.Y.Max = withAir(p.Y.Max, 0.08)
	p.Y.Tick.Marker = groupedTicks{l}
	if knee {
		title = l.Say("%s (rings: the knee)", title)
		p.Title.Text = l.Bind(title) // its lines break as the text's do
	}
	ch := l.chart(title, p, legend, names)
	ch.Description = l.depthDescription(yLabel, names, depths, points)
	return ch, nil
}
