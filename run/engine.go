package run

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"

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

// batches: the null engine takes any number of requests at once, so that
// it measures the loop the batching engines run.
func (q *nullQueue) batches() {}

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

// EngineSetup is what an engine used of what the kernel offers, as facts
// a program can read back: a run's source notes carry it as one line
// (String), which ParseEngineSetup reads. Names are the kernel's own
// (include/uapi/linux/io_uring.h), without their prefixes.
type EngineSetup struct {
	Engine string // "io_uring"; empty when the engine has nothing to say
	// Setup is the ring's setup flags the kernel took (IORING_SETUP_*):
	// DEFER_TASKRUN, SINGLE_ISSUER, NO_SQARRAY, COOP_TASKRUN.
	Setup []string
	// Ops is the operations the requests used (IORING_OP_*): READ and
	// WRITE, READV and WRITEV, or READ_FIXED and WRITE_FIXED.
	Ops []string
	// Flags is the flags every request carried (IOSQE_*): FIXED_FILE
	// (the file named by its registered index), ASYNC (handed to an
	// io-wq worker without a try in the call).
	Flags []string
	// Registered is what was registered with the kernel for the job:
	// "buffers", "files", "ring" (its own descriptor).
	Registered []string
}

// setupSayer is a queue that says what it used of what the kernel offers.
type setupSayer interface{ Setup() EngineSetup }

// Has reports whether s lists name among its setup flags, operations or
// registrations.
func (s EngineSetup) Has(name string) bool {
	return slices.Contains(s.Setup, name) || slices.Contains(s.Ops, name) || slices.Contains(s.Flags, name) || slices.Contains(s.Registered, name)
}

// String is the setup as one line of a source's notes, for instance
// "io_uring: setup=DEFER_TASKRUN,SINGLE_ISSUER ops=READ,WRITE
// flags=FIXED_FILE registered=files,ring"; a list that is empty says none.
// An empty setup is "".
func (s EngineSetup) String() string {
	if s.Engine == "" {
		return ""
	}
	list := func(v []string) string {
		if len(v) == 0 {
			return "none"
		}
		return strings.Join(v, ",")
	}
	return fmt.Sprintf("%s: setup=%s ops=%s flags=%s registered=%s", s.Engine, list(s.Setup), list(s.Ops), list(s.Flags), list(s.Registered))
}

// ParseEngineSetup finds the engine setup line among a source's notes
// (newline separated) and reads it back; ok is false when there is none.
func ParseEngineSetup(notes string) (s EngineSetup, ok bool) {
	for _, line := range strings.Split(notes, "\n") {
		engine, rest, found := strings.Cut(line, ": ")
		if !found || engine == "" || strings.ContainsAny(engine, " =") {
			continue
		}
		s = EngineSetup{Engine: engine}
		fields := strings.Fields(rest)
		lists := []*[]string{&s.Setup, &s.Ops, &s.Flags, &s.Registered}
		ok = len(fields) == len(lists)
		for i, key := range []string{"setup", "ops", "flags", "registered"} {
			if !ok {
				break
			}
			v, found := strings.CutPrefix(fields[i], key+"=")
			ok = found && v != ""
			if ok && v != "none" {
				*lists[i] = strings.Split(v, ",")
			}
		}
		if ok {
			return s, true
		}
	}
	return EngineSetup{}, false
}
