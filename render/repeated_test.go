package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// repeatedCell keys fio's engine runs by system and workload.
type repeatedCell struct {
	system, pattern, dir string
	qd                   int64
}

// enginesInFlight is how many I/Os each system kept in flight in each
// workload of fio's engine runs, by Little's law from the rows' medians
// (IOPS times mean latency), worked out here apart from analyze.
func enginesInFlight(t *testing.T, ds *datasets.Dataset) map[repeatedCell]float64 {
	t.Helper()
	median := func(v []float64) float64 {
		slices.Sort(v)
		return v[len(v)/2]
	}
	iops, lat := map[repeatedCell][]float64{}, map[repeatedCell][]float64{}
	for _, r := range ds.Results {
		k := repeatedCell{r.System, r.Pattern, r.Direction, r.IODepth}
		iops[k], lat[k] = append(iops[k], r.IOPS), append(lat[k], r.LatMeanNs)
	}
	out := map[repeatedCell]float64{}
	for k := range iops {
		out[k] = median(iops[k]) * median(lat[k]) / 1e9
	}
	return out
}

// unequalQueues are the workloads of fio's engine runs where one engine
// kept twice the I/Os in flight of the other, or more.
func unequalQueues(t *testing.T, ds *datasets.Dataset) map[repeatedCell]bool {
	t.Helper()
	n := enginesInFlight(t, ds)
	out := map[repeatedCell]bool{}
	for k, psync := range n {
		if k.system != "fio psync" {
			continue
		}
		uring := n[repeatedCell{"fio io_uring", k.pattern, k.dir, k.qd}]
		if max(psync, uring) >= 2*min(psync, uring) {
			out[repeatedCell{"", k.pattern, k.dir, k.qd}] = true
		}
	}
	return out
}

// TestRepeatedTablesCrownNoOpenOrUnequalCell: of fio's engines, five runs
// each, the tables shade no figure "tied for best" where the difference
// is only not significant (the text calls it open, not a tie), and no
// latency "best" where the engines kept unequal queues (the text says
// that lower latency is no win).
func TestRepeatedTablesCrownNoOpenOrUnequalCell(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/engines/data")
	unequal := unequalQueues(t, ds)
	if len(unequal) != 3 {
		t.Fatalf("the engine runs have %d workloads at unequal queues, want 3 (random read QD32, sequential read QD8, random write QD32)", len(unequal))
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	open := 0
	for _, c := range a.Comparisons {
		if c.TieReason == "not significant" {
			open++
		}
	}
	if open == 0 {
		t.Fatal("no difference of the engine runs is open: this test expects some")
	}
	art, err := Build(ds, a, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tb := range art.Tables {
		for _, row := range tb.Rows {
			latency := strings.HasPrefix(row.Quantity, "lat_")
			for i, cell := range row.Cells {
				wc := tb.cells[i/len(tb.Systems)]
				var cmp *analyze.Comparison
				for j := range a.Comparisons {
					if c := &a.Comparisons[j]; c.Cell == wc && c.Metric.Name == row.Quantity {
						cmp = c
					}
				}
				if cell.Tie && cmp != nil && cmp.TieReason == "not significant" {
					t.Errorf("%s, %s, %s: %s shaded tied for best, where the difference is only not significant", tb.Title, row.Label, tb.Systems[i%len(tb.Systems)], cell.Text)
				}
				if cell.Best && latency && unequal[repeatedCell{"", wc.Pattern, wc.Direction, wc.IODepth}] {
					t.Errorf("%s, %s, %s: %s shaded best at unequal queues", tb.Title, row.Label, tb.Systems[i%len(tb.Systems)], cell.Text)
				}
			}
		}
	}
}
