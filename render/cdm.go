package render

import (
	"cmp"
	"fmt"
	"image/color"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/chart"
	"github.com/iopress/iopress/render/table"
	"github.com/iopress/iopress/render/typeset"
)

// BuildCDM makes a CrystalDiskMark review, article 3's kind: a table per
// direction (read, write, mix) with a column per drive, a test's MB/s,
// IOPS and latency in its rows as CrystalDiskMark prints them and each
// row's best shaded, each followed by its chart, a panel per test, named
// as CrystalDiskMark names its tests (SEQ1M Q8T1, RND4K Q32T16), the link
// or rated maximum drawn where the figures come near it; the
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
	art.Title = opts.title(func() string { return l.cdmTitle(ds, a) })
	claims, only, err := l.cdmStory(ds, a, opts, art)
	if err != nil {
		return nil, err
	}
	tests := cdmTests(a)
	// The tables replace the comparison's tables and charts; its change
	// tables stay, after them.
	var changes []*Table
	for _, t := range art.Tables {
		if strings.HasPrefix(t.Name, "change-") {
			changes = append(changes, t)
		}
	}
	art.Tables, art.Charts = nil, nil
	marks := newFootnotes()
	colours := l.systemColours(a)
	for _, dir := range []string{datasets.DirectionRead, datasets.DirectionWrite, datasets.DirectionMixed} {
		t := l.cdmTable(len(art.Tables)+1, a, claims, only, dir, tests, marks)
		if t == nil {
			continue
		}
		art.Tables = append(art.Tables, t)
		ch, err := l.cdmChart(a, dir, tests, opts, colours)
		if err != nil {
			return nil, err
		}
		if ch != nil {
			ch.Name = "chart-" + strconv.Itoa(len(art.Charts)+1) + "-cdm-" + dir
			ch.Follows = t.Name
			art.Charts = append(art.Charts, ch)
		}
	}
	art.Tables = append(art.Tables, changes...)
	art.Notes = append(art.Notes, marks.notes()...)
	if cdmHasNone(art.Tables) {
		art.Notes = append(art.Notes, l.Say("%s: not measured (the drive did not run the test, or its export gives no such figure).", cdmNone))
	}
	// The exports' remarks said in the article's words, or left out.
	l.cdmLinkRow(art.SetupTable, opts.Limits)
	art.Setup = l.cdmMergeNotes(l.setupNotes(cdmRemarks(l, ds), a.Systems), a.Systems)
	// The tables' MB/s are CrystalDiskMark's: decimal, said once here.
	art.Notes = append(art.Notes, l.Say("MB/s (1 MB/s = %s bytes/s)", l.Int(1e6)), l.aggregationNote(ds, a))
	return art.filled(opts.Template, comparisonFigures{a, l, opts.CellName})
}

// cdmTitle counts the drives alone, a RAM disk said apart as a
// reference, and gives the years the exports span where they span some:
// "CrystalDiskMark, 2013–2024: 3 drives and a RAM disk for reference".
// It promises a comparison only of exports made alike.
func (l lang) cdmTitle(ds *datasets.Dataset, a *analyze.Analysis) string {
	refs := cdmReferences(ds, a)
	if len(refs) == len(a.Systems) {
		refs = nil
	}
	var drives []string
	for _, s := range a.Systems {
		if !slices.Contains(refs, s) {
			drives = append(drives, s)
		}
	}
	var years []string
	for _, s := range analyze.Setups(ds, drives) {
		if y, _, ok := strings.Cut(s.Setup.Date, "-"); ok && len(y) == 4 && !slices.Contains(years, y) {
			years = append(years, y)
		}
	}
	slices.Sort(years)
	if len(refs) == 0 && len(years) < 2 {
		if !shortTitle(a.Systems) {
			return l.Say("CrystalDiskMark: %d drives compared", len(a.Systems))
		}
		return l.Say("CrystalDiskMark: %s", l.JoinAnd(a.Systems))
	}
	body := l.Say("%d drives", len(drives))
	switch {
	case len(refs) == 1:
		body = l.Say("%d drives and a RAM disk for reference", len(drives))
	case len(refs) > 1:
		body = l.Say("%d drives and %d RAM disks for reference", len(drives), len(refs))
	}
	if len(years) < 2 {
		return l.Say("CrystalDiskMark: %s", body)
	}
	return l.Say("CrystalDiskMark, %s: %s", years[0]+"–"+years[len(years)-1], body)
}

