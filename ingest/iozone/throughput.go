package iozone

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/iopress/iopress/ingest/syntax"
)

// Throughput mode (-t N, or -l and -u for a range of N) runs each test in
// N processes (threads with -T) at once, each on a file of its own, and
// prints a block per test:
//
//	Children see throughput for  4 initial writers 	= 2027512.53 kB/sec
//	Parent sees throughput for  4 initial writers 	=  849469.87 kB/sec
//	Min throughput per process 			=  ...
//	Max throughput per process 			=  ...
//	Avg throughput per process 			=  ...
//	Min xfer 					=   55040.00 kB
//	CPU utilization: Wall time ... (with -+u)
//	Child[0] xfer count = 55040.00 kB, Throughput = 1078664.50 kB/sec (with -C)
//
// The children's throughput is the sum of each child's own: the data it
// moved over its own time, all of them timed while all were running
// (IOzone stops every child when the first finishes, its stonewalling,
// so a child may show less than its file, or nothing). That is IOzone's
// result, and the row's bandwidth: the test's total, numjobs its
// children. The parent's is every child's data over the parent's clock,
// from releasing the children until the last has exited, start-up and
// exit included: a lower figure of the same run, kept in the source's
// notes with the per-process minimum, maximum and mean, the smallest
// transfer, the CPU line and each child's transfer and throughput, which
// the results table has no column for. Where the children's lines are
// there, they are checked to add up to the total, as printed.

var (
	throughputTest = regexp.MustCompile(`^Throughput test with (\d+) (process|processes|thread|threads)$`)
	eachWrites     = regexp.MustCompile(`^Each \w+ writes a (\d+) [kK][bB]yte file in (?:(\d+) [kK][bB]yte|telemetry controlled) records$`)
	childrenSee    = regexp.MustCompile(`^Children see throughput for\s+(\d+) ([a-z -]+?)\s*=\s*(\d+\.\d\d) (\w+)/sec$`)
	parentSees     = regexp.MustCompile(`^Parent sees throughput for\s+(\d+) ([a-z -]+?)\s*=\s*(\d+\.\d\d) (\w+)/sec$`)
	perProcess     = regexp.MustCompile(`^(Min|Max|Avg) throughput per \w+\s*=\s*(\d+\.\d\d) (\w+)/sec$`)
	minXfer        = regexp.MustCompile(`^Min xfer\s*=\s*(\d+\.\d\d) (\w+)$`)
	childLine      = regexp.MustCompile(`^Child\[(\d+)\] xfer count =\s*(\d+\.\d\d) (\w+), Throughput =\s*(\d+\.\d\d) (\w+)/sec(, .*)?$`)
	cpuLine        = regexp.MustCompile(`^CPU [Uu]tilization: `)
)

// throughputNames are IOzone's names of its tests in throughput mode, as
// the tests map names them.
var throughputNames = map[string]string{
	"initial writers": "write", "rewriters": "rewrite", "readers": "read", "re-readers": "reread",
	"reverse readers": "bkwd read", "stride readers": "stride read", "random readers": "random read",
	"random writers": "random write", "mixed workload": "mixed workload", "pwrite writers": "pwrite",
	"pread readers": "pread", "fwriters": "fwrite", "freaders": "fread",
}

// throughputBlock is one test's block as it is read.
type throughputBlock struct {
	fig      figure
	name     string // IOzone's name, "initial writers"
	children []float64
	childAt  []int
	notes    []string
}

