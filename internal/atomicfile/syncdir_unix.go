//go:build unix

package atomicfile

import "os"

// SyncDir makes the renames and removals done in dir durable: until the
// folder itself is synced, a crash may forget them although the files'
// contents were synced.
func SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}
