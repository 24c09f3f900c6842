package diskspd_test

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/diskspd"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/syntax"
)

// samples holds real DiskSpd outputs (testdata/README.md says where each
// came from).
const samples = "testdata"

func sample(t *testing.T, name string) []byte {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(samples, name))
	if len(files) != 1 {
		t.Fatalf("%d samples named %s in %s, want one", len(files), name, samples)
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// printedTotal reads, straight from the text, the total line of one table
// ("Read IO" or "Write IO") as DiskSpd printed it, by the table's column
// names, with the thread lines' sums of bytes and I/Os.
func printedTotal(t *testing.T, text, table string) (total map[string]string, bytes, ios float64) {
	t.Helper()
	i := strings.Index(text, "\n"+table+"\n")
	if i < 0 {
		return nil, 0, 0
	}
	lines := strings.Split(text[i+len(table)+2:], "\n")
	header := strings.Split(lines[0], "|")
	for _, l := range lines[1:] {
		f := strings.Split(l, "|")
		if strings.HasPrefix(l, "total:") {
			f[0] = strings.TrimPrefix(f[0], "total:")
			total = map[string]string{}
			for k := range f {
				total[strings.TrimSpace(header[k+1])] = strings.TrimSpace(f[k])
			}
			return total, bytes, ios
		}
		if len(f) > 3 {
			b, err1 := strconv.ParseFloat(strings.TrimSpace(f[1]), 64)
			n, err2 := strconv.ParseFloat(strings.TrimSpace(f[2]), 64)
			if err1 == nil && err2 == nil {
				bytes += b
				ios += n
			}
		}
	}
	t.Fatalf("%s: no total line", table)
	return nil, 0, 0
}

func textSamples(t *testing.T) []string {
	names, _ := filepath.Glob(filepath.Join(samples, "*.txt"))
	if len(names) < 6 {
		t.Fatalf("%d text samples", len(names))
	}
	return names
}

// TestTextTotalsAreDiskSpds: each row's IOPS, bandwidth and mean latency
// are the figures on its table's total line, as DiskSpd printed them
// (read here from the file with the columns' own names), each with the
// resolution it was printed to; and the file's thread lines add up to the
// bytes and I/Os of the total line.
func TestTextTotalsAreDiskSpds(t *testing.T) {
	for _, path := range textSamples(t) {
		name := filepath.Base(path)
		data := sample(t, name)
		ds, err := diskspd.Parser.ParseBytes(data, name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		text := strings.ReplaceAll(string(data), "\r\n", "\n")
		for _, d := range []struct{ dir, table string }{{"read", "Read IO"}, {"write", "Write IO"}} {
			total, b, n := printedTotal(t, text, d.table)
			var row *datasets.Result
			for i := range ds.Results {
				if ds.Results[i].Direction == d.dir {
					row = &ds.Results[i]
				}
			}
			if total == nil || total["I/Os"] == "0" {
				if row != nil {
					t.Errorf("%s %s: a row for a direction without I/O", name, d.dir)
				}
				continue
			}
			if row == nil {
				t.Fatalf("%s: no %s row", name, d.dir)
			}
			if strconv.FormatFloat(b, 'f', -1, 64) != total["bytes"] || strconv.FormatFloat(n, 'f', -1, 64) != total["I/Os"] {
				t.Errorf("%s %s: the threads add up to %v bytes and %v I/Os, DiskSpd printed %s and %s", name, d.dir, b, n, total["bytes"], total["I/Os"])
			}
			mib := total["MiB/s"]
			if mib == "" {
				mib = total["MB/s"] // DiskSpd 2.0
			}
			for _, c := range []struct {
				printed  string
				scale    float64
				got, res float64
			}{
				{total["I/O per s"], 1, row.IOPS, row.IOPSResolution},
				{mib, 1 << 20, row.BWBytesPerS, row.BWResolutionBytesPerS},
				{total["AvgLat"], 1e6, row.LatMeanNs, row.LatResolutionNs},
			} {
				want, ok := new(big.Rat).SetString(c.printed)
				if !ok {
					t.Fatalf("%s %s: %q is not a number", name, d.dir, c.printed)
				}
				v, _ := want.Mul(want, new(big.Rat).SetFloat64(c.scale)).Float64()
				res := 1.0
				if i := strings.IndexByte(c.printed, '.'); i >= 0 {
					res = math.Pow(10, -float64(len(c.printed)-i-1))
				}
				if c.got != v || math.Abs(c.res-res*c.scale) > 1e-9*c.res {
					t.Errorf("%s %s: %v (resolution %v), DiskSpd printed %s", name, d.dir, c.got, c.res, c.printed)
				}
			}
		}
	}
}

// TestTextCPU: the machine's CPU use is the avg. line of DiskSpd's CPU
// table, whatever columns say where each CPU is (2.0's CPU; 2.1's Group;
// 2.2's Core, Socket, Node and Group).
func TestTextCPU(t *testing.T) {
	for _, path := range textSamples(t) {
		name := filepath.Base(path)
		data := string(sample(t, name))
		ds, err := diskspd.Parser.ParseBytes([]byte(data), name)
		if err != nil {
			t.Fatal(err)
		}
		var avg []string
		for _, l := range strings.Split(data, "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), "avg.|") {
				avg = strings.Split(strings.TrimSpace(l), "|")
			}
		}
		if len(avg) < 4 {
			t.Fatalf("%s: no avg. line", name)
		}
		pct := func(k int) float64 {
			v, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(avg[k]), "%"), 64)
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
		for _, r := range ds.Results {
			if r.CPUTotalPct != pct(1) || r.CPUUsrPct != pct(2) || r.CPUSysPct != pct(3) {
				t.Errorf("%s: cpu %v/%v/%v, the avg. line says %v", name, r.CPUTotalPct, r.CPUUsrPct, r.CPUSysPct, avg)
			}
		}
	}
}

