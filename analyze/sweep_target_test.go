package analyze_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

// TestTargetsOf: the kind of each configuration's target, from the setup
// facts iopress run records (older runs' notes read as facts): the tmpfs run is memory, the file on /dev/vda a
// virtio disk; fio's JSON, which records none, leaves its systems out.
func TestTargetsOf(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"testdata/sweep-iopress/tmpfs", "testdata/sweep-iopress/disk"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	got := analyze.TargetsOf(ds)
	want := map[string]analyze.Target{"tmpfs": {Kind: analyze.TargetMemory}, "disk": {Kind: analyze.TargetVirtual, Via: "virtio"}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("targets %v, want %v", got, want)
	}
	tmpl, _ := ingest.ParseTemplate("{system}/qd{iodepth}.json")
	fio, errs := ingest.Read(context.Background(), []string{"testdata/sweep/disk", "testdata/sweep/tmpfs"}, ingest.Options{Labels: tmpl})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if got := analyze.TargetsOf(fio); len(got) != 0 {
		t.Errorf("fio's JSON records no target, but the targets are %v", got)
	}
	// The facts iopress run records on other machines: the kind as
	// classified (datasets.ClassifyTarget), the virtualisation named from
	// the device and drive model.
	for _, tc := range []struct {
		setup datasets.Setup
		want  analyze.Target
	}{
		{datasets.Setup{TargetKind: datasets.TargetRAM, FileSystem: "ramfs"}, analyze.Target{Kind: analyze.TargetMemory}},
		{datasets.Setup{TargetKind: datasets.TargetRAM, Device: "zram0"}, analyze.Target{Kind: analyze.TargetMemory}},
		{datasets.Setup{TargetKind: datasets.TargetVirtual, FileSystem: "ext4", Device: "xvda1"}, analyze.Target{Kind: analyze.TargetVirtual, Via: "Xen"}},
		{datasets.Setup{TargetKind: datasets.TargetVirtual, Device: "sda", DriveModel: "QEMU HARDDISK"}, analyze.Target{Kind: analyze.TargetVirtual, Via: "QEMU"}},
		{datasets.Setup{TargetKind: datasets.TargetVirtual, Device: "PhysicalDrive0", DriveModel: "Msft Virtual Disk"}, analyze.Target{Kind: analyze.TargetVirtual, Via: "Hyper-V"}},
		{datasets.Setup{TargetKind: datasets.TargetVirtual, Device: "nvme0n1", DriveModel: "Amazon Elastic Block Store"}, analyze.Target{Kind: analyze.TargetVirtual, Via: "Amazon EBS"}},
		{datasets.Setup{TargetKind: datasets.TargetPhysical, Device: "nvme0n1", DriveModel: "Samsung SSD 980 PRO 1TB"}, analyze.Target{Kind: analyze.TargetPhysical}},
		{datasets.Setup{Device: "sdb"}, analyze.Target{}},
	} {
		d := &datasets.Dataset{Sources: []datasets.Source{{Path: "t", Setup: tc.setup}}}
		r := datasets.NewResult()
		r.System, r.SourcePath = "x", "t"
		d.Results = append(d.Results, r)
		if got := analyze.TargetsOf(d)["x"]; got != tc.want {
			t.Errorf("%+v: %+v, want %+v", tc.setup, got, tc.want)
		}
	}
}

// TestTargetsNamed: where nothing recorded tells, a system is memory by
// its name or its file's ("KVM RAM disk", "..._ramdisk.txt", the sweep's
// fio configuration "tmpfs"); a drive's name is nothing; what was
// measured (TargetsOf) stays as it is.
func TestTargetsNamed(t *testing.T) {
	tmpl, _ := ingest.ParseTemplate("{system}/qd{iodepth}.json")
	fio, errs := ingest.Read(context.Background(), []string{"testdata/sweep/disk", "testdata/sweep/tmpfs"}, ingest.Options{Labels: tmpl})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if got, want := fmt.Sprint(analyze.TargetsNamed(fio)), fmt.Sprint(map[string]analyze.Target{"tmpfs": {Kind: analyze.TargetMemory}}); got != want {
		t.Errorf("fio's sweep: %s, want %s", got, want)
	}
	d := &datasets.Dataset{}
	for _, r := range []struct{ system, path string }{
		{"KVM", "x/issue428_CDM7.0.0_x86_ramdisk.EXTRACTED.txt"}, {"S790", "x/CrystalDiskMark_S790.txt"},
	} {
		row := datasets.NewResult()
		row.System, row.SourcePath = r.system, r.path
		d.Results = append(d.Results, row)
	}
	if got, want := fmt.Sprint(analyze.TargetsNamed(d)), fmt.Sprint(map[string]analyze.Target{"KVM": {Kind: analyze.TargetMemory}}); got != want {
		t.Errorf("exports: %s, want %s", got, want)
	}
}
