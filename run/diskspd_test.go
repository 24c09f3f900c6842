package run

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/diskspd"
)

// TestDiskSpdArgs: the DiskSpd command line of every kind of cell, each
// option as DiskSpd's usage text defines it (CmdLineParser.cpp of DiskSpd
// 2.2): -b bytes, -d/-W whole seconds, -t threads per target, -o requests
// per thread, -r random aligned to -b, -s sequential with -T bytes
// between the threads' starts, -w write percent, -Su/-Sw/-Suw caching,
// -Z a random write source of so many bytes, -f the span, -z the seed.
func TestDiskSpdArgs(t *testing.T) {
	const gib = 1 << 30
	base := Config{Target: `D:\iopress.dat`, Runtime: 5 * time.Second, Span: gib, Seed: 1}
	with := func(f func(*Config)) Config { c := base; f(&c); return c }
	mixed := cell("random", "mixed", 4096, 32, 16)
	mixed.RWMixReadPct = 70
	for _, tt := range []struct {
		name   string
		cfg    Config
		cell   Cell
		want   []string // the options before -z
		target string   // as DiskSpd names it, when not the file's path
	}{
		{"random read", base, cell("random", "read", 4096, 32, 1),
			[]string{"-b4096", "-d5", "-W0", "-t1", "-o32", "-r", "-w0", "-f1073741824"}, ""},
		// One job's write source is its depth's buffers: 1 x 4096 bytes.
		{"random write, direct", with(func(c *Config) { c.Direct = true }), cell("random", "write", 4096, 1, 1),
			[]string{"-b4096", "-d5", "-W0", "-t1", "-o1", "-r", "-w100", "-Su", "-Z4096", "-f1073741824"}, ""},
		// One thread: no -T (DiskSpd refuses it with one thread).
		{"sequential read", base, cell("sequential", "read", 1<<20, 8, 1),
			[]string{"-b1048576", "-d5", "-W0", "-t1", "-o8", "-s", "-w0", "-f1073741824"}, ""},
		// 1 GiB / 128 KiB = 8192 blocks, 2048 a job: threads start
		// 2048 x 131072 = 268435456 bytes apart; the write source is 4
		// jobs x 32 x 131072 = 16777216 bytes.
		{"sequential write, 4 jobs, ramp", with(func(c *Config) { c.Ramp = 2 * time.Second; c.Runtime = 30 * time.Second }), cell("sequential", "write", 128<<10, 32, 4),
			[]string{"-b131072", "-d30", "-W2", "-t4", "-o32", "-s", "-T268435456", "-w100", "-Z16777216", "-f1073741824"}, ""},
		// 16 x 32 x 4096 = 2097152 bytes of write source; 30% writes.
		{"random 70/30 mix, 16 jobs", base, mixed,
			[]string{"-b4096", "-d5", "-W0", "-t16", "-o32", "-r", "-w30", "-Z2097152", "-f1073741824"}, ""},
		{"write-through", with(func(c *Config) { c.WriteThrough = true }), cell("random", "write", 4096, 4, 1),
			[]string{"-b4096", "-d5", "-W0", "-t1", "-o4", "-r", "-w100", "-Sw", "-Z16384", "-f1073741824"}, ""},
		{"direct and write-through", with(func(c *Config) { c.Direct, c.WriteThrough = true, true }), cell("random", "read", 4096, 4, 1),
			[]string{"-b4096", "-d5", "-W0", "-t1", "-o4", "-r", "-w0", "-Suw", "-f1073741824"}, ""},
		// Five jobs over 3 blocks: every job starts at block 0, as
		// iopress's do (3/5 = 0 blocks apart), and -T0 is refused by
		// DiskSpd, so none is given.
		{"more jobs than blocks", with(func(c *Config) { c.Span = 3 << 20 }), cell("sequential", "read", 1<<20, 1, 5),
			[]string{"-b1048576", "-d5", "-W0", "-t5", "-o1", "-s", "-w0", "-f3145728"}, ""},
		// 64 x 256 x 1 MiB = 16 GiB of buffers: the source stays at 1 GiB.
		{"large write source", base, cell("sequential", "write", 1<<20, 256, 64),
			[]string{"-b1048576", "-d5", "-W0", "-t64", "-o256", "-s", "-T16777216", "-w100", "-Z1073741824", "-f1073741824"}, ""},
		// A 2 GiB block: the source is the block, past the 1 GiB cap.
		{"block past the write source's cap", base, cell("random", "write", 2<<30, 1, 1),
			[]string{"-b2147483648", "-d5", "-W0", "-t1", "-o1", "-r", "-w100", "-Z2147483648", "-f1073741824"}, ""},
		{"no span", with(func(c *Config) { c.Span = 0 }), cell("random", "read", 4096, 1, 1),
			[]string{"-b4096", "-d5", "-W0", "-t1", "-o1", "-r", "-w0"}, ""},
		{"physical drive", with(func(c *Config) { c.Target = `\\.\PhysicalDrive2` }), cell("random", "read", 4096, 1, 1),
			[]string{"-b4096", "-d5", "-W0", "-t1", "-o1", "-r", "-w0", "-f1073741824"}, "#2"},
		{"physical drive, other spelling", with(func(c *Config) { c.Target = `\\?\physicaldrive10` }), cell("random", "read", 4096, 1, 1),
			[]string{"-b4096", "-d5", "-W0", "-t1", "-o1", "-r", "-w0", "-f1073741824"}, "#10"},
		{"volume", with(func(c *Config) { c.Target = `\\.\E:` }), cell("random", "read", 4096, 1, 1),
			[]string{"-b4096", "-d5", "-W0", "-t1", "-o1", "-r", "-w0", "-f1073741824"}, "E:"},
		{"file on a share", with(func(c *Config) { c.Target = `\\server\share\t.dat` }), cell("random", "read", 4096, 1, 1),
			[]string{"-b4096", "-d5", "-W0", "-t1", "-o1", "-r", "-w0", "-f1073741824"}, `\\server\share\t.dat`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			want := append(slices.Clip(tt.want), "-z1", "-n", "-L", "-Rxml", cmp.Or(tt.target, tt.cfg.Target))
			got, err := DiskSpdArgs(tt.cfg, tt.cell)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) {
				t.Errorf("diskspd %s\nwant    %s", strings.Join(got, " "), strings.Join(want, " "))
			}
		})
	}
}

