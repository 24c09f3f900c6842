package datasets

import (
	"strings"
	"testing"

	"github.com/apache/arrow/go/v17/arrow/memory"
)

// TestOldRunNotesBecomeFacts: the notes iopress run wrote before schema
// 1.3 are read into the facts a run records now, and leave the notes; the
// core count InventoryCores gives comes from them.
func TestOldRunNotesBecomeFacts(t *testing.T) {
	run := func(id, cpu string) Source {
		return Source{ID: "run-setup-" + id, Path: "/t/" + id, Tool: ToolIOPress, Format: "iopress-run",
			Notes: "iopress dev, engine io_uring, 2s per cell, direct I/O\nHost: lab\nCPU: " + cpu + "\nMemory: 23.5 GiB\nKernel: Linux 6.1\nTarget: /t/" + id +
				"\nFile system: ext4 on /dev/nvme0n1p2 mounted at /\nDevice: nvme0n1p2, Samsung SSD 980 PRO 1TB, firmware 5B2QGXA7"}
	}
	for _, tc := range []struct {
		name    string
		sources []Source
		want    int
	}{
		{"one run", []Source{run("a", "AMD EPYC 9654 96-Core Processor, 384 logical CPUs")}, 384},
		{"a model with commas", []Source{run("a", "Intel(R) Xeon(R) Gold 6338, 2.00GHz, 128 logical CPUs")}, 128},
		{"two runs, one machine", []Source{run("a", "X, 16 logical CPUs"), {Notes: "fio output"}, run("b", "X, 16 logical CPUs")}, 16},
		{"two machines", []Source{run("a", "X, 16 logical CPUs"), run("b", "Y, 8 logical CPUs")}, 0},
		{"not a count", []Source{run("a", "X, many logical CPUs"), run("b", "Y")}, 0},
	} {
		ds := &Dataset{Sources: tc.sources}
		upgradeRunNotes(ds)
		if got := InventoryCores(ds.Sources); got != tc.want {
			t.Errorf("%s: %d cores, want %d", tc.name, got, tc.want)
		}
	}
	// Every fact of the notes, and the notes left without them.
	cell := Source{ID: "run-1", Path: "/t/a", Tool: ToolIOPress, Format: "iopress-run", Notes: "io_uring with DEFER_TASKRUN|SINGLE_ISSUER, READ/WRITE operations"}
	ds := &Dataset{Sources: []Source{run("a", "Intel(R) Xeon(R) Gold 6338, 2.00GHz, 128 logical CPUs"), cell},
		Results: []Result{{SourceID: "run-1", SourcePath: "/t/a", Tool: ToolIOPress}}}
	upgradeRunNotes(ds)
	want := Setup{Host: "lab", CPUModel: "Intel(R) Xeon(R) Gold 6338, 2.00GHz", CPUCount: 128, MemoryBytes: 235 * (1 << 30) / 10,
		Kernel: "Linux 6.1", FileSystem: "ext4", Device: "nvme0n1p2", DriveModel: "Samsung SSD 980 PRO 1TB", DriveFirmware: "5B2QGXA7",
		DriveCount: 1, TargetKind: TargetPhysical}
	if got := ds.Sources[0].Setup; got != want {
		t.Errorf("run's setup:\n%+v\nwant\n%+v", got, want)
	}
	if ds.Sources[0].Notes != "" {
		t.Errorf("notes left: %q", ds.Sources[0].Notes)
	}
	want.EngineFeatures = "io_uring with DEFER_TASKRUN|SINGLE_ISSUER, READ/WRITE operations"
	if got := ds.Sources[1].Setup; got != want || ds.Sources[1].Notes != "" {
		t.Errorf("cell's setup:\n%+v (notes %q)\nwant\n%+v", got, ds.Sources[1].Notes, want)
	}
	if ds.Results[0].Direct != Yes {
		t.Errorf("direct %v: want yes, as the run's notes say", ds.Results[0].Direct)
	}
	// Notes that are not an old run's stay as they are.
	other := &Dataset{Sources: []Source{{ID: "run-setup-x", Tool: ToolIOPress, Notes: "Fleet: 2 hosts"}}}
	upgradeRunNotes(other)
	if !other.Sources[0].Setup.IsZero() || !strings.HasPrefix(other.Sources[0].Notes, "Fleet") {
		t.Errorf("a fleet's notes: %+v", other.Sources[0])
	}
}

// TestUnknownFactsAreNulls: a source that records no fact has a null in
// every setup column on disk, not a 0, a "false" or an empty string that
// a query engine would count.
func TestUnknownFactsAreNulls(t *testing.T) {
	rec := toRecord(memory.NewGoAllocator(), SourcesSchema, sourceColumns, []Source{{ID: "x"}})
	defer rec.Release()
	for _, c := range setupColumns {
		col := rec.Column(rec.Schema().FieldIndices(c.name)[0])
		if col.IsValid(0) {
			t.Errorf("column %s of a source without facts is not null", c.name)
		}
	}
}
