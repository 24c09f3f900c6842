package pts

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
)

// composite is what iopress reads of a composite.xml.
type composite struct {
	XMLName   xml.Name `xml:"PhoronixTestSuite"`
	Generated struct {
		Title       string `xml:"Title"`
		TestClient  string `xml:"TestClient"`
		Description string `xml:"Description"`
	} `xml:"Generated"`
	Systems []struct {
		Identifier        string `xml:"Identifier"`
		Hardware          string `xml:"Hardware"`
		Software          string `xml:"Software"`
		TimeStamp         string `xml:"TimeStamp"`
		TestClientVersion string `xml:"TestClientVersion"`
		Notes             string `xml:"Notes"`
	} `xml:"System"`
	Results []struct {
		Identifier    string `xml:"Identifier"`
		Title         string `xml:"Title"`
		AppVersion    string `xml:"AppVersion"`
		Arguments     string `xml:"Arguments"`
		Description   string `xml:"Description"`
		Scale         string `xml:"Scale"`
		Proportion    string `xml:"Proportion"`
		DisplayFormat string `xml:"DisplayFormat"`
		Entries       []struct {
			Identifier string `xml:"Identifier"`
			Value      string `xml:"Value"`
			RawString  string `xml:"RawString"`
		} `xml:"Data>Entry"`
	} `xml:"Result"`
}

// readXML reads a composite.xml: a row per system, result and run.
func readXML(text []byte, name string) (syntax.Parsed, error) {
	var c composite
	if err := xml.Unmarshal(text, &c); err != nil {
		var se *xml.SyntaxError
		if errors.As(err, &se) {
			return syntax.Parsed{}, &syntax.Error{File: name, Line: se.Line, Msg: "malformed XML", Err: err}
		}
		return syntax.Parsed{}, &syntax.Error{File: name, Msg: "reading a Phoronix Test Suite result file", Err: err}
	}
	lines, err := entryLines(text)
	if err != nil {
		return syntax.Parsed{}, &syntax.Error{File: name, Msg: "malformed XML", Err: err}
	}
	source := datasets.Source{Path: name, Tool: datasets.ToolPTS, Format: Format + "-xml"}
	var notes []string
	if g := c.Generated; g.Title != "" || g.TestClient != "" {
		notes = append(notes, strings.TrimSpace(g.Title+" ("+g.TestClient+")"), strings.TrimSpace(g.Description))
	}
	version := map[string]string{}
	var setups []datasets.Setup
	for _, s := range c.Systems {
		version[s.Identifier] = s.TestClientVersion
		d := map[string]string{}
		details(s.Hardware, d)
		details(s.Software, d)
		setups = append(setups, systemSetup(s.Identifier, d, s.TimeStamp))
		notes = append(notes, fmt.Sprintf("System %s: %s; %s", s.Identifier, s.Hardware, s.Software))
		if s.Notes != "" {
			notes = append(notes, fmt.Sprintf("System %s notes: %s", s.Identifier, s.Notes))
		}
	}
	var results []result
	var problems []datasets.Problem
	for i, res := range c.Results {
		path := fmt.Sprintf("PhoronixTestSuite/Result[%d]", i+1)
		notes = append(notes, fmt.Sprintf("Result %d: %s %s (%s), arguments %q", i+1, res.Identifier, res.Title+" - "+res.Description, res.AppVersion, strings.TrimSpace(res.Arguments)))
		higher, err := proportion(res.Proportion)
		if err != nil {
			return syntax.Parsed{}, &syntax.Error{File: name, Line: lineOf(lines.results, i), Path: path + "/Proportion", Err: err}
		}
		for j, e := range res.Entries {
			at := syntax.Place{Line: lineOf(lines.entries[i], j), Path: fmt.Sprintf("%s/Data/Entry[%d]", path, j+1)}
			runs, skip, err := entryRuns(e.Value, e.RawString)
			if err != nil {
				return syntax.Parsed{}, &syntax.Error{File: name, Line: at.Line, Path: at.Path, Err: err}
			}
			if skip != "" {
				problems = append(problems, datasets.Problem{SourcePath: name, Format: Format, Line: int64(at.Line), Place: at.Path, Message: skip})
				continue
			}
			results = append(results, result{
				system: e.Identifier, identifier: res.Identifier, title: res.Title, desc: res.Description,
				unit: res.Scale, higher: higher, runs: runs, line: at.Line, place: at.Path,
			})
		}
	}
	source.Notes = strings.Join(notes, "\n")
	return dataset(results, version, systemSources(source, setups), problems), nil
}

