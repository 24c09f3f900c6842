package render

import (
	"strings"

	"github.com/iopress/iopress/analyze"
)

// scoreChartTitle titles a chart of scores: their unit and which way is
// better, or that the source does not say it (an unranked metric).
func (l lang) scoreChartTitle(m analyze.Metric) string {
	switch {
	case m.Unranked:
		return l.Say("Score in %s (which way is better is not recorded)", m.Unit)
	case m.HigherIsBetter:
		return l.Say("Score in %s (higher is better)", m.Unit)
	}
	return l.Say("Score in %s (lower is better)", m.Unit)
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
