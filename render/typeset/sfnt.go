package typeset

import (
	"encoding/binary"
	"fmt"
	"slices"
)

// puaBase is the first code of the block of private-use code points that the
// fonts written into PDFs give to every glyph: glyph g is code puaBase+g.
const puaBase = 0xE000

// puaEnd is the end (exclusive) of the Basic Multilingual Plane's private
// use area; a font with more glyphs than fit below it cannot be written.
const puaEnd = 0xF900

// The tables gofpdf reads from a TrueType font to subset and embed it. The
// others (the layout tables GSUB, GPOS, GDEF among them) serve shaping,
// which iopress does before the PDF is written, and are left out.
var pdfTables = []string{"OS/2", "cmap", "cvt ", "fpgm", "gasp", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "name", "post", "prep"}

// pdfFont derives from a TrueType font the font that iopress writes into
// PDFs through gofpdf's UTF-8 font path, which reaches glyphs only through
// the font's cmap (code point to glyph). Its cmap keeps every character of
// the original in the Basic Multilingual Plane (outside the private-use
// block) and adds one private-use code point for every glyph, so that a
// shaped glyph that no character names (a conjunct, a half form, a vowel
// sign's variant) can be written too. The glyphs and metrics are unchanged.
func pdfFont(ttf []byte, cmap map[rune]uint16) ([]byte, error) {
	tables, err := sfntTables(ttf)
	if err != nil {
		return nil, err
	}
	maxp, ok := tables["maxp"]
	if !ok || len(maxp) < 6 {
		return nil, fmt.Errorf("no maxp table")
	}
	glyphs := int(binary.BigEndian.Uint16(maxp[4:6]))
	if puaBase+glyphs > puaEnd {
		return nil, fmt.Errorf("%d glyphs do not fit in the private use area", glyphs)
	}
	codes := map[rune]uint16{}
	for r, g := range cmap {
		if r <= 0xFFFF && !isPUA(r, glyphs) && int(g) < glyphs {
			codes[r] = g
		}
	}
	for g := range glyphs {
		codes[puaBase+rune(g)] = uint16(g)
	}
	out := map[string][]byte{"cmap": cmapFormat4(codes)}
	for _, name := range pdfTables {
		if data, ok := tables[name]; ok && name != "cmap" {
			out[name] = data
		}
	}
	return sfntWrite(out), nil
}

// isPUA reports whether r is one of the private-use codes given to the
// glyphs of a font of that many glyphs.
func isPUA(r rune, glyphs int) bool { return r >= puaBase && r < puaBase+rune(glyphs) }

// sfntTables reads the table directory of a TrueType font.
func sfntTables(ttf []byte) (map[string][]byte, error) {
	if len(ttf) < 12 {
		return nil, fmt.Errorf("font of %d bytes", len(ttf))
	}
	if v := binary.BigEndian.Uint32(ttf); v != 0x00010000 && v != 0x74727565 { // 1.0, "true"
		return nil, fmt.Errorf("its version is %#x", v)
	}
	n := int(binary.BigEndian.Uint16(ttf[4:6]))
	if len(ttf) < 12+16*n {
		return nil, fmt.Errorf("table directory of %d tables past the end", n)
	}
	tables := map[string][]byte{}
	for i := range n {
		rec := ttf[12+16*i:]
		off, size := binary.BigEndian.Uint32(rec[8:12]), binary.BigEndian.Uint32(rec[12:16])
		if uint64(off)+uint64(size) > uint64(len(ttf)) {
			return nil, fmt.Errorf("table %q past the end", rec[:4])
		}
		tables[string(rec[:4])] = ttf[off : off+size]
	}
	return tables, nil
}

