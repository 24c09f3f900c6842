package run

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// rusageThread is RUSAGE_THREAD (Linux): the calling thread alone.
const rusageThread = 1

// threadCPU is the calling OS thread's user and system CPU time so far,
// seconds. Jobs run on locked threads, so this is the job's own CPU, as
// fio reports it: not the Go runtime's, and not the kernel's io_uring
// workers'.
func threadCPU() (usr, sys float64) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0, 0
	}
	return float64(ru.Utime.Sec) + float64(ru.Utime.Usec)/1e6, float64(ru.Stime.Sec) + float64(ru.Stime.Usec)/1e6
}

// CPUTimes are the whole machine's CPU times in clock ticks, from the
// "cpu" line of /proc/stat.
type CPUTimes struct {
	User, Nice, System, Idle, IOWait, IRQ, SoftIRQ, Steal uint64
}

// ReadCPUTimes reads /proc/stat.
func ReadCPUTimes() (CPUTimes, error) {
	f, err := os.Open("/proc/stat")
	if err != nil {
		return CPUTimes{}, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 9 || fields[0] != "cpu" {
			continue
		}
		var v [8]uint64
		for i := range v {
			v[i], _ = strconv.ParseUint(fields[i+1], 10, 64)
		}
		return CPUTimes{v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]}, nil
	}
	return CPUTimes{}, fmt.Errorf("/proc/stat: no cpu line")
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
