package render

import (
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/render/words"
)

// TestCDMSetupRemarksInWords: the exports' raw remarks ("Mode: [Admin]",
// "<DefaultAffinity=DISABLED>") and the profile "Default" are not printed
// as the tool wrote them: running as administrator is said in the
// article's language, the settings tag is left out, the profile is
// translated; and a table's key names only the shading it has.
func TestCDMSetupRemarksInWords(t *testing.T) {
	for _, lg := range words.Langs {
		_, _, art := cdmExamples(t, lg)
		l := lang{Lang: lg}
		notes := strings.Join(art.Setup, "\n")
		if strings.Contains(notes, "[Admin]") || strings.Contains(notes, "<DefaultAffinity") {
			t.Errorf("%s: raw remarks in the setup: %q", lg, art.Setup)
		}
		// S790's and the WD Blue's exports both say it: one note for both.
		admin := l.Say("%s: %s", l.JoinAnd([]string{"S790", "WD Blue 3D 1TB"}), l.Say("CrystalDiskMark ran as administrator."))
		if !slices.Contains(art.Setup, admin) || strings.Count(notes, l.Say("CrystalDiskMark ran as administrator.")) != 1 {
			t.Errorf("%s: the setup does not say once %q: %q", lg, admin, art.Setup)
		}
		// The links come from --link, not the exports: the row says so.
		links := map[string]string{"S790": "PCIe4x4", "WD Blue 3D 1TB": "SATA/600", "Samsung 830": "SATA/600", "KVM RAM disk": ""}
		found := false
		for _, row := range art.SetupTable.Rows {
			if row.Label != l.Say("Link (as given, not in the export)") {
				continue
			}
			found = true
			for i, c := range art.SetupTable.Columns {
				if row.Values[i] != links[c] {
					t.Errorf("%s: %s's link %q, want %q", lg, c, row.Values[i], links[c])
				}
			}
		}
		if !found {
			t.Errorf("%s: no link row in the setup table", lg)
		}
		for _, row := range art.SetupTable.Rows {
			if row.Label == l.Say("Profile") && (!slices.Contains(row.Values, l.Say("default")) || slices.Contains(row.Values, "Default")) {
				t.Errorf("%s: profile row %q", lg, row.Values)
			}
		}
		for _, tb := range art.Tables {
			best, tie := false, false
			for _, r := range tb.Rows {
				for _, c := range r.Cells {
					best, tie = best || c.Best, tie || c.Tie
				}
			}
			if best != (tb.BestKey != "") || tie != (tb.TieKey != "") {
				t.Errorf("%s: %s keys best %q and tie %q, shades best %v and tie %v", lg, tb.Name, tb.BestKey, tb.TieKey, best, tie)
			}
		}
	}
}
