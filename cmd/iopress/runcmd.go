package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	bench "github.com/iopress/iopress/run"
	"github.com/iopress/iopress/units"
)

// rwValues are fio's rw values, which --rw takes.
var rwValues = []string{"randread", "read", "randwrite", "write", "randrw", "rw", "randtrim", "trim"}

func (c *cli) runCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use: synopsis("run", "-m NAME|FILE | --rw RW [--bs B] [--iodepth N] [--numjobs N] [--rwmixread PCT]",
			"-t PATH", "-o DIR", "[-e ENGINE]", "[--system LABEL]", "[--runtime D]", "[--ramp D]", "[--size S]", "[--io-size S]",
			"[--end-fsync]", "[--direct]", "[--write-through]", "[--fixedbufs]", "[--registerfiles]", "[--repeat N]", "[--resume]", "[--overwrite]", "[--parquet]",
			"[--hosts HOST[,HOST...]|@FILE [--hosts-mode all|each] [--hosts-grace D]]",
			"[--allow-write-device DEVICE [--allow-write-mounted DEVICE]]", "[--list]"),
		Short: "run a benchmark matrix with iopress's own engines or fio",
		Long: `Run measures a matrix of cells (workloads) on a file or block device with
iopress's own engines (psync, libaio, io_uring, null) or a real fio, and writes
the results, latency histograms and per-second series as a dataset folder that
report reads. A new test file is laid out with incompressible data first; a
device that holds data is written only when named with --allow-write-device
(and, mounted or in use, --allow-write-mounted as well). 'iopress run --list'
lists the built-in matrices and engines. With --hosts, the matrix runs on other
machines through fio's client/server ('fio --server' on each), every cell on
all hosts at once or host by host, with a row per host and fio's aggregate; the
progress shows each host's live IOPS, and a host that hangs is cut off once it
runs --hosts-grace past the cell's ramp and runtime (its other cells go on, and
--resume measures what it missed). A host lost is said on stderr at once, naming
it and the cell; where stderr is no terminal (a batch job's log), each cell says
its line as it ends. A fleet run missing some hosts' shares exits with status 3;
resumed, it says which hosts' shares it measured again, and their rows say
remeasured.`,
		Args: noArgs,
	}
	f := cmd.Flags()
	matrix := f.StringP("matrix", "m", "", "a built-in matrix `NAME` (see --list), or a matrix FILE: iopress TOML (docs/matrix.md) or a fio job file")
	rw := choiceFlag(cmd, "rw", "", "", rwValues, "a single cell instead of a matrix: fio's `RW` value ("+orList(rwValues)+")")
	var bs, ioSize sizeFlag
	bs.set(4 << 10)
	f.Var(&bs, "bs", "block size `B` of a single cell, such as 4k or 1MiB")
	iodepth, numjobs, repeat := count(1), count(1), count(1)
	f.Var(&iodepth, "iodepth", "queue depth `N` of a single cell")
	f.Var(&numjobs, "numjobs", "`N` jobs of a single cell")
	mix := percent(50)
	f.Var(&mix, "rwmixread", "read share `PCT` of a single mixed cell, in percent")
	target := f.StringP("target", "t", "", "file or block device to measure, `PATH`")
	out := f.StringP("out", "o", "", "dataset folder `DIR` to write")
	engine := f.StringP("engine", "e", "psync", "I/O `ENGINE` of cells that do not name one: one of --list's, fio[:ENGINE] for a real fio, or diskspd for a real DiskSpd")
	runtime := duration{d: 2 * time.Second, positive: true, least: bench.MinRuntime, why: "a shorter cell can end before one I/O completes"}
	f.Var(&runtime, "runtime", "measured time `D` per cell, such as 30s")
	var ramp duration
	f.Var(&ramp, "ramp", "time `D` each cell runs before measuring")
	var size sizeFlag
	size.set(256 << 20)
	f.Var(&size, "size", "span `S` of the target to use, such as 1GiB")
	f.Var(&ioSize, "io-size", "make each cell size-bound: bytes `S` each job does after the ramp (fio's io_size), instead of --runtime")
	endFsync := f.Bool("end-fsync", false, "flush the target when a cell's writes are done, inside the measured time")
	f.Var(&repeat, "repeat", "runs `N` of each cell, for significance")
	direct := f.Bool("direct", false, "O_DIRECT: bypass the page cache")
	writeThrough := f.Bool("write-through", false, "writes complete only once on the device (Windows: FILE_FLAG_WRITE_THROUGH, DiskSpd's -Suw with --direct; elsewhere O_SYNC, fio's sync=1)")
	system := f.String("system", "", "`LABEL` of the rows, the configuration an article compares (default: iopress ENGINE, or fio ENGINE)")
	fixedBufs := f.Bool("fixedbufs", false, "io_uring: register each job's buffers with the kernel (fio's fixedbufs)")
	registerFiles := f.Bool("registerfiles", false, "io_uring: register each job's file with the kernel (fio's registerfiles)")
	overwrite := f.Bool("overwrite", false, "let write cells write over an existing file")
	allowDevice := f.String("allow-write-device", "", "the block `DEVICE` write cells may destroy, named exactly")
	allowMounted := f.String("allow-write-mounted", "", "the same `DEVICE` again, to write to it even while it or a partition of it is mounted or in use")
	parquet := parquetFlag(cmd)
	resume := f.Bool("resume", false, "continue a run cut short: skip the cells already written under --out (measured with the same settings)")
	hosts := f.String("hosts", "", "run on these machines through fio's client/server, each running 'fio --server': `HOST[,HOST...]` (HOST, HOST,PORT or ip:ADDR,PORT) or @FILE, one host a line")
	hostsMode := choiceFlag(cmd, "hosts-mode", "", "all", []string{"all", "each"}, "with --hosts, run every cell on all hosts at once (all) or host by host (each)")
	grace := duration{positive: true}
	f.Var(&grace, "hosts-grace", "with --hosts, how long `D` past a cell's ramp and runtime a host may take before it counts as hung and is cut off, its setup (laying out files) not counted (default: half the cell's time, at least 30s)")
	f.Lookup("hosts-grace").DefValue = "" // the usage says what the default is; 0s would not
	list := f.Bool("list", false, "list the built-in matrices and engines")
	cmd.RunE = action(func(ctx context.Context, cmd *cobra.Command, args []string) error {
		if *list {
			return listMatrices(c.stdout)
		}
		switch {
		case *matrix != "" && *rw != "":
			return usagef(cmd, "run takes --matrix or --rw, not both")
		case *matrix == "" && *rw == "" || *out == "":
			return usagef(cmd, "run needs --matrix or --rw, and --out")
		}
		m, err := matrixOf(*matrix, *rw, bs.n, int(iodepth), int(numjobs), float64(mix))
		var fe *bench.FieldError
		if *rw != "" && errors.As(err, &fe) {
			// A single cell's fields are this command's flags.
			return usagef(cmd, "--%v", err)
		}
		if err != nil {
			return err
		}
		changed := cmd.Flags().Changed
		if *target == "" {
			*target = m.Target
		}
		if *target == "" {
			return usagef(cmd, "run needs --target (the matrix names none)")
		}
		if m.Engine != "" && !changed("engine") {
			*engine = m.Engine
		}
		var fleet *bench.Fleet
		if changed("hosts") {
			list, err := bench.ParseHosts(*hosts)
			if err != nil {
				return usagef(cmd, "--hosts: %v", err)
			}
			fleet = &bench.Fleet{Hosts: list, Each: *hostsMode == "each", Grace: grace.d}
			if m.Engine == "" && !changed("engine") {
				*engine = bench.FioPrefix // the hosts run fio
			}
		} else if changed("hosts-mode") || changed("hosts-grace") {
			return usagef(cmd, "--hosts-mode and --hosts-grace go with --hosts")
		} else if err := bench.CheckTarget(*target); err != nil && changed("target") {
			return usagef(cmd, "--target: %v", err)
		}
		if err := checkEngines(m, *engine); err != nil {
			return err
		}
		span := size.n
		if m.Span > 0 && !changed("size") {
			span = m.Span // the matrix's own test size (CrystalDiskMark's 1 GiB)
		}
		overrideCells(&m, changed, ioSize.n, *endFsync)
		cfg := bench.Config{Target: *target, Direct: *direct || m.Direct, WriteThrough: *writeThrough, Runtime: runtime.d, Ramp: ramp.d, Span: span, Seed: 1,
			FixedBuffers: *fixedBufs, RegisterFiles: *registerFiles, System: *system}
		plan := bench.Plan{Matrix: m, Config: cfg, Engine: *engine, Repeat: int(repeat), Out: *out, Formats: datasetFormats(*parquet), Resume: *resume, Fleet: fleet}
		consent := bench.WriteConsent{Device: *allowDevice, Mounted: *allowMounted, Overwrite: *overwrite}
		return c.runPlan(ctx, plan, consent)
	})
	return cmd
}

