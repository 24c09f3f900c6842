package typeset

import (
	"encoding/binary"
	"math"
	"slices"
	"strings"
	"testing"

	stdfont "golang.org/x/image/font"
	plotfont "gonum.org/v1/plot/font"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// A theme's font sets what it has; Devanagari it lacks falls back to
// Noto Sans Devanagari, and the bytes registered twice are one Face.
func TestRegisteredFamilySetsWhatItHas(t *testing.T) {
	regular, err := Register("Go Regular", goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	bold, err := Register("Go Bold", gobold.TTF)
	if err != nil {
		t.Fatal(err)
	}
	if again, err := Register("Go Regular again", goregular.TTF); err != nil || again != regular {
		t.Errorf("the same bytes registered again: %v, %v; want %v", again, err, regular)
	}
	if regular.IsBold() || !bold.IsBold() {
		t.Errorf("IsBold: Go Regular %v, Go Bold %v; want false, true", regular.IsBold(), bold.IsBold())
	}
	fam := Family{regular, bold}
	for _, c := range []struct {
		text string
		bold bool
		want []Face
	}{
		{"Disk 4K", false, []Face{regular}},
		{"Disk 4K", true, []Face{bold}},
		{"डिस्क 4K", false, []Face{Devanagari, regular}},
		{"डिस्क", true, []Face{DevanagariBold}},
	} {
		l := fam.Shape(c.text, c.bold)
		var got []Face
		for _, r := range l.Runs {
			got = append(got, r.Face)
		}
		if len(got) != len(c.want) {
			t.Errorf("%q: runs in %v, want %v", c.text, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%q: runs in %v, want %v", c.text, got, c.want)
			}
		}
	}
	// The width is Go's, not Liberation's: its advances differ.
	if a, b := fam.Shape("Disk 4K", false).Width, Shape("Disk 4K", false).Width; a == b {
		t.Errorf("the theme's font measures as the sans font: %v ems both", a)
	}
	if name := regular.PDFName(); !strings.HasPrefix(name, "utf8iopressfont") {
		t.Errorf("PDF name %q", name)
	}
}

func TestRegisterRefusesWhatIsNotTrueType(t *testing.T) {
	for name, data := range map[string][]byte{
		"text":  []byte("not a font at all, but long enough to have a header"),
		"empty": nil,
		"cut":   goregular.TTF[:200],
		"cff":   append([]byte("OTTO"), goregular.TTF[4:]...),
	} {
		if f, err := Register(name, data); err == nil {
			t.Errorf("%s: registered as %v", name, f)
		} else if !strings.Contains(err.Error(), "TrueType") {
			t.Errorf("%s: %v; want it to say a TrueType font was expected", name, err)
		}
	}
}

// A font of more glyphs than the PDF's private-use codes can name is
// refused when registered, not when a PDF is written: Go Regular with
// its glyph count (maxp) raised past them, which the shaper still reads.
func TestRegisterRefusesFontPDFCannotEmbed(t *testing.T) {
	tables, err := sfntTables(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	patched := make(map[string][]byte, len(tables))
	for tag, data := range tables {
		patched[tag] = data
	}
	maxp := slices.Clone(tables["maxp"])
	binary.BigEndian.PutUint16(maxp[4:], puaEnd-puaBase+1)
	patched["maxp"] = maxp
	_, err = Register("too many glyphs", sfntWrite(patched))
	if err == nil || !strings.Contains(err.Error(), "do not fit in the private use area") {
		t.Errorf("registered, or refused for another reason: %v", err)
	}
}

// A chart's line is as high and deep as the fonts it is set in reach, in
// a family whose bold font (Liberation Sans Bold) is not as tall as its
// regular one (Go Regular): the taller of the two, counted once.
func TestHandlerBoxOfMixedFamily(t *testing.T) {
	regular, err := Register("Go Regular", goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	h := Handler{Family{regular, SansBold}}
	const size = 10
	r, b := regular.info(), SansBold.info()
	for _, bold := range []bool{false, true} {
		fnt := plotfont.Font{Size: size}
		if bold {
			fnt.Weight = stdfont.WeightBold
		}
		_, height, depth := h.Box("Disk", fnt)
		want, wantDepth := size*max(r.ascent, b.ascent), size*max(r.descent, b.descent)
		if !bold {
			want, wantDepth = size*r.ascent, size*r.descent
		}
		if math.Abs(float64(height)-want) > 1e-9 || math.Abs(float64(depth)-wantDepth) > 1e-9 {
			t.Errorf("bold %v: height %v, depth %v; want %v, %v (ascents %v, %v)", bold, height, depth, want, wantDepth, r.ascent, b.ascent)
		}
	}
}
