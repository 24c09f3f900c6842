package run

import (
	"os"
	"runtime"
	"strings"

	"github.com/iopress/iopress/datasets"
)

// Inventory describes the machine and the target a run measured, as the
// facts of the run's setup that its article prints. What each holds is
// read as each system tells it (inventory_*.go).
func Inventory(target string) datasets.Setup {
	s := targetSetup(target)
	s.Host, _ = os.Hostname()
	if m := strings.TrimSpace(cpuModel()); m != "unknown" {
		s.CPUModel = m
	}
	s.CPUCount = int64(runtime.NumCPU())
	s.MemoryBytes = memBytes()
	s.OS, s.Kernel = systemRelease()
	return s
}

// fileSystemType is the type of a file system line ("ext4 on /dev/vda
// mounted at /", "NTFS on D:\"): its first word.
func fileSystemType(line string) string {
	kind, _, _ := strings.Cut(line, " on ")
	return kind
}
