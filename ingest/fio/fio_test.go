package fio_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/fio"
	"github.com/iopress/iopress/ingest/internal/parsertest"
	"github.com/iopress/iopress/ingest/syntax"
)

// fio214 is a real fio 2.1.4 JSON output (microseconds, KiB, no job
// options), from PerfKitBenchmarker's tests (testdata/fio2/SOURCES.tsv);
// fio 2 cannot be built here to make more.
const fio214 = "testdata/fio2/GoogleCloudPlatform__PerfKitBenchmarker__fio-parser-sample-result.json"

// fixtures lists the real fio outputs in testdata: every file but the
// script that made them.
func fixtures(t testing.TB) []string {
	t.Helper()
	entries, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if e.Type().IsRegular() && e.Name() != "generate.sh" {
			names = append(names, e.Name())
		}
	}
	if len(names) < 20 {
		t.Fatalf("only %d fixtures in testdata", len(names))
	}
	return names
}

func readFixture(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func parseBytes(t testing.TB, data []byte, name string) *datasets.Dataset {
	t.Helper()
	ds, err := fio.Parser.Parse(bytes.NewReader(data), name)
	if err != nil {
		t.Fatalf("Parse(%s): %v", name, err)
	}
	return ds
}

func parseFixture(t testing.TB, name string) *datasets.Dataset {
	t.Helper()
	return parseBytes(t, readFixture(t, name), name)
}

// ---------------------------------------------------------------------------
// The cell of every JSON fixture, read off the fio command lines in
// testdata/generate.sh (not from the parser). fio 3.33 rules: bs=4k is 4096
// bytes for reads, writes and trims; bs=4k,64k is 4k reads and 64k writes
// and trims; iodepth and numjobs default to 1; rwmixread defaults to 50,
// rwmixwrite=30 is rwmixread=70; rw=read/write/trim/rw are sequential.

type cell struct {
	dirs    []string // directions that did I/O, in fio's order
	pattern string
	bs      [3]int64 // read, write, trim
	iodepth int64
	numjobs int64
	mix     float64 // read share, NaN where the job is not a read/write mix
}

const (
	rnd = datasets.PatternRandom
	seq = datasets.PatternSequential
)

var (
	nan    = math.NaN()
	rd     = []string{"read"}
	wr     = []string{"write"}
	tr     = []string{"trim"}
	rdwr   = []string{"read", "write"}
	kib4   = [3]int64{4096, 4096, 4096}
	kib16  = [3]int64{16384, 16384, 16384}
	kib64  = [3]int64{65536, 65536, 65536}
	kib128 = [3]int64{131072, 131072, 131072}
	mib1   = [3]int64{1048576, 1048576, 1048576}
)

// cells is keyed by fixture name, or "fixture/jobname" where a file's jobs
// differ.
var cells = map[string]cell{
	// --rw=randread --bs=4k --ioengine=psync
	"psync-randread.json": {rd, rnd, kib4, 1, 1, nan},
	// --rw=randwrite --bs=4k --ioengine=psync
	"psync-randwrite.jsonplus": {wr, rnd, kib4, 1, 1, nan},
	// --rw=randread --bs=4k --ioengine=libaio --direct=1 --iodepth=16
	"libaio-randread-qd16.jsonplus": {rd, rnd, kib4, 16, 1, nan},
	// --rw=randread --bs=4k --ioengine=io_uring --iodepth=32
	"io_uring-randread-qd32.jsonplus": {rd, rnd, kib4, 32, 1, nan},
	// --rw=read --bs=128k --ioengine=io_uring --iodepth=8
	"io_uring-seqread-128k.json": {rd, seq, kib128, 8, 1, nan},
	// --rw=randrw --rwmixread=70 --bs=4k --ioengine=io_uring --iodepth=16
	"io_uring-randrw70.jsonplus": {rdwr, rnd, kib4, 16, 1, 70},
	// --readwrite=rw --rwmixwrite=30 --bs=64k --ioengine=libaio --direct=1 --iodepth=4
	"libaio-rw-mixwrite30.json": {rdwr, seq, kib64, 4, 1, 70},
	// --rw=randtrim --bs=64k --ioengine=falloc
	"falloc-randtrim.json": {tr, rnd, kib64, 1, 1, nan},
	// --rw=trim --bs=64k --ioengine=sync: the job fails (error 25), no row
	"sync-trim-error.json": {nil, seq, kib64, 1, 1, nan},
	// --rw=randread --bs=4k --ioengine=psync --numjobs=4
	"numjobs4.json": {rd, rnd, kib4, 1, 4, nan},
	// the same with --group_reporting
	"numjobs4-group.jsonplus": {rd, rnd, kib4, 1, 4, nan},
	// --rw=randrw --bs=4k,64k --ioengine=psync
	"split-bs-randrw.json": {rdwr, rnd, [3]int64{4096, 65536, 65536}, 1, 1, 50},
	// --rw=write --bs=1m --ioengine=mmap
	"mmap-seqwrite-1m.json": {wr, seq, mib1, 1, 1, nan},
	// --rw=randwrite --bs=16k --ioengine=posixaio --iodepth=8 --end_fsync=1
	"posixaio-randwrite.json": {wr, rnd, kib16, 8, 1, nan},
	// --rw=randread --bs=4k --ioengine=psync --lat_percentiles=1 ...
	"percentiles-custom.jsonplus": {rd, rnd, kib4, 1, 1, nan},
	// --rw=randread --bs=4k --ioengine=psync --output-format=normal,json
	"normal-and-json.json": {rd, rnd, kib4, 1, 1, nan},
	// jobs.fio: [global] ioengine=io_uring iodepth=16, then three jobs
	"jobfile-3jobs.json/seq-read-64k":  {rd, seq, kib64, 16, 1, nan},
	"jobfile-3jobs.json/rand-read-4k":  {rd, rnd, kib4, 16, 1, nan},
	"jobfile-3jobs.json/rand-write-4k": {wr, rnd, kib4, 16, 1, nan},
	// --rw=randread --bs=4k --ioengine=psync with logs
	"logged.json": {rd, rnd, kib4, 1, 1, nan},
	// cs.fio: rw=randread bs=4k ioengine=psync, on one and on two servers
	"client-server-1host.json":  {rd, rnd, kib4, 1, 1, nan},
	"client-server-2hosts.json": {rd, rnd, kib4, 1, 1, nan},
	// json+ on two servers: cs-rw.fio rw=randrw bs=4k ioengine=psync;
	// cs-lat.fio rw=randread bs=4k ioengine=psync lat_percentiles=1
	"client-server-2hosts-rw.jsonplus":  {rdwr, rnd, kib4, 1, 1, 50},
	"client-server-2hosts-lat.jsonplus": {rd, rnd, kib4, 1, 1, nan},
	// fio 2.1.4 wrote no options: the cell is unknown. Directions from the
	// job names (PerfKitBenchmarker's fio job file).
	filepath.Base(fio214) + "/sequential_write":          {wr, "", [3]int64{}, 0, 0, nan},
	filepath.Base(fio214) + "/sequential_read":           {rd, "", [3]int64{}, 0, 0, nan},
	filepath.Base(fio214) + "/random_write_test":         {wr, "", [3]int64{}, 0, 0, nan},
	filepath.Base(fio214) + "/random_read_test":          {rd, "", [3]int64{}, 0, 0, nan},
	filepath.Base(fio214) + "/random_read_test_parallel": {rd, "", [3]int64{}, 0, 0, nan},
}

func cellOf(t *testing.T, fixture, job string) cell {
	t.Helper()
	if c, ok := cells[fixture+"/"+job]; ok {
		return c
	}
	if c, ok := cells[fixture]; ok {
		return c
	}
	t.Fatalf("test bug: no cell for %s job %s", fixture, job)
	return cell{}
}

// ---------------------------------------------------------------------------
// Reading fio JSON independently, with encoding/json into map[string]any.

// jsonDocs decodes every JSON document of a fio output file: each starts on
// a line that starts with '{'; text between them is skipped.
func jsonDocs(t *testing.T, data []byte) []map[string]any {
	t.Helper()
	var docs []map[string]any
	lines := bytes.SplitAfter(data, []byte("\n"))
	off := 0
	for i := 0; i < len(lines); {
		if !bytes.HasPrefix(lines[i], []byte("{")) {
			off += len(lines[i])
			i++
			continue
		}
		dec := json.NewDecoder(bytes.NewReader(data[off:]))
		var doc map[string]any
		if err := dec.Decode(&doc); err != nil {
			t.Fatalf("test's own JSON decoding at byte %d: %v", off, err)
		}
		docs = append(docs, doc)
		end := off + int(dec.InputOffset())
		// Go on from the line after the one where the document ended.
		for i < len(lines) && off+len(lines[i]) <= end {
			off += len(lines[i])
			i++
		}
		if i < len(lines) {
			off += len(lines[i])
			i++
		}
	}
	if len(docs) == 0 {
		t.Fatal("test: no JSON document")
	}
	return docs
}

func obj(v any) map[string]any {
	m, _ := v.(map[string]any)
	return m
}

func num(v any) (float64, bool) {
	f, ok := v.(float64)
	return f, ok
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

// optionsOf are a job's options as fio applied them: the global section's
// overridden by the job's own.
func optionsOf(doc, jobOpts map[string]any) map[string]string {
	o := map[string]string{}
	for _, m := range []map[string]any{obj(doc["global options"]), jobOpts} {
		for k, v := range m {
			o[k] = str(v)
		}
	}
	return o
}

// expectAggregatePercentiles sets the percentiles an aggregate row r of a
// client/server document should have: those of the sum of the bins (under
// key, "clat_ns" or "lat_ns") of the hosts in list for direction dir,
// computed by fioPercentile; none when the sum is not of the N I/Os fio
// summed (lat).
func expectAggregatePercentiles(r *datasets.Result, list []any, dir, key string, lat map[string]any) {
	sum := map[float64]int64{}
	var total int64
	for _, jv := range list {
		j := obj(jv)
		if str(j["jobname"]) == "All clients" {
			continue
		}
		for k, v := range obj(obj(obj(j[dir])[key])["bins"]) {
			ns, err := strconv.ParseFloat(k, 64)
			c, _ := num(v)
			if err == nil && c > 0 {
				sum[ns] += int64(c)
				total += int64(c)
			}
		}
	}
	if n, _ := num(lat["N"]); total == 0 || float64(total) != n {
		return
	}
	r.LatP50Ns = fioPercentile(sum, 50)
	r.LatP99Ns = fioPercentile(sum, 99)
	r.LatP999Ns = fioPercentile(sum, 99.9)
}

// fioPercentile is fio's percentile of a histogram (stat.c,
// calc_clat_percentiles), written apart from ingest/fio's: the latency of
// the first bin, in latency order, at which the I/Os counted so far reach
// at/100 of all of them. fio works that fraction out in long double; here
// it is exact (math/big.Rat), which for 50, 99 and 99.9 gives the same
// whole count as x86-64's long double for every total up to 10^7.
func fioPercentile(bins map[float64]int64, at float64) float64 {
	keys := slices.Sorted(maps.Keys(bins))
	var n int64
	for _, k := range keys {
		n += bins[k]
	}
	threshold := new(big.Rat).SetFloat64(at)
	threshold.Mul(threshold, big.NewRat(n, 100))
	var sum int64
	for _, k := range keys {
		sum += bins[k]
		if new(big.Rat).SetInt64(sum).Cmp(threshold) >= 0 {
			return k
		}
	}
	return math.NaN()
}

// expectRows computes the rows fio.Parser.Parse should give for one JSON fixture.
func expectRows(t *testing.T, fixture string, data []byte) []datasets.Result {
	t.Helper()
	var rows []datasets.Result
	for _, doc := range jsonDocs(t, data) {
		version := str(doc["fio version"])
		fio2 := strings.HasPrefix(version, "fio-2.")
		list, _ := doc["jobs"].([]any)
		clients := false
		if cs, ok := doc["client_stats"].([]any); ok && len(cs) > 0 {
			list, clients = cs, true
		}
		var lastOpts map[string]any // the clients' job, for "All clients"
		for _, jv := range list {
			j := obj(jv)
			jobName := str(j["jobname"])
			jobOpts := obj(j["job options"])
			if jobOpts != nil {
				lastOpts = jobOpts
			}
			host := str(j["hostname"])
			if clients && jobName == "All clients" {
				host = "All clients"
				if jobOpts == nil {
					jobOpts = lastOpts
				}
			}
			if e, _ := num(j["error"]); e != 0 {
				continue
			}
			o := optionsOf(doc, jobOpts)
			c := cellOf(t, fixture, jobName)
			system := str(j["desc"])
			if system == "" {
				system = o["description"]
			}
			if system == "" {
				system, _, _ = strings.Cut(fixture, ".")
			}
			var dirs []string
			for di, dir := range []string{"read", "write", "trim"} {
				d := obj(j[dir])
				if d == nil {
					continue
				}
				if n, ok := num(d["total_ios"]); ok {
					if n <= 0 {
						continue
					}
				} else if b, _ := num(d["io_bytes"]); b <= 0 {
					continue
				}
				dirs = append(dirs, dir)
				r := datasets.NewResult()
				r.Tool, r.ToolVersion, r.System, r.Host = datasets.ToolFio, version, system, host
				r.Engine, r.Target = o["ioengine"], o["filename"]
				if ts, ok := num(doc["timestamp"]); ok {
					r.StartUnixS = int64(ts)
				}
				r.Pattern, r.Direction, r.BlockSizeBytes = c.pattern, dir, c.bs[di]
				r.IODepth, r.NumJobs, r.RWMixReadPct = c.iodepth, c.numjobs, c.mix
				r.JobName, r.Aggregation = jobName, datasets.AggregationSingle
				r.IOPS, _ = num(d["iops"])
				if bw, ok := num(d["bw_bytes"]); ok {
					r.BWBytesPerS = bw
				} else {
					kib, _ := num(d["bw"])
					r.BWBytesPerS = kib * 1024
				}
				rt, _ := num(d["runtime"])
				r.RuntimeS = rt / 1000
				latKey, scale := "clat_ns", 1.0
				r.LatKind = datasets.LatCompletion
				if fio2 {
					latKey, scale = "clat", 1000
				}
				if o["lat_percentiles"] == "1" {
					latKey, r.LatKind = "lat_ns", datasets.LatTotal
				}
				lat := obj(d[latKey])
				mean, _ := num(lat["mean"])
				r.LatMeanNs = mean * scale
				lo, _ := num(lat["min"])
				hi, _ := num(lat["max"])
				dev, _ := num(lat["stddev"])
				r.LatMinNs, r.LatMaxNs, r.LatStddevNs = lo*scale, hi*scale, dev*scale
				pct := obj(lat["percentile"])
				for key, dst := range map[string]*float64{"50.000000": &r.LatP50Ns, "99.000000": &r.LatP99Ns, "99.900000": &r.LatP999Ns} {
					if v, ok := num(pct[key]); ok {
						*dst = v * scale
					}
				}
				if host == "All clients" {
					// fio prints none for its sum: they are the
					// percentiles of the hosts' summed bins.
					expectAggregatePercentiles(&r, list, dir, latKey, lat)
				}
				if v, ok := num(j["usr_cpu"]); ok {
					r.JobUsrCPUPct = v
				}
				if v, ok := num(j["sys_cpu"]); ok {
					r.JobSysCPUPct = v
				}
				// The busiest device fio lists under disk_util.
				if disks, ok := doc["disk_util"].([]any); ok {
					for _, d := range disks {
						if u, ok := num(obj(d)["util"]); ok && !(u <= r.DeviceUtilPct) {
							r.DeviceUtilPct = u
						}
					}
				}
				rows = append(rows, r)
			}
			if !slices.Equal(dirs, c.dirs) {
				t.Errorf("%s job %s: the JSON has I/O in %v, generate.sh says %v", fixture, jobName, dirs, c.dirs)
			}
		}
	}
	return rows
}

// checkedFields are the Result fields TestResultsMatchJSON compares.
var checkedFields = []string{
	"Tool", "ToolVersion", "System", "Host", "Engine", "Target",
	"Pattern", "Direction", "RWMixReadPct", "BlockSizeBytes", "IODepth", "NumJobs",
	"RuntimeS", "IOPS", "BWBytesPerS", "LatMeanNs", "LatP50Ns", "LatP99Ns", "LatP999Ns",
	"Aggregation", "JobName", "LatKind", "JobUsrCPUPct", "JobSysCPUPct", "StartUnixS", "DeviceUtilPct",
	"LatMinNs", "LatMaxNs", "LatStddevNs",
}

func sameValue(a, b reflect.Value) bool {
	if a.Kind() == reflect.Float64 {
		x, y := a.Float(), b.Float()
		return x == y || math.IsNaN(x) && math.IsNaN(y)
	}
	return a.Interface() == b.Interface()
}

func compareRows(t *testing.T, got, want []datasets.Result, fields []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%d rows, want %d", len(got), len(want))
	}
	for i := range min(len(got), len(want)) {
		g, w := reflect.ValueOf(got[i]), reflect.ValueOf(want[i])
		for _, f := range fields {
			if gv, wv := g.FieldByName(f), w.FieldByName(f); !sameValue(gv, wv) {
				t.Errorf("row %d (%s %s): %s = %#v, want %#v", i+1, got[i].JobName, got[i].Direction, f, gv.Interface(), wv.Interface())
			}
		}
	}
}

// TestResultsMatchJSON checks every figure of every row against the JSON
// itself, read here with encoding/json, and every cell against the fio
// command line that made the file.
func TestResultsMatchJSON(t *testing.T) {
	paths := []string{fio214}
	for _, name := range fixtures(t) {
		if strings.HasSuffix(name, ".json") || strings.HasSuffix(name, ".jsonplus") {
			paths = append(paths, filepath.Join("testdata", name))
		}
	}
	for _, path := range paths {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			want := expectRows(t, name, data)
			ds := parseBytes(t, data, name)
			compareRows(t, ds.Results, want, checkedFields)
			for i, r := range ds.Results {
				if r.SourcePath != name || r.Tool != datasets.ToolFio {
					t.Errorf("row %d: source %q tool %q", i+1, r.SourcePath, r.Tool)
				}
				if err := r.Validate(); err != nil {
					t.Errorf("row %d: %v", i+1, err)
				}
			}
			if len(ds.Sources) != 1 || ds.Sources[0].Path != name || ds.Sources[0].Format != "fio-json" || ds.Sources[0].SizeBytes != int64(len(data)) {
				t.Errorf("sources = %+v", ds.Sources)
			}
		})
	}
}

