package run

import (
	"fmt"
	"strings"
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

func memBytes() int64 {
	m := memoryStatusEx{Length: uint32(unsafe.Sizeof(memoryStatusEx{}))}
	if r, _, _ := procGlobalMemoryStatusEx.Call(uintptr(unsafe.Pointer(&m))); r == 0 {
		return 0
	}
	return int64(m.TotalPhys)
}

// systemRelease is Windows' edition and build, as the setup's OS:
// "Windows Server 2025 Datacenter, build 26100".
func systemRelease() (os, kernel string) {
	v := windows.RtlGetVersion()
	name := "Windows"
	if k, err := registry.OpenKey(registry.LOCAL_MACHINE, `SOFTWARE\Microsoft\Windows NT\CurrentVersion`, registry.QUERY_VALUE); err == nil {
		if s, _, err := k.GetStringValue("ProductName"); err == nil && s != "" {
			name = s
		}
		k.Close()
	}
	return fmt.Sprintf("%s, build %d", name, v.BuildNumber), ""
}

// targetDevice is the drive under the target, with its model and
// firmware ("PhysicalDrive1, Samsung SSD 990 PRO 2TB, firmware 4B2QJXD7"),
// or the volume's root where Windows does not tell its drives; and the
// file system of the target's volume ("NTFS on D:\").
func targetDevice(target string) (device, fs string) {
	var disks []int
	if d, ok := parseWinDevice(target); ok && d.drive >= 0 {
		disks = []int{d.drive}
		device = target
	} else {
		root := target
		if !ok {
			root = volumeRoot(target)
		}
		device = root
		if vol, err := volumeName(root); err == nil {
			disks, _ = volumeDisks(vol)
			if kind := volumeFileSystem(vol); kind != "" {
				fs = kind + " on " + root
			}
		}
	}
	var drives []string
	for _, n := range disks {
		s := fmt.Sprintf("PhysicalDrive%d", n)
		if model, firmware, err := driveModel(n); err == nil && model != "" {
			s += ", " + model
			if firmware != "" {
				s += ", firmware " + firmware
			}
		}
		drives = append(drives, s)
	}
	if len(drives) > 0 {
		device = strings.Join(drives, "; ")
	}
	return device, fs
}
