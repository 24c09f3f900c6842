package run

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os/exec"
	"strings"

	"github.com/iopress/iopress/datasets"
)

// Outside engines run a cell with another benchmark's binary instead of
// iopress's own loop, so that one matrix holds both and is checked cell by
// cell: the same workload goes to the tool as its options, the tool
// writes its results, and the ingest parser of its format reads them into
// the same tables. They are fio ("fio", "fio:ENGINE"; fio.go) and DiskSpd
// ("diskspd"; diskspd.go).

// outside is the outside engine of one engine name.
type outside struct {
	tool    string   // the tool's name, first in the notes: "fio"
	bins    []string // the binaries that run it, looked for on the PATH in turn
	missing error    // what to install, when none is there
	system  string   // the rows' system when the run names none
	// args are the tool's options for a cell, or why it cannot run it.
	args func(Config, Cell) ([]string, error)
	// parse reads the tool's output (ingest's parser of its format).
	parse func(data []byte, name string) (*datasets.Dataset, error)
	// output ends the name the output is given in errors: ".fio.json".
	output string
}

// outsideEngine finds the outside engine a name asks for.
func outsideEngine(name string) (outside, bool) {
	if ioengine, ok := FioEngine(name); ok {
		return fioEngine(ioengine), true
	}
	if name == DiskSpdEngine {
		return diskspdTool, true
	}
	return outside{}, false
}

// CheckEngine says whether the named engine can run here: one of
// iopress's own, or an outside tool whose binary is on the PATH (the
// error names what to install).
func CheckEngine(name string) error {
	if o, ok := outsideEngine(name); ok {
		_, err := o.lookPath()
		return err
	}
	_, err := EngineByName(name)
	return err
}

// checkCell says whether the tool can run the cell as iopress would, by
// building its options: what it cannot run is refused before anything
// runs, not found out when its cell comes.
func (o outside) checkCell(cfg Config, c Cell) error {
	_, err := o.args(cfg, c)
	return err
}

func (o outside) lookPath() (string, error) {
	for _, b := range o.bins {
		if p, err := exec.LookPath(b); err == nil {
			return p, nil
		}
	}
	return "", o.missing
}

// run runs one cell with the tool and returns its rows.
func (o outside) run(ctx context.Context, cfg Config, c Cell, repetition int) (*datasets.Dataset, error) {
	args, err := o.args(cfg, c)
	if err != nil {
		return nil, err
	}
	bin, err := o.lookPath()
	if err != nil {
		return nil, err
	}
	stdout, stderr, err := runCommand(ctx, bin, args...)
	if err != nil {
		// DiskSpd writes some of its errors to its output, not its
		// error output.
		why := cmp.Or(strings.TrimSpace(stderr), string(stdout))
		return nil, fmt.Errorf("%s: %w: %s", o.tool, err, lastLines(why, 5))
	}
	ds, err := o.rows(cfg, c, args, stdout, repetition)
	if err != nil {
		return nil, err
	}
	if len(ds.Problems) > 0 {
		return nil, fmt.Errorf("%s: %s", o.tool, ds.Problems[0].Message)
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

// rows reads the tool's output with its ingest parser, the same code that
// reads its files, and labels the rows as iopress labels its own: the
// run's system (or the tool's name), target and repetition, the cell's
// name where the tool gives none, and a source whose notes begin with
// the command line that ran. What the tool reported as failed is left in
// the dataset's problems, for the caller to judge.
func (o outside) rows(cfg Config, c Cell, args []string, out []byte, repetition int) (*datasets.Dataset, error) {
	ds, err := o.parse(out, c.Name+o.output)
	if err != nil {
		return nil, fmt.Errorf("reading %s's output: %w", o.tool, err)
	}
	sum := sha256.Sum256(out)
	id := hex.EncodeToString(sum[:])
	system := cmp.Or(cfg.System, o.system)
	for i := range ds.Results {
		r := &ds.Results[i]
		r.SourceID, r.SourcePath = id, cfg.Target
		r.System, r.Target, r.Repetition = system, cfg.Target, int64(repetition)
		r.JobName = cmp.Or(r.JobName, c.Name)
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
		ds.Sources[i].Notes = strings.TrimSpace(o.tool + " " + strings.Join(args, " ") + "\n" + ds.Sources[i].Notes)
	}
	return ds, nil
}

// lastLines is the end of a command's error output, for its error.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(strings.ReplaceAll(s, "\r\n", "\n")), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
