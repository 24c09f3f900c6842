package iometer_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/iometer"
	"github.com/iopress/iopress/ingest/syntax"
)

const sample = "SQLServerIO__IometerParser__iometeroutput.csv"

// TestTruncated: IOmeter writes a results section as each test ends and
// nothing after the last, so a file cut at the end of a section is the
// file of a run of fewer tests; a cut anywhere else (inside a row, before
// a section's last worker's disks, after a test's time stamp) is refused.
func TestTruncated(t *testing.T) {
	parsertest.Truncation{Parser: &iometer.Parser, Wholes: sectionEnds}.Check(t)
}

// sectionEnds are the ends of the results sections: the line ends before
// each 'Time Stamp that starts the next test.
func sectionEnds(data []byte) []parsertest.Whole {
	var out []parsertest.Whole
	off, inResults := 0, false
	for _, l := range strings.SplitAfter(string(data), "\n") {
		switch {
		case strings.HasPrefix(l, "'Results"):
			inResults = true
		case strings.HasPrefix(l, "'Time Stamp") && inResults:
			out = append(out, parsertest.Whole{At: off, Adds: true})
			inResults = false
		}
		off += len(l)
	}
	return out
}

// TestMalformedRow: a row with 100 commas added before or after it is a
// problem at its line, whatever row it is; before, commas before a
// test's 'Results line dropped the test (15 of 16 results). (The first
// line with commas before it is no IOmeter file; the test description,
// line 2, may hold commas.)
func TestMalformedRow(t *testing.T) {
	data := string(parsertest.Read(t, sample))
	lines := strings.SplitAfter(data, "\r\n")
	commas := strings.Repeat(",", 100)
	for i, l := range lines[:len(lines)-1] {
		body := strings.TrimSuffix(l, "\r\n")
		for j, edit := range []string{commas + body, body + commas} {
			if i == 0 && j == 0 || i == 1 && j == 1 {
				continue
			}
			in := strings.Join(lines[:i], "") + edit + "\r\n" + strings.Join(lines[i+1:], "")
			_, err := iometer.Parser.ParseBytes([]byte(in), "bad.csv")
			var se *syntax.Error
			if !errors.As(err, &se) || se.File != "bad.csv" || se.Line != i+1 {
				t.Errorf("line %d with 100 commas added: %v, want a syntax error at line %d", i+1, err, i+1)
			}
		}
	}
}

// TestHugeTransferSize: a transfer size of 2^63-1 bytes, which turned
// into a negative block size, is refused at its line.
func TestHugeTransferSize(t *testing.T) {
	data := string(parsertest.Read(t, sample))
	in := strings.Replace(data, "\r\n8192,100,0,100,", "\r\n9223372036854775807,100,0,100,", 1)
	if in == data {
		t.Fatal("test: the edit did not apply")
	}
	_, err := iometer.Parser.ParseBytes([]byte(in), "big.csv")
	var se *syntax.Error
	if !errors.As(err, &se) || se.Line != 11 || !strings.Contains(se.Msg, "9223372036854775807") {
		t.Errorf("%v, want a syntax error at line 11 naming the size", err)
	}
}
