package render

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/chart"
	"github.com/iopress/iopress/render/table"
	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/words"
)

// Article is a whole article, ready to be written in any format.
type Article struct {
	Title string
	// Subtitle is a line under the title, "" for none: iopress writes
	// none (its lead says what was compared), an editor may set one.
	Subtitle string
	// Lead is the opening paragraph: what was tested, what won, by how
	// much, and why.
	Lead     string
	Setup    []string // the sources' notes on the test setup, one paragraph each
	Findings []string // key findings, one sentence or two each
	Verdict  string
	Tables   []*Table
	Charts   []*chart.Chart
	Flags    []string // results that cannot be the device alone, and why
	Notes    []string // footnotes to tables and method
	// Sources are the dataset's sources, in full: their provenance goes
	// in the file's metadata. Credits are what the reader is told of them,
	// a line each (credits.go).
	Sources  []datasets.Source
	Credits  []string
	Warnings []string
	Lang     words.Lang // the language it is written in
	// Date is when its data was measured (DataDate), which the md
	// format's front matter gives the page; zero when not known.
	// SOURCE_DATE_EPOCH, where set, is written instead.
	Date time.Time
	// Body, when set, is the article in reading order as the writers lay
	// it out. Nil fills the article's template (template.go) with the
	// parts above when it is written.
	Body []Block

	template *Template    // nil: the default
	figures  figures      // of the analysis behind it; nil: none
	Theme    *theme.Theme // its look; nil is Default

	// SetupTable is the test setup's facts, placed with Setup; nil
	// where no source or row says any.
	SetupTable *SetupTable
}

// Table is a results table of the article: the table drawn and
// written, and the workloads it shows.
type Table struct {
	table.Table
	// cells are the workloads the table shows, whose chart follows it;
	// none for a table of changes.
	cells []analyze.Cell
}

// TableRow is one metric across every column.
type TableRow = table.Row

// TableCell is one printed figure.
type TableCell = table.Cell

// figureCell is a cell showing v as text; a v that is not finite shows
// as no figure.
func (l lang) figureCell(text string, v float64) TableCell {
	if !finite(v) {
		return l.noFigure()
	}
	return TableCell{Text: text, Value: v, HasValue: true}
}

// noFigure is a cell without a figure, written as the charts write a
// missing bar ("n/a", "yok", "b.d."), so that a reader meets one word for
// it in the article's tables and charts alike.
func (l lang) noFigure() TableCell { return TableCell{Text: l.Say("n/a")} }

// Options steer what an article says.
type Options struct {
	Title string         // overrides the generated title
	Flags []analyze.Flag // results that cannot be the device, to state
	Link  string         // the link's name, for the flags' text
	// Limits, every system's and single systems', are drawn across the
	// bandwidth charts of a CrystalDiskMark review where given, and the
	// findings say how much of its link each system uses.
	Limits analyze.Limits
	// CellName names a workload in the text; nil says it in iopress's
	// words ("random 4K read QD32 T1"). A CrystalDiskMark review uses
	// CrystalDiskMark's ("RND4K Q32T1 read").
	CellName func(analyze.Cell) string
	// Lang is the language the article is written in; the zero Lang is
	// English.
	Lang words.Lang
	// Template is the editor's article its parts and figures are placed
	// in; nil is the default template.
	Template *Template
	// Theme is the article's look; nil is Default.
	Theme *theme.Theme
}

// title is an article's title: the one the settings give, else the one
// its kind makes of its data; every kind takes it here.
func (o Options) title(made func() string) string {
	if o.Title != "" {
		return o.Title
	}
	return made()
}

// filled sets the template the article's body is made from and the
// figures of its analysis, and fills it once, so that a template that
// names what the data lacks fails here, before anything is written. The
// writers fill it again (body), so that a change to the article's parts
// after Build shows in every format.
func (art *Article) filled(t *Template, figs figures) (*Article, error) {
	art.template, art.figures = t, figs
	if _, err := art.body(); err != nil {
		return nil, err
	}
	return art, nil
}

