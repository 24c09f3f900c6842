package words

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Turkish suffixes follow the sound of the word they join: 3'ünde but
// 7'sinde, 10'a but 2'ye. A Turkish wording asks for one after an
// inserted figure with a marker, "{+" and the suffix written with the
// usual archiphonemes and "}": "%[2]d{+(s)InDA}" is the locative of the
// possessive (4 testin 3'ünde), "%[3]s{+(y)A}" the dative (91,2'ye
// karşı); the plus keeps a label in braces ("{system}") as it is. Say
// resolves each marker from how the word before it is read aloud: a
// number by its last word (üç, yedi, on, yüz, bin), a unit by its name
// (GiB/s: saniye), a word by its letters. A suffix on a number, a unit or
// an abbreviation takes an apostrophe; on a Turkish word it does not.
//
// Archiphonemes: A is a or e, I is ı, i, u or ü, D is d or t (t after a
// voiceless consonant); a letter in parentheses is kept only after a
// vowel. Other letters are written as they are.

// suffixMarker is a marker: the archiphonemes of a suffix, in "{+" and "}".
// One that opens with a space is a particle written as a word of its own,
// "{+ dA}": da or de as the word before sounds ("okuma da", "4K de"), with
// no apostrophe.
var suffixMarker = regexp.MustCompile(`\{\+( ?[()a-zA-ZçğıöşüÇĞİÖŞÜ]+)\}`)

// countWordMarker after an inserted count ("%[2]d{n}") asks for the count
// in words where it is below ten, as Turkish running text writes it
// ("sekiz testin yedisinde"); from ten on it stays in digits. A suffix
// marker after it then follows the word.
const countWordMarker = "{n}"

var countWord = regexp.MustCompile(`(\d+)\{n\}(\{\+\([sy]\)[AI])?`)

// turkishCounts are the counts below ten in words.
var turkishCounts = []string{"sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"}

// resolveCountWords replaces each count marked with countWordMarker by
// its word where it is below ten, and drops the marker. Before a suffix
// that opens with a vowel dört softens to dörd (dördünde).
func resolveCountWords(s string) string {
	return countWord.ReplaceAllStringFunc(s, func(m string) string {
		digits, suffix, _ := strings.Cut(m, countWordMarker)
		n, err := strconv.Atoi(digits)
		switch {
		case err != nil || n >= len(turkishCounts):
			return digits + suffix
		case n == 4 && suffix != "":
			return "dörd" + suffix
		}
		return turkishCounts[n] + suffix
	})
}

