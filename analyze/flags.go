package analyze

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/iopress/iopress/units"
)

// Limits are what a result cannot exceed if it measured the device: its
// rated maxima and the link between host and device, of every system, and
// of single systems where they differ: a review of an NVMe drive and a
// SATA drive gives each its own link.
type Limits struct {
	RatedBytesPerS map[string]float64 // per direction
	RatedIOPS      map[string]float64 // per direction
	Link           Link               // zero when not given
	// LinkMargin is how far below the link's payload a figure is still at
	// the link; 0 means DefaultLinkMargin.
	LinkMargin float64
	// Systems are the limits of single systems, by name. A system's own
	// link replaces the one above for it, and its own rated maxima the
	// ones above direction by direction.
	Systems map[string]SystemLimits
}

// SystemLimits are one system's rated maxima and link.
type SystemLimits struct {
	RatedBytesPerS map[string]float64 // per direction
	RatedIOPS      map[string]float64 // per direction
	Link           Link               // zero when not given
}

// For returns a system's limits: its own where given, else every
// system's.
func (l Limits) For(system string) SystemLimits {
	out := SystemLimits{RatedBytesPerS: maps.Clone(l.RatedBytesPerS), RatedIOPS: maps.Clone(l.RatedIOPS), Link: l.Link}
	own, ok := l.Systems[system]
	if !ok {
		return out
	}
	if own.Link.PayloadBytesPerS > 0 {
		out.Link = own.Link
	}
	for dir, v := range own.RatedBytesPerS {
		if out.RatedBytesPerS == nil {
			out.RatedBytesPerS = map[string]float64{}
		}
		out.RatedBytesPerS[dir] = v
	}
	for dir, v := range own.RatedIOPS {
		if out.RatedIOPS == nil {
			out.RatedIOPS = map[string]float64{}
		}
		out.RatedIOPS[dir] = v
	}
	return out
}

