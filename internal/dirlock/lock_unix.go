//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package dirlock

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// errLocked is what lockFile returns when another open file holds the lock.
var errLocked = unix.EWOULDBLOCK

// unsupported reports whether err says the file system has no locks (NFS
// without its lock daemon, some FUSE file systems).
func unsupported(err error) bool {
	return errors.Is(err, unix.ENOLCK) || errors.Is(err, unix.ENOTSUP) || errors.Is(err, unix.EOPNOTSUPP) || errors.Is(err, unix.ENOSYS)
}

// lockFile takes flock's exclusive lock without waiting. flock, not
// fcntl: fcntl's locks are the process's, so two goroutines would not
// exclude each other, and closing any descriptor of the file drops them.
func lockFile(f *os.File) error {
	for {
		err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
		if !errors.Is(err, unix.EINTR) {
			return err
		}
	}
}

// removeWhileOpen: a lock file is removed while it is still locked
// (ReleaseAndRemove); a writer that opened it before finds it gone once
// it has the lock.
const removeWhileOpen = true
