package ingest

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/iopress/iopress/datasets"
)

// TestInterruptWhileParsing: the end of the context stops Stream at once,
// while a worker is still parsing a file (a parser does not look at the
// context), and nothing of that file reaches the sink. Before, Stream
// waited for the parse: Ctrl-C took 12 s on a 166 MB fio log, 47 s on
// hostile files. The parse is held here until Stream has returned, so the
// verdict does not depend on how fast the machine is.
func TestInterruptWhileParsing(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a.json", "b.json"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(`{"fio version": "fio-3.33", "jobs": []}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// started holds the first parse's word until the test takes it: a
	// worker may reach its parse before the test waits for it.
	started, release := make(chan struct{}, 1), make(chan struct{})
	parsing = func() {
		select {
		case started <- struct{}{}:
		default:
		}
		<-release
	}
	defer func() { parsing = nil }()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan []error)
	sunk := 0
	go func() {
		done <- Stream(ctx, []string{dir}, Options{Jobs: 1}, func(ds *datasets.Dataset) error {
			sunk += len(ds.Sources) + len(ds.Problems)
			return nil
		})
	}()
	<-started
	cancel()
	var errs []error
	select {
	case errs = <-done:
	case <-time.After(time.Minute):
		t.Fatal("Stream did not return while a file was being parsed")
	}
	close(release)
	if sunk != 0 || len(errs) != 1 || !errors.Is(errs[0], context.Canceled) {
		t.Errorf("%d files and problems sunk, errors %v; want none sunk and one error, the interruption", sunk, errs)
	}
}
