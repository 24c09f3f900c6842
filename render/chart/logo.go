package chart

import (
	"image"
	"image/color"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/iopress/iopress/render/theme"
)

// drawLogo draws a chart's logo in box, at the right end of its title
// row: grey and light, so that a logo of bars in the series' colours is
// not read as data.
func drawLogo(c draw.Canvas, logo *theme.Logo, box vg.Rectangle) {
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
