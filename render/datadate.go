package render

import (
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/iopress/iopress/datasets"
)

// DataDate is when the data of ds was measured: the newest start its
// results record (fio's and iopress run's do), or else the newest date
// its sources' setups give (a CrystalDiskMark export's footer); zero
// when none does. A source's date given without a zone, in the tool's
// local time, is in Floating.
func DataDate(ds *datasets.Dataset) time.Time {
	var newest int64
	for i := range ds.Results {
		newest = max(newest, ds.Results[i].StartUnixS)
	}
	if newest > 0 {
		return time.Unix(newest, 0).UTC()
	}
	var date time.Time
	for _, src := range ds.Sources {
		if d, ok := sourceDate(src.Setup.Date); ok && d.After(date) {
			date = d
		}
	}
	return date
}

// Floating is the location of a date that a source gave without a zone:
// the tool's local time, which is written without one ("2024-01-06T05:41:48"),
// as a site generator then reads it in the site's zone.
var Floating = time.FixedZone("", 0)

// sourceDate reads a setup's date, ISO 8601 with or without its zone.
func sourceDate(s string) (time.Time, bool) {
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, true
	}
	for _, layout := range []string{"2006-01-02T15:04:05", "2006-01-02"} {
		if t, err := time.ParseInLocation(layout, s, Floating); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

// date is the article's date: SOURCE_DATE_EPOCH where it is set (the
// reproducible builds' convention, which a build of the same data at
// another time gives the same files by), else Date; zero when neither.
func (art *Article) date() (time.Time, error) {
	s, ok := os.LookupEnv("SOURCE_DATE_EPOCH")
	if !ok || s == "" {
		return art.Date, nil
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 {
		return time.Time{}, fmt.Errorf("SOURCE_DATE_EPOCH is %q, not a count of seconds since 1970-01-01 UTC", s)
	}
	return time.Unix(n, 0).UTC(), nil
}
