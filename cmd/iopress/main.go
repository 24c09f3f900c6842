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
	"syscall"
)

func main() {
	os.Exit(runMain(os.Args[1:]))
}

// stopSignals end a command as Ctrl-C does: SIGTERM is what kill, timeout,
// systemd, container runtimes and batch schedulers send (on Windows, Go
// delivers the console's close, logoff and shutdown events as SIGTERM).
// The command's context is cancelled, and it stops as it does for Ctrl-C:
// it keeps what it finished, drops its staging generation and temporary
// files, and lets go of its folder's lock (a folder it made and committed
// nothing to is removed, lock file and all). A second signal ends the
// process at once, for a user who will not wait for that.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// runMain runs the command line args as the process: main without
// os.Exit, which the test of signals runs in a process of its own.
func runMain(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), stopSignals...)
	defer stop()
	go func() {
		<-ctx.Done()
		stop() // the next signal has its default effect
	}()
	return exitStatus(run(ctx, args, os.Stdout, os.Stderr), os.Stderr)
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
