package typeset

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"io"
	"math"
	"strings"
	"testing"
	"unicode"

	"codeberg.org/go-fonts/liberation/liberationsansregular"
	"github.com/go-text/typesetting/font"
	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// spelt is what a run's glyphs spell where each stands for one character.
func spelt(r Run) string {
	var b strings.Builder
	for _, g := range r.Glyphs {
		if g.Rune >= 0 {
			b.WriteRune(g.Rune)
		}
	}
	return b.String()
}

func TestFontFollowsScript(t *testing.T) {
	for _, c := range []struct {
		text     string
		face     Face
		replaced bool
		rtl      bool
		shows    string // what the glyphs spell, where not the text
	}{
		{text: "Straße Łódź ığüşöç İĞ", face: Sans},
		{text: "Αποθήκευση", face: Sans},
		{text: "Хранилище", face: Sans},
		{text: "דיסק", face: Sans, rtl: true},
		{text: "भंडारण", face: Devanagari},
		{text: "中文", face: Sans, replaced: true, shows: "[U+4E2D U+6587]"},
		{text: "ไทย", face: Sans, replaced: true, shows: "[U+0E44 U+0E17 U+0E22]"},
	} {
		l := Shape(c.text, false)
		if len(l.Runs) != 1 {
			t.Errorf("%q: %d runs, want 1", c.text, len(l.Runs))
			continue
		}
		r := l.Runs[0]
		if r.Face != c.face || r.Replaced != c.replaced || r.RTL != c.rtl || r.Text != c.text {
			t.Errorf("%q: run in %v, replaced %v, right to left %v, text %q; want %v, %v, %v", c.text, r.Face, r.Replaced, r.RTL, r.Text, c.face, c.replaced, c.rtl)
		}
		for _, g := range r.Glyphs {
			if g.ID == 0 {
				t.Errorf("%q: a missing glyph (.notdef) is drawn", c.text)
			}
		}
		if c.shows != "" && spelt(r) != c.shows {
			t.Errorf("%q shows %q, want %q", c.text, spelt(r), c.shows)
		}
		if c.face == Sans && !c.replaced && !c.rtl && spelt(r) != c.text {
			t.Errorf("%q: glyphs spell %q", c.text, spelt(r))
		}
		if b := Shape(c.text, true); b.Runs[0].Face != c.face.Bold() {
			t.Errorf("%q in bold: run in %v", c.text, b.Runs[0].Face)
		}
	}
}

// A Devanagari vowel sign ि is written after its consonant and shown
// before it; the shaper reorders it and the line keeps the text.
func TestDevanagariVowelSignGoesBeforeItsConsonant(t *testing.T) {
	l := Shape("सि", false)
	r := l.Runs[0]
	sa, _ := font.NewFace(Devanagari.info().font).NominalGlyph('स')
	if len(r.Glyphs) != 2 || r.Glyphs[1].ID != sa || r.Glyphs[0].X >= r.Glyphs[1].X {
		t.Errorf("सि: glyphs %+v, want the vowel sign, then स (glyph %d)", r.Glyphs, sa)
	}
}

// Bidi: a Hebrew name with a number inside a left-to-right line reads
// right to left, the number staying after the first Hebrew word (rule L2
// of the Unicode bidirectional algorithm).
func TestRightToLeftRunsInDisplayOrder(t *testing.T) {
	l := Shape("Disk דיסק 2 ישן end", false)
	var got []string
	x := -1.0
	for _, r := range l.Runs {
		got = append(got, r.Text)
		if len(r.Glyphs) > 0 {
			if r.Glyphs[0].X < x {
				t.Errorf("run %q starts left of the one before", r.Text)
			}
			x = r.Glyphs[0].X
		}
	}
	want := []string{"Disk ", " ישן", "2", "דיסק ", " end"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("runs left to right %q, want %q", got, want)
	}
}

