package pts_test

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/pts"
	"github.com/iopress/iopress/ingest/syntax"
)

// samples are real PTS result files; testdata/SOURCES.tsv says where each
// came from.
func samples(t testing.TB) []string {
	files, _ := filepath.Glob(filepath.Join("testdata", "*__*"))
	if len(files) == 0 {
		t.Fatal("no samples in testdata")
	}
	return files
}

func read(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// describe writes a parse's outcome as text, one field per line.
func describe(ds *datasets.Dataset, err error) string {
	if err != nil {
		return "error: " + err.Error() + "\n"
	}
	var b strings.Builder
	for _, s := range ds.Sources {
		fmt.Fprintf(&b, "source: %s %s\n%s\n", s.Tool, s.Format, s.Notes)
		if !s.Setup.IsZero() {
			fmt.Fprintf(&b, "setup: %s\n", parsertest.Fields(s.Setup))
		}
	}
	for i, r := range ds.Results {
		v := reflect.ValueOf(r)
		fmt.Fprintf(&b, "result %d:", i+1)
		for f := 0; f < v.NumField(); f++ {
			switch x := v.Field(f).Interface().(type) {
			case string:
				if x != "" {
					fmt.Fprintf(&b, " %s=%q", v.Type().Field(f).Name, x)
				}
			case int64:
				if x != 0 {
					fmt.Fprintf(&b, " %s=%d", v.Type().Field(f).Name, x)
				}
			case float64:
				if x == x {
					fmt.Fprintf(&b, " %s=%s", v.Type().Field(f).Name, strconv.FormatFloat(x, 'g', -1, 64))
				}
			case bool:
				if x {
					fmt.Fprintf(&b, " %s", v.Type().Field(f).Name)
				}
			}
		}
		b.WriteString("\n")
	}
	for _, p := range ds.Problems {
		fmt.Fprintf(&b, "problem: line %d %s: %s\n", p.Line, p.Place, p.Message)
	}
	return b.String()
}

func TestGolden(t *testing.T) {
	for _, path := range samples(t) {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			ds, err := pts.Parser.ParseBytes(read(t, path), name)
			got := describe(ds, err)
			parsertest.CheckGolden(t, filepath.Join("testdata", "golden", name+".golden"), got)
		})
	}
}

// entryRE finds, straight from the XML, each Result's Description and
// Scale and each of its Entries' system, Value and RawString.
var (
	resultRE = regexp.MustCompile(`(?s)<Result>.*?<Title>(.*?)</Title>.*?<Description>(.*?)</Description>\s*<Scale>(.*?)</Scale>.*?</Result>`)
	entryRE  = regexp.MustCompile(`(?s)<Entry>\s*<Identifier>(.*?)</Identifier>\s*<Value>(.*?)</Value>\s*(?:<RawString>(.*?)</RawString>)?`)
)

// TestEveryValueIsInTheRows: every figure PTS printed (each Entry's Value)
// is found in the rows of its system and test: each run of its RawString
// as a row of its own, whose mean PTS rounded to Value; a Value without
// runs as the row's figure itself.
func TestEveryValueIsInTheRows(t *testing.T) {
	checked := 0
	for _, path := range samples(t) {
		if !strings.HasSuffix(path, ".xml") {
			continue
		}
		text := read(t, path)
		ds, err := pts.Parser.ParseBytes(text, filepath.Base(path))
		if err != nil {
			t.Fatal(err)
		}
		for _, res := range resultRE.FindAllStringSubmatch(string(text), -1) {
			test := res[1] + " - " + res[2]
			for _, e := range entryRE.FindAllStringSubmatch(res[0], -1) {
				var runs []float64
				for _, r := range ds.Results {
					if r.System == e[1] && r.Test == test && r.ScoreUnit == res[3] {
						runs = append(runs, r.Score)
					}
				}
				value, _ := strconv.ParseFloat(e[2], 64)
				var want []float64
				if e[3] == "" {
					want = []float64{value}
				} else {
					for _, f := range strings.Split(e[3], ":") {
						v, _ := strconv.ParseFloat(f, 64)
						want = append(want, v)
					}
				}
				if !reflect.DeepEqual(runs, want) {
					t.Errorf("%s: %s, %s: rows %v, want the runs %v", filepath.Base(path), e[1], test, runs, want)
					continue
				}
				if got := meanAsPrinted(runs, e[2]); got != e[2] {
					t.Errorf("%s: %s, %s: the runs' mean prints %s, PTS printed %s", filepath.Base(path), e[1], test, got, e[2])
				}
				checked++
			}
		}
	}
	if checked < 30 {
		t.Errorf("checked %d figures, want every one of the samples' (more than 30)", checked)
	}
}

