// Package sysbench reads the output of sysbench's fileio test: the run's
// header (threads, extra open flags, block size, read/write ratio, I/O
// mode, test mode), then its figures, as sysbench 1.0 prints them (a "File
// operations" section of reads/s, writes/s and fsyncs/s, a "Throughput"
// one of read and written MiB/s) or as 1.1 does (one "Throughput" section
// of "read:  IOPS=... MiB/s (... MB/s)" lines), and the latency of its
// requests. A file may hold
// several runs (a script's log of prepare, runs and cleanup, other sysbench
// tests among them); each fileio run is read.
//
// A run gives a row per direction it moved data in: reads/s and read,
// MiB/s on the read row, writes/s and written, MiB/s on the write row. Its
// latency (min, avg, max in ms; the percentile sysbench was asked for, 95th
// by default, in the p50 or p99 column where it is one of those, else in
// the source's notes) is of every request, fsyncs included, and goes on
// the row of a test of one direction; the random r/w test's goes on a
// mixed row of its own. fsyncs/s is a scored result (test "fsync", unit
// "fsyncs/s", higher is better) of the tests that write.
//
// sysbench runs each thread synchronously (one I/O in flight) in its sync
// and mmap modes, so iodepth is 1 there; its async mode's backlog is not
// printed, so iodepth is left unknown. The block size is as sysbench prints
// it ("%.5g" of KiB, MiB, ...): exact for the sizes benchmarks use.
// sysbench 0.4's "Operations performed" summary is another layout, not
// read.
package sysbench

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
const Format = "sysbench-fileio"

// Tool is sysbench's name in the results table's tool column.
const Tool = "sysbench"

// Parser reads sysbench fileio output.
var Parser = syntax.Parser{
	Name: Format,
	Tools: []syntax.Tool{{
		Name:     Tool,
		Versions: []string{"1.0.20", "1.1.0"},
		Detail:   "fileio text output",
		Rows:     "read and write rows; fsyncs/s as a scored result",
	}},
	Reads:           "fileio output",
	Read:            read,
	ErrUnrecognized: errors.New("not sysbench fileio output"),
}

// modes are sysbench's test modes as its "Doing ... test" line names
// them: their short name (--file-test-mode), pattern and directions.
var modes = map[string]struct {
	short       string
	pattern     string
	read, write bool
}{
	"sequential write (creation)": {"seqwr", datasets.PatternSequential, false, true},
	"sequential rewrite":          {"seqrewr", datasets.PatternSequential, false, true},
	"sequential read":             {"seqrd", datasets.PatternSequential, true, false},
	"random read":                 {"rndrd", datasets.PatternRandom, true, false},
	"random write":                {"rndwr", datasets.PatternRandom, false, true},
	"random r/w":                  {"rndrw", datasets.PatternRandom, true, true},
}

// ioModes are the "Using ... I/O mode" names, as the engine column has them.
var ioModes = map[string]string{
	"synchronous": "sync", "asynchronous": "async", "fast mmaped": "mmap", "slow mmaped": "mmap",
}

// figure is a number as sysbench printed it, and its line.
type figure struct {
	v    string
	line int
}

// run is one fileio run: its header and its figures, by their label
// ("reads/s", "read, MiB/s", "avg", "95th percentile", ...).
type run struct {
	line                int // of its "Running the test" line
	version             string
	threads             int64
	flags, ioMode, mode string
	block               int64
	ratio               string
	figs                map[string]figure
	pct                 string // the percentile's label, "95th percentile"
	done                bool   // its report's last line was read
	failed              bool   // sysbench stopped it with a FATAL error
}

var (
	banner    = regexp.MustCompile(`^sysbench (\d+\.\d+\S*)`)
	threadsRE = regexp.MustCompile(`^Number of threads: (\d+)$`)
	flagsRE   = regexp.MustCompile(`^Extra file open flags: (.*)$`)
	blockRE   = regexp.MustCompile(`^Block size (\S+)B$`)
	ratioRE   = regexp.MustCompile(`^Read/Write ratio for combined random IO test: (\S+)$`)
	ioModeRE  = regexp.MustCompile(`^Using (.+) I/O mode$`)
	modeRE    = regexp.MustCompile(`^Doing (.+) test$`)
	figureRE  = regexp.MustCompile(`^(reads/s|writes/s|fsyncs/s|read, MiB/s|written, MiB/s|total time|min|avg|max|\d+th percentile):\s+(\S+?)s?$`)
	resultsRE = regexp.MustCompile(`(?m)^(File operations:|\s+read:\s+IOPS=)`)
	// sysbench 1.1's lines of a direction's figures and of fsync's, read
	// into 1.0's labels: its MB/s (10^6 bytes) repeats its MiB/s.
	directionRE = regexp.MustCompile(`^(read|write):\s+IOPS=(\S+) (\S+) MiB/s \(\S+ MB/s\)$`)
	fsyncRE     = regexp.MustCompile(`^fsync:\s+IOPS=(\S+)$`)
	headerRE    = regexp.MustCompile(`(?m)^Extra file open flags: `)
	sizePrefix  = map[string]units.Unit{"": units.Byte, "Ki": units.KiB, "Mi": units.MiB, "Gi": units.GiB, "Ti": units.TiB}
)

