package run

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/iopress/iopress/internal/atomicfile"
)

// A finished cell is kept in its own folder under OUT/cells, with a file
// beside it naming everything that defined its measurement (cellSettings).
// --resume skips a cell only when all of those are what the new run would
// use, and refuses to go on when they differ or when OUT holds cells the
// new run would not make: a result measured on another target, for
// another time or with another engine must never pass for this run's.

// setting is one thing that defines a cell's measurement, by name.
type setting struct{ name, value string }

// cellSettings lists what defines a cell's measurement: where (target and
// span), how (engine and its options, direct I/O, the system label), for
// how long (runtime, ramp, bytes), what (the workload), by which iopress,
// and in a run of how many repeats: a run of one repeat resumed with two
// would make a second run of each cell, a run of its own, and call it
// the first one's.
func (p Plan) cellSettings(c Cell) []setting {
	cfg, engine := p.Config.For(c), p.engineOf(c)
	target, err := filepath.Abs(cfg.Target)
	if err != nil {
		target = cfg.Target
	}
	b := strconv.FormatBool
	i := func(n int64) string { return strconv.FormatInt(n, 10) }
	return []setting{
		{"iopress version", Version},
		{"target", target},
		{"size (span, bytes)", i(cfg.Span)},
		{"engine", engine},
		{"direct I/O", b(cfg.Direct)},
		{"write-through", b(cfg.WriteThrough)},
		{"runtime", cfg.Runtime.String()},
		{"ramp", cfg.Ramp.String()},
		{"bytes per job", i(c.Bytes)},
		{"end fsync", b(c.EndFsync)},
		{"passes", i(int64(max(c.Passes, 1)))},
		{"pattern", c.Pattern},
		{"direction", c.Direction},
		{"read share (%)", strconv.FormatFloat(c.RWMixReadPct, 'g', -1, 64)},
		{"block size (bytes)", i(c.BlockSize)},
		{"depth", i(int64(max(c.IODepth, 1)))},
		{"jobs", i(int64(max(c.NumJobs, 1)))},
		{"submit batch", i(int64(max(cfg.SubmitBatch, 1)))},
		{"registered buffers", b(cfg.FixedBuffers)},
		{"registered files", b(cfg.RegisterFiles)},
		{"system", cfg.System},
		{"seed", strconv.FormatUint(cfg.Seed, 10)},
		{"repeats of the run", i(int64(max(p.Repeat, 1)))},
	}
}

// settingsFile is the file beside a cell's folder that holds its settings.
func settingsFile(cellDir string) string { return cellDir + ".settings.json" }

// writeSettings records a cell's settings before its results are written,
// so that a results folder never lacks them.
func writeSettings(cellDir string, s []setting) error {
	m := map[string]string{}
	for _, x := range s {
		m[x.name] = x.value
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteBytes(settingsFile(cellDir), append(data, '\n'))
}

// ErrResume is returned when --resume would mix measurements of another
// run into this one.
var ErrResume = errors.New("cannot resume")

// resumable says whether the finished cell in cellDir was measured with
// the settings want: it returns the differences, or an error when the
// settings cannot be read (a cell written by an earlier iopress).
func resumable(cellDir string, want []setting) (diffs []string, err error) {
	data, err := os.ReadFile(settingsFile(cellDir))
	if err != nil {
		return nil, fmt.Errorf("%s holds no record of how it was measured (an earlier iopress wrote it)", cellDir)
	}
	var had map[string]string
	if err := json.Unmarshal(data, &had); err != nil {
		return nil, fmt.Errorf("%s: %w", settingsFile(cellDir), err)
	}
	for _, s := range want {
		if v, ok := had[s.name]; !ok || v != s.value {
			if !ok {
				v = "not recorded"
			}
			diffs = append(diffs, fmt.Sprintf("%s %s, now %s", s.name, quoteEmpty(v), quoteEmpty(s.value)))
		}
	}
	return diffs, nil
}

func quoteEmpty(s string) string {
	if s == "" {
		return `""`
	}
	return s
}

// checkCellsDir makes sure the finished cells under cellsDir belong to
// the plan: with resume, every one must be a cell the plan makes, measured
// with the settings the plan would use; without it, there must be none,
// since the run would add its cells to another run's.
func (p Plan) checkCellsDir(cellsDir string) error {
	entries, err := os.ReadDir(cellsDir)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	planned := p.plannedDirs()
	var foreign, mismatched []string
	for _, e := range entries {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if !p.Resume {
			return fmt.Errorf("%w: %s holds cells of an earlier run (%s, ...): resume continues that run, and a new one needs a folder of its own", ErrResume, cellsDir, e.Name())
		}
		want, ok := planned[e.Name()]
		if !ok {
			foreign = append(foreign, e.Name())
			continue
		}
		diffs, err := resumable(filepath.Join(cellsDir, e.Name()), want)
		if err != nil {
			return fmt.Errorf("%w: %w", ErrResume, err)
		}
		if len(diffs) > 0 {
			mismatched = append(mismatched, fmt.Sprintf("%s: %s", e.Name(), strings.Join(diffs, "; ")))
		}
	}
	slices.Sort(foreign)
	switch {
	case len(mismatched) > 0:
		return fmt.Errorf("%w: finished cells were measured with other settings than this run's:\n  %s\nresume only continues a run with the same settings; measure these in a new folder", ErrResume, strings.Join(mismatched, "\n  "))
	case len(foreign) > 0:
		return fmt.Errorf("%w: %s holds cells this run would not make (%s): another matrix, engine or number of repeats; resume only continues the same run", ErrResume, cellsDir, strings.Join(foreign, ", "))
	}
	return nil
}

// cellDirName names the folder of a cell's finished repetition.
func (p Plan) cellDirName(c Cell, rep int) string {
	return fmt.Sprintf("%s-%s-rep%d", c.Name, strings.ReplaceAll(p.engineOf(c), ":", "-"), rep)
}
