package render

import (
	"bytes"
	"image"
	"image/png"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/recorder"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/theme"
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
	ds, s := realSweep(t)
	sweep, err := BuildSweep(ds, s, Options{Lang: l})
	if err != nil {
		t.Fatal(err)
	}
	return []*Article{comparisonIn(t, l), sweep}
}

// comparisonIn is article 1's comparison written in a language.
func comparisonIn(t testing.TB, l words.Lang) *Article {
	t.Helper()
	ds, err := ingest.File("../datasets/reference/article1/published.csv")
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	art, err := Build(ds, a, Options{Lang: l})
	if err != nil {
		t.Fatal(err)
	}
	return art
}

// No chart's text is cut at the image's edges, in any language: a Hindi
// title's vowel signs reach higher above the baseline than Latin letters
// and a Hindi axis label's hang deeper below it, so every edge of the
// PNG must keep a white row or column (a glyph cut by the edge would
// leave ink in it).
func TestChartTextStaysInsideTheImage(t *testing.T) {
	for _, l := range words.Langs {
		// The comparison's first chart; the sweep's second and fourth,
		// whose y-axis labels have descenders on the left edge and
		// whose panels' titles in Polish and Turkish are wider than
		// the panels.
		for i, art := range languageArticles(t, l) {
			charts := Drawings(art)[len(art.Tables):]
			for _, d := range [][]Drawing{charts[:1], {charts[1], charts[3]}}[i] {
				data, err := EncodePNGForTest(d)
				if err != nil {
					t.Fatal(err)
				}
				img, err := png.Decode(bytes.NewReader(data))
				if err != nil {
					t.Fatal(err)
				}
				if ink, b := inkBounds(img), img.Bounds(); ink.Min.X <= b.Min.X || ink.Min.Y <= b.Min.Y || ink.Max.X >= b.Max.X || ink.Max.Y >= b.Max.Y {
					t.Errorf("%v %s: ink over %v of the image's %v: text cut at its edge", l, d.Name, ink, b)
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
		comparisonIn(t, words.Hindi),
		scriptArticle(t, []string{name + "क", name + "ख", "हिन्दी", "सिस्टम"}, ""),
		comparisonIn(t, words.English),
		scriptArticle(t, []string{latin + "A", latin + "B", "ext4", "XFS"}, ""),
	}
	for _, art := range arts {
		tab := art.Tables[0]
		l := tab.Layout(vg.Length(595.28-2*theme.Default().Margin), theme.Default())
		_, height := l.Size()
		rec := &lineRecorder{Canvas: &recorder.Canvas{}}
		l.Draw(rec, height)
		for i, a := range rec.lines {
			ba := a.box()
			const rounding = 1e-9 // of the sums that place the lines
			if ba.Min.Y < -rounding || ba.Max.Y > height+rounding {
				t.Errorf("%s: %q takes %v to %v, outside the table's height 0 to %v", tab.Name, a.line.Text, ba.Min.Y, ba.Max.Y, height)
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

// bboxLine is a line of text of pdftotext -bbox-layout: its box (y down)
// and its words.
var bboxLine = regexp.MustCompile(`<line xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="([0-9.]+)">((?s:.*?))</line>`)

var bboxWord = regexp.MustCompile(`>([^<]*)</word>`)

// The lines of a PDF's text (title, subtitle, headings, paragraphs,
// bullets) never reach into each other, in any language, as poppler
// measures them from the embedded fonts (a line's box spans its fonts'
// ascent and descent): Hindi's title hung 1.4 points into the subtitle
// under it.
func TestPDFLinesKeepApart(t *testing.T) {
	for _, l := range words.Langs {
		var buf bytes.Buffer
		if err := WritePDFForTest(&buf, comparisonIn(t, l)); err != nil {
			t.Fatal(err)
		}
		layout := pdftotextArgs(t, buf.Bytes(), "-bbox-layout")
		for p, page := range strings.Split(layout, "<page")[1:] {
			var boxes []vg.Rectangle
			var texts []string
			for _, m := range bboxLine.FindAllStringSubmatch(page, -1) {
				var v [4]float64
				for i := range v {
					v[i], _ = strconv.ParseFloat(m[i+1], 64)
				}
				if v[0] != theme.Default().Margin && v[0] != theme.Default().Margin+12 {
					continue // a table's or a chart's, which other tests check
				}
				boxes = append(boxes, vg.Rectangle{Min: vg.Point{X: vg.Length(v[0]), Y: vg.Length(v[1])}, Max: vg.Point{X: vg.Length(v[2]), Y: vg.Length(v[3])}})
				var line []string
				for _, w := range bboxWord.FindAllStringSubmatch(m[5], -1) {
					line = append(line, w[1])
				}
				texts = append(texts, strings.Join(line, " "))
			}
			for i, a := range boxes {
				for j, b := range boxes[i+1:] {
					if a.Min.X < b.Max.X && b.Min.X < a.Max.X && a.Min.Y < b.Max.Y && b.Min.Y < a.Max.Y {
						t.Errorf("%v page %d: lines %v and %v overlap:\n%.80s\n%.80s", l, p+1, a, b, texts[i], texts[i+1+j])
					}
				}
			}
		}
	}
}
