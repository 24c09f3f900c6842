package analyze_test

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

func readInputs(t *testing.T, inputs ...string) *datasets.Dataset {
	t.Helper()
	ds, errs := ingest.Read(context.Background(), inputs, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return ds
}

// TestMismatchedCrystalDiskMarkSetups: the CrystalDiskMark review's four
// drives ran CrystalDiskMark 3.0.2, 7.0.0, 8.0.1 and 8.0.4, tests of
// 1000 MiB, 512 MiB and 1 GiB, on Windows 8, 10 and 11, on volumes 4%,
// 72.2% and 96% full (the RAM disk's export says none): every one of
// these differs, with the systems that say it; every drive ran 5 passes
// of direct I/O, so neither direct I/O nor short runs differ.
func TestMismatchedCrystalDiskMarkSetups(t *testing.T) {
	dir := "../ingest/cdm/testdata/samples/crystaldiskmark/"
	files := []string{
		"ame0011__blog-docusaurus__CrystalDiskMark_20240106054115_S790.txt",
		"soerenmetje__CrystalDiskMark-Parser__CrystalDiskMark_20210622162528_WD_Blue_3D_1TB_WDS100T2B0A.txt",
		"ned14__TripleGit__async_file_io.hpp_CDM3.0.2_Samsung830SSD.EXTRACTED.txt",
		"virtio-win__kvm-guest-drivers-windows__issue428_CDM7.0.0_x86_ramdisk.EXTRACTED.txt",
	}
	var inputs []string
	for _, f := range files {
		inputs = append(inputs, filepath.Join(dir, f))
	}
	ds := readInputs(t, inputs...)
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	setups := analyze.Setups(ds, a.Systems)
	w := analyze.CompareSetups(setups)
	if w == nil {
		t.Fatal("no mismatch found")
	}
	got := map[string][]string{}
	for _, d := range w.Differences {
		got[d.Fact] = d.Systems
	}
	all := a.Systems
	var filled []string
	for _, s := range all {
		if s != "virtio-win__kvm-guest-drivers-windows__issue428_CDM7.0.0_x86_ramdisk.EXTRACTED" {
			filled = append(filled, s)
		}
	}
	for fact, want := range map[string][]string{analyze.SetupTool: all, analyze.SetupTestSize: all, analyze.SetupOS: all, analyze.SetupFill: filled} {
		if !slices.Equal(got[fact], want) {
			t.Errorf("%s differs for %q, want %q", fact, got[fact], want)
		}
	}
	if len(got) != 4 {
		t.Errorf("differences %v: want tool, test size, OS and fill level alone", got)
	}
	byName := map[string]analyze.SystemSetup{}
	for _, s := range setups {
		byName[s.System] = s
	}
	s := byName["ned14__TripleGit__async_file_io.hpp_CDM3.0.2_Samsung830SSD.EXTRACTED"]
	if want := (analyze.ToolVersion{Tool: datasets.ToolCrystalDiskMark, Version: "3.0.2"}); len(s.Tools) != 1 || s.Tools[0] != want ||
		s.Setup.TestSizeBytes != 1000<<20 || s.Setup.FillPct != 72.2 || s.Setup.OS != "Windows 8 [6.2 Build 9200] (x64)" || s.Passes != 5 || s.Direct != datasets.Yes {
		t.Errorf("Samsung 830's setup: %+v", s)
	}
}

// TestSweepSetupsDiffer: the checked-in sweeps compare a buffered file on
// tmpfs with a direct one on the virtio disk, each cell one pass of a
// second: direct I/O differs, and both are single short runs.
func TestSweepSetupsDiffer(t *testing.T) {
	ds := readInputs(t, "testdata/sweep-iopress/tmpfs", "testdata/sweep-iopress/disk")
	setups := analyze.Setups(ds, []string{"tmpfs", "disk"})
	if setups[0].Setup.TargetKind != datasets.TargetRAM || setups[1].Setup.TargetKind != datasets.TargetVirtual {
		t.Errorf("kinds %q and %q: want ram and virtual", setups[0].Setup.TargetKind, setups[1].Setup.TargetKind)
	}
	w := analyze.CompareSetups(setups)
	if w == nil || len(w.Differences) != 2 || w.Differences[0].Fact != analyze.SetupDirect || w.Differences[1].Fact != analyze.SetupShortRuns ||
		!slices.Equal(w.Differences[1].Systems, []string{"tmpfs", "disk"}) {
		t.Fatalf("differences %+v: want direct I/O, and both short runs", w)
	}
}

// TestAlikeSetups: systems measured alike, or that say nothing of their
// setup, give no warning; one fact said by one system alone is not a
// difference.
func TestAlikeSetups(t *testing.T) {
	one := analyze.SystemSetup{System: "a", Tools: []analyze.ToolVersion{{"fio", "fio-3.33"}}, Setup: datasets.Setup{TestSizeBytes: 1 << 30, OS: "Debian 12"},
		Direct: datasets.Yes, Passes: 1, Repeats: 3, MaxRuntimeS: 1}
	two := one
	two.System, two.Setup.FillPct = "b", 50
	if w := analyze.CompareSetups([]analyze.SystemSetup{one, two}); w != nil {
		t.Errorf("alike: %v", w)
	}
	if w := analyze.CompareSetups([]analyze.SystemSetup{{System: "a"}, {System: "b"}}); w != nil {
		t.Errorf("nothing said: %v", w)
	}
}

// TestSessionsDiffer: article 1's table gathers the publisher's earlier
// Windows runs and its new Linux runs (its @set session lines): the
// two platforms' systems were measured in different sessions, each
// platform's two in one, and nothing else of their setup is recorded.
func TestSessionsDiffer(t *testing.T) {
	ds := readInputs(t, "../datasets/reference/article1/published.csv")
	systems := []string{"Windows Non-Native", "Windows Native", "Linux libaio", "Linux io_uring"}
	setups := analyze.Setups(ds, systems)
	if !slices.Equal(setups[0].Sessions, setups[1].Sessions) || !slices.Equal(setups[2].Sessions, setups[3].Sessions) ||
		len(setups[0].Sessions) != 1 || slices.Equal(setups[0].Sessions, setups[2].Sessions) {
		t.Fatalf("sessions %q, %q, %q, %q: want one per platform, two in all", setups[0].Sessions, setups[1].Sessions, setups[2].Sessions, setups[3].Sessions)
	}
	w := analyze.CompareSetups(setups)
	if w == nil || len(w.Differences) != 1 || w.Differences[0].Fact != analyze.SetupSession || !slices.Equal(w.Differences[0].Systems, systems) {
		t.Fatalf("differences %+v: want the session alone, of every system", w)
	}
	if w := analyze.CompareSetups(setups[:2]); w != nil {
		t.Errorf("one platform's systems, one session: %v", w)
	}
}
