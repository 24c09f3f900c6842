package run_test

import (
	"fmt"

	"github.com/iopress/iopress/run"
)

func ExampleMatrices() {
	for _, m := range run.Matrices() {
		fmt.Printf("%s: %d cells, first %s\n", m.Name, len(m.Cells), m.Cells[0].Name)
	}
	// Output:
	// article: 8 cells, first rnd-read-4k-qd32-t1
	// qd-sweep: 36 cells, first rnd-read-4k-qd1-t1
	// cdm-default: 12 cells, first seq-read-1024k-qd8-t1
	// cdm-peak: 6 cells, first seq-read-1024k-qd8-t1
	// cdm-realworld: 6 cells, first seq-read-1024k-qd1-t1
	// cdm-nvme: 12 cells, first seq-read-1024k-qd8-t1
}
