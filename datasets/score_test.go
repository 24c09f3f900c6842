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
func scoredRow(system string, score float64, unit string, higher datasets.Bool) datasets.Result {
	r := datasets.NewResult()
	r.System, r.Tool, r.Test = system, datasets.ToolPTS, "SQLite - Threads / Copies: 1"
	r.Score, r.ScoreUnit, r.ScoreHigherIsBetter = score, unit, higher
	return r
}

// TestScoredRowsRoundTrip: a score, its unit and its direction come back
// from Arrow and from Parquet as written, No included, a score whose
// direction the tool does not say reads back Unknown (null, not No), and
// a row without a score reads back without one.
func TestScoredRowsRoundTrip(t *testing.T) {
	plain := datasets.NewResult()
	plain.System, plain.Direction, plain.IOPS = "fio box", datasets.DirectionRead, 1000
	rows := []datasets.Result{
		scoredRow("a", 12.345, "Seconds", datasets.No),
		scoredRow("b", 987.5, "MB/s", datasets.Yes),
		scoredRow("c", 4913, "unknown", datasets.Unknown),
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
// missing, and this version writes 1.5, which a reader of major 1 takes.
func TestOlderDatasetsHaveNoScores(t *testing.T) {
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range ds.Results {
		if !math.IsNaN(r.Score) || r.ScoreUnit != "" || r.Test != "" || r.ScoreHigherIsBetter.Known() {
			t.Fatalf("row %d of a schema 1 dataset has a score: %+v", i, r)
		}
		if r.Remeasured.Known() {
			t.Fatalf("row %d of a schema 1 dataset says whether it was remeasured: %v", i, r.Remeasured)
		}
	}
	if v, ok := datasets.ResultsSchema.Metadata().GetValue("iopress.schema_version"); !ok || v != "1.5" {
		t.Errorf("schema version %q, want 1.5", v)
	}
}

// TestValidateScoredRows: a score with its unit is a measured figure, and
// the only figure allowed no direction; a score without a unit, or not
// finite, is refused, naming its column.
func TestValidateScoredRows(t *testing.T) {
	good := scoredRow("a", 3.5, "Seconds", datasets.No)
	if err := good.Validate(); err != nil {
		t.Errorf("a row whose only figure is a score: %v", err)
	}
	negative := scoredRow("a", -2, "dB", datasets.Yes) // a score is the tool's own figure: any finite value
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
		{"score_higher_is_better", func(r *datasets.Result) {
			r.Score, r.IOPS, r.Direction = math.NaN(), 5, datasets.DirectionRead
		}},
	} {
		bad := good
		tc.spoil(&bad)
		var fe *datasets.FieldError
		if err := bad.Validate(); !errors.As(err, &fe) || fe.Column != tc.column {
			t.Errorf("%s: error %v, want one naming column %q", tc.column, err, tc.column)
		}
	}
}

// TestOlderBooleanDirectionReads: a dataset written when
// score_higher_is_better was a plain boolean (real, kept in
// testdata/schema-1.4-bool: PTS 10.8.6's CSV export of simdjson, GB/s
// higher and install time lower better, and a fio run without a score) reads true
// as Yes, false as No and null as Unknown, row for row.
func TestOlderBooleanDirectionReads(t *testing.T) {
	const old = "testdata/schema-1.4-bool"
	raw := rawBools(t, filepath.Join(old, datasets.ResultsFile+".arrow"), "score_higher_is_better")
	ds, err := datasets.ReadDir(old)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Results) != len(raw) {
		t.Fatalf("%d rows read, the file has %d", len(ds.Results), len(raw))
	}
	seen := map[datasets.Bool]int{}
	for i, r := range ds.Results {
		want := datasets.Unknown
		if raw[i] != nil {
			want = datasets.BoolOf(*raw[i])
		}
		if r.ScoreHigherIsBetter != want {
			t.Errorf("row %d (%s, %s): read %v, want %v", i, r.Test, r.ScoreUnit, r.ScoreHigherIsBetter, want)
		}
		if want.Known() == math.IsNaN(r.Score) {
			t.Errorf("row %d: direction %v with score %v", i, want, r.Score)
		}
		seen[want]++
	}
	if seen[datasets.Yes] == 0 || seen[datasets.No] == 0 || seen[datasets.Unknown] == 0 {
		t.Fatalf("the file's column holds %d true, %d false and %d null: want each", seen[datasets.Yes], seen[datasets.No], seen[datasets.Unknown])
	}
}
