package fio_test

import (
	"bufio"
	"bytes"
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/fio"
)

// TestLogShapes: every shape of log fio 3.33 wrote (generate.sh says with
// which options) gives a sample per line, its offset and priority read as
// the options that made it say.
func TestLogShapes(t *testing.T) {
	for _, tc := range []struct {
		name, job, kind string
		offset          bool   // log_offset=1: the fifth field
		prio            string // the priority every I/O had: prioclass/prio, or "" without log_prio
		rt              bool   // prioclass=1 without log_prio: fio writes 1
	}{
		{name: "offs_lat.1.log", job: "offs", kind: "lat", offset: true},
		{name: "offs_bw.1.log", job: "offs", kind: "bw", offset: true},
		{name: "offs_iops.1.log", job: "offs", kind: "iops", offset: true},
		{name: "prio_clat.1.log", job: "prio", kind: "clat", prio: "be/3"},
		{name: "offprio_clat.1.log", job: "offprio", kind: "clat", offset: true, prio: "rt/2"},
		{name: "rtflag_clat.1.log", job: "rtflag", kind: "clat", rt: true},
		{name: "avgmax_clat.1.log", job: "avgmax", kind: "clat"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := readFixture(t, tc.name)
			ds := parseBytes(t, data, tc.name)
			lines := strings.Split(strings.TrimSpace(string(data)), "\n")
			if len(ds.Series) != len(lines) || len(lines) < 2 {
				t.Fatalf("%d samples from %d lines", len(ds.Series), len(lines))
			}
			for i, line := range lines {
				f := strings.Split(line, ", ")
				s := ds.Series[i]
				v, _ := strconv.ParseFloat(f[1], 64)
				got := map[string]float64{"bw": s.BWBytesPerS / 1024, "iops": s.IOPS, "lat": s.LatNs, "clat": s.LatNs}[tc.kind]
				if s.Log != tc.kind || s.JobName != tc.job || got != v || s.TimeNs != atoi(t, f[0])*1e6 || s.BlockSizeBytes != atoi(t, f[3]) {
					t.Errorf("line %d %q: %+v", i+1, line, s)
				}
				wantOffset := math.NaN()
				if tc.offset {
					wantOffset = float64(atoi(t, f[4]))
				}
				wantPrio := tc.prio
				if tc.rt {
					wantPrio = "rt"
				}
				if !sameFloat(s.OffsetBytes, wantOffset) || s.Priority != wantPrio {
					t.Errorf("line %d %q: offset %v priority %q, want %v and %q", i+1, line, s.OffsetBytes, s.Priority, wantOffset, wantPrio)
				}
			}
		})
	}
}

func atoi(t *testing.T, s string) int64 {
	t.Helper()
	v, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func sameFloat(a, b float64) bool { return a == b || math.IsNaN(a) && math.IsNaN(b) }

// TestOldLogWithOffsets: fio before 3.18 wrote no priority, so a fifth
// field is an offset; told apart from 3.18's priority flag by its values.
func TestOldLogWithOffsets(t *testing.T) {
	// offs_lat.1.log less its priority field: what fio 3.17 writes.
	var old bytes.Buffer
	for line := range strings.SplitSeq(strings.TrimSpace(string(readFixture(t, "offs_lat.1.log"))), "\n") {
		old.WriteString(line[:strings.LastIndex(line, ",")] + "\n")
	}
	ds := parseBytes(t, old.Bytes(), "old_lat.1.log")
	want := parseFixture(t, "offs_lat.1.log")
	for i := range ds.Series {
		if ds.Series[i].OffsetBytes != want.Series[i].OffsetBytes || ds.Series[i].Priority != "" {
			t.Errorf("sample %d: offset %v priority %q, want %v and none", i+1, ds.Series[i].OffsetBytes, ds.Series[i].Priority, want.Series[i].OffsetBytes)
		}
	}
}

// histInterval is one row of fiologparser_hist.py's output.
type histInterval struct {
	end     int64
	dir     string
	samples int64
	stats   []float64 // min, avg, median, 90%, 95%, 99%, max
}

func readFiologparser(t *testing.T, name string) []histInterval {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "hist", name+".fiologparser"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []histInterval
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		f := strings.Split(sc.Text(), ", ")
		if f[0] == "end-time" {
			continue
		}
		iv := histInterval{end: atoi(t, f[0]), dir: f[1], samples: atoi(t, f[2])}
		for _, x := range f[3:] {
			v, err := strconv.ParseFloat(x, 64)
			if err != nil {
				t.Fatal(err)
			}
			iv.stats = append(iv.stats, v)
		}
		out = append(out, iv)
	}
	return out
}

