package render

import (
	"bufio"
	"bytes"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/cdm"
)

const cdm8Sample = "../ingest/cdm/testdata/samples/crystaldiskmark/ame0011__blog-docusaurus__CrystalDiskMark_20240106054115_S790.txt"

// cdmLine is one result line of a CrystalDiskMark 8 export:
// "  SEQ    1MiB (Q=  8, T= 1):  7427.749 MB/s [ ...".
var cdmLine = regexp.MustCompile(`^\s+(SEQ|RND)\s+(\d+)(MiB|KiB)\s+\(Q=\s*(\d+), T=\s*(\d+)\):\s+([\d.]+) MB/s`)

// TestCDMGridShowsTheExport: the review's grid of a real CrystalDiskMark 8
// export holds, for each test and section, the very MB/s figure the
// export printed (read here from its text with a pattern of the test's
// own), under CrystalDiskMark's name for the test.
func TestCDMGridShowsTheExport(t *testing.T) {
	data, err := os.ReadFile(cdm8Sample)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]map[string]string{} // test -> section -> MB/s text
	section, lines := "", 0
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "[Read]"):
			section = "Read"
		case strings.HasPrefix(line, "[Write]"):
			section = "Write"
		case strings.HasPrefix(line, "[Mix]"):
			section = "Mix 70/30"
		}
		if m := cdmLine.FindStringSubmatch(line); m != nil {
			unit := map[string]string{"MiB": "M", "KiB": "K"}[m[3]]
			name := m[1] + m[2] + unit + " Q" + m[4] + "T" + m[5]
			if want[name] == nil {
				want[name] = map[string]string{}
			}
			want[name][section] = xtextDecimal(t, language.English, m[6])
			lines++
		}
	}
	if len(want) != 4 {
		t.Fatalf("read %d tests from the export, want 4", len(want))
	}
	ds, err := cdm.Parser.ParseBytes(data, "S790.txt")
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	art, err := BuildCDM(ds, a, Options{})
	if err != nil {
		t.Fatal(err)
	}
	grid := art.Tables[0]
	if strings.Join(grid.Systems, "|") != "Read|Write|Mix 70/30" || len(grid.Rows) != 4 {
		t.Fatalf("grid columns %v, %d rows", grid.Systems, len(grid.Rows))
	}
	for _, row := range grid.Rows {
		for i, col := range grid.Systems {
			if got, exp := row.Cells[i].Text, want[row.Label][col]; got != exp {
				t.Errorf("%s %s: %q, the export says %q", row.Label, col, got, exp)
			}
		}
	}
	if !strings.Contains(strings.Join(art.Notes, " "), strconv.Itoa(lines)+" figures are the best of 5 passes") {
		t.Errorf("notes %q: want the aggregation said", art.Notes)
	}
	if len(art.Charts) != 3 {
		t.Errorf("%d charts, want read, write and mix", len(art.Charts))
	}
}

// TestCDMReviewOfTwoDrives: two drives (the repository's CrystalDiskMark
// 3 export, once under another name) give a grid each, a chart per
// direction with the link drawn, and the test names CrystalDiskMark uses.
func TestCDMReviewOfTwoDrives(t *testing.T) {
	data, err := os.ReadFile("../ingest/cdm/testdata/cdm3.0.2-utf16le-bom-crlf.txt")
	if err != nil {
		t.Fatal(err)
	}
	ds := &datasets.Dataset{}
	for _, name := range []string{"Drive A.txt", "Drive B.txt"} {
		one, err := cdm.Parser.ParseBytes(data, name)
		if err != nil {
			t.Fatal(err)
		}
		for i := range one.Results {
			one.Results[i].System = strings.TrimSuffix(name, ".txt")
		}
		ds.Append(one)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sata, err := analyze.ParseLink("SATA/600")
	if err != nil {
		t.Fatal(err)
	}
	art, err := BuildCDM(ds, a, Options{Link: "SATA/600", Limits: analyze.Limits{Link: sata}})
	if err != nil {
		t.Fatal(err)
	}
	if art.Title != "CrystalDiskMark: Drive A and Drive B" || len(art.Tables) != 2 || art.Tables[1].Title != "Drive B" {
		t.Fatalf("title %q, %d tables", art.Title, len(art.Tables))
	}
	var labels []string
	for _, r := range art.Tables[0].Rows {
		labels = append(labels, r.Label)
	}
	if got := strings.Join(labels, ", "); !strings.HasPrefix(got, "SEQ") || !strings.Contains(got, "RND4K Q32T1") {
		t.Errorf("tests %s: want CrystalDiskMark's names", got)
	}
	for _, ch := range art.Charts {
		if !strings.Contains(strings.Join(ch.legendNames, "|"), "SATA/600") {
			t.Errorf("%s: legend %v lacks the link", ch.Title, ch.legendNames)
		}
	}
}
