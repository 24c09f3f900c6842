package run

// CPUTimes are the whole machine's CPU times, in the units the system
// counts them in (clock ticks from Linux's /proc/stat, 100 ns from
// Windows' GetSystemTimes): only their shares are used. A system that
// counts fewer kinds leaves the others zero.
type CPUTimes struct {
	User, Nice, System, Idle, IOWait, IRQ, SoftIRQ, Steal uint64
}

// Sub is the times between two readings.
func (t CPUTimes) Sub(o CPUTimes) CPUTimes {
	return CPUTimes{t.User - o.User, t.Nice - o.Nice, t.System - o.System, t.Idle - o.Idle,
		t.IOWait - o.IOWait, t.IRQ - o.IRQ, t.SoftIRQ - o.SoftIRQ, t.Steal - o.Steal}
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
