package run

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unsafe"

	"golang.org/x/sys/windows"
)

// The system calls behind windisk.go: Windows' answers about a device,
// by DeviceIoControl on a handle opened without access to its data, which
// these questions need none of.

const (
	ioctlDiskGetLengthInfo          = 0x0007405C // IOCTL_DISK_GET_LENGTH_INFO
	ioctlDiskGetDriveLayoutEx       = 0x00070050 // IOCTL_DISK_GET_DRIVE_LAYOUT_EX
	ioctlStorageGetDeviceNumber     = 0x002D1080 // IOCTL_STORAGE_GET_DEVICE_NUMBER
	ioctlStorageQueryProperty       = 0x002D1400 // IOCTL_STORAGE_QUERY_PROPERTY
	ioctlVolumeGetVolumeDiskExtents = 0x00560000 // IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS
	storageDeviceProperty           = 0          // STORAGE_PROPERTY_ID's StorageDeviceProperty
	propertyStandardQuery           = 0          // STORAGE_QUERY_TYPE's PropertyStandardQuery
)

// isDevicePath reports whether path names a device (\\.\PhysicalDrive1,
// \\.\D:), which os.Stat cannot describe (nor Seek size).
func isDevicePath(path string) bool {
	_, ok := parseWinDevice(path)
	return ok
}

// mediaSize is the size of a file, or of a disk or volume, which Windows
// tells by IOCTL_DISK_GET_LENGTH_INFO (seeking to a device's end fails).
func mediaSize(f *os.File) (int64, error) {
	if !isDevicePath(f.Name()) {
		return f.Seek(0, io.SeekEnd)
	}
	var length int64
	var n uint32
	err := windows.DeviceIoControl(windows.Handle(f.Fd()), ioctlDiskGetLengthInfo, nil, 0, (*byte)(unsafe.Pointer(&length)), 8, &n, nil)
	if err == nil && n != 8 {
		err = fmt.Errorf("a length of %d bytes", n)
	}
	if err != nil {
		return 0, fmt.Errorf("%s: its size (IOCTL_DISK_GET_LENGTH_INFO): %w", f.Name(), err)
	}
	return length, nil
}

// openDevice opens a device for questions only (no access to its data).
func openDevice(path string) (windows.Handle, error) {
	p, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return 0, err
	}
	h, err := windows.CreateFile(p, 0, windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE, nil, windows.OPEN_EXISTING, 0, 0)
	if err != nil {
		return 0, fmt.Errorf("opening %s: %w", path, err)
	}
	return h, nil
}

// ioctl asks path's device a question whose answer may be long: the buffer
// grows until the answer fits.
func ioctl(path string, code uint32, in []byte) ([]byte, error) {
	h, err := openDevice(path)
	if err != nil {
		return nil, err
	}
	defer windows.CloseHandle(h)
	var inp *byte
	if len(in) > 0 {
		inp = &in[0]
	}
	for size := 1 << 12; size <= 1<<20; size *= 4 {
		out := make([]byte, size)
		var n uint32
		err := windows.DeviceIoControl(h, code, inp, uint32(len(in)), &out[0], uint32(len(out)), &n, nil)
		if errors.Is(err, windows.ERROR_INSUFFICIENT_BUFFER) || errors.Is(err, windows.ERROR_MORE_DATA) {
			continue
		}
		if err != nil {
			return nil, err
		}
		return out[:n], nil
	}
	return nil, fmt.Errorf("%s: an answer over a MiB", path)
}

