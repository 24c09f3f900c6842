// Package syntax holds what every ingest parser shares: the error type each
// returns for bad input, which says which file, where in it (line and
// column, or JSON path) and what was expected, like golang.org/x/perf/
// benchfmt's SyntaxError; the decoding of a file's bytes into text; and
// Parser, each format's description and the steps around its reading that
// are the same for every format: text decoded once before it, rows checked
// once after it.
package syntax

import (
	"errors"
	"fmt"
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
