// Package run executes benchmark matrices with iopress's own I/O engines
// (psync, io_uring and Linux native AIO by raw system calls, and null), or
// with a real fio binary, against files or block devices, and writes the
// same results table ingest writes, with latency histograms and
// per-second series.
//
// Each cell runs NumJobs jobs on their own OS threads; a job keeps its
// queue depth in flight with buffers allocated before it starts, records
// every I/O's latency from submission to completion in a log-linear
// histogram (relative error under 1%), and counts completions per second.
// Results are written cell by cell, atomically, so an interrupted matrix
// keeps what it finished and --resume continues it.
package run

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/internal/dirlock"
)

// Plan is a matrix to run.
type Plan struct {
	Matrix Matrix
	Config Config
	// Engine names the engine of cells that do not name their own, when
	// it is not Config.Engine: "fio", "fio:ENGINE" or "diskspd".
	Engine string
	Repeat int
	Out    string // dataset folder; cells go under Out/cells while running
	// Formats are the formats of the dataset written into Out (Arrow
	// alone when nil; datasets.Parquet as well for query engines).
	Formats []datasets.Format
	Resume  bool
	// Fleet, when set, runs the matrix on other machines through fio's
	// client/server instead of on Config.Target here (fleet.go).
	Fleet *Fleet
	// Progress is told of each cell as it starts (i of n), or nil.
	Progress func(i, n int, c Cell, rep int)
	// Done is told of each cell as it ends, measured now or kept from
	// the run resumed, with what it gave (CellDone); or nil. It is called
	// from Execute's goroutine, after the cell's Progress.
	Done func(CellDone)
	// Lost is told of each fleet host whose share of a cell is lost (it
	// does not answer, dies or hangs), as soon as that is known: mid-cell
	// when its connection drops or it is cut off. It may be called from
	// another goroutine than Execute's, but never while Done or another
	// Lost is; or nil.
	Lost func(HostLost)
}

// CellDone is a cell's repetition that ended: the I-th of N of the run.
type CellDone struct {
	I, N int
	Cell Cell
	Rep  int
	// Results are the rows the cell gave now (a fleet's: its hosts' and
	// their aggregate's); none for one kept from the run resumed.
	Results []datasets.Result
	// Kept says the cell was kept from the run resumed, not measured
	// now; of a fleet cell, KeptHosts are the hosts whose shares were,
	// Hosts those measured now and Missing those that failed.
	Kept      bool
	Hosts     []string
	KeptHosts []string
	Missing   []string
}

// HostLost is a fleet host's share of a cell that is lost: the host and
// why, in a sentence.
type HostLost struct {
	I, N int
	Cell Cell
	Rep  int
	Host string
	Why  string
}

// Execute runs every cell Repeat times, writes each finished cell to its
// own folder, then the whole dataset into Out. On cancellation it stops at
// the cell in progress, keeps the finished ones, and writes them.
func Execute(ctx context.Context, p Plan) (*datasets.Dataset, error) {
	if p.Repeat < 1 {
		p.Repeat = 1
	}
	if err := p.Check(); err != nil {
		return nil, err
	}
	// What this run makes, to be removed should it fail before it has
	// finished any cell: a failed run leaves no empty folders behind.
	made := missingFolders(filepath.Join(p.Out, "cells"))
	// The run holds its folder from the start, so that a second run into
	// it is refused at once rather than after hours of measuring, and
	// their cells never mix.
	w, err := datasets.NewWriter(p.Out, p.Formats...)
	if err != nil {
		removeFolders(made)
		return nil, err
	}
	var finished []string
	var problems []datasets.Problem
	var stopped error
	setup, notes := Inventory(p.Config.Target), []string(nil)
	if p.Fleet != nil {
		var f *fleetRun
		// A fleet's hosts describe themselves, as notes: one machine's
		// facts would not hold for the others.
		setup = datasets.Setup{}
		if f, err = p.startFleet(ctx); err == nil {
			finished, problems, stopped, err = p.runFleetCells(ctx, f)
			notes = f.inventory(p)
			os.RemoveAll(f.dir)
		}
	} else {
		finished, stopped, err = p.runCells(ctx)
	}
	var all *datasets.Dataset
	if err == nil {
		all, err = p.assemble(finished, setup, notes)
		if all != nil {
			all.Problems = append(all.Problems, problems...)
		}
	}
	if err == nil && stopped == nil && len(problems) == 0 && len(all.Results) == 0 {
		// Each cell is refused when it measures nothing; a dataset of no
		// results is never a run's success either way.
		err = fmt.Errorf("the run measured nothing (no cell gave a result), so no dataset is written in %s", p.Out)
	}
	if err == nil && stopped != nil && len(finished) == 0 {
		// Stopped before any cell finished: a dataset of no results is
		// not written, even as a stopped run's.
		w.Abort()
		removeFolders(made)
		n := len(p.Matrix.Cells) * p.Repeat
		if p.Fleet != nil {
			n, _ = fleetShares(p, finished)
		}
		return nil, &StoppedError{Cells: n, Err: stopped}
	}
	if err != nil {
		w.Abort()
		if len(finished) == 0 {
			removeFolders(made)
		}
		return nil, err
	}
	if err := w.Append(all); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	if stopped != nil {
		n, done := len(p.Matrix.Cells)*p.Repeat, len(finished)
		if p.Fleet != nil {
			n, done = fleetShares(p, finished)
		}
		return all, &StoppedError{Done: done, Cells: n, Err: stopped}
	}
	if len(problems) > 0 {
		e := &HostsError{}
		for _, pr := range problems {
			e.Missing = append(e.Missing, pr.Message)
		}
		return all, e
	}
	return all, nil
}

