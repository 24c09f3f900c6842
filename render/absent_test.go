package render

import (
	"bytes"
	"context"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/words"
)

// TestArticleSaysWhatTheDataLacks: article 1's published table without
// its IOPS (a results file without an iops column) makes an article with
// no IOPS row or chart that says so in a note, in every language, where
// the default template places its notes; with its IOPS, no such note.
// A sweep without IOPS says which configurations have no curve.
func TestArticleSaysWhatTheDataLacks(t *testing.T) {
	ds, err := ingest.File("../datasets/reference/article1/published.csv")
	if err != nil {
		t.Fatal(err)
	}
	whole, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	noIOPS := *ds
	noIOPS.Results = append([]datasets.Result(nil), ds.Results...)
	for i := range noIOPS.Results {
		noIOPS.Results[i].IOPS = math.NaN()
	}
	a, err := analyze.Compare(noIOPS.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, lg := range words.Langs {
		l := lang{Lang: lg}
		note := l.Bind(l.Say("The data has no %s figures: no table has a row of them and no chart shows them.", l.metricInText(analyze.IOPS)))
		art, err := Build(&noIOPS, a, Options{Lang: lg})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range art.Charts {
			if strings.HasSuffix(c.Name, "-iops") {
				t.Errorf("%s: an IOPS chart without IOPS", lg)
			}
		}
		var md bytes.Buffer
		if err := WriteMarkdownForTest(&md, art); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(md.String(), note) {
			t.Errorf("%s: the article without IOPS does not say %q", lg, note)
		}
		with, err := Build(ds, whole, Options{Lang: lg})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(strings.Join(with.Notes, "\n"), note) {
			t.Errorf("%s: the article with IOPS says %q", lg, note)
		}
	}

	sds, errs := ingest.Read(context.Background(), []string{"../analyze/testdata/sweep-iopress/tmpfs", "../analyze/testdata/sweep-iopress/disk"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	for i := range sds.Results {
		sds.Results[i].IOPS = math.NaN()
	}
	s, err := analyze.AnalyzeSweep(sds.Results, analyze.SweepOptions{Baseline: "disk"})
	if err != nil {
		t.Fatal(err)
	}
	for _, lg := range words.Langs {
		art, err := BuildSweep(sds, s, Options{Lang: lg})
		if err != nil {
			t.Fatal(err)
		}
		l := lang{Lang: lg}
		var nc *analyze.NoCurve
		for _, w := range s.Warnings {
			if errors.As(w, &nc) {
				break
			}
		}
		if nc == nil {
			t.Fatal("the sweep without IOPS has no NoCurve warning")
		}
		text := l.warningText(nc, l.cellName)
		if !slices.Contains(art.Warnings, text) {
			t.Errorf("%s: the sweep's warnings %q do not say %q", lg, art.Warnings, text)
		}
		for _, m := range nc.Missing {
			if !strings.Contains(text, m.System+" ("+l.workloadName(m.Workload)+")") || !strings.Contains(text, "IOPS") {
				t.Errorf("%s: %q does not name %s's %s, or IOPS", lg, text, m.System, l.workloadName(m.Workload))
			}
		}
	}
}
