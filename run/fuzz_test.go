package run

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// matrixSeeds are matrix files of each kind, good and bad.
var matrixSeeds = []string{
	"name = \"sweep\"\nsize = \"64MiB\"\nruntime = \"3s\"\n\n[[cell]]\nrw = [\"randread\", \"randwrite\"]\nbs = \"4k\"\niodepth = [1, 8, 32]\n\n" +
		"[[cell]]\nname = \"mix\"\nrw = \"randrw\"\nrwmixread = 70\nbs = \"64k\"\nengine = [\"psync\", \"fio:psync\"]\nruntime = \"10s\"\npasses = 3\nio_size = \"1GiB\"\nend_fsync = true\n",
	"description = \"\"\"\n[[cell]]\n\"\"\"\n[[cell]]\niodepth = [1, 0]\n",
	"cell = [{iodepth = 4, rw = \"read\"}]\n",
	"[[cell]]\nrw = \"randomread\"\nblocksize = \"4k\"\n",
	"; a job file\n[global]\nfilename=/tmp/x\nsize=8m\nioengine=psync\nruntime=200ms\ntime_based\n\n[rand-read]\nrw=randread\nbs=4k\niodepth=8\nnumjobs=2\n\n" +
		"[mixed]\nstonewall\nreadwrite=randrw\nrwmixwrite=30\nblocksize=64k\n\n[seq]\nrw=read\nbs=1m\ntime_based=0\nio_size=4MiB\nkb_base=1000\n",
	"[global]\nrw=randread\nverify=md5\n[j]\nsize=1m\nzonemode=zbd\n",
	"[j]\nbs=4k,64k\nsize=1m\n",
}

// checkMatrix says what is wrong with a matrix read from a file: a cell
// that cannot run, or a setting out of range. A parser must refuse such a
// file, not return it.
func checkMatrix(m Matrix) error {
	if m.Span < 0 {
		return fmt.Errorf("span %d", m.Span)
	}
	for _, c := range m.Cells {
		if !slices.Contains([]string{"random", "sequential"}, c.Pattern) || !slices.Contains([]string{"read", "write", "mixed", "trim"}, c.Direction) ||
			c.BlockSize <= 0 || c.IODepth < 1 || c.NumJobs < 1 || !(c.RWMixReadPct >= 0 && c.RWMixReadPct <= 100) ||
			c.Runtime < 0 || c.Ramp < 0 || c.Bytes < 0 || c.Passes < 0 || c.Name == "" {
			return fmt.Errorf("cell %+v", c)
		}
	}
	return nil
}

// fuzzMatrix checks a parser on any input: it refuses it with an error
// that starts with the file's name and, when it gives a line, a line of
// the file; or it returns cells that can run.
func fuzzMatrix(t *testing.T, parse func([]byte, string) (Matrix, error), data []byte) {
	const path = "m"
	m, err := parse(data, path)
	if err != nil {
		rest, ok := strings.CutPrefix(err.Error(), path+":")
		if !ok {
			t.Fatalf("error %q does not start with the file's name", err)
		}
		if n, _, found := strings.Cut(rest, ":"); found {
			if line, err := strconv.Atoi(n); err == nil && (line < 1 || line > strings.Count(string(data), "\n")+1) {
				t.Fatalf("error %q names line %d of a file of %d", rest, line, strings.Count(string(data), "\n")+1)
			}
		}
		return
	}
	if err := checkMatrix(m); err != nil {
		t.Fatalf("accepted a matrix that cannot run: %v", err)
	}
}

// FuzzJobFile: the fio job-file reader on any input.
func FuzzJobFile(f *testing.F) {
	for _, s := range matrixSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) { fuzzMatrix(t, parseJobFile, data) })
}

// FuzzMatrixTOML: the TOML matrix reader on any input.
func FuzzMatrixTOML(f *testing.F) {
	for _, s := range matrixSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) { fuzzMatrix(t, parseMatrixTOML, data) })
}