func TestWrapFitsTheWidthAndKeepsEveryWord(t *testing.T) {
	text := "Storage benchmark results with a name like superlongwordwithoutanyspacesatallthatmustbreak and भंडारण प्रदर्शन की तुलना " +
		strings.Repeat("प्रदर्शनक्षमतासिस्टमत्रुटि", 3)
	for _, width := range []float64{4, 10, 25} {
		lines := Wrap(text, false, width)
		var joined strings.Builder
		for i, l := range lines {
			if l.Width > width+1e-3 {
				t.Errorf("width %v: line %q is %v wide", width, l.Text, l.Width)
			}
			first, _ := firstRune(l.Text)
			if i > 0 && (unicode.In(first, unicode.Mn, unicode.Mc) || first == 0x200D) {
				t.Errorf("width %v: line %q starts inside a cluster", width, l.Text)
			}
			if strings.HasSuffix(l.Text, "\u094D") {
				t.Errorf("width %v: line %q ends inside a conjunct", width, l.Text)
			}
			joined.WriteString(l.Text)
		}
		if strings.ReplaceAll(joined.String(), " ", "") != strings.ReplaceAll(text, " ", "") {
			t.Errorf("width %v: lines %q lose or add text", width, joined.String())
		}
	}
}

func firstRune(s string) (rune, bool) {
	for _, r := range s {
		return r, true
	}
	return 0, false
}

func TestTruncateAndWrapLinesKeepTheWholeText(t *testing.T) {
	name := strings.TrimSpace(strings.Repeat("Array of NVMe drives ", 25)) + " end"
	l := Truncate(name, true, 12)
	if l.Width > 12 || !strings.HasSuffix(l.Text, ellipsis) || l.Source != name {
		t.Errorf("Truncate: %q, %v wide, source %q", l.Text, l.Width, l.Source)
	}
	if s := Truncate("short", true, 12); s.Source != "" || s.Text != "short" {
		t.Errorf("Truncate cut a text that fits: %+v", s)
	}
	lines, cut := WrapLines(name, true, 12, 3, "")
	if len(lines) != 3 || !cut {
		t.Fatalf("WrapLines: %d lines, want 3", len(lines))
	}
	whole := lines[0].Text + " " + lines[1].Text + " " + lines[2].Source
	if whole != name {
		t.Errorf("the lines' text is %q, want the whole name", whole)
	}
	for _, l := range lines {
		if l.Width > 12 {
			t.Errorf("line %q is %v wide", l.Text, l.Width)
		}
	}
	marked, _ := WrapLines(name, true, 12, 3, "²")
	if last := marked[2]; !strings.HasSuffix(last.Text, ellipsis+"²") || last.Width > 12 || last.Source != lines[2].Source {
		t.Errorf("WrapLines with a mark: last line %q, %v wide, source %q", last.Text, last.Width, last.Source)
	}
}

// The fonts written into PDFs reach every glyph through a private-use
// code, and every character of the original through its own code.
func TestPDFFontsNameEveryGlyph(t *testing.T) {
	for f := range numFaces {
		data, err := f.info().pdf()
		if err != nil {
			t.Fatalf("%v: %v", f, err)
		}
		derived, err := font.ParseTTF(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%v: the derived font does not parse: %v", f, err)
		}
		orig := font.NewFace(f.info().font)
		tables, err := sfntTables(f.info().ttf)
		if err != nil {
			t.Fatal(err)
		}
		n := int(tables["maxp"][4])<<8 | int(tables["maxp"][5])
		for g := range n {
			if got, ok := derived.NominalGlyph(puaBase + rune(g)); !ok || int(got) != g {
				t.Fatalf("%v: U+%04X gives glyph %d, want %d", f, puaBase+g, got, g)
			}
		}
		for r, g := range f.info().cmap {
			if r > 0xFFFF || isPUA(r, n) {
				continue
			}
			if got, _ := derived.NominalGlyph(r); got != font.GID(g) {
				t.Errorf("%v: %U gives glyph %d, want %d", f, r, got, g)
			}
		}
		if derived.Upem() != orig.Upem() {
			t.Errorf("%v: units per em %d, want %d", f, derived.Upem(), orig.Upem())
		}
	}
}

