// Package outdir writes files into a folder iopress shares with its user,
// an article's folder, and keeps a manifest there of what it wrote, with
// each file's sha256. The next write into the folder removes the files of
// the last that it does not write again, and only those: a file iopress
// did not write, or one changed since it wrote it, is never touched.
package outdir

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/iopress/iopress/internal/atomicfile"
	"github.com/iopress/iopress/internal/dirlock"
	"github.com/iopress/iopress/internal/prose"
)

// ManifestName is the manifest's name in the folder. Its lines are as
// sha256sum writes them ("HASH  NAME"), so `sha256sum -c` checks them.
const ManifestName = ".iopress-manifest"

// Dir is a folder being written. Its methods may be called from several
// goroutines at once.
type Dir struct {
	path    string
	lock    *dirlock.Lock
	earlier map[string]string // name → sha256 (hex), from the manifest
	mu      sync.Mutex
	written map[string]string // name → sha256 (hex), this time
	done    bool
}

// Open starts writing dir (created if needed). It holds dir's lock until
// Commit or Close, so two writers cannot record each other's files.
func Open(dir string) (*Dir, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	lock, err := dirlock.Acquire(dir)
	if err != nil {
		return nil, err
	}
	earlier, err := readManifest(filepath.Join(dir, ManifestName))
	if err != nil {
		lock.ReleaseAndRemove()
		return nil, err
	}
	return &Dir{path: dir, lock: lock, earlier: earlier, written: map[string]string{}}, nil
}

// Path is where the file name goes.
func (d *Dir) Path(name string) string { return filepath.Join(d.path, name) }

// Write writes the file name (no folders), through a temporary file
// renamed into place, and records it.
func (d *Dir) Write(name string, write func(w io.Writer) error) error {
	if name != filepath.Base(name) || name == ManifestName || name == dirlock.Name {
		return fmt.Errorf("%s: not a name iopress writes into %s", name, d.path)
	}
	h := sha256.New()
	err := atomicfile.WriteStream(d.Path(name), func(w io.Writer) error { return write(io.MultiWriter(w, h)) })
	if err != nil {
		return err
	}
	d.mu.Lock()
	d.written[name] = hex.EncodeToString(h.Sum(nil))
	d.mu.Unlock()
	return nil
}

// WriteBytes writes data as the file name, as Write does.
func (d *Dir) WriteBytes(name string, data []byte) error {
	return d.Write(name, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// EditedError is a write refused because it would replace files iopress
// wrote into the folder before and someone has changed since.
type EditedError struct {
	Dir   string
	Names []string // sorted
}

func (e *EditedError) Error() string {
	what := e.Names[0] + " was changed since iopress wrote it"
	if len(e.Names) > 1 {
		what = prose.And(e.Names) + " were changed since iopress wrote them"
	}
	return fmt.Sprintf("%s: %s; nothing was written, so that no edit is lost", e.Dir, what)
}

// Guard refuses, with an *EditedError, to write any of names where one is
// a file iopress wrote here before and someone has changed since (its
// content is not what the manifest records): a write replaces its files
// whole, and would lose the edit. A file removed since, or one iopress
// has no record of writing, is no edit of iopress's file.
func (d *Dir) Guard(names []string) error {
	var edited []string
	for _, name := range slices.Sorted(slices.Values(names)) {
		sum, ours := d.earlier[name]
		if !ours || slices.Contains(edited, name) {
			continue
		}
		now, err := hashFile(d.Path(name))
		switch {
		case errors.Is(err, fs.ErrNotExist):
		case err != nil || now != sum:
			edited = append(edited, name)
		}
	}
	if len(edited) > 0 {
		return &EditedError{Dir: d.path, Names: edited}
	}
	return nil
}

// Tidied says what Commit did with the files it did not write.
type Tidied struct {
	Removed []string // of the last write and not written again: removed
	Changed []string // of the last write, changed since: left alone, they are the user's now
	Unknown []string // named like iopress's files (looksOurs) but in no manifest: left alone
}

// Commit ends a complete write: it removes the files of the last write
// that this one did not write and that are still as written, records the
// files written in the manifest, and lists what it left alone. looksOurs
// says which names look like iopress's, for files it has no record of
// (from before manifests, say) that the user may want to remove. Names are
// sorted.
func (d *Dir) Commit(looksOurs func(name string) bool) (Tidied, error) {
	var t Tidied
	if d.done {
		return t, errors.New("outdir: Commit after Commit or Close")
	}
	defer d.release()
	for _, name := range slices.Sorted(maps.Keys(d.earlier)) {
		if _, again := d.written[name]; again {
			continue
		}
		sum, err := hashFile(d.Path(name))
		switch {
		case errors.Is(err, fs.ErrNotExist):
			// The user removed it already.
		case err != nil || sum != d.earlier[name]:
			t.Changed = append(t.Changed, name)
		default:
			if err := os.Remove(d.Path(name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return t, err
			}
			t.Removed = append(t.Removed, name)
		}
	}
	if err := d.writeManifest(d.written); err != nil {
		return t, err
	}
	entries, err := os.ReadDir(d.path)
	if err != nil {
		return t, err
	}
	for _, e := range entries {
		name := e.Name()
		_, written := d.written[name]
		_, earlier := d.earlier[name]
		if !written && !earlier && e.Type().IsRegular() && looksOurs(name) {
			t.Unknown = append(t.Unknown, name)
		}
	}
	return t, nil
}

// Close ends a write. After a failed one (no Commit), it removes nothing,
// and records both the files of the last write and those written this
// time, so the next write can remove any of them it does not write.
func (d *Dir) Close() error {
	if d.done {
		return nil
	}
	defer d.release()
	all := maps.Clone(d.earlier)
	maps.Copy(all, d.written)
	return d.writeManifest(all)
}

// release ends the write: the folder is unlocked, and keeps no lock
// file once iopress is done with it.
func (d *Dir) release() {
	d.done = true
	d.lock.ReleaseAndRemove()
}

func (d *Dir) writeManifest(files map[string]string) error {
	var b bytes.Buffer
	for _, name := range slices.Sorted(maps.Keys(files)) {
		fmt.Fprintf(&b, "%s  %s\n", files[name], name)
	}
	return atomicfile.WriteBytes(d.Path(ManifestName), b.Bytes())
}

// readManifest reads a manifest; none is an empty one.
func readManifest(path string) (map[string]string, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	files := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	line := 1
	for ; sc.Scan(); line++ {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if b, err := hex.DecodeString(sum); !ok || err != nil || len(b) != sha256.Size || name == "" || name != filepath.Base(name) || name == "." || name == ".." {
			return nil, fmt.Errorf("%s:%d: %q is not a line of iopress's manifest (want SHA256, two spaces and a file name without folders); delete the manifest to start afresh: iopress then removes none of the files it wrote before", path, line, sc.Text())
		}
		files[name] = sum
	}
	if errors.Is(sc.Err(), bufio.ErrTooLong) {
		return nil, fmt.Errorf("%s:%d: a line of more than %d bytes, which is not a line of iopress's manifest; delete the manifest to start afresh: iopress then removes none of the files it wrote before", path, line, bufio.MaxScanTokenSize)
	}
	return files, sc.Err()
}

// hashFile is the sha256 (hex) of a regular file's content; anything else
// (a link, a folder) is an error.
func hashFile(path string) (string, error) {
	st, err := os.Lstat(path)
	if err != nil {
		return "", err
	}
	if !st.Mode().IsRegular() {
		return "", fmt.Errorf("%s: not a regular file", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
