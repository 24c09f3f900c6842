package run

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"syscall"
	"unsafe"

	"golang.org/x/sys/windows"
)

func init() { register(windowsAIOEngine{}) }

// windowsAIOEngine is fio's windowsaio: overlapped ReadFile and WriteFile
// on a handle opened with FILE_FLAG_OVERLAPPED, each job with an I/O
// completion port of its own that it reaps with GetQueuedCompletionStatus,
// as DiskSpd and CrystalDiskMark keep their depth in flight.
//
// Every request completes through the port, even one the system finishes
// within ReadFile (from its cache): the handle is not set to
// FILE_SKIP_COMPLETION_PORT_ON_SUCCESS, as fio's and DiskSpd's are not, so
// requests are reaped in the order they completed, one path for all, and
// a request's latency always runs to its reaping.
type windowsAIOEngine struct{}

func (windowsAIOEngine) Name() string { return "windowsaio" }
func (windowsAIOEngine) Sync() bool   { return false }

// errOwnHandle: windowsaio cannot take a handle opened elsewhere.
var errOwnHandle = errors.New("the windowsaio engine opens its target itself, overlapped and bound to its own completion port")

func (windowsAIOEngine) Open(f *os.File, depth int) (Queue, error) { return nil, errOwnHandle }

// OpenTarget opens the target overlapped and binds it to a new completion
// port before os.NewFile sees it: Go then fails to bind it to the
// runtime's port, and leaves the handle's completion modes as they are.
func (windowsAIOEngine) OpenTarget(path string, mode openMode, depth int) (*os.File, Queue, error) {
	h, err := createFile(path, mode, windows.FILE_FLAG_OVERLAPPED)
	if err != nil {
		return nil, nil, err
	}
	port, err := windows.CreateIoCompletionPort(h, 0, 0, 1)
	if err != nil {
		windows.CloseHandle(h)
		return nil, nil, fmt.Errorf("CreateIoCompletionPort for %s: %w", path, err)
	}
	return os.NewFile(uintptr(h), path), newIOCP(h, port, depth), nil
}

// iocpSlot is one request in flight: the system writes to its OVERLAPPED
// until the request's completion is reaped.
type iocpSlot struct {
	ov      windows.Overlapped
	io      *IO
	pending bool // the system took it without finishing it (ERROR_IO_PENDING)
}

// iocp is one job's requests on its completion port. The system holds the
// address of each request's OVERLAPPED and buffer until its completion is
// reaped, past the call that handed them over; Go's heap does not move
// what it holds, the queue keeps its slots and the job its buffers until
// Close has seen every request back, and both are pinned besides, so that
// neither moves nor is freed while the system may write to it.
type iocp struct {
	file, port windows.Handle
	slots      []iocpSlot
	free       []int // slots not in flight
	pinned     []bool
	pinner     runtime.Pinner
	// pending is how many requests the system holds unfinished (ReadFile
	// or WriteFile said ERROR_IO_PENDING) and not yet reaped; mostPending
	// is its peak. A depth of them at once is overlapped I/O: requests in
	// flight in the system together, not one after another in iopress.
	pending, mostPending int
	// GetQueuedCompletionStatus's results, kept here so that the hot loop
	// allocates nothing.
	n   uint32
	key uintptr
	ov  *windows.Overlapped
}

func newIOCP(file, port windows.Handle, depth int) *iocp {
	q := &iocp{file: file, port: port, slots: make([]iocpSlot, depth), pinned: make([]bool, depth)}
	for i := depth - 1; i >= 0; i-- {
		q.free = append(q.free, i)
	}
	q.pinner.Pin(&q.slots[0])
	return q
}

func (q *iocp) inflight() int { return len(q.slots) - len(q.free) }

func (q *iocp) Submit(ios []*IO) (int, error) {
	for i, io := range ios {
		if len(q.free) == 0 {
			return i, nil
		}
		k := q.free[len(q.free)-1]
		s := &q.slots[k]
		s.ov = windows.Overlapped{Offset: uint32(io.Offset), OffsetHigh: uint32(uint64(io.Offset) >> 32)}
		s.io = io
		if io.Index < len(q.pinned) && !q.pinned[io.Index] {
			q.pinner.Pin(&io.Buf[0]) // once per buffer, before the first request
			q.pinned[io.Index] = true
		}
		var errno syscall.Errno
		if io.Op == OpRead {
			errno = readFileAt(q.file, io.Buf, nil, &s.ov)
		} else {
			errno = writeFileAt(q.file, io.Buf, nil, &s.ov)
		}
		switch errno {
		case 0: // finished at once; its completion is on the port all the same
			s.pending = false
		case windows.ERROR_IO_PENDING:
			s.pending = true
			q.pending++
			q.mostPending = max(q.mostPending, q.pending)
		default: // refused: nothing comes to the port
			s.io = nil
			return i, fmt.Errorf("%s at offset %d: %w", opName(io.Op), io.Offset, errno)
		}
		q.free = q.free[:len(q.free)-1]
	}
	return len(ios), nil
}

// Reap waits for want completions (none when want is 0) and takes up to
// most, in the order the port hands them back: the order they completed.
func (q *iocp) Reap(want, most int, done []*IO) ([]*IO, error) {
	for got := 0; got < max(most, 1) && q.inflight() > 0; got++ {
		timeout := uint32(windows.INFINITE)
		if got >= want {
			timeout = 0 // only what has already completed
		}
		io, errno, err := q.next(timeout)
		if err != nil {
			return done, err
		}
		if io == nil {
			break // nothing more has completed
		}
		finishTransfer(io, q.n, errno)
		done = append(done, io)
	}
	return done, nil
}

// next takes the next completion from the port and frees its slot: the
// request, with its own error if it failed, or nil when none came within
// timeout.
func (q *iocp) next(timeout uint32) (io *IO, ioErr syscall.Errno, err error) {
	q.ov = nil
	errno := getQueuedCompletionStatus(q.port, &q.n, &q.key, &q.ov, timeout)
	if q.ov == nil {
		if errno == syscall.Errno(windows.WAIT_TIMEOUT) {
			return nil, 0, nil
		}
		return nil, 0, fmt.Errorf("GetQueuedCompletionStatus: %w", errno)
	}
	k := int((uintptr(unsafe.Pointer(q.ov)) - uintptr(unsafe.Pointer(&q.slots[0]))) / unsafe.Sizeof(iocpSlot{}))
	if k < 0 || k >= len(q.slots) || &q.slots[k].ov != q.ov || q.slots[k].io == nil {
		return nil, 0, fmt.Errorf("GetQueuedCompletionStatus returned a request iopress did not make (OVERLAPPED at %p)", q.ov)
	}
	s := &q.slots[k]
	if s.pending {
		q.pending--
	}
	io, s.io = s.io, nil
	q.free = append(q.free, k)
	return io, errno, nil
}

// Close cancels what is still in flight and waits for the port to hand
// every request back, so that the system writes to no OVERLAPPED or buffer
// once they are given up, then closes the port.
func (q *iocp) Close() error {
	if q.port == 0 {
		return nil // closed already
	}
	var err error
	if q.inflight() > 0 {
		windows.CancelIoEx(q.file, nil)
	}
	for q.inflight() > 0 {
		if _, _, err = q.next(windows.INFINITE); err != nil {
			break // the port is broken: what is left can never be reaped
		}
	}
	q.pinner.Unpin()
	err = errors.Join(err, windows.CloseHandle(q.port))
	q.port = 0
	return err
}
