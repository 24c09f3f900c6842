package parsertest

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/syntax"
)

// A Whole is a place where a format's file may end and still be the
// complete output of a smaller run: the end of a record (a job's line, a
// run's block) after which the tool writes nothing that says more was to
// come. At is its byte offset in the sample; Adds says whether the record
// that ends there gives rows of its own, so that what is read there must
// be more than at the Whole before it.
//
// The formats that have such places, and why no end marker tells their
// complete file from a cut one (every other format's parser refuses every
// cut: IOzone's table ends with "iozone test complete.", DiskSpd's text
// with its last table, a CrystalDiskMark export with its footer, a PTS
// 10 CSV export with a blank line, a bonnie++ line with a latency per test,
// JSON and XML with their closing brace or tag). Keep this list short:
// add a format only when its tool really writes nothing at the end of a
// run.
//
//   - fio JSON: text may follow the last document (fio's normal output
//     beside it), and is not read.
//   - fio terse and logs: a line per job, a line per sample, and nothing
//     after the last.
//   - IOmeter: a results section per test, written as each test ends;
//     nothing after the last.
//   - vdbench flatfile: an average line ends each run; nothing after the
//     last run.
//   - elbencho: a CSV line per phase; a results table block ("---") per
//     phase; a live CSV line per interval.
//   - sysbench: a log of several commands, each run ending with its
//     thread fairness; nothing after the last.
//   - bonnie++ CSV: a line per run (-x repeats), nothing after the last.
//   - IOzone's report on its own (no header, so no closing line): a block
//     per test, the tests chosen by -i; whole after a pair of tests.
//   - published CSV: people's tables, a row per result.
//   - PTS 5 CSV export: a row per result, nothing after the last.
//
// And two formats have a last line that may lack its line end, so that a
// cut inside it cannot be told; their Wholes say so there:
//
//   - CrystalDiskMark and KDiskMark: an export pasted from CrystalDiskMark's
//     copy may lack its last line end, so a cut inside the footer's last
//     line, the OS or the comment (the system's name), is read: the
//     figures whole, the comment or the notes cut (Labels).
//   - published CSV: a spreadsheet's export may lack its last line end,
//     so a cut inside the last cell of a row is read: the rows before it
//     whole, that row's last figure cut (Cell).
type Whole struct {
	At     int
	Adds   bool
	Labels bool // the rows may differ from the whole file's in their system
	Cell   bool // the last results row may differ from the whole file's
}

