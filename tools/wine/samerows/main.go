// Samerows says whether two dataset folders hold the same rows, table by
// table and in the same order, where a path may be written with either
// separator: tools/test-windows.sh checks with it that iopress.exe under
// Wine ingests the same inputs into the same rows as the Linux build
// (the one writes "ingest\cdm\...", the other "ingest/cdm/...").
//
// Usage: samerows DIR1 DIR2. It prints the first rows that differ and
// exits 1, or prints how many rows agree.
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/iopress/iopress/datasets"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: samerows DIR1 DIR2")
		os.Exit(2)
	}
	n, err := sameRows(os.Args[1], os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, "samerows:", err)
		os.Exit(1)
	}
	fmt.Printf("samerows: %s and %s hold the same %d rows\n", os.Args[1], os.Args[2], n)
}

// sameRows compares every table of the two datasets and returns how many
// rows they hold.
func sameRows(dir1, dir2 string) (int, error) {
	a, err := datasets.ReadDir(dir1)
	if err != nil {
		return 0, err
	}
	b, err := datasets.ReadDir(dir2)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, t := range []struct {
		name string
		a, b []string
	}{
		{"results", lines(a.Results), lines(b.Results)},
		{"sources", lines(a.Sources), lines(b.Sources)},
		{"histogram", lines(a.Histogram), lines(b.Histogram)},
		{"series", lines(a.Series), lines(b.Series)},
		{"problems", lines(a.Problems), lines(b.Problems)},
	} {
		if len(t.a) != len(t.b) {
			return 0, fmt.Errorf("%s: %d rows in %s, %d in %s", t.name, len(t.a), dir1, len(t.b), dir2)
		}
		for i := range t.a {
			if t.a[i] != t.b[i] {
				return 0, fmt.Errorf("%s row %d differs:\n  %s: %s\n  %s: %s", t.name, i+1, dir1, t.a[i], dir2, t.b[i])
			}
		}
		n += len(t.a)
	}
	return n, nil
}

// lines writes each row with every field (NaN as NaN, so that a missing
// figure equals itself), '\' made '/'.
func lines[T any](rows []T) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = strings.ReplaceAll(fmt.Sprintf("%+v", r), `\`, "/")
	}
	return out
}
