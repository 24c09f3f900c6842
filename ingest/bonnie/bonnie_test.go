package bonnie_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/bonnie"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/syntax"
)

func TestGolden(t *testing.T) { parsertest.Golden(t, bonnie.Parser.ParseBytes) }

func FuzzParse(f *testing.F) {
	parsertest.Fuzz(f, &bonnie.Parser,
		"format_version,bonnie_version,name\n1.97,1.97,m,1,1,1G,,,,1,1,+++++,+++,2,3\n")
}

// headers are the CSV headers of each format version: 1.96 and 1.97 as
// bonnie++ 1.97's bon_time.cpp prints it, 1.98 with the seeks and seeker
// processes that bon_csv2html's manual (2.00a) lists after the chunk size.
var headers = map[string]string{
	"1.96": header196,
	"1.97": header196,
	"1.98": strings.Replace(header196, ",io_chunk_size,", ",io_chunk_size,seeks,seek_proc_count,", 1),
}

const header196 = "format_version,bonnie_version,name,concurrency,seed,file_size,io_chunk_size," +
	"putc,putc_cpu,put_block,put_block_cpu,rewrite,rewrite_cpu,getc,getc_cpu,get_block,get_block_cpu,seeks,seeks_cpu," +
	"num_files,max_size,min_size,num_dirs,file_chunk_size,seq_create,seq_create_cpu,seq_stat,seq_stat_cpu,seq_del,seq_del_cpu," +
	"ran_create,ran_create_cpu,ran_stat,ran_stat_cpu,ran_del,ran_del_cpu," +
	"putc_latency,put_block_latency,rewrite_latency,getc_latency,get_block_latency,seeks_latency," +
	"seq_create_latency,seq_stat_latency,seq_del_latency,ran_create_latency,ran_stat_latency,ran_del_latency"

// latencyNs reads "512ms", "44660us" or "2s" as nanoseconds, in integers.
func latencyNs(t *testing.T, s string) float64 {
	t.Helper()
	for _, u := range []struct {
		suffix string
		ns     int64
	}{{"us", 1e3}, {"ms", 1e6}, {"s", 1e9}} {
		if v, ok := strings.CutSuffix(s, u.suffix); ok {
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return float64(n * u.ns)
		}
	}
	t.Fatalf("latency %q", s)
	return 0
}

// TestFiguresAreInTheRows reads each line by its version's header and
// finds every measured figure in the row of its test, exactly: K/sec
// times 1024 as bytes/s, seeks/s and files/s as scores, and the test's
// latency as lat_max_ns.
func TestFiguresAreInTheRows(t *testing.T) {
	bandwidth := map[string]bool{"putc": true, "put_block": true, "rewrite": true, "getc": true, "get_block": true}
	scored := map[string]string{"seeks": "seeks/s", "seq_create": "files/s", "seq_stat": "files/s", "seq_del": "files/s", "ran_create": "files/s", "ran_stat": "files/s", "ran_del": "files/s"}
	for _, name := range parsertest.Samples(t) {
		ds := parsertest.Parse(t, bonnie.Parser.ParseBytes, name)
		figures := 0
		for _, line := range strings.Split(strings.TrimSpace(string(parsertest.Read(t, name))), "\n") {
			if !strings.HasPrefix(line, "1.9") {
				continue // the text table bonnie++ prints without -q
			}
			values := strings.Split(line, ",")
			cols := strings.Split(headers[values[0]], ",")
			if len(cols) != len(values) {
				t.Fatalf("%s: %d fields, header of %s has %d", name, len(values), values[0], len(cols))
			}
			field := map[string]string{}
			for i, c := range cols {
				// seeks is both the number of seeks and the
				// seek test's figure in 1.98: the figure comes
				// after the putc pair.
				if _, seen := field[c]; !seen || c == "seeks" && i > 10 {
					field[c] = values[i]
				}
			}
			for test := range bandwidth {
				v := field[test]
				if v == "" || v == "+++++" {
					continue
				}
				figures++
				kbs, _ := strconv.ParseInt(v, 10, 64)
				found := false
				for _, r := range ds.Results {
					if strings.HasPrefix(r.JobName, test+" ") && r.System == field["name"] && r.BWBytesPerS == float64(kbs*1024) && r.BWResolutionBytesPerS == 1024 &&
						(field[test+"_latency"] == "" || r.LatMaxNs == latencyNs(t, field[test+"_latency"])) {
						found = true
					}
				}
				if !found {
					t.Errorf("%s: %s %s K/sec (latency %s) is in no row", name, test, v, field[test+"_latency"])
				}
			}
			for test, unit := range scored {
				v := field[test]
				if v == "" || v == "+++++" {
					continue
				}
				figures++
				want, _ := strconv.ParseFloat(v, 64)
				found := false
				for _, r := range ds.Results {
					if strings.HasPrefix(r.JobName, test+" ") && r.Score == want && r.ScoreUnit == unit && r.ScoreHigherIsBetter &&
						(field[test+"_latency"] == "" || r.LatMaxNs == latencyNs(t, field[test+"_latency"])) {
						found = true
					}
				}
				if !found {
					t.Errorf("%s: %s %s %s is in no row", name, test, v, unit)
				}
			}
		}
		if figures == 0 || figures != len(ds.Results) {
			t.Errorf("%s: %d figures, %d rows", name, figures, len(ds.Results))
		}
	}
}

