package syntax_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest/syntax"
)

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, io.ErrUnexpectedEOF }

// TestReadAll: the bytes go to the parser whole; a failed read is an Error
// naming the file and wrapping the cause.
func TestReadAll(t *testing.T) {
	parse := func(data []byte, name string) (string, error) { return name + ":" + string(data), nil }
	got, err := syntax.ReadAll(io.MultiReader(strings.NewReader("ab"), strings.NewReader("cd")), "f.json", parse)
	if err != nil || got != "f.json:abcd" {
		t.Errorf("ReadAll = %q, %v", got, err)
	}
	_, err = syntax.ReadAll(failingReader{}, "f.json", parse)
	var se *syntax.Error
	if !errors.As(err, &se) || se.File != "f.json" || !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Errorf("err = %v, want a syntax.Error for f.json wrapping the cause", err)
	}
}
