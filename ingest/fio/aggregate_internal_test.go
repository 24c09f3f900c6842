package fio

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// TestBinPercentileIsFios proves the method on fio's own output: for every
// row of the real fio outputs in testdata that has both fio's printed
// percentiles and its latency bins (each host of the client/server runs
// included), the percentiles binPercentile computes from the row's bins
// are fio's, to the nanosecond.
func TestBinPercentileIsFios(t *testing.T) {
	entries, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	checked, rows, hosts := 0, 0, 0
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".jsonplus") {
			continue
		}
		data, err := os.ReadFile(filepath.Join("testdata", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		ds, err := Parser.ParseBytes(data, e.Name())
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range ds.Results {
			if r.Host == datasets.AllClientsHost {
				continue // its percentiles are computed, not fio's
			}
			var bins []datasets.LatencyBin
			var n int64
			for _, b := range ds.Histogram {
				if b.Host == r.Host && b.JobName == r.JobName && b.JobInstance == r.JobInstance && b.Direction == r.Direction && b.LatKind == r.LatKind && b.TimeNs == 0 {
					bins = append(bins, b)
					n += b.Count
				}
			}
			if len(bins) == 0 {
				continue
			}
			for _, p := range []struct {
				at  float64
				fio float64
			}{{50, r.LatP50Ns}, {99, r.LatP99Ns}, {99.9, r.LatP999Ns}} {
				if math.IsNaN(p.fio) {
					continue
				}
				if got := binPercentile(bins, n, p.at); got != p.fio {
					t.Errorf("%s: %s %s %s p%v of %d I/Os: %v from the bins, fio printed %v", e.Name(), r.Host, r.JobName, r.Direction, p.at, n, got, p.fio)
				}
				checked++
			}
			rows++
			if r.Host != "" {
				hosts++
			}
		}
	}
	t.Logf("%d percentiles of %d rows' bins equal fio's", checked, rows)
	if checked < 30 || hosts < 4 {
		t.Errorf("checked %d percentiles, %d of hosts of client/server runs: want the fixtures' many", checked, hosts)
	}
}
