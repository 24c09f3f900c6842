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
// A theme may add TrueType fonts at run time (Register) and set text in a
// Family of them; the embedded fonts set what they lack (Devanagari in
// Noto Sans Devanagari), and the PDF embeds them alike.
//
// The fonts are under the SIL Open Font License 1.1 (fonts/OFL-*.txt).
package typeset

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/binary"
	"fmt"
	"math"
	"sync"
	"sync/atomic"

	"codeberg.org/go-fonts/liberation/liberationsansbold"
	"codeberg.org/go-fonts/liberation/liberationsansregular"
	"github.com/go-text/typesetting/font"
)

// Face is one of the fonts lines are set in: the embedded ones, and those
// registered (Register) for a theme.
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

// faceInfo is a font, parsed once and shared: a *font.Font is safe for
// concurrent use (a *font.Face is not; each shaper has its own).
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
	bold                 bool   // a bold weight (semibold or heavier), by the font's own description
	family               string // its family name, as its name table gives it ("DejaVu Sans")
	generic              string // the CSS generic family it belongs to (genericFamily)
	pdfName              string // its family name in gofpdf
	// The font as written into PDFs (pdfFont) and as WOFF, each made once.
	pdf  func() ([]byte, error)
	woff func() ([]byte, error)
}

// parseFace reads a TrueType font.
func parseFace(name string, ttf []byte) (*faceInfo, error) {
	face, err := font.ParseTTF(bytes.NewReader(ttf))
	if err != nil {
		return nil, err
	}
	cmap := map[rune]uint16{}
	for it := face.Cmap.Iter(); it.Next(); {
		r, g := it.Char()
		cmap[r] = uint16(g)
	}
	upem := float64(face.Upem())
	e, _ := face.FontHExtents()
	info := &faceInfo{name: name, ttf: ttf, font: face.Font, upem: upem, cmap: cmap,
		ascent: float64(e.Ascender) / upem, descent: -float64(e.Descender) / upem, gap: float64(e.LineGap) / upem,
		bold: face.Describe().Aspect.Weight >= font.WeightSemibold, family: face.Describe().Family, generic: genericFamily(ttf)}
	info.pdf = sync.OnceValues(func() ([]byte, error) { return pdfFont(info.ttf, info.cmap) })
	info.woff = sync.OnceValues(func() ([]byte, error) { return woff(info.ttf) })
	return info, nil
}

// embedded parses the fonts built into the binary, once.
var embedded = sync.OnceValue(func() []*faceInfo {
	out := make([]*faceInfo, numFaces)
	for i, f := range []struct {
		name string
		ttf  []byte
	}{
		Sans:           {"Liberation Sans", liberationsansregular.TTF},
		SansBold:       {"Liberation Sans Bold", liberationsansbold.TTF},
		Devanagari:     {"Noto Sans Devanagari", notoDevanagariRegular},
		DevanagariBold: {"Noto Sans Devanagari Bold", notoDevanagariBold},
	} {
		info, err := parseFace(f.name, f.ttf)
		if err != nil {
			// The fonts are part of the binary and tested: this is a
			// broken build, not bad input.
			panic(fmt.Sprintf("typeset: embedded font %s: %v", f.name, err))
		}
		info.pdfName = pdfFamilies[i]
		info.bold = Face(i) == SansBold || Face(i) == DevanagariBold
		out[i] = info
	}
	registry.Store(&out)
	return out
})

// registry holds every font a Face names: the embedded ones, then those
// registered (Register), never removed; it is replaced whole when one is
// added, so that readers need no lock.
var (
	registry   atomic.Pointer[[]*faceInfo]
	registerMu sync.Mutex
	registered = map[[sha256.Size]byte]Face{}
)

func (f Face) info() *faceInfo {
	embedded()
	return (*registry.Load())[f]
}

