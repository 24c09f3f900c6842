package diskspd_test

import (
	"bytes"
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

const samples = "../../../shared/samples/diskspd"

func sample(t *testing.T, name string) []byte {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(samples, name))
	if len(files) != 1 {
		t.Skipf("sample %s not present", name)
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
	data, err := os.ReadFile(samples + "/microsoft__VirtualClient__DiskSpdExample-ReadWrite.txt")
	if err != nil {
		fmt.Println("sample missing")
		return
	}
	ds, _ := diskspd.ParseBytes(bytes.TrimSpace(data), "readwrite.txt")
	for _, r := range ds.Results {
		fmt.Printf("%s %s %s %dB QD%d: %.1f IOPS\n", r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.IODepth, r.IOPS)
	}
	// Output:
	// QuickTest2 random read 4096B QD1: 835.1 IOPS
	// QuickTest2 random write 4096B QD1: 354.1 IOPS
}

// TestTextCPUAndLatencyEverySample reads, for every text sample, the CPU
// average line, each direction's total AvgLat and its 50th, 99th and
// 3-nines latencies with expressions of the test's own, and compares them
// with the rows.
func TestTextCPUAndLatencyEverySample(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(samples, "*.txt"))
	if len(files) == 0 {
		t.Skip("samples not present")
	}
	for _, f := range files {
		data, _ := os.ReadFile(f)
		text := strings.ReplaceAll(string(data), "\r\n", "\n")
		ds, err := diskspd.ParseBytes(data, f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		cpu := regexp.MustCompile(`avg\.\|\s*([\d.]+)%\|\s*([\d.]+)%\|\s*([\d.]+)%`).FindStringSubmatch(text)
		pcts := map[string][]string{}
		for _, m := range regexp.MustCompile(`(?m)^\s*(50th|99th|3-nines) \|\s*(\S+) \|\s*(\S+) \|`).FindAllStringSubmatch(text, -1) {
			pcts[m[1]] = m[2:4]
		}
		for _, r := range ds.Results {
			for k, dst := range []float64{r.CPUTotalPct, r.CPUUsrPct, r.CPUSysPct} {
				if want, _ := strconv.ParseFloat(cpu[k+1], 64); dst != want {
					t.Errorf("%s: cpu field %d = %v, want %v", filepath.Base(f), k, dst, want)
				}
			}
			col := 0
			table := "Read IO"
			if r.Direction == "write" {
				col, table = 1, "Write IO"
			}
			for p, got := range map[string]float64{"50th": r.LatP50Ns, "99th": r.LatP99Ns, "3-nines": r.LatP999Ns} {
				want, err := strconv.ParseFloat(pcts[p][col], 64)
				if err != nil {
					t.Errorf("%s %s %s: no figure in the file", filepath.Base(f), r.Direction, p)
					continue
				}
				if math.Abs(got-want*1e6) > 1e-3 {
					t.Errorf("%s %s %s = %v ns, want %v ms", filepath.Base(f), r.Direction, p, got, want)
				}
			}
			// The total line's AvgLat is DiskSpd's I/O-weighted mean.
			block := text[strings.Index(text, "\n"+table+"\n"):]
			m := regexp.MustCompile(`total:\s+\d+ \|\s+\d+ \|\s+[\d.]+ \|\s+[\d.]+ \|\s+([\d.]+)`).FindStringSubmatch(block)
			want, _ := strconv.ParseFloat(m[1], 64)
			if math.Abs(r.LatMeanNs/1e6-want) > 0.0015 { // printed to 3 decimals of a ms
				t.Errorf("%s %s mean latency %v ms, total line says %v", filepath.Base(f), r.Direction, r.LatMeanNs/1e6, want)
			}
		}
	}
}
