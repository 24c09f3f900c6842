// Package dirlock lets one process at a time write a folder. The lock is
// an advisory lock (flock on Unix, LockFileEx on Windows) on a file in the
// folder, which the holder fills with who it is, so that a second writer
// can say who holds it. The lock is the open file's, not the process's:
// two goroutines of one process exclude each other too, and the lock goes
// with the process however it ends, so a crash leaves no stale lock. On a
// file system that has no locks (NFS without its lock daemon), folders are
// written unlocked.
package dirlock

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Name is the lock file's name in the folder it locks. It is removed by a
// holder, never by anyone else: with a folder its writer made and leaves
// empty (Lock.Remove), or as the lock is released where the folder is the
// user's and should keep no lock file (Lock.ReleaseAndRemove). Acquire
// checks that the file it locked is still the one at the path, so that a
// writer that opened it just before it was removed does not lock a file
// no other writer can find.
const Name = ".iopress-lock"

// ErrBusy is wrapped by the error of Acquire when another writer holds the
// lock.
var ErrBusy = errors.New("being written by another process")

// BusyError says which folder is locked and by whom.
type BusyError struct {
	Dir    string
	Holder string // as the holder wrote it; empty if it had not yet
}

func (e *BusyError) Error() string {
	holder := e.Holder
	if holder == "" {
		holder = "a process that has not yet said who it is"
	}
	return fmt.Sprintf("%s is %v (%s; the lock is %s); wait for it to finish or write elsewhere",
		e.Dir, ErrBusy, holder, filepath.Join(e.Dir, Name))
}

func (e *BusyError) Unwrap() error { return ErrBusy }

// Lock is a held lock on a folder.
type Lock struct {
	f *os.File
}

// Acquire locks dir (which must exist) for writing, or fails at once with
// a *BusyError when another writer holds it. Failing rather than waiting
// is deliberate: two writers of one folder are a mistake (the second
// would replace what the first wrote), and a writer may hold a folder for
// hours (iopress run), so waiting would look like a hang.
func Acquire(dir string) (*Lock, error) {
	path := filepath.Join(dir, Name)
	var f *os.File
	for attempt := 0; ; attempt++ {
		var err error
		if f, err = os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644); err != nil {
			return nil, fmt.Errorf("locking %s: %w", dir, err)
		}
		// A file system without locks is written unlocked, as Go's own
		// tools do (cmd/go's lockedfile): refusing would stop iopress
		// writing where it always could.
		if err := lockFile(f); err != nil && !unsupported(err) {
			f.Close()
			if errors.Is(err, errLocked) {
				return nil, &BusyError{Dir: dir, Holder: readHolder(path)}
			}
			return nil, fmt.Errorf("locking %s: %w", path, err)
		}
		if isAt(f, path) {
			break
		}
		// Removed (Lock.Remove) between the open and the lock: what is
		// locked is a file nobody else can open. Lock the one at the path.
		f.Close()
		if attempt == 10 {
			return nil, fmt.Errorf("locking %s: its lock file keeps being removed", dir)
		}
	}
	// Who holds it, for the message of the next writer. The lock does not
	// depend on this, so a failure to say it is not one to lock. (The file
	// is empty unless a holder crashed.)
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(holder()+"\n"), 0)
	}
	return &Lock{f: f}, nil
}

// readHolder reads who holds the lock at path. A holder that has just
// taken it has not yet said so: give it a few milliseconds.
func readHolder(path string) string {
	for range 20 {
		data, _ := os.ReadFile(path)
		if h := strings.TrimSpace(string(data)); h != "" {
			return h
		}
		time.Sleep(time.Millisecond)
	}
	return ""
}

// isAt reports whether f is the file at path.
func isAt(f *os.File, path string) bool {
	open, err1 := f.Stat()
	there, err2 := os.Stat(path)
	return err1 == nil && err2 == nil && os.SameFile(open, there)
}

// Remove removes the lock file while the lock is still held, for a writer
// that removes the folder it made (Release must follow): a writer that
// opened the file before finds it gone once it has the lock, and tries
// the path again (Acquire).
func (l *Lock) Remove() {
	if l == nil || l.f == nil {
		return
	}
	os.Remove(l.f.Name())
}

// Release unlocks the folder; it may be called more than once.
func (l *Lock) Release() {
	if l == nil || l.f == nil {
		return
	}
	// Emptied first, so that the lock file never names a process that
	// no longer holds it (but one that crashed); closing drops the lock.
	l.f.Truncate(0)
	l.f.Close()
	l.f = nil
}

// ReleaseAndRemove unlocks the folder and removes the lock file, for a
// writer that leaves a folder of the user's as it found it but for what
// it wrote (an article's folder). On Unix the file is removed while it
// is still locked, as Remove does; on Windows, which removes no file
// that is open, once it is closed, and then not while another writer
// has it open (that writer's it is then). It may be called more than
// once, and after Release.
func (l *Lock) ReleaseAndRemove() {
	if l == nil || l.f == nil {
		return
	}
	name := l.f.Name()
	if removeWhileOpen {
		l.Remove()
		l.Release()
		return
	}
	l.Release()
	os.Remove(name)
}

// holder describes this process: pid, host, start of the write, command.
func holder() string {
	host, _ := os.Hostname()
	return fmt.Sprintf("pid %d on %s since %s: %s", os.Getpid(), cmp.Or(host, "an unnamed host"),
		time.Now().Format(time.DateTime), strings.Join(os.Args, " "))
}
