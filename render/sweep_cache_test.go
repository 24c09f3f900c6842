package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// TestSweepWarnsOfWhatTheCacheNeeds: the flags find a write cache behind
// the disk's writes, and the runs record neither the test size nor, for
// the virtual disk, the host's cache mode, which decide how much a cache
// could hold: the warnings say so, not only the setup table; where the
// runs record a test size, only the cache mode is said missing.
func TestSweepWarnsOfWhatTheCacheNeeds(t *testing.T) {
	ds, s := realSweep(t)
	for _, sw := range sweepInEveryLang(t, ds, s) {
		language, l, art := sw.l.Lang, sw.l, sw.art
		want := l.Capitalize(l.Say("%s were not recorded, and both decide how much of the writes a cache could hold.",
			l.JoinAnd([]string{l.Say("the test size"), l.Say("the host's cache mode")})))
		if !slices.Contains(art.Warnings, want) {
			t.Errorf("%s: warnings %q lack %q", language, art.Warnings, want)
		}
	}
	sized := &datasets.Dataset{Sources: slices.Clone(ds.Sources), Results: ds.Results}
	for i := range sized.Sources {
		sized.Sources[i].Setup.TestSizeBytes = 256 << 20
	}
	art, err := BuildSweep(sized, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if want := "The host's cache mode was not recorded, and it decides how much of the writes a cache could hold."; !slices.Contains(art.Warnings, want) {
		t.Errorf("warnings %q lack %q", art.Warnings, want)
	}
}

// TestSweepWritesAheadFromADepth: the cache's evidence beyond the two
// peaks: writes that outrun the reads from QD4 on are said from QD4;
// writes ahead at two depths only, or not at the last, are not said.
func TestSweepWritesAheadFromADepth(t *testing.T) {
	curve := func(vs ...float64) analyze.Curve {
		var c analyze.Curve
		for i, v := range vs {
			c.Points = append(c.Points, analyze.Point{IODepth: 1 << i, Value: v})
		}
		return c
	}
	read := curve(10, 10, 10, 10, 10, 10)
	for _, tc := range []struct {
		write analyze.Curve
		want  string
	}{
		{curve(9, 9, 11, 12, 12, 11), "Its writes outran its reads at every depth from QD4 on, so this does not rest on one run."},
		{curve(11, 11, 11, 11, 11, 11), "Its writes outran its reads at every depth measured, so this does not rest on one run."},
		{curve(9, 9, 9, 9, 11, 11), ""},
		{curve(11, 11, 11, 11, 11, 9), ""},
	} {
		if got := english.writesAhead(tc.write, read); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.write.Points, got, tc.want)
		}
	}
}

// TestSweepCachedDepthDescribesTheCache: the disk's sequential writes
// outran its reads at every depth (read from the rows), so a cache most
// likely took them: the verdict says the depth it gives for them is the
// cache's, not that the cache makes it approximate (#24 round 5, tr).
// In every language.
func TestSweepCachedDepthDescribesTheCache(t *testing.T) {
	ds, s := realSweep(t)
	rows := curveRows(t, ds)
	for _, d := range sweepDepths {
		if rowFigure(rows[curveKey{"disk", "sequential", "write"}][d]) <= rowFigure(rows[curveKey{"disk", "sequential", "read"}][d]) {
			t.Fatalf("QD%d: the writes do not outrun the reads: the data have changed", d)
		}
	}
	for _, sw := range sweepInEveryLang(t, ds, s) {
		language, l, art := sw.l.Lang, sw.l, sw.art
		w := l.workloadName(analyze.Workload{Pattern: "sequential", Direction: "write", BlockSizeBytes: 256 << 10, NumJobs: 1, RWMixReadPct: -1})
		want := l.Say("The depth given for %s most likely describes a write cache, not the storage behind it.", w)
		if !strings.Contains(art.Verdict, want) {
			t.Errorf("%s: verdict %q lacks %q", language, art.Verdict, want)
		}
	}
}
