package render

import (
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"
)

// xtextDecimal writes a number printed with a point ("4094.649") as x/text
// writes it in a language, with as many decimals: what a table cell must
// read.
func xtextDecimal(t *testing.T, tag language.Tag, printed string) string {
	t.Helper()
	v, err := strconv.ParseFloat(printed, 64)
	if err != nil {
		t.Fatal(err)
	}
	_, frac, _ := strings.Cut(printed, ".")
	return message.NewPrinter(tag).Sprint(number.Decimal(v, number.Scale(len(frac))))
}
