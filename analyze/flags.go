package analyze

import (
	"errors"
	"fmt"
	"strings"

	"github.com/iopress/iopress/units"
)

// Limits are what a result cannot exceed if it measured the device: its
// rated maxima and the link between host and device.
type Limits struct {
	RatedBytesPerS map[string]float64 // per direction
	RatedIOPS      map[string]float64 // per direction
	Link           Link               // zero when not given
	// LinkMargin is how far below the link's payload a figure is still at
	// the link; 0 means DefaultLinkMargin.
	LinkMargin float64
}

// parseRate reads "3400MB/s", "3.2GiB/s" into bytes per second, above
// zero.
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
	v, err := u.ToBase(s[:i])
	if err != nil {
		return 0, err
	}
	return v, positive(s, v)
}

// errNotPositive is a rate of zero or less, which the limits would take
// for one not given, flagging nothing without a word.
var errNotPositive = errors.New("want a rate above zero")

func positive(s string, v float64) error {
	if !(v > 0) {
		return fmt.Errorf("%q: %w", s, errNotPositive)
	}
	return nil
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
			if err == nil {
				err = positive(strings.TrimSpace(val), v)
			}
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
// answered), at what the link carries (the link is the limit) or beyond
// its line rate (a cache on the host's side of the link answered).
func (a *Analysis) FlagLimits(l Limits) []Flag {
	var out []Flag
	for _, c := range a.Comparisons {
		w := Workload{c.Cell.Pattern, c.Cell.Direction, c.Cell.BlockSizeBytes, c.Cell.NumJobs, c.Cell.RWMixReadPct}
		for _, f := range c.Ranking {
			switch c.Metric.Name {
			case Bandwidth.Name:
				if rated := l.RatedBytesPerS[c.Cell.Direction]; rated > 0 && f.Value > rated {
					out = append(out, Flag{System: f.System, Workload: w, IODepth: c.Cell.IODepth, Kind: FlagRated, Value: f.Value, Limit: rated})
				}
				if kind, limit, ok := l.Link.at(f.Value, l.LinkMargin); ok {
					out = append(out, Flag{System: f.System, Workload: w, IODepth: c.Cell.IODepth, Kind: kind, Value: f.Value, Limit: limit})
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
