// Package syntax holds the error type every ingest parser returns for bad
// input: it says which file, where in it (line and column, or JSON path) and
// what was expected, like golang.org/x/perf/benchfmt's SyntaxError.
package syntax

import (
	"fmt"
	"io"
	"strings"
)

// Error is a problem at a place in an input file.
type Error struct {
	File   string // file name, with the archive member after a '!' where there is one
	Line   int    // 1-based line, 0 if unknown
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
