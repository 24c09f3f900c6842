package analyze

import (
	"math"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// TestLatencyQueueGapNeedsADeeperQueue: mean latencies are not compared
// where one system kept 10% more I/Os in flight than another and at
// least one more, and the fastest did not also do the most: article 1's
// sequential 64K write (Windows Non-Native about 292 at the lowest
// latency, the Linux stacks about 479 at more IOPS, by IOPS times mean
// latency) is such a cell, its random 64K write (all about 478) is not, and two fio engines
// at QD1 (about 0.92 and 1.02 in flight, one I/O each, in render's
// repeated runs) are not either.
func TestLatencyQueueGapNeedsADeeperQueue(t *testing.T) {
	check := func(name string, ds *datasets.Dataset, want map[string]bool) {
		t.Helper()
		a, err := Compare(ds.Results, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range a.Cells {
			w, ok := want[c.String()]
			if !ok {
				continue
			}
			delete(want, c.String())
			if _, got := a.LatencyQueueGapAt(c); got != w {
				t.Errorf("%s, %s: unlike queues %v, want %v", name, c, got, w)
			}
		}
		for c := range want {
			t.Errorf("%s has no cell %s", name, c)
		}
	}
	article1, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	var sw64k, rw64k Cell
	for _, c := range mustCompare(t, article1).Cells {
		switch {
		case c.Pattern == datasets.PatternSequential && c.Direction == datasets.DirectionWrite && c.BlockSizeBytes == 65536:
			sw64k = c
		case c.Pattern == datasets.PatternRandom && c.Direction == datasets.DirectionWrite && c.BlockSizeBytes == 65536:
			rw64k = c
		}
	}
	check("article 1", article1, map[string]bool{sw64k.String(): true, rw64k.String(): false})
	engines := &datasets.Dataset{}
	for _, dir := range []string{"../render/testdata/repeats/psync", "../render/testdata/repeats/io_uring"} {
		one, err := datasets.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		engines.Append(one)
	}
	var qd1 Cell
	for _, c := range mustCompare(t, engines).Cells {
		if c.IODepth == 1 {
			qd1 = c
		}
	}
	check("fio engines", engines, map[string]bool{qd1.String(): false})
}

func mustCompare(t *testing.T, ds *datasets.Dataset) *Analysis {
	t.Helper()
	a, err := Compare(ds.Results, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestLatencyLeadWithTheMostIOPSIsCompared: by Little's law a shorter
// queue's shorter wait is an artefact only where its system also did
// less. In the bundled dataset's rows, a cell whose I/Os in flight
// (IOPS x mean latency) are 10% or more apart and whose lowest mean
// latency is that of the system with the most IOPS (Windows Native in
// random 64K read: 1,493,637 vs 1,270,000 IOPS, 0.207 vs 0.377 ms) is a
// genuine latency lead, compared; the others are not compared.
func TestLatencyLeadWithTheMostIOPSIsCompared(t *testing.T) {
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	type row struct{ iops, lat float64 }
	rows := map[Cell]map[string]row{}
	a := mustCompare(t, ds)
	for _, r := range ds.Results {
		for _, c := range a.Cells {
			if c.Pattern == r.Pattern && c.Direction == r.Direction && c.BlockSizeBytes == r.BlockSizeBytes {
				if rows[c] == nil {
					rows[c] = map[string]row{}
				}
				rows[c][r.System] = row{r.IOPS, r.LatMeanNs}
			}
		}
	}
	earned, unlike := 0, 0
	for c, systems := range rows {
		lo, hi, fastest, most := math.Inf(1), 0.0, "", ""
		for s, r := range systems {
			n := r.iops * r.lat / 1e9
			lo, hi = math.Min(lo, n), math.Max(hi, n)
			if fastest == "" || r.lat < systems[fastest].lat {
				fastest = s
			}
			if most == "" || r.iops > systems[most].iops {
				most = s
			}
		}
		gap := hi >= 1.1*lo && hi-lo >= 1
		genuine := gap && systems[fastest].iops >= systems[most].iops
		if genuine {
			earned++
		} else if gap {
			unlike++
		}
		if _, got := a.LatencyLeadAt(c); got != genuine {
			t.Errorf("%s: genuine latency lead %v, want %v", c, got, genuine)
		}
		if _, got := a.LatencyQueueGapAt(c); got != (gap && !genuine) {
			t.Errorf("%s: latencies uncompared %v, want %v", c, got, gap && !genuine)
		}
	}
	if earned == 0 || unlike == 0 {
		t.Errorf("the bundled dataset has %d genuine leads at unlike queues and %d uncompared cells, want some of each", earned, unlike)
	}
}
