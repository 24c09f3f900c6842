package run

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os/exec"
	"runtime"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/fio"
)

// The fio engine runs a cell with a real fio binary instead of iopress's
// own loop, so one matrix can hold both and be checked cell by cell: the
// same workload goes to fio as options, fio writes json+, and ingest/fio
// reads it into the same tables. It is named "fio" (fio's psync engine)
// or "fio:ENGINE" for any of fio's engines ("fio:io_uring"). The fio
// binary is found on the PATH (fio.exe on Windows).

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

// RunFio runs one cell with fio and returns its rows, labelled as
// iopress's rows are (system "fio ENGINE", or Config.System).
func RunFio(ctx context.Context, cfg Config, c Cell, ioengine string, repetition int) (*datasets.Dataset, error) {
	bin, err := exec.LookPath("fio")
	if err != nil {
		return nil, ErrNoFio
	}
	args := FioArgs(cfg, c, ioengine)
	out, stderr, err := runCommand(ctx, bin, args...)
	if err != nil {
		return nil, fmt.Errorf("fio: %w: %s", err, strings.TrimSpace(lastLines(stderr, 5)))
	}
	ds, err := fioRows(out, cfg, c, ioengine, repetition, "fio "+strings.Join(args, " "))
	if err != nil {
		return nil, err
	}
	if len(ds.Problems) > 0 {
		return nil, fmt.Errorf("fio: %s", ds.Problems[0].Message)
	}
	return ds, nil
}

// runCommand runs a program and returns what it wrote.
func runCommand(ctx context.Context, bin string, args ...string) (stdout []byte, stderr string, err error) {
	cmd := exec.CommandContext(ctx, bin, args...)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err = cmd.Run()
	return o.Bytes(), e.String(), err
}

// fioRows reads fio's json+ output of a cell into rows labelled as
// iopress's rows are, each source noting the command that made it.
func fioRows(out []byte, cfg Config, c Cell, ioengine string, repetition int, command string) (*datasets.Dataset, error) {
	ds, err := fio.ParseBytes(out, c.Name+".fio.json")
	if err != nil {
		return nil, fmt.Errorf("reading fio's output: %w", err)
	}
	sum := sha256.Sum256(out)
	id := hex.EncodeToString(sum[:])
	system := cmp.Or(cfg.System, FioPrefix+" "+ioengine)
	for i := range ds.Results {
		r := &ds.Results[i]
		r.SourceID, r.SourcePath = id, cfg.Target
		r.System, r.Target, r.Repetition = system, cfg.Target, int64(repetition)
	}
	for i := range ds.Histogram {
		ds.Histogram[i].SourceID, ds.Histogram[i].SourcePath = id, cfg.Target
	}
	for i := range ds.Series {
		ds.Series[i].SourceID, ds.Series[i].SourcePath = id, cfg.Target
	}
	for i := range ds.Sources {
		ds.Sources[i].ID, ds.Sources[i].Path = id, cfg.Target
		ds.Sources[i].SizeBytes = int64(len(out))
		ds.Sources[i].Notes = strings.TrimSpace(command + "\n" + ds.Sources[i].Notes)
	}
	return ds, nil
}

// lastLines is the end of a command's error output, for its error.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