// TestTextCommandLineOnly: DiskSpd 2.2 output kept without its input
// parameters (VirtualClient's multi-node sample) is read, its workload
// from the command line: -b4K -r4K -t4 -o4 -w100.
func TestTextCommandLineOnly(t *testing.T) {
	const name = "microsoft__VirtualClient__DiskSpdExample-WriteOnly-v2.2.0-MultiNumaMultiGroup.txt"
	data := sample(t, name)
	if strings.Contains(string(data), "Input parameters:") {
		t.Fatal("test: the sample has its input parameters")
	}
	ds, err := diskspd.Parser.ParseBytes(data, name)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds.Results) != 1 {
		t.Fatalf("%d rows, want the one write row", len(ds.Results))
	}
	r := ds.Results[0]
	if r.Direction != "write" || r.Pattern != "random" || r.BlockSizeBytes != 4096 || r.IODepth != 4 || r.NumJobs != 4 || !math.IsNaN(r.RWMixReadPct) || r.Host != "alexwill-amd96" {
		t.Errorf("row %+v", r)
	}
}

func TestTextWorkloadAndCPU(t *testing.T) {
	ds, err := diskspd.Parser.ParseBytes(sample(t, "BasilKisel__*.txt"), "basil.txt")
	if err != nil {
		t.Fatal(err)
	}
	// diskspd -w50 -W5 -b4K -c8G -F2 -o32 -Sh -L -r -d600; "avg.| 3.71%| 2.37%| 1.35%".
	r := ds.Results[0]
	if r.Pattern != "random" || r.BlockSizeBytes != 4096 || r.IODepth != 32 || r.NumJobs != 2 || r.RWMixReadPct != 50 {
		t.Errorf("cell: %s bs %d qd %d threads %d mix %v", r.Pattern, r.BlockSizeBytes, r.IODepth, r.NumJobs, r.RWMixReadPct)
	}
	if r.CPUTotalPct != 3.71 || r.CPUUsrPct != 2.37 || r.CPUSysPct != 1.35 {
		t.Errorf("cpu %v/%v/%v", r.CPUTotalPct, r.CPUUsrPct, r.CPUSysPct)
	}
	// 50th | 83.018 | 185.868; 99th | 816.324; 3-nines | 1823.310 (ms).
	if r.LatP50Ns != 83.018e6 || r.LatP99Ns != 816.324e6 || math.Abs(r.LatP999Ns-1823.310e6) > 1 {
		t.Errorf("read percentiles %v %v %v", r.LatP50Ns, r.LatP99Ns, r.LatP999Ns)
	}
	if r.Host != "" || r.System != "basil" {
		t.Errorf("host %q system %q: the file names no computer, so the system is the file's", r.Host, r.System)
	}
}

