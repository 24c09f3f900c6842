package typeset

import (
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"

	"github.com/go-text/typesetting/bidi"
	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"
	xbidi "golang.org/x/text/unicode/bidi"
)

// A Line is a line of text shaped and laid out for display, at a size of
// one em: every length is in ems and scales with the font size. A Line is
// never changed once made and may be shared.
type Line struct {
	Text  string  // the text shown, in logical order
	Runs  []Run   // left to right as displayed
	Width float64 // the advance of the whole line

	// Source is the text the line stands for when it shows less than
	// that (a name cut short with an ellipsis); the PDF gives it as the
	// line's text, so that the whole name stays searchable.
	Source string

	base Face // its family's regular font, whose extent it takes at least
}

// A Run is a part of a line set in one font and one direction.
type Run struct {
	Face   Face
	Glyphs []Glyph // left to right as displayed
	Text   string  // the characters the run shows, in logical order
	RTL    bool    // a right-to-left run (its glyphs are already in display order)

	// Replaced marks the code points printed in place of characters of a
	// script no embedded font has: Text holds those characters.
	Replaced bool
}

// A Glyph is a glyph of a font placed on a line.
type Glyph struct {
	ID   font.GID
	X, Y float64 // its origin from the line's start on the baseline, y up
	// Advance is the font's own advance width of the glyph (the PDF
	// advances by it within a string), not the shaped one.
	Advance float64
	// Rune is the single character the glyph stands for on its own, in
	// this font (a cluster of one character shaped to its nominal glyph),
	// or -1 for a glyph made of several characters or not in the cmap.
	Rune rune
}

// Shape sets one line of text (no line breaks) in the sans font, regular
// or bold, falling back to the other embedded fonts by script.
func Shape(text string, bold bool) *Line { return Default.Shape(text, bold) }

// A Family is the pair of fonts text is set in, regular and bold; the
// embedded fonts set what they lack. The zero Family is Default.
type Family struct{ Regular, Bold Face }

// Default is the sans font, Liberation Sans.
var Default = Family{Sans, SansBold}

func (fam Family) orDefault() Family {
	if fam == (Family{}) {
		return Default
	}
	return fam
}

// styled is the family's font of the weight.
func (fam Family) styled(bold bool) Face {
	if bold {
		return fam.Bold
	}
	return fam.Regular
}

// Shape sets one line of text (no line breaks) in the family's font,
// regular or bold, falling back to the embedded fonts by script.
func (fam Family) Shape(text string, bold bool) *Line {
	fam = fam.orDefault()
	return lineCache.get(lineKey{text, bold, fam}, func() *Line {
		return withShaper(func(s *shaper) *Line { return s.line(text, fam, bold) })
	})
}

// The lines of articles repeat (figures, units, names), and a plot
// measures each label several times before drawing it: shaped lines are
// kept, up to maxCachedLines of them and maxCachedBytes of text and
// glyphs in all (a line's weight, lineWeight), so that shaping a few
// long texts never holds gigabytes.
const (
	maxCachedLines = 20000
	maxCachedBytes = 32 << 20
)

type lineKey struct {
	text string
	bold bool
	fam  Family
}

var lineCache = newWeighedCache(maxCachedLines, maxCachedBytes, lineWeight)

// lineWeight is about the bytes a kept line holds: its text and its
// glyphs (a glyph takes 40 bytes), and a little for the rest.
func lineWeight(k lineKey, l *Line) int {
	w := 128 + len(k.text) + len(l.Text) + len(l.Source)
	for _, r := range l.Runs {
		w += 64 + len(r.Text) + 40*len(r.Glyphs)
	}
	return w
}

// shapedBytes counts the bytes of text shaped (not found in the cache),
// for tests that check how much work a layout takes.
var shapedBytes atomic.Int64

// shaper holds what shaping needs and must not share between goroutines.
type shaper struct {
	hb    shaping.HarfbuzzShaper
	faces []*font.Face // by Face, made as they are first used
	para  bidi.Paragraph
}

var shapers = sync.Pool{New: func() any { return &shaper{} }}

// face is the shaper's own font.Face of f.
func (s *shaper) face(f Face) *font.Face {
	if int(f) >= len(s.faces) {
		s.faces = append(s.faces, make([]*font.Face, int(f)+1-len(s.faces))...)
	}
	if s.faces[f] == nil {
		s.faces[f] = font.NewFace(f.info().font)
	}
	return s.faces[f]
}

// item is a stretch of a line's characters shaped together.
type item struct {
	start, end int // rune indices
	face       Face
	script     language.Script
	level      bidi.Level
	replaced   bool
}

func (s *shaper) line(text string, fam Family, bold bool) *Line {
	shapedBytes.Add(int64(len(text)))
	runes := []rune(text)
	for i, r := range runes {
		if unicode.IsControl(r) {
			runes[i] = ' ' // a tab or a stray control character is a space
		}
	}
	l := &Line{Text: text, base: fam.Regular}
	if len(runes) == 0 {
		return l
	}
	items := s.items(runes, fam, bold)
	pen := 0.0
	for _, it := range visualOrder(items) {
		run := s.shapeItem(runes, it, pen)
		pen += run.advance
		l.Runs = append(l.Runs, run.Run)
	}
	l.Width = pen
	return l
}

