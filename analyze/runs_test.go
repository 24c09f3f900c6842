package analyze_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// readRuns reads the real fio runs of testdata/capped matching pattern.
func readRuns(t *testing.T, pattern string) []datasets.Result {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "capped", pattern))
	if err != nil || len(files) == 0 {
		t.Fatalf("%s: %v files (%v)", pattern, files, err)
	}
	ds, errs := ingest.Read(context.Background(), files, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return ds.Results
}

// TestCompareRunsListsOneSidedCells: real runs of two cells (random read
// and random write, five each) against runs of one of them: the cell the
// other side lacks is listed on its side with its runs, not dropped.
func TestCompareRunsListsOneSidedCells(t *testing.T) {
	both := readRuns(t, "uncapped/*.json")
	reads := readRuns(t, "capped/randread-*.json")
	writes := readRuns(t, "uncapped/randwrite-*.json")
	w := writes[0]
	for _, tt := range []struct {
		name             string
		old, new         []datasets.Result
		onlyOld, onlyNew int
	}{
		{"new lacks a cell", both, reads, len(writes), 0},
		{"old lacks a cell", reads, both, 0, len(writes)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rc, err := analyze.CompareRuns(tt.old, tt.new, analyze.Options{}, false)
			if err != nil {
				t.Fatal(err)
			}
			for _, side := range []struct {
				name string
				got  []analyze.OneSided
				runs int
			}{{"old", rc.OnlyOld, tt.onlyOld}, {"new", rc.OnlyNew, tt.onlyNew}} {
				if side.runs == 0 {
					if len(side.got) != 0 {
						t.Errorf("only in %s: %+v, want none", side.name, side.got)
					}
					continue
				}
				if len(side.got) != 1 {
					t.Fatalf("only in %s: %+v, want the random write cell", side.name, side.got)
				}
				c := side.got[0]
				if c.Cell.Pattern != w.Pattern || c.Cell.Direction != w.Direction || c.Cell.BlockSizeBytes != w.BlockSizeBytes ||
					c.Cell.IODepth != w.IODepth || c.System != "" || c.Runs != side.runs {
					t.Errorf("only in %s: %+v, want %s %s %d bytes QD%d with its %d runs", side.name, c, w.Pattern, w.Direction, w.BlockSizeBytes, w.IODepth, side.runs)
				}
			}
			for _, c := range rc.Changes {
				if c.Cell.Direction == w.Direction {
					t.Errorf("%s compared with nothing: %+v", c.Cell, c)
				}
			}
		})
	}
}
