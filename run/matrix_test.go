package run

import (
	"cmp"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/iopress/iopress/ingest/cdm"
)

// workloadKey is what makes two cells the same test.
type workloadKey struct {
	pattern, dir string
	bs           int64
	qd, jobs     int
	mix          float64
}

// TestCDMNVMeMatchesARealExport: the cdm-nvme matrix runs the tests a real
// CrystalDiskMark 8 export with NVMe settings reports, read, write and mix,
// as ingest/cdm reads that export: the same workloads, nothing more.
func TestCDMNVMeMatchesARealExport(t *testing.T) {
	path := filepath.Join("..", "..", "shared", "samples", "crystaldiskmark", "ame0011__blog-docusaurus__CrystalDiskMark_20240106054115_S790.txt")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Skipf("no shared samples beside the checkout: %v", err)
	}
	ds, err := cdm.Parser.ParseBytes(data, path)
	if err != nil {
		t.Fatal(err)
	}
	var want []workloadKey
	for _, r := range ds.Results {
		mix := 0.0
		if r.Direction == "mixed" {
			mix = r.RWMixReadPct
		}
		want = append(want, workloadKey{r.Pattern, r.Direction, r.BlockSizeBytes, int(r.IODepth), int(r.NumJobs), mix})
	}
	m, err := MatrixByName("cdm-nvme")
	if err != nil {
		t.Fatal(err)
	}
	var got []workloadKey
	for _, c := range m.Cells {
		got = append(got, workloadKey{c.Pattern, c.Direction, c.BlockSize, c.IODepth, c.NumJobs, c.RWMixReadPct})
		if c.Passes != 5 || c.Runtime.Seconds() != 5 {
			t.Errorf("%s: %d passes of %v, want CrystalDiskMark's 5 of 5 s", c.Name, c.Passes, c.Runtime)
		}
	}
	less := func(a, b workloadKey) int {
		return cmp.Or(cmp.Compare(a.pattern, b.pattern), cmp.Compare(a.dir, b.dir), cmp.Compare(a.bs, b.bs),
			cmp.Compare(a.qd, b.qd), cmp.Compare(a.jobs, b.jobs), cmp.Compare(a.mix, b.mix))
	}
	slices.SortFunc(want, less)
	slices.SortFunc(got, less)
	if !slices.Equal(got, want) {
		t.Errorf("cdm-nvme cells\n%v\nwant the export's tests\n%v", got, want)
	}
	if m.Span != 1<<30 {
		t.Errorf("span %d, want CrystalDiskMark's 1 GiB", m.Span)
	}
}
