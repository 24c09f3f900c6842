package run

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/iopress/iopress/units"
)

// TestWriteThroughOpensSync: with write-through a write cell's job opens
// its target O_SYNC, as fio's sync=1 does, and the fio engine is given
// sync=1; a read cell is opened as without it.
func TestWriteThroughOpensSync(t *testing.T) {
	cfg := testConfig(t, "psync", 1<<20)
	cfg.WriteThrough = true
	for _, tt := range []struct {
		dir  string
		sync bool
	}{{"write", true}, {"mixed", true}, {"read", false}} {
		c := Cell{Name: tt.dir, Pattern: "random", Direction: tt.dir, RWMixReadPct: 50, BlockSize: 4096, IODepth: 1, NumJobs: 1}
		j := &job{cfg: cfg, cell: c}
		if err := j.open(1, 1); err != nil {
			t.Fatal(err)
		}
		flags, err := unix.FcntlInt(j.f.Fd(), unix.F_GETFL, 0)
		j.close()
		if err != nil {
			t.Fatal(err)
		}
		if got := flags&unix.O_SYNC == unix.O_SYNC; got != tt.sync {
			t.Errorf("%s cell: opened with O_SYNC %v, want %v", tt.dir, got, tt.sync)
		}
		if got := slices.Contains(FioArgs(cfg, c, "psync"), "--sync=1"); got != tt.sync {
			t.Errorf("%s cell: fio given --sync=1 %v, want %v", tt.dir, got, tt.sync)
		}
	}
}

// TestTargetsThatAreNotStorageRefused: a named pipe (whose opening waits
// for a writer for ever), a socket and a character device such as
// /dev/zero (reads that cost nothing, published as a drive's speed) are
// refused as targets by the plan's check and by Prepare, saying what the
// path is, without opening it; a block device is a target.
func TestTargetsThatAreNotStorageRefused(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := unix.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	sock := filepath.Join(dir, "sock")
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	c := cell("random", "read", 4096, 1, 1)
	for _, tt := range []struct{ target, want string }{
		{fifo, fifo + " is a named pipe (FIFO), not storage: give a file (new or existing) or a block device"},
		{sock, sock + " is a socket, not storage: give a file (new or existing) or a block device"},
		{"/dev/zero", "/dev/zero is a character device, not a disk: give a file (new or existing) or a block device"},
		{"/dev/null", "/dev/null is a character device, not a disk"},
	} {
		p := Plan{Matrix: Matrix{Cells: []Cell{c}}, Config: Config{Target: tt.target, Runtime: time.Second, Span: 1 << 20, Engine: engines["psync"]}, Out: filepath.Join(t.TempDir(), "out")}
		done := make(chan [2]error, 1)
		go func() { done <- [2]error{p.Check(), Prepare(tt.target, 1<<20)} }()
		select {
		case errs := <-done:
			for i, err := range errs {
				if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
					t.Errorf("%s (%s): err = %v, want %q", tt.target, []string{"Check", "Prepare"}[i], err, tt.want)
				}
			}
		case <-time.After(time.Minute):
			t.Fatalf("%s: the check has not returned in a minute: it opened the pipe", tt.target)
		}
		if _, err := os.Stat(p.Out); !os.IsNotExist(err) {
			t.Errorf("%s: a refused run wrote its folder (%v)", tt.target, err)
		}
	}
	// A block device, if the machine lists one, is a disk to measure.
	entries, _ := os.ReadDir("/dev")
	for _, e := range entries {
		if e.Type()&os.ModeDevice != 0 && e.Type()&os.ModeCharDevice == 0 {
			if err := CheckTarget("/dev/" + e.Name()); err != nil {
				t.Errorf("block device /dev/%s: %v", e.Name(), err)
			}
			break
		}
	}
}

// TestHostsFileThatIsNotAFileRefused: --hosts @FILE reads a regular file
// only: a named pipe (which would hold the open until someone writes to
// it), a character device (read for ever) or a folder is refused naming
// what it is, without opening it; @ alone names no file.
func TestHostsFileThatIsNotAFileRefused(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "hosts")
	if err := unix.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ list, want string }{
		{"@" + fifo, fifo + " is a named pipe (FIFO): give a file of hosts, one host a line"},
		{"@/dev/zero", "/dev/zero is a character device: give a file of hosts"},
		{"@" + dir, dir + " is a directory: give a file of hosts"},
		{"@", `"@" names no file: give @FILE`},
	} {
		done := make(chan error, 1)
		go func() {
			_, err := ParseHosts(tt.list)
			done <- err
		}()
		select {
		case err := <-done:
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("%s: err = %v, want %q", tt.list, err, tt.want)
			}
		case <-time.After(time.Minute):
			t.Fatalf("%s: reading the hosts has not returned in a minute: it opened the pipe", tt.list)
		}
	}
}

// TestDirectNeedsAlignedBlocks: direct I/O with a block size the device
// cannot take (--bs 3 --direct: "invalid argument" at the first read,
// with no word of why) is refused by the plan's check, naming the
// alignment and the target, for a file laid out or not yet; one that is
// a multiple of it is not. Should a request still be refused (a cell the
// check could not tell), the error says what direct I/O needs. The
// alignment expected is found here by trying reads: the smallest size a
// direct read at offset 0 takes.
func TestDirectNeedsAlignedBlocks(t *testing.T) {
	dir := diskDir(t)
	target := filepath.Join(dir, "t")
	if err := Prepare(target, 1<<20); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(target, os.O_RDONLY|unix.O_DIRECT, 0)
	if err != nil {
		t.Skipf("direct I/O: %v", err)
	}
	buf, err := alignedBuffer(1 << 16)
	if err != nil {
		t.Fatal(err)
	}
	defer freeBuffer(buf)
	var align int64
	for n := int64(1); n <= 1<<16 && align == 0; n *= 2 {
		if _, err := f.ReadAt(buf[:n], 0); err == nil {
			align = n
		}
	}
	f.Close()
	if align <= 1 {
		t.Skipf("direct reads of %d bytes work here: nothing to align", align)
	}
	want := fmt.Sprintf("block size 3 bytes: direct I/O needs blocks and offsets aligned to the device's logical block size, %s for ", units.BinarySize(align))
	for _, tt := range []struct {
		target string
		bs     int64
		ok     bool
	}{
		{target, 3, false},
		{filepath.Join(dir, "new"), 3, false},
		{target, align, true},
		{target, 3 * align, true},
	} {
		c := cell("random", "read", tt.bs, 1, 1)
		p := Plan{Matrix: Matrix{Cells: []Cell{c}}, Config: Config{Target: tt.target, Direct: true, Runtime: time.Second, Span: 1 << 20, Engine: engines["psync"]}, Out: filepath.Join(t.TempDir(), "out")}
		err := p.Check()
		if tt.ok && err != nil || !tt.ok && (err == nil || err.Error() != "cell "+c.Name+": "+want+tt.target+"; give a multiple of it, or run without direct I/O") {
			t.Errorf("%s, block size %d: err = %v, want %q", tt.target, tt.bs, err, want)
		}
	}
	cfg := Config{Target: target, Direct: true, Runtime: time.Second, Span: 1 << 20, Engine: engines["psync"]}
	_, err = RunCell(context.Background(), cfg, cell("random", "read", 3, 1, 1))
	if err == nil || !strings.Contains(err.Error(), ": invalid argument (direct I/O needs blocks and offsets aligned to the device's logical block size, "+units.BinarySize(align)+" for "+target+"; the block size is 3 bytes)") {
		t.Errorf("a misaligned read: %v, want what direct I/O needs", err)
	}
}