// items splits a line into runs of one bidi level, one font and one
// script, in logical order.
func (s *shaper) items(runes []rune, fam Family, bold bool) []item {
	var items []item
	for _, br := range s.levelRuns(runes) {
		for j := br.Start; j < br.End; j++ {
			r := runes[j]
			var cur *item
			if k := len(items) - 1; k >= 0 && items[k].end == j && items[k].level == br.Level {
				cur = &items[k]
			}
			face, script, ok := faceFor(r, fam, bold)
			switch {
			case cur != nil && joinsPrevious(r, cur.face, cur.replaced):
				cur.end++
				continue
			case !ok && defaultIgnorable(r):
				// Invisible: the shaper hides it in any font.
				face, ok = fam.styled(bold), true
			case !ok:
				if cur != nil && cur.replaced {
					cur.end++
					continue
				}
				items = append(items, item{start: j, end: j + 1, face: fam.styled(bold), level: br.Level, replaced: true})
				continue
			case cur != nil && !cur.replaced && cur.face == face && (script == cur.script || neutral(script) || neutral(cur.script)):
				cur.end++
				if neutral(cur.script) {
					cur.script = script
				}
				continue
			}
			items = append(items, item{start: j, end: j + 1, face: face, script: script, level: br.Level})
		}
	}
	for i := range items {
		if neutral(items[i].script) {
			items[i].script = language.Latin
		}
	}
	return items
}

// levelRuns splits a line into runs of one bidi embedding level, in
// logical order, the line's own direction left to right.
//
// go-text's bidi.Paragraph resolves every character's level but joins
// neighbouring runs of the same direction into one, with the level of its
// first character: a number after a right-to-left word (level 2: "דיסק
// 0.558", which reads "0.558 קסיד") and the left-to-right text after it
// (level 0: " ms") come as one run. In a left-to-right line without
// explicit embeddings, the only such level-2 stretch is a number that
// follows right-to-left text (rule W7 leaves its digits European numbers,
// rule I1 raises them two levels): it is split off here, by its
// characters' bidi classes (x/text's tables), so that rule L2 places it.
func (s *shaper) levelRuns(runes []rune) []bidi.Run {
	levels := s.para.Segment(runes, bidi.LeftToRight)
	var out []bidi.Run
	for i := range levels.NumRuns() {
		r := levels.Run(i)
		if i > 0 && r.Level >= 2 && r.Level%2 == 0 && !levels.Run(i-1).IsLeftToRight() {
			if n := numberPrefix(runes[r.Start:r.End]); n > 0 && n < r.End-r.Start {
				out = append(out, bidi.Run{Start: r.Start, End: r.Start + n, Level: r.Level})
				r = bidi.Run{Start: r.Start + n, End: r.End, Level: r.Level - 2}
			}
		}
		out = append(out, r)
	}
	return out
}

// numberPrefix is the length of the number that starts rs, as the bidi
// algorithm's weak rules join it (W4, W5): digits, a single separator
// between two digits, terminators (%, °) beside them, marks on them.
func numberPrefix(rs []rune) int {
	class := func(i int) xbidi.Class {
		if i >= len(rs) {
			return xbidi.ON
		}
		p, _ := xbidi.LookupRune(rs[i])
		return p.Class()
	}
	digit := func(i int) bool { c := class(i); return c == xbidi.EN || c == xbidi.AN }
	end := 0
	for i := 0; i < len(rs); i++ {
		switch c := class(i); {
		case digit(i), c == xbidi.NSM && end == i && i > 0:
			end = i + 1
		case c == xbidi.ET:
			j := i
			for class(j) == xbidi.ET {
				j++
			}
			if end != i && !digit(j) {
				return end
			}
			if end == i {
				end = j
			}
			i = j - 1
		case (c == xbidi.ES || c == xbidi.CS) && end == i && digit(i+1):
		default:
			return end
		}
	}
	return end
}

func (f Face) styled(bold bool) Face {
	if bold {
		return f.Bold()
	}
	return f
}

func neutral(s language.Script) bool {
	return s == language.Common || s == language.Inherited || s == language.Unknown || s == 0
}

// faceFor chooses the font for a character: a theme's family where it
// has it, else Devanagari's own font for its script, else the sans font,
// else any embedded font that has it. ok is false where none has it.
func faceFor(r rune, fam Family, bold bool) (Face, language.Script, bool) {
	script := language.LookupScript(r)
	if fam != Default && fam.styled(bold).has(r) {
		return fam.styled(bold), script, true
	}
	if isDevanagari(r) && Devanagari.has(r) {
		return Devanagari.styled(bold), language.Devanagari, true
	}
	if Sans.has(r) {
		return Sans.styled(bold), script, true
	}
	if Devanagari.has(r) {
		return Devanagari.styled(bold), script, true
	}
	return 0, script, false
}

