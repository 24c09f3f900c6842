package render

import (
	"cmp"
	"context"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/words"
)

// numberToken matches a number as a language writes it: digits with the
// language's group separator between them and its decimal separator
// before a fraction, as x/text writes them (1,598,959.5; 1.598.959,5;
// 15,98,959.5).
func numberToken(l lang) *regexp.Regexp {
	sym := l.Symbols()
	return regexp.MustCompile(`\d(?:\d|` + regexp.QuoteMeta(sym.Group) + `\d)*(?:` + regexp.QuoteMeta(sym.Decimal) + `\d+)?`)
}

// allowedNumbers are the numbers a comparison article may print, each
// made from a value of the analysis the way the text writes it in its
// language: every figure, every difference and relative difference
// between two figures of a comparison, every lead, the outliers' values,
// the tie threshold and alpha, and counts up to the number of comparisons.
func allowedNumbers(l lang, a *analyze.Analysis, tiePct float64) map[string]bool {
	ok := map[string]bool{}
	token := numberToken(l)
	add := func(s string) {
		for _, t := range token.FindAllString(s, -1) {
			ok[t] = true
		}
	}
	for i := range a.Comparisons {
		c := &a.Comparisons[i]
		add(l.pct(c.LeadPct))
		for _, f := range c.Ranking {
			add(l.figure(c, f.Value))
			for _, g := range c.Ranking {
				if f.Value > g.Value {
					add(l.figure(c, f.Value-g.Value))
					add(l.pct((f.Value - g.Value) / f.Value * 100))
				}
			}
		}
	}
	for _, o := range a.Outliers {
		add(l.Decimal(o.Value, 2))
		add(l.Decimal(o.Ratio, 1))
		add(l.Decimal(o.OthersMedian, 2))
	}
	add(l.pct(tiePct))
	add(l.Exact(cmp.Or(a.Options.Alpha, analyze.DefaultAlpha)))
	for n := range len(a.Comparisons) + 1 {
		ok[l.Int(int64(n))] = true
	}
	return ok
}

// TestComparisonTextTracesToTheAnalysis: in the findings and verdict of
// comparison articles (article 1's table; two real fio json+ runs;
// repeated iopress runs; CrystalDiskMark exports, whose review has the
// same text), in every language, once the workloads' and systems' names
// are taken out, every number is one the analysis holds, written as the
// article writes it in that language.
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
		for _, language := range words.Langs {
			l := lang{language}
			build := Build
			if strings.HasPrefix(name, "CrystalDiskMark") {
				build = BuildCDM // the review, which names cells as CrystalDiskMark does
			}
			art, err := build(ds, a, Options{Lang: language})
			if err != nil {
				t.Fatal(err)
			}
			ok := allowedNumbers(l, a, newWriter(a, l).tiePct())
			// Names carry digits of their own: cells (64K, QD32), systems.
			var names []string
			for _, c := range a.Cells {
				names = append(names, l.cellName(c), l.Capitalize(l.cellName(c)), l.cdmCellName(c))
			}
			names = append(names, a.Systems...)
			for _, g := range a.Groups {
				names = append(names, g.Name)
			}
			slices.SortFunc(names, func(x, y string) int { return len(y) - len(x) }) // longest first
			if strings.HasPrefix(name, "CrystalDiskMark") && len(a.Systems) > 1 && !strings.Contains(strings.Join(art.Findings, " "), "RND4K") {
				t.Errorf("%s, %s: findings %q do not name the tests as CrystalDiskMark does", name, l, art.Findings)
			}
			token := numberToken(l)
			checked := 0
			for _, text := range append(slices.Clone(art.Findings), art.Verdict) {
				rest := text
				for _, n := range names {
					rest = strings.ReplaceAll(rest, n, "#")
				}
				for _, tok := range token.FindAllString(rest, -1) {
					checked++
					if !ok[tok] {
						t.Errorf("%s, %s: %q: %s is no value of the analysis", name, l, text, tok)
					}
				}
			}
			// Findings name the figures of a workload two systems share;
			// where no two share one, nothing is compared and none is named.
			if checked == 0 && comparesTwo(a) {
				t.Errorf("%s, %s: no number in the findings and verdict", name, l)
			}
		}
	}
}

// comparesTwo says whether some workload has figures of two systems.
func comparesTwo(a *analyze.Analysis) bool {
	return slices.ContainsFunc(a.Comparisons, func(c analyze.Comparison) bool { return len(c.Ranking) > 1 })
}
