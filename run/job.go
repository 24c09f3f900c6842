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

	"github.com/iopress/iopress/units"
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
	// InFlight is the mean number of requests the jobs had in flight over
	// the measured window, summed over the jobs: the time each request
	// the window counts was in flight, integrated at each submission and
	// completion (see flight), over the window's length, Little's law's
	// L, which is the IOPS times the mean latency. PeakInFlight is the
	// most each job had in flight at once, summed.
	InFlight     float64
	PeakInFlight int
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
		// Its callers name the cell.
		return nil, fmt.Errorf("block size %s does not fit the span of %s", units.BinarySize(c.BlockSize), units.BinarySize(cfg.Span))
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
		m.InFlight += r.inFlight
		m.PeakInFlight += r.peak
		if r.loop > 0 {
			// Sampled over ramp and measurement together: the ramp is the
			// same load, so the share holds.
			m.JobUsr += r.usr / r.loop.Seconds() * 100
			m.JobSys += r.sys / r.loop.Seconds() * 100
		}
	}
	if m.Elapsed > 0 {
		m.InFlight /= float64(m.Elapsed) // request-ns over the ns of the window
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
	// inFlight is the requests in flight times the time they were, ns,
	// over the measured window, for the requests it counts (see flight),
	// and peak the most at once.
	inFlight float64
	peak     int
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
	// onDevice: the target is a block device or a file on one, whose
	// requests a call of more than two would hold in the block layer's
	// plug (see blockBatch).
	onDevice bool
	flight   flight
	res      jobResult
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
	_, _, j.onDevice = blockDevice(cfg.Target)
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
// A request's latency runs from just before the system call that hands it
// to the kernel until just after the call that reaps it. A queue that
// hands many requests to the kernel in one system call and takes many
// completions from one (io_uring, libaio: a batcher) is driven as fio is
// with io_uring at its best: every completion there is is taken at once,
// and every freed slot refilled in one call, so that each call does the
// work of many requests; the clock is read once for each batch, which is
// exact for each request of it, all handed over by the same call or seen
// complete on the return of the same one. Between a slot's completion
// and its refill it is empty for as long as the loop takes over the batch
// (tens of nanoseconds a request), not for a system call of each of the
// others; the loop measures how many requests were in flight on average
// (Measurement.InFlight), and by Little's law the mean latency is that
// over the IOPS. Other queues (a synchronous engine, Windows' completion
// port, which takes a call per request either way) get one request a
// call and give back one completion at a time, as fio does by default.
func (j *job) loop(ctx context.Context) error {
	c, cfg := &j.cell, &j.cfg
	q := j.q
	var stopped atomic.Bool
	defer context.AfterFunc(ctx, func() { stopped.Store(true) })()
	_, batched := q.(batcher)
	done := make([]*IO, 0, len(j.ios))
	free := append(make([]*IO, 0, len(j.ios)), j.ios...)
	usr0, sys0 := threadCPU()
	clk := startClock()
	ramp, end := int64(cfg.Ramp), int64(cfg.Ramp+cfg.Runtime)
	// A size-bound cell stops at its bytes, or at its own runtime if it
	// has one, whichever comes first (fio's io_size with runtime).
	timed := c.Bytes == 0 || c.Runtime > 0
	j.flight = flight{from: ramp, to: math.MaxInt64}
	if timed {
		j.flight.to = end
	}
	var issued int64 // bytes submitted in the measured window
	now := int64(0)  // when the last completion was seen
	for {
		if !stopped.Load() && (!timed || now < end) && (c.Bytes == 0 || issued < c.Bytes) {
			var err error
			if free, err = j.fill(free, clk, &issued, batched); err != nil {
				return err
			}
		}
		inflight := j.flight.n
		if inflight == 0 {
			break // the time or the bytes are done, and so is every request
		}
		most := 1
		if batched {
			most = inflight
		}
		var err error
		if done, err = q.Reap(1, most, done[:0]); err != nil {
			return err
		}
		now = clk.now()
		j.flight.change(now, -len(done))
		if j.live != nil {
			j.live.Add(uint64(len(done)))
		}
		// A time-bound cell measures what completes in its window; a
		// size-bound one, every byte it issued after the ramp.
		inWindow := ramp <= now && now < end && !stopped.Load()
		second := -1 // of the window, for the per-second series
		if now >= ramp {
			second = int((now - ramp) / int64(time.Second))
		}
		for _, io := range done {
			free = append(free, io)
			if io.Err != nil {
				return j.ioError(io.Op, io.Offset, io.Err)
			}
			counted := inWindow
			if c.Bytes > 0 {
				counted = io.Start >= ramp
			}
			j.flight.settle(io.Start, now, counted)
			if counted {
				j.record(io.Op, io.N, now-io.Start, second)
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
	j.res.inFlight = j.flight.area
	j.res.peak = j.flight.peak
	return nil
}

// batcher is a queue that hands many requests to the kernel in one system
// call and takes many completions from one (io_uring and libaio).
type batcher interface {
	Queue
	batches()
}

// flusher is a queue whose Submit only places requests, for its Reap to
// hand them to the kernel in the call that waits (io_uring); flush hands
// them over without waiting.
type flusher interface {
	flush() error
}

// blockBatch is how many requests a batcher hands a block device in one
// system call: with more than two, io_uring and libaio hold them in the
// block layer's plug until the call has taken them all, and the device
// gets them together, later. On this project's virtio disk at depth 32,
// io_uring did 70,000 IOPS with every freed slot refilled in one call, and
// 82,000 to 89,000 with a call for each (fio's way, which never plugs).
const blockBatch = 2

// fill gives every free slot a request and hands them to the kernel, each
// call's requests with the clock read just before it: all in one call to
// a batcher, two a call where they go to a block device (blockBatch), one
// a call to another queue (as fio's iodepth_batch_submit=1), or
// SubmitBatch a call where that is set. A flusher's last call is left for
// the Reap that follows, which waits in it too. It returns what is still
// free: the queue may take fewer than offered, or the bytes may be done.
func (j *job) fill(free []*IO, clk clock, issued *int64, batched bool) ([]*IO, error) {
	c, cfg := &j.cell, &j.cfg
	batch := 1
	switch {
	case cfg.SubmitBatch > 0:
		batch = cfg.SubmitBatch
	case batched && j.onDevice:
		batch = blockBatch
	case batched:
		batch = len(free)
	}
	fl, _ := j.q.(flusher)
	sent := 0
	for sent < len(free) && (c.Bytes == 0 || *issued < c.Bytes) {
		k := min(len(free)-sent, batch)
		if c.Bytes > 0 {
			// No more than the bytes left: a size-bound cell does exactly
			// its bytes.
			k = min(k, int((c.Bytes-*issued+c.BlockSize-1)/c.BlockSize))
		}
		if sent > 0 && fl != nil {
			// The last call's requests go to the kernel before this
			// call's clock starts.
			if err := fl.flush(); err != nil {
				return free, err
			}
		}
		ios := free[sent : sent+k]
		for _, io := range ios {
			j.take(io)
		}
		// The clock starts as the requests go to the kernel.
		now := clk.now()
		for _, io := range ios {
			io.Start = now
		}
		n, err := j.q.Submit(ios)
		if err != nil {
			return free, j.ioError(ios[0].Op, ios[0].Offset, err)
		}
		j.flight.change(now, n)
		if time.Duration(now) >= cfg.Ramp {
			// What was not taken is not issued.
			*issued += int64(n) * c.BlockSize
		}
		j.stage() // the next slot to free up finds its request ready
		sent += n
		if n < k {
			break // the queue is full: the rest waits for completions
		}
	}
	return free[:copy(free, free[sent:])], nil
}

// flight integrates the number of requests in flight over the measured
// window, at each submission and completion, from the clock readings that
// time the requests. Its area over the window's length is the mean number
// in flight, Little's law's L, whatever kept it below the depth (the
// loop's own time between a completion and its slot's refill, which grows
// on a busy machine). Over a finite window the law has edge terms: a
// request in flight as the window opens is timed whole but in the window
// for part of its time, and one in flight as it closes is not counted but
// was in the window; a thread that a busy machine holds off the CPU just
// then makes them large. settle takes them out, request by request as each
// completes, so that the area is that of exactly the requests the window
// counts: what holds whatever the load.
type flight struct {
	n        int     // in flight now
	peak     int     // most in flight at once
	last     int64   // ns when n last changed
	from, to int64   // the measured window, ns on the job's clock
	area     float64 // requests times ns in flight
}

// change records that delta requests went into flight (or, negative, came
// out of it) at now.
func (f *flight) change(now int64, delta int) {
	if lo, hi := max(f.last, f.from), min(now, f.to); hi > lo {
		f.area += float64(f.n) * float64(hi-lo)
	}
	f.last = now
	f.n += delta
	f.peak = max(f.peak, f.n)
}

// settle makes the area of a request that went into flight at start and
// came out at end its time in flight if the window counts it, and nothing
// if not: change added its time within the window.
func (f *flight) settle(start, end int64, counted bool) {
	within := max(min(end, f.to)-max(start, f.from), 0)
	if counted {
		f.area += float64(end-start) - float64(within)
	} else {
		f.area -= float64(within)
	}
}

// record counts a completed request in the measured window: its
// direction, bytes, latency and the second of the window it completed in.
func (j *job) record(op Op, n int, latency int64, second int) {
	d := &j.res.dirs[op]
	d.IOs++
	d.Bytes += uint64(n)
	d.Latency.Record(uint64(latency))
	if second >= 0 {
		if second >= len(d.PerSec) {
			// Past what was set aside: double, so that a long cell
			// allocates a few times an hour, not every second.
			d.PerSec = slices.Grow(d.PerSec, max(second+1, 2*len(d.PerSec))-len(d.PerSec))[:second+1]
		}
		d.PerSec[second]++
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

// ioError says which request failed, and, where direct I/O refused it as
// invalid, what direct I/O needs: offsets and sizes aligned to the
// device's logical block size (a cell the plan's check could not tell).
func (j *job) ioError(op Op, offset int64, err error) error {
	err = fmt.Errorf("%s at offset %d: %w", opName(op), offset, err)
	if j.cfg.Direct && isInvalid(err) {
		align, _ := directAlign(j.cfg.Target)
		err = fmt.Errorf("%w (%s; the block size is %s)", err, alignmentNeed(j.cfg.Target, align), units.BinarySize(j.cell.BlockSize))
	}
	return err
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
