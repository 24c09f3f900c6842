package analyze_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// pooledWarnings are the *PooledSystem warnings of an analysis.
func pooledWarnings(a *analyze.Analysis) []*analyze.PooledSystem {
	var out []*analyze.PooledSystem
	for _, w := range a.Warnings {
		var p *analyze.PooledSystem
		if errors.As(w, &p) {
			out = append(out, p)
		}
	}
	return out
}

// TestPooledEnginesAndTargets: a real fio run of three engines on two
// files, with no description, is one system named after the file; the
// analysis warns that its rows differ in engine and target, with the
// values fio's own JSON gives, in the jobs' order.
func TestPooledEnginesAndTargets(t *testing.T) {
	const path = "testdata/onesystem/pooled/bench.json"
	var engines, targets []string
	for _, j := range fioJobs(t, path) {
		if !slices.Contains(engines, j.Options["ioengine"]) {
			engines = append(engines, j.Options["ioengine"])
		}
		if !slices.Contains(targets, j.Options["filename"]) {
			targets = append(targets, j.Options["filename"])
		}
	}
	if len(engines) != 3 || len(targets) != 2 {
		t.Fatalf("fixture: engines %v, targets %v; want 3 and 2", engines, targets)
	}
	ws := pooledWarnings(compareFile(t, path))
	if len(ws) != 1 {
		t.Fatalf("warnings %v, want one pooled system", ws)
	}
	w := ws[0]
	want := []analyze.Difference{{Column: "engine", Values: engines}, {Column: "target", Values: targets}}
	if w.System != "bench" || !slices.EqualFunc(w.Differs, want, func(x, y analyze.Difference) bool {
		return x.Column == y.Column && slices.Equal(x.Values, y.Values)
	}) || !slices.Equal(w.Sources, []string{path}) || !slices.Equal(w.Tools, []string{datasets.ToolFio}) {
		t.Errorf("got %+v, want bench differing in %+v, from %s by fio", w, want, path)
	}
}

// TestNoPoolWhereOneConfiguration: data whose systems each ran one
// configuration gives no pooled-system warning: one engine on one file,
// a fleet's hosts in fio's client/server output, iopress run's cells.
func TestNoPoolWhereOneConfiguration(t *testing.T) {
	for _, path := range []string{
		"testdata/onesystem/fio-libaio.json",
		"testdata/onesystem/iopress",
		"../ingest/fio/testdata/client-server-2hosts.json",
	} {
		t.Run(path, func(t *testing.T) {
			if ws := pooledWarnings(compareFile(t, path)); len(ws) > 0 {
				t.Errorf("warned %v", ws)
			}
		})
	}
}

// TestPooledHosts: hosts differ in a system when its runs or files were
// measured on different machines, not when one run's fleet spans them.
func TestPooledHosts(t *testing.T) {
	row := func(id, path, host string) datasets.Result {
		r := datasets.NewResult()
		r.SourceID, r.SourcePath, r.Host, r.System = id, path, host, "fio"
		r.Tool, r.Pattern, r.Direction, r.BlockSizeBytes, r.IODepth, r.NumJobs = datasets.ToolFio, datasets.PatternRandom, datasets.DirectionRead, 4096, 1, 1
		r.IOPS = 1000
		return r
	}
	for _, tc := range []struct {
		name  string
		rows  []datasets.Result
		hosts []string // nil: no warning
	}{
		{"a file from each of two machines, same name", []datasets.Result{row("s1", "a/fio.json", "a"), row("s2", "b/fio.json", "b")}, []string{"a", "b"}},
		{"one file of a two-host fleet", []datasets.Result{row("s1", "fleet.json", "a"), row("s1", "fleet.json", "b"), row("s1", "fleet.json", datasets.AllClientsHost)}, nil},
		{"an iopress fleet run, a source per host", []datasets.Result{row("run1@a", "/dev/sdb", "a"), row("run1@b", "/dev/sdb", "b")}, nil},
		{"two fleet runs of the same hosts", []datasets.Result{row("run1@a", "/dev/sdb", "a"), row("run1@b", "/dev/sdb", "b"), row("run2@a", "/dev/sdb", "a"), row("run2@b", "/dev/sdb", "b")}, nil},
		{"two runs of the same path on two machines", []datasets.Result{row("run1", "/tmp/x", "a"), row("run2", "/tmp/x", "b")}, []string{"a", "b"}},
		{"a file with no host beside one with", []datasets.Result{row("s1", "a/fio.json", ""), row("s2", "b/fio.json", "b")}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, err := analyze.Compare(tc.rows, analyze.Options{})
			if err != nil {
				t.Fatal(err)
			}
			ws := pooledWarnings(a)
			if tc.hosts == nil {
				if len(ws) > 0 {
					t.Errorf("warned %+v", ws)
				}
				return
			}
			if len(ws) != 1 || len(ws[0].Differs) != 1 || ws[0].Differs[0].Column != "host" || !slices.Equal(ws[0].Differs[0].Values, tc.hosts) {
				t.Errorf("warnings %+v, want fio's hosts %v", ws, tc.hosts)
			}
		})
	}
}

// TestPooledSweep: the real fio sweeps of a disk file and a tmpfs file
// (testdata/sweep), put under one name as fio's files would be without a
// label template, are one curve per depth of both targets: the sweep
// warns that the system pools the two targets the rows name.
func TestPooledSweep(t *testing.T) {
	tmpl, _ := ingest.ParseTemplate("{system}/qd{iodepth}.json")
	ds, _ := ingest.Read(context.Background(), []string{"testdata/sweep"}, ingest.Options{Labels: tmpl}) // and generate.sh, not a result
	if len(ds.Results) != 12 {
		t.Fatalf("%d rows, want 12", len(ds.Results))
	}
	var targets []string
	labelled, pooled := slices.Clone(ds.Results), slices.Clone(ds.Results)
	for i := range pooled {
		pooled[i].System = "qd"
		if !slices.Contains(targets, pooled[i].Target) {
			targets = append(targets, pooled[i].Target)
		}
	}
	if len(targets) != 2 {
		t.Fatalf("fixture: targets %v, want the disk's and tmpfs's files", targets)
	}
	for _, tc := range []struct {
		name    string
		rows    []datasets.Result
		targets []string // nil: no warning
	}{
		{"labelled", labelled, nil},
		{"one name", pooled, targets},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := analyze.AnalyzeSweep(tc.rows, analyze.SweepOptions{})
			if err != nil {
				t.Fatal(err)
			}
			var ws []*analyze.PooledSystem
			for _, w := range s.Warnings {
				var p *analyze.PooledSystem
				if errors.As(w, &p) {
					ws = append(ws, p)
				}
			}
			if tc.targets == nil {
				if len(ws) > 0 {
					t.Errorf("warned %+v", ws)
				}
				return
			}
			if len(ws) != 1 || ws[0].System != "qd" || len(ws[0].Differs) != 1 || ws[0].Differs[0].Column != "target" || !slices.Equal(ws[0].Differs[0].Values, tc.targets) {
				t.Errorf("warnings %+v, want qd pooling targets %v", ws, tc.targets)
			}
		})
	}
}