// meanAsPrinted is the mean of runs with as many decimals as printed has:
// the figure PTS prints for them.
func meanAsPrinted(runs []float64, printed string) string {
	sum := 0.0
	for _, v := range runs {
		sum += v
	}
	decimals := 0
	if i := strings.IndexByte(printed, '.'); i >= 0 {
		decimals = len(printed) - i - 1
	}
	return strconv.FormatFloat(sum/float64(len(runs)), 'f', decimals, 64)
}

// TestSystemsAndDirections: the 7-Zip file compares ten systems, higher
// better; every tiobench result is a rate, higher better, of its own test.
func TestSystemsAndDirections(t *testing.T) {
	ds, err := pts.Parser.ParseBytes(read(t, "testdata/laertispappas__aws-ec2-phoronix-benchmark__large-ec2_7zip_composite.xml"), "7zip.xml")
	if err != nil {
		t.Fatal(err)
	}
	systems := map[string]int{}
	for _, r := range ds.Results {
		systems[r.System]++
		if !r.ScoreHigherIsBetter || r.ScoreUnit != "MIPS" || r.JobName != "pts/compress-7zip-1.6.0" || r.Repetition < 1 {
			t.Fatalf("row %+v: want a MIPS score, higher better, of pts/compress-7zip-1.6.0, with its run", r)
		}
	}
	if len(systems) != 10 || systems["7zip-run-0"] != 3 {
		t.Errorf("systems %v, want 10 with 3 runs each", systems)
	}
	if !strings.Contains(ds.Sources[0].Notes, "System 7zip-run-9: Processor: Intel Xeon E5-2670 v2") {
		t.Errorf("notes lack the systems' hardware:\n%s", ds.Sources[0].Notes)
	}
	tio, err := pts.Parser.ParseBytes(read(t, "testdata/laertispappas__aws-ec2-phoronix-benchmark__large-ec2_threaded-last_composite.xml"), "tio.xml")
	if err != nil {
		t.Fatal(err)
	}
	tests := map[string]bool{}
	for _, r := range tio.Results {
		tests[r.Test] = true
		if r.ScoreUnit != "MB/s" || !r.ScoreHigherIsBetter {
			t.Fatalf("tiobench row %+v: want MB/s, higher better", r)
		}
	}
	if want := strings.Count(string(read(t, "testdata/laertispappas__aws-ec2-phoronix-benchmark__large-ec2_threaded-last_composite.xml")), "<Result>"); len(tests) != want {
		t.Errorf("%d tests, want one per Result (%d)", len(tests), want)
	}
}

// TestFioResultsFillTheColumns: a pts/fio result's IOPS goes to the iops
// column, its workload from the description, with the names of the
// profile's menus (pts/fio-2.1.0 test-definition.xml); its bandwidth stays
// a score in PTS's unit. The description is the one PTS writes from the
// menus: "DisplayName: Name" joined by " - ".
func TestFioResultsFillTheColumns(t *testing.T) {
	const desc = "Type: Random Write - Engine: IO_uring - Direct: Yes - Block Size: 64KB - Job Count: 4 - Disk Target: Default Test Directory"
	in := `<?xml version="1.0"?>
<PhoronixTestSuite>
  <System><Identifier>nvme</Identifier></System>
  <Result><Identifier>pts/fio-2.1.0</Identifier><Title>Flexible IO Tester</Title><Description>` + desc + `</Description><Scale>IOPS</Scale><Proportion>HIB</Proportion>
    <Data><Entry><Identifier>nvme</Identifier><Value>20500</Value><RawString>20000:21000</RawString></Entry></Data></Result>
  <Result><Identifier>pts/fio-2.1.0</Identifier><Title>Flexible IO Tester</Title><Description>` + desc + `</Description><Scale>MB/s</Scale><Proportion>HIB</Proportion>
    <Data><Entry><Identifier>nvme</Identifier><Value>1281</Value><RawString>1250:1312</RawString></Entry></Data></Result>
</PhoronixTestSuite>`
	ds, err := pts.Parser.ParseBytes([]byte(in), "fio.xml")
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Results) != 2 {
		t.Fatalf("%d rows, want one per run", len(ds.Results))
	}
	for i, r := range ds.Results {
		iops, mbs := []float64{20000, 21000}[i], []float64{1250, 1312}[i]
		if r.Pattern != datasets.PatternRandom || r.Direction != datasets.DirectionWrite || r.Engine != "io_uring" ||
			r.BlockSizeBytes != 64<<10 || r.NumJobs != 4 || r.IOPS != iops || r.Score != mbs || r.ScoreUnit != "MB/s" || r.Repetition != int64(i+1) {
			t.Errorf("run %d: %+v", i+1, r)
		}
	}
}