func read(data []byte, name string) (syntax.Parsed, error) {
	// What has none of a fileio run's words is told apart before it is
	// copied and read line by line.
	if !bytes.Contains(data, []byte("File operations:")) && !bytes.Contains(data, []byte("IOPS=")) && !bytes.Contains(data, []byte("Extra file open flags: ")) {
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	if err := syntax.CheckLines(data, name, syntax.MaxLine, "sysbench output"); err != nil {
		return syntax.Parsed{}, err
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	if !resultsRE.MatchString(text) && !headerRE.MatchString(text) {
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	runs, err := parseRuns(text, name)
	if err != nil {
		return syntax.Parsed{}, err
	}
	if !strings.HasSuffix(strings.TrimRight(text, " \t"), "\n") {
		// sysbench ends every line: a last line without its end was cut.
		return syntax.Parsed{}, &syntax.Error{File: name, Line: strings.Count(text, "\n") + 1, Msg: "the file ends inside this line, without its line end: it was cut short"}
	}
	if len(runs) == 0 {
		return syntax.Parsed{}, &syntax.Error{File: name, Msg: "sysbench fileio output without a run's results (prepare or cleanup only?)"}
	}
	var rows []datasets.Result
	var lines []int
	var notes []string
	for _, r := range runs {
		rs, ls, note := r.rows(name)
		rows, lines = append(rows, rs...), append(lines, ls...)
		if note != "" {
			notes = append(notes, note)
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

// parseRuns reads the runs of a file, each from its "Running the test"
// line to its latency; the version is the last banner's before it.
func parseRuns(text, name string) ([]run, error) {
	var runs []run
	var cur *run
	version := ""
	for i, raw := range strings.Split(text, "\n") {
		n, l := i+1, strings.TrimSpace(raw)
		bad := func(msg string, err error) error { return &syntax.Error{File: name, Line: n, Msg: msg, Err: err} }
		if m := banner.FindStringSubmatch(l); m != nil {
			// Each sysbench command prints its banner first: what
			// follows (a prepare, another test) is not the last run's.
			version, cur = m[1], nil
			continue
		}
		if l == "Running the test with following options:" {
			runs = append(runs, run{line: n, version: version, figs: map[string]figure{}})
			cur = &runs[len(runs)-1]
			continue
		}
		opens := l == "File operations:" || directionRE.MatchString(l)
		if opens && (cur == nil || cur.mode == "") {
			return nil, bad("results without the run's header (no \"Doing ... test\" line before them)", nil)
		}
		if cur == nil {
			continue
		}
		switch {
		case strings.HasPrefix(l, "FATAL:"):
			cur.failed = true
		case endsRun(cur.version, l):
			cur.done = true
		}
		var err error
		if m := threadsRE.FindStringSubmatch(l); m != nil {
			if cur.threads, err = strconv.ParseInt(m[1], 10, 64); err != nil || cur.threads <= 0 {
				return nil, bad(fmt.Sprintf("threads %q: want a positive whole number", m[1]), nil)
			}
		} else if m := flagsRE.FindStringSubmatch(l); m != nil {
			cur.flags = strings.TrimSpace(m[1])
		} else if m := blockRE.FindStringSubmatch(l); m != nil {
			if cur.block, err = blockSize(m[1]); err != nil {
				return nil, bad("block size", err)
			}
		} else if m := ratioRE.FindStringSubmatch(l); m != nil {
			if v, err := strconv.ParseFloat(m[1], 64); err != nil || v < 0 || math.IsInf(v, 0) {
				return nil, bad(fmt.Sprintf("read/write ratio %q: want a number", m[1]), nil)
			}
			cur.ratio = m[1]
		} else if m := ioModeRE.FindStringSubmatch(l); m != nil {
			if cur.ioMode = ioModes[m[1]]; cur.ioMode == "" {
				return nil, bad(fmt.Sprintf("I/O mode %q is not one of sysbench's this parser knows", m[1]), nil)
			}
		} else if m := modeRE.FindStringSubmatch(l); m != nil {
			if _, ok := modes[m[1]]; !ok {
				return nil, bad(fmt.Sprintf("test mode %q is not one of sysbench fileio's", m[1]), nil)
			}
			cur.mode = m[1]
		} else if cur.mode != "" {
			if err := cur.figures(l, name, n); err != nil {
				return nil, err
			}
		}
	}
	// A run ends with its thread fairness (sysbench 1.1 with its
	// latency's sum): one whose results began, or the last of the file,
	// that does not was cut short, by the end of sysbench or of the
	// file, and its figures are not its whole.
	for i, r := range runs {
		fig, began := r.figs["reads/s"]
		switch {
		case r.done || r.failed:
		case began:
			return nil, &syntax.Error{File: name, Line: fig.line, Msg: fmt.Sprintf("the run's results (from line %d) end before %s: the run or the file was cut short", r.line, endOf(r.version))}
		case i == len(runs)-1:
			return nil, &syntax.Error{File: name, Line: r.line, Msg: fmt.Sprintf("the run begun here ends before its results and %s: the run or the file was cut short", endOf(r.version))}
		}
	}
	// A run without results (stopped, or a header only) is no run.
	kept := runs[:0]
	for _, r := range runs {
		if _, ok := r.figs["reads/s"]; ok {
			kept = append(kept, r)
		}
	}
	for _, r := range kept {
		for _, label := range []string{"writes/s", "fsyncs/s", "read, MiB/s", "written, MiB/s"} {
			if _, ok := r.figs[label]; !ok {
				return nil, &syntax.Error{File: name, Line: r.figs["reads/s"].line, Msg: fmt.Sprintf("the run's results lack %q", label)}
			}
		}
	}
	return kept, nil
}

// endsRun reports whether l is the last line of a run's report: its
// thread fairness's execution time, or from sysbench 1.1 on, which prints
// none, its latency's sum.
func endsRun(version, l string) bool {
	if since11(version) {
		return strings.HasPrefix(l, "sum:")
	}
	return strings.HasPrefix(l, "execution time (avg/stddev):")
}

// endOf names a run's last line, for a message.
func endOf(version string) string {
	if since11(version) {
		return "its latency's sum"
	}
	return "its thread fairness (execution time)"
}

// since11 reports whether a banner's version is 1.1 or later.
func since11(version string) bool {
	major, rest, _ := strings.Cut(version, ".")
	minor, _, _ := strings.Cut(rest, ".")
	a, errA := strconv.Atoi(major)
	b, errB := strconv.Atoi(strings.TrimRightFunc(minor, func(r rune) bool { return r < '0' || r > '9' }))
	return errA == nil && errB == nil && (a > 1 || a == 1 && b >= 1)
}

// labels11 are 1.0's labels of 1.1's figures: its read and write lines'
// IOPS and MiB/s.
var labels11 = map[string][2]string{"read": {"reads/s", "read, MiB/s"}, "write": {"writes/s", "written, MiB/s"}}

// figures reads a line of a run's figures, in either layout, into the
// run's figures by 1.0's labels; other lines are not figures.
func (r *run) figures(l, name string, n int) error {
	set := func(label, v string) error {
		if _, err := units.One.ToBase(v); err != nil || strings.HasPrefix(v, "-") {
			return &syntax.Error{File: name, Line: n, Column: label, Msg: "want a number", Err: err}
		}
		r.figs[label] = figure{v, n}
		return nil
	}
	if m := figureRE.FindStringSubmatch(l); m != nil {
		if strings.HasSuffix(m[1], "percentile") {
			r.pct = m[1]
		}
		return set(m[1], m[2])
	}
	if m := directionRE.FindStringSubmatch(l); m != nil {
		if err := set(labels11[m[1]][0], m[2]); err != nil {
			return err
		}
		return set(labels11[m[1]][1], m[3])
	}
	if m := fsyncRE.FindStringSubmatch(l); m != nil {
		return set("fsyncs/s", m[1])
	}
	return nil
}

// blockSize reads sysbench's "%.5g" size with its binary prefix: "16Ki".
func blockSize(s string) (int64, error) {
	i := strings.IndexFunc(s, func(r rune) bool { return r != '.' && (r < '0' || r > '9') })
	if i < 0 {
		i = len(s)
	}
	u, ok := sizePrefix[s[i:]]
	if !ok {
		return 0, fmt.Errorf("%q: want a size in B, KiB, MiB, GiB or TiB", s+"B")
	}
	v, err := u.ToBase(s[:i])
	if err != nil || v <= 0 || v != math.Trunc(v) || v > math.MaxInt32 {
		return 0, fmt.Errorf("%q: want a whole number of bytes", s+"B")
	}
	return int64(v), nil
}

// Resolutions of sysbench's figures: "%4.2f" per second, MiB/s and ms.
var (
	iopsStep = units.One.DecimalStep(2)
	bwStep   = units.MiBPerSecond.DecimalStep(2)
	latStep  = units.Millisecond.DecimalStep(2)
)

// rows makes a run's rows and the line of each, and its note (a
// percentile with no column).
func (r run) rows(name string) ([]datasets.Result, []int, string) {
	m := modes[r.mode]
	base := datasets.NewResult()
	base.Tool, base.ToolVersion, base.SourcePath = Tool, r.version, name
	base.System = names.Stem(name)
	base.Aggregation, base.AggregationN = datasets.AggregationSingle, 1
	base.Pattern, base.BlockSizeBytes, base.NumJobs = m.pattern, r.block, r.threads
	base.Engine = r.ioMode
	if r.ioMode != "async" {
		base.IODepth = 1
	}
	base.JobName = m.short
	if r.flags != "" && r.flags != "(none)" {
		base.JobName += " " + r.flags
	}
	if t, ok := r.figs["total time"]; ok {
		base.RuntimeS, _ = strconv.ParseFloat(t.v, 64)
	}
	if m.read && m.write && r.ratio != "" {
		ratio, _ := strconv.ParseFloat(r.ratio, 64)
		base.RWMixReadPct = 100 * ratio / (1 + ratio)
	}
	var rows []datasets.Result
	var lines []int
	add := func(row datasets.Result, line int) {
		rows, lines = append(rows, row), append(lines, line)
	}
	num := func(label string, u units.Unit) float64 {
		v, _ := u.ToBase(r.figs[label].v) // checked when read
		return v
	}
	latency := func(row *datasets.Result) {
		if _, ok := r.figs["avg"]; !ok {
			return
		}
		row.LatKind = datasets.LatTotal
		row.LatMeanNs, row.LatResolutionNs = num("avg", units.Millisecond), latStep
		if _, ok := r.figs["min"]; ok {
			row.LatMinNs = num("min", units.Millisecond)
		}
		if _, ok := r.figs["max"]; ok {
			row.LatMaxNs = num("max", units.Millisecond)
		}
		switch r.pct {
		case "50th percentile":
			row.LatP50Ns = num(r.pct, units.Millisecond)
		case "99th percentile":
			row.LatP99Ns = num(r.pct, units.Millisecond)
		}
	}
	single := m.read != m.write
	for _, d := range []struct {
		on              bool
		direction       string
		ops, throughput string
	}{
		{m.read, datasets.DirectionRead, "reads/s", "read, MiB/s"},
		{m.write, datasets.DirectionWrite, "writes/s", "written, MiB/s"},
	} {
		if !d.on {
			continue
		}
		row := base
		row.Direction = d.direction
		row.IOPS, row.IOPSResolution = num(d.ops, units.One), iopsStep
		row.BWBytesPerS, row.BWResolutionBytesPerS = num(d.throughput, units.MiBPerSecond), bwStep
		if single {
			latency(&row)
		}
		add(row, r.figs[d.ops].line)
	}
	if !single {
		if avg, ok := r.figs["avg"]; ok {
			row := base
			row.Direction = datasets.DirectionMixed
			latency(&row)
			add(row, avg.line)
		}
	}
	if m.write {
		row := base
		row.Test = "fsync"
		row.Score, row.ScoreUnit, row.ScoreHigherIsBetter = num("fsyncs/s", units.One), "fsyncs/s", datasets.Yes
		add(row, r.figs["fsyncs/s"].line)
	}
	note := ""
	if p, ok := r.figs[r.pct]; ok && r.pct != "50th percentile" && r.pct != "99th percentile" {
		note = fmt.Sprintf("line %d: %s %s: %s latency %s ms (no column for it)", p.line, base.JobName, base.Engine, r.pct, p.v)
	}
	return rows, lines, note
}
