// Package csv writes an article's tables as data: a CSV file per table,
// each figure in base units beside the figure as the table prints it.
package csv

import (
	"io"
	"strconv"

	"github.com/iopress/iopress/render"
)

// Files are the article's tables as NAME.csv, in article order.
func Files(art *render.Article) []render.File {
	var out []render.File
	for _, t := range art.Tables {
		out = append(out, render.File{Name: t.Name + ".csv", Write: func(w io.Writer) error { return WriteTable(w, t) }})
	}
	return out
}

// WriteTable writes a table as data, laid out as the table is: a line
// per row of the table, headed by the row as the table heads it ("Mean
// latency (µs)") and its Quantity, the name of its figures in base units
// ("lat_mean_ns"); then, for each column of the table (headed by its
// group's heading and its own: "4K · nvme"), two columns: the figure in
// base units, exactly as
// analysed (the shortest decimal that reads back as the same float64),
// and the figure as the table prints it ("COLUMN (printed)"). A cell
// without a figure is empty in the first and as the table writes it
// ("n/a" in the language) in the second. A name
// that a spreadsheet would run as a formula is written after a "'"
// (render.CSVWriter).
func WriteTable(w io.Writer, t *render.Table) error {
	cw := render.NewCSVWriter(w)
	header := []string{"row", "quantity"}
	columns := t.ColumnHeadings(true)
	for _, c := range columns {
		header = append(header, c, c+" (printed)")
	}
	if err := cw.Write(header); err != nil {
		return err
	}
	for _, r := range t.Rows {
		line := []string{r.Heading(), r.Quantity}
		for i := range columns {
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
	cw.Flush()
	return cw.Error()
}
