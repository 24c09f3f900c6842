package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/article"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/internal/outdir"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/output"
	"github.com/iopress/iopress/render/theme"
)

// articleKinds are what --kind takes.
var articleKinds = func() []string {
	var out []string
	for _, k := range article.Kinds {
		out = append(out, string(k))
	}
	return out
}()

// significanceTests are what --test takes.
var significanceTests = []string{analyze.TestMannWhitney, analyze.TestWelch}

func (c *cli) reportCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use: synopsis("report", "[-o DIR]", "[--each]", "[--force]", "[-k auto|comparison|sweep|cdm]", "[-b SYSTEM]", "[--tie PCT]",
			"[--alpha A]", "[--test mann-whitney|welch]", "[--cores N]", "[--rated read=RATE,write=RATE]", "[--link LINK]",
			"[--title TEXT]", "[--lang LANG]", "[--template FILE]", "[--theme FILE]", "[--format pdf,html,png,svg,csv,md,fragment]", "[--allow-incomplete]", "[INPUT...]"),
		Short: "write an article (PDF, HTML and PNGs) from results or the bundled dataset",
		Long: `Report reads the inputs (result files, folders, archives, dataset folders; with
none, the dataset bundled in iopress) and writes the article the data calls for:
a CrystalDiskMark review when every result is CrystalDiskMark's or KDiskMark's, a
queue-depth sweep when a system was measured at three depths or more, else a
comparison. The folder gets article.pdf, article.html and a PNG per table and
chart, or the formats --format lists; the files of an article written there
before that this one does not write are removed, and nothing iopress did not
write is touched. A file iopress wrote that has been changed since (an edited
index.md) is not replaced: report writes nothing and names it, unless --force.

A folder of shards (ingest --shard K/N) is read as one dataset once its manifests
show it whole: one that lacks a shard is refused, naming it (--allow-incomplete
reads the shards there are, naming the missing ones), and one that mixes shards
of different counts or inputs is refused always, naming them.

With --template, the article is the editor's Markdown file, with iopress's tables,
charts, findings and single figures placed in it by name: "iopress template"
prints the default one to start from, docs/templates.md lists the placeholders.`,
	}
	f := cmd.Flags()
	out := f.StringP("out", "o", "out", "folder `DIR` to write article.pdf, article.html and the PNGs into (with --each, a folder per input under it)")
	each := f.Bool("each", false, "one article per input (folder, archive or file), made in parallel, each in OUT/NAME")
	force := f.Bool("force", false, "replace the files iopress wrote before that have been changed since (an edited index.md), which are otherwise kept and nothing is written")
	var set article.Settings
	kind := choiceFlag(cmd, "kind", "k", "auto", articleKinds, "article `KIND`: comparison (systems side by side), sweep (curves over queue depth), cdm (a CrystalDiskMark review) or auto (picked from the data)")
	f.StringVarP(&set.Analysis.Baseline, "baseline", "b", "", "`SYSTEM` to compute deltas against; in a sweep, the bare device")
	tie := percent(analyze.DefaultTiePct)
	f.Var(&tie, "tie", "relative difference `PCT`, in percent, at or below which two figures tie (0: only the data's own rounding)")
	alpha := level(analyze.DefaultAlpha)
	f.Var(&alpha, "alpha", "significance level `A` for repeated runs, above 0 and below 1")
	test := choiceFlag(cmd, "test", "", analyze.TestMannWhitney, significanceTests, "`TEST` of repeated runs: mann-whitney or welch")
	var ncores cores
	f.Var(&ncores, "cores", "`N` cores of the machine measured, for CPU time per I/O from whole-machine CPU figures (0: from iopress run's host inventory)")
	f.Var(&ratedFlag{&set.Limits}, "rated", "the device's rated maxima, `read=RATE,write=RATE`: read=3400MB/s,write=3000MB/s or read=500000IOPS; "+
		"for one system, its name first: 'S790=read=7400MB/s' (repeat the flag for each; a system's own replaces the plain one)")
	f.Var(&linkFlag{&set.Limits}, "link", "the `LINK` between host and device: 10GbE, 10GbE:mtu=9000, SATA/600, SAS/12G, PCIe4x4, USB3.2g2, 16GFC or a rate such as 1250MB/s; "+
		"for one system, its name first: --link 'S790=PCIe4x4' --link 'Samsung 830=SATA/600' (repeat the flag for each; a system's own replaces the plain one)")
	f.StringVar(&set.Title, "title", "", "article title `TEXT` (default: made from the systems)")
	addLangFlag(cmd, &set.Lang, "the article, its words and numbers")
	templateFile := f.String("template", "", "the article as Markdown `FILE`, with iopress's pieces and figures placed by name (iopress template prints the default)")
	formats := formatsFlag{output.DefaultFormats}
	f.Var(&formats, "format", "the `FORMATS` to write, comma-separated: "+formatNames(output.Formats())+
		" (pdf: article.pdf; html: article.html; md: index.md for Hugo or Jekyll, its charts as SVG and tables as CSV beside it; fragment: article.fragment.html, the body styled inline to paste into WordPress; png: a PNG per table and chart; svg: an SVG per chart; csv: a CSV per table, in base units)")
	cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(strings.Split(formatNames(output.Formats()), ","), cobra.ShellCompDirectiveNoSpace|cobra.ShellCompDirectiveNoFileComp))
	themeFile := f.String("theme", "", "the article's look, a TOML `FILE` of colours, fonts, logo, page and chart size (docs/themes.md)")
	allowIncomplete := addAllowIncomplete(cmd)
	cmd.RunE = action(func(ctx context.Context, cmd *cobra.Command, args []string) error {
		if *templateFile != "" {
			t, err := readTemplate(*templateFile)
			if err != nil {
				return err
			}
			set.Template = t.WithContext(ctx)
		}
		// Only what was given is set: a kind that cannot use a setting
		// refuses it when given, not when left at its default.
		set.Kind = article.Kind(*kind)
		changed := cmd.Flags().Changed
		if changed("tie") {
			set.Analysis.TiePct = float64(tie)
			if tie == 0 {
				set.Analysis.TiePct = -1 // 0 is "the data's own rounding only"; analyze's 0 is its default
			}
		}
		if changed("alpha") {
			set.Analysis.Alpha = float64(alpha)
		}
		if changed("test") {
			set.Analysis.Test = *test
		}
		set.Analysis.Cores = int(ncores)
		if *themeFile != "" {
			t, err := theme.Load(*themeFile)
			if err != nil {
				return err
			}
			for _, w := range t.Warnings {
				fmt.Fprintf(c.stderr, "iopress: warning: %s\n", w)
			}
			set.Theme = t
		}
		r := reporter{settings: set, formats: formats.formats, force: *force, cmd: cmd, read: reading{*allowIncomplete}}
		if *each {
			if len(args) == 0 {
				return usagef(cmd, "--each needs inputs: one article is made of each")
			}
			return r.each(ctx, args, *out, c.stdout, c.stderr)
		}
		ds, err := r.read.load(ctx, args, c.stderr)
		if err != nil {
			return err
		}
		kind, written, err := r.write(ds, *out)
		if err != nil {
			return err
		}
		fmt.Fprintf(c.stdout, "wrote %s to %s: %s (%s article)\n", files(len(written.Paths)), *out, describeFiles(written.Paths), kind)
		sayTidied(c.stdout, c.stderr, *out, written.Tidied)
		if err := ctx.Err(); err != nil {
			return &interruptedError{"interrupted, after the article was written whole", err}
		}
		return nil
	})
	return cmd
}

