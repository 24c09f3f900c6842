package typeset

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Wrap breaks text into lines no wider than width (in ems of the font
// size) and shapes them. Lines break at spaces and at line breaks in the
// text; a word wider than a line breaks between two characters that
// print apart (never inside a conjunct or between a letter and its mark).
// Widths are the shaped widths of the words.
func (fam Family) Wrap(text string, bold bool, width float64) []*Line {
	var lines []*Line
	for _, para := range strings.Split(text, "\n") {
		lines = append(lines, fam.wrapParagraph(para, bold, width)...)
	}
	return lines
}

func (fam Family) wrapParagraph(para string, bold bool, width float64) []*Line {
	words := strings.Split(para, " ")
	space := fam.Shape(" ", bold).Width
	var lines []*Line
	var cur []string
	w := 0.0
	flush := func() {
		lines = append(lines, fam.Shape(strings.Join(cur, " "), bold))
		cur, w = nil, 0
	}
	for _, word := range words {
		ww, fits := fam.measure(word, bold, width)
		if len(cur) > 0 && (!fits || w+space+ww > width) {
			flush()
		}
		for len(cur) == 0 && !fits {
			// A word longer than a line fills lines of its own; its
			// last unit stays, however wide, and ends the loop.
			head, rest := fam.splitToFit(word, bold, width)
			if rest == "" {
				break
			}
			lines = append(lines, fam.Shape(head, bold))
			word = rest
			ww, fits = fam.measure(word, bold, width)
		}
		if word == "" && len(cur) == 0 && len(lines) > 0 {
			continue // a space that ended a full line
		}
		if len(cur) > 0 {
			w += space
		}
		cur = append(cur, word)
		w += ww
	}
	if len(cur) > 0 || len(lines) == 0 {
		flush()
	}
	return lines
}

// longWord is the length in bytes from which a word is measured and
// broken from its start a line at a time, never shaped whole: wrapping a
// word of any length then costs time in proportion to its length, and
// memory in proportion to a line's. Shorter words are shaped whole, as
// they always were.
const longWord = 256

// maxLineUnits is the most printing units a line of a long word holds,
// however narrow they print (a run of invisible characters): no line is
// measured longer than that.
const maxLineUnits = 4096

// measure gives a word's width and whether it fits width; the width of
// a long word that does not fit is its first line's, which is all that
// was measured of it.
func (fam Family) measure(word string, bold bool, width float64) (float64, bool) {
	if len(word) < longWord {
		ww := fam.Shape(word, bold).Width
		return ww, ww <= width
	}
	head, rest := fam.fitPrefix(word, bold, width)
	ww := fam.Shape(head, bold).Width
	return ww, rest == "" && ww <= width
}

// splitToFit splits a word at the last place where it may break whose
// head fits width; at least one printing unit goes on the line, however
// narrow.
func (fam Family) splitToFit(word string, bold bool, width float64) (head, rest string) {
	if len(word) >= longWord {
		return fam.fitPrefix(word, bold, width)
	}
	breaks := breakPoints(word)
	lo, hi := 0, len(breaks)-1 // breaks[lo] fits (or is the first)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if fam.Shape(word[:breaks[mid]], bold).Width <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return word[:breaks[lo]], word[breaks[lo]:]
}

// fitPrefix splits a word, as splitToFit does, at the last place where
// it may break whose head fits width, the whole word being one such
// place (rest is then ""); at least one printing unit goes in the head.
// It shapes only heads about as long as the one that fits: the places
// are tried 64 at a time, then twice as many each time while the last
// fits, and searched by halves between the last that fitted and the
// first that did not.
func (fam Family) fitPrefix(word string, bold bool, width float64) (head, rest string) {
	lo := 0 // the index in ends of a head that fits, or the first
	for n := 64; ; n *= 2 {
		ends := firstEnds(word, n)
		hi := len(ends) - 1
		if fam.Shape(word[:ends[hi]], bold).Width <= width {
			if ends[hi] == len(word) || n >= maxLineUnits {
				return word[:ends[hi]], word[ends[hi]:]
			}
			lo = hi
			continue
		}
		for lo < hi-1 {
			mid := (lo + hi) / 2
			if fam.Shape(word[:ends[mid]], bold).Width <= width {
				lo = mid
			} else {
				hi = mid
			}
		}
		return word[:ends[lo]], word[ends[lo]:]
	}
}

// firstEnds are the ends of the first n printing units of s, as byte
// offsets (breakPoints' places, then the end of s where s has no more
// than n units): its first n heads.
func firstEnds(s string, n int) []int {
	var out []int
	prev := rune(-1)
	for i, r := range s {
		if i > 0 && startsUnit(prev, r) {
			if out = append(out, i); len(out) == n {
				return out
			}
		}
		prev = r
	}
	return append(out, len(s))
}

// breakPoints are the byte offsets inside s where it may break: before
// every character that starts a new printing unit, the first of them
// after s's first unit. A character does not start one if it is a mark,
// an invisible joiner, or follows a virama (the sign that joins
// Devanagari consonants into a conjunct) or a joiner.
func breakPoints(s string) []int {
	var out []int
	prev := rune(-1)
	for i, r := range s {
		if i > 0 && startsUnit(prev, r) {
			out = append(out, i)
		}
		prev = r
	}
	if len(out) == 0 {
		out = append(out, len(s))
	}
	return out
}

func startsUnit(prev, r rune) bool {
	if unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me) || defaultIgnorable(r) {
		return false
	}
	return !(prev == 0x094D || prev == 0x200D || prev == 0x200C)
}

