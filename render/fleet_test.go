package render_test

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/internal/rendertest"
)

// TestFleetFindings: an article of a real two-host fio client/server run
// says how far apart the hosts are, which is the slowest and by how much,
// with fio's aggregate beside them, in figures taken from the rows.
func TestFleetFindings(t *testing.T) {
	ds := rendertest.Read(t, "../ingest/fio/testdata/client-server-2hosts.json")
	a := rendertest.Compare(t, ds, analyze.Options{})
	art, err := render.Build(ds, a, render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var text string
	for _, f := range append([]string{art.Lead}, art.Findings...) { // the hosts' spread is a cause: the lead may say it
		if strings.Contains(f, "hosts of") {
			text = f
		}
	}
	// The headline is bandwidth: the slowest host is the one with the
	// least, and the sentence names it and the aggregate's figure.
	var slowest, agg *datasets.Result
	for i := range ds.Results {
		r := &ds.Results[i]
		switch {
		case r.Host == datasets.AllClientsHost:
			agg = r
		case slowest == nil || r.BWBytesPerS < slowest.BWBytesPerS:
			slowest = r
		}
	}
	var sp *analyze.HostSpread
	for i := range a.HostSpreads {
		if a.HostSpreads[i].Metric.Name == analyze.Bandwidth.Name {
			sp = &a.HostSpreads[i]
		}
	}
	if sp == nil || agg == nil {
		t.Fatalf("no spread of bandwidth (%v) or no aggregate row (%v)", sp, agg)
	}
	for _, want := range []string{
		"Across the 2 hosts of " + agg.System,
		"The slowest host, " + slowest.Host + ", is",
		"below the median",
		"The aggregate fio measured over all the hosts at once is",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the article's fleet finding %q lacks %q (findings: %q)", text, want, art.Findings)
		}
	}
	if sp.Slowest.Host != slowest.Host || sp.Aggregate != agg.BWBytesPerS {
		t.Errorf("spread %+v: want slowest %s and aggregate %v", sp, slowest.Host, agg.BWBytesPerS)
	}
}