// readTemplate reads and parses an editor's template, before any input is
// read: a mistake in it is found at once, with its line.
func readTemplate(path string) (*render.Template, error) {
	t, err := render.ReadTemplate(path)
	var te *render.TemplateError
	if err != nil && !errors.As(err, &te) {
		return nil, fmt.Errorf("--template: %w", err)
	}
	return t, err
}

// templateCmd prints the default template, for an editor to start from.
func (c *cli) templateCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "template",
		Short: "print the default article template (Markdown), to write your own around its placeholders",
		Long: `Template prints the template iopress's own articles are made from, of every kind
and in every language: Markdown with placeholders for the article's pieces
({{findings}}, {{tables}}, {{chart 1}}, ...) and headings that are catalog
messages ({{say "Key findings"}}), written in the article's language. Save it,
write your story around the placeholders, add single figures ({{value SYSTEM
CELL METRIC}}, {{delta ...}}, {{knee ...}}), and give it to report --template.
docs/templates.md lists every placeholder, with an example per article kind.`,
		Args: noArgs,
		RunE: action(func(ctx context.Context, cmd *cobra.Command, args []string) error {
			_, err := io.WriteString(c.stdout, render.DefaultTemplateSource())
			return err
		}),
	}
	cmd.AddCommand(c.namesCmd())
	return cmd
}

