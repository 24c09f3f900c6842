package pts

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/iopress/iopress/datasets"
)

// The system details PTS records of each system, as "Key: value" pairs
// (composite.xml's Hardware and Software, "Processor: ..., Memory: ...")
// or as a row per key (the CSV export).
var (
	detailKey = regexp.MustCompile(`(?:^|, )([A-Z][A-Za-z-]*(?: [A-Z][A-Za-z-]*)*): `)
	processor = regexp.MustCompile(`^(.*?)\s*\((\d+) Cores(?: / (\d+) Threads)?\)$`)
	memory    = regexp.MustCompile(`^(?:(\d+) x )?(\d+(?:\.\d+)?)\s*(MB|GB|TB)\b`)
	diskCount = regexp.MustCompile(`^(\d+) x `)
)

// details splits a Hardware or Software string into its keys and values.
func details(s string, into map[string]string) {
	keys := detailKey.FindAllStringSubmatchIndex(s, -1)
	for i, k := range keys {
		end := len(s)
		if i+1 < len(keys) {
			end = keys[i+1][0]
		}
		into[s[k[2]:k[3]]] = strings.TrimSpace(s[k[1]:end])
	}
}

// memoryUnits are PTS's memory units: binary, as memory sizes are (PTS
// prints MemTotal in them).
var memoryUnits = map[string]float64{"MB": 1 << 20, "GB": 1 << 30, "TB": 1 << 40}

// systemSetup is one system's setup from its details: the processor's
// model and logical CPUs (its threads, else its cores), memory, drives
// ("2000GB Western Digital WD20EARX-00P + 256GB Samsung SSD 850": two),
// OS, kernel and file system; and when the system ran (XML's TimeStamp,
// "2025-02-08 17:48:10").
func systemSetup(system string, d map[string]string, timestamp string) datasets.Setup {
	s := datasets.Setup{System: system, OS: d["OS"], Kernel: d["Kernel"], FileSystem: d["File-System"], CPUModel: d["Processor"]}
	if m := processor.FindStringSubmatch(d["Processor"]); m != nil {
		s.CPUModel = m[1]
		n := m[2]
		if m[3] != "" {
			n = m[3]
		}
		s.CPUCount, _ = strconv.ParseInt(n, 10, 64)
	}
	if m := memory.FindStringSubmatch(d["Memory"]); m != nil {
		v, _ := strconv.ParseFloat(m[2], 64)
		count := 1.0
		if m[1] != "" {
			count, _ = strconv.ParseFloat(m[1], 64)
		}
		s.MemoryBytes = int64(math.Round(count * v * memoryUnits[m[3]]))
	}
	if disk := d["Disk"]; disk != "" {
		s.DriveModel = disk
		for _, part := range strings.Split(disk, " + ") {
			n := int64(1)
			if m := diskCount.FindStringSubmatch(part); m != nil {
				n, _ = strconv.ParseInt(m[1], 10, 64)
			}
			s.DriveCount += n
		}
	}
	if at, err := time.Parse("2006-01-02 15:04:05", strings.TrimSpace(timestamp)); err == nil {
		s.Date = at.Format("2006-01-02T15:04:05")
	}
	return s
}

// systemSources are a sources row per system with a setup of its own,
// after the file's own row (its notes), all with the file's id.
func systemSources(file datasets.Source, setups []datasets.Setup) []datasets.Source {
	out := []datasets.Source{file}
	for _, s := range setups {
		if o := (datasets.Setup{System: s.System}); s == o {
			continue
		}
		row := file
		row.Notes, row.Setup = "", s
		out = append(out, row)
	}
	return out
}
