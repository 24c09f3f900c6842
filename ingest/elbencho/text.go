package elbencho

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/units"
)

// tableHeader is the head of elbencho's results table, in the results
// file and on the console alike.
var tableHeader = regexp.MustCompile(`(?m)^OPERATION\s+RESULT TYPE\s+FIRST DONE\s+LAST DONE\s*$`)

var (
	// resultLine is a line of the table: the phase (on its first line
	// only), the result type, a colon and the values.
	resultLine = regexp.MustCompile(`^(\S*)\s+(\S.*?)\s*:\s*(.*?)\s*$`)
	twoValues  = regexp.MustCompile(`^(\S+)\s+(\S+)$`)
	// phaseName is how elbencho names a phase: WRITE, RWMIX30, MIX-T4,
	// READ+s, DROPCACHE.
	phaseName = regexp.MustCompile(`^[A-Z][A-Z0-9+-]*$`)
	// latency is "[ min=91 avg=120 max=1583 ]", with units ("91us",
	// "1.20ms") since elbencho 2.x prints them human-readable.
	latency = regexp.MustCompile(`^\[\s*min=(\S+)\s+avg=(\S+)\s+max=(\S+)\s*\]$`)
)

// parseText reads every results table in a text: a results file (ISO DATE
// and COMMAND LINE lines before each run's tables) or captured console
// output, lines of other programs among them.
func parseText(text, name string) (phases, error) {
	var p phases
	var s setup // of the last command line; zero without one
	var cur *phase
	inTable := false
	flush := func() {
		if cur != nil && len(cur.directed) > 0 {
			p.list = append(p.list, *cur)
		}
		cur = nil
	}
	// Every phase's block ends with "---", and a results file's command
	// line and a table's header have a phase after them: where one is
	// still to come, the output or the file was cut short, and the
	// phases before it are not the whole run.
	var open, command, header int // lines of what is still open; 0 when none
	unfinished := func() error {
		switch {
		case open > 0:
			return &syntax.Error{File: name, Line: open, Msg: fmt.Sprintf("phase %s's block does not end with elbencho's \"---\" line: the output was cut short", cur.name)}
		case header > 0:
			return &syntax.Error{File: name, Line: header, Msg: "a results table without a phase: the output was cut short"}
		case command > 0:
			return &syntax.Error{File: name, Line: command, Msg: "a command line without the results table elbencho prints after it: the output was cut short"}
		}
		return nil
	}
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		n := i + 1
		t := strings.TrimRight(line, " \t")
		switch {
		case strings.HasPrefix(t, "COMMAND LINE: "):
			if err := unfinished(); err != nil {
				return p, err
			}
			cs, err := commandLine(strings.TrimPrefix(t, "COMMAND LINE: "))
			if err != nil {
				return p, &syntax.Error{File: name, Line: n, Err: err}
			}
			s, inTable, command = cs, false, n
			continue
		case tableHeader.MatchString(t):
			if err := unfinished(); err != nil && command == 0 {
				return p, err
			}
			inTable, command, header = true, 0, n
			continue
		case !inTable:
			continue
		case strings.HasPrefix(t, "====="), t == "":
			continue
		case t == "---":
			flush()
			open, header = 0, 0
			continue
		}
		m := resultLine.FindStringSubmatch(t)
		if m != nil && m[1] != "" && !phaseName.MatchString(m[1]) {
			m = nil // "Total test time: 21m:22s", a script's line
		}
		if m == nil {
			// Text after a table: another program's, or elbencho's own
			// warnings; the table ended with its last "---".
			if err := unfinished(); err != nil {
				return p, err
			}
			inTable = false
			continue
		}
		if m[1] != "" {
			if err := unfinished(); err != nil && open > 0 {
				return p, err
			}
			flush()
			open = n
			cur = &phase{name: m[1], line: n, setup: s, elapsed: math.NaN(), mixRead: math.NaN()}
			if _, _, pct, ok := directionOf(m[1]); ok {
				cur.mixRead = pct
			}
		}
		if cur == nil {
			return p, &syntax.Error{File: name, Line: n, Msg: "a result line before any phase's name"}
		}
		if err := cur.add(m[2], m[3], &p.notes); err != nil {
			return p, &syntax.Error{File: name, Line: n, Err: err}
		}
	}
	if err := unfinished(); err != nil {
		return p, err
	}
	flush()
	return p, nil
}

