package diskspd

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/units"
)

var (
	reTimespan    = regexp.MustCompile(`^\s*timespan:\s+(\d+)\s*$`)
	reResults     = regexp.MustCompile(`^Results for timespan (\d+):`)
	rePerforming  = regexp.MustCompile(`performing (read|write|mix) test(?: \(read/write ratio: (\d+)/(\d+)\))?`)
	reBlockSize   = regexp.MustCompile(`^\s*block size: (\d+)\s*([KMG]iB|B)?\s*$`)
	reOutstanding = regexp.MustCompile(`number of outstanding I/O operations(?: per thread)?: (\d+)`)
	reTestTime    = regexp.MustCompile(`^actual test time:\s+([\d.]+)s`)
	reThreads     = regexp.MustCompile(`^thread count:\s+(\d+)`)
	reComputer    = regexp.MustCompile(`computer name:\s+(\S+)`)
	reCPUAvg      = regexp.MustCompile(`avg\.\|\s*([\d.]+)%\|\s*([\d.]+)%\|\s*([\d.]+)%\|`)
	reCommandLine = regexp.MustCompile(`^Command Line:\s*(.*)$`)
)

// textSpan is one timespan's parameters and results, with where they are.
type textSpan struct {
	w         workload
	paramLine int
	seconds   float64
	cpu       [3]*float64 // usage, user, kernel
	tables    map[string]table
	pct       map[string]map[string]float64 // direction -> percentile -> ms
	line      int
}

// table is a per-thread table (Read IO, Write IO) with its total line.
type table struct {
	line      int
	sum       totals
	total     totals
	header    []string
	printed   map[string]string // the total line's fields by column ("I/O per s": "508.09")
	totalLine int
}

