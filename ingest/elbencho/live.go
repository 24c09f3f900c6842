package elbencho

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/units"
)

// elbencho's live CSV (--livecsv) is a time series: a header, then as the
// run goes, every --liveint milliseconds, a line of each phase's progress
// since the phase began: RuntimeMS, the bytes done (DoneBytes) and the
// rates of the last interval, MiB/s (bytes per second over 2^20, cut down
// to a whole number) and IOPS (whole, cut down). A line's Rank is "Total"
// for all workers together; --livecsvex adds a line per worker (its rank),
// which holds its bytes done but no rate. An RWMIX phase has a line per
// direction (MixType Write and Read). elbencho 3 writes an ISO Date column
// first and latency columns after Entries/s; elbencho ends every line,
// the header's too, with a comma.
//
// Each Total line of a phase that moves data gives two samples, bw and
// iops, of its direction, timed from the phase's start; the workers' lines
// and the metadata phases' (entries per second, which the time series has
// no column for) give none. The samples of a phase are named after it, as
// the CSV results file names its results row, and numbered: the first
// WRITE phase of the file is instance 1, a second WRITE (another
// iteration, or a run appended) is 2.

// liveHeaders are how a live CSV begins: elbencho 2, then 3.
var liveHeaders = []string{"Label,Phase,RuntimeMS,Rank,MixType,", "ISO Date,Label,Phase,RuntimeMS,Rank,MixType,"}

// isLive reports whether text begins as a live CSV does.
func isLive(text string) bool {
	for _, h := range liveHeaders {
		if strings.HasPrefix(text, h) {
			return true
		}
	}
	return false
}

// liveColumns are the columns a live CSV's samples are read from.
var liveColumns = []string{"Phase", "RuntimeMS", "Rank", "MixType", "DoneBytes", "MiB/s", "IOPS"}

// parseLive reads a live CSV into samples, with the line of each.
func parseLive(text, name string) ([]datasets.Sample, []string, error) {
	lines := strings.Split(text, "\n")
	var header []string
	col := map[string]int{}
	var out []datasets.Sample
	var notes []string
	workers, body := 0, 0
	// instance counts the phases of each name; a phase starts again when
	// the phase changes or its runtime goes back.
	instance := map[string]int64{}
	phase, last := "", int64(-1)
	for i, line := range lines {
		n := i + 1
		if strings.TrimSpace(line) == "" {
			continue
		}
		if isLive(line) {
			header = strings.Split(line, ",")
			clear(col)
			for k, h := range header {
				col[h] = k
			}
			for _, need := range liveColumns {
				if _, ok := col[need]; !ok {
					return nil, nil, &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("live CSV header without the %q column", need)}
				}
			}
			continue
		}
		body++
		fields := strings.Split(line, ",")
		if len(fields) != len(header) {
			return nil, nil, &syntax.Error{File: name, Line: n, Msg: fmt.Sprintf("%d fields, want the header's %d", len(fields), len(header))}
		}
		get := func(c string) string { return strings.TrimSpace(fields[col[c]]) }
		ms, err := strconv.ParseInt(get("RuntimeMS"), 10, 64)
		if err != nil || ms < 0 {
			return nil, nil, &syntax.Error{File: name, Line: n, Column: "RuntimeMS", Msg: fmt.Sprintf("%q: want milliseconds since the phase began", get("RuntimeMS"))}
		}
		if _, err := strconv.ParseUint(get("DoneBytes"), 10, 64); err != nil {
			return nil, nil, &syntax.Error{File: name, Line: n, Column: "DoneBytes", Msg: fmt.Sprintf("%q: want the bytes done", get("DoneBytes"))}
		}
		if rank := get("Rank"); rank != "Total" {
			if _, err := strconv.ParseUint(rank, 10, 32); err != nil {
				return nil, nil, &syntax.Error{File: name, Line: n, Column: "Rank", Msg: fmt.Sprintf("%q: want Total or a worker's rank", rank)}
			}
			workers++
			continue
		}
		op := get("Phase")
		if op != phase || ms < last {
			instance[op]++
		}
		phase, last = op, ms
		direction, mix, _, ok := directionOf(op)
		if !ok {
			continue // a metadata phase: entries/s only
		}
		switch mt := get("MixType"); {
		case mt == "Read" && mix:
			direction = datasets.DirectionRead
		case mt == "Write" && mix, mt == "":
		default:
			return nil, nil, &syntax.Error{File: name, Line: n, Column: "MixType", Msg: fmt.Sprintf("%q: want Write or Read in a mixed phase, nothing in another", mt)}
		}
		for _, c := range []struct {
			log, column string
			unit        units.Unit
		}{{"bw", "MiB/s", units.MiBPerSecond}, {"iops", "IOPS", units.One}} {
			v, err := strconv.ParseUint(get(c.column), 10, 63)
			if err != nil {
				return nil, nil, &syntax.Error{File: name, Line: n, Column: c.column, Msg: fmt.Sprintf("%q: want a whole number", get(c.column))}
			}
			s := datasets.NewSample()
			s.SourcePath, s.Log, s.JobName, s.JobInstance = name, c.log, op, instance[op]
			s.TimeNs, s.Direction = ms*1_000_000, direction
			f := float64(v) * c.unit.Factor()
			if math.IsInf(f, 0) {
				return nil, nil, &syntax.Error{File: name, Line: n, Column: c.column, Msg: fmt.Sprintf("%q is out of range", get(c.column))}
			}
			if c.log == "bw" {
				s.BWBytesPerS = f
			} else {
				s.IOPS = f
			}
			out = append(out, s)
		}
	}
	if body == 0 {
		// elbencho writes the header as the run starts: a file of it
		// alone was cut before the first interval's line.
		return nil, nil, &syntax.Error{File: name, Line: 1, Msg: "a live CSV header without a line after it: the run or the file was cut short"}
	}
	switch {
	case workers == 1:
		notes = append(notes, "1 line of a single worker (--livecsvex) not read: it holds bytes done, not rates")
	case workers > 1:
		notes = append(notes, fmt.Sprintf("%d lines of single workers (--livecsvex) not read: they hold bytes done, not rates", workers))
	}
	return out, notes, nil
}