// Build makes an article from an analysis of ds.
func Build(ds *datasets.Dataset, a *analyze.Analysis, opts Options) (*Article, error) {
	art, err := build(ds, a, opts)
	if err != nil {
		return nil, err
	}
	l := lang{Lang: opts.Lang, theme: opts.Theme}.forCells(a.Cells)
	art.Notes = append(art.Notes, l.absentNotes(a)...)
	return art.filled(opts.Template, comparisonFigures{a, l, opts.cellName(a)})
}

// cellName is how the article names a cell of the analysis.
func (o Options) cellName(a *analyze.Analysis) func(analyze.Cell) string {
	if o.CellName != nil {
		return o.CellName
	}
	return lang{Lang: o.Lang}.forCells(a.Cells).cellName
}

// build makes a comparison's parts, without its body.
func build(ds *datasets.Dataset, a *analyze.Analysis, opts Options) (*Article, error) {
	if len(a.Comparisons) == 0 {
		return nil, fmt.Errorf("nothing to report: the analysis compared no figures")
	}
	l := lang{Lang: opts.Lang, theme: opts.Theme}.forCells(a.Cells).forOneSystem(a)
	w := newWriter(a, l)
	w.flags, w.limits = opts.Flags, opts.Limits
	if opts.CellName != nil {
		w.name = opts.CellName
	}
	// The medians of repeated runs are method, said in the method note;
	// runs too short to see a cache fill are a warning.
	// Platforms measured in separate sessions: the lead says so, and
	// the warnings and the verdict's caveats do not again.
	warnings := w.takeSessions(a.Warnings)
	art := &Article{Sources: ds.Sources, Warnings: l.warningsSaid(warnings, w.name, false), Lang: opts.Lang, Theme: opts.Theme}
	for _, s := range []string{l.shortRuns(ds, a.Systems), l.hostCache(ds, a.Systems), l.fewTailSamples(ds, a, w.name)} {
		if s != "" {
			art.Warnings = append(art.Warnings, s)
		}
	}
	// A logged run that never settled is measured in a transient: say so.
	// Logs too short to judge are one sentence, not one per job.
	short := 0
	for _, v := range analyze.CheckSteadiness(ds.Series) {
		switch {
		case v.Steady:
		case math.IsNaN(v.RangePct):
			short++
		default:
			art.Warnings = append(art.Warnings, l.steadinessText(v))
		}
	}
	if short > 0 {
		art.Warnings = append(art.Warnings, l.shortForSteadiness(ds, a, short))
	}
	art.Title = opts.title(func() string { return l.defaultTitle(a) })
	// The setup's facts as a table, and the sources' notes under it.
	art.SetupTable, art.Setup = l.setupOf(ds, a.Systems)
	if s := l.loneUnknownsWarning(a, l.loneUnknowns(art.SetupTable, ds, a.Systems)); s != "" {
		art.Warnings = append(art.Warnings, s)
	}
	art.Credits = l.credits(ds, a.Systems)
	art.Lead, art.Findings, art.Verdict = w.story(ds, warnings)
	// Where the findings set each system against its own link, a figure
	// near its ceiling is said there, not again as a flag.
	shared := map[string]bool{}
	for _, ls := range a.LinkShares(opts.Limits) {
		for _, s := range ls.Systems {
			shared[s.System] = true
		}
	}
	for _, f := range opts.Flags {
		if f.Kind == analyze.FlagLink && shared[f.System] {
			continue
		}
		art.Flags = append(art.Flags, l.flagText(f, cmp.Or(f.Link, opts.Link), w.name(flagCell(f))))
	}
	art.Tables, art.Notes = l.buildTables(a)
	art.Tables = append(art.Tables, l.buildDeltaTables(a)...)
	art.Notes = append(art.Notes, w.method())
	charts, err := l.buildCharts(a, art.Tables)
	if err != nil {
		return nil, err
	}
	cdfs, err := l.cdfCharts(a, analyze.LatencyDistributions(ds))
	if err != nil {
		return nil, err
	}
	for _, c := range cdfs {
		c.Name = "chart-" + strconv.Itoa(len(charts)+1) + "-latency-cdf"
		charts = append(charts, c)
	}
	art.Charts = charts
	return art, nil
}