// platValue is fio's plat_idx_to_val (stat.c), FIO_IO_U_PLAT_BITS 6, with
// the edge of fiologparser_hist.py's _plat_idx_to_val: 0.5 is fio's value.
func platValue(idx int, edge float64) float64 {
	if idx < 128 {
		return float64(idx)
	}
	errorBits := idx>>6 - 1
	base := 1 << (errorBits + 6)
	return float64(base) + (float64(idx%64)+edge)*float64(int(1)<<errorBits)
}

// TestHistLogMatchesFiologparser: the histogram rows of fio's histogram
// logs give, interval by interval, the statistics fio's own
// fiologparser_hist.py printed for the same file (--noweight, -i the
// log's interval, --directions rw; kept in testdata/hist): the samples,
// min, mean, median, 90th, 95th and 99th percentiles and max, to the
// script's three decimals. The logs are fio 3.33's (1,856 buckets in ns,
// and coarser by 2^3) and PerfKitBenchmarker's real fio 2.17 logs (1,216
// buckets in µs, testdata/histlogs; the script run with --group_nr 19,
// its figures in µs), each read alone. The script's arithmetic is followed
// step by step: its intervals (a line counts in the first interval that
// ends more than 10 ms after it), its bucket values
// (plat_idx_to_val_coarse, which puts a bucket between its own lower edge
// and the upper edge of the next, half a bucket above fio's value for
// it), and numpy's interp over the cumulative midpoints of every bucket,
// empty ones included.
func TestHistLogMatchesFiologparser(t *testing.T) {
	for _, tc := range []struct {
		name       string
		buckets    int   // fio's, before coarseness
		coarseness int   // log_hist_coarseness
		unit       int64 // ns per unit of the script's figures
		intervalMs int64
	}{
		{"hist_clat_hist.1.log", 1856, 0, 1, 100},
		{"histc3_clat_hist.1.log", 1856, 3, 1, 100},
		{"histlogs/pkb_fio_avg_1506559526.49_clat_hist.1.log", 1216, 0, 1000, 1000},
		{"histlogs/pkb_fio_avg_1506559526.49_clat_hist.2.log", 1216, 0, 1000, 1000},
		{"histlogs/pkb_fio_avg_1506559526.49_clat_hist.3.log", 1216, 0, 1000, 1000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := readFixture(t, tc.name)
			ds := parseBytes(t, data, tc.name)
			want := readFiologparser(t, filepath.Base(tc.name))
			stride := 1 << tc.coarseness
			n := tc.buckets / stride
			if got := strings.Count(string(firstLineOf(data)), ",") - 2; got != n {
				t.Fatalf("test: %d buckets in the first line, want %d", got, n)
			}
			// The script's value of each bucket, and fio's (the mean of the
			// values of the buckets it sums), which the rows hold in ns.
			script := make([]float64, n)
			index := map[float64]int{}
			for i := range n {
				lower, upper := platValue(i*stride, 0), platValue(i*stride+stride, 1)
				script[i] = lower + (upper-lower)*0.5
				var sum float64
				for k := range stride {
					sum += platValue(i*stride+k, 0.5)
				}
				if i*stride < 128 {
					sum = 0
					for k := range stride {
						sum += float64(i*stride + k)
					}
				}
				index[sum/float64(stride)*float64(tc.unit)] = i
			}
			type key struct {
				end int64
				dir string
			}
			hists := map[key][]int64{}
			for _, b := range ds.Histogram {
				i, ok := index[b.BinNs]
				if !ok {
					t.Fatalf("bin_ns %v is no bucket's value", b.BinNs)
				}
				ms := b.TimeNs / 1e6
				k := key{((ms+10)/tc.intervalMs + 1) * tc.intervalMs, b.Direction[:1]}
				if hists[k] == nil {
					hists[k] = make([]int64, n)
				}
				hists[k][i] += b.Count
			}
			if len(hists) != len(want) || len(want) < 2 {
				t.Fatalf("%d intervals and directions, fiologparser_hist.py printed %d", len(hists), len(want))
			}
			maxDiff := 0.0
			for _, w := range want {
				h := hists[key{w.end, w.dir}]
				if h == nil {
					t.Fatalf("no rows for interval %d, %s", w.end, w.dir)
				}
				got := scriptStats(script, h, []float64{50, 90, 95, 99})
				if got.samples != w.samples {
					t.Errorf("interval %d %s: %d samples, script %d", w.end, w.dir, got.samples, w.samples)
				}
				for i, v := range got.stats {
					if d := math.Abs(v - w.stats[i]); d > maxDiff {
						maxDiff = d
					}
					if math.Abs(v-w.stats[i]) > 0.00051 { // half the last digit printed
						t.Errorf("interval %d %s: statistic %d is %.3f, script %.3f", w.end, w.dir, i, v, w.stats[i])
					}
				}
			}
			t.Logf("largest difference from the script's figures: %.6f", maxDiff)
		})
	}
}

