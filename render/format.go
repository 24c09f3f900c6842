package render

import (
	"math"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/cases"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/chart"
	"github.com/iopress/iopress/render/words"
	"github.com/iopress/iopress/units"
)

// scale is how a metric's figures are shown: the display unit, its size in
// base units and the decimals to print, in a language.
type scale struct {
	unit     string
	factor   float64
	decimals int
	grouping bool // thousands separators
	lang     lang
}

func (s scale) format(v float64) string {
	if !finite(v) {
		return "-"
	}
	x := v / s.factor
	if math.Abs(x) >= plainLimit {
		return s.lang.Scientific(x)
	}
	if s.grouping {
		return s.lang.Decimal(x, s.decimals)
	}
	return s.lang.Ungrouped(x, s.decimals)
}

// plainLimit is the magnitude from which figures are written in scientific
// notation, in the text as on the charts' axes (chart.PlainLimit).
const plainLimit = chart.PlainLimit

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

// scaleFor picks how to show a metric's figures in the language. Bandwidth
// stays in the family its source used: a rounding step that is a power of
// ten of a binary unit (0.001 GiB/s) means binary units, of a decimal one
// (0.001 MB/s) decimal units. Latency takes the unit in which its step has
// at most three decimals.
func (l lang) scaleFor(m analyze.Metric, values []float64, step float64) scale {
	s := l.unitFor(m, values, step)
	s.lang = l
	return s
}

