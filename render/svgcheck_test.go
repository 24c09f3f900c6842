package render

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/chart"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/typeset"
	"github.com/iopress/iopress/render/words"
)

// articleOfCSV analyses a CSV of results and builds its comparison
// article.
func articleOfCSV(t *testing.T, csvText string, opts Options) (*analyze.Analysis, *Article) {
	t.Helper()
	ds := rendertest.CSV(t, csvText)
	a := rendertest.Compare(t, ds, analyze.Options{})
	art, err := Build(ds, a, opts)
	if err != nil {
		t.Fatal(err)
	}
	return a, art
}

// svgText is a text element of a chart's SVG, in the drawing's
// coordinates (y up): the left end of its baseline.
type svgText struct {
	x, y, size float64
	fill       string // "#RRGGBB"; "" for black
	text       string
}

// width is how wide the text is set, in points.
func (s svgText) width() float64 { return typeset.Shape(s.text, false).Width * s.size }

// centre is the middle of the text along x.
func (s svgText) centre() float64 { return s.x + s.width()/2 }

// svgBox is a filled axis-aligned rectangle of a chart's SVG.
type svgBox struct {
	minX, minY, maxX, maxY float64
	fill                   string
}

var (
	svgTextElement = regexp.MustCompile(`(?s)<text x="([-0-9.e+]+)" y="([-0-9.e+]+)" transform="scale\(1, -1\)"\s*style="([^"]*)">([^<]*)</text>`)
	svgFontSize    = regexp.MustCompile(`font-size:([0-9.]+)px`)
	svgFill        = regexp.MustCompile(`fill:(#[0-9A-Fa-f]{6})`)
	svgRect        = regexp.MustCompile(`<path d="M([-0-9.e+]+),([-0-9.e+]+)L([-0-9.e+]+),([-0-9.e+]+)L([-0-9.e+]+),([-0-9.e+]+)L([-0-9.e+]+),([-0-9.e+]+)Z" style="fill:(#[0-9A-Fa-f]{6})" />`)
)

// readChartSVG draws a chart as the page has it (its text left to the
// browser) and reads back its text and its filled rectangles.
func readChartSVG(t *testing.T, ch *chart.Chart) ([]svgText, []svgBox) {
	t.Helper()
	svg, err := DrawSVGForTest(ch)
	if err != nil {
		t.Fatal(err)
	}
	num := func(s string) float64 {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("%s: %q in the SVG is not a number", ch.Name, s)
		}
		return v
	}
	var texts []svgText
	for _, m := range svgTextElement.FindAllStringSubmatch(string(svg), -1) {
		st := svgText{x: num(m[1]), y: -num(m[2]), text: m[4]}
		if f := svgFontSize.FindStringSubmatch(m[3]); f != nil {
			st.size = num(f[1])
		}
		if f := svgFill.FindStringSubmatch(m[3]); f != nil {
			st.fill = strings.ToUpper(f[1])
		}
		texts = append(texts, st)
	}
	var boxes []svgBox
	for _, m := range svgRect.FindAllStringSubmatch(string(svg), -1) {
		var xs, ys []float64
		for i := 1; i < 9; i += 2 {
			xs, ys = append(xs, num(m[i])), append(ys, num(m[i+1]))
		}
		boxes = append(boxes, svgBox{slices.Min(xs), slices.Min(ys), slices.Max(xs), slices.Max(ys), strings.ToUpper(m[9])})
	}
	return texts, boxes
}

// readFigure reads a figure as a language writes it (its grouping and
// its decimal point), to a number; false for none.
func readFigure(l words.Lang, s string) (float64, bool) {
	v, _, ok := readFigureDecimals(l, s)
	return v, ok
}

