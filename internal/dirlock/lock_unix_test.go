//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package dirlock

import (
	"fmt"
	"testing"

	"golang.org/x/sys/unix"
)

// TestUnsupportedIsNotBusy: a file system without locks is written
// unlocked; a lock held elsewhere, or any other failure, is not that.
func TestUnsupportedIsNotBusy(t *testing.T) {
	for err, want := range map[error]bool{
		unix.ENOLCK:                          true,
		unix.EOPNOTSUPP:                      true,
		fmt.Errorf("flock: %w", unix.ENOSYS): true,
		unix.EWOULDBLOCK:                     false,
		unix.EBADF:                           false,
	} {
		if got := unsupported(err); got != want {
			t.Errorf("unsupported(%v) = %v, want %v", err, got, want)
		}
	}
}
