package run

import (
	"os"
)

// probeUse asks macOS how a disk node (/dev/diskN, /dev/rdiskN or one of
// their partitions) is used: mounted, itself or what lies on it; whether
// it is on the disk of the running system; which partitions it holds. A
// device that is no disk is not asked about.
func probeUse(dev string, st os.FileInfo) deviceUse {
	id, ok := diskOf(dev, st)
	if !ok {
		return deviceUse{}
	}
	return currentMacDisks().use(id)
}
