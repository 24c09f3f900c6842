package render

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/render/words"
)

// writeChangesText writes a comparison of two sets of runs as benchstat
// does, in the language: a section per metric, a line per cell with old
// and new and their spread, and the change, or "~" where it is not
// significant.
func (l lang) writeChangesText(w io.Writer, rc *analyze.RunComparison) error {
	var cells []analyze.Cell
	for _, c := range rc.Changes {
		cells = append(cells, c.Cell)
	}
	for _, o := range append(slices.Clone(rc.OnlyOld), rc.OnlyNew...) {
		cells = append(cells, o.Cell)
	}
	l = l.forCells(cells)
	var buf bytes.Buffer
	tw := tabwriter.NewWriter(&buf, 0, 4, 2, ' ', 0)
	var metrics []analyze.Metric
	for _, c := range rc.Changes {
		if !slices.ContainsFunc(metrics, func(m analyze.Metric) bool { return m.Name == c.Metric.Name }) {
			metrics = append(metrics, c.Metric)
		}
	}
	for _, m := range metrics {
		var rows []analyze.Change
		var values []float64
		for _, c := range rc.Changes {
			if c.Metric.Name == m.Name {
				rows = append(rows, c)
				values = append(values, c.Old.Value, c.New.Value)
			}
		}
		if len(rows) == 0 {
			continue
		}
		sc := l.scaleFor(m, values, 0)
		title := l.metricTitle(m)
		if sc.unit != "" && sc.unit != title {
			title += " (" + sc.unit + ")"
		}
		line(tw, title, l.Say("old"), l.Say("new"), l.Say("delta"), "")
		var family *analyze.TestFamily
		for _, c := range rows {
			line(tw, l.changeCell(c.System, c.Cell), l.withSpread(sc, c.Old), l.withSpread(sc, c.New), l.deltaText(c), "")
			family = cmp.Or(family, c.CorrectedOver)
		}
		if family != nil {
			// A line of one cell: it neither widens nor breaks the columns.
			line(tw, "p: "+l.correctionText(family))
		}
		line(tw, "", "", "", "", "")
	}
	for _, side := range []struct {
		only  func(names string) string
		cells []analyze.OneSided
	}{
		{func(names string) string { return l.Say("only in old, not compared: %s", names) }, rc.OnlyOld},
		{func(names string) string { return l.Say("only in new, not compared: %s", names) }, rc.OnlyNew},
	} {
		if len(side.cells) == 0 {
			continue
		}
		var names []string
		for _, c := range side.cells {
			names = append(names, l.Say("%s (%d runs)", l.changeCell(c.System, c.Cell), c.Runs))
		}
		// One line, outside the columns, as the p line.
		line(tw, side.only(strings.Join(names, ", ")))
	}
	for _, wn := range l.warningTexts(rc.Warnings, l.cellName) {
		line(tw, l.Say("warning: %s", wn))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	// tabwriter pads every cell, the last too: no line ends in spaces.
	for line := range strings.Lines(buf.String()) {
		if _, err := io.WriteString(w, strings.TrimRight(line, " \n")+"\n"); err != nil {
			return err
		}
	}
	return nil
}

// line writes one line of tab-separated cells.
func line(w io.Writer, cells ...string) {
	io.WriteString(w, strings.Join(cells, "\t")+"\n")
}

// changeCell names a cell of a comparison, with its system when rows are
// matched by system.
func (l lang) changeCell(system string, c analyze.Cell) string {
	if system != "" {
		return system + " " + l.cellName(c)
	}
	return l.cellName(c)
}

// withSpread writes a median with the half-width of its 95% interval in
// percent, or of its range when the runs are too few for an interval.
func (l lang) withSpread(sc scale, f analyze.Figure) string {
	s := sc.format(f.Value)
	if len(f.Samples) < 2 || f.Value == 0 {
		return s
	}
	lo, hi := f.CILow, f.CIHigh
	if math.IsNaN(lo) {
		lo, hi = minMax(f.Samples)
		half := math.Max(hi-f.Value, f.Value-lo) / math.Abs(f.Value) * 100
		return l.Say("%s ± %s range", s, l.percent(half, 0))
	}
	half := math.Max(hi-f.Value, f.Value-lo) / math.Abs(f.Value) * 100
	return s + " ± " + l.percent(half, 0)
}

func minMax(x []float64) (float64, float64) {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, v := range x {
		lo, hi = math.Min(lo, v), math.Max(hi, v)
	}
	return lo, hi
}

// deltaText is "+6.62% (p=0.008 n=5+5)", "~ (p=0.310 n=5+5)", or the bare
// change with "untested" when a side has a single run.
func (l lang) deltaText(c analyze.Change) string {
	n := "n=" + l.Int(int64(len(c.Old.Samples))) + "+" + l.Int(int64(len(c.New.Samples)))
	if math.IsNaN(c.P) {
		return l.Say("%s (%s, untested)", l.signedPercent(c.DeltaPct, 2), n)
	}
	p := "p=" + l.Decimal(c.P, 3)
	if !c.Significant {
		return "~ (" + p + " " + n + ")"
	}
	return l.signedPercent(c.DeltaPct, 2) + " (" + p + " " + n + ")"
}

// cellRecord is a cell's fields, named as the results table's columns,
// for CSV and JSON: what a program reading them selects and joins on. A
// field a source did not give is left out (JSON) or empty (CSV).
type cellRecord struct {
	System         string   `json:"system,omitempty"`
	Pattern        string   `json:"pattern"`
	Direction      string   `json:"direction"`
	BlockSizeBytes *int64   `json:"block_size_bytes,omitempty"`
	RWMixReadPct   *float64 `json:"rwmix_read_pct,omitempty"`
	IODepth        *int64   `json:"iodepth,omitempty"`
	NumJobs        *int64   `json:"numjobs,omitempty"`
}

func cellRecordOf(system string, c analyze.Cell) cellRecord {
	r := cellRecord{System: system, Pattern: c.Pattern, Direction: c.Direction}
	known := func(n int64) *int64 {
		if n <= 0 {
			return nil
		}
		return &n
	}
	r.BlockSizeBytes, r.IODepth, r.NumJobs = known(c.BlockSizeBytes), known(c.IODepth), known(c.NumJobs)
	if c.RWMixReadPct >= 0 {
		r.RWMixReadPct = &c.RWMixReadPct
	}
	return r
}

// cellColumns are a cellRecord's CSV columns, and columns its values.
var cellColumns = []string{"system", "pattern", "direction", "block_size_bytes", "rwmix_read_pct", "iodepth", "numjobs"}

func (r cellRecord) columns() []string {
	i := func(n *int64) string {
		if n == nil {
			return ""
		}
		return strconv.FormatInt(*n, 10)
	}
	mix := ""
	if r.RWMixReadPct != nil {
		mix = strconv.FormatFloat(*r.RWMixReadPct, 'g', -1, 64)
	}
	return []string{r.System, r.Pattern, r.Direction, i(r.BlockSizeBytes), mix, i(r.IODepth), i(r.NumJobs)}
}

// changeRecord is one change in base units, for CSV and JSON.
type changeRecord struct {
	cellRecord
	Metric   string   `json:"metric"`
	Unit     string   `json:"unit"`
	Old      float64  `json:"old"`
	OldLow   *float64 `json:"old_ci_low,omitempty"`
	OldHigh  *float64 `json:"old_ci_high,omitempty"`
	OldN     int      `json:"old_n"`
	New      float64  `json:"new"`
	NewLow   *float64 `json:"new_ci_low,omitempty"`
	NewHigh  *float64 `json:"new_ci_high,omitempty"`
	NewN     int      `json:"new_n"`
	DeltaPct float64  `json:"delta_pct"`
	// Better is whether the change is an improvement; left out where
	// which way is better is not known (analyze.Metric.Unranked).
	Better      *bool    `json:"better,omitempty"`
	P           *float64 `json:"p,omitempty"`
	Significant bool     `json:"significant"`
	// The family p was Holm-corrected over: its measurement, the metrics
	// that share its tests, and its number of tests.
	PFamily        string   `json:"p_family,omitempty"`
	PFamilyMetrics []string `json:"p_family_metrics,omitempty"`
	PFamilyTests   int      `json:"p_family_tests,omitempty"`
}

func records(rc *analyze.RunComparison) []changeRecord {
	opt := func(v float64) *float64 {
		if math.IsNaN(v) {
			return nil
		}
		return &v
	}
	var out []changeRecord
	for _, c := range rc.Changes {
		r := changeRecord{
			cellRecord: cellRecordOf(c.System, c.Cell), Metric: c.Metric.Name, Unit: c.Metric.Unit,
			Old: c.Old.Value, OldLow: opt(c.Old.CILow), OldHigh: opt(c.Old.CIHigh), OldN: len(c.Old.Samples),
			New: c.New.Value, NewLow: opt(c.New.CILow), NewHigh: opt(c.New.CIHigh), NewN: len(c.New.Samples),
			DeltaPct: c.DeltaPct, P: opt(c.P), Significant: c.Significant,
		}
		if !c.Metric.Unranked {
			r.Better = &c.Better
		}
		if f := c.CorrectedOver; f != nil {
			r.PFamily, r.PFamilyTests = f.Measure, f.Size
			for _, m := range f.Metrics {
				r.PFamilyMetrics = append(r.PFamilyMetrics, m.Name)
			}
		}
		out = append(out, r)
	}
	return out
}

// WriteChangesJSON writes the changes as a JSON array, values in base
// units.
func WriteChangesJSON(w io.Writer, rc *analyze.RunComparison) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(struct {
		Changes  []changeRecord   `json:"changes"`
		OnlyOld  []oneSidedRecord `json:"only_old,omitempty"`
		OnlyNew  []oneSidedRecord `json:"only_new,omitempty"`
		Warnings []string         `json:"warnings,omitempty"`
	}{records(rc), oneSidedRecords(rc.OnlyOld), oneSidedRecords(rc.OnlyNew), english.warningTexts(rc.Warnings, english.cellName)})
}

