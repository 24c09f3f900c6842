package syntax_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
)

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, io.ErrUnexpectedEOF }

// TestParserParse: Parse hands the bytes read to the format whole; a
// failed read is an Error naming the file and wrapping the cause.
func TestParserParse(t *testing.T) {
	var got string
	p := &syntax.Parser{Name: "t", Read: func(text []byte, name string) (syntax.Parsed, error) {
		got = name + ":" + string(text)
		return syntax.Parsed{Dataset: &datasets.Dataset{}}, nil
	}}
	if _, err := p.Parse(io.MultiReader(strings.NewReader("ab"), strings.NewReader("cd")), "f.json"); err != nil || got != "f.json:abcd" {
		t.Errorf("Parse read %q, %v; want f.json:abcd", got, err)
	}
	_, err := p.Parse(failingReader{}, "f.json")
	var se *syntax.Error
	if !errors.As(err, &se) || se.File != "f.json" || !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Errorf("err = %v, want a syntax.Error for f.json wrapping the cause", err)
	}
}

// TestParserUnrecognized: a Read's ErrNotThisFormat becomes its format's
// ErrUnrecognized after the file's name, which errors.Is tells from
// another format's; another error of Read's is handed back as it is.
func TestParserUnrecognized(t *testing.T) {
	notMine := func([]byte, string) (syntax.Parsed, error) { return syntax.Parsed{}, syntax.ErrNotThisFormat }
	a := &syntax.Parser{Name: "a", Read: notMine, ErrUnrecognized: errors.New("not a")}
	b := &syntax.Parser{Name: "b", Read: notMine, ErrUnrecognized: errors.New("not b")}
	_, err := a.ParseBytes([]byte("x"), "f.txt")
	if !errors.Is(err, a.ErrUnrecognized) || errors.Is(err, b.ErrUnrecognized) || err.Error() != "f.txt: not a" {
		t.Errorf("err = %v, want f.txt: not a, a's ErrUnrecognized and not b's", err)
	}
	bad := &syntax.Error{File: "f.txt", Line: 2, Msg: "no"}
	c := &syntax.Parser{Name: "c", Read: func([]byte, string) (syntax.Parsed, error) { return syntax.Parsed{}, bad }, ErrUnrecognized: errors.New("not c")}
	if _, err := c.ParseBytes([]byte("x"), "f.txt"); err != bad {
		t.Errorf("err = %v, want Read's own error", err)
	}
}

// TestText: a BOM says the encoding and is dropped; text without one is
// handed back as it is.
func TestText(t *testing.T) {
	for _, tc := range []struct {
		in   []byte
		want string
	}{
		{[]byte("a,b\r\n"), "a,b\r\n"},
		{[]byte("\xef\xbb\xbfa,b\n"), "a,b\n"},
		{[]byte("\xef\xbb\xbf\xef\xbb\xbfa"), "\xef\xbb\xbfa"}, // one BOM, not every one
		{[]byte{0xff, 0xfe, 'a', 0, 0xb5, 0, '\n', 0}, "aµ\n"},
		{[]byte{0xfe, 0xff, 0, 'a', 0, 0xb5, 0, '\n'}, "aµ\n"},
		{[]byte{0xff, 0xfe, 0x3d, 0xd8, 0x00, 0xde}, "\U0001F600"}, // a surrogate pair
		{[]byte{0xff, 0xfe}, ""},
	} {
		got, err := syntax.Text(tc.in)
		if err != nil || string(got) != tc.want {
			t.Errorf("Text(% x) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	if _, err := syntax.Text([]byte{0xff, 0xfe, 'a'}); !errors.Is(err, syntax.ErrOddUTF16) {
		t.Errorf("odd UTF-16: %v, want ErrOddUTF16", err)
	}
}

// TestParseChecksRowsOnce: ParseBytes hands the format decoded text, checks its
// rows, and places the error of a bad one where the format says, with the
// *datasets.FieldError in its chain.
func TestParseChecksRowsOnce(t *testing.T) {
	good := datasets.NewResult()
	good.System, good.Direction, good.IOPS = "A", datasets.DirectionRead, 1000
	bad := good
	bad.IOPS = 2e12
	read := func(text []byte, name string) (syntax.Parsed, error) {
		if string(text) != "rows" {
			t.Errorf("read got %q, want the text without its BOM", text)
		}
		ds := &datasets.Dataset{Results: []datasets.Result{good, bad}, Sources: []datasets.Source{{Path: name}}}
		return syntax.Parsed{Dataset: ds, Where: func(row int, column string) syntax.Place {
			return syntax.Place{Line: 10 + row, Col: 3, Path: "rows[" + column + "]"}
		}}, nil
	}
	p := &syntax.Parser{Name: "t", Read: read}
	_, err := p.ParseBytes([]byte("\xef\xbb\xbfrows"), "f.txt")
	var fe *datasets.FieldError
	const want = "f.txt:11:3: at rows[iops]: iops = 2e+12: more than any device reaches (at most 1e+12)"
	if err == nil || err.Error() != want || !errors.As(err, &fe) || fe.Column != "iops" {
		t.Errorf("err = %v, want %q wrapping the FieldError of iops", err, want)
	}
	bad.IOPS = 1
	ds, err := p.ParseBytes([]byte("\xef\xbb\xbfrows"), "f.txt")
	if err != nil || len(ds.Results) != 2 || ds.Sources[0].SizeBytes != 7 {
		t.Errorf("good rows: %v, %+v; want both rows and the size of the file as read, 7 bytes", err, ds)
	}
}
