package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	bench "github.com/iopress/iopress/run"
	"github.com/iopress/iopress/units"
	"golang.org/x/term"
)

func runRun(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("run", "--matrix NAME|FILE --target PATH --out DIR [flags]", stderr)
	matrix := fs.String("matrix", "", "a built-in matrix (see --list), or a matrix file: iopress TOML (docs/matrix.md) or a fio job file")
	rw := fs.String("rw", "", "a single cell instead of a matrix: fio's rw value (randread, read, randwrite, write, randrw, rw, randtrim, trim)")
	bs := fs.String("bs", "4k", "block size of a single cell")
	iodepth := fs.Int("iodepth", 1, "queue depth of a single cell")
	numjobs := fs.Int("numjobs", 1, "jobs of a single cell")
	mix := fs.Float64("rwmixread", 50, "read share of a single mixed cell, percent")
	target := fs.String("target", "", "file or block device to measure")
	out := fs.String("out", "", "dataset folder to write")
	engine := fs.String("engine", "psync", "I/O engine of cells that do not name one: one of --list's, or fio[:ENGINE] for a real fio")
	runtime := fs.Duration("runtime", 2*time.Second, "measured time per cell")
	ramp := fs.Duration("ramp", 0, "time per cell run before measuring")
	size := fs.String("size", "256MiB", "span of the target to use")
	ioSize := fs.String("io-size", "", "make each cell size-bound: bytes each job does after the ramp (fio's io_size), instead of --runtime")
	endFsync := fs.Bool("end-fsync", false, "flush the target when a cell's writes are done, inside the measured time")
	repeat := fs.Int("repeat", 1, "runs of each cell, for significance")
	direct := fs.Bool("direct", false, "O_DIRECT: bypass the page cache")
	system := fs.String("system", "", "label of the rows, the configuration an article compares (default: iopress ENGINE, or fio ENGINE)")
	fixedBufs := fs.Bool("fixedbufs", false, "io_uring: register each job's buffers with the kernel (fio's fixedbufs)")
	registerFiles := fs.Bool("registerfiles", false, "io_uring: register each job's file with the kernel (fio's registerfiles)")
	overwrite := fs.Bool("overwrite", false, "let write cells write over an existing file")
	allowDevice := fs.String("allow-write-device", "", "the block device write cells may destroy, named exactly")
	allowMounted := fs.String("allow-write-mounted", "", "the same device again, to write to it even while it or a partition of it is mounted or in use")
	resume := fs.Bool("resume", false, "skip the cells already written under --out")
	list := fs.Bool("list", false, "list the built-in matrices and engines")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *list {
		for _, m := range bench.Matrices() {
			fmt.Fprintf(stdout, "%-14s %3d cells  %s\n", m.Name, len(m.Cells), m.Description)
		}
		fmt.Fprintf(stdout, "engines: %s, fio[:ENGINE] (a real fio binary)\n", strings.Join(bench.Engines(), ", "))
		return nil
	}
	if (*matrix == "") == (*rw == "") || *out == "" {
		fs.Usage()
		return fmt.Errorf("run needs --matrix or --rw (one of them), --target and --out")
	}
	m, err := matrixOf(*matrix, *rw, *bs, *iodepth, *numjobs, *mix)
	if err != nil {
		return err
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if *target == "" {
		*target = m.Target
	}
	if *target == "" {
		fs.Usage()
		return fmt.Errorf("run needs --target (the matrix names none)")
	}
	if m.Engine != "" && !given["engine"] {
		*engine = m.Engine
	}
	*direct = *direct || m.Direct
	if err := checkEngines(m, *engine); err != nil {
		return err
	}
	span, err := units.ParseSize(*size)
	if err != nil {
		return fmt.Errorf("--size: %w", err)
	}
	if m.Span > 0 && !given["size"] {
		span = m.Span // the matrix's own test size (CrystalDiskMark's 1 GiB)
	}
	if err := overrideCells(&m, given, *ioSize, *endFsync); err != nil {
		return err
	}
	cfg := bench.Config{Target: *target, Direct: *direct, Runtime: *runtime, Ramp: *ramp, Span: span, Seed: 1,
		FixedBuffers: *fixedBufs, RegisterFiles: *registerFiles, System: *system}
	plan := bench.Plan{Matrix: m, Config: cfg, Engine: *engine, Repeat: *repeat, Out: *out, Resume: *resume}
	// Everything that can be refused is, before a test file is laid out.
	if err := plan.Check(); err != nil {
		return err
	}
	if m.Writes() {
		destroys, err := bench.CheckWritable(*target, bench.WriteConsent{Device: *allowDevice, Mounted: *allowMounted, Overwrite: *overwrite})
		if err != nil {
			return err
		}
		if destroys != "" {
			fmt.Fprintln(stderr, "iopress:", destroys)
		}
	}
	if err := bench.Prepare(*target, span); err != nil {
		return err
	}
	stop := func() {}
	if isTerminal(stderr) {
		stop = showProgress(&plan, stderr)
	}
	ds, err := bench.Execute(ctx, plan)
	stop()
	if ds != nil {
		fmt.Fprintf(stdout, "%s: %d results from %d cells on %s\n", *out, len(ds.Results), len(m.Cells)*max(*repeat, 1), *target)
	}
	return err
}

// showProgress shows on w, a terminal, the cell running, its I/Os per
// second as they happen, the time gone and the time left, once a second,
// until the returned stop is called.
func showProgress(plan *bench.Plan, w io.Writer) (stop func()) {
	live := &bench.Live{}
	plan.Config.Live = live
	var mu sync.Mutex
	var line string
	var cellStart time.Time
	var left time.Duration // what the cells after the running one should take
	var cur bench.Cell
	gen := 0 // cells started; the I/O count starts afresh with each
	start := time.Now()
	cells := plan.Matrix.Cells
	plan.Progress = func(i, n int, c bench.Cell, rep int) {
		mu.Lock()
		defer mu.Unlock()
		left = 0
		for k := i; k < n; k++ {
			left += plan.CellTime(cells[k%len(cells)])
		}
		cur, cellStart = c, time.Now()
		gen++
		line = fmt.Sprintf("cell %d of %d: %s (run %d)", i, n, c.Name, rep)
	}
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		var lastIOs uint64
		lastAt, lastGen := time.Now(), 0
		for {
			select {
			case <-done:
				fmt.Fprintln(w)
				return
			case now := <-tick.C:
				mu.Lock()
				eta := left + max(0, plan.CellTime(cur)-time.Since(cellStart))
				text := line
				if gen != lastGen {
					lastIOs, lastAt, lastGen = 0, cellStart, gen
				}
				mu.Unlock()
				ios := live.IOs()
				rate := ""
				if ios > lastIOs {
					rate = fmt.Sprintf(", %.0f IOPS", float64(ios-lastIOs)/now.Sub(lastAt).Seconds())
				}
				lastIOs, lastAt = ios, now
				if text != "" {
					fmt.Fprintf(w, "\r%s%s, %s gone, about %s left   ", text, rate, time.Since(start).Round(time.Second), eta.Round(time.Second))
				}
			}
		}
	}()
	return func() {
		close(done)
		<-finished
	}
}