func (l lang) unitFor(m analyze.Metric, values []float64, step float64) scale {
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
			return scale{unit: l.Say("IOPS per core"), factor: 1, decimals: 0, grouping: true}
		case "bw_bytes_per_cpu_s":
			s := rateScale(largest, 0)
			s.unit = l.Say("%s per CPU-s", strings.TrimSuffix(s.unit, "/s"))
			return s
		}
		if m.Name == analyze.BytesPerCPU.Name {
			s := rateScale(largest, 0)
			s.unit = l.Say("%s per %% CPU", s.unit)
			return s
		}
		return scale{unit: l.Say("IOPS per %% CPU"), factor: 1, decimals: 0, grouping: true}
	case analyze.FamilyIOPS:
		d := 0
		if step > 0 && step < 1 {
			d = decimalsFor(step, 1, largest)
		}
		return scale{unit: "IOPS", factor: 1, decimals: d, grouping: true}
	case analyze.FamilyLatency:
		u := durations[len(durations)-1]
		if su, ok := sourceLatencyUnit(step); ok {
			u = su
		} else {
			for _, d := range durations {
				if largest >= d.factor {
					u = d
					break
				}
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

// latencyUnit is the one unit of latency figures read together (a
// table's, an article's): the largest their smallest figure reaches, so
// that the mean in µs does not sit beside a p99 in ms, no figure reads as
// a run of zeros (0.038 ms, 0.039 ms beside 31.06 ms), and the row's
// decimals keep the small figures' digits (38.7 µs beside 31,060 µs).
// Chosen by the figures together, never row by row; false where there is
// no figure.
func latencyUnit(values []float64) (namedUnit, bool) {
	smallest := math.Inf(1)
	for _, v := range values {
		if finite(v) && v != 0 {
			smallest = math.Min(smallest, math.Abs(v))
		}
	}
	if math.IsInf(smallest, 1) {
		return namedUnit{}, false
	}
	for _, d := range durations {
		if smallest >= d.factor {
			return d, true
		}
	}
	return durations[len(durations)-1], true
}

// latencyIn is a latency scale in a unit chosen for several rows
// (latencyUnit): the decimals of the row's own step in it, with the
// language's digit grouping as every other figure (15,726.77 µs, not
// 15726.77 beside 56,684 IOPS).
func (l lang) latencyIn(u namedUnit, values []float64, step float64) scale {
	largest := 0.0
	for _, v := range values {
		if finite(v) {
			largest = math.Max(largest, math.Abs(v))
		}
	}
	return scale{unit: u.name, factor: u.factor, decimals: decimalsFor(step, u.factor, largest), grouping: true, lang: l}
}

// articleLatencyUnit is the unit of every latency figure in an article's
// results tables, one for all of them: the unit their source wrote them
// in where every figure's rounding step says the same one (a published
// article's ms, CrystalDiskMark's µs: sourceLatencyUnit), else the one
// all the figures together call for (latencyUnit). False where there is
// no latency figure.
func articleLatencyUnit(a *analyze.Analysis) (namedUnit, bool) {
	var all []float64
	var source namedUnit
	agree := true
	for _, c := range a.Comparisons {
		if c.Metric.Family != analyze.FamilyLatency {
			continue
		}
		for _, f := range c.Ranking {
			all = append(all, f.Value)
			u, ok := sourceLatencyUnit(f.Resolution)
			switch {
			case !ok:
				agree = false
			case source.factor == 0:
				source = u
			case u != source:
				agree = false
			}
		}
	}
	if agree && source.factor > 0 {
		return source, true
	}
	return latencyUnit(all)
}

// sourceLatencyUnit is the unit a source wrote latency in, read from its
// rounding step: the largest in which the step has at most three decimals
// (1 µs: ms with three, 0.01 µs: µs with two); false for no step.
func sourceLatencyUnit(step float64) (namedUnit, bool) {
	if !(step > 0) {
		return namedUnit{}, false
	}
	for _, d := range durations {
		if step/d.factor >= 0.001-1e-12 {
			return d, true
		}
	}
	return durations[len(durations)-1], true
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

// pct writes a percentage with one decimal: 17.3%. One that is not a
// number (a change from a figure of zero) is written as a dash, never as
// NaN or Inf; a huge one in scientific notation.
func (l lang) pct(v float64) string { return l.percent(v, 1) }

// signedPct writes a change with its sign: +17.3%, -4.0%.
func (l lang) signedPct(v float64) string { return l.signedPercent(v, 1) }

// signedPercent writes a change with its sign and a number of decimals;
// see pct.
func (l lang) signedPercent(v float64, decimals int) string {
	switch {
	case !finite(v):
		return "-"
	case v >= plainLimit:
		return l.PlusOf(l.PercentOf(l.Scientific(v)))
	case v <= -plainLimit:
		return l.PercentOf(l.Scientific(v))
	}
	return l.SignedPercent(v, decimals)
}

// percent writes a percentage with a number of decimals; see pct.
func (l lang) percent(v float64, decimals int) string {
	switch {
	case !finite(v):
		return "-"
	case math.Abs(v) >= plainLimit:
		return l.PercentOf(l.Scientific(v))
	}
	return l.Percent(v, decimals)
}

// decimal writes a finite number with a number of decimals, or in
// scientific notation past plainLimit.
func (l lang) decimal(v float64, decimals int) string {
	if math.Abs(v) >= plainLimit {
		return l.Scientific(v)
	}
	return l.Decimal(v, decimals)
}

// finite reports whether v is a number a sentence can state: not NaN, not
// infinite (a ratio to zero).
func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// metricTitle names a metric for tables and axes.
func (l lang) metricTitle(m analyze.Metric) string {
	switch m.Name {
	case analyze.Bandwidth.Name:
		return l.Say("Bandwidth")
	case analyze.IOPS.Name:
		return "IOPS"
	case analyze.LatencyMean.Name:
		return l.Say("Mean latency")
	case analyze.LatencyP50.Name:
		return l.Say("Latency p50")
	case analyze.LatencyP99.Name:
		return l.Say("Latency p99")
	case analyze.LatencyP999.Name:
		return l.Say("Latency p99.9")
	case analyze.CPUTotal.Name:
		return l.Say("CPU use")
	case analyze.IOPSPerCPU.Name:
		return l.Say("IOPS per %% CPU")
	case analyze.BytesPerCPU.Name:
		return l.Say("Bandwidth per %% CPU")
	case "cpu_us_per_io":
		return l.Say("CPU time per I/O")
	case "iops_per_cpu_core":
		return l.Say("IOPS per core")
	case "bw_bytes_per_cpu_s":
		return l.Say("Bandwidth per CPU-second")
	case analyze.Score.Name:
		return l.Say("Score")
	}
	return m.Name
}

// metricInText names a metric inside a sentence: its title, lowered
// unless it begins an acronym ("IOPS", "CPU time per I/O").
func (l lang) metricInText(m analyze.Metric) string {
	return l.lowerTitle(l.metricTitle(m))
}

// lowerTitle lowers a title's first letter for use inside a sentence,
// unless it begins an acronym ("IOPS", "CPU time per I/O").
func (l lang) lowerTitle(s string) string {
	r := []rune(s)
	if len(r) > 1 && unicode.IsUpper(r[1]) || len(r) == 0 {
		return s
	}
	return cases.Lower(l.Tag()).String(string(r[:1])) + string(r[1:])
}

// cellName names a workload in the text: "random 4K read 70% read QD32",
// "random 4K read QD32 16 threads", in the language.
func (l lang) cellName(c analyze.Cell) string {
	return strings.Join(append([]string{l.workload(c.Pattern, c.Direction, sizeLabel(c.BlockSizeBytes))}, l.cellSuffix(c)...), " ")
}

// cellSuffix is what else defines a cell, word by word: its read share,
// queue depth and threads where the article names them ("70% read",
// "QD32", "4 threads").
func (l lang) cellSuffix(c analyze.Cell) []string {
	var parts []string
	if c.RWMixReadPct >= 0 {
		parts = append(parts, l.Say("%s read", l.Percent(c.RWMixReadPct, words.ExactDecimals(c.RWMixReadPct))))
	}
	if c.IODepth > 0 && !l.oneDepth {
		parts = append(parts, "QD"+strconv.FormatInt(c.IODepth, 10))
	}
	if c.NumJobs > 0 && l.threads {
		parts = append(parts, l.Say("%d threads", c.NumJobs))
	}
	return parts
}

// workloadName names a sweep's workload: a cell without its depth.
func (l lang) workloadName(w analyze.Workload) string {
	return l.cellName(analyze.Cell{Pattern: w.Pattern, Direction: w.Direction, BlockSizeBytes: w.BlockSizeBytes, NumJobs: w.NumJobs, RWMixReadPct: w.RWMixReadPct})
}

// workload is a pattern, a block size and a direction: "random 4K read".
func (l lang) workload(pattern, direction, size string) string {
	switch pattern + " " + direction {
	case "random read":
		return l.Say("random %s read", size)
	case "random write":
		return l.Say("random %s write", size)
	case "random mixed":
		return l.Say("random %s mixed", size)
	case "random trim":
		return l.Say("random %s trim", size)
	case "sequential read":
		return l.Say("sequential %s read", size)
	case "sequential write":
		return l.Say("sequential %s write", size)
	case "sequential mixed":
		return l.Say("sequential %s mixed", size)
	case "sequential trim":
		return l.Say("sequential %s trim", size)
	}
	// A source that does not say the pattern (fio terse output), or a
	// direction the schema does not know: its own words.
	if pattern == "" {
		pattern = l.Say("pattern?")
	}
	return strings.Join([]string{pattern, size, l.direction(direction)}, " ")
}

// direction names a direction on its own: "read", "write", "mixed".
func (l lang) direction(d string) string {
	switch d {
	case datasets.DirectionRead:
		return l.Say("read")
	case datasets.DirectionWrite:
		return l.Say("write")
	case datasets.DirectionMixed:
		return l.Say("mixed")
	case datasets.DirectionTrim:
		return l.Say("trim")
	}
	return d
}

// cellTitle is the short label of a cell for chart axes: "rnd 4K read
// 70%R Q32T4".
func (l lang) cellTitle(c analyze.Cell) string {
	if c.Test != "" {
		return l.testTitle(c)
	}
	p := "?"
	switch c.Pattern {
	case datasets.PatternRandom:
		p = l.Say("rnd")
	case datasets.PatternSequential:
		p = l.Say("seq")
	}
	parts := []string{p, sizeLabel(c.BlockSizeBytes), l.direction(c.Direction)}
	if c.RWMixReadPct >= 0 {
		parts = append(parts, l.Say("%sR", l.Percent(c.RWMixReadPct, words.ExactDecimals(c.RWMixReadPct))))
	}
	depth := ""
	if c.IODepth > 0 {
		depth = "Q" + strconv.FormatInt(c.IODepth, 10)
	}
	if depth != "" {
		parts = append(parts, depth)
	}
	if c.NumJobs > 0 && l.threads {
		parts = append(parts, l.Say("%d threads", c.NumJobs))
	}
	return strings.Join(parts, " ")
}

// sizeLabel is a block size as tables print it, or "bs?" when unknown.
func sizeLabel(n int64) string {
	if n <= 0 {
		return "bs?"
	}
	return units.SizeLabel(n)
}
