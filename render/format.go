package render

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/units"
)

// scale is how a metric's figures are shown: the display unit, its size in
// base units and the decimals to print.
type scale struct {
	unit     string
	factor   float64
	decimals int
	grouping bool // thousands separators
}

func (s scale) format(v float64) string {
	if !finite(v) {
		return "-"
	}
	x := v / s.factor
	if math.Abs(x) >= plainLimit {
		return scientific(x)
	}
	str := fmtFloat(x, s.decimals)
	if s.grouping {
		str = groupThousands(str)
	}
	return str
}

// plainLimit is the magnitude from which figures are written in scientific
// notation: below 2^53 (about 9.007e15) every whole number is exact in a
// float64, so up to here the digits printed are the figure's own; past it a
// run of 16 or more digits holds digits the figure does not have, and no
// reader can take it in. Ingest refuses figures anywhere near it
// (datasets.MaxIOPS), but an article shows any finite figure it is given
// without printing digits it does not have.
const plainLimit = 1e15

// scientific writes x in scientific notation with the fewest digits that
// give x back exactly: 1e+18, 1.2345e+300.
func scientific(x float64) string { return strconv.FormatFloat(x, 'e', -1, 64) }

// groupThousands writes 1598959 as 1,598,959.
func groupThousands(s string) string {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	intPart, frac, hasFrac := strings.Cut(s, ".")
	var b strings.Builder
	for i, c := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	out := b.String()
	if hasFrac {
		out += "." + frac
	}
	if neg {
		out = "-" + out
	}
	return out
}

// decimalsFor gives the decimals that show a rounding step in a unit (a step
// of 0.001 GiB/s needs 3), or enough for four significant digits of the
// largest value when the step is unknown.
func decimalsFor(step, factor, largest float64) int {
	if step > 0 {
		d := int(math.Ceil(-math.Log10(step/factor) - 1e-9))
		return max(0, min(d, 6))
	}
	x := largest / factor
	switch {
	case x >= 1000:
		return 0
	case x >= 100:
		return 1
	case x >= 10:
		return 2
	}
	return 3
}

type namedUnit struct {
	name   string
	factor float64
}

var (
	binaryRates  = []namedUnit{{"TiB/s", 1 << 40}, {"GiB/s", 1 << 30}, {"MiB/s", 1 << 20}, {"KiB/s", 1 << 10}, {"B/s", 1}}
	decimalRates = []namedUnit{{"TB/s", 1e12}, {"GB/s", 1e9}, {"MB/s", 1e6}, {"kB/s", 1e3}, {"B/s", 1}}
	durations    = []namedUnit{{"s", 1e9}, {"ms", 1e6}, {"µs", 1e3}, {"ns", 1}}
)

// isPowerOfTen reports whether x is 10^k for an integer k (within float
// error).
func isPowerOfTen(x float64) bool {
	if x <= 0 {
		return false
	}
	l := math.Log10(x)
	return math.Abs(l-math.Round(l)) < 1e-9
}

// scaleFor picks how to show a metric's figures. Bandwidth stays in the
// family its source used: a rounding step that is a power of ten of a
// binary unit (0.001 GiB/s) means binary units, of a decimal one (0.001
// MB/s) decimal units. Latency takes the unit in which its step has at most
// three decimals.
func scaleFor(m analyze.Metric, values []float64, step float64) scale {
	largest := 0.0
	for _, v := range values {
		if !math.IsNaN(v) {
			largest = math.Max(largest, math.Abs(v))
		}
	}
	switch m.Family {
	case analyze.FamilyBandwidth:
		return rateScale(largest, step)
	case analyze.FamilyEfficiency:
		switch m.Name {
		case "cpu_us_per_io":
			return scale{unit: "µs", factor: 1, decimals: decimalsFor(0, 1, largest)}
		case "iops_per_cpu_core":
			return scale{unit: "IOPS per core", factor: 1, decimals: 0, grouping: true}
		case "bw_bytes_per_cpu_s":
			s := rateScale(largest, 0)
			s.unit = strings.TrimSuffix(s.unit, "/s") + " per CPU-s"
			return s
		}
		if m.Name == analyze.BytesPerCPU.Name {
			s := rateScale(largest, 0)
			s.unit += " per % CPU"
			return s
		}
		return scale{unit: "IOPS per % CPU", factor: 1, decimals: 0, grouping: true}
	case analyze.FamilyIOPS:
		d := 0
		if step > 0 && step < 1 {
			d = decimalsFor(step, 1, largest)
		}
		return scale{unit: "IOPS", factor: 1, decimals: d, grouping: true}
	case analyze.FamilyLatency:
		u := durations[len(durations)-1]
		for _, d := range durations {
			if step > 0 && step/d.factor >= 0.001-1e-12 || step == 0 && largest >= d.factor {
				u = d
				break
			}
		}
		return scale{unit: u.name, factor: u.factor, decimals: decimalsFor(step, u.factor, largest)}
	case analyze.FamilyCPU:
		return scale{unit: "%", factor: 1, decimals: decimalsFor(step, 1, largest)}
	case analyze.FamilyScore:
		// The tool's own unit, never converted (see docs/schema.md).
		return scale{unit: m.Unit, factor: 1, decimals: decimalsFor(step, 1, largest)}
	}
	return scale{factor: 1, decimals: decimalsFor(step, 1, largest)}
}

