package analyze_test

import (
	"context"
	"math"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/ingest"
)

// TestDistributionsAgreeWithFio: fio computes its percentiles from the
// same buckets json+ writes out, so the distribution iopress rebuilds from
// the histogram table must give back fio's own p50, p99 and p99.9 for
// every json+ fixture, and its CDF must climb to exactly 1.
func TestDistributionsAgreeWithFio(t *testing.T) {
	for _, name := range []string{"io_uring-randread-qd32.jsonplus", "libaio-randread-qd16.jsonplus", "psync-randwrite.jsonplus", "numjobs4-group.jsonplus"} {
		ds, errs := ingest.Read(context.Background(), []string{"../ingest/fio/testdata/" + name}, ingest.Options{})
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		dists := analyze.LatencyDistributions(ds)
		if len(dists) != len(ds.Results) {
			t.Fatalf("%s: %d distributions for %d results", name, len(dists), len(ds.Results))
		}
		for i, d := range dists {
			r := ds.Results[i]
			for _, p := range []struct {
				at   float64
				fios float64
			}{{50, r.LatP50Ns}, {99, r.LatP99Ns}, {99.9, r.LatP999Ns}} {
				if got := d.Percentile(p.at); got != p.fios {
					t.Errorf("%s %s: p%v %v from the bins, fio says %v", name, d.Cell, p.at, got, p.fios)
				}
			}
			cdf := d.CDF()
			for j := 1; j < len(cdf); j++ {
				if cdf[j].Fraction < cdf[j-1].Fraction || cdf[j].Ns <= cdf[j-1].Ns {
					t.Fatalf("%s: CDF not rising at %d", name, j)
				}
			}
			if last := cdf[len(cdf)-1].Fraction; math.Abs(last-1) > 1e-12 || d.System != r.System {
				t.Errorf("%s: CDF ends at %v, system %q", name, last, d.System)
			}
		}
	}
}
