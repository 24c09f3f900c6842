package render

import (
	"bufio"
	"bytes"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/ingest/cdm"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/words"
)

const cdm8Sample = "../ingest/cdm/testdata/samples/crystaldiskmark/ame0011__blog-docusaurus__CrystalDiskMark_20240106054115_S790.txt"

// cdmLine is one result line of a CrystalDiskMark 8 export:
// "  SEQ    1MiB (Q=  8, T= 1):  7427.749 MB/s [   7083.7 IOPS] <   987.81 us>".
var cdmLine = regexp.MustCompile(`^\s+(SEQ|RND)\s+(\d+)(MiB|KiB)\s+\(Q=\s*(\d+), T=\s*(\d+)\):\s+([\d.]+) MB/s \[\s*([\d.]+) IOPS\] <\s*([\d.]+) us>`)

// TestCDMTablesShowTheExport: the review of a real CrystalDiskMark 8
// export has a table per section (read, write, mix), the drive a column,
// and in it, for each test, the MB/s, IOPS and latency figures the export
// printed (read here from its text with a pattern of the test's own) as
// review sites print them: whole MB/s from 1,000 and one decimal below,
// whole IOPS, latency in the export's µs and to its decimals, each with
// the language's digit grouping (x/text's, in every language), under
// CrystalDiskMark's name for the test; each table is followed by its
// section's chart.
func TestCDMTablesShowTheExport(t *testing.T) {
	data, err := os.ReadFile(cdm8Sample)
	if err != nil {
		t.Fatal(err)
	}
	type printed struct{ mbs, iops, lat string }
	// section (the table's name ends with it) -> test -> figures
	want := map[string]map[string]printed{}
	section, lines := "", 0
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "[Read]"):
			section = "read"
		case strings.HasPrefix(line, "[Write]"):
			section = "write"
		case strings.HasPrefix(line, "[Mix]"):
			section = "mixed"
		}
		if m := cdmLine.FindStringSubmatch(line); m != nil {
			unit := map[string]string{"MiB": "M", "KiB": "K"}[m[3]]
			name := m[1] + m[2] + unit + " Q" + m[4] + "T" + m[5]
			if want[section] == nil {
				want[section] = map[string]printed{}
			}
			want[section][name] = printed{m[6], m[7], m[8]}
			lines++
		}
	}
	if len(want) != 3 || lines != 12 {
		t.Fatalf("read %d sections and %d lines from the export, want 3 and 12", len(want), lines)
	}
	// rounded is a figure of the export to a number of decimals, as
	// strconv rounds it.
	rounded := func(s string, decimals int) string {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatal(err)
		}
		return strconv.FormatFloat(v, 'f', decimals, 64)
	}
	ds, err := cdm.Parser.ParseBytes(data, "S790.txt")
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range words.Langs {
		l := lang{Lang: code}
		art, err := BuildCDM(ds, a, Options{Lang: code})
		if err != nil {
			t.Fatal(err)
		}
		if len(art.Tables) != 3 {
			t.Fatalf("%s: %d tables, want one per section", code, len(art.Tables))
		}
		for _, tab := range art.Tables {
			_, section, _ := strings.Cut(tab.Name, "-cdm-")
			tests := want[section]
			if len(tab.Systems) != 1 || tab.Systems[0] != "S790" || len(tab.Rows) != 3*len(tests) {
				t.Fatalf("%s, %s: columns %v, %d rows; want S790's and %d", code, tab.Name, tab.Systems, len(tab.Rows), 3*len(tests))
			}
			for _, row := range tab.Rows {
				name, _, _ := strings.Cut(row.Quantity, ":")
				fig, ok := tests[name]
				if !ok {
					t.Fatalf("%s, %s: row %q of no test in the export", code, tab.Name, row.Label)
				}
				var exp string
				switch row.Unit {
				case "MB/s":
					d := 1
					if v, _ := strconv.ParseFloat(fig.mbs, 64); v >= 1000 {
						d = 0
					}
					exp = xtextDecimal(t, l.NumberTag(), rounded(fig.mbs, d))
				case "IOPS":
					exp = xtextDecimal(t, l.NumberTag(), rounded(fig.iops, 0))
				case "µs":
					exp = xtextDecimal(t, l.NumberTag(), fig.lat)
				default:
					t.Errorf("%s, %s, %s: unit %q, want MB/s, IOPS or the export's µs", code, tab.Name, row.Label, row.Unit)
				}
				if got := row.Cells[0].Text; got != exp {
					t.Errorf("%s, %s, %s (%s): %q, want the export's %q, %q or %q as %q", code, section, row.Label, row.Unit, got, fig.mbs, fig.iops, fig.lat, exp)
				}
			}
		}
		if code != words.English {
			continue
		}
		if !strings.Contains(strings.Join(art.Notes, " "), strconv.Itoa(lines)+" figures are the best of 5 passes") {
			t.Errorf("notes %q: want the aggregation said", art.Notes)
		}
		if len(art.Charts) != 3 {
			t.Fatalf("%d charts, want read, write and mix", len(art.Charts))
		}
		for i, ch := range art.Charts {
			if ch.Follows != art.Tables[i].Name {
				t.Errorf("%s follows %q, want its section's table %s", ch.Name, ch.Follows, art.Tables[i].Name)
			}
		}
	}
}

