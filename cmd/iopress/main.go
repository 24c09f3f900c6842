// Command iopress turns storage benchmarks into publishable articles.
//
//	iopress report [INPUT...]      write an article from results, or from the bundled dataset
//	iopress ingest -o DIR INPUT... read result files into a dataset folder
//	iopress compare OLD NEW        compare two sets of runs cell by cell, with significance
//	iopress run -m MATRIX -t PATH -o DIR   run a benchmark matrix
//	iopress version                print iopress's version, commit and Go version
//	iopress completion SHELL       a completion script for bash, zsh, fish or PowerShell
//
// 'iopress help COMMAND' or 'iopress COMMAND --help' lists a command's
// flags; flags may come before or after the inputs. The exit status is 0
// on success, 2 when the command line is wrong and 1 when the work fails.
//
// This package only wires flags to the stages; the work lives in ingest,
// datasets, analyze, render and run.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(exitStatus(err, os.Stderr))
}

// run runs the command line args with ctx, writing to stdout and stderr:
// main without the process around it.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	root := newRoot(stdout, stderr)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	var ce *commandError
	if err != nil && !errors.As(err, &ce) {
		// Cobra's own: an unknown command or flag, a wrong number of
		// arguments, a flag's value its type refused.
		return &usageError{cmd: commandPath(root, args), err: err}
	}
	if ce != nil {
		return ce.err
	}
	return nil
}

// exitStatus prints err, if any, and says how the process ends: 0 when it
// did what was asked, 2 when the command line was wrong (with a pointer to
// the command's help), 1 when the work failed.
func exitStatus(err error, stderr io.Writer) int {
	if err == nil {
		return 0
	}
	fmt.Fprintf(stderr, "iopress: %v\n", err)
	var ue *usageError
	if errors.As(err, &ue) {
		fmt.Fprintf(stderr, "Run '%s --help' for usage.\n", ue.cmd)
		return 2
	}
	return 1
}
