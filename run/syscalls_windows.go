package run

import (
	"unsafe"

	"golang.org/x/sys/windows"
)

var (
	kernel32           = windows.NewLazySystemDLL("kernel32.dll")
	procGetSystemTimes = kernel32.NewProc("GetSystemTimes")
	procGetThreadTimes = kernel32.NewProc("GetThreadTimes")
)

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
