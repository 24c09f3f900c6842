package words

import (
	"os"
	"strings"
	"testing"
)

// synonyms are, for each language, the words its press uses for one idea:
// an article uses one of each set, never two (Turkish wrote both G/Ç and
// I/O). The first of each set is the catalog's choice; a word's forms are
// parted by |.
var synonyms = map[Lang][][]string{
	Turkish: {
		{"I/O", "G/Ç"},
		{"cihaz", "aygıt"},
		{"doyum noktası", "dirsek noktası", "kırılma noktası"},
		{"ölçüm gürültüsü", "gürültü payı", "çalıştırmalar arası gürültü"},
		{"ölçüm", "çalıştırma"},
		{"tur", "geçiş"},
		{"önbellekli", "tamponlu", "arabellekli"},
		{"ana makine", "ana bilgisayar"},
	},
	Polish: {
		{"I/O", "we/wy", "wejścia/wyjścia"},
		{"punkt nasycenia", "kolano"},
		{"pamięć podręczna|pamięci podręcznej", "bufor podręczny"},
		{"hipernadzorc", "hiperwizor"},
		{"pamięć masowa|pamięci masowej", "magazyn danych"},
	},
	Hindi: {
		{"क्यू", "कतार"},
		{"विलंब", "लेटेंसी", "देरी"},
		{"संतृप्ति बिंदु", "मोड़ बिंदु"},
		{"घेरे", "वलय"},
		{"जवाब", "उत्तर"},
		{"डिवाइस", "उपकरण"},
		{"माप का शोर|माप के शोर", "रन-दर-रन शोर"},
		{"पूर्णांकन", "रिज़ॉल्यूशन"},
	},
}

// TestOneTermPerIdea: no language's catalog uses two words of one set of
// synonyms; Turkish's showcase review, an editor's words around the
// catalog's, keeps the catalog's choice too.
func TestOneTermPerIdea(t *testing.T) {
	texts := map[Lang]string{}
	for _, m := range messages {
		for l := range synonyms {
			plain, cases := m.wordings(l)
			texts[l] += plain + "\n"
			for i := 1; i < len(cases); i += 2 {
				texts[l] += cases[i] + "\n"
			}
		}
	}
	review, err := os.ReadFile("../../examples/showcase/review.md")
	if err != nil {
		t.Fatal(err)
	}
	for l, sets := range synonyms {
		for _, set := range sets {
			var used []string
			for _, w := range set {
				for _, form := range strings.Split(w, "|") {
					if strings.Contains(texts[l], form) {
						used = append(used, w)
						break
					}
				}
			}
			if len(used) > 1 {
				t.Errorf("%s says one idea in %d words: %q", l.Name(), len(used), used)
			}
			if l == Turkish {
				for _, w := range set[1:] {
					for _, form := range strings.Split(w, "|") {
						if strings.Contains(string(review), form) {
							t.Errorf("examples/showcase/review.md writes %q where the Turkish catalog writes %q", form, set[0])
						}
					}
				}
			}
		}
	}
}
