package datasets_test

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/iopress/iopress/datasets"
)

// TestSetupRoundTrip: every fact of a source's setup, and the results'
// direct column (yes, no and unknown), are written to Arrow and Parquet
// and read back as they were; a fact left out reads as missing.
func TestSetupRoundTrip(t *testing.T) {
	full := datasets.Setup{System: "a", Host: "lab", CPUModel: "AMD EPYC 9754", CPUCount: 256, MemoryBytes: 768 << 30,
		OS: "Ubuntu 24.04.1 LTS", Kernel: "Linux 6.8.0", DriveModel: "Solidigm P5316", DriveFirmware: "ACV10340", DriveCount: 15,
		Link: "PCIe 16.0 GT/s x4", FileSystem: "xfs", Device: "nvme0n1", TargetKind: datasets.TargetPhysical,
		EngineFeatures: "DEFER_TASKRUN", TestSizeBytes: 1 << 30, Profile: "Default", IntervalS: 5, RampS: 2.5,
		WriteThrough: datasets.No, Date: "2024-01-06T05:41:48", VolumeUsedBytes: 79 << 30, VolumeTotalBytes: 1862 << 30, FillPct: 4}
	ds := &datasets.Dataset{
		Sources: []datasets.Source{{ID: "x", Path: "p", Tool: datasets.ToolFio, Setup: full}, {ID: "y", Path: "q", Setup: datasets.Setup{WriteThrough: datasets.Yes}}, {ID: "z"}},
	}
	for i, d := range []datasets.Bool{datasets.Yes, datasets.No, datasets.Unknown} {
		r := datasets.NewResult()
		r.System, r.Direction, r.IOPS, r.SourceID, r.Direct = "s", datasets.DirectionRead, float64(i+1), "x", d
		ds.Results = append(ds.Results, r)
	}
	dir := t.TempDir()
	if err := datasets.WriteDir(dir, ds, datasets.Arrow, datasets.Parquet); err != nil {
		t.Fatal(err)
	}
	for _, f := range []datasets.Format{datasets.Arrow, datasets.Parquet} {
		if f == datasets.Parquet { // Parquet alone
			for _, name := range []string{"results.arrow", "sources.arrow"} {
				os.Remove(filepath.Join(dir, name))
			}
		}
		back, err := datasets.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back.Sources, ds.Sources) {
			t.Errorf("%v: sources\n%+v\nwant\n%+v", f, back.Sources, ds.Sources)
		}
		for i, r := range back.Results {
			if r.Direct != ds.Results[i].Direct {
				t.Errorf("%v: row %d direct %v, want %v", f, i, r.Direct, ds.Results[i].Direct)
			}
		}
	}
}