// TestDamage: bad figures are errors naming the file, line and element;
// results that are not figures are problems, not rows; other XML and CSV
// is not recognised.
func TestDamage(t *testing.T) {
	good := string(read(t, "testdata/laertispappas__aws-ec2-phoronix-benchmark__large-ec2_7zip_composite.xml"))
	value := strings.Index(good, "<Value>4911</Value>")
	line := strings.Count(good[:strings.LastIndex(good[:value], "<Entry>")], "\n") + 1 // the Entry's line
	for _, tc := range []struct{ name, old, new, msg string }{
		{"runs that are not the value's", "<RawString>4927:4926:4880</RawString>", "<RawString>4927:4926:4000</RawString>", "not the mean of its runs"},
		{"a value that is not a number", "<Value>4911</Value>", "<Value>49x1</Value>", "want a number"},
		{"a run that is not a number", "<RawString>4927:4926:4880</RawString>", "<RawString>4927::4880</RawString>", "want numbers separated by ':'"},
	} {
		in := strings.Replace(good, tc.old, tc.new, 1)
		_, err := pts.Parser.ParseBytes([]byte(in), "bad.xml")
		var se *syntax.Error
		if in == good || !errors.As(err, &se) || se.Line != line || se.Path != "PhoronixTestSuite/Result[1]/Data/Entry[2]" || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: error %v, want one at bad.xml:%d, Entry[2], saying %q", tc.name, err, line, tc.msg)
		}
	}
	failed := strings.Replace(good, "<Value>4911</Value>\n        <RawString>4927:4926:4880</RawString>", "<Value></Value>\n        <RawString></RawString>", 1)
	ds, err := pts.Parser.ParseBytes([]byte(failed), "failed.xml")
	if err != nil || len(ds.Problems) != 1 || len(ds.Results) != 27 {
		t.Errorf("a failed entry: %v, %d problems, %d rows; want 1 problem and the other 9 systems' 27 runs", err, len(ds.Problems), len(ds.Results))
	}
	for _, in := range []string{"", "hello", `<?xml version="1.0"?><PhoronixTestSuite><TestInformation/></PhoronixTestSuite>`, "a,b\n1,2\n"} {
		if _, err := pts.Parser.ParseBytes([]byte(in), "x"); !errors.Is(err, pts.Parser.ErrUnrecognized) {
			t.Errorf("%q: %v, want ErrUnrecognized", in, err)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, p := range samples(f) {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ds, err := pts.Parser.ParseBytes(data, "fuzz")
		if err != nil {
			var se *syntax.Error
			if !errors.Is(err, pts.Parser.ErrUnrecognized) && !errors.As(err, &se) {
				t.Fatalf("error %v (%T) is neither ErrUnrecognized nor a syntax error", err, err)
			}
			return
		}
		for i := range ds.Results {
			if err := ds.Results[i].Validate(); err != nil {
				t.Fatalf("row %d: %v", i, err)
			}
		}
	})
}

// ptsShortened is PTS's get_result_scale_shortened (pts-core/objects/
// pts_test_profile_parser.php at 84227e6): the CSV export writes a
// result's Scale shortened by these replacements, in this order.
var ptsShortened = []struct{ from, to string }{
	{"Frames Per Second", "FPS"}, {" Per Second", "/sec"}, {" Per Minute", "/min"},
	{"Nanoseconds/Operation", "ns/op"}, {"Nodes/second", "Nodes/s"}, {"Nodes/sec", "Nodes/s"},
	{"Mbits/sec", "Mbits/s"}, {"MiB/second", "MiB/s"}, {"Milli-Seconds", "ms"},
	{"Microseconds", "us"}, {"Request", "Req"}, {"Seconds", "sec"},
	{" Per ", "/"}, {"Total ", ""}, {"Average ", ""},
}

