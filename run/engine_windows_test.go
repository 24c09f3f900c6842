package run

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/windows"
)

// windowsTarget lays out a test file of span bytes in a new folder.
func windowsTarget(t *testing.T, span int64) string {
	t.Helper()
	target := filepath.Join(t.TempDir(), "target.dat")
	if err := Prepare(target, span); err != nil {
		t.Fatal(err)
	}
	return target
}

// TestWindowsAIOKeepsDepthPendingAtOnce: at depth 8, windowsaio hands 8
// reads to the system and every one comes back ERROR_IO_PENDING before
// any is reaped: 8 requests in flight in the system at once, which is
// overlapped I/O; a queue that completed each request within ReadFile, or
// on a thread of its own, would show none pending. Each read, reaped from
// the port, holds the file's bytes at its offset.
func TestWindowsAIOKeepsDepthPendingAtOnce(t *testing.T) {
	const depth, bs = 8, 64 << 10
	for _, direct := range []bool{true, false} {
		t.Run(fmt.Sprintf("direct=%v", direct), func(t *testing.T) {
			target := windowsTarget(t, 4<<20)
			want, err := os.ReadFile(target)
			if err != nil {
				t.Fatal(err)
			}
			f, queue, err := windowsAIOEngine{}.OpenTarget(target, openMode{direct: direct}, depth)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			defer queue.Close()
			q := queue.(*iocp)
			ios := make([]*IO, depth)
			for i := range ios {
				buf, _ := alignedBuffer(bs)
				// Blocks far apart and backwards, so that no read is
				// served by the one before.
				ios[i] = &IO{Op: OpRead, Offset: int64(depth-1-i) * 7 * bs, Buf: buf, Index: i}
			}
			if n, err := q.Submit(ios); n != depth || err != nil {
				t.Fatalf("Submit took %d of %d: %v", n, depth, err)
			}
			if q.mostPending != depth {
				t.Errorf("%d of %d reads pending in the system at once, want all: not overlapped I/O", q.mostPending, depth)
			}
			done, err := q.Reap(depth, depth, nil)
			if err != nil || len(done) != depth {
				t.Fatalf("reaped %d of %d: %v", len(done), depth, err)
			}
			checkReads(t, done, want)
			if q.pending != 0 || q.inflight() != 0 {
				t.Errorf("after reaping all: %d pending, %d in flight", q.pending, q.inflight())
			}
		})
	}
}

// TestWindowsAIOReadsWaitInTheSystemTogether: on a pipe that holds
// nothing yet, windowsaio's Submit hands 8 reads to the system and
// returns, and the port has nothing to hand back: the 8 wait in the system
// together. Only when the other end writes 8 blocks do they complete, each
// with one block, in the order they were issued. An engine that waited
// for each request before issuing the next (or read synchronously) would
// never return from Submit here.
func TestWindowsAIOReadsWaitInTheSystemTogether(t *testing.T) {
	const depth, bs = 8, 4096
	pipe, q := emptyPipe(t, depth, bs)
	ios := readRequests(depth, bs)
	submitted := make(chan error, 1)
	go func() {
		n, err := q.Submit(ios)
		if err == nil && n != depth {
			err = fmt.Errorf("Submit took %d of %d", n, depth)
		}
		submitted <- err
	}()
	select {
	case err := <-submitted:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Submit did not return while the pipe was empty: it waits for its reads, which is not overlapped I/O")
	}
	if q.mostPending != depth {
		t.Errorf("%d of %d reads pending at once, want all", q.mostPending, depth)
	}
	if done, err := q.Reap(0, depth, nil); len(done) != 0 || err != nil {
		t.Fatalf("the port handed back %d reads of an empty pipe (%v)", len(done), err)
	}
	block := make([]byte, bs)
	for i := range depth {
		FillPattern(block, uint64(i)+1)
		var n uint32
		if err := windows.WriteFile(pipe, block, &n, nil); err != nil || n != bs {
			t.Fatalf("writing block %d to the pipe: %d bytes, %v", i, n, err)
		}
	}
	var done []*IO
	for len(done) < depth {
		var err error
		if done, err = q.Reap(1, 1, done); err != nil {
			t.Fatal(err)
		}
	}
	for i, io := range done {
		FillPattern(block, uint64(i)+1)
		if io != ios[i] || io.Err != nil || !bytes.Equal(io.Buf, block) {
			t.Errorf("completion %d: read %d (%v), want read %d holding block %d", i, io.Index, io.Err, i, i)
		}
	}
}