func TestTruncateMiddleKeepsBothEnds(t *testing.T) {
	for _, text := range []string{
		"Ceph RBD pool " + strings.Repeat("über NVMe-oF ", 10) + "cluster A",
		"प्रदर्शन " + strings.Repeat("क्षमता ", 10) + "हिन्दी",
	} {
		l := TruncateMiddle(text, false, 12)
		head, tail, ok := strings.Cut(l.Text, ellipsis)
		if !ok || l.Width > 12 || l.Source != text || !strings.HasPrefix(text, head) || !strings.HasSuffix(text, tail) || head == "" || tail == "" {
			t.Errorf("%q: %q, %v wide, source %q", text, l.Text, l.Width, l.Source)
		}
		if r, _ := firstRune(tail); unicode.In(r, unicode.Mn, unicode.Mc) {
			t.Errorf("%q: the end %q starts inside a cluster", text, tail)
		}
	}
	if l := TruncateMiddle("short", false, 12); l.Text != "short" || l.Source != "" {
		t.Errorf("TruncateMiddle cut a text that fits: %+v", l)
	}
}

// A WOFF file holds each table of the font as it was, compressed or not,
// with the checksum of the font's own table directory; its header gives
// its length and the size of the font it unpacks to.
func TestWOFFHoldsTheFontsTables(t *testing.T) {
	be := binary.BigEndian
	for f := range numFaces {
		ttf, w := f.TTF(), f.WOFF()
		if string(w[:4]) != "wOFF" || !bytes.Equal(w[4:8], ttf[:4]) || int(be.Uint32(w[8:])) != len(w) || len(w)%4 != 0 {
			t.Fatalf("%v: header % x, %d bytes", f, w[:12], len(w))
		}
		n := int(be.Uint16(ttf[4:]))
		if int(be.Uint16(w[12:])) != n {
			t.Fatalf("%v: %d tables, the font has %d", f, be.Uint16(w[12:]), n)
		}
		sfntSize := 12 + 16*n
		for i := range n {
			rec := ttf[12+16*i:] // the font's own directory entry
			tag, sum, off, size := string(rec[:4]), be.Uint32(rec[4:]), be.Uint32(rec[8:]), be.Uint32(rec[12:])
			sfntSize += int(size+3) &^ 3
			var entry []byte
			for j := range n {
				if e := w[44+20*j:]; string(e[:4]) == tag {
					entry = e
				}
			}
			if entry == nil {
				t.Fatalf("%v: no table %q", f, tag)
			}
			at, stored, orig := be.Uint32(entry[4:]), be.Uint32(entry[8:]), be.Uint32(entry[12:])
			data := w[at : at+stored]
			if stored < orig {
				zr, err := zlib.NewReader(bytes.NewReader(data))
				if err != nil {
					t.Fatalf("%v %q: %v", f, tag, err)
				}
				if data, err = io.ReadAll(zr); err != nil {
					t.Fatalf("%v %q: %v", f, tag, err)
				}
			}
			if !bytes.Equal(data, ttf[off:off+size]) || orig != size || be.Uint32(entry[16:]) != sum {
				t.Errorf("%v: table %q differs from the font's (%d bytes of %d, checksum %#x of %#x)", f, tag, len(data), size, be.Uint32(entry[16:]), sum)
			}
		}
		if got := int(be.Uint32(w[16:])); got != sfntSize {
			t.Errorf("%v: totalSfntSize %d, want %d", f, got, sfntSize)
		}
		if len(w) >= len(ttf) {
			t.Errorf("%v: WOFF of %d bytes, the font %d", f, len(w), len(ttf))
		}
	}
}

