package run

// clock is the job loop's clock on Windows: QueryPerformanceCounter, as
// fio and DiskSpd time their requests. Go's own monotonic clock there is
// the interrupt time, which moves once a timer tick, every 0.5 to 15.6
// ms (golang/go#67066): a request's latency would read as 0 or a whole
// tick.
type clock struct{ t0, freq int64 }

func startClock() clock {
	return clock{freq: queryPerformanceFrequency(), t0: queryPerformanceCounter()}
}

// now is nanoseconds since the clock started.
func (c clock) now() int64 {
	return ticksToNanos(queryPerformanceCounter()-c.t0, c.freq)
}