// ---------------------------------------------------------------------------
// Golden files: the whole parsed dataset of each fixture as text.

func formatValue(v reflect.Value) string {
	switch v.Kind() {
	case reflect.String:
		return strconv.Quote(v.String())
	case reflect.Int64:
		return strconv.FormatInt(v.Int(), 10)
	case reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'f', -1, 64)
	case reflect.Struct: // a source's setup: its facts
		return "{" + parsertest.Fields(v.Interface()) + "}"
	}
	return fmt.Sprint(v.Interface())
}

// inline writes every field of a struct as Name=value on one line.
func inline(x any) string {
	v := reflect.ValueOf(x)
	var parts []string
	for i := range v.NumField() {
		parts = append(parts, v.Type().Field(i).Name+"="+formatValue(v.Field(i)))
	}
	return strings.Join(parts, " ")
}

// render is a stable text form of what Parse gave: every field of every
// row, source, sample and problem; per histogram (job, direction, latency
// kind) the number of bins, the I/Os in them and the first and last 3 bins.
func render(ds *datasets.Dataset, err error) string {
	var b strings.Builder
	if err != nil {
		fmt.Fprintf(&b, "error: %v\n", err)
		return b.String()
	}
	for _, s := range ds.Sources {
		fmt.Fprintf(&b, "source: %s\n", inline(s))
	}
	fmt.Fprintf(&b, "results: %d\n", len(ds.Results))
	for i, r := range ds.Results {
		fmt.Fprintf(&b, "result %d:\n", i+1)
		v := reflect.ValueOf(r)
		for k := range v.NumField() {
			fmt.Fprintf(&b, "  %s: %s\n", v.Type().Field(k).Name, formatValue(v.Field(k)))
		}
	}
	fmt.Fprintf(&b, "histogram: %d bins\n", len(ds.Histogram))
	type group struct{ first, last int }
	var order []string
	groups := map[string]*group{}
	for i, h := range ds.Histogram {
		key := fmt.Sprintf("source=%q host=%q job=%q instance=%d direction=%s kind=%s", h.SourcePath, h.Host, h.JobName, h.JobInstance, h.Direction, h.LatKind)
		if h.TimeNs != 0 { // an interval of a histogram log
			key += fmt.Sprintf(" time_ns=%d", h.TimeNs)
		}
		g, ok := groups[key]
		if !ok {
			g = &group{first: i}
			groups[key] = g
			order = append(order, key)
		}
		g.last = i
	}
	for _, key := range order {
		g := groups[key]
		bins := ds.Histogram[g.first : g.last+1]
		var ios int64
		for _, h := range bins {
			ios += h.Count
		}
		fmt.Fprintf(&b, "  %s: %d bins, %d I/Os\n", key, len(bins), ios)
		for i, h := range bins {
			if i < 3 || i >= len(bins)-3 {
				fmt.Fprintf(&b, "    bin %d: BinNs=%s Count=%d\n", i+1, strconv.FormatFloat(h.BinNs, 'f', -1, 64), h.Count)
			} else if i == 3 {
				fmt.Fprintf(&b, "    ...\n")
			}
		}
	}
	fmt.Fprintf(&b, "series: %d samples\n", len(ds.Series))
	for i, s := range ds.Series {
		fmt.Fprintf(&b, "  sample %d: %s\n", i+1, inline(s))
	}
	fmt.Fprintf(&b, "problems: %d\n", len(ds.Problems))
	for i, p := range ds.Problems {
		fmt.Fprintf(&b, "  problem %d: %s\n", i+1, inline(p))
	}
	return b.String()
}

