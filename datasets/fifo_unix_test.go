//go:build unix

package datasets_test

import (
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// TestNamedPipeInDatasetIsRefused: a named pipe in place of a table file
// or of the state file is an error naming it, and is never opened: opening
// one blocks until something writes to it (reading it, until it is
// closed), which Ctrl-C could not stop. The test holds the pipe's other
// end open for writing only if the reader opened it, so that a reader that
// does is seen, and let go, without a timeout.
func TestNamedPipeInDatasetIsRefused(t *testing.T) {
	dir := realDataset(t)
	for _, name := range []string{"results.arrow", "timeseries.parquet", filepath.Join(".iopress-dataset", "state")} {
		path := filepath.Join(dir, name)
		orig, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if name == "timeseries.parquet" {
			os.Rename(filepath.Join(dir, "timeseries.arrow"), filepath.Join(dir, "timeseries.arrow.away"))
		}
		os.Remove(path)
		if err := syscall.Mkfifo(path, 0o644); err != nil {
			t.Fatal(err)
		}
		var releasing, opened atomic.Bool
		writerDone := make(chan struct{})
		go func() {
			defer close(writerDone)
			w, err := os.OpenFile(path, os.O_WRONLY, 0) // until a reader opens it
			if err != nil {
				return
			}
			if !releasing.Load() {
				opened.Store(true)
			}
			w.Close() // the reader, if any, reads the end of the file
		}()
		_, err = datasets.ReadDir(dir)
		releasing.Store(true)
		if r, rerr := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0); rerr == nil {
			<-writerDone
			r.Close()
		}
		if opened.Load() {
			t.Errorf("%s: the reader opened the named pipe", name)
		}
		if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "named pipe") {
			t.Errorf("%s: %v; want an error naming %s that says it is a named pipe", name, err, path)
		}
		os.Remove(path)
		os.WriteFile(path, orig, 0o644)
		os.Rename(filepath.Join(dir, "timeseries.arrow.away"), filepath.Join(dir, "timeseries.arrow"))
	}
}
