package typeset

import (
	"bytes"
	"encoding/binary"
	"io"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/go-text/typesetting/font"
	"golang.org/x/image/font/gofont/goregular"
)

// readWOFF2 unpacks a WOFF 2.0 file whose tables are stored untransformed
// (as woff2 writes them), by the format's specification: its header, its
// table directory and one Brotli stream of the tables in its order.
func readWOFF2(t *testing.T, w []byte) map[string][]byte {
	t.Helper()
	be := binary.BigEndian
	if len(w) < 48 || string(w[:4]) != "wOF2" || int(be.Uint32(w[8:])) != len(w) || len(w)%4 != 0 {
		t.Fatalf("WOFF 2 header % x, %d bytes", w[:min(len(w), 12)], len(w))
	}
	n := int(be.Uint16(w[12:]))
	compressed := int(be.Uint32(w[20:]))
	at := 48
	base128 := func() int {
		v := 0
		for {
			b := w[at]
			at++
			v = v<<7 | int(b&0x7f)
			if b&0x80 == 0 {
				return v
			}
		}
	}
	type entry struct {
		tag    string
		length int
	}
	var dir []entry
	for range n {
		flags := w[at]
		at++
		tag := ""
		if flags&63 == 63 {
			tag = string(w[at : at+4])
			at += 4
		} else {
			tag = woff2Tags[flags&63]
		}
		transform := flags >> 6
		if (tag == "glyf" || tag == "loca") != (transform == 3) || tag != "glyf" && tag != "loca" && transform != 0 {
			t.Fatalf("table %q stored with transform %d", tag, transform)
		}
		dir = append(dir, entry{tag, base128()})
	}
	stream, err := io.ReadAll(brotli.NewReader(bytes.NewReader(w[at : at+compressed])))
	if err != nil {
		t.Fatal(err)
	}
	tables := map[string][]byte{}
	for _, e := range dir {
		tables[e.tag], stream = stream[:e.length], stream[e.length:]
	}
	if len(stream) != 0 {
		t.Fatalf("%d bytes past the tables", len(stream))
	}
	return tables
}

// A web font cut to a text (WebFont) unpacks to the tables of the font
// cut: every glyph the shaper sets the text with keeps its outline
// (without hinting) and its advance, the others are empty, the character
// map names the text's characters and no other, and the layout tables
// are the font's own. It weighs a small part of the whole font as WOFF.
func TestWebFontKeepsTheTextsGlyphs(t *testing.T) {
	goFace, err := Register("Go-Regular.ttf", goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		face      Face
		text, not string
		most      float64 // of the whole font's WOFF
	}{
		{Devanagari, "मुख्य निष्कर्ष: यादृच्छिक 4K पठन में Windows आगे", "ञ", 0.4},
		{Sans, "Windows Non-Native: 1,598,959 IOPS; fi ffl", "QZ", 0.15},
		{goFace, "Random read, 4K and 64K", "Q", 0.15},
	} {
		w, err := c.face.WebFont(c.text)
		if err != nil {
			t.Fatal(err)
		}
		if whole := len(c.face.WOFF()); float64(len(w)) > c.most*float64(whole) {
			t.Errorf("%v: %d bytes cut to the text, the whole font %d as WOFF", c.face, len(w), whole)
		}
		tables := readWOFF2(t, w)
		orig, err := sfntTables(c.face.TTF())
		if err != nil {
			t.Fatal(err)
		}
		for _, tag := range []string{"GSUB", "GPOS", "GDEF", "OS/2", "hhea", "maxp", "name"} {
			if _, ok := orig[tag]; ok && !bytes.Equal(tables[tag], orig[tag]) {
				t.Errorf("%v: table %q is not the font's", c.face, tag)
			}
		}
		for _, tag := range []string{"fpgm", "prep", "cvt "} {
			if _, ok := tables[tag]; ok {
				t.Errorf("%v: keeps its hinting program %q", c.face, tag)
			}
		}
		cut, err := font.ParseTTF(bytes.NewReader(sfntWrite(tables)))
		if err != nil {
			t.Fatalf("%v: the font cut does not parse: %v", c.face, err)
		}
		for _, r := range c.text {
			if _, ok := cut.Cmap.Lookup(r); !ok && c.face.has(r) {
				t.Errorf("%v: %q is not in the font cut's character map", c.face, r)
			}
		}
		for _, r := range c.not {
			if _, ok := cut.Cmap.Lookup(r); ok {
				t.Errorf("%v: %q, not in the text, is in the font cut's character map", c.face, r)
			}
		}
		// Each glyph the text is set with has its outline and advance;
		// a glyph of a character not in the text has none.
		whole := font.NewFace(c.face.info().font)
		used := map[font.GID]bool{}
		for _, run := range (Family{c.face, c.face}).Shape(c.text, false).Runs {
			if run.Face != c.face {
				continue
			}
			for _, g := range run.Glyphs {
				used[g.ID] = true
				if n, m := len(cut.GlyphData(g.ID).(font.GlyphOutline).Segments), len(whole.GlyphData(g.ID).(font.GlyphOutline).Segments); n != m {
					t.Errorf("%v: glyph %d has %d segments cut, %d whole", c.face, g.ID, n, m)
				}
				if a, b := cut.HorizontalAdvance(g.ID), whole.HorizontalAdvance(g.ID); a != b {
					t.Errorf("%v: glyph %d advances %v cut, %v whole", c.face, g.ID, a, b)
				}
			}
		}
		if len(used) < 10 {
			t.Fatalf("%v: the text is set in %d glyphs", c.face, len(used))
		}
		for _, r := range c.not {
			g := c.face.info().cmap[r]
			if o, ok := cut.GlyphData(font.GID(g)).(font.GlyphOutline); g != 0 && !used[font.GID(g)] && ok && len(o.Segments) > 0 {
				t.Errorf("%v: glyph %d of %q, not in the text, keeps its outline", c.face, g, r)
			}
		}
	}
}
