package words

import (
	"math"
	"strconv"
	"strings"

	"golang.org/x/text/message"
	"golang.org/x/text/number"
)

// The numbers of an article are written by golang.org/x/text from CLDR's
// data for the language. The caller decides how many decimals a figure
// has (its resolution does); x/text decides how they are written.

// Decimal writes v with a number of decimals and the language's digit
// grouping: 1,598,959.5 in English and Hindi, 1.598.959,5 in Turkish. A figure that rounds to zero is 0, never -0.
func (l Lang) Decimal(v float64, decimals int) string {
	return l.numbers().Sprint(number.Decimal(notNegativeZero(v, decimals), number.Scale(decimals)))
}

// Ungrouped writes v as Decimal does, without digit grouping: a figure as
// the tool that measured it printed it (4094.649 MB/s).
func (l Lang) Ungrouped(v float64, decimals int) string {
	return l.numbers().Sprint(number.Decimal(notNegativeZero(v, decimals), number.Scale(decimals), number.NoSeparator()))
}

// Prose writes v as a sentence gives a figure: with sig significant
// figures (about three, as an editor writes them: 4,095; 91.2; 9.50;
// 0.207), never more decimals than maxDecimals (what its source printed),
// grouped as the language groups digits. A 5 rounds up on the figure as
// it is written (97.05 is 97.1), as a person rounds it; x/text rounds the
// float64, 97.0499..., to 97.0.
func (l Lang) Prose(v float64, sig, maxDecimals int) string {
	d := SignificantDecimals(v, sig, maxDecimals)
	return l.Decimal(RoundHalfUp(v, d), d)
}

// SignificantDecimals is how many decimals write v with sig significant
// figures, from 0 to maxDecimals: 1 for 91.165 at three, 3 for 0.2071.
func SignificantDecimals(v float64, sig, maxDecimals int) int {
	if v == 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0
	}
	d := sig - 1 - int(math.Floor(math.Log10(math.Abs(v))))
	return max(0, min(d, maxDecimals))
}

// RoundHalfUp rounds v to a number of decimals on its shortest decimal
// form, a 5 rounding away from zero: 97.05 to one decimal is 97.1.
func RoundHalfUp(v float64, decimals int) float64 {
	if math.IsNaN(v) || math.IsInf(v, 0) || decimals < 0 {
		return v
	}
	s := strconv.FormatFloat(math.Abs(v), 'f', -1, 64)
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) <= decimals {
		return v
	}
	digits := []byte(whole + frac[:decimals])
	if frac[decimals] >= '5' { // add one in the last place, carrying
		i := len(digits) - 1
		for ; i >= 0 && digits[i] == '9'; i-- {
			digits[i] = '0'
		}
		if i < 0 {
			digits = append([]byte{'1'}, digits...)
		} else {
			digits[i]++
		}
	}
	n := len(digits) - decimals
	r, _ := strconv.ParseFloat(string(digits[:n])+"."+string(digits[n:])+"0", 64)
	return math.Copysign(r, v)
}

// Multiple writes a ratio of 2 or more as an editor does, "24×" rather
// than "+2,300.4%": one decimal below 10 (2.4×), none from 10 on.
func (l Lang) Multiple(r float64) string {
	d := 1
	if r >= 10 {
		d = 0
	}
	return l.Times(RoundHalfUp(r, d), d)
}

// Times writes a ratio, already rounded to d decimals, as running text
// says it: "24×", "2.4×" in English; a language whose editors keep the
// sign for tables and charts words it (Polish "24 razy", "2,4 raza"). A
// whole number is a count, whose plural form the catalog picks; one with
// decimals takes the form of fractions.
func (l Lang) Times(r float64, d int) string {
	if d == 0 {
		return l.Say("%d×", int64(math.Round(r)))
	}
	return l.Say("%s×", l.Decimal(r, d))
}

// Int writes a whole number with the language's digit grouping.
func (l Lang) Int(n int64) string { return l.numbers().Sprint(number.Decimal(n)) }

// Exact writes v with as many decimals as give it back exactly (0.05,
// 70), grouped.
func (l Lang) Exact(v float64) string { return l.Decimal(v, ExactDecimals(v)) }

// ExactDecimals is how many decimals write v exactly: 2 for 0.05.
func ExactDecimals(v float64) int {
	_, frac, _ := strings.Cut(strconv.FormatFloat(v, 'f', -1, 64), ".")
	return len(frac)
}

// Percent writes v percent with a number of decimals where the language
// puts the percent sign: 17.3% in English, %17,3 in Turkish.
func (l Lang) Percent(v float64, decimals int) string {
	// x/text scales a percentage from a fraction: v/100 in float64 may
	// fall a hair below a rounding boundary that v itself sits on, so v is
	// rounded first (strconv rounds it exactly) and then divided.
	r, _ := strconv.ParseFloat(strconv.FormatFloat(notNegativeZero(v, decimals), 'f', decimals, 64), 64)
	return l.numbers().Sprint(number.Percent(r/100, number.Scale(decimals)))
}

