package render

import (
	"bytes"
	"cmp"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/iopress/iopress/analyze"
)

// WriteChangesText writes a comparison of two sets of runs as benchstat
// does: a section per metric, a line per cell with old and new and their
// spread, and the change, or "~" where it is not significant.
func WriteChangesText(w io.Writer, rc *analyze.RunComparison) error {
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
		sc := scaleFor(m, values, 0)
		title := metricTitle(m)
		if sc.unit != "" && sc.unit != title {
			title += " (" + sc.unit + ")"
		}
		fmt.Fprintf(tw, "%s\told\tnew\tdelta\t\n", title)
		var family *analyze.TestFamily
		for _, c := range rows {
			name := cellName(c.System, c.Cell)
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t\n", name, withSpread(sc, c.Old), withSpread(sc, c.New), deltaText(c))
			family = cmp.Or(family, c.CorrectedOver)
		}
		if family != nil {
			// A line of one cell: it neither widens nor breaks the columns.
			fmt.Fprintf(tw, "p: %s\n", correctionText(family))
		}
		fmt.Fprintln(tw, "\t\t\t\t")
	}
	for _, side := range []struct {
		name  string
		cells []analyze.OneSided
	}{{"old", rc.OnlyOld}, {"new", rc.OnlyNew}} {
		if len(side.cells) == 0 {
			continue
		}
		var names []string
		for _, c := range side.cells {
			runs := "runs"
			if c.Runs == 1 {
				runs = "run"
			}
			names = append(names, fmt.Sprintf("%s (%d %s)", cellName(c.System, c.Cell), c.Runs, runs))
		}
		// One line, outside the columns, as the p line.
		fmt.Fprintf(tw, "only in %s, not compared: %s\n", side.name, strings.Join(names, ", "))
	}
	for _, wn := range warningTexts(rc.Warnings, analyze.Cell.String) {
		fmt.Fprintf(tw, "warning: %s\n", wn)
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

// cellName names a cell of a comparison, with its system when rows are
// matched by system.
func cellName(system string, c analyze.Cell) string {
	if system != "" {
		return system + " " + c.String()
	}
	return c.String()
}

// withSpread writes a median with the half-width of its 95% interval in
// percent, or of its range when the runs are too few for an interval.
func withSpread(sc scale, f analyze.Figure) string {
	s := sc.format(f.Value)
	if len(f.Samples) < 2 || f.Value == 0 {
		return s
	}
	lo, hi, mark := f.CILow, f.CIHigh, ""
	if math.IsNaN(lo) {
		lo, hi = minMax(f.Samples)
		mark = " range"
	}
	half := math.Max(hi-f.Value, f.Value-lo) / math.Abs(f.Value) * 100
	return fmt.Sprintf("%s ± %.0f%%%s", s, half, mark)
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
func deltaText(c analyze.Change) string {
	n := fmt.Sprintf("n=%d+%d", len(c.Old.Samples), len(c.New.Samples))
	if math.IsNaN(c.P) {
		return fmt.Sprintf("%+.2f%% (%s, untested)", c.DeltaPct, n)
	}
	if !c.Significant {
		return fmt.Sprintf("~ (p=%.3f %s)", c.P, n)
	}
	return fmt.Sprintf("%+.2f%% (p=%.3f %s)", c.DeltaPct, c.P, n)
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
	Metric      string   `json:"metric"`
	Unit        string   `json:"unit"`
	Old         float64  `json:"old"`
	OldLow      *float64 `json:"old_ci_low,omitempty"`
	OldHigh     *float64 `json:"old_ci_high,omitempty"`
	OldN        int      `json:"old_n"`
	New         float64  `json:"new"`
	NewLow      *float64 `json:"new_ci_low,omitempty"`
	NewHigh     *float64 `json:"new_ci_high,omitempty"`
	NewN        int      `json:"new_n"`
	DeltaPct    float64  `json:"delta_pct"`
	Better      bool     `json:"better"`
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
			DeltaPct: c.DeltaPct, Better: c.Better, P: opt(c.P), Significant: c.Significant,
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
	}{records(rc), oneSidedRecords(rc.OnlyOld), oneSidedRecords(rc.OnlyNew), warningTexts(rc.Warnings, analyze.Cell.String)})
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
// (old_n or new_n) and 0 on the other.
func WriteChangesCSV(w io.Writer, rc *analyze.RunComparison) error {
	cw := csv.NewWriter(w)
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

// WriteChanges writes a run comparison in a format of ChangeFormats.
func WriteChanges(w io.Writer, rc *analyze.RunComparison, format string) error {
	switch strings.ToLower(format) {
	case "text", "":
		return WriteChangesText(w, rc)
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
func correctionText(f *analyze.TestFamily) string {
	var names []string
	for _, m := range f.Metrics {
		names = append(names, lowerTitle(metricTitle(m)))
	}
	tests := "tests"
	if f.Size == 1 {
		tests = "test"
	}
	s := fmt.Sprintf("Holm-corrected over the %d %s of %s", f.Size, tests, joinAnd(names))
	switch len(names) {
	case 1:
		return s
	case 2:
		return s + " (one measurement, tested once for both)"
	}
	return s + " (one measurement, tested once for all of them)"
}

// lowerTitle lowers a title's first letter for use inside a sentence,
// unless it begins an acronym ("IOPS", "CPU time per I/O").
func lowerTitle(s string) string {
	if len(s) > 1 && s[1] >= 'A' && s[1] <= 'Z' {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
