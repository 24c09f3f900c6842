//go:build !linux

package run

// machineLimits knows Go's thread limit only, on systems whose limits
// iopress does not read yet.
func machineLimits() limits {
	return limits{threads: goThreadLimit() - threadsBeside, threadsBy: goThreadsBy}
}
