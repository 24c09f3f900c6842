package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"

	"github.com/schollz/progressbar/v3"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

func runIngest(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("ingest", "--out DIR [--parquet] [--jobs N] [--labels TEMPLATE] INPUT...", stderr)
	out := fs.String("out", "", "dataset folder to write (required)")
	parquet := fs.Bool("parquet", false, "write Parquet files beside the Arrow ones")
	jobs := fs.Int("jobs", runtime.GOMAXPROCS(0), "files parsed in parallel")
	labels := fs.String("labels", "", "take labels from each file's path, e.g. '{system}/{config}/run{repetition}.json'")
	jobLabels := fs.String("job-labels", "", "take labels from each fio job's name, e.g. '{system}-qd{iodepth}'")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() == 0 {
		fs.Usage()
		return fmt.Errorf("ingest needs --out DIR and at least one INPUT")
	}
	opts, err := readOptions(*jobs, *labels, *jobLabels, stderr)
	if err != nil {
		return err
	}
	formats := []datasets.Format{datasets.Arrow}
	if *parquet {
		formats = append(formats, datasets.Parquet)
	}
	w, err := datasets.NewWriter(*out, formats...)
	if err != nil {
		return err
	}
	// Rows go to the folder file by file, so a batch of any size runs in
	// bounded memory.
	// Every problem, from a file that could not be read to one failed job
	// inside a good file, is printed and kept in the errors table.
	var results, bins, samples, sources, problems int
	errs := ingest.Stream(ctx, fs.Args(), opts, func(ds *datasets.Dataset) error {
		results, bins, samples, sources = results+len(ds.Results), bins+len(ds.Histogram), samples+len(ds.Series), sources+len(ds.Sources)
		for _, p := range ds.Problems {
			problems++
			fmt.Fprintf(stderr, "iopress: %s\n", p.Message)
		}
		return w.Append(ds)
	})
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
		return fmt.Errorf("writing %s: %w", *out, writeErr)
	}
	if results == 0 && samples == 0 {
		w.Abort()
		if interrupted {
			return fmt.Errorf("interrupted before any result was read: nothing written to %s", *out)
		}
		return fmt.Errorf("nothing to write: none of the inputs gave a result (%d problems)", problems)
	}
	if err := w.Close(); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %d results, %d histogram bins, %d time-series samples from %d sources; %d problems\n",
		*out, results, bins, samples, sources, problems)
	if interrupted {
		return fmt.Errorf("interrupted: %s holds only the inputs read before", *out)
	}
	if problems > 0 {
		return fmt.Errorf("%d problems (listed above and in %s/errors.arrow)", problems, *out)
	}
	return ctx.Err()
}

// readOptions makes ingest options, with a progress bar when stderr is a
// terminal and nothing otherwise, so logs stay quiet.
func readOptions(jobs int, labels, jobLabels string, stderr io.Writer) (ingest.Options, error) {
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
	if isTerminal(stderr) {
		bar := progressbar.NewOptions64(-1,
			progressbar.OptionSetWriter(stderr),
			progressbar.OptionSetDescription("reading"),
			progressbar.OptionShowBytes(true),
			progressbar.OptionShowCount(),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionThrottle(100_000_000),
			progressbar.OptionClearOnFinish(),
		)
		var total int64 = -1
		opts.Progress = func(p ingest.Progress) {
			if p.TotalBytes != total {
				total = p.TotalBytes
				bar.ChangeMax64(total)
			}
			bar.Describe(fmt.Sprintf("%d files, %d failed", p.Files, p.Failed))
			bar.Set64(p.Bytes)
		}
	}
	return opts, nil
}

// isProblem tells an input's problem (kept in the errors table) from a
// failure of the batch itself.
func isProblem(err error) bool {
	var w *datasets.WriteError
	return !errors.As(err, &w)
}
