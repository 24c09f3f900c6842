//go:build unix

package main

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// mainArgsEnv carries, newline-separated, the command line TestMainProcess
// runs as the process iopress is.
const mainArgsEnv = "IOPRESS_TEST_MAIN_ARGS"

// TestMainProcess is iopress itself, for tests that need a process of its
// own to send signals to; it skips when not started by one.
func TestMainProcess(t *testing.T) {
	args := os.Getenv(mainArgsEnv)
	if args == "" {
		t.Skip("run by the tests of signals as a process of its own")
	}
	os.Exit(runMain(strings.Split(args, "\n")))
}

// TestSIGTERMStopsLikeCtrlC: `iopress run`, sent SIGTERM while it measures
// its first cell (its staging generation is there), stops as it does for
// Ctrl-C: it exits with status 1 saying it was interrupted, writes no
// dataset of no results, and leaves no staging generation, no temporary
// file and no lock held; the folder it made for the run is gone. SIGTERM
// used to end it at once, leaving the generation, and the folder's lock
// file in a folder that held no dataset. (That the cells finished before
// an interruption are kept is TestInterruptedRunSaysSo's, in run.)
func TestSIGTERMStopsLikeCtrlC(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "ds")
	args := []string{"run", "--rw", "randread", "--bs", "4k", "-e", "null", "-t", filepath.Join(dir, "target"),
		"--size", "1m", "--ramp", "0s", "--runtime", "1h", "-o", out}
	cmd := exec.Command(os.Args[0], "-test.run=^TestMainProcess$")
	cmd.Env = append(os.Environ(), mainArgsEnv+"="+strings.Join(args, "\n"))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	// Measuring: the writer holds the folder and has made its generation.
	// The run lasts an hour; the wait ends when the generation is there.
	var waitErr error
	for staged := false; !staged; {
		select {
		case waitErr = <-exited:
			t.Fatalf("iopress run ended before it measured: %v\n%s", waitErr, stderr.String())
		case <-time.After(10 * time.Millisecond):
			gens, _ := filepath.Glob(filepath.Join(out, ".iopress-dataset", "gen-*"))
			staged = len(gens) > 0
		}
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	waitErr = <-exited
	if code := cmd.ProcessState.ExitCode(); code != 1 || !strings.Contains(stderr.String(), "interrupted") {
		t.Errorf("after SIGTERM: %v (exit status %d), stderr %q; want status 1 and a word that it was interrupted", waitErr, code, stderr.String())
	}
	filepath.WalkDir(out, func(path string, d fs.DirEntry, err error) error {
		if err == nil && (strings.HasPrefix(d.Name(), "gen-") || strings.Contains(d.Name(), ".tmp-")) {
			t.Errorf("left after SIGTERM: %s", path)
		}
		return nil
	})
	if _, err := os.Stat(out); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the folder the run made is there after SIGTERM with no cell finished (%v)", err)
	}
}
