package render

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/iopress/iopress/internal/atomicfile"
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
		l := layoutTable(t, 1000)
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

// WritePNGs writes every table and chart of the article as NAME.png in dir
// and returns the paths written, in article order. Rasterising dominates
// the cost of an article, so images are drawn in parallel, one per core.
func WritePNGs(dir string, art *Article) ([]string, error) {
	ds := drawings(art)
	paths := make([]string, len(ds))
	errs := make([]error, len(ds))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(ds)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				d := ds[i]
				data, err := renderPNG(d)
				if err != nil {
					errs[i] = fmt.Errorf("%s: %w", d.name, err)
					continue
				}
				paths[i] = filepath.Join(dir, d.name+".png")
				errs[i] = atomicfile.WriteBytes(paths[i], data)
			}
		}()
	}
	for i := range ds {
		next <- i
	}
	close(next)
	wg.Wait()
	return paths, errors.Join(errs...)
}

// WriteDir writes the whole article into dir: article.pdf, article.html
// and one PNG per table and chart. Each file is written to a temporary
// name and renamed.
func WriteDir(dir string, art *Article) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var paths []string
	for _, doc := range []struct {
		name  string
		write func(io.Writer, *Article) error
	}{{"article.pdf", WritePDF}, {"article.html", WriteHTML}} {
		path := filepath.Join(dir, doc.name)
		if err := atomicfile.Write(path, func(f *os.File) error { return doc.write(f, art) }); err != nil {
			return nil, err
		}
		paths = append(paths, path)
	}
	images, err := WritePNGs(dir, art)
	return append(paths, images...), err
}
