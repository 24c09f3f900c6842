package analyze

import (
	"errors"
	"fmt"
	"math"
)

// OptionError is an option an analysis cannot be made with: the field,
// its value and what it takes. A program maps Field to its own name for
// it (a flag, a key of a file).
type OptionError struct {
	Field string // the Options or SweepOptions field
	Value any
	Want  string
}

func (e *OptionError) Error() string {
	return fmt.Sprintf("%s %v: want %s", e.Field, e.Value, e.Want)
}

// Validate says whether an analysis can be made with the options: each
// field's zero value takes its default, and anything else must mean
// something.
func (o Options) Validate() error {
	var errs []error
	bad := func(field string, v any, want string) { errs = append(errs, &OptionError{field, v, want}) }
	if math.IsNaN(o.TiePct) || o.TiePct > 100 {
		bad("TiePct", o.TiePct, "a percentage up to 100 (0: the default, below 0: the data's own rounding only)")
	}
	if !(o.Alpha >= 0 && o.Alpha < 1) {
		bad("Alpha", o.Alpha, "a significance level above 0 and below 1 (0: the default, 0.05)")
	}
	if !(o.OutlierRatio == 0 || o.OutlierRatio > 1) {
		bad("OutlierRatio", o.OutlierRatio, "a ratio above 1 (0: the default, 1.5)")
	}
	if o.Test != "" && o.Test != TestMannWhitney && o.Test != TestWelch {
		bad("Test", o.Test, fmt.Sprintf("%s or %s", TestMannWhitney, TestWelch))
	}
	if o.Cores < 0 {
		bad("Cores", o.Cores, "a core count, or 0 when unknown")
	}
	if o.Drives < 0 {
		bad("Drives", o.Drives, "a drive count, or 0 when unknown")
	}
	return errors.Join(errs...)
}

// Validate says whether a sweep can be analysed with the options: each
// field's zero value takes its default, and anything else must mean
// something.
func (o SweepOptions) Validate() error {
	var errs []error
	fraction := func(field string, v float64, want string) {
		if !(v >= 0 && v < 1) {
			errs = append(errs, &OptionError{field, v, want})
		}
	}
	fraction("KneeFraction", o.KneeFraction, "a fraction of the best figure above 0 and below 1 (0: the default, 0.9)")
	fraction("CapSpread", o.CapSpread, "a relative spread above 0 and below 1 (0: the default, 0.2)")
	if !(o.CacheMargin >= 0) || math.IsInf(o.CacheMargin, 1) {
		errs = append(errs, &OptionError{"CacheMargin", o.CacheMargin, "a margin above 0 (0: the default, 0.1)"})
	}
	return errors.Join(errs...)
}
