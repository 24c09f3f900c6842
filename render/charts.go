package render

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	stdfont "golang.org/x/image/font"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/iopress/iopress/analyze"
)

// Chart size inside an A4 page's text width.
const (
	chartWidth  = 510 * vg.Inch / 72
	chartHeight = 250 * vg.Inch / 72
)

// palette holds colours that stay apart in print and for common colour
// blindness (Okabe-Ito).
var palette = []color.RGBA{
	{0, 114, 178, 255},   // blue
	{230, 159, 0, 255},   // orange
	{0, 158, 115, 255},   // green
	{204, 121, 167, 255}, // purple
	{86, 180, 233, 255},  // sky
	{213, 94, 0, 255},    // vermillion
	{240, 228, 66, 255},  // yellow
	{0, 0, 0, 255},
}

// sans is the typeface of every chart and table: Liberation Sans, which the
// PDF sets as Helvetica with the same metrics.
func sans(size vg.Length, bold bool) font.Font {
	f := font.Font{Typeface: "Liberation", Variant: "Sans", Size: size}
	if bold {
		f.Weight = stdfont.WeightBold
	}
	return f
}

func newPlot(title, yLabel string) *plot.Plot {
	p := plot.New()
	p.Title.Text = title
	p.Title.TextStyle.Font = sans(11, true)
	p.Y.Label.Text = yLabel
	p.Y.Label.TextStyle.Font = sans(9, false)
	p.X.Label.TextStyle.Font = sans(9, false)
	p.X.Tick.Label.Font = sans(7.5, false)
	p.Y.Tick.Label.Font = sans(8, false)
	p.Legend.TextStyle.Font = sans(8, false)
	p.Legend.Top = true
	p.Legend.Left = true
	p.Legend.ThumbnailWidth = 8
	p.Y.Min = 0
	grid := plotter.NewGrid()
	grid.Vertical.Width = 0 // horizontal rules only, as review charts have
	grid.Horizontal.Color = color.Gray{Y: 220}
	p.Add(grid)
	return p
}

// buildCharts makes a grouped bar chart per metric (workloads along x, one
// bar per system) and a CPU-efficiency chart.
func buildCharts(a *analyze.Analysis) ([]*Chart, error) {
	var charts []*Chart
	for _, m := range a.Metrics {
		if m.Family == analyze.FamilyEfficiency && m.Name != analyze.BytesPerCPU.Name {
			continue
		}
		title := metricTitle(m)
		if m.Family == analyze.FamilyEfficiency {
			title = "CPU efficiency: " + title
		}
		c, err := barChart(a, m, title)
		if err != nil {
			return nil, fmt.Errorf("chart %s: %w", m.Name, err)
		}
		c.Name = fmt.Sprintf("chart-%d-%s", len(charts)+1, m.Name)
		charts = append(charts, c)
	}
	return charts, nil
}

func barChart(a *analyze.Analysis, m analyze.Metric, title string) (*Chart, error) {
	var cells []analyze.Cell
	values := map[string]plotter.Values{}
	var all []float64
	step := 0.0
	for _, cmp := range a.Comparisons {
		if cmp.Metric.Name != m.Name {
			continue
		}
		cells = append(cells, cmp.Cell)
		for _, s := range a.Systems {
			v := math.NaN()
			if f, ok := cmp.Figure(s); ok {
				v = f.Value
				all = append(all, v)
				if step == 0 || f.Resolution > 0 && f.Resolution < step {
					step = f.Resolution
				}
			}
			values[s] = append(values[s], v)
		}
	}
	if err := checkChartData(all); err != nil {
		return nil, err
	}
	sc := scaleFor(m, all, step)
	p := newPlot(title, fmt.Sprintf("%s (%s)", metricTitle(m), sc.unit))
	if m.Family == analyze.FamilyEfficiency {
		p.Y.Label.Text = sc.unit
	}
	groupWidth := vg.Length(0.8) * (chartWidth - 60) / vg.Length(max(len(cells), 1))
	barWidth := groupWidth / vg.Length(len(a.Systems))
	for i, s := range a.Systems {
		vs := make(plotter.Values, len(values[s]))
		for j, v := range values[s] {
			if math.IsNaN(v) {
				v = 0 // a missing figure draws no bar
			}
			vs[j] = v / sc.factor
		}
		bars, err := plotter.NewBarChart(vs, barWidth)
		if err != nil {
			return nil, err
		}
		bars.LineStyle.Width = 0
		bars.Color = palette[i%len(palette)]
		bars.Offset = barWidth * (vg.Length(i) - vg.Length(len(a.Systems)-1)/2)
		p.Add(bars)
		p.Legend.Add(s, bars)
	}
	var labels []string
	for _, c := range cells {
		labels = append(labels, cellTitle(c))
	}
	p.NominalX(labels...)
	// Room above the tallest bar for the legend: its height over the
	// plotting area's, which is the chart less its title and axes.
	p.Legend.Padding = 1
	legendH := float64(len(a.Systems)) * (p.Legend.TextStyle.Font.Size.Points() + 2)
	areaH := chartHeight.Points() - 70
	p.Y.Max /= 1 - (legendH+10)/areaH
	p.Y.Tick.Marker = groupedTicks{}
	return &Chart{Title: title, Plot: p, Width: chartWidth, Height: chartHeight}, nil
}

// groupedTicks are plot's default ticks labelled with thousands separators
// (3,000,000 rather than 3e+06).
type groupedTicks struct{}

func (groupedTicks) Ticks(lo, hi float64) []plot.Tick {
	ticks := plot.DefaultTicks{}.Ticks(lo, hi)
	for i := range ticks {
		if ticks[i].Label != "" {
			ticks[i].Label = groupThousands(strconv.FormatFloat(ticks[i].Value, 'f', -1, 64))
		}
	}
	return ticks
}

// checkChartData refuses data that would draw an empty or misleading chart.
func checkChartData(values []float64) error {
	if len(values) == 0 {
		return fmt.Errorf("no figures to plot")
	}
	positive := false
	for _, v := range values {
		if math.IsInf(v, 0) || math.IsNaN(v) {
			return fmt.Errorf("figure %v cannot be plotted", v)
		}
		if v < 0 {
			return fmt.Errorf("negative figure %v on a bar chart", v)
		}
		if v > 0 {
			positive = true
		}
	}
	if !positive {
		return fmt.Errorf("every figure is zero")
	}
	return nil
}

// drawChart draws a chart onto any vg canvas.
func drawChart(c vg.CanvasSizer, ch *Chart) {
	ch.Plot.Draw(draw.New(c))
}
