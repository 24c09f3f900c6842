// Package elbencho reads the results of elbencho, the distributed storage
// benchmark: its CSV results file (--csvfile) and its results table, as
// its results file (--resfile) or its console output has it, and its live
// CSV (--livecsv), a time series of each phase (see live.go).
//
// elbencho reports each phase twice: when the fastest thread finished
// ("first done", all threads still running) and when the slowest did
// ("last done", the whole work). A row is a phase's last-done result, the
// phase's own: a results row holds one figure per workload, and two of a
// phase would be taken for repetitions and merged. The first-done figures
// go into the source's notes, one line per phase, so that none is lost.
//
// Rows are made of the phases that move data (WRITE, READ, RWMIXnn,
// MIX-Tn); the metadata phases (MKDIRS, RMFILES, STAT, SYNC, DROPCACHE
// and the like) measure entries per second, which the results table has
// no column for: their figures (dirs/s, files/s, entries) are left out.
// A multi-host run is one row per phase, the aggregate of every host, with
// the hosts named in the host column and numjobs their threads in all.
package elbencho

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/names"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/units"
)

// Format names this parser in the sources table.
const Format = "elbencho"

// Tool is elbencho's name in the results table's tool column.
const Tool = "elbencho"

// Parser reads elbencho's CSV and results files, its console output and
// its live CSV.
var Parser = syntax.Parser{
	Name: Format,
	Tools: []syntax.Tool{{
		Name:     Tool,
		Versions: []string{"2.1-0"},
		Detail:   "`--csvfile` and `--resfile` (or console) results, multi-host; live CSV (`--livecsv`)",
		Rows:     "a row per data phase, last-done figures (first-done in the source's notes); the live CSV as time-series samples",
	}},
	Reads:           "CSV and results files, console output, live CSV",
	Read:            read,
	ErrUnrecognized: errors.New("not elbencho output"),
}

