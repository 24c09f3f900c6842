package render

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// TestLittlesLawSentences: of a system's workloads checked against
// Little's law, the findings say the one with more I/Os in flight than
// its slots hold, the one whose queue stood partly empty (only from a
// total latency), or else the share of the slots in flight: a range, or
// one figure where both ends print alike, a lower bound from a
// completion latency.
func TestLittlesLawSentences(t *testing.T) {
	cell := func(depth int64) analyze.Cell {
		return analyze.Cell{Pattern: datasets.PatternRandom, Direction: datasets.DirectionRead, BlockSizeBytes: 4096, IODepth: depth, NumJobs: 1, RWMixReadPct: -1}
	}
	occ := func(depth int64, inFlight float64, kind string) analyze.Occupancy {
		return analyze.Occupancy{Cell: cell(depth), InFlight: inFlight, Slots: depth, LatKind: kind}
	}
	for _, tc := range []struct {
		name string
		occ  []analyze.Occupancy
		want []string // prefixes of the sentences
	}{
		{"overfull", []analyze.Occupancy{occ(1, 1, datasets.LatTotal), occ(8, 9.6, datasets.LatTotal)},
			[]string{"Random 4K read QD8: IOPS times mean latency puts 9.6 I/Os in flight, more than the 8 "}},
		{"underfilled and overfull", []analyze.Occupancy{occ(16, 1, datasets.LatTotal), occ(8, 9.6, datasets.LatTotal)},
			[]string{"Random 4K read QD8: IOPS times mean latency puts 9.6 ", "Random 4K read QD16: IOPS times mean latency puts only 1.0 I/Os in flight of the 16 "}},
		{"underfilled by a completion latency", []analyze.Occupancy{occ(16, 1, datasets.LatCompletion)},
			[]string{"Little's law: IOPS times mean completion latency puts 6% of the queue's slots in flight;"}},
		{"holds", []analyze.Occupancy{occ(1, 0.95, datasets.LatTotal), occ(32, 31.9, datasets.LatTotal)},
			[]string{"Little's law holds: IOPS times mean latency puts 95% to 100% of the queue's slots in flight in every workload,"}},
		{"holds alike", []analyze.Occupancy{occ(1, 0.999, datasets.LatTotal), occ(32, 31.9, datasets.LatTotal)},
			[]string{"Little's law holds: IOPS times mean latency puts 100% of the queue's slots in flight in every workload,"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWriter(&analyze.Analysis{}, english)
			got, _ := w.littlesLaw(tc.occ)
			if len(got) != len(tc.want) {
				t.Fatalf("got %q, want %d sentences", got, len(tc.want))
			}
			for i := range got {
				if !strings.HasPrefix(got[i], tc.want[i]) {
					t.Errorf("got  %q\nwant %q...", got[i], tc.want[i])
				}
			}
		})
	}
}
