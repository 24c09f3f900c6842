package ingest

import (
	"errors"
	"io"
	"os"
)

// rawFile is a file read through os.File: Windows has no cheaper way, and
// no poller overhead to avoid (os.File reads a file synchronously).
type rawFile struct{ f *os.File }

func openRead(path string) (rawFile, error) {
	f, err := os.Open(path)
	return rawFile{f}, err
}

// read reads into b; the end of the file is a read of 0 bytes, as on Unix.
func (f rawFile) read(b []byte) (int, error) {
	n, err := f.f.Read(b)
	if errors.Is(err, io.EOF) {
		return n, nil
	}
	return n, err
}

func (f rawFile) close() error { return f.f.Close() }
