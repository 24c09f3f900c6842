// Package regularfile reads the files a person names for iopress to
// read whole (a theme, its fonts and logo, a template): a regular file of
// bounded size, refused before it is read where it is anything else.
package regularfile

import (
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/iopress/iopress/internal/prose"
)

// Read reads a regular file of at most limit bytes. Anything else
// is refused before it is read: a device (/dev/zero) gives bytes for
// ever, and a named pipe waits for a writer that may never come.
func Read(path string, limit int64) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := regularWithin(path, st, limit); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// It may have changed between the two looks.
	if st, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := regularWithin(path, st, limit); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s grew past %s while it was read", path, prose.Bytes(limit))
	}
	return data, nil
}

// regularWithin refuses a file that is not a regular one, or is larger
// than limit bytes.
func regularWithin(path string, st fs.FileInfo, limit int64) error {
	switch m := st.Mode(); {
	case m.IsDir():
		return fmt.Errorf("%s is a folder, not a file", path)
	case m&fs.ModeNamedPipe != 0:
		return fmt.Errorf("%s is a named pipe (FIFO), not a file", path)
	case m&fs.ModeDevice != 0:
		return fmt.Errorf("%s is a device, not a file", path)
	case !m.IsRegular():
		return fmt.Errorf("%s is not a regular file", path)
	case st.Size() > limit:
		return fmt.Errorf("%s is %s, more than the %s taken", path, prose.Bytes(st.Size()), prose.Bytes(limit))
	}
	return nil
}
