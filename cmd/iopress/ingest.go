package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

func (c *cli) ingestCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use: synopsis("ingest", "-o DIR", "[--parquet]", "[--append]", "[-j N]", "[--labels TEMPLATE]", "[--job-labels TEMPLATE]",
			"[--shard K/N]", "[--allow-incomplete]", "INPUT..."),
		Short: "read result files into a dataset folder",
		Long: wrapText("Ingest reads result files, folders and archives into one dataset folder of Arrow "+
			"files (and Parquet with --parquet), detecting each file's format by its content. It reads:", longWidth) +
			"\n\n" + formatLines() + "\n\n" +
			wrapText("A file that cannot be read is a problem, printed and kept in the folder's errors table; the "+
				"others are read, and ingest exits with status 3 (4 when another process holds DIR; see 'iopress help'). "+
				"A dataset already in DIR is replaced, and said, its Parquet files written again if it has them; with "+
				"--append the inputs' new sources are added to it instead, those it holds (by the SHA-256 of their "+
				"bytes) skipped, so that an archive that grows may be ingested again and again, each file read once. "+
				"With --shard K/N it reads a stable share of the files and archive members "+
				"into DIR/part-K-of-N, with a manifest of its inputs, so that N machines given the same inputs write a folder of shards that "+
				"report, compare and query engines read as one dataset. "+
				fmt.Sprintf("N is at most %d. A shard that no input falls in (more shards than inputs, or by the ", ingest.MaxShards)+
				"hash) is written empty, and said, so that every task of a batch succeeds and the folder of shards "+
				"is whole. A folder of shards takes shards only, of one N, and a dataset folder no shards. A folder of shards "+
				"read as an input that lacks a shard is refused (--allow-incomplete reads it), and one that mixes "+
				"shards of different N or inputs always is.", longWidth),
	}
	f := cmd.Flags()
	out := f.StringP("out", "o", "", "dataset folder `DIR` to write (required)")
	cmd.Args = func(cmd *cobra.Command, args []string) error {
		if *out == "" || len(args) == 0 {
			return usagef(cmd, "ingest needs --out DIR and at least one INPUT")
		}
		return nil
	}
	parquet := f.Bool("parquet", false, "write Parquet files beside the Arrow ones (kept once a dataset has them)")
	appendTo := f.Bool("append", false, "add the inputs' new sources to the dataset in DIR, skipping those it holds, instead of replacing it")
	jobs := count(runtime.GOMAXPROCS(0))
	f.VarP(&jobs, "jobs", "j", "`N` files parsed in parallel")
	labels := f.String("labels", "", "take labels from each file's path: `TEMPLATE` such as '{system}/{config}/run{repetition}.json'")
	jobLabels := f.String("job-labels", "", "take labels from each fio job's name: `TEMPLATE` such as '{system}-qd{iodepth}'")
	var shard shardFlag
	f.Var(&shard, "shard", "read shard `K/N` of the files (by a hash of each path) into DIR/part-K-of-N")
	allowIncomplete := addAllowIncomplete(cmd)
	cmd.RunE = action(func(ctx context.Context, cmd *cobra.Command, args []string) error {
		opts, err := readOptions(int(jobs), *labels, *jobLabels)
		if err != nil {
			return &usageError{cmd: cmd.CommandPath(), err: err}
		}
		opts.Shard, opts.AllowIncomplete = shard.s, *allowIncomplete
		dir, warnings, err := shardFolder(*out, opts.Shard, args, *appendTo)
		if err != nil {
			return err
		}
		for _, w := range warnings {
			fmt.Fprintf(c.stderr, "iopress: warning: %s\n", w)
		}
		return ingestInto(ctx, ingestJob{out: dir, inputs: args, parquet: *parquet, append: *appendTo, opts: opts}, c.stdout, c.stderr)
	})
	return cmd
}

