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
// header) is refused. Before, every cut was read. A live CSV gets a line
// per interval and nothing after the last: it is whole after each line,
// and refused inside one or before the first.
func TestTruncated(t *testing.T) {
	c := parsertest.Truncation{Parser: &elbencho.Parser, Wholes: func(data []byte) []parsertest.Whole {
		if strings.HasPrefix(string(data), "Label,Phase,") {
			return liveLineEnds(data)
		}
		return phaseEnds(data)
	}}.Check(t)
	for _, name := range samples(t, ".live.csv") {
		if got := c[name]; got.Whole == 0 || got.Refused == 0 {
			t.Errorf("%s: %+v, want cuts read whole and cuts refused", name, got)
		}
	}
}

// liveLineEnds are the ends of a live CSV's lines after its header; a
// Total line of a data phase adds samples.
func liveLineEnds(data []byte) []parsertest.Whole {
	var out []parsertest.Whole
	off := 0
	for i, l := range strings.SplitAfter(string(data), "\n") {
		off += len(l)
		if i == 0 || !strings.HasSuffix(l, "\n") {
			continue
		}
		f := strings.Split(l, ",")
		out = append(out, parsertest.Whole{At: off, Adds: f[3] == "Total" && dataPhase.MatchString(f[1])})
	}
	return out
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
