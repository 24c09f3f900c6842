package analyze_test

import (
	"context"
	"math"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/ingest"
)

func TestSteadyState(t *testing.T) {
	tests := []struct {
		name   string
		values []float64
		steady bool
	}{
		{"flat", []float64{100, 101, 99, 100, 100}, true},
		{"warming up, then flat", []float64{10, 50, 100, 101, 99, 100, 100}, true},
		{"still climbing", []float64{100, 104, 108, 112, 116}, false}, // slope 16% of the mean
		{"noisy", []float64{100, 130, 90, 120, 95}, false},            // range 40%
		{"slow drift", []float64{100, 101.5, 103, 104.5, 106}, true},  // slope 5.8%
		{"too short", []float64{100, 100}, false},
	}
	for _, tt := range tests {
		if got, _, _ := analyze.SteadyState(tt.values, 5); got != tt.steady {
			t.Errorf("%s: steady = %v, want %v", tt.name, got, tt.steady)
		}
	}
	// Range and slope by hand for the climbing series: mean 108, range
	// 16/108, slope 4 per step over 4 steps = 16/108.
	_, r, s := analyze.SteadyState([]float64{100, 104, 108, 112, 116}, 5)
	if math.Abs(r-16.0/108*100) > 1e-9 || math.Abs(s-16.0/108*100) > 1e-9 {
		t.Errorf("range %v slope %v, want %v", r, s, 16.0/108*100)
	}
}

// TestSteadinessOfRealLogs reads fio's real IOPS and bandwidth logs.
func TestSteadinessOfRealLogs(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"../ingest/fio/testdata/logged_iops.1.log", "../ingest/fio/testdata/logged_bw.1.log"}, ingest.Options{})
	if len(errs) != 0 {
		t.Fatal(errs)
	}
	got := analyze.CheckSteadiness(ds.Series)
	if len(got) != 2 {
		t.Fatalf("%d verdicts, want one per log", len(got))
	}
	for _, v := range got {
		if v.Samples != 9 || math.IsNaN(v.RangePct) {
			t.Errorf("%v: want 9 samples judged", v)
		}
	}
}
