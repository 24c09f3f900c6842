package run

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"os"
	"runtime"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// Cell is one workload of a matrix.
type Cell struct {
	Name         string
	Pattern      string  // random or sequential
	Direction    string  // read, write or mixed
	RWMixReadPct float64 // read share of a mixed cell
	BlockSize    int64
	IODepth      int
	NumJobs      int
}

// Config is how a cell runs: where, with what, for how long.
type Config struct {
	Target  string
	Engine  Engine
	Direct  bool          // O_DIRECT: bypass the page cache
	Runtime time.Duration // measured time per cell
	Ramp    time.Duration // run before measuring, not measured
	Span    int64         // bytes of the target the I/O covers
	Seed    uint64        // for offsets and buffer contents
	// SubmitBatch is how many ready requests go to the kernel in one call
	// (fio's iodepth_batch_submit); 0 means 1, fio's default.
	SubmitBatch int
}

// DirStats is what one direction did in the measured window.
type DirStats struct {
	IOs     uint64
	Bytes   uint64
	Latency *Histogram // submission to completion, ns
	PerSec  []uint64   // I/Os completed in each second
}

// Measurement is one run of one cell.
type Measurement struct {
	Cell     Cell
	Engine   string
	Depth    int // depth actually kept in flight (1 for sync engines)
	Elapsed  time.Duration
	Read     DirStats
	Write    DirStats
	JobUsr   float64 // user CPU of the jobs' threads, percent of one core, summed over jobs
	JobSys   float64
	Machine  CPUTimes // whole machine over the window
	Started  time.Time
	Warnings []string
	// EngineSetup says what the engine used of what the kernel offers
	// ("io_uring with DEFER_TASKRUN|SINGLE_ISSUER, READ/WRITE operations"),
	// or is empty.
	EngineSetup string
}

// ErrDirect is returned when the target refuses O_DIRECT.
var ErrDirect = errors.New("the target refuses O_DIRECT (direct I/O): use a file system or device that supports it, or run without --direct")

// RunCell runs one cell: NumJobs jobs, each on its own OS thread with its
// own descriptor, keeping IODepth I/Os in flight until Ramp+Runtime is
// over. The target must exist and span at least Span bytes.
func RunCell(ctx context.Context, cfg Config, c Cell) (*Measurement, error) {
	if c.BlockSize <= 0 || cfg.Span < c.BlockSize {
		return nil, fmt.Errorf("%s: block size %d does not fit the span of %d bytes", c.Name, c.BlockSize, cfg.Span)
	}
	depth := max(c.IODepth, 1)
	if cfg.Engine.Sync() {
		depth = 1
	}
	m := &Measurement{Cell: c, Engine: cfg.Engine.Name(), Depth: depth}
	if err := invalidate(cfg.Target); err != nil {
		m.Warnings = append(m.Warnings, err.Error())
	}
	jobs := max(c.NumJobs, 1)
	// A job holds its processor while it waits in the kernel (see
	// rawSyscall), so every job needs one of its own, and the rest of the
	// program one more; otherwise jobs would take turns, 10 ms at a time.
	if procs := runtime.GOMAXPROCS(0); procs < jobs+1 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(jobs + 1))
	}
	seconds := int(math.Ceil(cfg.Runtime.Seconds())) + 1
	results := make([]jobResult, jobs)
	errs := make([]error, jobs)
	start := make(chan struct{})
	var ready, done sync.WaitGroup
	for j := range jobs {
		ready.Add(1)
		done.Add(1)
		go func() {
			defer done.Done()
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			results[j], errs[j] = runJob(ctx, cfg, c, depth, j, seconds, &ready, start)
		}()
	}
	ready.Wait()
	mach0, _ := ReadCPUTimes()
	m.Started = time.Now()
	close(start)
	done.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	mach1, _ := ReadCPUTimes()
	m.Read = DirStats{Latency: NewHistogram(), PerSec: make([]uint64, seconds)}
	m.Write = DirStats{Latency: NewHistogram(), PerSec: make([]uint64, seconds)}
	m.EngineSetup = results[0].setup
	for _, r := range results {
		m.Elapsed = max(m.Elapsed, r.elapsed)
		for _, pair := range []struct{ dst, src *DirStats }{{&m.Read, &r.read}, {&m.Write, &r.write}} {
			pair.dst.IOs += pair.src.IOs
			pair.dst.Bytes += pair.src.Bytes
			pair.dst.Latency.Merge(pair.src.Latency)
			for i, v := range pair.src.PerSec {
				pair.dst.PerSec[i] += v
			}
		}
	}
	for _, r := range results {
		if r.loop > 0 {
			// Sampled over ramp and measurement together: the ramp is the
			// same load, so the share holds.
			m.JobUsr += r.usr / r.loop.Seconds() * 100
			m.JobSys += r.sys / r.loop.Seconds() * 100
		}
	}
	m.Machine = mach1.Sub(mach0)
	return m, nil
}

