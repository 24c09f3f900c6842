package syntax_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest/syntax"
)

// TestCheckLines: a line longer than the limit is an error naming the
// file, the line, its length and the limit; a last line without its end
// counts too.
func TestCheckLines(t *testing.T) {
	for _, tc := range []struct {
		in   string
		line int
	}{
		{"ab\ncd\n", 0},
		{"ab\n" + strings.Repeat("x", 11) + "\ncd\n", 2},
		{"ab\ncd\n" + strings.Repeat("x", 11), 3},
		{strings.Repeat("x", 10) + "\n", 0},
	} {
		err := syntax.CheckLines([]byte(tc.in), "f.txt", 10, "a test table")
		var se *syntax.Error
		switch {
		case tc.line == 0 && err != nil:
			t.Errorf("%q: %v, want no error", tc.in, err)
		case tc.line > 0 && (!errors.As(err, &se) || se.File != "f.txt" || se.Line != tc.line || !strings.Contains(se.Msg, "11 bytes") || !strings.Contains(se.Msg, "10 bytes a line of a test table holds")):
			t.Errorf("%q: %v, want an error at line %d saying 11 bytes is over the 10 of a test table", tc.in, err, tc.line)
		}
	}
}

// TestFirstLine: the first line that is not blank or skipped, trimmed,
// and whether it is within the limit.
func TestFirstLine(t *testing.T) {
	line, short := syntax.FirstLine([]byte("\n  \n# note\n  system,bw \r\nx\n"), 10, "#")
	if string(line) != "system,bw" || !short {
		t.Errorf("%q %v, want %q within the limit", line, short, "system,bw")
	}
	if _, short := syntax.FirstLine([]byte(strings.Repeat("x", 11)), 10); short {
		t.Error("an 11-byte line is within a limit of 10")
	}
}