// oneSidedRecord is a cell measured on one side only, for JSON.
type oneSidedRecord struct {
	cellRecord
	Runs int `json:"runs"`
}

func oneSidedRecords(cells []analyze.OneSided) []oneSidedRecord {
	var out []oneSidedRecord
	for _, c := range cells {
		out = append(out, oneSidedRecord{cellRecordOf(c.System, c.Cell), c.Runs})
	}
	return out
}

// WriteChangesCSV writes the changes as CSV, values in base units, with
// the unit in every value column's name. A cell measured on one side only
// is a row of its own, with no metric and its runs counted on its side
// (old_n or new_n) and 0 on the other. A name that a spreadsheet would
// run as a formula is written after a "'" (csvCell).
func WriteChangesCSV(w io.Writer, rc *analyze.RunComparison) error {
	cw := NewCSVWriter(w)
	cw.Write(append(slices.Clone(cellColumns), "metric", "unit", "old", "old_ci_low", "old_ci_high", "old_n", "new", "new_ci_low", "new_ci_high", "new_n",
		"delta_pct", "p", "significant", "p_family", "p_family_metrics", "p_family_tests"))
	num := func(v *float64) string {
		if v == nil {
			return ""
		}
		return strconv.FormatFloat(*v, 'g', -1, 64)
	}
	for _, r := range records(rc) {
		tests := ""
		if r.PFamilyTests > 0 {
			tests = strconv.Itoa(r.PFamilyTests)
		}
		cw.Write(append(r.columns(), r.Metric, r.Unit, num(&r.Old), num(r.OldLow), num(r.OldHigh), strconv.Itoa(r.OldN),
			num(&r.New), num(r.NewLow), num(r.NewHigh), strconv.Itoa(r.NewN), num(&r.DeltaPct), num(r.P), strconv.FormatBool(r.Significant),
			r.PFamily, strings.Join(r.PFamilyMetrics, " "), tests))
	}
	for _, side := range []struct {
		cells    []analyze.OneSided
		old, new func(runs int) string
	}{
		{rc.OnlyOld, strconv.Itoa, func(int) string { return "0" }},
		{rc.OnlyNew, func(int) string { return "0" }, strconv.Itoa},
	} {
		for _, c := range side.cells {
			cw.Write(append(cellRecordOf(c.System, c.Cell).columns(), "", "", "", "", "", side.old(c.Runs), "", "", "", side.new(c.Runs), "", "", "", "", "", ""))
		}
	}
	cw.Flush()
	return cw.Error()
}