type jobResult struct {
	read, write DirStats
	elapsed     time.Duration
	loop        time.Duration // the whole loop, ramp included
	usr, sys    float64       // the job thread's CPU over the loop, seconds
	setup       string        // what the engine took of what the kernel offers
}

// runJob is one job's loop. Everything it needs is allocated before the
// start signal; the loop itself allocates nothing.
func runJob(ctx context.Context, cfg Config, c Cell, depth, job, seconds int, ready *sync.WaitGroup, start <-chan struct{}) (jobResult, error) {
	var res jobResult
	readied := false
	signal := func() {
		if !readied {
			readied = true
			ready.Done()
		}
	}
	defer signal()
	flags := os.O_RDWR
	if c.Direction == "read" {
		flags = os.O_RDONLY
	}
	if cfg.Direct {
		flags |= syscall.O_DIRECT
	}
	f, err := os.OpenFile(cfg.Target, flags, 0)
	if err != nil {
		if cfg.Direct && errors.Is(err, syscall.EINVAL) {
			return res, fmt.Errorf("%s: %w", cfg.Target, ErrDirect)
		}
		return res, err
	}
	defer f.Close()
	// Tell the kernel the access pattern, as fio does (fadvise_hint=1):
	// no readahead for random I/O, so each read costs what it asks for.
	advice := unix.FADV_SEQUENTIAL
	if c.Pattern == "random" {
		advice = unix.FADV_RANDOM
	}
	_ = unix.Fadvise(int(f.Fd()), 0, 0, advice) // only a hint
	q, err := cfg.Engine.Open(f, depth)
	if err != nil {
		return res, err
	}
	defer q.Close()
	if d, ok := q.(interface{ Setup() string }); ok {
		res.setup = d.Setup()
	}
	ios := make([]*IO, depth)
	for i := range ios {
		buf, err := alignedBuffer(int(c.BlockSize))
		if err != nil {
			return res, err
		}
		defer syscall.Munmap(buf)
		FillPattern(buf, cfg.Seed+uint64(job)*1000+uint64(i))
		ios[i] = &IO{Buf: buf}
	}
	res.read = DirStats{Latency: NewHistogram(), PerSec: make([]uint64, seconds)}
	res.write = DirStats{Latency: NewHistogram(), PerSec: make([]uint64, seconds)}
	rng := newRand(cfg.Seed + uint64(job)*0x9e3779b97f4a7c15 + 1)
	blocks := cfg.Span / c.BlockSize
	seq := int64(job) * (blocks / int64(max(c.NumJobs, 1))) // jobs start apart
	next := func(io *IO) {
		switch {
		case c.Direction == "read":
			io.Op = OpRead
		case c.Direction == "write":
			io.Op = OpWrite
		case float64(rng.next()%10000) < c.RWMixReadPct*100:
			io.Op = OpRead
		default:
			io.Op = OpWrite
		}
		if c.Pattern == "random" {
			hi, _ := bits.Mul64(rng.next(), uint64(blocks))
			io.Offset = int64(hi) * c.BlockSize
		} else {
			io.Offset = (seq % blocks) * c.BlockSize
			seq++
		}
	}
	batch := max(cfg.SubmitBatch, 1)
	done := make([]*IO, 0, depth)
	free := make([]*IO, 0, depth)
	signal()
	<-start
	usr0, sys0 := threadCPU()
	t0 := time.Now()
	measureFrom := t0.Add(cfg.Ramp)
	end := measureFrom.Add(cfg.Runtime)
	free = append(free, ios...)
	inflight := 0
	passed := int64(0)
	for {
		now := time.Now()
		if !now.Before(end) || ctx.Err() != nil {
			break
		}
		// Each request goes to the kernel as soon as it is ready, as fio
		// does by default (iodepth_batch_submit=1): a batch submitted in
		// one call is held back by the block layer's plug until the whole
		// batch is in, which on a virtio disk at depth 32 cost a tenth of
		// the IOPS.
		sent := 0
		for sent < len(free) {
			k := min(len(free)-sent, batch)
			for _, io := range free[sent : sent+k] {
				next(io)
				io.Start = monotonic(t0)
			}
			n, err := q.Submit(free[sent : sent+k])
			if err != nil {
				return res, err
			}
			inflight += n
			sent += n
			if n < k {
				break // the queue is full: the rest waits for completions
			}
		}
		free = free[:copy(free, free[sent:])]
		var err error
		done, err = q.Reap(1, done[:0])
		if err != nil {
			return res, err
		}
		completed := monotonic(t0)
		measuring := t0.Add(time.Duration(completed)).After(measureFrom)
		for _, io := range done {
			inflight--
			// After each pass over the span, drop the cached pages again,
			// as fio does when it starts a new loop over its file: a run
			// longer than one pass must keep measuring the device, not the
			// pages the first pass left in memory.
			if passed++; passed == blocks && !cfg.Direct {
				passed = 0
				_ = unix.Fadvise(int(f.Fd()), 0, 0, unix.FADV_DONTNEED)
			}
			if io.Err != nil {
				return res, fmt.Errorf("%s at offset %d: %w", opName(io.Op), io.Offset, io.Err)
			}
			if measuring {
				d := &res.read
				if io.Op == OpWrite {
					d = &res.write
				}
				d.IOs++
				d.Bytes += uint64(io.N)
				d.Latency.Record(uint64(completed - io.Start))
				if s := int(time.Duration(completed) - cfg.Ramp); s >= 0 {
					if slot := s / int(time.Second); slot < len(d.PerSec) {
						d.PerSec[slot]++
					}
				}
			}
			free = append(free, io)
		}
	}
	// Collect what is still in flight, unmeasured.
	for inflight > 0 {
		var err error
		done, err = q.Reap(1, done[:0])
		if err != nil {
			return res, err
		}
		inflight -= len(done)
		if len(done) == 0 {
			break
		}
	}
	usr1, sys1 := threadCPU()
	res.loop = time.Since(t0)
	res.usr, res.sys = usr1-usr0, sys1-sys0
	res.elapsed = time.Since(measureFrom)
	if res.elapsed > cfg.Runtime {
		res.elapsed = cfg.Runtime
	}
	return res, nil
}

