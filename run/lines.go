package run

import (
	"bufio"
	"errors"
	"fmt"
	"os"
)

// maxLine is the longest line iopress reads in a matrix, job or hosts
// file: bufio.Scanner's own limit, 64 KiB, far beyond any line such a
// file needs.
const maxLine = bufio.MaxScanTokenSize

// scanError says why a file's lines could not all be read: a line longer
// than maxLine is named by file and line, as any other place in a file
// is.
func scanError(path string, line int, err error) error {
	if errors.Is(err, bufio.ErrTooLong) {
		return fmt.Errorf("%s:%d: a line longer than %d KiB, more than iopress reads in one: is this the file meant?", path, line, maxLine>>10)
	}
	return fmt.Errorf("%s: %w", path, err)
}

// kindOf says what a file that is not a regular one is, for a refusal:
// "a named pipe (FIFO)", "a directory".
func kindOf(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeCharDevice != 0:
		return "a character device"
	case m&os.ModeDevice != 0:
		return "a block device"
	case m&os.ModeIrregular != 0:
		return "a file of a kind Go does not know"
	}
	return "a file"
}
