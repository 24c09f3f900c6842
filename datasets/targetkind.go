package datasets

import (
	"regexp"
	"strings"
)

// TargetProbe is what a system tells of the storage under a target, as
// ClassifyTarget reads it: the file system holding a file, the block
// device under it and what sysfs says of that device. Empty fields are
// unknown.
type TargetProbe struct {
	FileSystem string // type of the file system holding the target: "tmpfs", "ext4"
	FSMagic    int64  // the file system's statfs f_type; 0 unknown
	Device     string // kernel name of the block device: "vda", "nvme0n1", "ram0"
	Vendor     string // sysfs device/vendor: "QEMU", "Msft", "VMware"
	Model      string // sysfs device/model: "Amazon Elastic Block Store"
	Driver     string // the device's driver: "virtio_blk", "hv_storvsc"
	// Provider is the NVDIMM bus's provider of a pmem device: "e820" is
	// memory the kernel was told to treat as persistent (memmap=), not
	// an NVDIMM.
	Provider string
}

// Linux's statfs magic numbers of the file systems in memory.
const (
	tmpfsMagic = 0x01021994
	ramfsMagic = 0x858458f6
)

// ramFileSystems are file systems whose files are in memory.
var ramFileSystems = map[string]bool{"tmpfs": true, "ramfs": true}

var (
	ramDevice     = regexp.MustCompile(`^(ram|zram)\d+$`)                   // brd, zram
	pmemDevice    = regexp.MustCompile(`^pmem\d+`)                          // NVDIMM or emulated
	virtualDevice = regexp.MustCompile(`^(vd[a-z]+|xvd[a-z]+)(\d+|p\d+)?$`) // virtio-blk, Xen
)

// virtualDrivers are drivers of virtual machines' disks.
var virtualDrivers = map[string]bool{
	"virtio_blk": true, "virtio-blk": true, "xen_blkfront": true, "xen-blkfront": true, "vbd": true,
	"hv_storvsc": true, "storvsc": true,
}

// virtualModels are what virtual disks call themselves in sysfs, as
// vendor and model, lower case, spaces collapsed: the hypervisors'
// emulated disks and the clouds' network disks presented as NVMe or
// SCSI drives.
var virtualModels = []struct{ vendor, model string }{
	{"qemu", ""}, {"", "qemu"}, // QEMU's emulated SCSI, SATA and NVMe drives
	{"virtio", ""}, {"", "virtio"}, {"0x1af4", ""}, // virtio's PCI vendor id, in a virtio device's vendor file
	{"msft", "virtual"}, {"", "virtual_disk"}, // Hyper-V, Azure
	{"", "microsoft nvme direct disk"}, // Azure's NVMe disks
	{"vmware", ""}, {"", "vmware virtual"},
	{"vbox", ""}, {"", "vbox harddisk"}, // VirtualBox
	{"", "amazon elastic block store"},        // EC2's EBS volumes over NVMe
	{"", "nvme_card"}, {"", "persistentdisk"}, // Google Cloud
}

// ClassifyTarget says what backs a target: TargetRAM, TargetVirtual,
// TargetPhysical, or "" where the probe does not tell (a network or
// overlay file system, a device nothing is known of).
func ClassifyTarget(p TargetProbe) string {
	fs := strings.ToLower(strings.TrimSpace(p.FileSystem))
	if ramFileSystems[fs] || p.FSMagic == tmpfsMagic || p.FSMagic == ramfsMagic {
		return TargetRAM
	}
	dev := strings.TrimPrefix(strings.TrimSpace(p.Device), "/dev/")
	driver := strings.ToLower(strings.TrimSpace(p.Driver))
	switch {
	case ramDevice.MatchString(dev), driver == "brd", driver == "zram":
		return TargetRAM
	case pmemDevice.MatchString(dev) && strings.TrimSpace(p.Provider) == "e820":
		return TargetRAM
	case virtualDevice.MatchString(dev), virtualDrivers[driver]:
		return TargetVirtual
	}
	vendor, model := squash(p.Vendor), squash(p.Model)
	for _, v := range virtualModels {
		if (v.vendor == "" || vendor == v.vendor) && (v.model == "" || strings.Contains(model, v.model)) {
			return TargetVirtual
		}
	}
	if dev != "" || vendor != "" || model != "" || driver != "" {
		return TargetPhysical
	}
	return ""
}

// squash is s in lower case, its runs of spaces one space.
func squash(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// CombineTargetKinds is the kind of a target spread over several devices
// (a RAID or device-mapper stack): theirs where they all agree, else
// unknown.
func CombineTargetKinds(kinds []string) string {
	if len(kinds) == 0 {
		return ""
	}
	for _, k := range kinds[1:] {
		if k != kinds[0] {
			return ""
		}
	}
	return kinds[0]
}

// ramName matches the words that name a RAM-backed target where nothing
// else records its kind: a CrystalDiskMark export says nothing of the
// device, so a RAM disk is known only by the name it was given or the
// name of its file ("KVM RAM disk", "..._ramdisk.txt", "tmpfs", "zram0").
// A word is whole: "ram" inside "Program" or "brd" inside "abrdx" is none.
var ramName = regexp.MustCompile(`(?i)(^|[^a-z0-9])(ram[ _-]?disk|ramdrive|tmpfs|ramfs|zram\d*|brd|ram\d+)($|[^a-z0-9])`)

// RAMBackedName reports whether a target's given name or its source
// file's name says it is memory: a RAM disk, tmpfs, ramfs, zram or brd.
// It is the one rule for names; ClassifyTarget reads what a system
// measured.
func RAMBackedName(names ...string) bool {
	for _, n := range names {
		if ramName.MatchString(n) {
			return true
		}
	}
	return false
}
