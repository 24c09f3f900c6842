// Package bonnie reads the CSV results of bonnie++ (its -q output, or its
// whole output, the CSV line after the text table): one line per run,
// machine and run options first, then each test's figure and CPU share,
// then each test's latency. The line's first field, format_version, says the
// layout: "1.96" and "1.97" (bonnie++ 1.96 and 1.97) have concurrency,
// seed, file size and I/O chunk size before the figures; "1.98" (bonnie++
// 1.98 to 2.00a) adds the number of seeks and of seeker processes. The
// format of bonnie++ before 1.90, which starts with the machine name, is
// not read.
//
// The bulk I/O tests are bandwidth rows: sequential output per character
// (putc) and per block, rewrite, sequential input per character (getc) and
// per block. Their K/sec is KiB/s (bonnie++'s manual: "K/sec means a
// multiple of 1024 bytes per second"), computed as the file's KiB over the
// elapsed seconds and cut down to a whole number. Rewrite reads each block
// and writes it back: its figure is the rate of blocks written, a write
// row. The block tests' block size is the I/O chunk size (8 KiB when the
// field is empty, bonnie++'s default); the per-character tests go through
// stdio, so theirs is left unknown. Random seeks per second and the file
// tests (sequential and random create, read (stat) and delete, per second)
// are scored results, higher is better. Each test's latency, the longest
// single operation, is its row's lat_max_ns. bonnie++'s %CP is one number
// for user and system time, a percent of one core, which no column holds:
// it is left out. A test that ran too fast to measure ("+++++") or did not
// run (empty) gives no row; the latency bonnie++ prints for a test too fast
// to measure is left out with it.
//
// The machine name (-m) is the system: a file of several machines' lines,
// as bon_csv2html takes, compares them. Lines of the same machine are
// repetitions (bonnie++ -x).
package bonnie

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/names"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/units"
)

// Format names this parser in the sources table.
const Format = "bonnie++-csv"

// Tool is bonnie++'s name in the results table's tool column.
const Tool = "bonnie++"

// Parser reads bonnie++ CSV.
var Parser = syntax.Parser{
	Name: Format,
	Tools: []syntax.Tool{{
		Name:     Tool,
		Versions: []string{"1.96", "2.00a"},
		Detail:   "CSV line (`-q`) or the whole output: CSV format 1.96 (bonnie++ 1.96) and 1.98 (2.00a)",
		Rows:     "bandwidth rows; seeks and file operations per second as scored results",
	}},
	Reads:           "CSV, alone or after its text table",
	Read:            read,
	ErrUnrecognized: errors.New("not bonnie++ CSV"),
}

// layout is where a format version's fields are: the run options before
// the figures, and the index of each group.
type layout struct {
	fields      int // in a line
	concurrency int // index of the concurrency field
	fileSize    int
	chunkSize   int
	io          int // putc, the first of the six I/O tests' figure and CPU pairs
	files       int // num_files, then max_size, min_size, num_dirs[, file_chunk_size]
	fileTests   int // seq_create, the first of the six file tests' pairs
	latency     int // putc_latency, the first of the twelve latencies
}

// layouts by format_version, from bonnie++'s bon_time.cpp (its CSV
// header) and bon_csv2html's manual.
var layouts = map[string]layout{
	"1.96": {fields: 48, concurrency: 3, fileSize: 5, chunkSize: 6, io: 7, files: 19, fileTests: 24, latency: 36},
	"1.97": {fields: 48, concurrency: 3, fileSize: 5, chunkSize: 6, io: 7, files: 19, fileTests: 24, latency: 36},
	"1.98": {fields: 50, concurrency: 3, fileSize: 5, chunkSize: 6, io: 9, files: 21, fileTests: 26, latency: 38},
}

// test is one of bonnie++'s tests, in its CSV's order.
type test struct {
	name      string // the CSV header's name of its figure
	direction string // of a bandwidth row; "" for a scored one
	pattern   string
	block     bool   // its block size is the chunk size
	unit      string // a scored result's unit, "" for a bandwidth row
	label     string // the test's name in bonnie++'s text table
}

var ioTests = []test{
	{name: "putc", direction: datasets.DirectionWrite, pattern: datasets.PatternSequential, label: "Sequential Output Per Chr"},
	{name: "put_block", direction: datasets.DirectionWrite, pattern: datasets.PatternSequential, block: true, label: "Sequential Output Block"},
	{name: "rewrite", direction: datasets.DirectionWrite, pattern: datasets.PatternSequential, block: true, label: "Sequential Output Rewrite"},
	{name: "getc", direction: datasets.DirectionRead, pattern: datasets.PatternSequential, label: "Sequential Input Per Chr"},
	{name: "get_block", direction: datasets.DirectionRead, pattern: datasets.PatternSequential, block: true, label: "Sequential Input Block"},
	{name: "seeks", pattern: datasets.PatternRandom, block: true, unit: "seeks/s", label: "Random Seeks"},
}