// emptyPipe makes a pipe that holds nothing yet and a windowsaio queue of
// depth reading it: what the queue reads, the test writes to the pipe.
func emptyPipe(t *testing.T, depth, bs int) (windows.Handle, *iocp) {
	t.Helper()
	name := fmt.Sprintf(`\\.\pipe\iopress-test-%d-%d`, os.Getpid(), time.Now().UnixNano())
	pipe, err := windows.CreateNamedPipe(windows.StringToUTF16Ptr(name), windows.PIPE_ACCESS_OUTBOUND, windows.PIPE_TYPE_BYTE|windows.PIPE_WAIT, 1, uint32(depth*bs), uint32(depth*bs), 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { windows.CloseHandle(pipe) })
	f, queue, err := windowsAIOEngine{}.OpenTarget(name, openMode{}, depth)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	t.Cleanup(func() { queue.Close() })
	return pipe, queue.(*iocp)
}

// readRequests are n reads of bs bytes, each with a buffer of its own.
func readRequests(n, bs int) []*IO {
	ios := make([]*IO, n)
	for i := range ios {
		buf, _ := alignedBuffer(bs)
		ios[i] = &IO{Op: OpRead, Buf: buf, Index: i}
	}
	return ios
}

// TestWindowsAIOCloseCancelsWhatIsInFlight: closing a queue whose reads
// wait on an empty pipe cancels them and returns once the port has handed
// each back, so that nothing writes to their buffers afterwards.
func TestWindowsAIOCloseCancelsWhatIsInFlight(t *testing.T) {
	const depth, bs = 4, 4096
	_, q := emptyPipe(t, depth, bs)
	if n, err := q.Submit(readRequests(depth, bs)); n != depth || err != nil {
		t.Fatalf("Submit took %d of %d: %v", n, depth, err)
	}
	closed := make(chan error, 1)
	go func() { closed <- q.Close() }()
	select {
	case err := <-closed:
		if err != nil || q.inflight() != 0 {
			t.Errorf("Close: %v, %d still in flight", err, q.inflight())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Close did not return: the reads in flight were not cancelled")
	}
}

// checkReads checks that each read request holds file's bytes at its
// offset, and that each came back once.
func checkReads(t *testing.T, done []*IO, file []byte) {
	t.Helper()
	seen := map[*IO]bool{}
	for _, io := range done {
		if seen[io] {
			t.Errorf("request at %d reaped twice", io.Offset)
		}
		seen[io] = true
		if io.Err != nil || io.N != len(io.Buf) {
			t.Errorf("read at %d: %d bytes, %v", io.Offset, io.N, io.Err)
			continue
		}
		if !bytes.Equal(io.Buf, file[io.Offset:io.Offset+int64(len(io.Buf))]) {
			t.Errorf("read at %d does not hold the file's bytes there", io.Offset)
		}
	}
}

// TestWindowsReadsAreTheFiles: every engine reads the file's own bytes at
// the offsets asked, direct or through the cache, one request at a time
// (sync) or several (windowsaio, reaped one at a time as the job does).
func TestWindowsReadsAreTheFiles(t *testing.T) {
	const bs = 4096
	for _, engine := range []string{"sync", "windowsaio"} {
		for _, direct := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s-direct=%v", engine, direct), func(t *testing.T) {
				target := windowsTarget(t, 1<<20)
				want, err := os.ReadFile(target)
				if err != nil {
					t.Fatal(err)
				}
				e, _ := EngineByName(engine)
				j := &job{cfg: Config{Target: target, Engine: e, Direct: direct}, cell: Cell{Direction: "read", BlockSize: bs}}
				if err := j.open(4, 1); err != nil {
					t.Fatal(err)
				}
				defer j.close()
				var done []*IO
				for i, io := range j.ios {
					io.Op, io.Offset = OpRead, int64(255-37*i)*bs
					if n, err := j.q.Submit([]*IO{io}); n != 1 || err != nil {
						t.Fatalf("Submit: %d, %v", n, err)
					}
				}
				for range j.ios {
					if done, err = j.q.Reap(1, 1, done); err != nil {
						t.Fatal(err)
					}
				}
				if len(done) != len(j.ios) {
					t.Fatalf("reaped %d of %d", len(done), len(j.ios))
				}
				checkReads(t, done, want)
			})
		}
	}
}

