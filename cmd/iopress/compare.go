package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/render"
)

func runCompare(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("compare", "[--format text|csv|json] [--alpha A] [--test mann-whitney|welch] [--by-system] OLD NEW", stderr)
	format := fs.String("format", "text", "output: "+strings.Join(render.ChangeFormats, ", "))
	alpha := fs.Float64("alpha", analyze.DefaultAlpha, "significance level")
	test := fs.String("test", analyze.TestMannWhitney, "test: mann-whitney or welch")
	bySystem := fs.Bool("by-system", false, "match rows by system as well as by cell")
	cores := fs.Int("cores", 0, "cores of the machine measured, for CPU time per I/O from whole-machine CPU figures (default: from the host inventory of iopress run)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 2 {
		fs.Usage()
		return fmt.Errorf("compare needs OLD and NEW (each a dataset folder, a folder, a file or an archive)")
	}
	if *test != analyze.TestMannWhitney && *test != analyze.TestWelch {
		return fmt.Errorf("--test %q: want %s or %s", *test, analyze.TestMannWhitney, analyze.TestWelch)
	}
	old, err := loadInputs(ctx, fs.Args()[:1], stderr)
	if err != nil {
		return fmt.Errorf("OLD: %w", err)
	}
	new, err := loadInputs(ctx, fs.Args()[1:], stderr)
	if err != nil {
		return fmt.Errorf("NEW: %w", err)
	}
	opts := analyze.Options{Alpha: *alpha, Test: *test, Cores: coresOf(*cores, append(old.Sources, new.Sources...))}
	rc, err := analyze.CompareRuns(old.Results, new.Results, opts, *bySystem)
	if err != nil {
		return err
	}
	return render.WriteChanges(stdout, rc, *format)
}