// resolveSuffixes replaces each marker of s with its suffix, as it
// follows the text before it.
func resolveSuffixes(s string) string {
	if !strings.Contains(s, "{+") {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range suffixMarker.FindAllStringSubmatchIndex(s, -1) {
		b.WriteString(s[last:m[0]])
		suffix := suffixFor(b.String(), s[m[2]:m[3]])
		// dört softens before a vowel: dördünde, as resolveCountWords
		// writes it.
		if before := b.String(); strings.HasSuffix(before, "dört") && (before == "dört" || strings.HasSuffix(before, " dört")) && suffix != "" {
			if r, _ := utf8.DecodeRuneInString(suffix); isVowel(r) {
				b.Reset()
				b.WriteString(strings.TrimSuffix(before, "t") + "d")
			}
		}
		b.WriteString(suffix)
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// suffixFor is the suffix of archiphonemes that joins the text before:
// with an apostrophe where that ends in a figure, a unit or an
// abbreviation.
func suffixFor(before, pattern string) string {
	reading, apostrophe := lastReading(before)
	out := Suffix(reading, pattern)
	if apostrophe && !strings.HasPrefix(pattern, " ") {
		return "'" + out
	}
	return out
}

// units are how the units a figure ends in are read aloud, by their last
// word.
var units = map[string]string{
	"IOPS": "ayops", "ms": "saniye", "µs": "saniye", "ns": "saniye", "s": "saniye", "sn": "saniye",
	"B": "bayt", "KB": "bayt", "MB": "bayt", "GB": "bayt", "TB": "bayt",
	"KiB": "bayt", "MiB": "bayt", "GiB": "bayt", "TiB": "bayt",
	"×": "kat", "%": "yüzde",
}

// letterNames are the Turkish names of the letters, as an abbreviation's
// last letter is read (4K: dört ka).
var letterNames = map[rune]string{
	'a': "a", 'b': "be", 'c': "ce", 'ç': "çe", 'd': "de", 'e': "e", 'f': "fe", 'g': "ge",
	'h': "he", 'ı': "ı", 'i': "i", 'j': "je", 'k': "ka", 'l': "le", 'm': "me", 'n': "ne",
	'o': "o", 'ö': "ö", 'p': "pe", 'q': "kü", 'r': "re", 's': "se", 'ş': "şe", 't': "te",
	'u': "u", 'ü': "ü", 'v': "ve", 'w': "dabılyu", 'x': "iks", 'y': "ye", 'z': "ze",
}

// lastReading is how the last word of s is read aloud, and whether a
// suffix on it takes an apostrophe (a figure, a unit, an abbreviation or
// a name).
func lastReading(s string) (string, bool) {
	token := s
	if i := strings.LastIndexFunc(s, unicode.IsSpace); i >= 0 {
		_, n := utf8.DecodeRuneInString(s[i:])
		token = s[i+n:]
	}
	if r, ok := units[token]; ok {
		return r, true
	}
	if strings.HasSuffix(token, "×") {
		return "kat", true
	}
	if strings.HasSuffix(token, "/s") {
		return "saniye", true
	}
	if n := numberAtEnd(token); n != "" {
		return numberReading(n), true
	}
	if token == "" {
		return "", true
	}
	last, _ := utf8.DecodeLastRuneInString(token)
	lower := strings.ToLowerSpecial(unicode.TurkishCase, token)
	if unicode.IsUpper(last) && strings.ToUpperSpecial(unicode.TurkishCase, token) == token {
		// An abbreviation: read by the name of its last letter.
		l, _ := utf8.DecodeLastRuneInString(lower)
		return letterNames[l], true
	}
	first, _ := utf8.DecodeRuneInString(token)
	foreign := unicode.IsUpper(first) || !isTurkishWord(lower) || afterName(s[:len(s)-len(token)])
	if foreign {
		lower = silentE(lower)
	}
	return lower, foreign
}

// afterName says whether the text before a word ends in a capitalized
// word: the word is then the rest of a name ("Linux libaio'da"), whose
// suffix takes an apostrophe though it is written in Turkish letters.
func afterName(before string) bool {
	before = strings.TrimRight(before, " ")
	if before == "" {
		return false
	}
	prev := before
	if i := strings.LastIndexFunc(before, unicode.IsSpace); i >= 0 {
		_, n := utf8.DecodeRuneInString(before[i:])
		prev = before[i+n:]
	}
	r, _ := utf8.DecodeRuneInString(prev)
	return unicode.IsUpper(r)
}

// silentE is how a name from English is read where its written end is
// not said: the e of a word of two or more syllables that ends in "-ive"
// is silent, so Native is read nativ and takes Native'e, Native'in, as
// Adaptive'e and Active'i (Native'ye writes the e as if it were said).
func silentE(w string) string {
	stem, ok := strings.CutSuffix(w, "ive")
	if !ok {
		return w
	}
	syllables := 0
	for _, r := range stem {
		if isVowel(r) {
			syllables++
		}
	}
	if syllables == 0 {
		return w // drive, five: one syllable, its i is a diphthong
	}
	return stem + "iv"
}

// isTurkishWord says whether a word is written in Turkish letters only,
// so a suffix joins it with no apostrophe.
func isTurkishWord(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) || r == 'q' || r == 'w' || r == 'x' {
			return false
		}
	}
	return w != ""
}

// trailingNumber is a figure a token ends in: digits with Turkish
// grouping dots and a decimal comma.
var trailingNumber = regexp.MustCompile(`[0-9][0-9.]*(,[0-9]+)?$`)

// numberAtEnd is the figure a token ends in, "" where it ends in none.
func numberAtEnd(token string) string { return trailingNumber.FindString(token) }

// ones, tens and powers are the words a number's reading ends in.
var (
	ones   = []string{"", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"}
	tens   = []string{"", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"}
	powers = []string{"", "bin", "milyon", "milyar", "trilyon", "katrilyon", "kentilyon"}
)

// numberReading is the last word of a figure as it is read aloud in
// Turkish: "77,7" is yetmiş yedi virgül yedi, so "yedi"; "0,510" is sıfır
// virgül beş yüz on, so "on"; "1.000" is bin.
func numberReading(figure string) string {
	whole, frac, _ := strings.Cut(figure, ",")
	if strings.Trim(frac, "0") != "" {
		return integerReading(strings.TrimLeft(frac, "0"))
	}
	if frac != "" {
		return "sıfır" // "2,0": iki virgül sıfır
	}
	return integerReading(strings.ReplaceAll(whole, ".", ""))
}

// integerReading is the last word of a whole number's reading, its digits
// given as a string.
func integerReading(digits string) string {
	digits = strings.TrimLeft(digits, "0")
	if digits == "" {
		return "sıfır"
	}
	for group := 0; digits != ""; group++ {
		n := len(digits) - 3
		if n < 0 {
			n = 0
		}
		g, _ := strconv.Atoi(digits[n:])
		digits = digits[:n]
		if g == 0 {
			continue
		}
		if group > 0 {
			if group >= len(powers) {
				return powers[len(powers)-1]
			}
			return powers[group]
		}
		switch {
		case g%10 != 0:
			return ones[g%10]
		case g/10%10 != 0:
			return tens[g/10%10]
		default:
			return "yüz"
		}
	}
	return "sıfır"
}

// Suffix writes a suffix, given in archiphonemes, as it joins a word of
// this reading: Suffix("üç", "(s)InDA") is "ünde", Suffix("iki", "(y)A")
// "ye".
func Suffix(reading, pattern string) string {
	vowel, sound := lastSounds(reading)
	var b strings.Builder
	for i := 0; i < len(pattern); {
		r, n := utf8.DecodeRuneInString(pattern[i:])
		i += n
		var out rune
		switch r {
		case '(':
			end := strings.IndexByte(pattern[i:], ')')
			if end < 0 {
				continue
			}
			buffer := pattern[i : i+end]
			i += end + 1
			if isVowel(sound) {
				b.WriteString(buffer)
				_, sound = lastSounds(buffer)
			}
			continue
		case 'A':
			out = 'e'
			if isBack(vowel) {
				out = 'a'
			}
		case 'I':
			switch vowel {
			case 'a', 'ı':
				out = 'ı'
			case 'o', 'u':
				out = 'u'
			case 'ö', 'ü':
				out = 'ü'
			default:
				out = 'i'
			}
		case 'D':
			out = 'd'
			// x is read ks (Linux: linuks), so it hardens D as s does.
			if strings.ContainsRune("fstkçşhpx", sound) {
				out = 't'
			}
		default:
			out = r
		}
		b.WriteRune(out)
		if isVowel(out) {
			vowel = out
		}
		sound = out
	}
	return b.String()
}

// lastSounds are the last vowel and the last letter of a word.
func lastSounds(w string) (vowel, sound rune) {
	vowel = 'e'
	for _, r := range w {
		if isVowel(r) {
			vowel = r
		}
		sound = r
	}
	return vowel, sound
}

func isVowel(r rune) bool { return strings.ContainsRune("aeıioöuü", r) }

func isBack(r rune) bool { return strings.ContainsRune("aıou", r) }
