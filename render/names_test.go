package render

import (
	"context"
	"slices"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/words"
)

// TestTemplateNamesAreTaken: every name TemplateNames lists for a
// system, a cell, a workload or a metric is one a template's figure
// takes, each of a cell's names for the same cell; every cell, system
// and metric of the analysis is listed; and the tables and charts are
// the article's.
func TestTemplateNamesAreTaken(t *testing.T) {
	article1, err := ingest.File("../datasets/reference/article1/published.csv")
	if err != nil {
		t.Fatal(err)
	}
	a1, err := analyze.Compare(article1.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	cdmDS, errs := ingest.Read(context.Background(), []string{"../ingest/cdm/testdata/samples/crystaldiskmark"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	aCDM, err := analyze.Compare(cdmDS.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sweepDS, s := realSweep(t)
	for name, build := range map[string]func() (*Article, error){
		"comparison in Turkish": func() (*Article, error) { return Build(article1, a1, Options{Lang: words.Turkish}) },
		"cdm":                   func() (*Article, error) { return BuildCDM(cdmDS, aCDM, Options{}) },
		"sweep in Polish":       func() (*Article, error) { return BuildSweep(sweepDS, s, Options{Lang: words.Polish}) },
	} {
		art, err := build()
		if err != nil {
			t.Fatal(err)
		}
		n := art.TemplateNames()
		if len(n.Systems) == 0 || len(n.Cells) == 0 || len(n.Metrics) == 0 {
			t.Fatalf("%s: names %+v", name, n)
		}
		switch f := art.figures.(type) {
		case comparisonFigures:
			if !slices.Equal(n.Systems, f.a.Systems) || len(n.Cells) != len(f.a.Cells) || len(n.Metrics) != len(f.a.Metrics) {
				t.Errorf("%s: %d systems, %d cells, %d metrics listed, of %d, %d and %d", name, len(n.Systems), len(n.Cells), len(n.Metrics), len(f.a.Systems), len(f.a.Cells), len(f.a.Metrics))
			}
			for i, cell := range n.Cells {
				for _, given := range cell {
					if c, err := f.cell(given); err != nil || c != f.a.Cells[i] {
						t.Errorf("%s: cell %q is %v, %v; want %s", name, given, c, err, cellID(f.a.Cells[i]))
					}
				}
			}
			for _, s := range n.Systems {
				if _, err := f.system(s); err != nil {
					t.Errorf("%s: %v", name, err)
				}
			}
			for _, m := range n.Metrics {
				if _, err := f.cells(m, ""); err != nil {
					t.Errorf("%s: %v", name, err)
				}
			}
		case sweepFigures:
			for _, cell := range n.Cells {
				w, d, err := f.namedCell(cell[0])
				for _, given := range cell {
					if gw, gd, gerr := f.namedCell(given); gerr != nil || err != nil || gw != w || gd != d {
						t.Errorf("%s: cell %q is %s at QD%d (%v), %q's %s at QD%d (%v)", name, given, gw, gd, gerr, cell[0], w, d, err)
					}
				}
			}
			for _, wl := range n.Workloads {
				for _, given := range wl {
					for _, s := range n.Systems {
						if _, err := f.peak(s, given); err != nil {
							t.Errorf("%s: peak %q %q: %v", name, s, given, err)
						}
					}
				}
			}
			// Each metric is some cell's (a sweep's workloads have theirs).
			for _, m := range n.Metrics {
				if !slices.ContainsFunc(n.Cells, func(cell []string) bool {
					_, _, err := f.point(n.Systems[0], cell[0], m)
					return err == nil
				}) {
					t.Errorf("%s: metric %s is no cell's", name, m)
				}
			}
		default:
			t.Fatalf("%s: figures %T", name, f)
		}
		if len(n.Tables) != len(art.Tables) || len(n.Charts) != len(art.Charts) {
			t.Errorf("%s: %d tables and %d charts listed, of %d and %d", name, len(n.Tables), len(n.Charts), len(art.Tables), len(art.Charts))
		}
		for i, c := range n.Charts {
			if c.Name != art.Charts[i].Name || c.Image() != art.Charts[i].Name+".png" {
				t.Errorf("%s: chart %d listed as %+v", name, i+1, c)
			}
		}
	}
}
