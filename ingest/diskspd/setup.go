package diskspd

import (
	"bytes"
	"encoding/xml"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/units"
)

// The test setup DiskSpd's text prints: the system information (2.0.21
// on), the input parameters and the command line.
var (
	reCPUCount  = regexp.MustCompile(`^(?:cpu count|proc count):\s+(\d+)\s*$`)
	reStartTime = regexp.MustCompile(`^start time:\s+(\d{4}/\d{1,2}/\d{1,2} \d{1,2}:\d{2}:\d{2})( UTC)?\s*$`)
	reWarmUp    = regexp.MustCompile(`^warm up time:\s+(\d+(?:\.\d+)?)s\s*$`)
)

// textSetup is what a text output says of its setup, and whether its I/O
// was direct: "software cache disabled" (-S, -Su, -Sh) or "using
// software cache"; where the input parameters are not kept, the command
// line's -S flags say it.
func textSetup(text string) (datasets.Setup, datasets.Bool) {
	var s datasets.Setup
	direct := datasets.Unknown
	cpus := ""
	for _, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		switch m := reComputer.FindStringSubmatch(t); {
		case m != nil && s.Host == "":
			s.Host = m[1]
		case reCPUCount.MatchString(t) && cpus == "":
			cpus = reCPUCount.FindStringSubmatch(t)[1]
			s.CPUCount, _ = strconv.ParseInt(cpus, 10, 64)
		case reStartTime.MatchString(t) && s.Date == "":
			m := reStartTime.FindStringSubmatch(t)
			if at, err := time.Parse("2006/1/2 15:04:05", m[1]); err == nil {
				s.Date = at.Format("2006-01-02T15:04:05")
				if m[2] != "" {
					s.Date += "Z"
				}
			}
		case reWarmUp.MatchString(t) && s.RampS == 0:
			s.RampS, _ = strconv.ParseFloat(reWarmUp.FindStringSubmatch(t)[1], 64)
		case t == "software cache disabled" && !direct.Known():
			direct = datasets.Yes
		case t == "using software cache" && !direct.Known():
			direct = datasets.No
		case strings.HasSuffix(t, "writethrough on") && !s.WriteThrough.Known():
			s.WriteThrough = datasets.Yes
		case strings.HasSuffix(t, "writethrough off") && !s.WriteThrough.Known():
			s.WriteThrough = datasets.No
		case reCommandLine.MatchString(t):
			size, ramp, cacheDirect, through := commandLineSetup(reCommandLine.FindStringSubmatch(t)[1])
			s.TestSizeBytes = size
			if !strings.Contains(text, "Input parameters:") {
				s.RampS, direct, s.WriteThrough = ramp, cacheDirect, through
			}
		}
	}
	return s, direct
}

// commandLineSetup reads DiskSpd's -c (the size of the test file it
// makes: K, M, G, T binary), -W (warm-up seconds) and -S flags: -S and
// -Su bypass the software cache, -Sw writes through, -Sh both.
func commandLineSetup(line string) (size int64, rampS float64, direct, through datasets.Bool) {
	for _, f := range strings.Fields(line) {
		if len(f) < 2 || f[0] != '-' && f[0] != '/' {
			continue
		}
		switch flag, arg := f[1], f[2:]; flag {
		case 'c':
			if n, err := units.ParseSize(arg); err == nil && !strings.HasSuffix(strings.ToLower(arg), "b") {
				size = n
			}
		case 'W':
			rampS, _ = strconv.ParseFloat(arg, 64)
		case 'S':
			direct = datasets.BoolOf(arg == "" || strings.ContainsAny(arg, "uh"))
			through = datasets.BoolOf(strings.ContainsAny(arg, "wh"))
		}
	}
	return size, rampS, direct, through
}

// xmlSetup is what an XML output says of its setup: the computer, the
// processors Windows made active, when it ran, the warm-up, the targets'
// size and whether they bypassed the cache and wrote through (the first
// timespan's first target, where every target agrees).
func xmlSetup(data []byte) (datasets.Setup, datasets.Bool) {
	var x struct {
		ComputerName string `xml:"System>ComputerName"`
		RunTime      string `xml:"System>RunTime"`
		Groups       []struct {
			Active int64 `xml:"ActiveProcessors,attr"`
		} `xml:"System>ProcessorTopology>Group"`
		Spans []struct {
			Warmup  float64 `xml:"Warmup"`
			Targets []struct {
				DisableOSCache bool  `xml:"DisableOSCache"`
				WriteThrough   bool  `xml:"WriteThrough"`
				FileSize       int64 `xml:"FileSize"`
			} `xml:"Targets>Target"`
		} `xml:"Profile>TimeSpans>TimeSpan"`
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.CharsetReader = charsetReader
	if dec.Decode(&x) != nil {
		return datasets.Setup{}, datasets.Unknown
	}
	s := datasets.Setup{Host: x.ComputerName}
	for _, g := range x.Groups {
		s.CPUCount += g.Active
	}
	if at, err := time.Parse("2006/1/2 15:04:05 MST", strings.TrimSpace(x.RunTime)); err == nil {
		s.Date = at.UTC().Format("2006-01-02T15:04:05Z")
	}
	direct := datasets.Unknown
	if len(x.Spans) > 0 && len(x.Spans[0].Targets) > 0 {
		t := x.Spans[0].Targets[0]
		s.RampS = x.Spans[0].Warmup
		same := true
		for _, o := range x.Spans[0].Targets[1:] {
			same = same && o == t
		}
		if same {
			s.TestSizeBytes = t.FileSize
			s.WriteThrough = datasets.BoolOf(t.WriteThrough)
			direct = datasets.BoolOf(t.DisableOSCache)
		}
	}
	return s, direct
}