// TestRunOptions: the chunk size is the block tests' block size, 8 KiB
// where the field is empty; concurrency is numjobs; the machine is the
// system; lines of one machine are repetitions.
func TestRunOptions(t *testing.T) {
	line := strings.TrimSpace(string(parsertest.Read(t, "local-2.00a-s1g-n16-b.csv")))
	for _, tc := range []struct {
		name, in string
		chunk    int64
		jobs     int64
	}{
		{"default chunk", line, 8192, 1},
		{"16k chunk, 3 copies", strings.Replace(strings.Replace(line, ",1G,,", ",1G,16k,", 1), "i16host,1,", "i16host,3,", 1), 16384, 3},
	} {
		ds, err := bonnie.Parser.ParseBytes([]byte(tc.in+"\n"+tc.in+"\n"), "x.csv")
		if err != nil {
			t.Fatal(err)
		}
		reps := map[int64]int{}
		for _, r := range ds.Results {
			reps[r.Repetition]++
			if r.System != "i16host" || r.NumJobs != tc.jobs || r.IODepth != 1 {
				t.Errorf("%s: row %+v", tc.name, r)
			}
			block := strings.Contains(r.JobName, "block") || strings.HasPrefix(r.JobName, "rewrite") || strings.HasPrefix(r.JobName, "seeks")
			if block && r.BlockSizeBytes != tc.chunk || !block && r.BlockSizeBytes != 0 {
				t.Errorf("%s: %s block size %d", tc.name, r.JobName, r.BlockSizeBytes)
			}
		}
		if len(reps) != 2 || reps[1] != reps[2] {
			t.Errorf("%s: repetitions %v, want two of equal rows", tc.name, reps)
		}
	}
	// put_block and rewrite, both sequential writes of the chunk size,
	// are told apart by their test.
	ds := parsertest.Parse(t, bonnie.Parser.ParseBytes, "local-2.00a-s1g-n16-b.csv")
	tests := map[string]string{}
	for _, r := range ds.Results {
		if r.Direction == datasets.DirectionWrite && r.BlockSizeBytes == 8192 {
			tests[r.JobName] = r.Test
		}
	}
	if tests["put_block 1G"] == "" || tests["put_block 1G"] == tests["rewrite 1G"] {
		t.Errorf("tests %v: want put_block and rewrite apart", tests)
	}
}

func TestDamage(t *testing.T) {
	good := strings.TrimSpace(string(parsertest.Read(t, "perfkitbenchmarker-1.96.csv")))
	parsertest.Broken(t, bonnie.Parser.ParseBytes, "format_version,bonnie_version,name\n"+good, []parsertest.Edit{
		{Name: "figure", Old: ",72853,", New: ",72x53,"},
		{Name: "fractional K/sec", Old: ",72853,", New: ",72853.5,"},
		{Name: "score", Old: ",537.7,", New: ",5e7,"},
		{Name: "latency", Old: ",512ms,", New: ",512 ms,"},
		{Name: "chunk", Old: "7423M,,", New: "7423M,8q,"},
		{Name: "concurrency", Old: "-0,1,", New: "-0,0,"},
		{Name: "fields", Old: ",839us", New: ",839us,1"},
		{Name: "version", Old: "1.96,1.96", New: "1.95,1.96"},
	})
	for _, in := range []string{"", "hello", "a,b,c\n1,2,3\n", `{"jobs":[]}`, "name,file_size,putc\n"} {
		if _, err := bonnie.Parser.ParseBytes([]byte(in), "x"); !errors.Is(err, bonnie.Parser.ErrUnrecognized) {
			t.Errorf("%q: %v, want ErrUnrecognized", in, err)
		}
	}
}

// TestChunkErrorKeepsItsCause: a bad chunk size's error is the syntax
// error's cause (Err), in the chain, not its text copied into the message.
func TestChunkErrorKeepsItsCause(t *testing.T) {
	good := string(parsertest.Read(t, "perfkitbenchmarker-1.96.csv"))
	_, err := bonnie.Parser.ParseBytes([]byte(strings.Replace(good, "7423M,,", "7423M,8q,", 1)), "bad")
	var se *syntax.Error
	if !errors.As(err, &se) || se.Err == nil || strings.Contains(se.Msg, "8q") {
		t.Errorf("%#v, want a syntax error whose cause is its Err", err)
	}
}
