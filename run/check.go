package run

import (
	"cmp"
	"errors"
	"fmt"
	"path/filepath"
	"runtime/debug"
	"time"

	"github.com/iopress/iopress/units"
)

// MaxRuntime is the longest time, ramp included, a cell may be given: a
// month, longer than any soak test people run as one cell. Beyond it a
// duration is taken for a typing error (1000000h is 114 years), and near
// time.Duration's limit the cell's end would overflow.
const MaxRuntime = 31 * 24 * time.Hour

// MinRuntime is the shortest time a cell bound by time may measure for:
// a hard disk's seek and rotation take about that long, so that a shorter
// cell can end before its first I/O completes and measure nothing. A
// runtime of 1ns or 100us is taken for a typing error.
const MinRuntime = 10 * time.Millisecond

// Check says, before anything is laid out or run, whether the target is
// one iopress can run on (CheckTarget) and whether every cell of the plan
// can run as given: a time-bound cell needs a runtime of MinRuntime or
// more, no time may be negative or beyond MaxRuntime, its blocks must fit
// the span and, with direct I/O, be aligned as the target needs
// (checkBlocks), and the jobs,
// requests and buffers of each cell must fit what this machine allows a
// process (threads, open files, memory, address space and, for libaio,
// the kernel's AIO requests: see limits), and an outside tool's cell must
// be one the tool can run as iopress would (DiskSpd runs whole seconds,
// and no byte count). A cell that could not is refused with what it
// needs and what there is, rather than found out hours into a matrix or
// by a crash. The cells already under Out must be this plan's, measured
// as it would measure them, and only with Resume (see checkCellsDir). A
// fleet's hosts must be fio servers each named once, and its cells fio's
// (Fleet.check).
func (p Plan) Check() error {
	lim := machineLimits()
	if p.Fleet != nil {
		// The target and the limits that matter are the hosts'.
		if err := p.Fleet.check(p); err != nil {
			return err
		}
		lim = limits{}
	} else if err := CheckTarget(p.Config.Target); err != nil {
		return err
	}
	if err := p.checkCellsDir(filepath.Join(p.Out, "cells")); err != nil {
		return err
	}
	var align int64 // what direct I/O needs of offsets and sizes here; 0 unknown
	if p.Fleet == nil && p.Config.Direct {
		align, _ = directAlign(p.Config.Target)
	}
	var errs []error
	for _, c := range p.Matrix.Cells {
		cfg := p.Config.For(c)
		if err := checkTimes(cfg, c); err != nil {
			errs = append(errs, fmt.Errorf("cell %s: %w", c.Name, err))
			continue
		}
		if err := checkBlocks(cfg, c, align); err != nil {
			errs = append(errs, fmt.Errorf("cell %s: %w", c.Name, err))
			continue
		}
		engine := p.engineOf(c)
		if err := lim.fit(c, engine); err != nil {
			errs = append(errs, fmt.Errorf("cell %s: %w", c.Name, err))
			continue
		}
		if o, ok := outsideEngine(engine); ok {
			if err := o.checkCell(cfg, c); err != nil {
				errs = append(errs, fmt.Errorf("cell %s: %w", c.Name, err))
			}
		}
	}
	return errors.Join(errs...)
}

// checkTimes checks a cell's runtime and ramp (the run's, where the cell
// sets none).
func checkTimes(cfg Config, c Cell) error {
	switch {
	case cfg.Runtime < 0 || c.Runtime < 0:
		return fmt.Errorf("runtime %v: a time cannot be negative", min(cfg.Runtime, c.Runtime))
	case cfg.Ramp < 0 || c.Ramp < 0:
		return fmt.Errorf("ramp %v: a time cannot be negative", min(cfg.Ramp, c.Ramp))
	case c.Bytes == 0 && cfg.Runtime == 0:
		return fmt.Errorf("runtime 0: a cell bound by time needs a runtime above zero (or a size to do, to be bound by size)")
	case c.Bytes == 0 && cfg.Runtime < MinRuntime:
		return fmt.Errorf("runtime %v: shorter than a cell can measure in (%v, time for a disk's seek and rotation): give %v or more", cfg.Runtime, MinRuntime, MinRuntime)
	case c.Bytes < 0:
		return fmt.Errorf("I/O size %d bytes: want a size above zero", c.Bytes)
	case cfg.Runtime > MaxRuntime || cfg.Ramp > MaxRuntime || cfg.Runtime+cfg.Ramp > MaxRuntime:
		return fmt.Errorf("runtime %v after a ramp of %v: more than iopress runs a cell for (%v); split a longer test into cells or repeats", cfg.Runtime, cfg.Ramp, MaxRuntime)
	}
	return nil
}