// sourceName is a source's file name without its folders.
func sourceName(path string) string {
	if i := strings.LastIndexAny(path, "/\\"); i >= 0 {
		return path[i+1:]
	}
	return path
}

func (l lang) defaultTitle(a *analyze.Analysis) string {
	names := a.Systems
	if a.Grouping != analyze.Ungrouped {
		names = nil
		for _, g := range a.Groups {
			names = append(names, g.Name)
		}
	}
	if len(a.Systems) == 1 {
		return l.Say("%s: storage performance", a.Systems[0])
	}
	if shortTitle(names) {
		return l.Say("%s: storage performance compared", strings.Join(names, l.Say(" vs ")))
	}
	return l.Say("%d systems compared: storage performance", len(names))
}

// shortTitle says whether a title can name these systems and still fit a
// line or two, as an editor's does: four names at most, of 40 letters in
// all.
func shortTitle(names []string) bool {
	n := 0
	for _, s := range names {
		n += utf8.RuneCountInString(s)
	}
	return len(names) <= 4 && n <= 40
}

// tableMetrics are the metrics shown in tables, in row order.
func tableMetrics(a *analyze.Analysis) []analyze.Metric {
	var out []analyze.Metric
	for _, m := range a.Metrics {
		if m.Family != analyze.FamilyEfficiency {
			out = append(out, m)
		}
	}
	return out
}

// rowMetrics are the metrics of a results table's rows: the tables'
// and, for one system, the CPU time per I/O its findings cite, which the
// CPU use row does not give where that is the machine's and the finding's
// the job's own.
func rowMetrics(a *analyze.Analysis) []analyze.Metric {
	out := tableMetrics(a)
	if len(a.Systems) != 1 {
		return out
	}
	for _, m := range a.Metrics {
		if m.Name == analyze.CPUPerIO(a.Options.Cores).Name {
			out = append(out, m)
		}
	}
	return out
}

