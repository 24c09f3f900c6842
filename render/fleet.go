package render

import (
	"fmt"
	"math"
	"strings"
)

// The words of what an article says of a fleet's hosts, all in one place.
const (
	hostsSpreadText  = "Across the %d hosts of %s, %s ranges from %s to %s, a spread of %s of the hosts' median (%s)."
	hostsSlowestText = "The slowest host, %s, is %s %s the median (%s)."
	hostsOutlierText = "Far from the other hosts: %s."
	hostsOutlierItem = "%s (%s)"
	hostsAggregate   = "fio's aggregate over all the hosts at once is %s."
	hostsBelow       = "below"
	hostsAbove       = "above"
)

// hosts says, for the headline metric, how the hosts of each fleet cell
// compare: their spread, the slowest and its distance from the median,
// the outliers, and fio's aggregate beside them.
func (w *writer) hosts() []string {
	m := w.headlineMetric()
	var out []string
	for _, sp := range w.a.HostSpreads {
		if sp.Metric.Name != m.Name {
			continue
		}
		values := []float64{sp.Min, sp.Max, sp.Median}
		if !math.IsNaN(sp.Aggregate) {
			values = append(values, sp.Aggregate)
		}
		val := func(v float64) string { return scaledFigure(sp.Metric, values, 0, v) }
		side := hostsBelow
		if sp.SlowestPct > 0 {
			side = hostsAbove
		}
		text := []string{
			fmt.Sprintf(hostsSpreadText, len(sp.Hosts), sp.System, w.name(sp.Cell), val(sp.Min), val(sp.Max), pct(sp.SpreadPct), val(sp.Median)),
			fmt.Sprintf(hostsSlowestText, sp.Slowest.Host, pct(math.Abs(sp.SlowestPct)), side, val(sp.Slowest.Value)),
		}
		if len(sp.Outliers) > 0 {
			var items []string
			for _, o := range sp.Outliers {
				items = append(items, fmt.Sprintf(hostsOutlierItem, o.Host, val(o.Value)))
			}
			text = append(text, fmt.Sprintf(hostsOutlierText, joinAnd(items)))
		}
		if !math.IsNaN(sp.Aggregate) {
			text = append(text, fmt.Sprintf(hostsAggregate, val(sp.Aggregate)))
		}
		out = append(out, strings.Join(text, " "))
	}
	return out
}
