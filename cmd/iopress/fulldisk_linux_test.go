package main

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// smallDisk mounts a tmpfs of size for the test: a disk that fills. It
// needs root; it skips without, except in CI (.ci/run runs as root).
func smallDisk(t *testing.T, size string) string {
	t.Helper()
	if os.Geteuid() != 0 {
		if os.Getenv("CI") != "" {
			t.Fatal("required in CI: root, to mount a small tmpfs")
		}
		t.Skip("mounting a small tmpfs needs root")
	}
	disk := t.TempDir()
	if err := syscall.Mount("tmpfs", disk, "tmpfs", 0, "size="+size); err != nil {
		t.Fatalf("mount tmpfs: %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(disk, 0) })
	return disk
}

// TestIngestOnAFullDisk: an ingest whose folder's disk fills says once
// which folder it could not write and why (it used to repeat the folder:
// "writing small/ds: writing small/ds: ..."), and leaves nothing there.
func TestIngestOnAFullDisk(t *testing.T) {
	disk := smallDisk(t, "1m")
	// An input whose histogram table is far more than the 1 MiB disk holds.
	input := filepath.Join(t.TempDir(), "big")
	bins := make([]datasets.LatencyBin, 200_000)
	for i := range bins {
		bins[i] = datasets.LatencyBin{SourceID: strings.Repeat("f", 64), JobName: "randread", BinNs: float64(i), Count: 1}
	}
	r := datasets.NewResult()
	r.SourceID, r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.IOPS = strings.Repeat("f", 64), "A", "random", "read", 4096, 1000
	if err := datasets.WriteDir(input, &datasets.Dataset{Results: []datasets.Result{r},
		Sources: []datasets.Source{{ID: r.SourceID, Path: "big.json"}}, Histogram: bins}); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(disk, "ds")
	_, stderr, status := runCLI("ingest", "-o", out, input)
	if status != 1 || strings.Count(stderr, out) != 1 || !strings.Contains(stderr, "no space left on device") {
		t.Errorf("status %d, stderr %q: want the folder named once and the disk full", status, stderr)
	}
	err := run(context.Background(), []string{"ingest", "-o", out, input}, &lockedBuffer{}, &lockedBuffer{})
	if !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("err = %v, want ENOSPC in its chain", err)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("%s is left after the failed ingest (%v)", out, err)
	}
}

// TestReportOnAFullDisk: a report whose folder's disk fills names each
// file it could not write once, and why: it used to name it three times,
// "chart-2-iops.png: writing out/chart-2-iops.png: write
// out/.chart-2-iops.png.tmp-123: no space left on device".
func TestReportOnAFullDisk(t *testing.T) {
	disk := smallDisk(t, "200k")
	out := filepath.Join(disk, "article")
	_, stderr, status := runCLI("report", "-o", out, "../../ingest/fio/testdata/psync-randread.json")
	if status != 1 || !strings.Contains(stderr, "no space left on device") {
		t.Fatalf("status %d, stderr %q: want the disk full", status, stderr)
	}
	for _, line := range strings.Split(strings.TrimSpace(stderr), "\n") {
		line = strings.TrimPrefix(line, "iopress: ")
		path, reason, ok := strings.Cut(strings.TrimPrefix(line, "writing "), ": ")
		name := filepath.Base(path)
		if !ok || !strings.HasPrefix(line, "writing "+out+string(filepath.Separator)) || reason != "no space left on device" || strings.Count(line, name) != 1 {
			t.Errorf("%q: want \"writing %s%cNAME: no space left on device\", NAME once", line, out, filepath.Separator)
		}
	}
}
