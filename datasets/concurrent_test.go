package datasets_test

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/iopress/iopress/datasets"
)

// writeOf is the dataset writer w writes the i-th time: every table's rows
// say who wrote them (tag), and their number and which tables exist
// change from one write to the next, so that a read mixing two writes, or
// keeping a table of an earlier one, shows.
func writeOf(w string, i int) *datasets.Dataset {
	tag := fmt.Sprintf("%s-%d", w, i)
	n := 1 + (len(w)+i)%4
	ds := &datasets.Dataset{Sources: []datasets.Source{{ID: tag, Path: tag + ".json"}}}
	for j := range n {
		r := datasets.NewResult()
		r.System, r.Direction, r.IOPS, r.SourceID = tag, "read", float64(j+1), tag
		ds.Results = append(ds.Results, r)
		ds.Histogram = append(ds.Histogram, datasets.LatencyBin{JobName: tag, BinNs: float64(j), Count: 1})
		if i%2 == 0 {
			s := datasets.NewSample()
			s.Log, s.TimeNs, s.IOPS = tag, int64(j), 1
			ds.Series = append(ds.Series, s)
		}
	}
	return ds
}

// whoWrote returns the tag of the one write a dataset read holds, or an
// error saying how it mixes writes.
func whoWrote(ds *datasets.Dataset) (string, error) {
	if len(ds.Sources) != 1 {
		return "", fmt.Errorf("%d sources, want 1", len(ds.Sources))
	}
	tag := ds.Sources[0].ID
	cut := strings.LastIndexByte(tag, '-')
	i, err := strconv.Atoi(tag[cut+1:])
	if cut < 0 || err != nil {
		return "", fmt.Errorf("source %q was written by no writer", tag)
	}
	want := writeOf(tag[:cut], i)
	var got []string
	for _, r := range ds.Results {
		got = append(got, "result "+r.System)
	}
	for _, b := range ds.Histogram {
		got = append(got, "bin "+b.JobName)
	}
	for _, s := range ds.Series {
		got = append(got, "sample "+s.Log)
	}
	mixed := len(ds.Results) != len(want.Results) || len(ds.Histogram) != len(want.Histogram) || len(ds.Series) != len(want.Series)
	for _, g := range got {
		mixed = mixed || !strings.HasSuffix(g, " "+tag)
	}
	if mixed {
		return tag, fmt.Errorf("sources of %s, with %v; want %d results, bins and %d samples of it", tag, got, len(want.Results), len(want.Series))
	}
	return tag, nil
}

// writeRetrying writes ds into dir, again while another writer holds it.
func writeRetrying(dir string, ds *datasets.Dataset) error {
	for {
		err := datasets.WriteDir(dir, ds)
		if !errors.Is(err, datasets.ErrBusy) {
			return err
		}
		time.Sleep(100 * time.Microsecond) // leave the holder the cores
	}
}

// readUntil reads dir over and over until stop is closed and checks that
// every read is one whole write; it returns the number of reads.
func readUntil(t *testing.T, dir string, stop <-chan struct{}) int {
	reads := 0
	for {
		select {
		case <-stop:
			return reads
		default:
		}
		ds, err := datasets.ReadDir(dir)
		if err != nil {
			t.Errorf("read %d: %v", reads, err)
			return reads
		}
		if _, err := whoWrote(ds); err != nil {
			t.Errorf("read %d mixes writes: %v", reads, err)
			return reads
		}
		reads++
		// Readers that never yield keep the writers, back from each of
		// their system calls, waiting for a core for milliseconds.
		time.Sleep(time.Millisecond)
	}
}

// checkSettled checks that dir holds one whole write, the user's files
// beside it, and nothing left of the writes but the folder's tables.
func checkSettled(t *testing.T, dir string) {
	t.Helper()
	ds, err := datasets.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := whoWrote(ds); err != nil {
		t.Errorf("after the writes: %v", err)
	}
	for _, f := range []string{"notes.txt", "cells/c1/results.arrow"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("a file iopress did not write into the folder is gone: %v", err)
		}
	}
	// The state, and the sums of the generation it names.
	state, _ := os.ReadFile(filepath.Join(dir, ".iopress-dataset", "state"))
	gen, _, _ := strings.Cut(string(state), " ")
	entries, _ := os.ReadDir(filepath.Join(dir, ".iopress-dataset"))
	for _, e := range entries {
		if e.Name() != "state" && e.Name() != "sums-"+gen {
			t.Errorf("left in .iopress-dataset: %s", e.Name())
		}
	}
	entries, _ = os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file left: %s", e.Name())
		}
	}
}

// newSharedFolder makes a dataset folder with a first write and files of
// the user's: a note and a subfolder (as run's cells).
func newSharedFolder(t *testing.T) string {
	dir := t.TempDir()
	if err := datasets.WriteDir(filepath.Join(dir, "cells", "c1"), writeOf("cell", 0)); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine\n"), 0o644)
	if err := datasets.WriteDir(dir, writeOf("first", 0)); err != nil {
		t.Fatal(err)
	}
	return dir
}

