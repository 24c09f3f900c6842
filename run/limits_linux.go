package run

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// How Linux bounds what a process may start and take: the kernel's
// threads-max; the user's process limit (RLIMIT_NPROC, ulimit -u), which
// counts every thread of the user's; a control group's pids.max and
// memory.max (a container's, a systemd service's), each of its ancestors'
// too; the memory available (MemAvailable); the address-space limit
// (RLIMIT_AS, ulimit -v), which each thread's stack is mapped under;
// descriptors (RLIMIT_NOFILE) and libaio requests (aio-max-nr). A limit
// that cannot be read is not checked.

// linuxMachine is where the kernel's tables are: tests point it at a fake
// tree.
type linuxMachine struct {
	proc   string // /proc
	cgroup string // /sys/fs/cgroup
}

var liveMachine = linuxMachine{proc: "/proc", cgroup: "/sys/fs/cgroup"}

// machineLimits reads what this process may still take.
func machineLimits() limits {
	m := liveMachine
	l := limits{threads: goThreadLimit() - threadsBeside, threadsBy: goThreadsBy}
	if max, ok := procInt(m.path("sys/kernel/threads-max")); ok {
		if total, ok := m.tasks(); ok {
			l.lowerThreads(int(max-total), "the kernel's threads-max, less the threads running")
		}
	}
	var rl unix.Rlimit
	if unix.Getrlimit(unix.RLIMIT_NPROC, &rl) == nil && rl.Cur != unix.RLIM_INFINITY && os.Getuid() != 0 {
		// root is not held to it.
		if n, ok := m.userThreads(os.Getuid()); ok {
			l.lowerThreads(int(int64(rl.Cur)-n)-threadsBeside, fmt.Sprintf("the user's limit of %d processes and threads, ulimit -u, less those running", rl.Cur))
		}
	}
	if unix.Getrlimit(unix.RLIMIT_NOFILE, &rl) == nil && rl.Cur < 1<<31 {
		open, _ := os.ReadDir(m.path("self/fd"))
		l.files = atLeast1(int(rl.Cur) - len(open) - threadsBeside)
	}
	if kb, ok := m.statusKB("meminfo", "MemAvailable:"); ok {
		l.lowerMemory(kb<<10, "MemAvailable")
	}
	m.cgroupLimits(&l)
	if unix.Getrlimit(unix.RLIMIT_AS, &rl) == nil && rl.Cur != unix.RLIM_INFINITY {
		if kb, ok := m.statusKB("self/status", "VmSize:"); ok {
			l.mappable = max(1, int64(rl.Cur)-kb<<10)
		}
	}
	if unix.Getrlimit(unix.RLIMIT_STACK, &rl) == nil {
		l.stack = threadStack(rl.Cur, rl.Cur == unix.RLIM_INFINITY)
	}
	if max, ok := procInt(m.path("sys/fs/aio-max-nr")); ok {
		if used, ok := procInt(m.path("sys/fs/aio-nr")); ok {
			l.aioEvents = int64(atLeast1(int(max - used)))
		}
	}
	l.threads = atLeast1(l.threads)
	return l
}

func (m linuxMachine) path(rel string) string { return filepath.Join(m.proc, rel) }

// tasks is how many threads run on the machine, from /proc/loadavg
// ("0.00 0.01 0.05 1/1234 5678": running/total scheduling entities).
func (m linuxMachine) tasks() (int64, bool) {
	data, err := os.ReadFile(m.path("loadavg"))
	if err != nil {
		return 0, false
	}
	if f := strings.Fields(string(data)); len(f) > 3 {
		if _, total, ok := strings.Cut(f[3], "/"); ok {
			n, err := strconv.ParseInt(total, 10, 64)
			return n, err == nil
		}
	}
	return 0, false
}

