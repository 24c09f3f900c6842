package render

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/words"
)

// cdmExamples builds the CrystalDiskMark review example as
// examples/make.sh does: each real export of
// ingest/cdm/testdata/samples/crystaldiskmark named in
// examples/cdm-drives.tsv, its drive named as the file there, on its own
// link, analysed as iopress report analyses it.
func cdmExamples(t *testing.T, lang words.Lang) (*datasets.Dataset, *analyze.Analysis, *Article) {
	t.Helper()
	f, err := os.Open("../examples/cdm-drives.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	dir := t.TempDir()
	var limits analyze.Limits
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		fields := strings.Split(sc.Text(), "\t")
		data, err := os.ReadFile(filepath.Join("../ingest/cdm/testdata/samples/crystaldiskmark", fields[1]))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, fields[0]+".txt"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		if len(fields) > 2 && fields[2] != "" {
			if err := limits.SetLink(fields[0] + "=" + fields[2]); err != nil {
				t.Fatal(err)
			}
		}
	}
	ds, errs := ingest.Read(context.Background(), []string{dir}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if w := analyze.CompareSetups(analyze.Setups(ds, a.Systems)); w != nil {
		a.Warnings = append(a.Warnings, w)
	}
	art, err := BuildCDM(ds, a, Options{Lang: lang, Limits: limits, Flags: a.FlagLimits(limits)})
	if err != nil {
		t.Fatal(err)
	}
	return ds, a, art
}

// TestCDMRAMDiskIsAReference: the KVM RAM disk of the example, known as
// memory only by its name, is in every table as a column, but the lead
// says once, in each language, that it is a disk in memory shown for
// reference, and no other sentence of the lead, the findings or the
// verdict names it: it wins, loses and gaps nothing (before, it carried
// the headline "up to 24×" and the largest latency gap).
func TestCDMRAMDiskIsAReference(t *testing.T) {
	const ram = "KVM RAM disk"
	for _, lg := range words.Langs {
		_, _, art := cdmExamples(t, lg)
		for _, tb := range art.Tables {
			if strings.HasPrefix(tb.Name, "table-") && strings.Contains(tb.Name, "cdm") && !slices.Contains(tb.Systems, ram) && strings.Contains(tb.Name, "read") {
				t.Errorf("%s: %s has no %s column: %q", lg, tb.Name, ram, tb.Systems)
			}
		}
		ref := lang{Lang: lg}.Say("%s is a disk in memory, not a drive: its figures show the I/O path of the system around it, not a storage device, so the tables and charts show it for reference and no lead or verdict counts it.", ram)
		if strings.Count(art.Lead, ref) != 1 {
			t.Errorf("%s: the lead does not say once that %s is a reference: %q", lg, ram, art.Lead)
		}
		rest := strings.Join(append([]string{strings.Replace(art.Lead, ref, "", 1), art.Verdict}, art.Findings...), "\n")
		if strings.Contains(rest, ram) {
			t.Errorf("%s: a claim counts %s:\n%s", lg, ram, rest)
		}
	}
}

// TestRAMBackedNames: the one rule for names of memory.
func TestRAMBackedNames(t *testing.T) {
	for name, want := range map[string]bool{
		"KVM RAM disk": true, "virtio-win__kvm-guest-drivers-windows__issue428_CDM7.0.0_x86_ramdisk.EXTRACTED.txt": true,
		"RAM-disk": true, "tmpfs": true, "zram0": true, "brd": true, "ramfs": true,
		"S790": false, "Program Files": false, "WD Blue 3D 1TB": false, "Samsung 830": false, "Ramsey": false,
	} {
		if got := datasets.RAMBackedName(name); got != want {
			t.Errorf("RAMBackedName(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestCDMMixChartSaysItsShares: the S790's export records its mix as 70%
// reads ([Mix] Read/Write 70/30... in CrystalDiskMark 8's own words), so
// the mix chart's title says "70/30" in every language, as its table's
// does; before, the chart said only "Mix".
func TestCDMMixChartSaysItsShares(t *testing.T) {
	data, err := os.ReadFile(cdm8Sample)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "[Mix] Read 70%/Write 30%") {
		t.Fatal("the export does not record its mix as 70/30")
	}
	for _, lg := range words.Langs {
		_, _, art := cdmExamples(t, lg)
		found := false
		for _, ch := range art.Charts {
			if strings.HasSuffix(ch.Name, "-cdm-mixed") {
				found = true
				if !strings.Contains(ch.Title, "70/30") {
					t.Errorf("%s: the mix chart's title %q does not say 70/30", lg, ch.Title)
				}
			}
		}
		if !found {
			t.Errorf("%s: no mix chart", lg)
		}
	}
}

// TestCDMCaveatSaysBestOfPasses: every figure of the example is
// CrystalDiskMark's best of 5 passes, as the exports' "Passes per test"
// and the method note say, so the verdict's caveat says best of 5 passes,
// in every language, not "a single run" (which contradicted the method).
func TestCDMCaveatSaysBestOfPasses(t *testing.T) {
	for _, lg := range words.Langs {
		ds, _, art := cdmExamples(t, lg)
		for _, r := range ds.Results {
			if r.Aggregation != datasets.AggregationMax || r.AggregationN != 5 {
				t.Fatalf("%s: %s %d, want the best of 5 passes", r.System, r.Aggregation, r.AggregationN)
			}
		}
		l := lang{Lang: lg}
		single := l.Say("Each figure is a single run, so no lead was tested for significance.")
		single = clause(single)
		best := l.Say("Each figure is the best of %d passes, which shows no spread, so no lead was tested for significance.", 5)
		best = clause(best)
		if strings.Contains(art.Verdict, single) || !strings.Contains(art.Verdict, best) {
			t.Errorf("%s: the verdict does not say best of 5 passes (%q): %q", lg, best, art.Verdict)
		}
	}
}

// clause is a sentence up to its first comma, semicolon or colon.
func clause(s string) string {
	if i := strings.IndexAny(s, ",;:"); i >= 0 {
		return s[:i]
	}
	return s
}

// TestCDMCountsTestsRunAlone: a test only one drive ran has no winner, so
// the findings count S790's reads over those it shared with another
// drive (the RAM disk aside) and say which it ran alone, in every
// language; before, "S790 leads all 3 it ran" hid the test it ran alone.
// The expected tests are read from the rows: S790's read tests that no
// other drive has a figure in.
func TestCDMCountsTestsRunAlone(t *testing.T) {
	for _, lg := range words.Langs {
		ds, _, art := cdmExamples(t, lg)
		ran := map[string]map[string]bool{} // test -> systems with a read figure
		var order []string
		for _, r := range ds.Results {
			if r.Direction != datasets.DirectionRead || r.System == "KVM RAM disk" || r.BWBytesPerS <= 0 {
				continue
			}
			name := cdmCellName(lg, r)
			if ran[name] == nil {
				ran[name] = map[string]bool{}
				order = append(order, name)
			}
			ran[name][r.System] = true
		}
		var alone []string
		shared := 0
		for _, name := range order {
			switch {
			case ran[name]["S790"] && len(ran[name]) == 1:
				alone = append(alone, name)
			case ran[name]["S790"]:
				shared++
			}
		}
		if len(alone) == 0 || shared == 0 {
			t.Fatalf("S790 ran %v alone and shared %d: the export changed", alone, shared)
		}
		l := lang{Lang: lg}
		text := strings.Join(art.Findings, "\n")
		if want := l.Say("%s leads all %d it shared with another system", "S790", shared); !strings.Contains(text, want) {
			t.Errorf("%s: findings do not say %q:\n%s", lg, want, text)
		}
		for _, perm := range [][]string{alone, {alone[len(alone)-1], alone[0]}} {
			if want := l.Say("%s ran %s alone, so no one leads there", "S790", l.JoinAnd(perm)); strings.Contains(text, want) {
				alone = nil
			}
		}
		if alone != nil {
			t.Errorf("%s: findings do not say S790 ran %q alone:\n%s", lg, alone, text)
		}
		// The lead counts S790's reads alike: every one it shared.
		if want := clause(l.Say("%s leads every read it shared with another system, %s (%s, %s vs %s)", "S790", "X", "Y", "Z", "W")); !strings.Contains(art.Lead, want) {
			t.Errorf("%s: the lead does not say %q: %q", lg, want, art.Lead)
		}
	}
}

// cdmCellName is a read row's test as the review names it.
func cdmCellName(lg words.Lang, r datasets.Result) string {
	return lang{Lang: lg}.cdmCellName(analyze.Cell{Pattern: r.Pattern, BlockSizeBytes: r.BlockSizeBytes, IODepth: r.IODepth, NumJobs: r.NumJobs, Direction: r.Direction})
}

// TestCDMLinkCeilingNamesItsTests: S790 is at its PCIe 4.0 x4 link's
// ceiling only in the sequential reads, so the lead and the verdict claim
// the ceiling for those tests by name, in every language, and not as a
// general claim. The tests are read from the rows: S790's figures within
// the link margin (analyze.DefaultLinkMargin) of the link's payload.
func TestCDMLinkCeilingNamesItsTests(t *testing.T) {
	link, err := analyze.ParseLink("PCIe4x4")
	if err != nil {
		t.Fatal(err)
	}
	for _, lg := range words.Langs {
		ds, _, art := cdmExamples(t, lg)
		var at []string
		least := 1.0
		for _, r := range ds.Results {
			if r.System == "S790" && r.BWBytesPerS >= link.PayloadBytesPerS*(1-analyze.DefaultLinkMargin) {
				at = append(at, cdmCellName(lg, r))
				least = min(least, r.BWBytesPerS/link.PayloadBytesPerS)
			}
		}
		if len(at) != 2 {
			t.Fatalf("S790 at its link in %q: want its two sequential reads", at)
		}
		l := lang{Lang: lg}
		found := false
		for _, names := range [][]string{at, {at[1], at[0]}} {
			verdict := l.Say("%s: at the ceiling of its link in %s, so on that link no faster drive would do much better there.", "S790", l.JoinAnd(names))
			lead := l.Say("%s is at %s of the link in %s: no drive on that link could do much better there.", "S790", l.linkShare(least), l.JoinAnd(names))
			found = found || strings.Contains(art.Verdict, verdict) && strings.Contains(art.Lead, lead)
		}
		if !found {
			t.Errorf("%s: the ceiling is not claimed for %q alone:\nlead %q\nverdict %q", lg, at, art.Lead, art.Verdict)
		}
	}
}

// TestCDMCompiledExportsAreARoughGuide: the example's drives were
// measured from 2013 to 2024 (the exports' own dates), with different
// CrystalDiskMark versions on different Windows, and most tests not on
// every drive, so in every language the lead opens by saying they are a
// rough guide, not a comparison, and the verdict gives no buying advice
// ("the one to choose", "the choice follows the work"), but says why it
// cannot rank them.
func TestCDMCompiledExportsAreARoughGuide(t *testing.T) {
	for _, lg := range words.Langs {
		ds, _, art := cdmExamples(t, lg)
		lo, hi := "9999", "0000"
		for _, s := range ds.Sources {
			if strings.Contains(s.Path, "RAM disk") {
				continue
			}
			lo, hi = min(lo, s.Setup.Date[:4]), max(hi, s.Setup.Date[:4])
		}
		if lo != "2013" || hi != "2024" {
			t.Fatalf("the drives' exports run from %s to %s", lo, hi)
		}
		l := lang{Lang: lg}
		parts := l.JoinAnd([]string{l.Say("different years (%s)", lo+"–"+hi), l.Say("different %s versions", "CrystalDiskMark"), l.Say("different systems")})
		frame := l.Say("These are exports from %s, and most tests were not run on every drive: read them as a rough guide, not a comparison.", parts)
		if !strings.HasPrefix(art.Lead, frame) {
			t.Errorf("%s: the lead does not open with %q: %q", lg, frame, art.Lead)
		}
		if !strings.HasPrefix(art.Verdict, l.Say("The exports were not made alike, so they cannot rank the drives: each figure says what one drive did on its own system.")) {
			t.Errorf("%s: the verdict does not say why it ranks nothing: %q", lg, art.Verdict)
		}
		for _, advice := range []string{clause(l.Say("The choice follows the work: %s.", "X")), clause(l.Say("%s is the one to choose for %s: it leads %s.", "S790", "X", "Y"))} {
			if strings.Contains(art.Verdict, advice) {
				t.Errorf("%s: the verdict advises %q: %q", lg, advice, art.Verdict)
			}
		}
	}
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
