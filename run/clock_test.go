package run

import (
	"math/big"
	"testing"
)

// TestTicksToNanos: a counter's ticks become the nanoseconds below their
// exact value, computed here with big integers, up to a month of ticks at
// the frequencies Windows' performance counter runs at (10 MHz, 24 MHz
// on arm64, a TSC's 3 GHz), where ticks*1e9 overflows an int64.
func TestTicksToNanos(t *testing.T) {
	const month = 31 * 24 * 3600
	for _, freq := range []int64{10_000_000, 24_000_000, 1_000_000_000, 3_000_000_000, 3_579_545} {
		for _, ticks := range []int64{0, 1, freq - 1, freq, freq + 1, 7*freq + freq/3, month * freq, month*freq + freq - 1} {
			want := new(big.Int).Mul(big.NewInt(ticks), big.NewInt(1e9))
			want.Quo(want, big.NewInt(freq))
			if got := ticksToNanos(ticks, freq); !want.IsInt64() || got != want.Int64() {
				t.Errorf("%d ticks at %d Hz: %d ns, want %v", ticks, freq, got, want)
			}
		}
	}
}
