package render

import (
	"encoding/csv"
	"io"
	"strings"
	"unicode"
)

// CSVWriter is a CSV writer whose cells a spreadsheet shows and never
// runs (csvCell): every CSV iopress writes goes through one.
type CSVWriter struct{ *csv.Writer }

// NewCSVWriter is a CSVWriter writing to w.
func NewCSVWriter(w io.Writer) CSVWriter { return CSVWriter{csv.NewWriter(w)} }

// Write writes a record of cells, each made safe.
func (w CSVWriter) Write(record []string) error {
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
