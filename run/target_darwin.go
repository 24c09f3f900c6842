package run

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// openTarget opens the target; for direct I/O it turns the page cache off
// for the descriptor (F_NOCACHE), macOS's O_DIRECT.
func openTarget(path string, mode openMode) (*os.File, error) {
	flags := os.O_RDONLY
	if mode.write {
		flags = os.O_RDWR
	}
	f, err := os.OpenFile(path, flags, 0)
	if err != nil || !mode.direct {
		return f, err
	}
	if _, err := unix.FcntlInt(f.Fd(), unix.F_NOCACHE, 1); err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w (F_NOCACHE: %v)", path, ErrDirect, err)
	}
	return f, nil
}

// adviseAccess turns read-ahead off for random I/O (F_RDAHEAD), as fio's
// fadvise hint does on Linux.
func adviseAccess(f *os.File, random bool) {
	ahead := 1
	if random {
		ahead = 0
	}
	_, _ = unix.FcntlInt(f.Fd(), unix.F_RDAHEAD, ahead)
}

// errNoDrop: macOS has no call that drops one file's cached pages.
var errNoDrop = errors.New("macOS cannot drop one file's cached pages: measure with direct I/O (F_NOCACHE) for the device")

func dropCached(f *os.File) error { return errNoDrop }

// storageDevice says whether a device node is a disk: a block device, or
// a disk's raw twin, /dev/rdiskN, which macOS makes a character device
// (and which storage people measure, the cache out of the way); any other
// character device (/dev/zero, a terminal) is not.
func storageDevice(path string, st os.FileInfo) bool {
	if st.Mode()&os.ModeCharDevice == 0 {
		return true
	}
	_, ok := bsdName(path)
	return ok
}

// directAlign: iopress does not yet ask macOS what direct I/O (F_NOCACHE)
// needs its offsets aligned to.
func directAlign(string) (int64, bool) { return 0, false }
