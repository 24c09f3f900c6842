// Package png writes an article's tables and charts as PNG images, one
// file each, rasterised from their vector drawings.
package png

import (
	"bytes"
	"io"

	"gonum.org/v1/plot/vg/vgimg"

	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/finitecanvas"
)

// DPI is the resolution of PNG images: sharp on screens and in print.
const DPI = 192

// Encode renders one vector drawing to PNG bytes on white.
func Encode(d render.Drawing) ([]byte, error) {
	c := vgimg.NewWith(vgimg.UseWH(d.W, d.H), vgimg.UseDPI(DPI))
	if err := finitecanvas.Draw(c, d.Draw); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if _, err := (vgimg.PngCanvas{Canvas: c}).WriteTo(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Files are the article's tables and charts as NAME.png, in article
// order.
func Files(art *render.Article) []render.File {
	var out []render.File
	for _, d := range render.Drawings(art) {
		out = append(out, render.File{Name: d.Name + ".png", Write: func(w io.Writer) error {
			data, err := Encode(d)
			if err != nil {
				return err
			}
			_, err = w.Write(data)
			return err
		}})
	}
	return out
}
