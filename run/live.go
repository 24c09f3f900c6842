package run

import (
	"sync"
	"sync/atomic"
	"time"
)

// Live counts the I/Os of the cell running now, for a progress display:
// each job counts in a slot of its own, on its own cache line, so that
// counting costs a job one uncontended atomic add per I/O and jobs do
// not slow each other down.
type Live struct {
	mu    sync.Mutex
	slots []liveSlot
	// A fleet cell's hosts, in the fleet's order, and the I/Os per second
	// each one's fio server last told (fleettap.go).
	hosts    []string
	hostIOPS map[string]uint64
}

type liveSlot struct {
	n atomic.Uint64
	_ [56]byte // the rest of a 64-byte cache line
}

// start makes a slot per job of the next cell and returns them.
func (l *Live) start(jobs int) []liveSlot {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.slots = make([]liveSlot, jobs)
	return l.slots
}

// Reset forgets the last cell's count; Execute calls it as each cell
// starts, before telling Progress.
func (l *Live) Reset() {
	l.mu.Lock()
	l.slots, l.hosts, l.hostIOPS = nil, nil, nil
	l.mu.Unlock()
}

// IOs is how many I/Os the running cell has completed so far.
func (l *Live) IOs() uint64 {
	l.mu.Lock()
	slots := l.slots
	l.mu.Unlock()
	var n uint64
	for i := range slots {
		n += slots[i].n.Load()
	}
	return n
}

// CellTime is how long a cell is expected to take: its ramp and measured
// time for each pass. A size-bound cell's time is not known in advance;
// its runtime, if it has one, bounds it, and otherwise the run's is the
// guess.
func (p Plan) CellTime(c Cell) time.Duration {
	cfg := p.Config.For(c)
	return time.Duration(max(c.Passes, 1)) * (cfg.Ramp + cfg.Runtime)
}
