package run

import (
	"fmt"
	"os"
	"syscall"

	"github.com/iopress/iopress/internal/linuxaio"
)

// aioEngine is Linux native AIO, as fio's libaio engine: io_submit hands
// requests to the kernel, io_getevents reaps them.
type aioEngine struct{}

func (aioEngine) Name() string { return "libaio" }
func (aioEngine) Sync() bool   { return false }
func (aioEngine) Open(f *os.File, depth int) (Queue, error) {
	return newAIO(int(f.Fd()), depth)
}

func init() { register(aioEngine{}) }

// aio is one job's AIO context and its requests, by slot.
type aio struct {
	ctx    linuxaio.Context
	file   int
	iocbs  []linuxaio.IOCB
	ptrs   []*linuxaio.IOCB // io_submit takes an array of pointers
	events []linuxaio.Event
	slots  []*IO
	free   []uint64
}

func newAIO(file, depth int) (*aio, error) {
	ctx, err := linuxaio.Setup(depth)
	if err != nil {
		return nil, fmt.Errorf("io_setup(%d): %w", depth, err)
	}
	a := &aio{ctx: ctx, file: file}
	a.iocbs = make([]linuxaio.IOCB, depth)
	a.ptrs = make([]*linuxaio.IOCB, 0, depth)
	a.events = make([]linuxaio.Event, depth)
	a.slots = make([]*IO, depth)
	for i := range depth {
		a.free = append(a.free, uint64(i))
	}
	return a, nil
}

// batches: io_submit takes many requests in one call, io_getevents hands
// back many completions from one.
func (a *aio) batches() {}

func (a *aio) Submit(ios []*IO) (int, error) {
	a.ptrs = a.ptrs[:0]
	for _, io := range ios {
		if len(a.free) == 0 {
			break
		}
		slot := a.free[len(a.free)-1]
		a.free = a.free[:len(a.free)-1]
		a.slots[slot] = io
		cb := &a.iocbs[slot]
		if io.Op == OpWrite {
			cb.Write(slot, a.file, io.Buf, io.Offset)
		} else {
			cb.Read(slot, a.file, io.Buf, io.Offset)
		}
		a.ptrs = append(a.ptrs, cb)
	}
	n, err := a.ctx.Submit(a.ptrs)
	// Requests past n were not taken (none, on an error): free their
	// slots for the next call.
	for _, cb := range a.ptrs[n:] {
		a.slots[cb.Data] = nil
		a.free = append(a.free, cb.Data)
	}
	if err != nil {
		return 0, fmt.Errorf("io_submit: %w", err)
	}
	return n, nil
}

// Reap takes the completions already in the context's ring from memory,
// and makes the io_getevents system call only to wait for them: where
// reads complete within io_submit (a file in the page cache or tmpfs),
// and wherever completions come faster than the job takes them, the
// requests cost one system call each batch instead of two.
func (a *aio) Reap(want, most int, done []*IO) ([]*IO, error) {
	inflight := len(a.iocbs) - len(a.free)
	if inflight == 0 {
		return done, nil
	}
	most = max(1, min(most, len(a.events)))
	n := a.ctx.Take(a.events[:most])
	if n < min(want, inflight) {
		k, err := a.ctx.GetEvents(min(want, inflight)-n, a.events[n:most])
		if err != nil {
			return done, fmt.Errorf("io_getevents: %w", err)
		}
		n += k
	}
	for _, ev := range a.events[:n] {
		io := a.slots[ev.Data]
		a.slots[ev.Data] = nil
		a.free = append(a.free, ev.Data)
		if ev.Res < 0 {
			io.finish(0, syscall.Errno(-ev.Res))
		} else {
			io.finish(int(ev.Res), nil)
		}
		done = append(done, io)
	}
	return done, nil
}

func (a *aio) Close() error { return a.ctx.Destroy() }
