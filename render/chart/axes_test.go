package chart

import (
	"math"
	"strings"
	"testing"
)

func TestGroupedTicks(t *testing.T) {
	tests := []struct {
		lo, hi float64
		want   []string
	}{
		{0, 2.8e6, []string{"0", "500,000", "1,000,000", "1,500,000", "2,000,000", "2,500,000"}},
		{0, 100, []string{"0", "20", "40", "60", "80", "100"}},
		{0, 1.9, []string{"0.0", "0.5", "1.0", "1.5"}},
		{0, 12, []string{"0.0", "2.5", "5.0", "7.5", "10.0"}},
		// Past what plain digits show, and past six decimals: scientific,
		// to the step's precision.
		{0, 1.06e19, []string{"0", "2e+18", "4e+18", "6e+18", "8e+18", "1e+19"}},
		{0, math.MaxFloat64, []string{"0", "5e+307", "1e+308", "1.5e+308"}},
		{0, 4e-9, []string{"0", "1e-09", "2e-09", "3e-09", "4e-09"}},
		// No round step exists in float64 below a subnormal range: its ends.
		{0, math.SmallestNonzeroFloat64, []string{"0", "5e-324"}},
		// No axis: no label, rather than NaN or Inf.
		{0, math.Inf(1), nil},
		{math.NaN(), math.NaN(), nil},
	}
	for _, tt := range tests {
		var got []string
		for _, tk := range (Ticks{}).Ticks(tt.lo, tt.hi) {
			if tk.Label != "" {
				got = append(got, tk.Label)
			}
		}
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("ticks(%v, %v) = %v, want %v", tt.lo, tt.hi, got, tt.want)
		}
	}
}
