package typeset

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"

	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/font/opentype/tables"
)

// webExtras are characters a browser may draw on a page that its text
// does not hold: the numbers of an ordered list, a hyphen where it
// breaks a word, an ellipsis.
const webExtras = " \u00a00123456789.,-\u2010\u2011\u2026"

// WebFont is the font as WOFF 2 for a web page whose text is text: only
// the glyphs the page can show keep their outlines, as the PDF embeds
// only those it shows, and none keeps its hinting. Every glyph keeps its
// number, so that the substitution and positioning tables a browser
// shapes text with (Devanagari's conjuncts and vowel signs, a Latin
// font's kerning and ligatures) stay as they are, and the page is set as
// in the whole font. Its character map names only the characters kept,
// so that a browser sets any other in the next font of its list rather
// than as an empty glyph. The glyphs kept are those of the characters,
// those the shaper gives for each line of the text (a conjunct no
// character names), the forms the font's substitutions can turn them
// into (substitutionClosure), and the parts of composite glyphs.
func (f Face) WebFont(text string) ([]byte, error) {
	info := f.info()
	fam := Family{f, f}
	ttf, err := webSubset(info, text, func(line string) []font.GID {
		var out []font.GID
		for _, r := range fam.Shape(line, false).Runs {
			if r.Face != f {
				continue
			}
			for _, g := range r.Glyphs {
				out = append(out, g.ID)
			}
		}
		return out
	})
	if err != nil {
		return nil, fmt.Errorf("%s as a web font: %w", info.name, err)
	}
	return woff2(ttf)
}

// webSubset is the TrueType font of info cut to the glyphs text needs;
// shape gives the glyphs of a line of text in the font.
func webSubset(info *faceInfo, text string, shape func(string) []font.GID) ([]byte, error) {
	in, err := sfntTables(info.ttf)
	if err != nil {
		return nil, err
	}
	numGlyphs := 0
	if maxp := in["maxp"]; len(maxp) >= 6 {
		numGlyphs = int(binary.BigEndian.Uint16(maxp[4:]))
	}
	if numGlyphs == 0 {
		return nil, fmt.Errorf("no maxp table")
	}
	keep := make([]bool, numGlyphs)
	keep[0] = true // .notdef
	chars := map[rune]uint16{}
	for _, r := range text + webExtras {
		g, ok := info.cmap[r]
		if !ok || r > 0xFFFF || int(g) >= numGlyphs {
			continue
		}
		chars[r] = g
		keep[g] = true
	}
	for _, line := range strings.Split(text, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		for _, g := range shape(line) {
			if int(g) < numGlyphs {
				keep[g] = true
			}
		}
	}
	substitutionClosure(info.font.GSUB, keep)
	glyf, loca, err := cutGlyphs(in["glyf"], in["loca"], in["head"], keep)
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{"glyf": glyf, "loca": loca, "cmap": cmapFormat4(chars)}
	head := slices.Clone(in["head"])
	binary.BigEndian.PutUint16(head[50:], 1) // long offsets in loca
	out["head"] = head
	if hmtx, hhea := in["hmtx"], in["hhea"]; len(hhea) >= 36 {
		out["hmtx"] = cutMetrics(hmtx, int(binary.BigEndian.Uint16(hhea[34:])), keep)
	}
	if post := in["post"]; len(post) >= 32 {
		// Version 3: no glyph names, which a browser does not read.
		p := slices.Clone(post[:32])
		binary.BigEndian.PutUint32(p, 0x00030000)
		out["post"] = p
	}
	// Without the hinting programs (cvt, fpgm, prep), which the glyphs
	// kept no longer call (unhinted).
	for _, name := range []string{"OS/2", "hhea", "maxp", "name", "gasp"} {
		if data, ok := in[name]; ok {
			out[name] = data
		}
	}
	for _, name := range []string{"GSUB", "GPOS", "GDEF"} {
		if data, ok := in[name]; ok {
			out[name] = data
		}
	}
	// A browser kerns by the kern table only where there is no GPOS.
	if _, ok := in["GPOS"]; !ok {
		if kern := cutKern(in["kern"], keep); kern != nil {
			out["kern"] = kern
		}
	}
	return sfntWrite(out), nil
}

