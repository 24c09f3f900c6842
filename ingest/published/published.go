// Package published reads results tables published by people: CSV files with
// one row per system and cell, whose column names carry their units
// (bw_gib_s, bw_mb_s, iops, lat_avg_ms, lat_avg_us, cpu_total_pct, ...).
//
// Lines starting with '#' are provenance and are kept as the source's notes.
// Two kinds of comment line are directives that change the rows:
//
//	# @resolution iops=1000 where system="Linux libaio","Linux io_uring"
//	# @set platform=Linux where system="Linux libaio","Linux io_uring"
//
// @resolution states that the figures of a column were rounded to a step
// (in the column's own unit); without it each figure's step is read from
// the number of decimals it is printed with: 77.7 in a column of 91.165 was
// printed to a tenth, and an article prints it so. @set gives a label column (system,
// platform, host, target, engine, tool_version, session) a value. Both apply to every
// row, or with "where COLUMN=VALUE[,VALUE...]" to the rows whose cell in
// that column is one of the values.
package published

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/units"
)

// Format names this parser in the sources table.
const Format = "published-csv"

// Parser reads a published results table.
var Parser = syntax.Parser{
	Name: Format,
	Tools: []syntax.Tool{{
		Name:   "published tables",
		Detail: "CSV with units in its column names, such as article 1's table",
		Rows:   "a row per figure",
	}},
	Reads:           "CSV with units in its column names",
	Read:            read,
	ErrUnrecognized: errors.New("not a published results table (CSV with a system column)"),
}

// read reads a table's text; Parser.ParseBytes checks its rows against the
// results table's contract, checkCells what a published table needs more.
func read(data []byte, name string) (syntax.Parsed, error) {
	// A table's header, its first line that is not a comment, names a
	// system column in a few hundred bytes: whatever else is not a
	// published table, and is told so before it is split into cells
	// (which costs many times its size).
	header, short := syntax.FirstLine(data, maxHeader, "#")
	if !short || !bytes.Contains(bytes.ToLower(header), []byte("system")) {
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	if err := syntax.CheckLines(data, name, syntax.MaxLine, "a published table"); err != nil {
		return syntax.Parsed{}, err
	}
	p := &parser{name: name}
	body := p.splitComments(data)
	if err := p.readTable(body); err != nil {
		return syntax.Parsed{}, err
	}
	if err := p.applyDirectives(); err != nil {
		return syntax.Parsed{}, err
	}
	if err := p.checkCells(); err != nil {
		return syntax.Parsed{}, err
	}
	rows := make([]datasets.Result, len(p.rows))
	for i := range p.rows {
		rows[i] = p.rows[i].Result
	}
	ds := &datasets.Dataset{
		Results: rows,
		Sources: []datasets.Source{{
			Path: name, Tool: datasets.ToolPublished, Format: Format,
			Notes: strings.Join(p.notes, "\n"),
		}},
	}
	return syntax.Parsed{Dataset: ds, Where: p.where}, nil
}

// maxHeader is the longest header line read: a hundred columns of long
// names.
const maxHeader = 64 << 10

// where is the line of a row, and the CSV column a results column was
// read from, where one was.
func (p *parser) where(row int, column string) syntax.Place {
	at := syntax.Place{Line: p.rows[row].line}
	if i := p.columnOf(column); i >= 0 {
		at.Column = fmt.Sprintf("%d %q", i+1, p.header[i])
	}
	return at
}

// columnOf finds the CSV column that sets a results column
// ("bw_bytes_per_s" from "bw_gib_s"), or -1.
func (p *parser) columnOf(column string) int {
	if column == "" {
		return -1
	}
	// A results column is a quantity and its base unit; a field's key is
	// the quantity alone.
	quantity := column
	for _, suffix := range []string{"_bytes_per_s", "_bytes", "_ns", "_pct", "_s"} {
		if q, ok := strings.CutSuffix(column, suffix); ok {
			quantity = q
			break
		}
	}
	for i, f := range p.fields {
		if slices.Contains(strings.Split(f.key, "+"), quantity) {
			return i
		}
	}
	return -1
}

type parser struct {
	name       string
	notes      []string
	directives []directive
	header     []string // column names as written
	fields     []field
	rows       []row
}

type row struct {
	datasets.Result
	line  int
	cells []string
}

type directive struct {
	line  int
	verb  string // "resolution" or "set"
	args  []string
	where string   // column name, "" for every row
	in    []string // values of that column
}

// numeric is the number in a measured cell: "72.67 %" -> "72.67".
func numeric(cell string) string {
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(cell), "%"))
}

// splitComments keeps comment lines as notes and directives and returns the
// body with those lines blanked, so CSV line numbers stay those of the file.
func (p *parser) splitComments(data []byte) []byte {
	lines := bytes.SplitAfter(data, []byte("\n"))
	var body bytes.Buffer
	for i, l := range lines {
		t := strings.TrimSpace(string(l))
		if !strings.HasPrefix(t, "#") {
			body.Write(l)
			continue
		}
		if nl := bytes.HasSuffix(l, []byte("\n")); nl {
			body.WriteByte('\n')
		}
		text := strings.TrimSpace(strings.TrimLeft(t, "#"))
		if isDirective(text) {
			p.directives = append(p.directives, directive{line: i + 1, verb: text})
			continue
		}
		if text != "" {
			p.notes = append(p.notes, text)
		}
	}
	return body.Bytes()
}

