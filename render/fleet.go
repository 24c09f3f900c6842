package render

import (
	"math"
	"strings"
)

// hosts says, for the headline metric, how the hosts of each fleet cell
// compare: their spread, the slowest and its distance from the median,
// the outliers, and fio's aggregate beside them.
func (w *writer) hosts() []string {
	m := w.headlineMetric()
	l := w.l
	var out []string
	for _, sp := range w.a.HostSpreads {
		if sp.Metric.Name != m.Name {
			continue
		}
		values := []float64{sp.Min, sp.Max, sp.Median}
		if !math.IsNaN(sp.Aggregate) {
			values = append(values, sp.Aggregate)
		}
		val := func(v float64) string { return l.scaleFor(sp.Metric, values, 0).withUnit(v) }
		slowest := l.Say("The slowest host, %s, is %s below the median (%s).", sp.Slowest.Host, l.pct(math.Abs(sp.SlowestPct)), val(sp.Slowest.Value))
		if sp.SlowestPct > 0 {
			slowest = l.Say("The slowest host, %s, is %s above the median (%s).", sp.Slowest.Host, l.pct(math.Abs(sp.SlowestPct)), val(sp.Slowest.Value))
		}
		text := []string{
			l.Say("Across the %d hosts of %s, %s ranges from %s to %s, a spread of %s of the hosts' median (%s).",
				len(sp.Hosts), sp.System, w.name(sp.Cell), val(sp.Min), val(sp.Max), l.pct(sp.SpreadPct), val(sp.Median)),
			slowest,
		}
		if len(sp.Outliers) > 0 {
			var items []string
			for _, o := range sp.Outliers {
				items = append(items, l.Say("%s (%s)", o.Host, val(o.Value)))
			}
			text = append(text, l.Say("Far from the other hosts: %s.", l.JoinAnd(items)))
		}
		if !math.IsNaN(sp.Aggregate) {
			text = append(text, l.Say("The aggregate fio measured over all the hosts at once is %s.", val(sp.Aggregate)))
		}
		out = append(out, strings.Join(text, " "))
	}
	return out
}
