package run

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// positional is pread or pwrite of a request, tried again when a signal
// interrupts it.
func positional(fd int, io *IO) (int, error) {
	for {
		var n int
		var err error
		if io.Op == OpRead {
			n, err = unix.Pread(fd, io.Buf, io.Offset)
		} else {
			n, err = unix.Pwrite(fd, io.Buf, io.Offset)
		}
		if !errors.Is(err, unix.EINTR) {
			return n, err
		}
	}
}

// errNoTrim: iopress trims on Linux only, so far.
var errNoTrim = errors.New("trim cells run on Linux only, so far")

func newTrimQueue(f *os.File) (Queue, error) { return nil, errNoTrim }
