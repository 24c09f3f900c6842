//go:build linux || darwin

package run

import "os"

func init() { register(psyncEngine{}) }

// psyncEngine is pread/pwrite: one I/O at a time per job, as fio's psync.
type psyncEngine struct{}

func (psyncEngine) Name() string { return "psync" }
func (psyncEngine) Sync() bool   { return true }
func (psyncEngine) Open(f *os.File, depth int) (Queue, error) {
	return &syncQueue{fd: int(f.Fd())}, nil
}

// syncQueue completes each request in Submit, with pread or pwrite
// (positional, in engine_linux.go and engine_darwin.go).
type syncQueue struct {
	fd int
	completed
}

func (q *syncQueue) Submit(ios []*IO) (int, error) {
	for _, io := range ios {
		io.finish(positional(q.fd, io))
		q.done = append(q.done, io)
	}
	return len(ios), nil
}
