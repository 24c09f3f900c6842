package run

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/iopress/iopress/datasets"
)

// TestCheckRefusesTimes: a runtime of zero for a cell bound by time, a
// negative runtime or ramp, and a runtime no one means are refused before
// anything runs, naming the cell and the time; a size-bound cell needs no
// runtime.
func TestCheckRefusesTimes(t *testing.T) {
	c := cell("random", "read", 4096, 1, 1)
	sized := c
	sized.Bytes = 1 << 20
	for _, tt := range []struct {
		name          string
		runtime, ramp time.Duration
		cell          Cell
		want          string // "" for no error
	}{
		{"zero runtime", 0, 0, c, "runtime 0: a cell bound by time needs a runtime above zero"},
		{"negative runtime", -time.Second, 0, c, "runtime -1s: a time cannot be negative"},
		{"negative ramp", time.Second, -time.Second, c, "ramp -1s: a time cannot be negative"},
		{"a century", 1000000 * time.Hour, 0, c, "runtime 1000000h0m0s after a ramp of 0s: more than iopress runs a cell for (744h0m0s)"},
		{"overflowing sum", MaxRuntime, MaxRuntime, c, "more than iopress runs a cell for"},
		{"size-bound, no runtime", 0, 0, sized, ""},
		{"a month", MaxRuntime, 0, c, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := Plan{Matrix: Matrix{Cells: []Cell{tt.cell}}, Config: Config{Runtime: tt.runtime, Ramp: tt.ramp, Engine: engines["null"]}, Out: t.TempDir()}
			err := p.Check()
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("err = %v, want none", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "cell "+c.Name)):
				t.Errorf("err = %v, want one naming the cell and %q", err, tt.want)
			}
		})
	}
}

// TestCheckRefusesWhatTheMachineCannotRun: a hundred thousand jobs are
// refused for the threads they need, before any is started; the limits
// of files, memory and AIO requests are each checked against what a cell
// needs.
func TestCheckRefusesWhatTheMachineCannotRun(t *testing.T) {
	huge := cell("random", "read", 4096, 1, 100000)
	p := Plan{Matrix: Matrix{Cells: []Cell{huge}}, Config: Config{Runtime: time.Second, Engine: engines["psync"]}, Out: t.TempDir()}
	err := p.Check()
	if err == nil || !strings.Contains(err.Error(), "100000 jobs need up to 200001 threads") {
		t.Errorf("100000 jobs: err = %v, want a refusal for threads", err)
	}
	if n := runtime.NumGoroutine(); n > 100 {
		t.Errorf("%d goroutines after the check: it started jobs", n)
	}
	for _, tt := range []struct {
		name   string
		lim    limits
		cell   Cell
		engine string
		want   string
	}{
		{"files", limits{files: 100}, cell("random", "read", 4096, 1, 60), "io_uring", "60 jobs need 120 open files; this process may open 100 more"},
		{"files enough", limits{files: 100}, cell("random", "read", 4096, 1, 60), "psync", ""},
		{"aio", limits{aioEvents: 65536}, cell("random", "read", 4096, 256, 512), "libaio", "512 jobs at depth 256 need 131072 AIO requests; the kernel allows 65536 more"},
		{"aio is libaio's", limits{aioEvents: 65536}, cell("random", "read", 4096, 256, 512), "io_uring", ""},
		{"memory", limits{memory: 1 << 30}, cell("sequential", "read", 16<<20, 64, 1), "libaio", "16 MiB blocks need 1.0 GiB of memory; 1 GiB is available (MemAvailable)"},
		{"memory overflow", limits{memory: 1 << 30}, cell("sequential", "read", 1<<40, 1<<30, 1<<20), "libaio", "of memory"},
		{"ring", limits{}, cell("random", "read", 4096, 65536, 1), "io_uring", "an io_uring holds at most 32768 requests"},
		{"unknown limits", limits{}, cell("random", "read", 4096, 1024, 64), "libaio", ""},
		{"threads", limits{threads: 100, threadsBy: "the user's limit of 200 processes and threads, ulimit -u, less those running"}, cell("random", "read", 4096, 1, 50), "psync",
			"50 jobs need up to 101 threads (one for each, and as many again for the processors Go is given while they run); this process may start about 100 more (the user's limit of 200 processes and threads, ulimit -u, less those running): run fewer jobs, or raise that limit"},
		{"threads enough", limits{threads: 100}, cell("random", "read", 4096, 1, 49), "psync", ""},
		{"fio's threads", limits{threads: 100}, cell("random", "read", 4096, 1, 100), "fio", ""},
		{"fio's threads too", limits{threads: 100}, cell("random", "read", 4096, 1, 101), "fio", "101 jobs need as many threads; this process may start about 100 more (Go's limit of threads)"},
		// 4000 buffers of 4 KiB, and 4000×6 histograms of 4480 buckets of
		// 8 bytes: 876,544,000 bytes.
		{"group's memory", limits{memory: 256 << 20, memoryBy: "the control group's memory.max, /sys/fs/cgroup/x/memory.max, less what the group uses"}, cell("random", "read", 4096, 1, 4000), "psync",
			"4000 jobs at depth 1 of 4 KiB blocks need 835.9 MiB of memory; 256 MiB is available (the control group's memory.max, /sys/fs/cgroup/x/memory.max, less what the group uses) and a cell may take half"},
		// 2×4000+1 threads and 64 besides, of 8 MiB: 63.0 GiB; and the
		// 835.9 MiB of memory above.
		{"address space", limits{mappable: 1 << 30, stack: 8 << 20}, cell("random", "read", 4096, 1, 4000), "psync",
			"4000 jobs need 63.8 GiB of address space (a stack of 8 MiB for each of up to 8065 threads, and the buffers); this process may map 1 GiB more (its address-space limit, ulimit -v): run fewer jobs, or raise the limit or lower the stack size (ulimit -s)"},
		{"address space enough", limits{mappable: 1 << 30, stack: 8 << 20}, cell("random", "read", 4096, 1, 8), "psync", ""},
		{"fio's address space", limits{mappable: 1 << 30, stack: 8 << 20}, cell("random", "read", 4096, 1, 4000), "fio", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.lim.fit(tt.cell, tt.engine)
			if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
				t.Errorf("err = %v, want %q", err, tt.want)
			}
		})
	}
}