// parseThroughput reads the blocks of throughput mode. u is the unit the
// header states, which every figure must be in.
func parseThroughput(lines []string, u unit, name string) ([]figure, []string, error) {
	var figs []figure
	var notes []string
	var n, fileKB, recordKB int64 // the current test's processes, file and record sizes
	var open *throughputBlock
	unitOK := func(printed string) bool {
		switch u {
		case opsPerS:
			return printed == "ops"
		case kBPerS:
			return printed == "kB" || printed == "KB" || printed == "Kbytes" || printed == "kBytes"
		}
		return false
	}
	closeBlock := func() error {
		if open == nil {
			return nil
		}
		b := open
		open = nil
		if len(b.children) > 0 {
			if int64(len(b.children)) != b.fig.numJobs {
				return &syntax.Error{File: name, Line: b.fig.line, Msg: fmt.Sprintf("%d children's lines (Child[...]) for the %d processes of %s: the block was cut short or mixes runs", len(b.children), b.fig.numJobs, b.name)}
			}
			sum := 0.0
			for _, c := range b.children {
				sum += c
			}
			total, _ := strconv.ParseFloat(b.fig.value, 64)
			// Each printed to the hundredth: the sum of the rounded
			// figures is within half a hundredth of each of them, and
			// of the total, of the total.
			if math.Abs(sum-total) > 0.005*float64(len(b.children)+1)+1e-9*total {
				return &syntax.Error{File: name, Line: b.fig.line, Msg: fmt.Sprintf("the children see %s in all, but their lines (Child[...], line %d on) add up to %.2f: the block is not one run's", b.fig.value, b.childAt[0], sum)}
			}
		}
		figs = append(figs, b.fig)
		notes = append(notes, fmt.Sprintf("%s, %d processes (line %d): %s", b.fig.test, b.fig.numJobs, b.fig.line, strings.Join(b.notes, "; ")))
		return nil
	}
	for i, l := range lines {
		ln, t := i+1, strings.TrimSpace(l)
		switch {
		case throughputTest.MatchString(t):
			if err := closeBlock(); err != nil {
				return nil, nil, err
			}
			n, _ = strconv.ParseInt(throughputTest.FindStringSubmatch(t)[1], 10, 64)
			fileKB, recordKB = 0, 0
		case eachWrites.MatchString(t):
			m := eachWrites.FindStringSubmatch(t)
			fileKB, _ = strconv.ParseInt(m[1], 10, 64)
			recordKB, _ = strconv.ParseInt(m[2], 10, 64) // 0 for telemetry's records
		case strings.HasPrefix(t, "Children see throughput for"):
			if err := closeBlock(); err != nil {
				return nil, nil, err
			}
			m := childrenSee.FindStringSubmatch(t)
			if m == nil {
				return nil, nil, &syntax.Error{File: name, Line: ln, Msg: fmt.Sprintf("%q: want \"Children see throughput for N TEST = FIGURE UNIT/sec\"", t)}
			}
			test, ok := throughputNames[m[2]]
			if !ok {
				return nil, nil, &syntax.Error{File: name, Line: ln, Msg: fmt.Sprintf("test %q is not one of IOzone's this parser knows", m[2])}
			}
			k, err := strconv.ParseInt(m[1], 10, 64)
			if err != nil || n == 0 || k != n || fileKB == 0 {
				return nil, nil, &syntax.Error{File: name, Line: ln, Msg: fmt.Sprintf("a test of %s processes without IOzone's \"Throughput test with %s processes\" and \"Each process writes a ... file\" lines before it", m[1], m[1])}
			}
			if !unitOK(m[4]) {
				return nil, nil, &syntax.Error{File: name, Line: ln, Msg: fmt.Sprintf("a figure in %s/sec, but the header says the output is in %s", m[4], u.column)}
			}
			open = &throughputBlock{name: m[2], fig: figure{test: test, fileKB: fileKB, recordKB: recordKB, value: m[3], line: ln, numJobs: n, decimals: 2}}
		case open == nil:
			continue
		case parentSees.MatchString(t):
			m := parentSees.FindStringSubmatch(t)
			if m[2] != open.name || m[1] != strconv.FormatInt(n, 10) {
				return nil, nil, &syntax.Error{File: name, Line: ln, Msg: fmt.Sprintf("the parent's figure of %s %s in the block of %d %s", m[1], m[2], n, open.name)}
			}
			open.notes = append(open.notes, fmt.Sprintf("parent sees %s %s/sec", m[3], m[4]))
		case perProcess.MatchString(t):
			m := perProcess.FindStringSubmatch(t)
			open.notes = append(open.notes, fmt.Sprintf("%s %s %s/sec per process", strings.ToLower(m[1]), m[2], m[3]))
		case minXfer.MatchString(t):
			m := minXfer.FindStringSubmatch(t)
			open.notes = append(open.notes, fmt.Sprintf("min xfer %s %s", m[1], m[2]))
		case cpuLine.MatchString(t):
			open.notes = append(open.notes, strings.Join(strings.Fields(t), " "))
		case strings.HasPrefix(t, "Child["):
			m := childLine.FindStringSubmatch(t)
			if m == nil || m[1] != strconv.Itoa(len(open.children)) {
				return nil, nil, &syntax.Error{File: name, Line: ln, Msg: fmt.Sprintf("%q: want Child[%d]'s \"xfer count = FIGURE UNIT, Throughput = FIGURE UNIT/sec\"", t, len(open.children))}
			}
			v, _ := strconv.ParseFloat(m[4], 64)
			open.children = append(open.children, v)
			open.childAt = append(open.childAt, ln)
			open.notes = append(open.notes, fmt.Sprintf("child %s: %s %s at %s %s/sec", m[1], m[2], m[3], m[4], m[5]))
		case t == "" || t == "Test running:" || t == "Test cleanup:":
		default:
			// The block ends at the first line that is not one of its
			// own: the next test's, the Excel report's, the closing.
			if err := closeBlock(); err != nil {
				return nil, nil, err
			}
		}
	}
	if err := closeBlock(); err != nil {
		return nil, nil, err
	}
	return figs, notes, nil
}