// Truncate shapes text to fit width (in ems), cutting it short with an
// ellipsis where it is wider; the line's Source keeps the whole text.
func (fam Family) Truncate(text string, bold bool, width float64) *Line {
	return fam.truncate(text, bold, width, "")
}

// truncate is Truncate with a mark after the ellipsis of a text cut
// short, which must fit too.
func (fam Family) truncate(text string, bold bool, width float64, mark string) *Line {
	l, fits, most := fam.fitsWhole(text, bold, width)
	if fits {
		return l
	}
	cutAt := func(b int) string { return strings.TrimRight(text[:b], " ") + ellipsis + mark }
	var breaks []int
	if len(text) < longWord {
		breaks = breakPoints(text)
	} else {
		breaks = firstEnds(text, most)
	}
	breaks = append([]int{0}, breaks...)
	lo, hi := 0, min(len(breaks)-1, most)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if fam.Shape(cutAt(breaks[mid]), bold).Width <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	cut := *fam.Shape(cutAt(breaks[lo]), bold)
	cut.Source = text
	return &cut
}

// fitsWhole says whether text fits width, with its line where it does.
// Where it does not, most is the most printing units a cut of it may
// keep: a long text (longWord) is not shaped whole, only its heads, and
// a cut keeps no more than its longest head that fits.
func (fam Family) fitsWhole(text string, bold bool, width float64) (l *Line, fits bool, most int) {
	if len(text) < longWord {
		l = fam.Shape(text, bold)
		return l, l.Width <= width, len(text)
	}
	head, rest := fam.fitPrefix(text, bold, width)
	if rest == "" {
		if l = fam.Shape(text, bold); l.Width <= width {
			return l, true, 0
		}
	}
	return nil, false, utf8.RuneCountInString(head)
}

const ellipsis = "…"

// TruncateMiddle shapes text to fit width (in ems), cutting it in its
// middle where it is wider, so that its beginning and its end show; the
// line's Source keeps the whole text.
func (fam Family) TruncateMiddle(text string, bold bool, width float64) *Line {
	l, fits, most := fam.fitsWhole(text, bold, width)
	if fits {
		return l
	}
	breaks := append([]int{0}, breakPoints(text)...)
	cutAt := func(k int) string {
		return strings.TrimRight(text[:breaks[k]], " ") + ellipsis + strings.TrimLeft(text[breaks[len(breaks)-1-k]:], " ")
	}
	// cutAt(lo) fits (or is the shortest); neither end is longer than
	// the longest head that fits, nor than maxLineUnits.
	lo, hi := 0, min((len(breaks)-1)/2, most, maxLineUnits)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if fam.Shape(cutAt(mid), bold).Width <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	cut := *fam.Shape(cutAt(lo), bold)
	cut.Source = text
	return &cut
}

// WrapLines wraps text into at most n lines of width ems, the last one
// cut short with an ellipsis and then mark if the text goes on; its
// Source is the rest of the text from that line on, so the lines' text
// together is the whole text. cut reports whether the text was cut.
func (fam Family) WrapLines(text string, bold bool, width float64, n int, mark string) (lines []*Line, cut bool) {
	// Of a long text, the lines of its beginning are all that show:
	// only that is wrapped, where it makes more than n lines.
	lines = nil
	if ends := firstEnds(text, (n+1)*maxLineUnits); ends[len(ends)-1] < len(text) {
		if l := fam.Wrap(text[:ends[len(ends)-1]], bold, width); len(l) > n {
			lines = l
		}
	}
	if lines == nil {
		lines = fam.Wrap(text, bold, width)
	}
	if len(lines) <= n {
		return lines, false
	}
	rest := text
	for _, l := range lines[:n-1] {
		rest = strings.TrimPrefix(strings.TrimLeft(rest, " \n"), l.Text)
	}
	return append(lines[:n-1:n-1], fam.truncate(strings.TrimLeft(rest, " \n"), bold, width, mark)), true
}

// Wrap is Default.Wrap.
func Wrap(text string, bold bool, width float64) []*Line { return Default.Wrap(text, bold, width) }

// Truncate is Default.Truncate.
func Truncate(text string, bold bool, width float64) *Line {
	return Default.Truncate(text, bold, width)
}

// TruncateMiddle is Default.TruncateMiddle.
func TruncateMiddle(text string, bold bool, width float64) *Line {
	return Default.TruncateMiddle(text, bold, width)
}

