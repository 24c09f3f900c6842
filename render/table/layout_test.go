package table

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/theme"
)

// article1 are the tables of the reference article 1 (its published
// CSV, datasets/reference/article1, as render builds them), their four
// systems renamed to systems: a real table's rows, figures and keys
// around names the test chooses.
func article1(t *testing.T, systems []string) []*Table {
	t.Helper()
	data, err := os.ReadFile("testdata/article1.json")
	if err != nil {
		t.Fatal(err)
	}
	var tables []*Table
	if err := json.Unmarshal(data, &tables); err != nil {
		t.Fatal(err)
	}
	for _, tab := range tables {
		if len(tab.Systems) != len(systems) {
			t.Fatalf("%s has %d systems, want %d", tab.Name, len(tab.Systems), len(systems))
		}
		tab.Systems = systems
	}
	return tables
}

// textWidth is the width of an A4 page's text in the default theme.
var textWidth = vg.Length(595.28 - 2*theme.Default().Margin)

// A system name of 500 characters, and two that differ only at their
// end, keep the table in the page's text width (and the PNG's): each
// name takes at most tableNameLines lines of its column and ends in its
// own mark, and the notes under the table give each name in full.
func TestLongNamesAreCutShortAndGivenInFull(t *testing.T) {
	systems := rendertest.LongNames(t)
	for _, maxW := range []vg.Length{textWidth, 1000} {
		for _, tab := range article1(t, systems) {
			l := tab.Layout(maxW, theme.Default())
			if l.width > maxW {
				t.Errorf("%s at %v: the table is %v wide", tab.Name, maxW, l.width)
			}
			var lastLines []string
			for i, lines := range l.headerRows {
				if len(lines) > tableNameLines {
					t.Errorf("%s at %v: %q takes %d lines", tab.Name, maxW, tab.Systems[i], len(lines))
				}
				lastLines = append(lastLines, lines[len(lines)-1].Text)
			}
			if lastLines[0] == lastLines[1] {
				t.Errorf("%s at %v: two names end alike in the head, %q", tab.Name, maxW, lastLines[0])
			}
			var notes strings.Builder
			for _, n := range l.notes {
				notes.WriteString(n.Text)
			}
			for i, s := range systems[:3] {
				if !strings.Contains(unspaced(notes.String()), unspaced(nameMark(i)+s)) {
					t.Errorf("%s at %v: the notes under the table lack %s%.40q...", tab.Name, maxW, nameMark(i), s)
				}
			}
		}
	}
}

// unspaced is s without its white space, where lines may break.
func unspaced(s string) string { return strings.Join(strings.Fields(s), "") }

// In an eight-column table on the page, a name whose words fit a
// column at a smaller size breaks only between its words.
func TestTableNamesBreakBetweenWords(t *testing.T) {
	name := "Αποθήκευση Łódź-żółć"
	tab := article1(t, []string{"हिन्दी क्षमता विलंब", "דיסק 2 ישן", name, "中文 系统 Işık-ğş"})[0]
	l := tab.Layout(textWidth, theme.Default())
	var lines []string
	for _, line := range l.headerRows[2] {
		lines = append(lines, line.Text)
	}
	if got := strings.Join(lines, " "); got != name {
		t.Errorf("%q sets as the lines %q", name, lines)
	}
}
