package render

import (
	"cmp"
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/chart"
	"github.com/iopress/iopress/render/table"
	"github.com/iopress/iopress/render/words"
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
	systems, workloads := curvesAxes(s)
	setups := sweepSetups(ds, systems)
	art.Warnings = l.warningTexts(sweepWarnings(s), l.cellName)
	art.SetupTable, art.Setup = l.setupOf(ds, systems)
	if missing := l.sweepSetupRows(art.SetupTable, s, systems); len(missing) > 0 && slices.ContainsFunc(s.Flags, func(f analyze.Flag) bool { return f.Kind == analyze.FlagWriteCache }) {
		// What a reader needs to judge the write cache the flags found
		// and the runs do not record is a caveat, not only a table's cell.
		text := l.Say("%s were not recorded, and both decide how much of the writes a cache could hold.", l.JoinAnd(missing))
		if len(missing) == 1 {
			text = l.Say("%s was not recorded, and it decides how much of the writes a cache could hold.", missing[0])
		}
		art.Warnings = append(art.Warnings, l.Capitalize(text))
	}
	art.Credits = append(l.credits(ds, systems), l.sweepRunsCredit(s)...)
	art.Title = opts.title(func() string {
		if !shortTitle(systems) {
			return l.Say("Queue depth: %d configurations", len(systems))
		}
		var names, labels []string
		for _, system := range systems {
			names = append(names, l.kindName(s, system, setups))
			labels = append(labels, system)
		}
		// Each configuration named with its kind where that fits a
		// title (search engines and validators cut a page's title past
		// 70 characters); the lead says the kinds otherwise.
		if t := l.Say("Queue depth: %s", l.JoinAnd(names)); utf8.RuneCountInString(t) <= maxTitleRunes {
			return t
		}
		return l.Say("Queue depth: %s", l.JoinAnd(labels))
	})
	art.Lead = l.sweepLead(s, workloads, systems, setups)
	ranked := rankedWorkloads(s, workloads)
	memory, storage := sweepPair(s, systems)
	if memory != "" {
		// One storage configuration against a reference run in memory:
		// its findings follow the tables, reads before writes, as the
		// reader meets them; there is no gap between systems to rank by.
		ranked = workloads
	}
	said := map[analyze.PastKnee]bool{}
	for _, w := range ranked {
		curves := curvesOf(s, w)
		art.Findings = append(art.Findings, l.workloadFinding(s, curves, l.sweepScale(curves), l.latencyScale(curves), said))
	}
	for _, cp := range s.Caps {
		art.Findings = append(art.Findings, l.capFinding(s, cp))
	}
	if memory != "" {
		art.Findings = append(art.Findings, l.referenceFinding(s, memory, storage, workloads, setups))
	}
	if f := l.noiseFinding(s); f != "" {
		art.Findings = append(art.Findings, f)
	}
	colours := map[string]color.RGBA{}
	for i, system := range systems {
		colours[system] = l.colour(i)
	}
	for _, w := range workloads {
		curves := curvesOf(s, w)
		sc := l.sweepScale(curves)
		lat := l.latencyScale(curves)
		t := l.sweepTable(len(art.Tables)+1, w, curves, sc, lat, l.kneeFraction(s))
		art.Tables = append(art.Tables, t)
		ch, err := l.sweepChart(s, w, curves, sc, lat, colours)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", w, err)
		}
		ch.Name = "chart-" + strconv.Itoa(len(art.Charts)+1) + "-sweep-" + sweepStem(w)
		ch.Follows = t.Name
		art.Charts = append(art.Charts, ch)
	}
	ratios, err := l.ratioChart(s, workloads, colours)
	if err != nil {
		return nil, err
	}
	if ratios != nil {
		ratios.Name = "chart-" + strconv.Itoa(len(art.Charts)+1) + "-sweep-ratio"
		art.Charts = append(art.Charts, ratios)
	}
	art.Flags = l.groupedFlags(s, opts.Link, setups)
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
	// One unit for the table's latency, chosen by its figures together.
	if u, ok := latencyUnit(all); ok {
		return l.latencyIn(u, all, 0)
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
func (l lang) groupedFlags(s *analyze.Sweep, link string, setups map[string]analyze.SystemSetup) []string {
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
			out = append(out, l.writeCacheText(s, fs[0], setups[k.system]))
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

// writeCacheText says that a configuration's writes outran its reads
// here, with both peaks, and what cache that points at for its kind of
// target: an observation of this target, not a law of disks (a drive
// with a DRAM or SLC cache writes faster than it reads in bursts).
// Behind a virtual disk the host's cache mode is not among the facts
// recorded, so the reads too may have come from the host's cache.
func (l lang) writeCacheText(s *analyze.Sweep, f analyze.Flag, setup analyze.SystemSetup) string {
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
	args := []any{l.refName(s, f.System), l.factor(f.Value / f.Limit), l.workloadName(f.Workload), wsc.said(f.Value), qd(f.IODepth),
		l.workloadName(f.Against), rsc.said(f.Limit), qd(f.AgainstDepth)}
	var text string
	switch {
	case targetOf(s, f.System).Kind == analyze.TargetVirtual:
		text = l.Say("Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache, behind a virtual disk most likely the host's page cache.", args...)
	case setup.Direct == datasets.No:
		text = l.Say("Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache: the page cache, as the I/O was buffered.", args...)
	case targetOf(s, f.System).Kind == analyze.TargetPhysical:
		text = l.Say("Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache, the drive's DRAM or SLC cache.", args...)
	default:
		text = l.Say("Here %s writes %s faster than it reads (%s %s at %s, %s %s at %s), which points to a write-back cache, a page cache or the drive's own DRAM or SLC cache.", args...)
	}
	if steady := l.writesAhead(wc, rc); steady != "" {
		text += " " + steady
	}
	if targetOf(s, f.System).Kind == analyze.TargetVirtual {
		text += " " + l.Say("The host's cache mode was not recorded, so the reads too may have come from the host's cache.")
	}
	return text + " " + l.Say("A write larger than that cache would show what the storage behind it sustains.")
}

// writesAhead says where a configuration's writes outran its reads at
// every depth from one on, so that the cache's evidence does not rest on
// two peaks of single runs: "" where that holds at fewer than three
// depths.
func (l lang) writesAhead(wc, rc analyze.Curve) string {
	from, n, all := int64(0), 0, true
	for _, w := range wc.Points {
		r, ok := point(rc, w.IODepth)
		switch {
		case !ok:
			continue
		case w.Value > r.Value:
			if from == 0 {
				from = w.IODepth
			}
			n++
		default:
			from, n, all = 0, 0, false
		}
	}
	switch {
	case n < 3:
		return ""
	case all:
		return l.Say("Its writes outran its reads at every depth measured, so this does not rest on one run.")
	}
	return l.Say("Its writes outran its reads at every depth from %s on, so this does not rest on one run.", qd(from))
}

// sweepPair is the memory configuration and the storage one where a
// sweep sets one storage configuration against one in memory; "" where
// not.
func sweepPair(s *analyze.Sweep, systems []string) (memory, storage string) {
	st := storageOf(s, systems)
	if len(st) != 1 || len(systems) != 2 {
		return "", ""
	}
	for _, system := range systems {
		if system != st[0] {
			return system, st[0]
		}
	}
	return "", ""
}

// sweepWarnings are the sweep's warnings less the setups' "single short
// runs" common to every configuration: the lead says once how each depth
// was run, the findings what that means.
func sweepWarnings(s *analyze.Sweep) []error {
	return withoutDifferences(s.Warnings, func(d analyze.SetupDifference, m *analyze.MismatchedSetups) bool {
		return d.Fact == analyze.SetupShortRuns && len(d.Systems) == len(m.Setups)
	})
}

// withoutDifferences are warnings with the setup differences drop
// names taken out of their MismatchedSetups, which are left out where
// nothing else differs; the other warnings as they are.
func withoutDifferences(warnings []error, drop func(analyze.SetupDifference, *analyze.MismatchedSetups) bool) []error {
	var out []error
	for _, err := range warnings {
		m, ok := err.(*analyze.MismatchedSetups)
		if !ok {
			out = append(out, err)
			continue
		}
		kept := &analyze.MismatchedSetups{Setups: m.Setups}
		for _, d := range m.Differences {
			if !drop(d, m) {
				kept.Differences = append(kept.Differences, d)
			}
		}
		if len(kept.Differences) > 0 {
			out = append(out, kept)
		}
	}
	return out
}

// sweepSetupRows adds to the setup table what a reader of a sweep needs
// to judge a cache and the records do not say: the test size, where no
// configuration's is recorded, and behind a virtual disk the host's cache
// mode, which no record holds.
//
// It gives what it found not recorded, as a sentence names it: "the test
// size", "the host's cache mode".
func (l lang) sweepSetupRows(t *SetupTable, s *analyze.Sweep, systems []string) (missing []string) {
	if t == nil || len(t.Columns) != len(systems) {
		return nil
	}
	virtual := false
	for _, system := range systems {
		virtual = virtual || targetOf(s, system).Kind == analyze.TargetVirtual
	}
	size := l.Say("Test size")
	if !slices.ContainsFunc(t.Rows, func(r SetupRow) bool { return r.Label == size }) {
		row := SetupRow{Label: size}
		for range systems {
			row.Values = append(row.Values, l.Say("not recorded"))
		}
		t.Rows = append([]SetupRow{t.Rows[0], row}, t.Rows[1:]...)
		missing = append(missing, l.Say("the test size"))
	}
	if virtual {
		missing = append(missing, l.Say("the host's cache mode"))
		row := SetupRow{Label: l.Say("Host cache mode")}
		for _, system := range systems {
			v := l.Say("does not apply")
			if targetOf(s, system).Kind == analyze.TargetVirtual {
				v = l.Say("not recorded")
			}
			row.Values = append(row.Values, v)
		}
		t.Rows = append(t.Rows, row)
	}
	return missing
}

// sweepRunsCredit says what the sources' run counts are made of: each
// configuration's depths times its workloads, one run (or N) each.
func (l lang) sweepRunsCredit(s *analyze.Sweep) []string {
	// Each configuration's depths and workloads; the line is said only
	// where every configuration ran the same.
	type shape struct{ depths, workloads int }
	depths, workloads := map[string]map[int64]bool{}, map[string]map[analyze.Workload]bool{}
	for _, c := range s.Curves {
		if depths[c.System] == nil {
			depths[c.System], workloads[c.System] = map[int64]bool{}, map[analyze.Workload]bool{}
		}
		workloads[c.System][c.Workload] = true
		for _, p := range c.Points {
			depths[c.System][p.IODepth] = true
		}
	}
	var one *shape
	for system := range depths {
		sh := shape{len(depths[system]), len(workloads[system])}
		if one != nil && *one != sh {
			return nil
		}
		one = &sh
	}
	if one == nil {
		return nil
	}
	runs := 0
	for _, n := range s.Noise {
		if runs != 0 && n.Runs != runs {
			return nil
		}
		runs = n.Runs
	}
	switch {
	case runs == 1:
		return []string{l.Say("Each configuration's runs: %d depths × %d workloads, one run each.", one.depths, one.workloads)}
	case runs > 1:
		return []string{l.Say("Each configuration's runs: %d depths × %d workloads, %d runs each.", one.depths, one.workloads, runs)}
	}
	return nil
}

// times is a ratio as "2.37×".
func (l lang) times(r float64) string { return l.Times(r, 2) }

func (l lang) capFinding(s *analyze.Sweep, cp analyze.Cap) string {
	curves := curvesOf(s, cp.Workload)
	sc := l.sweepScale(curves)
	var names []string
	for _, system := range cp.Systems {
		names = append(names, l.configName(s, system))
	}
	workload, systems, near, spread := l.workloadName(cp.Workload), l.JoinAnd(names), sc.said(cp.Value), l.percent(cp.Spread*100, 0)
	for _, c := range curves {
		if c.System == s.Options.Baseline {
			return l.Capitalize(l.Say("%s: %s top out together near %s (their maxima within %s of each other), against %s for %s: a ceiling they share, not the device's.",
				workload, systems, near, spread, sc.said(c.Max), l.configName(s, c.System)))
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
	text += " " + l.Say("Where a configuration's noise is wider than the %s margin below the peak that places a knee, its knee is a range: from the first depth within the noise of the peak to the knee.",
		l.percent((1-cmp.Or(s.Options.KneeFraction, 0.9))*100, 0))
	if memory, storage := sweepPair(s, curvesSystems(s)); memory != "" && storage == s.Options.Baseline {
		// The ratio chart divides the storage by the memory run, as the
		// text does (ratioChart).
		text += " " + l.Say("The last chart divides each figure of %s by that of %s at the same depth.", l.refName(s, storage), l.refName(s, memory))
	} else if s.Options.Baseline != "" {
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
	t := &Table{Table: table.Table{
		Name:    "table-" + strconv.Itoa(n) + "-sweep-" + sweepStem(w),
		Title:   l.Capitalize(l.Say("%s over queue depth", l.workloadName(w))),
		Groups:  []string{l.Say("Queue depth")},
		Corner:  l.Say("Configuration"),
		BestKey: l.Say("the knee: the smallest depth reaching %s of the curve's best", knee),
	}}
	for _, d := range depths {
		t.Systems = append(t.Systems, qd(d))
	}
	for _, c := range curves {
		value := TableRow{Label: c.System, Unit: sc.unit, Quantity: c.System + ":" + c.Metric.Name}
		latency := TableRow{Label: l.Say("%s, latency", c.System), Unit: lat.unit, Quantity: c.System + ":" + analyze.LatencyMean.Name}
		for _, d := range depths {
			p, ok := point(c, d)
			if !ok {
				value.Cells = append(value.Cells, l.noFigure())
				latency.Cells = append(latency.Cells, l.noFigure())
				continue
			}
			v := l.figureCell(sc.format(p.Value), p.Value)
			v.Best = d == c.Knee
			value.Cells = append(value.Cells, v)
			latency.Cells = append(latency.Cells, l.figureCell(lat.format(p.LatencyNs), p.LatencyNs))
		}
		t.Rows = append(t.Rows, value, latency)
	}
	return t
}

// sweepStem names a workload in file names: "random-read-4k".
func sweepStem(w analyze.Workload) string {
	return orUnknown(w.Pattern) + "-" + w.Direction + "-" + strings.ToLower(sizeLabel(w.BlockSizeBytes))
}

// sweepChart draws a workload's sweep, after its table: beside each
// other, each configuration's throughput over the depth and its mean
// latency against its throughput, each point a depth (the curve a queue
// depth sweep is read from: where latency climbs while throughput holds,
// more depth only queues), each knee ringed in both; an axis whose
// figures span more than ten times is on a log scale.
func (l lang) sweepChart(s *analyze.Sweep, w analyze.Workload, curves []analyze.Curve, sc, lat scale, colours map[string]color.RGBA) (*chart.Chart, error) {
	var all []float64
	for _, c := range curves {
		for _, p := range c.Points {
			all = append(all, p.Value)
		}
	}
	if err := checkChartData(all); err != nil {
		return nil, err
	}
	name, metric := l.Capitalize(l.workloadName(w)), l.metricTitle(curves[0].Metric)
	measure := metric + " (" + sc.unit + ")"
	if sc.unit == metric {
		measure = sc.unit
	}
	hasLatency := false
	for _, c := range curves {
		for _, p := range c.Points {
			hasLatency = hasLatency || p.LatencyNs > 0
		}
	}
	title := l.Say("%s: %s over queue depth", name, metric)
	if hasLatency {
		title = l.Say("%s: %s and latency over queue depth", name, l.metricInText(curves[0].Metric))
	}
	ch := l.chart(title)
	var names []string
	for _, c := range curves {
		line := plotter.NewFunction(nil) // a thumbnail: the curve's line and point
		line.Color, line.Width = colours[c.System], vg.Points(1.5)
		names = append(names, l.configName(s, c.System))
		ch.Legend = append(ch.Legend, chart.LegendEntry{Name: names[len(names)-1], Thumbs: []plot.Thumbnailer{line, pointThumb{colour: colours[c.System]}}})
	}
	ch.Legend = append(ch.Legend, chart.LegendEntry{Name: l.Say("the knee: the smallest depth reaching %s of the curve's best", l.kneeFraction(s)),
		Thumbs: []plot.Thumbnailer{pointThumb{colour: kneeColour, ring: true}}})
	ch.Columns = 1
	if hasLatency {
		ch.Columns = 2
	}
	roomW, roomH := ch.PanelRoom(1)
	value := func(p analyze.Point) float64 { return p.Value / sc.factor }
	over, points, depths, err := l.depthPanel(l.Capitalize(l.Say("%s over queue depth", measure)), sc.unit, curves, colours, value, true, roomH)
	if err != nil {
		return nil, err
	}
	ch.Panels = []chart.Panel{chart.Lines{Plot: over}}
	for i := range points {
		points[i].text = sc.withUnit(points[i].value * sc.factor)
		points[i].series = l.configName(s, points[i].series)
	}
	ch.Description = l.depthDescription(measure, names, depths, points)
	if hasLatency {
		p, err := l.latencyPanel(l.Say("Mean latency against %s, by queue depth", l.metricInText(curves[0].Metric)), curves, colours, sc, lat, roomW, roomH)
		if err != nil {
			return nil, err
		}
		ch.Panels = append(ch.Panels, chart.Lines{Plot: p})
		ch.Description = joinSentences(ch.Description, l.Say("Line chart of mean latency against %s for %s, a point per queue depth.", l.metricInText(curves[0].Metric), l.JoinAnd(names)))
	}
	return ch, nil
}

// kneeColour rings a knee in a legend, whose ring on the chart has its
// curve's colour.
var kneeColour = color.Gray{Y: 90}

// pointThumb is a curve's point in a legend, or its knee's ring.
type pointThumb struct {
	colour color.Color
	ring   bool
}

func (p pointThumb) Thumbnail(c *draw.Canvas) {
	mid := c.Center()
	if p.ring {
		draw.RingGlyph{}.DrawGlyph(c, draw.GlyphStyle{Color: p.colour, Radius: vg.Points(3.5), Shape: draw.RingGlyph{}}, mid)
		return
	}
	draw.CircleGlyph{}.DrawGlyph(c, draw.GlyphStyle{Color: p.colour, Radius: vg.Points(2), Shape: draw.CircleGlyph{}}, mid)
}

// depthPanel draws one line per curve over a log2 depth axis, the value
// of each point (in the unit the panel shows), a ring at each knee where
// knee is set; it gives the points drawn (their series the curves'
// systems, their text unset) and the depths.
func (l lang) depthPanel(title, unit string, curves []analyze.Curve, colours map[string]color.RGBA, value func(analyze.Point) float64, knee bool, room vg.Length) (*plot.Plot, []chartPoint, []int64, error) {
	p := l.text().NewPlot(title, l.Say("Queue depth"), unit)
	var depths []int64
	var points []chartPoint
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, c := range curves {
		var xys plotter.XYs
		for _, pt := range c.Points {
			v := value(pt)
			if !finite(v) || pt.IODepth <= 0 {
				continue
			}
			xys = append(xys, plotter.XY{X: float64(pt.IODepth), Y: v})
			points = append(points, chartPoint{c.System, qd(pt.IODepth), v, ""})
			lo, hi = math.Min(lo, v), math.Max(hi, v)
			if !slices.Contains(depths, pt.IODepth) {
				depths = append(depths, pt.IODepth)
			}
		}
		if len(xys) == 0 {
			continue
		}
		if err := l.addCurve(p, xys, colours[c.System]); err != nil {
			return nil, nil, nil, err
		}
		if k, ok := point(c, c.Knee); ok && knee && finite(value(k)) {
			if err := addRing(p, value(k), float64(k.IODepth), colours[c.System]); err != nil {
				return nil, nil, nil, err
			}
		}
	}
	if len(depths) == 0 {
		return nil, nil, nil, fmt.Errorf("%s: no figures to plot", title)
	}
	slices.Sort(depths)
	l.depthAxis(p, depths)
	l.valueAxis(&p.Y, lo, hi, room, false)
	return p, points, depths, nil
}

// addCurve draws a curve's line through its points.
func (l lang) addCurve(p *plot.Plot, xys plotter.XYs, col color.Color) error {
	line, points, err := plotter.NewLinePoints(xys)
	if err != nil {
		return err
	}
	line.Color, line.Width = col, vg.Points(1.5)
	points.Color, points.Shape, points.Radius = col, draw.CircleGlyph{}, vg.Points(2)
	p.Add(line, points)
	return nil
}

// addRing rings a knee at (x, y).
func addRing(p *plot.Plot, y, x float64, col color.Color) error {
	ring, err := plotter.NewScatter(plotter.XYs{{X: x, Y: y}})
	if err != nil {
		return err
	}
	ring.Color, ring.Shape, ring.Radius = col, draw.RingGlyph{}, vg.Points(6)
	p.Add(ring)
	return nil
}

// depthAxis puts depths on a log2 axis, each labelled.
func (l lang) depthAxis(p *plot.Plot, depths []int64) {
	p.X.Scale = plot.LogScale{}
	var ticks []plot.Tick
	for _, d := range depths {
		ticks = append(ticks, plot.Tick{Value: float64(d), Label: l.Int(d)})
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)
	p.X.Min, p.X.Max = float64(depths[0])/1.25, float64(depths[len(depths)-1])*1.25
}

// valueAxis is an axis of figures from lo to hi: on a log scale where
// they span more than ten times, with "log scale" after the unit in its
// label; from zero where not. Its highest tick is never under hi.
func (l lang) valueAxis(ax *plot.Axis, lo, hi float64, room vg.Length, horizontal bool) {
	l.text().Axis(ax, lo, hi, 10, room, horizontal)
	if _, log := ax.Scale.(plot.LogScale); !log {
		return
	}
	// The label says so, within the axis's length: a label longer than
	// its axis would push the axis aside.
	for _, label := range []string{l.Say("%s, log scale", ax.Label.Text), l.Say("log scale"), ""} {
		if ax.Label.Text == "" && label != "" && label != l.Say("log scale") {
			continue
		}
		if ax.Label.TextStyle.Width(label) <= room {
			ax.Label.Text = label
			return
		}
	}
}

// latencyPanel draws each curve's mean latency against its throughput,
// each point labelled with its depth and each knee ringed.
func (l lang) latencyPanel(title string, curves []analyze.Curve, colours map[string]color.RGBA, sc, lat scale, w, h vg.Length) (*plot.Plot, error) {
	p := l.text().NewPlot(title, sc.unit, lat.unit)
	xlo, xhi, ylo, yhi := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	style := l.text().Small()
	style.Color = color.Gray{Y: 70}
	for _, c := range curves {
		var xys plotter.XYs
		var labels []string
		for _, pt := range c.Points {
			x, y := pt.Value/sc.factor, pt.LatencyNs/lat.factor
			if !finite(x) || !finite(y) || x <= 0 || y <= 0 {
				continue
			}
			xys = append(xys, plotter.XY{X: x, Y: y})
			labels = append(labels, l.Int(pt.IODepth))
			xlo, xhi, ylo, yhi = math.Min(xlo, x), math.Max(xhi, x), math.Min(ylo, y), math.Max(yhi, y)
		}
		if len(xys) == 0 {
			continue
		}
		if err := l.addCurve(p, xys, colours[c.System]); err != nil {
			return nil, err
		}
		marks, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: labels})
		if err != nil {
			return nil, err
		}
		for i := range marks.TextStyle {
			marks.TextStyle[i] = style
		}
		marks.Offset = vg.Point{X: 3, Y: 2}
		p.Add(marks)
		if k, ok := point(c, c.Knee); ok && k.Value/sc.factor > 0 && k.LatencyNs/lat.factor > 0 {
			if err := addRing(p, k.LatencyNs/lat.factor, k.Value/sc.factor, colours[c.System]); err != nil {
				return nil, err
			}
		}
	}
	if math.IsInf(xlo, 0) {
		return nil, fmt.Errorf("%s: no figures to plot", title)
	}
	l.valueAxis(&p.X, xlo, xhi, w, true)
	l.valueAxis(&p.Y, ylo, yhi, h, false)
	return p, nil
}

// ratioChart draws, for each workload, each configuration's figure over
// the baseline's at the same depth, a panel per workload on one scale,
// the baseline the dashed line at 1; nil without a baseline or another
// configuration.
func (l lang) ratioChart(s *analyze.Sweep, workloads []analyze.Workload, colours map[string]color.RGBA) (*chart.Chart, error) {
	base := s.Options.Baseline
	if base == "" {
		return nil, nil
	}
	type panelOf struct {
		w      analyze.Workload
		curves []analyze.Curve
	}
	var panels []panelOf
	lo, hi := 1.0, 1.0
	for _, w := range workloads {
		var others []analyze.Curve
		for _, c := range curvesOf(s, w) {
			if c.System == base {
				continue
			}
			others = append(others, c)
			for _, p := range c.Points {
				if finite(p.Ratio) && p.Ratio > 0 {
					lo, hi = math.Min(lo, p.Ratio), math.Max(hi, p.Ratio)
				}
			}
		}
		if len(others) > 0 && len(others) < len(curvesOf(s, w)) {
			panels = append(panels, panelOf{w, others})
		}
	}
	if len(panels) == 0 {
		return nil, nil
	}
	var systems, names []string
	for _, pn := range panels {
		for _, c := range pn.curves {
			if !slices.Contains(systems, c.System) {
				systems = append(systems, c.System)
				names = append(names, l.configName(s, c.System))
			}
		}
	}
	// The title says what is divided by what: "Ratio to disk" left the
	// reader to guess which way up the ratio is. Where the baseline is
	// the one storage configuration and the other is memory, the chart
	// shows the storage relative to the memory run, the reference the
	// findings frame it as: each line is then the baseline's, against the
	// memory run at 1.
	title := l.Say("%s ÷ %s, at the same queue depth", l.JoinAnd(names), l.configName(s, base))
	one, lineName, lineColour := l.configName(s, base), names, func(system string) color.RGBA { return colours[system] }
	measure := l.Say("the ratio of %s to %s", l.JoinAnd(names), l.configName(s, base))
	inverse := false
	if memory, storage := sweepPair(s, curvesSystems(s)); storage == base && len(systems) == 1 && systems[0] == memory {
		inverse = true
		// The prose's names, which say what each target is: the memory
		// run a reference, not a ceiling the disk falls short of.
		title = l.Capitalize(l.Say("%s relative to %s (%s), at the same queue depth", l.refName(s, base), l.refName(s, systems[0]), names[0]))
		one, lineName = names[0], []string{l.configName(s, base)}
		lineColour = func(string) color.RGBA { return colours[base] }
		measure = l.Say("the ratio of %s to %s", l.configName(s, base), names[0])
		lo, hi = 1/hi, 1/lo
	}
	ch := l.chart(title)
	for i, system := range systems {
		line := plotter.NewFunction(nil)
		line.Color, line.Width = lineColour(system), vg.Points(1.5)
		ch.Legend = append(ch.Legend, chart.LegendEntry{Name: lineName[i], Thumbs: []plot.Thumbnailer{line, pointThumb{colour: lineColour(system)}}})
	}
	baseline := plotter.NewFunction(nil)
	baseline.Color, baseline.Dashes = chart.LimitColour, []vg.Length{vg.Points(3), vg.Points(3)}
	ch.Legend = append(ch.Legend, chart.LegendEntry{Name: l.Say("%s (= 1)", one), Thumbs: []plot.Thumbnailer{baseline}})
	ch.Columns = min(len(panels), 2)
	rows := (len(panels) + ch.Columns - 1) / ch.Columns
	ch.Height = max(ch.Height, ch.Head(ch.Width-2*chart.Margin)+vg.Length(rows)*150)
	_, room := ch.PanelRoom(rows)
	var points []chartPoint
	var depths []int64
	for _, pn := range panels {
		panelColours := colours
		if inverse {
			panelColours = map[string]color.RGBA{}
			for _, c := range pn.curves {
				panelColours[c.System] = colours[base]
			}
		}
		p, pts, ds, err := l.depthPanel(l.Capitalize(l.workloadName(pn.w)), "", pn.curves, panelColours, func(p analyze.Point) float64 {
			switch {
			case p.Ratio > 0 && inverse:
				return 1 / p.Ratio
			case p.Ratio > 0:
				return p.Ratio
			}
			return math.NaN()
		}, false, room)
		if err != nil {
			return nil, err
		}
		// Every panel on one scale, which holds 1; the chart's title
		// says what it divides, the axis that its figures are times.
		p.Y.Label.Text = l.Say("ratio")
		l.valueAxis(&p.Y, lo, hi, room, false)
		one, err := plotter.NewLine(plotter.XYs{{X: p.X.Min, Y: 1}, {X: p.X.Max, Y: 1}})
		if err != nil {
			return nil, err
		}
		one.Color, one.Dashes = chart.LimitColour, []vg.Length{vg.Points(3), vg.Points(3)}
		p.Add(one)
		ch.Panels = append(ch.Panels, chart.Lines{Plot: p})
		for _, pt := range pts {
			if inverse {
				pt.series = l.configName(s, base)
			}
			pt.series = l.configName(s, pt.series) + ", " + l.workloadName(pn.w)
			pt.text = l.times(pt.value)
			points = append(points, pt)
		}
		for _, d := range ds {
			if !slices.Contains(depths, d) {
				depths = append(depths, d)
			}
		}
	}
	ch.Description = l.depthDescription(measure, lineName, depths, points)
	return ch, nil
}

// curvesSystems are the configurations a sweep has curves of, in order.
func curvesSystems(s *analyze.Sweep) []string {
	systems, _ := curvesAxes(s)
	return systems
}

// curvesAxes are the configurations and the workloads a sweep has curves
// of, each in the order of its first curve.
func curvesAxes(s *analyze.Sweep) (systems []string, workloads []analyze.Workload) {
	for _, c := range s.Curves {
		if !slices.Contains(systems, c.System) {
			systems = append(systems, c.System)
		}
		if !slices.Contains(workloads, c.Workload) {
			workloads = append(workloads, c.Workload)
		}
	}
	return systems, workloads
}

// maxTitleRunes is the longest title iopress makes itself: longer ones
// are cut by search engines and flagged by HTML validators.
const maxTitleRunes = 70

// said writes a sweep's figure as a sentence gives it, which is not as
// its table does: about three significant figures with the language's
// grouping (117,295 IOPS as 117,000 IOPS, 1.295 GiB/s as 1.30 GiB/s;
// single short runs have no more), latency in µs below 1 ms and in ms
// above (2,346 µs as 2.35 ms); never more decimals than the table's.
// The tables keep every digit the source gave.
func (s scale) said(v float64) string {
	if !finite(v) {
		return "-"
	}
	most := s.decimals
	if slices.ContainsFunc(durations, func(d namedUnit) bool { return d.name == s.unit }) {
		u := durations[len(durations)-1]
		for _, d := range durations {
			if math.Abs(v) >= d.factor {
				u = d
				break
			}
		}
		if u.factor > s.factor {
			most = 3 // a larger unit than the table's: its three figures
		}
		s.unit, s.factor = u.name, u.factor
	}
	x := v / s.factor
	if math.Abs(x) >= plainLimit {
		return s.withUnit(v)
	}
	d := words.SignificantDecimals(x, proseFigures, most)
	if math.Abs(x) >= 1000 {
		x, d = roundSig(x, proseFigures), 0
	}
	x = words.RoundHalfUp(x, d)
	if s.unit == "%" {
		return s.lang.Percent(x, d)
	}
	if s.unit == "" {
		return s.lang.Decimal(x, d)
	}
	return s.lang.Decimal(x, d) + " " + s.unit
}
