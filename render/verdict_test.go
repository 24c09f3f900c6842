package render_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render"
)

// TestVerdictNamesOnlyDirectionsMeasured: bonnie++'s real outputs hold
// reads, writes and scores with no direction (seeks and file operations
// per second). The verdict speaks of the reads and writes, and of no
// direction the data does not have.
func TestVerdictNamesOnlyDirectionsMeasured(t *testing.T) {
	files, _ := filepath.Glob("../ingest/bonnie/testdata/*.csv")
	ds, errs := ingest.Read(context.Background(), files, ingest.Options{})
	if len(errs) > 0 || len(files) == 0 {
		t.Fatal(files, errs)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	scored := false
	for _, c := range a.Comparisons {
		scored = scored || c.Cell.Direction == "" && len(c.Ranking) > 1
	}
	if !scored {
		t.Fatal("the samples compare no scores without a direction: the test would prove nothing")
	}
	art, err := render.Build(ds, a, render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"trim", "mixed"} {
		if strings.Contains(art.Verdict, bad) {
			t.Errorf("the verdict speaks of %ss, which the data has none of: %q", bad, art.Verdict)
		}
	}
	if !strings.Contains(art.Verdict, "reads") || !strings.Contains(art.Verdict, "writes") {
		t.Errorf("the verdict does not speak of the reads and writes: %q", art.Verdict)
	}
}
