package analyze_test

import (
	"cmp"
	"context"
	"encoding/json"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// fioJobs reads a fio JSON output's jobs as fio wrote them, for figures
// to check analyze against without ingest.
type fioJob struct {
	Name    string            `json:"jobname"`
	Options map[string]string `json:"job options"`
	Usr     float64           `json:"usr_cpu"`
	Sys     float64           `json:"sys_cpu"`
	Read    fioDir            `json:"read"`
	Write   fioDir            `json:"write"`
}

type fioDir struct {
	IOPS    float64 `json:"iops"`
	BWBytes float64 `json:"bw_bytes"`
	Clat    struct {
		Mean       float64            `json:"mean"`
		Percentile map[string]float64 `json:"percentile"`
	} `json:"clat_ns"`
	Lat struct {
		Mean float64 `json:"mean"`
	} `json:"lat_ns"`
}

// did is the direction of the job that did I/O.
func (j fioJob) did() fioDir {
	if j.Read.IOPS > 0 {
		return j.Read
	}
	return j.Write
}

func fioJobs(t *testing.T, path string) []fioJob {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct{ Jobs []fioJob }
	if err := json.Unmarshal(data, &doc); err != nil || len(doc.Jobs) == 0 {
		t.Fatalf("%s: %v, %d jobs", path, err, len(doc.Jobs))
	}
	return doc.Jobs
}

// compareFile analyses the results of the inputs.
func compareFile(t *testing.T, inputs ...string) *analyze.Analysis {
	t.Helper()
	ds, errs := ingest.Read(context.Background(), inputs, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// jobOfCell finds the fio job whose figures are a cell's, by its
// settings as the job's options give them.
func jobOfCell(t *testing.T, jobs []fioJob, c analyze.Cell) fioJob {
	t.Helper()
	for _, j := range jobs {
		o := j.Options
		bs := map[string]int64{"4k": 4096, "128k": 131072}[o["bs"]]
		depth := map[string]int64{"1": 1, "16": 16}[o["iodepth"]]
		rw := map[string]string{"randread": "random read", "read": "sequential read", "randwrite": "random write", "write": "sequential write"}[o["rw"]]
		if rw == c.Pattern+" "+c.Direction && bs == c.BlockSizeBytes && depth == c.IODepth {
			return j
		}
	}
	t.Fatalf("no job of the fixture is %s", c)
	return fioJob{}
}

// TestProfileOfOneFioRun: a real fio run of five libaio jobs (direct
// I/O) is one system, whose profile names the jobs fio's own JSON says
// did best and worst, the latency growth from depth 1 to 16 as fio
// measured it, and I/Os in flight that Little's law puts at the depth.
func TestProfileOfOneFioRun(t *testing.T) {
	const path = "testdata/onesystem/fio-libaio.json"
	jobs := fioJobs(t, path)
	a := compareFile(t, path)
	if len(a.Systems) != 1 {
		t.Fatalf("systems %v, want the file's one", a.Systems)
	}
	p := a.Profile(a.Systems[0])

	// The extremes are the jobs with the highest and lowest figure in
	// fio's JSON (lowest and highest for latency and CPU per I/O).
	for _, tc := range []struct {
		metric analyze.Metric
		value  func(fioJob) float64
		higher bool
	}{
		{analyze.Bandwidth, func(j fioJob) float64 { return j.did().BWBytes }, true},
		{analyze.IOPS, func(j fioJob) float64 { return j.did().IOPS }, true},
		{analyze.LatencyMean, func(j fioJob) float64 { return j.did().Clat.Mean }, false},
		{analyze.LatencyP99, func(j fioJob) float64 { return j.did().Clat.Percentile["99.000000"] }, false},
		{analyze.CPUPerIO(0), func(j fioJob) float64 { return (j.Usr + j.Sys) / 100 / j.did().IOPS * 1e6 }, false},
	} {
		i := slices.IndexFunc(p.Extremes, func(e analyze.Extreme) bool { return e.Metric.Name == tc.metric.Name })
		if i < 0 {
			t.Errorf("%s: no extremes", tc.metric.Name)
			continue
		}
		e := p.Extremes[i]
		best := slices.MaxFunc(jobs, func(x, y fioJob) int { return cmp.Compare(tc.value(x), tc.value(y)) })
		worst := slices.MinFunc(jobs, func(x, y fioJob) int { return cmp.Compare(tc.value(x), tc.value(y)) })
		if !tc.higher {
			best, worst = worst, best
		}
		if got := jobOfCell(t, jobs, e.Best.Cell); got.Name != best.Name || !near(e.Best.Value, tc.value(best), 1e-6) {
			t.Errorf("%s: best %s %v, want fio's %s %v", tc.metric.Name, e.Best.Cell, e.Best.Value, best.Name, tc.value(best))
		}
		if got := jobOfCell(t, jobs, e.Worst.Cell); got.Name != worst.Name || !near(e.Worst.Value, tc.value(worst), 1e-6) {
			t.Errorf("%s: worst %s %v, want fio's %s %v", tc.metric.Name, e.Worst.Cell, e.Worst.Value, worst.Name, tc.value(worst))
		}
		if e.Cells != len(jobs) {
			t.Errorf("%s: over %d cells, want the %d jobs", tc.metric.Name, e.Cells, len(jobs))
		}
	}

	// The tails: p99 over the mean, cell by cell.
	if len(p.Tails) != len(jobs) {
		t.Errorf("%d tails, want one per job (%d)", len(p.Tails), len(jobs))
	}
	for _, tail := range p.Tails {
		d := jobOfCell(t, jobs, tail.Cell).did()
		if want := d.Clat.Percentile["99.000000"] / d.Clat.Mean; !near(tail.Ratio, want, 1e-6) {
			t.Errorf("%s: tail %v, want fio's p99/mean %v", tail.Cell, tail.Ratio, want)
		}
	}

	// Growth: only random 4K reads differ in depth alone (1 and 16); no
	// two cells differ in block size alone.
	if len(p.Growth) != 1 {
		t.Fatalf("growth %+v, want the one step from depth 1 to 16", p.Growth)
	}
	g := p.Growth[0]
	from, to := jobOfCell(t, jobs, g.From).did(), jobOfCell(t, jobs, g.To).did()
	if g.Along != analyze.GrowthDepth || g.From.IODepth != 1 || g.To.IODepth != 16 ||
		!near(g.LatencyRatio, to.Clat.Mean/from.Clat.Mean, 1e-6) || !near(g.ThroughputRatio, to.IOPS/from.IOPS, 1e-6) {
		t.Errorf("growth %+v, want depth 1 to 16 with fio's latency ratio %v and IOPS ratio %v", g, to.Clat.Mean/from.Clat.Mean, to.IOPS/from.IOPS)
	}

	// Little's law: libaio with O_DIRECT keeps its queue full. fio's
	// total latency puts the depth in flight; its completion latency,
	// which the rows hold, leaves out the submission (a quarter of each
	// I/O at depth 1), so from it the queue only looks partly empty, and
	// is not called so.
	if len(p.Occupancy) != len(jobs) {
		t.Errorf("%d occupancies, want one per job (%d)", len(p.Occupancy), len(jobs))
	}
	for _, o := range p.Occupancy {
		d := jobOfCell(t, jobs, o.Cell).did()
		if want := d.IOPS * d.Clat.Mean / 1e9; !near(o.InFlight, want, 1e-6) || o.Slots != o.Cell.IODepth {
			t.Errorf("%s: %v in flight of %d, want fio's IOPS x mean completion latency %v of %d", o.Cell, o.InFlight, o.Slots, want, o.Cell.IODepth)
		}
		total := analyze.Occupancy{Cell: o.Cell, InFlight: d.IOPS * d.Lat.Mean / 1e9, Slots: o.Slots, LatKind: datasets.LatTotal}
		if total.Underfilled() || total.Overfull() {
			t.Errorf("%s: fio's IOPS x total latency puts %v in flight of %d slots: the limits misjudge real data", o.Cell, total.InFlight, o.Slots)
		}
		if o.LatKind != datasets.LatCompletion || o.Underfilled() || o.Overfull() {
			t.Errorf("%s: completion latency (kind %q), fill %v called underfilled %v, overfull %v; want neither", o.Cell, o.LatKind, o.Fill(), o.Underfilled(), o.Overfull())
		}
	}
}

// TestBlockSizeGrowthIsBandwidth: in iopress run's article matrix on one
// machine, the throughput ratio of a step from one block size to the
// next is the ratio of the bandwidths the run measured (bytes moved),
// not only of the IOPS.
func TestBlockSizeGrowthIsBandwidth(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"testdata/onesystem/iopress"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p := a.Profile(a.Systems[0])
	bw := func(c analyze.Cell) float64 {
		for _, r := range ds.Results {
			if r.Pattern == c.Pattern && r.Direction == c.Direction && r.BlockSizeBytes == c.BlockSizeBytes && r.IODepth == c.IODepth {
				return r.BWBytesPerS
			}
		}
		t.Fatalf("no row of %s", c)
		return 0
	}
	steps := 0
	for _, g := range p.Growth {
		if g.Along != analyze.GrowthBlockSize {
			continue
		}
		steps++
		if g.To.BlockSizeBytes <= g.From.BlockSizeBytes || g.From.Pattern != g.To.Pattern || g.From.Direction != g.To.Direction {
			t.Errorf("step %s to %s is not to a larger block of one workload", g.From, g.To)
		}
		if want := bw(g.To) / bw(g.From); !near(g.ThroughputRatio, want, 1e-9) {
			t.Errorf("%s to %s: throughput x%v, want the bandwidths' ratio %v", g.From, g.To, g.ThroughputRatio, want)
		}
	}
	// Random 4K to 64K and sequential 64K to 128K, reads and writes.
	if steps != 4 {
		t.Errorf("%d block-size steps, want 4: %+v", steps, p.Growth)
	}
	// iopress measures total latency, and io_uring with O_DIRECT keeps
	// its 32 slots full: Little's law holds in every cell.
	if len(p.Occupancy) != len(a.Cells) {
		t.Errorf("%d occupancies, want one per cell (%d)", len(p.Occupancy), len(a.Cells))
	}
	for _, o := range p.Occupancy {
		if o.Slots != 32 || o.LatKind != datasets.LatTotal || o.Underfilled() || o.Overfull() {
			t.Errorf("%s: %v in flight of %d slots (latency %q): want the 32 of the matrix, full", o.Cell, o.InFlight, o.Slots, o.LatKind)
		}
	}
}

func near(got, want, rel float64) bool { return math.Abs(got-want) <= rel*math.Abs(want) }

// TestUnderfilledQueue: fio's psync, a synchronous engine, given a depth
// of 16 (a real run, with total latency percentiles) has one I/O in
// flight: fio's IOPS times its mean total latency, of 16 slots, which
// the profile calls underfilled and not overfull.
func TestUnderfilledQueue(t *testing.T) {
	const path = "testdata/onesystem/fio-psync-qd16.json"
	jobs := fioJobs(t, path)
	a := compareFile(t, path)
	p := a.Profile(a.Systems[0])
	d := jobs[0].did()
	want := d.IOPS * d.Lat.Mean / 1e9
	if len(p.Occupancy) != 1 {
		t.Fatalf("occupancy %+v, want the one cell's", p.Occupancy)
	}
	o := p.Occupancy[0]
	if !near(o.InFlight, want, 1e-6) || o.Slots != 16 || o.LatKind != datasets.LatTotal || !o.Underfilled() || o.Overfull() {
		t.Errorf("%+v (fill %v): want fio's %v in flight of 16, total latency, underfilled", o, o.Fill(), want)
	}
}

// The iopress run of one VM's disk measured its job's own CPU: a profile
// says so, since its CPU time per I/O is then not the table's machine
// CPU use over IOPS; and its 64K writes outran its 64K reads, which a
// write-back cache, not the disk, explains.
func TestProfileCPUBasisAndWriteCaches(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"testdata/onesystem/iopress"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !a.Profile(a.Systems[0]).JobCPU {
		t.Error("profile of an iopress run with job CPU does not say its CPU time per I/O is the job's")
	}
	bw := map[string]float64{}
	for _, r := range ds.Results {
		bw[r.Pattern+" "+r.Direction+" "+strconv.FormatInt(r.BlockSizeBytes, 10)] = r.BWBytesPerS
	}
	var want []string
	for k, v := range bw {
		if r, ok := bw[strings.Replace(k, "write", "read", 1)]; ok && strings.Contains(k, "write") && v > r*1.1 {
			want = append(want, k)
		}
	}
	var got []string
	for _, wc := range a.WriteCaches(a.Systems[0]) {
		c := wc.Write.Cell
		got = append(got, c.Pattern+" "+c.Direction+" "+strconv.FormatInt(c.BlockSizeBytes, 10))
		if wc.Read.Cell.Direction != datasets.DirectionRead || wc.Read.Cell.BlockSizeBytes != c.BlockSizeBytes || !(wc.Write.Value > wc.Read.Value) {
			t.Errorf("write cache %+v is not a write above its own read", wc)
		}
	}
	slices.Sort(got)
	slices.Sort(want)
	if len(want) != 3 || !slices.Equal(got, want) {
		t.Errorf("writes that outran reads: %q, want %q (random 64K, sequential 64K and 128K)", got, want)
	}
}
