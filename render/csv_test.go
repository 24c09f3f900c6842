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
)

// csvFigure is one base-unit figure of a table's CSV: the line's column
// heading, the table's title, the column's quantity and the figure.
type csvFigure struct {
	column, table, quantity string
	value                   float64
}

// tableCSVs writes the article's tables as CSV through WriteDir and reads
// them back: every base-unit figure, after checking that each displayed
// figure is the table's text for that cell, and that a figure is given
// exactly where the table shows one.
func tableCSVs(t *testing.T, art *Article) []csvFigure {
	t.Helper()
	dir := t.TempDir()
	out, err := WriteDir(dir, art, CSV)
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Paths) != len(art.Tables) {
		t.Fatalf("wrote %d CSV files for %d tables", len(out.Paths), len(art.Tables))
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
		if len(lines) != 1+len(tb.Groups)*len(tb.Systems) {
			t.Fatalf("%s.csv: %d lines, want a header and one per column (%d)", tb.Name, len(lines), len(tb.Groups)*len(tb.Systems))
		}
		for i, line := range lines[1:] {
			for r, row := range tb.Rows {
				base, shown := line[2+2*r], line[3+2*r]
				if lines[0][2+2*r] != row.Quantity {
					t.Errorf("%s.csv: column %q, want the row's quantity %q", tb.Name, lines[0][2+2*r], row.Quantity)
				}
				cell := row.Cells[i]
				if shown != cell.Text {
					t.Errorf("%s.csv line %d, %s: shows %q, the table %q", tb.Name, i+2, row.Label, shown, cell.Text)
				}
				if (base != "") != (cell.Text != "-") {
					t.Errorf("%s.csv line %d, %s: base figure %q for the table's %q", tb.Name, i+2, row.Label, base, cell.Text)
				}
				if base == "" {
					continue
				}
				v, err := strconv.ParseFloat(base, 64)
				if err != nil {
					t.Errorf("%s.csv line %d: %v", tb.Name, i+2, err)
				}
				figures = append(figures, csvFigure{line[1], tb.Title, row.Quantity, v})
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
			if c.Metric.Name != analyze.Bandwidth.Name {
				continue
			}
			for _, f := range c.Ranking {
				// A grid is titled by its system; its rows are tests.
				want = append(want, csvFigure{table: f.System, quantity: testOf(c.Cell).cdmName() + ":" + analyze.Bandwidth.Name, value: f.Value})
			}
		}
		for i := range got {
			got[i].column = ""
		}
		sameFigures(t, got, want)
	})
}
