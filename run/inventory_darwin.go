package run

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// The inventory on macOS comes from sysctl, statfs and diskutil;
// inventory_sysctl.go (portable, tested everywhere) makes its lines.

func cpuModel() string {
	brand, _ := unix.Sysctl("machdep.cpu.brand_string")
	cores, _ := unix.SysctlUint32("hw.physicalcpu")
	var levels []perfLevel
	n, err := unix.SysctlUint32("hw.nperflevels")
	for i := 0; err == nil && i < int(n); i++ {
		name, _ := unix.Sysctl(fmt.Sprintf("hw.perflevel%d.name", i))
		if c, err := unix.SysctlUint32(fmt.Sprintf("hw.perflevel%d.physicalcpu", i)); err == nil {
			levels = append(levels, perfLevel{name: name, cores: c})
		}
	}
	return sysctlCPU(brand, cores, levels)
}

func memBytes() int64 {
	n, err := unix.SysctlUint64("hw.memsize")
	if err != nil {
		return 0
	}
	return int64(n)
}

// systemRelease is macOS's version with Darwin's, as the setup's OS.
func systemRelease() (os, kernel string) {
	product, _ := unix.Sysctl("kern.osproductversion")
	release, _ := unix.Sysctl("kern.osrelease")
	return sysctlRelease(product, release), ""
}

// targetDevice is the drive under the target, as diskutil tells it, and,
// for a file, the file system holding it from statfs: the device it is
// mounted from, its type and mount point.
func targetDevice(target string) (device, fs string) {
	if st, err := os.Stat(target); err == nil && st.Mode()&os.ModeDevice != 0 {
		if id, ok := diskOf(target, st); ok {
			return describeDisk(id), ""
		}
		return "", ""
	}
	var st unix.Statfs_t
	if unix.Statfs(target, &st) != nil {
		return "", ""
	}
	from := unix.ByteSliceToString(st.Mntfromname[:])
	device, fs = statfsDevice(from, unix.ByteSliceToString(st.Fstypename[:]), unix.ByteSliceToString(st.Mntonname[:]))
	if id, ok := bsdName(from); ok {
		device = describeDisk(id)
	}
	return device, fs
}

// describeDisk is the Device line of a disk, partition or volume.
func describeDisk(id string) string {
	list, err := readDiskList()
	return macDevice(id, newMacDisks(nil, nil, list, err, nil), readDiskInfo)
}
