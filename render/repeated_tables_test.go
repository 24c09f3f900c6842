package render

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// engineRuns are the bandwidths of fio's engine runs by system and
// workload, straight from the rows.
func engineRuns(ds *datasets.Dataset) map[repeatedCell][]float64 {
	out := map[repeatedCell][]float64{}
	for _, r := range ds.Results {
		k := repeatedCell{r.System, r.Pattern, r.Direction, r.IODepth}
		out[k] = append(out[k], r.BWBytesPerS)
	}
	return out
}

// TestRepeatedTablesShowTheRunsAndMarkWhatTheTextSays: of fio's engines,
// five runs each, every table gives under the medians the lowest and the
// highest run of each (from the rows); no figure is shaded best where
// psync ignored the depth asked (the text names no winner there), and
// psync's figure there carries a note of the depth it ran at; a figure
// the text calls inconclusive carries a note with its p-value; the
// legend names only the shadings a table uses; and the corner heads
// "4K QD32" as a workload, not a block size.
func TestRepeatedTablesShowTheRunsAndMarkWhatTheTextSays(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/engines/data")
	runs := engineRuns(ds)
	unequal := unequalQueues(t, ds)
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	art, err := Build(ds, a, Options{})
	if err != nil {
		t.Fatal(err)
	}
	notes := strings.Join(art.Notes, "\n")
	noteOf := func(mark string) string {
		for _, n := range art.Notes {
			if m, text, ok := strings.Cut(n, " "); ok && m == mark {
				return text
			}
		}
		return ""
	}
	spread, depthNotes, inconclusive := 0, 0, 0
	for _, tb := range art.Tables {
		if tb.Corner != "Workload" {
			t.Errorf("%s: corner %q, want Workload", tb.Title, tb.Corner)
		}
		best, tie := false, false
		for _, row := range tb.Rows {
			for i, cell := range row.Cells {
				wc := tb.cells[i/len(tb.Systems)]
				system := tb.Systems[i%len(tb.Systems)]
				k := repeatedCell{system, wc.Pattern, wc.Direction, wc.IODepth}
				best, tie = best || cell.Best, tie || cell.Tie
				if cell.Best && unequal[repeatedCell{"", wc.Pattern, wc.Direction, wc.IODepth}] {
					t.Errorf("%s, %s, %s: shaded best where psync ignored the depth", tb.Title, row.Label, system)
				}
				switch row.Label {
				case "Bandwidth, lowest run", "Bandwidth, highest run":
					want := slices.Min(runs[k])
					if row.Label == "Bandwidth, highest run" {
						want = slices.Max(runs[k])
					}
					if cell.Value != want {
						t.Errorf("%s, %s, %s: %v, want %v", tb.Title, row.Label, system, cell.Value, want)
					}
					spread++
				case "Bandwidth":
					// A cell's marks, each the longest note mark that
					// opens what is left ("**" is one mark, not two).
					var marks []string
					for rest := cell.Mark; rest != ""; {
						longest := ""
						for _, n := range art.Notes {
							if m, _, ok := strings.Cut(n, " "); ok && strings.HasPrefix(rest, m) && len(m) > len(longest) {
								longest = m
							}
						}
						if longest == "" {
							t.Fatalf("%s: mark %q names no note", tb.Title, cell.Mark)
						}
						marks, rest = append(marks, longest), rest[len(longest):]
					}
					said := ""
					for _, m := range marks {
						said += noteOf(m) + "\n"
					}
					if system == "fio psync" && unequal[repeatedCell{"", wc.Pattern, wc.Direction, wc.IODepth}] {
						if !strings.Contains(said, "fio psync was asked for the queue depth its column names, and ran at a queue depth of about 1: psync is synchronous.") {
							t.Errorf("%s, %s: psync's figure %q says nothing of the depth it ran at (%q)", tb.Title, wc, cell.Text, said)
						}
						depthNotes++
					}
					cmp := comparisonOf(a, wc, analyze.Bandwidth.Name)
					if cmp.TieReason == "not significant" {
						p := analyze.MannWhitney(runs[repeatedCell{"fio psync", wc.Pattern, wc.Direction, wc.IODepth}], runs[repeatedCell{"fio io_uring", wc.Pattern, wc.Direction, wc.IODepth}])
						// Holm over the four workloads' tests: at most 4p,
						// at least p, and never below the larger of the
						// smaller p-values' adjusted.
						if !strings.Contains(said, "Inconclusive: the runs cannot tell these figures apart (adjusted p = ") {
							t.Errorf("%s, %s, %s: %q not marked inconclusive (%q)", tb.Title, wc, system, cell.Text, said)
						}
						if !(testedP(cmp) >= p-1e-12 && testedP(cmp) <= math.Min(1, 4*p)+1e-12) {
							t.Errorf("%s: p %v, uncorrected %v", wc, testedP(cmp), p)
						}
						inconclusive++
					}
				}
			}
		}
		if !best && tb.BestKey != "" || best && tb.BestKey == "" {
			t.Errorf("%s: legend %q for a table with best shaded %v", tb.Title, tb.BestKey, best)
		}
		if !tie && tb.TieKey != "" {
			t.Errorf("%s: legend %q for a table with no tie shaded", tb.Title, tb.TieKey)
		}
	}
	// 4 workloads, 2 engines, 2 rows.
	if spread != 16 || depthNotes != 3 || inconclusive != 4 {
		t.Errorf("%d spread figures, %d depth notes, %d inconclusive marks; want 16, 3 and 4\n%s", spread, depthNotes, inconclusive, notes)
	}
}
