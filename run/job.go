package run

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// Cell is one workload of a matrix.
type Cell struct {
	Name         string
	Pattern      string  // random or sequential
	Direction    string  // read, write, trim or mixed
	RWMixReadPct float64 // read share of a mixed cell
	BlockSize    int64
	IODepth      int
	NumJobs      int
	// Bytes makes the cell size-bound: each job does this much I/O after
	// the ramp and stops (fio's io_size), or stops at the cell's own
	// Runtime if that comes first; 0 runs for the configured time.
	Bytes int64
	// EndFsync flushes the target when a job's writes are done, inside
	// the measured time (fio's end_fsync).
	EndFsync bool

	// What a cell may set for itself; the zero value takes the run's.
	Engine  string        // an engine's name, or "fio" / "fio:ENGINE" for a real fio
	Runtime time.Duration // measured time
	Ramp    time.Duration // unmeasured time before it
	// Passes runs the cell this many times and keeps the best pass, as
	// CrystalDiskMark reports the best of its passes; 0 means 1.
	Passes int
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
	// Live, when set, counts I/Os as they complete, for progress.
	Live *Live
	// System labels the rows (the configuration an article compares,
	// "990 Pro, ext4"); empty labels them by engine ("iopress io_uring").
	System string
	// FixedBuffers and RegisterFiles register each job's buffers and
	// file with the kernel once (io_uring only; fio's fixedbufs and
	// registerfiles).
	FixedBuffers, RegisterFiles bool
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
	Cell    Cell
	Engine  string
	Depth   int // depth actually kept in flight (1 for sync engines)
	Elapsed time.Duration
	Read    DirStats
	Write   DirStats
	Trim    DirStats
	JobUsr  float64 // user CPU of the jobs' threads, percent of one core, summed over jobs
	JobSys  float64
	Machine CPUTimes // whole machine over the window
	// DeviceUtil is the percent of the window the target's block device
	// had I/O in flight (/proc/diskstats); NaN on no block device.
	DeviceUtil float64
	Started    time.Time
	Warnings   []string
	// EngineSetup says what the engine used of what the kernel offers
	// ("io_uring with DEFER_TASKRUN|SINGLE_ISSUER, READ/WRITE operations"),
	// or is empty.
	EngineSetup string
}

// ErrDirect is returned when the target refuses O_DIRECT.
var ErrDirect = errors.New("the target refuses O_DIRECT (direct I/O): use a file system or device that supports it, or run without --direct")