func TestGolden(t *testing.T) {
	for _, name := range fixtures(t) {
		t.Run(name, func(t *testing.T) {
			ds, err := fio.Parser.Parse(bytes.NewReader(readFixture(t, name)), name)
			got := render(ds, err)
			parsertest.CheckGolden(t, filepath.Join("testdata", "golden", name+".golden"), got)
		})
	}
}

// ---------------------------------------------------------------------------
// Specific behaviours.

func TestFailedJob(t *testing.T) {
	ds := parseFixture(t, "sync-trim-error.json")
	if len(ds.Results) != 0 {
		t.Errorf("%d rows from a failed job, want none", len(ds.Results))
	}
	if len(ds.Problems) != 1 {
		t.Fatalf("%d problems, want 1: %+v", len(ds.Problems), ds.Problems)
	}
	p := ds.Problems[0]
	if !strings.Contains(p.Message, `"sync-trim"`) || !strings.Contains(p.Message, "error 25") {
		t.Errorf("problem message %q should name the job and error 25", p.Message)
	}
	// The line is the one of the job's error, as the file has it.
	line := int64(lineWith(t, readFixture(t, "sync-trim-error.json"), `"error" : 25`))
	if p.SourcePath != "sync-trim-error.json" || p.Format != fio.Format || p.Place != "jobs[0]" || p.Line != line {
		t.Errorf("problem = %+v, want line %d", p, line)
	}
}