// runCells runs every cell Repeat times, each into its own folder under
// Out/cells, and returns the folders finished (resumed ones too), with
// the error that stopped it, if one did. On cancellation it stops at the
// cell in progress and says why in stopped.
func (p Plan) runCells(ctx context.Context) (finished []string, stopped, err error) {
	cellsDir := filepath.Join(p.Out, "cells")
	if err := os.MkdirAll(cellsDir, 0o755); err != nil {
		return nil, nil, err
	}
	n := len(p.Matrix.Cells) * p.Repeat
	i := 0
	for rep := 1; rep <= p.Repeat; rep++ {
		for _, c := range p.Matrix.Cells {
			i++
			dir := filepath.Join(cellsDir, p.cellDirName(c, rep))
			if p.Resume && datasets.IsDir(dir) {
				finished = append(finished, dir) // Check compared its settings
				if p.Done != nil {
					p.Done(CellDone{I: i, N: n, Cell: c, Rep: rep, Kept: true})
				}
				continue
			}
			if ctx.Err() != nil {
				return finished, ctx.Err(), nil
			}
			if p.Config.Live != nil {
				p.Config.Live.Reset() // the count is the new cell's from here
			}
			if p.Progress != nil {
				p.Progress(i, n, c, rep)
			}
			cfg, engine := p.Config.For(c), p.engineOf(c)
			ds, err := runPasses(ctx, cfg, c, engine, rep)
			if ctx.Err() != nil {
				return finished, ctx.Err(), nil // the cell was cut short: not kept
			}
			if err == nil {
				err = validate(ds)
			}
			if err == nil && len(ds.Results) == 0 {
				err = fmt.Errorf("no I/O completed in its %v, so it measured nothing and is not kept: give it a longer runtime, or see what holds up the target", cfg.Runtime)
			}
			if err != nil {
				return finished, nil, fmt.Errorf("cell %s: %w", c.Name, err)
			}
			if err := keepCell(dir, p.cellSettings(c), ds); err != nil {
				return finished, nil, err
			}
			finished = append(finished, dir)
			if p.Done != nil {
				p.Done(CellDone{I: i, N: n, Cell: c, Rep: rep, Results: ds.Results})
			}
		}
	}
	return finished, nil, nil
}

// keepCell writes a finished cell's settings and dataset into dir. Should
// either fail, it removes what it wrote, so that a half-written cell is
// neither left behind nor taken for a finished one.
func keepCell(dir string, settings []setting, ds *datasets.Dataset) error {
	// Rows read from a tool's output (fio's, a fleet host's share, fio's
	// aggregate) get their ids here, once relabelled as kept, so that the
	// cell's bins and samples join them by result_id.
	datasets.AssignResultIDs(ds)
	made := missingFolders(dir)
	err := writeSettings(dir, settings)
	if err == nil {
		err = datasets.WriteDir(dir, ds)
	}
	if err != nil {
		os.Remove(settingsFile(dir))
		if len(made) > 0 {
			os.RemoveAll(dir) // its own folder, made just now
		}
	}
	return err
}

// missingFolders lists the folders of path, path included, that do not
// exist yet, outermost first: those a run writing into path makes.
func missingFolders(path string) []string {
	var missing []string
	for p := filepath.Clean(path); ; p = filepath.Dir(p) {
		if _, err := os.Lstat(p); !errors.Is(err, os.ErrNotExist) {
			break
		}
		missing = append([]string{p}, missing...)
		if filepath.Dir(p) == p {
			break
		}
	}
	return missing
}

