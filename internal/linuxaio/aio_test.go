//go:build linux

package linuxaio

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"unsafe"
)

// kernelNumbers are io_setup, io_destroy, io_getevents and io_submit by
// architecture, read from the kernel's own tables (Linux 6.x):
// arch/x86/entry/syscalls/syscall_64.tbl and syscall_32.tbl,
// arch/arm/tools/syscall.tbl, arch/powerpc/kernel/syscalls/syscall.tbl,
// arch/s390/kernel/syscalls/syscall.tbl, arch/mips/kernel/syscalls/
// syscall_n64.tbl and syscall_o32.tbl, and include/uapi/asm-generic/
// unistd.h for the architectures that use the generic table.
var kernelNumbers = map[string][4]uintptr{
	"amd64":    {206, 207, 208, 209},
	"386":      {245, 246, 247, 248},
	"arm":      {243, 244, 245, 246},
	"arm64":    {0, 1, 4, 2},
	"riscv64":  {0, 1, 4, 2},
	"loong64":  {0, 1, 4, 2},
	"ppc64":    {227, 228, 229, 230},
	"ppc64le":  {227, 228, 229, 230},
	"s390x":    {243, 244, 245, 246},
	"mips64":   {5200, 5201, 5202, 5203},
	"mips64le": {5200, 5201, 5202, 5203},
	"mips":     {4241, 4242, 4243, 4244},
	"mipsle":   {4241, 4242, 4243, 4244},
}

// TestSyscallNumbers: the package calls this architecture's io_setup,
// io_destroy, io_getevents and io_submit. `make test` runs it for 386 on
// the machine itself and for arm64 and riscv64 under qemu-user, where
// amd64's numbers are other system calls.
func TestSyscallNumbers(t *testing.T) {
	want, ok := kernelNumbers[runtime.GOARCH]
	if !ok {
		t.Fatalf("no kernel system call numbers for %s in the test's table: add them from the kernel's table", runtime.GOARCH)
	}
	if got := [4]uintptr{sysSetup, sysDestroy, sysGetevents, sysSubmit}; got != want {
		t.Errorf("%s: io_setup, io_destroy, io_getevents, io_submit are %v, the kernel's are %v", runtime.GOARCH, got, want)
	}
}

// TestIOCBLayout: struct iocb is 64 bytes with aio_lio_opcode at 16 and
// aio_buf at 24, and struct io_event 32 bytes, on every architecture.
func TestIOCBLayout(t *testing.T) {
	var cb IOCB
	if unsafe.Sizeof(cb) != 64 || unsafe.Offsetof(cb.Opcode) != 16 || unsafe.Offsetof(cb.Fildes) != 20 || unsafe.Offsetof(cb.Buf) != 24 ||
		unsafe.Offsetof(cb.Offset) != 40 || unsafe.Offsetof(cb.Flags) != 56 || unsafe.Sizeof(Event{}) != 32 {
		t.Errorf("iocb %d bytes (opcode at %d, fd at %d, buf at %d, offset at %d, flags at %d), io_event %d bytes",
			unsafe.Sizeof(cb), unsafe.Offsetof(cb.Opcode), unsafe.Offsetof(cb.Fildes), unsafe.Offsetof(cb.Buf),
			unsafe.Offsetof(cb.Offset), unsafe.Offsetof(cb.Flags), unsafe.Sizeof(Event{}))
	}
}

