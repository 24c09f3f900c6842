package run

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/iopress/iopress/units"
)

// Matrix is a named list of cells.
type Matrix struct {
	Name        string
	Description string
	Cells       []Cell
	// What a matrix may set for the whole run when the command line does
	// not: the bytes of the target it spans (CrystalDiskMark's 1 GiB test
	// file), the target itself, the engine of cells that name none, and
	// direct I/O (which the command line can only turn on).
	Span   int64
	Target string
	Engine string
	Direct bool
}

func cell(pattern, dir string, bs int64, qd, jobs int) Cell {
	return Cell{Name: cellName(pattern, dir, bs, qd, jobs), Pattern: pattern, Direction: dir, BlockSize: bs, IODepth: qd, NumJobs: jobs}
}

// cellName names a cell after its workload: rnd-read-4k-qd32-t1.
func cellName(pattern, dir string, bs int64, qd, jobs int) string {
	p := "seq"
	if pattern == "random" {
		p = "rnd"
	}
	size := fmt.Sprintf("%dk", bs>>10)
	if bs%1024 != 0 {
		size = fmt.Sprintf("%db", bs)
	}
	return fmt.Sprintf("%s-%s-%s-qd%d-t%d", p, dir, size, qd, jobs)
}

// Matrices are the built-in matrices.
func Matrices() []Matrix {
	var article, sweep Matrix
	article = Matrix{Name: "article", Description: "article 1's eight cells: random 4K and 64K, sequential 64K and 128K, read and write (QD32, one job)"}
	for _, dir := range []string{"read", "write"} {
		article.Cells = append(article.Cells,
			cell("random", dir, 4<<10, 32, 1), cell("random", dir, 64<<10, 32, 1),
			cell("sequential", dir, 64<<10, 32, 1), cell("sequential", dir, 128<<10, 32, 1))
	}
	sweep = Matrix{Name: "qd-sweep", Description: "article 2's sweep: random 4K and sequential 256K, read and write, iodepth 1 to 256"}
	for _, w := range []struct {
		pattern string
		bs      int64
	}{{"random", 4 << 10}, {"sequential", 256 << 10}} {
		for _, dir := range []string{"read", "write"} {
			for qd := 1; qd <= 256; qd *= 2 {
				sweep.Cells = append(sweep.Cells, cell(w.pattern, dir, w.bs, qd, 1))
			}
		}
	}
	return append([]Matrix{article, sweep}, cdmMatrices()...)
}

// cdmTest is one of CrystalDiskMark's tests: SEQ1M Q8T1 and the like.
type cdmTest struct {
	pattern string
	bs      int64
	qd, t   int
}

// cdmMatrices are CrystalDiskMark 8's profiles (with its default 'NVMe
// SSD' setting as cdm-nvme): each test read, written and mixed 70/30 as in
// its Read&Write+Mix mode, five passes of 5 s of which the best is kept,
// over a 1 GiB span.
func cdmMatrices() []Matrix {
	seq1mQ8 := cdmTest{"sequential", 1 << 20, 8, 1}
	seq1mQ1 := cdmTest{"sequential", 1 << 20, 1, 1}
	seq128kQ32 := cdmTest{"sequential", 128 << 10, 32, 1}
	rnd4kQ32 := cdmTest{"random", 4 << 10, 32, 1}
	rnd4kQ32T16 := cdmTest{"random", 4 << 10, 32, 16}
	rnd4kQ1 := cdmTest{"random", 4 << 10, 1, 1}
	profile := func(name, desc string, tests ...cdmTest) Matrix {
		m := Matrix{Name: name, Description: desc + "; read, write and 70/30 mix, best of 5 passes of 5 s, 1 GiB", Span: 1 << 30}
		for _, dir := range []string{"read", "write", "mixed"} {
			for _, t := range tests {
				c := cell(t.pattern, dir, t.bs, t.qd, t.t)
				c.Passes, c.Runtime = 5, 5*time.Second
				if dir == "mixed" {
					c.RWMixReadPct = 70
				}
				m.Cells = append(m.Cells, c)
			}
		}
		return m
	}
	return []Matrix{
		profile("cdm-default", "CrystalDiskMark's Default profile: SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1", seq1mQ8, seq1mQ1, rnd4kQ32, rnd4kQ1),
		profile("cdm-peak", "CrystalDiskMark's Peak Performance profile: SEQ1M Q8T1, RND4K Q32T16", seq1mQ8, rnd4kQ32T16),
		profile("cdm-realworld", "CrystalDiskMark's Real World Performance profile: SEQ1M Q1T1, RND4K Q1T1", seq1mQ1, rnd4kQ1),
		profile("cdm-nvme", "CrystalDiskMark's Default profile for NVMe SSDs: SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1", seq1mQ8, seq128kQ32, rnd4kQ32T16, rnd4kQ1),
	}
}

