package parsertest

import (
	"fmt"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// recorder is a test whose failures are recorded, not reported.
type recorder struct {
	testing.TB
	errors []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

// TestBandwidthRounding: a tool that cuts its IOPS down (1234.9 measured,
// 1234 printed) and rounds its bandwidth to the byte (4096 x 1234.9 =
// 5058150.4, printed 5058150) keeps the law read as it rounds, and breaks
// it read as rounding to nearest, which allows only half an I/O; a
// bandwidth outside what any cut-down IOPS gives breaks it either way.
func TestBandwidthRounding(t *testing.T) {
	row := datasets.NewResult()
	row.BlockSizeBytes, row.IOPS, row.IOPSResolution = 4096, 1234, 1
	row.BWBytesPerS, row.BWResolutionBytesPerS = 5058150, 1
	for _, tc := range []struct {
		bw   float64
		iops Rounding
		ok   bool
	}{
		{5058150, Down, true},
		{5058150, Nearest, false},
		{1234*4096 + 2048, Nearest, true}, // half an I/O above
		{1234*4096 - 1, Down, false},      // below the cut figure's product
		{1235*4096 + 1, Down, false},      // above the next step's
	} {
		row.BWBytesPerS = tc.bw
		r := &recorder{TB: t}
		BandwidthIsIOPSTimesBlockSize(r, "x", row, tc.iops, Nearest)
		if ok := len(r.errors) == 0; ok != tc.ok {
			t.Errorf("%v B/s with IOPS rounded %v: kept the law %v, want %v (%q)", tc.bw, tc.iops, ok, tc.ok, r.errors)
		}
	}
}
