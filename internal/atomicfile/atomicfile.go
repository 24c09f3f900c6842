// Package atomicfile writes files so that a reader never sees half of one:
// the bytes go to a temporary file beside the target, which is synced and
// renamed over it only when the whole write succeeded.
package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
)

// File is a file being written; the target appears only on Commit.
type File struct {
	*os.File
	path string
}

// Create starts writing path through a temporary file in the same folder.
func Create(path string) (*File, error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return nil, failed(path, "", err)
	}
	return &File{File: tmp, path: path}, nil
}

// Commit syncs the file and renames it over the target.
func (f *File) Commit() error {
	err := f.Sync()
	if cerr := f.File.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(f.Name(), f.path)
	}
	if err != nil {
		os.Remove(f.Name())
		return failed(f.path, f.Name(), err)
	}
	return nil
}

// Abort drops the temporary file and leaves the target as it was.
func (f *File) Abort() {
	f.File.Close()
	os.Remove(f.Name())
}

// Write creates path through a temporary file in the same folder. write
// fills the file; if it or anything after fails, the target is untouched and
// the temporary file is removed, even where write panics.
func Write(path string, write func(f *os.File) error) error {
	f, err := Create(path)
	if err != nil {
		return err
	}
	wrote := false
	defer func() {
		if !wrote {
			f.Abort() // write panicked
		}
	}()
	err = write(f.File)
	wrote = true
	if err != nil {
		f.Abort()
		return failed(path, f.Name(), err)
	}
	return f.Commit()
}

// failed is the error of a write of path that failed with err. It is an
// *fs.PathError naming path, the file the caller asked for, once: the
// temporary file's name, which the system's error says (a full disk
// said "writing f: write .f.tmp-123: no space left on device"), means
// nothing to a person and is left out; the system's reason is kept, so
// that errors.Is finds it (syscall.ENOSPC).
func failed(path, tmp string, err error) error {
	switch e := err.(type) {
	case *fs.PathError:
		if e.Path == tmp || isTempOf(e.Path, path) {
			err = e.Err
		}
	case *os.LinkError:
		if e.Old == tmp {
			err = e.Err
		}
	}
	return &fs.PathError{Op: "writing", Path: path, Err: err}
}

// isTempOf reports whether name is, or is the pattern of, one of Create's
// temporary names for path.
func isTempOf(name, path string) bool {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	return filepath.Dir(name) == filepath.Clean(dir) && strings.HasPrefix(filepath.Base(name), "."+base+".tmp-")
}

// WriteStream is Write for a writer that may take long, or much memory,
// before its first byte (a PDF or an image built whole, then written):
// the temporary file is made only when the first byte comes, so that a
// writer that dies before it (out of memory, which no deferred call
// sees) leaves nothing behind. A write of no bytes makes an empty file.
func WriteStream(path string, write func(w io.Writer) error) error {
	var f *File
	lazy := writerFunc(func(p []byte) (int, error) {
		if f == nil {
			var err error
			if f, err = Create(path); err != nil {
				return 0, err
			}
		}
		return f.Write(p)
	})
	wrote := false
	defer func() {
		if !wrote && f != nil {
			f.Abort() // write panicked
		}
	}()
	err := write(lazy)
	wrote = true
	if err != nil {
		if f != nil {
			f.Abort()
			return failed(path, f.Name(), err)
		}
		return failed(path, "", err)
	}
	if f == nil {
		if f, err = Create(path); err != nil {
			return err
		}
	}
	return f.Commit()
}

// writerFunc is a function as an io.Writer.
type writerFunc func(p []byte) (int, error)

func (w writerFunc) Write(p []byte) (int, error) { return w(p) }

// Link makes dst a hard link to the file src, replacing any dst at once:
// the link is made under a temporary name and renamed. Where the file
// system has no hard links, dst becomes a copy of src, written likewise.
func Link(src, dst string) error {
	dir, base := filepath.Split(dst)
	for range 100 {
		tmp := filepath.Join(dir, fmt.Sprintf(".%s.tmp-%d", base, rand.Uint32()))
		err := os.Link(src, tmp)
		if errors.Is(err, fs.ErrExist) {
			continue // a name taken: draw another
		}
		if err != nil {
			return copyFile(src, dst)
		}
		if err := os.Rename(tmp, dst); err != nil {
			os.Remove(tmp)
			return failed(dst, tmp, err)
		}
		return nil
	}
	return copyFile(src, dst)
}

// copyFile writes a copy of src at dst through a temporary file.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	return Write(dst, func(f *os.File) error {
		_, err := io.Copy(f, in)
		return err
	})
}

// WriteBytes writes data to path atomically.
func WriteBytes(path string, data []byte) error {
	return Write(path, func(f *os.File) error {
		_, err := f.Write(data)
		return err
	})
}
