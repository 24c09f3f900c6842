package pts

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
)

// A CSV export (pts_result_file_output::result_file_to_csv) is: the
// title; a header row " ," then the systems; a row per hardware and
// software component; a blank line; the header again; a row per result.
// PTS 10 writes ",," before the systems, and each result as "Title -
// Description (Scale)",HIB|LIB,value,...; older PTS (5.x) wrote neither
// the scale nor the proportion: "Title - Description",value,... Its
// figures are read as scores of a unit and a direction of better the file
// does not say (unknownUnit, and lower better, which the results table
// cannot leave unsaid), with a warning, a problem of the file that does
// not stop it being read: the result's composite.xml says both.
//
// A result's value is the composite's Value: the mean of the runs, which
// the export does not count, so its rows are means of an unsaid number
// of runs. Its scale is shortened for display as PTS shortens it
// (get_result_scale_shortened: "Seconds" is "sec", " Per Second" is
// "/sec"), and is kept as written: the shortening cannot be undone (it
// drops "Total " and "Average ").

// csvRecord is a record with the line it starts on.
type csvRecord struct {
	fields []string
	line   int
}

// isCSV: at least two header rows (" ," then quoted systems).
func isCSV(text []byte) bool {
	return bytes.Count(text, []byte("\n ,")) >= 2
}

func readCSV(text []byte, name string) (syntax.Parsed, error) {
	records, err := csvRecords(text, name)
	if err != nil {
		return syntax.Parsed{}, err
	}
	var headers []int
	for i, r := range records {
		if len(r.fields) > 1 && r.fields[0] == " " {
			headers = append(headers, i)
		}
	}
	if len(headers) < 2 {
		return syntax.Parsed{}, syntax.ErrNotThisFormat
	}
	head := records[headers[1]]
	first := 1 // the column of the first system
	if head.fields[1] == "" {
		first = 2
	}
	systems := head.fields[first:]
	old := first == 1 // PTS before 10.x: no scale, no proportion
	var notes []string
	var problems []datasets.Problem
	if old {
		notes = append(notes, oldExport)
		problems = append(problems, datasets.Problem{SourcePath: name, Format: Format, Line: int64(head.line), Message: oldExport})
	}
	perSystem := make([]map[string]string, len(systems))
	for j := range perSystem {
		perSystem[j] = map[string]string{}
	}
	for _, r := range records[headers[0]+1 : headers[1]] {
		// PTS 5 separates the details from the results with a row of
		// empty fields, PTS 10 with a blank line.
		if len(r.fields) > first && strings.Join(r.fields, "") != "" {
			notes = append(notes, r.fields[0]+": "+strings.Join(r.fields[first:], " | "))
			for j := range systems {
				if first+j < len(r.fields) {
					perSystem[j][r.fields[0]] = strings.TrimSpace(r.fields[first+j])
				}
			}
		}
	}
	// PTS 10 ends the export with a blank line after the last result: an
	// export without it was cut after a row, or inside one. PTS 5 ends
	// its last row with a line end and nothing after it: a row cut
	// inside lacks it (or fields), and one cut after is the export of
	// fewer results.
	if old {
		if last := records[len(records)-1]; !bytes.HasSuffix(bytes.TrimRight(text, " \t"), []byte("\n")) {
			return syntax.Parsed{}, &syntax.Error{File: name, Line: last.line, Msg: "the export ends inside this row, without its line end: it was cut short"}
		}
		if len(records) == headers[1]+1 {
			return syntax.Parsed{}, &syntax.Error{File: name, Line: head.line, Msg: "the export ends after its systems, without a result: it was cut short"}
		}
	} else if !bytes.HasSuffix(bytes.TrimRight(text, " \t\r"), []byte("\n\n")) && !bytes.HasSuffix(bytes.TrimRight(text, " \t"), []byte("\r\n\r\n")) {
		last := records[len(records)-1].line
		return syntax.Parsed{}, &syntax.Error{File: name, Line: last, Msg: "the export ends without the blank line PTS writes after its last result: it was cut short"}
	}
	var setups []datasets.Setup
	for j, s := range systems {
		setups = append(setups, systemSetup(s, perSystem[j], ""))
	}
	var results []result
	for _, r := range records[headers[1]+1:] {
		label, unit, higher := strings.TrimSpace(r.fields[0]), unknownUnit, false
		if !old {
			var ok bool
			if label, unit, ok = cutUnit(r.fields[0]); !ok || len(r.fields) < first {
				return syntax.Parsed{}, &syntax.Error{File: name, Line: r.line, Column: "1",
					Msg: fmt.Sprintf("%.60q: want a result, \"Title - Description (Scale)\"", r.fields[0])}
			}
			var err error
			if higher, err = proportion(r.fields[1]); err != nil {
				return syntax.Parsed{}, &syntax.Error{File: name, Line: r.line, Column: "2", Err: err}
			}
		} else if label == "" {
			return syntax.Parsed{}, &syntax.Error{File: name, Line: r.line, Column: "1", Msg: "a result without its name, \"Title - Description\""}
		}
		// A cell per system, empty for a test that failed on it: a row
		// with fewer was cut (or more, is not the header's).
		if len(r.fields) != len(head.fields) {
			return syntax.Parsed{}, &syntax.Error{File: name, Line: r.line,
				Msg: fmt.Sprintf("%d fields, want the %d of the systems' header at line %d: the row was cut short or is not this table's", len(r.fields), len(head.fields), head.line)}
		}
		for j, s := range systems {
			value := r.fields[first+j]
			column := strconv.Itoa(first + j + 1)
			runs, skip, err := entryRuns(value, "")
			if err != nil {
				return syntax.Parsed{}, &syntax.Error{File: name, Line: r.line, Column: column, Err: err}
			}
			if skip != "" {
				problems = append(problems, datasets.Problem{SourcePath: name, Format: Format, Line: int64(r.line), Place: "column " + column, Message: skip})
				continue
			}
			results = append(results, result{system: s, title: label, unit: unit, higher: higher, runs: runs, uncounted: true, line: r.line})
		}
	}
	source := datasets.Source{Path: name, Tool: datasets.ToolPTS, Format: Format + "-csv", Notes: strings.Join(notes, "\n")}
	return dataset(results, nil, systemSources(source, setups), problems), nil
}

// unknownUnit is the unit of a PTS 5 CSV export's figures, which the
// export does not say.
const unknownUnit = "unknown"

// oldExport is the warning of a PTS 5 CSV export, in its problems and its
// notes.
const oldExport = "a CSV export of PTS before 10.x: it says no unit and no direction of better, so its figures are read as scores of unit \"" + unknownUnit + "\", lower taken as better only because a score must have a direction; the result's composite.xml says both"

// cutUnit splits "Title - Description (Scale)" into the label and the scale.
func cutUnit(s string) (label, unit string, ok bool) {
	i := strings.LastIndex(s, " (")
	if i < 0 || !strings.HasSuffix(s, ")") {
		return "", "", false
	}
	return s[:i], s[i+2 : len(s)-1], true
}

// csvRecords reads every non-blank record with its line.
func csvRecords(text []byte, name string) ([]csvRecord, error) {
	cr := csv.NewReader(bytes.NewReader(text))
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	var out []csvRecord
	for {
		fields, err := cr.Read()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return nil, &syntax.Error{File: name, Line: pe.Line, Col: pe.Column, Msg: "malformed CSV", Err: pe.Err}
			}
			return nil, &syntax.Error{File: name, Msg: "reading CSV", Err: err}
		}
		line, _ := cr.FieldPos(0)
		out = append(out, csvRecord{fields, line})
	}
}
