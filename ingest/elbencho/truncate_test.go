package elbencho_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest/elbencho"
	"github.com/iopress/iopress/ingest/internal/parsertest"
)

// TestTruncated: elbencho writes a CSV line, or a table block ending with
// "---", as each phase ends, and nothing after the last: a file cut after
// one is the output of a run of fewer phases. A cut anywhere else (inside
// a line, inside a phase's block, after a command line or a table's
// header) is refused. Before, every cut was read.
func TestTruncated(t *testing.T) {
	parsertest.Truncation{Parse: elbencho.ParseBytes, Unrecognized: elbencho.ErrUnrecognized, Wholes: phaseEnds}.Check(t)
}

var (
	phaseLine = regexp.MustCompile(`^([A-Z][A-Z0-9+-]*)\s+\S.*:`)
	dataPhase = regexp.MustCompile(`^(WRITE|READ|RWMIX|MIX-T)`)
)

// phaseEnds are the ends of the phases' CSV lines and table blocks, and
// of the lines of other programs between tables; a data phase adds rows.
func phaseEnds(data []byte) []parsertest.Whole {
	var out []parsertest.Whole
	off := 0
	pending, open, adds := false, false, false
	for _, l := range strings.SplitAfter(string(data), "\n") {
		off += len(l)
		t := strings.TrimRight(l, " \t\r\n")
		switch {
		case strings.HasPrefix(t, "ISO date,"): // a CSV header
			pending = true
		case strings.Count(t, ",") > 10: // a CSV phase line
			op := strings.Split(t, ",")[16]
			out = append(out, parsertest.Whole{At: off, Adds: dataPhase.MatchString(op)})
			pending = false
		case strings.HasPrefix(t, "COMMAND LINE: "), strings.HasPrefix(t, "OPERATION "):
			pending = true
		case t == "---":
			out = append(out, parsertest.Whole{At: off, Adds: adds})
			pending, open = false, false
		case phaseLine.MatchString(t):
			open, adds = true, dataPhase.MatchString(t)
		case strings.HasPrefix(t, " "), strings.HasPrefix(t, "====="): // a phase's further line, a header's rule
		default: // blank, or another program's line
			if !open && !pending {
				out = append(out, parsertest.Whole{At: off})
			}
		}
	}
	return out
}