// TestDiskSpdRefuses: what DiskSpd cannot run as iopress would is refused
// by name, by DiskSpdArgs and, before anything runs, by Plan.Check.
func TestDiskSpdRefuses(t *testing.T) {
	base := Config{Target: "t.dat", Runtime: 5 * time.Second, Span: 1 << 30, Seed: 1}
	with := func(f func(*Config)) Config { c := base; f(&c); return c }
	read := cell("random", "read", 4096, 1, 1)
	withCell := func(f func(*Cell)) Cell { c := read; f(&c); return c }
	for _, tt := range []struct {
		name string
		cfg  Config
		cell Cell
		want string
	}{
		{"trim", base, cell("random", "trim", 4096, 1, 1), "DiskSpd does not trim"},
		{"size-bound", base, withCell(func(c *Cell) { c.Bytes = 1 << 30 }), "DiskSpd runs for a time, not a number of bytes (it has no io_size)"},
		{"end fsync", base, withCell(func(c *Cell) { c.Direction, c.EndFsync = "write", true }), "DiskSpd does not flush the target at the end of its writes (fio's end_fsync)"},
		{"sub-second runtime", with(func(c *Config) { c.Runtime = 500 * time.Millisecond }), read, "runtime 500ms: DiskSpd runs whole seconds (-d), at least one"},
		{"runtime of 1.5s", with(func(c *Config) { c.Runtime = 1500 * time.Millisecond }), read, "runtime 1.5s: DiskSpd runs whole seconds (-d)"},
		{"ramp of 250ms", with(func(c *Config) { c.Ramp = 250 * time.Millisecond }), read, "ramp 250ms: DiskSpd warms up for whole seconds (-W)"},
		{"a mix in tenths", base, withCell(func(c *Cell) { c.Direction, c.RWMixReadPct = "mixed", 70.5 }), "read share 70.5%: DiskSpd's write share (-w) is a whole percent, and 29.5% of writes is not"},
		{"registered buffers", with(func(c *Config) { c.FixedBuffers = true }), read, "registered buffers and files are io_uring's: DiskSpd has none"},
		{"seed beyond 32 bits", with(func(c *Config) { c.Seed = math.MaxUint32 + 1 }), read, "seed 4294967296: DiskSpd's random seed (-z) is 32 bits"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if args, err := DiskSpdArgs(tt.cfg, tt.cell); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("DiskSpdArgs: err = %v (args %q), want %q", err, args, tt.want)
			}
			tt.cell.Engine = DiskSpdEngine
			p := Plan{Matrix: Matrix{Cells: []Cell{tt.cell}}, Config: tt.cfg, Out: t.TempDir()}
			if err := p.Check(); err == nil || !strings.Contains(err.Error(), "cell "+tt.cell.Name+": ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Check: err = %v, want one naming cell %s and %q", err, tt.cell.Name, tt.want)
			}
		})
	}
}

