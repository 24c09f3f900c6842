package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/iopress/iopress/datasets"
	bench "github.com/iopress/iopress/run"
)

// TestRunRefusesBeforeRunning: times and job counts no cell can run with
// are refused before a test file is laid out or a dataset written: by the
// flag, as a usage error, where the value alone is wrong, or naming the
// cell where the machine or the sum of times cannot; an outside tool not
// installed is named with where to get it.
func TestRunRefusesBeforeRunning(t *testing.T) {
	for _, tt := range []struct {
		name  string
		args  []string
		want  string
		usage bool
	}{
		{"zero runtime", []string{"--runtime", "0"}, `invalid argument "0" for "--runtime" flag: want a duration above zero`, true},
		{"negative runtime", []string{"--runtime", "-1s"}, `invalid argument "-1s" for "--runtime" flag: want a duration above zero`, true},
		{"negative ramp", []string{"--ramp", "-1s"}, `invalid argument "-1s" for "--ramp" flag: want a duration of zero or more`, true},
		{"zero repeats", []string{"--repeat", "0"}, `invalid argument "0" for "--repeat" flag: want 1 or more`, true},
		{"1ns runtime", []string{"--runtime", "1ns"}, `invalid argument "1ns" for "--runtime" flag: want 10ms or more (a shorter cell can end before one I/O completes)`, true},
		{"100us runtime", []string{"--runtime", "100us"}, `invalid argument "100us" for "--runtime" flag: want 10ms or more`, true},
		{"a century", []string{"--runtime", "1000000h"}, "cell rnd-read-4k-qd1-t1: runtime 1000000h0m0s after a ramp of 0s: more than iopress runs a cell for", false},
		{"100000 jobs", []string{"--numjobs", "100000"}, "cell rnd-read-4k-qd1-t100000: 100000 jobs need up to 200001 threads", false},
		{"no DiskSpd", []string{"--engine", "diskspd"}, "the diskspd engine needs Microsoft's DiskSpd on the PATH (diskspd.exe, from https://github.com/microsoft/diskspd/releases)", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("PATH", t.TempDir()) // no fio, no DiskSpd
			dir := t.TempDir()
			target, out := filepath.Join(dir, "target"), filepath.Join(dir, "out")
			args := append([]string{"run", "--rw", "randread", "--engine", "null", "--size", "1MiB", "--target", target, "--out", out}, tt.args...)
			var stdout, stderr bytes.Buffer
			err := run(context.Background(), args, &stdout, &stderr)
			var ue *usageError
			if err == nil || !strings.Contains(err.Error(), tt.want) || errors.As(err, &ue) != tt.usage {
				t.Errorf("err = %v (a usage error: %v), want %q (a usage error: %v)", err, errors.As(err, &ue), tt.want, tt.usage)
			}
			for _, p := range []string{target, out} {
				if _, err := os.Stat(p); !os.IsNotExist(err) {
					t.Errorf("%s was written before the refusal (%v)", p, err)
				}
			}
		})
	}
}

