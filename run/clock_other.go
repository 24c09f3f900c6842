//go:build !windows

package run

import "time"

// clock is the job loop's clock: Go's monotonic clock, which reads the
// system's own (clock_gettime's CLOCK_MONOTONIC), in nanoseconds since the
// loop started.
type clock struct{ t0 time.Time }

func startClock() clock { return clock{time.Now()} }

func (c clock) now() int64 { return int64(time.Since(c.t0)) }