// TestWindowsEnginesWriteWhatTheyRead: a sequential write cell bound to
// the span's size writes every block once, from the job's buffers (one
// for sync, four at depth 4 for windowsaio, each used); reading the file
// back, every block is one of them, byte for byte.
func TestWindowsEnginesWriteWhatTheyRead(t *testing.T) {
	const span, bs = 2 << 20, 64 << 10
	for _, engine := range []string{"sync", "windowsaio"} {
		for _, direct := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s-direct=%v", engine, direct), func(t *testing.T) {
				cfg := testConfig(t, engine, span)
				cfg.Direct = direct
				depth := 4
				if engine == "sync" {
					depth = 1
				}
				m, err := RunCell(context.Background(), cfg, Cell{Name: "w", Pattern: "sequential", Direction: "write", BlockSize: bs, IODepth: depth, NumJobs: 1, Bytes: span, EndFsync: true})
				if err != nil {
					t.Fatal(err)
				}
				if m.Write.IOs != span/bs || m.Write.Bytes != span {
					t.Errorf("%d writes of %d bytes, want %d of the span", m.Write.IOs, m.Write.Bytes, span/bs)
				}
				data, err := os.ReadFile(cfg.Target)
				if err != nil {
					t.Fatal(err)
				}
				if used := blocksFromBuffers(t, data, bs, depth, cfg.Seed); used != depth {
					t.Errorf("%d of the %d buffers found in the file: depth %d was not kept in flight", used, depth, depth)
				}
			})
		}
	}
}

// blocksFromBuffers checks that every block of data is one of the job's
// depth buffers and returns how many of them were found.
func blocksFromBuffers(t *testing.T, data []byte, bs, depth int, seed uint64) int {
	t.Helper()
	bufs := make([][]byte, depth)
	for i := range bufs {
		bufs[i] = make([]byte, bs)
		FillPattern(bufs[i], seed+uint64(i))
	}
	seen := map[int]bool{}
	for off := 0; off+bs <= len(data); off += bs {
		found := false
		for i, b := range bufs {
			if bytes.Equal(b, data[off:off+bs]) {
				seen[i], found = true, true
			}
		}
		if !found {
			t.Fatalf("block at %d is none of the buffers written", off)
		}
	}
	return len(seen)
}

// TestWindowsCountsMatchRate: on each engine the I/Os counted are the
// row's IOPS times its measured time, every one's latency is recorded,
// and the row says the depth kept (1 for sync).
func TestWindowsCountsMatchRate(t *testing.T) {
	for _, engine := range []string{"sync", "windowsaio"} {
		for _, direct := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s-direct=%v", engine, direct), func(t *testing.T) {
				cfg := testConfig(t, engine, 8<<20)
				cfg.Direct = direct
				m, err := RunCell(context.Background(), cfg, Cell{Name: "r", Pattern: "random", Direction: "read", BlockSize: 4096, IODepth: 4, NumJobs: 2})
				if err != nil {
					t.Fatal(err)
				}
				ds := m.Rows(cfg, "run-test", 1)
				if len(ds.Results) != 1 {
					t.Fatalf("%d rows", len(ds.Results))
				}
				r := ds.Results[0]
				if got := r.IOPS * r.RuntimeS; m.Read.IOs == 0 || math.Abs(got-float64(m.Read.IOs)) > 1e-6*got || m.Read.Latency.N != m.Read.IOs {
					t.Errorf("IOPS x time = %v, I/Os %d, latencies %d", got, m.Read.IOs, m.Read.Latency.N)
				}
				wantDepth := int64(4)
				if engine == "sync" {
					wantDepth = 1
				}
				if r.IODepth != wantDepth || r.NumJobs != 2 || r.Engine != engine {
					t.Errorf("row: depth %d, %d jobs, engine %q; want %d, 2, %q", r.IODepth, r.NumJobs, r.Engine, wantDepth, engine)
				}
				if err := r.Validate(); err != nil {
					t.Error(err)
				}
				if m.JobUsr+m.JobSys <= 0 {
					t.Errorf("job CPU usr %.1f%% sys %.1f%%: GetThreadTimes counted nothing", m.JobUsr, m.JobSys)
				}
			})
		}
	}
}

