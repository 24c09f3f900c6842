package datasets

// Setup is the test setup a source records, as facts: the machine, the
// drive and how the test ran, each in its own column of the sources
// table, in base units where it is a quantity. A missing fact is the zero
// value: "", 0 (every number here, so a fill level or an interval of
// exactly 0 reads as unknown) or Unknown.
//
// What a result row already holds stays there, per row: the tool and its
// version, the engine, iodepth, numjobs, runtime_s, the passes a figure
// was made of (aggregation_n) and whether the I/O was direct.
type Setup struct {
	// System is the system the facts describe, in a source that holds
	// several systems of different setups (a Phoronix Test Suite result
	// file has a sources row per system); "" for every system of the
	// source.
	System string

	Host        string
	CPUModel    string
	CPUCount    int64 // logical CPUs
	MemoryBytes int64
	OS          string // as the tool printed it: "Windows 11 [10.0 Build 22631] (x64)"
	Kernel      string // "Linux 6.8.0-45-generic"

	// DriveModel is the measured drive's model, or the models of several
	// drives joined by "; "; DriveCount how many drives the target spans.
	DriveModel    string
	DriveFirmware string
	DriveCount    int64
	Link          string // the interface or link to the drive: "PCIe 16.0 GT/s x4"
	FileSystem    string // "ext4", "tmpfs", "NTFS"; "" for a raw device
	Device        string // the block device under the target: "nvme0n1", "vda"
	TargetKind    string // TargetRAM, TargetVirtual or TargetPhysical; "" unknown

	// EngineFeatures is what the engine used of what the system offers
	// (io_uring's setup flags, registered buffers).
	EngineFeatures string
	TestSizeBytes  int64   // the test file's or region's size
	Profile        string  // CrystalDiskMark's or KDiskMark's profile: "Default", "Peak"
	IntervalS      float64 // pause between tests (CrystalDiskMark)
	RampS          float64 // warm-up before each measurement
	WriteThrough   Bool    // writes bypass the drive's write cache (O_SYNC, DiskSpd -Sh)
	// Date is when the test ran, ISO 8601: "2013-04-13T23:10:09", local
	// time as the tool printed it, with a zone only where it gave one.
	Date string

	// The tested volume's fill level as the tool printed it:
	// used and total bytes, and the used share in percent.
	VolumeUsedBytes  int64
	VolumeTotalBytes int64
	FillPct          float64
}

// IsZero reports whether the setup records no fact.
func (s Setup) IsZero() bool { return s == Setup{} }

// Kinds of target: what the measured file or device is backed by.
const (
	// TargetRAM is memory: a file on tmpfs or ramfs, a RAM disk (brd's
	// /dev/ramN, zram), persistent memory emulated in RAM.
	TargetRAM = "ram"
	// TargetVirtual is a virtual machine's disk: virtio, Xen, Hyper-V,
	// VMware, or a cloud's network disk presented as NVMe or SCSI.
	TargetVirtual = "virtual"
	// TargetPhysical is a drive the system sees as hardware.
	TargetPhysical = "physical"
)

// Bool is a yes-or-no fact that may be unknown, its zero value.
type Bool int8

const (
	Unknown Bool = 0
	Yes     Bool = 1
	No      Bool = -1
)

// BoolOf is b as a known Bool.
func BoolOf(b bool) Bool {
	if b {
		return Yes
	}
	return No
}

// Known reports whether b is Yes or No.
func (b Bool) Known() bool { return b != Unknown }

func (b Bool) String() string {
	switch b {
	case Yes:
		return "yes"
	case No:
		return "no"
	}
	return "unknown"
}

// setupColumns are the sources table's columns of a Setup.
var setupColumns = []column[Source]{
	strCol("system", "system the facts describe, where the file holds several with setups of their own; null for all of them", func(s *Source) *string { return &s.Setup.System }),
	strCol("host", "machine that ran the test", func(s *Source) *string { return &s.Setup.Host }),
	strCol("cpu_model", "processor model", func(s *Source) *string { return &s.Setup.CPUModel }),
	intCol("cpu_count", "logical CPUs", func(s *Source) *int64 { return &s.Setup.CPUCount }),
	intCol("memory_bytes", "memory of the machine, bytes", func(s *Source) *int64 { return &s.Setup.MemoryBytes }),
	strCol("os", "operating system, as the tool printed it", func(s *Source) *string { return &s.Setup.OS }),
	strCol("kernel", "kernel release", func(s *Source) *string { return &s.Setup.Kernel }),
	strCol("drive_model", "model of the measured drive; several joined by '; '", func(s *Source) *string { return &s.Setup.DriveModel }),
	strCol("drive_firmware", "firmware of the measured drive", func(s *Source) *string { return &s.Setup.DriveFirmware }),
	intCol("drive_count", "drives the target spans", func(s *Source) *int64 { return &s.Setup.DriveCount }),
	strCol("link", "interface or link to the drive", func(s *Source) *string { return &s.Setup.Link }),
	strCol("file_system", "file system holding the target; null for a raw device", func(s *Source) *string { return &s.Setup.FileSystem }),
	strCol("device", "block device under the target", func(s *Source) *string { return &s.Setup.Device }),
	strCol("target_kind", "what backs the target: ram, virtual or physical; null when unknown", func(s *Source) *string { return &s.Setup.TargetKind }),
	strCol("engine_features", "what the engine used of what the system offers", func(s *Source) *string { return &s.Setup.EngineFeatures }),
	intCol("test_size_bytes", "size of the test file or region, bytes", func(s *Source) *int64 { return &s.Setup.TestSizeBytes }),
	strCol("profile", "CrystalDiskMark's or KDiskMark's profile", func(s *Source) *string { return &s.Setup.Profile }),
	zeroMissing(floatCol("interval_s", "pause between tests, seconds", func(s *Source) *float64 { return &s.Setup.IntervalS })),
	zeroMissing(floatCol("ramp_s", "warm-up before each measurement, seconds", func(s *Source) *float64 { return &s.Setup.RampS })),
	triCol("write_through", "whether writes bypassed the drive's write cache", func(s *Source) *Bool { return &s.Setup.WriteThrough }),
	strCol("date", "when the test ran, ISO 8601, in the tool's local time unless a zone is given", func(s *Source) *string { return &s.Setup.Date }),
	intCol("volume_used_bytes", "used bytes of the tested volume", func(s *Source) *int64 { return &s.Setup.VolumeUsedBytes }),
	intCol("volume_total_bytes", "size of the tested volume, bytes", func(s *Source) *int64 { return &s.Setup.VolumeTotalBytes }),
	zeroMissing(floatCol("fill_pct", "used share of the tested volume, percent", func(s *Source) *float64 { return &s.Setup.FillPct })),
}
