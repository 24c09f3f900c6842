package run

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// writeTree writes files under root, each path relative to it.
func writeTree(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, data := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCgroupLimits: the threads and memory a control group leaves are its
// own limits' and each ancestor's, the smallest named: pids.max less the
// tasks (and the threads a cell needs besides its jobs), memory.max less
// what cannot be reclaimed; "max" is no limit. The unified hierarchy
// (v2), alone or beside v1's, and v1's pids and memory controllers are
// read.
func TestCgroupLimits(t *testing.T) {
	const mib = 1 << 20
	for _, tt := range []struct {
		name      string
		files     map[string]string
		threads   int
		threadsBy string
		memory    int64
		memoryBy  string
	}{
		{"v2", map[string]string{
			"proc/self/cgroup":      "0::/a/b\n",
			"cg/cgroup.controllers": "cpu memory pids\n",
			"cg/a/pids.max":         "500\n",
			"cg/a/pids.current":     "100\n",
			"cg/a/memory.max":       "max\n",
			"cg/a/memory.current":   "700000000\n",
			"cg/a/b/pids.max":       "max\n",
			"cg/a/b/pids.current":   "50\n",
			"cg/a/b/memory.max":     fmt.Sprint(1024 * mib),
			"cg/a/b/memory.current": fmt.Sprint(600 * mib),
			"cg/a/b/memory.stat":    "anon 1\nfile 200\ninactive_file " + fmt.Sprint(100*mib) + "\nactive_file 3\n",
			"cg/pids.current":       "9000\n", // the root has no limit
		}, 500 - 100 - threadsBeside, "cg/a/pids.max, less its tasks", (1024 - 600 + 100) * mib, "cg/a/b/memory.max, less what the group uses"},
		{"v2 beside v1", map[string]string{
			"proc/self/cgroup":              "1:name=systemd:/\n0::/s\n",
			"cg/unified/cgroup.controllers": "pids\n",
			"cg/unified/s/pids.max":         "300\n",
			"cg/unified/s/pids.current":     "36\n",
		}, 300 - 36 - threadsBeside, "cg/unified/s/pids.max", 0, ""},
		{"v1", map[string]string{
			"proc/self/cgroup":                  "5:pids:/x\n4:memory,foo:/x\n0::/\n",
			"cg/pids/x/pids.max":                "200\n",
			"cg/pids/x/pids.current":            "10\n",
			"cg/memory/x/memory.limit_in_bytes": fmt.Sprint(256 * mib),
			"cg/memory/x/memory.usage_in_bytes": fmt.Sprint(100 * mib),
			"cg/memory/x/memory.stat":           "total_inactive_file " + fmt.Sprint(4*mib) + "\n",
			"cg/memory/memory.limit_in_bytes":   "9223372036854771712\n", // no limit
			"cg/memory/memory.usage_in_bytes":   "1\n",
		}, 200 - 10 - threadsBeside, "cg/pids/x/pids.max", (256 - 100 + 4) * mib, "cg/memory/x/memory.limit_in_bytes"},
		{"no group", map[string]string{"proc/self/cgroup": "0::/\n", "cg/cgroup.controllers": ""}, 0, "", 0, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			writeTree(t, root, tt.files)
			m := linuxMachine{proc: filepath.Join(root, "proc"), cgroup: filepath.Join(root, "cg")}
			var l limits
			m.cgroupLimits(&l)
			if l.threads != tt.threads || !strings.Contains(l.threadsBy, tt.threadsBy) || l.memory != tt.memory || !strings.Contains(l.memoryBy, tt.memoryBy) {
				t.Errorf("threads %d (%s), memory %d (%s); want %d (%s), %d (%s)", l.threads, l.threadsBy, l.memory, l.memoryBy, tt.threads, tt.threadsBy, tt.memory, tt.memoryBy)
			}
		})
	}
}

// TestUserThreads: RLIMIT_NPROC bounds the threads of every process of
// the user's, which /proc lists with their real user.
func TestUserThreads(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"1/status":    "Name:\tinit\nUid:\t0\t0\t0\t0\nThreads:\t1\n",
		"200/status":  "Name:\ta\nUid:\t1000\t1000\t1000\t1000\nThreads:\t12\n",
		"201/status":  "Name:\tb\nUid:\t1000\t0\t0\t0\nThreads:\t3\n", // setuid: real user 1000
		"202/status":  "Name:\tc\nUid:\t10001\t1000\t1000\t1000\nThreads:\t40\n",
		"self/status": "Name:\tself\nUid:\t1000\t1000\t1000\t1000\nThreads:\t99\n", // a link to one of them, not a pid
	})
	if n, ok := (linuxMachine{proc: root}).userThreads(1000); !ok || n != 15 {
		t.Errorf("user 1000 runs %d threads (%v), want 15", n, ok)
	}
}

// TestManyJobsUnderAnAddressSpaceLimit: under an address-space limit
// (ulimit -v), thousands of jobs, whose threads' stacks the C library maps
// whole, are refused before any starts, naming what they need and what
// there is, rather than crashing the Go runtime ("pthread_create failed",
// tens of thousands of lines of stacks); jobs that fit run. It runs in a
// child process, which sets its own limit: what it left free plus 1 GiB.
func TestManyJobsUnderAnAddressSpaceLimit(t *testing.T) {
	if jobs := os.Getenv("IOPRESS_TEST_AS_JOBS"); jobs != "" {
		n, _ := strconv.Atoi(jobs)
		fmt.Println("child:", jobsUnderALimit(t, n))
		return
	}
	for _, tt := range []struct {
		jobs int
		want string
	}{
		{4000, "child: cell rnd-read-4k-qd1-t4000: 4000 jobs need"},
		{8, "child: ran 8 jobs"},
	} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestManyJobsUnderAnAddressSpaceLimit$", "-test.count=1")
		cmd.Env = append(os.Environ(), "IOPRESS_TEST_AS_JOBS="+strconv.Itoa(tt.jobs))
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), tt.want) {
			first, _, _ := strings.Cut(string(out), "\ngoroutine ")
			t.Errorf("%d jobs under an address-space limit: %v, output:\n%.2000s\nwant %q", tt.jobs, err, first, tt.want)
		}
	}
}

// jobsUnderALimit runs a cell of n jobs under an address-space limit of
// what the process maps now and 1 GiB, and says how it went.
func jobsUnderALimit(t *testing.T, n int) string {
	kb, ok := liveMachine.statusKB("self/status", "VmSize:")
	if !ok {
		return "no VmSize in /proc/self/status"
	}
	lim := uint64(kb<<10 + 1<<30)
	if err := unix.Setrlimit(unix.RLIMIT_AS, &unix.Rlimit{Cur: lim, Max: lim}); err != nil {
		return err.Error()
	}
	if l := machineLimits(); l.mappable <= 0 || l.mappable > 1<<30 {
		return fmt.Sprintf("the limits read %d bytes mappable, want 1 GiB at most", l.mappable)
	}
	cfg := testConfig(t, "null", 1<<20)
	cfg.Runtime = 50 * time.Millisecond
	c := cell("random", "read", 4096, 1, n)
	if _, err := Execute(context.Background(), Plan{Matrix: Matrix{Cells: []Cell{c}}, Config: cfg, Repeat: 1, Out: filepath.Join(t.TempDir(), "out")}); err != nil {
		return err.Error()
	}
	return fmt.Sprintf("ran %d jobs", n)
}