// writes is how many times each writer of the tests below writes: each
// write takes tens of milliseconds (its files and folders are synced).
const writes = 6

// TestConcurrentWritersNeverMix: writers in goroutines replace a folder
// over and over while readers read it; every read is one writer's whole
// dataset (an earlier iopress mixed them in most reads).
func TestConcurrentWritersNeverMix(t *testing.T) {
	dir := newSharedFolder(t)
	stop := make(chan struct{})
	done := make(chan int)
	go func() { done <- readUntil(t, dir, stop) }()
	var writers sync.WaitGroup
	for k := range 3 {
		writers.Go(func() {
			for i := range writes {
				if err := writeRetrying(dir, writeOf(fmt.Sprintf("w%d", k), i)); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	writers.Wait()
	close(stop)
	t.Logf("%d reads", <-done)
	checkSettled(t, dir)
}

// writerEnv names the folder a re-executed test binary writes into (see
// TestHelperWriter).
const writerEnv = "IOPRESS_TEST_WRITE_DIR"

// TestHelperWriter is not a test. In a child process started by the tests
// below it writes the folder $IOPRESS_TEST_WRITE_DIR: with
// IOPRESS_TEST_WRITER=NAME, writes as NAME; with IOPRESS_TEST_HOLD set,
// it starts a write of many rows, says "writing", and waits for its input
// to end (or to be killed) before it closes it.
func TestHelperWriter(t *testing.T) {
	dir := os.Getenv(writerEnv)
	if dir == "" {
		t.Skip("helper process only")
	}
	if os.Getenv("IOPRESS_TEST_HOLD") == "" {
		for i := range writes {
			if err := writeRetrying(dir, writeOf(os.Getenv("IOPRESS_TEST_WRITER"), i)); err != nil {
				fmt.Println(err)
				os.Exit(1)
			}
		}
		return
	}
	w, err := datasets.NewWriter(dir)
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	big := writeOf("held", 0)
	for range 20_000 { // more than a record batch: files are half written
		big.Results = append(big.Results, big.Results[0])
	}
	if err := w.Append(big); err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	fmt.Println("writing")
	bufio.NewReader(os.Stdin).ReadString('\n')
	if err := w.Close(); err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
}

// helper starts the test binary as a writer of dir, with env added.
func helper(t *testing.T, dir string, env ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperWriter$")
	cmd.Env = append(append(os.Environ(), writerEnv+"="+dir), env...)
	return cmd
}

// TestConcurrentProcessesNeverMix: as TestConcurrentWritersNeverMix, with
// the writers in processes of their own, as two `iopress ingest --out`.
func TestConcurrentProcessesNeverMix(t *testing.T) {
	dir := newSharedFolder(t)
	var cmds []*exec.Cmd
	var outs []*strings.Builder
	for k := range 2 {
		cmd := helper(t, dir, fmt.Sprintf("IOPRESS_TEST_WRITER=p%d", k))
		var out strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds, outs = append(cmds, cmd), append(outs, &out)
	}
	stop := make(chan struct{})
	done := make(chan int)
	go func() { done <- readUntil(t, dir, stop) }()
	for k, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("writer p%d: %v\n%s", k, err, outs[k])
		}
	}
	close(stop)
	t.Logf("%d reads", <-done)
	checkSettled(t, dir)
}

// TestSecondWriterFailsAndCrashKeepsOldDataset: while a process writes a
// folder, a second writer fails at once naming it, and readers see the
// old dataset; the writer killed in the middle leaves the old dataset
// whole, and the next write succeeds and clears what it left.
func TestSecondWriterFailsAndCrashKeepsOldDataset(t *testing.T) {
	dir := newSharedFolder(t)
	cmd := helper(t, dir, "IOPRESS_TEST_HOLD=1")
	stdout, _ := cmd.StdoutPipe()
	// The holder waits for its input to end: a pipe kept open, not the
	// null device, whose end it would read at once, closing its write
	// while this test's second writer starts, which a loaded machine
	// then lets succeed.
	stdin, _ := cmd.StdinPipe()
	defer stdin.Close()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	if line, _ := bufio.NewReader(stdout).ReadString('\n'); line != "writing\n" {
		t.Fatalf("holder: %q", line)
	}
	err := datasets.WriteDir(dir, writeOf("second", 0))
	if !errors.Is(err, datasets.ErrBusy) || !strings.Contains(err.Error(), dir) || !strings.Contains(err.Error(), fmt.Sprintf("pid %d on ", cmd.Process.Pid)) {
		t.Errorf("second writer: err = %v, want busy, naming %s and pid %d", err, dir, cmd.Process.Pid)
	}
	cmd.Process.Kill()
	cmd.Wait()
	ds, err := datasets.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if tag, err := whoWrote(ds); err != nil || tag != "first-0" {
		t.Errorf("after the writer was killed: %s, %v; want first-0, the dataset before it", tag, err)
	}
	if err := datasets.WriteDir(dir, writeOf("after", 1)); err != nil {
		t.Fatalf("write after a crashed writer: %v", err)
	}
	checkSettled(t, dir)
}
