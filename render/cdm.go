package render

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/typeset"
)

// BuildCDM makes a CrystalDiskMark review, article 3's kind: each system's
// result grid as CrystalDiskMark shows it (a row per test, read, write and
// mix side by side, in MB/s), a bar chart per direction comparing the
// systems test by test, named as CrystalDiskMark names its tests (SEQ1M
// Q8T1, RND4K Q32T16), the link or rated maximum drawn where given, the
// comparison's findings and verdict, and how the figures were aggregated
// (best of N passes).
func BuildCDM(ds *datasets.Dataset, a *analyze.Analysis, opts Options) (*Article, error) {
	l := lang{Lang: opts.Lang, theme: opts.Theme}
	if opts.CellName == nil {
		opts.CellName = l.cdmCellName
	}
	art, err := build(ds, a, opts)
	if err != nil {
		return nil, err
	}
	if opts.Title == "" {
		art.Title = l.Say("CrystalDiskMark: %s", l.JoinAnd(a.Systems))
		if !shortTitle(a.Systems) {
			art.Title = l.Say("CrystalDiskMark: %d drives compared", len(a.Systems))
		}
	}
	tests := cdmTests(a)
	var grids []*Table
	for _, s := range a.Systems {
		if g := l.cdmGrid(len(grids)+1, a, s, tests); g != nil {
			grids = append(grids, g)
		}
	}
	// The grids replace the comparison's tables; its change tables stay.
	var changes []*Table
	for _, t := range art.Tables {
		if strings.HasPrefix(t.Name, "change-") {
			changes = append(changes, t)
		}
	}
	art.Tables = append(grids, changes...)
	var charts []*Chart
	for _, dir := range []string{datasets.DirectionRead, datasets.DirectionWrite, datasets.DirectionMixed} {
		ch, err := l.cdmChart(a, dir, tests, opts)
		if err != nil {
			return nil, err
		}
		if ch != nil {
			ch.Name = "chart-" + strconv.Itoa(len(charts)+1) + "-cdm-" + dir
			charts = append(charts, ch)
		}
	}
	if len(charts) > 0 {
		art.Charts = charts
	}
	art.Notes = append(art.Notes, l.aggregationNote(ds, a))
	return art.filled(opts.Template, comparisonFigures{a, l, opts.CellName})
}

// cdmTest is a CrystalDiskMark test: a workload without its direction.
type cdmTest struct {
	pattern  string
	bs       int64
	qd, jobs int64
}

// cdmName is the test as CrystalDiskMark names it: SEQ1M Q8T1.
func (t cdmTest) cdmName() string {
	p := "RND"
	if t.pattern == datasets.PatternSequential {
		p = "SEQ"
	}
	name := p + sizeLabel(t.bs)
	if t.qd > 0 {
		name += " Q" + strconv.FormatInt(t.qd, 10) + "T" + strconv.FormatInt(max(t.jobs, 1), 10)
	}
	return name
}

// cdmCellName names a cell as a CrystalDiskMark review says it: the test,
// then the direction ("RND4K Q32T16 read", "SEQ1M Q8T1 mix 70/30").
func (l lang) cdmCellName(c analyze.Cell) string {
	dir := l.direction(c.Direction)
	if c.Direction == datasets.DirectionMixed {
		dir = l.Say("mix")
		if c.RWMixReadPct >= 0 {
			dir = l.Say("mix %s", l.mixShares(c.RWMixReadPct))
		}
	}
	return testOf(c).cdmName() + " " + dir
}

// mixShares writes a mix's read and write shares as CrystalDiskMark does:
// 70/30.
func (l lang) mixShares(read float64) string {
	return l.Exact(read) + "/" + l.Exact(100-read)
}

func testOf(c analyze.Cell) cdmTest {
	return cdmTest{c.Pattern, c.BlockSizeBytes, c.IODepth, c.NumJobs}
}

// cdmTests lists the tests in the order the data has them, sequential
// first as CrystalDiskMark lists them.
func cdmTests(a *analyze.Analysis) []cdmTest {
	var tests []cdmTest
	for _, c := range a.Cells {
		if t := testOf(c); !slices.Contains(tests, t) {
			tests = append(tests, t)
		}
	}
	slices.SortStableFunc(tests, func(x, y cdmTest) int {
		if (x.pattern == datasets.PatternSequential) != (y.pattern == datasets.PatternSequential) {
			if x.pattern == datasets.PatternSequential {
				return -1
			}
			return 1
		}
		return 0
	})
	return tests
}

// cdmFigure is a system's bandwidth in a test and direction.
func cdmFigure(a *analyze.Analysis, system string, t cdmTest, dir string) (float64, float64, bool) {
	for i := range a.Comparisons {
		c := &a.Comparisons[i]
		if c.Metric.Name != analyze.Bandwidth.Name || c.Cell.Direction != dir || testOf(c.Cell) != t {
			continue
		}
		if f, ok := c.Figure(system); ok {
			return f.Value, c.Cell.RWMixReadPct, true
		}
	}
	return 0, 0, false
}

