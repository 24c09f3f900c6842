package analyze

import (
	"testing"

	"github.com/iopress/iopress/datasets"
)

// TestLatencyQueueGapNeedsADeeperQueue: mean latencies are not compared
// where one system kept 10% more I/Os in flight than another and at
// least one more: article 1's random 4K read (Windows Non-Native about
// 270, the Linux stacks about 478, by IOPS times mean latency) is such a
// cell, its random 64K write (all about 478) is not, and two fio engines
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
	var rr4k, rw64k Cell
	for _, c := range mustCompare(t, article1).Cells {
		switch {
		case c.Pattern == datasets.PatternRandom && c.Direction == datasets.DirectionRead && c.BlockSizeBytes == 4096:
			rr4k = c
		case c.Pattern == datasets.PatternRandom && c.Direction == datasets.DirectionWrite && c.BlockSizeBytes == 65536:
			rw64k = c
		}
	}
	check("article 1", article1, map[string]bool{rr4k.String(): true, rw64k.String(): false})
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
