package run

// What macOS's Mach host and thread statistics answer, made into
// iopress's figures: plain functions, so that they are tested on every
// system (mach_darwin.go makes the calls).

// machCPUTimes reads host_statistics(HOST_CPU_LOAD_INFO)'s
// host_cpu_load_info: cpu_ticks[CPU_STATE_MAX] (<mach/host_info.h>),
// indexed CPU_STATE_USER 0, CPU_STATE_SYSTEM 1, CPU_STATE_IDLE 2 and
// CPU_STATE_NICE 3 (<mach/machine.h>), each the ticks of every CPU summed
// into a 32-bit natural_t that wraps.
func machCPUTimes(ticks [4]uint32) CPUTimes {
	return CPUTimes{User: uint64(ticks[0]), System: uint64(ticks[1]), Idle: uint64(ticks[2]), Nice: uint64(ticks[3]), wraps32: true}
}

// threadBasicInfoCount is THREAD_BASIC_INFO_COUNT: thread_basic_info
// (<mach/thread_info.h>) in natural_t units: user_time and system_time,
// each a time_value_t {seconds, microseconds}, then cpu_usage, policy,
// run_state, flags, suspend_count and sleep_time.
const threadBasicInfoCount = 10

// threadTimes is a thread_basic_info's user and system time, seconds.
func threadTimes(info [threadBasicInfoCount]int32) (usr, sys float64) {
	return float64(info[0]) + float64(info[1])/1e6, float64(info[2]) + float64(info[3])/1e6
}