// substitutionClosure adds to keep every glyph the font's single,
// multiple, alternate and reverse substitutions can make of the glyphs
// kept, whatever their context: the forms a shaper other than iopress's
// may choose for a character (a browser's own, which may order a
// syllable's substitutions otherwise).
func substitutionClosure(gsub font.GSUB, keep []bool) {
	add := func(g tables.GlyphID) bool {
		if int(g) < len(keep) && !keep[g] {
			keep[g] = true
			return true
		}
		return false
	}
	covered := func(cov tables.Coverage, each func(g tables.GlyphID, i int)) {
		switch c := cov.(type) {
		case tables.Coverage1:
			for i, g := range c.Glyphs {
				each(g, i)
			}
		case tables.Coverage2:
			for _, rg := range c.Ranges {
				for g := int(rg.StartGlyphID); g <= int(rg.EndGlyphID); g++ {
					each(tables.GlyphID(g), int(rg.StartCoverageIndex)+g-int(rg.StartGlyphID))
				}
			}
		}
	}
	kept := func(g tables.GlyphID) bool { return int(g) < len(keep) && keep[g] }
	for changed := true; changed; {
		changed = false
		for _, lookup := range gsub.Lookups {
			for _, sub := range lookup.Subtables {
				switch s := sub.(type) {
				case tables.SingleSubs:
					covered(s.Data.Cov(), func(g tables.GlyphID, i int) {
						if !kept(g) {
							return
						}
						switch d := s.Data.(type) {
						case tables.SingleSubstData1:
							changed = add(tables.GlyphID(int(g)+int(d.DeltaGlyphID))) || changed
						case tables.SingleSubstData2:
							if i < len(d.SubstituteGlyphIDs) {
								changed = add(d.SubstituteGlyphIDs[i]) || changed
							}
						}
					})
				case tables.MultipleSubs:
					covered(s.Coverage, func(g tables.GlyphID, i int) {
						if kept(g) && i < len(s.Sequences) {
							for _, o := range s.Sequences[i].SubstituteGlyphIDs {
								changed = add(o) || changed
							}
						}
					})
				case tables.AlternateSubs:
					covered(s.Coverage, func(g tables.GlyphID, i int) {
						if kept(g) && i < len(s.AlternateSets) {
							for _, o := range s.AlternateSets[i].AlternateGlyphIDs {
								changed = add(o) || changed
							}
						}
					})
				case tables.ReverseChainSingleSubs:
					covered(s.Cov(), func(g tables.GlyphID, i int) {
						if kept(g) && i < len(s.SubstituteGlyphIDs) {
							changed = add(s.SubstituteGlyphIDs[i]) || changed
						}
					})
				}
				// Contextual substitutions apply other lookups, which
				// this loop applies everywhere. Ligatures are left to
				// the shaper's glyphs: taken wherever their parts are
				// kept, whether or not the text puts those parts side
				// by side, they would take in a conjunct for every pair
				// of consonants the text uses (52 KB of Noto Sans
				// Devanagari for the Hindi article, not 37).
			}
		}
	}
}

// cutGlyphs keeps the outlines of the glyphs kept, and of the parts of
// the composite ones among them, which it adds to keep; every other
// glyph is left empty. loca comes back in its long form.
func cutGlyphs(glyf, loca, head []byte, keep []bool) (newGlyf, newLoca []byte, err error) {
	if len(head) < 54 {
		return nil, nil, fmt.Errorf("no head table")
	}
	n := len(keep)
	long := binary.BigEndian.Uint16(head[50:]) == 1
	offsets := make([]int, n+1)
	for i := range offsets {
		switch {
		case long && len(loca) >= 4*(i+1):
			offsets[i] = int(binary.BigEndian.Uint32(loca[4*i:]))
		case !long && len(loca) >= 2*(i+1):
			offsets[i] = 2 * int(binary.BigEndian.Uint16(loca[2*i:]))
		default:
			return nil, nil, fmt.Errorf("loca table of %d bytes for %d glyphs", len(loca), n)
		}
	}
	outline := func(g int) ([]byte, error) {
		start, end := offsets[g], offsets[g+1]
		if start > end || end > len(glyf) {
			return nil, fmt.Errorf("glyph %d past the glyf table", g)
		}
		return glyf[start:end], nil
	}
	// The parts of composite glyphs, and theirs.
	for pending := true; pending; {
		pending = false
		for g := range n {
			if !keep[g] {
				continue
			}
			data, err := outline(g)
			if err != nil {
				return nil, nil, err
			}
			for _, part := range componentsOf(data) {
				if int(part) < n && !keep[part] {
					keep[part], pending = true, true
				}
			}
		}
	}
	newLoca = make([]byte, 4*(n+1))
	for g := range n {
		binary.BigEndian.PutUint32(newLoca[4*g:], uint32(len(newGlyf)))
		if !keep[g] {
			continue
		}
		data, err := outline(g)
		if err != nil {
			return nil, nil, err
		}
		newGlyf = append(newGlyf, unhinted(data)...)
		for len(newGlyf)%4 != 0 {
			newGlyf = append(newGlyf, 0)
		}
	}
	binary.BigEndian.PutUint32(newLoca[4*n:], uint32(len(newGlyf)))
	return newGlyf, newLoca, nil
}

// componentsOf are the glyphs a composite glyph is made of (none for a
// simple one), as the glyf table's composite records give them.
func componentsOf(data []byte) []uint16 {
	parts, _ := composite(data)
	return parts
}

