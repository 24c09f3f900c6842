package run

import (
	"errors"
	"os"
	"unsafe"

	"golang.org/x/sys/windows"
)

// openTarget opens the target for synchronous I/O; for direct I/O without
// the system's cache (FILE_FLAG_NO_BUFFERING: every transfer sector-sized
// and sector-aligned, as the job's buffers are); for write-through with
// FILE_FLAG_WRITE_THROUGH (each write on the device before it completes).
// Others may read and write it meanwhile, as fio and DiskSpd let them.
func openTarget(path string, mode openMode) (*os.File, error) {
	h, err := createFile(path, mode, 0)
	if err != nil {
		return nil, err
	}
	return os.NewFile(uintptr(h), path), nil
}

// createFile opens path with CreateFile, adding extra to its flags (an
// engine's FILE_FLAG_OVERLAPPED).
func createFile(path string, mode openMode, extra uint32) (windows.Handle, error) {
	p, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return 0, &os.PathError{Op: "open", Path: path, Err: err}
	}
	access := uint32(windows.GENERIC_READ)
	if mode.write {
		access |= windows.GENERIC_WRITE
	}
	flags := windows.FILE_ATTRIBUTE_NORMAL | extra
	if mode.direct {
		flags |= windows.FILE_FLAG_NO_BUFFERING
	}
	if mode.writeThrough {
		flags |= windows.FILE_FLAG_WRITE_THROUGH
	}
	h, err := windows.CreateFile(p, access, windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE, nil, windows.OPEN_EXISTING, flags, 0)
	if err != nil {
		return 0, &os.PathError{Op: "open", Path: path, Err: err}
	}
	return h, nil
}

// adviseAccess: Windows takes the access pattern at open
// (FILE_FLAG_RANDOM_ACCESS), which the engines do not ask for, as fio and
// DiskSpd do not by default.
func adviseAccess(f *os.File, random bool) {}

// errNoDrop: Windows has no call that drops one file's cached data.
var errNoDrop = errors.New("Windows cannot drop one file's cached data: measure with direct I/O (FILE_FLAG_NO_BUFFERING) for the device")

func dropCached(f *os.File) error { return errNoDrop }

// bufferAlign is what unbuffered I/O's buffers are aligned to: a page,
// a whole number of any disk's sectors.
const bufferAlign = 4096

// alignedBuffer is size bytes starting at a page boundary, as unbuffered
// I/O needs. Go's heap does not move what it holds, so the buffer stays
// where the system was told it is while an overlapped request is in
// flight; the job keeps it referenced until its queue is closed.
func alignedBuffer(size int) ([]byte, error) {
	b := make([]byte, size+bufferAlign)
	skip := (bufferAlign - int(uintptr(unsafe.Pointer(&b[0]))%bufferAlign)) % bufferAlign
	return b[skip : skip+size : skip+size], nil
}

func freeBuffer([]byte) {}

// isInvalid reports whether err is ERROR_INVALID_PARAMETER: what Windows
// says to a transfer unbuffered I/O cannot make.
func isInvalid(err error) bool { return errors.Is(err, windows.ERROR_INVALID_PARAMETER) }

// storageDevice says whether a device node is a disk: on Windows disks and
// volumes are named by their paths (isDevicePath), and what Stat calls a
// device (NUL, CON) is not one.
func storageDevice(string, os.FileInfo) bool { return false }

// directAlign: iopress does not yet ask Windows for the sector size that
// unbuffered I/O (FILE_FLAG_NO_BUFFERING) needs its offsets aligned to.
func directAlign(string) (int64, bool) { return 0, false }
