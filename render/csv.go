package render

import (
	"encoding/csv"
	"io"
	"strconv"
)

// csvFiles are the article's tables as NAME.csv, in article order.
func csvFiles(art *Article) []file {
	var out []file
	for _, t := range art.Tables {
		out = append(out, file{t.Name + ".csv", func(w io.Writer) error { return writeTableCSV(w, t) }})
	}
	return out
}

// writeTableCSV writes a table as data: a line per column of the table
// (its group heading and its own: "4K", "nvme"), and for each row of the
// table two columns: the figures in base units, named by the row's
// Quantity ("lat_mean_ns"), exactly as analysed (the shortest decimal
// that reads back as the same float64), then the figures as the table
// prints them, headed as the table heads the row ("Mean latency (µs)").
// A cell without a figure is empty in the first and "-" in the second.
func writeTableCSV(w io.Writer, t *Table) error {
	cw := csv.NewWriter(w)
	header := []string{"group", "column"}
	for _, r := range t.Rows {
		shown := r.Label
		if r.Unit != "" && r.Unit != r.Label {
			shown += " (" + r.Unit + ")"
		}
		header = append(header, r.Quantity, shown)
	}
	if err := cw.Write(header); err != nil {
		return err
	}
	for g, group := range t.Groups {
		for s, column := range t.Systems {
			i := g*len(t.Systems) + s
			line := []string{group, column}
			for _, r := range t.Rows {
				base, shown := "", "-"
				if i < len(r.Cells) {
					c := r.Cells[i]
					shown = c.Text
					if c.HasValue {
						base = strconv.FormatFloat(c.Value, 'f', -1, 64)
					}
				}
				line = append(line, base, shown)
			}
			if err := cw.Write(line); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}
