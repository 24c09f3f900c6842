package diskspd

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
)

// The parts of DiskSpd's -Rxml output iopress reads.
type xmlResults struct {
	XMLName      xml.Name `xml:"Results"`
	ComputerName string   `xml:"System>ComputerName"`
	Version      string   `xml:"System>Tool>Version"`
	Profile      []struct {
		ThreadCount int64 `xml:"ThreadCount"`
		Targets     []struct {
			BlockSize      int64   `xml:"BlockSize"`
			SequentialScan bool    `xml:"SequentialScan"`
			RandomAccess   bool    `xml:"RandomAccess"`
			WriteRatio     float64 `xml:"WriteRatio"`
			RequestCount   int64   `xml:"RequestCount"`
			ThreadsPerFile int64   `xml:"ThreadsPerFile"`
		} `xml:"Targets>Target"`
	} `xml:"Profile>TimeSpans>TimeSpan"`
	TimeSpans []struct {
		TestTimeSeconds float64 `xml:"TestTimeSeconds"`
		ThreadCount     int64   `xml:"ThreadCount"`
		CPU             struct {
			Usage  *float64 `xml:"UsagePercent"`
			User   *float64 `xml:"UserPercent"`
			Kernel *float64 `xml:"KernelPercent"`
		} `xml:"CpuUtilization>Average"`
		Threads []struct {
			Targets []struct {
				ReadBytes  float64  `xml:"ReadBytes"`
				ReadCount  float64  `xml:"ReadCount"`
				WriteBytes float64  `xml:"WriteBytes"`
				WriteCount float64  `xml:"WriteCount"`
				ReadLatMs  *float64 `xml:"AverageReadLatencyMilliseconds"`
				WriteLatMs *float64 `xml:"AverageWriteLatencyMilliseconds"`
			} `xml:"Target"`
		} `xml:"Thread"`
		Buckets []struct {
			Percentile float64 `xml:"Percentile"`
			ReadMs     *string `xml:"ReadMilliseconds"`
			WriteMs    *string `xml:"WriteMilliseconds"`
		} `xml:"Latency>Bucket"`
	} `xml:"TimeSpan"`
}

