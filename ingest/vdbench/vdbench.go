// Package vdbench reads vdbench's flatfile.html, the column by column file
// of a run's figures: a header line naming the columns, then a line per
// reporting interval of each run and, at each run's end, the run's average
// over its intervals after the warm-up, whose Interval is
// "avg_FIRST-LAST". Columns are found by name, since vdbench versions
// differ in which they print (5.04 adds timestamp and the _max and _std
// columns), and a line may stop before the last columns (vdbench leaves
// them out when it has nothing to say). Both of its layouts are read: the
// raw I/O one (storage and workload definitions, SD and WD: rate, MB/sec,
// read%, resp, resp_max, resp_std, xfersize, threads, rdpct, seekpct, ...)
// and the file-system one (FSD and FWD: Read_rate, MB_read, Read_resp,
// Write_rate, ..., and a rate and response time per metadata operation).
//
// Rows are made of a run's average line: vdbench's own result for the run,
// the one its totals.html prints. The interval lines are the run's course,
// not its result: they are checked, not kept. A run shorter than its
// warm-up has an average line "avg_2-1" all the same, its figures zero or
// those of what the run did: the row is kept as vdbench printed it, its
// number of intervals unsaid, and the notes say so; a run that did no
// operation has no row.
//
// Rates are per second, MB/sec MiB/s (the file's legend: MB=1024*1024),
// response times in ms, from before the operation was issued to its
// completion (mean; the _max and _std columns are the maximum and standard
// deviation). cpu_used, cpu_user and cpu_kernel are the whole machine's,
// as the CPU columns are, and go on every row of the run; a cpu_used that
// is not cpu_user plus cpu_kernel is left out, and the notes say so.
//
// A raw I/O run is one row: rate and MB/sec are of reads and writes
// together, so a run that both reads and writes is a mixed row, its read
// share the requested rdpct (the observed read% where rdpct is n/a).
// xfersize is the block size, seekpct 100 and 0 random and sequential
// (others leave the pattern unsaid), threads the number of concurrent
// synchronous I/Os (numjobs, at depth 1).
//
// A file-system run gives a read row and a write row (Read_rate, MB_read,
// Read_resp...; a direction with no operation is left out), the block size
// the Xfersize column (which the file-system layout gives as the average
// transfer size), threads where the column is there; the pattern, which
// the FWD's fileio says and the flatfile does not, is left unsaid. Its
// metadata operations (Mkdir, Rmdir, Create, Open, Close, Delete, Getattr,
// Setattr, Access, Copy, Move) are scored results, operations per second,
// higher is better, with their response time, where the run did any.
package vdbench

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/names"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/units"
)

// Format names this parser in the sources table.
const Format = "vdbench-flatfile"

// Tool is vdbench's name in the results table's tool column.
const Tool = "vdbench"

// Parser reads a vdbench flatfile.
var Parser = syntax.Parser{
	Name: Format,
	Tools: []syntax.Tool{{
		Name:     Tool,
		Versions: []string{"5.04.01", "5.04.02", "5.04.06", "5.04.07"},
		Detail:   "`flatfile.html`, raw-device and file-system runs",
		Rows:     "a row per run (its `avg_` line); file-system operations as scored results",
	}},
	Reads:           "flatfile.html",
	Read:            read,
	ErrUnrecognized: errors.New("not a vdbench flatfile"),
}

// A layout is one of the flatfile's two sets of columns.
type layout int

const (
	rawIO      layout = iota + 1 // SD and WD
	fileSystem                   // FSD and FWD
)

// required are the columns each layout has in every version.
var required = map[layout][]string{
	rawIO:      {"tod", "run", "interval", "rate", "mb/sec", "read%", "resp", "resp_max", "resp_std", "xfersize", "threads", "rdpct", "seekpct"},
	fileSystem: {"tod", "run", "interval", "read_rate", "read_resp", "write_rate", "write_resp", "mb_read", "mb_write", "xfersize"},
}

// metadataOps are the file-system layout's operations other than reads
// and writes, each with a _rate and a _resp column: the column's prefix,
// the operation's name and its rate's unit, as the file's legend says them
// ("Mkdirs per second", "Accesses per second").
var metadataOps = []struct{ prefix, test, unit string }{
	{"mkdir", "Mkdir", "mkdirs/s"}, {"rmdir", "Rmdir", "rmdirs/s"}, {"create", "Create", "creates/s"},
	{"open", "Open", "opens/s"}, {"close", "Close", "closes/s"}, {"delete", "Delete", "deletes/s"},
	{"getattr", "Getattr", "getattrs/s"}, {"setattr", "Setattr", "setattrs/s"}, {"access", "Access", "accesses/s"},
	{"copy", "Copy", "copies/s"}, {"move", "Move", "moves/s"},
}

