// Package typeset sets text for the formats whose glyphs iopress draws
// itself, the PDF and the PNG images, in fonts embedded in the binary, so
// that an article looks the same on every system and prints every
// language whose script it has a font for.
//
// Text is shaped with go-text's port of HarfBuzz (conjuncts, vowel signs
// placed before their consonant, marks over their base, kerning), ordered
// for display with the Unicode bidirectional algorithm (a Hebrew name
// reads right to left inside a left-to-right line), and set in the first
// embedded font that has the script: Liberation Sans (Latin with its
// diacritics, Greek, Cyrillic, Hebrew) or Noto Sans Devanagari. A
// character of a script no embedded font has (Chinese, Japanese, Korean,
// Thai, Arabic...) is never drawn with a wrong glyph: it prints as its
// code point in brackets, "[U+4E2D U+6587]", in the sans font, so names
// stay apart; the PDF's text layer keeps the original characters.
//
// The fonts are under the SIL Open Font License 1.1 (fonts/OFL-*.txt).
package typeset

import (
	"bytes"
	_ "embed"
	"fmt"
	"sync"

	"codeberg.org/go-fonts/liberation/liberationsansbold"
	"codeberg.org/go-fonts/liberation/liberationsansregular"
	"github.com/go-text/typesetting/font"
)

// Face is one of the embedded fonts.
type Face uint8

const (
	Sans Face = iota
	SansBold
	Devanagari
	DevanagariBold
	numFaces
)

// Noto Sans Devanagari, from Debian's fonts-noto-core 20201225-1
// (fonts/README.md).
var (
	//go:embed fonts/NotoSansDevanagari-Regular.ttf
	notoDevanagariRegular []byte
	//go:embed fonts/NotoSansDevanagari-Bold.ttf
	notoDevanagariBold []byte
)

// faceInfo is an embedded font, parsed once and shared: a *font.Font is
// safe for concurrent use (a *font.Face is not; each shaper has its own).
type faceInfo struct {
	name string // the font's name, for messages and the HTML's @font-face
	ttf  []byte
	font *font.Font
	upem float64
	cmap map[rune]uint16 // the font's characters and their glyphs
	// The room a line set in the font takes, in ems (hhea): its height
	// above the baseline and depth below it (both positive), and the
	// gap the font asks for between lines.
	ascent, descent, gap float64
}

var faces = sync.OnceValue(func() [numFaces]*faceInfo {
	var out [numFaces]*faceInfo
	for i, f := range []struct {
		name string
		ttf  []byte
	}{
		Sans:           {"Liberation Sans", liberationsansregular.TTF},
		SansBold:       {"Liberation Sans Bold", liberationsansbold.TTF},
		Devanagari:     {"Noto Sans Devanagari", notoDevanagariRegular},
		DevanagariBold: {"Noto Sans Devanagari Bold", notoDevanagariBold},
	} {
		face, err := font.ParseTTF(bytes.NewReader(f.ttf))
		if err != nil {
			// The fonts are part of the binary and tested: this is a
			// broken build, not bad input.
			panic(fmt.Sprintf("typeset: embedded font %s: %v", f.name, err))
		}
		cmap := map[rune]uint16{}
		for it := face.Cmap.Iter(); it.Next(); {
			r, g := it.Char()
			cmap[r] = uint16(g)
		}
		upem := float64(face.Upem())
		e, _ := face.FontHExtents()
		out[i] = &faceInfo{name: f.name, ttf: f.ttf, font: face.Font, upem: upem, cmap: cmap,
			ascent: float64(e.Ascender) / upem, descent: -float64(e.Descender) / upem, gap: float64(e.LineGap) / upem}
	}
	return out
})

func (f Face) info() *faceInfo { return faces()[f] }

// Bold is the bold face of f's family.
func (f Face) Bold() Face {
	if f == Sans || f == Devanagari {
		return f + 1
	}
	return f
}

// IsBold reports whether f is a bold face.
func (f Face) IsBold() bool { return f == SansBold || f == DevanagariBold }

// String is the font's name.
func (f Face) String() string { return f.info().name }

// TTF is the font file's bytes, as embedded.
func (f Face) TTF() []byte { return f.info().ttf }

// has reports whether the font has a glyph for r.
func (f Face) has(r rune) bool {
	_, ok := f.info().cmap[r]
	return ok
}

// Extent is the room a line takes above and below its baseline, in ems:
// the largest ascent and descent of the fonts its runs are set in, the
// sans font's for an empty line. Noto Sans Devanagari reaches almost
// twice as deep below the baseline as Liberation Sans (its vowel signs
// hang under the letters), so a line with Devanagari needs more room
// than one of Latin letters at the same size.
func (l *Line) Extent() (ascent, descent float64) {
	ascent, descent = Sans.info().ascent, Sans.info().descent
	for _, r := range l.Runs {
		ascent, descent = max(ascent, r.Face.info().ascent), max(descent, r.Face.info().descent)
	}
	return ascent, descent
}
