package run

import (
	"errors"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/fio"
)

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestTOMLMatrixExpandsLists: list values make a cell for every
// combination, settings flow from the matrix to its cells, and a cell's
// own win.
func TestTOMLMatrixExpandsLists(t *testing.T) {
	path := writeFile(t, "sweep.toml", `
name = "sweep"
size = "64MiB"
runtime = "3s"
engine = "io_uring"

[[cell]]
rw = ["randread", "randwrite"]
bs = "4k"
iodepth = [1, 8, 32]

[[cell]]
name = "mix"
rw = "randrw"
rwmixread = 70
bs = "64k"
engine = ["psync", "fio:psync"]
runtime = "10s"
passes = 3
io_size = "1GiB"
end_fsync = true
`)
	m, err := LoadMatrix(path)
	if err != nil {
		t.Fatal(err)
	}
	if m.Name != "sweep" || m.Span != 64<<20 || m.Engine != "io_uring" || len(m.Cells) != 8 {
		t.Fatalf("matrix %q span %d engine %q, %d cells: want sweep, 64 MiB, io_uring, 8 cells", m.Name, m.Span, m.Engine, len(m.Cells))
	}
	var names []string
	for _, c := range m.Cells[:6] {
		names = append(names, c.Name)
		if c.Runtime != 3*time.Second || c.Engine != "" || c.BlockSize != 4096 {
			t.Errorf("%s: runtime %v engine %q bs %d: want the matrix's 3s, no engine of its own, 4096", c.Name, c.Runtime, c.Engine, c.BlockSize)
		}
	}
	if want := "rnd-read-4k-qd1-t1 rnd-read-4k-qd8-t1 rnd-read-4k-qd32-t1 rnd-write-4k-qd1-t1 rnd-write-4k-qd8-t1 rnd-write-4k-qd32-t1"; strings.Join(names, " ") != want {
		t.Errorf("cells %v, want %s", names, want)
	}
	for i, engine := range []string{"psync", "fio:psync"} {
		c := m.Cells[6+i]
		if c.Name != "mix" || c.Engine != engine || c.Direction != "mixed" || c.RWMixReadPct != 70 || c.BlockSize != 64<<10 ||
			c.Runtime != 10*time.Second || c.Passes != 3 || c.Bytes != 1<<30 || !c.EndFsync {
			t.Errorf("mix cell %+v", c)
		}
	}
}

