package words

import (
	"regexp"
	"strings"
)

// Polish declines the name of a test where a sentence puts it: a
// reviewer writes "w odczycie losowym 4K" (in the random 4K read) and
// "wynik odczytu sekwencyjnego 128K", not the label in quotes after
// "w teście" ("w teście „odczyt losowy 4K”"), which reads as a table's
// caption pasted into prose. The catalog's wordings keep a workload's
// name in the nominative, as every inserted name is (en.go), and say it
// "w teście „%s”" or "testu „%s”"; polishCases declines it there where
// the name is a read or a write of a pattern (odczyt/zapis losowy or
// sekwencyjny), whose forms are known, and leaves any other name, a
// CrystalDiskMark test's (SEQ1M Q8T1) or a mix, quoted as it was.
func polishCases(s string) string {
	s = polishList.ReplaceAllStringFunc(s, func(m string) string {
		p := polishList.FindStringSubmatch(m)
		return p[1] + " " + polishListItem.ReplaceAllStringFunc(p[2], func(item string) string {
			q := polishListItem.FindStringSubmatch(item)
			return polishLocative[q[1]] + " " + polishLocative[q[2]]
		})
	})
	s = polishIn.ReplaceAllStringFunc(s, func(m string) string {
		p := polishIn.FindStringSubmatch(m)
		return p[1] + " " + polishLocative[p[2]] + " " + polishLocative[p[3]] + p[4]
	})
	s = polishOf.ReplaceAllStringFunc(s, func(m string) string {
		p := polishOf.FindStringSubmatch(m)
		return polishGenitive[p[1]] + " " + polishGenitive[p[2]] + p[3]
	})
	// "test „odczyt sekwencyjny 128K” dał": the read is the subject
	// itself, in the nominative, without the label's frame.
	return polishTest.ReplaceAllStringFunc(s, func(m string) string {
		p := polishTest.FindStringSubmatch(m)
		if p[1] == "T" {
			return strings.ToUpper(p[2][:1]) + p[2][1:] + " " + p[3] + p[4]
		}
		return p[2] + " " + p[3] + p[4]
	})
}

// A list of tests after "w testach: " ("prowadzi w testach: odczyt
// losowy 64K (17,3%), odczyt sekwencyjny 64K … i odczyt losowy 4K"), as
// the catalog gives a list of names it cannot decline one by one, is
// said in the locative, every name of it ("prowadzi w odczycie losowym
// 64K (17,3%), odczycie sekwencyjnym 64K … i odczycie losowym 4K"),
// where every name of the list is a read or a write of a pattern, each
// with its block size and a parenthesis after it where it has one.
const polishItem = `(?:odczyt|zapis) (?:losowy|sekwencyjny) [^\s,;.()]+(?: \((?:[^()]|\([^()]*\))*\))?`

var (
	polishList     = regexp.MustCompile(`\b([wW]) testach: (` + polishItem + `(?:(?:, | i | oraz )` + polishItem + `)*)`)
	polishListItem = regexp.MustCompile(`\b(odczyt|zapis) (losowy|sekwencyjny)\b`)
)

var (
	polishIn       = regexp.MustCompile(`\b([wW]) teście „(odczyt|zapis) (losowy|sekwencyjny)([^”]*)”`)
	polishOf       = regexp.MustCompile(`\btestu „(odczyt|zapis) (losowy|sekwencyjny)([^”]*)”`)
	polishTest     = regexp.MustCompile(`\b([Tt])est „(odczyt|zapis) (losowy|sekwencyjny)([^”]*)”`)
	polishLocative = map[string]string{"odczyt": "odczycie", "zapis": "zapisie", "losowy": "losowym", "sekwencyjny": "sekwencyjnym"}
	polishGenitive = map[string]string{"odczyt": "odczytu", "zapis": "zapisu", "losowy": "losowego", "sekwencyjny": "sekwencyjnego"}
)
