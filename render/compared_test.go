package render

import (
	"context"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// TestCellsCountOnlyWhatWasCompared: in the CrystalDiskMark review, whose
// drives ran different tests, {{cells}} counts the workloads two drives
// or more ran (read from the results here, row by row), not every
// workload any drive ran; and a drive's {{wins}} are among those, so
// that "won W of C" never counts a workload a drive ran alone.
func TestCellsCountOnlyWhatWasCompared(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"../ingest/cdm/testdata/samples/crystaldiskmark"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	// The drives that have each metric in each workload, from the rows.
	type workload struct {
		pattern, dir string
		bs, qd, jobs int64
		mix          float64
	}
	ran := map[string]map[workload]map[string]bool{} // metric → workload → systems
	for _, r := range ds.Results {
		w := workload{r.Pattern, r.Direction, r.BlockSizeBytes, r.IODepth, r.NumJobs, r.RWMixReadPct}
		if math.IsNaN(w.mix) {
			w.mix = -1
		}
		for metric, v := range map[string]float64{"bw_bytes_per_s": r.BWBytesPerS, "iops": r.IOPS} {
			if math.IsNaN(v) {
				continue
			}
			if ran[metric] == nil {
				ran[metric] = map[workload]map[string]bool{}
			}
			if ran[metric][w] == nil {
				ran[metric][w] = map[string]bool{}
			}
			ran[metric][w][r.System] = true
		}
	}
	count := func(metric, dir string) (compared, any int) {
		for w, systems := range ran[metric] {
			if dir != "" && w.dir != dir {
				continue
			}
			any++
			if len(systems) > 1 {
				compared++
			}
		}
		return compared, any
	}
	readCompared, readAny := count("bw_bytes_per_s", datasets.DirectionRead)
	iopsCompared, iopsAny := count("iops", "")
	if readCompared == readAny || iopsCompared == iopsAny {
		t.Fatalf("the samples' drives ran the same workloads (%d of %d reads, %d of %d IOPS workloads compared): nothing to tell apart", readCompared, readAny, iopsCompared, iopsAny)
	}

	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s790 := a.Systems[0]
	for _, s := range a.Systems {
		if strings.HasSuffix(s, "S790") {
			s790 = s
		}
	}
	tmpl, err := ParseTemplate("review.md", []byte(`# {{title}}

Read: {{wins "`+s790+`" "bw_bytes_per_s" "read"}} of {{cells "bw_bytes_per_s" "read"}}.

IOPS: {{wins "`+s790+`" "iops"}} of {{cells "iops"}}.
`))
	if err != nil {
		t.Fatal(err)
	}
	art, err := BuildCDM(ds, a, Options{Template: tmpl})
	if err != nil {
		t.Fatal(err)
	}
	body, err := art.body()
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range []struct {
		what     string
		compared int
	}{{"Read", readCompared}, {"IOPS", iopsCompared}} {
		text := body[1+i].Text.String()
		var wins, cells int
		if !strings.HasPrefix(text, c.what+": ") {
			t.Fatalf("paragraph %q", text)
		}
		w, n, _ := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(text, c.what+": "), "."), " of ")
		wins, err1 := strconv.Atoi(w)
		cells, err2 := strconv.Atoi(n)
		if err1 != nil || err2 != nil {
			t.Fatalf("%q: not two counts", text)
		}
		if cells != c.compared || wins > cells {
			t.Errorf("%q: want %d workloads, those two drives or more ran, and wins among them", text, c.compared)
		}
	}
}

// TestValueOfACellASystemDidNotRun: a figure of a drive in a workload it
// did not run is refused, saying which drives have it there.
func TestValueOfACellASystemDidNotRun(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"../ingest/cdm/testdata/samples/crystaldiskmark"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// A compared read a drive did not run.
	for _, c := range a.Comparisons {
		if !c.Compared() || c.Metric.Name != "bw_bytes_per_s" {
			continue
		}
		for _, s := range a.Systems {
			if _, ok := c.Figure(s); ok {
				continue
			}
			var have []string
			for _, f := range c.Ranking {
				have = append(have, f.System)
			}
			tmpl, err := ParseTemplate("review.md", []byte("# {{title}}\n\n"+`{{value "`+s+`" "`+cellID(c.Cell)+`" "bw_bytes_per_s"}}`+"\n"))
			if err != nil {
				t.Fatal(err)
			}
			_, err = BuildCDM(ds, a, Options{Template: tmpl})
			want := s + " has no bw_bytes_per_s in " + cellID(c.Cell) + "; " + strings.Join(have[:len(have)-1], ", ") + " and " + have[len(have)-1] + " have it there"
			if err == nil || !strings.HasSuffix(err.Error(), want) {
				t.Errorf("%v, want it to end %q", err, want)
			}
			return
		}
	}
	t.Fatal("every drive ran every compared read")
}