func TestJobFileGlobalOptions(t *testing.T) {
	data := readFixture(t, "jobfile-3jobs.json")
	// The options the rows need are in the global section only.
	doc := jsonDocs(t, data)[0]
	global := obj(doc["global options"])
	if global["iodepth"] != "16" || global["ioengine"] != "io_uring" {
		t.Fatalf("test: global options %v", global)
	}
	for _, j := range doc["jobs"].([]any) {
		if _, ok := obj(obj(j)["job options"])["iodepth"]; ok {
			t.Fatalf("test: a job sets iodepth itself")
		}
	}
	ds := parseBytes(t, data, "jobfile-3jobs.json")
	if len(ds.Results) != 3 {
		t.Fatalf("%d rows, want 3", len(ds.Results))
	}
	for i, r := range ds.Results {
		if r.System != "three workloads from one job file" {
			t.Errorf("row %d: system %q, want the job description", i+1, r.System)
		}
		if r.IODepth != 16 || r.Engine != "io_uring" {
			t.Errorf("row %d: iodepth %d engine %q, want 16 and io_uring from the global options", i+1, r.IODepth, r.Engine)
		}
	}
	var names []string
	for _, r := range ds.Results {
		names = append(names, r.JobName+" "+r.Direction)
	}
	if want := []string{"seq-read-64k read", "rand-read-4k read", "rand-write-4k write"}; !slices.Equal(names, want) {
		t.Errorf("rows %q, want %q", names, want)
	}
}

func TestNumJobs(t *testing.T) {
	ds := parseFixture(t, "numjobs4.json")
	if len(ds.Results) != 4 {
		t.Fatalf("numjobs4.json: %d rows, want 4", len(ds.Results))
	}
	for i, r := range ds.Results {
		if r.JobInstance != int64(i+1) || r.NumJobs != 4 || r.JobName != "nj4" {
			t.Errorf("numjobs4.json row %d: job %q instance %d numjobs %d, want nj4, %d, 4", i+1, r.JobName, r.JobInstance, r.NumJobs, i+1)
		}
	}
	ds = parseFixture(t, "numjobs4-group.jsonplus")
	if len(ds.Results) != 1 {
		t.Fatalf("numjobs4-group.jsonplus: %d rows, want 1", len(ds.Results))
	}
	if r := ds.Results[0]; r.NumJobs != 4 || r.JobInstance != 1 {
		t.Errorf("numjobs4-group.jsonplus: numjobs %d instance %d, want 4 and 1", r.NumJobs, r.JobInstance)
	}
}

func TestClientServer(t *testing.T) {
	for name, want := range map[string][]string{
		"client-server-1host.json":  {"127.0.0.1"},
		"client-server-2hosts.json": {"127.0.0.2", "127.0.0.1", "All clients"},
	} {
		ds := parseFixture(t, name)
		var hosts []string
		for _, r := range ds.Results {
			hosts = append(hosts, r.Host)
			if r.JobInstance != 1 || r.Pattern != rnd || r.BlockSizeBytes != 4096 {
				t.Errorf("%s host %s: instance %d pattern %q bs %d", name, r.Host, r.JobInstance, r.Pattern, r.BlockSizeBytes)
			}
		}
		if !slices.Equal(hosts, want) {
			t.Errorf("%s: hosts %q, want %q", name, hosts, want)
		}
	}
}

// TestHistogramMatchesJSON checks the json+ bins against the JSON: per job
// and direction, the completion latency bins are the JSON's bins (key = ns)
// with their counts, and they add up to clat_ns.N.
func TestHistogramMatchesJSON(t *testing.T) {
	for _, name := range fixtures(t) {
		if !strings.HasSuffix(name, ".jsonplus") {
			continue
		}
		t.Run(name, func(t *testing.T) {
			data := readFixture(t, name)
			ds := parseBytes(t, data, name)
			checked := 0
			for _, doc := range jsonDocs(t, data) {
				instances := map[string]int64{}
				list, _ := doc["jobs"].([]any)
				if cs, ok := doc["client_stats"].([]any); ok && len(cs) > 0 {
					list = cs
				}
				for _, jv := range list {
					j := obj(jv)
					jobName, host := str(j["jobname"]), str(j["hostname"])
					instances[host+"\x00"+jobName]++
					if e, _ := num(j["error"]); e != 0 {
						continue
					}
					for _, dir := range []string{"read", "write", "trim"} {
						clat := obj(obj(j[dir])["clat_ns"])
						bins := obj(clat["bins"])
						if len(bins) == 0 {
							continue
						}
						n, _ := num(clat["N"])
						var sum int64
						got := map[string]int64{}
						for _, h := range ds.Histogram {
							if h.JobName == jobName && h.Host == host && h.JobInstance == instances[host+"\x00"+jobName] && h.Direction == dir && h.LatKind == datasets.LatCompletion {
								sum += h.Count
								got[strconv.FormatFloat(h.BinNs, 'f', -1, 64)] += h.Count
							}
						}
						if float64(sum) != n || n == 0 {
							t.Errorf("job %s %s: clat bins add up to %d, clat_ns.N is %v", jobName, dir, sum, n)
						}
						want := map[string]int64{}
						for k, v := range bins {
							if c, _ := num(v); c > 0 {
								want[k] = int64(c)
							}
						}
						if !reflect.DeepEqual(got, want) {
							t.Errorf("job %s %s: %d bins differ from the JSON's %d", jobName, dir, len(got), len(want))
						}
						checked++
					}
				}
			}
			if checked == 0 {
				t.Error("no bins in a json+ file")
			}
		})
	}
}