// proportion reads PTS's direction of better.
func proportion(p string) (higher bool, err error) {
	switch strings.TrimSpace(p) {
	case "HIB":
		return true, nil
	case "LIB":
		return false, nil
	}
	return false, fmt.Errorf("proportion %q: want HIB (higher is better) or LIB (lower is better)", p)
}

// entryRuns reads one system's figure: its runs (RawString) where the file
// keeps them, checked against PTS's Value, their mean at Value's
// precision; else Value alone. skip says why a figure is not one iopress
// compares (a line graph's points, a failed test).
func entryRuns(value, raw string) (runs []float64, skip string, err error) {
	value, raw = strings.TrimSpace(value), strings.TrimSpace(raw)
	switch {
	case value == "":
		return nil, "no value: every run of the test failed", nil
	case strings.Contains(value, ","):
		return nil, fmt.Sprintf("value %.40q is a line graph's points, not a figure", value), nil
	}
	v, err := strconv.ParseFloat(value, 64)
	if err != nil {
		return nil, "", fmt.Errorf("value %q: want a number", value)
	}
	if raw == "" {
		return []float64{v}, "", nil
	}
	sum := 0.0
	for _, f := range strings.Split(raw, ":") {
		x, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil {
			return nil, "", fmt.Errorf("run %q of RawString %.60q: want numbers separated by ':'", f, raw)
		}
		runs = append(runs, x)
		sum += x
	}
	// PTS's Value is the mean of its runs, rounded as the test prints
	// them: a Value the runs do not give means the runs are not its.
	if mean := sum / float64(len(runs)); !roundsTo(mean, value) {
		return nil, "", fmt.Errorf("value %s is not the mean of its runs %.60q (%v)", value, raw, mean)
	}
	return runs, "", nil
}

// roundsTo reports whether x is within half a unit of printed's last
// decimal of it: the figure PTS would print for x.
func roundsTo(x float64, printed string) bool {
	v, _ := strconv.ParseFloat(printed, 64)
	decimals := 0
	if i := strings.IndexByte(printed, '.'); i >= 0 {
		decimals = len(printed) - i - 1
	}
	half := 0.5
	for range decimals {
		half /= 10
	}
	return x >= v-half*(1+1e-9) && x <= v+half*(1+1e-9)
}

// places are the lines where each Result and each of its Entries start.
type places struct {
	results []int
	entries [][]int
}

// entryLines finds the line of each Result and Entry element, for errors.
func entryLines(text []byte) (places, error) {
	var p places
	dec := xml.NewDecoder(bytes.NewReader(text))
	depth := 0
	for {
		tok, err := dec.Token()
		if err != nil {
			if errors.Is(err, io.EOF) {
				return p, nil
			}
			return p, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			line, _ := dec.InputPos()
			switch {
			case depth == 2 && t.Name.Local == "Result":
				p.results = append(p.results, line)
				p.entries = append(p.entries, nil)
			case depth == 4 && t.Name.Local == "Entry" && len(p.entries) > 0:
				p.entries[len(p.entries)-1] = append(p.entries[len(p.entries)-1], line)
			}
		case xml.EndElement:
			depth--
		}
	}
}

func lineOf(lines []int, i int) int {
	if i < len(lines) {
		return lines[i]
	}
	return 0
}
