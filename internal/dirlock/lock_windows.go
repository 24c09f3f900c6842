//go:build windows

package dirlock

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// errLocked is what lockFile returns when another open file holds the lock.
var errLocked = windows.ERROR_LOCK_VIOLATION

// unsupported reports whether err says the file system has no locks.
func unsupported(err error) bool {
	return errors.Is(err, windows.ERROR_NOT_SUPPORTED) || errors.Is(err, windows.ERROR_CALL_NOT_IMPLEMENTED)
}

// lockFile takes LockFileEx's exclusive lock without waiting. Windows
// locks forbid others to read the bytes they cover, so the lock covers
// one byte far past the holder's description, which stays readable.
func lockFile(f *os.File) error {
	ol := windows.Overlapped{OffsetHigh: 1} // byte 4 GiB
	return windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &ol)
}

// removeWhileOpen: a lock file is removed once it is closed
// (ReleaseAndRemove); Windows removes no file that is open, its
// holder's or another writer's.
const removeWhileOpen = false
