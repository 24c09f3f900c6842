package main

import (
	"context"
	"fmt"
	"io"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

func runIngest(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("ingest", "--out DIR [--parquet] INPUT...", stderr)
	out := fs.String("out", "", "dataset folder to write (required)")
	parquet := fs.Bool("parquet", false, "write Parquet files beside the Arrow ones")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() == 0 {
		fs.Usage()
		return fmt.Errorf("ingest needs --out DIR and at least one INPUT")
	}
	ds, errs := ingest.Paths(fs.Args())
	for _, err := range errs {
		fmt.Fprintf(stderr, "iopress: skipped: %v\n", err)
	}
	if len(ds.Results) == 0 {
		return fmt.Errorf("nothing to write: none of the %d inputs gave a result", fs.NArg())
	}
	formats := []datasets.Format{datasets.Arrow}
	if *parquet {
		formats = append(formats, datasets.Parquet)
	}
	if err := datasets.WriteDir(*out, ds, formats...); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d rows from %d sources written to %s; %d inputs failed\n", len(ds.Results), len(ds.Sources), *out, len(errs))
	if len(errs) > 0 {
		return fmt.Errorf("%d of the inputs could not be read", len(errs))
	}
	return ctx.Err()
}