func parseText(text, name string) ([]datasets.Result, func(int, string) syntax.Place, error) {
	lines := strings.Split(text, "\n")
	bad := func(n int, format string, args ...any) error {
		return &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf(format, args...)}
	}
	host := ""
	var command *textSpan // what the command line says, for output without its input parameters
	var params []*textSpan
	results := map[int]*textSpan{}
	var cur *textSpan // the timespan whose parameters or results are being read
	inResults := false
	for i := 0; i < len(lines); i++ {
		n, l := i+1, lines[i]
		t := strings.TrimSpace(l)
		if m := reComputer.FindStringSubmatch(t); m != nil {
			host = m[1]
		}
		if m := reCommandLine.FindStringSubmatch(t); m != nil && command == nil {
			w, err := commandLineWorkload(m[1])
			if err != nil {
				return nil, nil, &syntax.Error{File: name, Line: n, Msg: "command line", Err: err}
			}
			command = &textSpan{w: w, paramLine: n}
			continue
		}
		if m := reTimespan.FindStringSubmatch(l); m != nil && !inResults {
			cur = &textSpan{paramLine: n}
			params = append(params, cur)
			continue
		}
		if m := reResults.FindStringSubmatch(t); m != nil {
			k, _ := strconv.Atoi(m[1])
			if k == 1 && len(params) == 0 && command != nil {
				// DiskSpd 2.2 run by a harness that kept only the command
				// line, the system and the results: the command line says
				// the workload.
				params = append(params, command)
			}
			if k < 1 || k > len(params) {
				return nil, nil, bad(n, "results for timespan %d, but the input parameters describe %d", k, len(params))
			}
			inResults = true
			cur = params[k-1]
			cur.line = n
			cur.tables = map[string]table{}
			results[k] = cur
			continue
		}
		if cur == nil {
			continue
		}
		if !inResults {
			if m := rePerforming.FindStringSubmatch(t); m != nil {
				switch m[1] {
				case "read":
					cur.w.writePct = 0
				case "write":
					cur.w.writePct = 100
				case "mix":
					if m[3] == "" {
						return nil, nil, bad(n, "mix test without its read/write ratio")
					}
					cur.w.writePct, _ = strconv.ParseFloat(m[3], 64)
				}
			}
			if m := reBlockSize.FindStringSubmatch(l); m != nil {
				bs, err := units.ParseSize(m[1] + m[2])
				if err != nil {
					return nil, nil, &syntax.Error{File: name, Line: n, Msg: "block size", Err: err}
				}
				cur.w.blockSize = bs
			}
			if strings.HasPrefix(t, "using random I/O") {
				cur.w.random = true
			}
			if m := reOutstanding.FindStringSubmatch(t); m != nil {
				cur.w.outstanding, _ = strconv.ParseInt(m[1], 10, 64)
			}
			continue
		}
		switch {
		case reTestTime.MatchString(t):
			cur.seconds, _ = strconv.ParseFloat(reTestTime.FindStringSubmatch(t)[1], 64)
		case reThreads.MatchString(t):
			cur.w.threads, _ = strconv.ParseInt(reThreads.FindStringSubmatch(t)[1], 10, 64)
		case reCPUAvg.MatchString(l):
			m := reCPUAvg.FindStringSubmatch(l)
			for k := range 3 {
				v, _ := strconv.ParseFloat(m[k+1], 64)
				cur.cpu[k] = &v
			}
		case t == "Read IO" || t == "Write IO" || t == "Total IO":
			tb, end, err := readTable(lines, i+1, name)
			if err != nil {
				return nil, nil, err
			}
			cur.tables[t] = tb
			i = end
		case strings.HasPrefix(t, "%-ile"):
			pct, end, err := readPercentiles(lines, i, name)
			if err != nil {
				return nil, nil, err
			}
			// A table under a target's path is that target's; the
			// timespan's is under "Total latency distribution:" or
			// "total:" (or, in DiskSpd 2.0, under nothing), and last.
			if prev := strings.TrimSpace(lines[max(i-1, 0)]); prev == "" || prev == "Total latency distribution:" || prev == "total:" {
				cur.pct = pct
			}
			i = end
		}
	}
	if len(params) == 0 || len(results) == 0 {
		return nil, nil, &syntax.Error{File: name, Msg: "DiskSpd text without a timespan's parameters and results"}
	}
	if err := whole(params, results, latencyMeasured(text), len(lines), name); err != nil {
		return nil, nil, err
	}
	var rows []datasets.Result
	var places []syntax.Place // of each row: its table
	for k := 1; k <= len(params); k++ {
		s, ok := results[k]
		if !ok {
			continue
		}
		if !(s.seconds > 0) {
			return nil, nil, bad(s.line, "no \"actual test time\" in the results of timespan %d", k)
		}
		// DiskSpd's default access is sequential; -r says random.
		s.w.sequential = !s.w.random
		for _, d := range []struct{ dir, table string }{{datasets.DirectionRead, "Read IO"}, {datasets.DirectionWrite, "Write IO"}} {
			tb, ok := s.tables[d.table]
			if !ok || tb.sum.ios == 0 {
				continue
			}
			r := row(s.w, d.dir, tb.sum, s.seconds, host, name)
			if err := setPrinted(&r, tb, name); err != nil {
				return nil, nil, err
			}
			setCPU(&r, s.cpu[0], s.cpu[1], s.cpu[2])
			for at, ms := range s.pct[d.dir] {
				v, _ := strconv.ParseFloat(at, 64)
				setPercentile(&r, v, ms*1e6)
			}
			rows = append(rows, r)
			places = append(places, syntax.Place{Line: tb.line, Path: d.table})
		}
	}
	return rows, func(row int, _ string) syntax.Place { return places[row] }, nil
}

// whole refuses text cut short: DiskSpd prints the results of every
// timespan its parameters describe, each with its Total IO, Read IO and
// Write IO tables, and its latency table (up to its max row) where it
// measured latency (-L).
func whole(params []*textSpan, results map[int]*textSpan, latency bool, last int, name string) error {
	for k := 1; k <= len(params); k++ {
		s, ok := results[k]
		if !ok {
			return &syntax.Error{File: name, Line: last, Msg: fmt.Sprintf("the text ends without the results of timespan %d, which the input parameters describe: it was cut short", k)}
		}
		for _, t := range []string{"Total IO", "Read IO", "Write IO"} {
			if _, ok := s.tables[t]; !ok {
				return &syntax.Error{File: name, Line: last, Msg: fmt.Sprintf("the results of timespan %d (line %d) end without their %s table: the text was cut short", k, s.line, t)}
			}
		}
		if latency && s.pct == nil {
			return &syntax.Error{File: name, Line: last, Msg: fmt.Sprintf("the results of timespan %d (line %d) end without the latency table DiskSpd prints when it measures latency (-L): the text was cut short", k, s.line)}
		}
	}
	return nil
}

// latencyMeasured reports whether the parameters or the command line say
// DiskSpd measured latency.
func latencyMeasured(text string) bool {
	if strings.Contains(text, "measuring latency") {
		return true
	}
	for _, l := range strings.Split(text, "\n") {
		if m := reCommandLine.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			return slices.Contains(strings.Fields(m[1]), "-L")
		}
	}
	return false
}

