package run

import (
	"os"
	"strconv"
	"strings"
	"syscall"
)

// machineLimits reads what this process may still take: threads (Go's
// limit, and the kernel's threads-max less the threads running, from
// /proc/loadavg), descriptors (RLIMIT_NOFILE less those open), memory
// (MemAvailable) and libaio requests (aio-max-nr less aio-nr).
func machineLimits() limits {
	l := limits{threads: goThreadLimit() - threadsBeside}
	if max, ok := procInt("/proc/sys/kernel/threads-max"); ok {
		if data, err := os.ReadFile("/proc/loadavg"); err == nil {
			// "0.00 0.01 0.05 1/1234 5678": running/total scheduling
			// entities, threads included.
			if f := strings.Fields(string(data)); len(f) > 3 {
				if _, total, ok := strings.Cut(f[3], "/"); ok {
					if n, err := strconv.ParseInt(total, 10, 64); err == nil {
						l.threads = min(l.threads, atLeast1(int(max-n)))
					}
				}
			}
		}
	}
	var rl syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &rl) == nil && rl.Cur < 1<<31 {
		open, _ := os.ReadDir("/proc/self/fd")
		l.files = atLeast1(int(rl.Cur) - len(open) - threadsBeside)
	}
	if data, err := os.ReadFile("/proc/meminfo"); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if v, ok := strings.CutPrefix(line, "MemAvailable:"); ok {
				if kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64); err == nil {
					l.memory = kb << 10
				}
			}
		}
	}
	if max, ok := procInt("/proc/sys/fs/aio-max-nr"); ok {
		if used, ok := procInt("/proc/sys/fs/aio-nr"); ok {
			l.aioEvents = int64(atLeast1(int(max - used)))
		}
	}
	l.threads = atLeast1(l.threads)
	return l
}

// atLeast1 keeps a limit that is known known: 0 reads as unknown.
func atLeast1(n int) int {
	if n < 1 {
		return 1
	}
	return n
}

func procInt(path string) (int64, bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	n, err := strconv.ParseInt(strings.TrimSpace(string(data)), 10, 64)
	return n, err == nil
}
