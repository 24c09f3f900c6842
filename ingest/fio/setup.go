package fio

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/iopress/iopress/datasets"
)

// directOf says whether a job's I/O bypassed the page cache: direct=1,
// or buffered=0; without either, fio's default, buffered.
func directOf(o options) datasets.Bool {
	if v, ok := o.get("direct"); ok {
		return datasets.BoolOf(fioTrue(v))
	}
	if v, ok := o.get("buffered"); ok {
		return datasets.BoolOf(!fioTrue(v))
	}
	return datasets.No
}

// fioTrue reads a fio boolean option: 1 (or true, yes, on) is true.
func fioTrue(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "1", "true", "yes", "on":
		return true
	}
	return false
}

// fileSetup gathers what a file's jobs say of the test setup: each
// job's size and ramp, and the devices fio measured (disk_util). A fact
// the jobs disagree on is no fact of the file.
type fileSetup struct {
	sizes   []int64
	ramps   []float64
	devices []string
	unknown bool // a job whose size or ramp could not be read
}

// job adds a job's size (a size in bytes, not a share of the file or a
// range) and ramp_time.
func (f *fileSetup) job(o options, kbBase int) {
	if v, ok := o.get("size"); ok {
		n, err := ParseSize(v, kbBase)
		if err != nil || n <= 0 {
			f.unknown = true
		} else if !slices.Contains(f.sizes, n) {
			f.sizes = append(f.sizes, n)
		}
	}
	if v, ok := o.get("ramp_time"); ok {
		s, ok := fioSeconds(v)
		if !ok {
			f.unknown = true
		} else if !slices.Contains(f.ramps, s) {
			f.ramps = append(f.ramps, s)
		}
	}
}

// setup is the file's setup: the size and ramp every job had.
func (f *fileSetup) setup() datasets.Setup {
	var s datasets.Setup
	if len(f.sizes) == 1 && !f.unknown {
		s.TestSizeBytes = f.sizes[0]
	}
	if len(f.ramps) == 1 && !f.unknown {
		s.RampS = f.ramps[0]
	}
	s.Device = strings.Join(f.devices, ", ")
	return s
}

// fioSeconds reads a fio time option: a whole number in seconds, or with
// a unit (us, ms, s, m, h, d).
func fioSeconds(v string) (float64, bool) {
	v = strings.ToLower(strings.TrimSpace(v))
	i := strings.IndexFunc(v, func(r rune) bool { return !unicode.IsDigit(r) })
	if i < 0 {
		i = len(v)
	}
	n, err := strconv.ParseInt(v[:i], 10, 64)
	if err != nil || n < 0 {
		return 0, false
	}
	unit, ok := map[string]float64{"": 1, "s": 1, "sec": 1, "us": 1e-6, "usec": 1e-6, "ms": 1e-3, "msec": 1e-3, "m": 60, "min": 60, "h": 3600, "d": 86400}[v[i:]]
	return float64(n) * unit, ok
}