// SignedPercent writes a change with its sign, + included: +17.3%, -4.0%;
// in Turkish +%17,3. A change that rounds to zero is +0.0%.
func (l Lang) SignedPercent(v float64, decimals int) string {
	if notNegativeZero(v, decimals) < 0 {
		return l.Percent(v, decimals) // x/text writes the minus sign
	}
	return l.PlusOf(l.Percent(math.Abs(v), decimals))
}

// PlusOf signs a positive percentage already written, where the language
// puts the sign.
func (l Lang) PlusOf(percent string) string {
	return strings.Replace(l.Symbols().signed, "1", percent, 1)
}

// Scientific writes v in scientific notation with the fewest digits that
// give it back exactly, in the language's decimal separator and minus
// sign: 1.2345e+300, 1,2345e+300.
func (l Lang) Scientific(v float64) string { return l.ScientificDigits(v, -1) }

// ScientificDigits writes v in scientific notation with at most digits
// after the point (trailing zeros dropped): 2.5e+18.
func (l Lang) ScientificDigits(v float64, digits int) string {
	mant, exp, _ := strings.Cut(strconv.FormatFloat(v, 'e', digits, 64), "e")
	if strings.Contains(mant, ".") {
		mant = strings.TrimRight(strings.TrimRight(mant, "0"), ".")
	}
	sym := l.Symbols()
	mant = strings.Replace(mant, ".", sym.Decimal, 1)
	if strings.HasPrefix(mant, "-") {
		mant = sym.Minus + mant[1:]
	}
	return mant + "e" + exp
}

// PercentOf puts a number already written (in scientific notation: a
// percentage past plain digits) where the language puts a percentage's
// digits.
func (l Lang) PercentOf(digits string) string {
	return strings.Replace(l.Symbols().percentOne, "1", digits, 1)
}

// notNegativeZero is v, or 0 where v rounds to zero at these decimals: a
// figure never reads -0.
func notNegativeZero(v float64, decimals int) float64 {
	if strings.Trim(strconv.FormatFloat(v, 'f', decimals, 64), "-0.") == "" {
		return 0
	}
	return v
}

// Symbols are the characters x/text writes a language's numbers with.
type Symbols struct {
	Decimal, Group, Minus, Plus, Percent string
	// signed is how a positive change is written, "1" standing for its
	// unsigned form: "+1". percentOne is one percent: "1%", "%1".
	signed, percentOne string
}

var symbols = func() map[string]Symbols {
	out := map[string]Symbols{}
	for _, l := range Langs {
		out[l.code] = symbolsOf(message.NewPrinter(l.NumberTag()))
	}
	return out
}()

// Symbols are the language's number symbols, as x/text writes them.
func (l Lang) Symbols() Symbols { return symbols[l.String()] }

// symbolsOf reads the symbols off numbers x/text writes: the decimal
// separator of 1.5, the group separator of a million, the signs of -1 and
// +1 and the percent sign of 1%.
func symbolsOf(p *message.Printer) Symbols {
	one := p.Sprint(number.Decimal(1))
	between := func(s string) string { // the first run of non-digits after a digit
		s = strings.TrimLeft(s, "0123456789")
		if i := strings.IndexAny(s, "0123456789"); i >= 0 {
			return s[:i]
		}
		return s
	}
	s := Symbols{
		Decimal:    between(p.Sprint(number.Decimal(1.5, number.Scale(1)))),
		Group:      between(p.Sprint(number.Decimal(1234567))),
		Minus:      strings.TrimSuffix(p.Sprint(number.Decimal(-1)), one),
		Plus:       strings.TrimSuffix(p.Sprintf("%+d", 1), one),
		percentOne: p.Sprint(number.Percent(0.01)),
	}
	s.Percent = strings.Replace(s.percentOne, one, "", 1)
	// A positive change is signed where x/text signs a negative one.
	negative := p.Sprint(number.Percent(-0.01))
	s.signed = strings.Replace(strings.Replace(negative, s.percentOne, "1", 1), s.Minus, s.Plus, 1)
	return s
}

// englishCounts are the counts below ten as English running text writes
// them ("eight workloads").
var englishCounts = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

// CountWord writes a count as the language's running text does: in
// English and Turkish, below ten in words ("five of the eight tests",
// "sekiz testin beşinde", a suffix after it following the word); in
// Polish, whose numerals decline, and in Hindi, in digits.
func (l Lang) CountWord(n int) string {
	switch {
	case n < 0:
	case l.String() == English.String() && n < len(englishCounts):
		return englishCounts[n]
	case l.String() == Turkish.String() && n < len(turkishCounts):
		return turkishCounts[n]
	}
	return l.Int(int64(n))
}