// cdmGrid is one system's results laid out as CrystalDiskMark's window:
// decimal MB/s, as CrystalDiskMark prints them, three decimals.
func (l lang) cdmGrid(n int, a *analyze.Analysis, system string, tests []cdmTest) *Table {
	t := &Table{
		Name:   "table-" + strconv.Itoa(n) + "-cdm-" + fileStem(system),
		Title:  system,
		Groups: []string{l.Say("MB/s (1 MB/s = %s bytes/s)", l.Int(1e6))},
		Corner: l.Say("Test"),
	}
	dirs := []string{datasets.DirectionRead, datasets.DirectionWrite, datasets.DirectionMixed}
	var used []string
	for _, d := range dirs {
		for _, test := range tests {
			if _, _, ok := cdmFigure(a, system, test, d); ok {
				used = append(used, d)
				break
			}
		}
	}
	if len(used) == 0 {
		return nil
	}
	for _, d := range used {
		head := l.Capitalize(l.direction(d))
		switch d {
		case datasets.DirectionRead:
			head = l.Say("Read")
		case datasets.DirectionWrite:
			head = l.Say("Write")
		case datasets.DirectionMixed:
			head = l.Say("Mix")
			for _, test := range tests {
				if _, mix, ok := cdmFigure(a, system, test, d); ok && mix >= 0 {
					head = l.Say("Mix %s", l.mixShares(mix))
					break
				}
			}
		}
		t.Systems = append(t.Systems, head)
	}
	for _, test := range tests {
		row := TableRow{Label: test.cdmName(), Quantity: test.cdmName() + ":" + analyze.Bandwidth.Name}
		any := false
		for _, d := range used {
			v, _, ok := cdmFigure(a, system, test, d)
			if !ok {
				row.Cells = append(row.Cells, TableCell{Text: "-"})
				continue
			}
			any = true
			row.Cells = append(row.Cells, figureCell(l.cdmGridScale().format(v), v))
		}
		if any {
			t.Rows = append(t.Rows, row)
		}
	}
	return t
}

// cdmGridScale writes a grid's figures as CrystalDiskMark prints them:
// MB/s with three decimals.
func (l lang) cdmGridScale() scale {
	return scale{unit: "MB/s", factor: 1e6, decimals: 3, grouping: true, lang: l}
}

// fileStem makes a system's name safe in a file name.
func fileStem(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		default:
			if b.Len() > 0 && !strings.HasSuffix(b.String(), "-") {
				b.WriteByte('-')
			}
		}
	}
	return strings.Trim(b.String(), "-")
}

// cdmChart compares the systems' bandwidth in one direction, test by
// test, with the link's rate or the rated maximum drawn across.
func (l lang) cdmChart(a *analyze.Analysis, dir string, tests []cdmTest, opts Options) (*Chart, error) {
	var present []cdmTest
	var all []float64
	for _, t := range tests {
		has := false
		for _, s := range a.Systems {
			if v, _, ok := cdmFigure(a, s, t, dir); ok {
				has = true
				all = append(all, v)
			}
		}
		if has {
			present = append(present, t)
		}
	}
	if len(present) == 0 {
		return nil, nil
	}
	if err := checkChartData(all); err != nil {
		return nil, fmt.Errorf("%s chart: %w", dir, err)
	}
	limits := l.cdmLimits(a.Systems, dir, opts.Limits)
	top := slices.Max(all)
	for _, lim := range limits {
		top = math.Max(top, lim.rate)
	}
	sc := scale{unit: "MB/s", factor: 1e6, decimals: 0, grouping: true, lang: l}
	if top < 10e6 {
		sc.decimals = 1
	}
	title := l.Say("Mix, MB/s by test")
	switch dir {
	case datasets.DirectionRead:
		title = l.Say("Read, MB/s by test")
	case datasets.DirectionWrite:
		title = l.Say("Write, MB/s by test")
	}
	p := l.newPlot(title, "MB/s")
	var labels []string
	for _, t := range present {
		labels = append(labels, strings.Replace(t.cdmName(), " ", "\n", 1)) // two lines, so many fit
	}
	p.NominalX(labels...)
	p.Y.Max = withAir(top/sc.factor, 0.06)
	p.Y.Tick.Marker = groupedTicks{l}
	legend := l.newLegend()
	names := shortNames(a.Systems)
	for _, lim := range limits {
		names = append(names, lim.name) // the legend will name the limits too
	}
	barWidth := l.barWidthFor(p, legend, names, len(a.Systems), len(present))
	var testNames []string
	for _, t := range present {
		testNames = append(testNames, t.cdmName())
	}
	var points []chartPoint
	for i, s := range a.Systems {
		vs := make([]float64, len(present))
		for j, t := range present {
			vs[j] = math.NaN()
			if v, _, ok := cdmFigure(a, s, t, dir); ok {
				vs[j] = v
				points = append(points, chartPoint{s, testNames[j], v, sc.withUnit(v)})
			}
		}
		bars, err := l.addBars(p, &legend, names[i], i, len(a.Systems), barWidth, vs, sc.factor)
		if err != nil {
			return nil, err
		}
		labelBars(p, bars, vs, nil, sc)
	}
	for i, lim := range limits {
		line, err := plotter.NewLine(plotter.XYs{{X: -0.5, Y: lim.rate / sc.factor}, {X: float64(len(present)) - 0.5, Y: lim.rate / sc.factor}})
		if err != nil {
			return nil, err
		}
		line.Color, line.Dashes = limitColour, limitDashes[i%len(limitDashes)]
		p.Add(line)
		legend.Add(names[len(a.Systems)+i], line)
	}
	ch := l.chart(title, p, legend, names)
	ch.Description = l.barDescription(title, a.Systems, testNames, points)
	return ch, nil
}