// runPlan checks the plan, makes the target ready, runs the plan with
// progress on a terminal, and says what it wrote.
func (c *cli) runPlan(ctx context.Context, plan bench.Plan, consent bench.WriteConsent) error {
	// Everything that can be refused is, before a test file is laid out.
	if err := plan.Check(); err != nil {
		return err
	}
	target := plan.Config.Target
	if plan.Fleet != nil {
		return c.runFleet(ctx, plan, consent)
	}
	if plan.Matrix.Writes() {
		destroys, err := bench.CheckWritable(target, consent)
		if err != nil {
			return withConsentFlags(err)
		}
		if destroys != "" {
			fmt.Fprintln(c.stderr, "iopress:", destroys)
		}
	}
	if err := c.layOut(ctx, target, plan.Config.Span); err != nil {
		return err
	}
	return c.execute(ctx, plan, target)
}

// runFleet runs a plan on its fleet. The target is on the hosts, where
// iopress cannot look: write cells go on only with --overwrite.
func (c *cli) runFleet(ctx context.Context, plan bench.Plan, consent bench.WriteConsent) error {
	if plan.Matrix.Writes() && !consent.Overwrite {
		return fmt.Errorf("the write cells would write over %s on every host, which iopress cannot look at from here: to let them, run again with --overwrite", plan.Config.Target)
	}
	return c.execute(ctx, plan, fmt.Sprintf("%s on %d hosts", plan.Config.Target, len(plan.Fleet.Hosts)))
}