// TestWriteThenRead writes two blocks through a context, reads them back
// through it, and finds what was written, each completion naming its
// request. Under qemu-user, which has no AIO, io_setup says ENOSYS and the
// test stops there: nothing else could answer that way.
func TestWriteThenRead(t *testing.T) {
	ctx, err := Setup(4)
	if errors.Is(err, syscall.ENOSYS) {
		t.Skipf("%v: this kernel (or emulator) has no native AIO", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer ctx.Destroy()
	f, err := os.Create(filepath.Join(t.TempDir(), "f"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	blocks := [][]byte{bytes.Repeat([]byte("a"), 4096), bytes.Repeat([]byte("b"), 4096)}
	cbs := make([]IOCB, 2)
	for i, b := range blocks {
		cbs[i].Write(uint64(10+i), int(f.Fd()), b, int64(i)*4096)
	}
	complete(t, ctx, cbs, 4096)
	got := [][]byte{make([]byte, 4096), make([]byte, 4096)}
	for i, b := range got {
		cbs[i].Read(uint64(10+i), int(f.Fd()), b, int64(i)*4096)
	}
	complete(t, ctx, cbs, 4096)
	for i := range blocks {
		if !bytes.Equal(got[i], blocks[i]) {
			t.Errorf("block %d read back %q..., want %q...", i, got[i][:4], blocks[i][:4])
		}
	}
}

// complete submits the requests and waits for every one, checking that
// each moved n bytes and came back with its own data.
func complete(t *testing.T, ctx Context, cbs []IOCB, n int64) {
	t.Helper()
	ptrs := make([]*IOCB, len(cbs))
	for i := range cbs {
		ptrs[i] = &cbs[i]
	}
	if k, err := ctx.Submit(ptrs); err != nil || k != len(ptrs) {
		t.Fatalf("io_submit took %d of %d: %v", k, len(ptrs), err)
	}
	addr := map[uint64]uint64{} // request address: its data
	for i := range cbs {
		addr[uint64(uintptr(unsafe.Pointer(&cbs[i])))] = cbs[i].Data
	}
	seen := map[uint64]bool{}
	events := make([]Event, len(cbs))
	for len(seen) < len(cbs) {
		k, err := ctx.GetEvents(1, events)
		if err != nil {
			t.Fatal(err)
		}
		for _, ev := range events[:k] {
			if data, ok := addr[ev.Obj]; ev.Res != n || !ok || data != ev.Data || seen[ev.Data] {
				t.Fatalf("event %+v: want %d bytes for a request not seen yet", ev, n)
			}
			seen[ev.Data] = true
		}
	}
}

// TestTakeFromTheRing: completions are taken from the ring in memory,
// without io_getevents, each naming its request and holding what the file
// does; the kernel sees their places freed, so that rounds of requests many
// times the ring's size go on being taken, and io_getevents finds nothing
// left. Reads of a file in the page cache complete within io_submit, so
// every round's are in the ring when it returns.
func TestTakeFromTheRing(t *testing.T) {
	const depth, bs = 8, 512
	ctx, err := Setup(depth)
	if errors.Is(err, syscall.ENOSYS) {
		t.Skipf("%v: this kernel (or emulator) has no native AIO", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer ctx.Destroy()
	path := filepath.Join(t.TempDir(), "f")
	data := make([]byte, 64*bs)
	for i := range data {
		data[i] = byte(i / bs)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	bufs := make([][]byte, depth)
	cbs := make([]IOCB, depth)
	ptrs := make([]*IOCB, depth)
	for i := range bufs {
		bufs[i], ptrs[i] = make([]byte, bs), &cbs[i]
	}
	events := make([]Event, depth)
	for round := range 40 {
		for i := range cbs {
			block := (round*depth + i) % 64
			cbs[i].Read(uint64(i), int(f.Fd()), bufs[i], int64(block*bs))
		}
		if k, err := ctx.Submit(ptrs); err != nil || k != depth {
			t.Fatalf("round %d: io_submit took %d of %d: %v", round, k, depth, err)
		}
		if n := ctx.Take(events); n != depth {
			t.Fatalf("round %d: took %d completions from the ring, want %d", round, n, depth)
		}
		for _, ev := range events {
			i := int(ev.Data)
			if block := (round*depth + i) % 64; ev.Res != bs || ev.Obj != uint64(uintptr(unsafe.Pointer(&cbs[i]))) || !bytes.Equal(bufs[i], data[block*bs:(block+1)*bs]) {
				t.Fatalf("round %d: completion %+v: want %d bytes of block %d for request %d", round, ev, bs, block, i)
			}
		}
	}
	if n := ctx.Take(events); n != 0 {
		t.Errorf("took %d completions from an empty ring", n)
	}
	if n, err := ctx.GetEvents(0, events); n != 0 || err != nil {
		t.Errorf("io_getevents found %d completions after all were taken: %v", n, err)
	}
	if n := Context(0).Take(events); n != 0 {
		t.Errorf("took %d completions from no context", n)
	}
}
