package run

import (
	"fmt"
	"slices"
	"strings"

	"github.com/iopress/iopress/units"
)

// Matrix is a named list of cells.
type Matrix struct {
	Name        string
	Description string
	Cells       []Cell
}

func cell(pattern, dir string, bs int64, qd, jobs int) Cell {
	p := "seq"
	if pattern == "random" {
		p = "rnd"
	}
	return Cell{Name: fmt.Sprintf("%s-%s-%dk-qd%d-t%d", p, dir, bs>>10, qd, jobs), Pattern: pattern, Direction: dir, BlockSize: bs, IODepth: qd, NumJobs: jobs}
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
	return []Matrix{article, sweep}
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
// jobs and, for a mix, the read share.
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
		return Matrix{}, fmt.Errorf("--rw %q: want randread, read, randwrite, write, randrw, rw, randtrim or trim", rw)
	}
	size, err := units.ParseSize(bs)
	if err != nil {
		return Matrix{}, fmt.Errorf("--bs: %w", err)
	}
	if depth < 1 || jobs < 1 || readPct < 0 || readPct > 100 {
		return Matrix{}, fmt.Errorf("--iodepth and --numjobs must be at least 1, --rwmixread within 0-100")
	}
	c := cell(pattern, dir, size, depth, jobs)
	c.RWMixReadPct = readPct
	return Matrix{Name: "cell", Description: "one cell", Cells: []Cell{c}}, nil
}
