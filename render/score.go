package render

import (
	"fmt"
	"strings"

	"github.com/iopress/iopress/analyze"
)

// The words of scored results, in one place for the message catalog.
const (
	scoreTitle       = "Score"
	scoreHigherWords = "higher is better"
	scoreLowerWords  = "lower is better"
	scoreChartTitle  = "%s in %s (%s)" // Score, its unit, which way is better
)

// betterWords says which way a metric is better.
func betterWords(m analyze.Metric) string {
	if m.HigherIsBetter {
		return scoreHigherWords
	}
	return scoreLowerWords
}

// scoreCharts makes one bar chart of scores per unit and direction of
// better (tests along x): bars of one chart share an axis, so a chart
// never mixes units.
func scoreCharts(a *analyze.Analysis) ([]*Chart, error) {
	type kind struct {
		unit   string
		higher bool
	}
	var order []kind
	byKind := map[kind][]analyze.Comparison{}
	for _, c := range a.Comparisons {
		if c.Metric.Family != analyze.FamilyScore {
			continue
		}
		k := kind{c.Metric.Unit, c.Metric.HigherIsBetter}
		if _, ok := byKind[k]; !ok {
			order = append(order, k)
		}
		byKind[k] = append(byKind[k], c)
	}
	var charts []*Chart
	for _, k := range order {
		sub := *a
		sub.Comparisons = byKind[k]
		m := sub.Comparisons[0].Metric
		c, err := barChart(&sub, m, fmt.Sprintf(scoreChartTitle, scoreTitle, k.unit, betterWords(m)))
		if err != nil {
			return nil, fmt.Errorf("chart of scores in %s: %w", k.unit, err)
		}
		c.Name = "score-" + strings.Map(fileSafe, k.unit)
		charts = append(charts, c)
	}
	return charts, nil
}

// fileSafe keeps letters and digits of a unit for a file name.
func fileSafe(r rune) rune {
	switch {
	case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
		return r
	}
	return '_'
}

// testTitle is a suite's test as a chart's axis or a table's title names
// it: its name, then its workload where it has one ("Flexible IO Tester -
// Type: Random Read - ...").
func testTitle(c analyze.Cell) string {
	t := c.Test
	if c.Direction != "" && !strings.Contains(t, c.Direction) {
		t += ", " + c.Direction
	}
	return t
}
