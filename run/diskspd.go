package run

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"time"

	"github.com/iopress/iopress/ingest/diskspd"
)

// The diskspd engine runs a cell with Microsoft's DiskSpd instead of
// iopress's own loop (an outside engine, outside.go), so that a Windows
// user checks iopress against DiskSpd, the engine behind CrystalDiskMark,
// inside one matrix: the same workload goes to DiskSpd as options,
// DiskSpd writes its XML results (-Rxml), and ingest/diskspd reads them
// into the same tables. Its rows have system "diskspd".
//
// The options follow DiskSpd's own documentation (its usage text, and the
// wiki's "Command line and parameters"); DiskSpdArgs says why each is
// what it is. What DiskSpd cannot run as iopress would is refused by name
// before anything runs, not run differently.

// DiskSpdEngine names the DiskSpd engine in a cell or on the command line.
const DiskSpdEngine = "diskspd"

// ErrNoDiskSpd is returned when the diskspd engine is asked for and no
// DiskSpd is on the PATH.
var ErrNoDiskSpd = errors.New("the diskspd engine needs Microsoft's DiskSpd on the PATH (diskspd.exe, from https://github.com/microsoft/diskspd/releases)")

// diskspdTool is the diskspd engine. On Windows "diskspd" finds
// diskspd.exe; the second name is for a PATH that only holds it by its
// full name elsewhere.
var diskspdTool = outside{
	tool: DiskSpdEngine, bins: []string{"diskspd", "diskspd.exe"}, missing: ErrNoDiskSpd, system: DiskSpdEngine,
	args: DiskSpdArgs, parse: diskspd.Parser.ParseBytes, output: ".diskspd.xml",
}

// maxDiskSpdWriteSource caps the buffer DiskSpd takes its writes' data
// from (-Z): DiskSpd fills it with a 32-bit length (RandBuffer's UINT32).
const maxDiskSpdWriteSource = 1 << 30

// DiskSpdArgs are DiskSpd's options for one cell, target last, or why
// DiskSpd cannot run it as iopress would.
func DiskSpdArgs(cfg Config, c Cell) ([]string, error) {
	if err := diskspdCan(cfg, c); err != nil {
		return nil, err
	}
	jobs, depth := int64(max(c.NumJobs, 1)), int64(max(c.IODepth, 1))
	args := []string{
		// -b: the I/O size, in bytes.
		"-b" + strconv.FormatInt(c.BlockSize, 10),
		// -d and -W: the measured time and the unmeasured warm-up
		// before it, in whole seconds. -W is always given: DiskSpd warms
		// up for 5 s unless told.
		"-d" + seconds(cfg.Runtime),
		"-W" + seconds(cfg.Ramp),
		// -t: threads per target, iopress's jobs; -o: requests in
		// flight per thread (per target), iopress's depth per job.
		"-t" + strconv.FormatInt(jobs, 10),
		"-o" + strconv.FormatInt(depth, 10),
	}
	if c.Pattern == "random" {
		// -r: random offsets aligned to the block size (its default
		// alignment, as iopress's blocks are). DiskSpd draws them with
		// replacement, where iopress visits each block once a pass.
		args = append(args, "-r")
	} else {
		// -s: each thread keeps its own sequential offset, stepping by
		// the block size, as each iopress job does; -T starts thread i
		// i*T bytes in, where iopress starts job i (span/jobs blocks
		// apart), and both wrap to the start at the span's end. -si, one
		// offset shared by every thread, is not what iopress's jobs do.
		args = append(args, "-s")
		blocks := cfg.Span / c.BlockSize
		if stride := blocks / jobs * c.BlockSize; jobs > 1 && stride > 0 {
			args = append(args, "-T"+strconv.FormatInt(stride, 10)) // DiskSpd refuses -T with one thread, and -T0
		}
	}
	// -w: the share of writes, in whole percent (DiskSpd reads it with
	// atoi); -w0 is a read test.
	args = append(args, "-w"+strconv.FormatFloat(writeShare(c), 'f', 0, 64))
	// -S: caching. -Su opens the target with FILE_FLAG_NO_BUFFERING
	// (no operating-system cache), which is what direct I/O is on
	// Windows (fio's direct=1 there, and iopress's --direct); -Sw opens
	// it with FILE_FLAG_WRITE_THROUGH (no device write cache);
	// -Suw (also spelt -Sh) is both. With neither DiskSpd uses the
	// cache, with no write-through (-Sb, its default).
	switch {
	case cfg.Direct && cfg.WriteThrough:
		args = append(args, "-Suw")
	case cfg.Direct:
		args = append(args, "-Su")
	case cfg.WriteThrough:
		args = append(args, "-Sw")
	}
	if c.Direction != "read" {
		// -Z: write from a buffer of random data (DiskSpd writes a
		// repeating 0..255 pattern otherwise, which a drive or file
		// system may compress) as large as iopress's jobs' buffers
		// together, each filled with incompressible data, within
		// DiskSpd's limit, and at least a block (DiskSpd's least).
		together := float64(jobs) * float64(depth) * float64(c.BlockSize) // no overflow
		src := max(int64(min(together, maxDiskSpdWriteSource)), c.BlockSize)
		args = append(args, "-Z"+strconv.FormatInt(src, 10))
	}
	if cfg.Span > 0 {
		// -f: the largest offset to do I/O to, not included: the span.
		args = append(args, "-f"+strconv.FormatInt(cfg.Span, 10))
	}
	args = append(args,
		// -z: the random seed, for offsets and write data, so that a
		// run is repeatable (a bare -z would seed from the clock).
		"-z"+strconv.FormatUint(cfg.Seed, 10),
		// -n: no thread affinity. DiskSpd pins its threads to processors
		// by default; iopress's (and fio's) jobs are not pinned.
		"-n",
		// -L: measure latency (its percentiles in the XML); -Rxml: the
		// results as XML on the output, which ingest/diskspd reads.
		"-L", "-Rxml",
		diskspdTarget(cfg.Target),
	)
	return args, nil
}