// isDirective tells a directive from a note that happens to start with '@'
// ("@author: ..."): a directive names a known verb, or at least looks like
// one (it has COLUMN=VALUE), so that a misspelt verb is an error rather than
// a silently ignored note.
func isDirective(text string) bool {
	if !strings.HasPrefix(text, "@") {
		return false
	}
	verb, rest, _ := strings.Cut(strings.TrimPrefix(text, "@"), " ")
	switch strings.ToLower(verb) {
	case "resolution", "set":
		return true
	}
	return strings.Contains(rest, "=") && !strings.Contains(verb, ":")
}

func (p *parser) errorf(line int, column, format string, args ...any) error {
	return &syntax.Error{File: p.name, Line: line, Column: column, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) readTable(body []byte) error {
	cr := csv.NewReader(bytes.NewReader(body))
	cr.Comma = sniffDelimiter(body)
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	header, err := cr.Read()
	if err != nil {
		// Empty, or not even CSV: another format's file.
		return syntax.ErrNotThisFormat
	}
	hasSystem := false
	for _, h := range header {
		if normalizeName(h) == "system" {
			hasSystem = true
		}
	}
	if !hasSystem || len(header) < 2 {
		return syntax.ErrNotThisFormat
	}
	headerLine, _ := cr.FieldPos(0)
	p.header = header
	p.fields = make([]field, len(header))
	seen := map[string]string{}
	for i, h := range header {
		f, err := lookupField(h)
		if err != nil {
			return &syntax.Error{File: p.name, Line: headerLine, Column: fmt.Sprintf("%d %q", i+1, h), Err: err}
		}
		if prev, dup := seen[f.key]; dup {
			return p.errorf(headerLine, fmt.Sprintf("%d %q", i+1, h), "same quantity as column %q", prev)
		}
		seen[f.key] = h
		p.fields[i] = f
	}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return &syntax.Error{File: p.name, Line: pe.Line, Msg: "malformed CSV", Err: pe.Err}
			}
			return &syntax.Error{File: p.name, Msg: "reading CSV", Err: err}
		}
		line, _ := cr.FieldPos(0)
		if len(rec) != len(header) {
			return p.errorf(line, "", "%d fields, want %d as in the header", len(rec), len(header))
		}
		r := row{Result: datasets.NewResult(), line: line, cells: rec}
		r.Tool = datasets.ToolPublished
		for i, cell := range rec {
			cell = strings.TrimSpace(cell)
			if cell == "" {
				continue
			}
			if cr.Comma == ';' && p.fields[i].value != nil {
				// A semicolon-separated file comes from a locale that
				// writes decimal commas: 6,1 is six point one.
				cell = strings.Replace(cell, ",", ".", 1)
			}
			if err := p.fields[i].set(&r.Result, cell); err != nil {
				return &syntax.Error{File: p.name, Line: line, Column: fmt.Sprintf("%d %q", i+1, header[i]), Err: err}
			}
			// A figure's rounding step is the one it is printed with:
			// "77.7" was rounded to a tenth even beside "91.165", and
			// "26.00" to a hundredth. The source's precision is carried
			// figure by figure, so no article prints 77.700.
			if f := p.fields[i]; f.resolution != nil && !math.IsNaN(*f.value(&r.Result)) {
				*f.resolution(&r.Result) = f.unit.DecimalStep(units.Decimals(numeric(cell)))
			}
		}
		p.rows = append(p.rows, r)
	}
	if len(p.rows) == 0 {
		return p.errorf(headerLine, "", "header but no rows")
	}
	return nil
}

// sniffDelimiter picks ',' unless the header line uses ';' or tabs only.
func sniffDelimiter(body []byte) rune {
	for _, l := range bytes.Split(body, []byte("\n")) {
		if len(bytes.TrimSpace(l)) == 0 {
			continue
		}
		switch {
		case bytes.IndexByte(l, ',') >= 0:
			return ','
		case bytes.IndexByte(l, ';') >= 0:
			return ';'
		case bytes.IndexByte(l, '\t') >= 0:
			return '\t'
		}
		return ','
	}
	return ','
}

func (p *parser) applyDirectives() error {
	for _, d := range p.directives {
		if err := p.parseDirective(&d); err != nil {
			return err
		}
		var matched []*row
		col := -1
		if d.where != "" {
			for i, h := range p.header {
				if normalizeName(h) == normalizeName(d.where) {
					col = i
				}
			}
			if col < 0 {
				return p.errorf(d.line, "", "directive: where %s: no such column (have %s)", d.where, strings.Join(p.header, ", "))
			}
		}
		for i := range p.rows {
			if col < 0 || slices.Contains(d.in, strings.TrimSpace(p.rows[i].cells[col])) {
				matched = append(matched, &p.rows[i])
			}
		}
		if len(matched) == 0 {
			return p.errorf(d.line, "", "directive matches no row: where %s=%s", d.where, strings.Join(d.in, ","))
		}
		for _, a := range d.args {
			key, val, _ := strings.Cut(a, "=")
			if err := p.applyArg(d, key, val, matched); err != nil {
				return err
			}
		}
	}
	return nil
}

