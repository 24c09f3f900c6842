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
// on success, 1 when the work failed, 2 when the command line is wrong,
// 3 when the output is written but some inputs were problems, and 4 when
// another process holds the output folder (see exitStatus).
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

	"github.com/iopress/iopress/datasets"
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

// Exit statuses, for scripts and batch systems, which tell what to do by
// them: 3 is worth a look (the output is there, with problems listed), 4
// is worth a retry once the other writer is done (nothing was done), 1 is
// a failure. The README's "Exit status" lists them.
const (
	exitOK       = 0
	exitFailed   = 1 // the work failed or was interrupted
	exitUsage    = 2 // the command line is wrong
	exitProblems = 3 // written, with problems: some inputs or hosts' shares are missing
	exitBusy     = 4 // another process holds the output folder: nothing written
)

// exitStatuses is the list of exit statuses the help gives.
var exitStatuses = `Exit status:
  0  done, no problem
  1  the work failed or was interrupted (what was kept, if anything, is said)
  2  the command line is wrong
  3  written, with problems: inputs ingest could not read, or host shares a fleet
     run could not measure (each listed)
  4  another process holds the output folder: nothing written; run again once it
     is done`

// problemsError is work that wrote its output, less what some of its
// inputs (or a fleet's hosts) could not give: each problem was printed,
// and it says how many.
type problemsError struct{ err error }

func (e *problemsError) Error() string { return e.err.Error() }
func (e *problemsError) Unwrap() error { return e.err }

// exitStatus prints err, if any, and says how the process ends (the
// statuses above): a usage error with a pointer to the command's help.
func exitStatus(err error, stderr io.Writer) int {
	if err == nil {
		return exitOK
	}
	fmt.Fprintf(stderr, "iopress: %v\n", err)
	var ue *usageError
	var pe *problemsError
	switch {
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "Run '%s --help' for usage.\n", ue.cmd)
		return exitUsage
	case errors.Is(err, datasets.ErrBusy):
		return exitBusy
	case errors.As(err, &pe):
		return exitProblems
	}
	return exitFailed
}