// WrapLines is Default.WrapLines.
func WrapLines(text string, bold bool, width float64, n int, mark string) ([]*Line, bool) {
	return Default.WrapLines(text, bold, width, n, mark)
}

// Piece is text in one weight, for WrapPieces.
type Piece struct {
	Text string
	Bold bool
}

// WrapPieces is Wrap for text whose parts differ in weight (an editor's
// strong words): lines break at spaces and line breaks as Wrap's do, and
// each line is set piece by piece, its runs side by side. Text all in one
// weight is Wrap's, line for line.
func (fam Family) WrapPieces(pieces []Piece, width float64) []*Line {
	if len(pieces) == 0 {
		return fam.Wrap("", false, width)
	}
	if oneWeight(pieces) {
		var b strings.Builder
		for _, p := range pieces {
			b.WriteString(p.Text)
		}
		return fam.Wrap(b.String(), pieces[0].Bold, width)
	}
	var lines []*Line
	for _, para := range splitPieces(pieces, "\n") {
		lines = append(lines, fam.wrapPieces(para, width)...)
	}
	return lines
}

func oneWeight(pieces []Piece) bool {
	for _, p := range pieces {
		if p.Bold != pieces[0].Bold {
			return false
		}
	}
	return true
}

// splitPieces splits pieces at every sep, as strings.Split splits text.
func splitPieces(pieces []Piece, sep string) [][]Piece {
	out := [][]Piece{nil}
	for _, p := range pieces {
		for i, part := range strings.Split(p.Text, sep) {
			if i > 0 {
				out = append(out, nil)
			}
			if part != "" {
				out[len(out)-1] = append(out[len(out)-1], Piece{part, p.Bold})
			}
		}
	}
	return out
}

// wrapPieces wraps one paragraph of pieces: its words are the runs of
// pieces between spaces, each as wide as its pieces shaped.
func (fam Family) wrapPieces(para []Piece, width float64) []*Line {
	words := splitPieces(para, " ")
	var lines []*Line
	var cur [][]Piece
	w := 0.0
	flush := func() {
		lines = append(lines, fam.joinWords(cur))
		cur, w = nil, 0
	}
	for _, word := range words {
		ww, fits := 0.0, true
		if len(word) == 1 {
			ww, fits = fam.measure(word[0].Text, word[0].Bold, width)
		} else {
			for _, p := range word {
				ww += fam.Shape(p.Text, p.Bold).Width
			}
			fits = ww <= width
		}
		space := 0.0
		if len(cur) > 0 && len(word) > 0 {
			space = fam.Shape(" ", word[0].Bold).Width
		}
		if len(cur) > 0 && (!fits || w+space+ww > width) {
			flush()
			space = 0
		}
		// A word of one weight longer than a line fills lines of its own,
		// as Wrap's do.
		for len(cur) == 0 && !fits && len(word) == 1 {
			head, rest := fam.splitToFit(word[0].Text, word[0].Bold, width)
			if rest == "" {
				break
			}
			lines = append(lines, fam.Shape(head, word[0].Bold))
			word = []Piece{{rest, word[0].Bold}}
			ww, fits = fam.measure(rest, word[0].Bold, width)
		}
		cur = append(cur, word)
		w += space + ww
	}
	if len(cur) > 0 || len(lines) == 0 {
		flush()
	}
	return lines
}

// joinWords sets a line of words, a space between each two in the weight
// of the word after it: the runs of each weight shaped, side by side.
func (fam Family) joinWords(words [][]Piece) *Line {
	var groups []Piece
	for i, word := range words {
		for j, p := range word {
			if i > 0 && j == 0 {
				p.Text = " " + p.Text
			}
			if k := len(groups) - 1; k >= 0 && groups[k].Bold == p.Bold {
				groups[k].Text += p.Text
				continue
			}
			groups = append(groups, p)
		}
	}
	line := &Line{}
	for _, g := range groups {
		part := fam.Shape(g.Text, g.Bold)
		for _, r := range part.Runs {
			r.Glyphs = append([]Glyph(nil), r.Glyphs...)
			for i := range r.Glyphs {
				r.Glyphs[i].X += line.Width
			}
			line.Runs = append(line.Runs, r)
		}
		line.Text += part.Text
		line.Width += part.Width
	}
	return line
}

// WrapPieces is the default family's WrapPieces.
func WrapPieces(pieces []Piece, width float64) []*Line { return Default.WrapPieces(pieces, width) }

// Balance splits a label into at most n lines of balanced length, at
// its spaces (not its no-break spaces).
func Balance(s string, n int) []string {
	// A no-break space joins two words into one (words.Lang.Bind).
	words := strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) && r != '\u00a0' })
	if len(words) <= 1 || n == 1 {
		return []string{s}
	}
	best, bestLen := []string{s}, len(s)
	for i := 1; i < len(words); i++ {
		a, b := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		if m := max(len(a), len(b)); m < bestLen {
			best, bestLen = []string{a, b}, m
		}
	}
	return best
}