// removeFolders removes the folders a failed run made, innermost first,
// each only if nothing is left in it but the lock of a dataset folder
// (which iopress wrote, and which a folder it made needs no longer). A
// folder that holds anything else, put there by someone else meanwhile,
// stays.
func removeFolders(made []string) {
	for i := len(made) - 1; i >= 0; i-- {
		entries, err := os.ReadDir(made[i])
		if err != nil {
			continue
		}
		if len(entries) == 1 && entries[0].Name() == dirlock.Name && entries[0].Type().IsRegular() {
			os.Remove(filepath.Join(made[i], dirlock.Name))
		}
		os.Remove(made[i]) // only when empty
	}
}

// validate checks every row of a cell's dataset as ingest checks the rows
// of each file it reads (datasets.Result.Validate), before the cell is
// kept: a figure no device reaches is an engine's fault, not a result.
func validate(ds *datasets.Dataset) error {
	for i := range ds.Results {
		r := &ds.Results[i]
		if err := r.Validate(); err != nil {
			return fmt.Errorf("its %s row (job %s): %w", r.Direction, r.JobName, err)
		}
	}
	return nil
}

// assemble makes the run's dataset from its finished cells, with a source
// row that carries the run's setup (and, for a fleet, its hosts' notes),
// which every cell's own source carries too, with what the cell adds of
// its own (its engine's features, ramp, size). The setup's id is unique to
// this run, so that a report of several runs keeps each one's setup
// (sources are taken once per id).
func (p Plan) assemble(finished []string, setup datasets.Setup, notes []string) (*datasets.Dataset, error) {
	text := strings.Join(notes, "\n")
	setup.RampS, setup.WriteThrough = p.Config.Ramp.Seconds(), datasets.BoolOf(p.Config.WriteThrough)
	id := sha256.Sum256(fmt.Appendf(nil, "%s|%+v|%s|%s", text, setup, p.Out, time.Now().Format(time.RFC3339Nano)))
	all := &datasets.Dataset{Sources: []datasets.Source{{
		ID: "run-setup-" + hex.EncodeToString(id[:8]), Path: p.Config.Target, Tool: datasets.ToolIOPress, Format: "iopress-run",
		Notes: text, Setup: setup,
	}}}
	for _, dir := range finished {
		ds, err := datasets.ReadDir(dir)
		if err != nil {
			return nil, fmt.Errorf("reading back a finished cell: %w", err)
		}
		for i := range ds.Sources {
			if s := &ds.Sources[i]; !setup.IsZero() {
				s.Setup = cellSetup(setup, s.Setup)
			}
		}
		all.Append(ds)
	}
	return all, nil
}

// cellSetup is a cell's setup: the run's machine and target, with the
// cell's own engine features, size, ramp and write-through where it
// says them (a cell run by fio or DiskSpd says what their output does).
func cellSetup(run, cell datasets.Setup) datasets.Setup {
	run.EngineFeatures = cell.EngineFeatures
	if cell.TestSizeBytes > 0 {
		run.TestSizeBytes = cell.TestSizeBytes
	}
	if cell.RampS > 0 {
		run.RampS = cell.RampS
	}
	if cell.WriteThrough.Known() {
		run.WriteThrough = cell.WriteThrough
	}
	return run
}

// StoppedError is a run stopped before its end (Err: why, often the
// context's cancellation): the Done cells finished are kept, and a run
// with Resume finishes the rest.
type StoppedError struct {
	Done, Cells int
	Err         error
}

func (e *StoppedError) Error() string {
	why := fmt.Sprintf("stopped after %d of %d cells (%v)", e.Done, e.Cells, e.Err)
	if errors.Is(e.Err, context.Canceled) {
		why = fmt.Sprintf("interrupted after %d of %d cells", e.Done, e.Cells)
	}
	if e.Done == 0 {
		return why + "; nothing is kept"
	}
	return why + "; the finished cells are kept, and resuming the run finishes it"
}

func (e *StoppedError) Unwrap() error { return e.Err }

// plural is one or many, by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// engineOf names the engine a cell runs with.
func (p Plan) engineOf(c Cell) string {
	switch {
	case c.Engine != "":
		return c.Engine
	case p.Engine != "":
		return p.Engine
	}
	return p.Config.Engine.Name()
}

// For is the configuration of one cell: the run's, with what the cell
// sets for itself.
func (cfg Config) For(c Cell) Config {
	if c.Runtime > 0 {
		cfg.Runtime = c.Runtime
	}
	if c.Ramp > 0 {
		cfg.Ramp = c.Ramp
	}
	return cfg
}

