package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/spf13/cobra"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

func (c *cli) ingestCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   synopsis("ingest", "-o DIR", "[--parquet]", "[-j N]", "[--labels TEMPLATE]", "[--job-labels TEMPLATE]", "[--shard K/N]", "INPUT..."),
		Short: "read result files into a dataset folder",
		Long: wrapText("Ingest reads result files, folders and archives into one dataset folder of Arrow "+
			"files (and Parquet with --parquet), detecting each file's format by its content. It reads:", longWidth) +
			"\n\n" + formatLines() + "\n\n" +
			wrapText("A file that cannot be read is a problem, printed and kept in the folder's errors table; the "+
				"others are read. With --shard K/N it reads a stable share of the files and archive members "+
				"into DIR/part-K-of-N, so that N machines given the same inputs write a folder of shards that "+
				"report, compare and query engines read as one dataset. "+
				fmt.Sprintf("N is at most %d. A shard that no input falls in (more shards than inputs, or by the ", ingest.MaxShards)+
				"hash) is written empty, and said, so that every task of a batch succeeds and the folder of shards "+
				"is whole. A folder of shards takes shards only, and a dataset folder no shards.", longWidth),
	}
	f := cmd.Flags()
	out := f.StringP("out", "o", "", "dataset folder `DIR` to write (required)")
	cmd.Args = func(cmd *cobra.Command, args []string) error {
		if *out == "" || len(args) == 0 {
			return usagef(cmd, "ingest needs --out DIR and at least one INPUT")
		}
		return nil
	}
	parquet := parquetFlag(cmd)
	jobs := count(runtime.GOMAXPROCS(0))
	f.VarP(&jobs, "jobs", "j", "`N` files parsed in parallel")
	labels := f.String("labels", "", "take labels from each file's path: `TEMPLATE` such as '{system}/{config}/run{repetition}.json'")
	jobLabels := f.String("job-labels", "", "take labels from each fio job's name: `TEMPLATE` such as '{system}-qd{iodepth}'")
	var shard shardFlag
	f.Var(&shard, "shard", "read shard `K/N` of the files (by a hash of each path) into DIR/part-K-of-N")
	cmd.RunE = action(func(ctx context.Context, cmd *cobra.Command, args []string) error {
		opts, err := readOptions(int(jobs), *labels, *jobLabels)
		if err != nil {
			return &usageError{cmd: cmd.CommandPath(), err: err}
		}
		opts.Shard = shard.s
		dir, err := shardFolder(*out, opts.Shard)
		if err != nil {
			return err
		}
		return ingestInto(ctx, dir, *parquet, args, opts, c.stdout, c.stderr)
	})
	return cmd
}

// shardFolder is where a shard's dataset goes: OUT/part-K-of-N, beside
// the other shards'; OUT itself without a shard. A folder of shards and a
// dataset folder are never one folder: the dataset's tables would hide
// the shards from report and compare, which read a dataset folder as a
// whole, without a word. So OUT must not be a dataset folder for a shard,
// nor hold shards for a plain ingest.
func shardFolder(out string, shard ingest.Shard) (string, error) {
	if shard.N == 0 {
		if shards := shardsIn(out); len(shards) > 0 {
			return "", fmt.Errorf("%s is a folder of shards (%s): a plain ingest would write a dataset there, which report and compare would read instead of the shards; give another --out, or --shard K/N", out, namesOf(shards))
		}
		return out, nil
	}
	if datasets.IsDir(out) {
		return "", fmt.Errorf("%s is a dataset folder: --shard writes %s inside a folder of shards; give another --out", out, shard.Folder())
	}
	return filepath.Join(out, shard.Folder()), nil
}

// shardsIn lists the shards' dataset folders in dir, by name.
func shardsIn(dir string) []string {
	entries, _ := os.ReadDir(dir)
	var shards []string
	for _, e := range entries {
		if e.IsDir() && ingest.IsShardFolder(e.Name()) && datasets.IsDir(filepath.Join(dir, e.Name())) {
			shards = append(shards, e.Name())
		}
	}
	return shards
}

// namesOf says a list of names: the first, and how many more.
func namesOf(names []string) string {
	switch len(names) {
	case 1:
		return names[0]
	case 2:
		return names[0] + " and " + names[1]
	}
	return fmt.Sprintf("%s and %d others", names[0], len(names)-1)
}

