package fio_test

import (
	"bytes"
	"testing"

	"github.com/iopress/iopress/ingest/fio"
	"github.com/iopress/iopress/ingest/internal/parsertest"
)

// TestTruncatedSamples cuts every sample but the empty slat log: a JSON
// document cut anywhere is refused (text after the last document, fio's
// normal output beside it, is not read); terse output and logs, a line per
// job or per sample and nothing after the last, are whole at each line's
// end, and refused when cut inside a line, which fio always ends.
func TestTruncatedSamples(t *testing.T) {
	var files []string
	for _, f := range fixtures(t) {
		if f != "logged_slat.1.log" {
			files = append(files, f)
		}
	}
	parsertest.Truncation{Parser: &fio.Parser, Wholes: fioWholes, Files: files}.Check(t)
}

// fioWholes are, in JSON, every place after the last document's closing
// brace (at the start of a line, as fio prints it); in terse output and
// logs, every line's end.
func fioWholes(data []byte) []parsertest.Whole {
	var out []parsertest.Whole
	if bytes.HasPrefix(bytes.TrimSpace(data), []byte("{")) || bytes.Contains(data, []byte("\n{\n")) {
		end := bytes.LastIndex(data, []byte("\n}"))
		for at := end + 2; end >= 0 && at <= len(data); at++ {
			out = append(out, parsertest.Whole{At: at})
		}
		return out
	}
	for at, b := range data {
		if b == '\n' {
			out = append(out, parsertest.Whole{At: at + 1, Adds: true})
		}
	}
	return out
}
