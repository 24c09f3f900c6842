package words

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// NoBreakSpace joins two words that a line must not part: a figure and
// its unit, a Polish one-letter word and the word after it.
const NoBreakSpace = "\u00a0"

// Bind applies the language's typography to text before it is laid out:
// the spaces that must not end a line become no-break spaces, the one
// between a figure and its unit in every language ("0.376\u00a0ms"), and
// in Polish the one after a one-letter word ("w\u00a0zapisie"). render
// binds the article's text as it lays it out, in every format, what the
// catalog says and what a title or an editor's template inserts alike;
// what render says stays plainly spaced until then. Text bound already
// is unchanged.
func (l Lang) Bind(s string) string {
	at := l.NoBreaks(s)
	if len(at) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for _, i := range at {
		b.WriteString(s[last:i])
		b.WriteString(NoBreakSpace)
		last = i + 1
	}
	b.WriteString(s[last:])
	return b.String()
}

// NoBreaks are the byte offsets of the spaces of s that Bind makes
// no-break spaces, in order: for text split in spans, which is bound as a
// whole. In every language a figure keeps its unit ("0.376 ms"); a
// language may bind more (Polish's one-letter words).
func (l Lang) NoBreaks(s string) []int {
	at := figureUnits(s)
	if f := l.spec().noBreaks; f != nil {
		at = append(at, f(s)...)
		slices.Sort(at)
		at = slices.Compact(at)
	}
	return at
}

// unit is a unit after a figure: the symbols render writes (and a tool's
// own, MB/s), and the words for bytes and seconds the catalog's languages
// write, followed by something that is not a letter.
var unit = regexp.MustCompile(`\d ((?:[KMGTPE]i?B(?:/s)?|B/s|bytes?|IOPS|ms|µs|ns|s|sn|bayt|bajt(?:y|ów)?|sekund[ay]?|बाइट|सेकंड)(?:/s)?)(?:[^\pL\pM]|$)`)

// pValue is a p-value said "p = 0.032": its spaces bind too, so that no
// line parts "p" from "= 1".
var pValue = regexp.MustCompile(`(?:^|[^\pL\pM\pN])p( )=( )\d`)

// figureUnits are the spaces between a figure and its unit, and those of
// a p-value.
func figureUnits(s string) []int {
	var out []int
	for _, m := range unit.FindAllStringSubmatchIndex(s, -1) {
		out = append(out, m[2]-1)
	}
	for _, m := range pValue.FindAllStringSubmatchIndex(s, -1) {
		out = append(out, m[2], m[4])
	}
	slices.Sort(out)
	return out
}

// oneLetterWords are the spaces after Polish's one-letter words (a, i,
// o, u, w, z, capitalised too): Polish typesetting never leaves one at
// the end of a line, where it reads as dangling; it goes to the next line
// with the word it belongs to.
func oneLetterWords(s string) []int {
	var out []int
	var before, prev rune = ' ', ' ' // the two runes before a space
	for i, r := range s {
		if r == ' ' && strings.ContainsRune("aiouwzAIOUWZ", prev) && opensWord(before) && i+1 < len(s) {
			out = append(out, i)
		}
		before, prev = prev, r
	}
	return out
}

// opensWord says whether a letter after r starts a word: r is a space or
// punctuation that opens (a bracket, a quotation mark, a dash).
func opensWord(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune("([{„\"'«‚–—", r)
}