// buildTables makes one table per direction and pattern with two block
// sizes (two cells) each, as article 1 does, and the footnotes their marks
// refer to.
func (l lang) buildTables(a *analyze.Analysis) ([]*Table, []string) {
	// A suite's test is a section of its own: its rows are never compared
	// with another test's.
	type section struct{ direction, pattern, test string }
	var order []section
	cellsOf := map[section][]analyze.Cell{}
	for _, c := range a.Cells {
		s := section{c.Direction, c.Pattern, c.Test}
		if _, ok := cellsOf[s]; !ok {
			order = append(order, s)
		}
		cellsOf[s] = append(cellsOf[s], c)
	}
	comparisons := map[string]*analyze.Comparison{}
	for i := range a.Comparisons {
		c := &a.Comparisons[i]
		comparisons[c.Cell.String()+"|"+c.Metric.Name] = c
	}
	// Where the systems kept different queues, the shallower one's
	// latency is no win (the text says so): no latency there is shaded.
	unequal := map[analyze.Cell]bool{}
	for _, c := range a.Cells {
		if _, ok := a.LatencyQueueGapAt(c); ok {
			unequal[c] = true
		}
	}
	marks := newFootnotes()
	lat, _ := articleLatencyUnit(a)
	var tables []*Table
	for _, s := range order {
		cells := cellsOf[s]
		// Two block sizes per table as article 1 has them, while the
		// columns fit a page; else one cell, and systems over several tables.
		per := 2
		if len(systemsIn(a, cells)) > maxColumns/2 || s.test != "" {
			per = 1 // a test's cells may differ in unit, which a row shares
		}
		for start := 0; start < len(cells); start += per {
			group := cells[start:min(start+per, len(cells))]
			systems := systemsIn(a, group)
			for first := 0; first < len(systems); first += maxColumns {
				t := &Table{Table: table.Table{
					Name:    "table-" + strconv.Itoa(len(tables)+1) + "-" + orUnknown(s.pattern) + "-" + s.direction,
					Title:   l.tableTitle(s.pattern, s.direction, group),
					Systems: systems[first:min(first+maxColumns, len(systems))],
					Corner:  l.Say("Block size"),
					BestKey: l.Say("best, clear of the others"),
					TieKey:  l.Say("tied for best (within resolution or the tie threshold)"),
				}}
				if s.test != "" {
					t.Name, t.Title, t.Corner = "table-"+strconv.Itoa(len(tables)+1)+"-test", l.testTitle(group[0]), ""
				}
				if len(a.Systems) == 1 {
					t.BestKey, t.TieKey = "", "" // one system is never best or tied
				}
				if first > 0 {
					t.Title = l.Say("%s (continued)", t.Title)
				}
				t.cells = group
				for _, c := range group {
					t.Groups = append(t.Groups, l.groupHeading(c))
					if t.Corner != "" && len(l.cellSuffix(c)) > 0 {
						t.Corner = l.Say("Workload") // "4K QD32" is more than a block size
					}
				}
				for _, m := range rowMetrics(a) {
					if row, ok := l.tableRow(m, t.Systems, group, comparisons, unequal, marks, lat); ok {
						if m.Measure == analyze.MeasureCPUPerIO && a.Profile(a.Systems[0]).JobCPU {
							row.Label = l.Say("CPU time per I/O, the job's own threads")
						}
						if m.Name == analyze.CPUTotal.Name && len(a.Systems) == 1 && a.Profile(a.Systems[0]).JobCPU {
							row.Label = l.Say("CPU use, whole machine") // not the job's, which the row above counts
						}
						t.Rows = append(t.Rows, row)
						if m.Name == analyze.Bandwidth.Name || m.Name == analyze.IOPS.Name && !slices.ContainsFunc(tableMetrics(a), func(o analyze.Metric) bool { return o.Name == analyze.Bandwidth.Name }) {
							t.Rows = append(t.Rows, l.runRows(m, t.Systems, group, comparisons)...)
						}
					}
				}
				l.repeatedMarks(a, t, comparisons, marks)
				if !anyRanked(group, tableMetrics(a), comparisons) {
					t.BestKey, t.TieKey = "", "" // no cell can be best or tied
				}
				tables = append(tables, t)
			}
		}
	}
	return tables, marks.notes()
}

// anyRanked reports whether a comparison of the metrics in the cells
// ranks its figures: none does where every one is a score whose
// direction of better the source does not record (analyze.Metric's
// Unranked).
func anyRanked(cells []analyze.Cell, metrics []analyze.Metric, comparisons map[string]*analyze.Comparison) bool {
	for _, c := range cells {
		for _, m := range metrics {
			if cmp := comparisons[c.String()+"|"+m.Name]; cmp != nil && !cmp.Metric.Unranked {
				return true
			}
		}
	}
	return false
}

// maxColumns is how many figure columns fit across an A4 page.
const maxColumns = 8

// systemsIn lists the systems with a figure in any of the cells, so a
// table has no column of dashes.
func systemsIn(a *analyze.Analysis, cells []analyze.Cell) []string {
	has := map[string]bool{}
	for _, c := range a.Comparisons {
		if slices.Contains(cells, c.Cell) {
			for _, f := range c.Ranking {
				has[f.System] = true
			}
		}
	}
	var out []string
	for _, s := range a.Systems {
		if has[s] {
			out = append(out, s)
		}
	}
	return out
}