func isDevanagari(r rune) bool {
	return r >= 0x0900 && r <= 0x097F || r >= 0xA8E0 && r <= 0xA8FF || r >= 0x1CD0 && r <= 0x1CFF
}

// joinsPrevious reports whether r is shaped with the characters before it
// whatever its font: an invisible formatting character (a zero-width
// joiner or non-joiner, which Devanagari uses to choose a half form, a
// variation selector) or a combining mark that the previous run's font
// has (or that follows characters printed as code points).
func joinsPrevious(r rune, prev Face, replaced bool) bool {
	if defaultIgnorable(r) {
		return true
	}
	if unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) {
		return replaced || prev.has(r)
	}
	return false
}

func defaultIgnorable(r rune) bool {
	switch {
	case r == 0x00AD, r == 0x034F, r == 0x061C, r == 0xFEFF:
	case r >= 0x200B && r <= 0x200F, r >= 0x202A && r <= 0x202E, r >= 0x2060 && r <= 0x206F:
	case r >= 0xFE00 && r <= 0xFE0F, r >= 0xE0100 && r <= 0xE01EF:
	default:
		return false
	}
	return true
}

// visualOrder reorders a line's items for display, by rule L2 of the
// bidirectional algorithm: from the highest level down to the lowest odd
// one, every sequence of items at that level or higher is reversed.
func visualOrder(items []item) []item {
	out := append([]item(nil), items...)
	var highest, lowestOdd bidi.Level = 0, 127
	for _, it := range out {
		highest = max(highest, it.level)
		if it.level%2 == 1 {
			lowestOdd = min(lowestOdd, it.level)
		}
	}
	for lvl := highest; lvl >= lowestOdd && lvl > 0; lvl-- {
		for i := 0; i < len(out); {
			if out[i].level < lvl {
				i++
				continue
			}
			j := i
			for j < len(out) && out[j].level >= lvl {
				j++
			}
			for a, b := i, j-1; a < b; a, b = a+1, b-1 {
				out[a], out[b] = out[b], out[a]
			}
			i = j
		}
	}
	return out
}

type shapedRun struct {
	Run
	advance float64
}

// shapeItem shapes one item with its glyphs placed from pen onwards.
// Characters no font has are shaped as their code points in the sans
// font; so is an item whose font still gave a missing glyph.
func (s *shaper) shapeItem(runes []rune, it item, pen float64) shapedRun {
	text := string(runes[it.start:it.end])
	if !it.replaced {
		if run, ok := s.shapeRunes(runes, it.start, it.end, it, pen); ok {
			run.Text = text
			return run
		}
	}
	codes := []rune(codePoints(runes[it.start:it.end]))
	run, _ := s.shapeRunes(codes, 0, len(codes), item{face: it.face, script: language.Latin}, pen)
	run.Text, run.Replaced = text, true
	return run
}

// codePoints writes characters as their code points in brackets, which
// keep two names apart as their characters would: "[U+4E2D U+6587]".
func codePoints(rs []rune) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, r := range rs {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "U+%04X", r)
	}
	b.WriteByte(']')
	return b.String()
}

// shapeRunes shapes text[start:end] in the item's font, script and
// direction; ok is false if the font lacked a glyph.
func (s *shaper) shapeRunes(text []rune, start, end int, it item, pen float64) (shapedRun, bool) {
	info := it.face.info()
	face := s.face(it.face)
	dir := di.DirectionLTR
	rtl := it.level%2 == 1 && !it.replaced
	if rtl {
		dir = di.DirectionRTL
	}
	in := shaping.Input{
		Text: text, RunStart: start, RunEnd: end,
		Direction: dir, Face: face,
		Size:   fixed.I(int(info.upem)), // in font units, exactly
		Script: it.script,
	}
	if it.script == language.Devanagari {
		in.Language = language.NewLanguage("hi")
	}
	out := s.hb.Shape(in)
	run := shapedRun{Run: Run{Face: it.face, RTL: rtl}}
	x := 0.0
	for _, g := range out.Glyphs {
		if g.GlyphID == 0 {
			return shapedRun{}, false
		}
		unit := func(v fixed.Int26_6) float64 { return float64(v) / 64 / info.upem }
		glyph := Glyph{ID: g.GlyphID, X: pen + x + unit(g.XOffset), Y: unit(g.YOffset), Rune: -1}
		if g.GlyphID != font.EmptyGlyph {
			glyph.Advance = float64(face.HorizontalAdvance(g.GlyphID)) / info.upem
		}
		if g.RunesCount() == 1 && g.GlyphsCount() == 1 {
			if r := text[g.TextIndex()]; info.cmap[r] == uint16(g.GlyphID) {
				glyph.Rune = r
			}
		}
		run.Glyphs = append(run.Glyphs, glyph)
		x += unit(g.Advance)
	}
	run.advance = x
	return run, true
}
