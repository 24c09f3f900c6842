//go:build !linux

package run

import (
	"math"
)

// Device utilisation is read from Linux's /proc/diskstats; elsewhere a
// target is on no device iopress can watch, and its utilisation is NaN.

func blockDevice(target string) (major, minor uint64, ok bool) { return 0, 0, false }

type deviceBusy struct{}

func readDeviceBusy(major, minor uint64) deviceBusy { return deviceBusy{} }

func (deviceBusy) utilSince(deviceBusy) float64 { return math.NaN() }
