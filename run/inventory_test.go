package run

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/iopress/iopress/datasets"
)

// TestInventory: the inventory holds this machine's host name, logical
// CPUs and release, and a run keeps it in its dataset, on the run's
// source and on every cell's, as typed facts, not notes; analysis takes
// the core count from it.
func TestInventory(t *testing.T) {
	target := filepath.Join(t.TempDir(), "f")
	os.WriteFile(target, []byte("x"), 0o644)
	inv := Inventory(target)
	host, _ := os.Hostname()
	osName, kernel := systemRelease()
	if inv.Host != host || inv.CPUCount != int64(runtime.NumCPU()) || inv.OS != osName || inv.Kernel != kernel || inv.OS+inv.Kernel == "" || inv.MemoryBytes <= 0 {
		t.Errorf("inventory %+v: want host %q, %d CPUs, OS %q, kernel %q and the memory", inv, host, runtime.NumCPU(), osName, kernel)
	}
	cfg := testConfig(t, "null", 1<<20)
	cfg.Runtime = 50 * time.Millisecond
	ds, err := Execute(context.Background(), Plan{Matrix: Matrix{Cells: []Cell{cell("random", "read", 4096, 1, 1)}}, Config: cfg, Out: filepath.Join(t.TempDir(), "o")})
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Results) != 1 || len(ds.Sources) != 2 {
		t.Fatalf("%d rows, %d sources: want a row, the run's source and the cell's", len(ds.Results), len(ds.Sources))
	}
	for _, s := range ds.Sources {
		if s.Setup.Host != host || s.Setup.CPUCount != int64(runtime.NumCPU()) || s.Notes != "" {
			t.Errorf("source %s: setup %+v, notes %q: want the inventory as facts and no notes", s.ID, s.Setup, s.Notes)
		}
	}
	if ds.Results[0].Direct != datasets.No {
		t.Errorf("direct %v: the run was buffered", ds.Results[0].Direct)
	}
	if got := datasets.InventoryCores(ds.Sources); got != runtime.NumCPU() {
		t.Errorf("inventory cores %d, want this machine's %d", got, runtime.NumCPU())
	}
}