// decimals are the decimals DiskSpd prints each column of a table's total
// line with ("%10.2lf" and the like): a figure with fewer was cut.
var decimals = map[string]int{"MB/s": 2, "MiB/s": 2, "I/O per s": 2, "AvgLat": 3, "IopsStdDev": 2, "LatStdDev": 3}

// printedWith reports whether v is "N/A" or a number with d decimals.
func printedWith(v string, d int) bool {
	if v == "N/A" {
		return true
	}
	whole, frac, ok := strings.Cut(v, ".")
	return ok && len(frac) == d && whole != "" && strings.Trim(whole, "0123456789") == "" && strings.Trim(frac, "0123456789") == ""
}

// readTable reads a per-thread table starting at its header line (index
// start): it sums the thread lines and checks the sums against the total
// line DiskSpd printed. It returns the index of the total line.
func readTable(lines []string, start int, name string) (table, int, error) {
	tb := table{line: start + 1}
	if start >= len(lines) || !strings.HasPrefix(strings.TrimSpace(lines[start]), "thread |") {
		return tb, start, &syntax.Error{File: name, Line: start + 1, Msg: "want the table header \"thread | bytes | I/Os | ...\""}
	}
	for _, h := range strings.Split(lines[start], "|") {
		tb.header = append(tb.header, strings.TrimSpace(h))
	}
	col := func(nameOf string) int {
		for i, h := range tb.header {
			if h == nameOf {
				return i
			}
		}
		return -1
	}
	bytesCol, iosCol, latCol := col("bytes"), col("I/Os"), col("AvgLat")
	if bytesCol < 0 || iosCol < 0 {
		return tb, start, &syntax.Error{File: name, Line: start + 1, Msg: "table header without bytes and I/Os columns"}
	}
	num := func(fields []string, k, n int) (float64, error) {
		if k < 0 || k >= len(fields) {
			return 0, &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("%d columns, want the %s column", len(fields), tb.header[max(k, 0)])}
		}
		f := strings.TrimSpace(fields[k])
		v, err := strconv.ParseFloat(f, 64)
		if err != nil {
			return 0, &syntax.Error{File: name, Line: n, Column: tb.header[k], Msg: fmt.Sprintf("%q is not a number", f)}
		}
		return v, nil
	}
	for i := start + 1; i < len(lines); i++ {
		n, t := i+1, strings.TrimSpace(lines[i])
		if t == "" || strings.HasPrefix(t, "---") {
			continue
		}
		fields := strings.Split(t, "|")
		isTotal := strings.HasPrefix(t, "total:")
		if isTotal {
			fields[0] = strings.TrimSpace(strings.TrimPrefix(fields[0], "total:"))
			// The total line has no thread column: its first field is bytes.
			fields = append([]string{"total"}, fields...)
		}
		b, err := num(fields, bytesCol, n)
		if err != nil {
			return tb, i, err
		}
		ios, err := num(fields, iosCol, n)
		if err != nil {
			return tb, i, err
		}
		if isTotal {
			tb.total = totals{bytes: b, ios: ios}
			tb.printed = map[string]string{}
			for k, h := range tb.header {
				if k > 0 && k < len(fields) {
					tb.printed[h] = strings.TrimSpace(fields[k])
				}
				if d, ok := decimals[h]; ok && (k >= len(fields) || !printedWith(tb.printed[h], d)) {
					return tb, i, &syntax.Error{File: name, Line: n, Column: h, Msg: fmt.Sprintf("%q: DiskSpd prints this column with %d decimals: the line was cut short, or is not DiskSpd's", tb.printed[h], d)}
				}
			}
			if tb.total.bytes != tb.sum.bytes || tb.total.ios != tb.sum.ios {
				return tb, i, &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("total %v bytes and %v I/Os, but the threads add up to %v and %v", b, ios, tb.sum.bytes, tb.sum.ios)}
			}
			tb.totalLine = n
			return tb, i, nil
		}
		tb.sum.bytes += b
		tb.sum.ios += ios
		if latCol >= 0 && ios > 0 {
			if lat, err := num(fields, latCol, n); err == nil {
				tb.sum.latWeight += lat * ios
				tb.sum.latIOs += ios
			}
		}
	}
	return tb, len(lines), &syntax.Error{File: name, Line: len(lines), Msg: "table without its total line"}
}

