package article_test

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/article"
)

// ptsData is a real PTS result of ten systems (EC2 instances), three runs
// each, kept with the PTS parser's samples.
var ptsData = []string{"../ingest/pts/testdata/laertispappas__aws-ec2-phoronix-benchmark__large-ec2_7zip_composite.xml"}

// TestPTSComparison: a PTS file of several systems makes a comparison
// article: its scores in PTS's unit, every system in a table, a chart in
// that unit, and the analysis behind it tests the systems' differences
// over their raw runs (three each: too few for significance at 0.05,
// which the article says).
func TestPTSComparison(t *testing.T) {
	ds := read(t, ptsData...)
	art, kind, err := article.Make(ds, article.Settings{})
	if err != nil || kind != article.Comparison {
		t.Fatalf("kind %s, err %v: want a comparison", kind, err)
	}
	systems := map[string]bool{}
	for _, tb := range art.Tables {
		if !strings.HasPrefix(tb.Title, "7-Zip Compression - Compress Speed Test") {
			t.Errorf("table %q: want the test's name as its title", tb.Title)
		}
		for _, s := range tb.Systems {
			systems[s] = true
		}
		if len(tb.Rows) != 1 || tb.Rows[0].Label != "Score" || tb.Rows[0].Unit != "MIPS" {
			t.Errorf("table %q rows %+v: want one row of scores in MIPS", tb.Title, tb.Rows)
		}
	}
	if len(systems) != 10 {
		t.Errorf("%d systems in the tables, want the file's 10", len(systems))
	}
	if len(art.Charts) != 1 || !strings.Contains(art.Charts[0].Description, "MIPS") {
		t.Errorf("charts %d: want one chart of the scores in MIPS", len(art.Charts))
	}
	if !strings.Contains(strings.Join(art.Warnings, "\n"), "some cells have 3") {
		t.Errorf("warnings %q: want the one that three runs are too few", art.Warnings)
	}

	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Comparisons) != 1 {
		t.Fatalf("%d comparisons, want the one test", len(a.Comparisons))
	}
	c := a.Comparisons[0]
	best := c.Ranking[0]
	if len(c.Ranking) != 10 || len(best.Samples) != 3 || !c.Metric.HigherIsBetter {
		t.Fatalf("ranking of %d systems, best with %d runs: want 10 systems of 3 runs, higher better", len(c.Ranking), len(best.Samples))
	}
	for _, f := range c.Ranking[1:] {
		// Three runs against three: the smallest two-sided Mann-Whitney p
		// is 2/C(6,3) = 0.1, before any correction, so no difference
		// is significant and each is a tie.
		if !(f.P >= 0.1) || f.CorrectedOver == nil {
			t.Errorf("%s: p = %v over %v, want a corrected p-value of at least 0.1 from the runs", f.System, f.P, f.CorrectedOver)
		}
	}
	if c.Winner != "" || len(c.Tied) != 10 {
		t.Errorf("winner %q, tied %v: want all ten tied (no difference significant)", c.Winner, c.Tied)
	}
}