// ChangeFormats lists the formats of WriteChanges.
var ChangeFormats = []string{"text", "csv", "json"}

// WriteChanges writes a run comparison in a format of ChangeFormats, the
// text in English.
func WriteChanges(w io.Writer, rc *analyze.RunComparison, format string) error {
	return WriteChangesIn(w, rc, format, words.English)
}

// WriteChangesIn writes a run comparison in a format of ChangeFormats, the
// text in a language. CSV and JSON are for programs: their names and
// values are the same in every language, their numbers plain.
func WriteChangesIn(w io.Writer, rc *analyze.RunComparison, format string, language words.Lang) error {
	switch strings.ToLower(format) {
	case "text", "":
		return lang{Lang: language}.writeChangesText(w, rc)
	case "csv":
		return WriteChangesCSV(w, rc)
	case "json":
		return WriteChangesJSON(w, rc)
	}
	return fmt.Errorf("format %q: want one of %s", format, strings.Join(ChangeFormats, ", "))
}

// correctionText says what a p-value was corrected over: "Holm-corrected
// over the 2 tests of bandwidth and IOPS (one measurement, tested once for
// both)".
func (l lang) correctionText(f *analyze.TestFamily) string {
	var names []string
	for _, m := range f.Metrics {
		names = append(names, l.metricInText(m))
	}
	switch len(names) {
	case 1:
		return l.Say("Holm-corrected over the %d tests of %s", f.Size, names[0])
	case 2:
		return l.Say("Holm-corrected over the %d tests of %s (one measurement, tested once for both)", f.Size, l.JoinAnd(names))
	}
	return l.Say("Holm-corrected over the %d tests of %s (one measurement, tested once for all of them)", f.Size, l.JoinAnd(names))
}
