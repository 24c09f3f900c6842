package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// TestRunRefusesTargetsThatAreNotStorage: a character device such as
// /dev/zero and a named pipe given as --target, and a named pipe as
// --hosts @FILE, are refused as usage errors (status 2) naming what the
// path is, at once, without opening the pipe, and nothing is written.
func TestRunRefusesTargetsThatAreNotStorage(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := unix.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-t", "/dev/zero"}, "--target: /dev/zero is a character device, not a disk: give a file (new or existing) or a block device"},
		{[]string{"-t", fifo}, "--target: " + fifo + " is a named pipe (FIFO), not storage"},
		{[]string{"-t", filepath.Join(dir, "t"), "--hosts", "@" + fifo}, "--hosts: " + fifo + " is a named pipe (FIFO): give a file of hosts"},
	} {
		out := filepath.Join(t.TempDir(), "out")
		type result struct {
			stderr string
			status int
		}
		done := make(chan result, 1)
		go func() {
			_, stderr, status := runCLI(append([]string{"run", "--rw", "randread", "-e", "null", "--runtime", "100ms", "-o", out}, tt.args...)...)
			done <- result{stderr, status}
		}()
		var stderr string
		var status int
		select {
		case r := <-done:
			stderr, status = r.stderr, r.status
		case <-time.After(time.Minute):
			t.Fatalf("%q: the run has not returned in a minute: it opened the pipe", tt.args)
		}
		if status != 2 || !strings.Contains(stderr, tt.want) {
			t.Errorf("%q: status %d, stderr %q; want 2 and %q", tt.args, status, stderr, tt.want)
		}
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Errorf("%q: %s was written (%v)", tt.args, out, err)
		}
	}
}
