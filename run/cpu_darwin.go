package run

import (
	"golang.org/x/sys/unix"
)

// threadCPU is the calling thread's user and system CPU time so far,
// seconds, from Mach's thread_info (THREAD_BASIC_INFO), to the
// microsecond. Should the call fail, CLOCK_THREAD_CPUTIME_ID gives the
// two together, counted as user time.
func threadCPU() (usr, sys float64) {
	if info, err := threadInfo(); err == nil {
		return threadTimes(info)
	}
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0, 0
	}
	return float64(ts.Sec) + float64(ts.Nsec)/1e9, 0
}

// ReadCPUTimes reads the whole machine's CPU ticks from Mach's
// host_statistics (HOST_CPU_LOAD_INFO): user, system, idle and nice.
func ReadCPUTimes() (CPUTimes, error) {
	ticks, err := hostCPUTicks()
	if err != nil {
		return CPUTimes{}, err
	}
	return machCPUTimes(ticks), nil
}
