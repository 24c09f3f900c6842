package run

import (
	"errors"
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

	ioringRegisterBuffers      = 0
	ioringRegisterFiles        = 2
	ioringRegisterRingFDs      = 20 // 5.18
	ioringUnregisterRingFDs    = 21
	ioringEnterRegisteredRing  = 1 << 4
	ioringRegisterRingFDsAlloc = ^uint32(0) // any free slot

	iosqeFixedFile = 1 << 0
	iosqeAsync     = 1 << 4

	ioringOffSQRing = 0
	ioringOffCQRing = 0x8000000
	ioringOffSQEs   = 0x10000000

	ioringEnterGetEvents = 1 << 0

	ioringFeatSingleMmap = 1 << 0

	ioringSetupCoopTaskrun  = 1 << 8  // 5.19
	ioringSetupSingleIssuer = 1 << 12 // 6.0
	ioringSetupDeferTaskrun = 1 << 13 // 6.1
	ioringSetupNoSQArray    = 1 << 16 // 6.6

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

// rsrcUpdate is struct io_uring_rsrc_update, which registers a ring's
// own descriptor.
type rsrcUpdate struct {
	Offset uint32
	_      uint32
	Data   uint64
}

type uringEngine struct{}

func (uringEngine) Name() string { return "io_uring" }
func (uringEngine) Sync() bool   { return false }

func (uringEngine) Open(f *os.File, depth int) (Queue, error) {
	return newURing(int(f.Fd()), depth)
}

func init() { register(uringEngine{}) }

// uring is one job's ring. It is made, driven and closed by the job's own
// thread, the ring's single issuer.
type uring struct {
	fd      int
	file    int
	sqMem   []byte
	cqMem   []byte
	sqeMem  []byte
	sqHead  *uint32
	sqTail  *uint32
	sqMask  uint32
	sqArray []uint32 // nil with NO_SQARRAY: entries are taken in ring order
	sqes    []sqe
	cqHead  *uint32
	cqTail  *uint32
	cqMask  uint32
	cqes    []cqe
	slots   []*IO // by user_data
	iovecs  []syscall.Iovec
	free    []uint64 // free slot numbers
	useRW   bool     // IORING_OP_READ/WRITE rather than READV/WRITEV
	// async marks every request IOSQE_ASYNC (fio's force_async): the
	// kernel hands it to an io-wq worker without first trying it in the
	// call. A ring does so at depth 1 for a file whose every request goes
	// to a worker anyway (nowaitRefused: tmpfs), and nowhere else. Measured
	// on this project's 2-CPU VM (kernel 6.18), 4K random reads of a tmpfs
	// file, fio and iopress alternating, 2 s runs (IOPS, ranges over 5 to
	// 10 runs): at depth 1 marked requests did 33-64k and unmarked ones
	// 19-26k (fio, which does not mark them, 20-26k); at depth 2 both
	// 42-45k; at 16, marked 365-535k, unmarked 557-690k, fio 595-809k; at
	// 32, 530-660k, 800-940k and 510-830k; at 128, 600-874k, 700-990k and
	// 650-795k. Marked requests start a worker each when none is free, and
	// the job's thread, the workers and the wake-ups between them share
	// the CPUs; why one marked request in flight does better we have not
	// pinned down.
	async   bool
	pending uint32 // placed in the ring, not yet handed to the kernel
	// enterFD and enterFlags are what io_uring_enter takes: the ring's
	// registered index and IORING_ENTER_REGISTERED_RING where the kernel
	// took the ring's descriptor (5.18), which spares it looking the
	// descriptor up on every call; the descriptor otherwise.
	enterFD    uintptr
	enterFlags uintptr
	setup      []string // the setup flags the kernel took
	// What was registered with the kernel: the job's buffers (read and
	// written with READ_FIXED/WRITE_FIXED, pinned once rather than per
	// I/O), its file (looked up once rather than per I/O) and the ring.
	fixedBufs, fixedFile, fixedRing bool
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
	if file && !r.fixedFile {
		if errno := r.registerFile(); errno != 0 {
			return fmt.Errorf("registering the file with io_uring: %w", errno)
		}
	}
	return nil
}

// registerFile registers the job's file with the ring, so that the kernel
// looks it up once rather than for every request (and, for a request an
// io-wq worker takes, again there). Every kernel with io_uring can, and
// nothing is pinned or counted against a limit for it, so a ring always
// does, whether asked to (fio's registerfiles) or not.
func (r *uring) registerFile() syscall.Errno {
	fds := []int32{int32(r.file)}
	if _, _, errno := syscall.Syscall6(sysIOUringRegister, uintptr(r.fd), ioringRegisterFiles, uintptr(unsafe.Pointer(&fds[0])), 1, 0, 0); errno != 0 {
		return errno
	}
	r.fixedFile = true
	return 0
}

// Setup says what the kernel offered and the ring uses.
func (r *uring) Setup() EngineSetup {
	s := EngineSetup{Engine: "io_uring", Setup: r.setup, Ops: []string{"READV", "WRITEV"}}
	switch {
	case r.fixedBufs:
		s.Ops = []string{"READ_FIXED", "WRITE_FIXED"}
	case r.useRW:
		s.Ops = []string{"READ", "WRITE"}
	}
	if r.fixedFile {
		s.Flags = append(s.Flags, "FIXED_FILE")
	}
	if r.async {
		s.Flags = append(s.Flags, "ASYNC")
	}
	if r.fixedBufs {
		s.Registered = append(s.Registered, "buffers")
	}
	if r.fixedFile {
		s.Registered = append(s.Registered, "files")
	}
	if r.fixedRing {
		s.Registered = append(s.Registered, "ring")
	}
	return s
}

// uringSetups are the setup flags a ring asks for, best first: the first
// the kernel takes is used. The job's thread alone submits, so
// completions can wait for it to ask for them rather than interrupt it:
// with DEFER_TASKRUN (6.1) the kernel posts them in a batch when the job
// enters to wait, which is what fio asks for too. Where reads are handed
// to io-wq workers (a tmpfs file), the worker then only queues each
// completion instead of posting it and waking the job. NO_SQARRAY (6.6)
// takes submissions in ring order, without the array of indexes. Older
// kernels get the best of what they offer.
var uringSetups = []struct {
	flags uint32
	names []string
}{
	{ioringSetupDeferTaskrun | ioringSetupSingleIssuer | ioringSetupNoSQArray, []string{"DEFER_TASKRUN", "SINGLE_ISSUER", "NO_SQARRAY"}},
	{ioringSetupDeferTaskrun | ioringSetupSingleIssuer, []string{"DEFER_TASKRUN", "SINGLE_ISSUER"}},
	{ioringSetupCoopTaskrun | ioringSetupSingleIssuer, []string{"COOP_TASKRUN", "SINGLE_ISSUER"}},
	{ioringSetupCoopTaskrun, []string{"COOP_TASKRUN"}},
	{0, nil},
}

func newURing(file, depth int) (*uring, error) {
	return newURingFrom(file, depth, uringSetups)
}

// newURingFrom makes a ring with the first of setups the kernel takes.
func newURingFrom(file, depth int, setups []struct {
	flags uint32
	names []string
}) (*uring, error) {
	entries := uint32(1)
	for entries < uint32(depth) {
		entries <<= 1
	}
	var p uringParams
	var fd uintptr
	var errno syscall.Errno
	var setup []string
	for _, try := range setups {
		p = uringParams{Flags: try.flags}
		fd, _, errno = syscall.Syscall(sysIOUringSetup, uintptr(entries), uintptr(unsafe.Pointer(&p)), 0)
		if errno != syscall.EINVAL {
			setup = try.names
			break
		}
	}
	if errno != 0 {
		return nil, fmt.Errorf("%w: io_uring_setup: %v", ErrNoURing, errno)
	}
	r := &uring{fd: int(fd), enterFD: fd, file: file, useRW: kernelAtLeast(5, 6), setup: setup}
	fail := func(err error) (*uring, error) {
		r.Close()
		return nil, err
	}
	noArray := p.Flags&ioringSetupNoSQArray != 0
	sqSize := int(p.SQOff.Array + p.SQEntries*4)
	cqSize := int(p.CQOff.Cqes + p.CQEntries*uint32(unsafe.Sizeof(cqe{})))
	single := p.Features&ioringFeatSingleMmap != 0
	if single || noArray { // every kernel with NO_SQARRAY maps the rings once
		sqSize = max(sqSize, cqSize)
		single = true
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
	if !noArray {
		r.sqArray = unsafe.Slice((*uint32)(unsafe.Add(sq, p.SQOff.Array)), p.SQEntries)
	}
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
	r.registerRing()
	r.registerFile() // where it cannot, requests name the file by its descriptor
	r.async = depth == 1 && nowaitRefused(file)
	return r, nil
}

// nowaitRefused reports whether the file refuses a read that must not
// wait (RWF_NOWAIT), as a file without FMODE_NOWAIT does: a tmpfs file
// does, while a block device and a file on ext4 or XFS take it. io_uring
// first tries each request in io_uring_enter without waiting, and hands
// it to an io-wq worker when it would wait; for such a file it hands over
// every request after a failed try. The probe reads the file's first
// block, or would.
func nowaitRefused(fd int) bool {
	buf, err := alignedBuffer(4096) // aligned, for a file opened O_DIRECT
	if err != nil {
		return false
	}
	defer freeBuffer(buf)
	_, err = unix.Preadv2(fd, [][]byte{buf}, 0, unix.RWF_NOWAIT)
	return errors.Is(err, unix.EOPNOTSUPP)
}

// registerRing registers the ring's own descriptor with the calling
// thread (5.18), so that io_uring_enter need not look it up and count a
// reference to it on every call. Where the kernel has no such thing, the
// ring is entered by its descriptor.
func (r *uring) registerRing() {
	u := rsrcUpdate{Offset: ioringRegisterRingFDsAlloc, Data: uint64(r.fd)}
	n, _, errno := syscall.Syscall6(sysIOUringRegister, uintptr(r.fd), ioringRegisterRingFDs, uintptr(unsafe.Pointer(&u)), 1, 0, 0)
	if errno != 0 || n != 1 {
		return
	}
	r.enterFD, r.enterFlags, r.fixedRing = uintptr(u.Offset), ioringEnterRegisteredRing, true
}

// batches: a ring takes many requests in one io_uring_enter and hands
// back many completions from one.
func (r *uring) batches() {}

// Submit places requests in the submission ring; the next Reap hands them
// to the kernel in the io_uring_enter that waits for completions, one
// system call for both, or flush before it.
func (r *uring) Submit(ios []*IO) (int, error) {
	n := 0
	tail := *r.sqTail // only this thread writes it
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
		if r.async {
			e.Flags |= iosqeAsync
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
		if r.sqArray != nil {
			r.sqArray[idx] = idx
		}
		tail++
		n++
	}
	atomic.StoreUint32(r.sqTail, tail)
	r.pending += uint32(n)
	return n, nil
}

// flush hands the kernel what Submit placed, without waiting.
func (r *uring) flush() error {
	if r.pending == 0 {
		return nil
	}
	return r.enter(0)
}

// enter hands the kernel what is pending and waits for wait completions:
// for none, it does not block, but still has the kernel post what has
// completed (DEFER_TASKRUN posts only when asked).
func (r *uring) enter(wait int) error {
	n, errno := rawSyscall(sysIOUringEnter, r.enterFD, uintptr(r.pending), uintptr(wait), ioringEnterGetEvents|r.enterFlags, 0, 0)
	switch errno {
	case 0:
		r.pending -= uint32(n)
		return nil
	case syscall.EINTR:
		// Nothing was submitted (the kernel returns the count submitted
		// when it submitted some): the caller looks at the ring and
		// comes back.
		return nil
	case syscall.EAGAIN, syscall.EBUSY:
		return nil // the kernel is short of room: completions first
	}
	return fmt.Errorf("io_uring_enter: %w", errno)
}

// Reap hands the kernel what Submit placed in the ring, waits for at
// least want completions and hands back at most most of them; the rest
// stay in the completion ring for the next call, which takes them without
// a system call.
func (r *uring) Reap(want, most int, done []*IO) ([]*IO, error) {
	first := len(done)
	for {
		done = r.collect(done, most-(len(done)-first))
		got := len(done) - first
		if r.pending == 0 && (got >= want || got >= most) {
			return done, nil
		}
		if err := r.enter(max(want-got, 0)); err != nil {
			return done, err
		}
	}
}

// collect takes up to most of the completions the kernel has posted.
func (r *uring) collect(done []*IO, most int) []*IO {
	head := *r.cqHead // only this thread writes it
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

// unregisterRing gives the ring's registered index back, which the
// thread would otherwise hold, and the ring with it, until it exits.
func (r *uring) unregisterRing() {
	u := rsrcUpdate{Offset: uint32(r.enterFD)}
	syscall.Syscall6(sysIOUringRegister, uintptr(r.fd), ioringUnregisterRingFDs, uintptr(unsafe.Pointer(&u)), 1, 0, 0)
	r.enterFD, r.enterFlags, r.fixedRing = uintptr(r.fd), 0, false
}

func (r *uring) Close() error {
	if r.fixedRing {
		r.unregisterRing()
	}
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
