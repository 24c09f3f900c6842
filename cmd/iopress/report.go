package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render"
)

func runReport(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("report", "[--out DIR] [--kind auto|comparison|sweep|cdm] [--baseline SYSTEM] [--tie PCT] [--alpha A] [--test mann-whitney|welch] [--title TEXT] [INPUT...]", stderr)
	out := fs.String("out", "out", "folder to write article.pdf and the PNGs into")
	kind := fs.String("kind", "auto", "article kind: comparison (systems side by side), sweep (curves over queue depth), cdm (a CrystalDiskMark review) or auto (cdm when every result is CrystalDiskMark's or KDiskMark's, sweep when a system was measured at three depths or more, else comparison)")
	baseline := fs.String("baseline", "", "system to compute deltas against; in a sweep, the bare device")
	tie := fs.Float64("tie", analyze.DefaultTiePct, "relative difference, in percent, at or below which two figures tie (0 for resolution only)")
	title := fs.String("title", "", "article title (default: generated from the systems)")
	alpha := fs.Float64("alpha", analyze.DefaultAlpha, "significance level for repeated runs")
	test := fs.String("test", analyze.TestMannWhitney, "test for repeated runs: mann-whitney or welch")
	cores := fs.Int("cores", 0, "cores of the machine measured, for CPU time per I/O from whole-machine CPU figures (default: from the host inventory of iopress run)")
	rated := fs.String("rated", "", "the device's rated maxima, e.g. read=3400MB/s,write=3000MB/s or read=500000IOPS")
	link := fs.String("link", "", "the link between host and device, e.g. 10GbE, SATA/600, PCIe4x4 or 1250MB/s")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *test != analyze.TestMannWhitney && *test != analyze.TestWelch {
		return fmt.Errorf("--test %q: want %s or %s", *test, analyze.TestMannWhitney, analyze.TestWelch)
	}
	ds, err := loadInputs(ctx, fs.Args(), stderr)
	if err != nil {
		return err
	}
	var limits analyze.Limits
	if *rated != "" {
		if err := limits.ParseRated(*rated); err != nil {
			return err
		}
	}
	if *link != "" {
		if limits.LinkBytesPerS, err = analyze.ParseLink(*link); err != nil {
			return err
		}
	}
	if *kind == "auto" {
		*kind = articleKind(ds)
	}
	var art *render.Article
	switch *kind {
	case "sweep":
		s, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: *baseline,
			RatedBytesPerS: limits.RatedBytesPerS, RatedIOPS: limits.RatedIOPS, LinkBytesPerS: limits.LinkBytesPerS})
		if err != nil {
			return err
		}
		art, err = render.BuildSweep(ds, s, render.Options{Title: *title, Link: *link})
		if err != nil {
			return err
		}
	case "comparison", "cdm":
		tiePct := *tie
		if tiePct == 0 {
			tiePct = -1 // the flag's 0 means "resolution only"; analyze's 0 means default
		}
		a, err := analyze.Compare(ds.Results, analyze.Options{Baseline: *baseline, TiePct: tiePct, Alpha: *alpha, Test: *test, Cores: coresOf(*cores, ds.Sources)})
		if err != nil {
			return err
		}
		ropts := render.Options{Title: *title, Flags: a.FlagLimits(limits), Link: *link,
			LinkBytesPerS: limits.LinkBytesPerS, RatedBytesPerS: limits.RatedBytesPerS}
		if *kind == "cdm" {
			art, err = render.BuildCDM(ds, a, ropts)
		} else {
			art, err = render.Build(ds, a, ropts)
		}
		if err != nil {
			return err
		}
	default:
		return fmt.Errorf("--kind %q: want auto, comparison, sweep or cdm", *kind)
	}
	paths, err := render.WriteDir(*out, art)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %d files to %s: %s, %s and %d images (%s article)\n", len(paths), *out, paths[0], paths[1], len(paths)-2, *kind)
	return ctx.Err()
}

// articleKind picks the article for the data: a CrystalDiskMark review
// when every result comes from CrystalDiskMark or KDiskMark, a sweep when
// some system was measured in one workload at three queue depths or more,
// else a comparison.
func articleKind(ds *datasets.Dataset) string {
	cdm := len(ds.Results) > 0
	for _, r := range ds.Results {
		cdm = cdm && (r.Tool == datasets.ToolCrystalDiskMark || r.Tool == datasets.ToolKDiskMark)
	}
	if cdm {
		return "cdm"
	}
	type key struct {
		system, pattern, direction string
		bs, jobs                   int64
	}
	depths := map[key]map[int64]bool{}
	for _, r := range ds.Results {
		if r.IODepth <= 0 {
			continue
		}
		k := key{r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.NumJobs}
		if depths[k] == nil {
			depths[k] = map[int64]bool{}
		}
		depths[k][r.IODepth] = true
		if len(depths[k]) >= 3 {
			return "sweep"
		}
	}
	return "comparison"
}

// loadInputs reads the inputs, or the bundled default dataset when there
// are none. Inputs that fail are reported; the report goes on with the rest
// unless nothing parsed.
func loadInputs(ctx context.Context, inputs []string, stderr io.Writer) (*datasets.Dataset, error) {
	if len(inputs) == 0 {
		return datasets.Bundled(datasets.DefaultBundled)
	}
	opts, err := readOptions(0, "", "", stderr)
	if err != nil {
		return nil, err
	}
	ds, errs := ingest.Read(ctx, inputs, opts)
	for _, err := range errs {
		fmt.Fprintf(stderr, "iopress: skipped: %v\n", err)
	}
	if len(ds.Results) == 0 {
		if len(errs) > 0 {
			return nil, fmt.Errorf("no results read from %d inputs: %w", len(inputs), errors.Join(errs...))
		}
		return nil, fmt.Errorf("no results in %v", inputs)
	}
	return ds, nil
}

// coresOf is the core count for CPU per I/O: the user's, or the host
// inventory's when the user gave none.
func coresOf(flag int, sources []datasets.Source) int {
	if flag > 0 {
		return flag
	}
	return datasets.InventoryCores(sources)
}
