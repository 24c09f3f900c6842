// Package iozone reads the results of IOzone, the file system benchmark:
// the table its auto mode (-a, -az) prints, a row per file size and
// record size with a column per test, and the Excel report (-R) it prints
// after it, a block per test with a row per file size and a column per
// record size. A file holding both is read from the table; a file holding
// only the report is read from the report. Its throughput mode (-t),
// several processes at once, prints a block per test, read as a row per
// test with numjobs its processes (see throughput.go).
//
// Each test of each file size and record size is a row: the record size
// is the block size, the file size is in the job name ("write 1048576kB").
// The tests map onto directions and patterns: write, rewrite, fwrite,
// frewrite, record rewrite and random write are writes; read, reread,
// fread, freread, backward read, stride read and random read are reads;
// the first pass of each (write, read) is sequential, the random ones
// random, and the others (re-runs, backward, strided, record rewrite,
// through the C library) leave the pattern unsaid, since the results
// table has no column to tell them apart; throughput mode's mixed
// workload (half its processes read, half write, at random) is mixed and
// random, its pwrite and pread tests leave the pattern unsaid. IOzone
// runs one process at depth 1 in auto mode, so iodepth and numjobs are 1;
// in throughput mode numjobs is its processes.
//
// Figures are what IOzone printed: kBytes/sec by default, which IOzone
// computes as bytes per second shifted right by 10 (so 1024 bytes, cut
// down; throughput mode prints them to the hundredth), operations per
// second with -O, microseconds per operation with -N. A report on its own has no header to say its unit; IOzone's
// default, kBytes/sec, is taken, and the source's notes say so.
package iozone

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/names"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/units"
)

// Format names this parser in the sources table.
const Format = "iozone"

// Tool is IOzone's name in the results table's tool column.
const Tool = "iozone"

// Parser reads IOzone's output.
var Parser = syntax.Parser{
	Name: Format,
	Tools: []syntax.Tool{{
		Name:     "IOzone",
		Versions: []string{"3.434", "3.465", "3.471"},
		Detail:   "auto mode table (`-a`), throughput mode (`-t`) and Excel report (`-R`), kB/s or ops/s (`-O`)",
		Rows:     "a row per test, file size and record size (throughput mode: a row per test)",
	}},
	Reads:           "auto mode table, throughput mode and Excel report",
	Read:            read,
	ErrUnrecognized: errors.New("not IOzone output"),
}

var (
	banner      = regexp.MustCompile(`Iozone: Performance Test of File I/O`)
	version     = regexp.MustCompile(`Version \$Revision: ([\d.]+) \$`)
	tableHead   = regexp.MustCompile(`^\s+kB\s+reclen\s+write\b`)
	reportTitle = regexp.MustCompile(`^"([A-Za-z -]+) report"\s*$`)
)

// tests maps IOzone's names of a test, as its table's headings and its
// report's titles spell them, to a direction and pattern.
var tests = map[string]struct{ direction, pattern string }{
	"write":          {datasets.DirectionWrite, datasets.PatternSequential},
	"rewrite":        {datasets.DirectionWrite, ""},
	"read":           {datasets.DirectionRead, datasets.PatternSequential},
	"reread":         {datasets.DirectionRead, ""},
	"random read":    {datasets.DirectionRead, datasets.PatternRandom},
	"random write":   {datasets.DirectionWrite, datasets.PatternRandom},
	"bkwd read":      {datasets.DirectionRead, ""},
	"record rewrite": {datasets.DirectionWrite, ""},
	"stride read":    {datasets.DirectionRead, ""},
	"fwrite":         {datasets.DirectionWrite, ""},
	"frewrite":       {datasets.DirectionWrite, ""},
	"fread":          {datasets.DirectionRead, ""},
	"freread":        {datasets.DirectionRead, ""},
	// throughput mode's own
	"mixed workload": {datasets.DirectionMixed, datasets.PatternRandom},
	"pwrite":         {datasets.DirectionWrite, ""},
	"pread":          {datasets.DirectionRead, ""},
}

// reportNames are the report titles' names of the tests.
var reportNames = map[string]string{
	"Writer": "write", "Re-writer": "rewrite", "Reader": "read", "Re-Reader": "reread",
	"Random read": "random read", "Random write": "random write", "Backward read": "bkwd read",
	"Record rewrite": "record rewrite", "Stride read": "stride read", "Fwrite": "fwrite",
	"Re-Fwrite": "frewrite", "Fread": "fread", "Re-Fread": "freread",
}

// figure is one test's printed figure of one file and record size (and
// in throughput mode, of its processes: numJobs, 0 in the other modes).
type figure struct {
	test             string
	fileKB, recordKB int64
	value            string
	line             int
	numJobs          int64
	decimals         int // of value
}

