package run

import (
	"bufio"
	"bytes"
	"math"
	"os"
	"strconv"
	"syscall"
	"time"
)

// blockDevice is the major and minor number of the block device under a
// target: the device itself, or the one holding its file system. ok is
// false for a target on no block device (tmpfs, a network file system).
func blockDevice(target string) (major, minor uint64, ok bool) {
	var st syscall.Stat_t
	if syscall.Stat(target, &st) != nil {
		return 0, 0, false
	}
	dev := st.Dev
	if st.Mode&syscall.S_IFMT == syscall.S_IFBLK {
		dev = st.Rdev
	}
	major, minor = (dev>>8)&0xfff|(dev>>32)&^0xfff, dev&0xff|(dev>>12)&^0xff
	return major, minor, major != 0
}

// deviceBusy is a block device's io_ticks from /proc/diskstats: the
// milliseconds it has had I/O in flight since boot, what iostat's %util
// and fio's disk_util are made of.
type deviceBusy struct {
	major, minor uint64
	ok           bool
	ticks        uint64
	at           time.Time
}

func readDeviceBusy(major, minor uint64) deviceBusy {
	b := deviceBusy{major: major, minor: minor, at: time.Now()}
	data, err := os.ReadFile("/proc/diskstats")
	if err != nil {
		return b
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		// major minor name reads ... in_flight io_ticks time_in_queue ...
		f := bytes.Fields(sc.Bytes())
		if len(f) < 13 {
			continue
		}
		ma, err1 := strconv.ParseUint(string(f[0]), 10, 64)
		mi, err2 := strconv.ParseUint(string(f[1]), 10, 64)
		if err1 != nil || err2 != nil || ma != major || mi != minor {
			continue
		}
		if t, err := strconv.ParseUint(string(f[12]), 10, 64); err == nil {
			b.ticks, b.ok = t, true
		}
		break
	}
	return b
}

// utilSince is the percent of the time since before that the device was
// busy; NaN when either reading failed.
func (b deviceBusy) utilSince(before deviceBusy) float64 {
	wall := b.at.Sub(before.at).Seconds() * 1000
	if !b.ok || !before.ok || wall <= 0 || b.ticks < before.ticks {
		return math.NaN()
	}
	return min(100, float64(b.ticks-before.ticks)/wall*100)
}