// TestXMLTotalsAreThreadSums sums ReadBytes and ReadCount over every
// <Thread>/<Target> with a regular expression over the XML.
func TestXMLTotalsAreThreadSums(t *testing.T) {
	data := sample(t, "GoogleCloudPlatform__*.xml")
	ds, err := diskspd.Parser.ParseBytes(data, "result.xml")
	if err != nil {
		t.Fatal(err)
	}
	sum := func(tag string) float64 {
		s := 0.0
		for _, m := range regexp.MustCompile(`<`+tag+`>(\d+)</`+tag+`>`).FindAllStringSubmatch(string(data), -1) {
			v, _ := strconv.ParseFloat(m[1], 64)
			s += v
		}
		return s
	}
	sec := 30.02 // <TestTimeSeconds>
	if len(ds.Results) != 1 || ds.Results[0].Direction != "read" {
		t.Fatalf("rows %+v: want one read row (WriteRatio 0)", ds.Results)
	}
	r := ds.Results[0]
	if r.IOPS != sum("ReadCount")/sec || r.BWBytesPerS != sum("ReadBytes")/sec {
		t.Errorf("iops %v bw %v, want %v and %v", r.IOPS, r.BWBytesPerS, sum("ReadCount")/sec, sum("ReadBytes")/sec)
	}
	if r.Pattern != "sequential" || r.BlockSizeBytes != 65536 || r.IODepth != 2 || r.NumJobs != 4 || r.Host != "pkb-044ffc87-0" || r.ToolVersion != "2.0.21a" {
		t.Errorf("row %+v", r)
	}
	if r.CPUTotalPct != 3.20 || r.CPUUsrPct != 0.25 || r.CPUSysPct != 2.95 {
		t.Errorf("cpu %v/%v/%v", r.CPUTotalPct, r.CPUUsrPct, r.CPUSysPct)
	}
}

// TestRowErrorsArePlaced: a row that breaks the results table's contract
// (here IOPS no device reaches, from a test time of a picosecond) refuses
// the file with an error at the place the row came from, wrapping the
// *datasets.FieldError that names the column.
func TestRowErrorsArePlaced(t *testing.T) {
	xmlIn := string(sample(t, "GoogleCloudPlatform__*.xml"))
	textIn := string(sample(t, "microsoft__VirtualClient__DiskSpdExample-ReadWrite.txt"))
	for _, tc := range []struct {
		name, in, old, new string
		// The row's place is the first line holding this after that: for
		// XML its <TimeSpan> (the results', not the profile's), for text
		// its table's header.
		this, after string
		path        string
	}{
		{"xml", xmlIn, "<TestTimeSeconds>30.02<", "<TestTimeSeconds>1e-12<", "<TimeSpan>", "</Profile>", "Results/TimeSpan[1]"},
		{"text", textIn, "total:         102645760 |        25060 |       3.26 |     834.98 |", "total:         102645760 |        25060 |       3.26 | 2000000000000.00 |", "thread |", "\nRead IO\n", "Read IO"},
	} {
		in := strings.Replace(tc.in, tc.old, tc.new, 1)
		after := strings.Index(in, tc.after)
		if in == tc.in || after < 0 || !strings.Contains(in[after:], tc.this) {
			t.Fatalf("%s: the edit did not apply, or the sample has no %q after %q", tc.name, tc.this, tc.after)
		}
		want := strings.Count(in[:after+strings.Index(in[after:], tc.this)], "\n") + 1

		_, err := diskspd.Parser.ParseBytes([]byte(in), "bad")
		var se *syntax.Error
		var fe *datasets.FieldError
		if !errors.As(err, &se) || se.Line != want || se.Path != tc.path {
			t.Errorf("%s: error %v, want one at line %d, %s", tc.name, err, want, tc.path)
		}
		if !errors.As(err, &fe) || fe.Column != "iops" {
			t.Errorf("%s: error %v wraps %v, want the *datasets.FieldError of iops", tc.name, err, fe)
		}
	}
}

func TestDamage(t *testing.T) {
	good := string(sample(t, "microsoft__VirtualClient__DiskSpdExample-ReadWrite.txt"))
	tests := []struct {
		name, in string
		line     int
	}{
		{"total that is not the sum", strings.Replace(good, "total:         102645760 |        25060", "total:         102645761 |        25060", 1), 0},
		{"number that is not one", strings.Replace(good, "     0 |       102645760 |", "     0 |       1026x5760 |", 1), 0},
		{"no test time", strings.Replace(good, "actual test time:", "actual tist time:", 1), 0},
	}
	for _, tt := range tests {
		if tt.in == good {
			t.Fatalf("%s: the edit did not apply", tt.name)
		}
		_, err := diskspd.Parser.ParseBytes([]byte(tt.in), "bad.txt")
		var se *syntax.Error
		if !errors.As(err, &se) || se.Line == 0 {
			t.Errorf("%s: err = %v, want a syntax error with a line", tt.name, err)
		}
	}
	for _, in := range []string{"", "hello", `{"jobs": []}`, "<Other/>"} {
		if _, err := diskspd.Parser.ParseBytes([]byte(in), "x"); !errors.Is(err, diskspd.Parser.ErrUnrecognized) {
			t.Errorf("%q: err = %v, want ErrUnrecognized", in, err)
		}
	}
}