// TestLayoutShowsProgress: laying out a new test file shows its progress
// on a terminal, in bytes (binary units), and clears it when done;
// cancelled, it stops and leaves no half-laid file. The terminal is as
// wide as the line needs, however long the temporary folder's path
// (TestProgressFitsTheTerminal cuts lines to narrow ones).
func TestLayoutShowsProgress(t *testing.T) {
	target := filepath.Join(t.TempDir(), "f")
	desc := "laying out " + target + " (64 MiB)"
	var term lockedBuffer
	fakeTerminal(t, &term, len(desc)+progressStats+40)
	c := &cli{stdout: &term, stderr: &term}
	if err := c.layOut(context.Background(), target, 64<<20); err != nil {
		t.Fatal(err)
	}
	out := term.String()
	if !strings.Contains(out, desc+" 100% |") || !strings.HasSuffix(out, "\r") {
		t.Errorf("layout progress %q: want the file and its bytes, then the bar cleared", out[max(0, len(out)-300):])
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	other := filepath.Join(t.TempDir(), "g")
	if err := c.layOut(ctx, other, 64<<20); !errors.Is(err, context.Canceled) || err.Error() != "interrupted while laying out "+other+" (0 bytes of 64 MiB): the file is removed, and nothing was run" {
		t.Errorf("cancelled layout: err = %v", err)
	}
	if _, err := os.Stat(other); !os.IsNotExist(err) {
		t.Errorf("a cancelled layout left %s (%v)", other, err)
	}
}

// TestRefusalsNameTheFlags: the run library refuses a write in its own
// words, and the command adds the flag that would let it go on.
func TestRefusalsNameTheFlags(t *testing.T) {
	target := filepath.Join(t.TempDir(), "precious")
	os.WriteFile(target, []byte("precious"), 0o644)
	_, stderr, status := runCLI("run", "--rw", "randwrite", "-e", "null", "--size", "4k", "-t", target, "-o", filepath.Join(t.TempDir(), "o"))
	if status != 1 || !strings.Contains(stderr, "refused to write to "+target+": the file exists. To write over it, run again with --overwrite") {
		t.Errorf("status %d, stderr %q", status, stderr)
	}
	if data, _ := os.ReadFile(target); string(data) != "precious" {
		t.Errorf("the file now holds %q", data)
	}
}

// TestFleetRefusals: a fleet run is refused before any host is asked when
// its flags do not go together, its target is not an absolute path on the
// hosts, or its write cells would write there without --overwrite.
func TestFleetRefusals(t *testing.T) {
	if _, err := exec.LookPath("fio"); err != nil {
		t.Skip("fio is not on the PATH: fleet runs need fio (CI installs it)")
	}
	dir := t.TempDir()
	abs := filepath.Join(dir, "target")
	// The relative target is relative to a folder of the test's own.
	t.Chdir(dir)
	for _, tt := range []struct {
		name  string
		args  []string
		want  string
		usage bool
	}{
		{"mode alone", []string{"--rw", "randread", "-t", abs, "--hosts-mode", "each"}, "--hosts-mode and --hosts-grace go with --hosts", true},
		{"grace alone", []string{"--rw", "randread", "-t", abs, "--hosts-grace", "1m"}, "--hosts-mode and --hosts-grace go with --hosts", true},
		{"no grace", []string{"--rw", "randread", "-t", abs, "--hosts", "node1", "--hosts-grace", "0s"}, "want a duration above zero", true},
		{"no host", []string{"--rw", "randread", "-t", abs, "--hosts", ","}, "--hosts: \",\" names no host", true},
		{"empty hosts", []string{"--rw", "randread", "-t", abs, "--hosts", ""}, "--hosts: \"\" names no host", true},
		{"relative target", []string{"--rw", "randread", "-t", "target", "--hosts", "node1"}, "the hosts of a fleet need an absolute path", false},
		{"own engine", []string{"--rw", "randread", "-t", abs, "--hosts", "node1", "-e", "psync"}, "engine psync runs only here", false},
		{"writes", []string{"--rw", "randwrite", "-t", abs, "--hosts", "node1"}, "run again with --overwrite", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			var stdout, stderr bytes.Buffer
			err := run(context.Background(), append([]string{"run", "--out", out}, tt.args...), &stdout, &stderr)
			var ue *usageError
			if err == nil || !strings.Contains(err.Error(), tt.want) || errors.As(err, &ue) != tt.usage {
				t.Errorf("err = %v (a usage error: %v), want %q (a usage error: %v)", err, errors.As(err, &ue), tt.want, tt.usage)
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("%s was written before the refusal (%v)", out, err)
			}
		})
	}
}

// TestHostRates: a fleet cell's progress ends with each host's live rate,
// written as fio's ETA line writes it, three significant digits and an SI
// prefix.
func TestHostRates(t *testing.T) {
	for _, tt := range []struct {
		rates []bench.HostRate
		want  string
	}{
		{nil, ""},
		{[]bench.HostRate{{Host: "node1", IOPS: 0}}, ": node1 0 IOPS"},
		{[]bench.HostRate{{Host: "node1", IOPS: 950}, {Host: "ip:10.0.0.2,9000", IOPS: 12345}}, ": node1 950 IOPS, ip:10.0.0.2,9000 12.3k IOPS"},
		{[]bench.HostRate{{Host: "a", IOPS: 999}, {Host: "b", IOPS: 1000}, {Host: "c", IOPS: 445999}, {Host: "d", IOPS: 999500}, {Host: "e", IOPS: 1234567}}, ": a 999 IOPS, b 1.00k IOPS, c 446k IOPS, d 1.00M IOPS, e 1.23M IOPS"},
	} {
		if got := hostRates(tt.rates); got != tt.want {
			t.Errorf("%v: %q, want %q", tt.rates, got, tt.want)
		}
	}
}

// TestRefusalNoFlagLifts: a refusal no consent lifts (an active swap
// area, which the kernel lets nothing write, named with both flags) does
// not tell the user to run again with a flag they gave.
func TestRefusalNoFlagLifts(t *testing.T) {
	err := withConsentFlags(&bench.RefusedError{Target: "/dev/sdz", Reason: "it is in use as swap", Advice: "To destroy it, run swapoff /dev/sdz first"})
	if want := "refused to write to /dev/sdz: it is in use as swap. To destroy it, run swapoff /dev/sdz first"; err.Error() != want {
		t.Errorf("%q, want %q", err, want)
	}
}