// runPasses runs a cell Passes times with the named engine and keeps the
// pass that moved the most bytes a second, marked as the best of N.
func runPasses(ctx context.Context, cfg Config, c Cell, engine string, rep int) (*datasets.Dataset, error) {
	passes := max(c.Passes, 1)
	var best *datasets.Dataset
	bestRate := -1.0
	for range passes {
		ds, err := runPass(ctx, cfg, c, engine, rep)
		if err != nil {
			return nil, err
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		rate := 0.0
		for _, r := range ds.Results {
			rate += r.BWBytesPerS
		}
		if rate > bestRate {
			best, bestRate = ds, rate
		}
	}
	if passes > 1 {
		for i := range best.Results {
			best.Results[i].Aggregation, best.Results[i].AggregationN = datasets.AggregationMax, int64(passes)
		}
	}
	return best, nil
}

// runPass runs a cell once: with an outside tool (fio, DiskSpd), or with
// one of iopress's engines.
func runPass(ctx context.Context, cfg Config, c Cell, engine string, rep int) (*datasets.Dataset, error) {
	if o, ok := outsideEngine(engine); ok {
		return o.run(ctx, cfg, c, rep)
	}
	e, err := EngineByName(engine)
	if err != nil {
		return nil, err
	}
	cfg.Engine = e
	m, err := RunCell(ctx, cfg, c)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(fmt.Appendf(nil, "%s|%s|%d|%s", c.Name, m.Engine, rep, m.Started.Format(time.RFC3339Nano)))
	return m.Rows(cfg, "run-"+hex.EncodeToString(sum[:8]), rep), nil
}

// CheckTarget refuses a target iopress cannot measure as storage, by
// what Stat says of it, which opens nothing: a directory, which would fail
// at the first read, after the layout and with a message about an offset;
// a named pipe (FIFO), whose opening waits for a writer for ever, and a
// socket; and a device that is not a disk (storageDevice), such as
// /dev/zero, whose reads cost nothing and would be published as a drive's
// speed. A path that does not exist yet is a new file, laid out by
// Prepare.
func CheckTarget(target string) error {
	if isDevicePath(target) {
		return nil // \\.\PhysicalDrive1, which Stat cannot tell
	}
	st, err := os.Stat(target)
	if err != nil {
		return nil // a new file, or one Prepare and the jobs report on
	}
	switch m := st.Mode(); {
	case m.IsRegular(), m&os.ModeDevice != 0 && storageDevice(target, st):
		return nil
	case m.IsDir():
		return fmt.Errorf("%s is a directory: %s", target, wantTarget)
	case m&os.ModeCharDevice != 0:
		return fmt.Errorf("%s is a character device, not a disk: %s", target, wantTarget)
	}
	return fmt.Errorf("%s is %s, not storage: %s", target, kindOf(st.Mode()), wantTarget)
}

// wantTarget is what a refused target is told to be instead.
const wantTarget = "give a file (new or existing) or a block device"

// Prepare makes the target ready: a new file is laid out to span bytes of
// incompressible data, so reads hit real blocks; an existing one must be
// at least that large.
func Prepare(target string, span int64) error {
	return PrepareContext(context.Background(), target, span, nil)
}

// PrepareContext is Prepare that stops when ctx ends, removing the file it
// was laying out, and tells progress, if not nil, how many bytes of a new
// file are written as it goes.
func PrepareContext(ctx context.Context, target string, span int64, progress func(written int64)) error {
	if err := CheckTarget(target); err != nil {
		return err
	}
	if isDevicePath(target) {
		return nil // a device: used as it is
	}
	st, err := os.Stat(target)
	switch {
	case err == nil && st.Mode().IsRegular():
		if st.Size() < span {
			return fmt.Errorf("%s holds %d bytes, less than the %d the run spans: span less, or give a new file", target, st.Size(), span)
		}
		return nil
	case err == nil:
		return nil // a device: used as it is
	case !errors.Is(err, os.ErrNotExist):
		return err
	}
	f, err := os.OpenFile(target, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	fail := func(err error) error {
		f.Close()
		os.Remove(target) // iopress made it, and it is not whole
		return err
	}
	buf := make([]byte, 1<<20)
	for off := int64(0); off < span; off += int64(len(buf)) {
		if err := ctx.Err(); err != nil {
			return fail(fmt.Errorf("laying out %s: %w", target, err))
		}
		FillPattern(buf, uint64(off)+1)
		n := min(int64(len(buf)), span-off)
		if _, err := f.WriteAt(buf[:n], off); err != nil {
			return fail(err)
		}
		if progress != nil {
			progress(off + n)
		}
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	return f.Close()
}
