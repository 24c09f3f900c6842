package run

import (
	"errors"
	"fmt"
	"os"
	"sort"

	"github.com/iopress/iopress/internal/prose"
)

// Op is what an I/O does.
type Op uint8

const (
	OpRead Op = iota
	OpWrite
	OpTrim
)

// IO is one request in flight. Jobs own their IOs and reuse them, so the
// hot loop allocates nothing.
type IO struct {
	Op     Op
	Offset int64
	Buf    []byte
	Start  int64 // ns on the job's clock when submitted (see clock)
	Err    error
	N      int // bytes transferred
	Index  int // the request's place among its job's, which is its buffer's
}

// finish records what the system did with a request: n bytes moved, or
// err; a transfer shorter than the buffer is an error too.
func (io *IO) finish(n int, err error) {
	io.N, io.Err = n, err
	if err == nil && n != len(io.Buf) {
		io.Err = fmt.Errorf("short %s: %d of %d bytes at offset %d", opName(io.Op), n, len(io.Buf), io.Offset)
	}
}

// Queue is one job's I/O context: it takes requests and hands back
// completed ones. A synchronous engine completes each request within
// Submit; an asynchronous one keeps up to its depth in flight.
type Queue interface {
	// Submit issues the requests; it returns how many it took.
	Submit(ios []*IO) (int, error)
	// Reap waits for at least min completions and appends at most max of
	// them to done, oldest first; completions past max wait for the next
	// call.
	Reap(min, max int, done []*IO) ([]*IO, error)
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

// ErrNoURing is returned when the kernel (or a sandbox) refuses io_uring.
var ErrNoURing = errors.New("io_uring is not available here")

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
		return nil, fmt.Errorf("no engine %q: iopress's own are %s, and fio, fio:ENGINE and diskspd run those tools", name, prose.And(Engines()))
	}
	return e, nil
}

func init() { register(nullEngine{}) }

// completed holds the requests a queue finished in Submit until Reap
// hands them back, oldest first; such a queue has nothing to close.
type completed struct{ done []*IO }

func (q *completed) Reap(_, max int, done []*IO) ([]*IO, error) {
	n := min(max, len(q.done))
	done = append(done, q.done[:n]...)
	q.done = q.done[:copy(q.done, q.done[n:])]
	return done, nil
}

func (q *completed) Close() error { return nil }

// nullEngine does no I/O: it measures the harness's own cost.
type nullEngine struct{}

func (nullEngine) Name() string { return "null" }
func (nullEngine) Sync() bool   { return false }
func (nullEngine) Open(f *os.File, depth int) (Queue, error) {
	return &nullQueue{}, nil
}

type nullQueue struct{ completed }

func (q *nullQueue) Submit(ios []*IO) (int, error) {
	for _, io := range ios {
		io.N, io.Err = len(io.Buf), nil
	}
	q.done = append(q.done, ios...)
	return len(ios), nil
}

func opName(op Op) string {
	if op == OpTrim {
		return "trim"
	}
	if op == OpRead {
		return "read"
	}
	return "write"
}
