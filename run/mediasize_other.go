//go:build !darwin && !windows

package run

import (
	"io"
	"os"
)

// mediaSize is a file's or a block device's size: where its end is.
func mediaSize(f *os.File) (int64, error) { return f.Seek(0, io.SeekEnd) }
