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
// iopress run records: the tmpfs run is memory, the file on /dev/vda a
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
	// The lines iopress run writes on other machines.
	for _, tc := range []struct {
		notes string
		want  analyze.Target
	}{
		{"File system: ramfs on none mounted at /mnt/r", analyze.Target{Kind: analyze.TargetMemory}},
		{"Device: zram0", analyze.Target{Kind: analyze.TargetMemory}},
		{"Device: ram0", analyze.Target{Kind: analyze.TargetMemory}},
		{"File system: ext4 on /dev/xvda1 mounted at /\nDevice: xvda1", analyze.Target{Kind: analyze.TargetVirtual, Via: "Xen"}},
		{"Device: sda, QEMU HARDDISK, firmware 2.5+", analyze.Target{Kind: analyze.TargetVirtual, Via: "QEMU"}},
		{"Device: PhysicalDrive0, Msft Virtual Disk, firmware 1.0", analyze.Target{Kind: analyze.TargetVirtual, Via: "Hyper-V"}},
		{"Device: nvme0n1, Amazon Elastic Block Store, firmware 1.0", analyze.Target{Kind: analyze.TargetVirtual, Via: "Amazon EBS"}},
		{"Device: nvme0n1, Samsung SSD 980 PRO 1TB, firmware 5B2QGXA7", analyze.Target{Kind: analyze.TargetPhysical}},
		{"Device: sdb", analyze.Target{}},
	} {
		d := &datasets.Dataset{Sources: []datasets.Source{{Path: "t", Notes: tc.notes}}}
		r := datasets.NewResult()
		r.System, r.SourcePath = "x", "t"
		d.Results = append(d.Results, r)
		if got := analyze.TargetsOf(d)["x"]; got != tc.want {
			t.Errorf("%q: %+v, want %+v", tc.notes, got, tc.want)
		}
	}
}