// A line takes the room of the fonts it is set in, as x/image's own
// parser reads their ascent and descent from the font files: a line of
// Latin letters the sans font's, a line with Devanagari the larger of
// both fonts' (Noto Sans Devanagari reaches deeper below the baseline).
func TestLineExtentIsItsFontsRoom(t *testing.T) {
	room := func(ttf []byte) (ascent, descent float64) {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		upem := f.UnitsPerEm()
		m, err := f.Metrics(nil, fixed.I(int(upem)), xfont.HintingNone)
		if err != nil {
			t.Fatal(err)
		}
		return float64(m.Ascent) / 64 / float64(upem), float64(m.Descent) / 64 / float64(upem)
	}
	sansA, sansD := room(liberationsansregular.TTF)
	devA, devD := room(notoDevanagariRegular)
	if devD <= sansD {
		t.Fatalf("Noto Sans Devanagari's descent %v is no deeper than Liberation Sans's %v", devD, sansD)
	}
	for _, c := range []struct {
		text            string
		ascent, descent float64
	}{
		{"Queue depth (µs)", sansA, sansD},
		{"Łódź İĞ", sansA, sansD},
		{"", sansA, sansD},
		{"क्यू डेप्थ", max(sansA, devA), devD},
		{"IOPS (वलय: मोड़ बिंदु)", max(sansA, devA), devD},
	} {
		for _, bold := range []bool{false, true} {
			a, d := Shape(c.text, bold).Extent()
			if math.Abs(a-c.ascent) > 1e-9 || math.Abs(d-c.descent) > 1e-9 {
				t.Errorf("%q bold %v: room %v above, %v below; the fonts take %v, %v", c.text, bold, a, d, c.ascent, c.descent)
			}
		}
	}
}

// TestWrapPieces: text in one weight wraps as Wrap wraps it; text whose
// words differ in weight keeps every character, in order, each word in
// its own weight, on lines no wider than asked, with the same breaks as
// the text would get in one weight where the weights' widths agree.
func TestWrapPieces(t *testing.T) {
	text := "Linux io_uring did 2,491,000 IOPS in 4K random reads, against Windows's native engine"
	one := WrapPieces([]Piece{{Text: text[:20]}, {Text: text[20:]}}, 20)
	want := Wrap(text, false, 20)
	if len(one) != len(want) {
		t.Fatalf("%d lines, Wrap gives %d", len(one), len(want))
	}
	for i := range want {
		if one[i] != want[i] && one[i].Text != want[i].Text {
			t.Errorf("line %d: %q, Wrap's %q", i, one[i].Text, want[i].Text)
		}
	}
	mixed := []Piece{{Text: "Linux "}, {Text: "io_uring did 2,491,000 IOPS", Bold: true}, {Text: " in 4K random reads,\nagainst Windows's native engine"}}
	lines := WrapPieces(mixed, 15)
	var got []string
	for _, l := range lines {
		if l.Width > 15+1e-9 {
			t.Errorf("%q is %.2f ems wide, more than 15", l.Text, l.Width)
		}
		x := -1.0
		for _, r := range l.Runs {
			bold := strings.Contains("io_uring did 2,491,000 IOPS", strings.TrimSpace(r.Text)) && strings.TrimSpace(r.Text) != ""
			if r.Face.IsBold() != bold {
				t.Errorf("run %q of %q: bold %v, want %v", r.Text, l.Text, r.Face.IsBold(), bold)
			}
			for _, g := range r.Glyphs {
				if g.X < x {
					t.Errorf("%q: glyphs go back at run %q", l.Text, r.Text)
				}
				x = g.X
			}
		}
		got = append(got, l.Text)
	}
	if strings.Join(got, " ") != "Linux io_uring did 2,491,000 IOPS in 4K random reads, against Windows's native engine" {
		t.Errorf("lines %q lose or reorder text", got)
	}
	if len(lines) < 3 {
		t.Errorf("%d lines for 85 characters 15 ems wide", len(lines))
	}
}

// TestWrapPiecesBreaksALongWord: a word wider than a line, among words of
// another weight, fills lines of its own as Wrap's do, none past the
// width.
func TestWrapPiecesBreaksALongWord(t *testing.T) {
	hash := strings.Repeat("0123456789abcdef", 8)
	lines := WrapPieces([]Piece{{Text: "Bold", Bold: true}, {Text: " then a long hash: " + hash + " end."}}, 20)
	var all []string
	for _, l := range lines {
		if l.Width > 20+1e-9 {
			t.Errorf("%q is %.2f ems wide, more than 20", l.Text, l.Width)
		}
		all = append(all, l.Text)
	}
	if got := strings.Join(all, ""); !strings.Contains(strings.ReplaceAll(got, " ", ""), hash) {
		t.Errorf("lines %q lose the hash", all)
	}
}