func orUnknown(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}

func (l lang) tableTitle(pattern, direction string, cells []analyze.Cell) string {
	var sizes []string
	for _, c := range cells {
		sizes = append(sizes, l.groupHeading(c))
	}
	s := l.JoinAnd(sizes)
	switch pattern + " " + direction {
	case "random read":
		return l.Say("Random read, %s", s)
	case "random write":
		return l.Say("Random write, %s", s)
	case "random mixed":
		return l.Say("Random mixed, %s", s)
	case "random trim":
		return l.Say("Random trim, %s", s)
	case "sequential read":
		return l.Say("Sequential read, %s", s)
	case "sequential write":
		return l.Say("Sequential write, %s", s)
	case "sequential mixed":
		return l.Say("Sequential mixed, %s", s)
	case "sequential trim":
		return l.Say("Sequential trim, %s", s)
	}
	if pattern == "" {
		return l.Say("Unknown pattern %s, %s", l.direction(direction), s)
	}
	return l.Capitalize(pattern) + " " + l.direction(direction) + ", " + s // a pattern the schema does not know: its own word
}

// groupHeading heads a cell's columns: "4K", "128K 70% read QD32 T1", or
// a scored test's unit.
func (l lang) groupHeading(c analyze.Cell) string {
	if c.Test != "" && c.BlockSizeBytes == 0 {
		return c.ScoreUnit // a scored test: what its figures are in
	}
	return strings.Join(append([]string{sizeLabel(c.BlockSizeBytes)}, l.cellSuffix(c)...), " ")
}

// tableRow prints one metric over the cells of a table. Every figure of the
// row shares one display unit and the decimals of its resolution. A cell
// at unequal queues shades no latency best; a difference the repeated
// runs did not show significant is shaded neither best nor tied: it is
// open, not a tie.
//
// Latency rows are all written in lat, the article's one unit for them
// (articleLatencyUnit), where it is set.
func (l lang) tableRow(m analyze.Metric, systems []string, cells []analyze.Cell, comparisons map[string]*analyze.Comparison, unequal map[analyze.Cell]bool, marks *footnotes, lat namedUnit) (TableRow, bool) {
	var values []float64
	step := 0.0
	var cmps []*analyze.Comparison
	for _, c := range cells {
		cmp := comparisons[c.String()+"|"+m.Name]
		cmps = append(cmps, cmp)
		if cmp == nil {
			continue
		}
		for _, f := range cmp.Ranking {
			values = append(values, f.Value)
			if step == 0 || f.Resolution > 0 && f.Resolution < step {
				step = f.Resolution
			}
		}
	}
	if len(values) == 0 {
		return TableRow{}, false
	}
	if m.Family == analyze.FamilyScore {
		m = firstComparison(cmps).Metric // its test's unit and direction
	}
	sc := l.scaleFor(m, values, step)
	if m.Family == analyze.FamilyLatency && lat.factor > 0 {
		sc = l.latencyIn(lat, values, step)
	}
	row := TableRow{Label: l.metricTitle(m), Unit: sc.unit, Quantity: quantityOf(m)}
	for _, cmp := range cmps {
		for _, s := range systems {
			cell := l.noFigure()
			if cmp != nil {
				if f, ok := cmp.Figure(s); ok {
					own := sc.ownDecimals(f.Resolution, step)
					cell = l.figureCell(own.format(f.Value), f.Value)
					// CPU use alone is no best: the least of it may do
					// the least work (CPU per unit of work is, below).
					// Nor is a latency of systems that kept different
					// queues, better or tied.
					shade := m.Family != analyze.FamilyCPU && !(m.Family == analyze.FamilyLatency && unequal[cmp.Cell])
					cell.Best = shade && cmp.Winner == s
					cell.Tie = shade && cmp.Winner == "" && slices.Contains(cmp.Tied, s) && cmp.TieReason != "not significant"
					if own.decimals == sc.decimals && f.Resolution > 0 && f.Resolution > step*1.0001 {
						cell.Mark = marks.mark(l.Say("%s rounded to the nearest %s in the source; differences within that step are ties.",
							l.metricTitle(m), sc.formatStep(f.Resolution)))
					}
					// A latency left unshaded for the queues says why
					// under the table (editors, round 9).
					if m.Family == analyze.FamilyLatency && unequal[cmp.Cell] {
						cell.Mark += marks.mark(l.Say("Mean latencies not compared: the systems kept numbers of I/Os in flight %s or more apart, and the fastest did not deliver the most IOPS (see the findings).", l.queueCut()))
					}
				}
			}
			row.Cells = append(row.Cells, cell)
		}
	}
	return row, true
}

