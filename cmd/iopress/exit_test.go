package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// TestExitStatusesTellOutcomesApart: a batch system tells what became of
// a task by its exit status alone. Two `ingest --shard 1/3` at once both
// exited 1: the winner because an input was a problem, the loser because
// another process held the shard's folder and it wrote nothing. Now the
// loser exits 4 (busy: nothing written, run it again), the winner 3
// (written, with problems), a task that wrote nothing for want of results
// 1, a wrong command line 2, and a clean one 0.
func TestExitStatusesTellOutcomesApart(t *testing.T) {
	dir := t.TempDir()
	shards := filepath.Join(dir, "shards")
	good := filepath.Join(fioSamples, "psync-randread.json")
	missing := filepath.Join(dir, "nosuch.json") // a problem in every shard
	held, err := datasets.NewWriter(filepath.Join(shards, "part-1-of-3"))
	if err != nil {
		t.Fatal(err)
	}
	_, stderr, status := runCLI("ingest", "--shard", "1/3", "--out", shards, good, missing)
	if status != 4 || !strings.Contains(stderr, "being written by another process") {
		t.Errorf("ingest into a shard another writer holds: status %d, stderr %q; want %d, saying so", status, stderr, 4)
	}
	held.Abort()

	stdout, stderr, status := runCLI("ingest", "--shard", "1/3", "--out", shards, good, missing)
	if status != 3 || !strings.Contains(stdout, filepath.Join(shards, "part-1-of-3")+": ") || !strings.Contains(stderr, "1 problem (listed above") {
		t.Errorf("ingest with a problem: status %d, stdout %q, stderr %q; want %d, the shard written", status, stdout, stderr, 3)
	}
	if !datasets.IsDir(filepath.Join(shards, "part-1-of-3")) {
		t.Error("the shard with a problem was not written")
	}

	notes := filepath.Join(dir, "notes.txt")
	os.WriteFile(notes, []byte("just some notes\n"), 0o644)
	if _, stderr, status := runCLI("ingest", "--out", filepath.Join(dir, "none"), notes); status != 1 || !strings.Contains(stderr, "nothing to write") {
		t.Errorf("ingest of nothing: status %d, stderr %q; want %d", status, stderr, 1)
	}
	if _, stderr, status := runCLI("ingest", "--shard", "0/3", "--out", shards, good); status != 2 {
		t.Errorf("ingest --shard 0/3: status %d, stderr %q; want %d", status, stderr, 2)
	}
	if _, stderr, status := runCLI("ingest", "--out", filepath.Join(dir, "ds"), good); status != 0 {
		t.Errorf("ingest of a good file: status %d, stderr %q; want %d", status, stderr, 0)
	}
}
