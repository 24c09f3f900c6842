package datasets

import (
	"fmt"
	"math"
	"strings"
)

// Validate checks that a row keeps the contract: a system label, a known
// direction, a known pattern and a positive block size where the source
// says them (old fio output may not), at least one measured figure, and no
// figure that cannot be (negative, not finite, CPU over 100% of the
// machine). Every parser runs it on every row it makes.
func (r *Result) Validate() error {
	switch r.Pattern {
	case PatternRandom, PatternSequential, "":
	default:
		return fmt.Errorf("pattern %q: want %s or %s", r.Pattern, PatternRandom, PatternSequential)
	}
	switch r.Direction {
	case DirectionRead, DirectionWrite, DirectionTrim, DirectionMixed:
	default:
		return fmt.Errorf("direction %q: want read, write, trim or mixed", r.Direction)
	}
	if r.System == "" {
		return fmt.Errorf("no system label")
	}
	if r.BlockSizeBytes < 0 {
		return fmt.Errorf("block size %d: want a positive number of bytes", r.BlockSizeBytes)
	}
	for _, v := range []struct {
		name string
		v    int64
	}{{"iodepth", r.IODepth}, {"numjobs", r.NumJobs}, {"repetition", r.Repetition}} {
		if v.v < 0 {
			return fmt.Errorf("%s %d: want a positive number", v.name, v.v)
		}
	}
	measured := 0
	for _, m := range []struct {
		name string
		v    float64
		max  float64
	}{
		{"iops", r.IOPS, math.Inf(1)},
		{"bw_bytes_per_s", r.BWBytesPerS, math.Inf(1)},
		{"lat_mean_ns", r.LatMeanNs, math.Inf(1)},
		{"lat_p50_ns", r.LatP50Ns, math.Inf(1)},
		{"lat_p99_ns", r.LatP99Ns, math.Inf(1)},
		{"lat_p999_ns", r.LatP999Ns, math.Inf(1)},
		{"cpu_usr_pct", r.CPUUsrPct, 100},
		{"cpu_sys_pct", r.CPUSysPct, 100},
		{"cpu_total_pct", r.CPUTotalPct, 100},
		{"rwmix_read_pct", r.RWMixReadPct, 100},
		{"device_util_pct", r.DeviceUtilPct, 100},
		{"lat_min_ns", r.LatMinNs, math.Inf(1)},
		{"lat_max_ns", r.LatMaxNs, math.Inf(1)},
		{"lat_stddev_ns", r.LatStddevNs, math.Inf(1)},
	} {
		if math.IsNaN(m.v) {
			continue
		}
		if math.IsInf(m.v, 0) || m.v < 0 || m.v > m.max {
			return fmt.Errorf("%s = %v: want a finite value in [0, %v]", m.name, m.v, m.max)
		}
		if m.name != "rwmix_read_pct" && m.name != "device_util_pct" && !strings.HasPrefix(m.name, "lat_m") && m.name != "lat_stddev_ns" {
			measured++
		}
	}
	if measured == 0 {
		return fmt.Errorf("no measured figure (iops, bandwidth, latency or CPU)")
	}
	return nil
}