// RunCell runs one cell: NumJobs jobs, each on its own OS thread with its
// own descriptor, keeping IODepth I/Os in flight until Ramp+Runtime is
// over, or until each has done Bytes. The target must exist and span at
// least Span bytes.
func RunCell(ctx context.Context, cfg Config, c Cell) (*Measurement, error) {
	if c.BlockSize <= 0 || cfg.Span < c.BlockSize {
		return nil, fmt.Errorf("%s: block size %d does not fit the span of %d bytes", c.Name, c.BlockSize, cfg.Span)
	}
	depth := max(c.IODepth, 1)
	if cfg.Engine.Sync() || c.Direction == "trim" {
		depth = 1 // trims are synchronous in every engine
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
	if c.Bytes > 0 {
		seconds = maxSeriesSeconds // the time is not known in advance
	}
	var live []liveSlot
	if cfg.Live != nil {
		live = cfg.Live.start(jobs)
	}
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
			var counter *atomic.Uint64
			if live != nil {
				counter = &live[j].n
			}
			results[j], errs[j] = runJob(ctx, cfg, c, depth, j, seconds, counter, &ready, start)
		}()
	}
	major, minor, onDevice := blockDevice(cfg.Target)
	ready.Wait()
	var busy0 deviceBusy
	if onDevice {
		busy0 = readDeviceBusy(major, minor)
	}
	mach0, _ := ReadCPUTimes()
	m.Started = time.Now()
	close(start)
	done.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	mach1, _ := ReadCPUTimes()
	m.DeviceUtil = math.NaN()
	if onDevice {
		m.DeviceUtil = readDeviceBusy(major, minor).utilSince(busy0)
	}
	m.EngineSetup = results[0].setup
	for _, d := range []*DirStats{&m.Read, &m.Write, &m.Trim} {
		*d = DirStats{Latency: NewHistogram(), PerSec: make([]uint64, seconds)}
	}
	for _, r := range results {
		m.Elapsed = max(m.Elapsed, r.elapsed)
		for op, dst := range []*DirStats{&m.Read, &m.Write, &m.Trim} {
			src := &r.dirs[op]
			dst.IOs += src.IOs
			dst.Bytes += src.Bytes
			dst.Latency.Merge(src.Latency)
			for i, v := range src.PerSec {
				dst.PerSec[i] += v
			}
		}
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

// registrar is a queue that can register a job's buffers and file with
// the kernel.
type registrar interface {
	register(bufs [][]byte, buffers, file bool) error
}

// maxSeriesSeconds bounds the per-second series of a size-bound cell,
// whose length is not known when its memory is set aside.
const maxSeriesSeconds = 3600

type jobResult struct {
	dirs    [3]DirStats   // by Op: read, write, trim
	elapsed time.Duration // the measured window
	loop    time.Duration // the whole loop, ramp included
	usr     float64       // the job thread's CPU over the loop, seconds
	sys     float64
	setup   string // what the engine took of what the kernel offers
}

// job is one job of a cell: its file, queue, requests and counts.
// Everything is set up before the start signal; the loop allocates
// nothing.
type job struct {
	cfg    Config
	cell   Cell
	index  int
	f      *os.File
	q      Queue
	ios    []*IO
	bufs   [][]byte
	rng    *xorshift
	perm   *permutation // random cells: the order of the blocks of a pass
	seq    int64        // sequential cells: the next block
	blocks int64
	live   *atomic.Uint64 // completions, for progress, or nil
	res    jobResult
}

// runJob opens a job, tells ready, waits for start and runs the loop.
func runJob(ctx context.Context, cfg Config, c Cell, depth, index, seconds int, live *atomic.Uint64, ready *sync.WaitGroup, start <-chan struct{}) (jobResult, error) {
	j := &job{cfg: cfg, cell: c, index: index, live: live}
	defer j.close()
	err := j.open(depth, seconds)
	ready.Done()
	if err != nil {
		return jobResult{}, err
	}
	<-start
	err = j.loop(ctx)
	return j.res, err
}

// open makes the job's descriptor, queue and buffers.
func (j *job) open(depth, seconds int) error {
	c, cfg := j.cell, j.cfg
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
			return fmt.Errorf("%s: %w", cfg.Target, ErrDirect)
		}
		return err
	}
	j.f = f
	// Tell the kernel the access pattern, as fio does (fadvise_hint=1):
	// no readahead for random I/O, so each read costs what it asks for.
	advice := unix.FADV_SEQUENTIAL
	if c.Pattern == "random" {
		advice = unix.FADV_RANDOM
	}
	_ = unix.Fadvise(int(f.Fd()), 0, 0, advice) // only a hint
	if c.Direction == "trim" {
		j.q, err = newTrimQueue(f)
	} else {
		j.q, err = cfg.Engine.Open(f, depth)
	}
	if err != nil {
		return err
	}
	if d, ok := j.q.(interface{ Setup() string }); ok {
		j.res.setup = d.Setup()
	}
	for i := range depth {
		buf, err := alignedBuffer(int(c.BlockSize))
		if err != nil {
			return err
		}
		j.bufs = append(j.bufs, buf)
		FillPattern(buf, cfg.Seed+uint64(j.index)*1000+uint64(i))
		j.ios = append(j.ios, &IO{Buf: buf, Index: i})
	}
	if (cfg.FixedBuffers || cfg.RegisterFiles) && c.Direction != "trim" {
		r, ok := j.q.(registrar)
		if !ok {
			return fmt.Errorf("registered buffers and files are io_uring's: the %s engine has none", cfg.Engine.Name())
		}
		if err := r.register(j.bufs, cfg.FixedBuffers, cfg.RegisterFiles); err != nil {
			return err
		}
		if d, ok := j.q.(interface{ Setup() string }); ok {
			j.res.setup = d.Setup()
		}
	}
	for op := range j.res.dirs {
		j.res.dirs[op] = DirStats{Latency: NewHistogram(), PerSec: make([]uint64, seconds)}
	}
	j.rng = newRand(cfg.Seed + uint64(j.index)*0x9e3779b97f4a7c15 + 1)
	j.blocks = cfg.Span / c.BlockSize
	j.perm = newPermutation(uint64(j.blocks), j.rng)
	j.seq = int64(j.index) * (j.blocks / int64(max(c.NumJobs, 1))) // jobs start apart
	return nil
}

func (j *job) close() {
	if j.q != nil {
		j.q.Close()
	}
	for _, b := range j.bufs {
		syscall.Munmap(b)
	}
	if j.f != nil {
		j.f.Close()
	}
}

// next sets up io as the job's next request. It reports when the request
// starts a new pass over the span.
func (j *job) next(io *IO) (newPass bool) {
	c := &j.cell
	switch {
	case c.Direction == "read":
		io.Op = OpRead
	case c.Direction == "write":
		io.Op = OpWrite
	case c.Direction == "trim":
		io.Op = OpTrim
	case float64(j.rng.next()%10000) < c.RWMixReadPct*100:
		io.Op = OpRead
	default:
		io.Op = OpWrite
	}
	var block int64
	if c.Pattern == "random" {
		b, pass := j.perm.Next()
		block, newPass = int64(b), pass
	} else {
		block = j.seq % j.blocks
		newPass = block == 0 && j.seq > 0
		j.seq++
	}
	io.Offset = block * c.BlockSize
	return newPass
}