// execute runs a checked plan with progress and says what it wrote.
func (c *cli) execute(ctx context.Context, plan bench.Plan, where string) error {
	show := showRun(&plan, c.stderr)
	log := logRun(&plan, c.stderr, show.bar)
	ds, err := bench.Execute(ctx, plan)
	show.stop()
	var stopped *bench.StoppedError
	var missing *bench.HostsError
	unit, one := "cells", "cell"
	if plan.Fleet != nil {
		unit, one = "host shares of cells", "host's share of a cell"
	}
	switch {
	case errors.As(err, &stopped):
		// Ctrl-C, said as such; the context's "context canceled" is not
		// printed.
		what := "interrupted"
		if !errors.Is(stopped.Err, context.Canceled) {
			what = fmt.Sprintf("stopped (%v)", stopped.Err)
		}
		msg := fmt.Sprintf("%s after %d of %d %s: those finished are kept in %s; run again with --resume to finish", what, stopped.Done, stopped.Cells, unit, plan.Out)
		if stopped.Done == 0 {
			msg = fmt.Sprintf("%s before any %s finished: nothing is kept, and %s is not written", what, one, plan.Out)
		}
		err = &interruptedError{msg, stopped}
	case errors.As(err, &missing):
		err = &problemsError{fmt.Errorf("%w; run again with --resume once the hosts answer", err)}
	}
	if ds != nil {
		fmt.Fprintf(c.stdout, "%s: %d results from %d cells on %s\n", plan.Out, len(ds.Results), len(plan.Matrix.Cells)*plan.Repeat, where)
		if plan.Resume {
			fmt.Fprintf(c.stdout, "%s: %s\n", plan.Out, log.resumed(plan))
		}
	}
	return err
}