// shardFolder is where a shard's dataset goes: OUT/part-K-of-N, beside
// the other shards'; OUT itself without a shard. A folder of shards and a
// dataset folder are never one folder: the dataset's tables would hide
// the shards from report and compare, which read a dataset folder as a
// whole, without a word. So OUT must not be a dataset folder for a shard,
// nor hold shards for a plain ingest. Nor may it hold shards of another
// count N: they share the inputs out otherwise, and read with these would
// count files twice. Shards of the same N made from other inputs are
// replaced as their tasks run again, and until then, said (warnings).
func shardFolder(out string, shard ingest.Shard, inputs []string, appending bool) (string, []string, error) {
	shards, err := ingest.ShardsIn(out)
	if err != nil {
		return "", nil, fmt.Errorf("%s: %w", out, err)
	}
	var names []string
	for _, sh := range shards {
		names = append(names, sh.Name)
	}
	if shard.N == 0 {
		if len(shards) > 0 {
			return "", nil, fmt.Errorf("%s is a folder of shards (%s): a plain ingest would write a dataset there, which report and compare would read instead of the shards; give another --out, or --shard K/N", out, namesOf(names))
		}
		return out, nil, nil
	}
	if datasets.IsDir(out) {
		return "", nil, fmt.Errorf("%s is a dataset folder: --shard writes %s inside a folder of shards; give another --out", out, shard.Folder())
	}
	var others, otherInputs []string
	var theirs []string // the inputs of the first shard made from other ones
	mine := inputs
	for _, sh := range shards {
		if sh.Shard == shard && appending && sh.Manifest != nil {
			mine = unionOf(sh.Manifest.Inputs, inputs)
		}
	}
	for _, sh := range shards {
		switch {
		case sh.Shard.N != shard.N:
			others = append(others, sh.Name)
		case sh.Shard != shard && sh.Manifest != nil && sh.Manifest.InputsSHA256 != datasets.InputsSHA256(mine):
			otherInputs = append(otherInputs, sh.Name)
			if theirs == nil {
				theirs = sh.Manifest.Inputs
			}
		}
	}
	if len(others) > 0 {
		return "", nil, fmt.Errorf("%s holds shards of another count (%s), which share the inputs out otherwise than %d shards do: read with them, files would count twice or not at all; remove them, or give another --out", out, someNames(others, 3), shard.N)
	}
	var warnings []string
	if len(otherInputs) > 0 {
		were := "were"
		if len(otherInputs) == 1 {
			were = "was"
		}
		warnings = append(warnings, fmt.Sprintf("%s of %s %s made from other inputs (%s): report and compare refuse the folder of shards until every shard is made from the same ones", someNames(otherInputs, 3), out, were, someNames(theirs, 3)))
	}
	return filepath.Join(out, shard.Folder()), warnings, nil
}