// userThreads counts the threads of the processes whose real user is
// uid, what RLIMIT_NPROC bounds.
func (m linuxMachine) userThreads(uid int) (int64, bool) {
	entries, err := os.ReadDir(m.proc)
	if err != nil {
		return 0, false
	}
	var n int64
	for _, e := range entries {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		data, err := os.ReadFile(filepath.Join(m.proc, e.Name(), "status"))
		if err != nil {
			continue // gone meanwhile
		}
		mine, threads := false, int64(0)
		for line := range strings.Lines(string(data)) {
			if v, ok := strings.CutPrefix(line, "Uid:"); ok {
				f := strings.Fields(v)
				mine = len(f) > 0 && f[0] == strconv.Itoa(uid)
			} else if v, ok := strings.CutPrefix(line, "Threads:"); ok {
				threads, _ = strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			}
		}
		if mine {
			n += threads
		}
	}
	return n, true
}

// statusKB reads a "Key:   123 kB" line of a /proc table.
func (m linuxMachine) statusKB(table, key string) (int64, bool) {
	data, err := os.ReadFile(m.path(table))
	if err != nil {
		return 0, false
	}
	for line := range strings.Lines(string(data)) {
		if v, ok := strings.CutPrefix(line, key); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb, err == nil
		}
	}
	return 0, false
}

// cgroupLimits lowers l's threads and memory to what the process's
// control group and each of its ancestors leave: pids.max less
// pids.current, and memory.max less what it uses that cannot be
// reclaimed (memory.current less its inactive file pages), in the unified
// hierarchy (cgroup v2) or the pids and memory controllers' own (v1).
func (m linuxMachine) cgroupLimits(l *limits) {
	data, err := os.ReadFile(m.path("self/cgroup"))
	if err != nil {
		return
	}
	for line := range strings.Lines(string(data)) {
		// "0::/user.slice/session-1.scope" (v2), "4:memory:/docker/abc" (v1)
		f := strings.SplitN(strings.TrimSpace(line), ":", 3)
		if len(f) != 3 {
			continue
		}
		switch {
		case f[0] == "0" && f[1] == "":
			root := m.cgroup
			if _, err := os.Stat(filepath.Join(root, "cgroup.controllers")); err != nil {
				root = filepath.Join(m.cgroup, "unified") // v1 and v2 side by side
			}
			m.walkCgroup(root, f[2], "pids.max", "pids.current", "", l)
			m.walkCgroup(root, f[2], "memory.max", "memory.current", "inactive_file", l)
		case hasController(f[1], "pids"):
			m.walkCgroup(filepath.Join(m.cgroup, "pids"), f[2], "pids.max", "pids.current", "", l)
		case hasController(f[1], "memory"):
			m.walkCgroup(filepath.Join(m.cgroup, "memory"), f[2], "memory.limit_in_bytes", "memory.usage_in_bytes", "total_inactive_file", l)
		}
	}
}

func hasController(list, name string) bool {
	for c := range strings.SplitSeq(list, ",") {
		if c == name {
			return true
		}
	}
	return false
}

// walkCgroup reads a limit and its use in the group at dir under root and
// in each of its ancestors, keeping what is left in l: threads for pids,
// memory otherwise, less reclaimable (memory.stat's key) where named.
func (m linuxMachine) walkCgroup(root, dir, maxFile, curFile, reclaimable string, l *limits) {
	for d := path.Clean("/" + dir); ; d = path.Dir(d) {
		folder := filepath.Join(root, filepath.FromSlash(d))
		limit, okMax := procInt(filepath.Join(folder, maxFile)) // "max" reads as no limit
		used, okCur := procInt(filepath.Join(folder, curFile))
		if okMax && okCur && limit < 1<<62 {
			if reclaimable != "" {
				used -= statValue(filepath.Join(folder, "memory.stat"), reclaimable)
			}
			by := fmt.Sprintf("the control group's %s, %s", maxFile, filepath.Join(folder, maxFile))
			if maxFile == "pids.max" {
				l.lowerThreads(int(limit-used)-threadsBeside, by+", less its tasks")
			} else {
				l.lowerMemory(limit-max(used, 0), by+", less what the group uses")
			}
		}
		if d == "/" {
			return
		}
	}
}

// statValue is a key's value in a memory.stat file, or 0.
func statValue(file, key string) int64 {
	data, err := os.ReadFile(file)
	if err != nil {
		return 0
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), " "); ok && k == key {
			n, _ := strconv.ParseInt(v, 10, 64)
			return n
		}
	}
	return 0
}

// atLeast1 keeps a limit that is known: 0 would read as unknown.
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
