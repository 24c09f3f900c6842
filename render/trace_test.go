package render

import (
	"cmp"
	"context"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
)

var numberToken = regexp.MustCompile(`\d[\d,]*(\.\d+)?`)

// allowedNumbers are the numbers a comparison article may print, each
// made from a value of the analysis the way the text writes it: every
// figure, every difference and relative difference between two figures
// of a comparison, every lead, the outliers' values, the tie threshold and
// alpha, and counts up to the number of comparisons.
func allowedNumbers(a *analyze.Analysis, tiePct float64) map[string]bool {
	ok := map[string]bool{}
	add := func(s string) {
		for _, t := range numberToken.FindAllString(s, -1) {
			ok[t] = true
		}
	}
	for i := range a.Comparisons {
		c := &a.Comparisons[i]
		add(pct(c.LeadPct))
		for _, f := range c.Ranking {
			add(figure(c, f.Value))
			for _, g := range c.Ranking {
				if f.Value > g.Value {
					add(figure(c, f.Value-g.Value))
					add(pct((f.Value - g.Value) / f.Value * 100))
				}
			}
		}
	}
	for _, o := range a.Outliers {
		add(strconv.FormatFloat(o.Value, 'f', 2, 64))
		add(strconv.FormatFloat(o.Ratio, 'f', 1, 64))
		add(strconv.FormatFloat(o.OthersMedian, 'f', 2, 64))
	}
	add(pct(tiePct))
	add(strconv.FormatFloat(cmp.Or(a.Options.Alpha, analyze.DefaultAlpha), 'g', -1, 64))
	for n := range len(a.Comparisons) + 1 {
		ok[strconv.Itoa(n)] = true
	}
	return ok
}

// TestComparisonTextTracesToTheAnalysis: in the findings and verdict of
// comparison articles (article 1's table; two real fio json+ runs;
// repeated iopress runs; CrystalDiskMark exports, whose review has the
// same text), once the workloads' and systems' names are taken out, every
// number is one the analysis holds, written as the article writes it.
func TestComparisonTextTracesToTheAnalysis(t *testing.T) {
	read := func(inputs ...string) *datasets.Dataset {
		ds, errs := ingest.Read(context.Background(), inputs, ingest.Options{})
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		return ds
	}
	bundled, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]*datasets.Dataset{
		"article 1":       bundled,
		"fio json+":       read("../ingest/fio/testdata/io_uring-randread-qd32.jsonplus", "../ingest/fio/testdata/libaio-randread-qd16.jsonplus", "../ingest/fio/testdata/psync-randwrite.jsonplus"),
		"repeated runs":   readDatasets(t, "testdata/repeats/psync", "testdata/repeats/io_uring"),
		"CrystalDiskMark": read("../ingest/cdm/testdata/cdm3.0.2-utf16le-bom-crlf.txt"),
	}
	// Two drives from the repository's export, so the review's findings
	// compare something even without the shared samples.
	two := &datasets.Dataset{}
	for _, drive := range []string{"Drive A", "Drive B"} {
		one := read("../ingest/cdm/testdata/cdm3.0.2-utf16le-bom-crlf.txt")
		for i := range one.Results {
			one.Results[i].System = drive
			if drive == "Drive B" {
				one.Results[i].BWBytesPerS *= 1.25
				one.Results[i].IOPS *= 1.25
			}
		}
		two.Append(one)
	}
	cases["CrystalDiskMark two drives"] = two
	if _, err := os.Stat(cdm8Sample); err == nil {
		cases["CrystalDiskMark 8 and 3"] = read(cdm8Sample, "../ingest/cdm/testdata/cdm3.0.2-utf16le-bom-crlf.txt")
	}
	for name, ds := range cases {
		a, err := analyze.Compare(ds.Results, analyze.Options{})
		if err != nil {
			t.Fatal(err)
		}
		build := Build
		if strings.HasPrefix(name, "CrystalDiskMark") {
			build = BuildCDM // the review, which names cells as CrystalDiskMark does
		}
		art, err := build(ds, a, Options{})
		if err != nil {
			t.Fatal(err)
		}
		ok := allowedNumbers(a, newWriter(a).tiePct())
		// Names carry digits of their own: cells (64K, QD32), systems.
		var names []string
		for _, c := range a.Cells {
			names = append(names, c.String(), capitalize(c.String()), cdmCellName(c))
		}
		names = append(names, a.Systems...)
		for _, g := range a.Groups {
			names = append(names, g.Name)
		}
		slices.SortFunc(names, func(x, y string) int { return len(y) - len(x) }) // longest first
		if strings.HasPrefix(name, "CrystalDiskMark") && len(a.Systems) > 1 && !strings.Contains(strings.Join(art.Findings, " "), "RND4K") {
			t.Errorf("%s: findings %q do not name the tests as CrystalDiskMark does", name, art.Findings)
		}
		for _, text := range append(slices.Clone(art.Findings), art.Verdict) {
			rest := text
			for _, n := range names {
				rest = strings.ReplaceAll(rest, n, "#")
			}
			for _, tok := range numberToken.FindAllString(rest, -1) {
				if !ok[tok] {
					t.Errorf("%s: %q: %s is no value of the analysis", name, text, tok)
				}
			}
		}
	}
}
