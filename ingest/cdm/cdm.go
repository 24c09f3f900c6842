// Package cdm reads the text exports of CrystalDiskMark (versions 3 to 8)
// and of KDiskMark, its Linux counterpart built on fio.
//
// Each test line gives one row: the test's pattern, direction, block size,
// queue depth and threads, and its bandwidth (plus IOPS and mean latency
// where the version prints them). Old versions name a test without its
// block size or depth; this package knows what each version's names meant
// and refuses a line it does not know rather than guessing.
//
// CrystalDiskMark reports the best of its N passes; KDiskMark the mean of N
// in its default profile and the best in the others. The aggregation and N
// go into every row, so analysis never mistakes a best-of-5 for a mean.
package cdm

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/names"
	"github.com/iopress/iopress/ingest/syntax"
	"github.com/iopress/iopress/units"
)

// Format names this parser in the sources table.
const Format = "cdm-text"

// Parser reads CrystalDiskMark's and KDiskMark's text exports: UTF-8 with
// or without a BOM, or UTF-16 with its BOM (syntax.Text), CRLF or LF.
var Parser = syntax.Parser{
	Name: Format,
	Tools: []syntax.Tool{
		{
			Name:     "CrystalDiskMark",
			Versions: []string{"3.0.2", "5.2.0", "6.0.2", "7.0.0", "8.0.1", "8.0.4"},
			Detail:   "text export (`.txt`, UTF-8 or UTF-16)",
			Rows:     "a row per test and direction, decimal MB/s",
		},
		{
			Name:     "KDiskMark",
			Versions: []string{"1.6.0", "3.0.0"},
			Detail:   "text report",
			Rows:     "as CrystalDiskMark",
		},
	},
	Reads:           "text exports",
	Read:            read,
	ErrUnrecognized: errors.New("not a CrystalDiskMark or KDiskMark text export"),
}

var (
	cdmHeader = regexp.MustCompile(`CrystalDiskMark (\d+\.\d+(?:\.\d+)?)`)
	kdmHeader = regexp.MustCompile(`KDiskMark \((\d+\.\d+(?:\.\d+)?)\)`)
	fioHeader = regexp.MustCompile(`Flexible I/O Tester \((fio-[^)]+)\)`)
)