// textColumns are the columns that do not hold numbers.
var textColumns = map[string]bool{"tod": true, "timestamp": true, "run": true, "interval": true, "version": true}

var (
	legend   = regexp.MustCompile(`'flatfile\.html' contains Vdbench generated information`)
	average  = regexp.MustCompile(`^avg_(\d+)-(\d+)$`)
	interval = regexp.MustCompile(`^\d+$`)
)

// notAvailable is vdbench's figure for what it does not know.
const notAvailable = "n/a"

// line is a data line: its number, its columns (lower-cased, in order)
// and its values by column.
type line struct {
	n      int
	cols   []string
	values map[string]string
}

func read(data []byte, name string) (syntax.Parsed, error) {
	// A flatfile's first line after its legend ('*') and HTML tags is its
	// column header, "tod ...": anything else (without the legend) is told
	// apart before it is copied and split.
	first, _ := syntax.FirstLine(data, syntax.MaxLine, "*", "<")
	if !bytes.HasPrefix(first, []byte("tod ")) && !bytes.HasPrefix(first, []byte("tod\t")) && !legend.Match(data) {
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	if err := syntax.CheckLines(data, name, syntax.MaxLine, "a vdbench flatfile"); err != nil {
		return syntax.Parsed{}, err
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	var cols []string
	var kind layout
	var avgs []line
	var notes []string
	var open *line // the last interval line of a run whose average is to come
	last := 0      // the last line that is not blank
	for i, raw := range strings.Split(text, "\n") {
		if strings.TrimSpace(raw) != "" {
			last = i + 1
		}
		n, t := i+1, strings.TrimSpace(raw)
		if t == "" || strings.HasPrefix(t, "*") || strings.HasPrefix(t, "<") {
			continue
		}
		fields := strings.Fields(t)
		if fields[0] == "tod" {
			cols = make([]string, len(fields))
			for k, f := range fields {
				cols[k] = strings.ToLower(f)
			}
			var err error
			if kind, err = layoutOf(cols); err != nil {
				if legend.MatchString(text) {
					return syntax.Parsed{}, &syntax.Error{File: name, Line: n, Err: err}
				}
				return syntax.Parsed{}, syntax.ErrNotThisFormat
			}
			continue
		}
		if cols == nil {
			if legend.MatchString(text) {
				return syntax.Parsed{}, &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("%q before the column header line (tod Run Interval ...)", short(t))}
			}
			return syntax.Parsed{}, syntax.ErrNotThisFormat
		}
		if len(fields) > len(cols) {
			return syntax.Parsed{}, &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("%d values, but %d columns in the header", len(fields), len(cols))}
		}
		l := line{n, cols[:len(fields)], map[string]string{}}
		for k, f := range fields {
			l.values[cols[k]] = f
		}
		iv := l.values["interval"]
		m := average.FindStringSubmatch(iv)
		switch {
		case interval.MatchString(iv):
			if open != nil && open.values["run"] != l.values["run"] {
				return syntax.Parsed{}, unfinished(*open, name)
			}
			open = &l
		case m != nil:
			avgs = append(avgs, l)
			open = nil
		default:
			return syntax.Parsed{}, &syntax.Error{File: name, Line: n, Column: "Interval", Msg: fmt.Sprintf("%q: want an interval number or avg_FIRST-LAST", iv)}
		}
		if err := check(l, name); err != nil {
			return syntax.Parsed{}, err
		}
	}
	if cols == nil {
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	if open != nil {
		return syntax.Parsed{}, unfinished(*open, name)
	}
	if len(avgs) == 0 {
		return syntax.Parsed{}, &syntax.Error{File: name, Msg: "a vdbench flatfile without a run's average line (avg_FIRST-LAST): the run did not finish"}
	}
	// vdbench ends every line: a last line without its end was cut, and
	// since a line may stop before the last columns, its figures cannot
	// tell.
	if !strings.HasSuffix(strings.TrimRight(text, " \t"), "\n") {
		return syntax.Parsed{}, &syntax.Error{File: name, Line: last, Msg: "the file ends inside this line, without its line end: it was cut short, and the line's last figures may be cut too"}
	}
	var rows []datasets.Result
	var lines []int
	for _, l := range avgs {
		made := l.rawIORows
		if kind == fileSystem {
			made = l.fileSystemRows
		}
		rs := made(name)
		run, iv := l.values["run"], l.values["interval"]
		switch {
		case len(rs) == 0:
			notes = append(notes, fmt.Sprintf("line %d: run %s: %s did no operation: no row", l.n, run, iv))
		case rs[0].AggregationN <= 0:
			// avg_2-1: the run was shorter than its warm-up, and vdbench
			// printed the figures of what it had.
			notes = append(notes, fmt.Sprintf("line %d: run %s: %s, a run shorter than its warm-up: its figures as vdbench printed them, over intervals it does not say", l.n, run, iv))
		}
		if _, _, ok := l.cpuUsed(); !ok && l.values["cpu_used"] != "" && l.values["cpu_used"] != notAvailable {
			notes = append(notes, fmt.Sprintf("line %d: run %s: cpu_used %s is not cpu_user %s + cpu_kernel %s: left out", l.n, run, l.values["cpu_used"], l.values["cpu_user"], l.values["cpu_kernel"]))
		}
		for _, r := range rs {
			rows, lines = append(rows, r), append(lines, l.n)
		}
	}
	return syntax.Parsed{
		Dataset: &datasets.Dataset{
			Results: rows,
			Sources: []datasets.Source{{Path: name, Tool: Tool, Format: Format, Notes: strings.Join(notes, "\n")}},
		},
		Where: func(row int, _ string) syntax.Place { return syntax.Place{Line: lines[row]} },
	}, nil
}

// unfinished is the error of a run whose interval lines are not followed
// by its average line: the run, or the file, was cut short, and reading
// the runs before it would pass a part of the file for the whole.
func unfinished(l line, name string) error {
	return &syntax.Error{File: name, Line: l.n, Column: "Interval", Msg: fmt.Sprintf("run %s's interval %s is not followed by the run's average line (avg_FIRST-LAST): the run or the file was cut short", l.values["run"], l.values["interval"])}
}

// layoutOf tells a header's layout by the columns it has.
func layoutOf(cols []string) (layout, error) {
	have := map[string]bool{}
	for _, c := range cols {
		have[c] = true
	}
	kind := rawIO
	if have["read_rate"] {
		kind = fileSystem
	}
	for _, c := range required[kind] {
		if !have[c] {
			return 0, fmt.Errorf("the header has no %s column", c)
		}
	}
	return kind, nil
}

// check checks a line's figures: every column but the few of text holds
// a number or n/a, and the sizes and thread counts are whole numbers (0
// in an interval without I/O).
func check(l line, name string) error {
	for _, c := range l.cols {
		v := l.values[c]
		if textColumns[c] || v == notAvailable {
			continue
		}
		f, err := units.One.ToBase(v)
		if err != nil || f < 0 {
			return &syntax.Error{File: name, Line: l.n, Column: c, Msg: fmt.Sprintf("%q: want a number or n/a", v)}
		}
	}
	for _, c := range []string{"xfersize", "threads"} {
		v := l.values[c]
		if f, _ := strconv.ParseFloat(v, 64); v != "" && v != notAvailable && (f != math.Trunc(f) || f > 1<<40) {
			return &syntax.Error{File: name, Line: l.n, Column: c, Msg: fmt.Sprintf("%q: want a whole number", v)}
		}
	}
	return nil
}

// short cuts a line for an error message.
func short(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// figure is a column's figure in unit u and the step of its printing;
// NaN when the line does not have it.
func (l line) figure(col string, u units.Unit) (v, step float64, ok bool) {
	s, present := l.values[col]
	if !present || s == notAvailable {
		return math.NaN(), math.NaN(), false
	}
	v, _ = u.ToBase(s) // checked when read
	return v, u.DecimalStep(units.Decimals(s)), true
}

// base is what every row of a run's average line has: the run, its
// intervals, the transfer size, threads and CPU.
func (l line) base(name string) datasets.Result {
	r := datasets.NewResult()
	r.Tool, r.SourcePath = Tool, name
	if v := l.values["version"]; v != "" && v != notAvailable {
		r.ToolVersion = v
	}
	r.System = names.Stem(name)
	r.JobName = l.values["run"]
	r.Aggregation = datasets.AggregationMean
	if m := average.FindStringSubmatch(l.values["interval"]); m != nil {
		first, _ := strconv.ParseInt(m[1], 10, 64)
		last, _ := strconv.ParseInt(m[2], 10, 64)
		r.AggregationN = max(last-first+1, 0) // 0: not said
	}
	if xfer, _, ok := l.figure("xfersize", units.Byte); ok {
		r.BlockSizeBytes = int64(xfer)
	}
	if threads, _, ok := l.figure("threads", units.One); ok {
		r.NumJobs, r.IODepth = int64(threads), 1
	}
	r.CPUUsrPct, r.CPUResolutionPct, _ = l.figure("cpu_user", units.PercentUnit)
	r.CPUSysPct, _, _ = l.figure("cpu_kernel", units.PercentUnit)
	if used, step, ok := l.cpuUsed(); ok {
		r.CPUTotalPct, r.CPUResolutionPct = used, step
	}
	return r
}

// cpuUsed is the line's cpu_used where it is cpu_user plus cpu_kernel,
// give or take their rounding. vdbench 5.04.06's file-system flatfile
// prints cpu_user again in its place (its totals.html has the right
// total): a cpu_used that breaks the sum is not taken.
func (l line) cpuUsed() (used, step float64, ok bool) {
	used, step, ok = l.figure("cpu_used", units.PercentUnit)
	usr, _, okUsr := l.figure("cpu_user", units.PercentUnit)
	sys, _, okSys := l.figure("cpu_kernel", units.PercentUnit)
	if ok && okUsr && okSys && math.Abs(used-(usr+sys)) > 2*step {
		return math.NaN(), math.NaN(), false
	}
	return used, step, ok
}

// latency sets a row's latency from a response time column and its _max
// and _std (resp_max or read_resp_max, as each layout names them).
func (l line) latency(r *datasets.Result, resp, max, std string) {
	mean, step, ok := l.figure(resp, units.Millisecond)
	if !ok {
		return
	}
	r.LatKind, r.LatMeanNs, r.LatResolutionNs = datasets.LatTotal, mean, step
	r.LatMaxNs, _, _ = l.figure(max, units.Millisecond)
	r.LatStddevNs, _, _ = l.figure(std, units.Millisecond)
}

// rawIORows makes a raw I/O run's row from its average line, none when
// the run did no I/O.
func (l line) rawIORows(name string) []datasets.Result {
	r := l.base(name)
	if r.IOPS, r.IOPSResolution, _ = l.figure("rate", units.One); r.IOPS == 0 {
		return nil
	}
	r.BWBytesPerS, r.BWResolutionBytesPerS, _ = l.figure("mb/sec", units.MiBPerSecond)
	l.latency(&r, "resp", "resp_max", "resp_std")
	switch seek, _, _ := l.figure("seekpct", units.PercentUnit); seek {
	case 100:
		r.Pattern = datasets.PatternRandom
	case 0:
		r.Pattern = datasets.PatternSequential
	}
	readPct, _, ok := l.figure("rdpct", units.PercentUnit)
	if !ok {
		readPct, _, _ = l.figure("read%", units.PercentUnit)
	}
	switch {
	case math.IsNaN(readPct):
		r.Direction = datasets.DirectionMixed // reads and writes in a share vdbench does not say
	case readPct == 100:
		r.Direction = datasets.DirectionRead
	case readPct == 0:
		r.Direction = datasets.DirectionWrite
	default:
		r.Direction, r.RWMixReadPct = datasets.DirectionMixed, readPct
	}
	return []datasets.Result{r}
}

// fileSystemRows makes a file-system run's rows from its average line: a
// row per direction that did any operation, a scored row per metadata
// operation the run did.
func (l line) fileSystemRows(name string) []datasets.Result {
	var rows []datasets.Result
	for _, d := range []struct{ prefix, mb, direction string }{
		{"read", "mb_read", datasets.DirectionRead},
		{"write", "mb_write", datasets.DirectionWrite},
	} {
		rate, step, ok := l.figure(d.prefix+"_rate", units.One)
		if !ok || rate == 0 {
			continue
		}
		r := l.base(name)
		r.Direction = d.direction
		r.IOPS, r.IOPSResolution = rate, step
		r.BWBytesPerS, r.BWResolutionBytesPerS, _ = l.figure(d.mb, units.MiBPerSecond)
		l.latency(&r, d.prefix+"_resp", d.prefix+"_resp_max", d.prefix+"_resp_std")
		rows = append(rows, r)
	}
	for _, op := range metadataOps {
		rate, _, ok := l.figure(op.prefix+"_rate", units.One)
		if !ok || rate == 0 {
			continue
		}
		r := l.base(name)
		r.BlockSizeBytes = 0 // a metadata operation moves no block
		r.Test, r.Score, r.ScoreUnit, r.ScoreHigherIsBetter = op.test, rate, op.unit, datasets.Yes
		l.latency(&r, op.prefix+"_resp", op.prefix+"_resp_max", op.prefix+"_resp_std")
		rows = append(rows, r)
	}
	return rows
}