// runLog follows a run cell by cell: it says at once on stderr when a
// fleet's host is lost (above the progress bar on a terminal), and where
// no bar is shown (a batch job's log) a line per cell as it ends. It
// keeps what each cell gave, to say what a resumed run measured again.
type runLog struct {
	mu   sync.Mutex
	done []bench.CellDone // without their rows
}

// logRun starts following plan's cells on w; bar is the run's progress
// bar, nil where none is shown.
func logRun(plan *bench.Plan, w io.Writer, bar *progress) *runLog {
	l := &runLog{}
	fleet := plan.Fleet != nil
	plan.Lost = func(h bench.HostLost) {
		bar.printf(w, "iopress: host %s lost in cell %d/%d (%s, run %d): %s; its share is missing, for --resume to measure\n",
			h.Host, h.I, h.N, h.Cell.Name, h.Rep, h.Why)
	}
	plan.Done = func(d bench.CellDone) {
		if bar == nil {
			fmt.Fprintln(w, cellLine(d, fleet))
		}
		d.Results = nil
		l.mu.Lock()
		l.done = append(l.done, d)
		l.mu.Unlock()
	}
	return l
}

// cellLine says how a cell ended, in a line of a run's log: "cell 2/8:
// rnd-read-4k-qd1-t1, run 1: 45.6k IOPS", or of a fleet cell each host's
// IOPS, those missing and those kept from the run resumed.
func cellLine(d bench.CellDone, fleet bool) string {
	head := fmt.Sprintf("cell %d/%d: %s, run %d: ", d.I, d.N, d.Cell.Name, d.Rep)
	iops := func(host string) string {
		var sum float64
		n := 0
		for _, r := range d.Results {
			if r.Host == host && !math.IsNaN(r.IOPS) {
				sum += r.IOPS
				n++
			}
		}
		if n == 0 {
			return "measured"
		}
		return shortCount(uint64(math.Round(sum))) + " IOPS"
	}
	if !fleet {
		if d.Kept {
			return head + "kept from the run resumed"
		}
		host := ""
		if len(d.Results) > 0 {
			host = d.Results[0].Host
		}
		return head + iops(host)
	}
	var parts []string
	var each []string
	for _, h := range d.Hosts {
		each = append(each, h+" "+iops(h))
	}
	if len(each) > 0 {
		parts = append(parts, strings.Join(each, ", "))
	}
	if len(d.Missing) > 0 {
		parts = append(parts, andList(d.Missing)+" missing")
	}
	if len(d.KeptHosts) > 0 {
		parts = append(parts, andList(d.KeptHosts)+" kept from the run resumed")
	}
	return head + strings.Join(parts, "; ")
}

// resumed says what a resumed run measured again, and how much it kept
// from the run resumed: of a fleet, each host's cells.
func (l *runLog) resumed(plan bench.Plan) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	cellName := func(d bench.CellDone) string {
		if plan.Repeat > 1 {
			return fmt.Sprintf("%s (run %d)", d.Cell.Name, d.Rep)
		}
		return d.Cell.Name
	}
	if plan.Fleet == nil {
		var again []string
		kept := 0
		for _, d := range l.done {
			if d.Kept {
				kept++
			} else {
				again = append(again, cellName(d))
			}
		}
		if len(again) == 0 {
			return "nothing measured again: the run resumed had finished every cell"
		}
		return fmt.Sprintf("measured again: %s; %s kept from the run resumed", someNames(again, 5), countOf(kept, "cell", "cells"))
	}
	byHost := map[string][]string{}
	kept := 0
	for _, d := range l.done {
		kept += len(d.KeptHosts)
		for _, h := range d.Hosts {
			byHost[h] = append(byHost[h], cellName(d))
		}
	}
	var again []string
	for _, h := range plan.Fleet.Hosts {
		switch cells := byHost[h]; len(cells) {
		case 0:
		case 1:
			again = append(again, fmt.Sprintf("%s in cell %s", h, cells[0]))
		default:
			again = append(again, fmt.Sprintf("%s in cells %s", h, someNames(cells, 5)))
		}
	}
	shares := countOf(kept, "host share", "host shares")
	if len(again) == 0 {
		return "nothing measured again: the run resumed had finished every host's share of every cell"
	}
	return fmt.Sprintf("measured again: %s; %s kept from the run resumed", strings.Join(again, "; "), shares)
}

