package run

import (
	"golang.org/x/sys/unix"
)

// The inventory on macOS comes from sysctl; sysctlInventory (portable,
// tested everywhere) makes its lines.

func cpuModel() string {
	s, _ := unix.Sysctl("machdep.cpu.brand_string")
	return sysctlCPU(s)
}

func memTotal() string {
	n, err := unix.SysctlUint64("hw.memsize")
	if err != nil {
		return ""
	}
	return sysctlMemory(n)
}

func systemRelease() (key, value string) {
	product, _ := unix.Sysctl("kern.osproductversion")
	kernel, _ := unix.Sysctl("kern.osrelease")
	return "OS", sysctlRelease(product, kernel)
}

// targetDevice is the device and file system holding the target, from
// statfs: the device a file system is mounted from, its type and mount
// point.
func targetDevice(target string) (device, fs string) {
	var st unix.Statfs_t
	if unix.Statfs(target, &st) != nil {
		return "", ""
	}
	return statfsDevice(unix.ByteSliceToString(st.Mntfromname[:]), unix.ByteSliceToString(st.Fstypename[:]), unix.ByteSliceToString(st.Mntonname[:]))
}
