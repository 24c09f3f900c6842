package fio

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
)

// A log line: time (ms), value, direction (0 read, 1 write, 2 trim), block
// size, then optionally offset and priority.
var logLine = regexp.MustCompile(`^\d+,\s*\d+,\s*[0-2],\s*\d+(,\s*\d+){0,2}$`)

// logName is how fio names a job's log: NAME_KIND.N.log (N from fio 2.1 on).
var logName = regexp.MustCompile(`(?:^|[/\\!])([^/\\!]+)_(bw|iops|lat|clat|slat)(?:\.(\d+))?\.log$`)

func isLog(data []byte) bool {
	return logLine.Match(firstLine(data))
}

// IsEmptyLog reports whether name and data are a log fio left empty (an
// slat log of a synchronous engine): no samples, and no error either.
func IsEmptyLog(data []byte, name string) bool {
	return len(bytes.TrimSpace(data)) == 0 && logName.MatchString(name)
}

// IsLogName reports whether name is how fio names a job's log.
func IsLogName(name string) bool { return logName.MatchString(name) }

// parseLog reads one log into the time-series table. What a log holds is
// only in its name, so a log whose name fio did not give is an error.
func parseLog(data []byte, name string, ds *datasets.Dataset) error {
	m := logName.FindStringSubmatch(name)
	if m == nil {
		return &syntax.Error{File: name, Line: 1, Msg: "a fio log, but its name does not say what it holds (want JOB_bw.N.log, _iops, _lat, _clat or _slat)"}
	}
	job, kind := m[1], m[2]
	instance := int64(1)
	if m[3] != "" {
		instance, _ = strconv.ParseInt(m[3], 10, 64)
	}
	for i, raw := range bytes.Split(data, []byte("\n")) {
		line := strings.TrimSpace(string(raw))
		if line == "" {
			continue
		}
		if !logLine.MatchString(line) {
			return &syntax.Error{File: name, Line: i + 1, Msg: fmt.Sprintf("%q: want TIME_MS, VALUE, DIRECTION (0-2), BLOCK_SIZE[, OFFSET[, PRIORITY]]", line)}
		}
		f := strings.Split(line, ",")
		n := func(k int) int64 {
			v, _ := strconv.ParseInt(strings.TrimSpace(f[k]), 10, 64)
			return v
		}
		s := datasets.NewSample()
		s.SourcePath, s.Log, s.JobName, s.JobInstance = name, kind, job, instance
		s.TimeNs = n(0) * 1_000_000
		s.Direction = []string{datasets.DirectionRead, datasets.DirectionWrite, datasets.DirectionTrim}[n(2)]
		s.BlockSizeBytes = n(3)
		v := float64(n(1))
		switch kind {
		case "bw":
			s.BWBytesPerS = v * 1024 // KiB/s
		case "iops":
			s.IOPS = v
		default:
			s.LatNs = v // fio 3 logs latency in ns
		}
		ds.Series = append(ds.Series, s)
	}
	return nil
}
