//go:build cgo

package run

// threadsByLibc: with cgo, the Go runtime starts its threads with the C
// library's pthread_create, each with a stack of the library's default
// size (threadStack).
const threadsByLibc = true