// TestInterruptedRunSaysSo: a run stopped by Ctrl-C says it was
// interrupted, what it kept and how to go on, never the context's bare
// "context canceled"; interrupted before any cell finished, it writes
// nothing and says so.
func TestInterruptedRunSaysSo(t *testing.T) {
	dir := t.TempDir()
	m, err := bench.SingleCell("randread", "4k", 1, 1, 50)
	if err != nil {
		t.Fatal(err)
	}
	m.Cells = append(m.Cells, m.Cells[0])
	m.Cells[1].Name += "-again"
	target := filepath.Join(dir, "t")
	if err := bench.Prepare(target, 1<<20); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		at   int // the cell whose start is interrupted
		want string
	}{
		{1, "interrupted before any cell finished: nothing is kept, and OUT is not written"},
		{2, "interrupted after 1 of 2 cells: those finished are kept in OUT; run again with --resume to finish"},
	} {
		out := filepath.Join(t.TempDir(), "out")
		ctx, cancel := context.WithCancel(context.Background())
		plan := bench.Plan{Matrix: m, Engine: "null", Repeat: 1, Out: out, Config: bench.Config{Target: target, Runtime: 50 * time.Millisecond, Span: 1 << 20},
			Progress: func(i, _ int, _ bench.Cell, _ int) {
				if i == tt.at {
					cancel()
				}
			}}
		var stdout, stderr bytes.Buffer
		c := &cli{stdout: &stdout, stderr: &stderr}
		err := c.execute(ctx, plan, target)
		cancel()
		if want := strings.ReplaceAll(tt.want, "OUT", out); err == nil || err.Error() != want || !errors.Is(err, context.Canceled) {
			t.Errorf("interrupted at cell %d: %v, want %q", tt.at, err, want)
		}
		if _, err := os.Stat(out); (err == nil) != (tt.at > 1) {
			t.Errorf("interrupted at cell %d: %s exists: %v", tt.at, out, err == nil)
		}
	}
}

// TestRunWritesParquet: run --parquet writes every table of the run's
// dataset in Parquet beside Arrow, as ingest --parquet does, so that
// DuckDB, Spark or Polars read a run without an ingest; the Parquet
// files read back as the Arrow ones.
func TestRunWritesParquet(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	_, stderr, status := runCLI("run", "--rw", "randread", "-e", "null", "-t", filepath.Join(dir, "t"), "--size", "1MiB", "--runtime", "50ms", "-o", out, "--parquet")
	if status != 0 {
		t.Fatalf("iopress run --parquet: status %d: %s", status, stderr)
	}
	fromArrow, err := datasets.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{datasets.ResultsFile, datasets.SourcesFile, datasets.HistogramFile, datasets.SeriesFile} {
		if _, err := os.Stat(filepath.Join(out, table+".parquet")); err != nil {
			t.Errorf("no Parquet file of the %s table: %v", table, err)
		}
		os.Remove(filepath.Join(out, table+".arrow"))
	}
	fromParquet, err := datasets.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(fromArrow.Results) == 0 || len(fromArrow.Histogram) == 0 || len(fromArrow.Series) == 0 {
		t.Fatalf("the run wrote %d results, %d bins, %d samples: want some of each", len(fromArrow.Results), len(fromArrow.Histogram), len(fromArrow.Series))
	}
	if got, want := fmt.Sprint(*fromParquet), fmt.Sprint(*fromArrow); got != want {
		t.Errorf("the Parquet files read otherwise than the Arrow ones:\n%.300s\nwant\n%.300s", got, want)
	}
}

// TestRunLogSaysEachCell: in a batch job's log (stderr not a terminal), a
// run says each cell as it ends, with its IOPS, or that it was kept from
// the run resumed; resumed, it says which cells it measured again.
func TestRunLogSaysEachCell(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "t")
	if err := bench.Prepare(target, 1<<20); err != nil {
		t.Fatal(err)
	}
	m, err := bench.SingleCell("randread", "4k", 1, 1, 50)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	ctx, cancel := context.WithCancel(context.Background())
	plan := bench.Plan{Matrix: m, Engine: "null", Repeat: 2, Out: out, Config: bench.Config{Target: target, Runtime: 50 * time.Millisecond, Span: 1 << 20},
		Progress: func(i, _ int, _ bench.Cell, _ int) {
			if i == 2 {
				cancel()
			}
		}}
	var stdout, stderr bytes.Buffer
	c := &cli{stdout: &stdout, stderr: &stderr}
	c.execute(ctx, plan, target)
	cancel()
	cell := regexp.MustCompile(`(?m)^cell 1/2: rnd-read-4k-qd1-t1, run 1: \d[\d.]*[kMG]? IOPS$`)
	if !cell.MatchString(stderr.String()) || strings.Contains(stderr.String(), "cell 2/2") {
		t.Errorf("stderr %q: want a line for cell 1/2 alone", stderr.String())
	}

	stdout.Reset()
	stderr.Reset()
	plan.Resume, plan.Progress = true, nil
	if err := c.execute(context.Background(), plan, target); err != nil {
		t.Fatal(err)
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`(?m)^cell 1/2: rnd-read-4k-qd1-t1, run 1: kept from the run resumed$`),
		regexp.MustCompile(`(?m)^cell 2/2: rnd-read-4k-qd1-t1, run 2: \d[\d.]*[kMG]? IOPS$`),
	} {
		if !want.MatchString(stderr.String()) {
			t.Errorf("resumed, stderr %q: want a line matching %s", stderr.String(), want)
		}
	}
	if want := out + ": measured again: rnd-read-4k-qd1-t1 (run 2); 1 cell kept from the run resumed"; !strings.Contains(stdout.String(), want) {
		t.Errorf("resumed, stdout %q: want %q", stdout.String(), want)
	}
}
