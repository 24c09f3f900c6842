package run

// CPUTimes are the whole machine's CPU times, in the units the system
// counts them in (clock ticks from Linux's /proc/stat and macOS's host
// statistics, 100 ns from Windows' GetSystemTimes): only their shares are
// used. A system that counts fewer kinds leaves the others zero.
type CPUTimes struct {
	User, Nice, System, Idle, IOWait, IRQ, SoftIRQ, Steal uint64
	// wraps32 says the system keeps the times in 32-bit counters that
	// wrap around: macOS sums every CPU's ticks into one 32-bit counter,
	// which wraps every 50 days on a machine of ten CPUs.
	wraps32 bool
}

// Sub is the times between two readings; for 32-bit counters, modulo
// 2^32, which is right across one wrap.
func (t CPUTimes) Sub(o CPUTimes) CPUTimes {
	d := func(a, b uint64) uint64 {
		if t.wraps32 {
			return uint64(uint32(a - b))
		}
		return a - b
	}
	return CPUTimes{User: d(t.User, o.User), Nice: d(t.Nice, o.Nice), System: d(t.System, o.System), Idle: d(t.Idle, o.Idle),
		IOWait: d(t.IOWait, o.IOWait), IRQ: d(t.IRQ, o.IRQ), SoftIRQ: d(t.SoftIRQ, o.SoftIRQ), Steal: d(t.Steal, o.Steal)}
}

func (t CPUTimes) total() uint64 {
	return t.User + t.Nice + t.System + t.Idle + t.IOWait + t.IRQ + t.SoftIRQ + t.Steal
}

// Percents are user, system (with interrupts) and busy shares of the whole
// machine, in percent; NaN when nothing was counted.
func (t CPUTimes) Percents() (usr, sys, busy float64) {
	total := float64(t.total())
	if total == 0 {
		return nan(), nan(), nan()
	}
	usr = float64(t.User+t.Nice) / total * 100
	sys = float64(t.System+t.IRQ+t.SoftIRQ) / total * 100
	busy = float64(t.total()-t.Idle-t.IOWait) / total * 100
	return usr, sys, busy
}