// unit is what IOzone's figures are: which column and in what unit.
type unit struct {
	column string // iops, bw or lat
	of     units.Unit
}

var (
	kBPerS   = unit{"bw", units.KiBPerSecond} // IOzone's kBytes: 1024 bytes
	opsPerS  = unit{"iops", units.One}
	usPerOps = unit{"lat", units.Microsecond}
)

func read(data []byte, name string) (syntax.Parsed, error) {
	// IOzone's output has its banner, its table's "reclen" heading or a
	// report's title: what has none is told apart before it is copied
	// and split into lines.
	if !bytes.Contains(data, []byte("reclen")) && !bytes.Contains(data, []byte(` report"`)) && !bytes.Contains(data, []byte("Iozone: Performance Test of File I/O")) {
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	if err := syntax.CheckLines(data, name, syntax.MaxLine, "IOzone output"); err != nil {
		return syntax.Parsed{}, err
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	lines := strings.Split(text, "\n")
	hasTable, hasReport, hasThroughput := false, false, strings.Contains(text, "Children see throughput for")
	for _, l := range lines {
		hasTable = hasTable || tableHead.MatchString(l)
		hasReport = hasReport || reportTitle.MatchString(l)
	}
	if !hasTable && !(hasReport && strings.HasPrefix(strings.TrimSpace(text), `"`)) && !banner.MatchString(text) {
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	var notes []string
	u, stated := unitOf(text)
	if u == usPerOps {
		return syntax.Parsed{}, &syntax.Error{File: name, Msg: "figures in microseconds per operation (-N): a mean latency alone is not a results row; run without -N or with -O"}
	}
	if !stated {
		notes = append(notes, "no header says the unit: IOzone's default, kBytes/sec, taken")
	}
	var figs []figure
	var err error
	switch {
	case hasTable:
		if figs, err = parseTable(lines, name); err == nil {
			err = complete(text, lines, name)
		}
	case hasThroughput:
		var tnotes []string
		if figs, tnotes, err = parseThroughput(lines, u, name); err == nil {
			err = complete(text, lines, name)
		}
		notes = append(notes, tnotes...)
	case hasReport:
		figs, err = parseReport(lines, name)
	default:
		return syntax.Parsed{}, &syntax.Error{File: name, Msg: "IOzone output without an auto mode table (-a), a throughput test's results (-t) or an Excel report (-R)"}
	}
	if err != nil {
		return syntax.Parsed{}, err
	}
	if len(figs) == 0 {
		return syntax.Parsed{}, &syntax.Error{File: name, Msg: "IOzone output without a figure"}
	}
	ver := ""
	if m := version.FindStringSubmatch(text); m != nil {
		ver = m[1]
	}
	// -I prints "O_DIRECT feature enabled" in the header; a header
	// without it means buffered I/O. A report alone has no header.
	direct := datasets.Unknown
	switch {
	case strings.Contains(text, "O_DIRECT feature enabled"):
		direct = datasets.Yes
	case banner.MatchString(text):
		direct = datasets.No
	}
	rows := make([]datasets.Result, 0, len(figs))
	for _, f := range figs {
		r := f.row(u, ver, name)
		r.Direct = direct
		rows = append(rows, r)
	}
	return syntax.Parsed{
		Dataset: &datasets.Dataset{
			Results: rows,
			Sources: []datasets.Source{{Path: name, Tool: Tool, Format: Format, Notes: strings.Join(notes, "\n")}},
		},
		Where: func(row int, _ string) syntax.Place { return syntax.Place{Line: figs[row].line} },
	}, nil
}

// closing is the line IOzone prints last, after its table and its
// report.
const closing = "iozone test complete."

// complete refuses output without IOzone's closing line: its table (and
// the report after it) were cut short, by the end of the run or of the
// file, and a row cut inside a figure ("32080" of 320801) would read as a
// figure of its own.
func complete(text string, lines []string, name string) error {
	if strings.Contains(text, closing) {
		return nil
	}
	last := len(lines)
	if last > 1 && lines[last-1] == "" {
		last-- // the line end of the last line
	}
	return &syntax.Error{File: name, Line: last, Msg: fmt.Sprintf("the output ends here, without IOzone's closing line %q: the run or the file was cut short, and its last figures may be cut too", closing)}
}

// unitOf reads the unit the header states, and whether it states one.
func unitOf(text string) (unit, bool) {
	switch {
	case strings.Contains(text, "Output is in operations per second"):
		return opsPerS, true
	case strings.Contains(text, "microseconds per operation"):
		return usPerOps, true
	case strings.Contains(text, "Output is in kBytes/sec"), strings.Contains(text, "Output is in Kbytes/sec"), strings.Contains(text, "Output is in KBytes/sec"):
		return kBPerS, true
	}
	return kBPerS, false
}

func (f figure) row(u unit, ver, name string) datasets.Result {
	r := datasets.NewResult()
	r.Tool, r.ToolVersion, r.SourcePath = Tool, ver, name
	r.System = names.Stem(name)
	r.Aggregation, r.AggregationN = datasets.AggregationSingle, 1
	t := tests[f.test]
	r.Direction, r.Pattern = t.direction, t.pattern
	r.BlockSizeBytes = f.recordKB * 1024
	r.IODepth, r.NumJobs = 1, max(f.numJobs, 1)
	r.JobName = fmt.Sprintf("%s %dkB", f.test, f.fileKB)
	v, _ := u.of.ToBase(f.value) // checked when read
	// IOzone prints whole numbers, cut down, but in throughput mode
	// hundredths: the step is one unit or a hundredth.
	step := u.of.DecimalStep(f.decimals)
	switch u.column {
	case "bw":
		r.BWBytesPerS, r.BWResolutionBytesPerS = v, step
	case "iops":
		r.IOPS, r.IOPSResolution = v, step
	}
	return r
}

// number checks a printed figure: a whole number.
func number(v string) error {
	if _, err := strconv.ParseUint(v, 10, 63); err != nil {
		return fmt.Errorf("%q is not a whole number", v)
	}
	return nil
}

// column is one column of the auto mode table: its test and where its
// heading ends, which is where its figures end.
type column struct {
	test string
	end  int
}

// parseTable reads the auto mode table: its two heading lines, then a
// line per file and record size. A test that did not run leaves its
// column blank, so figures are placed by where they end.
func parseTable(lines []string, name string) ([]figure, error) {
	var figs []figure
	var cols []column
	for i, l := range lines {
		n := i + 1
		if tableHead.MatchString(l) {
			var err error
			if cols, err = headings(lines, i, name); err != nil {
				return nil, err
			}
			continue
		}
		if cols == nil {
			continue
		}
		fields := tokens(l)
		if len(fields) == 0 {
			cols = nil // the table ends at a blank line
			continue
		}
		if len(fields) < 3 {
			return nil, &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("%q: want file size, record size and figures", strings.TrimSpace(l))}
		}
		var sizes [2]int64
		for k := range sizes {
			v, err := strconv.ParseInt(fields[k].text, 10, 64)
			if err != nil || v <= 0 {
				return nil, &syntax.Error{File: name, Line: n, Col: fields[k].start + 1, Msg: fmt.Sprintf("%q is not a size in kB", fields[k].text)}
			}
			sizes[k] = v
		}
		for _, f := range fields[2:] {
			c := columnAt(cols, f.end)
			if c == nil {
				return nil, &syntax.Error{File: name, Line: n, Col: f.start + 1, Msg: fmt.Sprintf("figure %q under no heading", f.text)}
			}
			if err := number(f.text); err != nil {
				return nil, &syntax.Error{File: name, Line: n, Col: f.start + 1, Column: c.test, Err: err}
			}
			figs = append(figs, figure{test: c.test, fileKB: sizes[0], recordKB: sizes[1], value: f.text, line: n})
		}
	}
	return figs, nil
}

// headings reads the table's two heading lines, the second at index i:
// "random read" is "random" above "read".
func headings(lines []string, i int, name string) ([]column, error) {
	var above []token
	if i > 0 {
		above = tokens(lines[i-1])
	}
	var cols []column
	for _, t := range tokens(lines[i])[2:] {
		test := t.text
		for _, a := range above {
			if abs(a.end-t.end) <= 2 {
				test = a.text + " " + test
			}
		}
		if _, ok := tests[test]; !ok {
			return nil, &syntax.Error{File: name, Line: i + 1, Col: t.start + 1, Msg: fmt.Sprintf("test %q is not one of IOzone's this parser knows", test)}
		}
		cols = append(cols, column{test, t.end})
	}
	return cols, nil
}

// columnAt is the column whose heading ends where a figure ends (IOzone
// right-aligns both, give or take a space).
func columnAt(cols []column, end int) *column {
	for k := range cols {
		if abs(cols[k].end-end) <= 2 {
			return &cols[k]
		}
	}
	return nil
}

type token struct {
	text       string
	start, end int
}

var word = regexp.MustCompile(`\S+`)

// tokens are a line's words and where each starts and ends, tabs counted
// as one column.
func tokens(l string) []token {
	var out []token
	for _, m := range word.FindAllStringIndex(l, -1) {
		out = append(out, token{l[m[0]:m[1]], m[0], m[1]})
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// parseReport reads the Excel report: for each test a title line, a line
// of record sizes and a line per file size with its figures, one per
// record size from the smallest up to the file's size.
//
// A report is read only when it is whole (IOzone's closing line is not
// part of it, so its shape says so): every test's block has a row for each
// file size the first block has, the tests IOzone runs in pairs (-i 0 is
// write and rewrite) are both there, and the last row ends with its line
// end, without which its last figure may have lost digits.
func parseReport(lines []string, name string) ([]figure, error) {
	var figs []figure
	test := ""
	var records []int64
	var blocks []block
	for i := 0; i < len(lines); i++ {
		n, t := i+1, strings.TrimSpace(lines[i])
		if m := reportTitle.FindStringSubmatch(t); m != nil {
			var ok bool
			if test, ok = reportNames[m[1]]; !ok {
				return nil, &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("report %q is not one of IOzone's this parser knows", m[1])}
			}
			records = nil
			blocks = append(blocks, block{title: m[1], test: test, line: n})
			continue
		}
		if test == "" || t == "" {
			continue
		}
		fields := strings.Fields(t)
		unq := func(s string) (int64, error) {
			v, err := strconv.ParseInt(strings.Trim(s, `"`), 10, 64)
			if err != nil || v <= 0 || !strings.HasPrefix(s, `"`) {
				return 0, fmt.Errorf("%s is not a size in quotes", s)
			}
			return v, nil
		}
		if records == nil {
			for _, f := range fields {
				v, err := unq(f)
				if err != nil {
					return nil, &syntax.Error{File: name, Line: n, Msg: "the record sizes of the report", Err: err}
				}
				records = append(records, v)
			}
			continue
		}
		file, err := unq(fields[0])
		if err != nil {
			return nil, &syntax.Error{File: name, Line: n, Msg: "a file size", Err: err}
		}
		fit := 0
		for _, r := range records {
			if r <= file {
				fit++
			}
		}
		if len(fields)-1 != fit {
			return nil, &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("%d figures for a %d kB file, but %d record sizes up to its size: cannot tell which record size each is", len(fields)-1, file, fit)}
		}
		for k, v := range fields[1:] {
			if err := number(v); err != nil {
				return nil, &syntax.Error{File: name, Line: n, Column: strconv.FormatInt(records[k], 10), Err: err}
			}
			figs = append(figs, figure{test: test, fileKB: file, recordKB: records[k], value: v, line: n})
		}
		b := &blocks[len(blocks)-1]
		b.files, b.last = append(b.files, file), n
	}
	if err := whole(blocks, lines, name); err != nil {
		return nil, err
	}
	return figs, nil
}

// block is one test's block of the report: its title, the file sizes of
// its rows and the line of the last.
type block struct {
	title, test string
	line, last  int
	files       []int64
}

// pairs are the tests IOzone runs together (one -i each), first to second.
var pairs = map[string]string{"write": "rewrite", "read": "reread", "random read": "random write", "fwrite": "frewrite", "fread": "freread"}

// whole checks that a report's blocks are all there, each whole (see
// parseReport).
func whole(blocks []block, lines []string, name string) error {
	for i, b := range blocks {
		if len(b.files) == 0 {
			return &syntax.Error{File: name, Line: b.line, Msg: fmt.Sprintf("the %s report has no rows: the report was cut short", b.title)}
		}
		if first := blocks[0]; !slices.Equal(b.files, first.files) {
			return &syntax.Error{File: name, Line: b.last, Msg: fmt.Sprintf("the %s report has rows for %d file sizes (%s kB), the %s report for %d (%s kB): IOzone gives every test a row per file size, so the report was cut short or mixes runs",
				b.title, len(b.files), joinSizes(b.files), first.title, len(first.files), joinSizes(first.files))}
		}
		if second, ok := pairs[b.test]; ok && (i+1 == len(blocks) || blocks[i+1].test != second) {
			return &syntax.Error{File: name, Line: b.last, Msg: fmt.Sprintf("the %s report is not followed by the %s report, which IOzone runs with it: the report was cut short", b.title, second)}
		}
	}
	if n := len(lines); len(blocks) > 0 && strings.TrimSpace(lines[n-1]) != "" {
		return &syntax.Error{File: name, Line: n, Msg: "the report's last row ends without its line end, so its last figure may have lost digits: the file was cut short (if the figure is whole, end the line)"}
	}
	return nil
}

// joinSizes lists file sizes for a message.
func joinSizes(sizes []int64) string {
	s := make([]string, len(sizes))
	for i, v := range sizes {
		s[i] = strconv.FormatInt(v, 10)
	}
	return strings.Join(s, ", ")
}
