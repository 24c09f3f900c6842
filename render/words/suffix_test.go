package words

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// spell writes a whole number in Turkish words, as it is read aloud:
// 1010 is "bin on", 2000000 "iki milyon". It is the test's own, so that
// the suffixes are checked against the reading, not against the code that
// derives them.
func spell(n int) string {
	if n == 0 {
		return "sıfır"
	}
	one := []string{"", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"}
	ten := []string{"", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"}
	hundreds := func(n int) []string {
		var w []string
		switch h := n / 100; {
		case h == 1:
			w = append(w, "yüz")
		case h > 1:
			w = append(w, one[h], "yüz")
		}
		if t := n / 10 % 10; t > 0 {
			w = append(w, ten[t])
		}
		if o := n % 10; o > 0 {
			w = append(w, one[o])
		}
		return w
	}
	var words []string
	for i, scale := range []struct {
		size int
		name string
	}{{1_000_000_000, "milyar"}, {1_000_000, "milyon"}, {1000, "bin"}, {1, ""}} {
		g := n / scale.size % 1000
		if g == 0 {
			continue
		}
		if !(i == 2 && g == 1) { // "bin", not "bir bin"
			words = append(words, hundreds(g)...)
		}
		if scale.name != "" {
			words = append(words, scale.name)
		}
	}
	return strings.Join(words, " ")
}

// locative is the locative of the possessive ("3'ünde", "the 3rd of
// them") after each word a number's reading can end in, as a Turkish
// editor writes it.
var locative = map[string]string{
	"sıfır": "ında", "bir": "inde", "iki": "sinde", "üç": "ünde", "dört": "ünde", "beş": "inde",
	"altı": "sında", "yedi": "sinde", "sekiz": "inde", "dokuz": "unda", "on": "unda",
	"yirmi": "sinde", "otuz": "unda", "kırk": "ında", "elli": "sinde", "altmış": "ında",
	"yetmiş": "inde", "seksen": "inde", "doksan": "ında", "yüz": "ünde", "bin": "inde",
	"milyon": "unda", "milyar": "ında",
}

// dative is the dative ("3'e", "to 3") after each of those words.
var dative = map[string]string{
	"sıfır": "a", "bir": "e", "iki": "ye", "üç": "e", "dört": "e", "beş": "e", "altı": "ya",
	"yedi": "ye", "sekiz": "e", "dokuz": "a", "on": "a", "yirmi": "ye", "otuz": "a", "kırk": "a",
	"elli": "ye", "altmış": "a", "yetmiş": "e", "seksen": "e", "doksan": "a", "yüz": "e",
	"bin": "e", "milyon": "a", "milyar": "a",
}

// TestNumberSuffix: a count takes the suffix its reading aloud asks for,
// 3'ünde but 7'sinde, with an apostrophe, written with Turkish digit
// grouping (1.000'inde), for 0 to 100 and some larger numbers.
func TestNumberSuffix(t *testing.T) {
	numbers := []int{}
	for n := 0; n <= 100; n++ {
		numbers = append(numbers, n)
	}
	numbers = append(numbers, 101, 110, 200, 999, 1000, 1001, 1010, 2000, 10000, 12345, 100000, 1000000, 2000000, 1000000000)
	for _, n := range numbers {
		words := strings.Fields(spell(n))
		last := words[len(words)-1]
		figure := Turkish.Int(int64(n))
		if got, want := resolveSuffixes(figure+"{+(s)InDA}"), figure+"'"+locative[last]; got != want {
			t.Errorf("%d (%s): locative %q, want %q", n, spell(n), got, want)
		}
		if got, want := resolveSuffixes(figure+"{+(y)A}"), figure+"'"+dative[last]; got != want {
			t.Errorf("%d (%s): dative %q, want %q", n, spell(n), got, want)
		}
	}
	for figure, want := range map[string]string{
		"3": "3'ünde", "7": "7'sinde", "4": "4'ünde", "1": "1'inde", "2": "2'sinde", "6": "6'sında", "10": "10'unda", "8": "8'inde",
	} {
		if got := resolveSuffixes(figure + "{+(s)InDA}"); got != want {
			t.Errorf("%s: %q, want %q", figure, got, want)
		}
	}
}

// TestFigureSuffix: a figure with decimals is read to its last decimal
// (77,7: yetmiş yedi virgül yedi), a percentage by its number, a figure
// with a unit by the unit's name (GiB/s: saniye), and a Turkish word
// takes its suffix with no apostrophe (4,3 katı).
func TestFigureSuffix(t *testing.T) {
	for in, want := range map[string]string{
		"91,2{+(y)A} karşı 77,7 GiB/s": "91,2'ye karşı 77,7 GiB/s",
		"%49,6{+(y)A} karşı %75,1":     "%49,6'ya karşı %75,1",
		"145{+(y)A} karşı 40,7 MiB/s":  "145'e karşı 40,7 MiB/s",
		"1,40{+(y)A} karşı":            "1,40'a karşı",
		"0,510{+(y)A}":                 "0,510'a",
		"2,0{+(y)A}":                   "2,0'a",
		"9,20 ve 9,50 GiB/s{+(y)A}":    "9,20 ve 9,50 GiB/s'ye",
		"608.664 IOPS{+(y)A}":          "608.664 IOPS'a",
		"11.882 µs{+(y)A}":             "11.882 µs'ye",
		"%11–%33{+(s)InA}":             "%11–%33'üne",
		"%99{+(s)I}":                   "%99'u",
		"%90{+(s)I}":                   "%90'ı",
		"%20{+(n)In}":                  "%20'nin",
		"%100{+(s)I(n)In}":             "%100'ünün",
		"4,3 kat{+(s)I}":               "4,3 katı",
		"QD32{+(y)A}":                  "QD32'ye",
		"4K{+(y)A}":                    "4K'ya",
		"IOPS{+DA}":                    "IOPS'ta",
		// A name's silent e is not read (Native: nativ), a Turkish
		// word's final e is.
		"Windows Native{+(y)A} göre": "Windows Native'e göre",
		"Windows Native{+(n)In}":     "Windows Native'in",
		"Adaptive{+(y)A}":            "Adaptive'e",
		"Gebze{+(y)A}":               "Gebze'ye",
		"bire bir{+(y)A}":            "bire bire",
		// A count in words takes its suffix as the word does.
		"sekiz testin dört{+(s)InDA}": "sekiz testin dördünde",
		"sekiz testin beş{+(s)InDA}":  "sekiz testin beşinde",
		// The rest of a name takes its suffix as the name does.
		"gecikme Linux libaio{+DA}": "gecikme Linux libaio'da",
		// x is read ks: Linux'ta, as Windows'ta.
		"Linux{+DA}":   "Linux'ta",
		"Windows{+DA}": "Windows'ta",
	} {
		if got := resolveSuffixes(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}

// TestTurkishCounts: "M of N results" is said as a Turkish editor says
// it, "dört testin üçünde" (counts under ten in words, review 3), not the
// calque "4 sonuçta 3 kez", and a lead sets its figures against each
// other with "'e karşı", not "vs".
func TestTurkishCounts(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{Turkish.Say("%s leads %d of %d", "Windows", 3, 4), "Windows dört testin üçünde önde"},
		{Turkish.Say("%s leads %d of %d", "Linux", 7, 8), "Linux sekiz testin yedisinde önde"},
		{Turkish.Say("%s leads %d of %d", "Linux", 6, 10), "Linux 10 testin altısında önde"},
		{Turkish.Say("%s leads %d of %d", "Linux", 4, 8), "Linux sekiz testin dördünde önde"},
		{Turkish.Say("%s leads %d of %d", "Linux", 12, 16), "Linux 16 testin 12'sinde önde"},
		{Turkish.Say("%d results are ties", 1), "bir testte berabere"},
		{Turkish.Say("by %s (%s, %s vs %s)", "%17,3", "rastgele 64K okuma", "91,2", "77,7 GiB/s"),
			"fark %17,3 (rastgele 64K okuma testinde 91,2'ye karşı 77,7 GiB/s)"},
		{Turkish.Multiple(4.3), "4,3 kat"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}

// TestTurkishSentencesOpenWithAWord: where the English opens a sentence
// or a title with a word ("For %s, ...", "At its best, %s ..."), the
// Turkish wording does too, not with an inserted name ("%[1]s için ...",
// which left "disk (virtio sanal disk) için" at the start of a sentence):
// the name stays as spelt and the sentence opens with a capital.
func TestTurkishSentencesOpenWithAWord(t *testing.T) {
	for _, m := range messages {
		r, _ := utf8.DecodeRuneInString(m.key)
		plain, cases := m.wordings(Turkish)
		if !unicode.IsUpper(r) || m.same {
			continue
		}
		wordings := []string{plain}
		for i := 1; i < len(cases); i += 2 {
			wordings = append(wordings, cases[i])
		}
		for _, w := range wordings {
			if strings.HasPrefix(w, "%") && !strings.HasPrefix(w, "%%") {
				t.Errorf("%q: the Turkish %q opens with an inserted argument", m.key, w)
			}
		}
	}
}

// TestCountWords: a Turkish count below ten marked {n} is written as a
// word, and a suffix after it follows the word (dört softens before a
// vowel: dördünde); ten and more stay in digits.
func TestCountWords(t *testing.T) {
	for in, want := range map[string]string{
		"8{n} testin 7{n}{+(s)InDA} önde": "sekiz testin yedisinde önde",
		"8{n} testin 4{n}{+(s)InDA} önde": "sekiz testin dördünde önde",
		"4{n} testin 3{n}{+(s)InDA} önde": "dört testin üçünde önde",
		"4{n} testin 1{n}{+(s)InDA} önde": "dört testin birinde önde",
		"1{n} testte berabere":            "bir testte berabere",
		"12{n} testin 10{n}{+(s)InDA}":    "12 testin 10'unda",
	} {
		if got := resolveSuffixes(resolveCountWords(in)); got != want {
			t.Errorf("%q: got %q, want %q", in, got, want)
		}
	}
}

// TestParticleDA: the particle da/de is a word of its own that follows
// the last vowel of the word before, with no apostrophe even after a
// figure or an abbreviation: "rastgele 4K okuma da hemen arkasında"
// (Turkish editor, round 7: not "okuma de"), "sıralı 64K yazma da",
// "Linux libaio da", "rastgele 4K da" (4K read dört ka).
func TestParticleDA(t *testing.T) {
	for in, want := range map[string]string{
		"rastgele 4K okuma{+ dA} hemen arkasında": "rastgele 4K okuma da hemen arkasında",
		"sıralı 64K yazma{+ dA}":                  "sıralı 64K yazma da",
		"Linux libaio{+ dA}":                      "Linux libaio da",
		"rastgele 4K{+ dA}":                       "rastgele 4K da",
		"gecikme{+ dA}":                           "gecikme de",
	} {
		if got := resolveSuffixes(in); got != want {
			t.Errorf("%q: got %q, want %q", in, got, want)
		}
	}
	got := Turkish.Say("Longest tail (p99 relative to the mean): %s, where the p99 (%s) is %s times the mean (%s), with %s close behind (%s, %s times %s).",
		"rastgele 4K yazma", "0,102 ms", "4,25", "0,024 ms", "rastgele 4K okuma", "0,087 ms", "4,02", "0,022 ms")
	if !strings.Contains(got, "; rastgele 4K okuma da hemen arkasında") {
		t.Errorf("Turkish %q", got)
	}
}
