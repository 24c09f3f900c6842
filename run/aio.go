package run

import (
	"fmt"
	"os"
	"syscall"
	"unsafe"
)

// Linux native AIO through raw system calls (io_setup, io_submit,
// io_getevents, io_destroy), as fio's libaio engine uses them, without
// libaio or cgo. Layouts are the kernel's UAPI (include/uapi/linux/aio_abi.h).
const (
	sysIOSetup     = 206
	sysIODestroy   = 207
	sysIOGetevents = 208
	sysIOSubmit    = 209

	iocbCmdPread  = 0
	iocbCmdPwrite = 1
)

// iocb is the kernel's struct iocb on a little-endian machine (64 bytes).
type iocb struct {
	Data      uint64
	Key       uint32
	RWFlags   uint32
	Opcode    uint16
	ReqPrio   int16
	Fildes    uint32
	Buf       uint64
	Nbytes    uint64
	Offset    int64
	Reserved2 uint64
	Flags     uint32
	ResFd     uint32
}

type ioEvent struct {
	Data uint64
	Obj  uint64
	Res  int64
	Res2 int64
}

type aioEngine struct{}

func (aioEngine) Name() string { return "libaio" }
func (aioEngine) Sync() bool   { return false }
func (aioEngine) Open(f *os.File, depth int) (Queue, error) {
	return newAIO(int(f.Fd()), depth)
}

func init() { register(aioEngine{}) }

type aio struct {
	ctx    uintptr
	file   int
	iocbs  []iocb
	ptrs   []*iocb // io_submit takes an array of pointers
	events []ioEvent
	slots  []*IO
	free   []uint64
}

func newAIO(file, depth int) (*aio, error) {
	a := &aio{file: file}
	if _, _, errno := syscall.Syscall(sysIOSetup, uintptr(depth), uintptr(unsafe.Pointer(&a.ctx)), 0); errno != 0 {
		return nil, fmt.Errorf("io_setup(%d): %w", depth, errno)
	}
	a.iocbs = make([]iocb, depth)
	a.ptrs = make([]*iocb, 0, depth)
	a.events = make([]ioEvent, depth)
	a.slots = make([]*IO, depth)
	for i := range depth {
		a.free = append(a.free, uint64(i))
	}
	return a, nil
}

func (a *aio) Submit(ios []*IO) (int, error) {
	a.ptrs = a.ptrs[:0]
	for _, io := range ios {
		if len(a.free) == 0 {
			break
		}
		slot := a.free[len(a.free)-1]
		a.free = a.free[:len(a.free)-1]
		a.slots[slot] = io
		cb := &a.iocbs[slot]
		*cb = iocb{Data: slot, Opcode: iocbCmdPread, Fildes: uint32(a.file),
			Buf: uint64(uintptr(unsafe.Pointer(&io.Buf[0]))), Nbytes: uint64(len(io.Buf)), Offset: io.Offset}
		if io.Op == OpWrite {
			cb.Opcode = iocbCmdPwrite
		}
		a.ptrs = append(a.ptrs, cb)
	}
	if len(a.ptrs) == 0 {
		return 0, nil
	}
	n, errno := rawSyscall(sysIOSubmit, a.ctx, uintptr(len(a.ptrs)), uintptr(unsafe.Pointer(&a.ptrs[0])), 0, 0, 0)
	if errno != 0 {
		// Nothing went in: give the slots back.
		for _, cb := range a.ptrs {
			a.slots[cb.Data] = nil
			a.free = append(a.free, cb.Data)
		}
		return 0, fmt.Errorf("io_submit: %w", errno)
	}
	// Requests past n were not taken: free their slots for the next call.
	for _, cb := range a.ptrs[n:] {
		a.slots[cb.Data] = nil
		a.free = append(a.free, cb.Data)
	}
	return int(n), nil
}

func (a *aio) Reap(want int, done []*IO) ([]*IO, error) {
	inflight := len(a.iocbs) - len(a.free)
	if inflight == 0 {
		return done, nil
	}
	want = max(0, min(want, inflight))
	for {
		n, errno := rawSyscall(sysIOGetevents, a.ctx, uintptr(want), uintptr(len(a.events)), uintptr(unsafe.Pointer(&a.events[0])), 0, 0)
		if errno == syscall.EINTR {
			continue
		}
		if errno != 0 {
			return done, fmt.Errorf("io_getevents: %w", errno)
		}
		for _, ev := range a.events[:n] {
			io := a.slots[ev.Data]
			a.slots[ev.Data] = nil
			a.free = append(a.free, ev.Data)
			if ev.Res < 0 {
				io.N, io.Err = 0, syscall.Errno(-ev.Res)
			} else {
				io.N, io.Err = int(ev.Res), nil
				if io.N != len(io.Buf) {
					io.Err = fmt.Errorf("short %s: %d of %d bytes at offset %d", opName(io.Op), io.N, len(io.Buf), io.Offset)
				}
			}
			done = append(done, io)
		}
		return done, nil
	}
}

func (a *aio) Close() error {
	_, _, errno := syscall.Syscall(sysIODestroy, a.ctx, 0, 0)
	if errno != 0 {
		return errno
	}
	return nil
}
