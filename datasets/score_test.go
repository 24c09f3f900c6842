package datasets_test

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// scoredRow is a row whose only figure is a score.
func scoredRow(system string, score float64, unit string, higher bool) datasets.Result {
	r := datasets.NewResult()
	r.System, r.Tool, r.Test = system, datasets.ToolPTS, "SQLite - Threads / Copies: 1"
	r.Score, r.ScoreUnit, r.ScoreHigherIsBetter = score, unit, higher
	return r
}

// TestScoredRowsRoundTrip: a score, its unit and its direction come back
// from Arrow and from Parquet as written, false included, and a row
// without a score reads back without one (null, not false).
func TestScoredRowsRoundTrip(t *testing.T) {
	plain := datasets.NewResult()
	plain.System, plain.Direction, plain.IOPS = "fio box", datasets.DirectionRead, 1000
	rows := []datasets.Result{
		scoredRow("a", 12.345, "Seconds", false),
		scoredRow("b", 987.5, "MB/s", true),
		plain,
	}
	for _, format := range []datasets.Format{datasets.Arrow, datasets.Parquet} {
		dir := t.TempDir()
		if err := datasets.WriteDir(dir, &datasets.Dataset{Results: rows}, format); err != nil {
			t.Fatal(err)
		}
		if format == datasets.Parquet {
			os.Remove(filepath.Join(dir, datasets.ResultsFile+".arrow"))
		}
		back, err := datasets.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		sameRows(t, back.Results, rows)
	}
}

// TestOlderDatasetsHaveNoScores: a dataset written before the score
// columns (schema 1, the bundled reference) reads with every score
// missing, and this version writes 1.4, which a reader of major 1 takes.
func TestOlderDatasetsHaveNoScores(t *testing.T) {
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range ds.Results {
		if !math.IsNaN(r.Score) || r.ScoreUnit != "" || r.Test != "" || r.ScoreHigherIsBetter {
			t.Fatalf("row %d of a schema 1 dataset has a score: %+v", i, r)
		}
		if r.Remeasured.Known() {
			t.Fatalf("row %d of a schema 1 dataset says whether it was remeasured: %v", i, r.Remeasured)
		}
	}
	if v, ok := datasets.ResultsSchema.Metadata().GetValue("iopress.schema_version"); !ok || v != "1.4" {
		t.Errorf("schema version %q, want 1.4", v)
	}
}

// TestValidateScoredRows: a score with its unit is a measured figure, and
// the only figure allowed no direction; a score without a unit, or not
// finite, is refused, naming its column.
func TestValidateScoredRows(t *testing.T) {
	good := scoredRow("a", 3.5, "Seconds", false)
	if err := good.Validate(); err != nil {
		t.Errorf("a row whose only figure is a score: %v", err)
	}
	negative := scoredRow("a", -2, "dB", true) // a score is the tool's own figure: any finite value
	if err := negative.Validate(); err != nil {
		t.Errorf("a negative score: %v", err)
	}
	for _, tc := range []struct {
		column string
		spoil  func(r *datasets.Result)
	}{
		{"score_unit", func(r *datasets.Result) { r.ScoreUnit = " " }},
		{"score", func(r *datasets.Result) { r.Score = math.Inf(1) }},
		{"direction", func(r *datasets.Result) { r.Score, r.IOPS = math.NaN(), 5 }},
	} {
		bad := good
		tc.spoil(&bad)
		var fe *datasets.FieldError
		if err := bad.Validate(); !errors.As(err, &fe) || fe.Column != tc.column {
			t.Errorf("%s: error %v, want one naming column %q", tc.column, err, tc.column)
		}
	}
}