// withConsentFlags adds to a refusal to write the flags that would let the
// write go on.
func withConsentFlags(err error) error {
	var re *bench.RefusedError
	if !errors.As(err, &re) || len(re.Need) == 0 {
		return err
	}
	var flags []string
	for _, need := range re.Need {
		switch need {
		case "Overwrite":
			return fmt.Errorf("%w. To write over it, run again with --overwrite", err)
		case "Device":
			flags = append(flags, "--allow-write-device "+re.Target)
		case "Mounted":
			flags = append(flags, "--allow-write-mounted "+re.Target)
		}
	}
	what := "what is on it"
	if len(flags) > 1 {
		what = "it as it is, in use" // mounted or held, and what it holds
	}
	return fmt.Errorf("%w. To destroy %s, run again with %s", err, what, strings.Join(flags, " "))
}

// layOut makes the target ready, with progress while a new file is laid
// out (a few GiB take a while).
func (c *cli) layOut(ctx context.Context, target string, span int64) error {
	p := newProgress(c.stderr, span, true)
	desc := fmt.Sprintf("laying out %s (%s)", target, units.BinarySize(span))
	var laid int64
	err := bench.PrepareContext(ctx, target, span, func(written int64) { laid = written; p.show(desc, written) })
	p.clear()
	if err != nil && errors.Is(err, context.Canceled) {
		return &interruptedError{fmt.Sprintf("interrupted while laying out %s (%s of %s): the file is removed, and nothing was run", target, units.BinarySize(laid), units.BinarySize(span)), err}
	}
	return err
}

// interruptedError is work stopped by Ctrl-C, said as a person reads it
// (what was kept, how to go on) rather than as the context's "context
// canceled", which it wraps.
type interruptedError struct {
	msg   string
	cause error
}

func (e *interruptedError) Error() string { return e.msg }
func (e *interruptedError) Unwrap() error { return e.cause }

// listMatrices prints the built-in matrices and the engines.
func listMatrices(w io.Writer) error {
	for _, m := range bench.Matrices() {
		fmt.Fprintf(w, "%-14s %3d cells  %s\n", m.Name, len(m.Cells), m.Description)
	}
	_, err := fmt.Fprintf(w, "engines: %s, fio[:ENGINE] (a real fio binary), diskspd (a real DiskSpd)\n", strings.Join(bench.Engines(), ", "))
	return err
}

// runShow is the progress of a run on a terminal: the cell running, its
// I/Os per second as they happen, and a bar of the whole run's time with
// the time left, once a second.
type runShow struct {
	done, finished chan struct{}
	bar            *progress
}

// showRun starts showing plan's progress on w, if w is a terminal.
func showRun(plan *bench.Plan, w io.Writer) *runShow {
	cells := plan.Matrix.Cells
	cellTime := plan.CellTime
	if plan.Fleet != nil && plan.Fleet.Each {
		cellTime = func(c bench.Cell) time.Duration { return time.Duration(len(plan.Fleet.Hosts)) * plan.CellTime(c) }
	}
	var total time.Duration
	for range max(plan.Repeat, 1) {
		for _, c := range cells {
			total += cellTime(c)
		}
	}
	bar := newProgress(w, total.Milliseconds(), false)
	s := &runShow{done: make(chan struct{}), finished: make(chan struct{}), bar: bar}
	if bar == nil {
		close(s.finished)
		return s
	}
	live := &bench.Live{}
	plan.Config.Live = live
	var mu sync.Mutex
	var line string
	var cellStart time.Time
	var before time.Duration // what the cells before the running one should take
	var cur bench.Cell
	gen := 0 // cells started; the I/O count starts afresh with each
	plan.Progress = func(i, n int, c bench.Cell, rep int) {
		mu.Lock()
		defer mu.Unlock()
		before = 0
		for k := 0; k < i-1; k++ {
			before += cellTime(cells[k%len(cells)])
		}
		cur, cellStart = c, time.Now()
		gen++
		line = fmt.Sprintf("cell %d/%d%%s: %s, run %d", i, n, c.Name, rep)
		if plan.Fleet != nil {
			// Each host's rate, as its fio server tells it, ends the line.
			line = fmt.Sprintf("cell %d/%d: %s, run %d%%s", i, n, c.Name, rep)
		}
	}
	go func() {
		defer close(s.finished)
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		var lastIOs uint64
		lastAt, lastGen := time.Now(), 0
		for {
			select {
			case <-s.done:
				return
			case now := <-tick.C:
				mu.Lock()
				at := before + min(cellTime(cur), time.Since(cellStart))
				text := line
				if gen != lastGen {
					lastIOs, lastAt, lastGen = 0, cellStart, gen
				}
				mu.Unlock()
				// The rate goes first: on a narrow terminal the end of the
				// line is what is cut.
				ios, rate := live.IOs(), ""
				if ios > lastIOs {
					rate = fmt.Sprintf(", %.0f IOPS", float64(ios-lastIOs)/now.Sub(lastAt).Seconds())
				}
				lastIOs, lastAt = ios, now
				if plan.Fleet != nil {
					rate = hostRates(live.Hosts())
				}
				if text != "" {
					bar.show(fmt.Sprintf(text, rate), at.Milliseconds())
				}
			}
		}
	}()
	return s
}