// namesCmd lists the names a template may use for the article of some
// data: its systems, cells, metrics, tables and charts.
func (c *cli) namesCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "names [-k auto|comparison|sweep|cdm] [-b SYSTEM] [--lang LANG] [INPUT...]",
		Short: "list the names a template may use for the article of the inputs: systems, cells, metrics, tables, charts",
		Long: `Names makes the article report would make of the inputs (with none, the dataset
bundled in iopress) and lists the names its template may use: the systems
(SYSTEM), the cells (CELL), each by every name taken, and a sweep's workloads
(WORKLOAD), the metrics (METRIC) and directions, and the tables and charts by
number and name, a chart with the PNG the front matter's image may name. Each
name is written as a template writes it, in quotes. docs/templates.md says
where each goes.`,
	}
	cmd.DisableFlagsInUseLine = true // Use names them
	f := cmd.Flags()
	var set article.Settings
	kind := choiceFlag(cmd, "kind", "k", "auto", articleKinds, "article `KIND`, as report takes it: comparison, sweep, cdm or auto")
	f.StringVarP(&set.Analysis.Baseline, "baseline", "b", "", "`SYSTEM` to compute deltas against, as report takes it; in a sweep, the bare device")
	addLangFlag(cmd, &set.Lang, "the article, whose names of the cells are taken too")
	cmd.RunE = action(func(ctx context.Context, cmd *cobra.Command, args []string) error {
		set.Kind = article.Kind(*kind)
		ds, err := loadInputs(ctx, args, c.stderr)
		if err != nil {
			return err
		}
		art, kind, err := article.Make(ds, set)
		if err != nil {
			return err
		}
		return writeNames(c.stdout, kind, art.TemplateNames())
	})
	return cmd
}