// overrideCells applies to every cell what the command line said about
// cells: --runtime and --ramp replace a matrix's own times, --io-size and
// --end-fsync are set on each.
func overrideCells(m *bench.Matrix, given map[string]bool, ioSize string, endFsync bool) error {
	var bytes int64
	if ioSize != "" {
		n, err := units.ParseSize(ioSize)
		if err != nil {
			return fmt.Errorf("--io-size %q: want a size such as 1GiB", ioSize)
		}
		bytes = n
	}
	for i := range m.Cells {
		c := &m.Cells[i]
		if given["runtime"] {
			c.Runtime = 0
		}
		if given["ramp"] {
			c.Ramp = 0
		}
		if given["io-size"] {
			c.Bytes = bytes
		}
		if given["end-fsync"] {
			c.EndFsync = endFsync
		}
	}
	return nil
}

// matrixOf is the matrix to run: a single cell from --rw and its flags, a
// built-in matrix, or a matrix file.
func matrixOf(name, rw, bs string, depth, jobs int, mix float64) (bench.Matrix, error) {
	if rw != "" {
		return bench.SingleCell(rw, bs, depth, jobs, mix)
	}
	if st, err := os.Stat(name); err == nil && st.Mode().IsRegular() {
		return bench.LoadMatrix(name)
	}
	return bench.MatrixByName(name)
}

// checkEngines makes sure every engine the matrix names exists before
// anything runs, and that fio is there when a cell asks for it.
func checkEngines(m bench.Matrix, def string) error {
	for _, c := range append([]bench.Cell{{Engine: def}}, m.Cells...) {
		if c.Engine == "" {
			continue
		}
		if _, ok := bench.FioEngine(c.Engine); ok {
			if _, err := exec.LookPath("fio"); err != nil {
				return bench.ErrNoFio
			}
			continue
		}
		if _, err := bench.EngineByName(c.Engine); err != nil {
			return err
		}
	}
	return nil
}

// isTerminal reports whether w is a terminal, where progress is shown.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