func read(data []byte, name string) (syntax.Parsed, error) {
	// A CSV results file starts with its header, and a results table has
	// its head line: anything else is told apart before it is copied.
	if !bytes.HasPrefix(data, []byte(csvHeaderStart)) && !(bytes.Contains(data, []byte("RESULT TYPE")) && tableHeader.Match(data)) && !isLive(string(data[:min(len(data), 64)])) {
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	if err := syntax.CheckLines(data, name, syntax.MaxLine, "elbencho output"); err != nil {
		return syntax.Parsed{}, err
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	var p phases
	var kind string
	var err error
	var series []datasets.Sample
	switch {
	case isLive(text):
		kind = "livecsv"
		series, p.notes, err = parseLive(text, name)
	case strings.HasPrefix(text, csvHeaderStart):
		kind = "csv"
		p, err = parseCSV(text, name)
	case tableHeader.MatchString(text):
		kind = "text"
		p, err = parseText(text, name)
	default:
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	if err == nil && !strings.HasSuffix(strings.TrimRight(text, " \t"), "\n") {
		// elbencho ends every line it writes: a last line without its
		// end was cut, a figure, a phase's name or its command line
		// with it.
		err = &syntax.Error{File: name, Line: strings.Count(text, "\n") + 1, Msg: "the file ends inside this line, without its line end: it was cut short"}
	}
	if err != nil {
		return syntax.Parsed{}, err
	}
	rows, lines := p.rows(name)
	return syntax.Parsed{
		Dataset: &datasets.Dataset{
			Results: rows,
			Series:  series,
			Sources: []datasets.Source{{Path: name, Tool: Tool, Format: Format + "-" + kind, Notes: strings.Join(p.notes, "\n")}},
		},
		Where: func(row int, _ string) syntax.Place { return syntax.Place{Line: lines[row]} },
	}, nil
}

// setup is what a run's command line or CSV columns say about its
// workload; zero where they do not say.
type setup struct {
	hosts     string // the hosts, comma separated, of a multi-host run
	numHosts  int64
	threads   int64 // per host
	blockSize int64
	ioDepth   int64
	random    string // datasets.PatternRandom, PatternSequential or ""
	label     string
	version   string
}

// figures are one direction's last-done figures of a phase, as printed.
type figures struct {
	direction string
	iops      string // per second, as printed ("" when not)
	bw        string // in bwUnit
	bwUnit    units.Unit
	// lat is the I/O latency's min, avg and max, as printed (avg ""
	// when not measured).
	lat [3]printed
}

// printed is a figure as the tool wrote it, and its unit.
type printed struct {
	v    string
	unit units.Unit
}

// phase is one phase that moved data.
type phase struct {
	name     string
	line     int
	setup    setup
	elapsed  float64 // last done, seconds
	mixRead  float64 // read share of an RWMIX phase, NaN otherwise
	directed []figures
}

type phases struct {
	list  []phase
	notes []string
}

// directions maps a data phase's name to the direction of its main
// figures, and says whether it is a mix: WRITE, READ (with "+s" and "+r"
// for inline stat and read), RWMIX30 (30% reads), MIX-T4 (4 reader
// threads).
func directionOf(phase string) (direction string, mix bool, readPct float64, ok bool) {
	base, _, _ := strings.Cut(phase, "+")
	switch {
	case base == "WRITE":
		return datasets.DirectionWrite, false, math.NaN(), true
	case base == "READ":
		return datasets.DirectionRead, false, math.NaN(), true
	case strings.HasPrefix(base, "RWMIX"):
		pct, err := strconv.ParseFloat(strings.TrimPrefix(base, "RWMIX"), 64)
		if err != nil || pct < 0 || pct > 100 {
			return "", false, 0, false
		}
		return datasets.DirectionWrite, true, pct, true
	case strings.HasPrefix(base, "MIX-T"):
		return datasets.DirectionWrite, true, math.NaN(), true
	}
	return "", false, 0, false
}

// rows makes the results rows, with the line each came from.
func (p phases) rows(name string) ([]datasets.Result, []int) {
	var rows []datasets.Result
	var lines []int
	for _, ph := range p.list {
		s := ph.setup
		for _, f := range ph.directed {
			r := datasets.NewResult()
			r.Tool, r.ToolVersion, r.SourcePath = Tool, s.version, name
			r.Aggregation, r.AggregationN = datasets.AggregationSingle, 1
			r.System = s.label
			if r.System == "" {
				r.System = names.Stem(name)
			}
			r.Host = s.hosts
			r.JobName = ph.name
			r.Direction = f.direction
			r.Pattern = s.random
			r.BlockSizeBytes = s.blockSize
			r.IODepth = s.ioDepth
			if s.threads > 0 {
				r.NumJobs = s.threads * max(s.numHosts, 1)
			}
			r.RWMixReadPct = ph.mixRead
			r.RuntimeS = ph.elapsed
			if f.iops != "" {
				r.IOPS, _ = strconv.ParseFloat(f.iops, 64)
				// elbencho prints whole operations per second, cut down.
				r.IOPSResolution = 1
			}
			if f.bw != "" {
				r.BWBytesPerS, _ = f.bwUnit.ToBase(f.bw)
				r.BWResolutionBytesPerS = f.bwUnit.DecimalStep(0)
			}
			if avg := f.lat[1]; avg.v != "" {
				r.LatKind = datasets.LatTotal
				r.LatMinNs, _ = f.lat[0].unit.ToBase(f.lat[0].v)
				r.LatMeanNs, _ = avg.unit.ToBase(avg.v)
				r.LatMaxNs, _ = f.lat[2].unit.ToBase(f.lat[2].v)
				r.LatResolutionNs = avg.unit.DecimalStep(units.Decimals(avg.v))
			}
			if math.IsNaN(r.IOPS) && math.IsNaN(r.BWBytesPerS) && math.IsNaN(r.LatMeanNs) {
				continue // a direction that did no I/O in a mix
			}
			rows = append(rows, r)
			lines = append(lines, ph.line)
		}
	}
	return rows, lines
}

// Options of elbencho's command line that this parser reads: each
// option's long and short spelling.
var (
	optHosts   = []string{"--hosts"}
	optThreads = []string{"--threads", "-t"}
	optBlock   = []string{"--block", "-b"}
	optDepth   = []string{"--iodepth"}
	optLabel   = []string{"--label"}
	optRand    = []string{"--rand"}
)

// quoted is one argument of the command line as elbencho writes it:
// every argument in double quotes.
var quoted = regexp.MustCompile(`"([^"]*)"`)

// commandLine reads what a command line says of the workload. The CSV
// writes it with every comma turned into a space, the results file as it
// was given; hosts are separated by either.
func commandLine(cmd string) (setup, error) {
	var args []string
	for _, m := range quoted.FindAllStringSubmatch(cmd, -1) {
		args = append(args, m[1])
	}
	// elbencho's defaults: one host, one thread, 1 MiB blocks at depth
	// 1, sequential.
	s := setup{numHosts: 1, threads: 1, blockSize: 1 << 20, ioDepth: 1, random: datasets.PatternSequential}
	value := func(i int, opts []string) (string, bool) {
		for _, o := range opts {
			if args[i] == o && i+1 < len(args) {
				return args[i+1], true
			}
			if v, ok := strings.CutPrefix(args[i], o+"="); ok {
				return v, true
			}
		}
		return "", false
	}
	for i := range args {
		if v, ok := value(i, optHosts); ok {
			hosts := strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' })
			s.hosts, s.numHosts = strings.Join(hosts, ","), int64(len(hosts))
		}
		if v, ok := value(i, optThreads); ok {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n <= 0 {
				return s, fmt.Errorf("threads %q: want a positive whole number", v)
			}
			s.threads = n
		}
		if v, ok := value(i, optBlock); ok {
			n, err := units.ParseSize(v)
			if err != nil {
				return s, fmt.Errorf("block size: %w", err)
			}
			s.blockSize = n
		}
		if v, ok := value(i, optDepth); ok {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil || n <= 0 {
				return s, fmt.Errorf("iodepth %q: want a positive whole number", v)
			}
			s.ioDepth = n
		}
		if v, ok := value(i, optLabel); ok {
			s.label = v
		}
		for _, o := range optRand {
			if args[i] == o {
				s.random = datasets.PatternRandom
			}
		}
	}
	return s, nil
}