// unionOf is the inputs of before and then those of more that before
// lacks, in order.
func unionOf(before, more []string) []string {
	out := slices.Clone(before)
	for _, in := range more {
		if !slices.Contains(out, in) {
			out = append(out, in)
		}
	}
	return out
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

// ingestJob is what an ingest is asked to do: read inputs into the
// dataset folder out, as Parquet too or not, replacing what out holds or
// appending to it.
type ingestJob struct {
	out     string
	inputs  []string
	parquet bool
	append  bool
	opts    ingest.Options
}

// earlier is the dataset a folder held before an ingest into it: its
// formats (none when it held none) and manifest (nil when it has none).
type earlier struct {
	formats  []datasets.Format
	manifest *datasets.Manifest
}

func (e earlier) exists() bool { return len(e.formats) > 0 }

// replacing says that the earlier dataset is being replaced: what it
// holds, from which inputs when they were other ones, and that its
// Parquet files are written again.
func (e earlier) replacing(out string, inputs []string) string {
	var what []string
	if m := e.manifest; m != nil {
		what = append(what, fmt.Sprintf("%s from %s", countOf(m.Results, "result", "results"), countOf(m.Sources, "source", "sources")))
		if m.InputsSHA256 != datasets.InputsSHA256(inputs) {
			what = append(what, "made from other inputs: "+someNames(m.Inputs, 3))
		}
	}
	if slices.Contains(e.formats, datasets.Parquet) {
		what = append(what, "its Parquet files written again, as it has them")
	}
	msg := "replacing the dataset in " + out
	if len(what) > 0 {
		msg += " (" + strings.Join(what, "; ") + ")"
	}
	return msg + "; give --append to add to it instead"
}

// problemKey identifies a problem, to tell one met again (the same bad
// file read again by an append) from a new one.
func problemKey(p datasets.Problem) string {
	return strings.Join([]string{p.SourcePath, p.SourceMember, p.Format, strconv.FormatInt(p.Line, 10), p.Place, p.Message}, "\x00")
}

// ingestInto reads the inputs into the dataset folder out, saying what it
// read and each problem. It keeps the formats the folder's dataset has
// (its Parquet files are written again, with or without --parquet), and
// replaces the dataset, saying so, or with append adds to it: the rows
// the folder holds are written again first, in their order, then those of
// the sources it does not hold yet, in input order, so that appending B to
// an ingest of A gives the tables of an ingest of A and B; a problem met
// again (the same file, place and message) is not added twice.
func ingestInto(ctx context.Context, j ingestJob, stdout, stderr io.Writer) error {
	out, opts := j.out, j.opts
	w, err := datasets.NewWriter(out, datasetFormats(j.parquet)...)
	if err != nil {
		return err
	}
	// What the folder holds, read once this writer holds it: no other
	// writer can change it from here.
	var before earlier
	if datasets.IsDir(out) {
		before.formats = datasets.FormatsOf(out)
		if before.manifest, err = datasets.ReadManifest(out); err != nil {
			w.Abort()
			return err
		}
	}
	if slices.Contains(before.formats, datasets.Parquet) {
		w.AddFormat(datasets.Parquet)
	}
	inputs := j.inputs
	appending := j.append && before.exists()
	var held struct{ results, sources int }
	known := map[string]bool{} // problems
	if appending {
		inputs = unionOf(nil, j.inputs)
		if before.manifest != nil {
			inputs = unionOf(before.manifest.Inputs, j.inputs)
		}
		err := datasets.ReadDirEach(out, func(ds *datasets.Dataset) error {
			held.results, held.sources = held.results+len(ds.Results), held.sources+len(ds.Sources)
			for _, s := range ds.Sources {
				opts.Known = append(opts.Known, s.ID)
			}
			for _, p := range ds.Problems {
				known[problemKey(p)] = true
			}
			return w.Append(ds)
		})
		if err != nil {
			w.Abort()
			return fmt.Errorf("reading the dataset to append to: %w", err)
		}
	} else if before.exists() {
		fmt.Fprintf(stderr, "iopress: %s\n", before.replacing(out, inputs))
	}
	bar := showReading(&opts, stderr)
	opts.Warn = func(msg string) { bar.printf(stderr, "iopress: warning: %s\n", msg) }
	// Rows go to the folder file by file, so a batch of any size runs in
	// bounded memory.
	// Every problem, from a file that could not be read to one failed job
	// inside a good file, is printed and kept in the errors table.
	var results, bins, samples, sources, problems int
	var empty []string // files read that hold no result, for the message
	errs := ingest.Stream(ctx, j.inputs, opts, func(ds *datasets.Dataset) error {
		results, bins, samples, sources = results+len(ds.Results), bins+len(ds.Histogram), samples+len(ds.Series), sources+len(ds.Sources)
		if len(ds.Results) == 0 && len(ds.Series) == 0 && len(ds.Histogram) == 0 {
			for _, s := range ds.Sources {
				empty = append(empty, s.Path)
			}
		}
		if appending {
			ds.Problems = slices.DeleteFunc(ds.Problems, func(p datasets.Problem) bool { return known[problemKey(p)] })
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
	if appending && sources == 0 && problems == 0 && before.manifest != nil && slices.Equal(inputs, before.manifest.Inputs) {
		// Nothing new, from the inputs it was made from: the folder is
		// left as it was.
		w.Abort()
		if interrupted {
			return fmt.Errorf("interrupted before any new source was read: %s is left as it was", out)
		}
		fmt.Fprintf(stdout, "%s: nothing new (every source of the inputs is in it); it holds %s from %s\n",
			out, countOf(held.results, "result", "results"), countOf(held.sources, "source", "sources"))
		return nil
	}
	if results == 0 && samples == 0 && bins == 0 && opts.Shard.N == 0 && !appending {
		// A shard may have no results of its own; it is written all
		// the same, so that the folder of shards is whole.
		w.Abort()
		if interrupted {
			return fmt.Errorf("interrupted before any result was read: nothing written to %s", out)
		}
		return nothingToWrite(out, j.inputs, empty, problems)
	}
	m := datasets.Manifest{EarlierInputsUnknown: appending && (before.manifest == nil || before.manifest.EarlierInputsUnknown)}
	if opts.Shard.N > 0 {
		m.Shard = &datasets.ShardPart{K: opts.Shard.K, N: opts.Shard.N}
	}
	m.SetInputs(inputs)
	w.SetManifest(m)
	if err := w.Close(); err != nil {
		return err
	}
	if appending {
		fmt.Fprintf(stdout, "%s: added %d results, %d histogram bins, %d time-series samples from %d sources; %d problems; it holds %s from %s\n",
			out, results, bins, samples, sources, problems, countOf(held.results+results, "result", "results"), countOf(held.sources+sources, "source", "sources"))
	} else {
		fmt.Fprintf(stdout, "%s: %d results, %d histogram bins, %d time-series samples from %d sources; %d problems\n",
			out, results, bins, samples, sources, problems)
	}
	if opts.Shard.N > 0 && sources == 0 && problems == 0 && !interrupted && !appending {
		fmt.Fprintf(stderr, "iopress: no input fell in shard %s: %s holds an empty dataset, written so that the folder of shards is whole\n", opts.Shard, out)
	}
	if interrupted {
		return fmt.Errorf("interrupted: %s holds only the inputs read before", out)
	}
	if problems > 0 {
		return &problemsError{fmt.Errorf("%s (listed above and in %s)", countOf(problems, "problem", "problems"), filepath.Join(out, datasets.ProblemsFile+".arrow"))}
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
