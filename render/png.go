package render

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"runtime"
	"sync"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/iopress/iopress/internal/outdir"
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

// writePNGs writes every table and chart of the article as NAME.png into
// out and returns the paths written, in article order. Rasterising
// dominates the cost of an article, so images are drawn in parallel, one
// per core.
func writePNGs(out *outdir.Dir, art *Article) ([]string, error) {
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
				name := d.name + ".png"
				paths[i] = out.Path(name)
				errs[i] = out.WriteBytes(name, data)
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

// Output is what WriteDir did in its folder: the files it wrote, and what
// it did with the others (outdir.Tidied).
type Output struct {
	Paths []string // article.pdf, article.html, then the images in article order
	outdir.Tidied
}

// imageName matches the names of the images render writes (tables,
// charts, tables of changes: "table-1-random-read.png"), so that such a
// file of an earlier article that iopress has no record of writing is
// named to the user.
var imageName = regexp.MustCompile(`^(table|chart|change)-[0-9]+-.+\.png$`)

// WriteDir writes the whole article into dir: article.pdf, article.html
// and one PNG per table and chart, each through a temporary name renamed
// into place. It keeps a manifest of what it wrote (outdir): the files of
// an earlier article there that this one does not write are removed,
// unless changed since; no file iopress did not write is touched.
func WriteDir(dir string, art *Article) (*Output, error) {
	d, err := outdir.Open(dir)
	if err != nil {
		return nil, err
	}
	defer d.Close()
	out := &Output{}
	for _, doc := range []struct {
		name  string
		write func(io.Writer, *Article) error
	}{{"article.pdf", WritePDF}, {"article.html", WriteHTML}} {
		if err := d.Write(doc.name, func(w io.Writer) error { return doc.write(w, art) }); err != nil {
			return nil, err
		}
		out.Paths = append(out.Paths, d.Path(doc.name))
	}
	images, err := writePNGs(d, art)
	out.Paths = append(out.Paths, images...)
	if err != nil {
		return out, err
	}
	out.Tidied, err = d.Commit(imageName.MatchString)
	return out, err
}
