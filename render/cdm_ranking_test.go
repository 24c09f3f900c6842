package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/words"
)

// TestCDMCountsTestsRunAlone: a test only one drive ran has no winner,
// so the review names such tests once, in one closing sentence, for every
// drive that ran some (S790's RND4K Q32T16 and SEQ128K Q32T1 and its mix
// tests, the Samsung 830's RND512K Q1T1), in every language; and it says
// that S790 won every test it shared with another drive, counting those
// alone. Before, each direction's bullet ended "... ran X alone, so no one
// leads there", twice a bullet, and the lead said "leads 2 of the 4
// writes" of a drive that lost none. The tests are read from the rows.
func TestCDMCountsTestsRunAlone(t *testing.T) {
	const ram = "KVM RAM disk"
	for _, lg := range words.Langs {
		ds, _, art := cdmExamples(t, lg)
		type test struct{ name, dir string }
		ran := map[test]map[string]bool{}
		for _, r := range ds.Results {
			if r.System == ram || r.BWBytesPerS <= 0 {
				continue
			}
			k := test{cdmTest{r.Pattern, r.BlockSizeBytes, r.IODepth, r.NumJobs}.cdmName(), r.Direction}
			if ran[k] == nil {
				ran[k] = map[string]bool{}
			}
			ran[k][r.System] = true
		}
		alone := map[string][]string{} // drive: its tests run alone, read or write
		shared := 0                    // S790's tests shared with another drive
		for k, systems := range ran {
			switch {
			case len(systems) == 1 && k.dir != datasets.DirectionMixed:
				for s := range systems {
					if !slices.Contains(alone[s], k.name) {
						alone[s] = append(alone[s], k.name)
					}
				}
			case len(systems) > 1 && systems["S790"]:
				shared++
			}
		}
		if len(alone["S790"]) != 2 || len(alone["Samsung 830"]) != 1 || shared != 4 {
			t.Fatalf("run alone %v, S790 shared %d: the exports changed", alone, shared)
		}
		l := lang{Lang: lg}
		opening := clause(l.Say("Some tests only one drive ran, so the tables show them with nothing to compare: %s.", "X"))
		var closing []string
		for _, f := range art.Findings {
			if strings.Contains(f, opening) {
				closing = append(closing, f)
			}
		}
		if len(closing) != 1 {
			t.Fatalf("%s: %d sentences name the tests run alone: %q", lg, len(closing), art.Findings)
		}
		for drive, tests := range alone {
			for _, name := range tests {
				if !strings.Contains(closing[0], name) || !strings.Contains(closing[0], drive) {
					t.Errorf("%s: the closing sentence does not name %s's %s: %q", lg, drive, name, closing[0])
				}
			}
		}
		if mix := l.Say("the %s mixed tests", "70/30"); !strings.Contains(closing[0], mix) {
			t.Errorf("%s: the closing sentence does not name S790's %q: %q", lg, mix, closing[0])
		}
		won := l.Capitalize(l.Say("%[1]s won all %[2]d tests it shared with another drive: by %[3]s in %[4]s, which the links set, and by %[5]s in %[6]s, which come from runs on different systems and so are only indicative.",
			l.cdmThe("S790"), shared, "X", "X", "X", "X"))
		won = won[:strings.Index(won, "X")]
		if !strings.Contains(strings.Join(art.Findings, "\n"), won) {
			t.Errorf("%s: no finding says %q:\n%s", lg, won, strings.Join(art.Findings, "\n"))
		}
		if strings.Contains(art.Lead, clause(l.Say("%s leads %d of %d", "S790", 2, 4))) {
			t.Errorf("%s: the lead counts wins: %q", lg, art.Lead)
		}
	}
}

// cdmCellName is a read row's test as the review names it.
func cdmCellName(lg words.Lang, r datasets.Result) string {
	return lang{Lang: lg}.cdmCellName(analyze.Cell{Pattern: r.Pattern, BlockSizeBytes: r.BlockSizeBytes, IODepth: r.IODepth, NumJobs: r.NumJobs, Direction: r.Direction})
}

// TestCDMTablesShadeAsTheClaims: the tables shade what the text claims:
// the RAM disk, a reference, is never best nor tied, and a row that only
// one drive has a figure in (the reference aside) has no shading. Before,
// the RAM disk was shaded best in SEQ1M Q1T1, where the text gives the
// lead to the WD Blue, and S790 in RND4K Q32T16, which it ran alone.
func TestCDMTablesShadeAsTheClaims(t *testing.T) {
	const ram = "KVM RAM disk"
	_, _, art := cdmExamples(t, words.English)
	for _, tb := range art.Tables {
		if !strings.Contains(tb.Name, "cdm") {
			continue
		}
		for _, row := range tb.Rows {
			drives := 0
			for i, c := range row.Cells {
				if c.HasValue && tb.Systems[i] != ram {
					drives++
				}
				if tb.Systems[i] == ram && (c.Best || c.Tie) {
					t.Errorf("%s, %s: %s shaded", tb.Name, row.Label, ram)
				}
			}
			for i, c := range row.Cells {
				if drives < 2 && (c.Best || c.Tie) {
					t.Errorf("%s, %s: %s shaded where no other drive ran the test", tb.Name, row.Label, tb.Systems[i])
				}
			}
		}
	}
}

// TestCDMPairSaysNoRanking: the WD Blue and the Samsung 830 share a link
// but their runs differ (tool version, test size, system, fill), so the
// finding that counts their leads says at once, in every language, that
// the count is no ranking, as the verdict and the unshaded tables do.
func TestCDMPairSaysNoRanking(t *testing.T) {
	for _, lg := range words.Langs {
		ds, _, art := cdmExamples(t, lg)
		if analyze.CompareSetups(analyze.Setups(ds, []string{"WD Blue 3D 1TB", "Samsung 830"})) == nil {
			t.Fatal("the two runs were made alike: the exports changed")
		}
		l := lang{Lang: lg}
		n := 0
		for _, f := range art.Findings {
			if strings.Contains(f, "WD Blue 3D 1TB") && strings.Contains(f, "Samsung 830") && !strings.Contains(f, "S790") {
				n++
				if !strings.HasSuffix(f, l.Say("With runs this unlike, that is no ranking.")) {
					t.Errorf("%s: the pair's finding ranks: %q", lg, f)
				}
			}
		}
		if n != 1 {
			t.Errorf("%s: %d findings on the pair, want one", lg, n)
		}
	}
}
