package render

import (
	"bytes"
	"io"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/iopress/iopress/render/chart"
)

// strayLine is a plotter that draws a line to a point that is not finite,
// as gonum/plot did when a bar was wider than its chart.
type strayLine struct{ to float64 }

func (s strayLine) Plot(c draw.Canvas, _ *plot.Plot) {
	c.StrokeLine2(draw.LineStyle{Width: 1}, 0, 0, vg.Length(s.to), 10)
}

// TestNonFiniteCoordinatesAreRefused is the last line of defence: a chart
// that draws at NaN, at infinity or a kilometre off the page makes each
// writer (PDF, HTML's SVG, PNG, SVG) return an error naming the chart, and
// never write the coordinate.
func TestNonFiniteCoordinatesAreRefused(t *testing.T) {
	for _, to := range []float64{math.NaN(), math.Inf(-1), math.Inf(1), 1e300} {
		p := plot.New()
		p.Add(strayLine{to: to})
		art := &Article{Title: "stray", Charts: []*chart.Chart{{Name: "chart-1-stray", Title: "stray", Panels: []chart.Panel{chart.Lines{Plot: p}}, Columns: 1, Width: 200, Height: 100}}}
		var buf bytes.Buffer
		err := WritePDFForTest(&buf, art)
		if err == nil || !strings.Contains(err.Error(), "chart-1-stray: line at") {
			t.Errorf("PDF with a line to %v: err %v, want one naming chart-1-stray and the line", to, err)
		}
		if buf.Len() > 0 {
			t.Errorf("PDF with a line to %v: %d bytes written", to, buf.Len())
		}
		if err := WriteHTMLForTest(io.Discard, art); err == nil || !strings.Contains(err.Error(), "chart-1-stray") {
			t.Errorf("HTML with a line to %v: err %v", to, err)
		}
		for _, f := range []string{"png", "svg"} {
			if _, err := WriteDirForTest(t.TempDir(), art, f); err == nil || !strings.Contains(err.Error(), "chart-1-stray") {
				t.Errorf("%s with a line to %v: err %v", f, to, err)
			}
		}
	}
}