// readPercentiles reads the latency table ("%-ile | Read (ms) | Write (ms) |
// Total (ms)") from its header at index start.
func readPercentiles(lines []string, start int, name string) (map[string]map[string]float64, int, error) {
	header := strings.Split(lines[start], "|")
	dirs := map[int]string{}
	for i, h := range header {
		switch {
		case strings.HasPrefix(strings.TrimSpace(h), "Read"):
			dirs[i] = datasets.DirectionRead
		case strings.HasPrefix(strings.TrimSpace(h), "Write"):
			dirs[i] = datasets.DirectionWrite
		}
	}
	end := false // its max row, the last, was read
	at := map[string]string{"50th": "50", "99th": "99", "3-nines": "99.9"}
	out := map[string]map[string]float64{datasets.DirectionRead: {}, datasets.DirectionWrite: {}}
	i := start + 1
	for ; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if strings.HasPrefix(t, "---") {
			continue
		}
		if t == "" {
			break
		}
		fields := strings.Split(t, "|")
		if len(fields) != len(header) {
			return nil, i, &syntax.Error{File: name, Line: i + 1, Msg: fmt.Sprintf("%d columns, want %d", len(fields), len(header))}
		}
		for _, f := range fields[1:] {
			// "%10.3lf" ms, or N/A: fewer decimals is a line cut short.
			if f = strings.TrimSpace(f); !printedWith(f, 3) {
				return nil, i, &syntax.Error{File: name, Line: i + 1, Msg: fmt.Sprintf("%q is not a latency in ms as DiskSpd prints it (3 decimals): the line was cut short", f)}
			}
		}
		label := strings.TrimSpace(fields[0])
		if label == "max" {
			end = true
		}
		p, ok := at[label]
		if !ok {
			continue
		}
		for k, dir := range dirs {
			f := strings.TrimSpace(fields[k])
			if f == "N/A" {
				continue
			}
			v, err := strconv.ParseFloat(f, 64)
			if err != nil {
				return nil, i, &syntax.Error{File: name, Line: i + 1, Msg: fmt.Sprintf("%q is not a latency in ms", f)}
			}
			out[dir][p] = v
		}
	}
	if !end {
		return nil, i, &syntax.Error{File: name, Line: i, Msg: "the latency table ends before its max row: the text was cut short"}
	}
	return out, i, nil
}

// setPrinted gives a row the figures DiskSpd printed on its table's total
// line (I/O per s, MiB/s, AvgLat), in place of the ones worked out from
// the thread sums, so that the totals reported are DiskSpd's own, each
// with the resolution it was printed to. DiskSpd 2.0 heads its MiB/s
// column "MB/s": it has always counted 2^20 bytes to the MB.
func setPrinted(r *datasets.Result, tb table, name string) error {
	for _, c := range []struct {
		columns []string
		unit    units.Unit
		value   *float64
		res     *float64
	}{
		{[]string{"I/O per s"}, units.One, &r.IOPS, &r.IOPSResolution},
		{[]string{"MiB/s", "MB/s"}, units.MiBPerSecond, &r.BWBytesPerS, &r.BWResolutionBytesPerS},
		{[]string{"AvgLat"}, units.Millisecond, &r.LatMeanNs, &r.LatResolutionNs},
	} {
		for _, col := range c.columns {
			f, ok := tb.printed[col]
			if !ok {
				continue
			}
			v, err := c.unit.ToBase(f)
			if err != nil {
				return &syntax.Error{File: name, Line: tb.totalLine, Column: col, Err: err}
			}
			*c.value, *c.res = v, c.unit.DecimalStep(units.Decimals(f))
			if col == "AvgLat" {
				r.LatKind = datasets.LatTotal
			}
		}
	}
	return nil
}

// commandLineWorkload reads the workload from DiskSpd's command line: -b
// block size, -r random (-r ALIGN), -w write percentage, -o outstanding
// I/Os per thread. Other flags, and the targets, say nothing the rows
// hold.
func commandLineWorkload(line string) (workload, error) {
	var w workload
	for _, f := range strings.Fields(line) {
		if len(f) < 2 || f[0] != '-' && f[0] != '/' {
			continue
		}
		flag, arg := f[1], f[2:]
		var err error
		switch flag {
		case 'b':
			w.blockSize, err = units.ParseSize(arg)
		case 'r':
			if !strings.HasPrefix(arg, "s") { // -rs is a mix of random and sequential
				w.random = true
			}
		case 'w':
			w.writePct, err = strconv.ParseFloat(arg, 64)
			if err == nil && !(w.writePct >= 0 && w.writePct <= 100) {
				err = fmt.Errorf("want a write percentage, 0 to 100")
			}
		case 'o':
			w.outstanding, err = strconv.ParseInt(arg, 10, 64)
		}
		if err != nil {
			return w, fmt.Errorf("%s: %w", f, err)
		}
	}
	return w, nil
}
