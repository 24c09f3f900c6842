package run

import (
	"golang.org/x/sys/windows"
)

// threadCPU is the calling thread's user and kernel CPU time so far,
// seconds (GetThreadTimes): the job's own, as fio reports it.
func threadCPU() (usr, sys float64) {
	var created, exited, kernel, user windows.Filetime
	if getThreadTimes(windows.CurrentThread(), &created, &exited, &kernel, &user) != nil {
		return 0, 0
	}
	return filetimeSeconds(user), filetimeSeconds(kernel)
}

// filetimeSeconds is a FILETIME duration (100 ns units) in seconds.
func filetimeSeconds(t windows.Filetime) float64 {
	return float64(uint64(t.HighDateTime)<<32|uint64(t.LowDateTime)) / 1e7
}

// ReadCPUTimes reads the whole machine's idle, kernel and user times
// (GetSystemTimes, 100 ns units). Windows counts idle time inside kernel
// time: System is kernel time less idle.
func ReadCPUTimes() (CPUTimes, error) {
	var idle, kernel, user windows.Filetime
	if err := getSystemTimes(&idle, &kernel, &user); err != nil {
		return CPUTimes{}, err
	}
	n := func(t windows.Filetime) uint64 { return uint64(t.HighDateTime)<<32 | uint64(t.LowDateTime) }
	return CPUTimes{User: n(user), System: n(kernel) - n(idle), Idle: n(idle)}, nil
}
