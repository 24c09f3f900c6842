package run

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/iopress/iopress/datasets"
)

// TestHistogramAccuracy records random latencies over six orders of
// magnitude and compares its percentiles with the exact ones from the
// sorted values: within 1%, as the histogram promises.
func TestHistogramAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	h := NewHistogram()
	var vals []uint64
	for range 100_000 {
		v := uint64(math.Exp(r.Float64()*math.Log(1e7))) + 50 // 50 ns to 10 ms
		vals = append(vals, v)
		h.Record(v)
	}
	slices.Sort(vals)
	for _, p := range []float64{1, 50, 90, 99, 99.9} {
		rank := int(math.Ceil(p/100*float64(len(vals)))) - 1
		exact := float64(vals[rank])
		if got := h.Percentile(p); math.Abs(got-exact)/exact > 0.01 {
			t.Errorf("p%v = %v, exact %v: more than 1%% off", p, got, exact)
		}
	}
	sum := 0.0
	for _, v := range vals {
		sum += float64(v)
	}
	if math.Abs(h.Mean()-sum/float64(len(vals))) > 1e-6*h.Mean() || h.Min != vals[0] || h.Max != vals[len(vals)-1] {
		t.Errorf("mean %v min %d max %d, want %v %d %d", h.Mean(), h.Min, h.Max, sum/float64(len(vals)), vals[0], vals[len(vals)-1])
	}
	// Merging two halves gives the same histogram as recording all.
	a, b := NewHistogram(), NewHistogram()
	for i, v := range vals {
		if i%2 == 0 {
			a.Record(v)
		} else {
			b.Record(v)
		}
	}
	a.Merge(b)
	if !slices.Equal(a.Counts, h.Counts) || a.N != h.N {
		t.Error("merged halves differ from the whole")
	}
}

func testConfig(t *testing.T, engine string, span int64) Config {
	t.Helper()
	return testConfigIn(t, t.TempDir(), engine, span)
}

// places are where the engine tests run: a folder on the disk and, where
// the machine has one, a folder in tmpfs (/dev/shm), whose reads and
// writes take other paths through the kernel (no O_DIRECT, no block
// layer, io_uring through io-wq workers).
func places(t *testing.T) map[string]string {
	out := map[string]string{"disk": diskDir(t)}
	if dir, err := os.MkdirTemp("/dev/shm", "iopress-test"); err == nil {
		t.Cleanup(func() { os.RemoveAll(dir) })
		out["tmpfs"] = dir
	}
	return out
}

// forEachPlace runs f in a subtest per place.
func forEachPlace(t *testing.T, f func(t *testing.T, dir string)) {
	for name, dir := range places(t) {
		t.Run(name, func(t *testing.T) { f(t, dir) })
	}
}

func testConfigIn(t *testing.T, dir, engine string, span int64) Config {
	t.Helper()
	target, err := os.CreateTemp(dir, "target-*.dat")
	if err != nil {
		t.Fatal(err)
	}
	target.Close()
	os.Remove(target.Name())
	return newTestConfig(t, target.Name(), engine, span)
}

func newTestConfig(t *testing.T, target, engine string, span int64) Config {
	t.Helper()
	if err := Prepare(target, span); err != nil {
		t.Fatal(err)
	}
	e, err := EngineByName(engine)
	if err != nil {
		t.Fatal(err)
	}
	return Config{Target: target, Engine: e, Runtime: 300 * time.Millisecond, Span: span, Seed: 7}
}

// TestSizeBoundRandomWriteCoversTheSpan: a random write cell bound to the
// span's size writes every block exactly once (the random order is a
// permutation of the span), so the laid-out file, random data, ends up
// holding the job's one buffer in every block; the I/O count is the span
// in blocks, whatever the engine.
func TestSizeBoundRandomWriteCoversTheSpan(t *testing.T) {
	forEachPlace(t, testSizeBoundRandomWrite)
}

