package typeset

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"slices"
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
