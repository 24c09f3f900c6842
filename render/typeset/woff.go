package typeset

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"slices"

	"github.com/andybalholm/brotli"
)

// WOFF is the font's file as WOFF 1.0 (W3C, 2012): the same tables, each
// compressed with zlib where that makes it smaller. Every browser reads
// it; it halves what an HTML page that carries the font weighs.
func (f Face) WOFF() []byte {
	w, err := f.info().woff()
	if err != nil {
		// The embedded fonts are part of the binary and tested, and
		// Register reads a font's tables as woff does.
		panic("typeset: " + f.String() + " as WOFF: " + err.Error())
	}
	return w
}

// woff wraps a TrueType font's tables as a WOFF 1.0 file.
func woff(ttf []byte) ([]byte, error) {
	tables, err := sfntTables(ttf)
	if err != nil {
		return nil, err
	}
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	slices.Sort(tags)
	const headerLen, entryLen = 44, 20
	be := binary.BigEndian
	out := make([]byte, headerLen+entryLen*len(tags))
	sfntSize := 12 + 16*len(tags)
	for i, tag := range tags {
		data := tables[tag]
		sum := data
		if tag == "head" && len(data) >= 12 {
			sum = slices.Clone(data)
			be.PutUint32(sum[8:], 0) // the checksum counts checkSumAdjustment as zero
		}
		stored := data
		var z bytes.Buffer
		zw, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
		zw.Write(data)
		if err := zw.Close(); err != nil {
			return nil, err
		}
		if z.Len() < len(data) {
			stored = z.Bytes()
		}
		entry := out[headerLen+entryLen*i:]
		copy(entry, tag)
		be.PutUint32(entry[4:], uint32(len(out)))
		be.PutUint32(entry[8:], uint32(len(stored)))
		be.PutUint32(entry[12:], uint32(len(data)))
		be.PutUint32(entry[16:], checksum(sum))
		out = append(out, stored...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
		sfntSize += (len(data) + 3) &^ 3
	}
	copy(out, "wOFF")
	copy(out[4:8], ttf[:4]) // the font's flavour: TrueType outlines
	be.PutUint32(out[8:], uint32(len(out)))
	be.PutUint16(out[12:], uint16(len(tags)))
	be.PutUint32(out[16:], uint32(sfntSize))
	// Version 0.0, no metadata, no private data: the rest stays zero.
	return out, nil
}

// woff2Tags are the tables WOFF 2.0 knows by number (its table
// directory names them in one byte).
var woff2Tags = []string{"cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep", "CFF ",
	"VORG", "EBDT", "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE", "GDEF", "GPOS", "GSUB", "EBSC",
	"JSTF", "MATH", "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt", "avar", "bdat", "bloc", "bsln", "cvar", "fdsc", "feat",
	"fmtx", "fvar", "gvar", "hsty", "just", "lcar", "mort", "morx", "opbd", "prop", "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill"}

// woff2 wraps a TrueType font's tables as a WOFF 2.0 file (W3C, 2024):
// every table in one Brotli stream, which compresses a font's tables a
// sixth smaller than WOFF 1.0's zlib does table by table. The tables go
// as they are (the glyf and loca tables with the null transform), in the
// order of their tags, loca right after glyf.
func woff2(ttf []byte) ([]byte, error) {
	tables, err := sfntTables(ttf)
	if err != nil {
		return nil, err
	}
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		if tag != "loca" {
			tags = append(tags, tag)
		}
	}
	slices.Sort(tags)
	if _, ok := tables["loca"]; ok {
		i := slices.Index(tags, "glyf")
		if i < 0 {
			return nil, fmt.Errorf("a loca table without a glyf table")
		}
		tags = slices.Insert(tags, i+1, "loca")
	}
	var dir, stream []byte
	sfntSize := 12 + 16*len(tags)
	for _, tag := range tags {
		data := tables[tag]
		flags := byte(63) // a tag of its own, written after the flags
		if i := slices.Index(woff2Tags, tag); i >= 0 {
			flags = byte(i)
		}
		if tag == "glyf" || tag == "loca" {
			flags |= 3 << 6 // the null transform
		}
		dir = append(dir, flags)
		if flags&63 == 63 {
			dir = append(dir, tag...)
		}
		dir = appendBase128(dir, uint32(len(data)))
		stream = append(stream, data...)
		sfntSize += (len(data) + 3) &^ 3
	}
	var z bytes.Buffer
	bw := brotli.NewWriterLevel(&z, brotli.BestCompression)
	bw.Write(stream)
	if err := bw.Close(); err != nil {
		return nil, err
	}
	const headerLen = 48
	out := make([]byte, headerLen, headerLen+len(dir)+z.Len()+3)
	out = append(append(out, dir...), z.Bytes()...)
	for len(out)%4 != 0 {
		out = append(out, 0)
	}
	be := binary.BigEndian
	copy(out, "wOF2")
	copy(out[4:8], ttf[:4]) // the font's flavour: TrueType outlines
	be.PutUint32(out[8:], uint32(len(out)))
	be.PutUint16(out[12:], uint16(len(tags)))
	be.PutUint32(out[16:], uint32(sfntSize))
	be.PutUint32(out[20:], uint32(z.Len()))
	// Version 0.0, no metadata, no private data: the rest stays zero.
	return out, nil
}

// appendBase128 writes n as WOFF 2.0's UIntBase128: seven bits a byte,
// the most significant first, every byte but the last with its high bit
// set.
func appendBase128(b []byte, n uint32) []byte {
	var groups []byte
	for {
		groups = append(groups, byte(n&0x7f))
		n >>= 7
		if n == 0 {
			break
		}
	}
	for i := len(groups) - 1; i >= 0; i-- {
		g := groups[i]
		if i > 0 {
			g |= 0x80
		}
		b = append(b, g)
	}
	return b
}
