package analyze

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
)

// DrivesInSetup is how many drives the sources say every system ran on:
// their typed setup's drive count (datasets.Setup.DriveCount) where they
// record one, else what their notes say, for published tables whose setup
// is prose: "15x Solidigm P5316 30.72 TB NVMe (PCIe 4.0) in JBOD" is 15.
// A count in a note counts drives only where its part of the note names a
// drive (NVMe, SSD, HDD, SATA, SAS, drive, disk): "2x AMD EPYC 9754" is
// two processors. 0 when no source says, or when sources disagree.
func DrivesInSetup(sources []datasets.Source) int {
	drives := 0
	agree := func(n int) bool {
		if drives != 0 && drives != n {
			return false
		}
		drives = n
		return true
	}
	typed := false
	for _, s := range sources {
		if n := s.Setup.DriveCount; n > 0 {
			typed = true
			if !agree(int(n)) {
				return 0 // sources that disagree: no one count for every system
			}
		}
	}
	if typed {
		return drives
	}
	for _, s := range sources {
		for _, line := range strings.Split(s.Notes, "\n") {
			for _, part := range strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ';' }) {
				m := driveCount.FindStringSubmatch(part)
				if m == nil || !driveWord.MatchString(part[len(m[0]):]) {
					continue
				}
				n, err := strconv.Atoi(m[1])
				if err != nil || n <= 0 {
					continue
				}
				if !agree(n) {
					return 0
				}
			}
		}
	}
	return drives
}

var (
	driveCount = regexp.MustCompile(`(?:^|[\s:(])(\d{1,4})\s*[x×]\s`)
	driveWord  = regexp.MustCompile(`(?i)\b(?:nvme|ssds?|hdds?|sata|sas|drives?|disks?)\b`)
)
