package sysbench_test

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/sysbench"
)

// TestTruncated: a run ends with its thread fairness (sysbench 1.1's with
// its latency's sum), and a log of several commands (prepare, runs,
// cleanup, other tests) has nothing after the last: a log cut between two
// runs is the log of fewer commands. A cut inside a run is refused; before,
// a log cut inside its last fileio run's results, or after them and before
// its end, was read.
func TestTruncated(t *testing.T) {
	parsertest.Truncation{Parser: &sysbench.Parser, Wholes: betweenRuns}.Check(t)
}

// betweenRuns are the line ends outside runs; the end of a fileio run
// adds rows.
func betweenRuns(data []byte) []parsertest.Whole {
	var out []parsertest.Whole
	off := 0
	inRun, fileio, v11 := false, false, false
	for _, l := range strings.SplitAfter(string(data), "\n") {
		off += len(l)
		t := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(t, "sysbench 1."):
			v11 = !strings.HasPrefix(t, "sysbench 1.0")
		case t == "Running the test with following options:":
			inRun, fileio = true, false
			continue
		case strings.HasPrefix(t, "Extra file open flags:"):
			fileio = true
		}
		switch {
		case inRun && (v11 && strings.HasPrefix(t, "sum:") || !v11 && strings.HasPrefix(t, "execution time (avg/stddev):")):
			inRun = false
			out = append(out, parsertest.Whole{At: off, Adds: fileio})
		case !inRun:
			out = append(out, parsertest.Whole{At: off})
		}
	}
	return out
}
