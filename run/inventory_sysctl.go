package run

import (
	"fmt"
	"strings"
)

// What macOS's sysctl and statfs say, made into the inventory's lines:
// plain functions, so that the lines are tested on every system.

// sysctlCPU is the CPU's model from machdep.cpu.brand_string.
func sysctlCPU(brand string) string {
	if brand = strings.TrimSpace(brand); brand == "" {
		return "unknown"
	}
	return brand
}

// sysctlMemory is hw.memsize, bytes, in GiB.
func sysctlMemory(bytes uint64) string {
	if bytes == 0 {
		return ""
	}
	return fmt.Sprintf("%.1f GiB", float64(bytes)/(1<<30))
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