// ownDecimals is the scale for a figure its source printed with fewer
// decimals than the row's finest (77.7 among 91.165): it keeps the
// source's precision and prints no digit the source did not have. A step
// its digits cannot show (a thousand IOPS, half a unit) keeps the row's
// decimals, and a footnote says the step.
func (s scale) ownDecimals(res, rowStep float64) scale {
	if !(res > rowStep*1.0001) || !isPowerOfTen(res/s.factor) || res/s.factor > 1+1e-9 {
		return s
	}
	s.decimals = min(s.decimals, decimalsFor(res, s.factor, 0))
	return s
}

// quantityOf names a metric's figures in base units: its column's name,
// and a score's unit after "score_" ("score_mb_s", "score_seconds").
func quantityOf(m analyze.Metric) string {
	if m.Family == analyze.FamilyScore && m.Unit != "" {
		return m.Name + "_" + strings.ToLower(strings.Map(fileSafe, m.Unit))
	}
	return m.Name
}

func firstComparison(cmps []*analyze.Comparison) *analyze.Comparison {
	for _, c := range cmps {
		if c != nil {
			return c
		}
	}
	return nil
}

// formatStep writes a rounding step in the scale's unit: "1,000", "0.001".
func (s scale) formatStep(step float64) string {
	d := decimalsFor(step, s.factor, 0)
	str := s.lang.Decimal(step/s.factor, d)
	if s.unit != "IOPS" && s.unit != "" {
		str += " " + s.unit
	}
	return str
}

// footnotes hands out marks (*, †, ‡, ...) for distinct notes.
type footnotes struct {
	texts []string
}

func newFootnotes() *footnotes { return &footnotes{} }

var markSymbols = []string{"*", "\u2020", "\u2021", "**", "\u2020\u2020", "\u2021\u2021"}

func (f *footnotes) mark(text string) string {
	i := slices.Index(f.texts, text)
	if i < 0 {
		f.texts = append(f.texts, text)
		i = len(f.texts) - 1
	}
	if i < len(markSymbols) {
		return markSymbols[i]
	}
	return "[" + strconv.Itoa(i+1) + "]"
}

func (f *footnotes) notes() []string {
	var out []string
	for i, t := range f.texts {
		m := "[" + strconv.Itoa(i+1) + "]"
		if i < len(markSymbols) {
			m = markSymbols[i]
		}
		out = append(out, m+" "+t)
	}
	return out
}