// TestWindowsAIOLittlesLaw: windowsaio's mean latency is the mean number
// of requests in flight over the IOPS, as TestLittlesLaw checks for
// Linux's queued engines: the job fills its depth and times each request
// from ReadFile to its reaping.
func TestWindowsAIOLittlesLaw(t *testing.T) {
	target := windowsTarget(t, littleSpan)
	for _, depth := range []int{8, 32} {
		t.Run(fmt.Sprintf("qd%d", depth), func(t *testing.T) {
			var misses []string
			for range 3 {
				m, r := littleRun(t, target, "windowsaio", depth, true)
				// The requests in flight as the window opens count whole,
				// as TestLittlesLaw says.
				most := float64(depth) * (1 + r.LatMaxNs/(r.RuntimeS*1e9))
				if m.PeakInFlight != depth || m.InFlight > most*(1+1e-9) || m.InFlight <= 0 {
					t.Fatalf("%d requests in flight at most and %.3f on average, want %d at most and at some point, and at most %.3f on average", m.PeakInFlight, m.InFlight, depth, most)
				}
				little := m.InFlight / r.IOPS * 1e9
				off := r.LatMeanNs/little - 1
				t.Logf("%.0f IOPS, mean latency %.0f ns, %.2f in flight (of %d), L/IOPS %.0f ns (%+.2f%%)", r.IOPS, r.LatMeanNs, m.InFlight, depth, little, off*100)
				if math.Abs(off) <= 0.03 {
					return
				}
				misses = append(misses, fmt.Sprintf("%+.1f%%", off*100))
			}
			t.Errorf("QD%d: mean latency off Little's law by more than 3%% in every run: %v", depth, misses)
		})
	}
}

// TestWindowsWriteThrough: a write-through write cell runs on each engine
// (FILE_FLAG_WRITE_THROUGH), and its writes land.
func TestWindowsWriteThrough(t *testing.T) {
	for _, engine := range []string{"sync", "windowsaio"} {
		cfg := testConfig(t, engine, 1<<20)
		cfg.WriteThrough, cfg.Direct, cfg.Runtime = true, true, 100*time.Millisecond
		m, err := RunCell(context.Background(), cfg, Cell{Name: "w", Pattern: "random", Direction: "write", BlockSize: 4096, IODepth: 2, NumJobs: 1, Bytes: 1 << 20})
		if err != nil || m.Write.IOs != 256 {
			t.Errorf("%s: %v, %d writes; want the 256 blocks of the span", engine, err, m.Write.IOs)
		}
	}
}

// TestWindowsLoopDoesNotAllocate: the job loop allocates nothing per I/O
// on Windows' engines either (see TestLoopDoesNotAllocate).
func TestWindowsLoopDoesNotAllocate(t *testing.T) {
	dir := t.TempDir()
	for _, engine := range []string{"null", "sync", "windowsaio"} {
		t.Run(engine, func(t *testing.T) { testLoopDoesNotAllocate(t, dir, engine) })
	}
}

// TestWindowsClock: the job's clock (QueryPerformanceCounter) tells
// microseconds apart, which Go's clock on Windows cannot (it moves once a
// timer tick), and runs at the rate of Go's clock: 200 ms by one are 200
// ms by the other, within Go's clock's tick.
func TestWindowsClock(t *testing.T) {
	clk := startClock()
	start := time.Now()
	step := int64(math.MaxInt64)
	for last := clk.now(); time.Since(start) < 200*time.Millisecond; {
		if now := clk.now(); now != last {
			step, last = min(step, now-last), now
		}
	}
	elapsed, byClock := time.Since(start), time.Duration(clk.now())
	if step > 10_000 {
		t.Errorf("the clock's smallest step is %d ns, want under 10 µs", step)
	}
	if d := byClock - elapsed; d < -16*time.Millisecond || d > 16*time.Millisecond {
		t.Errorf("%v by the job's clock, %v by Go's", byClock, elapsed)
	}
}

// TestWindowsNeverWritesTheSystemVolume: the volume of the Windows folder
// is refused whatever the flags: it lies on the drive of the running
// Windows (or, under Wine, which names no drive under any volume, iopress
// cannot tell that it does not).
func TestWindowsNeverWritesTheSystemVolume(t *testing.T) {
	dir, err := windows.GetSystemWindowsDirectory()
	if err != nil {
		t.Fatal(err)
	}
	vol := `\\.\` + dir[:2] // \\.\C:
	for _, c := range []WriteConsent{{}, {Device: vol}, {Device: vol, Mounted: vol, Overwrite: true}} {
		_, err := CheckWritable(vol, c)
		var re *RefusedError
		if !errors.As(err, &re) || len(re.Need) != 0 || !strings.Contains(re.Reason, "running Windows") {
			t.Errorf("%s with %+v: %v, want a refusal no flag lifts, for the drive of the running Windows", vol, c, err)
		}
	}
}
