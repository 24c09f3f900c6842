package analyze

import (
	"regexp"
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
// dataset records tells. It is the one place the sweep learns target
// kinds: today it reads the setup lines iopress run keeps in its sources'
// notes ("File system: tmpfs on tmpfs mounted at /dev/shm", "Device:
// vda"), joined to the rows by the source's path; when the dataset
// carries a typed target kind, this reads that instead. A system whose
// rows point at targets of different kinds, or at none recorded, is
// TargetUnknown.
func TargetsOf(ds *datasets.Dataset) map[string]Target {
	byPath := map[string]Target{}
	for _, s := range ds.Sources {
		t, ok := targetOfNotes(s.Notes)
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
	for i := range ds.Results {
		r := &ds.Results[i]
		t := byPath[r.SourcePath]
		if !seen[r.System] {
			seen[r.System], out[r.System] = true, t
			continue
		}
		if out[r.System] != t {
			out[r.System] = Target{}
		}
	}
	for system, t := range out {
		if t.Kind == TargetUnknown {
			delete(out, system)
		}
	}
	return out
}

// targetOfNotes reads a target from a source's setup lines; ok is false
// where they say nothing of the target.
func targetOfNotes(notes string) (Target, bool) {
	var fs, device string
	for _, line := range strings.Split(notes, "\n") {
		if v, ok := strings.CutPrefix(line, "File system: "); ok {
			fs = v
		}
		if v, ok := strings.CutPrefix(line, "Device: "); ok {
			device = v
		}
	}
	if fs == "" && device == "" {
		return Target{}, false
	}
	return targetOf(fs, device), true
}

// ramDevice names Linux's RAM-backed block devices: brd's ram0, zram0.
var ramDevice = regexp.MustCompile(`^z?ram[0-9]+$`)

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

// targetOf is the kind of a target from its file system line ("tmpfs on
// tmpfs mounted at /dev/shm") and device line ("vda", "nvme0n1, Samsung
// SSD 980 PRO 1TB, firmware 5B2QGXA7", "PhysicalDrive0, Msft Virtual
// Disk").
func targetOf(fs, device string) Target {
	if kind, _, _ := strings.Cut(fs, " "); kind == "tmpfs" || kind == "ramfs" {
		return Target{Kind: TargetMemory}
	}
	name, model, _ := strings.Cut(device, ", ")
	name = strings.TrimSpace(name)
	switch {
	case ramDevice.MatchString(name):
		return Target{Kind: TargetMemory}
	case strings.HasPrefix(name, "vd"):
		return Target{Kind: TargetVirtual, Via: "virtio"}
	case strings.HasPrefix(name, "xvd"):
		return Target{Kind: TargetVirtual, Via: "Xen"}
	}
	lower := strings.ToLower(model)
	for _, v := range virtualModels {
		if strings.Contains(lower, v.word) {
			return Target{Kind: TargetVirtual, Via: v.via}
		}
	}
	if strings.TrimSpace(model) != "" {
		return Target{Kind: TargetPhysical}
	}
	return Target{}
}
