package elbencho_test

import (
	"errors"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/elbencho"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/syntax"
)

func TestGolden(t *testing.T) { parsertest.Golden(t, elbencho.Parser.ParseBytes) }

func FuzzParse(f *testing.F) {
	parsertest.Fuzz(f, &elbencho.Parser,
		"OPERATION RESULT TYPE        FIRST DONE  LAST DONE\nWRITE     Elapsed time     :    2m3.241s    2m5.755s\n          IO latency       : [ min=91us avg=1.20ms max=2.5s ]\n---\n")
}

// samples returns the samples whose names end with suffix (".csv" the
// CSV results files, not the live CSVs, ".live.csv").
func samples(t *testing.T, suffix string) []string {
	var out []string
	for _, s := range parsertest.Samples(t) {
		if strings.HasSuffix(s, suffix) && (suffix == ".live.csv" || !strings.HasSuffix(s, ".live.csv")) {
			out = append(out, s)
		}
	}
	return out
}

// tableLine is a line of elbencho's results table with two values, read
// here without the parser: phase (or blank), result type, first, last.
var tableLine = regexp.MustCompile(`(?m)^(\S*)\s+(Elapsed ms|IOPS|Throughput MiB/s|Total MiB)\s*:\s*(\d+)\s+(\d+)\s*$`)

// TestTableFiguresAreInTheRows reads the results table of every text
// sample with a regular expression and finds each data phase's last-done
// figures in its row, in order, exactly (MiB/s times 2^20, ms over 1000),
// and its first-done figures in the source's notes.
func TestTableFiguresAreInTheRows(t *testing.T) {
	for _, name := range append(samples(t, ".out"), samples(t, ".txt")...) {
		text := string(parsertest.Read(t, name))
		ds := parsertest.Parse(t, elbencho.Parser.ParseBytes, name)
		row, phase := -1, ""
		checked := 0
		for _, m := range tableLine.FindAllStringSubmatch(text, -1) {
			if m[1] != "" {
				phase = m[1]
				if phase == "WRITE" || phase == "READ" {
					row++
				}
			}
			if phase != "WRITE" && phase != "READ" {
				continue
			}
			if row >= len(ds.Results) {
				t.Fatalf("%s: %d rows, but the table has more data phases", name, len(ds.Results))
			}
			r := ds.Results[row]
			last, _ := strconv.ParseFloat(m[4], 64)
			var got, want float64
			switch m[2] {
			case "Elapsed ms":
				got, want = r.RuntimeS, last/1000
			case "IOPS":
				got, want = r.IOPS, last
			case "Throughput MiB/s":
				got, want = r.BWBytesPerS, last*1048576
			default:
				got, want = 0, 0 // totals are not a results figure
			}
			if got != want {
				t.Errorf("%s row %d (%s) %s: %v, want %v from %q", name, row+1, phase, m[2], got, want, m[0])
			}
			if note := phase + " first done: " + m[2] + " " + m[3]; !strings.Contains(ds.Sources[0].Notes, note) {
				t.Errorf("%s: notes lack %q", name, note)
			}
			if strings.ToLower(phase) != r.Direction {
				t.Errorf("%s row %d: direction %s in a %s phase", name, row+1, r.Direction, phase)
			}
			checked++
		}
		if row+1 != len(ds.Results) {
			t.Errorf("%s: %d rows, %d data phases", name, len(ds.Results), row+1)
		}
		if checked == 0 && len(ds.Results) > 0 {
			t.Errorf("%s: no figure checked", name)
		}
	}
}

