// Package units converts the unit spellings that storage tools and people
// write (KiB/s, MB/s, GiB/s, usec, ms, 64K, 1MiB) into iopress's base units
// (bytes, bytes per second, nanoseconds, percent) exactly.
//
// Conversions go through exact rational arithmetic, so a figure printed as
// 7.655 GiB/s becomes the float64 nearest to 7.655 x 2^30 bytes/s, with one
// rounding, never two. Every stage that reads or writes figures uses it: the
// ingest parsers to read, render to pick a display unit.
package units

import (
	"fmt"
	"math"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Dimension is what a unit measures.
type Dimension int

const (
	Bandwidth Dimension = iota + 1 // base: bytes per second
	Duration                       // base: nanoseconds
	Percent                        // base: percent
	Count                          // base: one (IOPS, operations)
	Size                           // base: bytes
)

func (d Dimension) String() string {
	switch d {
	case Bandwidth:
		return "bandwidth"
	case Duration:
		return "duration"
	case Percent:
		return "percent"
	case Count:
		return "count"
	case Size:
		return "size"
	}
	return fmt.Sprintf("Dimension(%d)", int(d))
}

// A Unit is one spelling of a unit and its exact factor to the base unit of
// its dimension.
type Unit struct {
	Name   string // canonical display name, e.g. "GiB/s"
	Dim    Dimension
	factor *big.Rat
}

// WithBaseFactor returns u made to measure n base units of its dimension,
// whatever it measured before, for a tool's own unit (KDiskMark's "MB" of
// 1,024,000 bytes): n replaces u's factor, it does not multiply it, so
// Second.WithBaseFactor(60) is 60 nanoseconds, not a minute (Minute is).
func (u Unit) WithBaseFactor(n int64) Unit {
	u.factor = new(big.Rat).SetInt64(n)
	return u
}

// Factor returns the unit's size in base units as a float64 (exact for every
// unit in this package except the decimal submultiples of a second).
func (u Unit) Factor() float64 {
	f, _ := u.factor.Float64()
	return f
}

func rat(num, den int64) *big.Rat { return big.NewRat(num, den) }

// times is r multiplied by n, a new number.
func times(r *big.Rat, n int64) *big.Rat { return new(big.Rat).Mul(r, rat(n, 1)) }

func pow(base int64, exp int) *big.Rat {
	r := new(big.Rat).SetInt64(1)
	b := new(big.Rat).SetInt64(base)
	for i := 0; i < exp; i++ {
		r.Mul(r, b)
	}
	return r
}

// Canonical units, usable directly by callers that know what they hold.
var (
	BytesPerSecond = Unit{"B/s", Bandwidth, rat(1, 1)}
	KBPerSecond    = Unit{"kB/s", Bandwidth, pow(1000, 1)}
	MBPerSecond    = Unit{"MB/s", Bandwidth, pow(1000, 2)}
	GBPerSecond    = Unit{"GB/s", Bandwidth, pow(1000, 3)}
	TBPerSecond    = Unit{"TB/s", Bandwidth, pow(1000, 4)}
	KiBPerSecond   = Unit{"KiB/s", Bandwidth, pow(1024, 1)}
	MiBPerSecond   = Unit{"MiB/s", Bandwidth, pow(1024, 2)}
	GiBPerSecond   = Unit{"GiB/s", Bandwidth, pow(1024, 3)}
	TiBPerSecond   = Unit{"TiB/s", Bandwidth, pow(1024, 4)}

	Nanosecond  = Unit{"ns", Duration, rat(1, 1)}
	Microsecond = Unit{"µs", Duration, pow(10, 3)}
	Millisecond = Unit{"ms", Duration, pow(10, 6)}
	Second      = Unit{"s", Duration, pow(10, 9)}
	Minute      = Unit{"min", Duration, times(pow(10, 9), 60)}
	Hour        = Unit{"h", Duration, times(pow(10, 9), 3600)}

	PercentUnit = Unit{"%", Percent, rat(1, 1)}

	One      = Unit{"", Count, rat(1, 1)}
	Thousand = Unit{"k", Count, pow(10, 3)}
	Million  = Unit{"M", Count, pow(10, 6)}

	Byte = Unit{"B", Size, rat(1, 1)}
	KiB  = Unit{"KiB", Size, pow(1024, 1)}
	MiB  = Unit{"MiB", Size, pow(1024, 2)}
	GiB  = Unit{"GiB", Size, pow(1024, 3)}
	TiB  = Unit{"TiB", Size, pow(1024, 4)}
	PiB  = Unit{"PiB", Size, pow(1024, 5)}
	KB   = Unit{"kB", Size, pow(1000, 1)}
	MB   = Unit{"MB", Size, pow(1000, 2)}
	GB   = Unit{"GB", Size, pow(1000, 3)}
	TB   = Unit{"TB", Size, pow(1000, 4)}
)

// spellings maps a normalised spelling (see Normalize) to its unit, per
// dimension. The same token means different things in different dimensions
// ("k" is a thousand IOPS but "k" as a block size is KiB in storage usage).
var spellings = map[Dimension]map[string]Unit{
	Bandwidth: {
		"b_s": BytesPerSecond, "bytes_s": BytesPerSecond, "bytes_per_s": BytesPerSecond, "bps": BytesPerSecond,
		"kb_s": KBPerSecond, "mb_s": MBPerSecond, "gb_s": GBPerSecond, "tb_s": TBPerSecond,
		"kbps": KBPerSecond, "mbps": MBPerSecond, "gbps": GBPerSecond,
		"kib_s": KiBPerSecond, "mib_s": MiBPerSecond, "gib_s": GiBPerSecond, "tib_s": TiBPerSecond,
		"kibps": KiBPerSecond, "mibps": MiBPerSecond, "gibps": GiBPerSecond,
	},
	Duration: {
		"ns": Nanosecond, "nsec": Nanosecond,
		"us": Microsecond, "usec": Microsecond, "µs": Microsecond, "μs": Microsecond,
		"ms": Millisecond, "msec": Millisecond,
		"s": Second, "sec": Second,
	},
	Percent: {"": PercentUnit, "pct": PercentUnit, "percent": PercentUnit, "%": PercentUnit},
	Count:   {"": One, "k": Thousand, "thousand": Thousand, "m": Million, "million": Million},
	// Sizes are block sizes: binary whether written K, KB or KiB, as every
	// storage tool means them.
	Size: {
		"b": Byte, "bytes": Byte,
		"k": KiB, "kib": KiB, "m": MiB, "mib": MiB, "g": GiB, "gib": GiB, "t": TiB, "tib": TiB,
		"kb": KiB, "mb": MiB, "gb": GiB, "tb": TiB,
	},
}

// Normalize lowers a unit spelling and writes its separators as "_", dropping
// a "per" word, so that "MB/s", "mb_s", "MB per s" and "MB-per-s" compare
// alike ("MBps" is a spelling of its own).
func Normalize(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.NewReplacer("/", "_", " ", "_", "-", "_", "\t", "_").Replace(s)
	var words []string
	for _, w := range strings.Split(s, "_") {
		if w != "" && w != "per" {
			words = append(words, w)
		}
	}
	return strings.Join(words, "_")
}

// Lookup finds the unit of dimension dim that spelling names.
func Lookup(dim Dimension, spelling string) (Unit, bool) {
	u, ok := spellings[dim][Normalize(spelling)]
	return u, ok
}

// Spellings lists the accepted normalised spellings of a dimension, for error
// messages.
func Spellings(dim Dimension) []string {
	var out []string
	for s := range spellings[dim] {
		if s != "" {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// ToBase converts a decimal figure written in unit u into base units with a
// single rounding. It accepts an optional sign, digits with an optional
// fraction, an optional exponent (at most 3 digits), and thousands
// separators in groups of three (1,598,959); anything else, a decimal comma
// ("6,1") among it, is an error rather than a guess.
func (u Unit) ToBase(decimal string) (float64, error) {
	s := strings.TrimSpace(decimal)
	if !decimalPattern.MatchString(s) {
		return 0, fmt.Errorf("%q is not a decimal number", decimal)
	}
	r, ok := new(big.Rat).SetString(strings.ReplaceAll(s, ",", ""))
	if !ok {
		return 0, fmt.Errorf("%q is not a decimal number", decimal)
	}
	r.Mul(r, u.factor)
	f, _ := r.Float64()
	if math.IsInf(f, 0) {
		return 0, fmt.Errorf("%q is out of range", decimal)
	}
	return f, nil
}

// decimalPattern is the grammar ToBase accepts. The exponent is bounded so
// that a hostile 1e1000000 is refused at once instead of being computed.
var decimalPattern = regexp.MustCompile(`^[+-]?(\d+|\d{1,3}(,\d{3})+)(\.\d*)?([eE][+-]?\d{1,3})?$|^[+-]?\.\d+([eE][+-]?\d{1,3})?$`)

// FromBase converts a base-unit value to unit u (for display).
func (u Unit) FromBase(v float64) float64 {
	return v / u.Factor()
}

// DecimalStep returns the rounding step, in base units, of a figure written
// with the given number of decimals in unit u: 3 decimals of GiB/s give
// 0.001 x 2^30 bytes/s. Negative decimals are steps above one (-2: 100).
func (u Unit) DecimalStep(decimals int) float64 {
	r := new(big.Rat).Set(u.factor)
	if decimals >= 0 {
		r.Quo(r, pow(10, decimals))
	} else {
		r.Mul(r, pow(10, -decimals))
	}
	f, _ := r.Float64()
	return f
}

// Decimals is the decimal place of a written figure's last digit: 2 for
// "72.67", 0 for "97", -2 for "1.5e3" (a figure in hundreds).
func Decimals(decimal string) int {
	s := strings.TrimSpace(decimal)
	exp := 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		exp, _ = strconv.Atoi(s[i+1:])
		s = s[:i]
	}
	d := 0
	if i := strings.IndexByte(s, '.'); i >= 0 {
		d = len(s) - i - 1
	}
	return d - exp
}

// ParseSize reads a block size as storage tools write it: "4096", "4k",
// "4K", "4KB", "64KiB", "1m", "1MiB", "128 KB". Block sizes are binary in
// every storage benchmark's usage: K, KB and KiB all mean 1024 bytes.
func ParseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := 0
	for i < len(t) && (t[i] >= '0' && t[i] <= '9' || t[i] == '.') {
		i++
	}
	num, suffix := t[:i], strings.TrimSpace(t[i:])
	if num == "" {
		return 0, fmt.Errorf("size %q does not start with a number", s)
	}
	binary := map[string]Unit{"": Byte, "b": Byte, "bytes": Byte,
		"k": KiB, "kb": KiB, "kib": KiB, "m": MiB, "mb": MiB, "mib": MiB,
		"g": GiB, "gb": GiB, "gib": GiB, "t": TiB, "tb": TiB, "tib": TiB}
	// Block sizes are binary in every storage tool's usage: 4K, 4KB and 4KiB
	// all mean 4096 bytes. (fio's own option parser differs for KiB; fio's
	// options are read by ingest/fio with fio's rules.)
	u, ok := binary[strings.ToLower(suffix)]
	if !ok {
		return 0, fmt.Errorf("size %q has unknown unit %q", s, suffix)
	}
	// Exactly, not through a float64, which would round 2^53+1 bytes to
	// 2^53 and take 1.0000000000000000001K for 1024.
	r, ok := new(big.Rat).SetString(num)
	if !ok {
		return 0, fmt.Errorf("size %q: %q is not a decimal number", s, num)
	}
	r.Mul(r, u.factor)
	if !r.IsInt() || r.Sign() <= 0 || r.Num().Cmp(maxSize) > 0 {
		return 0, fmt.Errorf("size %q is not a positive whole number of bytes", s)
	}
	return r.Num().Int64(), nil
}

// maxSize is the largest size ParseSize returns: room to add two.
var maxSize = big.NewInt(math.MaxInt64 / 2)

// SizeLabel writes a size the way storage articles label block sizes: 512,
// 4K, 64K, 128K, 1M, 1.5M. Binary multiples, shortest exact form.
func SizeLabel(n int64) string {
	for _, u := range []struct {
		f int64
		s string
	}{{1 << 40, "T"}, {1 << 30, "G"}, {1 << 20, "M"}, {1 << 10, "K"}} {
		if n >= u.f {
			if n%u.f == 0 {
				return strconv.FormatInt(n/u.f, 10) + u.s
			}
			if n >= u.f && (n*10)%u.f == 0 {
				return strconv.FormatFloat(float64(n)/float64(u.f), 'f', 1, 64) + u.s
			}
		}
	}
	return strconv.FormatInt(n, 10)
}

// BinarySize writes a size in bytes with a binary unit, as messages give
// sizes to a person: "512 bytes", "4 KiB", "1.5 MiB", "1280 KiB", "1 TiB".
// It is exact where a unit takes the size whole, or to one decimal, in
// four digits at most; else it is rounded to one decimal of the largest
// unit the size reaches ("931.5 GiB"), but a size under 1 MiB is then
// written in bytes ("4097 bytes"), so that no byte of a block size or an
// alignment is hidden.
func BinarySize(n int64) string {
	names := [...]string{"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"}
	for i := len(names) - 1; i >= 0 && n > 0; i-- {
		f := uint64(1) << (10 * (i + 1))
		q, r := uint64(n)/f, uint64(n)%f // r*10 fits: f is at most 2^60
		switch {
		case q == 0:
		case r == 0 && q < 10000:
			return fmt.Sprintf("%d %s", q, names[i])
		case r*10%f == 0 && q < 1000:
			return fmt.Sprintf("%d.%d %s", q, r*10/f, names[i])
		}
	}
	switch {
	case n == 1:
		return "1 byte"
	case n < 1<<20:
		return strconv.FormatInt(n, 10) + " bytes"
	}
	v, i := float64(n)/(1<<10), 0
	for v >= 1024 && i < len(names)-1 {
		v /= 1024
		i++
	}
	return strconv.FormatFloat(v, 'f', 1, 64) + " " + names[i]
}
