package render

import (
	"bytes"
	"image"
	"image/png"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/words"
)

// inkBounds is the smallest rectangle that holds everything drawn on an
// image's white ground (empty for a blank image).
func inkBounds(img image.Image) image.Rectangle {
	var ink image.Rectangle
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if r, g, bl, _ := img.At(x, y).RGBA(); r&g&bl != 0xffff {
				ink = ink.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return ink
}

// languageArticles are a comparison (bar charts: titles, workloads on two
// lines under the bars, a legend) and a sweep (line charts) in a language.
func languageArticles(t *testing.T, l words.Lang) []*Article {
	t.Helper()
	ds, err := ingest.File("../datasets/reference/article1/published.csv")
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	comparison, err := Build(ds, a, Options{Lang: l})
	if err != nil {
		t.Fatal(err)
	}
	sweepData, s := realSweep(t)
	sweep, err := BuildSweep(sweepData, s, Options{Lang: l})
	if err != nil {
		t.Fatal(err)
	}
	return []*Article{comparison, sweep}
}

// No chart's text is cut at the image's edges, in any language: a Hindi
// title's vowel signs reach higher above the baseline than Latin letters
// and a Hindi axis label's hang deeper below it, so every edge of the
// PNG must keep a white row or column (a glyph cut by the edge would
// leave ink in it).
func TestChartTextStaysInsideTheImage(t *testing.T) {
	for _, l := range words.Langs {
		// The comparison's first chart; the sweep's second, whose y-axis
		// label (latency) has descenders and a parenthesis on the left edge.
		for i, art := range languageArticles(t, l) {
			charts := drawings(art)[len(art.Tables):]
			for _, d := range charts[i : i+1] {
				data, err := renderPNG(d)
				if err != nil {
					t.Fatal(err)
				}
				img, err := png.Decode(bytes.NewReader(data))
				if err != nil {
					t.Fatal(err)
				}
				if ink, b := inkBounds(img), img.Bounds(); ink.Min.X <= b.Min.X || ink.Min.Y <= b.Min.Y || ink.Max.X >= b.Max.X || ink.Max.Y >= b.Max.Y {
					t.Errorf("%v %s: ink over %v of the image's %v: text cut at its edge", l, d.name, ink, b)
				}
			}
		}
	}
}
