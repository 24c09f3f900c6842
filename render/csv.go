package render

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"
	"unicode"
)

// csvWriter is a CSV writer whose cells a spreadsheet shows and never
// runs (csvCell): every CSV iopress writes goes through one.
type csvWriter struct{ *csv.Writer }

func newCSVWriter(w io.Writer) csvWriter { return csvWriter{csv.NewWriter(w)} }

// Write writes a record of cells, each made safe.
func (w csvWriter) Write(record []string) error {
	safe := make([]string, len(record))
	for i, c := range record {
		safe[i] = csvCell(c)
	}
	return w.Writer.Write(safe)
}

// csvCell is a cell of a CSV file as a spreadsheet shows it, never as a
// formula. A cell that starts with "=", "+", "-", "@", a tab or a
// carriage return is read by Excel, LibreOffice and Google Sheets as a
// formula, which can fetch addresses or run commands (a system named
// =HYPERLINK(...) or +cmd|'/C calc'!A0); it gets a "'" before it, as
// OWASP advises, which the spreadsheet shows as text. A number stays as
// it is ("-12.5", "+3e-06", "-12.3%", "−2,5"), as does a lone "-" (no
// figure): neither names a function or a cell, so neither can do more
// than show a value.
func csvCell(s string) string {
	if s == "" || !strings.ContainsRune("=+-@\t\r", rune(s[0])) || s == "-" || isNumber(s) {
		return s
	}
	return "'" + s
}

// isNumber says whether s is a number as iopress writes one, in base
// units or in a language's digits: signs, digits, separators, a percent
// sign, an exponent after a digit, and nothing else.
func isNumber(s string) bool {
	switch s {
	case "+Inf", "-Inf", "NaN":
		return true
	}
	digits, prevDigit := false, false
	for _, r := range s {
		isDigit := unicode.IsDigit(r)
		switch {
		case isDigit:
			digits = true
		case (r == 'e' || r == 'E') && prevDigit:
		case strings.ContainsRune("+-\u2212.,%\u00a0\u202f\u2009 ", r):
		default:
			return false
		}
		prevDigit = isDigit
	}
	return digits
}

// CSVFiles are the article's tables as NAME.csv, in article order.
func CSVFiles(art *Article) []File {
	var out []File
	for _, t := range art.Tables {
		out = append(out, File{t.Name + ".csv", func(w io.Writer) error { return writeTableCSV(w, t) }})
	}
	return out
}

// writeTableCSV writes a table as data, laid out as the table is: a line
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
// (csvCell).
func writeTableCSV(w io.Writer, t *Table) error {
	cw := newCSVWriter(w)
	header := []string{"row", "quantity"}
	columns := ColumnHeadings(t, true)
	for _, c := range columns {
		header = append(header, c, c+" (printed)")
	}
	if err := cw.Write(header); err != nil {
		return err
	}
	for _, r := range t.Rows {
		line := []string{RowHeading(r), r.Quantity}
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
