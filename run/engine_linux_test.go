package run

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"

	"golang.org/x/sys/unix"
)

// TestURingFallbacks: a ring made with each set of setup flags the kernel
// takes, from the newest (DEFER_TASKRUN, SINGLE_ISSUER, NO_SQARRAY) down
// to none (what a 5.1 kernel has), and entered by its registered index or
// by its descriptor, as a kernel before 5.18 has it, reads what is in the
// file, at depth 4 and in batches, with READ or, as before 5.6, READV, and
// with the file registered or named by its descriptor: what an older
// kernel falls back to works, and says what it used.
func TestURingFallbacks(t *testing.T) {
	runtime.LockOSThread() // the ring's single issuer, as a job's thread
	defer runtime.UnlockOSThread()
	const bs, blocks = 4096, 64
	path := filepath.Join(t.TempDir(), "f")
	want := make([]byte, bs*blocks)
	FillPattern(want, 3)
	if err := os.WriteFile(path, want, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tried := 0
	for i := range uringSetups {
		for variant := range 4 {
			byDescriptor, old := variant&1 != 0, variant&2 != 0
			r, err := newURingFrom(int(f.Fd()), 4, uringSetups[i:])
			if errors.Is(err, ErrNoURing) {
				t.Skip(err)
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(r.setup, uringSetups[i].names) {
				r.Close()
				continue // the kernel refused these flags: an older set was used, and is tried on its own
			}
			tried++
			if byDescriptor && r.fixedRing {
				r.unregisterRing()
			}
			if old {
				// A kernel before 5.6, or one that refused to register the
				// file: READV, and the file by its descriptor.
				r.useRW, r.fixedFile = false, false
			}
			name := fmt.Sprintf("%s, by descriptor %v", r.Setup(), byDescriptor)
			got := r.Setup()
			if got.Has("ring") != !byDescriptor && kernelAtLeast(5, 18) || !slices.Equal(got.Setup, uringSetups[i].names) {
				t.Errorf("%s: setup says %q", name, got)
			}
			if old != (got.Has("READV") && !got.Has("FIXED_FILE") && !got.Has("files")) {
				t.Errorf("%s: setup says %q", name, got)
			}
			readBack(t, name, r, want, bs)
			if err := r.Close(); err != nil {
				t.Errorf("%s: closing: %v", name, err)
			}
		}
	}
	if tried == 0 {
		t.Error("the kernel took none of the setups")
	}
}

// readBack reads every block of want through q, four at a time in
// flight, refilling in batches of what completed, and checks each.
func readBack(t *testing.T, name string, q Queue, want []byte, bs int) {
	t.Helper()
	ios := make([]*IO, 4)
	for i := range ios {
		ios[i] = &IO{Op: OpRead, Buf: make([]byte, bs), Index: i}
	}
	free := slices.Clone(ios)
	var done []*IO
	next, read := 0, 0
	for read < len(want)/bs {
		var batch []*IO
		for len(free) > 0 && next < len(want)/bs {
			io := free[len(free)-1]
			free = free[:len(free)-1]
			io.Offset = int64(next * bs)
			next++
			batch = append(batch, io)
		}
		if n, err := q.Submit(batch); err != nil || n != len(batch) {
			t.Fatalf("%s: submitted %d of %d: %v", name, n, len(batch), err)
		}
		var err error
		if done, err = q.Reap(1, len(ios), done[:0]); err != nil || len(done) == 0 {
			t.Fatalf("%s: reaped %d: %v", name, len(done), err)
		}
		for _, io := range done {
			if io.Err != nil || !bytes.Equal(io.Buf, want[io.Offset:io.Offset+int64(bs)]) {
				t.Fatalf("%s: the block at %d is not what the file holds (%v)", name, io.Offset, io.Err)
			}
			read++
			free = append(free, io)
		}
	}
}

// TestEngineSetupReadsBack: the setup line a run's source notes carry
// reads back as the facts it was written from, among other notes, and a
// line that is not one is not taken for one.
func TestEngineSetupReadsBack(t *testing.T) {
	for _, s := range []EngineSetup{
		{Engine: "io_uring", Setup: []string{"DEFER_TASKRUN", "SINGLE_ISSUER", "NO_SQARRAY"}, Ops: []string{"READ", "WRITE"}, Flags: []string{"FIXED_FILE", "ASYNC"}, Registered: []string{"files", "ring"}},
		{Engine: "io_uring", Ops: []string{"READV", "WRITEV"}},
		{Engine: "io_uring", Setup: []string{"COOP_TASKRUN"}, Ops: []string{"READ_FIXED", "WRITE_FIXED"}, Flags: []string{"FIXED_FILE"}, Registered: []string{"buffers", "files", "ring"}},
	} {
		notes := "CPU: a model, 2 logical CPUs\n" + s.String() + "\nKernel: Linux 6.18"
		got, ok := ParseEngineSetup(notes)
		if !ok || got.String() != s.String() || got.Engine != s.Engine || !slices.Equal(got.Setup, s.Setup) || !slices.Equal(got.Ops, s.Ops) || !slices.Equal(got.Flags, s.Flags) || !slices.Equal(got.Registered, s.Registered) {
			t.Errorf("%q read back as %+v (%v)", s, got, ok)
		}
	}
	for _, notes := range []string{"", "CPU: a model, 2 logical CPUs", "io_uring: setup=DEFER_TASKRUN", "io_uring: ops=READ setup=none flags=none registered=none", "io_uring: setup=none ops=none registered=none", "a b: setup=none ops=none flags=none registered=none"} {
		if s, ok := ParseEngineSetup(notes); ok {
			t.Errorf("%q read as a setup: %+v", notes, s)
		}
	}
	if s := (EngineSetup{}).String(); s != "" {
		t.Errorf("an empty setup says %q", s)
	}
}

// TestURingSubmitsInTheWaitingCall: the ring hands what Submit placed to
// the kernel in the call that reaps, so that a batch costs one system call
// for both (the kernel sees nothing until then).
func TestURingSubmitsInTheWaitingCall(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	path := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(path, make([]byte, 1<<16), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := newURing(int(f.Fd()), 4)
	if errors.Is(err, ErrNoURing) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	ios := []*IO{{Op: OpRead, Buf: make([]byte, 4096)}, {Op: OpRead, Offset: 4096, Buf: make([]byte, 4096), Index: 1}}
	if n, err := r.Submit(ios); n != 2 || err != nil {
		t.Fatalf("submitted %d: %v", n, err)
	}
	if r.pending != 2 || *r.sqHead != 0 {
		t.Fatalf("after Submit, %d pending and the kernel took %d", r.pending, *r.sqHead)
	}
	done, err := r.Reap(2, 2, nil)
	if err != nil || len(done) != 2 || r.pending != 0 {
		t.Fatalf("reaped %d, %d pending: %v", len(done), r.pending, err)
	}
}

// TestURingAsyncWhereTheFileCannotWait: a ring of depth 1 marks its
// requests IOSQE_ASYNC for a file that refuses a read that must not wait
// (preadv2 with RWF_NOWAIT says EOPNOTSUPP: a tmpfs file, whose every
// request goes to an io-wq worker), and not for one that takes it (a file
// on the disk read with O_DIRECT, whose requests the call itself issues);
// a deeper ring marks none (see uring.async); the setup says which. On
// this project's machines tmpfs refuses and the disk's ext4 takes it, so
// both ways are taken.
func TestURingAsyncWhereTheFileCannotWait(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for place, dir := range places(t) {
		path := filepath.Join(dir, "f")
		if err := Prepare(path, 1<<16); err != nil {
			t.Fatal(err)
		}
		f, err := openTarget(path, openMode{direct: place == "disk"})
		if errors.Is(err, ErrDirect) {
			t.Logf("%s: %v", place, err)
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		buf, err := alignedBuffer(4096)
		if err != nil {
			t.Fatal(err)
		}
		_, err = unix.Preadv2(int(f.Fd()), [][]byte{buf}, 0, unix.RWF_NOWAIT)
		freeBuffer(buf)
		refuses := errors.Is(err, unix.EOPNOTSUPP)
		t.Logf("%s: a read that must not wait: %v", place, err)
		for _, depth := range []int{1, 2, 32} {
			r, err := newURing(int(f.Fd()), depth)
			if errors.Is(err, ErrNoURing) {
				t.Skip(err)
			}
			if err != nil {
				t.Fatal(err)
			}
			want := refuses && depth == 1
			if r.Setup().Has("ASYNC") != want || r.async != want {
				t.Errorf("%s, depth %d: setup %q, want ASYNC %v", place, depth, r.Setup(), want)
			}
			r.Close()
		}
	}
}
