package run

import (
	"errors"
	"testing"
)

// TestSysctlInventory: the inventory lines made of what macOS's sysctl
// and statfs say, tested here on every system.
func TestSysctlInventory(t *testing.T) {
	// An M1's answers (hw.physicalcpu 8, hw.perflevel0 4 Performance,
	// hw.perflevel1 4 Efficiency) and an Intel Mac's, which has one kind.
	for _, tt := range []struct {
		brand  string
		cores  uint32
		levels []perfLevel
		want   string
	}{
		{"Apple M1\n", 8, []perfLevel{{"Performance", 4}, {"Efficiency", 4}}, "Apple M1, 8 cores (4 Performance, 4 Efficiency)"},
		{"Intel(R) Core(TM) i9-9880H CPU @ 2.30GHz", 8, []perfLevel{{"Performance", 8}}, "Intel(R) Core(TM) i9-9880H CPU @ 2.30GHz, 8 cores"},
		{"Apple M2 Pro", 0, nil, "Apple M2 Pro"},
		{"", 0, nil, "unknown"},
	} {
		if got := sysctlCPU(tt.brand, tt.cores, tt.levels); got != tt.want {
			t.Errorf("cpu %q, want %q", got, tt.want)
		}
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

// TestMacDevice: the Device line of a target on the machine the diskutil
// samples came from: a file on the APFS data volume is on the internal
// drive under the container; the USB-IDE adapter's partition is on the
// adapter.
func TestMacDevice(t *testing.T) {
	infos := map[string]string{"disk0": "hst-imager__diskutil-info-disk0.plist", "disk2": "hst-imager__diskutil-info-disk2-usb-ide-adapter.plist"}
	info := func(id string) (diskInfo, error) {
		name, ok := infos[id]
		if !ok {
			return diskInfo{}, errors.New("diskutil info: no such disk")
		}
		return parseDiskInfo(diskutilSample(t, name))
	}
	m := newMacDisks(nil, nil, sampleDiskList(t, "hst-imager__diskutil-all-usb-ide-adapter.plist"), nil, nil)
	for _, tt := range []struct{ id, want string }{
		{"disk1s1", "disk1s1 on disk0, INTEL SSDPEKNW512G8 (PCI-Express, solid state)"},
		{"disk0", "disk0, INTEL SSDPEKNW512G8 (PCI-Express, solid state)"},
		{"disk2s1", "disk2s1 on disk2, SSD PM830 mSATA (USB)"},
		{"disk7", "disk7"},
	} {
		if got := macDevice(tt.id, m, info); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.id, got, tt.want)
		}
	}
}