// Register adds a TrueType font (a theme's) to those lines can be set in,
// named name in messages, and gives its Face; the same bytes registered
// again give the same Face. A file that is not a TrueType font with
// glyph outlines (glyf), which PDFs embed as glyph subsets, is refused.
func Register(name string, ttf []byte) (Face, error) {
	embedded()
	sum := sha256.Sum256(ttf)
	registerMu.Lock()
	defer registerMu.Unlock()
	if f, ok := registered[sum]; ok {
		return f, nil
	}
	if bytes.HasPrefix(ttf, []byte("OTTO")) {
		return 0, fmt.Errorf("an OpenType font with PostScript (CFF) outlines, which PDFs cannot embed as TrueType")
	}
	tables, err := sfntTables(ttf)
	if err != nil {
		return 0, fmt.Errorf("not a TrueType font: %w", err)
	}
	if _, ok := tables["glyf"]; !ok {
		return 0, fmt.Errorf("not a TrueType font with glyph outlines (no glyf table: a font of PostScript outlines, as most .otf files are, or of bitmaps cannot be embedded)")
	}
	info, err := parseFace(name, ttf)
	if err != nil {
		return 0, fmt.Errorf("not a TrueType font: %w", err)
	}
	// Made now, so that a font the PDF or the HTML page cannot carry is
	// refused before an article is written; each is kept.
	if _, err := info.pdf(); err != nil {
		return 0, fmt.Errorf("a TrueType font a PDF cannot embed: %w", err)
	}
	if _, err := info.woff(); err != nil {
		return 0, fmt.Errorf("a TrueType font a web page cannot carry as WOFF: %w", err)
	}
	all := *registry.Load()
	if len(all) > math.MaxUint8 {
		return 0, fmt.Errorf("too many fonts registered (%d)", len(all))
	}
	f := Face(len(all))
	info.pdfName = fmt.Sprintf("IopressFont%X", sum[:6])
	next := append(all[:len(all):len(all)], info)
	registry.Store(&next)
	registered[sum] = f
	return f, nil
}

// FamilyName is the font's family name, as its name table gives it
// ("DejaVu Sans", "Go"): what a web page or an SVG file asks a viewer's
// system for.
func (f Face) FamilyName() string { return f.info().family }

// Generic is the CSS generic family the font belongs to: "monospace",
// "serif" or "sans-serif", for the end of a list of fonts that names it.
func (f Face) Generic() string { return f.info().generic }

// genericFamily is the CSS generic family of a TrueType font, as its
// tables describe it: monospace where the post table says every glyph
// is as wide (or the OS/2 table's PANOSE proportion says monospaced),
// serif where PANOSE says a Latin text face has serifs (a serif style
// of 2 to 10), else sans-serif.
func genericFamily(ttf []byte) string {
	tables, err := sfntTables(ttf)
	if err != nil {
		return "sans-serif"
	}
	if post := tables["post"]; len(post) >= 16 && binary.BigEndian.Uint32(post[12:]) != 0 {
		return "monospace"
	}
	if os2 := tables["OS/2"]; len(os2) >= 42 {
		familyType, serifStyle, proportion := os2[32], os2[33], os2[35]
		switch {
		case familyType == 2 && proportion == 9:
			return "monospace"
		case familyType == 2 && serifStyle >= 2 && serifStyle <= 10:
			return "serif"
		}
	}
	return "sans-serif"
}

// Bold is the bold face of f's family; a registered font is its own.
func (f Face) Bold() Face {
	if f == Sans || f == Devanagari {
		return f + 1
	}
	return f
}

// IsBold reports whether f is a bold face.
func (f Face) IsBold() bool { return f.info().bold }

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
// the largest ascent and descent of the fonts its runs are set in and of
// its family's regular font (the sans font by default). Noto Sans Devanagari reaches almost
// twice as deep below the baseline as Liberation Sans (its vowel signs
// hang under the letters), so a line with Devanagari needs more room
// than one of Latin letters at the same size.
func (l *Line) Extent() (ascent, descent float64) {
	base := l.base.info()
	ascent, descent = base.ascent, base.descent
	for _, r := range l.Runs {
		ascent, descent = max(ascent, r.Face.info().ascent), max(descent, r.Face.info().descent)
	}
	return ascent, descent
}
