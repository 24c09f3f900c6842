package pts_test

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/pts"
)

// TestTruncated: a composite.xml ends with its closing tag and a PTS 10
// CSV export with a blank line, so every cut of them is refused; a PTS 5
// CSV export ends with its last result row, so it is whole at the end of
// each row (oldExportRows).
func TestTruncated(t *testing.T) {
	parsertest.Truncation{Parser: &pts.Parser, Wholes: oldExportRows}.Check(t)
}

// oldExportRows are the ends of a PTS 5 CSV export's result rows (the
// rows after its second header, " ,SYSTEM,..." without PTS 10's empty
// column): after each row's line end. Other files have none.
func oldExportRows(data []byte) []parsertest.Whole {
	var out []parsertest.Whole
	headers, off := 0, 0
	for _, l := range strings.SplitAfter(string(data), "\n") {
		off += len(l)
		switch {
		case strings.HasPrefix(l, " ,,"):
			return nil // PTS 10
		case strings.HasPrefix(l, " ,"):
			headers++
		case headers == 2 && strings.HasSuffix(l, "\n"):
			out = append(out, parsertest.Whole{At: off, Adds: true})
		}
	}
	return out
}