// writeNames lists a template's names, each quoted as a template writes
// it.
func writeNames(w io.Writer, kind article.Kind, n render.TemplateNames) error {
	b := bufio.NewWriter(w)
	quoted := func(names []string) string {
		q := make([]string, len(names))
		for i, s := range names {
			q[i] = strconv.Quote(s)
		}
		return strings.Join(q, "  ")
	}
	section := func(title string, lines []string) {
		if len(lines) == 0 {
			return
		}
		fmt.Fprintf(b, "%s:\n", title)
		for _, l := range lines {
			fmt.Fprintf(b, "  %s\n", l)
		}
		b.WriteString("\n")
	}
	each := func(names []string) []string {
		var out []string
		for _, s := range names {
			out = append(out, strconv.Quote(s))
		}
		return out
	}
	all := func(names [][]string) []string {
		var out []string
		for _, ns := range names {
			out = append(out, quoted(ns))
		}
		return out
	}
	pieces := func(ps []render.Piece, image bool) []string {
		var out []string
		for i, p := range ps {
			l := fmt.Sprintf("%-3d %s", i+1, strconv.Quote(p.Name))
			if image {
				l += "  image: " + p.Image()
			}
			out = append(out, l+"  ("+p.Title+")")
		}
		return out
	}
	fmt.Fprintf(b, "The names a template may use for this %s article (docs/templates.md):\n\n", kind)
	section("Systems (SYSTEM)", each(n.Systems))
	section("Cells (CELL), each by any of its names", all(n.Cells))
	section("Workloads (WORKLOAD), each by any of its names", all(n.Workloads))
	section("Metrics (METRIC)", each(n.Metrics))
	section("Directions (DIRECTION)", each(n.Directions))
	section("Tables ({{table N}} or {{table \"NAME\"}})", pieces(n.Tables, false))
	section("Charts ({{chart N}} or {{chart \"NAME\"}}; the front matter's image: its PNG)", pieces(n.Charts, true))
	return b.Flush()
}

// ratedFlag is --rated: the device's rated maxima, of every system or of
// one, read into limits.
type ratedFlag struct{ limits *analyze.Limits }

func (v *ratedFlag) String() string     { return "" }
func (v *ratedFlag) Type() string       { return "read=RATE,write=RATE" }
func (v *ratedFlag) Set(s string) error { return v.limits.SetRated(s) }

// linkFlag is --link: the link between host and device, of every system
// or of one, read into limits.
type linkFlag struct{ limits *analyze.Limits }

func (v *linkFlag) String() string     { return v.limits.Link.Name }
func (v *linkFlag) Type() string       { return "LINK" }
func (v *linkFlag) Set(s string) error { return v.limits.SetLink(s) }

// sayTidied tells what became of the files of dir the article did not
// write: those of the article before, removed, and those left alone.
func sayTidied(stdout, stderr io.Writer, dir string, t outdir.Tidied) {
	if len(t.Removed) > 0 {
		fmt.Fprintf(stdout, "removed from %s %s of the article written there before: %s\n", dir, files(len(t.Removed)), strings.Join(t.Removed, ", "))
	}
	if len(t.Changed) > 0 {
		fmt.Fprintf(stderr, "iopress: left alone in %s, changed since iopress wrote them for an earlier article (yours now): %s\n", dir, strings.Join(t.Changed, ", "))
	}
	if len(t.Unknown) > 0 {
		fmt.Fprintf(stderr, "iopress: left alone in %s, named like an article's files but not in iopress's record of what it wrote there: %s; delete them if they are not yours\n", dir, strings.Join(t.Unknown, ", "))
	}
}

// files counts files: "1 file", "12 files".
func files(n int) string {
	if n == 1 {
		return "1 file"
	}
	return strconv.Itoa(n) + " files"
}

// formatsFlag is --format: the formats an article is written in.
type formatsFlag struct{ formats []output.Format }

func (v *formatsFlag) String() string { return formatNames(v.formats) }
func (v *formatsFlag) Type() string   { return "FORMATS" }
func (v *formatsFlag) Set(s string) error {
	formats, err := output.ParseFormats(s)
	if err != nil {
		return err
	}
	v.formats = formats
	return nil
}

// formatNames writes formats as --format takes them: "pdf,html,png".
func formatNames(formats []output.Format) string {
	var names []string
	for _, f := range formats {
		names = append(names, string(f))
	}
	return strings.Join(names, ",")
}

// fileKinds say what an article's files of each extension are, one and
// several.
var fileKinds = map[string][2]string{"png": {"image", "images"}, "svg": {"SVG chart", "SVG charts"}, "csv": {"CSV table", "CSV tables"}}