func parseXML(data []byte, name string) ([]datasets.Result, func(int, string) syntax.Place, error) {
	var x xmlResults
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.CharsetReader = charsetReader
	if err := dec.Decode(&x); err != nil {
		var se *xml.SyntaxError
		if errors.As(err, &se) {
			return nil, nil, &syntax.Error{File: name, Line: se.Line, Msg: "malformed XML", Err: err}
		}
		return nil, nil, &syntax.Error{File: name, Msg: "reading DiskSpd XML", Err: err}
	}
	if len(x.TimeSpans) == 0 {
		return nil, nil, &syntax.Error{File: name, Path: "Results", Msg: "no <TimeSpan> results"}
	}
	var rows []datasets.Result
	var spans []int // of each row: its TimeSpan, from 1
	for i, ts := range x.TimeSpans {
		path := fmt.Sprintf("Results/TimeSpan[%d]", i+1)
		if !(ts.TestTimeSeconds > 0) {
			return nil, nil, &syntax.Error{File: name, Path: path + "/TestTimeSeconds", Msg: fmt.Sprintf("%v: want a positive duration", ts.TestTimeSeconds)}
		}
		var w workload
		if i < len(x.Profile) {
			p := x.Profile[i]
			if len(p.Targets) == 0 {
				return nil, nil, &syntax.Error{File: name, Path: fmt.Sprintf("Results/Profile/TimeSpans/TimeSpan[%d]", i+1), Msg: "no <Target>"}
			}
			t := p.Targets[0]
			for k, o := range p.Targets[1:] {
				if o.BlockSize != t.BlockSize || o.RandomAccess != t.RandomAccess || o.WriteRatio != t.WriteRatio || o.RequestCount != t.RequestCount {
					return nil, nil, &syntax.Error{File: name, Path: fmt.Sprintf("Results/Profile/TimeSpans/TimeSpan[%d]/Targets/Target[%d]", i+1, k+2),
						Msg: "targets with different block size, pattern, write ratio or depth in one timespan: one row per direction cannot describe them"}
				}
			}
			w = workload{blockSize: t.BlockSize, random: t.RandomAccess, sequential: t.SequentialScan || !t.RandomAccess,
				writePct: t.WriteRatio, outstanding: t.RequestCount}
		}
		w.threads = ts.ThreadCount
		var read, write totals
		for _, th := range ts.Threads {
			for _, t := range th.Targets {
				read.bytes += t.ReadBytes
				read.ios += t.ReadCount
				write.bytes += t.WriteBytes
				write.ios += t.WriteCount
				if t.ReadLatMs != nil {
					read.latWeight += *t.ReadLatMs * t.ReadCount
					read.latIOs += t.ReadCount
				}
				if t.WriteLatMs != nil {
					write.latWeight += *t.WriteLatMs * t.WriteCount
					write.latIOs += t.WriteCount
				}
			}
		}
		for _, d := range []struct {
			dir string
			t   totals
		}{{datasets.DirectionRead, read}, {datasets.DirectionWrite, write}} {
			if d.t.ios == 0 {
				continue
			}
			r := row(w, d.dir, d.t, ts.TestTimeSeconds, x.ComputerName, name)
			r.ToolVersion = x.Version
			setCPU(&r, ts.CPU.Usage, ts.CPU.User, ts.CPU.Kernel)
			for _, b := range ts.Buckets {
				ms := b.ReadMs
				if d.dir == datasets.DirectionWrite {
					ms = b.WriteMs
				}
				if ms == nil {
					continue
				}
				v, err := strconv.ParseFloat(strings.TrimSpace(*ms), 64)
				if err != nil {
					continue // "N/A"
				}
				setPercentile(&r, b.Percentile, v*1e6)
			}
			rows = append(rows, r)
			spans = append(spans, i+1)
		}
	}
	where := func(row int, _ string) syntax.Place {
		line, col := timeSpanLine(data, spans[row])
		return syntax.Place{Line: line, Col: col, Path: fmt.Sprintf("Results/TimeSpan[%d]", spans[row])}
	}
	return rows, where, nil
}

// charsetReader reads the encodings an XML declaration of DiskSpd's output
// may name. The text is UTF-8 by then (syntax.Text decoded a UTF-16 file),
// whatever the declaration says.
func charsetReader(label string, input io.Reader) (io.Reader, error) {
	switch strings.ToLower(label) {
	case "utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf-16le", "utf-16be", "unicode":
		return input, nil
	}
	return nil, fmt.Errorf("encoding %q: want UTF-8 or UTF-16", label)
}

// timeSpanLine is where the n-th <TimeSpan> of <Results> starts: its
// line and byte in the line, or 0 when the document does not say. Only
// errors take this road.
func timeSpanLine(data []byte, n int) (line, col int) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.CharsetReader = charsetReader
	depth, seen := 0, 0
	for {
		line, col := dec.InputPos()
		tok, err := dec.RawToken()
		if err != nil {
			return 0, 0
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			if depth == 2 && t.Name.Local == "TimeSpan" {
				if seen++; seen == n {
					return line, col
				}
			}
		case xml.EndElement:
			depth--
		}
	}
}

func setCPU(r *datasets.Result, usage, user, kernel *float64) {
	for _, c := range []struct {
		v   *float64
		dst *float64
	}{{usage, &r.CPUTotalPct}, {user, &r.CPUUsrPct}, {kernel, &r.CPUSysPct}} {
		if c.v != nil {
			*c.dst = *c.v
		}
	}
	r.CPUResolutionPct = 0.01 // DiskSpd prints CPU with two decimals
}

// setPercentile keeps the percentiles the schema has.
func setPercentile(r *datasets.Result, at, ns float64) {
	switch {
	case math.Abs(at-50) < 1e-9:
		r.LatP50Ns = ns
	case math.Abs(at-99) < 1e-9:
		r.LatP99Ns = ns
	case math.Abs(at-99.9) < 1e-9:
		r.LatP999Ns = ns
	}
}
