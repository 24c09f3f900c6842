// Package iometer reads IOmeter's result files: the CSV it saves after a
// run ('Test Type, 'Version, 'Time Stamp, 'Access specifications and
// 'Results sections, one 'Results section per test, and from IOmeter 1.1
// 'End Test after the last), and the instantaneous results IOmeter 1.1
// saves beside it ("inst" before the file's name, when its display is set
// to record the last update's results).
//
// Each test gives a results row per direction that did I/O, from its ALL
// row, the totals IOmeter printed: IOPS, bandwidth (IOmeter's MBps, of
// 2^20 bytes), mean and maximum response time and CPU use as printed, each
// with the resolution it was printed to. The cell comes from the test's
// access specification (block size, read share, random share) and its
// queue depth. The per-manager and per-worker rows are read too: the
// parser checks that the workers' I/Os and bytes add up to their manager's
// and the managers' to the ALL row's, and the manager says the host and
// the run time; the disk a test ran on names the system.
//
// An instantaneous results file has the same sections, its 'Results a
// TimeStamp column before 'Target Type and, per test, a WORKER row per
// worker per update of the display (its figures over that update, its
// access specification left empty), then each worker's row of the whole
// test and the ALL row. The ALL row gives the test's results rows, as in
// the result file; the updates give the time series, a sample per update
// of each direction's IOPS, bandwidth and mean response time (the last
// only when the update had I/Os of that direction), timed from the test's
// 'Time Stamp (IOmeter's clock, to the millisecond). The workers' rows of
// the whole test are checked to add up to the ALL row.
package iometer

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/names"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/units"
)

// Format names this parser in the sources table.
const Format = "iometer"

// Parser reads IOmeter's result CSV.
var Parser = syntax.Parser{
	Name: Format,
	Tools: []syntax.Tool{{
		Name:     "IOmeter",
		Versions: []string{"2008.06.18", "1.1.0"},
		Detail:   "result CSV (`'Test Type`, `'Version`, `'Access specifications`, `'Results`) and IOmeter 1.1's instantaneous results (`inst` files)",
		Rows:     "a row per direction of each test's ALL row; workers and managers checked to add up; the instantaneous results' updates as time-series samples",
	}},
	Reads:           "result CSV",
	Read:            read,
	ErrUnrecognized: errors.New("not an IOmeter result file"),
}

// spec is one line of an access specification: a share of the I/Os with
// one size, read share and random share.
type spec struct {
	size, ofSize, reads, random float64
}

// record is a CSV record with the line it starts on.
type record struct {
	fields []string
	line   int
}

// reader walks the file's records.
type reader struct {
	name    string
	records []record
	i       int
}

func (r *reader) next() (record, bool) {
	if r.i >= len(r.records) {
		return record{}, false
	}
	r.i++
	return r.records[r.i-1], true
}