// TestLongCellSetsAsideLittle: a cell given a month's runtime and stopped
// after a moment sets aside memory for the time it ran, not for the month
// (a second of series a direction a job is 8 bytes: 31 days would be 64
// MiB for one job's three directions, twice over with the cell's merge).
func TestLongCellSetsAsideLittle(t *testing.T) {
	cfg := testConfig(t, "null", 1<<20)
	cfg.Runtime = MaxRuntime
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	m, err := RunCell(ctx, cfg, cell("random", "read", 4096, 4, 1))
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 8<<20 {
		t.Errorf("a month-long cell stopped after 100 ms allocated %d MiB", alloc>>20)
	}
	if len(m.Read.PerSec) > 3601 || m.Read.IOs == 0 {
		t.Errorf("%d seconds of series for %d reads", len(m.Read.PerSec), m.Read.IOs)
	}
}

// TestSeriesGrowsPastWhatWasSetAside: a completion past the seconds set
// aside is counted in its own second, not dropped.
func TestSeriesGrowsPastWhatWasSetAside(t *testing.T) {
	j := &job{cfg: Config{Ramp: time.Second}}
	j.res.dirs[OpRead] = DirStats{Latency: NewHistogram(), PerSec: make([]uint64, 2)}
	for _, s := range []time.Duration{0, 1, 5000, 5000, 2} {
		j.record(OpRead, 4096, 1000, int(s))
	}
	d := j.res.dirs[OpRead]
	if len(d.PerSec) != 5001 || d.PerSec[0] != 1 || d.PerSec[1] != 1 || d.PerSec[2] != 1 || d.PerSec[5000] != 2 || d.IOs != 5 {
		t.Errorf("series of %d seconds, %v at 0-2, %d at 5000, %d I/Os", len(d.PerSec), d.PerSec[:3], d.PerSec[len(d.PerSec)-1], d.IOs)
	}
}