var fileTests = []test{
	{name: "seq_create", pattern: datasets.PatternSequential, unit: "files/s", label: "Sequential Create"},
	{name: "seq_stat", pattern: datasets.PatternSequential, unit: "files/s", label: "Sequential Read"},
	{name: "seq_del", pattern: datasets.PatternSequential, unit: "files/s", label: "Sequential Delete"},
	{name: "ran_create", pattern: datasets.PatternRandom, unit: "files/s", label: "Random Create"},
	{name: "ran_stat", pattern: datasets.PatternRandom, unit: "files/s", label: "Random Read"},
	{name: "ran_del", pattern: datasets.PatternRandom, unit: "files/s", label: "Random Delete"},
}

var (
	formatVersion = regexp.MustCompile(`^1\.9\d[a-z]?$`)
	lineStart     = regexp.MustCompile(`^1\.9\d[a-z]?,`)
	toolVersion   = regexp.MustCompile(`^\d+\.\d+[a-z]?$`)
	latencyRE     = regexp.MustCompile(`^(\d+)(us|ms|s)$`)
	sizeRE        = regexp.MustCompile(`^(\d+)([kmKMG]?)$`)
	latencyUnits  = map[string]units.Unit{"us": units.Microsecond, "ms": units.Millisecond, "s": units.Second}
	sizeUnits     = map[string]units.Unit{"": units.Byte, "k": units.KiB, "K": units.KiB, "m": units.MiB, "M": units.MiB, "G": units.GiB}
)

// defaultChunk is bonnie++'s I/O chunk size when the field is empty.
const defaultChunk = 8192

// header is the start of the header line bonnie++ writes before its lines.
const header = "format_version,bonnie_version,name"