// terseFieldsV3 is fio's HOWTO, "Terse output", version 3: five header
// fields, then per direction (read, write) the status, slat, clat, 20 clat
// percentiles, lat and bandwidth fields, then CPU.
const (
	tHeader     = 5 // terse_version;fio_version;jobname;groupid;error
	tIOKB       = 0 // per direction: total I/O, KiB
	tBW         = 1 // KiB/s
	tIOPS       = 2
	tRuntime    = 3  // ms
	tSlat       = 4  // min;max;mean;stdev, usec
	tClat       = 8  // min;max;mean;stdev, usec
	tClatPct    = 12 // 20 fields "P%=V", usec
	tLat        = 32 // min;max;mean;stdev, usec
	tBWStats    = 36 // min;max;agg%;mean;stdev
	tDirFields  = 41
	tCPUUsr     = tHeader + 2*tDirFields
	tCPUSys     = tCPUUsr + 1
	tClatMeanAt = tClat + 2
)

func terseRows(t *testing.T, name string, data []byte) []datasets.Result {
	t.Helper()
	var rows []datasets.Result
	for line := range strings.SplitSeq(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(strings.TrimSpace(line), ";")
		if f[0] != "3" {
			t.Fatalf("test: not terse v3: %q", line)
		}
		fl := func(s string) float64 {
			v, err := strconv.ParseFloat(strings.TrimSuffix(s, "%"), 64)
			if err != nil {
				t.Fatalf("test: %q: %v", s, err)
			}
			return v
		}
		desc := ""
		if last := f[len(f)-1]; !strings.HasSuffix(last, "%") {
			desc = last
		}
		if desc == "" {
			desc, _, _ = strings.Cut(name, ".")
		}
		for d, dir := range []string{"read", "write"} {
			p := tHeader + d*tDirFields
			if fl(f[p+tIOKB]) == 0 {
				continue
			}
			r := datasets.NewResult()
			r.SourcePath, r.Tool, r.ToolVersion, r.JobName, r.Direction = name, "fio", f[1], f[2], dir
			r.System, r.JobInstance, r.Aggregation, r.LatKind = desc, 1, datasets.AggregationSingle, datasets.LatCompletion
			r.BWBytesPerS = fl(f[p+tBW]) * 1024
			r.IOPS = fl(f[p+tIOPS])
			r.RuntimeS = fl(f[p+tRuntime]) / 1000
			r.LatMeanNs = fl(f[p+tClatMeanAt]) * 1000
			// The completion latency's min, max and deviation sit around
			// its mean: min, max, mean, dev.
			r.LatMinNs, r.LatMaxNs = fl(f[p+tClatMeanAt-2])*1000, fl(f[p+tClatMeanAt-1])*1000
			r.LatStddevNs = fl(f[p+tClatMeanAt+1]) * 1000
			for k := range 20 {
				at, v, ok := strings.Cut(f[p+tClatPct+k], "%=")
				if !ok {
					t.Fatalf("test: field %d is %q, not a percentile", p+tClatPct+k+1, f[p+tClatPct+k])
				}
				switch at {
				case "50.000000":
					r.LatP50Ns = fl(v) * 1000
				case "99.000000":
					r.LatP99Ns = fl(v) * 1000
				case "99.900000":
					r.LatP999Ns = fl(v) * 1000
				}
			}
			r.JobUsrCPUPct, r.JobSysCPUPct = fl(f[tCPUUsr]), fl(f[tCPUSys])
			rows = append(rows, r)
		}
	}
	return rows
}

func allFields() []string {
	var names []string
	typ := reflect.TypeFor[datasets.Result]()
	for i := range typ.NumField() {
		names = append(names, typ.Field(i).Name)
	}
	return names
}

func TestTerseMatchesLine(t *testing.T) {
	for _, name := range []string{"terse-v3.terse", "jobfile-3jobs.terse"} {
		t.Run(name, func(t *testing.T) {
			data := readFixture(t, name)
			want := terseRows(t, name, data)
			ds := parseBytes(t, data, name)
			compareRows(t, ds.Results, want, allFields())
			if len(ds.Sources) != 1 || ds.Sources[0].Format != "fio-terse" {
				t.Errorf("sources = %+v", ds.Sources)
			}
		})
	}
}

// terseV3Line is the line of terse-v3.terse as fields.
func terseV3Line(t *testing.T) []string {
	t.Helper()
	return strings.Split(strings.TrimSpace(string(readFixture(t, "terse-v3.terse"))), ";")
}

// TestTerseTwentiethPercentile: fio prints 20 percentile slots (it sorts
// percentile_list); with a list of 20 values the last slot is a real
// percentile, here 99.9.
func TestTerseTwentiethPercentile(t *testing.T) {
	f := terseV3Line(t)
	base := tHeader + tClatPct
	if f[base-1] != "122.849175" || f[base+14] != "99.900000%=1810" || f[base+19] != "0%=0" || f[base+20] != "40" {
		t.Fatalf("test: fixture changed: %q", f[base-1:base+21])
	}
	// percentile_list=1:5:10:20:30:40:50:60:70:80:90:95:96:97:98:99:99.5:99.6:99.8:99.9
	pcts := strings.Split("1:5:10:20:30:40:50:60:70:80:90:95:96:97:98:99:99.5:99.6:99.8:99.9", ":")
	for k, p := range pcts {
		v, _ := strconv.ParseFloat(p, 64)
		f[base+k] = fmt.Sprintf("%f%%=%d", v, 100+10*k)
	}
	ds := parseBytes(t, []byte(strings.Join(f, ";")+"\n"), "pct20.terse")
	if len(ds.Results) != 1 {
		t.Fatalf("%d rows, want 1", len(ds.Results))
	}
	r := ds.Results[0]
	if r.LatP50Ns != 160000 || r.LatP99Ns != 250000 {
		t.Errorf("p50, p99 = %v, %v ns; want 160000, 250000", r.LatP50Ns, r.LatP99Ns)
	}
	if r.LatP999Ns != 290000 {
		t.Errorf("p99.9 from the 20th percentile field (%s) = %v ns, want 290000", f[base+19], r.LatP999Ns)
	}
}

// TestTerseVersion2: fio's terse version 2 has no fio version field
// ("2;JOB;GROUPID;ERROR;..."), a trim section after write and no disk
// fields. A job named fio-something must not be read with the version 3
// layout.
func TestTerseVersion2(t *testing.T) {
	v3 := terseV3Line(t)
	trim := slices.Clone(v3[tHeader+tDirFields : tHeader+2*tDirFields]) // the (idle) write section
	v2 := []string{"2", "fio-randread", "0", "0"}
	v2 = append(v2, v3[tHeader:tHeader+2*tDirFields]...)
	v2 = append(v2, trim...)
	v2 = append(v2, v3[tCPUUsr:tCPUUsr+5+7+10+12]...)
	ds, err := fio.Parser.Parse(strings.NewReader(strings.Join(v2, ";")+"\n"), "v2.terse")
	if err != nil {
		return // refusing version 2 is fine
	}
	if len(ds.Results) != 1 || len(ds.Problems) != 0 {
		t.Fatalf("terse v2 line: %d rows and problems %+v; want the job's one read row (or an error)", len(ds.Results), ds.Problems)
	}
	if r := ds.Results[0]; r.JobName != "fio-randread" || r.IOPS != 8470 {
		t.Errorf("terse v2 row: job %q iops %v, want fio-randread and 8470", r.JobName, r.IOPS)
	}
}

