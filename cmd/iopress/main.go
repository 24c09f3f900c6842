// Command iopress turns storage benchmarks into publishable articles.
//
//	iopress report [--out DIR] [--baseline SYSTEM] [--tie PCT] [INPUT...]
//	iopress ingest --out DIR [--parquet] INPUT...
//	iopress compare [--format text|csv|json] OLD NEW
//
// This package only wires flags to the stages; the work lives in ingest,
// datasets, analyze and render.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintf(os.Stderr, "iopress: %v\n", err)
		}
		os.Exit(1)
	}
}

type command struct {
	name    string
	summary string
	run     func(ctx context.Context, args []string, stdout, stderr io.Writer) error
}

func commands() []command {
	return []command{
		{"report", "write an article (PDF and PNGs) from results or the bundled dataset", runReport},
		{"ingest", "read result files into a dataset folder", runIngest},
		{"compare", "compare two sets of runs cell by cell, with significance", runCompare},
		{"run", "run a benchmark matrix with iopress's own engines", runRun},
	}
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		return nil
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(ctx, args[1:], stdout, stderr)
		}
	}
	usage(stderr)
	return fmt.Errorf("unknown command %q", args[0])
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "iopress turns storage benchmarks into publishable articles.\n\nUsage: iopress COMMAND [flags] [INPUT...]\n\nCommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'iopress COMMAND -h' for a command's flags.")
}

// newFlagSet makes a command's flag set that reports errors instead of
// exiting.
func newFlagSet(name, usageLine string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: iopress %s %s\n\nFlags:\n", name, usageLine)
		fs.PrintDefaults()
	}
	return fs
}