// volumeDisks are the drives the volume at path (\\.\D:, \\?\Volume{…})
// lies on.
func volumeDisks(path string) ([]int, error) {
	b, err := ioctl(strings.TrimSuffix(path, `\`), ioctlVolumeGetVolumeDiskExtents, nil)
	if err != nil {
		return nil, err
	}
	return parseDiskExtents(b)
}

// volumeName is the \\?\Volume{GUID}\ name of the volume mounted at root
// (D:\), or of the volume that path is (\\.\D:, \\?\Volume{GUID}).
func volumeName(path string) (string, error) {
	root := path
	if d, ok := parseWinDevice(path); ok {
		root = d.path[len(`\\.\`):] + `\`
	}
	p, err := windows.UTF16PtrFromString(root)
	if err != nil {
		return "", err
	}
	buf := make([]uint16, 64)
	if err := windows.GetVolumeNameForVolumeMountPoint(p, &buf[0], uint32(len(buf))); err != nil {
		if strings.HasPrefix(strings.ToUpper(root), "VOLUME{") {
			return `\\?\` + root, nil // already a volume's name
		}
		return "", fmt.Errorf("the volume of %s: %w", path, err)
	}
	return windows.UTF16ToString(buf), nil
}

// mountPoints are where the volume named vol (\\?\Volume{GUID}\) is
// mounted: its drive letter and folders.
func mountPoints(vol string) ([]string, error) {
	p, err := windows.UTF16PtrFromString(vol)
	if err != nil {
		return nil, err
	}
	buf := make([]uint16, 1024)
	var n uint32
	for {
		err = windows.GetVolumePathNamesForVolumeName(p, &buf[0], uint32(len(buf)), &n)
		if errors.Is(err, windows.ERROR_MORE_DATA) && int(n) > len(buf) {
			buf = make([]uint16, n)
			continue
		}
		break
	}
	if err != nil {
		return nil, err
	}
	// A list of names, each ended by a NUL, the list by another.
	var points []string
	start := 0
	for i := 0; i < int(n) && i < len(buf); i++ {
		if buf[i] == 0 {
			if i > start {
				points = append(points, windows.UTF16ToString(buf[start:i]))
			}
			start = i + 1
		}
	}
	return points, nil
}

// volumes are the names of every volume of the machine.
func volumes() ([]string, error) {
	buf := make([]uint16, windows.MAX_PATH+1)
	h, err := windows.FindFirstVolume(&buf[0], uint32(len(buf)))
	if err != nil {
		return nil, err
	}
	defer windows.FindVolumeClose(h)
	var names []string
	for {
		names = append(names, windows.UTF16ToString(buf))
		if err := windows.FindNextVolume(h, &buf[0], uint32(len(buf))); err != nil {
			if errors.Is(err, windows.ERROR_NO_MORE_FILES) {
				return names, nil
			}
			return names, err
		}
	}
}

// systemDrives are the drives that hold the running Windows: those of
// its folder's volume.
func systemDrives() (disks []int, dir string, err error) {
	dir, err = windows.GetSystemWindowsDirectory()
	if err != nil {
		return nil, "", err
	}
	vol, err := volumeName(volumeRoot(dir))
	if err != nil {
		return nil, dir, err
	}
	disks, err = volumeDisks(vol)
	return disks, dir, err
}

// volumeRoot is the root of the volume that holds path (C:\ for
// C:\Windows), or path itself when Windows cannot tell.
func volumeRoot(path string) string {
	p, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return path
	}
	buf := make([]uint16, windows.MAX_PATH+1)
	if windows.GetVolumePathName(p, &buf[0], uint32(len(buf))) != nil {
		return path
	}
	return windows.UTF16ToString(buf)
}

// driveModel is the model and firmware of \\.\PhysicalDriveN.
func driveModel(disk int) (model, firmware string, err error) {
	query := make([]byte, 12) // STORAGE_PROPERTY_QUERY: property, query type, one extra byte (padded)
	query[0], query[4] = storageDeviceProperty, propertyStandardQuery
	b, err := ioctl(fmt.Sprintf(`\\.\PhysicalDrive%d`, disk), ioctlStorageQueryProperty, query)
	if err != nil {
		return "", "", err
	}
	return parseDeviceDescriptor(b)
}