// sfntWrite assembles a TrueType font from its tables, with the table
// directory, checksums and head's checksum adjustment as the OpenType
// specification sets them.
func sfntWrite(tables map[string][]byte) []byte {
	names := make([]string, 0, len(tables))
	for name := range tables {
		names = append(names, name)
	}
	slices.Sort(names)
	n := len(names)
	be := binary.BigEndian
	head := make([]byte, 12+16*n)
	be.PutUint32(head[0:], 0x00010000)
	be.PutUint16(head[4:], uint16(n))
	putSearch(head[6:], n, 16)
	out := head
	headAt := -1
	for i, name := range names {
		data := tables[name]
		if name == "head" && len(data) >= 12 {
			data = slices.Clone(data)
			be.PutUint32(data[8:], 0) // checkSumAdjustment, set below
			headAt = len(out)
		}
		rec := head[12+16*i:]
		copy(rec, name)
		be.PutUint32(rec[4:], checksum(data))
		be.PutUint32(rec[8:], uint32(len(out)))
		be.PutUint32(rec[12:], uint32(len(data)))
		out = append(out, data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	copy(out, head) // the records were filled in after out took head's bytes
	if headAt >= 0 {
		be.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	}
	return out
}

// putSearch writes the three fields that help a binary search of n
// entries of size bytes (the table directory's, a format 4 cmap's):
// searchRange, entrySelector and rangeShift, as the OpenType
// specification defines them.
func putSearch(b []byte, n, size int) {
	pow := 1
	for pow*2 <= n {
		pow *= 2
	}
	binary.BigEndian.PutUint16(b[0:], uint16(pow*size))
	binary.BigEndian.PutUint16(b[2:], uint16(log2(pow)))
	binary.BigEndian.PutUint16(b[4:], uint16(n*size-pow*size))
}

func log2(n int) int {
	l := 0
	for n > 1 {
		n /= 2
		l++
	}
	return l
}

// checksum is a table's checksum: the sum of its big-endian 32-bit words,
// the last one padded with zeros.
func checksum(data []byte) uint32 {
	var sum uint32
	for i := 0; i < len(data); i += 4 {
		var w [4]byte
		copy(w[:], data[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}

// cmapFormat4 is a cmap table with one subtable (Windows, Unicode BMP) of
// format 4 mapping codes to glyphs: one segment per run of consecutive
// codes whose glyphs are consecutive too, then the closing segment.
func cmapFormat4(codes map[rune]uint16) []byte {
	keys := make([]rune, 0, len(codes))
	for r := range codes {
		if r < 0xFFFF {
			keys = append(keys, r)
		}
	}
	slices.Sort(keys)
	type segment struct {
		start, end rune
		delta      uint16
	}
	var segs []segment
	for _, r := range keys {
		g := codes[r]
		if k := len(segs) - 1; k >= 0 && segs[k].end == r-1 && uint16(int(g)-int(r)) == segs[k].delta {
			segs[k].end = r
			continue
		}
		segs = append(segs, segment{r, r, uint16(int(g) - int(r))})
	}
	segs = append(segs, segment{0xFFFF, 0xFFFF, 1})
	n := len(segs)
	be := binary.BigEndian
	sub := make([]byte, 16+8*n)
	be.PutUint16(sub[0:], 4)
	be.PutUint16(sub[2:], uint16(len(sub)))
	be.PutUint16(sub[6:], uint16(2*n))
	putSearch(sub[8:], n, 2)
	for i, s := range segs {
		be.PutUint16(sub[14+2*i:], uint16(s.end))
		be.PutUint16(sub[16+2*n+2*i:], uint16(s.start))
		be.PutUint16(sub[16+4*n+2*i:], s.delta)
		// idRangeOffset stays 0: every segment maps by its delta.
	}
	table := make([]byte, 12, 12+len(sub))
	be.PutUint16(table[2:], 1)  // one subtable
	be.PutUint16(table[4:], 3)  // Windows
	be.PutUint16(table[6:], 1)  // Unicode BMP
	be.PutUint32(table[8:], 12) // right after this header
	return append(table, sub...)
}
