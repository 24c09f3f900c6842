package analyze

import (
	"math"
)

// Noise is how much one configuration's figures move from run to run, as
// far as the sweep itself shows it.
type Noise struct {
	System string
	// RelSD is the standard deviation of one run's figure on a log scale,
	// about its relative standard deviation (0.05: ±5%); NaN where the
	// data cannot tell.
	RelSD float64
	// DF is the number of degrees of freedom behind RelSD.
	DF int
	// FromRepeats: RelSD is the spread of repeated runs at the same depth;
	// otherwise it is read from the curves' shapes (see noiseOf).
	FromRepeats bool
	// Runs is the fewest runs behind one depth's figure; RuntimeS the
	// shortest run, 0 where the rows do not say.
	Runs     int
	RuntimeS float64
}

// Single says whether some depth's figure is one run, not repeated.
func (n Noise) Single() bool { return n.Runs <= 1 }

// noiseZ is how many standard deviations of a difference between two
// figures make it more than noise: 2, about 95% two-sided for a normal
// error.
const noiseZ = 2

// cellSD is the noise of one depth's figure of the curve, on a log scale:
// the run-to-run noise, over the square root of the runs behind it (the
// standard error of a mean, close to that of the median of a few runs).
func (n Noise) cellSD(runs int) float64 {
	return n.RelSD / math.Sqrt(float64(max(runs, 1)))
}

// noiseOf estimates a configuration's run-to-run noise from its curves.
//
// Where some depth was run more than once, the runs' spread says it
// directly: the pooled variance of the log figures about each depth's
// mean, over the runs less one per depth.
//
// Without repeats the estimate comes from the curves' shapes. Throughput
// over queue depth rises while the device has idle parallelism, then
// holds, or falls where deeper queues cost more than they gain (CPU
// contention, a cache that stops coping): one rise and at most one fall,
// a unimodal curve. A zig-zag (up, down, up again) is no shape a device
// has: it is run-to-run noise. So each curve's log figures are fitted
// with the closest unimodal curve (least squares: an isotonic rise to a
// mode, an antitonic fall after it, the mode chosen to fit best), and what
// the fit leaves is noise. The residual sum of squares is pooled over the
// configuration's curves and divided by the degrees of freedom left,
// the points less the fit's distinct levels (the number of levels
// estimates an isotonic fit's degrees of freedom, Meyer and Woodroofe
// 2000). It is a floor: noise that happens to go with a curve's trend is
// taken for the trend, and a curve with no reversal adds nothing. When
// no curve reverses anywhere, the noise is unknown (NaN).
func noiseOf(system string, curves []*Curve, samples map[*Curve][][]float64) Noise {
	n := Noise{System: system, RelSD: math.NaN(), Runs: math.MaxInt}
	ss, df := 0.0, 0
	for _, c := range curves {
		for _, cell := range samples[c] {
			n.Runs = min(n.Runs, len(cell))
			if len(cell) < 2 {
				continue
			}
			logs := logsOf(cell)
			m := meanOf(logs)
			for _, v := range logs {
				ss += (v - m) * (v - m)
			}
			df += len(cell) - 1
		}
	}
	if n.Runs == math.MaxInt {
		n.Runs = 0
	}
	if df > 0 {
		n.RelSD, n.DF, n.FromRepeats = math.Sqrt(ss/float64(df)), df, true
		return n
	}
	for _, c := range curves {
		var values []float64
		for _, p := range c.Points {
			values = append(values, p.Value)
		}
		if slicesAnyNonPositive(values) {
			continue // a log needs figures above zero
		}
		sse, levels := unimodalFit(logsOf(values))
		ss += sse
		df += len(values) - levels
	}
	if df > 0 {
		n.RelSD, n.DF = math.Sqrt(ss/float64(df)), df
	}
	return n
}

func slicesAnyNonPositive(v []float64) bool {
	for _, x := range v {
		if !(x > 0) {
			return true
		}
	}
	return false
}

func logsOf(v []float64) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = math.Log(x)
	}
	return out
}

func meanOf(v []float64) float64 {
	s := 0.0
	for _, x := range v {
		s += x
	}
	return s / float64(len(v))
}

// unimodalFit fits y with the non-decreasing then non-increasing sequence
// closest in least squares, and returns the residual sum of squares and
// the fit's number of distinct levels.
func unimodalFit(y []float64) (sse float64, levels int) {
	sse = math.Inf(1)
	for m := 0; m <= len(y); m++ {
		up, nUp := isotonic(y[:m], 1)
		down, nDown := isotonic(y[m:], -1)
		s := 0.0
		for i, f := range append(up, down...) {
			s += (y[i] - f) * (y[i] - f)
		}
		if s < sse-1e-15 {
			sse, levels = s, nUp+nDown
		}
	}
	return sse, levels
}

// isotonic is the pool-adjacent-violators fit of y, non-decreasing for
// sign 1 and non-increasing for -1, with its number of blocks.
func isotonic(y []float64, sign float64) ([]float64, int) {
	type block struct {
		sum   float64
		count int
	}
	var blocks []block
	for _, v := range y {
		blocks = append(blocks, block{sign * v, 1})
		for len(blocks) > 1 {
			a, b := blocks[len(blocks)-2], blocks[len(blocks)-1]
			if a.sum/float64(a.count) <= b.sum/float64(b.count) {
				break
			}
			blocks = append(blocks[:len(blocks)-2], block{a.sum + b.sum, a.count + b.count})
		}
	}
	var fit []float64
	for _, b := range blocks {
		for range b.count {
			fit = append(fit, sign*b.sum/float64(b.count))
		}
	}
	return fit, len(blocks)
}

// NoiseOf is the noise of a configuration of the sweep: RelSD NaN where
// unknown.
func (s *Sweep) NoiseOf(system string) Noise {
	for _, n := range s.Noise {
		if n.System == system {
			return n
		}
	}
	return Noise{System: system, RelSD: math.NaN()}
}

// NoiseBound is the largest ratio between two single-run figures of a
// configuration that its noise explains: a difference under it is inside
// the noise. NaN where the noise is unknown.
func (n Noise) NoiseBound() float64 {
	return math.Exp(noiseZ * math.Sqrt2 * n.cellSD(1))
}

// WithinNoise says whether figures a and b (of configurations sysA and
// sysB, from runsA and runsB runs) differ by no more than their noise:
// their log ratio is within noiseZ standard deviations of a difference.
// known is false where either configuration's noise is unknown; within is
// then false.
func (s *Sweep) WithinNoise(sysA string, a float64, runsA int, sysB string, b float64, runsB int) (within, known bool) {
	na, nb := s.NoiseOf(sysA), s.NoiseOf(sysB)
	if math.IsNaN(na.RelSD) || math.IsNaN(nb.RelSD) || !(a > 0) || !(b > 0) {
		return false, false
	}
	sd := math.Hypot(na.cellSD(runsA), nb.cellSD(runsB))
	return math.Abs(math.Log(a/b)) <= noiseZ*sd, true
}
