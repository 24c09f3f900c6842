// Package syntax holds what every ingest parser shares: the error type each
// returns for bad input, which says which file, where in it (line and
// column, or JSON path) and what was expected, like golang.org/x/perf/
// benchfmt's SyntaxError; the decoding of a file's bytes into text; and
// Parse, the steps around a format's reading that are the same for every
// format: text decoded once before it, rows checked once after it.
package syntax

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/iopress/iopress/datasets"
)

// Error is a problem at a place in an input file.
type Error struct {
	File   string // file name, with the archive member after a '!' where there is one
	Line   int    // 1-based line, 0 if unknown
	Col    int    // 1-based byte in the line, 0 if unknown
	Column string // column name or number, for tables
	Path   string // JSON path or XML element path, for structured formats
	Msg    string // what was wrong and what was expected
	Err    error  // underlying cause, if any
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
		if e.Col > 0 {
			fmt.Fprintf(&b, ":%d", e.Col)
		}
	}
	if e.Column != "" {
		fmt.Fprintf(&b, ": column %s", e.Column)
	}
	if e.Path != "" {
		fmt.Fprintf(&b, ": at %s", e.Path)
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	if e.Err != nil {
		if e.Msg != "" {
			b.WriteString(": ")
		}
		b.WriteString(e.Err.Error())
	}
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }

// Place is where in a file something was read: a line (and the byte in
// it), a table's column, a JSON or XML path; what a format does not say is
// left zero.
type Place struct {
	Line, Col int
	Column    string
	Path      string
}

// Parsed is what a format read from a file, before its rows are checked:
// the dataset, and where each results row came from.
type Parsed struct {
	Dataset *datasets.Dataset
	// Where says where results row i was read, and where its value of
	// the results column named came from ("" for the row as a whole), for
	// the error of a row that breaks the contract; nil when the format
	// cannot say.
	Where func(row int, column string) Place
}

// Parse is every format's ParseBytes: it decodes data (Text), hands the
// text to the format's read, then checks every results row once
// (datasets.Dataset.Validate). A row that breaks the contract refuses the
// file with an Error at the place Where gives, wrapping the row's
// *datasets.FieldError. The sources' sizes are data's.
func Parse(data []byte, name string, read func(text []byte, name string) (Parsed, error)) (*datasets.Dataset, error) {
	text, err := Text(data)
	if err != nil {
		return nil, &Error{File: name, Err: err}
	}
	p, err := read(text, name)
	if err != nil {
		return nil, err
	}
	if err := p.Dataset.Validate(); err != nil {
		return nil, p.rowError(name, err)
	}
	for i := range p.Dataset.Sources {
		p.Dataset.Sources[i].SizeBytes = int64(len(data))
	}
	return p.Dataset, nil
}

// rowError places the error of Dataset.Validate in the file.
func (p Parsed) rowError(name string, err error) error {
	var row *datasets.RowError
	if !errors.As(err, &row) {
		return &Error{File: name, Err: err}
	}
	if p.Where == nil {
		return &Error{File: name, Msg: fmt.Sprintf("results row %d", row.Row+1), Err: row.Err}
	}
	column := ""
	var fe *datasets.FieldError
	if errors.As(row.Err, &fe) {
		column = fe.Column
	}
	at := p.Where(row.Row, column)
	return &Error{File: name, Line: at.Line, Col: at.Col, Column: at.Column, Path: at.Path, Err: row.Err}
}

// ReadAll reads a parser's whole input and hands it to parse, the
// parser's ParseBytes: each format's Parse(r, name) is this, so that a
// failed read is reported alike, as an Error naming the file, whatever
// the format.
func ReadAll[T any](r io.Reader, name string, parse func(data []byte, name string) (T, error)) (T, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		var zero T
		return zero, &Error{File: name, Msg: "reading", Err: err}
	}
	return parse(data, name)
}
