package vdbench_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/vdbench"
)

// TestTruncated: each run's interval lines end with its average line, and
// vdbench writes nothing after the last run's, so a flatfile cut after an
// average line is that of a run with fewer runs; a cut anywhere else is
// refused. Before, a flatfile cut at 50% gave 5 of 8 rows.
func TestTruncated(t *testing.T) {
	parsertest.Truncation{Parser: &vdbench.Parser, Wholes: averageEnds}.Check(t)
}

// averageEnds are the ends of the average lines; a run whose rate (the
// figure after the requested rate) is zero did nothing, and adds no row.
func averageEnds(data []byte) []parsertest.Whole {
	var out []parsertest.Whole
	off := 0
	for _, l := range strings.SplitAfter(string(data), "\n") {
		off += len(l)
		f := strings.Fields(l)
		for i, v := range f {
			if strings.HasPrefix(v, "avg_") && i+2 < len(f) {
				rate, _ := strconv.ParseFloat(f[i+2], 64)
				out = append(out, parsertest.Whole{At: off, Adds: rate != 0})
			}
		}
	}
	return out
}