// checkBlocks checks a cell's block size against the span of the target
// it runs over, and, for direct I/O, against the alignment the target
// needs (align; 0 when unknown).
func checkBlocks(cfg Config, c Cell, align int64) error {
	switch {
	case c.BlockSize > 0 && cfg.Span > 0 && c.BlockSize > cfg.Span:
		return fmt.Errorf("block size %s: larger than the %s of the target the run spans; span more, or give smaller blocks", units.BinarySize(c.BlockSize), units.BinarySize(cfg.Span))
	case c.BlockSize > 0 && align > 0 && c.BlockSize%align != 0:
		return fmt.Errorf("block size %s: %s; give a multiple of it, or run without direct I/O", units.BinarySize(c.BlockSize), alignmentNeed(cfg.Target, align))
	}
	return nil
}

// alignmentNeed says what direct I/O on target needs, for a refusal or
// an error's hint: "direct I/O needs blocks and offsets aligned to the
// device's logical block size, 512 bytes for /dev/sdb".
func alignmentNeed(target string, align int64) string {
	if align <= 0 {
		return "direct I/O needs blocks and offsets aligned to the device's logical block size"
	}
	return fmt.Sprintf("direct I/O needs blocks and offsets aligned to the device's logical block size, %s for %s", units.BinarySize(align), target)
}

// limits are what this process may still take of the machine; 0 is
// unknown, and not checked. Each limit that several of the system's bound
// is the smallest of them, named in its By, for a refusal to say which to
// raise.
type limits struct {
	threads   int    // more OS threads it may start
	threadsBy string // "Go's limit", "the user's process limit, ulimit -u"...
	files     int    // more descriptors it may open
	memory    int64  // bytes of memory available
	memoryBy  string // "MemAvailable", "the cgroup's memory.max (PATH)"
	// mappable is the address space it may still map (its address-space
	// limit, ulimit -v, less what it maps); stack is what a new thread's
	// stack takes of it.
	mappable, stack int64
	aioEvents       int64 // libaio requests the kernel still allows (aio-max-nr less aio-nr)
}

// lowerThreads keeps n as the threads limit, and by as its name, when it
// is known and lower than the one kept.
func (l *limits) lowerThreads(n int, by string) {
	if n = max(n, 1); l.threads <= 0 || n < l.threads {
		l.threads, l.threadsBy = n, by
	}
}

// lowerMemory keeps n as the memory available, and by as its name, when it
// is lower than the one kept.
func (l *limits) lowerMemory(n int64, by string) {
	if n = max(n, 1); l.memory <= 0 || n < l.memory {
		l.memory, l.memoryBy = n, by
	}
}

// goThreadLimit is how many OS threads the Go runtime lets this process
// have before it aborts with "thread exhaustion" (debug.SetMaxThreads;
// 10,000 unless changed).
func goThreadLimit() int {
	n := debug.SetMaxThreads(10000)
	debug.SetMaxThreads(n)
	return n
}

// goThreadsBy names Go's thread limit, which machineLimits starts from.
const goThreadsBy = "Go's limit of threads"

// threadsBeside are the threads a cell needs besides its jobs': the Go
// runtime's own, the program's, the progress display's.
const threadsBeside = 64

// threadStack is the address space a thread's stack takes: the C
// library's default where threads are started by it (cgo: RLIMIT_STACK,
// ulimit -s, which glibc takes as its default size), else the 64 KiB the
// Go runtime gives a thread of its own at most.
func threadStack(rlimitStack uint64, infinite bool) int64 {
	if !threadsByLibc {
		return 64 << 10
	}
	if infinite || rlimitStack > 1<<40 {
		return 8 << 20 // glibc's default on most architectures when unlimited
	}
	return int64(rlimitStack)
}

