package datasets_test

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
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
		// The bundled datasets are kept as written before schema 1.2,
		// for the tests that read an older dataset: no result_id.
		for i := range parsed.Results {
			if i < len(bundled.Results) && bundled.Results[i].ResultID == "" {
				parsed.Results[i].ResultID = ""
			}
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

// TestInventoryCores: the core count comes from the CPU count a source's
// setup records (iopress run's inventory); nothing, or machines that
// disagree, give 0.
func TestInventoryCores(t *testing.T) {
	run := func(n int64) datasets.Source {
		return datasets.Source{Tool: datasets.ToolIOPress, Setup: datasets.Setup{Host: "lab", CPUModel: "X", CPUCount: n}}
	}
	for _, tc := range []struct {
		name    string
		sources []datasets.Source
		want    int
	}{
		{"one run", []datasets.Source{run(384)}, 384},
		{"two runs, one machine", []datasets.Source{run(16), {Notes: "fio output"}, run(16)}, 16},
		{"two machines", []datasets.Source{run(16), run(8)}, 0},
		{"no inventory", []datasets.Source{{Notes: "# comment of a published table"}}, 0},
	} {
		if got := datasets.InventoryCores(tc.sources); got != tc.want {
			t.Errorf("%s: %d cores, want %d", tc.name, got, tc.want)
		}
	}
}

// TestValidateBoundsWhatDevicesReach: a figure at a bound is kept, one
// just past it is refused with a message naming the figure.
func TestValidateBoundsWhatDevicesReach(t *testing.T) {
	tests := []struct {
		name  string
		bound float64
		set   func(r *datasets.Result, v float64)
	}{
		{"iops", datasets.MaxIOPS, func(r *datasets.Result, v float64) { r.IOPS = v }},
		{"bw_bytes_per_s", datasets.MaxBytesPerS, func(r *datasets.Result, v float64) { r.BWBytesPerS = v }},
		{"lat_mean_ns", datasets.MaxLatencyNs, func(r *datasets.Result, v float64) { r.LatMeanNs = v }},
		{"lat_p999_ns", datasets.MaxLatencyNs, func(r *datasets.Result, v float64) { r.LatP999Ns = v }},
		{"lat_max_ns", datasets.MaxLatencyNs, func(r *datasets.Result, v float64) { r.LatMaxNs = v }},
	}
	for _, tt := range tests {
		r := datasets.NewResult()
		r.System, r.Pattern, r.Direction, r.IOPS = "a", datasets.PatternRandom, datasets.DirectionRead, 1000
		tt.set(&r, tt.bound)
		if err := r.Validate(); err != nil {
			t.Errorf("%s at its bound %g: %v", tt.name, tt.bound, err)
		}
		tt.set(&r, math.Nextafter(tt.bound, math.Inf(1)))
		if err := r.Validate(); err == nil || !strings.Contains(err.Error(), tt.name+" = ") || !strings.Contains(err.Error(), "more than any device reaches") {
			t.Errorf("%s past its bound: %v", tt.name, err)
		}
	}
}

// TestValidateMeasuredFigures: a row whose only figure is one latency
// summary (a tool that prints the latency of a mixed test apart from its
// reads' and writes' rates) is measured; the spread of a latency (its min,
// max, standard deviation) alone is not.
func TestValidateMeasuredFigures(t *testing.T) {
	for _, tc := range []struct {
		name     string
		set      func(r *datasets.Result)
		measured bool
	}{
		{"lat_mean_ns", func(r *datasets.Result) { r.LatMeanNs = 580000 }, true},
		{"lat_p50_ns", func(r *datasets.Result) { r.LatP50Ns = 580000 }, true},
		{"lat_min_ns", func(r *datasets.Result) { r.LatMinNs = 1000 }, false},
		{"lat_max_ns", func(r *datasets.Result) { r.LatMaxNs = 70020000 }, false},
		{"lat_stddev_ns", func(r *datasets.Result) { r.LatStddevNs = 1000 }, false},
	} {
		r := datasets.NewResult()
		r.System, r.Pattern, r.Direction = "a", datasets.PatternRandom, datasets.DirectionMixed
		tc.set(&r)
		if err := r.Validate(); (err == nil) != tc.measured {
			t.Errorf("%s alone: %v, want measured %v", tc.name, err, tc.measured)
		}
	}
}

// TestValidateNamesTheColumn: each way a row breaks the contract names the
// results column at fault, one of the table's own, so a parser can point at
// where that value came from; Dataset.Validate names the row.
func TestValidateNamesTheColumn(t *testing.T) {
	columns := map[string]bool{"": true} // "": the row as a whole
	for _, c := range datasets.ResultColumns() {
		columns[c.Name] = true
	}
	for _, tc := range []struct {
		column string
		spoil  func(r *datasets.Result)
	}{
		{"pattern", func(r *datasets.Result) { r.Pattern = "diagonal" }},
		{"direction", func(r *datasets.Result) { r.Direction = "sideways" }},
		{"system", func(r *datasets.Result) { r.System = "" }},
		{"block_size_bytes", func(r *datasets.Result) { r.BlockSizeBytes = -1 }},
		{"numjobs", func(r *datasets.Result) { r.NumJobs = -1 }},
		{"iops", func(r *datasets.Result) { r.IOPS = math.Inf(1) }},
		{"lat_p99_ns", func(r *datasets.Result) { r.LatP99Ns = -1 }},
		{"cpu_sys_pct", func(r *datasets.Result) { r.CPUSysPct = 101 }},
		{"", func(r *datasets.Result) { r.IOPS = math.NaN() }},
	} {
		good := datasets.NewResult()
		good.System, good.Pattern, good.Direction, good.IOPS = "a", datasets.PatternRandom, datasets.DirectionRead, 1000
		bad := good
		tc.spoil(&bad)
		ds := &datasets.Dataset{Results: []datasets.Result{good, good, bad}}
		err := ds.Validate()
		var row *datasets.RowError
		var fe *datasets.FieldError
		if !errors.As(err, &row) || row.Row != 2 || !errors.As(err, &fe) || fe.Column != tc.column || !columns[fe.Column] {
			t.Errorf("%q: error %v, want row 3's, naming column %q", tc.column, err, tc.column)
		}
	}
	ds := &datasets.Dataset{Results: []datasets.Result{datasets.NewResult()}}
	ds.Results[0].System, ds.Results[0].Direction, ds.Results[0].IOPS = "a", datasets.DirectionRead, 1
	if err := ds.Validate(); err != nil {
		t.Errorf("a good row: %v", err)
	}
}
