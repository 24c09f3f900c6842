package iozone_test

import (
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/iozone"
	"github.com/iopress/iopress/ingest/syntax"
)

// TestTruncated: an auto mode table must reach IOzone's closing line; a
// report on its own is whole at the end of a test's block only, once
// the test run with it (-i 0 is write and rewrite) is there too.
func TestTruncated(t *testing.T) {
	parsertest.Truncation{Parser: &iozone.Parser, Wholes: reportWholes}.Check(t)
}

var reportTitle = regexp.MustCompile(`^"(.+) report"\s*$`)

// reportWholes are the ends of a report's blocks that end a pair of
// tests, or a test IOzone runs alone: after the block's last row, and
// after the blank line that follows it. A file with IOzone's header has
// none: it ends with IOzone's closing line.
func reportWholes(data []byte) []parsertest.Whole {
	if strings.Contains(string(data), "Iozone: Performance Test") {
		return nil
	}
	firstOfPair := map[string]bool{"Writer": true, "Reader": true, "Random read": true, "Fwrite": true, "Fread": true}
	var out []parsertest.Whole
	title, rowEnd, off := "", -1, 0
	for _, l := range strings.SplitAfter(string(data), "\n") {
		off += len(l)
		switch m := reportTitle.FindStringSubmatch(l); {
		case m != nil:
			title = m[1]
		case strings.TrimSpace(l) == "":
			if rowEnd >= 0 && !firstOfPair[title] {
				out = append(out, parsertest.Whole{At: rowEnd, Adds: true}, parsertest.Whole{At: off})
			}
			rowEnd = -1
		case strings.HasPrefix(l, `"`):
			rowEnd = off // a row of figures (the record sizes' line starts with spaces)
		}
	}
	return out
}

// TestCutInsideAFigure is the case: the auto mode table cut at
// byte 10,703, inside 320801, was read with "32080" as a figure of its
// own. It is refused at the line it ends in.
func TestCutInsideAFigure(t *testing.T) {
	data := parsertest.Read(t, "ilkermanap-localssd-xfs-I-a.txt")[:10703]
	if !strings.HasSuffix(string(data), " 32080") {
		t.Fatalf("test: the cut ends %q", data[len(data)-20:])
	}
	_, err := iozone.Parser.ParseBytes(data, "cut.txt")
	var se *syntax.Error
	if !errors.As(err, &se) || se.File != "cut.txt" || se.Line != strings.Count(string(data), "\n")+1 || !strings.Contains(se.Msg, "iozone test complete.") {
		t.Errorf("%v, want a syntax error at the last line saying IOzone's closing line is missing", err)
	}
}