// ingestInto reads the inputs into the dataset folder out, saying what it
// read and each problem.
func ingestInto(ctx context.Context, out string, parquet bool, inputs []string, opts ingest.Options, stdout, stderr io.Writer) error {
	w, err := datasets.NewWriter(out, datasetFormats(parquet)...)
	if err != nil {
		return err
	}
	bar := showReading(&opts, stderr)
	// Rows go to the folder file by file, so a batch of any size runs in
	// bounded memory.
	// Every problem, from a file that could not be read to one failed job
	// inside a good file, is printed and kept in the errors table.
	var results, bins, samples, sources, problems int
	var empty []string // files read that hold no result, for the message
	errs := ingest.Stream(ctx, inputs, opts, func(ds *datasets.Dataset) error {
		results, bins, samples, sources = results+len(ds.Results), bins+len(ds.Histogram), samples+len(ds.Series), sources+len(ds.Sources)
		if len(ds.Results) == 0 && len(ds.Series) == 0 {
			for _, s := range ds.Sources {
				empty = append(empty, s.Path)
			}
		}
		for _, p := range ds.Problems {
			problems++
			bar.printf(stderr, "iopress: %s\n", p.Message)
		}
		return w.Append(ds)
	})
	bar.clear() // the summary and errors below start on a line of their own
	// Errors that are not problems of an input: the writer failed (then
	// nothing is committed), or the batch was interrupted (then what was
	// read before is kept, and said to be partial).
	var writeErr error
	interrupted := ctx.Err() != nil
	for _, err := range errs {
		if !interrupted && !isProblem(err) {
			writeErr = err
		}
	}
	if writeErr != nil {
		w.Abort()
		return writeErr // a *datasets.WriteError, which names the folder
	}
	if results == 0 && samples == 0 && opts.Shard.N == 0 {
		// A shard may have no results of its own; it is written all
		// the same, so that the folder of shards is whole.
		w.Abort()
		if interrupted {
			return fmt.Errorf("interrupted before any result was read: nothing written to %s", out)
		}
		return nothingToWrite(out, inputs, empty, problems)
	}
	if err := w.Close(); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %d results, %d histogram bins, %d time-series samples from %d sources; %d problems\n",
		out, results, bins, samples, sources, problems)
	if opts.Shard.N > 0 && sources == 0 && problems == 0 && !interrupted {
		fmt.Fprintf(stderr, "iopress: no input fell in shard %s: %s holds an empty dataset, written so that the folder of shards is whole\n", opts.Shard, out)
	}
	if interrupted {
		return fmt.Errorf("interrupted: %s holds only the inputs read before", out)
	}
	if problems > 0 {
		return fmt.Errorf("%d problems (listed above and in %s/errors.arrow)", problems, out)
	}
	return nil
}

// nothingToWrite says why an ingest wrote nothing: which files it read
// that hold no result, or that every input was a problem, or that the
// inputs held no file.
func nothingToWrite(out string, inputs, empty []string, problems int) error {
	said := ""
	switch {
	case len(empty) > 0:
		said = fmt.Sprintf("%s hold no result", someNames(empty, 3))
		if len(empty) == 1 {
			said = fmt.Sprintf("%s holds no result", empty[0])
		}
		if problems > 0 {
			said += fmt.Sprintf(", and %s", countOf(problems, "problem (listed above)", "problems (listed above)"))
		}
	case problems > 0:
		said = fmt.Sprintf("%s read nothing but %s", someNames(inputs, 3), countOf(problems, "problem (listed above)", "problems (listed above)"))
	default:
		said = fmt.Sprintf("%s held no file to read", someNames(inputs, 3))
	}
	return fmt.Errorf("nothing to write to %s: %s", out, said)
}

// someNames names up to n of names, and how many more there are.
func someNames(names []string, n int) string {
	switch {
	case len(names) == 1:
		return names[0]
	case len(names) <= n:
		return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:n], ", "), len(names)-n)
}

// countOf is "1 thing" or "N things".
func countOf(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// readOptions makes ingest options from the flags' values.
func readOptions(jobs int, labels, jobLabels string) (ingest.Options, error) {
	opts := ingest.Options{Jobs: jobs}
	for _, t := range []struct {
		text string
		dst  **ingest.Template
	}{{labels, &opts.Labels}, {jobLabels, &opts.JobNames}} {
		if t.text == "" {
			continue
		}
		tmpl, err := ingest.ParseTemplate(t.text)
		if err != nil {
			return opts, err
		}
		*t.dst = tmpl
	}
	return opts, nil
}

// showReading shows the reading of a batch on stderr when it is a
// terminal: bytes read of those found so far, files read and failed.
func showReading(opts *ingest.Options, stderr io.Writer) *progress {
	p := newProgress(stderr, -1, true)
	if p == nil {
		return nil
	}
	var total int64 = -1
	opts.Progress = func(r ingest.Progress) {
		if r.TotalBytes != total {
			total = r.TotalBytes
			p.resize(total)
		}
		p.show(fmt.Sprintf("reading: %d files, %d failed", r.Files, r.Failed), r.Bytes)
	}
	return p
}

// isProblem tells an input's problem (kept in the errors table) from a
// failure of the batch itself.
func isProblem(err error) bool {
	var w *datasets.WriteError
	return !errors.As(err, &w)
}
