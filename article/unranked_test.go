package article_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/article"
	"github.com/iopress/iopress/render/web"
	"github.com/iopress/iopress/render/words"
)

// oldPTSExport is a real Phoronix Test Suite 5.6 CSV export of ten
// systems' 7-Zip figures: it says neither their unit nor which way is
// better (the composite.xml of the same run says higher).
var oldPTSExport = []string{"../ingest/pts/testdata/laertispappas__aws-ec2-phoronix-benchmark__large-ec2_7zip.csv"}

// TestUnrankedScoresNameNoWinner: in every language, the article of the
// PTS 5.x export shows every system's figure but marks none best or tied
// (and keys no such mark), titles its chart with neither "higher is
// better" nor "lower is better" but that which way is better is not
// recorded, names no leader in its lead, findings or verdict, and says
// once, in its warnings, that the test is not ranked. Against a baseline,
// its table of changes calls none better.
func TestUnrankedScoresNameNoWinner(t *testing.T) {
	ds := read(t, oldPTSExport...)
	for _, l := range words.Langs {
		art, kind, err := article.Make(ds, article.Settings{Lang: l, Analysis: analyze.Options{Baseline: "7zip-run-0"}})
		if err != nil || kind != article.Comparison {
			t.Fatalf("%s: kind %s, err %v: want a comparison", l.Name(), kind, err)
		}
		figures := 0
		for _, tb := range art.Tables {
			// A change within the tie threshold is no difference, "~",
			// which needs no direction of better; a figure tied for best
			// does.
			changes := strings.HasPrefix(tb.Name, "change-")
			if tb.BestKey != "" || tb.TieKey != "" && !changes {
				t.Errorf("%s: table %q keys a best (%q) or a tie (%q) that no cell can be", l.Name(), tb.Title, tb.BestKey, tb.TieKey)
			}
			for _, row := range tb.Rows {
				for _, c := range row.Cells {
					if c.HasValue {
						figures++
					}
					if c.Best || c.Tie && !changes {
						t.Errorf("%s: table %q marks %q best or tied", l.Name(), tb.Title, c.Text)
					}
				}
			}
		}
		if figures != 10+9 {
			t.Errorf("%s: %d figures in the tables, want the export's 10 and 9 changes against the baseline", l.Name(), figures)
		}
		var html bytes.Buffer
		if err := web.WriteHTML(&html, art); err != nil {
			t.Fatal(err)
		}
		page := html.String()
		unrecorded := l.Say("Score in %s (which way is better is not recorded)", "unknown")
		for _, claim := range []string{l.Say("Score in %s (lower is better)", "unknown"), l.Say("Score in %s (higher is better)", "unknown")} {
			if strings.Contains(page, claim) {
				t.Errorf("%s: the page says %q", l.Name(), claim)
			}
		}
		if len(art.Charts) != 1 || !strings.Contains(art.Charts[0].Description, unrecorded) || !strings.Contains(page, unrecorded) {
			t.Errorf("%s: %d charts; want one titled %q", l.Name(), len(art.Charts), unrecorded)
		}
		note := l.Say("the source does not record which way is better, a higher or a lower score, for %d tests, so none of them is ranked", 1)
		n := 0
		for _, w := range art.Warnings {
			if strings.Contains(w, note) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%s: warnings %q: want %q once", l.Name(), art.Warnings, note)
		}
		if l == words.English {
			story := strings.ToLower(strings.Join(append([]string{art.Lead, art.Verdict}, art.Findings...), " "))
			for _, claim := range []string{"lead", "best", "win", "ahead", "faster", "slower", "better", "worse"} {
				if strings.Contains(story, claim) {
					t.Errorf("the story says %q: %q", claim, story)
				}
			}
		}
	}
}
