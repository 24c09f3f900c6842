package run

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// registerEngine makes e an engine for the test that calls it.
func registerEngine(t *testing.T, e Engine) {
	t.Helper()
	register(e)
	t.Cleanup(func() { delete(engines, e.Name()) })
}

// overcountingEngine is an engine with a bug: each request says it moved
// 16 TiB (on 64-bit machines), so the cell's bandwidth is more than any
// device reaches.
type overcountingEngine struct{}

func (overcountingEngine) Name() string { return "test-overcounting" }
func (overcountingEngine) Sync() bool   { return true }
func (overcountingEngine) Open(*os.File, int) (Queue, error) {
	return &overcountingQueue{}, nil
}

type overcountingQueue struct{ completed }

func (q *overcountingQueue) Submit(ios []*IO) (int, error) {
	for _, io := range ios {
		io.N = int(min(uint64(math.MaxInt), 1<<44))
	}
	q.done = append(q.done, ios...)
	return len(ios), nil
}

// TestRunRowsAreValidated: a cell whose rows break the data contract (an
// engine that overcounts its bytes, 64 requests of 16 TiB in well under a
// second) is an error naming the cell and the figure, as a file with such
// a row is for ingest, and is not kept.
func TestRunRowsAreValidated(t *testing.T) {
	registerEngine(t, overcountingEngine{})
	cfg := testConfig(t, "null", 4<<20)
	c := cell("random", "read", 4096, 1, 1)
	c.Bytes, c.Engine = 64*4096, "test-overcounting"
	out := filepath.Join(t.TempDir(), "out")
	ds, err := Execute(context.Background(), Plan{Matrix: Matrix{Cells: []Cell{c}}, Config: cfg, Out: out})
	if err == nil || !strings.Contains(err.Error(), "cell "+c.Name+": ") || !strings.Contains(err.Error(), "bw_bytes_per_s = ") {
		t.Errorf("%v (%v): want an error naming the cell and its bandwidth", err, ds)
	}
	if entries, _ := os.ReadDir(filepath.Join(out, "cells")); len(entries) > 0 {
		t.Errorf("the invalid cell was kept: %v", entries)
	}
}