// hostRates is the live rate of each host of a fleet cell: ": node1
// 12.3k IOPS, node2 11.9k IOPS", or "" before any host has answered.
func hostRates(rates []bench.HostRate) string {
	var each []string
	for _, r := range rates {
		each = append(each, r.Host+" "+shortCount(r.IOPS)+" IOPS")
	}
	if len(each) == 0 {
		return ""
	}
	return ": " + strings.Join(each, ", ")
}

// shortCount writes a count with three significant digits and an SI
// prefix, as fio's own ETA line does: 950, 12.3k, 446k, 1.23M.
func shortCount(n uint64) string {
	v, prefix := float64(n), ""
	for _, p := range []string{"k", "M", "G", "T"} {
		if math.Round(v) < 1000 {
			break
		}
		v, prefix = v/1000, p
	}
	decimals := 0
	if prefix != "" {
		switch {
		case v < 9.995:
			decimals = 2
		case v < 99.95:
			decimals = 1
		}
	}
	return strconv.FormatFloat(v, 'f', decimals, 64) + prefix
}

// stop ends the display and clears it from the terminal.
func (s *runShow) stop() {
	select {
	case <-s.done:
	default:
		close(s.done)
	}
	<-s.finished
	s.bar.clear()
}

// overrideCells applies to every cell what the command line said about
// cells: --runtime and --ramp replace a matrix's own times, --io-size and
// --end-fsync are set on each.
func overrideCells(m *bench.Matrix, changed func(string) bool, ioSize int64, endFsync bool) {
	for i := range m.Cells {
		c := &m.Cells[i]
		if changed("runtime") {
			c.Runtime = 0
		}
		if changed("ramp") {
			c.Ramp = 0
		}
		if changed("io-size") {
			c.Bytes = ioSize
		}
		if changed("end-fsync") {
			c.EndFsync = endFsync
		}
	}
}

// matrixOf is the matrix to run: a single cell from --rw and its flags, a
// built-in matrix, or a matrix file.
func matrixOf(name, rw string, bs int64, depth, jobs int, mix float64) (bench.Matrix, error) {
	if rw != "" {
		return bench.SingleCell(rw, units.SizeLabel(bs), depth, jobs, mix)
	}
	if st, err := os.Stat(name); err == nil && st.Mode().IsRegular() {
		return bench.LoadMatrix(name)
	}
	return bench.MatrixByName(name)
}

// checkEngines makes sure every engine the matrix names exists before
// anything runs, and that fio or DiskSpd is there when a cell asks for it.
func checkEngines(m bench.Matrix, def string) error {
	for _, c := range append([]bench.Cell{{Engine: def}}, m.Cells...) {
		if c.Engine == "" {
			continue
		}
		if err := bench.CheckEngine(c.Engine); err != nil {
			return err
		}
	}
	return nil
}
