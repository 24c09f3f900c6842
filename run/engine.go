package run

import (
	"fmt"
	"os"
	"sort"
	"syscall"
)

// Op is what an I/O does.
type Op uint8

const (
	OpRead Op = iota
	OpWrite
)

// IO is one request in flight. Jobs own their IOs and reuse them, so the
// hot loop allocates nothing.
type IO struct {
	Op     Op
	Offset int64
	Buf    []byte
	Start  int64 // monotonic ns when submitted
	Err    error
	N      int // bytes transferred
}

// Queue is one job's I/O context: it takes requests and hands back
// completed ones. A synchronous engine completes each request within
// Submit; an asynchronous one keeps up to its depth in flight.
type Queue interface {
	// Submit issues the requests; it returns how many it took.
	Submit(ios []*IO) (int, error)
	// Reap waits for at least min completions and appends them to done.
	Reap(min int, done []*IO) ([]*IO, error)
	Close() error
}

// Engine makes queues over an open file.
type Engine interface {
	Name() string
	// Sync engines have one I/O in flight per job whatever the depth.
	Sync() bool
	Open(f *os.File, depth int) (Queue, error)
}

var engines = map[string]Engine{}

func register(e Engine) { engines[e.Name()] = e }

// Engines lists the engines built into iopress.
func Engines() []string {
	var out []string
	for n := range engines {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// EngineByName finds an engine.
func EngineByName(name string) (Engine, error) {
	e, ok := engines[name]
	if !ok {
		return nil, fmt.Errorf("no engine %q (have %v)", name, Engines())
	}
	return e, nil
}

func init() {
	register(psyncEngine{})
	register(nullEngine{})
}

// psyncEngine is pread/pwrite: one I/O at a time per job, as fio's psync.
type psyncEngine struct{}

func (psyncEngine) Name() string { return "psync" }
func (psyncEngine) Sync() bool   { return true }
func (psyncEngine) Open(f *os.File, depth int) (Queue, error) {
	return &syncQueue{fd: int(f.Fd())}, nil
}

// syncQueue completes each request in Submit, with pread or pwrite.
type syncQueue struct {
	fd   int
	done []*IO
}

func (q *syncQueue) Submit(ios []*IO) (int, error) {
	for _, io := range ios {
		var n int
		var err error
		if io.Op == OpRead {
			n, err = syscall.Pread(q.fd, io.Buf, io.Offset)
		} else {
			n, err = syscall.Pwrite(q.fd, io.Buf, io.Offset)
		}
		io.N, io.Err = n, err
		if err == nil && n != len(io.Buf) {
			io.Err = fmt.Errorf("short %s: %d of %d bytes at offset %d", opName(io.Op), n, len(io.Buf), io.Offset)
		}
		q.done = append(q.done, io)
	}
	return len(ios), nil
}

func (q *syncQueue) Reap(min int, done []*IO) ([]*IO, error) {
	done = append(done, q.done...)
	q.done = q.done[:0]
	return done, nil
}

func (q *syncQueue) Close() error { return nil }

// nullEngine does no I/O: it measures the harness's own cost.
type nullEngine struct{}

func (nullEngine) Name() string { return "null" }
func (nullEngine) Sync() bool   { return false }
func (nullEngine) Open(f *os.File, depth int) (Queue, error) {
	return &nullQueue{}, nil
}

type nullQueue struct{ done []*IO }

func (q *nullQueue) Submit(ios []*IO) (int, error) {
	for _, io := range ios {
		io.N, io.Err = len(io.Buf), nil
	}
	q.done = append(q.done, ios...)
	return len(ios), nil
}

func (q *nullQueue) Reap(min int, done []*IO) ([]*IO, error) {
	done = append(done, q.done...)
	q.done = q.done[:0]
	return done, nil
}

func (q *nullQueue) Close() error { return nil }

func opName(op Op) string {
	if op == OpRead {
		return "read"
	}
	return "write"
}
