package run

import (
	"fmt"
	"os"
	"syscall"
	"unsafe"
)

// positional is pread or pwrite of a request, without telling the Go
// scheduler (rawIO).
func positional(fd int, io *IO) (int, error) {
	if io.Op == OpRead {
		return rawIO(syscall.SYS_PREAD64, fd, io.Buf, io.Offset)
	}
	return rawIO(syscall.SYS_PWRITE64, fd, io.Buf, io.Offset)
}

// rawIO is pread or pwrite without telling the Go scheduler: see rawSyscall.
func rawIO(trap uintptr, fd int, b []byte, off int64) (int, error) {
	for {
		n, errno := rawSyscall(trap, uintptr(fd), uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)), uintptr(off), 0, 0)
		switch errno {
		case 0:
			return int(n), nil
		case syscall.EINTR:
			continue
		}
		return 0, errno
	}
}

// rawSyscall makes a system call of the hot loop without the Go
// scheduler's bookkeeping. A job owns its OS thread, so there is nothing
// for the scheduler to do while it waits; the ordinary path would, for
// every call that blocks longer than a few tens of microseconds (a device's
// read), hand the thread's processor to another thread and take it back
// on return: a handful of microseconds and wake-ups per I/O that fio's
// threads do not pay.
func rawSyscall(trap, a1, a2, a3, a4, a5, a6 uintptr) (uintptr, syscall.Errno) {
	r, _, errno := syscall.RawSyscall6(trap, a1, a2, a3, a4, a5, a6)
	return r, errno
}

// trimQueue discards blocks, one request at a time, whatever the engine:
// as in fio, where engines without a discard operation (libaio) trim
// synchronously. A file's blocks are punched out (fallocate
// PUNCH_HOLE|KEEP_SIZE); a block device's are discarded (BLKDISCARD).
type trimQueue struct {
	fd     int
	device bool
	completed
}

func newTrimQueue(f *os.File) (*trimQueue, error) {
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	return &trimQueue{fd: int(f.Fd()), device: st.Mode()&os.ModeDevice != 0}, nil
}

const (
	fallocPunchHole = 0x02 // FALLOC_FL_PUNCH_HOLE
	fallocKeepSize  = 0x01 // FALLOC_FL_KEEP_SIZE
	blkDiscard      = 0x1277
)

func (q *trimQueue) Submit(ios []*IO) (int, error) {
	for _, io := range ios {
		var errno syscall.Errno
		if q.device {
			rng := [2]uint64{uint64(io.Offset), uint64(len(io.Buf))}
			_, errno = rawSyscall(syscall.SYS_IOCTL, uintptr(q.fd), blkDiscard, uintptr(unsafe.Pointer(&rng)), 0, 0, 0)
		} else {
			_, errno = rawSyscall(syscall.SYS_FALLOCATE, uintptr(q.fd), fallocPunchHole|fallocKeepSize, uintptr(io.Offset), uintptr(len(io.Buf)), 0, 0)
		}
		io.N, io.Err = len(io.Buf), nil
		if errno != 0 {
			io.N, io.Err = 0, fmt.Errorf("trim: %w", errno)
			if errno == syscall.EOPNOTSUPP {
				io.Err = fmt.Errorf("trim: the target cannot discard blocks: %w", errno)
			}
		}
		q.done = append(q.done, io)
	}
	return len(ios), nil
}
