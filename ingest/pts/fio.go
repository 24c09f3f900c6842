package pts

import (
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
)

// workload is what a pts/fio result's description says of its job.
type workload struct {
	pattern, direction, engine string
	blockSize, jobs            int64
}

// fioTypes and fioEngines are the names of pts/fio's options (its
// test-definition.xml menus, pts/fio-1.x to 2.x) and what fio calls them.
var (
	fioTypes = map[string][2]string{
		"Random Read":      {datasets.PatternRandom, datasets.DirectionRead},
		"Random Write":     {datasets.PatternRandom, datasets.DirectionWrite},
		"Sequential Read":  {datasets.PatternSequential, datasets.DirectionRead},
		"Sequential Write": {datasets.PatternSequential, datasets.DirectionWrite},
	}
	fioEngines = map[string]string{
		"IO_uring": "io_uring", "POSIX AIO": "posixaio", "Sync": "sync",
		"Linux AIO": "libaio", "Windows AIO": "windowsaio",
	}
)

// fioWorkload reads a pts/fio description ("Type: Random Read - Engine:
// IO_uring - Buffered: No - Direct: Yes - Block Size: 4KB - Job Count: 1 -
// Disk Target: ..."; older profiles say "IO Engine"). ok is false for
// another test, or a type iopress does not know: its figures are then
// scored results.
func fioWorkload(identifier, desc string) (w workload, ok bool) {
	if !strings.HasPrefix(identifier, "pts/fio-") {
		return w, false
	}
	for _, part := range strings.Split(desc, " - ") {
		key, value, _ := strings.Cut(part, ": ")
		switch strings.TrimSpace(key) {
		case "Type":
			t, known := fioTypes[value]
			if !known {
				return w, false
			}
			w.pattern, w.direction = t[0], t[1]
		case "Engine", "IO Engine":
			w.engine = fioEngines[value]
		case "Block Size":
			w.blockSize = blockSize(value)
		case "Job Count":
			w.jobs, _ = strconv.ParseInt(value, 10, 64)
		}
	}
	return w, w.direction != ""
}

// blockSize reads pts/fio's block size names ("4KB", "1MB"), which its
// profiles pass to fio as 4k and 1m: binary units. 0 for another name.
func blockSize(s string) int64 {
	for suffix, unit := range map[string]int64{"KB": 1 << 10, "MB": 1 << 20} {
		if n, ok := strings.CutSuffix(s, suffix); ok {
			if v, err := strconv.ParseInt(n, 10, 64); err == nil && v > 0 {
				return v * unit
			}
		}
	}
	return 0
}
