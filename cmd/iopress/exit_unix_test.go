//go:build unix

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// TestExitStatusOfTheProcess: the statuses batch systems see are those of
// the process: an ingest whose shard another process holds exits 4, and
// once it is free, one with a problem input exits 3.
func TestExitStatusOfTheProcess(t *testing.T) {
	dir := t.TempDir()
	shards := filepath.Join(dir, "shards")
	args := []string{"ingest", "--shard", "1/3", "--out", shards,
		filepath.Join(fioSamples, "psync-randread.json"), filepath.Join(dir, "nosuch.json")}
	ingest := func() (int, string) {
		cmd := exec.Command(os.Args[0], "-test.run=^TestMainProcess$")
		cmd.Env = append(os.Environ(), mainArgsEnv+"="+strings.Join(args, "\n"))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		cmd.Run()
		return cmd.ProcessState.ExitCode(), stderr.String()
	}
	held, err := datasets.NewWriter(filepath.Join(shards, "part-1-of-3"))
	if err != nil {
		t.Fatal(err)
	}
	if code, stderr := ingest(); code != 4 {
		t.Errorf("the shard held by another process: exit status %d, want 4\n%s", code, stderr)
	}
	held.Abort()
	if code, stderr := ingest(); code != 3 {
		t.Errorf("a shard written with a problem: exit status %d, want 3\n%s", code, stderr)
	}
}
