//go:build unix

package ingest

import "syscall"

// rawFile is a file read with plain system calls: an os.File would also
// try to register the file with the network poller and switch it to
// non-blocking and back, six system calls of pure overhead per file, a
// third of the cost of reading a folder of small fio outputs.
type rawFile int

// openRead opens a file for reading, retrying when a signal interrupts.
// Inputs are checked to be regular files when listed; non-blocking, the
// open of one swapped for a named pipe since cannot hang either (and on
// a regular file the flag changes nothing).
func openRead(path string) (rawFile, error) {
	for {
		fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_NONBLOCK, 0)
		if err != syscall.EINTR {
			return rawFile(fd), err
		}
	}
}

// read reads into b, retrying when a signal interrupts.
func (f rawFile) read(b []byte) (int, error) {
	for {
		n, err := syscall.Read(int(f), b)
		if err != syscall.EINTR {
			return n, err
		}
	}
}

func (f rawFile) close() error { return syscall.Close(int(f)) }