func (r *reader) errorf(line int, format string, args ...any) error {
	return &syntax.Error{File: r.name, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// file is what the sections before a test's results said.
type file struct {
	version, description string
	specs                map[string][]spec
	// stamp is the last 'Time Stamp: the start of the test whose
	// results follow, as written, as read and its line.
	stampText string
	stamp     time.Time
	stampLine int
}

func read(data []byte, name string) (syntax.Parsed, error) {
	if !bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n"), []byte("'Test Type,Test Description")) {
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	records, err := readRecords(data, name)
	if err != nil {
		return syntax.Parsed{}, err
	}
	if len(records) > 0 && !endsLine(data) {
		last := records[len(records)-1]
		return syntax.Parsed{}, r0(name).errorf(last.line, "the file ends inside this row, without its line end: it was cut short, and the row's last field may be cut too")
	}
	r := &reader{name: name, records: records}
	f := file{specs: map[string][]spec{}}
	ds := &datasets.Dataset{Sources: []datasets.Source{{Path: name, Tool: datasets.ToolIOmeter, Format: Format + "-csv"}}}
	var places []syntax.Place
	pending := 0 // the line of a test's start whose results are still to come
	for {
		rec, ok := r.next()
		if !ok {
			break
		}
		var err error
		switch rec.fields[0] {
		case "'Version", "'Time Stamp", "'Access specifications", "'Results", "'End Test":
			err = r.alone(rec)
		}
		if err != nil {
			return syntax.Parsed{}, err
		}
		switch rec.fields[0] {
		case "'Test Type":
			if err = r.header(rec); err != nil {
				break
			}
			if v, ok := r.next(); ok && len(v.fields) > 1 {
				// The description may hold commas; the type is a number.
				if _, perr := strconv.Atoi(v.fields[0]); perr != nil {
					err = &syntax.Error{File: r.name, Line: v.line, Column: "1", Msg: fmt.Sprintf("test type %q: want a number", v.fields[0])}
				}
				f.description = strings.Join(v.fields[1:], ",")
			}
		case "'Version":
			if v, ok := r.next(); ok {
				f.version = strings.Join(v.fields, ",")
				err = r.alone(v)
			}
		case "'Time Stamp":
			// A test's start (and the end of the one before): its
			// results must follow, or 'End Test.
			if v, ok := r.next(); ok {
				if err = r.alone(v); err == nil {
					f.stampText, f.stamp, f.stampLine = v.fields[0], stampOf(v.fields[0]), v.line
				}
			}
			pending = rec.line
		case "'End Test":
			// IOmeter 1.1 ends a run that went to its end with this,
			// after the last test's closing 'Time Stamp.
			pending = 0
		case "'Access specifications":
			err = r.accessSpecs(f.specs)
			pending = rec.line
		case "'Results":
			var t test
			if t, err = r.results(f); err != nil {
				break
			}
			ds.Results = append(ds.Results, t.rows...)
			places = append(places, t.places...)
			ds.Series = append(ds.Series, t.samples...)
			if t.instantaneous {
				ds.Sources[0].Format = Format + "-instantaneous-csv"
			}
			pending = 0
		default:
			err = r.errorf(rec.line, "%s: want a section's title ('Results, 'Access specifications, 'Time Stamp, ...) here, between sections", short(rec.fields))
		}
		if err != nil {
			return syntax.Parsed{}, err
		}
	}
	if pending > 0 {
		return syntax.Parsed{}, r.errorf(pending, "a test begun here has no 'Results section after it: the file was cut short")
	}
	if len(ds.Results) == 0 {
		return syntax.Parsed{}, r.errorf(0, "an IOmeter result file without a test that did I/O")
	}
	return syntax.Parsed{Dataset: ds, Where: func(row int, _ string) syntax.Place { return places[row] }}, nil
}

// alone refuses a row that should be one field (a section's title, a
// version, a time stamp) and is more: a row with commas added.
func (r *reader) alone(rec record) error {
	if len(rec.fields) != 1 {
		return r.errorf(rec.line, "%s: want %q alone on its line", short(rec.fields), rec.fields[0])
	}
	return nil
}

// header refuses a header line with a column without a name: commas
// added to it.
func (r *reader) header(rec record) error {
	for k, f := range rec.fields {
		if strings.TrimSpace(f) == "" {
			return &syntax.Error{File: r.name, Line: rec.line, Column: strconv.Itoa(k + 1), Msg: fmt.Sprintf("a header line of %d fields with a column without a name", len(rec.fields))}
		}
	}
	return nil
}

// r0 is a reader with no records, for its errors.
func r0(name string) *reader { return &reader{name: name} }

// endsLine reports whether data's last line has its line end (IOmeter
// ends every line with one; white space after it aside).
func endsLine(data []byte) bool {
	return bytes.HasSuffix(bytes.TrimRight(data, " \t"), []byte("\n"))
}

// short is a record as a message quotes it: its first fields, and how
// many there are.
func short(fields []string) string {
	s := strings.Join(fields[:min(len(fields), 3)], ",")
	if len(s) > 60 {
		s = s[:60]
	}
	if len(fields) > 3 {
		return fmt.Sprintf("%q... (%d fields)", s, len(fields))
	}
	return fmt.Sprintf("%q", s)
}

// readRecords reads every CSV record. IOmeter quotes nothing: a target
// name such as 8: "Pliant LS300S P10" has quotes inside a field.
func readRecords(data []byte, name string) ([]record, error) {
	cr := csv.NewReader(bytes.NewReader(data))
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	var out []record
	for {
		fields, err := cr.Read()
		if err == io.EOF {
			return out, nil
		}
		line, _ := cr.FieldPos(0)
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				line = pe.Line
			}
			return nil, &syntax.Error{File: name, Line: line, Msg: "CSV", Err: err}
		}
		out = append(out, record{fields: fields, line: line})
	}
}

// maxSize is the largest transfer size read: a TiB, past any I/O's.
const maxSize = 1 << 40

