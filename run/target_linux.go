package run

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"

	"golang.org/x/sys/unix"
)

// openTarget opens the target, with O_DIRECT for direct I/O and O_SYNC
// for write-through.
func openTarget(path string, mode openMode) (*os.File, error) {
	flags := os.O_RDONLY
	if mode.write {
		flags = os.O_RDWR
	}
	if mode.direct {
		flags |= syscall.O_DIRECT
	}
	if mode.writeThrough {
		flags |= syscall.O_SYNC
	}
	f, err := os.OpenFile(path, flags, 0)
	if mode.direct && isInvalid(err) {
		return nil, fmt.Errorf("%s: %w", path, ErrDirect)
	}
	return f, err
}

// adviseAccess tells the kernel the access pattern (fadvise): no
// readahead for random I/O.
func adviseAccess(f *os.File, random bool) {
	advice := unix.FADV_SEQUENTIAL
	if random {
		advice = unix.FADV_RANDOM
	}
	_ = unix.Fadvise(int(f.Fd()), 0, 0, advice)
}

// dropCached drops the file's pages from the page cache
// (POSIX_FADV_DONTNEED), as fio's invalidate does.
func dropCached(f *os.File) error {
	return unix.Fadvise(int(f.Fd()), 0, 0, unix.FADV_DONTNEED)
}

// storageDevice says whether a device node is a disk: on Linux, a block
// device; a character device (/dev/zero, a terminal, /dev/sg0) is not.
func storageDevice(_ string, st os.FileInfo) bool {
	return st.Mode()&os.ModeCharDevice == 0
}

// directAlign is what direct I/O on target needs its offsets and sizes to
// be multiples of, and where that is known from: the file system's answer
// for the file or device (statx's STATX_DIOALIGN, Linux 6.1 on), else the
// logical block size of the device under it (sysfs), which is also what a
// file not laid out yet is told by, through its folder. ok is false when
// neither tells (a file system on no block device, an older kernel's
// btrfs).
func directAlign(target string) (align int64, ok bool) {
	var sx unix.Statx_t
	path := target
	if unix.Statx(unix.AT_FDCWD, path, 0, unix.STATX_TYPE|unix.STATX_DIOALIGN, &sx) != nil {
		path = filepath.Dir(target) // a new file
		if unix.Statx(unix.AT_FDCWD, path, 0, unix.STATX_TYPE, &sx) != nil {
			return 0, false
		}
	}
	if path == target && sx.Mask&unix.STATX_DIOALIGN != 0 && sx.Dio_offset_align > 0 {
		return int64(sx.Dio_offset_align), true
	}
	major, minor := sx.Dev_major, sx.Dev_minor
	if sx.Mode&unix.S_IFMT == unix.S_IFBLK {
		major, minor = sx.Rdev_major, sx.Rdev_minor
	}
	// A partition's folder has no queue of its own: its disk's is the
	// folder above.
	dev := fmt.Sprintf("/sys/dev/block/%d:%d", major, minor)
	for _, q := range []string{dev + "/queue/logical_block_size", dev + "/../queue/logical_block_size"} {
		if n, ok := procInt(q); ok && n > 0 {
			return n, true
		}
	}
	return 0, false
}