// read reads an export's text; its rows are checked by Parser.ParseBytes.
func read(data []byte, name string) (syntax.Parsed, error) {
	// An export names its tool in its first lines: what does not is told
	// apart before it is copied.
	if head := data[:min(len(data), 1200)]; !cdmHeader.Match(head) && !kdmHeader.Match(head) {
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	if err := syntax.CheckLines(data, name, syntax.MaxLine, "a CrystalDiskMark or KDiskMark export"); err != nil {
		return syntax.Parsed{}, err
	}
	// Notepad and CrystalDiskMark itself write CRLF.
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	head := text
	if len(head) > 600 {
		head = head[:600]
	}
	p := &parser{name: name}
	switch {
	case kdmHeader.MatchString(head):
		p.tool, p.version = datasets.ToolKDiskMark, kdmHeader.FindStringSubmatch(head)[1]
		if m := fioHeader.FindStringSubmatch(head); m != nil {
			p.engine = m[1]
		}
	case cdmHeader.MatchString(head):
		p.tool, p.version = datasets.ToolCrystalDiskMark, cdmHeader.FindStringSubmatch(head)[1]
	default:
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	if err := p.parse(text); err != nil {
		return syntax.Parsed{}, err
	}
	where := func(row int, _ string) syntax.Place { return syntax.Place{Line: p.lines[row]} }
	return syntax.Parsed{Dataset: p.dataset(), Where: where}, nil
}

type parser struct {
	name    string
	tool    string
	version string
	engine  string
	rows    []datasets.Result
	lines   []int             // line of each row
	meta    map[string]string // footer: Profile, Test, Mode, Time, Date, OS, Comment
	notes   []string
	setup   datasets.Setup
}

// Lines of the result sections. Version 7 and 8 ("SEQ 1MiB (Q= 8, T= 1):
// 7427.749 MB/s [ 7083.7 IOPS] < 987.81 us>"), KDiskMark ("Sequential 1 MiB
// (Q=  8, T= 1): ...") and 7.0 ("Sequential 1MiB (Q= 8, T= 1):").
var modern = regexp.MustCompile(`^\s*(SEQ|RND|Sequential|Random)\s+([\d.]+\s*[KMG]iB)\s*\(Q=\s*(\d+),\s*T=\s*(\d+)\)\s*:\s*([\d.]+) MB/s(?:\s*\[\s*([\d.]+) IOPS\])?(?:\s*<\s*([\d.]+) us>)?\s*$`)

// Versions 5 and 6: "Sequential Read (Q= 32,T= 1) :", "Sequential Read
// (T= 1) :", "Random Read 4KiB (Q=  8,T= 8) :".
var v56 = regexp.MustCompile(`^\s*(Sequential|Random) (Read|Write)(?: (4KiB))?\s*\((?:Q=\s*(\d+),)?T=\s*(\d+)\)\s*:\s*([\d.]+) MB/s(?:\s*\[\s*([\d.]+) IOPS\])?\s*$`)

// Versions 3 and 4: "Sequential Read :", "Random Read 512KB :", "Random Read
// 4KB (QD=32) :", and 4.x's "Seq", "512K", "4K", "4K QD32" spellings.
var v34 = regexp.MustCompile(`^\s*(Sequential|Random|Seq|512K|4K|4K QD32) (Read|Write)(?: (512KB|4KB|4K))?(?: \(QD=\s*(\d+)\))?\s*:\s*([\d.]+) MB/s(?:\s*\[\s*([\d.]+) IOPS\])?\s*$`)

var section = regexp.MustCompile(`^\[(Read|Write|Mix)\](?:\s+Read (\d+)%/Write (\d+)%)?\s*$`)
var footer = regexp.MustCompile(`^\s*(Profile|Test|Mode|Time|Date|OS|Comment)\s*:\s*(.*?)\s*$`)

func (p *parser) errorf(line int, format string, args ...any) error {
	return &syntax.Error{File: p.name, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// wrapf is errorf for an error of its own, kept in the chain.
func (p *parser) wrapf(line int, err error, format string, args ...any) error {
	return &syntax.Error{File: p.name, Line: line, Msg: fmt.Sprintf(format, args...), Err: err}
}

func (p *parser) parse(text string) error {
	p.meta = map[string]string{}
	direction, mix := "", -1.0
	inResults := false
	for i, line := range strings.Split(text, "\n") {
		n := i + 1
		t := strings.TrimRight(line, " \t")
		trimmed := strings.TrimSpace(t)
		if m := footer.FindStringSubmatch(t); m != nil && (!strings.Contains(t, "MB/s") || m[1] == "Comment") {
			// Footer first: a comment may well name the tool.
			p.meta[m[1]] = m[2]
			continue
		}
		switch {
		case trimmed == "" || strings.HasPrefix(trimmed, "---") || strings.HasPrefix(trimmed, "* "):
			continue
		case strings.Contains(t, "CrystalDiskMark") || strings.Contains(t, "Crystal Dew World") ||
			strings.Contains(t, "KDiskMark (") || strings.Contains(t, "Flexible I/O Tester"):
			continue
		}
		if m := section.FindStringSubmatch(trimmed); m != nil {
			inResults = true
			switch m[1] {
			case "Read":
				direction, mix = datasets.DirectionRead, -1
			case "Write":
				direction, mix = datasets.DirectionWrite, -1
			case "Mix":
				direction = datasets.DirectionMixed
				if m[2] == "" {
					return p.errorf(n, "[Mix] without its read share: want \"[Mix] Read 70%%/Write 30%%\"")
				}
				mix, _ = strconv.ParseFloat(m[2], 64)
				if w, _ := strconv.ParseFloat(m[3], 64); mix+w != 100 {
					return p.errorf(n, "[Mix] Read %s%%/Write %s%%: the shares do not add up to 100%%", m[2], m[3])
				}
			}
			continue
		}
		if err := p.testLine(t, n, direction, mix, inResults); err != nil {
			return err
		}
	}
	if len(p.rows) == 0 {
		return p.errorf(0, "no test results in a %s export", p.tool)
	}
	// The export ends with its footer, whose OS line every version
	// writes (a comment may follow it): an export without it was cut
	// inside the results or the footer. (Its last line may lack its line
	// end, as an export pasted from CrystalDiskMark's copy does, so a cut
	// inside the OS line or the comment cannot be told.)
	if _, ok := p.meta["OS"]; !ok {
		last := strings.Count(strings.TrimRight(text, "\n"), "\n") + 1
		return p.errorf(last, "the export ends without its footer's OS line, which %s writes after the results: it was cut short", p.tool)
	}
	p.finish()
	return nil
}

// testLine reads one result line in whichever layout its version uses.
func (p *parser) testLine(t string, n int, direction string, mix float64, inSection bool) error {
	r := datasets.NewResult()
	var mbps, iops, lat string
	switch {
	case modern.MatchString(t):
		if !inSection {
			return p.errorf(n, "a test line before any [Read], [Write] or [Mix] section")
		}
		m := modern.FindStringSubmatch(t)
		r.Pattern = datasets.PatternSequential
		if m[1] == "RND" || m[1] == "Random" {
			r.Pattern = datasets.PatternRandom
		}
		bs, err := units.ParseSize(strings.ReplaceAll(m[2], " ", ""))
		if err != nil {
			return p.wrapf(n, err, "block size %q", m[2])
		}
		r.BlockSizeBytes = bs
		r.IODepth, _ = strconv.ParseInt(m[3], 10, 64)
		r.NumJobs, _ = strconv.ParseInt(m[4], 10, 64)
		r.Direction = direction
		if direction == datasets.DirectionMixed {
			r.RWMixReadPct = mix
		}
		mbps, iops, lat = m[5], m[6], m[7]
	case v56.MatchString(t):
		m := v56.FindStringSubmatch(t)
		r.Direction = strings.ToLower(m[2])
		threads, _ := strconv.ParseInt(m[5], 10, 64)
		r.NumJobs = threads
		if m[1] == "Sequential" {
			r.Pattern = datasets.PatternSequential
			if m[4] == "" {
				// "Sequential Read (T= 1)": 1 MiB blocks at queue depth 1.
				r.BlockSizeBytes, r.IODepth = 1<<20, 1
			} else {
				// "Sequential Read (Q= 32,T= 1)": 128 KiB blocks, CDM 5 and 6.
				r.BlockSizeBytes = 128 << 10
				r.IODepth, _ = strconv.ParseInt(m[4], 10, 64)
			}
		} else {
			if m[3] != "4KiB" || m[4] == "" {
				return p.errorf(n, "random test %q without a 4KiB block size and a queue depth: not a CrystalDiskMark 5/6 test", strings.TrimSpace(t))
			}
			r.Pattern, r.BlockSizeBytes = datasets.PatternRandom, 4096
			r.IODepth, _ = strconv.ParseInt(m[4], 10, 64)
		}
		mbps, iops = m[6], m[7]
	case v34.MatchString(t):
		m := v34.FindStringSubmatch(t)
		r.Direction = strings.ToLower(m[2])
		r.NumJobs, r.IODepth = 1, 1
		switch {
		case m[1] == "Sequential" || m[1] == "Seq":
			// CrystalDiskMark 3 and 4: sequential 1 MiB blocks at depth 1.
			r.Pattern, r.BlockSizeBytes = datasets.PatternSequential, 1<<20
		case m[1] == "512K" || m[3] == "512KB":
			r.Pattern, r.BlockSizeBytes = datasets.PatternRandom, 512<<10
		case m[1] == "4K" || m[1] == "4K QD32" || m[3] == "4KB" || m[3] == "4K":
			r.Pattern, r.BlockSizeBytes = datasets.PatternRandom, 4096
			if m[1] == "4K QD32" {
				r.IODepth = 32
			}
			if m[4] != "" {
				r.IODepth, _ = strconv.ParseInt(m[4], 10, 64)
			}
		default:
			return p.errorf(n, "test %q: a random test without its block size", strings.TrimSpace(t))
		}
		mbps, iops = m[5], m[6]
	default:
		return p.errorf(n, "%q is not a %s test line, section or footer line this parser knows", strings.TrimSpace(t), p.tool)
	}
	// MB/s is decimal in CrystalDiskMark. KDiskMark prints fio's KiB/s
	// divided by 1000 (its IOPS times block size show it), so its "MB" is
	// 1,024,000 bytes.
	unit := units.MBPerSecond
	if p.tool == datasets.ToolKDiskMark {
		unit = kdiskmarkMB
	}
	var err error
	if r.BWBytesPerS, err = unit.ToBase(mbps); err != nil {
		return p.wrapf(n, err, "bandwidth %q", mbps)
	}
	r.BWResolutionBytesPerS = unit.DecimalStep(units.Decimals(mbps))
	if iops != "" {
		if r.IOPS, err = strconv.ParseFloat(iops, 64); err != nil {
			return p.wrapf(n, err, "IOPS %q", iops)
		}
		r.IOPSResolution = units.One.DecimalStep(units.Decimals(iops))
	}
	if lat != "" {
		if r.LatMeanNs, err = units.Microsecond.ToBase(lat); err != nil {
			return p.wrapf(n, err, "latency %q", lat)
		}
		r.LatResolutionNs = units.Microsecond.DecimalStep(units.Decimals(lat))
		r.LatKind = datasets.LatTotal
	}
	r.JobName = strings.Join(strings.Fields(t[:strings.LastIndex(t, ":")]), " ")
	if r.BWBytesPerS == 0 && !(r.IOPS > 0) {
		// CrystalDiskMark prints 0.000 MB/s for a test it did not run.
		return nil
	}
	p.rows = append(p.rows, r)
	p.lines = append(p.lines, n)
	return nil
}

// kdiskmarkMB is KDiskMark's "MB": a thousand KiB.
var kdiskmarkMB = units.Unit{Name: "KDiskMark MB/s", Dim: units.Bandwidth}.WithBaseFactor(1_024_000)

// passes reads "(x5)" from the Test footer line.
var passes = regexp.MustCompile(`\(x(\d+)\)`)

// finish stamps every row with what the footer says.
func (p *parser) finish() {
	n := int64(0)
	if m := passes.FindStringSubmatch(p.meta["Test"]); m != nil {
		n, _ = strconv.ParseInt(m[1], 10, 64)
	}
	profile := p.meta["Profile"]
	agg := datasets.AggregationMax
	if p.tool == datasets.ToolKDiskMark && (profile == "" || profile == "Default") {
		agg = datasets.AggregationMean
	}
	system := p.meta["Comment"]
	if system == "" {
		system = names.Stem(p.name)
	}
	target := ""
	if m := regexp.MustCompile(`\[([A-Za-z]:)`).FindStringSubmatch(p.meta["Test"]); m != nil {
		target = m[1]
	}
	measure := p.readSetup()
	for i := range p.rows {
		r := &p.rows[i]
		r.Tool, r.ToolVersion, r.SourcePath = p.tool, p.version, p.name
		r.System, r.Target, r.Engine = system, target, p.engine
		r.Aggregation, r.AggregationN = agg, n
		if profile != "" {
			r.Labels = "profile=" + profile
		}
		if measure > 0 {
			r.RuntimeS = measure
		}
		// CrystalDiskMark opens its test file unbuffered, always.
		if p.tool == datasets.ToolCrystalDiskMark {
			r.Direct = datasets.Yes
		}
	}
}

// The footer's facts: "Test: 1 GiB (x5) [C: 4% (79/1862GiB)]", "Test :
// 1000 MB [C: 72.2% (57.3/79.4 GB)] (x5)", "[Interval=5 sec]",
// "[Measure: 5 sec / Interval: 5 sec]", "Time: Measure 5 sec / Interval
// 5 sec".
var (
	testSize    = regexp.MustCompile(`^\s*(\d+(?:\.\d+)?)\s*(MB|MiB|GB|GiB|TB|TiB)\b`)
	fillLevel   = regexp.MustCompile(`\[([A-Za-z]):\s*(\d+(?:\.\d+)?)%\s*\((\d+(?:\.\d+)?)/(\d+(?:\.\d+)?)\s*(MB|MiB|GB|GiB|TB|TiB)\)\]`)
	interval    = regexp.MustCompile(`Interval\s*[=:]?\s*(\d+(?:\.\d+)?)\s*sec`)
	measureTime = regexp.MustCompile(`Measure\s*:?\s*(\d+(?:\.\d+)?)\s*sec`)
	timings     = regexp.MustCompile(`\[?\s*(?:Measure\s*:?\s*\d+(?:\.\d+)?\s*sec\s*/\s*)?Interval\s*[=:]?\s*\d+(?:\.\d+)?\s*sec\s*\]?`)
	kdmOS       = regexp.MustCompile(`^(.*?)\s*\[linux ([^\]]+)\]$`)
)

// sizeUnits are the sizes of the footer's units. CrystalDiskMark 3 and 4
// write MB and GB for what its later versions write MiB and GiB (and its
// drive's size the way Windows does), so every size unit is binary; only
// its MB/s is decimal.
var sizeUnits = map[string]float64{"MB": 1 << 20, "MiB": 1 << 20, "GB": 1 << 30, "GiB": 1 << 30, "TB": 1 << 40, "TiB": 1 << 40}

// readSetup reads the footer's facts into the source's setup, keeping as
// notes what is none (Mode: [Admin], a Test line's own remarks), and
// returns the measured time of each pass, 0 where it does not say.
func (p *parser) readSetup() (measureS float64) {
	s := &p.setup
	s.Profile = p.meta["Profile"]
	if test, ok := p.meta["Test"]; ok {
		rest := test
		if m := testSize.FindStringSubmatch(test); m != nil {
			v, _ := strconv.ParseFloat(m[1], 64)
			s.TestSizeBytes = int64(math.Round(v * sizeUnits[m[2]]))
			rest = strings.Replace(rest, m[0], "", 1)
		}
		if m := fillLevel.FindStringSubmatch(test); m != nil {
			s.FillPct, _ = strconv.ParseFloat(m[2], 64)
			used, _ := strconv.ParseFloat(m[3], 64)
			total, _ := strconv.ParseFloat(m[4], 64)
			s.VolumeUsedBytes = int64(math.Round(used * sizeUnits[m[5]]))
			s.VolumeTotalBytes = int64(math.Round(total * sizeUnits[m[5]]))
			rest = strings.Replace(rest, m[0], "", 1)
		}
		rest = passes.ReplaceAllString(rest, "")
		rest = timings.ReplaceAllString(rest, "")
		if rest = strings.TrimSpace(rest); rest != "" {
			p.notes = append(p.notes, rest)
		}
	}
	timing := p.meta["Test"] + " " + p.meta["Time"]
	if m := interval.FindStringSubmatch(timing); m != nil {
		s.IntervalS, _ = strconv.ParseFloat(m[1], 64)
	}
	if m := measureTime.FindStringSubmatch(timing); m != nil {
		measureS, _ = strconv.ParseFloat(m[1], 64)
	}
	if t, ok := p.meta["Time"]; ok && strings.TrimSpace(timings.ReplaceAllString(t, "")) != "" {
		p.notes = append(p.notes, "Time: "+t) // not the timings this parser knows
	}
	if d, ok := p.meta["Date"]; ok {
		if at, err := readDate(d); err == nil {
			s.Date = at
		} else {
			p.notes = append(p.notes, "Date: "+d)
		}
	}
	if os := strings.Join(strings.Fields(p.meta["OS"]), " "); os != "" {
		s.OS = os
		if m := kdmOS.FindStringSubmatch(os); m != nil && p.tool == datasets.ToolKDiskMark {
			s.OS, s.Kernel = m[1], "Linux "+m[2]
		}
	}
	if mode, ok := p.meta["Mode"]; ok {
		p.notes = append(p.notes, "Mode: "+mode)
	}
	return measureS
}

// readDate reads the footer's date ("2013/04/13 23:10:09", KDiskMark's
// "2022-08-24 16:10:33") as ISO 8601, in the local time it is written in.
func readDate(d string) (string, error) {
	for _, layout := range []string{"2006/1/2 15:04:05", "2006-1-2 15:04:05"} {
		if t, err := time.Parse(layout, strings.TrimSpace(d)); err == nil {
			return t.Format("2006-01-02T15:04:05"), nil
		}
	}
	return "", fmt.Errorf("date %q", d)
}

func (p *parser) dataset() *datasets.Dataset {
	return &datasets.Dataset{
		Results: p.rows,
		Sources: []datasets.Source{{Path: p.name, Tool: p.tool, Format: Format, Notes: strings.Join(p.notes, "\n"), Setup: p.setup}},
	}
}
