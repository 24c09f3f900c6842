package analyze

import (
	"fmt"
	"strings"

	"github.com/iopress/iopress/units"
)

// Limits are what a result cannot exceed if it measured the device: its
// rated maxima and the link between host and device.
type Limits struct {
	RatedBytesPerS map[string]float64 // per direction
	RatedIOPS      map[string]float64 // per direction
	LinkBytesPerS  float64
	LinkMargin     float64 // within this fraction of the link counts as link-bound; 0 means 5%
}

// links are the usable data rates of common links, bytes per second: the
// line rate less its encoding (8b/10b for SATA and 1/10GbE's older PHYs are
// not assumed: Ethernet's figure is the line rate, which TCP payload
// approaches within a few percent).
var links = map[string]float64{
	"1gbe": 125e6, "2.5gbe": 312.5e6, "5gbe": 625e6, "10gbe": 1.25e9, "25gbe": 3.125e9, "40gbe": 5e9, "100gbe": 12.5e9,
	"sata/150": 150e6, "sata/300": 300e6, "sata/600": 600e6,
	"pcie3x4": 3.938e9, "pcie4x4": 7.877e9, "pcie5x4": 15.754e9,
}

// ParseLink reads a link by name (10GbE, SATA/600, PCIe4x4) or as a rate
// ("1250MB/s").
func ParseLink(s string) (float64, error) {
	if v, ok := links[strings.ToLower(strings.TrimSpace(s))]; ok {
		return v, nil
	}
	v, err := parseRate(s)
	if err != nil {
		return 0, fmt.Errorf("link %q: want a name (10GbE, 25GbE, SATA/600, PCIe4x4, ...) or a rate such as 1250MB/s", s)
	}
	return v, nil
}

// parseRate reads "3400MB/s", "3.2GiB/s" into bytes per second.
func parseRate(s string) (float64, error) {
	s = strings.TrimSpace(s)
	i := strings.IndexFunc(s, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
	if i <= 0 {
		return 0, fmt.Errorf("%q is not a rate", s)
	}
	u, ok := units.Lookup(units.Bandwidth, s[i:])
	if !ok {
		return 0, fmt.Errorf("%q: unknown unit %q", s, s[i:])
	}
	return u.ToBase(s[:i])
}

// ParseRated reads "read=3400MB/s,write=3000MB/s" or "read=1000000IOPS"
// into the limits.
func (l *Limits) ParseRated(s string) error {
	for _, part := range strings.Split(s, ",") {
		dir, val, ok := strings.Cut(strings.TrimSpace(part), "=")
		dir = strings.ToLower(strings.TrimSpace(dir))
		if !ok || (dir != "read" && dir != "write") {
			return fmt.Errorf("rated %q: want read=RATE or write=RATE, e.g. read=3400MB/s or read=500000IOPS", part)
		}
		if n, found := strings.CutSuffix(strings.ToUpper(strings.TrimSpace(val)), "IOPS"); found {
			v, err := units.One.ToBase(n)
			if err != nil {
				return fmt.Errorf("rated %q: %w", part, err)
			}
			if l.RatedIOPS == nil {
				l.RatedIOPS = map[string]float64{}
			}
			l.RatedIOPS[dir] = v
			continue
		}
		v, err := parseRate(val)
		if err != nil {
			return fmt.Errorf("rated %q: %w", part, err)
		}
		if l.RatedBytesPerS == nil {
			l.RatedBytesPerS = map[string]float64{}
		}
		l.RatedBytesPerS[dir] = v
	}
	return nil
}

// FlagLimits marks the figures of an analysis that a device with these
// limits cannot have produced alone: above its rated maximum (a cache
// answered) or at the link's rate (the link is the limit).
func (a *Analysis) FlagLimits(l Limits) []Flag {
	margin := orDefault(l.LinkMargin, 0.05)
	var out []Flag
	for _, c := range a.Comparisons {
		w := Workload{c.Cell.Pattern, c.Cell.Direction, c.Cell.BlockSizeBytes, c.Cell.NumJobs, c.Cell.RWMixReadPct}
		for _, f := range c.Ranking {
			switch c.Metric.Name {
			case Bandwidth.Name:
				if rated := l.RatedBytesPerS[c.Cell.Direction]; rated > 0 && f.Value > rated {
					out = append(out, Flag{System: f.System, Workload: w, IODepth: c.Cell.IODepth, Kind: FlagRated, Value: f.Value, Limit: rated})
				}
				if l.LinkBytesPerS > 0 && f.Value >= l.LinkBytesPerS*(1-margin) {
					out = append(out, Flag{System: f.System, Workload: w, IODepth: c.Cell.IODepth, Kind: FlagLink, Value: f.Value, Limit: l.LinkBytesPerS})
				}
			case IOPS.Name:
				if rated := l.RatedIOPS[c.Cell.Direction]; rated > 0 && f.Value > rated {
					out = append(out, Flag{System: f.System, Workload: w, IODepth: c.Cell.IODepth, Kind: FlagRated, Value: f.Value, Limit: rated})
				}
			}
		}
	}
	return out
}
