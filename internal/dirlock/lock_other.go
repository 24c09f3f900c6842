//go:build !(darwin || dragonfly || freebsd || linux || netbsd || openbsd || windows)

package dirlock

import (
	"errors"
	"os"
)

// errLocked is never returned where no lock is taken.
var errLocked = errors.New("locked")

// unsupported is never true: lockFile fails for no reason.
func unsupported(error) bool { return false }

// lockFile takes no lock where the system offers no per-file lock that
// iopress uses (flock or LockFileEx): writers are then not kept apart.
func lockFile(*os.File) error { return nil }

// removeWhileOpen: nothing is locked here, so the file may go at any
// time.
const removeWhileOpen = true