// add reads one result line of a phase into it.
func (ph *phase) add(kind, values string, notes *[]string) error {
	direction, _, _, data := directionOf(ph.name)
	if !data {
		return nil // a metadata phase: entries/s only
	}
	if m := latency.FindStringSubmatch(values); m != nil {
		return ph.addLatency(kind, m[1:], direction)
	}
	v := twoValues.FindStringSubmatch(values)
	if v == nil {
		return fmt.Errorf("%s: %q, want the first-done and last-done values", kind, values)
	}
	first, last := v[1], v[2]
	*notes = append(*notes, fmt.Sprintf("%s first done: %s %s", ph.name, kind, first))
	// In a mix, "IOPS write" and "IOPS read"; "IOPS total" is their sum.
	dir := direction
	what, suffix, _ := strings.Cut(kind, " ")
	if what == "Throughput" {
		what, suffix = suffix, ""
	}
	switch suffix {
	case "read":
		dir = datasets.DirectionRead
	case "total":
		return nil
	}
	switch what {
	case "Elapsed":
		ns, err := elapsed(suffix, last)
		if err != nil {
			return fmt.Errorf("%s: %w", kind, err)
		}
		ph.elapsed = ns / 1e9
	case "IOPS":
		if _, err := strconv.ParseUint(last, 10, 64); err != nil {
			return fmt.Errorf("%s %q: want a whole number", kind, last)
		}
		ph.target(dir).iops = last
	case "MiB/s", "MB/s":
		if _, err := strconv.ParseUint(last, 10, 64); err != nil {
			return fmt.Errorf("%s %q: want a whole number", kind, last)
		}
		f := ph.target(dir)
		f.bw, f.bwUnit = last, units.MiBPerSecond
		if what == "MB/s" { // --base10
			f.bwUnit = units.MBPerSecond
		}
	}
	return nil
}

// target is the figures of one direction of the phase, added when new.
func (ph *phase) target(dir string) *figures {
	for i := range ph.directed {
		if ph.directed[i].direction == dir {
			return &ph.directed[i]
		}
	}
	ph.directed = append(ph.directed, figures{direction: dir})
	return &ph.directed[len(ph.directed)-1]
}

// elapsed reads an elapsed time: whole milliseconds ("Elapsed ms"), or
// elbencho's human form ("Elapsed time": 123ms, 1.001s, 2m3.456s,
// 3h25m45s), in nanoseconds.
func elapsed(unit, v string) (float64, error) {
	if unit == "ms" {
		return units.Millisecond.ToBase(v)
	}
	if ms, ok := strings.CutSuffix(v, "ms"); ok && !strings.ContainsAny(ms, "hm") {
		return units.Millisecond.ToBase(ms)
	}
	rest, ok := strings.CutSuffix(v, "s")
	if !ok {
		return 0, fmt.Errorf("%q is not an elapsed time", v)
	}
	total := 0.0
	for _, u := range []struct {
		sep string
		ns  float64
	}{{"h", 3600e9}, {"m", 60e9}} {
		if a, b, ok := strings.Cut(rest, u.sep); ok {
			k, err := strconv.ParseUint(a, 10, 32)
			if err != nil {
				return 0, fmt.Errorf("%q is not an elapsed time", v)
			}
			total += float64(k) * u.ns
			rest = b
		}
	}
	sec, err := units.Second.ToBase(rest)
	if err != nil {
		return 0, fmt.Errorf("%q is not an elapsed time", v)
	}
	return total + sec, nil
}

// addLatency reads "IO latency" ("IO latency us" in elbencho 1.x, plain
// numbers; "IO wr latency" and "IO rd latency" in a mix); entries'
// latency ("Files latency", "Dirs latency") is not an I/O's and is left
// out.
func (ph *phase) addLatency(kind string, minAvgMax []string, direction string) error {
	fields := strings.Fields(kind)
	if len(fields) < 2 || fields[0] != "IO" {
		return nil
	}
	dir := direction
	if fields[1] == "rd" {
		dir = datasets.DirectionRead
	}
	plainUs := fields[len(fields)-1] == "us"
	var lat [3]printed
	for k, v := range minAvgMax {
		lat[k] = printed{v, units.Microsecond}
		if !plainUs {
			var err error
			if lat[k], err = latencyValue(v); err != nil {
				return fmt.Errorf("%s: %w", kind, err)
			}
		}
		if _, err := lat[k].unit.ToBase(lat[k].v); err != nil {
			return fmt.Errorf("%s: %w", kind, err)
		}
	}
	ph.target(dir).lat = lat
	return nil
}

// latencyValue splits a human latency ("91us", "1.20ms", "12.3s").
func latencyValue(v string) (printed, error) {
	for _, u := range []struct {
		suffix string
		unit   units.Unit
	}{{"us", units.Microsecond}, {"ms", units.Millisecond}, {"s", units.Second}} {
		if num, ok := strings.CutSuffix(v, u.suffix); ok {
			return printed{num, u.unit}, nil
		}
	}
	return printed{}, fmt.Errorf("latency %q without its unit (us, ms, s)", v)
}
