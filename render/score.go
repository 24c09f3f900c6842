package render

import (
	"fmt"
	"strings"

	"github.com/iopress/iopress/analyze"
)

// scoreChartTitle titles a chart of scores: their unit and which way is
// better.
func (l lang) scoreChartTitle(m analyze.Metric) string {
	if m.HigherIsBetter {
		return l.Say("Score in %s (higher is better)", m.Unit)
	}
	return l.Say("Score in %s (lower is better)", m.Unit)
}

// scoreCharts makes one bar chart of scores per unit and direction of
// better (tests along x): bars of one chart share an axis, so a chart
// never mixes units.
func (l lang) scoreCharts(a *analyze.Analysis) ([]*Chart, error) {
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
		c, err := l.barChart(&sub, m, l.scoreChartTitle(m))
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
// it: its name as the suite gives it ("Flexible IO Tester - Type: Random
// Read - ..."), then the direction where the name does not say it.
func (l lang) testTitle(c analyze.Cell) string {
	t := c.Test
	if c.Direction != "" && !strings.Contains(strings.ToLower(t), c.Direction) {
		t = l.Say("%s, %s", t, l.direction(c.Direction))
	}
	return t
}
