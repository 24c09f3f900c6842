// Package fio reads what fio writes: JSON and json+ output of every version
// (fio 2.x in microseconds and KiB, fio 3.x in nanoseconds and bytes), one
// or several documents per file with whatever text surrounds them, local
// and client/server runs; terse output (version 3); the per-job logs
// (NAME_bw.N.log, _iops, _lat, _clat, _slat) in every shape (per I/O or
// averaged, with offsets and priorities); and histogram logs
// (NAME_clat_hist.N.log) in fio's older and newer bucket layouts.
//
// JSON gives one results row per job and direction that did I/O, labelled
// with the job's cell (pattern, block size, iodepth, numjobs, read share)
// from its options, global options included; json+ latency bins go to the
// latency histogram table, logs to the time-series table, a histogram
// log's intervals to the latency histogram table. A job that
// failed is reported as a problem and gives no row.
package fio

import (
	"bytes"
	"errors"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
)

// Format names this parser in the sources and errors tables.
const Format = "fio"

// Parser reads fio output of any kind fio writes.
var Parser = syntax.Parser{
	Name: Format,
	Tools: []syntax.Tool{{
		Name:     "fio",
		Versions: []string{"2.1.4", "2.17", "3.33"},
		Detail:   "JSON, json+, terse (v3), normal and JSON output together, text around the JSON; `client_stats` of client/server runs; logs: lat, clat, slat, bw, iops, with offsets (`log_offset`), priorities (`log_prio`), averaged (`log_avg_msec`); histogram logs (`write_hist_log`, 1,856- and 1,216-bucket layouts)",
		Rows:     "a row per direction of each job (per host and \"All clients\" for client/server); latency bins; per-interval samples and histograms",
	}},
	Reads:           "JSON and json+ output, terse output, logs",
	Read:            read,
	ErrUnrecognized: errors.New("not fio output"),
}

// read reads fio output of any kind; its rows are checked by Parser.ParseBytes.
func read(data []byte, name string) (syntax.Parsed, error) {
	var err error
	var where func(row int, column string) syntax.Place
	var notes []string
	var setup datasets.Setup
	ds := &datasets.Dataset{}
	kind := "json"
	switch {
	case isTerse(data):
		kind = "terse"
		where, err = parseTerse(data, name, ds)
	case isLog(data):
		kind = "log"
		err = parseLog(data, name, ds)
	default:
		where, notes, setup, err = parseJSON(data, name, ds)
	}
	if err == nil && kind != "json" && !bytes.HasSuffix(bytes.TrimRight(data, " \t"), []byte("\n")) {
		// fio ends every terse and log line: a last line without its
		// end was cut, and a figure with it.
		err = &syntax.Error{File: name, Line: bytes.Count(data, []byte("\n")) + 1, Msg: "the file ends inside this line, without its line end: it was cut short"}
	}
	if err != nil {
		return syntax.Parsed{}, err
	}
	ds.Sources = []datasets.Source{{Path: name, Tool: datasets.ToolFio, Format: Format + "-" + kind, Notes: strings.Join(notes, "\n"), Setup: setup}}
	return syntax.Parsed{Dataset: ds, Where: where}, nil
}

// firstLine is the first line of data that is not blank.
func firstLine(data []byte) []byte {
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if t := bytes.TrimSpace(line); len(t) > 0 {
			return t
		}
	}
	return nil
}
