package iometer

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/units"
)

// stampOf reads a 'Time Stamp's value, "2022-11-11 11:27:45:194" (the
// milliseconds after a colon); the zero time when it is not one. IOmeter
// writes its machine's local time without a zone: times are only
// subtracted from one another, so they are read as UTC.
func stampOf(s string) time.Time {
	s = strings.TrimSpace(s)
	i := strings.LastIndexByte(s, ':')
	if i < 0 {
		return time.Time{}
	}
	t, err := time.ParseInLocation("2006-01-02 15:04:05.000", s[:i]+"."+s[i+1:], time.UTC)
	if err != nil {
		return time.Time{}
	}
	return t
}

// sampleColumns are an update's figures of a direction (prefix Read or
// Write) that become samples: the log they make, the columns IOmeter may
// print them in (its versions name bandwidth differently) and their unit.
var sampleColumns = []struct {
	log     string
	columns []string
	unit    units.Unit
}{
	{"iops", []string{" IOps"}, units.One},
	// IOmeter's MBps is of 2^20 bytes: 1.1 says so, "MBps (Binary)".
	{"bw", []string{" MBps (Binary)", " MBps", " MiBps (Binary)"}, units.MiBPerSecond},
	{"lat", []string{"Average %s Response Time"}, units.Millisecond},
}

// samples makes the time series of an instantaneous results file's test:
// for each worker's update, each direction the test did I/O in (its ALL
// row's I/Os), a sample of IOPS, of bandwidth and, when the update had
// I/Os of that direction, of mean response time. A test of one worker
// names its samples after its access specification, as its results rows
// are named, so that they belong to them; a test of several names each
// worker's after the specification and the worker, since the results rows
// are the workers' total.
func (r *reader) samples(f file, all *target, updates []target) ([]datasets.Sample, error) {
	if len(updates) == 0 {
		return nil, nil
	}
	if f.stamp.IsZero() {
		return nil, r.errorf(f.stampLine, "instantaneous results whose test has no 'Time Stamp before them (YYYY-MM-DD hh:mm:ss:mmm) to time their updates from")
	}
	spec := all.col["Access Specification Name"]
	var blockSize int64
	if s := f.specs[spec]; len(s) == 1 {
		blockSize = int64(s[0].size)
	}
	workers := map[string]bool{}
	for _, u := range updates {
		workers[u.name] = true
	}
	var out []datasets.Sample
	for _, u := range updates {
		at := stampOf(u.col["TimeStamp"])
		if at.IsZero() {
			return nil, &syntax.Error{File: r.name, Line: u.line, Column: "TimeStamp", Msg: fmt.Sprintf("%q: want a time stamp, YYYY-MM-DD hh:mm:ss:mmm", u.col["TimeStamp"])}
		}
		since := at.Sub(f.stamp)
		if since < 0 {
			return nil, &syntax.Error{File: r.name, Line: u.line, Column: "TimeStamp", Msg: fmt.Sprintf("%s is before the test's start, %s (line %d)", u.col["TimeStamp"], f.stampText, f.stampLine)}
		}
		job := spec
		if len(workers) > 1 {
			job = spec + " / " + u.name
		}
		for _, d := range []struct{ dir, prefix string }{{datasets.DirectionRead, "Read"}, {datasets.DirectionWrite, "Write"}} {
			if total, _ := all.num(d.prefix + " I/Os"); !(total > 0) {
				continue
			}
			ios, ok := u.num(d.prefix + " I/Os")
			if !ok || ios < 0 {
				return nil, &syntax.Error{File: r.name, Line: u.line, Column: d.prefix + " I/Os", Msg: fmt.Sprintf("%q: want a count of I/Os", u.col[d.prefix+" I/Os"])}
			}
			for _, c := range sampleColumns {
				if c.log == "lat" && ios == 0 {
					continue // no I/O, no response time
				}
				var names []string
				for _, name := range c.columns {
					if strings.Contains(name, "%s") {
						names = append(names, fmt.Sprintf(name, d.prefix))
					} else {
						names = append(names, d.prefix+name)
					}
				}
				col, printed, found := "", "", false
				for _, name := range names {
					if printed, found = u.col[name]; found {
						col = name
						break
					}
				}
				if !found {
					return nil, &syntax.Error{File: r.name, Line: u.line, Msg: fmt.Sprintf("an update without the %q column", names[0])}
				}
				v, err := c.unit.ToBase(printed)
				if err == nil && (v < 0 || math.IsInf(v, 0)) {
					err = fmt.Errorf("%q: want a figure of 0 or more", printed)
				}
				if err != nil {
					return nil, &syntax.Error{File: r.name, Line: u.line, Column: col, Err: err}
				}
				s := datasets.NewSample()
				s.SourcePath, s.Log, s.JobName = r.name, c.log, job
				s.TimeNs, s.Direction, s.BlockSizeBytes = since.Nanoseconds(), d.dir, blockSize
				switch c.log {
				case "iops":
					s.IOPS = v
				case "bw":
					s.BWBytesPerS = v
				case "lat":
					s.LatNs = v
				}
				out = append(out, s)
			}
		}
	}
	return out, nil
}
