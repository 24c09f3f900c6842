package render

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
)

func TestScaleFor(t *testing.T) {
	gib := float64(1 << 30)
	tests := []struct {
		name   string
		m      analyze.Metric
		values []float64
		step   float64
		v      float64
		want   string
		unit   string
	}{
		{"binary bandwidth keeps its decimals", analyze.Bandwidth, []float64{97 * gib}, 0.001 * gib, 97 * gib, "97.000", "GiB/s"},
		{"decimal bandwidth stays decimal", analyze.Bandwidth, []float64{545.067e6}, 1000, 545.067e6, "545.067", "MB/s"},
		{"unknown step, binary, four digits", analyze.Bandwidth, []float64{3.5 * (1 << 20)}, 0, 3.5 * (1 << 20), "3.500", "MiB/s"},
		{"iops grouped", analyze.IOPS, []float64{1598959}, 1, 1598959, "1,598,959", "IOPS"},
		{"latency in ms from a 1 us step", analyze.LatencyMean, []float64{169000}, 1000, 169000, "0.169", "ms"},
		{"latency in us from magnitude", analyze.LatencyMean, []float64{52346}, 0, 52346, "52.35", "µs"},
		{"cpu", analyze.CPUTotal, []float64{26}, 0.01, 26, "26.00", "%"},
		{"iops per core is not per % CPU", analyze.IOPSPerCore(0), []float64{904798}, 0, 904798, "904,798", "IOPS per core"},
		{"iops per % CPU", analyze.IOPSPerCPU, []float64{4000}, 0, 4000, "4,000", "IOPS per % CPU"},
	}
	for _, tt := range tests {
		sc := english.scaleFor(tt.m, tt.values, tt.step)
		if got := sc.format(tt.v); got != tt.want || sc.unit != tt.unit {
			t.Errorf("%s: %q %s, want %q %s", tt.name, got, sc.unit, tt.want, tt.unit)
		}
	}
}

func TestCheckChartData(t *testing.T) {
	tests := []struct {
		values []float64
		ok     bool
	}{
		{[]float64{1, 2}, true},
		{nil, false},
		{[]float64{0, 0}, false},
		{[]float64{1, -1}, false},
		{[]float64{1, math.Inf(1)}, false},
	}
	for _, tt := range tests {
		if err := checkChartData(tt.values); (err == nil) != tt.ok {
			t.Errorf("checkChartData(%v) = %v, want ok=%v", tt.values, err, tt.ok)
		}
	}
}

// TestFormatExtremes: any finite figure is written short, without NaN, Inf
// or a minus sign on zero, and reads back as the figure to within half the
// last printed digit: plain digits up to 1e15 in the unit, scientific
// notation past it.
func TestFormatExtremes(t *testing.T) {
	for _, m := range []analyze.Metric{analyze.IOPS, analyze.Bandwidth, analyze.LatencyMean, analyze.CPUTotal} {
		for _, v := range []float64{1e18, 9.3e18, 1e300, math.MaxFloat64, math.SmallestNonzeroFloat64, math.Copysign(0, -1), 1e-300, 123456.789} {
			sc := english.scaleFor(m, []float64{v, 1000}, 0)
			got := sc.format(v)
			back, err := strconv.ParseFloat(strings.ReplaceAll(got, ",", ""), 64)
			half := 0.5 * math.Pow(10, -float64(sc.decimals)) // of the last digit, in the unit
			if strings.Contains(got, "e") {
				half = 0 // scientific notation gives the figure back exactly
			}
			switch {
			case err != nil || strings.ContainsAny(got, "NaInf") || strings.HasPrefix(got, "-"):
				t.Errorf("%s %g: %q", m.Name, v, got)
			case len(got) > 25:
				t.Errorf("%s %g: %q is %d characters", m.Name, v, got, len(got))
			case math.Abs(back-v/sc.factor) > half:
				t.Errorf("%s %g: %q %s reads back as %g", m.Name, v, got, sc.unit, back*sc.factor)
			}
		}
	}
	for _, v := range []float64{math.Inf(1), math.Inf(-1), math.NaN()} {
		if got := english.pct(v); got != "-" {
			t.Errorf("pct(%v) = %q, want -", v, got)
		}
		if got := english.signedPct(v); got != "-" {
			t.Errorf("signedPct(%v) = %q, want -", v, got)
		}
	}
	if got := english.signedPct(math.Copysign(0, -1)); got != "+0.0%" {
		t.Errorf("signedPct(-0) = %q, want +0.0%%", got)
	}
}
