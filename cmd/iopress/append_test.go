package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// copyFiles copies the fio parser's samples named into dir.
func copyFiles(t *testing.T, dir string, names ...string) {
	t.Helper()
	samples := samplesDir(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(samples, n))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, n), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// samplesDir is the fio parser's samples' folder, found once, before a
// test changes the working folder.
var samplesDir = func() func(t *testing.T) string {
	abs, err := filepath.Abs(fioSamples)
	return func(t *testing.T) string {
		if err != nil {
			t.Fatal(err)
		}
		return abs
	}
}()

// sameTables compares two datasets table by table, row for row in order
// when ordered, else as multisets.
func sameTables(t *testing.T, what string, got, want *datasets.Dataset, ordered bool) {
	t.Helper()
	rows := func(rows []string) []string {
		if !ordered {
			slices.Sort(rows)
		}
		return rows
	}
	strs := func(n int, f func(i int) any) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = fmt.Sprintf("%+v", f(i))
		}
		return rows(out)
	}
	for _, c := range []struct {
		table     string
		got, want []string
	}{
		{"results", strs(len(got.Results), func(i int) any { return got.Results[i] }), strs(len(want.Results), func(i int) any { return want.Results[i] })},
		{"sources", strs(len(got.Sources), func(i int) any { return got.Sources[i] }), strs(len(want.Sources), func(i int) any { return want.Sources[i] })},
		{"latency_histogram", strs(len(got.Histogram), func(i int) any { return got.Histogram[i] }), strs(len(want.Histogram), func(i int) any { return want.Histogram[i] })},
		{"timeseries", strs(len(got.Series), func(i int) any { return got.Series[i] }), strs(len(want.Series), func(i int) any { return want.Series[i] })},
		{"errors", strs(len(got.Problems), func(i int) any { return got.Problems[i] }), strs(len(want.Problems), func(i int) any { return want.Problems[i] })},
	} {
		if len(c.want) == 0 && c.table != "errors" {
			t.Errorf("%s: the whole has no %s rows: the test shows nothing", what, c.table)
		}
		if !slices.Equal(c.got, c.want) {
			t.Errorf("%s: %s has %d rows, the whole %d, or they differ", what, c.table, len(c.got), len(c.want))
		}
	}
}

// readDS reads a dataset folder, failing the test on an error.
func readDS(t *testing.T, dir string) *datasets.Dataset {
	t.Helper()
	ds, err := datasets.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	return ds
}

// TestAppendGivesTheWhole: there was no incremental ingest (an ingest
// into a dataset of 6 results replaced it with 1, and dropped its Parquet
// files as --parquet was not given that time). `ingest A` then `ingest
// --append B` gives the tables of `ingest A B`, row for row; an archive
// that grows, appended each time, gives the rows of one ingest of the
// whole, its sources read once and a bad file's problem once; the
// Parquet files stay; and an append of nothing new leaves the folder as
// it was.
func TestAppendGivesTheWhole(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	a := []string{"libaio-randread-qd16.jsonplus", "logged.json", "logged_bw.1.log", "logged_clat.1.log", "psync-randread.json"}
	b := []string{"io_uring-randrw70.jsonplus", "numjobs4.json", "offs_iops.1.log", "jobfile-3jobs.terse"}
	copyFiles(t, "A", a...)
	copyFiles(t, "B", b...)
	os.WriteFile(filepath.Join("A", "notes.txt"), []byte("not a result\n"), 0o644) // a problem
	run := func(want int, args ...string) (string, string) {
		t.Helper()
		stdout, stderr, status := runCLI(args...)
		if status != want {
			t.Fatalf("iopress %s: status %d, want %d\n%s%s", strings.Join(args, " "), status, want, stdout, stderr)
		}
		return stdout, stderr
	}

	run(3, "ingest", "--parquet", "-o", "whole", "A", "B")
	run(3, "ingest", "--parquet", "-o", "ds", "A")
	stdout, _ := run(0, "ingest", "--append", "-o", "ds", "B")
	whole := readDS(t, "whole")
	if want := fmt.Sprintf("it holds %d results from %d sources", len(whole.Results), len(whole.Sources)); !strings.Contains(stdout, want) {
		t.Errorf("append said %q, want %q", stdout, want)
	}
	sameTables(t, "A, then B appended", readDS(t, "ds"), whole, true)
	if got := datasets.FormatsOf("ds"); !slices.Equal(got, []datasets.Format{datasets.Arrow, datasets.Parquet}) {
		t.Errorf("after an append without --parquet, the folder holds %v: want Arrow and Parquet still", got)
	}
	if m, err := datasets.ReadManifest("ds"); err != nil || m == nil || !slices.Equal(m.Inputs, []string{"A", "B"}) || m.Results != len(whole.Results) {
		t.Errorf("manifest after the append: %+v, %v; want inputs A and B and the whole's results", m, err)
	}

	// An archive that grows: A, then A and B in one folder.
	copyFiles(t, "archive", a...)
	os.WriteFile(filepath.Join("archive", "notes.txt"), []byte("not a result\n"), 0o644)
	run(3, "ingest", "--parquet", "-o", "grown", "archive")
	copyFiles(t, "archive", b...)
	run(0, "ingest", "--append", "-o", "grown", "archive")
	run(3, "ingest", "-o", "all", "archive")
	sameTables(t, "an archive that grew, appended", readDS(t, "grown"), readDS(t, "all"), false)
	if _, err := os.Stat(filepath.Join("grown", "results.parquet")); err != nil {
		t.Errorf("the Parquet files are gone after an append: %v", err)
	}

	// Nothing new: the folder is left as it was.
	state := func() string {
		data, _ := os.ReadFile(filepath.Join("grown", ".iopress-dataset", "state"))
		return string(data)
	}
	was := state()
	stdout, _ = run(0, "ingest", "--append", "-o", "grown", "archive")
	if !strings.Contains(stdout, "nothing new") || state() != was {
		t.Errorf("an append of nothing new: %q, state %q then %q; want the folder left as it was", stdout, was, state())
	}
}

// TestReplacingSaysWhatAndKeepsFormats: an ingest into a folder that holds
// a dataset replaces it and says so, naming what it held and the inputs it
// was made from, and writes its Parquet files again, --parquet or not.
func TestReplacingSaysWhatAndKeepsFormats(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	copyFiles(t, "old", "jobfile-3jobs.json", "numjobs4.json")
	copyFiles(t, "new", "psync-randread.json")
	if _, stderr, status := runCLI("ingest", "--parquet", "-o", "ds", "old"); status != 0 {
		t.Fatalf("status %d\n%s", status, stderr)
	}
	held := readDS(t, "ds")
	_, stderr, status := runCLI("ingest", "-o", "ds", "new")
	want := fmt.Sprintf("replacing the dataset in ds (%d results from 2 sources; made from other inputs: old; its Parquet files written again, as it has them); give --append to add to it instead", len(held.Results))
	if status != 0 || !strings.Contains(stderr, want) {
		t.Errorf("ingest over a dataset: status %d, stderr %q; want %q", status, stderr, want)
	}
	if got := datasets.FormatsOf("ds"); !slices.Equal(got, []datasets.Format{datasets.Arrow, datasets.Parquet}) {
		t.Errorf("replaced without --parquet, the folder holds %v: want Arrow and Parquet", got)
	}
	if ds := readDS(t, "ds"); len(ds.Sources) != 1 {
		t.Errorf("replaced: %d sources, want the new input's 1", len(ds.Sources))
	}
}