// cdmReferences are the systems of a review that are no drive: targets
// in memory (analyze.TargetsNamed, which knows a RAM disk by its name
// where the export does not tell), in the order compared.
func cdmReferences(ds *datasets.Dataset, a *analyze.Analysis) []string {
	targets := analyze.TargetsNamed(ds)
	var out []string
	for _, s := range a.Systems {
		if targets[s].Kind == analyze.TargetMemory {
			out = append(out, s)
		}
	}
	return out
}

// cdmStory writes the review's lead, findings and verdict over its
// drives alone: a RAM disk's figures are the I/O path of the system
// around it, not a storage device's, so it stays in the tables and
// charts as a reference, the lead says so once, and no lead, gap or
// verdict counts it. Where the exports come from different years, tool
// versions or systems, the lead says first that they are a rough guide,
// and the verdict ranks nothing. It gives the analysis its claims were
// made of, which the tables' shading follows too, and, where the exports
// were not made alike, the only cells the text ranks (cdmUnalikeShade),
// nil where it ranks every one it compares.
func (l lang) cdmStory(ds *datasets.Dataset, a *analyze.Analysis, opts Options, art *Article) (*analyze.Analysis, map[string]bool, error) {
	refs := cdmReferences(ds, a)
	if len(refs) == len(a.Systems) {
		refs = nil // nothing but references: they are all there is to tell
	}
	drives, sa := ds, a
	warnings := a.Warnings
	if len(refs) > 0 {
		drives = &datasets.Dataset{Sources: ds.Sources, Series: ds.Series}
		for _, r := range ds.Results {
			if !slices.Contains(refs, r.System) {
				drives.Results = append(drives.Results, r)
			}
		}
		var err error
		if sa, err = analyze.Compare(drives.Results, a.Options); err != nil {
			return nil, nil, err
		}
		warnings = nil
		for _, w := range a.Warnings {
			if _, ok := w.(*analyze.MismatchedSetups); !ok {
				warnings = append(warnings, w)
			}
		}
		if w := analyze.CompareSetups(analyze.Setups(ds, sa.Systems)); w != nil {
			warnings = append(warnings, w)
		}
	}
	differs, most := l.cdmDiffers(drives, sa)
	if len(refs) == 0 && len(differs) == 0 {
		return sa, nil, nil
	}
	w := newWriter(sa, l.forCells(a.Cells))
	w.limits, w.name, w.unalike = opts.Limits, opts.CellName, len(differs) > 0
	for _, f := range opts.Flags {
		if !slices.Contains(refs, f.System) {
			w.flags = append(w.flags, f)
		}
	}
	var lead, verdict string
	var findings []string
	if len(differs) > 0 {
		var fill []string
		lead, findings, verdict, fill = l.cdmUnalike(drives, sa, opts.Limits, differs, most)
		art.Warnings = append(art.Warnings, fill...)
	} else {
		lead, findings, verdict = w.story(drives, w.takeSessions(warnings))
	}
	if len(refs) == 1 {
		lead += " " + l.cdmCap(l.Say("%s is a disk in memory, not a drive: its figures show the I/O path of the system around it, not a storage device, so the tables and charts show it for reference and no lead or verdict counts it.", l.cdmThe(refs[0])))
	} else if len(refs) > 1 {
		lead += " " + l.cdmCap(l.Say("%s are disks in memory, not drives: their figures show the I/O path of the systems around them, not storage devices, so the tables and charts show them for reference and no lead or verdict counts them.", l.cdmJoinThe(refs)))
	}
	art.Lead, art.Findings, art.Verdict = lead, findings, verdict
	if len(differs) > 0 {
		return sa, l.cdmUnalikeShade(sa, opts.Limits), nil
	}
	return sa, nil, nil
}

// cdmUnalikeShade is what the tables of exports not made alike may shade:
// a drive's bandwidth where it is ahead by more than the others' link can
// carry at all (cdmLinkGaps), the one gap the text ranks; the rest it
// refuses to rank, so no cell of it is shaded. Keys are Cell.String.
func (l lang) cdmUnalikeShade(sa *analyze.Analysis, limits analyze.Limits) map[string]bool {
	only := map[string]bool{}
	for _, g := range l.cdmLinkGaps(sa, limits) {
		for _, c := range g.cells {
			only[c.String()] = true
		}
	}
	return only
}

