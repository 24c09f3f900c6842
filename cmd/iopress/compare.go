package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/words"
)

func (c *cli) compareCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use: synopsis("compare", "[-f text|csv|json]", "[--alpha A]", "[--test mann-whitney|welch]", "[--by-system]",
			"[--cores N]", "[--lang LANG]", "[--allow-incomplete]", "OLD", "NEW"),
		Short: "compare two sets of runs cell by cell, with significance",
		Long: `Compare reads two sets of runs (each a dataset folder, a folder, a file or an
archive) and says, cell by cell and metric by metric, how NEW differs from OLD:
the medians, their spread, the change in percent and, where both sides repeated
a cell, whether the change is significant after Holm's correction over the
cells compared. A folder of shards is read as report reads it.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 2 {
				return usagef(cmd, "compare needs two inputs, OLD and NEW (each a dataset folder, a folder, a file or an archive), and was given %q", args)
			}
			return nil
		},
	}
	f := cmd.Flags()
	format := choiceFlag(cmd, "format", "f", "text", render.ChangeFormats, "output `FORMAT`: "+orList(render.ChangeFormats))
	alpha := level(analyze.DefaultAlpha)
	f.Var(&alpha, "alpha", "significance level `A`, above 0 and below 1")
	test := choiceFlag(cmd, "test", "", analyze.TestMannWhitney, significanceTests, "`TEST`: mann-whitney or welch")
	bySystem := f.Bool("by-system", false, "match rows by system as well as by cell")
	var ncores cores
	f.Var(&ncores, "cores", "`N` cores of the machine measured, for CPU time per I/O from whole-machine CPU figures (0: from iopress run's host inventory)")
	lang := words.English
	addLangFlag(cmd, &lang, "the text table, its words and numbers (csv and json are for programs, in English)")
	read := reading{}
	allowIncomplete := addAllowIncomplete(cmd)
	cmd.RunE = action(func(ctx context.Context, cmd *cobra.Command, args []string) error {
		if lang != words.English && *format != "text" {
			return usagef(cmd, "--lang %s: the %s format is for programs, its names and numbers the same in every language; only text is written in a language", lang, *format)
		}
		read.allowIncomplete = *allowIncomplete
		old, err := read.load(ctx, args[:1], c.stderr)
		if err != nil {
			return fmt.Errorf("OLD: %w", err)
		}
		new, err := read.load(ctx, args[1:], c.stderr)
		if err != nil {
			return fmt.Errorf("NEW: %w", err)
		}
		opts := analyze.Options{Alpha: float64(alpha), Test: *test, Cores: coresOf(int(ncores), append(old.Sources, new.Sources...))}
		rc, err := analyze.CompareRuns(old.Results, new.Results, opts, *bySystem)
		if err != nil {
			return err
		}
		return render.WriteChangesIn(c.stdout, rc, *format, lang)
	})
	return cmd
}
