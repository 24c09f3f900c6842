//go:build !linux && !darwin && !windows

package run

import (
	"os"
	"runtime"
)

// probeUse cannot yet tell on this platform whether a device is mounted or
// in use (Windows will ask its own tables: a later change), so
// it says so, and CheckWritable then asks for --allow-write-mounted as
// well as --allow-write-device before writing to any device. Signatures
// are read on every platform.
func probeUse(dev string, st os.FileInfo) deviceUse {
	return deviceUse{unknown: "iopress cannot yet tell on " + runtime.GOOS + " whether a device is mounted or in use"}
}