// accessSpecs reads the access specifications section, up to its end.
func (r *reader) accessSpecs(specs map[string][]spec) error {
	current := ""
	header := 0 // fields of the 'size line
	for {
		rec, ok := r.next()
		if !ok {
			return r.errorf(len(r.records), "access specifications without 'End access specifications")
		}
		switch rec.fields[0] {
		case "'End access specifications":
			return r.alone(rec)
		case "'Access specification name":
			if err := r.header(rec); err != nil {
				return err
			}
			n, ok := r.next()
			if !ok {
				return r.errorf(rec.line, "an access specification without its name")
			}
			if len(n.fields) != len(rec.fields) {
				return r.errorf(n.line, "%d fields, want the %d of the header line above", len(n.fields), len(rec.fields))
			}
			current = n.fields[0]
			specs[current] = nil
		case "'size":
			if err := r.header(rec); err != nil {
				return err
			}
			header = len(rec.fields)
		default:
			if len(rec.fields) < 4 || current == "" {
				return r.errorf(rec.line, "want an access specification line: size,%% of size,%% reads,%% random,...")
			}
			// IOmeter 1.1 ends each line with a comma: one more field,
			// empty.
			if header > 0 && len(rec.fields) != header && !(len(rec.fields) == header+1 && rec.fields[header] == "") {
				return r.errorf(rec.line, "%d fields, want the %d of the 'size line above", len(rec.fields), header)
			}
			var s spec
			for k, dst := range []*float64{&s.size, &s.ofSize, &s.reads, &s.random} {
				v, err := strconv.ParseFloat(strings.TrimSpace(rec.fields[k]), 64)
				if err != nil || v < 0 || k > 0 && v > 100 {
					return &syntax.Error{File: r.name, Line: rec.line, Column: strconv.Itoa(k + 1), Msg: fmt.Sprintf("%q: want a size or a percentage", rec.fields[k])}
				}
				*dst = v
			}
			// The size becomes the block size, a whole number of bytes:
			// one past int64 (2^63-1 read as a float) would turn negative.
			if s.size != math.Trunc(s.size) || s.size > maxSize {
				return &syntax.Error{File: r.name, Line: rec.line, Column: "1", Msg: fmt.Sprintf("transfer size %q: want a whole number of bytes, at most %d (1 TiB)", rec.fields[0], int64(maxSize))}
			}
			specs[current] = append(specs[current], s)
		}
	}
}

// target is one row of a results section: ALL, MANAGER, PROCESSOR, WORKER
// or DISK, its fields by column name.
type target struct {
	kind, name string
	col        map[string]string
	line       int
}

func (t target) num(column string) (float64, bool) {
	v, err := strconv.ParseFloat(strings.TrimSpace(t.col[column]), 64)
	return v, err == nil
}

// test is what one test's results section gives: its rows, where each
// came from, and its time series.
type test struct {
	rows          []datasets.Result
	places        []syntax.Place
	samples       []datasets.Sample
	instantaneous bool // of an instantaneous results file
}

// results reads one test's results section and makes its rows (and, of an
// instantaneous results file, its samples).
func (r *reader) results(f file) (test, error) {
	head, ok := r.next()
	// An instantaneous results file has a TimeStamp column first.
	inst := ok && len(head.fields) > 1 && head.fields[0] == "TimeStamp" && head.fields[1] == "'Target Type"
	if !ok || head.fields[0] != "'Target Type" && !inst {
		return test{}, r.errorf(head.line, "'Results without its header line ('Target Type,Target Name,... or, of instantaneous results, TimeStamp,'Target Type,...)")
	}
	if err := r.header(head); err != nil {
		return test{}, err
	}
	kindAt := 0
	if inst {
		kindAt = 1
	}
	var all *target
	var managers, workers, updates []target
	var disks []string
	var rows []target
	// IOmeter 1.1 writes a PROCESSOR row without the latency bins the
	// header ends with (0 to 50 uS, ...): fields up to them.
	bins := slices.Index(head.fields, "0 to 50 uS")
	for r.i < len(r.records) && !strings.HasPrefix(r.records[r.i].fields[0], "'") {
		rec, _ := r.next()
		if len(rec.fields) != len(head.fields) && !(bins > kindAt && len(rec.fields) == bins && rec.fields[kindAt] == "PROCESSOR") {
			return test{}, r.errorf(rec.line, "%s row of %d fields, want the %d of the header line (%s...) at line %d", short(rec.fields[:min(kindAt+1, len(rec.fields))]), len(rec.fields), len(head.fields), head.fields[0], head.line)
		}
		t := target{kind: rec.fields[kindAt], col: map[string]string{}, line: rec.line}
		if len(rec.fields) > kindAt+1 {
			t.name = rec.fields[kindAt+1]
		}
		for k, h := range head.fields {
			if k < len(rec.fields) {
				t.col[strings.TrimPrefix(h, "'")] = rec.fields[k]
			}
		}
		switch t.kind {
		case "ALL":
			if all != nil {
				return test{}, r.errorf(t.line, "a second ALL row in one test's results (the first at line %d)", all.line)
			}
			all = &t
		case "MANAGER":
			managers = append(managers, t)
		case "WORKER":
			// An instantaneous file's update rows leave the access
			// specification empty; the rows of the whole test name it.
			if inst && strings.TrimSpace(t.col["Access Specification Name"]) == "" {
				if all != nil {
					return test{}, r.errorf(t.line, "a worker's update after the test's ALL row (line %d): want the updates first", all.line)
				}
				updates = append(updates, t)
				continue
			}
			workers = append(workers, t)
		case "DISK":
			disks = append(disks, t.name)
		case "PROCESSOR":
		default:
			return test{}, r.errorf(t.line, "target type %q: want ALL, MANAGER, PROCESSOR, WORKER or DISK", t.kind)
		}
		rows = append(rows, t)
	}
	if all == nil {
		return test{}, r.errorf(head.line, "a test's results without their ALL row")
	}
	if inst {
		// IOmeter writes the workers' rows of the whole test, then
		// ALL: no manager, processor or disk.
		if err := r.addsUpTo(*all, workers, "workers"); err != nil {
			return test{}, err
		}
	} else {
		if err := r.counted(head, rows); err != nil {
			return test{}, err
		}
		if err := r.addsUp(all, managers, workers); err != nil {
			return test{}, err
		}
	}
	rs, places, err := r.rows(f, all, managers, disks)
	if err != nil {
		return test{}, err
	}
	t := test{rows: rs, places: places, instantaneous: inst}
	if inst {
		if t.samples, err = r.samples(f, all, updates); err != nil {
			return test{}, err
		}
	}
	return t, nil
}

