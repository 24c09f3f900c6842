package fio_test

import (
	"encoding/json"
	"maps"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// clientDoc is a fio json+ client/server document: a host per bins (its
// completion-latency histogram, ns to count) and fio's aggregate over
// them, whose clat_ns has the count n and, as fio prints it, no
// percentiles and no bins.
func clientDoc(t *testing.T, n int64, hostBins ...map[float64]int64) []byte {
	t.Helper()
	read := func(clat map[string]any, ios int64) map[string]any {
		return map[string]any{"io_bytes": ios * 4096, "bw_bytes": 4096, "iops": 1.0, "runtime": 1000, "total_ios": ios, "clat_ns": clat,
			"lat_ns": map[string]any{"min": 1, "max": 2, "mean": 1.5, "stddev": 0, "N": ios}}
	}
	options := map[string]any{"rw": "randread", "bs": "4k"}
	var list []any
	for i, bins := range hostBins {
		var ios int64
		keyed := map[string]int64{}
		for ns, c := range bins {
			keyed[strconv.FormatFloat(ns, 'f', -1, 64)] = c
			ios += c
		}
		clat := map[string]any{"min": 1000, "max": 5000, "mean": 1200, "stddev": 10, "N": ios, "bins": keyed}
		list = append(list, map[string]any{"jobname": "j", "groupid": 0, "error": 0, "hostname": "10.0.0." + strconv.Itoa(i+1), "job options": options, "read": read(clat, ios)})
	}
	clat := map[string]any{"min": 1000, "max": 5000, "mean": 1210, "stddev": 11, "N": n}
	list = append(list, map[string]any{"jobname": datasets.AllClientsHost, "groupid": 0, "error": 0, "hostname": "10.0.0.1", "read": read(clat, n)})
	data, err := json.Marshal(map[string]any{"fio version": "fio-3.33", "timestamp": 1, "client_stats": list})
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestAggregatePercentiles: the aggregate row of a client/server run gets
// the percentiles of the hosts' summed bins, computed apart here
// (fioPercentile), and those bins; with a count of I/Os that is not fio's
// (a host missing from the document), it keeps none.
func TestAggregatePercentiles(t *testing.T) {
	// 99.9% of 33,000 I/Os is 32,967 in a float64 but just over it in
	// fio's long double: fio's p99.9 is the bin after the 32,967th I/O.
	one := map[float64]int64{1000: 16000, 5000: 16}
	two := map[float64]int64{1000: 16967, 2000: 1, 5000: 16}
	sum := map[float64]int64{1000: 32967, 2000: 1, 5000: 32}
	for _, tc := range []struct {
		name  string
		n     int64
		exact bool
	}{
		{"the hosts' I/Os", 33000, true},
		{"more I/Os than the hosts'", 33001, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ds := parseBytes(t, clientDoc(t, tc.n, one, two), "clients.json")
			var agg *datasets.Result
			for i := range ds.Results {
				if ds.Results[i].Host == datasets.AllClientsHost {
					agg = &ds.Results[i]
				}
			}
			if agg == nil {
				t.Fatalf("no aggregate row in %d rows", len(ds.Results))
			}
			bins := map[float64]int64{}
			for _, b := range ds.Histogram {
				if b.Host == datasets.AllClientsHost {
					if b.JobName != agg.JobName || b.Direction != agg.Direction || b.LatKind != agg.LatKind || b.JobInstance != agg.JobInstance {
						t.Errorf("aggregate bin %+v: not of its row (%s %s %s %d)", b, agg.JobName, agg.Direction, agg.LatKind, agg.JobInstance)
					}
					bins[b.BinNs] += b.Count
				}
			}
			noted := strings.Contains(ds.Sources[0].Notes, "computed by iopress from the sum of the hosts' clat_ns bins")
			if !tc.exact {
				if !math.IsNaN(agg.LatP50Ns) || !math.IsNaN(agg.LatP99Ns) || !math.IsNaN(agg.LatP999Ns) || len(bins) > 0 || noted {
					t.Errorf("percentiles %v %v %v, %d bins, noted %v: want none, as fio printed", agg.LatP50Ns, agg.LatP99Ns, agg.LatP999Ns, len(bins), noted)
				}
				return
			}
			if !maps.Equal(bins, sum) {
				t.Errorf("aggregate bins %v, want the hosts' sum %v", bins, sum)
			}
			for _, p := range []struct {
				at  float64
				got float64
			}{{50, agg.LatP50Ns}, {99, agg.LatP99Ns}, {99.9, agg.LatP999Ns}} {
				if want := fioPercentile(sum, p.at); p.got != want {
					t.Errorf("p%v = %v, want %v", p.at, p.got, want)
				}
			}
			if agg.LatKind != datasets.LatCompletion || agg.LatMeanNs != 1210 {
				t.Errorf("kind %q mean %v: want fio's clat_ns mean of the sum, 1210", agg.LatKind, agg.LatMeanNs)
			}
			if !noted {
				t.Errorf("source notes %q: want them to say what iopress computed", ds.Sources[0].Notes)
			}
		})
	}
}