// buildDeltaTables makes, when the analysis has a baseline, one table per
// metric of each system's change against it: a column per workload, "~"
// where the change is within resolution or the tie threshold.
func (l lang) buildDeltaTables(a *analyze.Analysis) []*Table {
	base := a.Options.Baseline
	if base == "" {
		return nil
	}
	var tables []*Table
	for _, m := range tableMetrics(a) {
		byCell := map[string]map[string]analyze.Delta{}
		var cells []analyze.Cell
		for _, d := range a.Deltas {
			if d.Metric.Name != m.Name {
				continue
			}
			k := d.Cell.String()
			if byCell[k] == nil {
				byCell[k] = map[string]analyze.Delta{}
				cells = append(cells, d.Cell)
			}
			byCell[k][d.System] = d
		}
		if len(cells) == 0 {
			continue
		}
		ranked := false // a change of an unranked score is neither better nor worse
		for _, c := range byCell {
			for _, d := range c {
				ranked = ranked || !d.Metric.Unranked
			}
		}
		t := &Table{Table: table.Table{
			Name:    "change-" + strconv.Itoa(len(tables)+1) + "-" + m.Name,
			Title:   l.Say("%s: change against %s", l.metricTitle(m), base),
			Groups:  []string{l.Say("Workload")},
			BestKey: l.Say("better than %s", base),
			TieKey:  l.Say("~ no difference (within resolution or the tie threshold)"),
		}}
		if !ranked {
			t.BestKey = ""
		}
		for _, c := range cells {
			t.Systems = append(t.Systems, l.cellTitle(c))
		}
		for _, s := range a.Systems {
			if s == base {
				continue
			}
			row := TableRow{Label: s, Quantity: s + ":" + m.Name + "_change_pct"}
			for _, c := range cells {
				d, ok := byCell[c.String()][s]
				cell := l.noFigure()
				switch {
				case !ok:
				case d.Tie:
					cell = l.figureCell("~", d.Pct)
					cell.Tie = true
				default:
					cell = l.figureCell(l.signedPct(d.Pct), d.Pct)
					cell.Best = d.Better
				}
				row.Cells = append(row.Cells, cell)
			}
			t.Rows = append(t.Rows, row)
		}
		tables = append(tables, t)
	}
	return tables
}

// linkName is the link's name in a sentence, or "the link".
func (l lang) linkName(link string) string { return cmp.Or(link, l.Say("the link")) }

// megabytes writes a rate in MB/s (10^6 bytes), as links are rated.
func (l lang) megabytes(v float64) string {
	d := 0
	if v < 100e6 {
		d = 1
	}
	return l.Decimal(v/1e6, d) + " MB/s"
}

// flagCell is the cell of a comparison's flag.
func flagCell(f analyze.Flag) analyze.Cell {
	w := f.Workload
	return analyze.Cell{Pattern: w.Pattern, Direction: w.Direction, BlockSizeBytes: w.BlockSizeBytes, IODepth: f.IODepth,
		NumJobs: w.NumJobs, RWMixReadPct: w.RWMixReadPct}
}

// flagText says why a result cannot be the device alone; where names its
// workload as the article does.
func (l lang) flagText(f analyze.Flag, link, where string) string {
	switch f.Kind {
	case analyze.FlagLink:
		return l.Say("%s, %s: %s of the %s %s carries at most after its framing: near the link's ceiling, which the device cannot pass.",
			f.System, where, l.percent(f.Value/f.Limit*100, 1), l.megabytes(f.Limit), l.linkName(link))
	case analyze.FlagBeyondLink:
		return l.Say("%s, %s: %s, above the %s %s can carry at all; a cache on the host's side of the link answered, not the device.",
			f.System, where, l.megabytes(f.Value), l.megabytes(f.Limit), l.linkName(link))
	case analyze.FlagRated:
		return l.Say("%s, %s: %s above the device's rated maximum; a cache answered, not the device.",
			f.System, where, l.percent((f.Value/f.Limit-1)*100, 0))
	case analyze.FlagCache:
		return l.Say("%s, %s: %s above the most the bare device did; a cache, likely the host's page cache, answered.",
			f.System, where, l.percent((f.Value/f.Limit-1)*100, 0))
	}
	return l.Say("%s, %s: flagged %s", f.System, where, f.Kind)
}