func read(data []byte, name string) (syntax.Parsed, error) {
	// bonnie++'s output starts with its CSV header, its text table
	// ("Version ...") or a CSV line ("1.98,2.00a,..."): anything else is
	// told apart before it is copied and split.
	first, _ := syntax.FirstLine(data, syntax.MaxLine, "#")
	if !bytes.HasPrefix(first, []byte(header)) && !bytes.HasPrefix(first, []byte("Version ")) && !lineStart.Match(first) {
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	if err := syntax.CheckLines(data, name, syntax.MaxLine, "bonnie++ output"); err != nil {
		return syntax.Parsed{}, err
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	type line struct {
		n      int
		fields []string
	}
	// Without -q, bonnie++ prints its text table before the CSV line.
	table := strings.Contains(text, "------Sequential Output------") || strings.Contains(text, "------Sequential Create------")
	var lines []line
	for i, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") || strings.HasPrefix(t, header) || table && !strings.Contains(t, ",") {
			continue
		}
		lines = append(lines, line{i + 1, strings.Split(t, ",")})
	}
	if len(lines) == 0 || len(lines[0].fields) < 3 || !formatVersion.MatchString(lines[0].fields[0]) || !toolVersion.MatchString(lines[0].fields[1]) {
		if len(lines) == 0 && strings.HasPrefix(strings.TrimSpace(text), header) {
			return syntax.Parsed{}, &syntax.Error{File: name, Line: 1, Msg: "bonnie++ CSV header without a result line"}
		}
		if len(lines) == 0 && table && strings.HasPrefix(strings.TrimSpace(text), "Version ") {
			return syntax.Parsed{}, &syntax.Error{File: name, Line: strings.Count(strings.TrimRight(text, "\n"), "\n") + 1,
				Msg: "bonnie++'s text table without the CSV line it prints after it: the output was cut short"}
		}
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	var rows []datasets.Result
	var places []syntax.Place
	runs := map[string]int64{}
	for _, l := range lines {
		lay, ok := layouts[l.fields[0]]
		if !ok {
			return syntax.Parsed{}, &syntax.Error{File: name, Line: l.n, Column: "format_version", Msg: fmt.Sprintf("format version %q: want 1.96, 1.97 or 1.98, the layouts this parser knows", l.fields[0])}
		}
		if len(l.fields) != lay.fields {
			return syntax.Parsed{}, &syntax.Error{File: name, Line: l.n, Msg: fmt.Sprintf("%d fields: format %s has %d", len(l.fields), l.fields[0], lay.fields)}
		}
		machine := l.fields[2]
		runs[machine]++
		rs, ps, err := lineRows(l.fields, lay, runs[machine], name, l.n)
		if err != nil {
			return syntax.Parsed{}, err
		}
		rows, places = append(rows, rs...), append(places, ps...)
	}
	return syntax.Parsed{
		Dataset: &datasets.Dataset{
			Results: rows,
			Sources: []datasets.Source{{Path: name, Tool: Tool, Format: Format}},
		},
		Where: func(row int, _ string) syntax.Place { return places[row] },
	}, nil
}

// lineRows makes the rows of one line, the run-th of its machine.
func lineRows(f []string, lay layout, run int64, name string, n int) ([]datasets.Result, []syntax.Place, error) {
	bad := func(i int, msg string) error {
		return &syntax.Error{File: name, Line: n, Column: strconv.Itoa(i), Msg: msg}
	}
	base := datasets.NewResult()
	base.Tool, base.ToolVersion, base.SourcePath = Tool, f[1], name
	base.System, base.Host = f[2], f[2]
	if base.System == "" {
		base.System = names.Stem(name)
	}
	base.Aggregation, base.AggregationN, base.Repetition = datasets.AggregationSingle, 1, run
	base.IODepth, base.NumJobs = 1, 1
	if c := f[lay.concurrency]; c != "" {
		v, err := strconv.ParseInt(c, 10, 64)
		if err != nil || v <= 0 {
			return nil, nil, bad(lay.concurrency, fmt.Sprintf("concurrency %q: want a positive whole number", c))
		}
		base.NumJobs = v
	}
	fileSize := f[lay.fileSize]
	chunk := int64(defaultChunk)
	if c := f[lay.chunkSize]; c != "" {
		v, err := size(c)
		if err != nil {
			return nil, nil, &syntax.Error{File: name, Line: n, Column: strconv.Itoa(lay.chunkSize), Msg: "I/O chunk size", Err: err}
		}
		chunk = v
	}
	var rows []datasets.Result
	var places []syntax.Place
	add := func(t test, figureAt, latencyAt int, job string) error {
		v, lat := f[figureAt], f[latencyAt]
		// bonnie++ prints a latency for every test it ran, too fast to
		// measure or not, and none for a test it did not run: a line
		// that breaks this, or whose latency has no unit, was cut (a
		// latency "12166us" cut to "12166u", or to nothing after the
		// last comma).
		switch {
		case lat != "" && !latencyRE.MatchString(lat):
			return bad(latencyAt, fmt.Sprintf("%s latency %q: want a whole number of us, ms or s", t.name, lat))
		case v != "" && lat == "":
			return bad(latencyAt, fmt.Sprintf("%s ran (%q) but has no latency, which bonnie++ prints for every test it runs: the line was cut short", t.name, v))
		}
		if v == "" || v == "+++++" {
			return nil // not run, or too fast to measure
		}
		r := base
		// Test keeps the tests apart: put_block and rewrite are both
		// sequential writes of the chunk size.
		r.JobName, r.Test, r.Pattern = job, t.label, t.pattern
		if t.block {
			r.BlockSizeBytes = chunk
		}
		if t.unit != "" {
			s, err := strconv.ParseFloat(v, 64)
			if err != nil || s < 0 || !decimal.MatchString(v) {
				return bad(figureAt, fmt.Sprintf("%s %q: want a number", t.name, v))
			}
			r.Score, r.ScoreUnit, r.ScoreHigherIsBetter = s, t.unit, datasets.Yes
		} else {
			bw, err := units.KiBPerSecond.ToBase(v)
			if err != nil || !wholeNumber.MatchString(v) {
				return bad(figureAt, fmt.Sprintf("%s %q: want a whole number of K/sec", t.name, v))
			}
			r.Direction = t.direction
			// bonnie++ cuts K/sec down to a whole number.
			r.BWBytesPerS, r.BWResolutionBytesPerS = bw, units.KiBPerSecond.DecimalStep(0)
		}
		if m := latencyRE.FindStringSubmatch(lat); m != nil {
			u := latencyUnits[m[2]]
			r.LatMaxNs, _ = u.ToBase(m[1])
			r.LatKind = datasets.LatTotal
		}
		rows, places = append(rows, r), append(places, syntax.Place{Line: n, Column: t.name})
		return nil
	}
	for k, t := range ioTests {
		job := t.name + " " + fileSize
		if err := add(t, lay.io+2*k, lay.latency+k, job); err != nil {
			return nil, nil, err
		}
	}
	files := fileSpec(f[lay.files : lay.files+4])
	for k, t := range fileTests {
		if err := add(t, lay.fileTests+2*k, lay.latency+len(ioTests)+k, t.name+" "+files); err != nil {
			return nil, nil, err
		}
	}
	return rows, places, nil
}

var (
	decimal     = regexp.MustCompile(`^\d+(\.\d+)?$`)
	wholeNumber = regexp.MustCompile(`^\d+$`)
)

// size reads bonnie++'s sizes: a whole number with k, m (binary) or none.
func size(s string) (int64, error) {
	m := sizeRE.FindStringSubmatch(s)
	if m == nil {
		return 0, fmt.Errorf("%q: want a whole number with k, m or no unit", s)
	}
	v, err := sizeUnits[m[2]].ToBase(m[1])
	if err != nil || v <= 0 || v > 1<<40 {
		return 0, fmt.Errorf("%q: want a positive size", s)
	}
	return int64(v), nil
}

// fileSpec writes the file tests' options as bonnie++'s text does:
// files (in 1024s), then :max:min sizes and /directories where given.
func fileSpec(f []string) string {
	s := f[0]
	if f[1] != "" {
		s += ":" + f[1]
	}
	if f[2] != "" {
		s += ":" + f[2]
	}
	if f[3] != "" {
		s += "/" + f[3]
	}
	return s
}
