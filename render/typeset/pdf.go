package typeset

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"unicode/utf16"

	"github.com/go-text/typesetting/font"
	"github.com/jung-kurt/gofpdf"
)

// PDF writes set lines into a github.com/jung-kurt/gofpdf document as
// text that a reader can select, search and copy.
//
// gofpdf maps characters to glyphs itself, through a font's cmap, and so
// cannot show a shaped glyph that no character names (a Devanagari
// conjunct, a vowel sign's variant). So the fonts it embeds are derived
// ones (pdfFont) whose cmap also gives every glyph a private-use code,
// U+E000 plus its id. Each glyph is written as the character it stands
// for where the shaper gave a character its own glyph (most Latin, Greek,
// Cyrillic), else as its private-use code. gofpdf embeds the font as a
// Type 0 font with a CIDToGIDMap from those codes to the subset's glyphs
// and an identity ToUnicode map, which is right for the former. A run
// whose codes do not spell its text (private-use codes, reordered or
// right-to-left glyphs, code points printed in place of a script no font
// has) is wrapped in a marked-content span whose /ActualText is the text,
// which poppler's pdftotext, Acrobat and other readers give in place of
// the glyphs' codes.
//
// Glyphs go through gofpdf's Text, one call per stretch of glyphs that
// follow each other at the font's own advances; a kerned pair, a mark
// placed on its base or a right-to-left run starts a new one at the
// shaper's position.
type PDF struct {
	pdf   *gofpdf.Fpdf
	added map[Face]bool
}

// NewPDF prepares to write lines into pdf, whose unit must be the point.
func NewPDF(pdf *gofpdf.Fpdf) *PDF { return &PDF{pdf: pdf, added: map[Face]bool{}} }

// pdfFamilies are the family names the embedded fonts take in gofpdf (the
// PDF's BaseFont is "utf8" and the name in lower case); a registered
// font's is IopressFont and the start of its bytes' SHA-256 in hex.
var pdfFamilies = [numFaces]string{"IopressSans", "IopressSansBold", "IopressDevanagari", "IopressDevanagariBold"}

// PDFName is the font's BaseFont in the PDFs it is embedded in, as
// pdffonts lists it.
func (f Face) PDFName() string { return "utf8" + strings.ToLower(f.info().pdfName) }

// family registers a font with the document on its first use.
func (p *PDF) family(f Face) string {
	name := f.info().pdfName
	if !p.added[f] {
		data, err := f.info().pdf()
		if err != nil {
			p.pdf.SetError(fmt.Errorf("font %s: %w", f, err))
			return name
		}
		// A copy for each document: gofpdf pads each table it checksums
		// by appending to a slice of the bytes it is given, which writes
		// into the shared font under documents made at the same time.
		p.pdf.AddUTF8FontFromBytes(name, "", bytes.Clone(data))
		p.added[f] = true
	}
	return name
}

// Bookmark adds an entry to the document's outline: text, at level (0 at
// the top), going to y on the current page. gofpdf writes an entry's
// text as UTF-16 only while a UTF-8 font is current: one of ours is made
// current first.
func (p *PDF) Bookmark(text string, level int, y float64) {
	size, _ := p.pdf.GetFontSize()
	p.pdf.SetFont(p.family(Sans), "", max(size, 1))
	p.pdf.Bookmark(text, level, y)
}

// DrawLine writes a line at size points with the left end of its baseline
// at (x, y) in the document's coordinates (y down), in the current text
// colour.
func (p *PDF) DrawLine(l *Line, size, x, y float64) {
	whole := l.Source != ""
	if whole {
		p.beginActualText(l.Source)
	}
	for _, r := range l.Runs {
		p.drawRun(r, size, x, y, !whole)
	}
	if whole {
		p.pdf.RawWriteStr("EMC")
	}
}

func (p *PDF) drawRun(r Run, size, x, y float64, mark bool) {
	codes, spelt := pdfCodes(r)
	actual := mark && (r.Replaced || spelt != r.Text)
	if r.RTL && spelt == reverse(r.Text) {
		actual = false
	}
	if actual {
		p.beginActualText(r.Text)
	}
	p.pdf.SetFont(p.family(r.Face), "", size)
	var seg []rune
	var sx, sy, next float64
	flush := func() {
		if len(seg) > 0 {
			p.pdf.Text(x+sx*size, y-sy*size, string(seg))
			seg = seg[:0]
		}
	}
	const near = 1e-6 // em
	for i, g := range r.Glyphs {
		if codes[i] < 0 {
			flush()
			continue
		}
		if len(seg) > 0 && (math.Abs(g.X-next) > near || g.Y != sy) {
			flush()
		}
		if len(seg) == 0 {
			sx, sy = g.X, g.Y
		}
		seg = append(seg, codes[i])
		next = g.X + g.Advance
	}
	flush()
	if actual {
		p.pdf.RawWriteStr("EMC")
	}
}

// pdfCodes gives each glyph of a run its code in the derived font (-1 for
// an invisible glyph, which is not written), and the text that the codes
// of real characters spell, in display order.
func pdfCodes(r Run) (codes []rune, spelt string) {
	var b strings.Builder
	codes = make([]rune, len(r.Glyphs))
	for i, g := range r.Glyphs {
		if g.ID == font.EmptyGlyph {
			codes[i] = -1
			continue
		}
		codes[i] = pdfCode(g)
		if codes[i] < puaBase || codes[i] >= puaEnd {
			b.WriteRune(codes[i])
		}
	}
	return codes, b.String()
}

// pdfCode is a glyph's code in the derived font: the character it stands
// for, if that character has a code of its own there, else its
// private-use code.
func pdfCode(g Glyph) rune {
	if r := g.Rune; r > 0 && r <= 0xFFFF && !(r >= puaBase && r < puaEnd) && !(r >= 0xD800 && r <= 0xDFFF) {
		return r
	}
	return puaBase + rune(g.ID)
}

// maxActualText is the most characters a marked-content span gives as
// its text: a name cut short in a footer repeated on every page would
// otherwise write all of a name of a million characters on each.
const maxActualText = 4096

// beginActualText opens a marked-content span whose text is s, or its
// first maxActualText characters.
func (p *PDF) beginActualText(s string) {
	var b strings.Builder
	b.WriteString("/Span <</ActualText <FEFF")
	rs := []rune(s)
	for _, u := range utf16.Encode(rs[:min(len(rs), maxActualText)]) {
		fmt.Fprintf(&b, "%04X", u)
	}
	b.WriteString(">>> BDC")
	p.pdf.RawWriteStr(b.String())
}

func reverse(s string) string {
	rs := []rune(s)
	for a, b := 0, len(rs)-1; a < b; a, b = a+1, b-1 {
		rs[a], rs[b] = rs[b], rs[a]
	}
	return string(rs)
}
