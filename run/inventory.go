package run

import (
	"fmt"
	"os"
	"runtime"
	"strings"
)

// Inventory describes the machine and the target a run measured, as lines
// for the article's test setup ("CPU: ...", "Device: ..."). What each line
// holds is read as each system tells it (inventory_*.go).
func Inventory(target string) []string {
	var lines []string
	add := func(k, v string) {
		if v = strings.TrimSpace(v); v != "" {
			lines = append(lines, k+": "+v)
		}
	}
	host, _ := os.Hostname()
	add("Host", host)
	add("CPU", fmt.Sprintf("%s, %d logical CPUs", cpuModel(), runtime.NumCPU()))
	add("Memory", memTotal())
	key, release := systemRelease()
	add(key, release)
	dev, fs := targetDevice(target)
	add("Target", target)
	add("File system", fs)
	add("Device", dev)
	return lines
}
