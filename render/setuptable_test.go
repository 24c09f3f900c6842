package render

import (
	"bytes"
	"context"
	"html"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/words"
)

// setupKinds are real data of the kinds of article whose setup the
// sources record: CrystalDiskMark exports (their footers) and iopress
// run's two sweeps (its inventory, from notes written before it was
// typed).
var setupKinds = map[string][]string{
	"cdm":   {"../ingest/cdm/testdata/samples/crystaldiskmark"},
	"sweep": {"../analyze/testdata/sweep-iopress/tmpfs", "../analyze/testdata/sweep-iopress/disk"},
}

func setupArticle(t *testing.T, kind string, l words.Lang) *Article {
	t.Helper()
	ds, errs := ingest.Read(context.Background(), setupKinds[kind], ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if kind == "sweep" {
		s, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: "disk"})
		if err != nil {
			t.Fatal(err)
		}
		art, err := BuildSweep(ds, s, Options{Lang: l})
		if err != nil {
			t.Fatal(err)
		}
		return art
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if w := analyze.CompareSetups(analyze.Setups(ds, a.Systems)); w != nil {
		a.Warnings = append(a.Warnings, w)
	}
	art, err := BuildCDM(ds, a, Options{Lang: l})
	if err != nil {
		t.Fatal(err)
	}
	return art
}

// englishSetupLine is a line of the setup as it was printed before it was
// a table: English "Key: value" lines of run's inventory and
// CrystalDiskMark's footer.
var englishSetupLine = regexp.MustCompile(`(?m)(^|[:;] )\s*(Host|Kernel|File system|Profile|Test|CPU|Memory|Device|Target|OS|Date|Time): `)

// TestSetupTableInEveryLanguage: the test setup is a table in every
// language, its labels and words the language's, its facts the sources'
// (CrystalDiskMark's versions, test sizes and fill levels; the sweeps'
// RAM-backed tmpfs and virtual disk), a column per system where they
// differ; the page and the PDF text hold no English setup line.
func TestSetupTableInEveryLanguage(t *testing.T) {
	for kind := range setupKinds {
		for _, code := range words.Langs {
			l := lang{Lang: code}
			art := setupArticle(t, kind, code)
			tb := art.SetupTable
			if tb == nil || tb.Title != l.Say("Test setup") {
				t.Fatalf("%s, %s: setup table %+v", kind, code, tb)
			}
			var page, pdf bytes.Buffer
			if err := WriteHTMLForTest(&page, art); err != nil {
				t.Fatal(err)
			}
			if err := WritePDFForTest(&pdf, art); err != nil {
				t.Fatal(err)
			}
			text := html.UnescapeString(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(page.String(), "\n"))
			pdfText := pdftotext(t, pdf.Bytes())
			var want []string
			switch kind {
			case "cdm":
				want = []string{"CrystalDiskMark 3.0.2", "CrystalDiskMark 8.0.4", l.bytesText(512 << 20), l.bytesText(1000 << 20), l.percent(72.2, 1), l.Say("Volume fill level")}
				if len(tb.Columns) != 6 {
					t.Errorf("%s: %d columns, want one per export", code, len(tb.Columns))
				}
			case "sweep":
				want = []string{l.Say("RAM-backed (memory, not a drive)"), l.Say("virtual disk"), "tmpfs", "ext4", "vda", l.Say("Storage under test")}
				if len(tb.Columns) != 2 {
					t.Errorf("%s: %d columns, want tmpfs and disk", code, len(tb.Columns))
				}
			}
			for _, w := range want {
				if !strings.Contains(text, w) || !strings.Contains(strings.Join(strings.Fields(pdfText), " "), strings.Join(strings.Fields(w), " ")) {
					t.Errorf("%s, %s: %q is not in the page and the PDF", kind, code, w)
				}
			}
			for name, s := range map[string]string{"page": text, "PDF": pdfText} {
				if m := englishSetupLine.FindString(s); m != "" {
					t.Errorf("%s, %s: the %s has an English setup line %q", kind, code, name, m)
				}
			}
		}
	}
}

