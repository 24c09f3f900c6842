package run

import (
	"errors"
	"os"
	"syscall"

	"golang.org/x/sys/windows"
)

func init() { register(syncEngine{}) }

// syncEngine is fio's sync engine on Windows: ReadFile and WriteFile on a
// synchronous handle, one request at a time per job, each at its own
// offset (given in an OVERLAPPED, as pread and pwrite take one).
type syncEngine struct{}

func (syncEngine) Name() string { return "sync" }
func (syncEngine) Sync() bool   { return true }
func (syncEngine) Open(f *os.File, depth int) (Queue, error) {
	return &syncQueue{h: windows.Handle(f.Fd())}, nil
}

// syncQueue completes each request in Submit. Its OVERLAPPED and count
// live here, not on the stack, so that the calls allocate nothing.
type syncQueue struct {
	h  windows.Handle
	ov windows.Overlapped
	n  uint32
	completed
}

func (q *syncQueue) Submit(ios []*IO) (int, error) {
	for _, io := range ios {
		q.ov = windows.Overlapped{Offset: uint32(io.Offset), OffsetHigh: uint32(uint64(io.Offset) >> 32)}
		q.n = 0
		var errno syscall.Errno
		if io.Op == OpRead {
			errno = readFileAt(q.h, io.Buf, &q.n, &q.ov)
		} else {
			errno = writeFileAt(q.h, io.Buf, &q.n, &q.ov)
		}
		finishTransfer(io, q.n, errno)
		q.done = append(q.done, io)
	}
	return len(ios), nil
}

// finishTransfer records what Windows did with a request: its count, or
// its error.
func finishTransfer(io *IO, n uint32, errno syscall.Errno) {
	if errno != 0 {
		io.finish(0, errno)
		return
	}
	io.finish(int(n), nil)
}

// errNoTrim: iopress trims on Linux only, so far.
var errNoTrim = errors.New("trim cells run on Linux only, so far")

func newTrimQueue(f *os.File) (Queue, error) { return nil, errNoTrim }
