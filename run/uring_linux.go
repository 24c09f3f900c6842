package run

import (
	"fmt"
	"os"
	"sync/atomic"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// io_uring through raw system calls, no cgo and no library: the rings are
// set up with io_uring_setup, mapped with mmap, and driven with
// io_uring_enter. Layouts and numbers are the kernel's UAPI
// (include/uapi/linux/io_uring.h).
const (
	sysIOUringSetup    = unix.SYS_IO_URING_SETUP // 425 on every architecture
	sysIOUringEnter    = unix.SYS_IO_URING_ENTER
	sysIOUringRegister = unix.SYS_IO_URING_REGISTER

	ioringRegisterBuffers = 0
	ioringRegisterFiles   = 2

	iosqeFixedFile = 1 << 0

	ioringOffSQRing = 0
	ioringOffCQRing = 0x8000000
	ioringOffSQEs   = 0x10000000

	ioringEnterGetEvents = 1 << 0

	ioringFeatSingleMmap = 1 << 0

	ioringSetupCoopTaskrun  = 1 << 8
	ioringSetupSingleIssuer = 1 << 12
	ioringSetupDeferTaskrun = 1 << 13

	opReadv      = 1  // IORING_OP_READV: in every kernel with io_uring (5.1)
	opWritev     = 2  // IORING_OP_WRITEV
	opReadFixed  = 4  // IORING_OP_READ_FIXED: into a registered buffer
	opWriteFixed = 5  // IORING_OP_WRITE_FIXED
	opRead       = 22 // IORING_OP_READ, from 5.6
	opWrite      = 23 // IORING_OP_WRITE
)

type sqringOffsets struct {
	Head, Tail, RingMask, RingEntries, Flags, Dropped, Array, Resv1 uint32
	UserAddr                                                        uint64
}

type cqringOffsets struct {
	Head, Tail, RingMask, RingEntries, Overflow, Cqes, Flags, Resv1 uint32
	UserAddr                                                        uint64
}

type uringParams struct {
	SQEntries, CQEntries, Flags, SQThreadCPU, SQThreadIdle, Features, WQFd uint32
	Resv                                                                   [3]uint32
	SQOff                                                                  sqringOffsets
	CQOff                                                                  cqringOffsets
}

// sqe is a submission queue entry (64 bytes).
type sqe struct {
	Opcode   uint8
	Flags    uint8
	IOPrio   uint16
	Fd       int32
	Off      uint64
	Addr     uint64
	Len      uint32
	OpFlags  uint32
	UserData uint64
	BufIndex uint16 // of a registered buffer (READ_FIXED, WRITE_FIXED)
	_        [22]byte
}

// cqe is a completion queue entry (16 bytes).
type cqe struct {
	UserData uint64
	Res      int32
	Flags    uint32
}

type uringEngine struct{}

func (uringEngine) Name() string { return "io_uring" }
func (uringEngine) Sync() bool   { return false }

func (uringEngine) Open(f *os.File, depth int) (Queue, error) {
	return newURing(int(f.Fd()), depth)
}

func init() { register(uringEngine{}) }

// uring is one job's ring.
type uring struct {
	fd      int
	file    int
	sqMem   []byte
	cqMem   []byte
	sqeMem  []byte
	sqHead  *uint32
	sqTail  *uint32
	sqMask  uint32
	sqArray []uint32
	sqes    []sqe
	cqHead  *uint32
	cqTail  *uint32
	cqMask  uint32
	cqes    []cqe
	slots   []*IO // by user_data
	iovecs  []syscall.Iovec
	free    []uint64 // free slot numbers
	useRW   bool     // IORING_OP_READ/WRITE rather than READV/WRITEV
	pending uint32   // submitted to the ring, not yet entered
	setup   string   // the setup flags the kernel took
	// What was registered with the kernel: the job's buffers (read and
	// written with READ_FIXED/WRITE_FIXED, pinned once rather than per
	// I/O) and its file (looked up once rather than per I/O).
	fixedBufs, fixedFile bool
}

// register registers the job's buffers and file with the ring, as asked:
// fio's fixedbufs and registerfiles.
func (r *uring) register(bufs [][]byte, buffers, file bool) error {
	if buffers {
		iov := make([]syscall.Iovec, len(bufs))
		for i, b := range bufs {
			iov[i].Base = &b[0]
			iov[i].SetLen(len(b))
		}
		if _, _, errno := syscall.Syscall6(sysIOUringRegister, uintptr(r.fd), ioringRegisterBuffers, uintptr(unsafe.Pointer(&iov[0])), uintptr(len(iov)), 0, 0); errno != 0 {
			return fmt.Errorf("registering the buffers with io_uring: %w", errno)
		}
		r.fixedBufs = true
	}
	if file {
		fds := []int32{int32(r.file)}
		if _, _, errno := syscall.Syscall6(sysIOUringRegister, uintptr(r.fd), ioringRegisterFiles, uintptr(unsafe.Pointer(&fds[0])), 1, 0, 0); errno != 0 {
			return fmt.Errorf("registering the file with io_uring: %w", errno)
		}
		r.fixedFile = true
	}
	return nil
}

// Setup says what the kernel offered and the ring uses.
func (r *uring) Setup() string {
	ops := "READ/WRITE"
	if !r.useRW {
		ops = "READV/WRITEV"
	}
	if r.fixedBufs {
		ops = "READ_FIXED/WRITE_FIXED"
	}
	s := fmt.Sprintf("io_uring with %s, %s operations", r.setup, ops)
	if r.fixedBufs {
		s += ", registered buffers"
	}
	if r.fixedFile {
		s += ", registered file"
	}
	return s
}

func newURing(file, depth int) (*uring, error) {
	entries := uint32(1)
	for entries < uint32(depth) {
		entries <<= 1
	}
	// The job's thread alone submits, so completions can wait for it to
	// ask for them rather than interrupt it: with DEFER_TASKRUN (6.1) the
	// kernel posts them in a batch when the job enters to wait, which is
	// what fio asks for too. Where reads are handed to io-wq workers (a
	// tmpfs file), the worker then only queues each completion instead of
	// posting it and waking the job, and it is the worker that limits the
	// rate. Older kernels get the best of what they offer.
	var p uringParams
	var fd uintptr
	var errno syscall.Errno
	setup := ""
	for _, try := range []struct {
		flags uint32
		name  string
	}{
		{ioringSetupDeferTaskrun | ioringSetupSingleIssuer, "DEFER_TASKRUN|SINGLE_ISSUER"},
		{ioringSetupCoopTaskrun | ioringSetupSingleIssuer, "COOP_TASKRUN|SINGLE_ISSUER"},
		{ioringSetupCoopTaskrun, "COOP_TASKRUN"},
		{0, "no setup flags"},
	} {
		p = uringParams{Flags: try.flags}
		fd, _, errno = syscall.Syscall(sysIOUringSetup, uintptr(entries), uintptr(unsafe.Pointer(&p)), 0)
		if errno != syscall.EINVAL {
			setup = try.name
			break
		}
	}
	if errno != 0 {
		return nil, fmt.Errorf("%w: io_uring_setup: %v", ErrNoURing, errno)
	}
	r := &uring{fd: int(fd), file: file, useRW: kernelAtLeast(5, 6), setup: setup}
	fail := func(err error) (*uring, error) {
		r.Close()
		return nil, err
	}
	sqSize := int(p.SQOff.Array + p.SQEntries*4)
	cqSize := int(p.CQOff.Cqes + p.CQEntries*uint32(unsafe.Sizeof(cqe{})))
	single := p.Features&ioringFeatSingleMmap != 0
	if single {
		sqSize = max(sqSize, cqSize)
	}
	var err error
	if r.sqMem, err = syscall.Mmap(r.fd, ioringOffSQRing, sqSize, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED|syscall.MAP_POPULATE); err != nil {
		return fail(fmt.Errorf("mapping the submission ring: %w", err))
	}
	r.cqMem = r.sqMem
	if !single {
		if r.cqMem, err = syscall.Mmap(r.fd, ioringOffCQRing, cqSize, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED|syscall.MAP_POPULATE); err != nil {
			return fail(fmt.Errorf("mapping the completion ring: %w", err))
		}
	}
	sqeSize := int(p.SQEntries) * int(unsafe.Sizeof(sqe{}))
	if r.sqeMem, err = syscall.Mmap(r.fd, ioringOffSQEs, sqeSize, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED|syscall.MAP_POPULATE); err != nil {
		return fail(fmt.Errorf("mapping the submission entries: %w", err))
	}
	sq := unsafe.Pointer(&r.sqMem[0])
	r.sqHead = (*uint32)(unsafe.Add(sq, p.SQOff.Head))
	r.sqTail = (*uint32)(unsafe.Add(sq, p.SQOff.Tail))
	r.sqMask = *(*uint32)(unsafe.Add(sq, p.SQOff.RingMask))
	r.sqArray = unsafe.Slice((*uint32)(unsafe.Add(sq, p.SQOff.Array)), p.SQEntries)
	r.sqes = unsafe.Slice((*sqe)(unsafe.Pointer(&r.sqeMem[0])), p.SQEntries)
	cq := unsafe.Pointer(&r.cqMem[0])
	r.cqHead = (*uint32)(unsafe.Add(cq, p.CQOff.Head))
	r.cqTail = (*uint32)(unsafe.Add(cq, p.CQOff.Tail))
	r.cqMask = *(*uint32)(unsafe.Add(cq, p.CQOff.RingMask))
	r.cqes = unsafe.Slice((*cqe)(unsafe.Add(cq, p.CQOff.Cqes)), p.CQEntries)
	r.slots = make([]*IO, p.SQEntries)
	r.iovecs = make([]syscall.Iovec, p.SQEntries)
	for i := range r.slots {
		r.free = append(r.free, uint64(i))
	}
	return r, nil
}

// Submit places requests in the ring and hands them to the kernel in one
// io_uring_enter.
func (r *uring) Submit(ios []*IO) (int, error) {
	n := 0
	tail := atomic.LoadUint32(r.sqTail)
	head := atomic.LoadUint32(r.sqHead)
	for _, io := range ios {
		if tail-head == uint32(len(r.sqes)) || len(r.free) == 0 {
			break
		}
		slot := r.free[len(r.free)-1]
		r.free = r.free[:len(r.free)-1]
		r.slots[slot] = io
		idx := tail & r.sqMask
		e := &r.sqes[idx]
		*e = sqe{Fd: int32(r.file), Off: uint64(io.Offset), UserData: slot}
		if r.fixedFile {
			e.Fd, e.Flags = 0, iosqeFixedFile // index 0 of the registered files
		}
		switch {
		case r.fixedBufs:
			e.Opcode = opReadFixed
			if io.Op == OpWrite {
				e.Opcode = opWriteFixed
			}
			e.Addr = uint64(uintptr(unsafe.Pointer(&io.Buf[0])))
			e.Len = uint32(len(io.Buf))
			e.BufIndex = uint16(io.Index)
		case r.useRW:
			e.Opcode = opRead
			if io.Op == OpWrite {
				e.Opcode = opWrite
			}
			e.Addr = uint64(uintptr(unsafe.Pointer(&io.Buf[0])))
			e.Len = uint32(len(io.Buf))
		default:
			e.Opcode = opReadv
			if io.Op == OpWrite {
				e.Opcode = opWritev
			}
			v := &r.iovecs[slot]
			v.Base = &io.Buf[0]
			v.SetLen(len(io.Buf))
			e.Addr = uint64(uintptr(unsafe.Pointer(v)))
			e.Len = 1
		}
		r.sqArray[idx] = idx
		tail++
		n++
	}
	atomic.StoreUint32(r.sqTail, tail)
	r.pending += uint32(n)
	if err := r.enter(0); err != nil {
		return n, err
	}
	return n, nil
}

// enter submits what is pending and waits for wait completions (none: it
// does not block).
func (r *uring) enter(wait int) error {
	flags := uintptr(0)
	if wait > 0 {
		flags = ioringEnterGetEvents
	}
	for {
		n, errno := rawSyscall(sysIOUringEnter, uintptr(r.fd), uintptr(r.pending), uintptr(wait), flags, 0, 0)
		switch errno {
		case 0:
			r.pending -= uint32(n)
			return nil
		case syscall.EINTR:
			if wait > 0 {
				return nil // the caller looks at the ring and comes back
			}
			continue
		case syscall.EAGAIN, syscall.EBUSY:
			return nil // the kernel is short of room: completions first
		}
		return fmt.Errorf("io_uring_enter: %w", errno)
	}
}

// Reap waits for at least min completions, handing in anything still
// pending on the way, and hands back at most max of them; the rest stay
// in the completion ring for the next call, which takes them without a
// system call.
func (r *uring) Reap(min, max int, done []*IO) ([]*IO, error) {
	first := len(done)
	for {
		done = r.collect(done, max-(len(done)-first))
		got := len(done) - first
		if got >= min && r.pending == 0 || got >= max {
			return done, nil
		}
		if err := r.enter(min - got); err != nil {
			return done, err
		}
	}
}

// collect takes up to most of the completions the kernel has posted.
func (r *uring) collect(done []*IO, most int) []*IO {
	head := atomic.LoadUint32(r.cqHead)
	tail := atomic.LoadUint32(r.cqTail)
	for ; head != tail && most > 0; head++ {
		most--
		c := &r.cqes[head&r.cqMask]
		io := r.slots[c.UserData]
		r.slots[c.UserData] = nil
		r.free = append(r.free, c.UserData)
		if c.Res < 0 {
			io.finish(0, syscall.Errno(-c.Res))
		} else {
			io.finish(int(c.Res), nil)
		}
		done = append(done, io)
	}
	atomic.StoreUint32(r.cqHead, head)
	return done
}

func (r *uring) Close() error {
	if r.sqeMem != nil {
		syscall.Munmap(r.sqeMem)
	}
	// With a single mapping the completion ring shares the submission's.
	if r.cqMem != nil && (r.sqMem == nil || &r.cqMem[0] != &r.sqMem[0]) {
		syscall.Munmap(r.cqMem)
	}
	if r.sqMem != nil {
		syscall.Munmap(r.sqMem)
	}
	return syscall.Close(r.fd)
}

// kernelAtLeast reports whether the running kernel is at least major.minor.
func kernelAtLeast(major, minor int) bool {
	var u syscall.Utsname
	if syscall.Uname(&u) != nil {
		return false
	}
	var b []byte
	for _, c := range u.Release {
		if c == 0 {
			break
		}
		b = append(b, byte(c))
	}
	var ma, mi int
	fmt.Sscanf(string(b), "%d.%d", &ma, &mi)
	return ma > major || ma == major && mi >= minor
}