// TestCSVFiguresAreInTheRows reads each CSV sample's columns by name,
// without the parser, and finds every data phase's last-done figures in
// its row.
func TestCSVFiguresAreInTheRows(t *testing.T) {
	for _, name := range samples(t, ".csv") {
		lines := strings.Split(strings.TrimSpace(string(parsertest.Read(t, name))), "\n")
		header := strings.Split(lines[0], ",")
		col := map[string]int{}
		for i, h := range header {
			col[h] = i
		}
		ds := parsertest.Parse(t, elbencho.Parser.ParseBytes, name)
		row := 0
		for _, line := range lines[1:] {
			f := strings.SplitN(line, ",", len(header))
			op := f[col["operation"]]
			if op != "WRITE" && op != "READ" {
				continue
			}
			r := ds.Results[row]
			row++
			num := func(c string) float64 {
				v, err := strconv.ParseFloat(f[col[c]], 64)
				if err != nil {
					t.Fatalf("%s: column %s: %v", name, c, err)
				}
				return v
			}
			for _, c := range []struct {
				column    string
				got, want float64
			}{
				{"IOPS [last]", r.IOPS, num("IOPS [last]")},
				{"MiB/s [last]", r.BWBytesPerS, num("MiB/s [last]") * 1048576},
				{"time ms [last]", r.RuntimeS, num("time ms [last]") / 1000},
				{"IO lat us [avg]", r.LatMeanNs, num("IO lat us [avg]") * 1000},
				{"IO lat us [min]", r.LatMinNs, num("IO lat us [min]") * 1000},
				{"IO lat us [max]", r.LatMaxNs, num("IO lat us [max]") * 1000},
				{"block size", float64(r.BlockSizeBytes), num("block size")},
				{"IO depth", float64(r.IODepth), num("IO depth")},
				{"hosts x threads", float64(r.NumJobs), num("hosts") * num("threads")},
			} {
				if c.got != c.want {
					t.Errorf("%s %s: %v, want %v", name, c.column, c.got, c.want)
				}
			}
			if hosts := strings.Split(r.Host, ","); float64(len(hosts)) != num("hosts") {
				t.Errorf("%s: host %q, want %v hosts", name, r.Host, num("hosts"))
			}
		}
		if row != len(ds.Results) || row == 0 {
			t.Errorf("%s: %d rows, %d data phases", name, len(ds.Results), row)
		}
	}
}

// TestCSVAndResultsFileAgree: a run's CSV and results file, written by
// elbencho at once, give the same workload and figures (the results file
// has no latency without --lat, and no version).
func TestCSVAndResultsFileAgree(t *testing.T) {
	for _, csvName := range samples(t, ".csv") {
		resName := strings.TrimSuffix(csvName, ".csv") + ".out"
		a := parsertest.Parse(t, elbencho.Parser.ParseBytes, csvName).Results
		b := parsertest.Parse(t, elbencho.Parser.ParseBytes, resName).Results
		if len(a) != len(b) {
			t.Fatalf("%s: %d rows, %s: %d", csvName, len(a), resName, len(b))
		}
		for i := range a {
			x, y := a[i], b[i]
			if x.IOPS != y.IOPS || x.BWBytesPerS != y.BWBytesPerS || x.RuntimeS != y.RuntimeS || x.Host != y.Host ||
				x.BlockSizeBytes != y.BlockSizeBytes || x.NumJobs != y.NumJobs || x.IODepth != y.IODepth || x.Pattern != y.Pattern || x.Direction != y.Direction {
				t.Errorf("%s row %d differs from %s's:\n%+v\n%+v", csvName, i+1, resName, x, y)
			}
		}
	}
}