// scriptStats is what fiologparser_hist.py's process_interval prints for a
// histogram: min and max are the values of the first and last non-empty
// buckets (printed as integers), the mean weighs every bucket by its
// count, and the percentiles interpolate (weighted_percentile).
func scriptStats(values []float64, counts []int64, percs []float64) histInterval {
	var out histInterval
	var sum int64
	first, last := -1, -1
	for i, c := range counts {
		sum += c
		if c != 0 {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	out.samples = sum
	var weighted float64
	for i, c := range counts {
		weighted += values[i] * float64(c)
	}
	cdf := make([]float64, len(counts))
	var cum int64
	for i, c := range counts {
		cum += c
		cdf[i] = 100 * (float64(cum) - float64(c)/2.0) / float64(sum)
	}
	out.stats = append(out.stats, math.Trunc(values[first]), weighted/float64(sum))
	for _, p := range percs {
		out.stats = append(out.stats, interp(p, cdf, values))
	}
	out.stats = append(out.stats, math.Trunc(values[last]))
	return out
}

// interp is numpy's interp (numpy/core/src/multiarray/compiled_base.c):
// the last j with xp[j] <= x, then the line from (xp[j], fp[j]) to the
// next point; at or past the ends, the end values.
func interp(x float64, xp, fp []float64) float64 {
	n := len(xp)
	switch {
	case x < xp[0]:
		return fp[0]
	case x >= xp[n-1]:
		return fp[n-1]
	}
	j, _ := slices.BinarySearchFunc(xp, x, func(e, t float64) int {
		if e <= t {
			return -1
		}
		return 1
	})
	j-- // the last index with xp[j] <= x
	if xp[j] == x {
		return fp[j]
	}
	slope := (fp[j+1] - fp[j]) / (xp[j+1] - xp[j])
	return float64(slope*(x-xp[j])) + fp[j]
}

func firstLineOf(data []byte) []byte {
	if i := bytes.IndexByte(data, '\n'); i >= 0 {
		return data[:i]
	}
	return data
}

// TestHistLogRows: each line's non-empty buckets are rows, stamped with
// the line's time and direction, their counts those of the line.
func TestHistLogRows(t *testing.T) {
	const name = "hist_clat_hist.1.log"
	data := readFixture(t, name)
	ds := parseBytes(t, data, name)
	var lines, ios int64
	for line := range strings.SplitSeq(strings.TrimSpace(string(data)), "\n") {
		lines++
		for _, f := range strings.Split(line, ", ")[3:] {
			ios += atoi(t, f)
		}
	}
	var rows int64
	times := map[int64]bool{}
	for _, b := range ds.Histogram {
		rows += b.Count
		times[b.TimeNs] = true
		if b.JobName != "hist" || b.JobInstance != 1 || b.LatKind != datasets.LatCompletion || b.SourcePath != name {
			t.Fatalf("row %+v", b)
		}
	}
	if rows != ios || int64(len(times)) != lines || ios == 0 {
		t.Errorf("%d I/Os at %d times in the rows, the file has %d on %d lines", rows, len(times), ios, lines)
	}
	if len(ds.Series) != 0 || len(ds.Results) != 0 || ds.Sources[0].Format != "fio-log" {
		t.Errorf("a histogram log gave %d samples, %d results, sources %+v", len(ds.Series), len(ds.Results), ds.Sources)
	}
}

// TestHistLogOlderLayout: a log of fio before 2.99 has 1,216 buckets in
// microseconds; a bucket's row holds its value in ns. The line is
// hist_clat_hist.1.log's first, cut to the older layout's length (fio
// 2.99 kept the buckets below 2^18 ns where they were).
func TestHistLogOlderLayout(t *testing.T) {
	f := strings.Split(string(firstLineOf(readFixture(t, "hist_clat_hist.1.log"))), ", ")
	old := strings.Join(f[:3+1216], ", ") + "\n"
	ds := parseBytes(t, []byte(old), "old_clat_hist.1.log")
	for _, b := range ds.Histogram {
		i := -1
		for k := range 1216 {
			if platValue(k, 0.5)*1000 == b.BinNs || k < 128 && float64(k)*1000 == b.BinNs {
				i = k
			}
		}
		if i < 0 || f[3+i] != strconv.FormatInt(b.Count, 10) {
			t.Errorf("row %+v: not bucket %d's value in µs × 1000 and count", b, i)
		}
	}
	if len(ds.Histogram) == 0 {
		t.Error("no rows")
	}
}

func TestHistLogDamage(t *testing.T) {
	line := string(firstLineOf(readFixture(t, "hist_clat_hist.1.log")))
	for _, tc := range []struct {
		name, data, want string
	}{
		{"x_clat_hist.1.log", strings.Join(strings.Split(line, ", ")[:1000], ", "), "x_clat_hist.1.log:1: 997 latency buckets: want fio's 1856"},
		{"x_clat_hist.1.log", line + "\n" + line + ", 0\n", "x_clat_hist.1.log:2: 1857 latency buckets, but the first line has 1856"},
		{"x_clat.1.log", line, "x_clat.1.log:1: a histogram log (write_hist_log), but named as a clat log"},
		{"x_clat_hist.1.log", line + "\n100, 3, 4096, 1\n", "x_clat_hist.1.log:2: want TIME_MS, DIRECTION (0-2)"},
		{"x_lat.1.log", "10, 200, 0, 4096, 0x4003\n10, 200, 0, 4096, 0xe003\n", "x_lat.1.log:2: column 5: priority \"0xe003\": class 7"},
		{"x_lat.1.log", "10, 200, 0, 4096, 0\n10, 200, 0, 4096, 0, 0\n", "x_lat.1.log:2: \"10, 200, 0, 4096, 0, 0\": want TIME_MS, VALUE"},
	} {
		_, err := fio.Parser.Parse(strings.NewReader(tc.data), tc.name)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || errors.Is(err, fio.Parser.ErrUnrecognized) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
		syntaxError(t, err)
	}
}

// TestHistLogImpossibleCounts: pbench's reference histogram logs (real,
// testdata/histlogs) hold bucket counts up to 8.67e18 in ten seconds:
// each such line is a problem naming the file, the line, the column and
// the count, and its buckets are left out, so that no query sums them
// past what 64-bit integers hold. A good line of the same file is kept:
// the pbench line follows fio 3.33's lines of hist_clat_hist.1.log.
func TestHistLogImpossibleCounts(t *testing.T) {
	for _, name := range []string{"histlogs/perf36/fio_clat_hist.1.log", "histlogs/perf84/fio_clat_hist.1.log"} {
		data := readFixture(t, name)
		var largest uint64
		for _, f := range strings.Split(strings.TrimSpace(string(data)), ", ")[3:] {
			v, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			largest = max(largest, v)
		}
		if largest < 8e18 {
			t.Fatalf("test: %s's largest count is %d", name, largest)
		}
		ds := parseBytes(t, data, name)
		if len(ds.Histogram) != 0 || len(ds.Problems) != 1 {
			t.Fatalf("%s: %d bins, problems %+v; want none and one problem", name, len(ds.Histogram), ds.Problems)
		}
		p := ds.Problems[0]
		if p.Line != 1 || p.SourcePath != name || !strings.HasPrefix(p.Message, name+":1: column ") ||
			!strings.Contains(p.Message, "more than any device completes (10^12 I/Os a second at most)") {
			t.Errorf("%s: problem %+v, want one at line 1 naming the column and the bound", name, p)
		}

		good := readFixture(t, "hist_clat_hist.1.log")
		mixed := append(slices.Clip(good), data...)
		lines := int64(strings.Count(string(good), "\n"))
		want := parseBytes(t, good, "hist_clat_hist.1.log")
		ds = parseBytes(t, mixed, "mixed_clat_hist.1.log")
		if len(ds.Histogram) != len(want.Histogram) || len(ds.Problems) != 1 || ds.Problems[0].Line != lines+1 {
			t.Errorf("%s after fio's lines: %d bins (want %d), problems %+v (want one at line %d)", name, len(ds.Histogram), len(want.Histogram), ds.Problems, lines+1)
		}
	}
}