// describeFiles names an article's documents (article.*, and the md
// format's index.md) and counts its other files
// by kind: "out/article.pdf, out/article.html and 12 images" (PNG, as
// report has always said), "5 SVG charts and 4 CSV tables".
func describeFiles(paths []string) string {
	var parts []string
	count := map[string]int{}
	var exts []string
	for _, p := range paths {
		if base := filepath.Base(p); strings.HasPrefix(base, "article.") || base == "index.md" {
			parts = append(parts, p)
			continue
		}
		ext := strings.TrimPrefix(filepath.Ext(p), ".")
		if count[ext] == 0 {
			exts = append(exts, ext)
		}
		count[ext]++
	}
	for _, ext := range exts {
		kind, ok := fileKinds[ext]
		if !ok {
			kind = [2]string{ext + " file", ext + " files"}
		}
		parts = append(parts, fmt.Sprintf("%d %s", count[ext], kind[min(count[ext]-1, 1)]))
	}
	return andList(parts)
}

// reporter makes articles with the settings of one command line.
type reporter struct {
	settings article.Settings
	formats  []output.Format
	force    bool           // replace files changed since iopress wrote them
	cmd      *cobra.Command // for usage errors: a setting the kind refuses
	read     reading
}

// settingFlags name, for each setting article and analyze check, the flag
// that gives it.
var settingFlags = map[string]string{"TiePct": "--tie", "Alpha": "--alpha", "Test": "--test", "Cores": "--cores",
	"Limits.Systems": "--link or --rated for one system"}

// write makes the article of ds and writes it into dir. A setting the
// article refuses is a usage error naming its flag.
func (r reporter) write(ds *datasets.Dataset, dir string) (article.Kind, *output.Output, error) {
	art, kind, err := article.Make(ds, r.settings)
	var se *article.SettingError
	if errors.As(err, &se) {
		return kind, nil, usagef(r.cmd, "%s: a %s article %s", settingFlags[se.Setting], se.Kind, strings.TrimPrefix(se.Why, "a "+string(se.Kind)+" "))
	}
	if err != nil {
		return kind, nil, err
	}
	out, err := output.WriteDirWith(dir, art, output.WriteOptions{Formats: r.formats, Force: r.force})
	var edited *outdir.EditedError
	if errors.As(err, &edited) {
		err = fmt.Errorf("%w; give --force to write this article over the changes", err)
	}
	return kind, out, err
}

