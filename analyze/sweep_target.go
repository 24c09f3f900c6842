package analyze

import (
	"path/filepath"
	"strings"

	"github.com/iopress/iopress/datasets"
)

// TargetKind is what a configuration's target is physically, which
// decides what its figures can mean: memory is the ceiling of the
// software stack, never a cache that answered in a device's place; a
// virtual disk's figures are the hypervisor's path as much as a drive's.
type TargetKind int

// Target kinds.
const (
	TargetUnknown  TargetKind = iota // nothing recorded says
	TargetMemory                     // RAM-backed: tmpfs, ramfs, brd (ram0), zram
	TargetVirtual                    // a virtual disk: virtio, Xen, Hyper-V, VMware, QEMU's emulated drives, cloud block storage
	TargetPhysical                   // a drive the records name by a model that is none of the above
)

// Target is a configuration's target: its kind and, for a virtual disk,
// the virtualisation that presents it ("virtio", "Xen"), "" where the
// records do not say.
type Target struct {
	Kind TargetKind
	Via  string
}

// TargetsOf is the target of each system of a dataset, as far as what the
// dataset records tells: the typed target kind of its sources' setups
// (datasets.Setup.TargetKind, which iopress run classifies as it
// measures and reads from the file system and device notes of older
// runs), with the virtualisation named from the device and drive model.
// Rows join their sources by the source's path. A system whose rows
// point at targets of different kinds, or at none recorded, is
// TargetUnknown.
func TargetsOf(ds *datasets.Dataset) map[string]Target {
	out, _ := targetsOf(ds)
	return out
}

// TargetsNamed is TargetsOf, and where nothing recorded tells, memory for
// a system whose name or every source file's name says so
// (datasets.RAMBackedName: "KVM RAM disk", "..._ramdisk.txt"): all a
// CrystalDiskMark export can tell of a RAM disk is what its user called
// it. A sweep reads what was measured only (TargetsOf).
func TargetsNamed(ds *datasets.Dataset) map[string]Target {
	out, named := targetsOf(ds)
	for system := range named {
		out[system] = Target{Kind: TargetMemory}
	}
	return out
}

// targetsOf is TargetsOf, and the systems of unknown target that their
// names or their sources' file names say are memory.
func targetsOf(ds *datasets.Dataset) (map[string]Target, map[string]bool) {
	byPath := map[string]Target{}
	for _, s := range ds.Sources {
		t, ok := targetOfSetup(s.Setup)
		if !ok {
			continue
		}
		if old, seen := byPath[s.Path]; seen && old != t {
			t = Target{}
		}
		byPath[s.Path] = t
	}
	out := map[string]Target{}
	seen := map[string]bool{}
	ramPaths := map[string]bool{} // systems whose every source's name says memory
	named := map[string]bool{}
	for i := range ds.Results {
		r := &ds.Results[i]
		t := byPath[r.SourcePath]
		if !seen[r.System] {
			seen[r.System], out[r.System] = true, t
			ramPaths[r.System] = datasets.RAMBackedName(filepath.Base(r.SourcePath))
			continue
		}
		ramPaths[r.System] = ramPaths[r.System] && datasets.RAMBackedName(filepath.Base(r.SourcePath))
		if out[r.System] != t {
			out[r.System] = Target{}
		}
	}
	for system, t := range out {
		if t.Kind != TargetUnknown {
			continue
		}
		if ramPaths[system] || datasets.RAMBackedName(system) {
			named[system] = true
		}
		delete(out, system)
	}
	return out, named
}

// targetOfSetup reads a target from a source's setup; ok is false where
// it says nothing of the target's kind.
func targetOfSetup(s datasets.Setup) (Target, bool) {
	switch s.TargetKind {
	case datasets.TargetRAM:
		return Target{Kind: TargetMemory}, true
	case datasets.TargetVirtual:
		return Target{Kind: TargetVirtual, Via: virtualisation(s.Device, s.DriveModel)}, true
	case datasets.TargetPhysical:
		return Target{Kind: TargetPhysical}, true
	}
	return Target{}, false
}

// virtualModels are words of the models hypervisors and clouds give the
// disks they present, lower case, with the virtualisation they mean.
var virtualModels = []struct{ word, via string }{
	{"virtio", "virtio"},
	{"qemu", "QEMU"},
	{"vbox", "VirtualBox"},
	{"vmware", "VMware"},
	{"msft virtual disk", "Hyper-V"},
	{"virtual disk", ""}, // Hyper-V's and VMware's, by other vendors' words
	{"xen", "Xen"},
	{"amazon elastic block store", "Amazon EBS"},
	{"persistentdisk", "Google Persistent Disk"},
	{"nvme_card-pd", "Google Persistent Disk"},
}

// virtualisation names what presents a virtual disk, from its device
// name ("vda", "xvdb") and its drive model ("Msft Virtual Disk"); "" where
// neither says.
func virtualisation(device, model string) string {
	switch name := strings.TrimSpace(device); {
	case strings.HasPrefix(name, "vd"):
		return "virtio"
	case strings.HasPrefix(name, "xvd"):
		return "Xen"
	}
	lower := strings.ToLower(model)
	for _, v := range virtualModels {
		if strings.Contains(lower, v.word) {
			return v.via
		}
	}
	return ""
}
