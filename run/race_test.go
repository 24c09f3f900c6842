//go:build race

package run

// raceEnabled: this test binary runs under the race detector, which slows
// iopress's own code several times over.
const raceEnabled = true