// TestCDMReviewOfTwoDrives: two drives (the repository's CrystalDiskMark
// 3 export, once under another name) give a grid each, a chart per
// direction with the link drawn, and the test names CrystalDiskMark uses.
func TestCDMReviewOfTwoDrives(t *testing.T) {
	ds := rendertest.TwoDrives(t, nil)
	a := rendertest.Compare(t, ds, analyze.Options{})
	sata, err := analyze.ParseLink("SATA/600")
	if err != nil {
		t.Fatal(err)
	}
	art, err := BuildCDM(ds, a, Options{Link: "SATA/600", Limits: analyze.Limits{Link: sata}})
	if err != nil {
		t.Fatal(err)
	}
	if art.Title != "CrystalDiskMark: Drive A and Drive B" || len(art.Tables) != 2 || strings.Join(art.Tables[1].Systems, "|") != "Drive A|Drive B" {
		t.Fatalf("title %q, %d tables: want one per section, a column per drive", art.Title, len(art.Tables))
	}
	var labels []string
	for _, r := range art.Tables[0].Rows {
		labels = append(labels, r.Label)
	}
	if got := strings.Join(labels, ", "); !strings.HasPrefix(got, "SEQ") || !strings.Contains(got, "RND4K Q32T1") {
		t.Errorf("tests %s: want CrystalDiskMark's names", got)
	}
	for _, ch := range art.Charts {
		if !strings.Contains(strings.Join(ch.LegendNames(), "|"), "SATA 6 Gb/s") {
			t.Errorf("%s: legend %v lacks the link", ch.Title, ch.LegendNames())
		}
	}
}

// TestMissingFigureWrittenAsCharts: a drive that did not run a test has
// no figure in the review's tables, written as review sites write one, an
// em dash, as its charts' bars write it too, with a note under the
// tables saying what it means, in every language; before, "n/a" ("yok",
// "b.d.") stood in the cells with no note, which editors read as ambiguous.
func TestMissingFigureWrittenAsCharts(t *testing.T) {
	for _, code := range words.Langs {
		l := lang{Lang: code}
		art := setupArticle(t, "cdm", code)
		missing := 0
		for _, tb := range art.Tables {
			for _, r := range tb.Rows {
				for _, c := range r.Cells {
					if c.HasValue {
						continue
					}
					missing++
					if c.Text != "\u2014" {
						t.Errorf("%s, %s, %s: missing figure written %q, want an em dash", code, tb.Name, r.Label, c.Text)
					}
				}
			}
		}
		if missing == 0 {
			t.Errorf("%s: no missing figure in the four drives' tables", code)
		}
		bars := 0
		for _, ch := range art.Charts {
			for _, p := range ch.Panels {
				if bp, ok := p.(*barPanel); ok {
					for i, label := range bp.labels() {
						if !finite(bp.bars[i].value) {
							bars++
							if label != "\u2014" {
								t.Errorf("%s, %s: a missing bar says %q", code, ch.Name, label)
							}
						}
					}
				}
			}
		}
		if bars == 0 {
			t.Errorf("%s: no missing bar in the charts", code)
		}
		note := l.Say("%s: not measured (the drive did not run the test, or its export gives no such figure).", "\u2014")
		if !slices.Contains(art.Notes, note) {
			t.Errorf("%s: no note says what the dash means: %q", code, art.Notes)
		}
	}
}