func TestLogs(t *testing.T) {
	for _, tc := range []struct {
		name, kind string
	}{
		{"logged_bw.1.log", "bw"}, {"logged_iops.1.log", "iops"},
		{"logged_lat.1.log", "lat"}, {"logged_clat.1.log", "clat"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := readFixture(t, tc.name)
			ds := parseBytes(t, data, tc.name)
			var want []datasets.Sample
			for line := range strings.SplitSeq(strings.TrimSpace(string(data)), "\n") {
				f := strings.Split(line, ",")
				n := func(k int) int64 {
					v, err := strconv.ParseInt(strings.TrimSpace(f[k]), 10, 64)
					if err != nil {
						t.Fatal(err)
					}
					return v
				}
				s := datasets.NewSample()
				s.SourcePath, s.Log, s.JobName, s.JobInstance = tc.name, tc.kind, "logged", 1
				s.TimeNs = n(0) * 1e6
				s.Direction = []string{"read", "write", "trim"}[n(2)]
				s.BlockSizeBytes = n(3)
				switch tc.kind {
				case "bw":
					s.BWBytesPerS = float64(n(1)) * 1024
				case "iops":
					s.IOPS = float64(n(1))
				default:
					s.LatNs = float64(n(1))
				}
				want = append(want, s)
			}
			if len(ds.Series) != len(want) || len(want) < 9 {
				t.Fatalf("%d samples, want %d (one per line)", len(ds.Series), len(want))
			}
			for i := range want {
				if g, w := inline(ds.Series[i]), inline(want[i]); g != w {
					t.Errorf("sample %d:\n got %s\nwant %s", i+1, g, w)
				}
			}
			if len(ds.Results) != 0 || len(ds.Sources) != 1 || ds.Sources[0].Format != "fio-log" {
				t.Errorf("%d results, sources %+v", len(ds.Results), ds.Sources)
			}
		})
	}
}

func TestIsEmptyLog(t *testing.T) {
	empty := readFixture(t, "logged_slat.1.log")
	if len(empty) != 0 {
		t.Fatalf("test: logged_slat.1.log has %d bytes", len(empty))
	}
	if !fio.IsEmptyLog(empty, "logged_slat.1.log") || !fio.IsEmptyLog(empty, "runs/a/logged_slat.1.log") {
		t.Error("IsEmptyLog(logged_slat.1.log) = false")
	}
	if !fio.IsEmptyLog([]byte("\n \n"), "job_bw.log") {
		t.Error("IsEmptyLog of blank lines, fio 2 name = false")
	}
	if fio.IsEmptyLog(readFixture(t, "logged_bw.1.log"), "logged_bw.1.log") {
		t.Error("IsEmptyLog of a log with samples = true")
	}
	if fio.IsEmptyLog(empty, "empty.json") {
		t.Error("IsEmptyLog of an empty file not named as a log = true")
	}
	// Parse itself does not take an empty file for fio output.
	if _, err := fio.Parser.Parse(bytes.NewReader(empty), "logged_slat.1.log"); !errors.Is(err, fio.Parser.ErrUnrecognized) {
		t.Errorf("Parse(empty log) = %v, want ErrUnrecognized", err)
	}
}

// ---------------------------------------------------------------------------
// Damage.

func syntaxError(t *testing.T, err error) *syntax.Error {
	t.Helper()
	var se *syntax.Error
	if !errors.As(err, &se) {
		t.Fatalf("error %v (%T), want a *syntax.Error", err, err)
	}
	return se
}

func TestTruncated(t *testing.T) {
	for _, name := range []string{"psync-randread.json", "io_uring-randrw70.jsonplus", "client-server-2hosts.json", "normal-and-json.json"} {
		data := readFixture(t, name)
		// Cut inside the document: from just after "fio version" to just
		// before its closing brace (normal-and-json.json has text after it).
		start := bytes.Index(data, []byte(`"fio version"`)) + 20
		end := bytes.LastIndex(data, []byte("\n}")) + 1
		for _, cut := range []int{start, start + (end-start)/4, start + (end-start)/2, start + (end-start)*3/4, end} {
			_, err := fio.Parser.Parse(bytes.NewReader(data[:cut]), name)
			se := syntaxError(t, err)
			if !strings.Contains(se.Msg, "truncated") || se.File != name || se.Line < 1 {
				t.Errorf("%s cut at %d: %v, want a truncation error", name, cut, err)
			}
		}
	}
}

func TestConcatenated(t *testing.T) {
	a, b := readFixture(t, "psync-randread.json"), readFixture(t, "io_uring-randrw70.jsonplus")
	const name = "both.json"
	dsA, dsB := parseBytes(t, a, name), parseBytes(t, b, name)
	for _, sep := range []string{"", "\n", "\nfio: some warning\n"} {
		both := parseBytes(t, slices.Concat(a, []byte(sep), b), name)
		want := &datasets.Dataset{
			Results:   slices.Concat(dsA.Results, dsB.Results),
			Histogram: slices.Concat(dsA.Histogram, dsB.Histogram),
		}
		got := &datasets.Dataset{Results: both.Results, Histogram: both.Histogram}
		if len(both.Results) != 3 || render(got, nil) != render(want, nil) {
			t.Errorf("separator %q: %d rows, want the 1 + 2 rows of both documents", sep, len(both.Results))
		}
	}
}

func TestTextAroundDocument(t *testing.T) {
	doc := readFixture(t, "psync-randread.json")
	const name = "around.json"
	plain := parseBytes(t, doc, name)
	in := slices.Concat([]byte("fio-3.33\nStarting 1 process\n  note: {not json}\n\n"), doc, []byte("\nRun status group 0 (all jobs):\n   READ: bw=38.0MiB/s\n"))
	ds := parseBytes(t, in, name)
	if render(&datasets.Dataset{Results: ds.Results}, nil) != render(&datasets.Dataset{Results: plain.Results}, nil) || len(ds.Results) != 1 {
		t.Errorf("text around the document changed the rows: %d rows", len(ds.Results))
	}
}

// TestTextAroundOneDocument: whatever a shell, a terminal or fio itself
// put before or after the one JSON document (a stray '>', warnings,
// "fio: ..." lines, a prompt on the document's last line) is skipped, and
// the rows are those of the document alone.
func TestTextAroundOneDocument(t *testing.T) {
	doc := readFixture(t, "psync-randread.json")
	const name = "around.json"
	want := render(&datasets.Dataset{Results: parseBytes(t, doc, name).Results}, nil)
	trimmed := bytes.TrimRight(doc, "\n")
	for _, tc := range []struct{ desc, before, after string }{
		{"a stray > before the brace", ">", ""},
		{"a stray > and a space", "> ", ""},
		{"a > line", ">\n", ""},
		{"a prompt and the command", "user@host:~$ fio --output-format=json job.fio\n", "user@host:~$ \n"},
		{"a prompt on the brace's line", "user@host:~$ ", ""},
		{"PowerShell's prompt", "PS C:\\fio> ", "\nPS C:\\fio> "},
		{"fio's warnings", "fio: this platform does not support process shared mutexes, forcing use of threads. Use the 'thread' option to get rid of this warning.\n", "\nfio: file hash not empty on exit\n"},
		{"a note with braces", "note: {not json} here\n", "\nnote: {\"not\": fio}\n"},
		{"CR line ends around", "fio: warning\r\n", "\r\nfio: done\r\n"},
	} {
		t.Run(tc.desc, func(t *testing.T) {
			for _, body := range [][]byte{doc, trimmed} {
				in := slices.Concat([]byte(tc.before), body, []byte(tc.after))
				ds, err := fio.Parser.Parse(bytes.NewReader(in), name)
				if err != nil {
					t.Fatalf("Parse: %v", err)
				}
				if got := render(&datasets.Dataset{Results: ds.Results}, nil); got != want {
					t.Errorf("the rows differ from the document's alone:\n%s", got)
				}
			}
		})
	}
	// A prompt right after the closing brace, no line end between.
	in := slices.Concat(trimmed, []byte("user@host:~$ exit\n"))
	if ds, err := fio.Parser.Parse(bytes.NewReader(in), name); err != nil || render(&datasets.Dataset{Results: ds.Results}, nil) != want {
		t.Errorf("a prompt after the brace: %v", err)
	}
}

