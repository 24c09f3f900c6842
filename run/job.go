package run

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"
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
	// WriteThrough makes every write reach the device before it completes
	// (FILE_FLAG_WRITE_THROUGH on Windows, DiskSpd's -Suw with Direct;
	// O_SYNC elsewhere, as fio's sync=1 on every system).
	WriteThrough bool
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
	// (io_uring's setup flags, operations and registrations), or is
	// empty.
	EngineSetup EngineSetup
}

// ErrDirect is returned when the target refuses O_DIRECT.
var ErrDirect = errors.New("the target refuses O_DIRECT (direct I/O): use a file system or device that supports it, or run without direct I/O")

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
	seconds := seriesSeconds(cfg, c)
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
	for op, d := range []*DirStats{&m.Read, &m.Write, &m.Trim} {
		n := 0
		for _, r := range results {
			n = max(n, len(r.dirs[op].PerSec))
		}
		*d = DirStats{Latency: NewHistogram(), PerSec: make([]uint64, n)}
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

// seriesSeconds is how many seconds of per-second series a job sets
// aside before it starts: the cell's time, up to an hour. A longer cell,
// or a size-bound one whose time is not known in advance, grows its series
// as it goes, a few times an hour at most, rather than setting aside memory
// for a runtime that may never be reached.
func seriesSeconds(cfg Config, c Cell) int {
	if c.Bytes > 0 && c.Runtime == 0 {
		return 60
	}
	return int(min(cfg.Runtime, time.Hour)/time.Second) + 1
}

type jobResult struct {
	dirs    [3]DirStats   // by Op: read, write, trim
	elapsed time.Duration // the measured window
	loop    time.Duration // the whole loop, ramp included
	usr     float64       // the job thread's CPU over the loop, seconds
	sys     float64
	setup   EngineSetup // what the engine took of what the kernel offers
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
	ahead  request      // the next request, worked out ahead (see stage)
	staged bool
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
	mode := openMode{write: c.Direction != "read", direct: cfg.Direct, writeThrough: cfg.WriteThrough && c.Direction != "read"}
	var err error
	if o, ok := cfg.Engine.(targetOpener); ok && c.Direction != "trim" {
		j.f, j.q, err = o.OpenTarget(cfg.Target, mode, depth) // the engine's own kind of handle
	} else {
		j.f, err = openTarget(cfg.Target, mode)
	}
	if err != nil {
		return err
	}
	f := j.f
	// Tell the kernel the access pattern, as fio does (fadvise_hint=1):
	// no readahead for random I/O, so each read costs what it asks for.
	adviseAccess(f, c.Pattern == "random") // only a hint
	switch {
	case j.q != nil: // made with the engine's own handle
	case c.Direction == "trim":
		j.q, err = newTrimQueue(f)
	default:
		j.q, err = cfg.Engine.Open(f, depth)
	}
	if err != nil {
		return err
	}
	if d, ok := j.q.(setupSayer); ok {
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
		if d, ok := j.q.(setupSayer); ok {
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
		freeBuffer(b)
	}
	if j.f != nil {
		j.f.Close()
	}
}

// request is what a job's next I/O does and where.
type request struct {
	op     Op
	offset int64
}

// next works out the job's next request. It reports when the request
// starts a new pass over the span.
func (j *job) next() (r request, newPass bool) {
	c := &j.cell
	switch {
	case c.Direction == "read":
		r.op = OpRead
	case c.Direction == "write":
		r.op = OpWrite
	case c.Direction == "trim":
		r.op = OpTrim
	case float64(j.rng.next()%10000) < c.RWMixReadPct*100:
		r.op = OpRead
	default:
		r.op = OpWrite
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
	r.offset = block * c.BlockSize
	return r, newPass
}

// stage works out the next request ahead of time, so that a slot that
// completes gets it at once: between a completion and its slot's next
// submission the slot is empty and the depth one short, and that time
// is kept to a few stores.
func (j *job) stage() {
	if j.staged {
		return
	}
	r, newPass := j.next()
	// After each pass over the span, drop the cached pages again, as fio
	// does when it starts a new loop over its file: a run longer than one
	// pass must keep measuring the device, not what the last pass left in
	// memory.
	if newPass && !j.cfg.Direct {
		_ = dropCached(j.f)
	}
	j.ahead, j.staged = r, true
}

// take gives io the staged request.
func (j *job) take(io *IO) {
	j.stage()
	io.Op, io.Offset = j.ahead.op, j.ahead.offset
	j.staged = false
}

// loop keeps depth requests in flight until the time or the bytes are
// done, then collects what is still in flight.
//
// It runs as fio does by default (iodepth_batch_submit=1 and
// iodepth_batch_complete_min=max=1): fill the queue, then take one
// completion at a time and give its slot a new request at once. A
// request's latency runs from just before the system call that hands it
// to the kernel until just after the call that reaps it, so by Little's
// law the mean latency is depth/IOPS. Reaping every completion at once and
// then refilling them one system call after another would leave, on
// average, about half the depth in flight while the rest waited in
// iopress, unmeasured: a latency that looks better than the device's.
func (j *job) loop(ctx context.Context) error {
	c, cfg := &j.cell, &j.cfg
	q := j.q
	var stopped atomic.Bool
	defer context.AfterFunc(ctx, func() { stopped.Store(true) })()
	done := make([]*IO, 0, len(j.ios))
	free := append(make([]*IO, 0, len(j.ios)), j.ios...)
	// Completions are recorded once their slots hold new requests, so
	// that the bookkeeping does not keep a slot empty.
	reaped := make([]completion, 0, len(j.ios))
	usr0, sys0 := threadCPU()
	clk := startClock()
	ramp, end := int64(cfg.Ramp), int64(cfg.Ramp+cfg.Runtime)
	// A size-bound cell stops at its bytes, or at its own runtime if it
	// has one, whichever comes first (fio's io_size with runtime).
	timed := c.Bytes == 0 || c.Runtime > 0
	var issued int64 // bytes submitted in the measured window
	inflight := 0
	now := int64(0) // when the last completion was seen
	for {
		if !stopped.Load() && (!timed || now < end) && (c.Bytes == 0 || issued < c.Bytes) {
			var err error
			if free, err = j.fill(free, clk, &issued); err != nil {
				return err
			}
			inflight = len(j.ios) - len(free)
		}
		for _, r := range reaped {
			j.record(r)
		}
		reaped = reaped[:0]
		if inflight == 0 {
			break // the time or the bytes are done, and so is every request
		}
		var err error
		if done, err = q.Reap(1, 1, done[:0]); err != nil {
			return err
		}
		now = clk.now()
		if j.live != nil {
			j.live.Add(uint64(len(done)))
		}
		for _, io := range done {
			inflight--
			free = append(free, io)
			if io.Err != nil {
				return fmt.Errorf("%s at offset %d: %w", opName(io.Op), io.Offset, io.Err)
			}
			// A time-bound cell measures what completes in its window; a
			// size-bound one, every byte it issued after the ramp.
			counted := ramp <= now && now < end && !stopped.Load()
			if c.Bytes > 0 {
				counted = io.Start >= ramp
			}
			if counted {
				reaped = append(reaped, completion{op: io.Op, n: io.N, start: io.Start, end: now})
			}
		}
	}
	measured := time.Duration(now - ramp)
	if c.Bytes == 0 {
		measured = min(measured, cfg.Runtime)
	}
	if c.EndFsync && c.Direction != "read" {
		synced := clk.now()
		if err := j.f.Sync(); err != nil {
			return fmt.Errorf("fsync at the end of the writes: %w", err)
		}
		measured += time.Duration(clk.now() - synced)
	}
	usr1, sys1 := threadCPU()
	j.res.loop = time.Duration(clk.now())
	j.res.usr, j.res.sys = usr1-usr0, sys1-sys0
	j.res.elapsed = max(measured, 0)
	return nil
}

// fill gives every free slot a request and hands each to the kernel as
// soon as it is ready, SubmitBatch at a time (one by default, as fio's
// iodepth_batch_submit=1: a batch submitted in one call is held back by
// the block layer's plug until the whole batch is in, which on a virtio
// disk at depth 32 cost a tenth of the IOPS). It returns what is still
// free: the queue may take fewer than offered, or the bytes may be done.
func (j *job) fill(free []*IO, clk clock, issued *int64) ([]*IO, error) {
	c, cfg := &j.cell, &j.cfg
	batch := max(cfg.SubmitBatch, 1)
	sent := 0
	for sent < len(free) && (c.Bytes == 0 || *issued < c.Bytes) {
		k := min(len(free)-sent, batch)
		ios := free[sent : sent+k]
		for _, io := range ios {
			j.take(io)
		}
		// The clock starts as the requests go to the kernel.
		now := clk.now()
		for _, io := range ios {
			io.Start = now
			if time.Duration(now) >= cfg.Ramp {
				*issued += int64(len(io.Buf))
			}
		}
		n, err := j.q.Submit(ios)
		if err != nil {
			return free, err
		}
		j.stage() // the next slot to free up finds its request ready
		sent += n
		if n < k {
			// The queue is full: the rest waits for completions, and
			// what was not taken is not issued.
			for _, io := range ios[n:] {
				if time.Duration(now) >= cfg.Ramp {
					*issued -= int64(len(io.Buf))
				}
			}
			break
		}
	}
	return free[:copy(free, free[sent:])], nil
}

// completion is a request seen complete: what record needs of it once
// its IO has gone back into the queue with a new request.
type completion struct {
	op         Op
	n          int
	start, end int64 // ns on the job's clock: handed to the kernel, seen complete
}

// record counts a completed request in the measured window.
func (j *job) record(r completion) {
	d := &j.res.dirs[r.op]
	d.IOs++
	d.Bytes += uint64(r.n)
	d.Latency.Record(uint64(r.end - r.start))
	if s := time.Duration(r.end) - j.cfg.Ramp; s >= 0 {
		slot := int(s / time.Second)
		if slot >= len(d.PerSec) {
			// Past what was set aside: double, so that a long cell
			// allocates a few times an hour, not every second.
			d.PerSec = slices.Grow(d.PerSec, max(slot+1, 2*len(d.PerSec))-len(d.PerSec))[:slot+1]
		}
		d.PerSec[slot]++
	}
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
	if err := f.Sync(); err != nil && !errors.Is(err, errors.ErrUnsupported) && !isInvalid(err) {
		return fmt.Errorf("%s: flushing before the cell: %w", target, err)
	}
	if err := dropCached(f); err != nil {
		return fmt.Errorf("%s: could not drop its cached pages (%v); reads may come from memory", target, err)
	}
	return nil
}
