package render

import (
	"slices"
	"strings"
)

// chartPoint is one figure a chart shows, for the text that describes
// the chart to a reader who cannot see it.
type chartPoint struct {
	series, x string  // the system and the workload (or depth) it is of
	value     float64 // in any unit, the same for every point of a chart
	text      string  // the figure with its unit, as the reader reads it
}

// extremes says a chart's highest and lowest figures, and of which
// system and workload they are; "" without figures.
func (l lang) extremes(points []chartPoint) string {
	var shown []chartPoint
	for _, p := range points {
		if finite(p.value) {
			shown = append(shown, p)
		}
	}
	if len(shown) == 0 {
		return ""
	}
	byValue := func(a, b chartPoint) int {
		switch {
		case a.value < b.value:
			return -1
		case a.value > b.value:
			return 1
		}
		return 0
	}
	hi, lo := slices.MaxFunc(shown, byValue), slices.MinFunc(shown, byValue)
	return l.Say("Highest: %s, %s: %s. Lowest: %s, %s: %s.", hi.series, hi.x, hi.text, lo.series, lo.x, lo.text)
}

// barDescription describes a bar chart of measure: its systems, its
// workloads and its extremes.
func (l lang) barDescription(measure string, systems, workloads []string, points []chartPoint) string {
	return joinSentences(l.Say("Bar chart of %s for %s; workloads: %s.", measure, l.JoinAnd(systems), l.JoinAnd(workloads)), l.extremes(points))
}

// depthDescription describes a chart of measure over queue depth.
func (l lang) depthDescription(measure string, systems []string, depths []int64, points []chartPoint) string {
	first, last := slices.Min(depths), slices.Max(depths)
	return joinSentences(l.Say("Line chart of %s for %s over queue depths %s to %s.", measure, l.JoinAnd(systems), l.Int(first), l.Int(last)),
		l.extremes(points))
}

// cdfDescription describes a chart of latency distributions by each
// system's median latency.
func (l lang) cdfDescription(systems, medians []string) string {
	return joinSentences(l.Say("Line chart of the share of I/Os at or below each latency, on a log scale, for %s.", l.JoinAnd(systems)),
		l.Say("Median latency: %s.", l.JoinAnd(medians)))
}

// joinSentences joins sentences with a space, leaving out empty ones.
func joinSentences(sentences ...string) string {
	var out []string
	for _, s := range sentences {
		if s != "" {
			out = append(out, s)
		}
	}
	return strings.Join(out, " ")
}