// csvFigure is one cell of a CSV export's results, as the file has it.
type csvFigure struct {
	system, test, unit string
	higher             bool
	value              string
}

// csvFigures reads the results of a PTS 10 CSV export with encoding/csv
// alone: the rows after the second header (" ", "", systems...), each
// "Title - Description (Scale)", HIB or LIB, then a value per system.
func csvFigures(t *testing.T, data []byte) []csvFigure {
	t.Helper()
	cr := csv.NewReader(bytes.NewReader(data))
	cr.FieldsPerRecord = -1
	records, err := cr.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var systems []string
	headers := 0
	var out []csvFigure
	for _, r := range records {
		if r[0] == " " {
			headers++
			systems = r[2:]
			continue
		}
		if headers < 2 || len(r) < 2 {
			continue
		}
		open := strings.LastIndex(r[0], " (")
		for i, s := range systems {
			if 2+i < len(r) && r[2+i] != "" {
				out = append(out, csvFigure{s, r[0][:open], strings.TrimSuffix(r[0][open+2:], ")"), r[1] == "HIB", r[2+i]})
			}
		}
	}
	return out
}

// TestCSVIsTheComposite: PTS 10.8.6's own CSV export of each composite.xml
// sample (testdata/SOURCES.tsv) gives, figure for figure, the rows the
// composite gives: each value PTS wrote in the CSV is a row's score
// exactly, in the CSV's scale and direction; the composite has the same
// system and test, its scale shortened as PTS shortens it, the same
// direction, and its runs' mean prints as that value. The CSV's value is
// PTS's mean over runs the CSV does not count: a mean of an unsaid number.
func TestCSVIsTheComposite(t *testing.T) {
	exports, _ := filepath.Glob(filepath.Join("testdata", "*_composite.pts-10.8.6.csv"))
	if len(exports) != 3 {
		t.Fatalf("%d CSV exports of the composite samples, want the 3 in SOURCES.tsv", len(exports))
	}
	checked := 0
	for _, path := range exports {
		data := read(t, path)
		fromCSV, err := pts.Parser.ParseBytes(data, filepath.Base(path))
		if err != nil {
			t.Fatal(err)
		}
		xmlPath := strings.TrimSuffix(path, ".pts-10.8.6.csv") + ".xml"
		fromXML, err := pts.Parser.ParseBytes(read(t, xmlPath), filepath.Base(xmlPath))
		if err != nil {
			t.Fatal(err)
		}
		type key struct{ system, test string }
		composite := map[key][]datasets.Result{}
		for _, r := range fromXML.Results {
			k := key{r.System, r.Test}
			composite[k] = append(composite[k], r)
		}
		figures := csvFigures(t, data)
		if len(figures) != len(fromCSV.Results) || len(figures) != len(composite) {
			t.Errorf("%s: %d figures in the CSV, %d rows from it, %d system and test pairs in the composite; want one each",
				path, len(figures), len(fromCSV.Results), len(composite))
		}
		for i, f := range figures {
			want, _ := strconv.ParseFloat(f.value, 64)
			if i >= len(fromCSV.Results) {
				break
			}
			if r := fromCSV.Results[i]; r.System != f.system || r.Test != f.test || r.Score != want || r.ScoreUnit != f.unit ||
				r.ScoreHigherIsBetter != f.higher || r.Aggregation != datasets.AggregationMean || r.AggregationN != 0 {
				t.Errorf("%s: row %d %+v, want %+v as a mean of an unsaid number of runs", path, i+1, r, f)
			}
			runs := composite[key{f.system, f.test}]
			if len(runs) == 0 {
				t.Errorf("%s: %s, %s is not in the composite", path, f.system, f.test)
				continue
			}
			unit := runs[0].ScoreUnit
			for _, s := range ptsShortened {
				unit = strings.ReplaceAll(unit, s.from, s.to)
			}
			var scores []float64
			for _, r := range runs {
				scores = append(scores, r.Score)
			}
			mean := meanAsPrinted(scores, f.value)
			if unit != f.unit || runs[0].ScoreHigherIsBetter != f.higher || mean != f.value {
				t.Errorf("%s: %s, %s: the composite gives %s (%s shortened to %s), higher better %v; the CSV %s %s, %v",
					path, f.system, f.test, mean, runs[0].ScoreUnit, unit, runs[0].ScoreHigherIsBetter, f.value, f.unit, f.higher)
			}
			checked++
		}
	}
	if checked < 81 {
		t.Errorf("checked %d figures, want every one of the 3 exports' 81", checked)
	}
}

