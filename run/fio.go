package run

import (
	"errors"
	"runtime"
	"strconv"
	"strings"

	"github.com/iopress/iopress/ingest/fio"
)

// The fio engine runs a cell with a real fio binary instead of iopress's
// own loop (an outside engine, outside.go): the same workload goes to fio
// as options, fio writes json+, and ingest/fio reads it into the same
// tables. It is named "fio" (fio's psync engine) or "fio:ENGINE" for any
// of fio's engines ("fio:io_uring"). The fio binary is found on the PATH
// (fio.exe on Windows).

// FioPrefix names the fio engine in a cell or on the command line.
const FioPrefix = "fio"

// FioEngine tells whether name is the fio engine, and which of fio's own
// engines it asks for: plain "fio" asks for the one fio itself runs by
// default on this system.
func FioEngine(name string) (ioengine string, ok bool) {
	if name == FioPrefix {
		return defaultFioEngine(runtime.GOOS), true
	}
	if e, found := strings.CutPrefix(name, FioPrefix+":"); found && e != "" {
		return e, true
	}
	return "", false
}

// defaultFioEngine is fio's own default ioengine on a system (its
// HOWTO): windowsaio on Windows, psync on every other.
func defaultFioEngine(goos string) string {
	if goos == "windows" {
		return "windowsaio"
	}
	return "psync"
}

// ErrNoFio is returned when the fio engine is asked for and no fio binary
// is on the PATH.
var ErrNoFio = errors.New("the fio engine needs a fio binary on the PATH (Debian: apt-get install fio; macOS: brew install fio; Windows: fio's installer from its releases)")

// fioFilename is a path as fio's filename option takes it: fio splits the
// option at colons, to run one job on several files, so each colon of the
// path is escaped (C\:\data on Windows, as fio's HOWTO says); "-" would be
// standard input or output.
func fioFilename(path string) string {
	if path == "-" {
		return "./-"
	}
	return strings.ReplaceAll(path, ":", `\:`)
}

// FioArgs are the fio options for one cell: the same workload iopress's
// own engines run, with json+ output so the latency histogram comes too.
func FioArgs(cfg Config, c Cell, ioengine string) []string {
	rw := map[string]string{"read": "read", "write": "write", "mixed": "rw", "trim": "trim"}[c.Direction]
	if c.Pattern == "random" {
		rw = "rand" + rw
	}
	args := []string{
		"--name=" + c.Name,
		"--filename=" + fioFilename(cfg.Target),
		"--size=" + strconv.FormatInt(cfg.Span, 10),
		"--rw=" + rw,
		"--bs=" + strconv.FormatInt(c.BlockSize, 10),
		"--ioengine=" + ioengine,
		"--iodepth=" + strconv.Itoa(max(c.IODepth, 1)),
		"--numjobs=" + strconv.Itoa(max(c.NumJobs, 1)),
		"--group_reporting",
		// Percentiles of the total latency, submission included, which
		// is what iopress's own engines measure: rows of both compare.
		"--lat_percentiles=1",
		"--output-format=json+",
	}
	if cfg.Direct {
		args = append(args, "--direct=1")
	}
	if cfg.WriteThrough && c.Direction != "read" {
		// O_SYNC on Linux, FILE_FLAG_WRITE_THROUGH on Windows: what
		// iopress's own engines open the target with.
		args = append(args, "--sync=1")
	}
	if c.Direction == "mixed" {
		args = append(args, "--rwmixread="+strconv.FormatFloat(c.RWMixReadPct, 'f', -1, 64))
	}
	if c.Bytes > 0 {
		args = append(args, "--io_size="+strconv.FormatInt(c.Bytes, 10))
		if c.Runtime > 0 {
			args = append(args, "--runtime="+msec(cfg.Runtime.Milliseconds()))
		}
	} else {
		args = append(args, "--time_based", "--runtime="+msec(cfg.Runtime.Milliseconds()))
	}
	if cfg.Ramp > 0 {
		args = append(args, "--ramp_time="+msec(cfg.Ramp.Milliseconds()))
	}
	if c.EndFsync {
		args = append(args, "--end_fsync=1")
	}
	if ioengine == "io_uring" && cfg.FixedBuffers {
		args = append(args, "--fixedbufs")
	}
	if ioengine == "io_uring" && cfg.RegisterFiles {
		args = append(args, "--registerfiles")
	}
	return args
}

func msec(ms int64) string { return strconv.FormatInt(ms, 10) + "ms" }

// fioEngine is the fio engine running fio's engine ioengine.
func fioEngine(ioengine string) outside {
	return outside{
		tool: FioPrefix, bins: []string{"fio"}, missing: ErrNoFio, system: FioPrefix + " " + ioengine,
		args:   func(cfg Config, c Cell) ([]string, error) { return FioArgs(cfg, c, ioengine), nil },
		parse:  fio.Parser.ParseBytes,
		output: ".fio.json",
	}
}
