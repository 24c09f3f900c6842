//go:build unix

package run

import (
	"errors"
	"syscall"
)

// alignedBuffer maps anonymous memory: page-aligned, as direct I/O needs.
func alignedBuffer(size int) ([]byte, error) {
	return syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
}

func freeBuffer(b []byte) { syscall.Munmap(b) }

// isInvalid reports whether err is EINVAL: what a sync of a device, or an
// open for direct I/O where it is refused, says.
func isInvalid(err error) bool { return errors.Is(err, syscall.EINVAL) }

// isDevicePath: a Unix device is a file, which Stat tells.
func isDevicePath(string) bool { return false }