// TestMatrixFileErrors: what is wrong is named as the file names it, with
// the file, the line of the key at fault and the cell or job, and no
// command-line flag.
func TestMatrixFileErrors(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"unknown.toml", "[[cell]]\nrw = \"randread\"\nblocksize = \"4k\"\n", "unknown.toml: unknown keys cell.blocksize"},
		{"badrw.toml", "[[cell]]\nrw = \"randomread\"\n", `badrw.toml:2: cell 1: rw "randomread": want randread, read, randwrite, write, randrw, rw, randtrim or trim`},
		{"syntax.toml", "name = \"x\"\n[[cell]]\nrw = randread\n", "syntax.toml:3"},
		{"badtype.toml", "[[cell]]\niodepth = \"deep\"\n", `badtype.toml:2: cell 1: iodepth "deep": want a whole number or a list of them`},
		// The second cell's depth 0, on its line, not the first's.
		{"depth.toml", "runtime = \"1s\"\n\n[[cell]]\niodepth = 4\n\n[[cell]]\n# deep\nrw = \"randwrite\"\niodepth = [1, 0]\n", "depth.toml:9: cell 2: iodepth 0: want a whole number from 1"},
		{"jobs.toml", "[[cell]]\nnumjobs = 0\n", "jobs.toml:2: cell 1: numjobs 0: want a whole number from 1"},
		{"mix.toml", "[[cell]]\nrw = \"randrw\"\n  rwmixread = 101\n", "mix.toml:3: cell 1: rwmixread 101: want a share from 0 to 100"},
		{"mixes.toml", "[[cell]]\nrw = \"randread\"\nrwmixread = [30, 70]\n", "mixes.toml:3: cell 1: rwmixread [30 70]: want one value for rw=randread, which does not mix"},
		{"bs.toml", "[[cell]]\nbs = \"4q\"\n", `bs.toml:2: cell 1: bs: size "4q" has unknown unit "q"`},
		{"runtime.toml", "name = \"x\"\nruntime = \"soon\"\n[[cell]]\n", `runtime.toml:2: runtime "soon": want a duration such as 5s or 500ms`},
		// A default the cell did not write: the cell's own line.
		{"passes.toml", "[[cell]]\nrw = \"randread\"\n[[cell]]\npasses = -1\n", "passes.toml:4: cell 2: passes -1: want 1 or more"},
		// Written inline, the keys have no lines of their own: the cell is named.
		{"inline.toml", "cell = [{iodepth = 0}]\n", "inline.toml: cell 1: iodepth 0: want a whole number from 1"},
		// A multi-line string that holds what looks like a table.
		{"multiline.toml", "description = \"\"\"\n[[cell]]\niodepth = 9\n\"\"\"\n[[cell]]\niodepth = 0\n", "multiline.toml:6: cell 1: iodepth 0: want a whole number from 1"},
		{"job.fio", "[global]\nrw=randread\nverify=md5\n[j]\nsize=1m\nzonemode=zbd\n", "job.fio: iopress does not run these fio options: verify (line 3), zonemode (line 6)"},
		{"engine.fio", "[j]\nsize=1m\nioengine=posixaio\n", `engine.fio:3: job j: ioengine "posixaio": want one of iopress's engines (`},
		{"split.fio", "[j]\nblocksize=4k,64k\nsize=1m\n", `split.fio:2: job j: blocksize "4k,64k": want one block size`},
		{"notime.fio", "[j]\nrw=read\n", "notime.fio:1: job j: neither time_based with a runtime nor a size"},
		// A bad option of [global] is at its line there, named with the job.
		{"depth.fio", "[global]\nsize=1m\niodepth=0\n\n[first]\nrw=randread\n", `depth.fio:3: job first: iodepth "0": want a whole number from 1`},
		{"readwrite.fio", "[j]\nsize=1m\nreadwrite=randomread\n", `readwrite.fio:3: job j: readwrite "randomread": want randread`},
		{"mix.fio", "[j]\nsize=1m\nrw=randrw\nrwmixwrite=130\n", `mix.fio:4: job j: rwmixwrite "130": want a share from 0 to 100`},
		{"timebased.fio", "[j]\nrw=read\ntime_based\n", "timebased.fio:3: job j: time_based: no runtime to run for"},
		// Found by FuzzJobFile: a job without a name, and a size of 0
		// (fio's "the file's size"), which made a cell bound by nothing.
		{"noname.fio", "[]\nsize=1m\n", "noname.fio:1: a section without a name"},
		{"size0.fio", "[j]\nrw=read\nsize=0\n", `size0.fio:3: job j: size "0": want a size above zero`},
		{"span0.fio", "[global]\nsize=0k\n[j]\nruntime=1\ntime_based\n", `span0.fio:2: job j: size "0k": want a size above zero`},
	} {
		_, err := LoadMatrix(writeFile(t, tc.name, tc.text))
		if err == nil || !strings.Contains(err.Error(), string(filepath.Separator)+tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
			continue
		}
		if strings.Contains(err.Error(), "--") {
			t.Errorf("%s: %v names a command-line flag", tc.name, err)
		}
	}
}

// TestFieldErrorNamesTheField: SingleCell, which the command line uses for
// a cell given by flags, says which setting is wrong as a *FieldError the
// command line can map to its flag, and names no flag itself.
func TestFieldErrorNamesTheField(t *testing.T) {
	for _, tc := range []struct {
		rw, bs      string
		depth, jobs int
		mix         float64
		field       string
	}{
		{"randomread", "4k", 1, 1, 50, "rw"},
		{"randread", "4q", 1, 1, 50, "bs"},
		{"randread", "4k", 0, 1, 50, "iodepth"},
		{"randread", "4k", 1, 0, 50, "numjobs"},
		{"randrw", "4k", 1, 1, 101, "rwmixread"},
		{"randrw", "4k", 1, 1, math.NaN(), "rwmixread"},
	} {
		_, err := SingleCell(tc.rw, tc.bs, tc.depth, tc.jobs, tc.mix)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != tc.field || strings.Contains(err.Error(), "--") || !strings.HasPrefix(err.Error(), tc.field+" ") && !strings.HasPrefix(err.Error(), tc.field+":") {
			t.Errorf("%+v: error %v (%#v), want a *FieldError of %s that names no flag", tc, err, fe, tc.field)
		}
	}
	_, err := SingleCell("randread", "4q", 1, 1, 50)
	var fe *FieldError
	if errors.As(err, &fe) && fe.Err == nil {
		t.Errorf("bs: %v keeps no cause", err)
	}
}

