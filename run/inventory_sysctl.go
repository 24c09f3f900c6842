package run

import (
	"fmt"
	"strings"
)

// What macOS's sysctl and statfs say, made into the inventory's lines:
// plain functions, so that the lines are tested on every system.

// perfLevel is one kind of core of Apple silicon: hw.perflevelN.name and
// hw.perflevelN.physicalcpu ("Performance", 8).
type perfLevel struct {
	name  string
	cores uint32
}

// sysctlCPU is the CPU's model from machdep.cpu.brand_string, with its
// cores (hw.physicalcpu) and, where there are kinds of cores
// (hw.perflevelN on Apple silicon), how many of each: "Apple M1, 8 cores
// (4 Performance, 4 Efficiency)".
func sysctlCPU(brand string, cores uint32, levels []perfLevel) string {
	if brand = strings.TrimSpace(brand); brand == "" {
		brand = "unknown"
	}
	if cores == 0 {
		return brand
	}
	s := fmt.Sprintf("%s, %d cores", brand, cores)
	if len(levels) > 1 {
		var kinds []string
		for _, l := range levels {
			kinds = append(kinds, fmt.Sprintf("%d %s", l.cores, strings.TrimSpace(l.name)))
		}
		s += " (" + strings.Join(kinds, ", ") + ")"
	}
	return s
}

// sysctlRelease is the system's line from kern.osproductversion (15.1)
// and kern.osrelease (24.1.0, Darwin's).
func sysctlRelease(product, kernel string) string {
	product, kernel = strings.TrimSpace(product), strings.TrimSpace(kernel)
	switch {
	case product != "" && kernel != "":
		return fmt.Sprintf("macOS %s (Darwin %s)", product, kernel)
	case product != "":
		return "macOS " + product
	case kernel != "":
		return "Darwin " + kernel
	}
	return ""
}

// macDevice is the setup's Device line for a disk, a partition or an
// APFS volume: the physical drives under it, each with its model and
// bus, as diskutil tells them ("disk1s1 on disk0, INTEL SSDPEKNW512G8
// (PCI-Express, solid state)"); a drive diskutil cannot tell of is named
// alone.
func macDevice(id string, m macDisks, info func(id string) (diskInfo, error)) string {
	var drives []string
	disks := m.physicalDisks(id)
	for _, d := range disks {
		in, err := info(d)
		if err != nil {
			drives = append(drives, d)
			continue
		}
		drives = append(drives, in.deviceLine())
	}
	line := strings.Join(drives, "; ")
	if len(disks) == 1 && disks[0] == id {
		return line
	}
	return id + " on " + line
}

// statfsDevice is a target's device and file system from statfs: the
// device mounted (/dev/disk3s1), the file system's type and mount point.
func statfsDevice(from, kind, on string) (device, fs string) {
	if kind != "" {
		fs = kind + " on " + from + " mounted at " + on
	}
	if strings.HasPrefix(from, "/dev/") {
		device = strings.TrimPrefix(from, "/dev/")
	}
	return device, fs
}
