package run

import (
	"context"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/iopress/iopress/internal/dirlock"
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

// failingEngine cannot open the target.
type failingEngine struct{}

var errGone = errors.New("the device went away")

func (failingEngine) Name() string                      { return "test-failing" }
func (failingEngine) Sync() bool                        { return true }
func (failingEngine) Open(*os.File, int) (Queue, error) { return nil, errGone }

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

// TestFailedRunRemovesWhatItCreated: a run that fails before any cell is
// finished leaves none of the folders it created (OUT, and any folder
// above it it had to make, and OUT/cells); a folder that was there before
// stays. One that fails after a cell finished keeps that cell, for a
// resume.
func TestFailedRunRemovesWhatItCreated(t *testing.T) {
	registerEngine(t, failingEngine{})
	cfg := testConfig(t, "null", 4<<20)
	cfg.Runtime = 20 * time.Millisecond
	good, bad := cell("random", "read", 4096, 1, 1), cell("random", "write", 4096, 1, 1)
	bad.Engine = "test-failing"
	t.Run("new folders", func(t *testing.T) {
		parent := t.TempDir()
		out := filepath.Join(parent, "new", "out")
		_, err := Execute(context.Background(), Plan{Matrix: Matrix{Cells: []Cell{bad, good}}, Config: cfg, Out: out})
		if !errors.Is(err, errGone) {
			t.Fatalf("%v, want the engine's error", err)
		}
		if entries, _ := os.ReadDir(parent); len(entries) > 0 {
			t.Errorf("%s holds %v after a run that finished nothing", parent, names(entries))
		}
	})
	t.Run("folder of the user", func(t *testing.T) {
		out := t.TempDir()
		mine := filepath.Join(out, "notes.txt")
		if err := os.WriteFile(mine, []byte("mine"), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := Execute(context.Background(), Plan{Matrix: Matrix{Cells: []Cell{bad}}, Config: cfg, Out: out}); !errors.Is(err, errGone) {
			t.Fatalf("%v, want the engine's error", err)
		}
		entries, _ := os.ReadDir(out)
		for _, e := range entries {
			if e.Name() != "notes.txt" && e.Name() != dirlock.Name {
				t.Errorf("%s left in the user's folder", e.Name())
			}
		}
		if _, err := os.Stat(mine); err != nil {
			t.Error(err)
		}
	})
	t.Run("a cell finished", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "out")
		if _, err := Execute(context.Background(), Plan{Matrix: Matrix{Cells: []Cell{good, bad}}, Config: cfg, Out: out}); !errors.Is(err, errGone) {
			t.Fatalf("%v, want the engine's error", err)
		}
		p := Plan{Matrix: Matrix{Cells: []Cell{good, bad}}, Config: cfg}
		kept := filepath.Join(out, "cells", p.cellDirName(good, 1))
		if _, err := os.Stat(kept); err != nil {
			t.Errorf("the finished cell is gone: %v", err)
		}
	})
}

func names(entries []os.DirEntry) []string {
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}