// readFigureDecimals reads a figure and how many decimals it is
// written with.
func readFigureDecimals(l words.Lang, s string) (float64, int, bool) {
	sample := l.Decimal(1234.5, 1) // "1,234.5", "1.234,5", "1 234,5"
	group := strings.TrimFunc(strings.TrimSuffix(strings.TrimPrefix(sample, "1"), "234"+sample[len(sample)-2:]), unicode.IsDigit)
	point := sample[len(sample)-2 : len(sample)-1]
	if group != "" {
		s = strings.ReplaceAll(s, group, "")
	}
	_, frac, _ := strings.Cut(s, point)
	v, err := strconv.ParseFloat(strings.Replace(s, point, ".", 1), 64)
	return v, len(frac), err == nil
}

// hexOf writes a colour as the SVG has it.
func hexOf(c interface{ RGBA() (r, g, b, a uint32) }) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02X%02X%02X", r>>8, g>>8, b>>8)
}

// svgBar is a bar of a chart's bar panels as its SVG draws it: its box,
// the figure written past its end, and the highest tick of its axis.
type svgBar struct {
	box         svgBox
	label       svgText
	value       float64 // the figure read back
	top         svgText // the axis's last tick label
	topValue    float64
	ticksOnAxis int
}

// svgBars reads a chart's bars: every box of a bar's colour under the
// chart's head (the legend's swatches are in it), each paired with the
// figure past its end and the tick labels of the axis under it. It
// fails the test for a bar without a figure or without an axis.
func svgBars(t *testing.T, l words.Lang, ch *chart.Chart) []svgBar {
	t.Helper()
	texts, boxes := readChartSVG(t, ch)
	headBottom := float64(ch.Height - chart.Margin - ch.Head(ch.Width-2*chart.Margin))
	figure := hexOf(chart.BarLabelColour)
	// Tick labels: black figures, by rows.
	rows := map[float64][]svgText{}
	for _, s := range texts {
		if _, ok := readFigure(l, s.text); ok && s.fill == "" && s.y < headBottom {
			y := math.Round(s.y*100) / 100
			rows[y] = append(rows[y], s)
		}
	}
	var out []svgBar
	for _, b := range boxes {
		if b.fill == "#FFFFFF" || b.minY >= headBottom || b.maxX-b.minX < 0.01 && b.fill == figure {
			continue
		}
		bar := svgBar{box: b}
		// Its figure: the nearest figure text to its right, at its height.
		found := false
		for _, s := range texts {
			mid := s.y + s.size*0.3
			if s.fill != figure || s.x < b.maxX || mid < b.minY || mid > b.maxY {
				continue
			}
			if !found || s.x < bar.label.x {
				bar.label, found = s, true
			}
		}
		if !found {
			t.Errorf("%s: the bar at (%.1f, %.1f)-(%.1f, %.1f) carries no figure", ch.Name, b.minX, b.minY, b.maxX, b.maxY)
			continue
		}
		v, ok := readFigure(l, bar.label.text)
		if !ok {
			t.Errorf("%s: figure %q is not a number", ch.Name, bar.label.text)
			continue
		}
		bar.value = v
		// Its axis: the nearest row of tick labels under it, the run of
		// it that starts at the bar's start (0).
		rowY, has := math.Inf(-1), false
		for y := range rows {
			if y < b.minY && y > rowY {
				rowY, has = y, true
			}
		}
		if !has {
			t.Errorf("%s: no axis under the bar of %q", ch.Name, bar.label.text)
			continue
		}
		row := slices.Clone(rows[rowY])
		slices.SortFunc(row, func(a, b svgText) int { return cmpFloat(a.x, b.x) })
		start := slices.IndexFunc(row, func(s svgText) bool { return math.Abs(s.centre()-b.minX) < 1 })
		if start < 0 {
			t.Errorf("%s: no tick at the start of the bar of %q", ch.Name, bar.label.text)
			continue
		}
		last, _ := readFigure(l, row[start].text)
		bar.top, bar.topValue, bar.ticksOnAxis = row[start], last, 1
		for _, s := range row[start+1:] {
			v, _ := readFigure(l, s.text)
			if v <= last {
				break // the next panel's axis
			}
			bar.top, bar.topValue, last = s, v, v
			bar.ticksOnAxis++
		}
		out = append(out, bar)
	}
	return out
}

