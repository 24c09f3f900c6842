package published

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/units"
)

// field is what a CSV column means: how to set its cell on a row.
type field struct {
	key        string // quantity, to refuse two columns of the same one
	set        func(r *datasets.Result, cell string) error
	unit       units.Unit                        // measured figures only
	value      func(r *datasets.Result) *float64 // measured figures only
	resolution func(r *datasets.Result) *float64 // measured figures with a resolution column
	label      func(r *datasets.Result) *string  // label columns only
}

// normalizeName lowers a header and writes separators as '_'.
func normalizeName(h string) string { return units.Normalize(h) }

var labels = map[string]func(r *datasets.Result) *string{
	"system":       func(r *datasets.Result) *string { return &r.System },
	"platform":     func(r *datasets.Result) *string { return &r.Platform },
	"host":         func(r *datasets.Result) *string { return &r.Host },
	"target":       func(r *datasets.Result) *string { return &r.Target },
	"engine":       func(r *datasets.Result) *string { return &r.Engine },
	"tool_version": func(r *datasets.Result) *string { return &r.ToolVersion },
	"session":      func(r *datasets.Result) *string { return &r.Session },
}

func labelNames() []string {
	var out []string
	for k := range labels {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

var integers = map[string]struct {
	key string
	get func(r *datasets.Result) *int64
}{
	"iodepth":     {"iodepth", func(r *datasets.Result) *int64 { return &r.IODepth }},
	"qd":          {"iodepth", func(r *datasets.Result) *int64 { return &r.IODepth }},
	"queue_depth": {"iodepth", func(r *datasets.Result) *int64 { return &r.IODepth }},
	"numjobs":     {"numjobs", func(r *datasets.Result) *int64 { return &r.NumJobs }},
	"jobs":        {"numjobs", func(r *datasets.Result) *int64 { return &r.NumJobs }},
	"threads":     {"numjobs", func(r *datasets.Result) *int64 { return &r.NumJobs }},
	"repetition":  {"repetition", func(r *datasets.Result) *int64 { return &r.Repetition }},
	"rep":         {"repetition", func(r *datasets.Result) *int64 { return &r.Repetition }},
	"run":         {"repetition", func(r *datasets.Result) *int64 { return &r.Repetition }},
}

// measure is a family of measured columns: the names it is written with and
// the dimension its unit suffix belongs to.
type measure struct {
	key        string
	prefixes   []string
	dim        units.Dimension
	value      func(r *datasets.Result) *float64
	resolution func(r *datasets.Result) *float64
}

var measures = []measure{
	{"bw", []string{"bw", "bandwidth", "throughput"}, units.Bandwidth,
		func(r *datasets.Result) *float64 { return &r.BWBytesPerS },
		func(r *datasets.Result) *float64 { return &r.BWResolutionBytesPerS }},
	{"iops", []string{"iops"}, units.Count,
		func(r *datasets.Result) *float64 { return &r.IOPS },
		func(r *datasets.Result) *float64 { return &r.IOPSResolution }},
	{"lat_mean", []string{"lat_avg", "lat_mean", "latency_avg", "latency_mean", "clat_avg", "clat_mean", "lat", "latency"}, units.Duration,
		func(r *datasets.Result) *float64 { return &r.LatMeanNs },
		func(r *datasets.Result) *float64 { return &r.LatResolutionNs }},
	{"lat_p50", []string{"lat_p50", "lat_median", "clat_p50"}, units.Duration,
		func(r *datasets.Result) *float64 { return &r.LatP50Ns }, nil},
	{"lat_p99", []string{"lat_p99", "clat_p99"}, units.Duration,
		func(r *datasets.Result) *float64 { return &r.LatP99Ns }, nil},
	{"lat_p999", []string{"lat_p999", "lat_p99.9", "lat_p99_9", "clat_p999", "clat_p99.9"}, units.Duration,
		func(r *datasets.Result) *float64 { return &r.LatP999Ns }, nil},
	{"cpu_total", []string{"cpu_total", "cpu"}, units.Percent,
		func(r *datasets.Result) *float64 { return &r.CPUTotalPct },
		func(r *datasets.Result) *float64 { return &r.CPUResolutionPct }},
	{"cpu_usr", []string{"cpu_usr", "cpu_user"}, units.Percent,
		func(r *datasets.Result) *float64 { return &r.CPUUsrPct }, nil},
	{"cpu_sys", []string{"cpu_sys", "cpu_system", "cpu_kernel"}, units.Percent,
		func(r *datasets.Result) *float64 { return &r.CPUSysPct }, nil},
	{"rwmix_read", []string{"rwmix_read", "rwmixread", "read_share"}, units.Percent,
		func(r *datasets.Result) *float64 { return &r.RWMixReadPct }, nil},
	{"runtime", []string{"runtime"}, units.Duration,
		func(r *datasets.Result) *float64 { return &r.RuntimeS }, nil},
}

// lookupField finds what a header means. Measured columns are a known
// prefix followed by a unit ("bw_gib_s" = bandwidth in GiB/s); "kiops" is
// thousands of IOPS.
func lookupField(header string) (field, error) {
	name := normalizeName(header)
	if name == "" {
		return field{}, fmt.Errorf("empty column name")
	}
	if get, ok := labels[name]; ok {
		return field{key: name, label: get, set: func(r *datasets.Result, cell string) error {
			*get(r) = cell
			return nil
		}}, nil
	}
	if it, ok := integers[name]; ok {
		return field{key: it.key, set: func(r *datasets.Result, cell string) error {
			n, err := strconv.ParseInt(cell, 10, 64)
			if err != nil || n <= 0 {
				return fmt.Errorf("%q: want a positive whole number", cell)
			}
			*it.get(r) = n
			return nil
		}}, nil
	}
	switch name {
	case "pattern":
		return field{key: "pattern", set: setPattern}, nil
	case "direction", "dir", "op":
		return field{key: "direction", set: setDirection}, nil
	case "rw", "readwrite":
		return field{key: "pattern+direction", set: setRW}, nil
	}
	for _, prefix := range []string{"block_size", "blocksize", "bs"} {
		if name == prefix || strings.HasPrefix(name, prefix+"_") {
			return sizeField(strings.TrimPrefix(strings.TrimPrefix(name, prefix), "_"))
		}
	}
	if name == "kiops" {
		name = "iops_k"
	}
	for _, m := range measures {
		// Longest prefix first matters: "lat_p99" before "lat".
		for _, prefix := range sortedByLength(m.prefixes) {
			if name != prefix && !strings.HasPrefix(name, prefix+"_") {
				continue
			}
			spelling := strings.TrimPrefix(strings.TrimPrefix(name, prefix), "_")
			if m.dim != units.Count && m.dim != units.Percent && spelling == "" {
				return field{}, fmt.Errorf("no unit in the name: write it as %s_%s", prefix, units.Spellings(m.dim)[0])
			}
			u, ok := units.Lookup(m.dim, spelling)
			if !ok {
				if otherPrefixMatches(name, m, prefix) {
					continue
				}
				return field{}, fmt.Errorf("unknown %s unit %q: want one of %s", m.dim, spelling, strings.Join(units.Spellings(m.dim), ", "))
			}
			return measuredField(m, u), nil
		}
	}
	return field{}, fmt.Errorf("unknown column: want a label (%s), pattern, direction, rw, bs, iodepth, numjobs, repetition, or a figure with its unit (e.g. bw_gib_s, iops, lat_avg_ms, cpu_total_pct)",
		strings.Join(labelNames(), ", "))
}

// otherPrefixMatches reports whether a longer prefix of another measure also
// matches name ("lat_p99_us" starts with "lat_" too), so the shorter match
// must not claim it.
func otherPrefixMatches(name string, self measure, prefix string) bool {
	for _, m := range measures {
		if m.key == self.key {
			continue
		}
		for _, p := range m.prefixes {
			if len(p) > len(prefix) && (name == p || strings.HasPrefix(name, p+"_")) {
				return true
			}
		}
	}
	return false
}

func sortedByLength(s []string) []string {
	out := slices.Clone(s)
	slices.SortStableFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}

func measuredField(m measure, u units.Unit) field {
	f := field{key: m.key, unit: u, value: m.value, resolution: m.resolution}
	f.set = func(r *datasets.Result, cell string) error {
		v, err := u.ToBase(numeric(cell))
		if err != nil {
			return err
		}
		if m.key == "runtime" {
			v /= 1e9 // runtime_s is in seconds, the duration base is ns
		}
		*m.value(r) = v
		return nil
	}
	return f
}

func sizeField(spelling string) (field, error) {
	var u units.Unit
	if spelling != "" {
		var ok bool
		if u, ok = units.Lookup(units.Size, spelling); !ok {
			return field{}, fmt.Errorf("unknown size unit %q", spelling)
		}
	}
	return field{key: "block_size", set: func(r *datasets.Result, cell string) error {
		var n int64
		var err error
		if spelling == "" {
			n, err = units.ParseSize(cell)
		} else {
			var v float64
			v, err = u.ToBase(cell)
			n = int64(v)
			if err == nil && (float64(n) != v || n <= 0) {
				err = fmt.Errorf("%q %s is not a whole positive number of bytes", cell, u.Name)
			}
		}
		if err != nil {
			return err
		}
		r.BlockSizeBytes = n
		return nil
	}}, nil
}

func setPattern(r *datasets.Result, cell string) error {
	switch strings.ToLower(cell) {
	case "random", "rand", "rnd":
		r.Pattern = datasets.PatternRandom
	case "sequential", "seq":
		r.Pattern = datasets.PatternSequential
	default:
		return fmt.Errorf("%q: want random or sequential", cell)
	}
	return nil
}

func setDirection(r *datasets.Result, cell string) error {
	switch strings.ToLower(cell) {
	case "read", "rd", "r":
		r.Direction = datasets.DirectionRead
	case "write", "wr", "w":
		r.Direction = datasets.DirectionWrite
	case "trim":
		r.Direction = datasets.DirectionTrim
	case "mixed", "mix", "rw":
		r.Direction = datasets.DirectionMixed
	default:
		return fmt.Errorf("%q: want read, write, trim or mixed", cell)
	}
	return nil
}

// setRW reads a fio-style rw value, which gives pattern and direction.
func setRW(r *datasets.Result, cell string) error {
	c := strings.ToLower(cell)
	pattern := datasets.PatternSequential
	if strings.HasPrefix(c, "rand") {
		pattern, c = datasets.PatternRandom, strings.TrimPrefix(c, "rand")
	}
	switch c {
	case "read", "write", "trim":
		r.Direction = c
	case "rw", "readwrite":
		r.Direction = datasets.DirectionMixed
	default:
		return fmt.Errorf("%q: want a fio rw value (read, write, trim, randread, randwrite, randtrim, rw, randrw)", cell)
	}
	r.Pattern = pattern
	return nil
}