// TestErrorsKeepTheirCause: a bad figure's or proportion's error is the
// syntax error's cause (Err), in the chain, not its text copied into the
// message.
func TestErrorsKeepTheirCause(t *testing.T) {
	xmlFile := string(read(t, "testdata/laertispappas__aws-ec2-phoronix-benchmark__large-ec2_7zip_composite.xml"))
	csvFile := string(read(t, "testdata/laertispappas__aws-ec2-phoronix-benchmark__large-ec2_7zip_composite.pts-10.8.6.csv"))
	for _, tc := range []struct{ name, in, old, new string }{
		{"xml value", xmlFile, "<Value>4911</Value>", "<Value>49x1</Value>"},
		{"xml proportion", xmlFile, "<Proportion>HIB</Proportion>", "<Proportion>XIB</Proportion>"},
		{"csv value", csvFile, ",HIB,4913,", ",HIB,49x3,"},
		{"csv proportion", csvFile, ",HIB,4913,", ",XIB,4913,"},
	} {
		in := strings.Replace(tc.in, tc.old, tc.new, 1)
		if in == tc.in {
			t.Fatalf("%s: the edit did not apply", tc.name)
		}
		_, err := pts.Parser.ParseBytes([]byte(in), "bad")
		var se *syntax.Error
		if !errors.As(err, &se) || se.Err == nil || se.Msg != "" {
			t.Errorf("%s: %#v, want a syntax error whose cause is its Err", tc.name, err)
		}
	}
}

// TestOldCSVExport: the real PTS 5.6 CSV export, which says no unit and
// no direction of better, was refused; its figures are read as scores of
// the unit "unknown", one per system, each the composite.xml's Value of
// that system for the same result (the export and the composite.xml are
// of the same run: testdata/SOURCES.tsv), with a warning in the problems
// and the notes, at the results' header.
func TestOldCSVExport(t *testing.T) {
	data := read(t, "testdata/laertispappas__aws-ec2-phoronix-benchmark__large-ec2_7zip.csv")
	ds, err := pts.Parser.ParseBytes(data, "old.csv")
	if err != nil {
		t.Fatalf("a PTS 5 CSV export: %v, want it read", err)
	}
	composite := string(read(t, "testdata/laertispappas__aws-ec2-phoronix-benchmark__large-ec2_7zip_composite.xml"))
	values := map[string]string{} // system: its Value, read from the XML
	for _, res := range resultRE.FindAllStringSubmatch(composite, -1) {
		for _, e := range entryRE.FindAllStringSubmatch(res[0], -1) {
			values[e[1]] = e[2]
		}
	}
	// The export's results header, then the one result row: its label,
	// then a value per system, in the header's order.
	records, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	head, row := records[len(records)-2], records[len(records)-1]
	if len(values) != 10 || len(ds.Results) != len(row)-1 {
		t.Fatalf("%d rows, %d systems in the composite; want one row per value of the export's %d", len(ds.Results), len(values), len(row)-1)
	}
	for i, r := range ds.Results {
		system, printed := head[i+1], row[i+1]
		want, _ := strconv.ParseFloat(printed, 64)
		if r.System != system || r.Score != want || values[system] != printed || r.ScoreUnit != "unknown" || r.Test != row[0] ||
			r.Aggregation != datasets.AggregationMean || r.AggregationN != 0 || r.Direction != "" {
			t.Errorf("row %d: %s %v %q %q; want %s's %s, the composite's %s, of unit unknown, test %q", i+1, r.System, r.Score, r.ScoreUnit, r.Test, system, printed, values[system], row[0])
		}
		if err := r.Validate(); err != nil {
			t.Errorf("row %d: %v", i+1, err)
		}
	}
	line := int64(len(records) - 1) // the results' header: no record spans lines
	if len(ds.Problems) != 1 || ds.Problems[0].Line != line || ds.Problems[0].SourcePath != "old.csv" ||
		!strings.Contains(ds.Problems[0].Message, "no unit and no direction of better") || !strings.Contains(ds.Sources[0].Notes, ds.Problems[0].Message) {
		t.Errorf("problems %+v, notes %q: want one warning at line %d, also in the notes", ds.Problems, ds.Sources[0].Notes, line)
	}
}
