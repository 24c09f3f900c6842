package render

import (
	"math"
	"slices"
	"strings"

	"github.com/iopress/iopress/analyze"
)

// TemplateNames are the names a template may give the pieces and figures
// of an article (docs/templates.md), for an editor to see before writing
// one.
type TemplateNames struct {
	Systems []string // SYSTEM
	// Cells are the workloads a figure is of (CELL), each by every name a
	// template may give it: its id ("random-read-4k-qd32-t1") first, then
	// the article's name and the other names taken, case aside.
	Cells [][]string
	// Workloads are a sweep's curves (WORKLOAD), named alike.
	Workloads  [][]string
	Metrics    []string // METRIC
	Directions []string // DIRECTION, which wins, ties and cells count by
	Tables     []Piece  // {{table N}}, N from 1
	Charts     []Piece  // {{chart N}}; a chart's PNG is the front matter's image
}

// Piece is a table or chart, by its name and its title.
type Piece struct{ Name, Title string }

// Image is the file a chart's PNG is, for a front matter's image.
func (p Piece) Image() string { return p.Name + ".png" }

// TemplateNames lists the names a template may use for the article.
func (art *Article) TemplateNames() TemplateNames {
	var n TemplateNames
	if art.figures != nil {
		n = art.figures.names()
	}
	for _, t := range art.Tables {
		n.Tables = append(n.Tables, Piece{t.Name, t.Title})
	}
	for _, c := range art.Charts {
		n.Charts = append(n.Charts, Piece{c.Name, c.Title})
	}
	return n
}

// names are a cell's or workload's names, each once (case aside).
func names(all ...string) []string {
	var out []string
	for _, s := range all {
		if s != "" && !slices.ContainsFunc(out, func(o string) bool { return strings.EqualFold(o, s) }) {
			out = append(out, s)
		}
	}
	return out
}

// names are the names comparisonFigures.cell and the others take.
func (f comparisonFigures) names() TemplateNames {
	n := TemplateNames{Systems: slices.Clone(f.a.Systems), Metrics: f.metricNames()}
	english := lang{}.forCells(f.a.Cells) // threads named where the cells differ in them
	for _, c := range f.a.Cells {
		n.Cells = append(n.Cells, names(cellID(c), f.name(c), english.cellName(c), english.cdmCellName(c)))
		if !slices.Contains(n.Directions, c.Direction) {
			n.Directions = append(n.Directions, c.Direction)
		}
	}
	return n
}

// names are the names sweepFigures.curve, namedCell and point take.
func (f sweepFigures) names() TemplateNames {
	var n TemplateNames
	english := lang{threads: f.l.threads} // the article's choice of naming threads, in English
	seen := map[string]bool{}
	for _, c := range f.s.Curves {
		if !slices.Contains(n.Systems, c.System) {
			n.Systems = append(n.Systems, c.System)
		}
		metrics := []string{c.Metric.Name}
		for _, p := range c.Points {
			if !math.IsNaN(p.LatencyNs) {
				metrics = append(metrics, analyze.LatencyMean.Name)
				break
			}
		}
		for _, m := range metrics {
			if !slices.Contains(n.Metrics, m) {
				n.Metrics = append(n.Metrics, m)
			}
		}
		w := c.Workload
		id := workloadID(w)
		if seen[id] {
			continue
		}
		seen[id] = true
		n.Workloads = append(n.Workloads, names(id, f.l.workloadName(w), english.workloadName(w)))
		var depths []int64
		for _, o := range curvesOf(f.s, w) {
			for _, p := range o.Points {
				if !slices.Contains(depths, p.IODepth) {
					depths = append(depths, p.IODepth)
				}
			}
		}
		slices.Sort(depths)
		for _, d := range depths {
			cell := analyze.Cell{Pattern: w.Pattern, Direction: w.Direction, BlockSizeBytes: w.BlockSizeBytes, IODepth: d, NumJobs: w.NumJobs, RWMixReadPct: w.RWMixReadPct}
			n.Cells = append(n.Cells, names(cellID(cell), f.l.cellName(cell), english.cellName(cell)))
		}
	}
	return n
}

func (noFigures) names() TemplateNames { return TemplateNames{} }