// cdmDiffers says how the exports differ (different years, tool
// versions, operating systems), none where they were made alike, and
// whether most tests were not run on every drive.
func (l lang) cdmDiffers(ds *datasets.Dataset, a *analyze.Analysis) (parts []string, most bool) {
	if len(a.Systems) < 2 {
		return nil, false
	}
	var years, tools, systems []string
	for _, s := range analyze.Setups(ds, a.Systems) {
		if y, _, ok := strings.Cut(s.Setup.Date, "-"); ok && len(y) == 4 && !slices.Contains(years, y) {
			years = append(years, y)
		}
		if t := fmt.Sprint(s.Tools); len(s.Tools) > 0 && !slices.Contains(tools, t) {
			tools = append(tools, t)
		}
		if os := s.Setup.OS; os != "" && !slices.Contains(systems, os) {
			systems = append(systems, os)
		}
	}
	if len(years) > 1 {
		slices.Sort(years)
		parts = append(parts, l.Say("different years (%s)", years[0]+"–"+years[len(years)-1]))
	}
	if len(tools) > 1 {
		tool := cmp.Or(oneBenchmark(ds), "CrystalDiskMark")
		parts = append(parts, l.Say("different %s versions", tool))
	}
	if len(systems) > 1 {
		parts = append(parts, l.Say("different systems"))
	}
	if len(parts) == 0 {
		return nil, false
	}
	// The tests every drive ran, of those run at all.
	all, every := 0, 0
	for i := range a.Comparisons {
		c := &a.Comparisons[i]
		if c.Metric.Name != analyze.Bandwidth.Name {
			continue
		}
		all++
		if len(c.Ranking) == len(a.Systems) {
			every++
		}
	}
	return parts, every*2 < all
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

// cdmTable is a direction's results with a column per drive that ran
// it: for each test, its MB/s (decimal, as CrystalDiskMark prints it, to
// the export's decimals), IOPS and mean latency, each row's best shaded;
// nil where no drive ran the direction.
//
// Its cells are shaded as the claims are made (claims: the analysis of
// the drives alone, a RAM disk left out): a reference is never best, and
// a test only one drive ran has no best.
//
// only, where not nil, are the cells whose bandwidth alone the text ranks
// (cdmUnalikeShade): nothing else is shaded, and the key says what the
// shading means.
func (l lang) cdmTable(n int, a, claims *analyze.Analysis, only map[string]bool, dir string, tests []cdmTest, marks *footnotes) *Table {
	var cells []analyze.Cell
	for _, test := range tests {
		for _, c := range a.Cells {
			if c.Direction == dir && testOf(c) == test {
				cells = append(cells, c)
				break
			}
		}
	}
	systems := systemsIn(a, cells)
	if len(systems) == 0 {
		return nil
	}
	t := &Table{Table: table.Table{
		Name:    "table-" + strconv.Itoa(n) + "-cdm-" + dir,
		Title:   l.Say("%s: MB/s, IOPS and latency by test", l.cdmDirection(a, dir)),
		Groups:  []string{l.Say("Drive")},
		Systems: systems,
		Corner:  l.Say("Test"),
		BestKey: l.Say("best, clear of the others"),
		TieKey:  l.Say("tied for best (within resolution or the tie threshold)"),
	}, cells: cells}
	if len(systems) == 1 {
		t.BestKey, t.TieKey = "", ""
	}
	if only != nil {
		t.BestKey = l.Say("ahead by more than the other drives' links can carry")
	}
	comparisons := map[string]*analyze.Comparison{}
	for i := range a.Comparisons {
		c := &a.Comparisons[i]
		comparisons[c.Cell.String()+"|"+c.Metric.Name] = c
	}
	lat, _ := articleLatencyUnit(a)
	for _, c := range cells {
		name := testOf(c).cdmName()
		for _, m := range []analyze.Metric{analyze.Bandwidth, analyze.IOPS, analyze.LatencyMean} {
			row, ok := l.tableRow(m, systems, []analyze.Cell{c}, comparisons, nil, marks, lat)
			if !ok {
				continue
			}
			row.Label = name
			row.Quantity = name + ":" + row.Quantity
			for i := range row.Cells {
				if !row.Cells[i].HasValue {
					row.Cells[i].Text = cdmNone
				}
			}
			shadeAsClaimed(row.Cells, systems, comparisonOf(claims, c, m.Name))
			if only != nil && (m.Name != analyze.Bandwidth.Name || !only[c.String()]) {
				for i := range row.Cells {
					row.Cells[i].Best, row.Cells[i].Tie = false, false
				}
			}
			switch m.Name {
			case analyze.Bandwidth.Name:
				// MB/s, whatever the size of the figures, as review
				// sites print them (cdmMBs).
				row.Unit = "MB/s"
				for i, cell := range row.Cells {
					if cell.HasValue {
						row.Cells[i].Text = l.cdmMBs(cell.Value).format(cell.Value)
					}
				}
			case analyze.IOPS.Name:
				// Whole IOPS: CrystalDiskMark's tenth of an I/O
				// (999,670.2) is no figure a reader compares by.
				sc := scale{unit: "IOPS", factor: 1, grouping: true, lang: l}
				for i, cell := range row.Cells {
					if cell.HasValue {
						row.Cells[i].Text = sc.format(cell.Value)
					}
				}
			case analyze.LatencyMean.Name:
				row.Label = l.Say("%s, latency", name)
			}
			t.Rows = append(t.Rows, row)
		}
	}
	// The key names only the shading the table has.
	best, tie := false, false
	for _, r := range t.Rows {
		for _, c := range r.Cells {
			best, tie = best || c.Best, tie || c.Tie
		}
	}
	if !best {
		t.BestKey = ""
	}
	if !tie {
		t.TieKey = ""
	}
	return t
}

// cdmDirection heads a direction: Read, Write, Mix 70/30.
func (l lang) cdmDirection(a *analyze.Analysis, dir string) string {
	switch dir {
	case datasets.DirectionRead:
		return l.Say("Read")
	case datasets.DirectionWrite:
		return l.Say("Write")
	case datasets.DirectionMixed:
		for _, c := range a.Cells {
			if c.Direction == dir && c.RWMixReadPct >= 0 {
				return l.Say("Mix %s", l.mixShares(c.RWMixReadPct))
			}
		}
		return l.Say("Mix")
	}
	return l.Capitalize(l.direction(dir))
}

// cdmValue is a drive's bandwidth in a test and direction; 0 for none.
func cdmValue(a *analyze.Analysis, system string, t cdmTest, dir string) float64 {
	v, _, _ := cdmFigure(a, system, t, dir)
	return v
}

// cdmMBs writes a figure of a review's table as review sites print
// CrystalDiskMark's: whole MB/s from 1,000 (7,430, not 7,429.732), one
// decimal below (478.8, 19.5); CrystalDiskMark's third decimal is a
// thousandth of a MB/s no reader compares by.
func (l lang) cdmMBs(v float64) scale {
	sc := scale{unit: "MB/s", factor: 1e6, decimals: 1, grouping: true, lang: l}
	if math.Abs(v) >= 1000e6 {
		sc.decimals = 0
	}
	return sc
}

// cdmChart compares the drives' bandwidth in one direction, a panel per
// test, a bar per drive that ran the direction ("n/a" for a test it did
// not run), each on its own axis, with a drive's link rate or rated
// maximum drawn where its figures come within half of it.
func (l lang) cdmChart(a *analyze.Analysis, dir string, tests []cdmTest, opts Options, colours map[string]color.RGBA) (*chart.Chart, error) {
	var present []cdmTest
	var all []float64
	var drives []string
	for _, t := range tests {
		has := false
		for _, s := range a.Systems {
			if v, _, ok := cdmFigure(a, s, t, dir); ok {
				has = true
				all = append(all, v)
				if !slices.Contains(drives, s) {
					drives = append(drives, s)
				}
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
	drives = slices.DeleteFunc(slices.Clone(a.Systems), func(s string) bool { return !slices.Contains(drives, s) })
	limits := l.cdmLimits(drives, dir, opts.Limits)
	sc := scale{unit: "MB/s", factor: 1e6, decimals: 0, grouping: true, lang: l}
	// A mix's title says its shares where the data records them, as its
	// table's does: Mix 70/30.
	title := l.Say("%s, MB/s by test", l.cdmDirection(a, dir))
	switch dir {
	case datasets.DirectionRead:
		title = l.Say("Read, MB/s by test")
	case datasets.DirectionWrite:
		title = l.Say("Write, MB/s by test")
	}
	ch := l.chart(title)
	short := shortNames(drives)
	for i, s := range drives {
		ch.Legend = append(ch.Legend, chart.LegendEntry{Name: short[i], Thumbs: []plot.Thumbnailer{chart.Swatch{Colour: colours[s]}}})
	}
	drawn := make([]bool, len(limits))
	var testNames []string
	var points []chartPoint
	for _, t := range present {
		p := &barPanel{title: t.cdmName(), sc: sc, lang: l, none: cdmNone}
		// Figures under 100 MB/s (a 4K test's) keep a decimal.
		if top := slices.MaxFunc(drives, func(x, y string) int { return cmpFloat(cdmValue(a, x, t, dir), cdmValue(a, y, t, dir)) }); cdmValue(a, top, t, dir) < 100e6 {
			p.sc.decimals = 1
		}
		for _, s := range drives {
			bar := panelBar{value: math.NaN(), low: math.NaN(), high: math.NaN(), colour: colours[s]}
			if v, _, ok := cdmFigure(a, s, t, dir); ok {
				bar.value = v
				points = append(points, chartPoint{s, t.cdmName(), v, sc.withUnit(v)})
			}
			p.bars = append(p.bars, bar)
		}
		// A limit is drawn where a drive it is of comes within half of
		// it: on a panel of 80 MB/s, a line at 7,200 only squeezes the bars.
		for i, lim := range limits {
			near := false
			for _, s := range lim.systems {
				if v, _, ok := cdmFigure(a, s, t, dir); ok && v >= lim.rate/2 {
					near = true
				}
			}
			if near {
				p.limits = append(p.limits, chart.Limit{Rate: lim.rate, Dashes: limitDashes[i%len(limitDashes)]})
				drawn[i] = true
			}
		}
		ch.Panels = append(ch.Panels, p)
		testNames = append(testNames, t.cdmName())
	}
	for i, lim := range limits {
		if drawn[i] {
			line := plotter.NewFunction(nil)
			line.Color, line.Width, line.Dashes = chart.LimitColour, vg.Points(1), limitDashes[i%len(limitDashes)]
			ch.Legend = append(ch.Legend, chart.LegendEntry{Name: lim.name, Thumbs: []plot.Thumbnailer{line}})
		}
	}
	ch.Columns = min(len(ch.Panels), 4)
	rows := (len(ch.Panels) + ch.Columns - 1) / ch.Columns
	ch.Height = ch.BarHeight(len(drives), rows)
	ch.Description = l.barDescription(title, drives, testNames, points)
	return ch, nil
}

// cdmLimit is a limit drawn across a review's chart: a link's payload or
// a rated maximum, and the legend's name for it.
type cdmLimit struct {
	rate    float64
	name    string
	systems []string // the systems it is of
}

// limitDashes tell several limits' lines apart.
var limitDashes = [][]vg.Length{{vg.Points(4), vg.Points(3)}, {vg.Points(1), vg.Points(2)}, {vg.Points(7), vg.Points(2), vg.Points(1), vg.Points(2)}}

// cdmLimits are the limits of a direction's chart: each system's link or
// rated maximum, the lower of the two, once each. A limit that is not
// every system's names the systems it is of, so that a SATA drive's line
// is not read as the NVMe drive's. A link is drawn where the text puts
// its ceiling: at what it delivers in practice where that is known
// (SATA's about 560 MB/s, cdmCeiling), else at its payload; and a mix's
// chart draws only a half-duplex link (SATA), since a full-duplex one
// carries reads and writes each at its payload at once.
func (l lang) cdmLimits(systems []string, dir string, limits analyze.Limits) []cdmLimit {
	var out []cdmLimit
	var of [][]string
	for _, s := range systems {
		own := limits.For(s)
		lim := cdmLimit{rate: own.Link.PayloadBytesPerS, name: cmp.Or(l.linkSaid(own.Link), l.Say("link"))}
		if own.Link.PracticalBytesPerS > 0 {
			lim = cdmLimit{rate: own.Link.PracticalBytesPerS, name: l.Say("%s in practice", lim.name)}
		}
		if dir == datasets.DirectionMixed && own.Link.Kind != "sata" {
			lim.rate = 0
		}
		if r := own.RatedBytesPerS[dir]; r > 0 && (lim.rate == 0 || r < lim.rate) {
			lim = cdmLimit{rate: r, name: l.Say("rated maximum")}
		}
		if lim.rate <= 0 {
			continue
		}
		i := slices.IndexFunc(out, func(o cdmLimit) bool { return o.rate == lim.rate && o.name == lim.name })
		if i < 0 {
			out, of = append(out, lim), append(of, nil)
			i = len(out) - 1
		}
		of[i] = append(of[i], s)
	}
	for i := range out {
		out[i].systems = of[i]
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

// shadeAsClaimed shades a row of one cell's figures, a system each, as
// the comparison its claims were made of judges them: none where it
// compared nothing (one drive ran the test, or none but a reference).
func shadeAsClaimed(cells []TableCell, systems []string, cmp *analyze.Comparison) {
	for i, s := range systems {
		if i >= len(cells) {
			break
		}
		compared := cmp != nil && cmp.Compared()
		cells[i].Best = compared && cmp.Winner == s
		cells[i].Tie = compared && cmp.Winner == "" && slices.Contains(cmp.Tied, s) && cmp.TieReason != "not significant"
	}
}

// cdmNone is a review's cell or bar without a figure, as review sites
// print one, a note under the tables saying what it means.
const cdmNone = "\u2014"

// cdmHasNone says whether a review's tables have a cell without a figure.
func cdmHasNone(tables []*Table) bool {
	for _, t := range tables {
		for _, r := range t.Rows {
			for _, c := range r.Cells {
				if !c.HasValue && c.Text == cdmNone {
					return true
				}
			}
		}
	}
	return false
}

// cdmRemark matches a CrystalDiskMark setting as its export prints it,
// in angle brackets ("<DefaultAffinity=DISABLED>"): the tool's own
// switch, which no reader can weigh.
var cdmRemark = regexp.MustCompile(`^<[A-Za-z]+=[A-Za-z0-9]+>$`)

// cdmRemarks is the dataset with its sources' notes in the article's
// words: CrystalDiskMark's "Mode: [Admin]" said as such, its settings in
// angle brackets left out; other notes as their sources give them.
func cdmRemarks(l lang, ds *datasets.Dataset) *datasets.Dataset {
	out := *ds
	out.Sources = slices.Clone(ds.Sources)
	for i := range out.Sources {
		s := &out.Sources[i]
		if s.Tool != datasets.ToolCrystalDiskMark && s.Tool != datasets.ToolKDiskMark {
			continue
		}
		var lines []string
		for _, line := range strings.Split(s.Notes, "\n") {
			switch t := strings.TrimSpace(line); {
			case t == "Mode: [Admin]":
				lines = append(lines, l.Say("CrystalDiskMark ran as administrator."))
			case cdmRemark.MatchString(t):
			default:
				lines = append(lines, line)
			}
		}
		s.Notes = strings.Join(lines, "\n")
	}
	return &out
}

// profileText is a benchmark's profile in the article's words:
// CrystalDiskMark's and KDiskMark's own names translated, any other as
// given.
func (l lang) profileText(p string) string {
	switch p {
	case "Default":
		return l.Say("default")
	case "Peak Performance":
		return l.Say("peak performance")
	case "Real World Performance":
		return l.Say("real-world performance")
	case "Demo":
		return l.Say("demo")
	}
	return p
}

// cdmMergeNotes says a note that several systems' sources give alike once,
// after their names: "S790 and WD Blue 3D 1TB: CrystalDiskMark ran as
// administrator."
func (l lang) cdmMergeNotes(notes, systems []string) []string {
	var texts []string
	of := map[string][]string{}
	for _, n := range notes {
		text, system := n, ""
		for _, s := range systems {
			if rest, ok := strings.CutPrefix(n, l.Say("%s: %s", s, "")); ok && len(s) > len(system) {
				text, system = rest, s
			}
		}
		if !slices.Contains(texts, text) {
			texts = append(texts, text)
		}
		if system != "" {
			of[text] = append(of[text], system)
		}
	}
	out := make([]string, 0, len(texts))
	for _, t := range texts {
		if len(of[t]) == 0 {
			out = append(out, t)
			continue
		}
		out = append(out, l.Say("%s: %s", l.JoinAnd(of[t]), t))
	}
	return out
}

// cdmLinkRow adds to a review's setup table each drive's link, which no
// export records: it is what the review was told (--link), and the row
// says so, after the tool's.
func (l lang) cdmLinkRow(t *SetupTable, limits analyze.Limits) {
	if t == nil {
		return
	}
	row := SetupRow{Label: l.Say("Link (as given, not in the export)")}
	any := false
	for _, s := range t.Columns {
		name := limits.For(s).Link.Name
		if limits.For(s).Link.PayloadBytesPerS <= 0 {
			name = ""
		}
		row.Values = append(row.Values, name)
		any = any || name != ""
	}
	if !any {
		return
	}
	at := min(1, len(t.Rows))
	t.Rows = slices.Insert(t.Rows, at, row)
}
