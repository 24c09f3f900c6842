//go:build !cgo

package run

// threadsByLibc: without cgo, the Go runtime starts its threads itself,
// each with a small stack of its own (threadStack).
const threadsByLibc = false
