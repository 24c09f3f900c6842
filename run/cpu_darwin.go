package run

import (
	"errors"

	"golang.org/x/sys/unix"
)

// threadCPU is the calling thread's CPU time so far, seconds: macOS says
// it as one figure (CLOCK_THREAD_CPUTIME_ID), counted here as user time.
func threadCPU() (usr, sys float64) {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0, 0
	}
	return float64(ts.Sec) + float64(ts.Nsec)/1e9, 0
}

// ReadCPUTimes is not read on macOS yet: its machine-wide CPU times are
// the Mach host's (host_processor_info), which no system call gives.
func ReadCPUTimes() (CPUTimes, error) {
	return CPUTimes{}, errors.New("the machine's CPU times are not read on macOS yet")
}