// reportEach makes one article per input, as many at once as there are
// cores, each into OUT/NAME (NAME the input's base name), saying each as
// it is done. An input that fails is reported; the others are made.
func (r reporter) each(ctx context.Context, inputs []string, out string, stdout, stderr io.Writer) error {
	names := articleNames(inputs)
	type done struct {
		i    int
		kind article.Kind
		out  *output.Output
		err  error
	}
	results := make(chan done)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(inputs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				d := done{i: i}
				ds, err := r.read.load(ctx, inputs[i:i+1], io.Discard)
				if err == nil {
					d.kind, d.out, err = r.write(ds, filepath.Join(out, names[i]))
				}
				d.err = err
				results <- d
			}
		}()
	}
	go func() {
		defer close(next)
		for i := range inputs {
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()
	failed, made := 0, 0
	for d := range results {
		if d.err != nil {
			failed++
			fmt.Fprintf(stderr, "iopress: %s: %v\n", inputs[d.i], d.err)
			continue
		}
		made++
		dir := filepath.Join(out, names[d.i])
		fmt.Fprintf(stdout, "[%d/%d] %s: %s article, %s in %s\n", made+failed, len(inputs), inputs[d.i], d.kind, files(len(d.out.Paths)), dir)
		sayTidied(stdout, stderr, dir, d.out.Tidied)
	}
	if err := ctx.Err(); err != nil {
		return &interruptedError{fmt.Sprintf("interrupted after %d of %d articles: those listed above are whole", made, len(inputs)), err}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d inputs made no article (listed above)", failed, len(inputs))
	}
	return nil
}

// articleNames gives each input of a batch its folder's name: its base
// name without an archive's or a result file's extension, numbered where
// two would clash. Names that differ only in case clash too: Windows' and
// macOS's file systems take them for one folder.
func articleNames(inputs []string) []string {
	names := make([]string, len(inputs))
	taken := map[string]bool{} // lower case
	for i, in := range inputs {
		base := filepath.Base(filepath.Clean(in))
		for _, ext := range []string{".tar.gz", ".tar.zst", ".tgz", ".tar", ".zip", ".gz", ".json", ".csv", ".txt", ".xml"} {
			if len(base) > len(ext) && strings.EqualFold(base[len(base)-len(ext):], ext) {
				base = base[:len(base)-len(ext)]
				break
			}
		}
		name := base
		for n := 2; taken[strings.ToLower(name)]; n++ {
			name = fmt.Sprintf("%s-%d", base, n)
		}
		taken[strings.ToLower(name)] = true
		names[i] = name
	}
	return names
}

// loadInputs reads the inputs, or the bundled default dataset when there
// are none. Inputs that fail are reported; the report goes on with the rest
// unless nothing parsed. A folder of shards that is not whole is refused
// (see reading).
func loadInputs(ctx context.Context, inputs []string, stderr io.Writer) (*datasets.Dataset, error) {
	return reading{}.load(ctx, inputs, stderr)
}

// reading is how report and compare read their inputs: allowIncomplete
// reads a folder of shards that lacks some (--allow-incomplete), saying
// which, where it is refused otherwise. A folder of shards that mixes
// batches is refused either way: an article or a comparison of part of
// the inputs, or of some twice, is not the one asked for.
type reading struct{ allowIncomplete bool }

// addAllowIncomplete adds --allow-incomplete to a command that reads
// inputs.
func addAllowIncomplete(cmd *cobra.Command) *bool {
	return cmd.Flags().Bool("allow-incomplete", false, "read a folder of shards that lacks some of its shards (ingest --shard K/N), naming them, instead of refusing it")
}

func (r reading) load(ctx context.Context, inputs []string, stderr io.Writer) (*datasets.Dataset, error) {
	if len(inputs) == 0 {
		return datasets.Bundled(datasets.DefaultBundled)
	}
	opts := ingest.Options{AllowIncomplete: r.allowIncomplete}
	bar := showReading(&opts, stderr)
	opts.Warn = func(msg string) { bar.printf(stderr, "iopress: warning: %s\n", msg) }
	ds, errs := ingest.Read(ctx, inputs, opts)
	bar.clear()
	if ctx.Err() != nil {
		// Interrupted: an article of part of the inputs is not the one
		// asked for.
		return nil, errors.New("interrupted while reading the inputs: no article written")
	}
	for _, err := range errs {
		if err := shardsRefused(err); err != nil {
			return nil, err
		}
	}
	for _, err := range errs {
		fmt.Fprintf(stderr, "iopress: skipped: %v\n", err)
	}
	if len(ds.Results) == 0 {
		if len(errs) > 0 {
			return nil, fmt.Errorf("no results read from %d inputs: %w", len(inputs), errors.Join(errs...))
		}
		return nil, fmt.Errorf("no results in %s", andList(inputs))
	}
	return ds, nil
}

// shardsRefused is err, with the flag that reads the shards there are
// when all it lacks is shards, if it is a folder of shards that is not
// whole; nil for any other error.
func shardsRefused(err error) error {
	var se *ingest.ShardsError
	switch {
	case !errors.As(err, &se):
		return nil
	case errors.Is(err, ingest.ErrShardsMissing):
		return fmt.Errorf("%w; or give --allow-incomplete to read the shards there are", err)
	}
	return err
}

// coresOf is the core count for CPU per I/O: the user's, or the host
// inventory's when the user gave none.
func coresOf(flag int, sources []datasets.Source) int {
	if flag > 0 {
		return flag
	}
	return datasets.InventoryCores(sources)
}
