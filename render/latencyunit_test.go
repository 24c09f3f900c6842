package render

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/render/words"
)

// TestLatencyOneUnitPerArticle: the repeated-run comparison of fio's
// engines (its mean latency in tenths of a µs, its percentiles in whole
// µs) and iopress run's one-system article (its p50 in µs in one table,
// ms in the others) write every latency row of every results table in one
// unit, in every language, chosen so that no figure reads as a fraction
// of it (0.039 ms: two digits of fio's 38.7 µs).
func TestLatencyOneUnitPerArticle(t *testing.T) {
	for _, dir := range []string{"../analyze/testdata/engines/data", "../analyze/testdata/onesystem/iopress"} {
		ds := readDatasets(t, dir)
		a, err := analyze.Compare(ds.Results, analyze.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, code := range words.Langs {
			l := lang{Lang: code}
			art, err := Build(ds, a, Options{Lang: code})
			if err != nil {
				t.Fatal(err)
			}
			latencyTitles := map[string]bool{}
			for _, m := range []analyze.Metric{analyze.LatencyMean, analyze.LatencyP50, analyze.LatencyP99, analyze.LatencyP999} {
				latencyTitles[l.metricTitle(m)] = true
			}
			units := map[string]int{}
			for _, tb := range art.Tables {
				for _, r := range tb.Rows {
					if !latencyTitles[r.Label] {
						continue
					}
					units[r.Unit]++
					for _, c := range r.Cells {
						if c.HasValue && strings.HasPrefix(c.Text, "0"+l.Symbols().Decimal) {
							t.Errorf("%s, %s, %s: %q %s, a fraction of the unit", dir, code, r.Label, c.Text, r.Unit)
						}
					}
				}
			}
			if len(units) != 1 {
				t.Errorf("%s, %s: latency rows in %v units, want one", dir, code, units)
			}
		}
	}
}