// loop keeps the queue full until the time or the bytes are done, then
// collects what is in flight.
func (j *job) loop(ctx context.Context) error {
	c, cfg := &j.cell, &j.cfg
	q := j.q
	batch := max(cfg.SubmitBatch, 1)
	done := make([]*IO, 0, len(j.ios))
	free := append(make([]*IO, 0, len(j.ios)), j.ios...)
	usr0, sys0 := threadCPU()
	t0 := time.Now()
	measureFrom := t0.Add(cfg.Ramp)
	end := measureFrom.Add(cfg.Runtime)
	inflight := 0
	var issued int64 // bytes submitted in the measured window
	// A size-bound cell stops at its bytes, or at its own runtime if it
	// has one, whichever comes first (fio's io_size with runtime).
	timed := c.Bytes == 0 || c.Runtime > 0
	finished := func(now time.Time) bool {
		return ctx.Err() != nil || c.Bytes > 0 && issued >= c.Bytes || timed && !now.Before(end)
	}
	for !finished(time.Now()) {
		// Each request goes to the kernel as soon as it is ready, as fio
		// does by default (iodepth_batch_submit=1): a batch submitted in
		// one call is held back by the block layer's plug until the whole
		// batch is in, which on a virtio disk at depth 32 cost a tenth of
		// the IOPS.
		sent := 0
		for sent < len(free) && (c.Bytes == 0 || issued < c.Bytes) {
			k := min(len(free)-sent, batch)
			now := monotonic(t0)
			for _, io := range free[sent : sent+k] {
				// After each pass over the span, drop the cached pages
				// again, as fio does when it starts a new loop over its
				// file: a run longer than one pass must keep measuring
				// the device, not what the last pass left in memory.
				if j.next(io) && !cfg.Direct {
					_ = unix.Fadvise(int(j.f.Fd()), 0, 0, unix.FADV_DONTNEED)
				}
				io.Start = now
				if time.Duration(now) >= cfg.Ramp {
					issued += int64(len(io.Buf))
				}
			}
			n, err := q.Submit(free[sent : sent+k])
			if err != nil {
				return err
			}
			inflight += n
			sent += n
			if n < k {
				break // the queue is full: the rest waits for completions
			}
		}
		free = free[:copy(free, free[sent:])]
		if inflight == 0 {
			break // the bytes are issued and done
		}
		var err error
		done, err = q.Reap(1, done[:0])
		if err != nil {
			return err
		}
		completed := monotonic(t0)
		if j.live != nil {
			j.live.Add(uint64(len(done)))
		}
		for _, io := range done {
			inflight--
			if io.Err != nil {
				return fmt.Errorf("%s at offset %d: %w", opName(io.Op), io.Offset, io.Err)
			}
			// A time-bound cell measures what completes after the ramp; a
			// size-bound one, the bytes it issued after it.
			counted := time.Duration(completed) >= cfg.Ramp
			if c.Bytes > 0 {
				counted = time.Duration(io.Start) >= cfg.Ramp
			}
			if counted {
				j.record(io, completed)
			}
			free = append(free, io)
		}
	}
	// Collect what is still in flight: unmeasured in a time-bound cell,
	// part of the work in a size-bound one.
	for inflight > 0 {
		var err error
		done, err = q.Reap(1, done[:0])
		if err != nil {
			return err
		}
		if len(done) == 0 {
			break
		}
		completed := monotonic(t0)
		for _, io := range done {
			inflight--
			if c.Bytes > 0 && io.Err == nil && time.Duration(io.Start) >= cfg.Ramp {
				j.record(io, completed)
			}
		}
	}
	measured := time.Since(measureFrom)
	if c.Bytes == 0 {
		measured = min(measured, cfg.Runtime)
	}
	if c.EndFsync && c.Direction != "read" {
		synced := time.Now()
		if err := j.f.Sync(); err != nil {
			return fmt.Errorf("fsync at the end of the writes: %w", err)
		}
		measured += time.Since(synced)
	}
	usr1, sys1 := threadCPU()
	j.res.loop = time.Since(t0)
	j.res.usr, j.res.sys = usr1-usr0, sys1-sys0
	j.res.elapsed = measured
	return nil
}

// record counts a completed request in the measured window.
func (j *job) record(io *IO, completed int64) {
	d := &j.res.dirs[io.Op]
	d.IOs++
	d.Bytes += uint64(io.N)
	d.Latency.Record(uint64(completed - io.Start))
	if s := time.Duration(completed) - j.cfg.Ramp; s >= 0 {
		if slot := int(s / time.Second); slot < len(d.PerSec) {
			d.PerSec[slot]++
		}
	}
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