// TestMismatchSaidInEveryLanguage: where the CrystalDiskMark exports were
// not run alike, the article's warnings say so in its language, with each
// system's version, test size, OS and fill level.
func TestMismatchSaidInEveryLanguage(t *testing.T) {
	for _, code := range words.Langs {
		l := lang{Lang: code}
		art := setupArticle(t, "cdm", code)
		var said string
		for _, w := range art.Warnings {
			if strings.Contains(w, l.Say("tool or version")) {
				said = w
			}
		}
		for _, want := range []string{"CrystalDiskMark 3.0.2", "CrystalDiskMark 8.0.4", l.bytesText(512 << 20), l.bytesText(1 << 30), "Windows 8 [6.2 Build 9200] (x64)",
			"Windows 11 [10.0 Build 22631] (x64)", l.percent(72.2, 1), l.percent(96, 0), l.Say("test size"), l.Say("operating system"), l.Say("volume fill level")} {
			if !strings.Contains(said, want) {
				t.Errorf("%s: warning %q lacks %q", code, said, want)
			}
		}
	}
}

// TestTemplateCountsComparedCells: a template's {{cells}} counts the cells
// two systems or more ran, as the analysis's win counts do, so that
// {{wins}} of {{cells}} never counts a workload a system did not run as
// one it lost. The CrystalDiskMark exports ran different tests, so some
// cells have one system.
func TestTemplateCountsComparedCells(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), setupKinds["cdm"], ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	all, compared := 0, 0
	for _, c := range a.Comparisons {
		if c.Metric.Name == analyze.Bandwidth.Name && c.Cell.Direction == datasets.DirectionRead {
			all++
			if len(c.Ranking) > 1 {
				compared++
			}
		}
	}
	if all == compared {
		t.Fatal("every cell has two systems: the data does not test it")
	}
	got, err := comparisonFigures{a, lang{}, nil}.cells(analyze.Bandwidth.Name, datasets.DirectionRead)
	if want := (lang{}).Int(int64(compared)); err != nil || got != want {
		t.Errorf("cells %q (%v), want %d compared", got, err, compared)
	}
	for _, w := range a.SystemWins {
		if w.Family == analyze.FamilyBandwidth && w.Direction == datasets.DirectionRead && w.Cells != compared {
			t.Errorf("%s: win count over %d cells, the template's %d", w.Name, w.Cells, compared)
		}
	}
}

// TestSetupDateAsCreditsWriteIt: the setup table's date is the
// language's long date, as the credits write it ("6 January 2024"), never
// ISO 8601 (2024-01-06), in every language.
func TestSetupDateAsCreditsWriteIt(t *testing.T) {
	iso := regexp.MustCompile(`\d{4}-\d{2}-\d{2}`)
	// The days the samples ran: S790's export footer and the sweep's
	// inventory.
	days := map[string]string{"cdm": "2024-01-06", "sweep": "2026-11-30"}
	for kind := range setupKinds {
		for _, code := range words.Langs {
			l := lang{Lang: code}
			tb := setupArticle(t, kind, code).SetupTable
			var dates []string
			for _, r := range tb.Rows {
				if r.Label == l.Say("Date") {
					dates = r.Values
				}
			}
			if len(dates) == 0 {
				t.Fatalf("%s, %s: no date row in %+v", kind, code, tb.Rows)
			}
			for _, d := range dates {
				if d != "" && iso.MatchString(d) {
					t.Errorf("%s, %s: date %q is ISO, not as the credits write it", kind, code, d)
				}
			}
			if want := l.longDate(days[kind]); !slices.Contains(dates, want) {
				t.Errorf("%s, %s: dates %q, want %q among them", kind, code, dates, want)
			}
		}
	}
}
