package theme

import (
	"fmt"
	"image/color"
	"math"
)

// A palette is colour-blind-safe here when every two of its colours stay
// at least confusable apart (ΔE*ab, CIE 1976, in CIELAB under D65) as a
// reader with each full dichromacy sees them. Okabe-Ito's closest pair is
// 16 apart (tritanopia) and Paul Tol's bright scheme's 13; matplotlib's
// tab10, which is known not to be safe, has its orange and green 4.6
// apart under protanopia and its green and red 7.3 under deuteranopia.
const confusable = 10

// dichromacies simulate how a reader with each dichromacy sees linear
// RGB: Machado, Oliveira and Fernandes (2009), "A physiologically-based
// model for simulation of color vision deficiency", severity 1.0.
var dichromacies = []struct {
	name string
	m    [3][3]float64
}{
	{"protanopia", [3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{"deuteranopia", [3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{"tritanopia", [3][3]float64{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}

// paletteWarnings names, for each dichromacy, the two colours of a palette
// that look most alike to its readers where they are confusable; none
// for a colour-blind-safe palette.
func paletteWarnings(p []color.RGBA) []error {
	var out []error
	for _, d := range dichromacies {
		closest, a, b := math.Inf(1), 0, 0
		for i := range p {
			for j := i + 1; j < len(p); j++ {
				if p[i] == p[j] {
					continue // the same colour twice is meant
				}
				if de := deltaE(seenWith(d.m, p[i]), seenWith(d.m, p[j])); de < closest {
					closest, a, b = de, i, j
				}
			}
		}
		if closest < confusable {
			out = append(out, fmt.Errorf("colours %d (%s) and %d (%s) look alike to a reader with %s (ΔE %.1f, under %d); a colour-blind-safe palette such as the default (Okabe-Ito) keeps every two apart",
				a+1, HexColour(p[a]), b+1, HexColour(p[b]), d.name, closest, confusable))
		}
	}
	return out
}

// seenWith is the CIELAB colour c looks like through simulation m.
func seenWith(m [3][3]float64, c color.RGBA) [3]float64 {
	r, g, b := linear(c.R), linear(c.G), linear(c.B)
	var s [3]float64
	for i := range s {
		s[i] = math.Max(0, math.Min(1, m[i][0]*r+m[i][1]*g+m[i][2]*b))
	}
	return cielab(s[0], s[1], s[2])
}

// linear undoes sRGB's transfer function (IEC 61966-2-1).
func linear(v uint8) float64 {
	c := float64(v) / 255
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// cielab converts linear sRGB to CIELAB, white point D65.
func cielab(r, g, b float64) [3]float64 {
	x := (0.4124564*r + 0.3575761*g + 0.1804375*b) / 0.95047
	y := 0.2126729*r + 0.7151522*g + 0.0721750*b
	z := (0.0193339*r + 0.1191920*g + 0.9503041*b) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

func deltaE(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}