// Check refuses limits given for a system the data does not have: a
// mistyped name would otherwise flag nothing without a word.
func (l Limits) Check(systems []string) error {
	var unknown []string
	for name := range l.Systems {
		if !slices.Contains(systems, name) {
			unknown = append(unknown, fmt.Sprintf("%q", name))
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	slices.Sort(unknown)
	return fmt.Errorf("limits given for %s, which is none of the systems of this data (have %s)", strings.Join(unknown, ", "), strings.Join(systems, ", "))
}

// SetLink reads a link for every system ("SATA/600") or for one
// ("Samsung 830=SATA/600", "S790=PCIe4x4:mps=256").
func (l *Limits) SetLink(s string) error {
	system, spec := splitSystem(s, func(spec string) bool { _, err := ParseLink(spec); return err == nil })
	link, err := ParseLink(spec)
	if err != nil {
		return err
	}
	if system == "" {
		l.Link = link
		return nil
	}
	own := l.system(system)
	own.Link = link
	l.Systems[system] = own
	return nil
}

// SetRated reads rated maxima for every system ("read=3400MB/s") or for
// one ("S790=read=7400MB/s,write=6500MB/s").
func (l *Limits) SetRated(s string) error {
	system, spec := splitSystem(s, func(spec string) bool { return (&Limits{}).ParseRated(spec) == nil })
	var r Limits
	if err := r.ParseRated(spec); err != nil {
		return err
	}
	if system == "" {
		l.RatedBytesPerS, l.RatedIOPS = r.RatedBytesPerS, r.RatedIOPS
		return nil
	}
	own := l.system(system)
	own.RatedBytesPerS, own.RatedIOPS = r.RatedBytesPerS, r.RatedIOPS
	l.Systems[system] = own
	return nil
}

func (l *Limits) system(name string) SystemLimits {
	if l.Systems == nil {
		l.Systems = map[string]SystemLimits{}
	}
	return l.Systems[name]
}

// splitSystem cuts "NAME=SPEC" into a system's name and its spec, at the
// first '=' after which the rest reads as a spec (ok): a link's options
// ("10GbE:mtu=9000") and rated maxima ("read=3400MB/s") hold '=' of their
// own, and a name may too. A string that reads as a spec whole is for
// every system; one that no cut makes readable is returned whole, for its
// reader's error.
func splitSystem(s string, ok func(spec string) bool) (system, spec string) {
	s = strings.TrimSpace(s)
	if ok(s) {
		return "", s
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '=' {
			continue
		}
		if name := strings.TrimSpace(s[:i]); name != "" && ok(s[i+1:]) {
			return name, strings.TrimSpace(s[i+1:])
		}
	}
	if name, spec, found := strings.Cut(s, "="); found && strings.TrimSpace(name) != "" && !strings.ContainsAny(name, ":,") &&
		!slices.Contains([]string{"read", "write"}, strings.ToLower(strings.TrimSpace(name))) {
		return strings.TrimSpace(name), strings.TrimSpace(spec) // a system's spec that does not read: its error, not the whole string's
	}
	return "", s
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
// answered), near the most the link carries (the link is the ceiling) or
// above it (a cache on the host's side of the link answered). Each
// system is judged against its own limits (Limits.For).
func (a *Analysis) FlagLimits(l Limits) []Flag {
	var out []Flag
	for _, c := range a.Comparisons {
		w := Workload{c.Cell.Pattern, c.Cell.Direction, c.Cell.BlockSizeBytes, c.Cell.NumJobs, c.Cell.RWMixReadPct}
		for _, f := range c.Ranking {
			own := l.For(f.System)
			switch c.Metric.Name {
			case Bandwidth.Name:
				if rated := own.RatedBytesPerS[c.Cell.Direction]; rated > 0 && f.Value > rated {
					out = append(out, Flag{System: f.System, Workload: w, IODepth: c.Cell.IODepth, Kind: FlagRated, Value: f.Value, Limit: rated})
				}
				if kind, limit, ok := own.Link.at(f.Value, l.LinkMargin); ok {
					out = append(out, Flag{System: f.System, Workload: w, IODepth: c.Cell.IODepth, Kind: kind, Value: f.Value, Limit: limit, Link: own.Link.Name})
				}
			case IOPS.Name:
				if rated := own.RatedIOPS[c.Cell.Direction]; rated > 0 && f.Value > rated {
					out = append(out, Flag{System: f.System, Workload: w, IODepth: c.Cell.IODepth, Kind: FlagRated, Value: f.Value, Limit: rated})
				}
			}
		}
	}
	return out
}

// LinkShare is how much of one link the systems on it use: each one's best
// bandwidth as a share of what the link carries. A review that mixes NVMe
// and SATA drives reads its SATA drives against SATA's ceiling, its NVMe
// drive against PCIe's.
type LinkShare struct {
	Link    string  // the link's name, as given
	Payload float64 // bytes per second the link carries after its framing
	Systems []SystemShare
}

// SystemShare is a system's best bandwidth on its link.
type SystemShare struct {
	System string
	Cell   Cell
	Value  float64
	Share  float64 // Value over the link's payload
	AtLink bool    // near the link's ceiling, as FlagLimits judges (Link.at)
	// Beyond is above what the link can carry: a cache answered.
	Beyond bool
	// AtLinkCells are the cells whose bandwidth is near the link's
	// ceiling, Cell's first where it is; MinAtLinkShare the least share
	// among them. A drive at its link in a sequential read is not at it
	// in a random one: a claim of the ceiling names its cells.
	AtLinkCells    []Cell
	MinAtLinkShare float64
}

// LinkShares gives, where some system has a link of its own, each link's
// systems and the share of it their best bandwidth uses, most first; links
// in order of what they carry, the slowest first. Nil where every system
// shares one link, or none is given: the flags say all there is.
func (a *Analysis) LinkShares(l Limits) []LinkShare {
	own := false
	for _, s := range l.Systems {
		own = own || s.Link.PayloadBytesPerS > 0
	}
	if !own {
		return nil
	}
	var out []LinkShare
	for _, system := range a.Systems {
		link := l.For(system).Link
		if link.PayloadBytesPerS <= 0 {
			continue
		}
		var best *Comparison
		var value float64
		for i := range a.Comparisons {
			c := &a.Comparisons[i]
			if f, ok := c.Figure(system); ok && c.Metric.Name == Bandwidth.Name && (best == nil || f.Value > value) {
				best, value = c, f.Value
			}
		}
		if best == nil {
			continue
		}
		kind, _, _ := link.at(value, l.LinkMargin)
		share := SystemShare{System: system, Cell: best.Cell, Value: value, Share: value / link.PayloadBytesPerS, AtLink: kind == FlagLink, Beyond: kind == FlagBeyondLink}
		if share.AtLink {
			share.AtLinkCells, share.MinAtLinkShare = []Cell{best.Cell}, share.Share
			for i := range a.Comparisons {
				c := &a.Comparisons[i]
				f, ok := c.Figure(system)
				if !ok || c.Metric.Name != Bandwidth.Name || c == best {
					continue
				}
				if k, _, _ := link.at(f.Value, l.LinkMargin); k == FlagLink {
					share.AtLinkCells = append(share.AtLinkCells, c.Cell)
					share.MinAtLinkShare = min(share.MinAtLinkShare, f.Value/link.PayloadBytesPerS)
				}
			}
		}
		i := slices.IndexFunc(out, func(s LinkShare) bool { return s.Link == link.Name && s.Payload == link.PayloadBytesPerS })
		if i < 0 {
			out = append(out, LinkShare{Link: link.Name, Payload: link.PayloadBytesPerS})
			i = len(out) - 1
		}
		out[i].Systems = append(out[i].Systems, share)
	}
	for i := range out {
		slices.SortStableFunc(out[i].Systems, func(x, y SystemShare) int { return cmp.Compare(y.Share, x.Share) })
	}
	slices.SortStableFunc(out, func(x, y LinkShare) int { return cmp.Compare(x.Payload, y.Payload) })
	return out
}
