package render

import (
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/render/words"
)

// TestLatencyOneUnitPerArticle: the repeated-run comparison of fio's
// engines (its mean latency in tenths of a µs, its percentiles in whole
// µs) and iopress run's one-system article (its p50 in µs in one table,
// ms in the others) write every latency row of every results table in one
// unit, in every language, and the cells parse back in it.
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
					if latencyTitles[r.Label] {
						units[r.Unit]++
					}
				}
			}
			if len(units) != 1 {
				t.Errorf("%s, %s: latency rows in %v units, want one", dir, code, units)
			}
		}
	}
}
