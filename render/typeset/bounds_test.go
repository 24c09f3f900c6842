package typeset

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/jung-kurt/gofpdf"
)

// shaped is the bytes shaped while f runs, with the line cache emptied
// first, so that none is found there.
func shaped(f func()) int64 {
	lineCache.mu.Lock()
	clear(lineCache.m)
	lineCache.weight = 0
	lineCache.mu.Unlock()
	before := shapedBytes.Load()
	f()
	return shapedBytes.Load() - before
}

// TestLongWordWrapsInLinearWork: a word of 40,000 characters (a hash, an
// editor's run of brackets) is wrapped, cut short and wrapped into a few
// lines shaping no more than a few dozen times its length: the work grows
// with the word, not with its square (which took 2 GB for 50,000).
func TestLongWordWrapsInLinearWork(t *testing.T) {
	// Words whose lines all differ, so that none is found in the cache:
	// digits of a sequence, and Devanagari syllables, and one that repeats.
	var hex, deva strings.Builder
	x := uint32(1)
	for hex.Len() < 40000 {
		x = x*1664525 + 1013904223
		hex.WriteByte("0123456789abcdef"[x>>28])
	}
	for deva.Len() < 40000 {
		x = x*1664525 + 1013904223
		deva.WriteString([]string{"क्ष", "म", "ता", "प्र", "द", "र्श", "न"}[x>>29%7])
	}
	for _, word := range []string{hex.String(), deva.String(), strings.Repeat("[", 40000)} {
		n := int64(len(word))
		var lines []*Line
		if got := shaped(func() { lines = Wrap("a "+word+" b", false, 30) }); got > 40*n || testing.Verbose() {
			t.Logf("%.10s…: Wrap shaped %d bytes of a %d-byte word", word, got, n)
		}
		var joined strings.Builder
		for _, l := range lines {
			if l.Width > 30+1e-9 {
				t.Errorf("%.10s…: line %.10q… is %.2f ems wide", word, l.Text, l.Width)
			}
			joined.WriteString(l.Text)
		}
		if strings.ReplaceAll(joined.String(), " ", "") != "a"+word+"b" {
			t.Errorf("%.10s…: the lines lose or add text", word)
		}
		if got := shaped(func() { WrapPieces([]Piece{{Text: "bold ", Bold: true}, {Text: word}}, 30) }); got > 40*n {
			t.Errorf("%.10s…: WrapPieces shaped %d bytes of a %d-byte word", word, got, n)
		}
		for name, f := range map[string]func(){
			"Truncate":       func() { Truncate(word, false, 30) },
			"TruncateMiddle": func() { TruncateMiddle(word, false, 30) },
			"WrapLines":      func() { WrapLines(word, false, 30, 2, "") },
		} {
			if got := shaped(f); got > 40*n {
				t.Errorf("%.10s…: %s shaped %d bytes of a %d-byte word", word, name, got, n)
			}
		}
		if l := Truncate(word, false, 30); l.Width > 30 || l.Source != word || !strings.HasSuffix(l.Text, ellipsis) {
			t.Errorf("%.10s…: Truncate gives %.10q…, %.2f ems wide", word, l.Text, l.Width)
		}
		if l := TruncateMiddle(word, false, 30); l.Width > 30 || l.Source != word || !strings.Contains(l.Text, ellipsis) {
			t.Errorf("%.10s…: TruncateMiddle gives %.10q…, %.2f ems wide", word, l.Text, l.Width)
		}
	}
}

// TestWrapIntoNoRoom: a width of no room (a title beside a logo wider
// than the page) still wraps, a printing unit a line, and ends; it once
// added empty lines until memory ran out.
func TestWrapIntoNoRoom(t *testing.T) {
	for _, width := range []float64{0, -3, math.Inf(-1), math.NaN()} {
		lines := Wrap("Linux io_uring", true, width)
		var got []string
		for _, l := range lines {
			got = append(got, l.Text)
		}
		if strings.Join(got, "") != "Linuxio_uring" || len(lines) > len("Linuxio_uring") {
			t.Errorf("width %v: lines %q", width, got)
		}
		pieces := WrapPieces([]Piece{{Text: "Linux "}, {Text: "io_uring", Bold: true}}, width)
		if len(pieces) > len("Linuxio_uring") {
			t.Errorf("width %v: WrapPieces gives %d lines", width, len(pieces))
		}
	}
}

// TestLineCacheKeepsAWeight: long lines shaped one after another are not
// all kept: the cache holds no more than its budget of bytes.
func TestLineCacheKeepsAWeight(t *testing.T) {
	for i := range 200 {
		Shape(strings.Repeat(string(rune('a'+i%26)), 1000+i), false)
		lineCache.mu.Lock()
		w, m := lineCache.weight, len(lineCache.m)
		lineCache.mu.Unlock()
		if w > maxCachedBytes {
			t.Fatalf("after %d lines the cache weighs %d bytes (%d lines), more than %d", i+1, w, m, maxCachedBytes)
		}
	}
	huge := strings.Repeat("x", maxCachedBytes/40)
	Shape(huge, false)
	lineCache.mu.Lock()
	_, kept := lineCache.m[lineKey{huge, false, Default}]
	lineCache.mu.Unlock()
	if kept {
		t.Error("a line heavier than a quarter of the cache is kept")
	}
}

// TestActualTextKeepsItsLength: a line cut short from a name of a
// million characters gives the PDF the name's first 4096 as its text,
// not all of it on every page it is drawn on (a footer's title).
func TestActualTextKeepsItsLength(t *testing.T) {
	name := strings.Repeat("n", 1_000_000)
	pdf := gofpdf.New("P", "pt", "A4", "")
	pdf.SetCompression(false)
	p := NewPDF(pdf)
	for range 3 {
		pdf.AddPage()
		p.DrawLine(Truncate(name, false, 20), 10, 40, 40)
	}
	var b bytes.Buffer
	if err := pdf.Output(&b); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(b.String(), strings.Repeat("006E", 4096)); n != 3 || strings.Contains(b.String(), strings.Repeat("006E", 4097)) {
		t.Errorf("%d spans of 4096 n's as the text of the three lines, and a longer one: %v", n, strings.Contains(b.String(), strings.Repeat("006E", 4097)))
	}
	if b.Len() > 1<<20 {
		t.Errorf("three lines cut short make a PDF of %d bytes", b.Len())
	}
}
