package datasets_test

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// smallDisk mounts a 1 MiB tmpfs for the test: a disk that fills. It needs
// root; it skips without, except in CI (.ci/run runs as root).
func smallDisk(t *testing.T) string {
	t.Helper()
	if os.Geteuid() != 0 {
		if os.Getenv("CI") != "" {
			t.Fatal("required in CI: root, to mount a small tmpfs")
		}
		t.Skip("mounting a small tmpfs needs root")
	}
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=1m"); err != nil {
		t.Fatalf("mount tmpfs: %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, 0) })
	return dir
}

// TestFullDiskError: a disk that fills while the tables are written gives
// an error that says once which folder and which table could not be
// written, and why: the system's "no space left on device", in its chain,
// rather than the hidden temporary file's name and the Arrow writer's
// inner workings. What was written is dropped, and the folder the writer
// made goes with it.
func TestFullDiskError(t *testing.T) {
	disk := smallDisk(t)
	// Several batches, far more than 1 MiB even compressed: each row's
	// strings are hashes, which zstd cannot shrink below half.
	bins := make([]datasets.LatencyBin, 200_000)
	for i := range bins {
		sum := sha256.Sum256([]byte(strconv.Itoa(i)))
		id := hex.EncodeToString(sum[:])
		bins[i] = datasets.LatencyBin{SourceID: id, JobName: strings.Repeat(id, 3), BinNs: float64(i), Count: int64(i)}
	}
	for _, tc := range []struct {
		name  string
		write func(w *datasets.Writer) error
	}{
		{"while appending", func(w *datasets.Writer) error { return w.Append(&datasets.Dataset{Histogram: bins}) }},
		{"while closing", func(w *datasets.Writer) error {
			if err := w.Append(&datasets.Dataset{Histogram: bins[:16_000]}); err != nil { // one batch, written at Close
				return err
			}
			return w.Close()
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(disk, "small", "ds")
			w, err := datasets.NewWriter(dir)
			if err != nil {
				t.Fatal(err)
			}
			err = tc.write(w)
			w.Abort()
			var we *datasets.WriteError
			if !errors.As(err, &we) || !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("error %v: want a *datasets.WriteError wrapping ENOSPC", err)
			}
			msg := err.Error()
			want := "writing " + dir + ": table latency_histogram: no space left on device"
			if msg != want {
				t.Errorf("error %q, want %q", msg, want)
			}
			if entries, _ := os.ReadDir(disk); len(entries) != 0 {
				t.Errorf("the disk holds %v after the failed write: want nothing", entries)
			}
		})
	}
}
