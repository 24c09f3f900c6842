package typeset

import (
	"strings"
	"unicode"
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
		ww := fam.Shape(word, bold).Width
		if len(cur) > 0 && w+space+ww > width {
			flush()
		}
		for len(cur) == 0 && ww > width {
			// A word longer than a line fills lines of its own.
			head, rest := fam.splitToFit(word, bold, width)
			lines = append(lines, fam.Shape(head, bold))
			word = rest
			ww = fam.Shape(word, bold).Width
		}
		if word == "" && len(cur) == 0 && len(lines) > 0 {
			continue // the end of a long word filled its last line
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

// splitToFit splits a word at the last place where it may break whose
// head fits width; at least one printing unit goes on the line, however
// narrow.
func (fam Family) splitToFit(word string, bold bool, width float64) (head, rest string) {
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
	l := fam.Shape(text, bold)
	if l.Width <= width {
		return l
	}
	cutAt := func(b int) string { return strings.TrimRight(text[:b], " ") + ellipsis + mark }
	breaks := append([]int{0}, breakPoints(text)...)
	lo, hi := 0, len(breaks)-1
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

const ellipsis = "…"

// TruncateMiddle shapes text to fit width (in ems), cutting it in its
// middle where it is wider, so that its beginning and its end show; the
// line's Source keeps the whole text.
func (fam Family) TruncateMiddle(text string, bold bool, width float64) *Line {
	l := fam.Shape(text, bold)
	if l.Width <= width {
		return l
	}
	breaks := append([]int{0}, breakPoints(text)...)
	cutAt := func(k int) string {
		return strings.TrimRight(text[:breaks[k]], " ") + ellipsis + strings.TrimLeft(text[breaks[len(breaks)-1-k]:], " ")
	}
	lo, hi := 0, (len(breaks)-1)/2 // cutAt(lo) fits (or is the shortest)
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
	lines = fam.Wrap(text, bold, width)
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
		ww := 0.0
		for _, p := range word {
			ww += fam.Shape(p.Text, p.Bold).Width
		}
		space := 0.0
		if len(cur) > 0 && len(word) > 0 {
			space = fam.Shape(" ", word[0].Bold).Width
		}
		if len(cur) > 0 && w+space+ww > width {
			flush()
			space = 0
		}
		// A word of one weight longer than a line fills lines of its own,
		// as Wrap's do.
		for len(cur) == 0 && ww > width && len(word) == 1 {
			head, rest := fam.splitToFit(word[0].Text, word[0].Bold, width)
			if rest == "" {
				break
			}
			lines = append(lines, fam.Shape(head, word[0].Bold))
			word = []Piece{{rest, word[0].Bold}}
			ww = fam.Shape(rest, word[0].Bold).Width
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