func TestNotFio(t *testing.T) {
	for _, in := range []string{
		`{"a": 1}`,
		"{\"a\": 1}\n{\"b\": 2}\n",
		"hello, world\nthis is a text file\n",
		"",
		"[1, 2, 3]\n",
	} {
		ds, err := fio.Parser.Parse(strings.NewReader(in), "x.json")
		if !errors.Is(err, fio.Parser.ErrUnrecognized) {
			t.Errorf("Parse(%q) = %v, want ErrUnrecognized", in, err)
		}
		if ds != nil {
			t.Errorf("Parse(%q) returned a dataset with the error", in)
		}
	}
}

func TestTypeError(t *testing.T) {
	data := readFixture(t, "psync-randread.json")
	loc := regexp.MustCompile(`"iops" : [0-9.]+`).FindIndex(data)
	if loc == nil {
		t.Fatal("test: no iops in the fixture")
	}
	line := bytes.Count(data[:loc[0]], []byte("\n")) + 1
	bad := slices.Concat(data[:loc[0]], []byte(`"iops" : "fast"`), data[loc[1]:])
	_, err := fio.Parser.Parse(bytes.NewReader(bad), "bad.json")
	se := syntaxError(t, err)
	if !strings.Contains(se.Path, "iops") || se.Line != line || se.File != "bad.json" {
		t.Errorf("error %q: path %q line %d, want a path to iops and line %d", err, se.Path, se.Line, line)
	}
}

// TestRowErrorPointsAtTheValue: a figure that breaks the results table's
// contract refuses the file with an error at the value's own line, byte and
// JSON path (not the document's first line), wrapping the
// *datasets.FieldError that names the column.
func TestRowErrorPointsAtTheValue(t *testing.T) {
	data := readFixture(t, "psync-randread.json")
	for _, tc := range []struct {
		key    string // the first key of this name after after
		after  string
		value  string // written in its place
		path   string
		column string
	}{
		{`"iops"`, `"read"`, "1e999", "jobs[0].read.iops", "iops"},
		{`"bw_bytes"`, `"read"`, "2e15", "jobs[0].read.bw_bytes", "bw_bytes_per_s"},
		{`"mean"`, `"clat_ns"`, "-1", "jobs[0].read.clat_ns.mean", "lat_mean_ns"},
		{`"99.000000"`, `"clat_ns"`, "1e18", "jobs[0].read.clat_ns.percentile.99.000000", "lat_p99_ns"},
		{`"max"`, `"clat_ns"`, "1e999", "jobs[0].read.clat_ns.max", "lat_max_ns"},
	} {
		t.Run(tc.column, func(t *testing.T) {
			from := bytes.Index(data, []byte(tc.after))
			loc := regexp.MustCompile(tc.key + ` : ([-0-9.e]+)`).FindSubmatchIndex(data[from:])
			if from < 0 || loc == nil {
				t.Fatalf("test: no %s after %s in the fixture", tc.key, tc.after)
			}
			start, end := from+loc[2], from+loc[3]
			bad := slices.Concat(data[:start], []byte(tc.value), data[end:])
			line := bytes.Count(bad[:start], []byte("\n")) + 1
			col := start - bytes.LastIndexByte(bad[:start], '\n')

			_, err := fio.Parser.ParseBytes(bad, "overflow.json")
			se := syntaxError(t, err)
			if se.File != "overflow.json" || se.Line != line || se.Col != col || se.Path != tc.path {
				t.Errorf("error %q at line %d byte %d path %q, want line %d byte %d path %q", err, se.Line, se.Col, se.Path, line, col, tc.path)
			}
			var fe *datasets.FieldError
			if !errors.As(err, &fe) || fe.Column != tc.column {
				t.Errorf("error %q wraps %v, want a *datasets.FieldError of column %s", err, fe, tc.column)
			}
		})
	}
}

// TestOptionErrorKeepsItsCause: an option fio's own parser refuses is an
// error at the job's options whose chain keeps the cause.
func TestOptionErrorKeepsItsCause(t *testing.T) {
	data := readFixture(t, "psync-randread.json")
	loc := regexp.MustCompile(`"bs" : "[^"]*"`).FindIndex(data)
	if loc == nil {
		t.Fatal("test: no bs option in the fixture")
	}
	bad := slices.Concat(data[:loc[0]], []byte(`"bs" : "99999999999999999999k"`), data[loc[1]:])
	_, err := fio.Parser.ParseBytes(bad, "bad.json")
	se := syntaxError(t, err)
	if !errors.Is(err, strconv.ErrRange) || se.Path != "jobs[0].job options" {
		t.Errorf("error %q (path %q): want one at jobs[0].job options wrapping strconv.ErrRange", err, se.Path)
	}
}

// TestNoJobs: a fio output whose job list is empty gives no row and a
// problem naming the file and where, not silence.
func TestNoJobs(t *testing.T) {
	for _, in := range []string{
		"{\n  \"fio version\" : \"fio-3.33\",\n  \"jobs\" : []\n}\n",
		"{\"fio version\": \"fio-3.33\", \"client_stats\": [], \"jobs\": []}",
	} {
		ds, err := fio.Parser.ParseBytes([]byte(in), "empty-run.json")
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if len(ds.Results) != 0 || len(ds.Problems) != 1 {
			t.Fatalf("%q: %d rows, problems %+v; want no row and one problem", in, len(ds.Results), ds.Problems)
		}
		p := ds.Problems[0]
		line := int64(bytes.Count([]byte(in[:strings.Index(in, `"jobs"`)]), []byte("\n")) + 1)
		if p.SourcePath != "empty-run.json" || p.Line != line || p.Place != "jobs" ||
			!strings.HasPrefix(p.Message, fmt.Sprintf("empty-run.json:%d: ", line)) || !strings.Contains(p.Message, "no jobs") {
			t.Errorf("%q: problem %+v, want one at empty-run.json:%d, jobs, saying there are no jobs", in, p, line)
		}
	}
}

func TestTerseTooFewFields(t *testing.T) {
	good := strings.TrimSpace(string(readFixture(t, "terse-v3.terse")))
	for _, tc := range []struct {
		in   string
		line int
	}{
		{"3;fio-3.33;short;0;0;1;2;3\n", 1},
		{good + "\n\n3;fio-3.33;short;0;0;1;2;3\n", 3},
	} {
		_, err := fio.Parser.Parse(strings.NewReader(tc.in), "short.terse")
		if se := syntaxError(t, err); se.Line != tc.line || !strings.Contains(se.Msg, "fields") {
			t.Errorf("error %v: want line %d and a word on the fields", err, tc.line)
		}
	}
	// A field that is not a number.
	f := terseV3Line(t)
	f[tHeader+tIOPS] = "many"
	_, err := fio.Parser.Parse(strings.NewReader(strings.Join(f, ";")), "nan.terse")
	if se := syntaxError(t, err); se.Line != 1 || !strings.Contains(se.Msg, `"many"`) {
		t.Errorf("error %v: want line 1 naming the field", err)
	}
}

