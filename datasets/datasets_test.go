package datasets_test

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

var update = flag.Bool("update", false, "regenerate the bundled datasets' Arrow files from their sources")

// sameRows compares rows treating NaN as equal to NaN (a missing value).
func sameRows(t *testing.T, got, want []datasets.Result) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d rows, want %d", len(got), len(want))
	}
	for i := range got {
		g, w := reflect.ValueOf(got[i]), reflect.ValueOf(want[i])
		for f := 0; f < g.NumField(); f++ {
			gv, wv := g.Field(f).Interface(), w.Field(f).Interface()
			if gf, ok := gv.(float64); ok {
				wf := wv.(float64)
				if gf == wf || math.IsNaN(gf) && math.IsNaN(wf) {
					continue
				}
			} else if gv == wv {
				continue
			}
			t.Errorf("row %d %s: got %v, want %v", i, g.Type().Field(f).Name, gv, wv)
		}
	}
}

func TestRoundTripArrowAndParquet(t *testing.T) {
	parsed, err := ingest.File("reference/article1/published.csv")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := datasets.WriteDir(dir, parsed, datasets.Arrow, datasets.Parquet); err != nil {
		t.Fatal(err)
	}
	back, err := datasets.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	sameRows(t, back.Results, parsed.Results)
	if !reflect.DeepEqual(back.Sources, parsed.Sources) {
		t.Errorf("sources: got %+v, want %+v", back.Sources, parsed.Sources)
	}
	// Parquet alone must read back the same.
	for _, name := range []string{"results.arrow", "sources.arrow"} {
		os.Remove(filepath.Join(dir, name))
	}
	fromParquet, err := datasets.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	sameRows(t, fromParquet.Results, parsed.Results)
}

// parseBundledSource parses a bundled dataset's source as `iopress ingest`
// would from the repository root, so provenance names the file there.
func parseBundledSource(t *testing.T, name string) *datasets.Dataset {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("reference", name, "published.csv"))
	if err != nil {
		t.Fatal(err)
	}
	ds, err := ingest.Bytes(data, "datasets/reference/"+name+"/published.csv")
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

func TestBundledMatchesItsSource(t *testing.T) {
	for _, name := range datasets.BundledNames() {
		parsed := parseBundledSource(t, name)
		if *update {
			if err := datasets.WriteDir(filepath.Join("reference", name), parsed); err != nil {
				t.Fatal(err)
			}
		}
		bundled, err := datasets.Bundled(name)
		if err != nil {
			t.Fatal(err)
		}
		sameRows(t, bundled.Results, parsed.Results)
		if !reflect.DeepEqual(bundled.Sources, parsed.Sources) {
			t.Errorf("sources: got %+v, want %+v", bundled.Sources, parsed.Sources)
		}
	}
}

func TestReadDirRefusesNonDataset(t *testing.T) {
	if _, err := datasets.ReadDir(t.TempDir()); err == nil {
		t.Fatal("empty folder read as a dataset")
	}
}

func ExampleBundled() {
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		panic(err)
	}
	r := ds.Results[1]
	fmt.Printf("%d rows; %s %s %s %dB: %.0f bytes/s\n", len(ds.Results), r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.BWBytesPerS)
	// Output: 32 rows; Windows Native random read 4096B: 10799695266 bytes/s
}
