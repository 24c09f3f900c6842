package render

import (
	"encoding/base64"
	"fmt"
	"html/template"
	"image"
	"image/color"
	"slices"
	"strings"

	"github.com/jung-kurt/gofpdf"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/iopress/iopress/render/typeset"
)

// logo places the theme's logo at the current position with its right
// edge at right, h points high and no wider than most (a wide logo is
// set lower), and gives the width it takes with the gap before it,
// which the title leaves free; 0 where there is none.
func (d *pdfDoc) logo(logo *Logo, right, h, most float64) float64 {
	if logo == nil {
		return 0
	}
	b := logo.Image.Bounds()
	w := h * float64(b.Dx()) / float64(b.Dy())
	if w > most {
		w, h = most, most*float64(b.Dy())/float64(b.Dx())
	}
	opts := gofpdf.ImageOptions{ImageType: logo.Type}
	d.pdf.RegisterImageOptionsReader("logo", opts, strings.NewReader(string(logo.Data)))
	d.pdf.ImageOptions("logo", right-w, d.pdf.GetY(), w, h, false, opts, 0, "")
	return w + 8
}

// drawLogo draws a chart's logo in box, at the right end of its title
// row: grey and light, so that a logo of bars in the series' colours is
// not read as data.
func drawLogo(c draw.Canvas, logo *Logo, box vg.Rectangle) {
	c.DrawImage(box, greyed(logo.Image))
}

// greyed is an image in light greys: each pixel's luminance, two thirds
// of the way to white, its transparency kept.
func greyed(img image.Image) image.Image {
	b := img.Bounds()
	out := image.NewNRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			lum := (299*uint32(c.R) + 587*uint32(c.G) + 114*uint32(c.B)) / 1000
			v := uint8(255 - (255-lum)/3)
			out.SetNRGBA(x, y, color.NRGBA{v, v, v, c.A})
		}
	}
	return out
}

// hexColour writes a colour for CSS: "#264653".
func hexColour(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// themeCSS is the style a theme adds to the page, after the page's own
// (so that it wins): its fonts, as @font-face data so that the page stays
// self-contained, and whatever it changes of the default look. The
// default theme adds nothing. Its colours are in the page's rules
// (webColours), where a fragment finds them too.
func themeCSS(t *Theme) template.CSS {
	var b strings.Builder
	rule := func(selector, decls string) { b.WriteString(selector + " { " + decls + " }\n") }
	// Each family is declared once, under the name of the first role
	// that uses it; a family of one font serves every weight, so that
	// the browser does not embolden a font that is bold already. The
	// headings are bold (h1 to h3 and captions are): a family declared
	// with their font as its bold serves them, and the page does not
	// carry that font twice.
	type family struct {
		fam  typeset.Family
		name string
	}
	var declared []family // in the order declared
	stack := func(fam typeset.Family, role string) string {
		if fam == typeset.Default {
			return ""
		}
		i := slices.IndexFunc(declared, func(d family) bool {
			return d.fam == fam || role == "headings" && d.fam.Bold == fam.Bold
		})
		name := "iopress-" + role
		if i >= 0 {
			name = declared[i].name
		} else {
			declared = append(declared, family{fam, name})
			face := func(f typeset.Face, weight string) {
				rule("@font-face", `font-family: "`+name+`"; font-weight: `+weight+`; src: url(data:font/woff;base64,`+
					base64.StdEncoding.EncodeToString(f.WOFF())+`) format("woff");`)
			}
			if fam.Regular == fam.Bold {
				face(fam.Regular, "100 900")
			} else {
				face(fam.Regular, "normal")
				face(fam.Bold, "bold")
			}
		}
		return `"` + name + `", "Liberation Sans", Arial, Helvetica, "Noto Sans Devanagari", sans-serif`
	}
	if s := stack(t.Body, "body"); s != "" {
		rule("body", "font-family: "+s+";")
		rule("svg.chart text", "font-family: "+s+" !important;")
	}
	if s := stack(t.Headings, "headings"); s != "" {
		rule("h1, h2, h3, caption", "font-family: "+s+";")
	}
	if s := stack(t.Numbers, "numbers"); s != "" {
		rule("td", "font-family: "+s+";")
	}
	return template.CSS(b.String())
}

// logoURL is the theme's logo as a data URL, for the page's <img>; "" for
// none.
func logoURL(t *Theme) template.URL {
	if t.Logo == nil {
		return ""
	}
	return template.URL("data:image/" + t.Logo.Type + ";base64," + base64.StdEncoding.EncodeToString(t.Logo.Data))
}
