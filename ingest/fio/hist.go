package fio

import (
	"fmt"
	"math"
	"strconv"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
)

// histLayout is the bucket layout of a histogram log, which fio does not
// write down: it follows from the number of buckets a line has. fio's
// latency histogram has FIO_IO_U_PLAT_GROUP_NR groups of 64 buckets
// (FIO_IO_U_PLAT_BITS 6): 19 groups in microseconds before fio 2.99 (1,216
// buckets), 29 in nanoseconds from fio 2.99 on (1,856), stat.h. A log
// written with log_hist_coarseness C (0 to 6) sums each 2^C buckets into
// one.
type histLayout struct {
	groups     int
	coarseness uint
	toNs       float64 // the unit of a bucket's value
}

const (
	platBits = 6
	platVal  = 1 << platBits
)

// layouts are fio's two histograms, older first.
var layouts = []histLayout{{groups: 19, toNs: 1000}, {groups: 29, toNs: 1}}

// layoutOf finds the layout of a line of n buckets.
func layoutOf(n int) (histLayout, bool) {
	for _, l := range layouts {
		for c := uint(0); c <= 6; c++ {
			if l.groups*platVal>>c == n {
				l.coarseness = c
				return l, true
			}
		}
	}
	return histLayout{}, false
}

// binValue is the latency, in ns, that bucket i of a line stands for: fio's
// value of the bucket (plat_idx_to_val, as json+ keys its bins), or for a
// bucket that sums 2^coarseness of fio's, the mean of their values.
func (l histLayout) binValue(i int) float64 {
	stride := 1 << l.coarseness
	first := uint64(i * stride)
	var sum float64
	for k := range uint64(stride) {
		sum += platIndexToValue(first+k, platBits, platVal)
	}
	return sum / float64(stride) * l.toNs
}

// parseHistLog reads a histogram log (write_hist_log, log_hist_msec): each
// line is an interval's completion-latency histogram, whose non-empty
// buckets become rows of the latency-histogram table stamped with the
// interval's end. A line that counts more I/Os than any device completes
// (impossibleCounts) is a problem of its own, naming the file, the line
// and the count; its buckets are left out, the other lines kept.
func parseHistLog(data []byte, name, job string, instance int64, ds *datasets.Dataset) error {
	var layout histLayout
	var values []float64
	first := true
	return logLines(data, func(n int, line string, f []string) error {
		if !histLine.MatchString(line) {
			return &syntax.Error{File: name, Line: n, Msg: "want TIME_MS, DIRECTION (0-2), BLOCK_SIZE, then a count per latency bucket"}
		}
		bins := f[3:]
		if first {
			var ok bool
			if layout, ok = layoutOf(len(bins)); !ok {
				return &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("%d latency buckets: want fio's 1856 (fio 2.99 on) or 1216 (before), or either halved 1 to 6 times (log_hist_coarseness)", len(bins))}
			}
			values = make([]float64, len(bins))
			for i := range values {
				values[i] = layout.binValue(i)
			}
			first = false
		}
		if len(bins) != len(values) {
			return &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("%d latency buckets, but the first line has %d", len(bins), len(values))}
		}
		ms, _ := strconv.ParseInt(f[0], 10, 64)
		dir, _ := strconv.Atoi(f[1])
		if msg := impossibleCounts(ms, bins); msg != "" {
			ds.Problems = append(ds.Problems, datasets.Problem{
				SourcePath: name, Format: Format, Line: int64(n),
				Message: fmt.Sprintf("%s:%d: %s; the line's buckets are left out", name, n, msg),
			})
			return nil
		}
		for i, b := range bins {
			if b == "0" {
				continue
			}
			count, _ := strconv.ParseInt(b, 10, 64) // digits within int64: impossibleCounts
			ds.Histogram = append(ds.Histogram, datasets.LatencyBin{
				SourcePath: name, JobName: job, JobInstance: instance,
				Direction: directions[dir], LatKind: datasets.LatCompletion,
				BinNs: values[i], Count: count, TimeNs: ms * 1_000_000,
			})
		}
		return nil
	})
}

// impossibleCounts says what is impossible in the bucket counts of a line
// logged ms milliseconds after the job started, "" when nothing is: the
// buckets of an interval that ends then count I/Os completed since the
// job started, and no device completes more than datasets.MaxIOPS a
// second. (pbench's reference histogram logs hold counts up to 8.67e18,
// whose sum overflows the 64-bit integers query engines add them in.) A
// count too large for one of those integers is past the bound too.
func impossibleCounts(ms int64, bins []string) string {
	seconds := float64(ms) / 1000
	bound := datasets.MaxIOPS * float64(ms+1) / 1000 // within the millisecond fio truncates its time to
	most := fmt.Sprintf("10^%.0f", math.Log10(datasets.MaxIOPS))
	var sum float64
	for i, b := range bins {
		if b == "0" {
			continue
		}
		count, err := strconv.ParseInt(b, 10, 64)
		if err != nil || float64(count) > bound {
			return fmt.Sprintf("column %d: a bucket count of %s I/Os in the first %g s of the job: more than any device completes (%s I/Os a second at most)", i+4, b, seconds, most)
		}
		sum += float64(count)
	}
	if sum > bound {
		return fmt.Sprintf("bucket counts of %.4g I/Os in all in the first %g s of the job: more than any device completes (%s I/Os a second at most)", sum, seconds, most)
	}
	return ""
}
