package run

import (
	"fmt"
	"unsafe"

	"golang.org/x/sys/windows"
	"golang.org/x/sys/windows/registry"
)

// cpuModel is the processor's name, as Windows keeps it in the registry.
func cpuModel() string {
	k, err := registry.OpenKey(registry.LOCAL_MACHINE, `HARDWARE\DESCRIPTION\System\CentralProcessor\0`, registry.QUERY_VALUE)
	if err != nil {
		return "unknown"
	}
	defer k.Close()
	s, _, err := k.GetStringValue("ProcessorNameString")
	if err != nil {
		return "unknown"
	}
	return s
}

// memoryStatusEx is MEMORYSTATUSEX.
type memoryStatusEx struct {
	Length, MemoryLoad                                                             uint32
	TotalPhys, AvailPhys, TotalPageFile, AvailPageFile, TotalVirtual, AvailVirtual uint64
	AvailExtendedVirtual                                                           uint64
}

var procGlobalMemoryStatusEx = kernel32.NewProc("GlobalMemoryStatusEx")

func memTotal() string {
	m := memoryStatusEx{Length: uint32(unsafe.Sizeof(memoryStatusEx{}))}
	if r, _, _ := procGlobalMemoryStatusEx.Call(uintptr(unsafe.Pointer(&m))); r == 0 {
		return ""
	}
	return fmt.Sprintf("%.1f GiB", float64(m.TotalPhys)/(1<<30))
}

// systemRelease is Windows' edition and build: "Windows Server 2025
// Datacenter, build 26100".
func systemRelease() (key, value string) {
	v := windows.RtlGetVersion()
	name := "Windows"
	if k, err := registry.OpenKey(registry.LOCAL_MACHINE, `SOFTWARE\Microsoft\Windows NT\CurrentVersion`, registry.QUERY_VALUE); err == nil {
		if s, _, err := k.GetStringValue("ProductName"); err == nil && s != "" {
			name = s
		}
		k.Close()
	}
	return "OS", fmt.Sprintf("%s, build %d", name, v.BuildNumber)
}

// targetDevice is the volume holding the target and its file system.
func targetDevice(target string) (device, fs string) {
	p, err := windows.UTF16PtrFromString(target)
	if err != nil {
		return "", ""
	}
	vol := make([]uint16, windows.MAX_PATH+1)
	if windows.GetVolumePathName(p, &vol[0], uint32(len(vol))) != nil {
		return "", ""
	}
	name := make([]uint16, windows.MAX_PATH+1)
	kind := make([]uint16, windows.MAX_PATH+1)
	if windows.GetVolumeInformation(&vol[0], &name[0], uint32(len(name)), nil, nil, nil, &kind[0], uint32(len(kind))) != nil {
		return windows.UTF16ToString(vol), ""
	}
	root := windows.UTF16ToString(vol)
	return root, windows.UTF16ToString(kind) + " on " + root
}
