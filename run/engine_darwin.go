package run

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

func init() { register(psyncEngine{}) }

// psyncEngine is pread/pwrite: one I/O at a time per job, as fio's psync.
type psyncEngine struct{}

func (psyncEngine) Name() string { return "psync" }
func (psyncEngine) Sync() bool   { return true }
func (psyncEngine) Open(f *os.File, depth int) (Queue, error) {
	return &syncQueue{fd: int(f.Fd())}, nil
}

// syncQueue completes each request in Submit, with pread or pwrite.
type syncQueue struct {
	fd int
	completed
}

func (q *syncQueue) Submit(ios []*IO) (int, error) {
	for _, io := range ios {
		var n int
		var err error
		for {
			if io.Op == OpRead {
				n, err = unix.Pread(q.fd, io.Buf, io.Offset)
			} else {
				n, err = unix.Pwrite(q.fd, io.Buf, io.Offset)
			}
			if !errors.Is(err, unix.EINTR) {
				break
			}
		}
		io.N, io.Err = n, err
		if err == nil && n != len(io.Buf) {
			io.Err = fmt.Errorf("short %s: %d of %d bytes at offset %d", opName(io.Op), n, len(io.Buf), io.Offset)
		}
		q.done = append(q.done, io)
	}
	return len(ios), nil
}

// errNoTrim: iopress trims on Linux only, so far.
var errNoTrim = errors.New("trim cells run on Linux only, so far")

func newTrimQueue(f *os.File) (Queue, error) { return nil, errNoTrim }
