package datasets

import (
	"fmt"
	"math"
	"strings"
)

// Bounds of the figures a device can reach. A figure past them is not a
// measurement but a unit mistake, a corrupt file or a tool's overflow, and
// an article of it would be nonsense, so Validate refuses it as it refuses
// a negative figure. Each is a thousand times or more what the fastest
// hardware does.
const (
	// MaxIOPS is one I/O per picosecond. The fastest single devices do
	// about 1e7 IOPS, the largest arrays and fio's null engine on every
	// core of a big machine 1e8 to 1e9; a core that completed an I/O at
	// every clock cycle of 4 GHz would need 250 others like it for 1e12.
	MaxIOPS = 1e12
	// MaxBytesPerS is 1 PB/s: 200 times the memory bandwidth of the
	// fastest single machine (HBM3e, about 5 TB/s), 100 times the largest
	// parallel file systems ever measured (about 10 TB/s).
	MaxBytesPerS = 1e15
	// MaxLatencyNs is 1e15 ns, 11.6 days: no I/O of a benchmark takes
	// that long, and no benchmark runs that long.
	MaxLatencyNs = 1e15
)

// Validate checks that a row keeps the contract: a system label, a known
// direction (none only for a scored row, whose test says what it does), a
// known pattern and a positive block size where the source says them (old
// fio output may not), at least one measured figure (a score counts: a
// finite number with its unit; which way is better is said only of a
// score), and no figure that cannot be (negative, not finite, CPU over 100% of the
// machine, past what any device reaches: MaxIOPS, MaxBytesPerS,
// MaxLatencyNs). Its error is a *FieldError naming the column at fault.
// Ingest checks every row of a file once it is parsed (Dataset.Validate)
// and refuses the file of a row that fails, which the batch reports as a
// problem, naming the file, the place and the figure.
func (r *Result) Validate() error {
	switch r.Pattern {
	case PatternRandom, PatternSequential, "":
	default:
		return fieldErrorf("pattern", "pattern %q: want %s or %s", r.Pattern, PatternRandom, PatternSequential)
	}
	scored := !math.IsNaN(r.Score)
	switch r.Direction {
	case DirectionRead, DirectionWrite, DirectionTrim, DirectionMixed:
	case "":
		if !scored {
			return fieldErrorf("direction", "no direction: want read, write, trim or mixed (only a scored row may have none)")
		}
	default:
		return fieldErrorf("direction", "direction %q: want read, write, trim or mixed", r.Direction)
	}
	if scored {
		if math.IsInf(r.Score, 0) {
			return fieldErrorf("score", "score = %v: want a finite value", r.Score)
		}
		if strings.TrimSpace(r.ScoreUnit) == "" {
			return fieldErrorf("score_unit", "score %v has no unit", r.Score)
		}
	} else if r.ScoreHigherIsBetter.Known() {
		return fieldErrorf("score_higher_is_better", "which way is better is %v on a row without a score: want it said only of a score", r.ScoreHigherIsBetter)
	}
	if r.System == "" {
		return fieldErrorf("system", "no system label")
	}
	if r.BlockSizeBytes < 0 {
		return fieldErrorf("block_size_bytes", "block size %d: want a positive number of bytes", r.BlockSizeBytes)
	}
	for _, v := range []struct {
		name string
		v    int64
	}{{"iodepth", r.IODepth}, {"numjobs", r.NumJobs}, {"repetition", r.Repetition}} {
		if v.v < 0 {
			return fieldErrorf(v.name, "%s %d: want a positive number", v.name, v.v)
		}
	}
	measured := 0
	if scored {
		measured++
	}
	for _, m := range []struct {
		name   string
		v      float64
		max    float64
		device bool // bounded by what devices reach, not by definition
	}{
		{"iops", r.IOPS, MaxIOPS, true},
		{"bw_bytes_per_s", r.BWBytesPerS, MaxBytesPerS, true},
		{"lat_mean_ns", r.LatMeanNs, MaxLatencyNs, true},
		{"lat_p50_ns", r.LatP50Ns, MaxLatencyNs, true},
		{"lat_p99_ns", r.LatP99Ns, MaxLatencyNs, true},
		{"lat_p999_ns", r.LatP999Ns, MaxLatencyNs, true},
		{"cpu_usr_pct", r.CPUUsrPct, 100, false},
		{"cpu_sys_pct", r.CPUSysPct, 100, false},
		{"cpu_total_pct", r.CPUTotalPct, 100, false},
		{"rwmix_read_pct", r.RWMixReadPct, 100, false},
		{"device_util_pct", r.DeviceUtilPct, 100, false},
		{"lat_min_ns", r.LatMinNs, MaxLatencyNs, true},
		{"lat_max_ns", r.LatMaxNs, MaxLatencyNs, true},
		{"lat_stddev_ns", r.LatStddevNs, MaxLatencyNs, true},
	} {
		if math.IsNaN(m.v) {
			continue
		}
		if m.device && m.v > m.max && !math.IsInf(m.v, 0) {
			return fieldErrorf(m.name, "%s = %v: more than any device reaches (at most %v)", m.name, m.v, m.max)
		}
		if math.IsInf(m.v, 0) || m.v < 0 || m.v > m.max {
			return fieldErrorf(m.name, "%s = %v: want a finite value in [0, %v]", m.name, m.v, m.max)
		}
		if m.name != "rwmix_read_pct" && m.name != "device_util_pct" && m.name != "lat_min_ns" && m.name != "lat_max_ns" && m.name != "lat_stddev_ns" {
			measured++
		}
	}
	if measured == 0 {
		return fieldErrorf("", "no measured figure (iops, bandwidth, latency, CPU or score)")
	}
	return nil
}

// FieldError is the error of Result.Validate: the column of the results
// table whose value breaks the contract ("" when the row as a whole does:
// it has no measured figure), and why, so that a parser can point at the
// place in its file that value came from.
type FieldError struct {
	Column string
	Reason string
}

func (e *FieldError) Error() string { return e.Reason }

func fieldErrorf(column, format string, args ...any) error {
	return &FieldError{Column: column, Reason: fmt.Sprintf(format, args...)}
}

// RowError is the error of Dataset.Validate: the first results row that
// breaks the contract, by its index, and Result.Validate's error.
type RowError struct {
	Row int // index in Dataset.Results
	Err error
}

func (e *RowError) Error() string { return fmt.Sprintf("results row %d: %v", e.Row+1, e.Err) }
func (e *RowError) Unwrap() error { return e.Err }

// Validate checks every row of the results table (Result.Validate), once
// per dataset; the error is a *RowError for the first row that fails.
func (d *Dataset) Validate() error {
	for i := range d.Results {
		if err := d.Results[i].Validate(); err != nil {
			return &RowError{Row: i, Err: err}
		}
	}
	return nil
}
