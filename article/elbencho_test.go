package article_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/article"
	"github.com/iopress/iopress/render"
)

// TestElbenchoMakesAComparison: elbencho results of two machines (the
// CSV files of one workload on Cori's GPU nodes and on Perlmutter) are
// read by content and make a comparison article with both systems and
// their figures.
func TestElbenchoMakesAComparison(t *testing.T) {
	ds := read(t, "../ingest/elbencho/testdata/cgpu-bw-direct.08threads.csv", "../ingest/elbencho/testdata/perlmutter-bw-direct.08threads.csv")
	if len(ds.Results) != 2 {
		t.Fatalf("%d rows, want one per file", len(ds.Results))
	}
	art, kind, err := article.Make(ds, article.Settings{})
	if err != nil || kind != article.Comparison {
		t.Fatalf("kind %s, err %v: want a comparison", kind, err)
	}
	found := false
	for _, tb := range art.Tables {
		if slices.Contains(tb.Systems, "cgpu-bw-direct.08threads") && slices.Contains(tb.Systems, "perlmutter-bw-direct.08threads") {
			found = true
			// Perlmutter's 6544 MiB/s and cgpu's 4831 MiB/s, as the
			// article writes them.
			text := strings.Join(tableText(tb), " ")
			for _, want := range []string{"6,544", "4,831"} {
				if !strings.Contains(text, want) {
					t.Errorf("table %q lacks %s: %s", tb.Title, want, text)
				}
			}
		}
	}
	if !found {
		t.Errorf("no table compares the two systems: %+v", art.Tables)
	}
}

// tableText is every label and printed figure of a table.
func tableText(tb *render.Table) []string {
	var out []string
	for _, r := range tb.Rows {
		out = append(out, r.Label, r.Unit)
		for _, c := range r.Cells {
			out = append(out, c.Text)
		}
	}
	return out
}
