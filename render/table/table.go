// Package table lays out and draws an article's results tables as vector
// drawings on any vg canvas, in the theme's look: metric rows, system
// columns grouped under a heading, the best and tied figures shaded, and
// system names too long for a column cut short and given in full under
// the table. It holds what a table says (Table, Row, Cell) and how every
// format heads its rows and columns; it knows nothing of analyses: render
// builds the tables, and the writers put them in their format.
package table

// Table is a results table laid out as review sites lay them out: metric
// rows, system columns, grouped under a block size.
type Table struct {
	Name    string // file stem, e.g. "table-1-random-read"
	Title   string
	Groups  []string // column group headings, each spanning len(Systems) columns
	Systems []string
	Rows    []Row
	Corner  string // heading above the row labels
	// BestKey and TieKey explain the two cell highlights under the table.
	BestKey, TieKey string
}

// Row is one metric across every column.
type Row struct {
	Label string
	Unit  string
	// Quantity names what the cells' Values are, in base units, as a
	// column of data: a metric as datasets names its column
	// ("bw_bytes_per_s", "lat_mean_ns"), after the row's system or test
	// and a colon where a table's rows are systems or tests
	// ("nvme:iops_change_pct").
	Quantity string
	Cells    []Cell
}

// Cell is one printed figure.
type Cell struct {
	Text string
	// Value is the figure Text shows, exactly as analysed, in the base
	// unit of the row's Quantity; HasValue is false for a cell with no
	// figure ("n/a" in the language, as the charts write it).
	Value    float64
	HasValue bool
	Best     bool // outright best of its group of columns
	Tie      bool // tied for best
	Mark     string
}

// ColumnHeadings are a table's columns as one line of heading each, as
// the Markdown table and the CSV head them: its system, after its
// group's heading ("4K · nvme"). A table's only group heads every column
// alike: the Markdown table says it once, under the table (onlyGroup
// false); the CSV, which has no place but its head, in every column.
func (t *Table) ColumnHeadings(onlyGroup bool) []string {
	var out []string
	for _, g := range t.Groups {
		for _, s := range t.Systems {
			h := s
			if g != "" && (len(t.Groups) > 1 || onlyGroup) {
				h = g + " · " + s
			}
			out = append(out, h)
		}
	}
	return out
}

// Heading is a row's label with its unit, as every table heads it
// (drawn, in Markdown, in CSV): "Mean latency (µs)"; a unit that is the
// label is not said twice ("IOPS", not "IOPS (IOPS)").
func (r Row) Heading() string {
	if r.Unit == "" || r.Unit == r.Label {
		return r.Label
	}
	return r.Label + " (" + r.Unit + ")"
}