func rateScale(largest, step float64) scale {
	family := binaryRates
	if step > 0 {
		for _, u := range decimalRates[:4] {
			if isPowerOfTen(step/u.factor) && !isPowerOfTen(step/binaryFor(u.factor)) {
				family = decimalRates
			}
		}
	}
	// The largest unit the figures reach, unless their rounding step would
	// then need more than three decimals: 4094.649 MB/s as CrystalDiskMark
	// prints it, not 4.094649 GB/s.
	u := family[len(family)-1]
	for _, c := range family {
		if largest >= c.factor && (step == 0 || decimalsFor(step, c.factor, largest) <= 3) {
			u = c
			break
		}
	}
	return scale{unit: u.name, factor: u.factor, decimals: decimalsFor(step, u.factor, largest)}
}

// binaryFor is the binary unit of the same rank as a decimal one.
func binaryFor(decimal float64) float64 {
	switch decimal {
	case 1e12:
		return 1 << 40
	case 1e9:
		return 1 << 30
	case 1e6:
		return 1 << 20
	case 1e3:
		return 1 << 10
	}
	return 1
}

// fmtFloat writes v with a number of decimals, never as "-0": a figure
// that rounds to zero (or is a negative zero) is 0.
func fmtFloat(v float64, decimals int) string {
	s := strconv.FormatFloat(v, 'f', decimals, 64)
	if strings.HasPrefix(s, "-") && strings.Trim(s, "-0.") == "" {
		s = s[1:]
	}
	return s
}

// pct writes a percentage with one decimal: 17.3%. One that is not a
// number (a change from a figure of zero) is written as a dash, never as
// NaN or Inf; a huge one in scientific notation.
func pct(v float64) string { return percent(v, 1) }

// signedPct writes a change with its sign: +17.3%, -4.0%.
func signedPct(v float64) string {
	s := pct(v)
	if v >= 0 && s != "-" {
		s = "+" + s
	}
	return s
}

// percent writes a percentage with a number of decimals; see pct.
func percent(v float64, decimals int) string {
	if !finite(v) {
		return "-"
	}
	return decimal(v, decimals) + "%"
}

// decimal writes a finite number with a number of decimals, or in
// scientific notation past plainLimit.
func decimal(v float64, decimals int) string {
	if math.Abs(v) >= plainLimit {
		return scientific(v)
	}
	return fmtFloat(v, decimals)
}

// finite reports whether v is a number a sentence can state: not NaN, not
// infinite (a ratio to zero).
func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// metricTitles name metrics for tables and axes.
var metricTitles = map[string]string{
	analyze.Bandwidth.Name:   "Bandwidth",
	analyze.IOPS.Name:        "IOPS",
	analyze.LatencyMean.Name: "Mean latency",
	analyze.LatencyP50.Name:  "Latency p50",
	analyze.LatencyP99.Name:  "Latency p99",
	analyze.LatencyP999.Name: "Latency p99.9",
	analyze.CPUTotal.Name:    "CPU use",
	analyze.IOPSPerCPU.Name:  "IOPS per % CPU",
	analyze.BytesPerCPU.Name: "Bandwidth per % CPU",
	"cpu_us_per_io":          "CPU time per I/O",
	"iops_per_cpu_core":      "IOPS per core",
	"bw_bytes_per_cpu_s":     "Bandwidth per CPU-second",
	analyze.Score.Name:       scoreTitle,
}

func metricTitle(m analyze.Metric) string {
	if t, ok := metricTitles[m.Name]; ok {
		return t
	}
	return m.Name
}

// cellTitle is the short label of a cell for chart axes: "rnd 4K read".
func cellTitle(c analyze.Cell) string {
	if c.Test != "" {
		return testTitle(c)
	}
	p := map[string]string{"random": "rnd", "sequential": "seq"}[c.Pattern]
	if p == "" {
		p = "?"
	}
	return p + " " + sizeLabel(c.BlockSizeBytes) + " " + c.Direction + cellSuffix(c, true)
}

// sizeLabel is a block size as tables print it, or "bs?" when unknown.
func sizeLabel(n int64) string {
	if n <= 0 {
		return "bs?"
	}
	return units.SizeLabel(n)
}

// cellSuffix writes what else defines a cell: read share, queue depth and
// jobs, short ("70%R Q32T4") or long (" 70% read QD32 T4").
func cellSuffix(c analyze.Cell, short bool) string {
	var b strings.Builder
	if c.RWMixReadPct >= 0 {
		if short {
			fmt.Fprintf(&b, " %g%%R", c.RWMixReadPct)
		} else {
			fmt.Fprintf(&b, " %g%% read", c.RWMixReadPct)
		}
	}
	if c.IODepth > 0 {
		if short {
			fmt.Fprintf(&b, " Q%d", c.IODepth)
		} else {
			fmt.Fprintf(&b, " QD%d", c.IODepth)
		}
	}
	if c.NumJobs > 0 {
		if short && c.IODepth > 0 {
			fmt.Fprintf(&b, "T%d", c.NumJobs)
		} else {
			fmt.Fprintf(&b, " T%d", c.NumJobs)
		}
	}
	return b.String()
}
