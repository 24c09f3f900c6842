package render

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"testing"

	"github.com/go-text/typesetting/font"
)

// A reader of the PDFs gofpdf writes, as far as the tests need: each page's
// text as the glyphs a viewer draws, found through the content stream's
// codes, each font's CIDToGIDMap and its embedded subset.

type pdfObject struct {
	dict   string
	stream []byte // inflated
}

func readPDFObjects(t *testing.T, pdf []byte) map[int]pdfObject {
	t.Helper()
	objs := map[int]pdfObject{}
	starts := regexp.MustCompile(`(?m)^(\d+) 0 obj\n`).FindAllSubmatchIndex(pdf, -1)
	for _, m := range starts {
		n, _ := strconv.Atoi(string(pdf[m[2]:m[3]]))
		body := pdf[m[1]:]
		obj := pdfObject{dict: string(body[:max(bytes.Index(body, []byte("endobj")), 0)])}
		if i := bytes.Index(body, []byte(">>\nstream\n")); i >= 0 && !bytes.Contains(body[:i], []byte("endobj")) {
			obj.dict = string(body[:i+2])
			length, err := strconv.Atoi(pdfEntry(obj.dict, "Length"))
			if err != nil {
				t.Fatalf("object %d: stream length %q", n, pdfEntry(obj.dict, "Length"))
			}
			data := body[i+len(">>\nstream\n"):][:length]
			if pdfEntry(obj.dict, "Filter") == "/FlateDecode" {
				zr, err := zlib.NewReader(bytes.NewReader(data))
				if err != nil {
					t.Fatalf("object %d: %v", n, err)
				}
				if data, err = io.ReadAll(zr); err != nil {
					t.Fatalf("object %d: %v", n, err)
				}
			}
			obj.stream = data
		}
		objs[n] = obj
	}
	return objs
}

// pdfEntry is the value of a dictionary's entry (a number, a name or the
// number of the object referred to).
func pdfEntry(dict, key string) string {
	m := regexp.MustCompile(`/` + key + `\s*\[?\s*(/?[A-Za-z0-9.+-]+)`).FindStringSubmatch(dict)
	if m == nil {
		return ""
	}
	return m[1]
}

func pdfRef(t *testing.T, dict, key string) int {
	t.Helper()
	n, err := strconv.Atoi(pdfEntry(dict, key))
	if err != nil {
		t.Fatalf("no /%s in %q", key, dict)
	}
	return n
}

// pdfFont is an embedded Type 0 font as a viewer uses it.
type pdfFont struct {
	base   string     // BaseFont
	cidGID []byte     // CIDToGIDMap
	subset *font.Face // the embedded font program
}

// glyph is the outline a viewer draws for a code.
func (f pdfFont) glyph(code uint16) (outline string, gid int) {
	gid = int(f.cidGID[2*int(code)])<<8 | int(f.cidGID[2*int(code)+1])
	return outlineKey(f.subset, font.GID(gid)), gid
}

// outlineKey identifies a glyph by its outline, comparable across fonts.
func outlineKey(f *font.Face, gid font.GID) string {
	o, _ := f.GlyphData(gid).(font.GlyphOutline)
	return fmt.Sprint(o.Segments)
}

// shownGlyphs is a page's text as drawn: per Tj, the font and its codes.
type shownGlyphs struct {
	font  string // BaseFont
	codes []uint16
}

// readPDFText reads every page's glyphs in content-stream order, and the
// fonts by BaseFont.
func readPDFText(t *testing.T, pdf []byte) (pages [][]shownGlyphs, fonts map[string]pdfFont) {
	t.Helper()
	objs := readPDFObjects(t, pdf)
	fonts = map[string]pdfFont{}
	byResource := map[string]string{}
	for n, o := range objs {
		if pdfEntry(o.dict, "Subtype") != "/Type0" {
			continue
		}
		cid := objs[pdfRef(t, o.dict, "DescendantFonts")]
		desc := objs[pdfRef(t, cid.dict, "FontDescriptor")]
		subset, err := font.ParseTTF(bytes.NewReader(objs[pdfRef(t, desc.dict, "FontFile2")].stream))
		if err != nil {
			t.Fatalf("font object %d: embedded font: %v", n, err)
		}
		base := pdfEntry(o.dict, "BaseFont")[1:]
		fonts[base] = pdfFont{base: base, cidGID: objs[pdfRef(t, cid.dict, "CIDToGIDMap")].stream, subset: subset}
		for _, m := range regexp.MustCompile(`/(F[0-9a-f]+) (\d+) 0 R`).FindAllStringSubmatch(objs[2].dict, -1) {
			if m[2] == strconv.Itoa(n) {
				byResource[m[1]] = base
			}
		}
	}
	var kids string
	for _, o := range objs {
		if pdfEntry(o.dict, "Type") == "/Pages" {
			kids = regexp.MustCompile(`/Kids \[([^\]]*)\]`).FindStringSubmatch(o.dict)[1]
		}
	}
	for _, m := range regexp.MustCompile(`(\d+) 0 R`).FindAllStringSubmatch(kids, -1) {
		n, _ := strconv.Atoi(m[1])
		content := objs[pdfRef(t, objs[n].dict, "Contents")].stream
		pages = append(pages, contentText(t, content, byResource))
	}
	return pages, fonts
}

// contentText tokenises a content stream as gofpdf writes it: the font
// chosen by Tf, the strings shown by Tj, two bytes a code.
func contentText(t *testing.T, content []byte, byResource map[string]string) []shownGlyphs {
	t.Helper()
	var out []shownGlyphs
	var cur string
	var operands []string
	for i := 0; i < len(content); {
		c := content[i]
		switch {
		case c == '(':
			var s []byte
			i++
			for ; content[i] != ')'; i++ {
				if content[i] == '\\' {
					i++
					switch content[i] {
					case 'r':
						s = append(s, '\r')
					case 'n':
						s = append(s, '\n')
					default:
						s = append(s, content[i])
					}
					continue
				}
				s = append(s, content[i])
			}
			i++
			operands = append(operands, "("+string(s))
		case c == ' ' || c == '\n' || c == '\r':
			i++
		default:
			j := i + 1
			for j < len(content) && !bytes.ContainsRune([]byte(" \n\r()"), rune(content[j])) {
				j++
			}
			tok := string(content[i:j])
			i = j
			switch {
			case tok == "Tf" && len(operands) >= 2:
				cur = byResource[operands[len(operands)-2][1:]]
			case tok == "Tj" && len(operands) >= 1:
				s := operands[len(operands)-1][1:]
				if len(s)%2 != 0 {
					t.Fatalf("a string of %d bytes in a two-byte font", len(s))
				}
				g := shownGlyphs{font: cur}
				for k := 0; k < len(s); k += 2 {
					g.codes = append(g.codes, uint16(s[k])<<8|uint16(s[k+1]))
				}
				out = append(out, g)
			}
			if tok[0] == '/' || tok[0] == '-' || tok[0] == '.' || tok[0] >= '0' && tok[0] <= '9' || tok[0] == '<' || tok[0] == '[' {
				operands = append(operands, tok)
			} else {
				operands = operands[:0]
			}
		}
	}
	return out
}