// counted checks that a results section has the rows its counts
// declare: ALL's managers, each manager's workers, each worker's disks
// (its rows follow it, up to the next of its kind or above). IOmeter
// writes them in that order, so a section cut short lacks the last
// worker's disks, the last manager's workers or the managers after.
func (r *reader) counted(head record, rows []target) error {
	declared := func(t target, column string) (int, bool) {
		v, ok := t.col[column]
		if !ok || strings.TrimSpace(v) == "" {
			return 0, false
		}
		n, err := strconv.Atoi(strings.TrimSpace(v))
		return n, err == nil && n >= 0
	}
	// under counts the rows of kind after rows[i], up to the next row of
	// a kind in stop.
	under := func(i int, kind string, stop ...string) int {
		n := 0
		for _, t := range rows[i+1:] {
			if slices.Contains(stop, t.kind) {
				break
			}
			if t.kind == kind {
				n++
			}
		}
		return n
	}
	for i, t := range rows {
		var what, column string
		var got int
		switch t.kind {
		case "ALL":
			what, column, got = "managers", "# Managers", under(i, "MANAGER", "ALL")
		case "MANAGER":
			what, column, got = "workers", "# Workers", under(i, "WORKER", "ALL", "MANAGER")
		case "WORKER":
			what, column, got = "disks", "# Disks", under(i, "DISK", "ALL", "MANAGER", "WORKER")
		default:
			continue
		}
		if want, ok := declared(t, column); ok && got != want {
			return &syntax.Error{File: r.name, Line: t.line, Column: column, Msg: fmt.Sprintf("%d %s, but %d %s rows follow: the results were cut short (or rows are missing)", want, what, got, strings.ToUpper(strings.TrimSuffix(what, "s")))}
		}
	}
	return nil
}

// counted are the figures of a target that add up over its parts.
var counted = []string{"Read I/Os", "Write I/Os", "Bytes Read", "Bytes Written"}

// addsUp checks that each manager's workers add up to the manager (its
// workers follow it, up to the next manager) and the managers to ALL.
func (r *reader) addsUp(all *target, managers, workers []target) error {
	check := r.addsUpTo
	if err := check(*all, managers, "managers"); err != nil {
		return err
	}
	for i, m := range managers {
		var mine []target
		for _, w := range workers {
			if w.line > m.line && (i+1 == len(managers) || w.line < managers[i+1].line) {
				mine = append(mine, w)
			}
		}
		if err := check(m, mine, "workers"); err != nil {
			return err
		}
	}
	return nil
}

// addsUpTo checks that parts (none: nothing to check) add up to whole in
// each counted figure.
func (r *reader) addsUpTo(whole target, parts []target, what string) error {
	if len(parts) == 0 {
		return nil
	}
	for _, c := range counted {
		want, ok := whole.num(c)
		if !ok {
			continue
		}
		var sum float64
		for _, p := range parts {
			v, _ := p.num(c)
			sum += v
		}
		if sum != want {
			return &syntax.Error{File: r.name, Line: whole.line, Column: c, Msg: fmt.Sprintf("%v, but its %s add up to %v", want, what, sum)}
		}
	}
	return nil
}