// TestDiskSpdRowsAreIngests: the rows the diskspd engine makes of a real
// DiskSpd XML are those ingest/diskspd reads from it, labelled as the
// engine labels its rows: system "diskspd", the run's target, the
// repetition, the cell's name, and a source whose notes hold the command
// line.
func TestDiskSpdRowsAreIngests(t *testing.T) {
	data, err := os.ReadFile("../ingest/diskspd/testdata/GoogleCloudPlatform__PerfKitBenchmarker__diskspd_result.xml")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Target: `C:\scratch\testfile.dat`, Runtime: 30 * time.Second, Ramp: 5 * time.Second, Direct: true, WriteThrough: true, Span: 838860800}
	c := cell("sequential", "read", 64<<10, 2, 4)
	args, err := DiskSpdArgs(cfg, c)
	if err != nil {
		t.Fatal(err)
	}
	got, err := diskspdTool.rows(cfg, c, args, data, 3)
	if err != nil {
		t.Fatal(err)
	}
	want, err := diskspd.Parser.ParseBytes(data, "any.xml")
	if err != nil {
		t.Fatal(err)
	}
	if len(want.Results) == 0 {
		t.Fatal("ingest read no rows")
	}
	sum := sha256.Sum256(data)
	id := hex.EncodeToString(sum[:])
	for i := range want.Results {
		r := &want.Results[i]
		r.SourceID, r.SourcePath, r.System, r.Target, r.Repetition, r.JobName = id, cfg.Target, "diskspd", cfg.Target, 3, c.Name
	}
	// Printed, a missing value (NaN) equals a missing value, and every
	// other figure prints exactly.
	if g, w := fmt.Sprintf("%+v", got.Results), fmt.Sprintf("%+v", want.Results); g != w {
		t.Errorf("rows\n%s\nwant\n%s", g, w)
	}
	if len(got.Sources) != 1 {
		t.Fatalf("%d sources, want 1", len(got.Sources))
	}
	s := want.Sources[0]
	s.ID, s.Path, s.SizeBytes = id, cfg.Target, int64(len(data))
	s.Notes = strings.TrimSpace("diskspd " + strings.Join(args, " ") + "\n" + s.Notes)
	if !reflect.DeepEqual(got.Sources[0], s) {
		t.Errorf("source %+v\nwant   %+v", got.Sources[0], s)
	}
	if !strings.HasPrefix(got.Sources[0].Notes, `diskspd -b65536 -d30 -W5 -t4 -o2 -s -T`) {
		t.Errorf("notes %q: want the command line first", got.Sources[0].Notes)
	}
}

