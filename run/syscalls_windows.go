package run

import (
	"syscall"
	"unsafe"

	"golang.org/x/sys/windows"
)

var (
	kernel32           = windows.NewLazySystemDLL("kernel32.dll")
	procGetSystemTimes = kernel32.NewProc("GetSystemTimes")
	procGetThreadTimes = kernel32.NewProc("GetThreadTimes")
	procReadFile       = kernel32.NewProc("ReadFile")
	procWriteFile      = kernel32.NewProc("WriteFile")
	procGetQueued      = kernel32.NewProc("GetQueuedCompletionStatus")
	procQPC            = kernel32.NewProc("QueryPerformanceCounter")
	procQPF            = kernel32.NewProc("QueryPerformanceFrequency")
)

// queryPerformanceCounter is the performance counter's count, in ticks of
// queryPerformanceFrequency a second. Neither fails since Windows XP.
func queryPerformanceCounter() int64 {
	var t int64
	syscall.SyscallN(procQPC.Addr(), uintptr(unsafe.Pointer(&t)))
	return t
}

func queryPerformanceFrequency() int64 {
	var f int64
	syscall.SyscallN(procQPF.Addr(), uintptr(unsafe.Pointer(&f)))
	return f
}

// getThreadTimes is kernel32's GetThreadTimes, which x/sys/windows does
// not wrap.
func getThreadTimes(thread windows.Handle, created, exited, kernel, user *windows.Filetime) error {
	r, _, err := procGetThreadTimes.Call(uintptr(thread), uintptr(unsafe.Pointer(created)), uintptr(unsafe.Pointer(exited)),
		uintptr(unsafe.Pointer(kernel)), uintptr(unsafe.Pointer(user)))
	if r == 0 {
		return err
	}
	return nil
}

// getSystemTimes is kernel32's GetSystemTimes, which x/sys/windows does
// not wrap.
func getSystemTimes(idle, kernel, user *windows.Filetime) error {
	r, _, err := procGetSystemTimes.Call(uintptr(unsafe.Pointer(idle)), uintptr(unsafe.Pointer(kernel)), uintptr(unsafe.Pointer(user)))
	if r == 0 {
		return err
	}
	return nil
}

// The hot loop's calls return the bare error number, 0 for success: an
// Errno made into an error is allocated (most numbers are too large for
// the runtime's preallocated small values), and x/sys/windows's ReadFile
// reads the count it is given under the race detector, which an
// overlapped request leaves unset.

// readFileAt is ReadFile of len(b) bytes at ov's offset; n, when not nil,
// gets the count of a request that completes at once.
func readFileAt(h windows.Handle, b []byte, n *uint32, ov *windows.Overlapped) syscall.Errno {
	r, _, e := syscall.SyscallN(procReadFile.Addr(), uintptr(h), uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)), uintptr(unsafe.Pointer(n)), uintptr(unsafe.Pointer(ov)))
	if r != 0 {
		return 0
	}
	return e
}

// writeFileAt is WriteFile, as readFileAt.
func writeFileAt(h windows.Handle, b []byte, n *uint32, ov *windows.Overlapped) syscall.Errno {
	r, _, e := syscall.SyscallN(procWriteFile.Addr(), uintptr(h), uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)), uintptr(unsafe.Pointer(n)), uintptr(unsafe.Pointer(ov)))
	if r != 0 {
		return 0
	}
	return e
}

// getQueuedCompletionStatus takes one completion from the port, waiting up
// to timeout ms. A failed request comes back with its OVERLAPPED set and
// its error; with ov left nil, the call itself failed (WAIT_TIMEOUT when
// nothing came in time).
func getQueuedCompletionStatus(port windows.Handle, n *uint32, key *uintptr, ov **windows.Overlapped, timeout uint32) syscall.Errno {
	r, _, e := syscall.SyscallN(procGetQueued.Addr(), uintptr(port), uintptr(unsafe.Pointer(n)), uintptr(unsafe.Pointer(key)), uintptr(unsafe.Pointer(ov)), uintptr(timeout))
	if r != 0 {
		return 0
	}
	return e
}