// rows makes a test's rows from its ALL row.
func (r *reader) rows(f file, all *target, managers []target, disks []string) ([]datasets.Result, []syntax.Place, error) {
	specName := all.col["Access Specification Name"]
	base := datasets.NewResult()
	base.Tool, base.ToolVersion, base.SourcePath = datasets.ToolIOmeter, f.version, r.name
	base.JobName = specName
	base.Aggregation, base.AggregationN = datasets.AggregationSingle, 1
	if s := f.specs[specName]; len(s) == 1 {
		base.BlockSizeBytes = int64(s[0].size)
		switch s[0].random {
		case 100:
			base.Pattern = datasets.PatternRandom
		case 0:
			base.Pattern = datasets.PatternSequential
		}
		if s[0].reads > 0 && s[0].reads < 100 {
			base.RWMixReadPct = s[0].reads
		}
	}
	if v, ok := all.num("Queue Depth"); ok && v > 0 {
		base.IODepth = int64(v)
	}
	if v, ok := all.num("# Workers"); ok && v > 0 {
		base.NumJobs = int64(v)
	}
	if len(managers) == 1 {
		base.Host = managers[0].name
		// The run time is the manager's raw ticks over its clock rate.
		ticks, ok1 := managers[0].num("Total Raw Run Time")
		hz, ok2 := managers[0].num("Processor Speed")
		if ok1 && ok2 && hz > 0 {
			base.RuntimeS = ticks / hz
		}
	}
	base.System = systemOf(disks, base.Host, r.name)
	if len(disks) == 1 {
		base.Target = disks[0]
	}
	for _, c := range []struct {
		column string
		dst    *float64
	}{{"% CPU Utilization", &base.CPUTotalPct}, {"% User Time", &base.CPUUsrPct}, {"% Privileged Time", &base.CPUSysPct}} {
		if v, ok := all.num(c.column); ok {
			*c.dst = v
		}
	}
	var rows []datasets.Result
	var places []syntax.Place
	for _, d := range []struct{ dir, prefix string }{{datasets.DirectionRead, "Read"}, {datasets.DirectionWrite, "Write"}} {
		ios, _ := all.num(d.prefix + " I/Os")
		if !(ios > 0) {
			continue
		}
		row := base
		row.Direction = d.dir
		for _, c := range []struct {
			columns []string
			unit    units.Unit
			value   *float64
			res     *float64
		}{
			{[]string{d.prefix + " IOps"}, units.One, &row.IOPS, &row.IOPSResolution},
			// IOmeter's MBps is of 2^20 bytes: 1.1 says so, "MBps (Binary)".
			{[]string{d.prefix + " MBps", d.prefix + " MBps (Binary)", d.prefix + " MiBps (Binary)"}, units.MiBPerSecond, &row.BWBytesPerS, &row.BWResolutionBytesPerS},
			{[]string{"Average " + d.prefix + " Response Time"}, units.Millisecond, &row.LatMeanNs, &row.LatResolutionNs},
			{[]string{"Maximum " + d.prefix + " Response Time"}, units.Millisecond, &row.LatMaxNs, nil},
		} {
			for _, col := range c.columns {
				f, ok := all.col[col]
				if !ok {
					continue
				}
				v, err := c.unit.ToBase(f)
				if err != nil {
					return nil, nil, &syntax.Error{File: r.name, Line: all.line, Column: col, Err: err}
				}
				*c.value = v
				if c.res != nil {
					*c.res = c.unit.DecimalStep(units.Decimals(f))
				}
				break
			}
		}
		if !math.IsNaN(row.LatMeanNs) {
			row.LatKind = datasets.LatTotal // IOmeter times an I/O from issue to completion
		}
		rows = append(rows, row)
		places = append(places, syntax.Place{Line: all.line, Column: d.prefix + " IOps"})
	}
	return rows, places, nil
}

// systemOf names what a test measured: the disk it ran on, the model
// IOmeter quotes in the target's name (8: "Pliant LS300S P10"), else the
// machine, else the file.
func systemOf(disks []string, host, name string) string {
	if len(disks) == 1 {
		d := disks[0]
		if i, j := strings.IndexByte(d, '"'), strings.LastIndexByte(d, '"'); i >= 0 && j > i+1 {
			return d[i+1 : j]
		}
		if d != "" {
			return d
		}
	}
	if host != "" {
		return host
	}
	return names.Stem(name)
}