func (p *parser) applyArg(d directive, key, val string, rows []*row) error {
	switch d.verb {
	case "resolution":
		for i, h := range p.header {
			f := p.fields[i]
			if normalizeName(h) != normalizeName(key) {
				continue
			}
			if f.resolution == nil {
				return p.errorf(d.line, "", "@resolution %s: column %q is not a measured figure", key, h)
			}
			step, err := f.unit.ToBase(val)
			if err != nil || step <= 0 {
				return p.errorf(d.line, "", "@resolution %s=%s: want a positive step in the column's unit (%s)", key, val, f.unit.Name)
			}
			for _, r := range rows {
				*f.resolution(&r.Result) = step
			}
			return nil
		}
		return p.errorf(d.line, "", "@resolution %s: no such column (have %s)", key, strings.Join(p.header, ", "))
	case "set":
		f, err := lookupField(key)
		if err != nil || f.label == nil {
			return p.errorf(d.line, "", "@set %s: want one of the label columns %s", key, strings.Join(labelNames(), ", "))
		}
		for _, r := range rows {
			*f.label(&r.Result) = val
		}
		return nil
	}
	return p.errorf(d.line, "", "unknown directive @%s: want @resolution or @set", d.verb)
}

// parseDirective splits "@verb a=b c=d where col=v1,"v 2"" into its parts.
func (p *parser) parseDirective(d *directive) error {
	toks, err := tokenize(strings.TrimPrefix(d.verb, "@"))
	if err != nil {
		return &syntax.Error{File: p.name, Line: d.line, Msg: "directive", Err: err}
	}
	if len(toks) < 2 {
		return p.errorf(d.line, "", "directive %q: want @verb COLUMN=VALUE... [where COLUMN=VALUE,...]", d.verb)
	}
	d.verb = strings.ToLower(toks[0])
	toks = toks[1:]
	for i, t := range toks {
		if strings.EqualFold(t, "where") {
			if i != len(toks)-2 {
				return p.errorf(d.line, "", "directive: want one COLUMN=VALUE[,VALUE...] after where")
			}
			col, vals, ok := strings.Cut(toks[i+1], "=")
			if !ok {
				return p.errorf(d.line, "", "directive: where %q: want COLUMN=VALUE[,VALUE...]", toks[i+1])
			}
			d.where = col
			d.in = strings.Split(vals, "\x00")
			toks = toks[:i]
			break
		}
	}
	if len(toks) == 0 {
		return p.errorf(d.line, "", "directive @%s: want COLUMN=VALUE before where", d.verb)
	}
	for _, t := range toks {
		if !strings.Contains(t, "=") {
			return p.errorf(d.line, "", "directive argument %q: want COLUMN=VALUE", t)
		}
		d.args = append(d.args, strings.ReplaceAll(t, "\x00", ","))
	}
	return nil
}

// tokenize splits on spaces outside double quotes; commas outside quotes
// inside a token separate values and come back as NUL.
func tokenize(s string) ([]string, error) {
	var toks []string
	var cur strings.Builder
	inQuote, have := false, false
	for _, c := range s {
		switch {
		case c == '"':
			inQuote = !inQuote
			have = true
		case inQuote:
			cur.WriteRune(c)
		case c == ' ' || c == '\t':
			if have {
				toks = append(toks, cur.String())
				cur.Reset()
				have = false
			}
		case c == ',':
			cur.WriteByte(0)
			have = true
		default:
			cur.WriteRune(c)
			have = true
		}
	}
	if inQuote {
		return nil, fmt.Errorf("unterminated quote in %q", s)
	}
	if have {
		toks = append(toks, cur.String())
	}
	return toks, nil
}

// checkCells refuses what a results row may lack but a published table's
// may not: each row compares a cell, so it must say which, once.
func (p *parser) checkCells() error {
	type key struct {
		system, pattern, direction string
		bs, qd, jobs, rep          int64
		mix                        float64
	}
	seen := map[key]int{}
	for i := range p.rows {
		r := &p.rows[i]
		switch {
		case r.Pattern == "":
			return p.errorf(r.line, "", "no pattern: give a pattern or rw column")
		case r.BlockSizeBytes == 0:
			return p.errorf(r.line, "", "no block size: give a bs column")
		}
		k := key{r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.IODepth, r.NumJobs, r.Repetition, r.RWMixReadPct}
		if math.IsNaN(k.mix) {
			k.mix = -1
		}
		if prev, dup := seen[k]; dup {
			return p.errorf(r.line, "", "same system and cell as line %d (add a repetition column to give repeated runs)", prev)
		}
		seen[k] = r.line
	}
	return nil
}
