package analyze_test

import (
	"math"
	"slices"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// TestFleetFigureIsTheAggregate: in a real two-host fio client/server
// output, the system's figure is fio's aggregate over the hosts, not the
// median of the hosts and the aggregate pooled together, and the hosts
// are compared with each other beside it.
func TestFleetFigureIsTheAggregate(t *testing.T) {
	ds, err := ingest.File("../ingest/fio/testdata/client-server-2hosts.json")
	if err != nil {
		t.Fatal(err)
	}
	var hosts []float64
	agg := math.NaN()
	for _, r := range ds.Results {
		if r.Host == datasets.AllClientsHost {
			agg = r.IOPS
		} else {
			hosts = append(hosts, r.IOPS)
		}
	}
	if len(hosts) != 2 || math.IsNaN(agg) {
		t.Fatalf("the sample holds %d hosts and aggregate %v, want 2 and one", len(hosts), agg)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := find(t, a, a.Cells[0].String(), analyze.IOPS)
	if got := c.Best().Value; got != agg {
		t.Errorf("the system's IOPS: %v, want fio's aggregate %v", got, agg)
	}
	for _, w := range a.Warnings {
		if _, ok := w.(*analyze.MedianOfRows); ok {
			t.Errorf("the hosts' rows were taken as repeats: %v", w)
		}
	}
	var sp *analyze.HostSpread
	for i := range a.HostSpreads {
		if a.HostSpreads[i].Metric.Name == analyze.IOPS.Name {
			sp = &a.HostSpreads[i]
		}
	}
	if sp == nil {
		t.Fatalf("no spread of IOPS over the hosts: %+v", a.HostSpreads)
	}
	lo, hi := slices.Min(hosts), slices.Max(hosts)
	med := (lo + hi) / 2
	if sp.Median != med || sp.Min != lo || sp.Max != hi || sp.Aggregate != agg || sp.Slowest.Value != lo {
		t.Errorf("spread %+v; want median %v, min %v, max %v, aggregate %v, slowest %v", sp, med, lo, hi, agg, lo)
	}
	if want := (hi - lo) / med * 100; math.Abs(sp.SpreadPct-want) > 1e-12 {
		t.Errorf("spread %v%%, want %v%%", sp.SpreadPct, want)
	}
}

// TestFleetLatencyPercentiles: in a real two-host json+ client/server
// output, fio's aggregate has percentiles (ingest/fio computes them from
// the hosts' bins), so a fleet system has tail-latency figures, the
// aggregate's, and each percentile's host spread has the aggregate beside
// it, between the hosts' own (a percentile of a mixture lies between its
// parts').
func TestFleetLatencyPercentiles(t *testing.T) {
	ds, err := ingest.File("../ingest/fio/testdata/client-server-2hosts-lat.jsonplus")
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []analyze.Metric{analyze.LatencyP50, analyze.LatencyP99, analyze.LatencyP999} {
		agg := math.NaN()
		var hosts []float64
		for i := range ds.Results {
			if r := &ds.Results[i]; r.Host == datasets.AllClientsHost {
				agg = m.Value(r)
			} else {
				hosts = append(hosts, m.Value(r))
			}
		}
		if math.IsNaN(agg) || len(hosts) != 2 {
			t.Fatalf("%s: aggregate %v, %d hosts: want the aggregate's figure and 2 hosts", m.Name, agg, len(hosts))
		}
		if got := find(t, a, a.Cells[0].String(), m).Best().Value; got != agg {
			t.Errorf("%s: the system's figure %v, want the aggregate's %v", m.Name, got, agg)
		}
		i := slices.IndexFunc(a.HostSpreads, func(s analyze.HostSpread) bool { return s.Metric.Name == m.Name })
		if i < 0 {
			t.Fatalf("%s: no spread over the hosts", m.Name)
		}
		if sp := a.HostSpreads[i]; sp.Aggregate != agg || agg < slices.Min(hosts) || agg > slices.Max(hosts) {
			t.Errorf("%s: spread's aggregate %v, the row's %v, hosts %v", m.Name, sp.Aggregate, agg, hosts)
		}
	}
	// The system's latency distribution counts each I/O once: the hosts'
	// bins, not those and the aggregate's (their sum) again.
	var ios int64
	for _, b := range ds.Histogram {
		if b.Host != datasets.AllClientsHost && b.LatKind == datasets.LatTotal {
			ios += b.Count
		}
	}
	d := analyze.LatencyDistributions(ds)
	if len(d) != 1 {
		t.Fatalf("%d latency distributions, want 1", len(d))
	}
	if d[0].Total != ios {
		t.Errorf("the distribution holds %d I/Os, the hosts' bins %d", d[0].Total, ios)
	}
}

// TestHostSpreads: the slowest host is the worst in the metric's own
// direction (least IOPS, most latency), outliers are judged against the
// other hosts' median, and hosts run one by one have no aggregate.
func TestHostSpreads(t *testing.T) {
	host := func(name string, iops, lat float64) datasets.Result {
		r := row("nas", datasets.PatternRandom, datasets.DirectionRead, 4096, iops*4096, math.NaN())
		r.Host, r.IOPS, r.LatMeanNs = name, iops, lat
		return r
	}
	iops := map[string]float64{"a": 1000, "b": 1100, "c": 1050, "d": 400}
	lat := map[string]float64{"a": 900, "b": 800, "c": 4000, "d": 850}
	var rows []datasets.Result
	for _, h := range []string{"a", "b", "c", "d"} {
		rows = append(rows, host(h, iops[h], lat[h]))
	}
	a, err := analyze.Compare(rows, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		metric   analyze.Metric
		values   map[string]float64
		slowest  string
		outliers []string
	}{
		{analyze.IOPS, iops, "d", []string{"d"}},
		{analyze.LatencyMean, lat, "c", []string{"c"}},
	} {
		i := slices.IndexFunc(a.HostSpreads, func(s analyze.HostSpread) bool { return s.Metric.Name == tc.metric.Name })
		if i < 0 {
			t.Fatalf("%s: no spread", tc.metric.Name)
		}
		sp := a.HostSpreads[i]
		var vs []float64
		for _, v := range tc.values {
			vs = append(vs, v)
		}
		slices.Sort(vs)
		med := (vs[1] + vs[2]) / 2
		if sp.Slowest.Host != tc.slowest || math.Abs(sp.SlowestPct-(tc.values[tc.slowest]/med-1)*100) > 1e-9 {
			t.Errorf("%s: slowest %+v at %v%%, want %s at %v%% of median %v", tc.metric.Name, sp.Slowest, sp.SlowestPct, tc.slowest, (tc.values[tc.slowest]/med-1)*100, med)
		}
		var out []string
		for _, o := range sp.Outliers {
			out = append(out, o.Host)
		}
		if !slices.Equal(out, tc.outliers) {
			t.Errorf("%s: outliers %v, want %v", tc.metric.Name, out, tc.outliers)
		}
		if !math.IsNaN(sp.Aggregate) {
			t.Errorf("%s: aggregate %v without an aggregate row", tc.metric.Name, sp.Aggregate)
		}
	}
}