// cdmLimit is a limit drawn across a review's chart: a link's payload or
// a rated maximum, and the legend's name for it.
type cdmLimit struct {
	rate float64
	name string
}

// limitDashes tell several limits' lines apart.
var limitDashes = [][]vg.Length{{vg.Points(4), vg.Points(3)}, {vg.Points(1), vg.Points(2)}, {vg.Points(7), vg.Points(2), vg.Points(1), vg.Points(2)}}

// cdmLimits are the limits of a direction's chart: each system's link or
// rated maximum, the lower of the two, once each. A limit that is not
// every system's names the systems it is of, so that a SATA drive's line
// is not read as the NVMe drive's.
func (l lang) cdmLimits(systems []string, dir string, limits analyze.Limits) []cdmLimit {
	var out []cdmLimit
	var of [][]string
	for _, s := range systems {
		own := limits.For(s)
		lim := cdmLimit{rate: own.Link.PayloadBytesPerS, name: cmp.Or(own.Link.Name, l.Say("link"))}
		if r := own.RatedBytesPerS[dir]; r > 0 && (lim.rate == 0 || r < lim.rate) {
			lim = cdmLimit{rate: r, name: l.Say("rated maximum")}
		}
		if lim.rate <= 0 {
			continue
		}
		i := slices.Index(out, lim)
		if i < 0 {
			out, of = append(out, lim), append(of, nil)
			i = len(out) - 1
		}
		of[i] = append(of[i], s)
	}
	for i := range out {
		if len(of[i]) < len(systems) {
			out[i].name = l.Say("%s: %s", out[i].name, l.JoinAnd(shortNames(of[i])))
		}
	}
	return out
}

// legendEms is the most a legend entry takes, in ems of its font, to
// leave the chart room: about 32 letters.
const legendEms = 16

// shortNames are the systems' legend entries, each cut to legendEms and
// all of them distinct: names that would read the same keep their
// beginning and their end, and then their number, so that a chart never
// gives two systems one name.
func shortNames(systems []string) []string {
	out := make([]string, len(systems))
	for i, s := range systems {
		out[i] = typeset.Truncate(s, false, legendEms).Text
	}
	for _, shorten := range []func(i int) string{
		func(i int) string { return typeset.TruncateMiddle(systems[i], false, legendEms).Text },
		func(i int) string {
			return fmt.Sprintf("%s (%d)", typeset.TruncateMiddle(systems[i], false, legendEms-2).Text, i+1)
		},
	} {
		seen := map[string]int{}
		for _, n := range out {
			seen[n]++
		}
		for i, n := range out {
			if seen[n] > 1 {
				out[i] = shorten(i)
			}
		}
	}
	return out
}

// aggregationNote says how each figure was made from its passes, as the
// source reported it: CrystalDiskMark's best of N, KDiskMark's mean; where
// there is a best of N, that it flatters beside a mean, and where the
// analysis warns of the two meeting, that the warnings say where.
func (l lang) aggregationNote(ds *datasets.Dataset, a *analyze.Analysis) string {
	type agg struct {
		kind string
		n    int64
	}
	count := map[agg]int{}
	var order []agg
	for _, r := range ds.Results {
		k := agg{r.Aggregation, r.AggregationN}
		if count[k] == 0 {
			order = append(order, k)
		}
		count[k]++
	}
	var parts []string
	bestOfN := false
	for _, k := range order {
		bestOfN = bestOfN || k.n > 1 && k.kind == datasets.AggregationMax
		switch {
		case k.n > 1 && k.kind == datasets.AggregationMax:
			parts = append(parts, l.Say("%d figures are the best of %d passes", count[k], k.n))
		case k.n > 1 && k.kind == datasets.AggregationMean:
			parts = append(parts, l.Say("%d figures are the mean of %d passes", count[k], k.n))
		default:
			parts = append(parts, l.Say("%d figures are single passes", count[k]))
		}
	}
	joined := strings.Join(parts, "; ")
	switch {
	case slices.ContainsFunc(a.Warnings, func(w error) bool { _, ok := w.(*analyze.BestOfNAgainstMeans); return ok }):
		return l.Say("Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters, and the warnings say where the two meet.", joined)
	case bestOfN:
		return l.Say("Aggregation, as the tools reported it: %s. A best of N is not a mean: set beside a mean it flatters.", joined)
	}
	return l.Say("Aggregation, as the tools reported it: %s.", joined)
}
