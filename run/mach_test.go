package run

import (
	"math"
	"testing"
)

// TestMachCPUTimesAcrossAWrap: macOS sums every CPU's ticks into 32-bit
// counters; two readings either side of a wrap still give the ticks
// between them, and the shares of the whole machine follow.
func TestMachCPUTimesAcrossAWrap(t *testing.T) {
	const usr, sys, idle, nice = 300, 100, 550, 50 // ticks between the readings
	before := [4]uint32{math.MaxUint32 - 100, 7, math.MaxUint32 - 10, 2}
	after := [4]uint32{before[0] + usr, before[1] + sys, before[2] + idle, before[3] + nice} // the first and third wrap
	d := machCPUTimes(after).Sub(machCPUTimes(before))
	if d.User != usr || d.System != sys || d.Idle != idle || d.Nice != nice {
		t.Fatalf("ticks between the readings: %+v, want user %d, system %d, idle %d, nice %d", d, usr, sys, idle, nice)
	}
	gotUsr, gotSys, gotBusy := d.Percents()
	total := float64(usr + sys + idle + nice)
	for _, c := range []struct {
		what      string
		got, want float64
	}{
		{"user", gotUsr, (usr + nice) / total * 100},
		{"system", gotSys, sys / total * 100},
		{"busy", gotBusy, (usr + sys + nice) / total * 100},
	} {
		if math.Abs(c.got-c.want) > 1e-9 {
			t.Errorf("%s %.6f%%, want %.6f%%", c.what, c.got, c.want)
		}
	}
}

// TestCPUTimesSub64: a system with 64-bit counters (Linux, Windows) is not
// taken modulo 2^32.
func TestCPUTimesSub64(t *testing.T) {
	a := CPUTimes{User: 1 << 33, Idle: 5 << 32}
	b := CPUTimes{User: 1, Idle: 1 << 32}
	if d := a.Sub(b); d.User != 1<<33-1 || d.Idle != 4<<32 {
		t.Errorf("%+v", d)
	}
}

func TestThreadTimes(t *testing.T) {
	usr, sys := threadTimes([threadBasicInfoCount]int32{3, 250000, 1, 500000, 7, 1, 1, 0, 0, 0})
	if usr != 3.25 || sys != 1.5 {
		t.Errorf("user %v s, system %v s; want 3.25 and 1.5", usr, sys)
	}
}
