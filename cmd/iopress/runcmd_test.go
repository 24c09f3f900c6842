package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunRefusesBeforeRunning: times and job counts no cell can run with
// are refused before a test file is laid out or a dataset written, and
// the error names the cell and what is wrong.
func TestRunRefusesBeforeRunning(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"zero runtime", []string{"--runtime", "0"}, "runtime 0: a cell bound by time needs a runtime above zero"},
		{"negative runtime", []string{"--runtime", "-1s"}, "runtime -1s: a time cannot be negative"},
		{"negative ramp", []string{"--ramp", "-1s"}, "ramp -1s: a time cannot be negative"},
		{"a century", []string{"--runtime", "1000000h"}, "more than iopress runs a cell for"},
		{"100000 jobs", []string{"--numjobs", "100000"}, "100000 jobs need as many threads"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			target, out := filepath.Join(dir, "target"), filepath.Join(dir, "out")
			args := append([]string{"run", "--rw", "randread", "--engine", "null", "--size", "1MiB", "--target", target, "--out", out}, tt.args...)
			var stdout, stderr bytes.Buffer
			err := run(context.Background(), args, &stdout, &stderr)
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "cell rnd-read-4k-qd1-") {
				t.Errorf("err = %v, want one naming the cell and %q", err, tt.want)
			}
			for _, p := range []string{target, out} {
				if _, err := os.Stat(p); !os.IsNotExist(err) {
					t.Errorf("%s was written before the refusal (%v)", p, err)
				}
			}
		})
	}
}