// diskspdCan says why DiskSpd cannot run a cell as iopress would, or nil.
func diskspdCan(cfg Config, c Cell) error {
	switch {
	case c.Direction == "trim":
		return errors.New("DiskSpd does not trim: run trim cells with iopress's engines or fio")
	case c.Direction != "read" && c.Direction != "write" && c.Direction != "mixed":
		return fmt.Errorf("direction %q: DiskSpd reads, writes or mixes both", c.Direction)
	case c.Bytes > 0:
		return errors.New("DiskSpd runs for a time, not a number of bytes (it has no io_size): a size-bound cell cannot run with it")
	case c.EndFsync:
		return errors.New("DiskSpd does not flush the target at the end of its writes (fio's end_fsync)")
	case cfg.FixedBuffers || cfg.RegisterFiles:
		return errors.New("registered buffers and files are io_uring's: DiskSpd has none")
	case c.BlockSize <= 0 || c.BlockSize > math.MaxUint32:
		return fmt.Errorf("block size %d: DiskSpd's block size (-b) is above zero and 32 bits", c.BlockSize)
	case cfg.Seed > math.MaxUint32:
		return fmt.Errorf("seed %d: DiskSpd's random seed (-z) is 32 bits", cfg.Seed)
	}
	if w := writeShare(c); w != math.Round(w) {
		return fmt.Errorf("read share %v%%: DiskSpd's write share (-w) is a whole percent, and %v%% of writes is not", c.RWMixReadPct, w)
	}
	// DiskSpd reads its times with atoi: 1.5 s would run for 1 s, and
	// 500 ms for none. Such a time is refused rather than rounded, which
	// would measure another cell than the one asked for.
	if cfg.Runtime < time.Second || cfg.Runtime%time.Second != 0 {
		return fmt.Errorf("runtime %v: DiskSpd runs whole seconds (-d), at least one; give a whole number of seconds", cfg.Runtime)
	}
	if cfg.Ramp%time.Second != 0 {
		return fmt.Errorf("ramp %v: DiskSpd warms up for whole seconds (-W); give a whole number of seconds", cfg.Ramp)
	}
	return nil
}

// writeShare is the percent of a cell's requests that write.
func writeShare(c Cell) float64 {
	switch c.Direction {
	case "write":
		return 100
	case "mixed":
		return 100 - c.RWMixReadPct
	}
	return 0
}

func seconds(d time.Duration) string { return strconv.FormatInt(int64(d/time.Second), 10) }

// Windows device paths, which DiskSpd spells its own way.
var (
	physicalDrive = regexp.MustCompile(`(?i)^\\\\[.?]\\PhysicalDrive([0-9]+)$`)
	volume        = regexp.MustCompile(`^\\\\[.?]\\([A-Za-z]:)$`)
)

// diskspdTarget is the target as DiskSpd names it. DiskSpd takes a
// physical drive as #N and a volume as X:, and sizes each from its
// device; a path like \\.\PhysicalDrive2 it would open as a file and
// size as a file, wrongly.
func diskspdTarget(target string) string {
	if m := physicalDrive.FindStringSubmatch(target); m != nil {
		return "#" + m[1]
	}
	if m := volume.FindStringSubmatch(target); m != nil {
		return m[1]
	}
	return target
}
