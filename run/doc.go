// Package run will execute benchmark matrices with iopress's own Go I/O
// engines (psync, Linux native AIO, io_uring; no cgo) and with a real fio
// binary, and write the same results table that ingest writes. The engines
// arrive with their own issue; this package holds the stage's place in the
// layout so that nothing else has to move when they do.
package run
