package render

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
)

// TestSweepFindingsFollowTheTables: with one storage run against a run in
// memory there is no gap between systems to rank the workloads by: their
// findings come in the tables' order, reads before writes, in every
// language.
func TestSweepFindingsFollowTheTables(t *testing.T) {
	ds, s := realSweep(t)
	for _, sw := range sweepInEveryLang(t, ds, s) {
		language, l, art := sw.l.Lang, sw.l, sw.art
		at := -1
		for _, tb := range art.Tables {
			name := tb.Name
			i := -1
			for j, f := range art.Findings {
				for _, k := range []curveKey{{"disk", "random", "read"}, {"disk", "sequential", "read"}, {"disk", "random", "write"}, {"disk", "sequential", "write"}} {
					if strings.HasSuffix(name, sweepStem(analyze.Workload{Pattern: k.pattern, Direction: k.direction, BlockSizeBytes: blockOf(k)})) &&
						strings.HasPrefix(f, l.Capitalize(l.workloadName(analyze.Workload{Pattern: k.pattern, Direction: k.direction, BlockSizeBytes: blockOf(k), NumJobs: 1, RWMixReadPct: -1}))) {
						i = j
					}
				}
			}
			if i <= at {
				t.Errorf("%s: the finding of %s at %d, after %d: %q", language, tb.Name, i, at, art.Findings)
			}
			at = i
		}
	}
}
