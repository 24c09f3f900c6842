package run

import (
	"fmt"
	"os"
	"slices"

	"golang.org/x/sys/windows"
)

// probeUse asks Windows how a device is used (windowsUse decides): which
// drives it lies on and which holds the running Windows, its partition
// table, where it or a volume on its drive is mounted, its file system.
func probeUse(dev string, _ os.FileInfo) deviceUse {
	d, ok := parseWinDevice(dev)
	if !ok {
		return deviceUse{unknown: fmt.Sprintf("iopress does not know %s as a Windows device (\\\\.\\PhysicalDriveN or \\\\.\\D:)", dev)}
	}
	f := winDiskFacts{device: d}
	f.systemDisks, f.systemDir, f.systemErr = systemDrives()
	switch {
	case d.drive >= 0:
		f.disks = []int{d.drive} // \\.\PhysicalDriveN is drive N
		if b, err := ioctl(dev, ioctlDiskGetDriveLayoutEx, nil); err != nil {
			f.layoutErr = err
		} else if l, err := parseDriveLayout(b); err != nil {
			f.layoutErr = err
		} else {
			f.layout = &l
		}
		f.mounted, f.mountedErr = mountedOnDrive(d.drive)
	case d.volume:
		f.disks, f.disksErr = volumeDisks(dev)
		vol, err := volumeName(dev)
		if err != nil {
			f.mountedErr = err
			break
		}
		points, err := mountPoints(vol)
		for _, p := range points {
			f.mounted = append(f.mounted, "is mounted as "+p)
		}
		f.mountedErr = err
		f.fileSystem = volumeFileSystem(vol)
	default:
		f.disksErr = fmt.Errorf("%s is neither a drive (\\\\.\\PhysicalDriveN) nor a volume (\\\\.\\D:)", dev)
	}
	u, holds := windowsUse(f)
	u.holds = holds
	return u
}

// mountedOnDrive says which volumes on drive n are mounted, and where.
func mountedOnDrive(n int) ([]string, error) {
	vols, err := volumes()
	var mounted []string
	for _, v := range vols {
		disks, err := volumeDisks(v)
		if err != nil || !slices.Contains(disks, n) {
			continue // a volume on no disk (a CD drive without a disc) is on none
		}
		points, err := mountPoints(v)
		if err != nil {
			return mounted, err
		}
		for _, p := range points {
			mounted = append(mounted, fmt.Sprintf("has its volume %s mounted as %s", v, p))
		}
	}
	return mounted, err
}

// volumeFileSystem is the file system Windows mounts the volume named vol
// with, "" for none it knows (a RAW volume).
func volumeFileSystem(vol string) string {
	p, err := windows.UTF16PtrFromString(vol)
	if err != nil {
		return ""
	}
	kind := make([]uint16, windows.MAX_PATH+1)
	if windows.GetVolumeInformation(p, nil, 0, nil, nil, nil, &kind[0], uint32(len(kind))) != nil {
		return "" // ERROR_UNRECOGNIZED_VOLUME: no file system
	}
	return windows.UTF16ToString(kind)
}
