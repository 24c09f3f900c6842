package article_test

import (
	"strings"
	"testing"

	"github.com/iopress/iopress/article"
)

// TestArticlesSayMismatchedSetups: an article of systems not measured
// alike says so among its warnings: the CrystalDiskMark review (versions,
// test sizes, systems and fill levels differ) and the sweep (a buffered
// file on tmpfs against a direct one on a disk, cells of one second);
// each system's setup is its table. The sweep says its single short runs
// in its lead, where the curves are read, rather than among the warnings.
func TestArticlesSayMismatchedSetups(t *testing.T) {
	for _, tc := range []struct {
		kind   article.Kind
		inputs []string
		want   []string
	}{
		{article.CDM, cdmData, []string{"not measured alike", "CrystalDiskMark 3.0.2", "CrystalDiskMark 8.0.4", "fill level"}},
		{article.Sweep, []string{"../analyze/testdata/sweep-iopress/tmpfs", "../analyze/testdata/sweep-iopress/disk"}, []string{"not measured alike", "tmpfs: buffered", "disk: direct", "one run of 1 s per depth"}},
	} {
		art, _, err := article.Make(read(t, tc.inputs...), article.Settings{Kind: tc.kind})
		if err != nil {
			t.Fatal(err)
		}
		all := strings.Join(append([]string{art.Lead}, art.Warnings...), "\n")
		for _, w := range tc.want {
			if !strings.Contains(all, w) {
				t.Errorf("%s: lead and warnings lack %q:\n%s", tc.kind, w, all)
			}
		}
		if art.SetupTable == nil || len(art.SetupTable.Columns) < 2 {
			t.Errorf("%s: setup table %+v: want a column per system", tc.kind, art.SetupTable)
		}
	}
}