// checkBars: each bar carries its figure, the highest tick of its axis
// is at or beyond its end and its figure, and the chart's figures are
// the analysis's, want, to the digits written.
func checkBars(t *testing.T, l words.Lang, ch *chart.Chart, want []float64, factor float64) {
	t.Helper()
	bars := svgBars(t, l, ch)
	if len(bars) != len(want) || len(want) == 0 {
		t.Errorf("%s: %d bars carry their figures, want the data's %d", ch.Name, len(bars), len(want))
	}
	var got, half []float64
	for _, b := range bars {
		got = append(got, b.value)
		_, decimals, _ := readFigureDecimals(l, b.label.text)
		half = append(half, 0.5*math.Pow(10, -float64(decimals)))
		if b.topValue < b.value || b.top.centre() < b.box.maxX-0.01 {
			t.Errorf("%s: the axis of the bar of %s stops at %s, under it", ch.Name, b.label.text, b.top.text)
		}
		if b.ticksOnAxis < 2 {
			t.Errorf("%s: the axis of the bar of %s has %d tick", ch.Name, b.label.text, b.ticksOnAxis)
		}
	}
	// Each figure written is one of the analysis's, to half its last
	// digit, each of them once.
	used := make([]bool, len(want))
	for i, g := range got {
		k := slices.IndexFunc(want, func(w float64) bool { return math.Abs(g-w/factor) <= half[i]*(1+1e-9) })
		for k >= 0 && used[k] {
			next := slices.IndexFunc(want[k+1:], func(w float64) bool { return math.Abs(g-w/factor) <= half[i]*(1+1e-9) })
			if next < 0 {
				k = -1
				break
			}
			k += 1 + next
		}
		if k < 0 {
			t.Errorf("%s: figure %s is none of the analysis's", ch.Name, bars[i].label.text)
			continue
		}
		used[k] = true
	}
}

// TestEveryBarCarriesItsFigureUnderItsAxisTop: in the comparison's
// charts (article 1's figures), in English and in Hindi (whose figures
// sit among Devanagari labels: 2,636,516), every bar carries its figure past its end
// and its axis's highest tick is at or beyond it: read from the SVG the
// page holds. The figures are the analysis's: its headline figure of
// each cell (IOPS at 4K, GiB/s at 64K and 128K) and its CPU efficiency.
func TestEveryBarCarriesItsFigureUnderItsAxisTop(t *testing.T) {
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []words.Lang{words.English, words.Hindi, words.Polish} {
		art, err := Build(ds, a, Options{Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		if len(art.Charts) != 4 {
			t.Fatalf("%s: %d charts, want one per table", lang, len(art.Charts))
		}
		for i, ch := range art.Charts {
			var want []float64
			units := map[string]bool{}
			for _, c := range art.Tables[i].cells {
				metric := analyze.Bandwidth.Name
				if c.BlockSizeBytes <= 4096 {
					metric = analyze.IOPS.Name
				}
				for _, cmp := range a.Comparisons {
					if cmp.Cell == c && (cmp.Metric.Name == metric || cmp.Metric.Name == analyze.BytesPerCPU.Name) {
						for _, f := range cmp.Ranking {
							want = append(want, f.Value)
						}
						units[cmp.Metric.Name] = true
					}
				}
			}
			// The figures are in each panel's unit: compare them
			// panel by panel through the chart's own scales.
			var scaled []float64
			for _, p := range ch.Panels {
				if b, ok := p.(*barPanel); ok {
					for _, bar := range b.bars {
						if finite(bar.value) {
							scaled = append(scaled, bar.value/b.sc.factor)
							if !slices.Contains(want, bar.value) {
								t.Errorf("%s %s: a bar of %v, none of the analysis's figures", lang, ch.Name, bar.value)
							}
						}
					}
				}
			}
			if len(scaled) != len(want) {
				t.Errorf("%s %s: %d bars drawn, want the analysis's %d figures", lang, ch.Name, len(scaled), len(want))
			}
			checkBars(t, lang, ch, scaled, 1)
		}
	}
}