// fakeDiskSpd puts on the PATH a "diskspd" that writes its arguments, one
// a line, to the file it returns and prints output (or, failing, prints
// it and exits 1, as DiskSpd does with its errors).
func fakeDiskSpd(t *testing.T, output string, fail bool) (argsFile string) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the stand-in for DiskSpd is a shell script")
	}
	dir := t.TempDir()
	argsFile, out := filepath.Join(dir, "args"), filepath.Join(dir, "out")
	if err := os.WriteFile(out, []byte(output), 0o644); err != nil {
		t.Fatal(err)
	}
	exit := "0"
	if fail {
		exit = "1"
	}
	script := "#!/bin/sh\nprintf '%s\\n' \"$@\" > '" + argsFile + "'\ncat '" + out + "'\nexit " + exit + "\n"
	if err := os.WriteFile(filepath.Join(dir, "diskspd"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	return argsFile
}

// TestDiskSpdEngineRunsDiskSpd: a matrix whose cell names the diskspd
// engine runs DiskSpd (here a stand-in that prints a real DiskSpd XML)
// with the cell's command line, and keeps rows labelled "diskspd" that
// pass the checks every cell's rows pass.
func TestDiskSpdEngineRunsDiskSpd(t *testing.T) {
	data, err := os.ReadFile("../ingest/diskspd/testdata/GoogleCloudPlatform__PerfKitBenchmarker__diskspd_result.xml")
	if err != nil {
		t.Fatal(err)
	}
	argsFile := fakeDiskSpd(t, string(data), false)
	if err := CheckEngine(DiskSpdEngine); err != nil {
		t.Fatalf("CheckEngine: %v", err)
	}
	c := cell("sequential", "read", 64<<10, 2, 4)
	c.Engine = DiskSpdEngine
	cfg := Config{Target: filepath.Join(t.TempDir(), "target.dat"), Engine: engines["null"], Runtime: 30 * time.Second, Ramp: 5 * time.Second, Span: 838860800, Seed: 1}
	ds, err := Execute(context.Background(), Plan{Matrix: Matrix{Cells: []Cell{c}}, Config: cfg, Repeat: 2, Out: filepath.Join(t.TempDir(), "out")})
	if err != nil {
		t.Fatal(err)
	}
	ran, err := os.ReadFile(argsFile)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := DiskSpdArgs(cfg, c)
	if got := strings.Fields(string(ran)); !slices.Equal(got, want) {
		t.Errorf("DiskSpd ran with %q, want %q", got, want)
	}
	reps := map[int64]bool{}
	for _, r := range ds.Results {
		if r.System != "diskspd" || r.Tool != datasets.ToolDiskSpd || r.JobName != c.Name || r.Target != cfg.Target {
			t.Errorf("row system %q tool %q job %q target %q: want diskspd, diskspd, %s, %s", r.System, r.Tool, r.JobName, r.Target, c.Name, cfg.Target)
		}
		reps[r.Repetition] = true
	}
	if len(ds.Results) != 2 || !reps[1] || !reps[2] {
		t.Errorf("%d rows of repetitions %v: want a read row for each of 2", len(ds.Results), reps)
	}
}

// TestDiskSpdErrors: DiskSpd's own error, which it prints on its output,
// is in the cell's error; no DiskSpd on the PATH is an error naming what
// to install, from CheckEngine and from the run.
func TestDiskSpdErrors(t *testing.T) {
	c := cell("random", "read", 4096, 1, 1)
	c.Engine = DiskSpdEngine
	cfg := Config{Target: filepath.Join(t.TempDir(), "target.dat"), Engine: engines["null"], Runtime: time.Second, Span: 1 << 20}
	t.Run("failing", func(t *testing.T) {
		fakeDiskSpd(t, "ERROR: could not open target\r\n", true)
		_, err := Execute(context.Background(), Plan{Matrix: Matrix{Cells: []Cell{c}}, Config: cfg, Out: filepath.Join(t.TempDir(), "out")})
		if err == nil || !strings.Contains(err.Error(), "cell "+c.Name+": diskspd: exit status 1: ERROR: could not open target") {
			t.Errorf("err = %v, want DiskSpd's own error", err)
		}
	})
	t.Run("missing", func(t *testing.T) {
		t.Setenv("PATH", t.TempDir())
		if err := CheckEngine(DiskSpdEngine); !errors.Is(err, ErrNoDiskSpd) || !strings.Contains(err.Error(), "https://github.com/microsoft/diskspd/releases") {
			t.Errorf("CheckEngine: err = %v, want ErrNoDiskSpd naming where DiskSpd is", err)
		}
		_, err := Execute(context.Background(), Plan{Matrix: Matrix{Cells: []Cell{c}}, Config: cfg, Out: filepath.Join(t.TempDir(), "out")})
		if !errors.Is(err, ErrNoDiskSpd) {
			t.Errorf("Execute: err = %v, want ErrNoDiskSpd", err)
		}
	})
}
