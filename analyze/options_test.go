package analyze_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// TestOptionsAreValidated: options no analysis means are refused before
// any is made, each naming its field: an alpha of 2 or 7 (which called
// p=1.000 a change), a negative core count, an unknown test; the zero
// value takes every default.
func TestOptionsAreValidated(t *testing.T) {
	rows := []datasets.Result{}
	for _, sys := range []string{"A", "B"} {
		r := datasets.NewResult()
		r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.IOPS = sys, "random", "read", 4096, 1000
		rows = append(rows, r)
	}
	for _, tt := range []struct {
		opts  analyze.Options
		field string // "" for none
	}{
		{analyze.Options{}, ""},
		{analyze.Options{Alpha: 0.01, TiePct: -1, Cores: 8, Test: analyze.TestWelch, OutlierRatio: 2}, ""},
		{analyze.Options{Alpha: 2}, "Alpha"},
		{analyze.Options{Alpha: 7}, "Alpha"},
		{analyze.Options{Alpha: -0.1}, "Alpha"},
		{analyze.Options{Alpha: math.NaN()}, "Alpha"},
		{analyze.Options{Cores: -3}, "Cores"},
		{analyze.Options{Test: "t-test"}, "Test"},
		{analyze.Options{TiePct: 500}, "TiePct"},
		{analyze.Options{OutlierRatio: 0.5}, "OutlierRatio"},
	} {
		_, err := analyze.Compare(rows, tt.opts)
		_, rerr := analyze.CompareRuns(rows, rows, tt.opts, true)
		for _, err := range []error{err, rerr} {
			var oe *analyze.OptionError
			switch {
			case tt.field == "" && err != nil:
				t.Errorf("%+v: %v, want none", tt.opts, err)
			case tt.field != "" && (!errors.As(err, &oe) || oe.Field != tt.field || !strings.Contains(err.Error(), "want ")):
				t.Errorf("%+v: err = %v, want an OptionError of %s", tt.opts, err, tt.field)
			}
		}
	}
	if _, err := analyze.AnalyzeSweep(rows, analyze.SweepOptions{KneeFraction: 1.5}); err == nil || !strings.Contains(err.Error(), "KneeFraction 1.5") {
		t.Errorf("sweep with a knee at 150%% of the best: err = %v", err)
	}
}
