package diskspd_test

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/diskspd"
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

// threadSums adds up, straight from the text, the bytes and I/Os of the
// thread lines of one table ("Read IO" or "Write IO"), and reads the test
// time.
func threadSums(t *testing.T, text, table string) (bytes, ios, seconds float64) {
	t.Helper()
	i := strings.Index(text, "\n"+table+"\n")
	if i < 0 {
		return 0, 0, 0
	}
	block := text[i+len(table)+2:]
	if j := strings.Index(block, "total:"); j >= 0 {
		block = block[:j]
	}
	for _, m := range regexp.MustCompile(`(?m)^\s*\d+ \|\s*(\d+) \|\s*(\d+) \|`).FindAllStringSubmatch(block, -1) {
		b, _ := strconv.ParseFloat(m[1], 64)
		n, _ := strconv.ParseFloat(m[2], 64)
		bytes += b
		ios += n
	}
	m := regexp.MustCompile(`actual test time:\s+([\d.]+)s`).FindStringSubmatch(text)
	seconds, _ = strconv.ParseFloat(m[1], 64)
	return bytes, ios, seconds
}

func TestTextTotalsAreThreadSums(t *testing.T) {
	for _, name := range []string{"BasilKisel__*.txt", "microsoft__VirtualClient__DiskSpd-v2.2.0-SingleGroup.txt", "microsoft__VirtualClient__DiskSpdExample-ReadWrite.txt"} {
		data := sample(t, name)
		ds, err := diskspd.ParseBytes(data, name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		text := strings.ReplaceAll(string(data), "\r\n", "\n")
		for _, d := range []struct{ dir, table string }{{"read", "Read IO"}, {"write", "Write IO"}} {
			b, n, sec := threadSums(t, text, d.table)
			var row *datasets.Result
			for i := range ds.Results {
				if ds.Results[i].Direction == d.dir {
					row = &ds.Results[i]
				}
			}
			if n == 0 {
				if row != nil {
					t.Errorf("%s %s: a row for a direction without I/O", name, d.dir)
				}
				continue
			}
			if row == nil {
				t.Fatalf("%s: no %s row", name, d.dir)
			}
			if math.Abs(row.IOPS-n/sec) > 1e-9*n || math.Abs(row.BWBytesPerS-b/sec) > 1e-9*b || row.RuntimeS != sec {
				t.Errorf("%s %s: IOPS %v bw %v time %v, want the thread sums %v/%v and %v/%v", name, d.dir, row.IOPS, row.BWBytesPerS, row.RuntimeS, n, sec, b, sec)
			}
		}
	}
}

func TestTextWorkloadAndCPU(t *testing.T) {
	ds, err := diskspd.ParseBytes(sample(t, "BasilKisel__*.txt"), "basil.txt")
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
	ds, err := diskspd.ParseBytes(data, "result.xml")
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
		{"text", textIn, "actual test time:       30.01s", "actual test time:       0.000000000001s", "thread |", "\nRead IO\n", "Read IO"},
	} {
		in := strings.Replace(tc.in, tc.old, tc.new, 1)
		after := strings.Index(in, tc.after)
		if in == tc.in || after < 0 || !strings.Contains(in[after:], tc.this) {
			t.Fatalf("%s: the edit did not apply, or the sample has no %q after %q", tc.name, tc.this, tc.after)
		}
		want := strings.Count(in[:after+strings.Index(in[after:], tc.this)], "\n") + 1

		_, err := diskspd.ParseBytes([]byte(in), "bad")
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
		_, err := diskspd.ParseBytes([]byte(tt.in), "bad.txt")
		var se *syntax.Error
		if !errors.As(err, &se) || se.Line == 0 {
			t.Errorf("%s: err = %v, want a syntax error with a line", tt.name, err)
		}
	}
	for _, in := range []string{"", "hello", `{"jobs": []}`, "<Other/>"} {
		if _, err := diskspd.ParseBytes([]byte(in), "x"); !errors.Is(err, diskspd.ErrUnrecognized) {
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
	f.Fuzz(func(t *testing.T, data []byte) {
		ds, err := diskspd.ParseBytes(data, "fuzz")
		if err != nil {
			var se *syntax.Error
			if !errors.Is(err, diskspd.ErrUnrecognized) && !errors.As(err, &se) {
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

func ExampleParseBytes() {
	// An excerpt of DiskSpd's text output (microsoft/VirtualClient's
	// DiskSpdExample-ReadWrite.txt): the parameters and the read table.
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

Read IO
thread |       bytes     |     I/Os     |    MiB/s   |  I/O per s |  AvgLat  | IopsStdDev | LatStdDev |  file
------------------------------------------------------------------------------------------------------------------
     0 |       102645760 |        25060 |       3.26 |     834.98 |    0.272 |      94.24 |     0.185 | diskspd.dat (1024MiB)
------------------------------------------------------------------------------------------------------------------
total:         102645760 |        25060 |       3.26 |     834.98 |    0.272 |      94.24 |     0.185
`
	ds, err := diskspd.ParseBytes([]byte(out), "readwrite.txt")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range ds.Results {
		fmt.Printf("%s %s %s %dB QD%d, %g%% reads: %.1f IOPS, %.3f ms\n", r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.IODepth, r.RWMixReadPct, r.IOPS, r.LatMeanNs/1e6)
	}
	// Output:
	// QuickTest2 random read 4096B QD1, 70% reads: 835.1 IOPS, 0.272 ms
}
