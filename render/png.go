package render

import (
	"bytes"
	"io"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"
)

// pngDPI is the resolution of PNG images: sharp on screens and in print.
const pngDPI = 192

// renderPNG renders one vector drawing to PNG bytes on white.
func renderPNG(d drawing) ([]byte, error) {
	c := vgimg.NewWith(vgimg.UseWH(d.w, d.h), vgimg.UseDPI(pngDPI))
	if err := drawChecked(c, d.draw); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if _, err := (vgimg.PngCanvas{Canvas: c}).WriteTo(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// drawing is one image to render: its file stem, size and how to draw it.
type drawing struct {
	name string
	w, h vg.Length
	draw func(c vg.CanvasSizer)
}

func drawings(art *Article) []drawing {
	var out []drawing
	for _, t := range art.Tables {
		l := layoutTable(t, 1000, art.Theme.look())
		const pad = 8
		out = append(out, drawing{t.Name, l.width + 2*pad, l.height + 2*pad, func(c vg.CanvasSizer) {
			c.Translate(vg.Point{X: pad, Y: pad})
			drawTable(c, l, l.height)
		}})
	}
	for _, ch := range art.Charts {
		out = append(out, drawing{ch.Name, ch.Width, ch.Height, func(c vg.CanvasSizer) { drawChart(c, ch) }})
	}
	return out
}

// PNGFiles are the article's tables and charts as NAME.png, in article
// order.
func PNGFiles(art *Article) []File {
	var out []File
	for _, d := range drawings(art) {
		out = append(out, File{d.name + ".png", func(w io.Writer) error {
			data, err := renderPNG(d)
			if err != nil {
				return err
			}
			_, err = w.Write(data)
			return err
		}})
	}
	return out
}
