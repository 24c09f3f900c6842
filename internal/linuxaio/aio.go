//go:build linux

// Package linuxaio is Linux native asynchronous I/O (io_setup, io_submit,
// io_getevents, io_destroy) by raw system calls, as fio's libaio engine
// uses it, without libaio or cgo. Layouts are the kernel's UAPI
// (include/uapi/linux/aio_abi.h); the system call numbers are each
// architecture's, from golang.org/x/sys/unix: amd64's 206 to 209 are
// sendto, recvfrom, setsockopt and getsockopt on arm64, where io_setup
// is 0.
package linuxaio

import (
	"sync/atomic"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// The system calls, by this architecture's numbers.
const (
	sysSetup     = unix.SYS_IO_SETUP
	sysDestroy   = unix.SYS_IO_DESTROY
	sysGetevents = unix.SYS_IO_GETEVENTS
	sysSubmit    = unix.SYS_IO_SUBMIT
)

// Opcodes of an IOCB (aio_abi.h's IOCB_CMD_*).
const (
	CmdPread  = 0
	CmdPwrite = 1
)

// Event is the kernel's struct io_event: a completed request.
type Event struct {
	Data uint64 // the IOCB's Data
	Obj  uint64 // the IOCB's address
	Res  int64  // bytes transferred, or a negated errno
	Res2 int64
}

// Context is an AIO context, from Setup.
type Context uintptr

// Setup makes a context that holds up to n requests in flight.
func Setup(n int) (Context, error) {
	var ctx Context
	if _, _, errno := syscall.Syscall(sysSetup, uintptr(n), uintptr(unsafe.Pointer(&ctx)), 0); errno != 0 {
		return 0, errno
	}
	return ctx, nil
}

// Submit hands requests to the kernel and returns how many it took. It
// makes a raw system call, without telling the Go scheduler: it is made
// from a thread that owns its processor and has nothing else to do.
func (c Context) Submit(iocbs []*IOCB) (int, error) {
	if len(iocbs) == 0 {
		return 0, nil
	}
	n, _, errno := syscall.RawSyscall(sysSubmit, uintptr(c), uintptr(len(iocbs)), uintptr(unsafe.Pointer(&iocbs[0])))
	if errno != 0 {
		return 0, errno
	}
	return int(n), nil
}

// GetEvents waits for at least min completions and fills events with at
// most len(events) of them, oldest first; it makes a raw system call, as
// Submit does, and tries again when a signal interrupts it.
func (c Context) GetEvents(min int, events []Event) (int, error) {
	if len(events) == 0 {
		return 0, nil
	}
	for {
		n, _, errno := syscall.RawSyscall6(sysGetevents, uintptr(c), uintptr(min), uintptr(len(events)), uintptr(unsafe.Pointer(&events[0])), 0, 0)
		switch errno {
		case 0:
			return int(n), nil
		case syscall.EINTR:
			continue
		}
		return 0, errno
	}
}

// ring is the head of the kernel's struct aio_ring, which io_setup maps
// into the process at the context's address; the completions (struct
// io_event) follow it.
type ring struct {
	ID, Nr, Head, Tail                                    uint32
	Magic, CompatFeatures, IncompatFeatures, HeaderLength uint32
}

// ringMagic is AIO_RING_MAGIC, which a ring of the layout above carries.
const ringMagic = 0xa10a10a1

// Take takes up to len(events) of the completions in the context's ring,
// oldest first, from the process's own memory without a system call (as
// libaio's io_getevents does for a zero timeout, and fio's libaio engine
// with userspace_reap), and returns how many: none when the ring is empty,
// or is not of the layout the package knows (GetEvents then takes them).
// The kernel posts a completion and then moves the tail; Take reads the
// tail, then the completions before it, then moves the head, which tells
// the kernel their places are free. It must not run beside GetEvents on
// the same context.
func (c Context) Take(events []Event) int {
	r := *(**ring)(unsafe.Pointer(&c)) // the context is the ring's address
	if r == nil || atomic.LoadUint32(&r.Magic) != ringMagic || r.IncompatFeatures != 0 || r.HeaderLength != uint32(unsafe.Sizeof(ring{})) {
		return 0
	}
	nr := r.Nr
	head, tail := atomic.LoadUint32(&r.Head), atomic.LoadUint32(&r.Tail)
	if head >= nr || tail >= nr {
		return 0 // not a state the kernel leaves: let it say
	}
	posted := unsafe.Slice((*Event)(unsafe.Add(unsafe.Pointer(r), unsafe.Sizeof(ring{}))), nr)
	n := 0
	for ; head != tail && n < len(events); n++ {
		events[n] = posted[head]
		if head++; head == nr {
			head = 0
		}
	}
	if n > 0 {
		atomic.StoreUint32(&r.Head, head)
	}
	return n
}

// Destroy cancels what is in flight, waits for it and frees the context.
func (c Context) Destroy() error {
	if _, _, errno := syscall.Syscall(sysDestroy, uintptr(c), 0, 0); errno != 0 {
		return errno
	}
	return nil
}

// Read makes cb a read of len(buf) bytes at off from fd.
func (cb *IOCB) Read(data uint64, fd int, buf []byte, off int64) {
	cb.set(data, CmdPread, fd, buf, off)
}

// Write makes cb a write of buf at off to fd.
func (cb *IOCB) Write(data uint64, fd int, buf []byte, off int64) {
	cb.set(data, CmdPwrite, fd, buf, off)
}

func (cb *IOCB) set(data uint64, op uint16, fd int, buf []byte, off int64) {
	*cb = IOCB{Data: data, Opcode: op, Fildes: uint32(fd), Buf: uint64(uintptr(unsafe.Pointer(&buf[0]))), Nbytes: uint64(len(buf)), Offset: off}
}
