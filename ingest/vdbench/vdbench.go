// Package vdbench reads vdbench's flatfile.html, the column by column
// file a raw I/O run (storage and workload definitions, SD and WD) writes:
// a header line naming the columns (tod, Run, Interval, reqrate, rate,
// MB/sec, bytes/io, read%, resp, resp_max, resp_std, xfersize, threads,
// rdpct, seekpct, ..., cpu_used), then a line per reporting interval of
// each run and, at each run's end, the run's average over its intervals
// after the warm-up, whose Interval is "avg_FIRST-LAST". Columns are found
// by name, since vdbench versions differ in which they print (5.04 adds
// timestamp, read_max, write_max, read_std and write_std), and a line may
// stop before the last columns (vdbench leaves them out when it has
// nothing to say).
//
// A row is a run's average line: vdbench's own result for the run, the
// one its totals.html prints. The interval lines are the run's course,
// not its result: they are checked, not kept. An average over no interval
// (avg_2-1, a run shorter than its warm-up) gives no row, and the notes
// say so.
//
// rate is IOPS and MB/sec bandwidth in MiB/s (its legend: MB=1024*1024),
// of reads and writes together: a run that both reads and writes is one
// mixed row, its read share the requested rdpct (the observed read% where
// rdpct is n/a). resp, resp_max and resp_std are the mean, maximum and
// standard deviation of the response time in ms, from before the I/O was
// issued to its completion. xfersize is the block size, seekpct 100 and 0
// random and sequential (others leave the pattern unsaid), threads the
// number of concurrent synchronous I/Os (numjobs, at depth 1). cpu_used,
// cpu_user and cpu_kernel are the whole machine's, as the CPU columns are.
// The file-system flatfile (FSD and FWD runs: Read_rate, MB_read, ...) is
// another layout, not read.
package vdbench

import (
	"errors"
	"fmt"
	"io"
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

// ErrUnrecognized means the input is not a vdbench flatfile.
var ErrUnrecognized = errors.New("not a vdbench flatfile")

// Parse reads a vdbench flatfile; name is used in errors.
func Parse(r io.Reader, name string) (*datasets.Dataset, error) {
	return syntax.ReadAll(r, name, ParseBytes)
}

// ParseBytes is Parse for input already in memory.
func ParseBytes(data []byte, name string) (*datasets.Dataset, error) {
	return syntax.Parse(data, name, read)
}

// required are the columns a raw I/O flatfile has in every version.
var required = []string{"tod", "run", "interval", "rate", "mb/sec", "read%", "resp", "resp_max", "resp_std", "xfersize", "threads", "rdpct", "seekpct"}

var (
	legend   = regexp.MustCompile(`'flatfile\.html' contains Vdbench generated information`)
	average  = regexp.MustCompile(`^avg_(\d+)-(\d+)$`)
	interval = regexp.MustCompile(`^\d+$`)
)

// notAvailable is vdbench's figure for what it does not know.
const notAvailable = "n/a"

// line is a data line: its number and its values by lower-cased column.
type line struct {
	n      int
	values map[string]string
}

func read(data []byte, name string) (syntax.Parsed, error) {
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	var cols []string
	var avgs []line
	var notes []string
	for i, raw := range strings.Split(text, "\n") {
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
			if err := hasRequired(cols); err != nil {
				switch {
				case strings.Contains(t, "MB_read") || strings.Contains(t, "Read_rate"):
					return syntax.Parsed{}, &syntax.Error{File: name, Line: n, Msg: "a file-system (FSD/FWD) flatfile: only the raw I/O (SD/WD) flatfile is read"}
				case legend.MatchString(text):
					return syntax.Parsed{}, &syntax.Error{File: name, Line: n, Err: err}
				}
				return syntax.Parsed{}, fmt.Errorf("%s: %w", name, ErrUnrecognized)
			}
			continue
		}
		if cols == nil {
			if legend.MatchString(text) {
				return syntax.Parsed{}, &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("%q before the column header line (tod Run Interval ...)", short(t))}
			}
			return syntax.Parsed{}, fmt.Errorf("%s: %w", name, ErrUnrecognized)
		}
		if len(fields) > len(cols) {
			return syntax.Parsed{}, &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("%d values, but %d columns in the header", len(fields), len(cols))}
		}
		l := line{n, map[string]string{}}
		for k, f := range fields {
			l.values[cols[k]] = f
		}
		iv := l.values["interval"]
		m := average.FindStringSubmatch(iv)
		switch {
		case interval.MatchString(iv):
		case m != nil:
			first, _ := strconv.Atoi(m[1])
			last, _ := strconv.Atoi(m[2])
			if last < first {
				notes = append(notes, fmt.Sprintf("line %d: run %s: %s averages no interval (the run was shorter than its warm-up): no row", n, l.values["run"], iv))
				continue
			}
			avgs = append(avgs, l)
		default:
			return syntax.Parsed{}, &syntax.Error{File: name, Line: n, Column: "Interval", Msg: fmt.Sprintf("%q: want an interval number or avg_FIRST-LAST", iv)}
		}
		if err := check(l, name); err != nil {
			return syntax.Parsed{}, err
		}
	}
	if cols == nil {
		return syntax.Parsed{}, fmt.Errorf("%s: %w", name, ErrUnrecognized)
	}
	if len(avgs) == 0 && len(notes) == 0 {
		return syntax.Parsed{}, &syntax.Error{File: name, Msg: "a vdbench flatfile without a run's average line (avg_FIRST-LAST): the run did not finish"}
	}
	rows := make([]datasets.Result, 0, len(avgs))
	for _, l := range avgs {
		rows = append(rows, l.row(name))
	}
	return syntax.Parsed{
		Dataset: &datasets.Dataset{
			Results: rows,
			Sources: []datasets.Source{{Path: name, Tool: Tool, Format: Format, Notes: strings.Join(notes, "\n")}},
		},
		Where: func(row int, column string) syntax.Place {
			return syntax.Place{Line: avgs[row].n, Column: flatColumn[column]}
		},
	}, nil
}