// TestMixAndHumanUnits: a mixed phase (RWMIX30) gives a write row and a
// read row with the read share, newer elbencho's human elapsed times and
// latencies are read exactly, and --base10's MB/s is decimal. The input is
// a real results file with its table edited into a mix's shape.
func TestMixAndHumanUnits(t *testing.T) {
	in := strings.NewReplacer(
		"WRITE     Elapsed ms       :      45261      45264", "RWMIX30   Elapsed time     :    45.261s  1m5.264s",
		"          IOPS             :     166678     168122", "          IOPS write       :     166678     168122\n          IOPS read        :      70000      71000\n          IOPS total       :     236678     239122\n          IO rd latency    : [ min=91us avg=1.20ms max=2.5s ]",
		"          Throughput MiB/s :        651        656", "          MB/s write       :        651        656\n          MB/s read        :        273        277",
	).Replace(string(parsertest.Read(t, "coribb-iops-direct.08threads.out")))
	ds, err := elbencho.Parser.ParseBytes([]byte(in), "mix.out")
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Results) != 2 {
		t.Fatalf("%d rows, want a write and a read row", len(ds.Results))
	}
	w, r := ds.Results[0], ds.Results[1]
	if w.Direction != "write" || r.Direction != "read" || w.RWMixReadPct != 30 || r.RWMixReadPct != 30 {
		t.Errorf("directions %s %s, mix %v %v", w.Direction, r.Direction, w.RWMixReadPct, r.RWMixReadPct)
	}
	if w.IOPS != 168122 || r.IOPS != 71000 || w.BWBytesPerS != 656e6 || r.BWBytesPerS != 277e6 || r.RuntimeS != 65.264 {
		t.Errorf("write %v IOPS %v B/s, read %v IOPS %v B/s, %v s", w.IOPS, w.BWBytesPerS, r.IOPS, r.BWBytesPerS, r.RuntimeS)
	}
	if r.LatMinNs != 91e3 || r.LatMeanNs != 1.2e6 || r.LatMaxNs != 2.5e9 || r.LatResolutionNs != 1e4 || !math.IsNaN(w.LatMeanNs) {
		t.Errorf("read latency %v/%v/%v step %v, write %v", r.LatMinNs, r.LatMeanNs, r.LatMaxNs, r.LatResolutionNs, w.LatMeanNs)
	}
}

func TestDamage(t *testing.T) {
	csv := string(parsertest.Read(t, "coribb-iops-direct.08threads.csv"))
	res := string(parsertest.Read(t, "coribb-iops-direct.08threads.out"))
	for _, tc := range []struct {
		name, in, old, new string
	}{
		{"csv figure", csv, ",166678,168122,", ",166678,16x122,"},
		{"csv field lost", csv, ",166678,168122,", ",166678168122,"},
		{"csv block size", csv, ",4096,1,0,,1,1,0,WRITE,", ",4x96,1,0,,1,1,0,WRITE,"},
		{"text figure", res, "166678     168122", "166678     16812x"},
		{"text one value", res, "166678     168122", "166678"},
		{"text elapsed", res, "45261      45264", "45261      45z64"},
	} {
		in := strings.Replace(tc.in, tc.old, tc.new, 1)
		if in == tc.in {
			t.Fatalf("%s: the edit did not apply", tc.name)
		}
		// The error is at the edited line.
		tc := struct {
			name string
			line int
		}{tc.name, strings.Count(in[:strings.Index(in, tc.new)], "\n") + 1}
		_, err := elbencho.Parser.ParseBytes([]byte(in), "bad")
		var se *syntax.Error
		if !errors.As(err, &se) || se.Line != tc.line || se.File != "bad" {
			t.Errorf("%s: %v, want a syntax error at line %d", tc.name, err, tc.line)
		}
	}
	for _, in := range []string{"", "hello", "ISO date,label\n", "OPERATION RESULT\n"} {
		if _, err := elbencho.Parser.ParseBytes([]byte(in), "x"); !errors.Is(err, elbencho.Parser.ErrUnrecognized) {
			t.Errorf("%q: %v, want ErrUnrecognized", in, err)
		}
	}
}

// TestMetadataOnly: a results file of metadata phases only (a cleanup
// run: RMFILES, RMDIRS) is elbencho's, and gives no rows.
func TestMetadataOnly(t *testing.T) {
	ds := parsertest.Parse(t, elbencho.Parser.ParseBytes, "coribb-bw-direct.08threads.cleanup.out")
	if len(ds.Results) != 0 || len(ds.Sources) != 1 || ds.Sources[0].Tool != elbencho.Tool {
		t.Errorf("rows %d, sources %+v", len(ds.Results), ds.Sources)
	}
	_ = datasets.DirectionRead
}
