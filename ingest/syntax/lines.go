package syntax

import (
	"bytes"
	"fmt"
)

// MaxLine is the longest line the line-oriented formats read. Their tools
// print lines of a few hundred bytes (a vdbench flatfile's longest, an
// IOmeter results row with every column, are a few kilobytes): a longer
// line is not theirs, and splitting it into fields would cost many times
// its size.
const MaxLine = 1 << 20

// CheckLines refuses data with a line longer than limit bytes, with an
// Error naming the line, its length and the limit; what names the format
// ("IOmeter output", "a published table").
func CheckLines(data []byte, name string, limit int, what string) error {
	n := 1
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			i = len(data)
		}
		if i > limit {
			return &Error{File: name, Line: n, Msg: fmt.Sprintf("a line of %d bytes, more than the %d bytes a line of %s holds: the file is damaged, or is not %s", i, limit, what, what)}
		}
		data = data[min(i+1, len(data)):]
		n++
	}
	return nil
}

// FirstLine is the first line of data that is not blank and does not
// start (after spaces) with one of skip's prefixes, without its line end
// and surrounding space, and whether it is at most limit bytes long; its
// bytes are data's.
func FirstLine(data []byte, limit int, skip ...string) ([]byte, bool) {
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			i = len(data)
		}
		line := bytes.TrimSpace(data[:i])
		data = data[min(i+1, len(data)):]
		if len(line) == 0 || hasAnyPrefix(line, skip) {
			continue
		}
		return line, len(line) <= limit
	}
	return nil, true
}

func hasAnyPrefix(b []byte, prefixes []string) bool {
	for _, p := range prefixes {
		if bytes.HasPrefix(b, []byte(p)) {
			return true
		}
	}
	return false
}
