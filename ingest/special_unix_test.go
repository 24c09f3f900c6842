//go:build unix

package ingest_test

import (
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// readWithin is ingest.Read that fails the test, rather than hanging it,
// when it does not return within a few seconds: opening a named pipe for
// reading waits for a writer forever.
func readWithin(t *testing.T, inputs []string) (*datasets.Dataset, []error) {
	t.Helper()
	type result struct {
		ds   *datasets.Dataset
		errs []error
	}
	done := make(chan result, 1)
	go func() {
		ds, errs := ingest.Read(context.Background(), inputs, ingest.Options{})
		done <- result{ds, errs}
	}()
	select {
	case r := <-done:
		return r.ds, r.errs
	case <-time.After(10 * time.Second):
		t.Fatalf("ingest of %v still running after 10 s: blocked opening a pipe?", inputs)
		return nil, nil
	}
}

// TestFolderOfThingsNotFiles: in a folder, broken links (to nothing, and
// round a loop), a named pipe, a socket and a link to a device are each a
// problem naming the path and what it is; the good file is read, and a
// link to the folder itself (a loop) is not read again, and no problem.
func TestFolderOfThingsNotFiles(t *testing.T) {
	dir := t.TempDir()
	good, err := os.ReadFile("fio/testdata/psync-randread.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "good.json"), good, 0o644); err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Symlink("missing.json", filepath.Join(dir, "dangling.json")))
	must(os.Symlink("loop-b.json", filepath.Join(dir, "loop-a.json")))
	must(os.Symlink("loop-a.json", filepath.Join(dir, "loop-b.json")))
	must(syscall.Mkfifo(filepath.Join(dir, "pipe.json"), 0o644))
	must(os.Symlink("/dev/null", filepath.Join(dir, "null.json")))
	must(os.Symlink(".", filepath.Join(dir, "self"))) // a loop: not read again, not a problem
	sock, err := net.Listen("unix", filepath.Join(dir, "socket.json"))
	must(err)
	defer sock.Close()

	want := map[string]struct {
		is   error
		says string
	}{
		"dangling.json": {ingest.ErrBrokenLink, "points to missing.json, which does not exist"},
		"loop-a.json":   {ingest.ErrBrokenLink, "loop"},
		"loop-b.json":   {ingest.ErrBrokenLink, "loop"},
		"pipe.json":     {ingest.ErrNotRegular, "a named pipe (FIFO)"},
		"null.json":     {ingest.ErrNotRegular, "a character device"},
		"socket.json":   {ingest.ErrNotRegular, "a socket"},
	}
	ds, errs := readWithin(t, []string{dir})
	if len(ds.Results) != 1 || ds.Results[0].SourcePath != filepath.Join(dir, "good.json") {
		t.Errorf("%d rows: want good.json's one", len(ds.Results))
	}
	if len(errs) != len(want) || len(ds.Problems) != len(want) {
		t.Errorf("errors %v, %d problems: want one of each for %d entries", errs, len(ds.Problems), len(want))
	}
	for _, err := range errs {
		name := strings.TrimPrefix(strings.Fields(err.Error())[0], dir+string(filepath.Separator))
		name = strings.TrimSuffix(name, ":")
		w, ok := want[name]
		if !ok || !errors.Is(err, w.is) || !strings.Contains(err.Error(), w.says) {
			t.Errorf("error %q: want one naming an entry, wrapping %v, saying %q", err, w.is, w.says)
		}
		delete(want, name)
	}
	for _, p := range ds.Problems {
		if !strings.HasPrefix(p.Message, dir) {
			t.Errorf("problem %q does not name its path", p.Message)
		}
	}
}

// TestPipeOrDeviceGivenDirectly: a named pipe or a device given as an
// input is refused without being opened: the batch does not wait for a
// writer, and what a writer put in the pipe is still there afterwards.
func TestPipeOrDeviceGivenDirectly(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "results.json")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Fatal(err)
	}
	// A writer, holding the pipe open for reading too, so that its open
	// does not wait for a reader.
	w, err := os.OpenFile(pipe, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	const sent = `{"fio version": "fio-3.33", "jobs": []}` + "\n"
	if _, err := w.WriteString(sent); err != nil {
		t.Fatal(err)
	}
	for _, input := range []string{pipe, "/dev/null"} {
		ds, errs := readWithin(t, []string{input})
		if len(errs) != 1 || !errors.Is(errs[0], ingest.ErrNotRegular) || !strings.HasPrefix(errs[0].Error(), input+" is a ") || len(ds.Problems) != 1 {
			t.Errorf("%s: errors %v: want one saying what it is, wrapping ErrNotRegular", input, errs)
		}
	}
	if _, err := ingest.File(pipe); !errors.Is(err, ingest.ErrNotRegular) {
		t.Errorf("File(pipe): %v, want ErrNotRegular", err)
	}
	left := make([]byte, len(sent))
	if err := w.SetReadDeadline(time.Now().Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	if n, err := w.Read(left); err != nil || string(left[:n]) != sent {
		t.Errorf("the pipe holds %q (%v) after the batch, want what was written, %q: it was read", left[:n], err, sent)
	}
	// A broken link given directly says so.
	link := filepath.Join(dir, "latest.json")
	if err := os.Symlink("run-7.json", link); err != nil {
		t.Fatal(err)
	}
	_, errs := readWithin(t, []string{link})
	if len(errs) != 1 || !errors.Is(errs[0], ingest.ErrBrokenLink) || !strings.Contains(errs[0].Error(), "run-7.json, which does not exist") {
		t.Errorf("broken link: %v, want ErrBrokenLink naming its target", errs)
	}
}
