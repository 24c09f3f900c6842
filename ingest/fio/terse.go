package fio

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/names"
	"github.com/iopress/iopress/ingest/syntax"
)

// Field positions of fio's terse output, version 3 (fio's HOWTO, "Terse
// output"): a header of five fields, then 41 per direction for read and
// write, CPU, I/O depths, latency buckets, then nine per disk.
const (
	terseHeader  = 5
	terseDirLen  = 41
	terseCPU     = terseHeader + 2*terseDirLen // 87: usr, sys, ctx, majf, minf
	terseDisks   = terseCPU + 5 + 7 + 10 + 12  // 121
	terseDiskLen = 9
)

func isTerse(data []byte) bool {
	l := firstLine(data)
	// Versions 3 to 5 start VERSION;fio-X.Y; version 2 has no fio version
	// field to tell it by, so it is not claimed here.
	return bytes.HasPrefix(l, []byte("3;fio-")) || bytes.HasPrefix(l, []byte("4;fio-")) || bytes.HasPrefix(l, []byte("5;fio-"))
}

// parseTerse reads terse lines, one per job. Terse output carries no job
// options, so pattern and block size stay unknown. It returns where each
// results row was read: its line, and the field of each figure.
func parseTerse(data []byte, name string, ds *datasets.Dataset) (func(row int, column string) syntax.Place, error) {
	lines := bytes.Split(data, []byte("\n"))
	instances := map[string]int64{}
	type place struct{ line, base int }
	var places []place
	for i, raw := range lines {
		line := strings.TrimSpace(string(raw))
		if line == "" {
			continue
		}
		f := strings.Split(line, ";")
		lineNo := i + 1
		bad := func(format string, args ...any) error {
			return &syntax.Error{File: name, Line: lineNo, Msg: fmt.Sprintf(format, args...)}
		}
		switch f[0] {
		case "3":
		default:
			return nil, bad("terse version %s: iopress reads terse version 3 (fio --terse-version=3, the default); use --output-format=json for more", f[0])
		}
		if len(f) < terseDisks {
			return nil, bad("%d fields, want at least %d for terse version %s", len(f), terseDisks, f[0])
		}
		jobName := f[2]
		instances[jobName]++
		if e, _ := strconv.ParseInt(f[4], 10, 64); e != 0 {
			ds.Problems = append(ds.Problems, datasets.Problem{SourcePath: name, Format: Format, Line: int64(lineNo),
				Message: fmt.Sprintf("%s:%d: job %q failed with error %d (%s); its figures are not results", name, lineNo, jobName, e, errnoName(e))})
			continue
		}
		desc := terseDescription(f)
		system := desc
		if system == "" {
			system = names.Stem(name)
		}
		cpu := func(k int) float64 {
			v, _ := strconv.ParseFloat(strings.TrimSuffix(f[k], "%"), 64)
			return v
		}
		for d, direction := range []string{datasets.DirectionRead, datasets.DirectionWrite} {
			base := terseHeader + d*terseDirLen
			num := func(k int) (float64, error) {
				v, err := strconv.ParseFloat(f[base+k], 64)
				if err != nil {
					return 0, bad("field %d (%s): %q is not a number", base+k+1, terseFieldName(direction, k), f[base+k])
				}
				return v, nil
			}
			kb, err := num(0)
			if err != nil {
				return nil, err
			}
			if kb == 0 {
				continue
			}
			r := datasets.NewResult()
			r.SourcePath, r.Tool, r.ToolVersion = name, datasets.ToolFio, f[1]
			r.System, r.JobName, r.JobInstance, r.Direction = system, jobName, instances[jobName], direction
			r.Aggregation = datasets.AggregationSingle
			r.LatKind = datasets.LatCompletion
			r.JobUsrCPUPct, r.JobSysCPUPct = cpu(terseCPU), cpu(terseCPU+1)
			vals := map[int]*float64{1: &r.BWBytesPerS, 2: &r.IOPS, 3: &r.RuntimeS,
				8: &r.LatMinNs, 9: &r.LatMaxNs, 10: &r.LatMeanNs, 11: &r.LatStddevNs}
			for k, dst := range vals {
				v, err := num(k)
				if err != nil {
					return nil, err
				}
				*dst = v
			}
			r.BWBytesPerS *= 1024 // KiB/s
			r.RuntimeS /= 1000    // ms
			r.LatMeanNs *= 1000   // µs
			r.LatMinNs *= 1000
			r.LatMaxNs *= 1000
			r.LatStddevNs *= 1000
			for k := 12; k < 32; k++ { // the 20 completion-latency percentile slots
				at, v, ok := strings.Cut(f[base+k], "%=")
				if !ok {
					continue // an unused percentile slot
				}
				p, err1 := strconv.ParseFloat(at, 64)
				x, err2 := strconv.ParseFloat(v, 64)
				if err1 != nil || err2 != nil {
					return nil, bad("field %d: %q is not a percentile (want P%%=VALUE)", base+k+1, f[base+k])
				}
				for _, want := range []struct {
					at  float64
					dst *float64
				}{{50, &r.LatP50Ns}, {99, &r.LatP99Ns}, {99.9, &r.LatP999Ns}} {
					if math.Abs(p-want.at) < 1e-9 {
						*want.dst = x * 1000
					}
				}
			}
			ds.Results = append(ds.Results, r)
			places = append(places, place{lineNo, base})
		}
	}
	if len(ds.Results) == 0 && len(ds.Problems) == 0 {
		return nil, &syntax.Error{File: name, Msg: "terse output without a job"}
	}
	return func(row int, column string) syntax.Place {
		p := places[row]
		at := syntax.Place{Line: p.line}
		if k, ok := terseFields[column]; ok {
			direction := datasets.DirectionRead
			if p.base != terseHeader {
				direction = datasets.DirectionWrite
			}
			at.Column = fmt.Sprintf("%d (%s)", p.base+k+1, terseFieldName(direction, k))
		}
		return at
	}, nil
}

// terseFields are the fields of a direction (from its first) that the
// results columns come from.
var terseFields = map[string]int{"bw_bytes_per_s": 1, "iops": 2, "runtime_s": 3,
	"lat_min_ns": 8, "lat_max_ns": 9, "lat_mean_ns": 10, "lat_stddev_ns": 11}

// terseDescription is the job description fio appends after the disk
// fields and the optional error fields, or "".
func terseDescription(f []string) string {
	k := terseDisks
	for k+terseDiskLen <= len(f) && strings.HasSuffix(f[k+terseDiskLen-1], "%") {
		k += terseDiskLen
	}
	rest := f[k:]
	if len(rest) == 0 {
		return ""
	}
	last := rest[len(rest)-1]
	if _, err := strconv.ParseFloat(last, 64); err == nil && len(rest) == 2 {
		return "" // total_err;first_err without a description
	}
	return last
}

func terseFieldName(direction string, k int) string {
	names := map[int]string{0: "io_kbytes", 1: "bw_kb", 2: "iops", 3: "runtime_ms", 8: "clat_min_us", 9: "clat_max_us", 10: "clat_mean_us", 11: "clat_stddev_us"}
	if n, ok := names[k]; ok {
		return direction + " " + n
	}
	return direction + " field"
}