func TestLogBadLine(t *testing.T) {
	for _, tc := range []struct {
		in   string
		line int
	}{
		{"100, 2000, 0, 4096, 0\n200, x, 0, 4096, 0\n", 2},
		{"100, 2000, 0, 4096, 0\n200, 2000, 0, 4096, 0\n\n300, 2000, 5, 4096, 0\n", 4},
		{"100, 2000, 0, 4096, 0\n200, 2000\n", 2},
	} {
		_, err := fio.Parser.Parse(strings.NewReader(tc.in), "job_bw.1.log")
		if se := syntaxError(t, err); se.Line != tc.line {
			t.Errorf("log %q: error %v, want line %d", tc.in, err, tc.line)
		}
	}
	// A log whose name does not say what it holds.
	_, err := fio.Parser.Parse(strings.NewReader("100, 2000, 0, 4096, 0\n"), "samples.txt")
	syntaxError(t, err)
}

// TestUnifiedMixed: with unified_rw_rep=mixed fio reports one "mixed"
// direction instead of read/write/trim. That job did I/O: it must give a
// row (direction mixed), a problem or an error, never silently nothing.
func TestUnifiedMixed(t *testing.T) {
	data := readFixture(t, "split-bs-randrw.json")
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	j := obj(doc["jobs"].([]any)[0])
	obj(j["job options"])["unified_rw_rep"] = "mixed"
	j["mixed"] = j["read"]
	delete(j, "read")
	delete(j, "write")
	delete(j, "trim")
	in, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := fio.Parser.Parse(bytes.NewReader(in), "mixed.json")
	if err != nil {
		return
	}
	if len(ds.Results) == 0 && len(ds.Problems) == 0 {
		t.Error("a job with unified_rw_rep=mixed gave no row, no problem and no error: its results are lost silently")
	}
	for _, r := range ds.Results {
		if r.Direction != datasets.DirectionMixed {
			t.Errorf("row direction %q, want mixed", r.Direction)
		}
	}
}

// TestHistogramBadGeometry: fio 2 json+ bins carry their geometry; a file
// with FIO_IO_U_PLAT_VAL 0 must be an error or be read, never a panic.
func TestHistogramBadGeometry(t *testing.T) {
	for _, geometry := range []string{
		`"FIO_IO_U_PLAT_BITS" : 6, "FIO_IO_U_PLAT_VAL" : 0`,
		`"FIO_IO_U_PLAT_BITS" : 0, "FIO_IO_U_PLAT_VAL" : 0`,
		`"FIO_IO_U_PLAT_BITS" : 6, "FIO_IO_U_PLAT_VAL" : 0.5`,
	} {
		in := `{"fio version": "fio-2.14", "jobs": [{"jobname": "j", "error": 0, "read": {
			"io_bytes": 4096, "bw": 4, "iops": 1, "runtime": 1000,
			"clat": {"min": 1, "max": 300, "mean": 200, "stddev": 1,
				"percentile": {"50.000000": 200},
				"bins": {` + geometry + `, "FIO_IO_U_PLAT_NR": 1216, "200": 1}}}}]}`
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Errorf("bins with %s: Parse panics: %v", geometry, p)
				}
			}()
			ds, err := fio.Parser.Parse(strings.NewReader(in), "geometry.json")
			if err == nil {
				for _, r := range ds.Results {
					if err := r.Validate(); err != nil {
						t.Error(err)
					}
				}
			}
		}()
	}
}

// TestFio2Histogram: fio 2 json+ keys bins by bucket index, latency in usec.
func TestFio2Histogram(t *testing.T) {
	in := `{"fio version": "fio-2.14", "jobs": [{"jobname": "j", "error": 0, "read": {
		"io_bytes": 4096, "bw": 4, "iops": 1, "runtime": 1000,
		"clat": {"min": 1, "max": 300, "mean": 200, "stddev": 1,
			"percentile": {"50.000000": 200},
			"bins": {"FIO_IO_U_PLAT_BITS": 6, "FIO_IO_U_PLAT_VAL": 64, "FIO_IO_U_PLAT_NR": 1216,
				"0": 0, "5": 2, "127": 3, "128": 4, "200": 5}}}}]}`
	ds := parseBytes(t, []byte(in), "fio2plus.json")
	var got []string
	for _, h := range ds.Histogram {
		got = append(got, fmt.Sprintf("%s %s %v:%d", h.Direction, h.LatKind, h.BinNs, h.Count))
	}
	// index 200: group (200>>6)-1 = 2, base 1<<8 = 256, k = 200%64 = 8,
	// value 256 + 8*4 + 4/2 = 290 usec.
	want := []string{"read clat 5000:2", "read clat 127000:3", "read clat 129000:4", "read clat 290000:5"}
	if !slices.Equal(got, want) {
		t.Errorf("bins %q, want %q", got, want)
	}
	if len(ds.Results) != 1 || ds.Results[0].LatMeanNs != 200000 || ds.Results[0].BWBytesPerS != 4096 {
		t.Errorf("rows %+v", ds.Results)
	}
}

// ---------------------------------------------------------------------------

func FuzzParse(f *testing.F) {
	for _, name := range fixtures(f) {
		f.Add(readFixture(f, name), name)
	}
	for _, s := range []string{`{"a": 1}`, "3;fio-3.33;x;0;0;1\n", "100, 2000, 0, 4096, 0\n", "", "{\"fio version\": \"fio-3.33\", \"jobs\": [{}]}"} {
		f.Add([]byte(s), "seed_bw.1.log")
	}
	f.Fuzz(func(t *testing.T, data []byte, name string) {
		ds, err := fio.Parser.Parse(bytes.NewReader(data), name)
		if err != nil {
			var se *syntax.Error
			if !errors.Is(err, fio.Parser.ErrUnrecognized) && !errors.As(err, &se) {
				t.Fatalf("error %q (%T) is neither ErrUnrecognized nor a *syntax.Error", err, err)
			}
			if ds != nil {
				t.Fatalf("Parse returned a dataset with the error %v", err)
			}
			return
		}
		for i, r := range ds.Results {
			if err := r.Validate(); err != nil {
				t.Fatalf("row %d: %v", i+1, err)
			}
		}
	})
}

func ExampleParser_Parse() {
	f, err := os.Open("testdata/jobfile-3jobs.json")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer f.Close()
	ds, err := fio.Parser.Parse(f, "jobfile-3jobs.json")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range ds.Results {
		fmt.Printf("%s: %s %s, %d-byte blocks, iodepth %d, %s\n", r.JobName, r.Pattern, r.Direction, r.BlockSizeBytes, r.IODepth, r.Engine)
	}
	// Output:
	// seq-read-64k: sequential read, 65536-byte blocks, iodepth 16, io_uring
	// rand-read-4k: random read, 4096-byte blocks, iodepth 16, io_uring
	// rand-write-4k: random write, 4096-byte blocks, iodepth 16, io_uring
}

// lineWith is the 1-based number of the only line of data that contains
// text.
func lineWith(t *testing.T, data []byte, text string) int {
	t.Helper()
	found := 0
	for i, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, text) {
			if found != 0 {
				t.Fatalf("%q on lines %d and %d", text, found, i+1)
			}
			found = i + 1
		}
	}
	if found == 0 {
		t.Fatalf("no line holds %q", text)
	}
	return found
}
