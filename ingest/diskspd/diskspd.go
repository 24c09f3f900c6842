// Package diskspd reads the results of Microsoft's DiskSpd, the engine
// behind CrystalDiskMark: its XML output (-Rxml) and its text output
// (-Rtext, the default), of versions 2.0 to 2.2.
//
// Each timespan gives a row per direction that did I/O. In text, its
// IOPS, bandwidth and mean latency are the ones DiskSpd printed on the
// table's total line, with the resolution they were printed to, and the
// parser checks that the thread lines add up to the total line's bytes
// and I/Os; text of DiskSpd 2.2 kept without its input parameters takes
// its workload from the command line. XML prints no totals: counts are
// summed over every thread and target, and IOPS and bandwidth are those
// sums over the measured time. CPU use is the whole machine's (DiskSpd's
// average over processors, whatever processor groups, NUMA nodes and
// sockets the CPU table lists). Latency percentiles come from the latency
// table when DiskSpd measured latency (-L).
package diskspd

import (
	"bytes"
	"errors"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/names"
	"github.com/iopress/iopress/ingest/syntax"
)

// Format names this parser in the sources table.
const Format = "diskspd"

// Parser reads DiskSpd's output, XML or text.
var Parser = syntax.Parser{
	Name: Format,
	Tools: []syntax.Tool{{
		Name:     "DiskSpd",
		Versions: []string{"2.0.21", "2.0.21a", "2.2.0"},
		Detail:   "XML (`-Rxml`, 2.0.21a) and text output (2.0.x and 2.2.0), CPU tables with Group, Node, Socket and Core columns",
		Rows:     "a row per direction, the totals DiskSpd printed",
	}},
	Reads:           "XML and text output",
	Read:            read,
	ErrUnrecognized: errors.New("not DiskSpd output"),
}

// read reads DiskSpd's text or XML; its rows are checked by Parser.ParseBytes.
func read(data []byte, name string) (syntax.Parsed, error) {
	// XML has its <Results> element, text its "Results for timespan":
	// what has neither is told apart before it is copied.
	if !bytes.Contains(data, []byte("<Results>")) && !bytes.Contains(data, []byte("Results for timespan")) {
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	var rows []datasets.Result
	var where func(row int, column string) syntax.Place
	var err error
	var kind string
	switch {
	case strings.HasPrefix(strings.TrimSpace(text), "<Results>") || strings.HasPrefix(strings.TrimSpace(text), "<?xml") && strings.Contains(text, "<Results>"):
		kind = "xml"
		rows, where, err = parseXML(data, name)
	case strings.Contains(text, "Results for timespan") && (strings.Contains(text, "Input parameters:") || strings.Contains(text, "Command Line:")):
		kind = "text"
		rows, where, err = parseText(text, name)
	default:
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	if err != nil {
		return syntax.Parsed{}, err
	}
	setup, direct := textSetup(text)
	if kind == "xml" {
		setup, direct = xmlSetup(data)
	}
	for i := range rows {
		rows[i].Direct = direct
	}
	return syntax.Parsed{Where: where, Dataset: &datasets.Dataset{
		Results: rows,
		Sources: []datasets.Source{{Path: name, Tool: datasets.ToolDiskSpd, Format: Format + "-" + kind, Setup: setup}},
	}}, nil
}

// workload is what a timespan's parameters say, in either format.
type workload struct {
	blockSize   int64
	random      bool
	sequential  bool
	writePct    float64 // -w
	outstanding int64   // -o, per thread
	threads     int64   // threads that ran, from the results
}

// totals are the summed counts of one direction.
type totals struct {
	bytes, ios float64
	latWeight  float64 // sum of mean latency (ms) x I/Os, where known
	latIOs     float64
}

// row makes the row of one direction from its totals. Its system is the
// machine DiskSpd ran on, else the file's name.
func row(w workload, direction string, t totals, seconds float64, host, name string) datasets.Result {
	r := datasets.NewResult()
	r.Tool, r.SourcePath, r.Host = datasets.ToolDiskSpd, name, host
	r.Aggregation, r.AggregationN = datasets.AggregationSingle, 1
	r.System = host
	if r.System == "" {
		r.System = names.Stem(name)
	}
	r.Direction = direction
	switch {
	case w.random:
		r.Pattern = datasets.PatternRandom
	case w.sequential:
		r.Pattern = datasets.PatternSequential
	}
	r.BlockSizeBytes = w.blockSize
	r.IODepth = w.outstanding
	r.NumJobs = w.threads
	if w.writePct > 0 && w.writePct < 100 {
		r.RWMixReadPct = 100 - w.writePct
	}
	r.RuntimeS = seconds
	r.IOPS = t.ios / seconds
	r.BWBytesPerS = t.bytes / seconds
	if t.latIOs > 0 {
		r.LatMeanNs = t.latWeight / t.latIOs * 1e6
		r.LatKind = datasets.LatTotal
	}
	return r
}
