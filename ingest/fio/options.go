package fio

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
)

// options are a job's fio options: the global section's, overridden by the
// job's own, as fio applies them.
type options map[string]string

func mergeOptions(global, job map[string]string) options {
	// Options are only read: a side alone is taken as it is.
	switch {
	case len(global) == 0:
		return job
	case len(job) == 0:
		return global
	}
	o := make(options, len(global)+len(job))
	for k, v := range global {
		o[k] = v
	}
	for k, v := range job {
		o[k] = v
	}
	return o
}

// get returns the first of the names (fio's aliases) that is set.
func (o options) get(names ...string) (string, bool) {
	for _, n := range names {
		if v, ok := o[n]; ok {
			return v, true
		}
	}
	return "", false
}

// workload is what fio's rw option says.
type workload struct {
	pattern string // random or sequential
	read    bool
	write   bool
	trim    bool
}

// parseRW reads an rw/readwrite value, with fio's optional ":N" suffix
// (sequential with holes), e.g. "randread", "rw", "randrw", "trimwrite".
func parseRW(v string) (workload, error) {
	v, _, _ = strings.Cut(strings.TrimSpace(v), ":")
	switch v {
	case "read":
		return workload{pattern: datasets.PatternSequential, read: true}, nil
	case "write":
		return workload{pattern: datasets.PatternSequential, write: true}, nil
	case "trim":
		return workload{pattern: datasets.PatternSequential, trim: true}, nil
	case "randread":
		return workload{pattern: datasets.PatternRandom, read: true}, nil
	case "randwrite":
		return workload{pattern: datasets.PatternRandom, write: true}, nil
	case "randtrim":
		return workload{pattern: datasets.PatternRandom, trim: true}, nil
	case "rw", "readwrite":
		return workload{pattern: datasets.PatternSequential, read: true, write: true}, nil
	case "randrw":
		return workload{pattern: datasets.PatternRandom, read: true, write: true}, nil
	case "trimwrite":
		return workload{pattern: datasets.PatternSequential, write: true, trim: true}, nil
	case "randtrimwrite":
		return workload{pattern: datasets.PatternRandom, write: true, trim: true}, nil
	}
	return workload{}, fmt.Errorf("rw=%q: not an rw value fio knows", v)
}

// ParseSize reads a size as fio does. fio's default kb_base=1024 keeps old
// scripts working: K, KB and k mean 1024, while the IEC spellings KiB, MiB
// mean powers of 1000 (fio 3.33 runs bs=64KiB as 64000-byte blocks).
// kb_base=1000 swaps the two. Checked against fio itself, see
// TestParseSizeMatchesFio.
func ParseSize(v string, kbBase int) (int64, error) {
	s := strings.TrimSpace(v)
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, fmt.Errorf("size %q does not start with a whole number", v)
	}
	n, err := strconv.ParseInt(s[:i], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("size %q: %w", v, err)
	}
	suffix := strings.ToLower(s[i:])
	if suffix == "" || suffix == "b" {
		return n, nil
	}
	iec := strings.HasSuffix(suffix, "ib")
	prefix := suffix[:1]
	rest := suffix[1:]
	if rest != "" && rest != "b" && rest != "ib" {
		return 0, fmt.Errorf("size %q: unknown unit %q", v, s[i:])
	}
	power := strings.Index("kmgtpe", prefix) + 1
	if power == 0 {
		return 0, fmt.Errorf("size %q: unknown unit %q", v, s[i:])
	}
	base := int64(1024)
	if kbBase == 1000 {
		base = 1000
	}
	if iec {
		base = 1024 + 1000 - base // the other one
	}
	for range power {
		if n > (1<<62)/base {
			return 0, fmt.Errorf("size %q is too large", v)
		}
		n *= base
	}
	return n, nil
}

// blockSizes reads bs (or blocksize) as fio's HOWTO defines it: one size
// for every direction; "R,W" with W for writes and trims; "R,W,T"; an empty
// part keeps the default of 4096 bytes. A size range or split gives no
// single block size (0).
func blockSizes(o options, kbBase int) (read, write, trim int64, err error) {
	read, write, trim = 4096, 4096, 4096
	v, ok := o.get("bs", "blocksize")
	if !ok {
		if _, ranged := o.get("bsrange", "blocksize_range", "bssplit"); ranged {
			return 0, 0, 0, nil // a mix of sizes: no single block size
		}
		return read, write, trim, nil
	}
	parts := strings.Split(v, ",")
	if len(parts) > 3 {
		return 0, 0, 0, fmt.Errorf("bs=%q: want SIZE or READ,WRITE[,TRIM]", v)
	}
	sizes := []*int64{&read, &write, &trim}
	for i, p := range parts {
		if strings.TrimSpace(p) == "" {
			continue
		}
		n, err := ParseSize(p, kbBase)
		if err != nil {
			return 0, 0, 0, fmt.Errorf("bs=%q: %w", v, err)
		}
		*sizes[i] = n
	}
	if len(parts) == 1 {
		write, trim = read, read
	}
	if len(parts) == 2 {
		trim = write // fio: "bs=8k,32k" is 8k reads, 32k writes and trims
	}
	return read, write, trim, nil
}

// intOption reads a whole-number option, or def where unset.
func intOption(o options, def int64, names ...string) (int64, error) {
	v, ok := o.get(names...)
	if !ok {
		return def, nil
	}
	n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%s=%q: want a whole number", names[0], v)
	}
	return n, nil
}

// readShare is the read percentage of a mixed job: rwmixread, or 100 minus
// rwmixwrite, or fio's default of 50.
func readShare(o options) (float64, error) {
	if v, ok := o.get("rwmixread"); ok {
		n, err := strconv.ParseFloat(v, 64)
		if err != nil || !(n >= 0 && n <= 100) {
			return 0, fmt.Errorf("rwmixread=%q: want 0 to 100", v)
		}
		return n, nil
	}
	if v, ok := o.get("rwmixwrite"); ok {
		n, err := strconv.ParseFloat(v, 64)
		if err != nil || !(n >= 0 && n <= 100) {
			return 0, fmt.Errorf("rwmixwrite=%q: want 0 to 100", v)
		}
		return 100 - n, nil
	}
	return 50, nil
}