func testSizeBoundRandomWrite(t *testing.T, dir string) {
	const span, bs = 2 << 20, 8 << 10
	for _, engine := range []string{"psync", "libaio", "io_uring"} {
		cfg := testConfigIn(t, dir, engine, span)
		m, err := RunCell(context.Background(), cfg, Cell{Name: "w", Pattern: "random", Direction: "write", BlockSize: bs, IODepth: 1, NumJobs: 1, Bytes: span, EndFsync: true})
		if errors.Is(err, ErrNoURing) {
			t.Logf("skipping io_uring: %v", err)
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if m.Write.IOs != span/bs || m.Write.Bytes != span || m.Elapsed <= 0 {
			t.Errorf("%s: %d writes, %d bytes in %v, want %d writes of the whole span", engine, m.Write.IOs, m.Write.Bytes, m.Elapsed, span/bs)
		}
		buf := make([]byte, bs)
		FillPattern(buf, cfg.Seed)
		data, err := os.ReadFile(cfg.Target)
		if err != nil {
			t.Fatal(err)
		}
		for off := 0; off < span; off += bs {
			if !bytes.Equal(data[off:off+bs], buf) {
				t.Fatalf("%s: block at %d was not written", engine, off)
			}
		}
	}
}

// TestTrimPunchesHoles: a sequential trim cell over a file's first half
// leaves zeros there and the rest of the file as it was.
func TestTrimPunchesHoles(t *testing.T) {
	const span, bs = 1 << 20, 64 << 10
	cfg := testConfig(t, "io_uring", span) // trims are synchronous whatever the engine
	before, err := os.ReadFile(cfg.Target)
	if err != nil {
		t.Fatal(err)
	}
	m, err := RunCell(context.Background(), cfg, Cell{Name: "t", Pattern: "sequential", Direction: "trim", BlockSize: bs, IODepth: 8, NumJobs: 1, Bytes: span / 2})
	if errors.Is(err, syscall.EOPNOTSUPP) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	if m.Trim.IOs != span/2/bs || m.Depth != 1 || m.Read.IOs+m.Write.IOs != 0 {
		t.Errorf("%d trims at depth %d (%d reads, %d writes), want %d at depth 1", m.Trim.IOs, m.Depth, m.Read.IOs, m.Write.IOs, span/2/bs)
	}
	after, err := os.ReadFile(cfg.Target)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(after[:span/2], make([]byte, span/2)) || !bytes.Equal(after[span/2:], before[span/2:]) {
		t.Error("the first half is not zeros, or the second half changed")
	}
	ds := m.Rows(cfg, "run-trim", 1)
	if len(ds.Results) != 1 || ds.Results[0].Direction != datasets.DirectionTrim {
		t.Errorf("rows %+v: want one trim row", ds.Results)
	}
}

// TestFioEngineRunsTheSameCell: the fio engine runs a real fio on the
// cell iopress would run and reads back rows of the same workload, labelled
// as fio's, with fio's latency histogram; the source notes hold the fio
// command line.
func TestFioEngineRunsTheSameCell(t *testing.T) {
	needFio(t)
	forEachPlace(t, testFioEngine)
}

func testFioEngine(t *testing.T, dir string) {
	cfg := testConfigIn(t, dir, "psync", 4<<20)
	c := Cell{Name: "rnd-read-4k-qd4-t2", Pattern: "random", Direction: "read", BlockSize: 4096, IODepth: 4, NumJobs: 2, Runtime: 300 * time.Millisecond}
	ds, err := runPasses(context.Background(), cfg.For(c), c, "fio:libaio", 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Results) != 1 || len(ds.Histogram) == 0 || len(ds.Sources) != 1 {
		t.Fatalf("%d rows, %d bins, %d sources: want one row with its histogram", len(ds.Results), len(ds.Histogram), len(ds.Sources))
	}
	r := ds.Results[0]
	if r.Tool != datasets.ToolFio || r.System != "fio libaio" || r.Engine != "libaio" || r.Pattern != "random" || r.Direction != "read" ||
		r.BlockSizeBytes != 4096 || r.IODepth != 4 || r.NumJobs != 2 || r.IOPS <= 0 || r.Target != cfg.Target {
		t.Errorf("row %+v: want fio's libaio run of the cell", r)
	}
	// Total latency, as iopress's engines measure it, so that the two
	// compare in one article.
	if r.LatKind != datasets.LatTotal || !(r.LatMeanNs > 0) {
		t.Errorf("fio row latency kind %q mean %v, want total latency", r.LatKind, r.LatMeanNs)
	}
	if !strings.Contains(ds.Sources[0].Notes, "--ioengine=libaio") || !strings.Contains(ds.Sources[0].Notes, "--rw=randread") {
		t.Errorf("source notes %q: want the fio command line", ds.Sources[0].Notes)
	}
}

// TestPassesKeepTheBest: a cell of three passes keeps one pass's rows,
// marked as the best of three.
func TestPassesKeepTheBest(t *testing.T) {
	cfg := testConfig(t, "null", 1<<20)
	c := Cell{Name: "r", Pattern: "random", Direction: "read", BlockSize: 4096, IODepth: 1, NumJobs: 1, Passes: 3, Runtime: 50 * time.Millisecond}
	ds, err := runPasses(context.Background(), cfg.For(c), c, "null", 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Results) != 1 || ds.Results[0].Aggregation != datasets.AggregationMax || ds.Results[0].AggregationN != 3 {
		t.Errorf("rows %+v: want one row, the best of 3", ds.Results)
	}
}

// TestPsyncWritesWhatItReads runs a sequential write cell with psync, then
// reads the file back: every block holds the job's write buffer, byte for
// byte.
func TestPsyncWritesWhatItReads(t *testing.T) {
	forEachPlace(t, testPsyncWrites)
}

func testPsyncWrites(t *testing.T, dir string) {
	const span, bs = 4 << 20, 64 << 10
	cfg := testConfigIn(t, dir, "psync", span)
	m, err := RunCell(context.Background(), cfg, Cell{Name: "w", Pattern: "sequential", Direction: "write", BlockSize: bs, NumJobs: 1})
	if err != nil {
		t.Fatal(err)
	}
	if m.Write.IOs < span/bs {
		t.Skipf("only %d writes in the time: the file was not covered once", m.Write.IOs)
	}
	want := make([]byte, bs)
	FillPattern(want, cfg.Seed) // job 0, buffer 0: psync keeps one buffer
	data, err := os.ReadFile(cfg.Target)
	if err != nil {
		t.Fatal(err)
	}
	for off := 0; off+bs <= len(data); off += bs {
		if !bytes.Equal(data[off:off+bs], want) {
			t.Fatalf("block at %d is not what was written", off)
		}
	}
}

// TestCountsMatchRate: the I/Os counted equal IOPS times the measured time,
// and every I/O's latency was recorded.
func TestCountsMatchRate(t *testing.T) {
	forEachPlace(t, testCountsMatchRate)
}

func testCountsMatchRate(t *testing.T, dir string) {
	for _, tc := range []struct {
		engine string
		batch  int
		fixed  bool
	}{{"psync", 0, false}, {"null", 0, false}, {"io_uring", 0, false}, {"io_uring", 3, false}, {"io_uring", 0, true}, {"libaio", 0, false}, {"libaio", 3, false}} {
		engine := tc.engine
		cfg := testConfigIn(t, dir, engine, 8<<20)
		cfg.SubmitBatch = tc.batch
		cfg.FixedBuffers, cfg.RegisterFiles = tc.fixed, tc.fixed
		m, err := RunCell(context.Background(), cfg, Cell{Name: "r", Pattern: "random", Direction: "read", BlockSize: 4096, IODepth: 4, NumJobs: 2})
		if errors.Is(err, ErrNoURing) {
			t.Logf("skipping io_uring: %v", err)
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		ds := m.Rows(cfg, "run-test", 1)
		if len(ds.Results) != 1 {
			t.Fatalf("%s: %d rows", engine, len(ds.Results))
		}
		r := ds.Results[0]
		if got := r.IOPS * r.RuntimeS; math.Abs(got-float64(m.Read.IOs)) > 1e-6*got || m.Read.Latency.N != m.Read.IOs || m.Read.IOs == 0 {
			t.Errorf("%s: IOPS x time = %v, I/Os %d, latencies %d", engine, got, m.Read.IOs, m.Read.Latency.N)
		}
		wantDepth := int64(4)
		if engine == "psync" {
			wantDepth = 1 // a synchronous engine has one I/O in flight
		}
		if r.IODepth != wantDepth || r.NumJobs != 2 || r.Tool != datasets.ToolIOPress || r.Engine != engine {
			t.Errorf("%s: row %+v", engine, r)
		}
		if err := r.Validate(); err != nil {
			t.Error(err)
		}
		if !(r.LatMinNs > 0 && r.LatMinNs <= r.LatP50Ns && r.LatP50Ns <= r.LatP99Ns && r.LatP99Ns <= r.LatMaxNs*1.01 && r.LatStddevNs >= 0) ||
			r.LatMinNs != float64(m.Read.Latency.Min) || r.LatMaxNs != float64(m.Read.Latency.Max) {
			t.Errorf("%s: latency min %v p50 %v p99 %v max %v stddev %v, histogram min %d max %d", engine, r.LatMinNs, r.LatP50Ns, r.LatP99Ns, r.LatMaxNs, r.LatStddevNs, m.Read.Latency.Min, m.Read.Latency.Max)
		}
		// io_uring says what it took of what the kernel offers.
		if s, ok := ParseEngineSetup(ds.Sources[0].Setup.EngineFeatures); engine == "io_uring" && (!ok || s.Engine != "io_uring" || len(s.Ops) != 2 || s.Has("buffers") != tc.fixed || !s.Has("files") || !s.Has("FIXED_FILE")) {
			t.Errorf("io_uring source's engine features %q: want the setup it used", ds.Sources[0].Setup.EngineFeatures)
		}
	}
}

// TestRegisteringIsIOURings: asking another engine for registered buffers
// is an error that says why.
func TestRegisteringIsIOURings(t *testing.T) {
	cfg := testConfig(t, "libaio", 1<<20)
	cfg.FixedBuffers = true
	_, err := RunCell(context.Background(), cfg, Cell{Name: "r", Pattern: "random", Direction: "read", BlockSize: 4096, IODepth: 2, NumJobs: 1})
	if err == nil || !strings.Contains(err.Error(), "registered buffers and files are io_uring's: the libaio engine has none") {
		t.Errorf("err = %v", err)
	}
}

// TestJobCPUIsTheJobsOwn: the job CPU columns count the job's thread only,
// as fio's usr_cpu and sys_cpu do. Two goroutines burn CPU in the same
// process during the cell; counted for the whole process, the one job's
// figure would pass 100% of a core.
func TestJobCPUIsTheJobsOwn(t *testing.T) {
	cfg := testConfig(t, "null", 8<<20)
	done := make(chan struct{})
	defer close(done)
	for range 2 {
		go func() {
			for x := 0; ; x++ {
				if x%1024 == 0 {
					select {
					case <-done:
						return
					default:
					}
				}
			}
		}()
	}
	m, err := RunCell(context.Background(), cfg, Cell{Name: "r", Pattern: "random", Direction: "read", BlockSize: 4096, IODepth: 1, NumJobs: 1})
	if err != nil {
		t.Fatal(err)
	}
	// The null engine's loop never waits, so its thread is busy whenever
	// it is scheduled; 10% allows for rounding of the rusage clocks.
	if cpu := m.JobUsr + m.JobSys; cpu <= 0 || cpu > 110 {
		t.Errorf("job CPU %.1f%% of a core (usr %.1f, sys %.1f), want (0, 110]", cpu, m.JobUsr, m.JobSys)
	}
}

func TestMixedCellSplitsByShare(t *testing.T) {
	cfg := testConfig(t, "null", 8<<20)
	m, err := RunCell(context.Background(), cfg, Cell{Name: "mix", Pattern: "random", Direction: "mixed", RWMixReadPct: 70, BlockSize: 4096, IODepth: 8, NumJobs: 1})
	if err != nil {
		t.Fatal(err)
	}
	share := float64(m.Read.IOs) / float64(m.Read.IOs+m.Write.IOs) * 100
	if math.Abs(share-70) > 2 {
		t.Errorf("read share %.1f%%, want 70%%", share)
	}
}

// TestExecuteKeepsCellsAndResumes runs a two-cell matrix, then resumes it:
// nothing is run again, and the dataset holds both cells.
func TestExecuteKeepsCellsAndResumes(t *testing.T) {
	cfg := testConfig(t, "null", 4<<20)
	cfg.Runtime = 100 * time.Millisecond
	m := Matrix{Name: "t", Cells: []Cell{cell("random", "read", 4096, 4, 1), cell("sequential", "write", 65536, 4, 1)}}
	out := filepath.Join(t.TempDir(), "out")
	ds, err := Execute(context.Background(), Plan{Matrix: m, Config: cfg, Out: out})
	if err != nil || len(ds.Results) != 2 {
		t.Fatalf("%v, %d rows", err, len(ds.Results))
	}
	ran := 0
	ds, err = Execute(context.Background(), Plan{Matrix: m, Config: cfg, Out: out, Resume: true, Progress: func(int, int, Cell, int) { ran++ }})
	if err != nil || ran != 0 || len(ds.Results) != 2 {
		t.Errorf("resume ran %d cells (%v), %d rows", ran, err, len(ds.Results))
	}
	// Cancelled before it starts: nothing is kept, no dataset of no
	// results is written, and it says so in words ("interrupted"), not
	// as the context's "context canceled".
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	o2 := filepath.Join(t.TempDir(), "o2")
	ds, err = Execute(ctx, Plan{Matrix: m, Config: cfg, Out: o2})
	var se *StoppedError
	if !errors.As(err, &se) || se.Done != 0 || se.Cells != 2 || !errors.Is(err, context.Canceled) || err.Error() != "interrupted after 0 of 2 cells; nothing is kept" || ds != nil {
		t.Errorf("cancelled: err = %v, dataset %v", err, ds != nil)
	}
	if _, err := os.Stat(o2); !os.IsNotExist(err) {
		t.Errorf("a run interrupted before any cell finished left %s (%v)", o2, err)
	}
	// Cancelled as its second cell starts: the first is kept.
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	ds, err = Execute(ctx, Plan{Matrix: m, Config: cfg, Out: filepath.Join(t.TempDir(), "o3"), Progress: func(i, _ int, _ Cell, _ int) {
		if i == 2 {
			cancel()
		}
	}})
	if !errors.As(err, &se) || se.Done != 1 || err.Error() != "interrupted after 1 of 2 cells; the finished cells are kept, and resuming the run finishes it" || ds == nil || len(ds.Results) != 1 {
		t.Errorf("cancelled at the second cell: err = %v", err)
	}
}

// TestAsyncEnginesWriteWhatTheyRead runs the write-and-read-back check on each
// asynchronous engine.
func TestAsyncEnginesWriteWhatTheyRead(t *testing.T) {
	forEachPlace(t, func(t *testing.T, dir string) {
		for _, engine := range []string{"io_uring", "libaio", "io_uring+fixed"} {
			t.Run(engine, func(t *testing.T) { testAsyncWrites(t, dir, engine) })
		}
	})
}

// testAsyncWrites: an asynchronous engine at depth 4 writes sequential
// blocks from its four buffers in turn; reading the file back, every block
// is one of those buffers, and every buffer is somewhere.
func testAsyncWrites(t *testing.T, dir, engine string) {
	const span, bs = 4 << 20, 64 << 10
	name, fixed := strings.CutSuffix(engine, "+fixed")
	cfg := testConfigIn(t, dir, name, span)
	cfg.FixedBuffers, cfg.RegisterFiles = fixed, fixed
	m, err := RunCell(context.Background(), cfg, Cell{Name: "w", Pattern: "sequential", Direction: "write", BlockSize: bs, IODepth: 4, NumJobs: 1})
	if errors.Is(err, ErrNoURing) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	if m.Write.IOs < span/bs {
		t.Skipf("only %d writes: the file was not covered once", m.Write.IOs)
	}
	bufs := make([][]byte, 4)
	for i := range bufs {
		bufs[i] = make([]byte, bs)
		FillPattern(bufs[i], cfg.Seed+uint64(i))
	}
	data, err := os.ReadFile(cfg.Target)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for off := 0; off+bs <= len(data); off += bs {
		i := slices.IndexFunc(bufs, func(b []byte) bool { return bytes.Equal(b, data[off:off+bs]) })
		if i < 0 {
			t.Fatalf("block at %d is none of the buffers written", off)
		}
		seen[i] = true
	}
	if len(seen) != 4 {
		t.Errorf("%d of the 4 buffers found: depth 4 was not kept in flight", len(seen))
	}
	if s := m.EngineSetup; fixed && !(s.Has("READ_FIXED") && s.Has("WRITE_FIXED") && s.Has("buffers") && s.Has("files")) {
		t.Errorf("setup %q: want the registered buffers and file said", s)
	}
}

// TestDeviceUtil: a cell's device busy is the share of its window in
// which the target's block device had I/O in flight, as /proc/diskstats
// counts it (io_ticks). The test reads that counter itself around the
// cell: the busy time the cell reports over at least its measured window
// cannot exceed the device's over the test's wider window, nor fall short
// of it by more than the time outside the cell's; direct reads keep the
// device busy some of the time; a file on tmpfs has no device to measure.
// Other programs' I/O and the machine's load move both readings alike, so
// neither decides the verdict (a bar of 30% busy for the reads, and of
// half that for the null engine, did: a loaded machine's job reads less
// often, and another program's I/O shows in an idle cell).
func TestDeviceUtil(t *testing.T) {
	cfg := testConfig(t, "psync", 8<<20)
	major, minor, ok := blockDevice(cfg.Target)
	if !ok {
		t.Skip("the temporary folder is on no block device")
	}
	cfg.Direct = true
	read := Cell{Name: "r", Pattern: "random", Direction: "read", BlockSize: 4096, IODepth: 1, NumJobs: 1}
	null := Config{Target: cfg.Target, Engine: engines["null"], Runtime: cfg.Runtime, Span: cfg.Span, Seed: 1}
	// io_ticks moves in jiffies (10 ms at HZ=100, the coarsest), and a
	// reading may lag one behind the device's: two of them either side.
	const slack = 4 * 10.0
	for _, tt := range []struct {
		name string
		cfg  Config
		busy bool
	}{{"direct reads", cfg, true}, {"no I/O", null, false}} {
		began, before := time.Now(), ioTicks(t, major, minor)
		m, err := RunCell(context.Background(), tt.cfg, read)
		after, wall := ioTicks(t, major, minor), float64(time.Since(began).Milliseconds())
		if errors.Is(err, ErrDirect) {
			t.Skip(err)
		}
		if err != nil {
			t.Fatal(err)
		}
		ticks := float64(after - before)
		window := float64(m.Elapsed.Milliseconds()) // the cell's own is at least this
		busy := m.DeviceUtil / 100 * window
		if !(m.DeviceUtil >= 0 && m.DeviceUtil <= 100) || busy > ticks+slack || busy < ticks-(wall-window)-slack {
			t.Errorf("%s: device busy %.1f%% of the cell's %.0f ms or more; the device was busy %.0f ms of the %.0f ms around it", tt.name, m.DeviceUtil, window, ticks, wall)
		}
		if tt.busy && !(m.DeviceUtil > 0) {
			t.Errorf("%s: device busy %v%%, want some", tt.name, m.DeviceUtil)
		}
		if r := m.Rows(tt.cfg, "run-util", 1).Results; tt.busy && (len(r) != 1 || r[0].DeviceUtilPct != m.DeviceUtil) {
			t.Errorf("rows %+v: want device_util_pct %v", r, m.DeviceUtil)
		}
	}
	if _, err := os.Stat("/dev/shm"); err == nil {
		shm, err := os.MkdirTemp("/dev/shm", "iopress-util")
		if err == nil {
			defer os.RemoveAll(shm)
			target := filepath.Join(shm, "f")
			if err := Prepare(target, 1<<20); err != nil {
				t.Fatal(err)
			}
			m, err := RunCell(context.Background(), Config{Target: target, Engine: engines["psync"], Runtime: 50 * time.Millisecond, Span: 1 << 20, Seed: 1}, read)
			if err != nil {
				t.Fatal(err)
			}
			if !math.IsNaN(m.DeviceUtil) {
				t.Errorf("tmpfs file: device busy %v%%, want none (NaN)", m.DeviceUtil)
			}
		}
	}
}

// ioTicks reads a block device's milliseconds with I/O in flight from
// /proc/diskstats, the tenth of its figures after the device's numbers and
// name (Documentation/admin-guide/iostats.rst).
func ioTicks(t *testing.T, major, minor uint64) uint64 {
	t.Helper()
	data, err := os.ReadFile("/proc/diskstats")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) > 12 && f[0] == fmt.Sprint(major) && f[1] == fmt.Sprint(minor) {
			n, err := strconv.ParseUint(f[12], 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
	t.Fatalf("/proc/diskstats lists no device %d:%d", major, minor)
	return 0
}

// TestLoopDoesNotAllocate: a job's loop allocates nothing per I/O. The
// loop of one opened job runs a size-bound mixed cell (Cell.Bytes) of 64
// I/Os, then of 4,096, so the counts of I/Os are exact, and the
// allocations of each loop, counted by testing.AllocsPerRun (its own
// setup's few, the same for both), must be the same. Nothing depends on
// how fast the I/Os go. A kernel that refuses io_uring skips its subtest,
// saying so.
func TestLoopDoesNotAllocate(t *testing.T) {
	dir := t.TempDir()
	if shm, ok := places(t)["tmpfs"]; ok {
		dir = shm // the fastest place: the loop's allocations do not depend on it
	}
	for _, engine := range []string{"null", "psync", "libaio", "io_uring"} {
		t.Run(engine, func(t *testing.T) { testLoopDoesNotAllocate(t, dir, engine) })
	}
}

// testLoopDoesNotAllocate compares the allocations of the engine's job
// loop over 64 and 4,096 I/Os (see TestLoopDoesNotAllocate).
func testLoopDoesNotAllocate(t *testing.T, dir, engine string) {
	const runs = 3 // AllocsPerRun runs its function once more, to warm up
	cfg := testConfigIn(t, dir, engine, 4<<20)
	c := Cell{Name: "r", Pattern: "random", Direction: "mixed", RWMixReadPct: 50, BlockSize: 4096, IODepth: 8, NumJobs: 1}
	// As a job's goroutine, on one thread: an io_uring set up for a
	// single issuer refuses (EEXIST) submissions from another.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	j := &job{cfg: cfg, cell: c}
	defer j.close()
	if err := j.open(c.IODepth, 60); err != nil {
		if errors.Is(err, ErrNoURing) {
			t.Skip(err)
		}
		t.Fatal(err)
	}
	ios := func() uint64 { return j.res.dirs[OpRead].IOs + j.res.dirs[OpWrite].IOs }
	allocs := func(n int64) float64 {
		j.cell.Bytes = n * c.BlockSize
		before := ios()
		var err error
		a := testing.AllocsPerRun(runs, func() { err = cmp.Or(err, j.loop(context.Background())) })
		if err != nil {
			t.Fatal(err)
		}
		if got := ios() - before; got != uint64(n*(runs+1)) {
			t.Fatalf("%d I/Os in %d loops of %d", got, runs+1, n)
		}
		return a
	}
	short, long := allocs(64), allocs(4096)
	if long != short {
		t.Errorf("%v allocations a loop of 64 I/Os, %v a loop of 4096: the loop allocates", short, long)
	}
	t.Logf("%v allocations a loop of 64 I/Os, %v a loop of 4096", short, long)
}
