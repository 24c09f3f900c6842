package run

import (
	"fmt"
	"os"
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
