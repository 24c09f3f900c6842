package run

import "os"

// How a job opens its target and sets aside its buffers is each system's
// own (target_*.go): these are what the job asks of them.

// openMode is how a job opens its target.
type openMode struct {
	write  bool // read and write; else read only
	direct bool // bypass the page cache (O_DIRECT, F_NOCACHE, FILE_FLAG_NO_BUFFERING)
	// writeThrough: a write completes once it is on the device
	// (FILE_FLAG_WRITE_THROUGH, O_SYNC).
	writeThrough bool
}

// targetOpener is an engine that opens the target itself, for a handle
// of its own kind, and makes its queue over it in the same step: an
// overlapped handle must be bound to the job's I/O completion port before
// Go's os.NewFile binds it to the runtime's own (a handle takes one port,
// and Go would also make its requests skip the port when they complete at
// once).
type targetOpener interface {
	OpenTarget(path string, mode openMode, depth int) (*os.File, Queue, error)
}