// TestResumeOnlyTheSameRun: a finished cell is resumed only when the new
// run would measure it the same way; another target, size, runtime,
// direct I/O, write-through, engine or number of repeats (a run of one
// resumed with two) is refused with what differs, and a run without
// --resume into a folder of finished cells is refused too. The same run
// resumes and runs nothing.
func TestResumeOnlyTheSameRun(t *testing.T) {
	cfg := testConfig(t, "null", 4<<20)
	cfg.Runtime = 50 * time.Millisecond
	m := Matrix{Cells: []Cell{cell("random", "read", 4096, 4, 1)}}
	out := filepath.Join(t.TempDir(), "out")
	if _, err := Execute(context.Background(), Plan{Matrix: m, Config: cfg, Out: out}); err != nil {
		t.Fatal(err)
	}
	other := testConfig(t, "null", 8<<20)
	other.Runtime = cfg.Runtime
	for _, tt := range []struct {
		name   string
		change func(p *Plan)
		want   []string // "" for a resume that runs nothing
	}{
		{"same run", func(p *Plan) {}, nil},
		{"another target and size", func(p *Plan) { p.Config.Target, p.Config.Span = other.Target, other.Span },
			[]string{"other settings", "target " + cfg.Target + ", now " + other.Target, "size (span, bytes) 4194304, now 8388608"}},
		{"another runtime, direct", func(p *Plan) { p.Config.Runtime, p.Config.Direct = 3*time.Second, true },
			[]string{"runtime 50ms, now 3s", "direct I/O false, now true"}},
		{"write-through", func(p *Plan) { p.Config.WriteThrough = true }, []string{"write-through false, now true"}},
		{"another engine", func(p *Plan) { p.Engine = "psync" }, []string{"holds cells this run would not make (rnd-read-4k-qd4-t1-null-rep1)"}},
		{"more repeats", func(p *Plan) { p.Repeat = 2 }, []string{"rnd-read-4k-qd4-t1-null-rep1: repeats of the run 1, now 2"}},
		{"not resuming", func(p *Plan) { p.Resume = false }, []string{"holds cells of an earlier run (rnd-read-4k-qd4-t1-null-rep1, ...)"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ran := 0
			p := Plan{Matrix: m, Config: cfg, Out: out, Resume: true, Progress: func(int, int, Cell, int) { ran++ }}
			tt.change(&p)
			ds, err := Execute(context.Background(), p)
			if tt.want == nil {
				if err != nil || ran != 0 || len(ds.Results) != 1 {
					t.Errorf("resume ran %d cells (%v), %d rows; want none run and the one row", ran, err, len(ds.Results))
				}
				return
			}
			if !errors.Is(err, ErrResume) || ran != 0 {
				t.Fatalf("err = %v after %d cells, want a refusal before any", err, ran)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("err = %v, want it to say %q", err, w)
				}
			}
		})
	}
}

// TestSecondRunIntoTheSameFolderIsRefused: while a run measures, another
// run into its folder is refused at once, naming the folder's holder, and
// the first run's dataset holds its own cell only.
func TestSecondRunIntoTheSameFolderIsRefused(t *testing.T) {
	cfg := testConfig(t, "null", 4<<20)
	cfg.Runtime = 500 * time.Millisecond
	out := filepath.Join(t.TempDir(), "out")
	first := Matrix{Cells: []Cell{cell("random", "read", 4096, 4, 1)}}
	started := make(chan struct{})
	done := make(chan error)
	go func() {
		ds, err := Execute(context.Background(), Plan{Matrix: first, Config: cfg, Out: out, Progress: func(int, int, Cell, int) { close(started) }})
		if err == nil && len(ds.Results) != 1 {
			err = fmt.Errorf("%d rows, want the one cell's", len(ds.Results))
		}
		done <- err
	}()
	<-started
	second := Matrix{Cells: []Cell{cell("sequential", "read", 65536, 1, 1)}}
	at := time.Now()
	_, err := Execute(context.Background(), Plan{Matrix: second, Config: cfg, Out: out})
	if !errors.Is(err, datasets.ErrBusy) || time.Since(at) > cfg.Runtime/2 {
		t.Errorf("second run: err = %v after %v, want it refused at once as busy", err, time.Since(at))
	}
	if err := <-done; err != nil {
		t.Errorf("first run: %v", err)
	}
}

// TestDirectoryTargetRefused: a directory as the target is refused by the
// plan's check and by Prepare, before anything runs, rather than by the
// first read ("read at offset ...: is a directory"); a file, new or
// existing, is not.
func TestDirectoryTargetRefused(t *testing.T) {
	dir := t.TempDir()
	c := cell("random", "read", 4096, 1, 1)
	plan := func(target string) Plan {
		return Plan{Matrix: Matrix{Cells: []Cell{c}}, Config: Config{Target: target, Runtime: time.Second, Span: 1 << 20, Engine: engines["null"]}, Out: filepath.Join(t.TempDir(), "out")}
	}
	want := dir + " is a directory: give a file (new or existing) or a block device"
	if err := plan(dir).Check(); err == nil || err.Error() != want {
		t.Errorf("Check: %v, want %q", err, want)
	}
	if err := Prepare(dir, 1<<20); err == nil || err.Error() != want {
		t.Errorf("Prepare: %v, want %q", err, want)
	}
	file := filepath.Join(dir, "target")
	if err := plan(file).Check(); err != nil {
		t.Errorf("a new file: %v", err)
	}
	if err := Prepare(file, 1<<20); err != nil {
		t.Errorf("a new file: %v", err)
	}
	if err := plan(file).Check(); err != nil {
		t.Errorf("an existing file: %v", err)
	}
}

