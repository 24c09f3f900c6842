package run

import "testing"

// TestSysctlInventory: the inventory lines made of what macOS's sysctl
// and statfs say, tested here on every system.
func TestSysctlInventory(t *testing.T) {
	if got := sysctlCPU("Apple M2 Pro\n"); got != "Apple M2 Pro" {
		t.Errorf("cpu %q", got)
	}
	if got := sysctlCPU(""); got != "unknown" {
		t.Errorf("no brand: %q", got)
	}
	if got := sysctlMemory(34359738368); got != "32.0 GiB" {
		t.Errorf("memory %q", got)
	}
	for _, tt := range []struct{ product, kernel, want string }{
		{"15.1", "24.1.0", "macOS 15.1 (Darwin 24.1.0)"},
		{"15.1", "", "macOS 15.1"},
		{"", "24.1.0", "Darwin 24.1.0"},
		{"", "", ""},
	} {
		if got := sysctlRelease(tt.product, tt.kernel); got != tt.want {
			t.Errorf("release(%q, %q) = %q, want %q", tt.product, tt.kernel, got, tt.want)
		}
	}
	dev, fs := statfsDevice("/dev/disk3s1", "apfs", "/System/Volumes/Data")
	if dev != "disk3s1" || fs != "apfs on /dev/disk3s1 mounted at /System/Volumes/Data" {
		t.Errorf("statfs: %q %q", dev, fs)
	}
	if dev, _ := statfsDevice("map auto_home", "autofs", "/System/Volumes/Data/home"); dev != "" {
		t.Errorf("a map is no device: %q", dev)
	}
}
