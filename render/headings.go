package render

// ColumnHeadings are a table's columns as one line of heading each, as
// the Markdown table and the CSV head them: its system, after its
// group's heading ("4K · nvme"). A table's only group heads every column
// alike: the Markdown table says it once, under the table (onlyGroup
// false); the CSV, which has no place but its head, in every column.
func ColumnHeadings(t *Table, onlyGroup bool) []string {
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

// RowHeading is a row's label with its unit, as every table heads it
// (drawn, in Markdown, in CSV): "Mean latency (µs)"; a unit that is the label is not
// said twice ("IOPS", not "IOPS (IOPS)").
func RowHeading(r TableRow) string {
	if r.Unit == "" || r.Unit == r.Label {
		return r.Label
	}
	return r.Label + " (" + r.Unit + ")"
}
