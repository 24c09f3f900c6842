package syntax

import (
	"errors"
	"fmt"
	"io"

	"github.com/iopress/iopress/datasets"
)

// A Parser is one format ingest reads, as its package declares it: its
// names, for the sources table and help texts, and its read. ingest's
// registry lists every format's Parser in the order detection tries them,
// so that a new format is its package and one line there:
//
//	var Parser = syntax.Parser{
//		Name:            Format,
//		Tools:           []syntax.Tool{{Name: "bonnie++", Versions: []string{"1.96", "2.00a"}}},
//		Reads:           "CSV, alone or after its text table",
//		Read:            read,
//		ErrUnrecognized: errors.New("not bonnie++ CSV"),
//	}
//
// The help texts and docs/formats.md's table are checked against it.
type Parser struct {
	// Name is the format's name in the sources table's format column, or
	// the stem before the kind it read ("fio" of "fio-json").
	Name string
	// Tools are the tools whose output it reads: CrystalDiskMark and
	// KDiskMark.
	Tools []Tool
	// Reads says which of their outputs: "text exports".
	Reads string
	// Read reads the text of a file (decoded by ParseBytes, which checks
	// its rows after it). For text that is not in its format, it returns
	// ErrNotThisFormat, alone or wrapped, and ParseBytes turns it into
	// ErrUnrecognized, so that detection tries the next format.
	Read func(text []byte, name string) (Parsed, error)
	// ErrUnrecognized is wrapped by the error of input that is not in the
	// format, after the file's name: "f.txt: not bonnie++ CSV". Each
	// format has its own, which errors.Is tells apart.
	ErrUnrecognized error
}

// A Tool is one of the tools whose output a Parser reads.
type Tool struct {
	// Name is the tool as a person names it: "CrystalDiskMark".
	Name string
	// Versions are the versions of the tool whose real output the
	// format's tests read, oldest first, as the tool numbers them
	// ("8.0.4"): the version its rows carry, or the one its testdata's
	// SOURCES.tsv gives where the output does not say. None for a format
	// of iopress's own.
	Versions []string
	// Detail says, for docs/formats.md, which of the tool's outputs are
	// read, in Markdown: "text export (`.txt`, UTF-8 or UTF-16)".
	Detail string
	// Rows says, for docs/formats.md, the rows a file of it gives: "a row
	// per test and direction, decimal MB/s".
	Rows string
}

// ErrNotThisFormat is what a Parser's Read returns for text that is not in
// its format: ParseBytes names the file and the format in its place.
var ErrNotThisFormat = errors.New("not in this format")

// ParseBytes reads a file's bytes: it decodes them (Text), hands the text
// to Read, then checks every results row once (datasets.Dataset.Validate).
// A row that breaks the contract refuses the file with an Error at the
// place Parsed.Where gives, wrapping the row's *datasets.FieldError. The
// sources' sizes are data's; data is not kept.
func (p *Parser) ParseBytes(data []byte, name string) (*datasets.Dataset, error) {
	text, err := Text(data)
	if err != nil {
		return nil, &Error{File: name, Err: err}
	}
	parsed, err := p.Read(text, name)
	if errors.Is(err, ErrNotThisFormat) {
		return nil, fmt.Errorf("%s: %w", name, p.ErrUnrecognized)
	}
	if err != nil {
		return nil, err
	}
	if err := parsed.Dataset.Validate(); err != nil {
		return nil, parsed.rowError(name, err)
	}
	for i := range parsed.Dataset.Sources {
		parsed.Dataset.Sources[i].SizeBytes = int64(len(data))
	}
	return parsed.Dataset, nil
}

// Parse reads a file from r, whole, and parses it as ParseBytes does;
// name is used in errors and as the source's path. A failed read is an
// Error naming the file, whatever the format.
func (p *Parser) Parse(r io.Reader, name string) (*datasets.Dataset, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, &Error{File: name, Msg: "reading", Err: err}
	}
	return p.ParseBytes(data, name)
}