// runRows are, where every figure of a metric in a table's cells is the
// median of repeated runs, the lowest and the highest run of each: the
// spread a median hides, which decides whether a difference can be
// significant. None otherwise.
func (l lang) runRows(m analyze.Metric, systems []string, cells []analyze.Cell, comparisons map[string]*analyze.Comparison) []TableRow {
	var values []float64
	step := 0.0
	for _, c := range cells {
		cmp := comparisons[c.String()+"|"+m.Name]
		if cmp == nil {
			continue
		}
		for _, f := range cmp.Ranking {
			if len(f.Samples) < 2 {
				return nil
			}
			values = append(values, f.Value) // the medians' row's unit and decimals
			if f.Resolution > 0 && (step == 0 || f.Resolution < step) {
				step = f.Resolution
			}
		}
	}
	if len(values) == 0 {
		return nil
	}
	sc := l.scaleFor(m, values, step)
	for _, c := range cells {
		if cmp := comparisons[c.String()+"|"+m.Name]; cmp != nil {
			for _, f := range cmp.Ranking {
				sc.grouping = sc.grouping || slices.Max(f.Samples)/sc.factor >= 1000 // a run above the medians' thousands
			}
		}
	}
	lowest := TableRow{Label: l.Say("%s, lowest run", l.metricTitle(m)), Unit: sc.unit, Quantity: quantityOf(m) + "_lowest_run"}
	highest := TableRow{Label: l.Say("%s, highest run", l.metricTitle(m)), Unit: sc.unit, Quantity: quantityOf(m) + "_highest_run"}
	for _, c := range cells {
		cmp := comparisons[c.String()+"|"+m.Name]
		for _, s := range systems {
			lo, hi := l.noFigure(), l.noFigure()
			if cmp != nil {
				if f, ok := cmp.Figure(s); ok {
					a, b := slices.Min(f.Samples), slices.Max(f.Samples)
					lo, hi = l.figureCell(sc.format(a), a), l.figureCell(sc.format(b), b)
				}
			}
			lowest.Cells, highest.Cells = append(lowest.Cells, lo), append(highest.Cells, hi)
		}
	}
	return []TableRow{lowest, highest}
}

// repeatedMarks makes a table of repeated runs say what its text says:
// where a synchronous engine ignored the depth asked
// (analyze.DepthIgnoredAt), no figure is shaded best, for the lead is
// the deeper queue's; a throughput difference the runs did not show
// significant is marked inconclusive, with its p-value in the footnote;
// and the legend names only the shadings the table uses.
func (l lang) repeatedMarks(a *analyze.Analysis, t *Table, comparisons map[string]*analyze.Comparison, marks *footnotes) {
	n := len(t.Systems)
	if n == 0 {
		return
	}
	best, tie := false, false
	for r := range t.Rows {
		row := &t.Rows[r]
		for i := range row.Cells {
			cell := &row.Cells[i]
			c := t.cells[i/n]
			if d, ignored := a.DepthIgnoredAt(c); ignored {
				cell.Best, cell.Tie = false, false
				// The column's heading says the depth asked; the
				// figure's mark says the depth run.
				if r == 0 && cell.HasValue && t.Systems[i%n] == d.System {
					cell.Mark += marks.mark(l.Say("%s was asked for the queue depth its column names, and ran at a queue depth of about %s: %s is synchronous.",
						d.System, l.about(d.N), d.Engine))
				}
			}
			best, tie = best || cell.Best, tie || cell.Tie
			if row.Quantity != analyze.Bandwidth.Name && row.Quantity != analyze.IOPS.Name || !cell.HasValue {
				continue
			}
			cmp := comparisons[c.String()+"|"+row.Quantity]
			if cmp == nil || cmp.TieReason != "not significant" {
				continue
			}
			if p := l.pSaid(cmp); p != "" {
				cell.Mark += marks.mark(l.Say("Inconclusive: the runs cannot tell these figures apart (%s).", p))
			} else {
				cell.Mark += marks.mark(l.Say("Inconclusive: over the runs the difference is not statistically significant, which does not make the figures equal."))
			}
		}
	}
	if !best {
		t.BestKey = ""
	}
	if !tie {
		t.TieKey = ""
	}
}
