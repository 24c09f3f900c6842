package elbencho

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/units"
)

// csvHeaderStart is how every elbencho CSV results file begins.
const csvHeaderStart = "ISO date,label,path type,"

// parseCSV reads a CSV results file: a header line, then a line per phase
// (the header again for each run appended to the same file).
func parseCSV(text, name string) (phases, error) {
	var p phases
	var header []string
	lastHeader, lastLine := 0, 0 // lines of the last header and the last line
	col := map[string]int{}
	for i, line := range strings.Split(text, "\n") {
		n := i + 1
		if strings.TrimSpace(line) == "" {
			continue
		}
		lastLine = n
		if strings.HasPrefix(line, csvHeaderStart) {
			lastHeader = n
			header = strings.Split(line, ",")
			clear(col)
			for k, h := range header {
				col[h] = k
			}
			for _, need := range []string{"operation", "time ms [last]", "IOPS [last]", "MiB/s [last]", "command"} {
				if _, ok := col[need]; !ok {
					return p, &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("CSV header without the %q column", need)}
				}
			}
			if col["command"] != len(header)-1 {
				return p, &syntax.Error{File: name, Line: n, Msg: "CSV header whose last column is not \"command\""}
			}
			continue
		}
		// The command, last, has no commas (elbencho turns them into
		// spaces) but may hold anything else; the fields before it are
		// plain.
		fields := strings.SplitN(line, ",", len(header))
		if len(fields) != len(header) {
			return p, &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("%d fields, want the header's %d", len(fields), len(header))}
		}
		get := func(c string) string {
			if k, ok := col[c]; ok {
				return strings.TrimSpace(fields[k])
			}
			return ""
		}
		op := get("operation")
		direction, mix, readPct, ok := directionOf(op)
		if !ok {
			continue // a metadata phase: entries/s only
		}
		s, err := csvSetup(get)
		if err != nil {
			return p, &syntax.Error{File: name, Line: n, Err: err}
		}
		ph := phase{name: op, line: n, setup: s, mixRead: readPct}
		if ph.elapsed, err = number(get("time ms [last]"), units.Millisecond, "time ms [last]"); err != nil {
			return p, &syntax.Error{File: name, Line: n, Column: "time ms [last]", Err: err}
		}
		ph.elapsed /= 1e9
		ph.directed = append(ph.directed, csvFigures(get, direction, ""))
		if mix {
			ph.directed = append(ph.directed, csvFigures(get, datasets.DirectionRead, "rwmix read "))
		}
		for _, f := range ph.directed {
			for c, v := range map[string]string{"IOPS": f.iops, "MiB/s": f.bw, "IO lat us [min]": f.lat[0].v, "IO lat us [avg]": f.lat[1].v, "IO lat us [max]": f.lat[2].v} {
				if _, err := number(v, units.One, c); err != nil {
					return p, &syntax.Error{File: name, Line: n, Column: c, Err: err}
				}
			}
		}
		p.notes = append(p.notes, fmt.Sprintf("%s (line %d) first done: time ms %s, IOPS %s, MiB/s %s, MiB %s", op, n,
			get("time ms [first]"), get("IOPS [first]"), get("MiB/s [first]"), get("MiB [first]")))
		p.list = append(p.list, ph)
	}
	if header == nil {
		return p, &syntax.Error{File: name, Line: 1, Msg: "no CSV header"}
	}
	if lastHeader == lastLine {
		// elbencho writes the header as a run starts, and a line per
		// phase as each ends.
		return p, &syntax.Error{File: name, Line: lastHeader, Msg: "a CSV header without a phase's line after it: the run or the file was cut short"}
	}
	return p, nil
}

// csvSetup reads the workload columns of a CSV line and its command.
func csvSetup(get func(string) string) (setup, error) {
	s, err := commandLine(get("command"))
	if err != nil {
		return s, err
	}
	s.label, s.version = get("label"), get("version")
	for _, c := range []struct {
		column string
		to     *int64
	}{{"hosts", &s.numHosts}, {"threads", &s.threads}, {"block size", &s.blockSize}, {"IO depth", &s.ioDepth}} {
		v := get(c.column)
		if v == "" {
			continue
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			return s, fmt.Errorf("column %s: %q is not a whole number", c.column, v)
		}
		*c.to = n
	}
	switch get("random") {
	case "1":
		s.random = datasets.PatternRandom
	case "0":
		s.random = datasets.PatternSequential
	}
	return s, nil
}

// csvFigures are the last-done figures of one direction: the write (or
// only) direction's columns, or those prefixed "rwmix read ".
func csvFigures(get func(string) string, direction, prefix string) figures {
	return figures{
		direction: direction,
		iops:      get(prefix + "IOPS [last]"),
		bw:        get(prefix + "MiB/s [last]"),
		bwUnit:    units.MiBPerSecond,
		lat: [3]printed{
			{get(prefix + "IO lat us [min]"), units.Microsecond},
			{get(prefix + "IO lat us [avg]"), units.Microsecond},
			{get(prefix + "IO lat us [max]"), units.Microsecond},
		},
	}
}

// number reads a figure in unit u ("" is missing: NaN).
func number(v string, u units.Unit, what string) (float64, error) {
	if v == "" {
		return math.NaN(), nil
	}
	f, err := u.ToBase(v)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", what, err)
	}
	return f, nil
}