// TestJobFileMeansWhatFioMeans: a fio job file read as a matrix gives
// the workloads fio itself runs from it. fio runs the file (briefly), and
// its json output, read by ingest/fio, is the independent account of what
// each job was: pattern, directions, block size, depth, jobs and mix.
func TestJobFileMeansWhatFioMeans(t *testing.T) {
	needFio(t)
	dir := t.TempDir()
	target := filepath.Join(dir, "target")
	job := writeFile(t, "jobs.fio", `; a job file of the kind people keep
[global]
filename=`+target+`
size=8m
ioengine=psync
runtime=200ms
time_based
group_reporting

[rand-read]
rw=randread
bs=4k
iodepth=8
numjobs=2

[mixed]
stonewall
readwrite=randrw
rwmixwrite=30
blocksize=64k

[seq]
stonewall
rw=read
bs=1m
time_based=0
io_size=4MiB
`)
	m, err := LoadMatrix(job)
	if err != nil {
		t.Fatal(err)
	}
	if m.Target != target || m.Span != 8<<20 || len(m.Cells) != 3 {
		t.Fatalf("target %q span %d, %d cells", m.Target, m.Span, len(m.Cells))
	}
	if err := Prepare(target, m.Span); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("fio", "--output-format=json", job).Output()
	if err != nil {
		t.Fatalf("fio: %v", err)
	}
	ds, err := fio.Parser.ParseBytes(out, "jobs.json")
	if err != nil {
		t.Fatal(err)
	}
	byJob := map[string][]datasets.Result{}
	for _, r := range ds.Results {
		byJob[r.JobName] = append(byJob[r.JobName], r)
	}
	for _, c := range m.Cells {
		rows := byJob[c.Name]
		if len(rows) == 0 {
			t.Errorf("%s: fio ran no such job", c.Name)
			continue
		}
		for _, r := range rows {
			dir := r.Direction
			if r.RWMixReadPct > 0 && r.RWMixReadPct < 100 {
				dir = "mixed"
			}
			mix := 0.0
			if dir == "mixed" {
				mix = r.RWMixReadPct
			}
			cellMix := 0.0
			if c.Direction == "mixed" {
				cellMix = c.RWMixReadPct
			}
			if r.Pattern != c.Pattern || dir != c.Direction || r.BlockSizeBytes != c.BlockSize || r.IODepth != int64(c.IODepth) || r.NumJobs != int64(c.NumJobs) || mix != cellMix {
				t.Errorf("%s: fio ran %s %s %d bytes QD%d x%d mix %v; the matrix has %s %s %d QD%d x%d mix %v", c.Name,
					r.Pattern, dir, r.BlockSizeBytes, r.IODepth, r.NumJobs, mix, c.Pattern, c.Direction, c.BlockSize, c.IODepth, c.NumJobs, cellMix)
			}
		}
	}
	if c := m.Cells[2]; c.Bytes != 4_000_000 || c.Runtime != 200*time.Millisecond || c.Engine != "psync" {
		t.Errorf("seq: %d bytes capped at %v with %q, want io_size=4MiB as fio reads it (4,000,000 bytes) and the 200ms runtime", c.Bytes, c.Runtime, c.Engine)
	}
}

// TestLongLinesNamed: a line longer than iopress reads in a fio job file
// or a hosts file is named by file, line and the limit, not as
// bufio.Scanner's "token too long"; a long first line (a comment) does
// not make a job file pass for TOML; a TOML matrix, read whole, takes
// long lines.
func TestLongLinesNamed(t *testing.T) {
	dir := t.TempDir()
	long := strings.Repeat("x", 70<<10)
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	const limit = "a line longer than 64 KiB, more than iopress reads in one: is this the file meant?"
	job := write("long.fio", "[global]\nrw=randread\nfilename="+long+"\n[a]\nbs=4k\n")
	if _, err := LoadMatrix(job); err == nil || err.Error() != job+":3: "+limit {
		t.Errorf("job file: %v", err)
	}
	commented := write("commented.fio", "# "+long+"\n[a]\nrw=randread\n")
	if _, err := LoadMatrix(commented); err == nil || err.Error() != commented+":1: "+limit {
		t.Errorf("job file with a long first line: %v", err)
	}
	hosts := write("hosts", "node1\n"+long+"\nnode3\n")
	if _, err := ParseHosts("@" + hosts); err == nil || err.Error() != hosts+":2: "+limit {
		t.Errorf("hosts file: %v", err)
	}
	toml := write("long.toml", "# "+long+"\nname = \"m\"\n[[cell]]\nrw = \"randread\"\nbs = \"4k\"\n")
	if m, err := LoadMatrix(toml); err != nil || len(m.Cells) != 1 {
		t.Errorf("TOML matrix with a long comment: %v", err)
	}
}
