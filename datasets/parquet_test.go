package datasets_test

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// sameDataset reports every table's rows of got that differ from want's,
// field by field (NaN equal to NaN: a missing value).
func sameDataset(t *testing.T, got, want *datasets.Dataset) {
	t.Helper()
	g, w := reflect.ValueOf(got).Elem(), reflect.ValueOf(want).Elem()
	for i := range g.NumField() {
		table := g.Type().Field(i).Name
		gt, wt := g.Field(i), w.Field(i)
		if gt.Len() != wt.Len() {
			t.Errorf("%s: %d rows, want %d", table, gt.Len(), wt.Len())
			continue
		}
		bad := 0
		for r := range gt.Len() {
			if diff := differences(gt.Index(r), wt.Index(r), ""); diff != "" && bad < 5 {
				t.Errorf("%s row %d: %s", table, r, diff)
				bad++
			}
		}
	}
}

// differences says how the struct g differs from w, field by field.
func differences(g, w reflect.Value, prefix string) string {
	var out []string
	for f := range g.NumField() {
		name := prefix + g.Type().Field(f).Name
		gv, wv := g.Field(f), w.Field(f)
		switch gv.Kind() {
		case reflect.Struct:
			if d := differences(gv, wv, name+"."); d != "" {
				out = append(out, d)
			}
			continue
		case reflect.Float64:
			if gv.Float() == wv.Float() || math.IsNaN(gv.Float()) && math.IsNaN(wv.Float()) {
				continue
			}
		default:
			if gv.Interface() == wv.Interface() {
				continue
			}
		}
		out = append(out, fmt.Sprintf("%s %v, want %v", name, gv.Interface(), wv.Interface()))
	}
	return strings.Join(out, "; ")
}

// copyDir copies the files of dir into a new temporary folder.
func copyDir(t *testing.T, dir string) string {
	t.Helper()
	out := t.TempDir()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, e.Name()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// readParquetAlone reads the dataset folder dir from its Arrow files, and
// again from its Parquet files alone, the Arrow files removed.
func readParquetAlone(t *testing.T, dir string) (fromArrow, fromParquet *datasets.Dataset) {
	t.Helper()
	fromArrow, err := datasets.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	arrows, _ := filepath.Glob(filepath.Join(dir, "*.arrow"))
	if len(arrows) != 5 {
		t.Fatalf("%d Arrow files in %s, want one per table", len(arrows), dir)
	}
	for _, f := range arrows {
		os.Remove(f)
	}
	if fromParquet, err = datasets.ReadDir(dir); err != nil {
		t.Fatal(err)
	}
	return fromArrow, fromParquet
}

// TestParquetOfEarlierIopressIsRead: the Parquet files of a dataset an
// earlier iopress wrote through pqarrow (a repeated root, the Arrow
// schema in the metadata; testdata/pqarrow-1.3) read as their Arrow
// twins, every table and every value: labels maps, timestamps, the
// errors of a failed job.
func TestParquetOfEarlierIopressIsRead(t *testing.T) {
	fromArrow, fromParquet := readParquetAlone(t, copyDir(t, "testdata/pqarrow-1.3"))
	if len(fromArrow.Results) == 0 || len(fromArrow.Histogram) == 0 || len(fromArrow.Series) == 0 || len(fromArrow.Problems) == 0 {
		t.Fatalf("the fixture lacks a table: %d results, %d bins, %d samples, %d problems",
			len(fromArrow.Results), len(fromArrow.Histogram), len(fromArrow.Series), len(fromArrow.Problems))
	}
	if fromArrow.Results[0].Labels == "" || fromArrow.Results[0].StartUnixS == 0 {
		t.Fatal("the fixture's results have no labels or start: the map and timestamp columns would go untested")
	}
	sameDataset(t, fromParquet, fromArrow)
}

// TestParquetReadsAsArrow: every table of a real dataset, written in both
// formats, reads back the same from its Parquet files alone.
func TestParquetReadsAsArrow(t *testing.T) {
	fromArrow, fromParquet := readParquetAlone(t, realDataset(t))
	sameDataset(t, fromParquet, fromArrow)
}
