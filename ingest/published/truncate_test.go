package published_test

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/published"
)

// TestTruncated cuts the bundled article-1 table: a row cut short has
// fewer cells than the header and is refused; a table is whole after each
// row (people's tables have no end marker), and since a spreadsheet's
// export may lack its last line end, a cut inside a row's last cell is
// read, that cell cut.
func TestTruncated(t *testing.T) {
	rel, err := filepath.Rel("testdata", article1)
	if err != nil {
		t.Fatal(err)
	}
	parsertest.Truncation{Parser: &published.Parser, Wholes: rowEnds, Files: []string{rel}}.Check(t)
}

// rowEnds are the ends of the rows after the header, and every place in
// the last cell of each.
func rowEnds(data []byte) []parsertest.Whole {
	var out []parsertest.Whole
	header := false
	off := 0
	for _, l := range bytes.SplitAfter(data, []byte("\n")) {
		start := off
		off += len(l)
		switch {
		case bytes.HasPrefix(l, []byte("#")) || len(bytes.TrimSpace(l)) == 0:
			continue
		case !header:
			header = true
			continue
		}
		for at := start + bytes.LastIndexByte(l, ',') + 2; at < off; at++ {
			out = append(out, parsertest.Whole{At: at, Cell: true})
		}
		out = append(out, parsertest.Whole{At: off, Adds: true})
	}
	return out
}
