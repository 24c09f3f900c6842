package run

import (
	"fmt"
	"sync"
	"syscall"
	"unsafe"
)

// Mach's host and thread statistics are functions of libSystem, not
// system calls. Without cgo, iopress calls them as the Go runtime and
// golang.org/x/sys/unix call libSystem on macOS: the linker imports each
// symbol dynamically, an assembly trampoline (mach_darwin.s) jumps to it,
// and the runtime's syscall.syscall6 makes the call on the system stack.

//go:cgo_import_dynamic libc_mach_host_self mach_host_self "/usr/lib/libSystem.B.dylib"
//go:cgo_import_dynamic libc_host_statistics host_statistics "/usr/lib/libSystem.B.dylib"
//go:cgo_import_dynamic libc_pthread_self pthread_self "/usr/lib/libSystem.B.dylib"
//go:cgo_import_dynamic libc_pthread_mach_thread_np pthread_mach_thread_np "/usr/lib/libSystem.B.dylib"
//go:cgo_import_dynamic libc_thread_info thread_info "/usr/lib/libSystem.B.dylib"

// The trampolines' addresses, set in mach_darwin.s.
var (
	libc_mach_host_self_trampoline_addr         uintptr
	libc_host_statistics_trampoline_addr        uintptr
	libc_pthread_self_trampoline_addr           uintptr
	libc_pthread_mach_thread_np_trampoline_addr uintptr
	libc_thread_info_trampoline_addr            uintptr
)

//go:linkname syscall_syscall6 syscall.syscall6
func syscall_syscall6(fn, a1, a2, a3, a4, a5, a6 uintptr) (r1, r2 uintptr, err syscall.Errno)

// Flavours and counts (<mach/host_info.h>, <mach/thread_info.h>).
const (
	hostCPULoadInfo      = 3 // HOST_CPU_LOAD_INFO
	hostCPULoadInfoCount = 4 // HOST_CPU_LOAD_INFO_COUNT
	threadBasicInfo      = 3 // THREAD_BASIC_INFO
)

// Each call is written out as syscall_syscall6(trampoline, args...), the
// pointers converted to uintptr in the call itself: only then does the
// compiler keep what they point to where it is until the call returns. A
// Mach call answers a kern_return_t, an int: only the low 32 bits of the
// register are its.

// hostPort is mach_host_self(), asked once: each call adds a send right
// to the task's port space.
var hostPort = sync.OnceValue(func() uint32 {
	port, _, _ := syscall_syscall6(libc_mach_host_self_trampoline_addr, 0, 0, 0, 0, 0, 0)
	return uint32(port)
})

// hostCPUTicks is host_statistics(HOST_CPU_LOAD_INFO): every CPU's ticks
// summed, by state.
func hostCPUTicks() ([4]uint32, error) {
	var ticks [hostCPULoadInfoCount]uint32
	count := uint32(hostCPULoadInfoCount)
	r, _, _ := syscall_syscall6(libc_host_statistics_trampoline_addr, uintptr(hostPort()), hostCPULoadInfo,
		uintptr(unsafe.Pointer(&ticks[0])), uintptr(unsafe.Pointer(&count)), 0, 0)
	if kr := int32(r); kr != 0 || count < hostCPULoadInfoCount {
		return ticks, fmt.Errorf("host_statistics(HOST_CPU_LOAD_INFO): kern_return_t %d, %d of %d values", kr, count, hostCPULoadInfoCount)
	}
	return ticks, nil
}

// threadInfo is thread_info(THREAD_BASIC_INFO) of the calling thread.
// pthread_mach_thread_np names its port without adding a right, which
// mach_thread_self would, to be deallocated after.
func threadInfo() ([threadBasicInfoCount]int32, error) {
	var info [threadBasicInfoCount]int32
	count := uint32(threadBasicInfoCount)
	self, _, _ := syscall_syscall6(libc_pthread_self_trampoline_addr, 0, 0, 0, 0, 0, 0)
	thread, _, _ := syscall_syscall6(libc_pthread_mach_thread_np_trampoline_addr, self, 0, 0, 0, 0, 0)
	r, _, _ := syscall_syscall6(libc_thread_info_trampoline_addr, uintptr(uint32(thread)), threadBasicInfo,
		uintptr(unsafe.Pointer(&info[0])), uintptr(unsafe.Pointer(&count)), 0, 0)
	if kr := int32(r); kr != 0 || count < 4 {
		return info, fmt.Errorf("thread_info(THREAD_BASIC_INFO): kern_return_t %d, %d values", kr, count)
	}
	return info, nil
}
