package fio

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
)

// A log line: time (ms), value, direction (0 read, 1 write, 2 trim), block
// size, then, as fio's version and options have it, the offset
// (log_offset) and the priority (fio 3.18 on: whether the class is
// real-time, or with log_prio the whole ioprio value in hex).
var logLine = regexp.MustCompile(`^\d+,\s*\d+,\s*[0-2],\s*\d+(,\s*\d+)?(,\s*(\d+|0x[0-9a-fA-F]+))?$`)

// A histogram log line (write_hist_log): time (ms), direction, block size,
// then the counts of fio's latency buckets over the interval.
var histLine = regexp.MustCompile(`^\d+,\s*[0-2],\s*\d+(,\s*\d+){19,}$`)

// logName is how fio names a job's log: NAME_KIND.N.log (N from fio 2.1 on,
// and not with per_job_logs=0).
var logName = regexp.MustCompile(`(?:^|[/\\!])([^/\\!]+)_(bw|iops|lat|clat|slat|clat_hist)(?:\.(\d+))?\.log$`)

func isLog(data []byte) bool {
	first := firstLine(data)
	return logLine.Match(first) || histLine.Match(first)
}

// IsEmptyLog reports whether name and data are a log fio left empty (an
// slat log of a synchronous engine): no samples, and no error either.
func IsEmptyLog(data []byte, name string) bool {
	return len(bytes.TrimSpace(data)) == 0 && IsLogName(name)
}

// IsLogName reports whether name is how fio names a job's log.
func IsLogName(name string) bool {
	// Most names are not: the suffix tells them without the expression.
	return strings.HasSuffix(name, ".log") && logName.MatchString(name)
}

// logLines calls f with the fields of each line that is not blank, and
// the line's number; f's error stops the walk.
func logLines(data []byte, f func(n int, line string, fields []string) error) error {
	n := 0
	for raw := range bytes.SplitSeq(data, []byte("\n")) {
		n++
		line := strings.TrimSpace(string(raw))
		if line == "" {
			continue
		}
		fields := strings.Split(line, ",")
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		if err := f(n, line, fields); err != nil {
			return err
		}
	}
	return nil
}

var directions = []string{datasets.DirectionRead, datasets.DirectionWrite, datasets.DirectionTrim}

// parseLog reads one log into the time-series table, or a histogram log
// into the latency-histogram table. What a log holds is only in its name,
// so a log whose name fio did not give is an error.
func parseLog(data []byte, name string, ds *datasets.Dataset) error {
	m := logName.FindStringSubmatch(name)
	if m == nil {
		return &syntax.Error{File: name, Line: 1, Msg: "a fio log, but its name does not say what it holds (want JOB_bw.N.log, _iops, _lat, _clat, _slat or _clat_hist)"}
	}
	job, kind := m[1], m[2]
	instance := int64(1)
	if m[3] != "" {
		instance, _ = strconv.ParseInt(m[3], 10, 64)
	}
	if kind == "clat_hist" {
		return parseHistLog(data, name, job, instance, ds)
	}
	if histLine.Match(firstLine(data)) {
		return &syntax.Error{File: name, Line: 1, Msg: "a histogram log (write_hist_log), but named as a " + kind + " log: want JOB_clat_hist.N.log"}
	}
	columns := logColumns(data)
	return logLines(data, func(n int, line string, f []string) error {
		if !logLine.MatchString(line) || len(f) != columns.n {
			return &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("%q: want TIME_MS, VALUE, DIRECTION (0-2), BLOCK_SIZE[, OFFSET][, PRIORITY] with the %d fields of the first line", line, columns.n)}
		}
		num := func(k int) int64 {
			v, _ := strconv.ParseInt(f[k], 10, 64)
			return v
		}
		s := datasets.NewSample()
		s.SourcePath, s.Log, s.JobName, s.JobInstance = name, kind, job, instance
		s.TimeNs = num(0) * 1_000_000
		s.Direction = directions[num(2)]
		s.BlockSizeBytes = num(3)
		if columns.offset {
			s.OffsetBytes = float64(num(4))
		}
		if columns.priority {
			p, err := priority(f[columns.n-1])
			if err != nil {
				return &syntax.Error{File: name, Line: n, Column: strconv.Itoa(columns.n), Err: err}
			}
			s.Priority = p
		}
		v := float64(num(1))
		switch kind {
		case "bw":
			s.BWBytesPerS = v * 1024 // KiB/s
		case "iops":
			s.IOPS = v
		default:
			s.LatNs = v // fio 3 logs latency in ns
		}
		ds.Series = append(ds.Series, s)
		return nil
	})
}

// logShape is what the fields past the block size of a log's lines are.
type logShape struct {
	n                int // fields per line
	offset, priority bool
}

// logColumns tells what a log's lines hold past the block size, which fio
// does not say: 4 fields are fio before 3.18 without offsets, 6 are fio
// 3.18 on with offsets and priorities. 5 are either fio before 3.18 with
// offsets or fio 3.18 on with priorities: a priority is hex (log_prio) or
// 0 and 1 (whether the class is real-time), so a log with a larger fifth
// field holds offsets. (One whose offsets are all 0 or 1 reads as
// priorities: an averaged log, whose offsets fio writes as 0 anyway.)
func logColumns(data []byte) logShape {
	shape := logShape{n: len(strings.Split(string(firstLine(data)), ","))}
	switch shape.n {
	case 6:
		shape.offset, shape.priority = true, true
	case 5:
		shape.priority = true
		_ = logLines(data, func(_ int, _ string, f []string) error {
			if len(f) == 5 && !strings.HasPrefix(f[4], "0x") && f[4] != "0" && f[4] != "1" {
				shape.offset, shape.priority = true, false
				return errStop
			}
			return nil
		})
	}
	return shape
}

var errStop = errors.New("stop")

// ioprioClasses are the Linux I/O priority classes by number
// (IOPRIO_CLASS_NONE, _RT, _BE, _IDLE).
var ioprioClasses = []string{"none", "rt", "be", "idle"}

// priority reads the priority field of a log line: fio's ioprio value in
// hex (log_prio), class in the bits from 13 up and level below, as
// "CLASS/LEVEL"; or 1 for a real-time class, 0 for any other.
func priority(f string) (string, error) {
	switch {
	case f == "0":
		return "", nil
	case f == "1":
		return "rt", nil
	case strings.HasPrefix(f, "0x"):
		v, err := strconv.ParseUint(f[2:], 16, 16)
		if err != nil {
			return "", fmt.Errorf("priority %q: want fio's ioprio value, 0x0000 to 0xffff", f)
		}
		class, level := v>>13, v&(1<<13-1)
		if int(class) >= len(ioprioClasses) {
			return "", fmt.Errorf("priority %q: class %d, want 0 to 3 (none, rt, be, idle)", f, class)
		}
		return fmt.Sprintf("%s/%d", ioprioClasses[class], level), nil
	}
	return "", fmt.Errorf("priority %q: want 0, 1 or fio's hex ioprio value", f)
}