// uringMaxEntries is the most entries an io_uring may have
// (IORING_MAX_ENTRIES).
const uringMaxEntries = 32768

// fit says whether a cell's jobs fit the limits: each job is an OS
// thread with a descriptor (two with io_uring: the ring's), depth buffers
// of the block size, its latency histograms and per-second series.
func (l limits) fit(c Cell, engine string) error {
	jobs := int64(max(c.NumJobs, 1))
	depth := int64(max(c.IODepth, 1))
	if c.BlockSize <= 0 {
		return fmt.Errorf("block size %d: want a size above zero", c.BlockSize)
	}
	// iopress's own engines run a thread for each job, and the Go runtime
	// as many again at most for the processors it is given meanwhile (one
	// a job, and one for the rest: see RunCell); an outside tool's jobs
	// are its own processes.
	threads, whose := jobs, "as many threads"
	_, outside := outsideEngine(engine)
	if !outside {
		threads, whose = 2*jobs+1, fmt.Sprintf("up to %d threads (one for each, and as many again for the processors Go is given while they run)", 2*jobs+1)
	}
	if l.threads > 0 && threads > int64(l.threads) {
		return fmt.Errorf("%d jobs need %s; this process may start about %d more (%s): run fewer jobs, or raise that limit", jobs, whose, l.threads, cmp.Or(l.threadsBy, goThreadsBy))
	}
	files := jobs
	if engine == "io_uring" {
		files *= 2
	}
	if l.files > 0 && files > int64(l.files) {
		return fmt.Errorf("%d jobs need %d open files; this process may open %d more (its open-file limit, ulimit -n): run fewer jobs or raise the limit", jobs, files, l.files)
	}
	if engine == "io_uring" && depth > uringMaxEntries {
		return fmt.Errorf("depth %d: an io_uring holds at most %d requests", depth, uringMaxEntries)
	}
	if engine == "libaio" && l.aioEvents > 0 && jobs*depth > l.aioEvents {
		return fmt.Errorf("%d jobs at depth %d need %d AIO requests; the kernel allows %d more (/proc/sys/fs/aio-max-nr less aio-nr): run fewer jobs or a lower depth, or raise fs.aio-max-nr", jobs, depth, jobs*depth, l.aioEvents)
	}
	// Buffers, and each job's three latency histograms, twice over (the
	// job's and the cell's merge); in floating point, which absurd
	// depths and sizes cannot overflow.
	need := float64(jobs)*float64(depth)*float64(c.BlockSize) + float64(jobs)*3*2*histogramBytes
	if l.memory > 0 && need > float64(l.memory)/2 {
		return fmt.Errorf("%d jobs at depth %d of %s blocks need %s of memory; %s is available (%s) and a cell may take half: run fewer jobs, a lower depth or smaller blocks",
			jobs, depth, units.BinarySize(c.BlockSize), bytesOf(need), bytesOf(float64(l.memory)), cmp.Or(l.memoryBy, "MemAvailable"))
	}
	// Each thread's stack is mapped whole when the thread starts: under
	// an address-space limit, thousands of them fail to start (glibc's
	// pthread_create), which the Go runtime cannot survive.
	if mapped := float64(threads+threadsBeside)*float64(l.stack) + need; !outside && l.mappable > 0 && mapped > float64(l.mappable) {
		return fmt.Errorf("%d jobs need %s of address space (a stack of %s for each of up to %d threads, and the buffers); this process may map %s more (its address-space limit, ulimit -v): run fewer jobs, or raise the limit or lower the stack size (ulimit -s)",
			jobs, bytesOf(mapped), units.BinarySize(l.stack), threads+threadsBeside, bytesOf(float64(l.mappable)))
	}
	return nil
}

// bytesOf writes a size worked out in floating point (which absurd
// depths and sizes cannot overflow) in binary units.
func bytesOf(n float64) string {
	if n >= 1<<62 {
		return "more than " + units.BinarySize(1<<62)
	}
	return units.BinarySize(int64(n))
}