// TestClassifyTarget: target kinds from what systems tell of their
// storage. The first rows are this development VM's own sysfs and statfs
// values (/sys/block/vda/device/vendor, its driver link, /dev/shm's
// f_type, zram0); the others are what each platform's disks report in
// sysfs as their vendors document them.
func TestClassifyTarget(t *testing.T) {
	for _, tc := range []struct {
		name  string
		probe datasets.TargetProbe
		want  string
	}{
		{"/dev/shm (statfs f_type 0x1021994)", datasets.TargetProbe{FSMagic: 0x1021994}, datasets.TargetRAM},
		{"tmpfs by name", datasets.TargetProbe{FileSystem: "tmpfs"}, datasets.TargetRAM},
		{"ramfs", datasets.TargetProbe{FileSystem: "ramfs"}, datasets.TargetRAM},
		{"vda: virtio vendor 0x1af4, driver virtio_blk", datasets.TargetProbe{FileSystem: "ext4", FSMagic: 0xef53, Device: "vda", Vendor: "0x1af4", Driver: "virtio_blk"}, datasets.TargetVirtual},
		{"vda by name alone", datasets.TargetProbe{Device: "vda"}, datasets.TargetVirtual},
		{"a partition of vdb", datasets.TargetProbe{Device: "vdb1"}, datasets.TargetVirtual},
		{"zram0", datasets.TargetProbe{Device: "zram0"}, datasets.TargetRAM},
		{"brd's ram0", datasets.TargetProbe{Device: "ram0"}, datasets.TargetRAM},
		{"pmem emulated with memmap=", datasets.TargetProbe{Device: "pmem0", Provider: "e820"}, datasets.TargetRAM},
		{"an NVDIMM", datasets.TargetProbe{Device: "pmem0", Provider: "ACPI.NFIT"}, datasets.TargetPhysical},
		{"Xen", datasets.TargetProbe{Device: "xvda"}, datasets.TargetVirtual},
		{"virtio-scsi", datasets.TargetProbe{Device: "sda", Vendor: "QEMU    ", Model: "QEMU HARDDISK   ", Driver: "sd"}, datasets.TargetVirtual},
		{"Hyper-V", datasets.TargetProbe{Device: "sdb", Vendor: "Msft    ", Model: "Virtual Disk    "}, datasets.TargetVirtual},
		{"VMware", datasets.TargetProbe{Device: "sda", Vendor: "VMware  ", Model: "Virtual disk    "}, datasets.TargetVirtual},
		{"EC2 EBS", datasets.TargetProbe{Device: "nvme1n1", Model: "Amazon Elastic Block Store"}, datasets.TargetVirtual},
		{"Google persistent disk over NVMe", datasets.TargetProbe{Device: "nvme0n1", Model: "nvme_card-pd"}, datasets.TargetVirtual},
		{"Google persistent disk over SCSI", datasets.TargetProbe{Device: "sda", Vendor: "Google", Model: "PersistentDisk"}, datasets.TargetVirtual},
		{"Azure NVMe", datasets.TargetProbe{Device: "nvme0n1", Model: "Microsoft NVMe Direct Disk"}, datasets.TargetVirtual},
		{"Azure disk", datasets.TargetProbe{Device: "sdc", Vendor: "Msft", Model: "Virtual_Disk"}, datasets.TargetVirtual},
		{"a physical NVMe drive", datasets.TargetProbe{Device: "nvme0n1", Model: "Samsung SSD 980 PRO 1TB"}, datasets.TargetPhysical},
		{"a SATA drive", datasets.TargetProbe{FileSystem: "ext4", Device: "sda", Vendor: "ATA", Model: "Samsung SSD 860"}, datasets.TargetPhysical},
		{"a network file system", datasets.TargetProbe{FileSystem: "nfs4"}, ""},
		{"nothing known", datasets.TargetProbe{}, ""},
	} {
		if got := datasets.ClassifyTarget(tc.probe); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
	if got := datasets.CombineTargetKinds([]string{datasets.TargetVirtual, datasets.TargetVirtual}); got != datasets.TargetVirtual {
		t.Errorf("two virtual disks: %q", got)
	}
	if got := datasets.CombineTargetKinds([]string{datasets.TargetVirtual, datasets.TargetPhysical}); got != "" {
		t.Errorf("a virtual and a physical disk: %q, want unknown", got)
	}
}

// TestCheckedInSweepsHaveTheirKinds: the two real sweeps of the
// development VM, written before targets had a kind, read as what their
// notes say they were: a file on tmpfs is RAM, a file on ext4 on vda a
// virtual disk; every cell's source carries its run's setup.
func TestCheckedInSweepsHaveTheirKinds(t *testing.T) {
	for dir, want := range map[string]string{"../analyze/testdata/sweep-iopress/tmpfs": datasets.TargetRAM, "../analyze/testdata/sweep-iopress/disk": datasets.TargetVirtual} {
		ds, err := datasets.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		byID := map[string]datasets.Source{}
		for _, s := range ds.Sources {
			byID[s.ID] = s
		}
		for _, r := range ds.Results {
			s := byID[r.SourceID]
			if s.Setup.TargetKind != want || s.Setup.CPUCount != 2 || s.Setup.Host != "vm" {
				t.Fatalf("%s: %s's source %+v: want kind %q, the VM's 2 CPUs and host", dir, r.JobName, s.Setup, want)
			}
		}
	}
}