func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(samples, "*"))
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("Input parameters:\n\ttimespan:   1\nResults for timespan 1:\n"))
	f.Add([]byte("Command Line: diskspd -b4K -r -w30 -o8 t.dat\nResults for timespan 1:\nactual test time: 1.00s\nWrite IO\nthread | bytes | I/Os | MiB/s | I/O per s | AvgLat\n 0 | 4096 | 1 | 0.00 | 1.00 | 0.100\ntotal: 4096 | 1 | 0.00 | 1.00 | 0.100\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ds, err := diskspd.Parser.ParseBytes(data, "fuzz")
		if err != nil {
			var se *syntax.Error
			if !errors.Is(err, diskspd.Parser.ErrUnrecognized) && !errors.As(err, &se) {
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

func ExampleParser_ParseBytes() {
	// An excerpt of DiskSpd's text output (microsoft/VirtualClient's
	// DiskSpdExample-ReadWrite.txt): the parameters and the tables.
	const out = `Input parameters:

	timespan:   1
	-------------
	duration: 30s
	path: 'diskspd.dat'
		performing mix test (read/write ratio: 70/30)
		block size: 4096
		using random I/O (alignment: 4096)
		number of outstanding I/O operations: 1

System information:

	computer name: QuickTest2

Results for timespan 1:
*******************************************************************************

actual test time:	30.01s
thread count:		1

Total IO
thread |       bytes     |     I/Os     |    MiB/s   |  I/O per s |  AvgLat  | IopsStdDev | LatStdDev |  file
------------------------------------------------------------------------------------------------------------------
     0 |       146169856 |        35686 |       4.64 |    1189.03 |    0.840 |     129.18 |     1.051 | diskspd.dat (1024MiB)
------------------------------------------------------------------------------------------------------------------
total:         146169856 |        35686 |       4.64 |    1189.03 |    0.840 |     129.18 |     1.051

Read IO
thread |       bytes     |     I/Os     |    MiB/s   |  I/O per s |  AvgLat  | IopsStdDev | LatStdDev |  file
------------------------------------------------------------------------------------------------------------------
     0 |       102645760 |        25060 |       3.26 |     834.98 |    0.272 |      94.24 |     0.185 | diskspd.dat (1024MiB)
------------------------------------------------------------------------------------------------------------------
total:         102645760 |        25060 |       3.26 |     834.98 |    0.272 |      94.24 |     0.185

Write IO
thread |       bytes     |     I/Os     |    MiB/s   |  I/O per s |  AvgLat  | IopsStdDev | LatStdDev |  file
------------------------------------------------------------------------------------------------------------------
     0 |        43524096 |        10626 |       1.38 |     354.05 |    2.179 |      38.48 |     1.037 | diskspd.dat (1024MiB)
------------------------------------------------------------------------------------------------------------------
total:          43524096 |        10626 |       1.38 |     354.05 |    2.179 |      38.48 |     1.037
`
	ds, err := diskspd.Parser.ParseBytes([]byte(out), "readwrite.txt")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range ds.Results {
		fmt.Printf("%s %s %s %dB QD%d, %g%% reads: %.1f IOPS, %.3f ms\n", r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.IODepth, r.RWMixReadPct, r.IOPS, r.LatMeanNs/1e6)
	}
	// Output:
	// QuickTest2 random read 4096B QD1, 70% reads: 835.0 IOPS, 0.272 ms
	// QuickTest2 random write 4096B QD1, 70% reads: 354.1 IOPS, 2.179 ms
}

// TestGolden: what every sample gives, row by row, field by field, kept
// in testdata/golden (go test -update rewrites it).
func TestGolden(t *testing.T) {
	names, _ := filepath.Glob(filepath.Join(samples, "*.*"))
	for _, path := range names {
		name := filepath.Base(path)
		if name == "README.md" || name == "SOURCES.tsv" {
			continue
		}
		t.Run(name, func(t *testing.T) {
			ds, err := diskspd.Parser.ParseBytes(sample(t, name), name)
			var b strings.Builder
			if err != nil {
				fmt.Fprintf(&b, "error: %v\n", err)
			} else {
				for _, s := range ds.Sources {
					fmt.Fprintf(&b, "source: %+v\n", s)
				}
				for i, r := range ds.Results {
					fmt.Fprintf(&b, "result %d: %+v\n", i+1, r)
				}
			}
			parsertest.CheckGolden(t, filepath.Join(samples, "golden", name+".golden"), b.String())
		})
	}
}