// composite reads a composite glyph's records: the glyphs it is made of,
// and where the last record's flags are (-1 for a simple glyph).
func composite(data []byte) (parts []uint16, lastFlags int) {
	if len(data) < 10 || int16(binary.BigEndian.Uint16(data)) >= 0 {
		return nil, -1
	}
	const moreParts = 0x0020
	lastFlags = -1
	for at := 10; at+4 <= len(data); at = recordEnd(data, at) {
		flags := binary.BigEndian.Uint16(data[at:])
		parts = append(parts, binary.BigEndian.Uint16(data[at+2:]))
		lastFlags = at
		if flags&moreParts == 0 {
			break
		}
	}
	return parts, lastFlags
}

// recordEnd is where a composite glyph's record that starts at at ends:
// its flags and glyph, its two offsets (bytes or words) and its scale
// (none, one, two or four numbers), as its flags say.
func recordEnd(data []byte, at int) int {
	const (
		argsAreWords = 0x0001
		haveScale    = 0x0008
		haveXYScale  = 0x0040
		haveTwoByTwo = 0x0080
	)
	flags := binary.BigEndian.Uint16(data[at:])
	end := at + 6
	if flags&argsAreWords != 0 {
		end += 2
	}
	switch {
	case flags&haveScale != 0:
		end += 2
	case flags&haveXYScale != 0:
		end += 4
	case flags&haveTwoByTwo != 0:
		end += 8
	}
	return min(end, len(data))
}

// unhinted is a glyph without its hinting instructions: a simple
// glyph's (after its contours' ends) cut to none, a composite glyph's
// (after its last record) dropped with the flag that announces them.
// Browsers draw a web font's outlines well without them (the fonts web
// font services send to all but old Windows systems have none), and
// they are a third of the outlines' bytes.
func unhinted(data []byte) []byte {
	be := binary.BigEndian
	if len(data) < 10 {
		return data
	}
	if contours := int16(be.Uint16(data)); contours >= 0 {
		at := 10 + 2*int(contours)
		if at+2 > len(data) {
			return data
		}
		n := int(be.Uint16(data[at:]))
		if at+2+n > len(data) {
			return data
		}
		out := slices.Clone(data[:at+2])
		be.PutUint16(out[at:], 0)
		return append(out, data[at+2+n:]...)
	}
	const haveInstructions = 0x0100
	_, last := composite(data)
	if last < 0 || be.Uint16(data[last:])&haveInstructions == 0 {
		return data
	}
	// The records end where the last one does; the instructions follow.
	end := recordEnd(data, last)
	out := slices.Clone(data[:end])
	be.PutUint16(out[last:], be.Uint16(out[last:])&^haveInstructions)
	return out
}

// cutMetrics zeroes the horizontal metrics of the glyphs not kept (of
// the first metrics full records), which then compress to almost
// nothing; the table keeps its size and layout.
func cutMetrics(hmtx []byte, metrics int, keep []bool) []byte {
	out := slices.Clone(hmtx)
	for g := range keep {
		if keep[g] {
			continue
		}
		at := 4 * g
		size := 4
		if g >= metrics {
			at, size = 4*metrics+2*(g-metrics), 2 // a left side bearing alone
		}
		if at+size <= len(out) {
			clear(out[at : at+size])
		}
	}
	return out
}

// cutKern keeps, of a kern table's format 0 subtables (pairs of glyphs
// and their kerning), the pairs of glyphs kept; nil where none is left
// or the table has none.
func cutKern(kern []byte, keep []bool) []byte {
	be := binary.BigEndian
	if len(kern) < 4 || be.Uint16(kern) != 0 {
		return nil // absent, or Apple's version of the table
	}
	kept := func(g uint16) bool { return int(g) < len(keep) && keep[g] }
	var subtables [][]byte
	at := 4
	for range int(be.Uint16(kern[2:])) {
		if at+14 > len(kern) {
			break
		}
		length := int(be.Uint16(kern[at+2:]))
		coverage := be.Uint16(kern[at+4:])
		if length < 14 || at+length > len(kern) {
			break
		}
		if coverage>>8 == 0 && coverage&0x1 != 0 { // format 0, horizontal
			n := int(be.Uint16(kern[at+6:]))
			var pairs []byte
			for i := range n {
				p := kern[at+14+6*i:]
				if at+14+6*i+6 > len(kern) {
					break
				}
				if kept(be.Uint16(p)) && kept(be.Uint16(p[2:])) {
					pairs = append(pairs, p[:6]...)
				}
			}
			if len(pairs) > 0 {
				sub := make([]byte, 14, 14+len(pairs))
				be.PutUint16(sub[2:], uint16(14+len(pairs)))
				be.PutUint16(sub[4:], coverage)
				be.PutUint16(sub[6:], uint16(len(pairs)/6))
				putSearch(sub[8:], len(pairs)/6, 6)
				subtables = append(subtables, append(sub, pairs...))
			}
		}
		at += length
	}
	if len(subtables) == 0 {
		return nil
	}
	out := make([]byte, 4)
	be.PutUint16(out[2:], uint16(len(subtables)))
	for _, s := range subtables {
		out = append(out, s...)
	}
	return out
}
