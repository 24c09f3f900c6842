package run

import (
	"slices"
	"testing"

	"golang.org/x/sys/unix"
)

// TestWriteThroughOpensSync: with write-through a write cell's job opens
// its target O_SYNC, as fio's sync=1 does, and the fio engine is given
// sync=1; a read cell is opened as without it.
func TestWriteThroughOpensSync(t *testing.T) {
	cfg := testConfig(t, "psync", 1<<20)
	cfg.WriteThrough = true
	for _, tt := range []struct {
		dir  string
		sync bool
	}{{"write", true}, {"mixed", true}, {"read", false}} {
		c := Cell{Name: tt.dir, Pattern: "random", Direction: tt.dir, RWMixReadPct: 50, BlockSize: 4096, IODepth: 1, NumJobs: 1}
		j := &job{cfg: cfg, cell: c}
		if err := j.open(1, 1); err != nil {
			t.Fatal(err)
		}
		flags, err := unix.FcntlInt(j.f.Fd(), unix.F_GETFL, 0)
		j.close()
		if err != nil {
			t.Fatal(err)
		}
		if got := flags&unix.O_SYNC == unix.O_SYNC; got != tt.sync {
			t.Errorf("%s cell: opened with O_SYNC %v, want %v", tt.dir, got, tt.sync)
		}
		if got := slices.Contains(FioArgs(cfg, c, "psync"), "--sync=1"); got != tt.sync {
			t.Errorf("%s cell: fio given --sync=1 %v, want %v", tt.dir, got, tt.sync)
		}
	}
}
