package render

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/iopress/iopress/internal/atomicfile"
)

// pngDPI is the resolution of PNG images: sharp on screens and in print.
const pngDPI = 192

// PNG renders one vector drawing of w x h points to PNG bytes on white.
func renderPNG(w, h vg.Length, draw func(c vg.CanvasSizer)) ([]byte, error) {
	c := vgimg.NewWith(vgimg.UseWH(w, h), vgimg.UseDPI(pngDPI))
	draw(c)
	var buf bytes.Buffer
	if _, err := (vgimg.PngCanvas{Canvas: c}).WriteTo(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// WritePNGs writes every table and chart of the article as NAME.png in dir
// and returns the paths written.
func WritePNGs(dir string, art *Article) ([]string, error) {
	var paths []string
	write := func(name string, w, h vg.Length, draw func(c vg.CanvasSizer)) error {
		data, err := renderPNG(w, h, draw)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		path := filepath.Join(dir, name+".png")
		if err := atomicfile.WriteBytes(path, data); err != nil {
			return err
		}
		paths = append(paths, path)
		return nil
	}
	for _, t := range art.Tables {
		l := layoutTable(t, 1000)
		const pad = 8
		if err := write(t.Name, l.width+2*pad, l.height+2*pad, func(c vg.CanvasSizer) {
			c.Translate(vg.Point{X: pad, Y: pad})
			drawTable(c, l, l.height)
		}); err != nil {
			return paths, err
		}
	}
	for _, ch := range art.Charts {
		if err := write(ch.Name, ch.Width, ch.Height, func(c vg.CanvasSizer) { drawChart(c, ch) }); err != nil {
			return paths, err
		}
	}
	return paths, nil
}

// WriteDir writes the whole article into dir: article.pdf and one PNG per
// table and chart. Each file is written to a temporary name and renamed.
func WriteDir(dir string, art *Article) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	pdfPath := filepath.Join(dir, "article.pdf")
	if err := atomicfile.Write(pdfPath, func(f *os.File) error { return WritePDF(f, art) }); err != nil {
		return nil, err
	}
	paths, err := WritePNGs(dir, art)
	return append([]string{pdfPath}, paths...), err
}