// MatrixByName finds a built-in matrix.
func MatrixByName(name string) (Matrix, error) {
	var names []string
	for _, m := range Matrices() {
		if m.Name == name {
			return m, nil
		}
		names = append(names, m.Name)
	}
	slices.Sort(names)
	return Matrix{}, fmt.Errorf("no matrix %q (have %s)", name, strings.Join(names, ", "))
}

// Writes reports whether any cell of the matrix writes.
func (m Matrix) Writes() bool {
	for _, c := range m.Cells {
		if c.Direction != "read" {
			return true
		}
	}
	return false
}

// SingleCell is a matrix of one cell given as fio would: rw (randread,
// read, randwrite, write, randrw, rw, randtrim, trim), block size, depth,
// jobs and, for a mix, the read share. A value it cannot run is a
// *FieldError naming the setting (rw, bs, iodepth, numjobs, rwmixread).
func SingleCell(rw, bs string, depth, jobs int, readPct float64) (Matrix, error) {
	pattern, dir := "sequential", ""
	switch rw {
	case "randread", "randwrite", "randrw", "randtrim":
		pattern = "random"
	}
	switch rw {
	case "read", "randread":
		dir = "read"
	case "write", "randwrite":
		dir = "write"
	case "rw", "readwrite", "randrw":
		dir = "mixed"
	case "trim", "randtrim":
		dir = "trim"
	default:
		return Matrix{}, &FieldError{Field: "rw", Value: rw, Want: "randread, read, randwrite, write, randrw, rw, randtrim or trim"}
	}
	size, err := units.ParseSize(bs)
	if err != nil {
		return Matrix{}, &FieldError{Field: "bs", Value: bs, Err: err}
	}
	switch {
	case depth < 1:
		return Matrix{}, &FieldError{Field: "iodepth", Value: depth, Want: "a whole number from 1"}
	case jobs < 1:
		return Matrix{}, &FieldError{Field: "numjobs", Value: jobs, Want: "a whole number from 1"}
	case !(readPct >= 0 && readPct <= 100):
		return Matrix{}, &FieldError{Field: "rwmixread", Value: readPct, Want: "a share from 0 to 100"}
	}
	c := cell(pattern, dir, size, depth, jobs)
	c.RWMixReadPct = readPct
	return Matrix{Name: "cell", Description: "one cell", Cells: []Cell{c}}, nil
}

// FieldError is a setting of a cell or a matrix that iopress cannot run:
// the field as matrix files name it (rw, bs, iodepth, numjobs, rwmixread,
// runtime, ...), the value given and what is wanted, or why the value
// could not be read. Its message names no flag and no place: a matrix
// file's reader puts the file, line and cell in front, and the command
// line, whose flags bear the fields' names, may put its flag there.
type FieldError struct {
	Field string
	Value any    // as given: a string, a number, a list
	Want  string // what a value must be; "" when Err says what is wrong
	Err   error
}

func (e *FieldError) Error() string {
	if e.Err != nil {
		return e.Field + ": " + e.Err.Error()
	}
	v := fmt.Sprint(e.Value)
	if s, ok := e.Value.(string); ok {
		v = strconv.Quote(s)
	}
	return fmt.Sprintf("%s %s: want %s", e.Field, v, e.Want)
}

func (e *FieldError) Unwrap() error { return e.Err }
