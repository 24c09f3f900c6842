package words

import (
	"regexp"
	"strings"
	"unicode"
)

// word is a run of letters of three or more: a phrase with none ("%s: %s",
// "%sR") says nothing in English.
var word = regexp.MustCompile(`\pL{3,}`)

// EnglishPhrases are the English phrases of the catalog that a text in l
// must not contain: the runs of words between the arguments of each
// English wording, trimmed of spaces and punctuation, less those that the
// language's own wordings use as well (IOPS, CPU, Test, the names of the
// statistical tests). A message marked the same in every language has
// none.
func EnglishPhrases(l Lang) []string {
	own := map[string]bool{}
	var ownText strings.Builder
	for _, m := range messages {
		if m.same {
			continue
		}
		plain, cases := m.wordings(l)
		ownText.WriteString(plain + "\n")
		for i := 1; i < len(cases); i += 2 {
			ownText.WriteString(cases[i] + "\n")
		}
	}
	var out []string
	for _, m := range messages {
		if m.same {
			continue
		}
		plain, cases := m.wordings(English)
		english := []string{plain}
		for i := 1; i < len(cases); i += 2 {
			english = append(english, cases[i])
		}
		for _, w := range english {
			for _, p := range verb.Split(w, -1) {
				p = strings.TrimFunc(p, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
				if p == "" || own[p] || !word.MatchString(p) || strings.Contains(ownText.String(), p) {
					continue
				}
				own[p] = true
				out = append(out, p)
			}
		}
	}
	return out
}