// slowEngine completes each request 100 ms after it is submitted: a
// target slower than a short cell.
type slowEngine struct{}

func (slowEngine) Name() string { return "slow" }
func (slowEngine) Sync() bool   { return true }
func (slowEngine) Open(*os.File, int) (Queue, error) {
	return &slowQueue{}, nil
}

type slowQueue struct{ completed }

func (q *slowQueue) Submit(ios []*IO) (int, error) {
	time.Sleep(100 * time.Millisecond)
	for _, io := range ios {
		io.N, io.Err = len(io.Buf), nil
	}
	q.done = append(q.done, ios...)
	return len(ios), nil
}

// TestRunOfNothingFails: a runtime too short to measure in (1ns, 1us,
// 100us) is refused before anything runs; a cell whose runtime ends
// before its first I/O completes (here the shortest runtime taken, on an
// engine that takes 100 ms an I/O, however fast the machine) is an error
// naming the cell, and no dataset of no results is written.
func TestRunOfNothingFails(t *testing.T) {
	for _, d := range []time.Duration{time.Nanosecond, time.Microsecond, 100 * time.Microsecond, MinRuntime - 1} {
		p := Plan{Matrix: Matrix{Cells: []Cell{cell("random", "read", 4096, 1, 1)}}, Config: Config{Runtime: d, Engine: engines["null"]}, Out: t.TempDir()}
		if err := p.Check(); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("runtime %v: shorter than a cell can measure in (10ms", d)) {
			t.Errorf("runtime %v: err = %v, want a refusal", d, err)
		}
	}
	engines["slow"] = slowEngine{}
	t.Cleanup(func() { delete(engines, "slow") })
	cfg := testConfig(t, "slow", 1<<20)
	cfg.Runtime = MinRuntime
	c := cell("random", "read", 4096, 1, 1)
	out := filepath.Join(t.TempDir(), "out")
	ds, err := Execute(context.Background(), Plan{Matrix: Matrix{Cells: []Cell{c}}, Config: cfg, Repeat: 1, Out: out})
	if err == nil || !strings.Contains(err.Error(), "cell "+c.Name+": no I/O completed in its 10ms") || ds != nil {
		t.Errorf("a cell that measured nothing: %v results, err = %v; want an error naming the cell", ds != nil, err)
	}
	if _, err := datasets.ReadDir(out); err == nil {
		t.Errorf("a run that measured nothing wrote a dataset in %s", out)
	}
}

// TestNoSuchEngineListsThem: an engine iopress does not have is refused
// naming those it has as a sentence lists them (Go's [a b c] read as
// code), and the tools it runs.
func TestNoSuchEngineListsThem(t *testing.T) {
	err := CheckEngine("bogus")
	want := `no engine "bogus": iopress's own are `
	if runtime.GOOS == "linux" {
		want += "io_uring, libaio, null and psync, and fio, fio:ENGINE and diskspd run those tools"
	}
	if err == nil || !strings.HasPrefix(err.Error(), want) || strings.ContainsAny(err.Error(), "[]") {
		t.Errorf("err = %v, want %q", err, want)
	}
}

// TestBlocksLargerThanTheSpanRefused: a block size larger than the span
// of the target is refused before anything is laid out, naming the cell
// once ("cell X: X: block size ..." it was, from the cell's run), in
// binary units.
func TestBlocksLargerThanTheSpanRefused(t *testing.T) {
	c := cell("random", "read", 8<<20, 1, 1)
	p := Plan{Matrix: Matrix{Cells: []Cell{c}}, Config: Config{Target: filepath.Join(t.TempDir(), "t"), Runtime: time.Second, Span: 4 << 20, Engine: engines["null"]}, Out: t.TempDir()}
	want := "cell " + c.Name + ": block size 8 MiB: larger than the 4 MiB of the target the run spans; span more, or give smaller blocks"
	if err := p.Check(); err == nil || err.Error() != want {
		t.Errorf("err = %v, want %q", err, want)
	}
	if _, err := RunCell(context.Background(), p.Config, c); err == nil || strings.Contains(err.Error(), c.Name) {
		t.Errorf("RunCell: %v, want an error its caller names the cell in", err)
	}
}