// monotonic is nanoseconds since t0 on the monotonic clock.
func monotonic(t0 time.Time) int64 { return int64(time.Since(t0)) }

// alignedBuffer maps anonymous memory: page-aligned, as O_DIRECT needs.
func alignedBuffer(size int) ([]byte, error) {
	return syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
}

// FillPattern fills b with incompressible bytes determined by seed, so a
// test can regenerate what a job wrote.
func FillPattern(b []byte, seed uint64) {
	r := newRand(seed)
	for i := 0; i+8 <= len(b); i += 8 {
		v := r.next()
		for k := range 8 {
			b[i+k] = byte(v >> (8 * k))
		}
	}
}

// xorshift is a small, fast generator for offsets and buffers: it must not
// allocate or lock in the hot loop.
type xorshift struct{ s uint64 }

func newRand(seed uint64) *xorshift {
	if seed == 0 {
		seed = 0x2545f4914f6cdd1d
	}
	return &xorshift{seed}
}

func (x *xorshift) next() uint64 {
	x.s ^= x.s << 13
	x.s ^= x.s >> 7
	x.s ^= x.s << 17
	return x.s
}

// invalidate drops the target's cached pages before a cell, as fio does by
// default (invalidate=1), so that reads measure the device, not memory left
// warm by the layout or the cell before.
func invalidate(target string) error {
	f, err := os.Open(target)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) {
		return fmt.Errorf("%s: flushing before the cell: %w", target, err)
	}
	if err := unix.Fadvise(int(f.Fd()), 0, 0, unix.FADV_DONTNEED); err != nil {
		return fmt.Errorf("%s: could not drop its cached pages (%v); reads may come from memory", target, err)
	}
	return nil
}
