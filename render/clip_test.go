package render

import (
	"bytes"
	"image"
	"image/png"
	"strings"
	"testing"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/recorder"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/typeset"
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

// lineRecorder keeps the lines a drawing sets, where and at what size.
type lineRecorder struct {
	vg.Canvas
	lines []setLine
}

type setLine struct {
	line *typeset.Line
	size vg.Length
	at   vg.Point // the left end of the baseline
}

func (r *lineRecorder) DrawLine(l *typeset.Line, size vg.Length, pt vg.Point) {
	r.lines = append(r.lines, setLine{l, size, pt})
}

// box is the room a set line takes by its fonts' ascent and descent.
func (s setLine) box() vg.Rectangle {
	ascent, descent := s.line.Extent()
	return vg.Rectangle{
		Min: vg.Point{X: s.at.X, Y: s.at.Y - s.size*vg.Length(descent)},
		Max: vg.Point{X: s.at.X + s.size*vg.Length(s.line.Width), Y: s.at.Y + s.size*vg.Length(ascent)},
	}
}

// A table's lines of text, in Hindi too, each keep the room their fonts
// take (ascent above the baseline, descent below) inside the table's
// height and apart from each other: Devanagari's vowel signs reach deeper
// than Latin letters, so a name on three lines in the head, the key under
// the table and the notes that give names cut short need more room.
func TestTableTextKeepsItsFontsRoom(t *testing.T) {
	name := strings.Repeat("प्रदर्शन क्षमता त्रुटि ", 8)
	latin := strings.Repeat("Ceph RBD pool over NVMe ", 8)
	arts := []*Article{
		languageArticles(t, words.Hindi)[0],
		scriptArticle(t, []string{name + "क", name + "ख", "हिन्दी", "सिस्टम"}, ""),
		languageArticles(t, words.English)[0],
		scriptArticle(t, []string{latin + "A", latin + "B", "ext4", "XFS"}, ""),
	}
	for _, art := range arts {
		tab := art.Tables[0]
		l := layoutTable(tab, vg.Length(595.28-2*pageMargin))
		rec := &lineRecorder{Canvas: &recorder.Canvas{}}
		drawTable(rec, l, l.height)
		for i, a := range rec.lines {
			ba := a.box()
			const rounding = 1e-9 // of the sums that place the lines
			if ba.Min.Y < -rounding || ba.Max.Y > l.height+rounding {
				t.Errorf("%s: %q takes %v to %v, outside the table's height 0 to %v", tab.Name, a.line.Text, ba.Min.Y, ba.Max.Y, l.height)
			}
			for _, b := range rec.lines[i+1:] {
				bb := b.box()
				if ba.Min.X < bb.Max.X && bb.Min.X < ba.Max.X && ba.Min.Y < bb.Max.Y-rounding && bb.Min.Y < ba.Max.Y-rounding {
					t.Errorf("%s: %q (%v) and %q (%v) overlap", tab.Name, a.line.Text, ba, b.line.Text, bb)
				}
			}
		}
	}
}