// Cuts are the places Truncated cuts a file: at every line end (before
// the line break, between a CR and its LF, and after the break), in the
// middle of every line (a record's middle, for a line per record; a
// value's, for JSON and XML) and before the last character of every line
// (its last figure short of a digit: "32080" of "320801"), in order, the
// whole file and the empty one left out.
func Cuts(data []byte) []int {
	set := map[int]bool{}
	start := 0
	for i := 0; i <= len(data); i++ {
		if i < len(data) && data[i] != '\n' {
			continue
		}
		end := i
		if end > start && data[end-1] == '\r' {
			end--
			set[end] = true
		}
		set[start+(end-start)/2] = true
		if last := len(bytes.TrimRight(data[start:end], " \t")); last > 0 {
			set[start+last-1] = true // the line's last figure, short of a digit
		}
		set[i] = true
		set[i+1] = true
		start = i + 1
	}
	var out []int
	for c := range set {
		if c > 0 && c < len(data) {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}

// TruncationCounts are what Truncated made of one sample's cuts.
type TruncationCounts struct {
	Cuts, Refused, Whole, Blank int
}

// Truncation is a truncation test of a format: its parser, its wholes (nil for a format that has none), the
// samples to cut (names in testdata; all of Samples when empty), and
// whether to cut them at every byte rather than at their Cuts (for
// samples of a line or a few).
type Truncation struct {
	Parser    *syntax.Parser
	Wholes    func(data []byte) []Whole
	Files     []string
	EveryByte bool
}

// Check cuts every sample at every one of its Cuts (or bytes) and checks
// that the parser never reads a file in part: each cut is refused, with
// the format's unrecognized error or a *syntax.Error naming the file; or
// only white space was cut off and every row is read; or the cut is one
// of the sample's wholes and what is read is exactly the rows of the
// records wholly present: the first rows of the whole sample's, more of
// them than at the whole before where the record adds rows. It returns
// what it found of each sample, and logs it.
func (tr Truncation) Check(t *testing.T) map[string]TruncationCounts {
	t.Helper()
	if testing.Short() {
		// Every cut of every sample parsed whole: quadratic in a sample's
		// lines, and the parsers run on one goroutine, so the race
		// detector has nothing to find in it.
		t.Skip("long: make test runs it without -short, outside the race detector")
	}
	files := tr.Files
	if len(files) == 0 {
		files = Samples(t)
	}
	out := map[string]TruncationCounts{}
	for _, name := range files {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		full, err := tr.Parser.ParseBytes(data, name)
		if err != nil {
			// A sample of a layout the parser refuses (its golden file
			// says so): nothing of it is read, cut or whole.
			t.Logf("%s: refused whole (%v): not cut", name, err)
			continue
		}
		want := rows(full)
		at := map[int]Whole{}
		if tr.Wholes != nil {
			for _, w := range tr.Wholes(data) {
				at[w.At] = w
			}
		}
		cuts := Cuts(data)
		if tr.EveryByte {
			cuts = make([]int, 0, len(data))
			for i := 1; i < len(data); i++ {
				cuts = append(cuts, i)
			}
		}
		var c TruncationCounts
		last := 0 // rows read at the last whole
		for _, cut := range cuts {
			c.Cuts++
			where := place(data, cut)
			ds, err := tr.Parser.ParseBytes(data[:cut], name)
			if err != nil {
				var se *syntax.Error
				if !errors.Is(err, tr.Parser.ErrUnrecognized) && !(errors.As(err, &se) && se.File == name) {
					t.Errorf("%s cut %s: error %v (%T) is neither the format's unrecognized error nor a syntax error naming the file", name, where, err, err)
				}
				c.Refused++
				continue
			}
			got := rows(ds)
			w, whole := at[cut]
			switch {
			case strings.TrimSpace(string(data[cut:])) == "":
				if !got.equal(want) {
					t.Errorf("%s cut %s, only white space cut off: %d rows, want the %d of the whole file", name, where, got.len(), want.len())
				}
				c.Blank++
			case !whole:
				t.Errorf("%s cut %s: read %d of its %d rows; want the cut file refused", name, where, got.len(), want.len())
			case w.Labels && got.len() == want.len() && slices.Equal(figures(ds), figures(full)):
				c.Whole++
			case w.Cell && len(got[0]) > 0 && got.len() > last:
				got[0] = got[0][:len(got[0])-1]
				if !got.prefixOf(want) {
					t.Errorf("%s cut %s, inside a row's last cell: the rows before it are not the first rows of the whole file's", name, where)
				}
				c.Whole++
			case !got.prefixOf(want):
				t.Errorf("%s cut %s, at the end of a record: %d rows that are not the first rows of the whole file's", name, where, got.len())
			case got.len() < last || w.Adds && got.len() == last:
				t.Errorf("%s cut %s, at the end of a record: %d rows, want more than the %d at the record before", name, where, got.len(), last)
			default:
				last = got.len()
				c.Whole++
			}
		}
		out[name] = c
		t.Logf("%s: %d cuts: %d refused, %d at the end of a record read whole, %d only white space cut off", name, c.Cuts, c.Refused, c.Whole, c.Blank)
	}
	return out
}

// tables are a parse's rows of each table it fills (results, latency
// histogram, time series), one string each (NaN fields left out, so that
// rows compare equal where DeepEqual would not).
type tables [3][]string

func rows(ds *datasets.Dataset) tables {
	var t tables
	for _, r := range ds.Results {
		t[0] = append(t[0], fields(r))
	}
	for _, b := range ds.Histogram {
		t[1] = append(t[1], fields(b))
	}
	for _, s := range ds.Series {
		t[2] = append(t[2], fields(s))
	}
	return t
}

// len is the number of rows in all.
func (t tables) len() int { return len(t[0]) + len(t[1]) + len(t[2]) }

// equal reports whether t and u hold the same rows.
func (t tables) equal(u tables) bool {
	return slices.Equal(t[0], u[0]) && slices.Equal(t[1], u[1]) && slices.Equal(t[2], u[2])
}

// prefixOf reports whether each of t's tables is the first rows of u's.
func (t tables) prefixOf(u tables) bool {
	for k := range t {
		if len(t[k]) > len(u[k]) || !slices.Equal(t[k], u[k][:len(t[k])]) {
			return false
		}
	}
	return true
}

// figures renders a parse's results rows as rows does, without their
// system.
func figures(ds *datasets.Dataset) []string {
	out := make([]string, len(ds.Results))
	for i, r := range ds.Results {
		r.System = ""
		out[i] = fields(r)
	}
	return out
}

// place says where a cut is: the byte, and the line it is in or ends.
func place(data []byte, cut int) string {
	line := strings.Count(string(data[:cut]), "\n") + 1
	switch {
	case data[cut-1] == '\n':
		return fmt.Sprintf("at byte %d (after line %d's end)", cut, line-1)
	case data[cut] == '\n' || data[cut] == '\r':
		return fmt.Sprintf("at byte %d (line %d without its line end)", cut, line)
	}
	return fmt.Sprintf("at byte %d (inside line %d)", cut, line)
}
