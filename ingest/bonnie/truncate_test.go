package bonnie_test

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest/bonnie"
	"github.com/iopress/iopress/ingest/internal/parsertest"
)

// TestTruncated cuts the samples, a line each (and a text table before
// one), at every byte: bonnie++ prints a latency, with its unit, for
// every test it ran, so a line cut anywhere is refused. A file of several
// lines (several runs, -x) is whole after each line.
func TestTruncated(t *testing.T) {
	parsertest.Truncation{Parser: &bonnie.Parser, Wholes: lineWholes, EveryByte: true}.Check(t)
}

// lineWholes are the ends of the result lines.
func lineWholes(data []byte) []parsertest.Whole {
	var out []parsertest.Whole
	off := 0
	for _, l := range strings.SplitAfter(string(data), "\n") {
		off += len(l)
		if strings.HasPrefix(l, "1.9") && strings.HasSuffix(l, "\n") {
			out = append(out, parsertest.Whole{At: off, Adds: true})
		}
	}
	return out
}
