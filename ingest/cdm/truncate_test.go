package cdm_test

import (
	"bytes"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/iopress/iopress/ingest/cdm"
	"github.com/iopress/iopress/ingest/internal/parsertest"
)

// TestTruncated: an export must reach its footer's OS line; before, one
// cut anywhere in its results was read in part. The OS line or the
// comment after it, the last line, may lack its line end (an export pasted
// from CrystalDiskMark's copy), so a cut inside it is read, its figures
// whole.
func TestTruncated(t *testing.T) {
	files, _ := filepath.Glob("testdata/samples/*diskmark/*.txt")
	files = append(files, "testdata/cdm3.0.2-utf16le-bom-crlf.txt")
	for i, f := range files {
		files[i], _ = filepath.Rel("testdata", f)
	}
	counts := parsertest.Truncation{Parser: &cdm.Parser, Wholes: lastLine, Files: files}.Check(t)
	if len(counts) != 9 {
		t.Errorf("%d samples cut, want the 9 exports", len(counts))
	}
}

var osLine = regexp.MustCompile(`(?m)^\s*OS\s*:`)

// lastLine is every place after the footer's "OS:" to the end (in UTF-8,
// or in the UTF-16 LE of the sample that is).
func lastLine(data []byte) []parsertest.Whole {
	from := -1
	if m := osLine.FindIndex(data); m != nil {
		from = m[1]
	} else if i := bytes.Index(data, []byte("O\x00S\x00 \x00:\x00")); i >= 0 {
		from = i + 8
	}
	var out []parsertest.Whole
	for at := from; from >= 0 && at <= len(data); at++ {
		out = append(out, parsertest.Whole{At: at, Labels: true})
	}
	return out
}
