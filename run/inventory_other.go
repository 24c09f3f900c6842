//go:build !linux

package run

import "github.com/iopress/iopress/datasets"

// targetSetup is the target's device and file system as the system
// tells them. Its kind is left unknown: these systems do not say what
// backs a disk as Linux's sysfs does.
func targetSetup(target string) datasets.Setup {
	device, fs := targetDevice(target)
	return datasets.Setup{Device: device, FileSystem: fileSystemType(fs)}
}
