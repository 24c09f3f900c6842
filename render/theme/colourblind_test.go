package theme

import (
	"image/color"
	"math"
	"strings"
	"testing"
)

// The palettes made for colour-blind readers pass; matplotlib's tab10
// fails where it is known to (orange and green look alike with
// protanopia, green and red with deuteranopia); and a red-green pair
// fails for deuteranopia only.
func TestPaletteWarnings(t *testing.T) {
	hex := func(s ...string) []color.RGBA {
		var out []color.RGBA
		for _, h := range s {
			var c themeColor
			if err := c.UnmarshalTOML(h); err != nil {
				t.Fatal(err)
			}
			out = append(out, color.RGBA(c))
		}
		return out
	}
	for _, c := range []struct {
		name    string
		palette []color.RGBA
		want    []string // one warning each, in order
	}{
		{"Okabe-Ito", okabeIto, nil},
		{"Paul Tol's bright", hex("#4477aa", "#ee6677", "#228833", "#ccbb44", "#66ccee", "#aa3377", "#bbbbbb"), nil},
		{"tab10", hex("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"),
			[]string{"colours 2 (#ff7f0e) and 3 (#2ca02c) look alike to a reader with protanopia", "colours 3 (#2ca02c) and 4 (#d62728) look alike to a reader with deuteranopia"}},
		{"red and green", hex("#d62728", "#2ca02c"), []string{"colours 1 (#d62728) and 2 (#2ca02c) look alike to a reader with deuteranopia"}},
		{"one colour twice", hex("#d62728", "#d62728"), nil},
	} {
		got := paletteWarnings(c.palette)
		if len(got) != len(c.want) {
			t.Errorf("%s: %q, want %d warnings", c.name, got, len(c.want))
			continue
		}
		for i := range got {
			if !strings.HasPrefix(got[i].Error(), c.want[i]) {
				t.Errorf("%s: %q, want %q", c.name, got[i], c.want[i])
			}
		}
	}
}

// The colour conversions against published values: sRGB red is L* 53.24,
// a* 80.09, b* 67.20 (Lindbloom's calculator, D65); and the simulations
// leave white and black as they are (Machado's matrices' rows sum to 1).
func TestColourScience(t *testing.T) {
	near := func(a, b [3]float64) bool {
		for i := range a {
			if math.Abs(a[i]-b[i]) > 0.01 {
				return false
			}
		}
		return true
	}
	if got := cielab(linear(255), linear(0), linear(0)); !near(got, [3]float64{53.24, 80.09, 67.20}) {
		t.Errorf("sRGB red in CIELAB: %v", got)
	}
	for _, d := range dichromacies {
		if got := seenWith(d.m, color.RGBA{255, 255, 255, 255}); math.Abs(got[0]-100) > 0.01 || math.Hypot(got[1], got[2]) > 0.05 {
			t.Errorf("white with %s: %v", d.name, got)
		}
		if got := seenWith(d.m, color.RGBA{0, 0, 0, 255}); got != [3]float64{} {
			t.Errorf("black with %s: %v", d.name, got)
		}
	}
}