// flatColumn names the flatfile's column a results column comes from.
var flatColumn = map[string]string{
	"iops": "rate", "bw_bytes_per_s": "MB/sec", "lat_mean_ns": "resp", "lat_max_ns": "resp_max",
	"lat_stddev_ns": "resp_std", "rwmix_read_pct": "rdpct", "cpu_total_pct": "cpu_used",
	"cpu_usr_pct": "cpu_user", "cpu_sys_pct": "cpu_kernel",
}

func hasRequired(cols []string) error {
	have := map[string]bool{}
	for _, c := range cols {
		have[c] = true
	}
	for _, c := range required {
		if !have[c] {
			return fmt.Errorf("the header has no %s column", c)
		}
	}
	return nil
}

// numeric are the columns read as numbers, checked on every line: a
// figure that is neither a number nor n/a is an error.
var numeric = []string{"reqrate", "rate", "mb/sec", "bytes/io", "read%", "resp", "read_resp", "write_resp", "resp_max", "resp_std",
	"xfersize", "threads", "rdpct", "seekpct", "cpu_used", "cpu_user", "cpu_kernel"}

func check(l line, name string) error {
	for _, c := range numeric {
		v, ok := l.values[c]
		if !ok || v == notAvailable {
			continue
		}
		f, err := units.One.ToBase(v)
		if err != nil || f < 0 {
			return &syntax.Error{File: name, Line: l.n, Column: c, Msg: fmt.Sprintf("%q: want a number or n/a", v)}
		}
	}
	for _, c := range []string{"xfersize", "threads"} {
		v := l.values[c]
		if f, _ := strconv.ParseFloat(v, 64); v != "" && v != notAvailable && (f != math.Trunc(f) || f < 1 || f > 1<<40) {
			return &syntax.Error{File: name, Line: l.n, Column: c, Msg: fmt.Sprintf("%q: want a positive whole number", v)}
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

// row makes a run's row from its average line, whose figures are checked.
func (l line) row(name string) datasets.Result {
	r := datasets.NewResult()
	r.Tool, r.SourcePath = Tool, name
	if v := l.values["version"]; v != "" && v != notAvailable {
		r.ToolVersion = v
	}
	r.System = names.Stem(name)
	r.JobName = l.values["run"]
	r.Aggregation, r.AggregationN = datasets.AggregationMean, 0
	if m := average.FindStringSubmatch(l.values["interval"]); m != nil {
		first, _ := strconv.ParseInt(m[1], 10, 64)
		last, _ := strconv.ParseInt(m[2], 10, 64)
		r.AggregationN = last - first + 1
	}
	figure := func(col string, u units.Unit) (v, step float64, ok bool) {
		s, present := l.values[col]
		if !present || s == notAvailable {
			return math.NaN(), math.NaN(), false
		}
		v, _ = u.ToBase(s)
		return v, u.DecimalStep(units.Decimals(s)), true
	}
	r.IOPS, r.IOPSResolution, _ = figure("rate", units.One)
	r.BWBytesPerS, r.BWResolutionBytesPerS, _ = figure("mb/sec", units.MiBPerSecond)
	if mean, step, ok := figure("resp", units.Millisecond); ok {
		r.LatKind, r.LatMeanNs, r.LatResolutionNs = datasets.LatTotal, mean, step
		r.LatMaxNs, _, _ = figure("resp_max", units.Millisecond)
		r.LatStddevNs, _, _ = figure("resp_std", units.Millisecond)
	}
	if xfer, _, ok := figure("xfersize", units.Byte); ok {
		r.BlockSizeBytes = int64(xfer)
	}
	if threads, _, ok := figure("threads", units.One); ok {
		r.NumJobs, r.IODepth = int64(threads), 1
	}
	switch seek, _, _ := figure("seekpct", units.PercentUnit); seek {
	case 100:
		r.Pattern = datasets.PatternRandom
	case 0:
		r.Pattern = datasets.PatternSequential
	}
	readPct, _, ok := figure("rdpct", units.PercentUnit)
	if !ok {
		readPct, _, _ = figure("read%", units.PercentUnit)
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
	r.CPUTotalPct, r.CPUResolutionPct, _ = figure("cpu_used", units.PercentUnit)
	r.CPUUsrPct, _, _ = figure("cpu_user", units.PercentUnit)
	r.CPUSysPct, _, _ = figure("cpu_kernel", units.PercentUnit)
	return r
}
