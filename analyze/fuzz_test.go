package analyze_test

import (
	"math"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
)

// FuzzParseLink: whatever --link is given, ParseLink either refuses it,
// saying it is about the link, or returns a link that carries something:
// a finite payload above zero, a line rate (when known) at or above it,
// and the same link again when its name is read back.
func FuzzParseLink(f *testing.F) {
	for _, s := range []string{"1GbE", "10GbE", "10gbe:mtu=9000", "25GbE", "SATA/600", "SAS/12Gx4", "PCIe4x4:mps=512", "PCIe2x1",
		"USB3.2g1", "USB3.2g2x2", "16GFC", "1250MB/s", "3.2GiB/s", ".5MB/s", "0MB/s", "10GbE:mtu=9000,mps=512", "11GbE", "fast", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := analyze.ParseLink(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "link ") {
				t.Errorf("%q: error %q does not say it is the link's", s, err)
			}
			return
		}
		if !(l.PayloadBytesPerS > 0) || math.IsInf(l.PayloadBytesPerS, 0) || l.LineBytesPerS < 0 || math.IsInf(l.LineBytesPerS, 0) ||
			(l.LineBytesPerS > 0 && l.LineBytesPerS < l.PayloadBytesPerS) {
			t.Errorf("%q: link %+v carries nothing, or more than its line", s, l)
		}
		again, err := analyze.ParseLink(l.Name)
		if err != nil || again != l {
			t.Errorf("%q: read back from its name %q: %+v, %v; want %+v", s, l.Name, again, err, l)
		}
	})
}

// FuzzParseRated: whatever --rated is given, ParseRated either refuses it,
// saying it is about the rating, or sets only read and write maxima that a
// device could have: finite and above zero (a zero would stand for "not
// given" and silently flag nothing).
func FuzzParseRated(f *testing.F) {
	for _, s := range []string{"read=3400MB/s, write=500000IOPS", "read=3.2GiB/s", "write=1,000,000IOPS", "read=0IOPS", "read=-5IOPS",
		"read=0MB/s", "read", "trim=1MB/s", "read=fast", "READ = 1GB/s", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var l analyze.Limits
		if err := l.ParseRated(s); err != nil {
			if !strings.HasPrefix(err.Error(), "rated ") {
				t.Errorf("%q: error %q does not say it is the rating's", s, err)
			}
			return
		}
		if len(l.RatedBytesPerS)+len(l.RatedIOPS) == 0 {
			t.Errorf("%q: accepted, and rates nothing", s)
		}
		for _, m := range []map[string]float64{l.RatedBytesPerS, l.RatedIOPS} {
			for dir, v := range m {
				if (dir != "read" && dir != "write") || !(v > 0) || math.IsInf(v, 0) {
					t.Errorf("%q: rated %s = %v", s, dir, v)
				}
			}
		}
	})
}
