// Package pts reads Phoronix Test Suite result files: the composite.xml
// that PTS saves for every result (and OpenBenchmarking.org serves), and
// the CSV that `phoronix-test-suite result-file-to-csv` exports.
//
// Every result of every system gives rows: one per run where the file
// keeps the runs (RawString, colon-separated), so that analyze can test
// differences over the raw values, else one with PTS's figure. A result of
// pts/fio fills the results columns (IOPS; the workload from its
// description); every other figure is a scored result (score, in PTS's
// Scale, higher or lower better as its Proportion says, which a PTS 5.x
// CSV export does not), because PTS's
// units are the tests' own and not always what they say: its fio "MB/s"
// is fio's KiB/s divided by 1000 or fio's MiB/s, whichever fio printed.
package pts

import (
	"bytes"
	"errors"
	"math"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
)

// Format names this parser in the sources table.
const Format = "pts"

// Parser reads a Phoronix Test Suite composite.xml or its CSV export.
var Parser = syntax.Parser{
	Name: Format,
	Tools: []syntax.Tool{{
		Name:     "Phoronix Test Suite",
		Versions: []string{"5.6.0", "10.8.4", "10.8.6"},
		Detail:   "`composite.xml` and its CSV export (PTS 5 and 10 layouts)",
		Rows:     "a row per run of each result (`RawString`), `pts/fio` IOPS in its columns, the other tests as scored results",
	}},
	Reads:           "composite.xml and its CSV export",
	Read:            read,
	ErrUnrecognized: errors.New("not a Phoronix Test Suite result file"),
}

// read tells the two formats apart by content; its rows are checked by
// Parser.ParseBytes.
func read(text []byte, name string) (syntax.Parsed, error) {
	switch {
	case isComposite(text):
		return readXML(text, name)
	case isCSV(text):
		return readCSV(text, name)
	}
	return syntax.Parsed{}, syntax.ErrNotThisFormat
}

// isComposite: a PhoronixTestSuite document with systems or results (a
// test or suite definition has the same root but neither).
func isComposite(text []byte) bool {
	head := text[:min(len(text), 4096)]
	return bytes.Contains(head, []byte("<PhoronixTestSuite")) &&
		(bytes.Contains(text, []byte("<System>")) || bytes.Contains(text, []byte("<Result>")))
}

// result is one figure of one system, before it becomes rows: a Result
// element's entry, or a CSV export's cell.
type result struct {
	system     string
	identifier string        // pts/fio-2.1.0; "" in a CSV export and for PTS's install-time figures
	title      string        // the test's name, e.g. "Flexible IO Tester"
	desc       string        // its options, e.g. "Type: Random Read - Engine: IO_uring - ..."
	unit       string        // PTS's Scale
	higher     datasets.Bool // Proportion: HIB Yes, LIB No; Unknown where the file has none (PTS 5.x CSV)
	runs       []float64
	uncounted  bool // runs is PTS's mean over runs the file does not count (a CSV export's value)
	line       int  // where the figure is in the file
	place      string
}

// test is the label of the result's test: PTS's own "Title - Description",
// as its graphs and CSV export name it.
func (r *result) test() string {
	if r.desc == "" {
		return r.title
	}
	return r.title + " - " + r.desc
}

// rows turns the figures of a file into results rows, one per system,
// test and run: the figures of one test and run (pts/fio's IOPS and
// bandwidth) share a row. where gives each row's place for errors.
func rows(results []result, toolVersion map[string]string) ([]datasets.Result, []syntax.Place) {
	type key struct {
		system, test string
		run          int
		unit         string // of the score; "" for a figure with a column of its own
	}
	index := map[key]int{}
	var out []datasets.Result
	var places []syntax.Place
	for _, res := range results {
		w, isFio := fioWorkload(res.identifier, res.desc)
		column := isFio && res.unit == "IOPS"
		for i, v := range res.runs {
			k := key{res.system, res.test(), i, res.unit}
			if isFio {
				k.unit = "" // one row for fio's IOPS and its bandwidth score
			}
			j, ok := index[k]
			if !ok || column && !math.IsNaN(out[j].IOPS) || !column && !math.IsNaN(out[j].Score) {
				j = len(out)
				index[k] = j
				out = append(out, newRow(res, toolVersion[res.system], w, isFio))
				places = append(places, syntax.Place{Line: res.line, Path: res.place})
				if len(res.runs) > 1 {
					out[j].Repetition = int64(i + 1)
				}
			}
			if column {
				out[j].IOPS = v
			} else {
				out[j].Score, out[j].ScoreUnit, out[j].ScoreHigherIsBetter = v, res.unit, res.higher
			}
		}
	}
	return out, places
}

// newRow is a row of a result without its figures.
func newRow(res result, version string, w workload, isFio bool) datasets.Result {
	r := datasets.NewResult()
	r.Tool, r.ToolVersion, r.System = datasets.ToolPTS, version, res.system
	r.JobName, r.Test = res.identifier, res.test()
	if r.JobName == "" {
		r.JobName = res.title
	}
	r.Aggregation, r.AggregationN = datasets.AggregationSingle, 1
	if res.uncounted {
		r.Aggregation, r.AggregationN = datasets.AggregationMean, 0 // 0: not said
	}
	if isFio {
		r.Pattern, r.Direction, r.Engine = w.pattern, w.direction, w.engine
		r.BlockSizeBytes, r.NumJobs = w.blockSize, w.jobs
	}
	return r
}

// dataset is the parsed file: its rows, and where each came from.
func dataset(results []result, toolVersion map[string]string, sources []datasets.Source, problems []datasets.Problem) syntax.Parsed {
	rs, places := rows(results, toolVersion)
	return syntax.Parsed{
		Dataset: &datasets.Dataset{Results: rs, Sources: sources, Problems: problems},
		Where:   func(row int, _ string) syntax.Place { return places[row] },
	}
}
