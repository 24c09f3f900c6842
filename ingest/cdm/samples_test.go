package cdm_test

// Figure-by-figure checks of the CrystalDiskMark and KDiskMark parser against
// the real exports in testdata/samples (copied from the project's shared
// samples; testdata/samples/README.md). Everything expected here is read from
// the files' text by this test's own regular expressions and by the table of
// what each CrystalDiskMark version's test names meant, never by the parser's
// code.

import (
	"bytes"
	"encoding/binary"
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
	"unicode/utf16"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/cdm"
	"github.com/iopress/iopress/ingest/syntax"
)

const samplesDir = "testdata/samples"

type sample struct {
	rel  string // path under samplesDir, as SOURCES.tsv writes it
	path string
	data []byte
}

func loadSamples(tb testing.TB) []sample {
	tb.Helper()
	out := readSamples(tb)
	if len(out) == 0 {
		tb.Fatalf("no exports in %s", samplesDir)
	}
	return out
}

// readSamples is loadSamples for a fuzzer: the real exports in testdata.
func readSamples(tb testing.TB) []sample {
	tb.Helper()
	var out []sample
	for _, dir := range []string{"crystaldiskmark", "kdiskmark"} {
		files, err := filepath.Glob(filepath.Join(samplesDir, dir, "*.txt"))
		if err != nil {
			tb.Fatal(err)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				tb.Fatal(err)
			}
			out = append(out, sample{rel: dir + "/" + filepath.Base(f), path: f, data: data})
		}
	}
	return out
}

func mustSample(t *testing.T, nameContains string) sample {
	t.Helper()
	for _, s := range loadSamples(t) {
		if strings.Contains(s.rel, nameContains) {
			return s
		}
	}
	t.Fatalf("no sample named like %q", nameContains)
	return sample{}
}

// ---- the test's own reading of an export ----

var (
	reCDMHeader = regexp.MustCompile(`(?m)^CrystalDiskMark (\d+)\.(\d+)\.(\d+)(?: x64)? \(C\)`)
	reKDMHeader = regexp.MustCompile(`(?m)^\s*KDiskMark \((\d+)\.(\d+)\.(\d+)\): `)
	reFio       = regexp.MustCompile(`Flexible I/O Tester \((fio-\d+\.\d+)\)`)
	// "<name> : <MB/s> MB/s [ <IOPS> IOPS] < <lat> us>", IOPS and latency optional.
	reFigures = regexp.MustCompile(`^([^:*]+?)\s*:\s+(\d+\.\d+) MB/s(?:\s+\[\s*(\d+\.\d+) IOPS\])?(?:\s+<\s*(\d+\.\d+) us>)?$`)
	reSection = regexp.MustCompile(`^\[(Read|Write|Mix)\]`)
	reMixRead = regexp.MustCompile(`Read (\d+)%/Write (\d+)%`)
	reQ       = regexp.MustCompile(`\(Q=\s*(\d+)`)
	reQD      = regexp.MustCompile(`\(QD=(\d+)\)`)
	reT       = regexp.MustCompile(`T=\s*(\d+)\)`)
	reBlock   = regexp.MustCompile(`\b(\d+)\s?(KiB|MiB)\b`)
	reDrive   = regexp.MustCompile(`\[([A-Z]):`)
	rePasses  = regexp.MustCompile(`\(x(\d+)\)`)
	reFooter  = regexp.MustCompile(`^\s*(Profile|Test|Mode|Time|Date|OS|Comment)\s*:`)

	// What the names of versions that do not print a block size meant.
	re3Seq    = regexp.MustCompile(`^Sequential (Read|Write)$`)
	re3Rnd512 = regexp.MustCompile(`^Random (Read|Write) 512KB$`)
	re3Rnd4   = regexp.MustCompile(`^Random (Read|Write) 4KB \(QD=\d+\)$`)
	re56SeqQ  = regexp.MustCompile(`^Sequential (Read|Write) \(Q= ?\d+,T= ?\d+\)$`)
	re56SeqT  = regexp.MustCompile(`^Sequential (Read|Write) \(T= ?\d+\)$`)
	re56Rnd4  = regexp.MustCompile(`^Random (Read|Write) 4KiB \(Q= ?\d+,T= ?\d+\)$`)
)

type testLine struct {
	n                 int    // 1-based line number
	name              string // test name, whitespace collapsed
	mbps, iops, latUs string // figures as written ("" when not printed)
	pattern           string
	direction         string
	mix               float64 // read share for [Mix], NaN otherwise
	block             int64
	q, t              int64
}

type export struct {
	tool, version string
	major         int
	engine        string
	mbFactor      int64 // bytes of one printed "MB"
	lines         []testLine
	footer        [][2]string // key, value in order
}

func atoi(tb testing.TB, s string) int64 {
	tb.Helper()
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		tb.Fatal(err)
	}
	return v
}

// readExport reads an export's header, test lines and footer with this test's
// own expressions, and derives every expected figure and setting.
func readExport(tb testing.TB, s sample) export {
	tb.Helper()
	text := strings.ReplaceAll(string(s.data), "\r\n", "\n")
	var e export
	if m := reKDMHeader.FindStringSubmatch(text); m != nil {
		e.tool, e.version = datasets.ToolKDiskMark, m[1]+"."+m[2]+"."+m[3]
		e.major = int(atoi(tb, m[1]))
		e.engine = reFio.FindStringSubmatch(text)[1]
		e.mbFactor = 1_024_000
	} else if m := reCDMHeader.FindStringSubmatch(text); m != nil {
		e.tool, e.version = datasets.ToolCrystalDiskMark, m[1]+"."+m[2]+"."+m[3]
		e.major = int(atoi(tb, m[1]))
		e.mbFactor = 1_000_000
	} else {
		tb.Fatalf("%s: no CrystalDiskMark or KDiskMark header", s.rel)
	}
	section, mix := "", math.NaN()
	lastTest := 0
	lines := strings.Split(text, "\n")
	for i, raw := range lines {
		line := strings.TrimRight(raw, " ")
		trimmed := strings.TrimSpace(line)
		if m := reSection.FindStringSubmatch(trimmed); m != nil {
			section, mix = m[1], math.NaN()
			if m[1] == "Mix" {
				mm := reMixRead.FindStringSubmatch(trimmed)
				if mm == nil {
					tb.Fatalf("%s:%d: [Mix] without shares", s.rel, i+1)
				}
				mix = float64(atoi(tb, mm[1]))
				if atoi(tb, mm[1])+atoi(tb, mm[2]) != 100 {
					tb.Fatalf("%s:%d: shares do not add to 100", s.rel, i+1)
				}
			}
			continue
		}
		m := reFigures.FindStringSubmatch(trimmed)
		if m == nil {
			if strings.Contains(line, " MB/s") && !strings.HasPrefix(trimmed, "*") {
				tb.Fatalf("%s:%d: a line with MB/s this test cannot read: %q", s.rel, i+1, line)
			}
			continue
		}
		lastTest = i
		tl := testLine{n: i + 1, name: strings.Join(strings.Fields(m[1]), " "), mbps: m[2], iops: m[3], latUs: m[4], mix: math.NaN()}
		switch f := strings.Fields(tl.name)[0]; f {
		case "SEQ", "Sequential":
			tl.pattern = datasets.PatternSequential
		case "RND", "Random":
			tl.pattern = datasets.PatternRandom
		default:
			tb.Fatalf("%s:%d: test name %q", s.rel, i+1, tl.name)
		}
		switch {
		case strings.Contains(tl.name, " Read"):
			tl.direction = datasets.DirectionRead
		case strings.Contains(tl.name, " Write"):
			tl.direction = datasets.DirectionWrite
		case section == "Read":
			tl.direction = datasets.DirectionRead
		case section == "Write":
			tl.direction = datasets.DirectionWrite
		case section == "Mix":
			tl.direction, tl.mix = datasets.DirectionMixed, mix
		default:
			tb.Fatalf("%s:%d: no direction", s.rel, i+1)
		}
		tl.q, tl.t = 1, 1
		if q := reQ.FindStringSubmatch(tl.name); q != nil {
			tl.q = atoi(tb, q[1])
		} else if q := reQD.FindStringSubmatch(tl.name); q != nil {
			tl.q = atoi(tb, q[1])
		}
		if t := reT.FindStringSubmatch(tl.name); t != nil {
			tl.t = atoi(tb, t[1])
		}
		switch {
		case e.tool == datasets.ToolCrystalDiskMark && e.major == 3:
			switch {
			case re3Seq.MatchString(tl.name):
				tl.block, tl.q = 1<<20, 1
			case re3Rnd512.MatchString(tl.name):
				tl.block, tl.q = 512<<10, 1
			case re3Rnd4.MatchString(tl.name):
				tl.block = 4 << 10
			default:
				tb.Fatalf("%s:%d: %q is not in the CrystalDiskMark 3 table", s.rel, i+1, tl.name)
			}
		case e.tool == datasets.ToolCrystalDiskMark && (e.major == 5 || e.major == 6):
			switch {
			case re56SeqQ.MatchString(tl.name):
				tl.block = 128 << 10
			case re56SeqT.MatchString(tl.name):
				tl.block, tl.q = 1<<20, 1
			case re56Rnd4.MatchString(tl.name):
				tl.block = 4 << 10
			default:
				tb.Fatalf("%s:%d: %q is not in the CrystalDiskMark 5/6 table", s.rel, i+1, tl.name)
			}
		default:
			b := reBlock.FindStringSubmatch(tl.name)
			if b == nil {
				tb.Fatalf("%s:%d: %q prints no block size", s.rel, i+1, tl.name)
			}
			tl.block = atoi(tb, b[1]) << 10
			if b[2] == "MiB" {
				tl.block <<= 10
			}
		}
		e.lines = append(e.lines, tl)
	}
	for _, raw := range lines[lastTest+1:] {
		line := strings.TrimSpace(raw)
		if line == "" {
			continue
		}
		if !reFooter.MatchString(line) {
			tb.Fatalf("%s: footer line %q", s.rel, line)
		}
		k, v, _ := strings.Cut(line, ":")
		e.footer = append(e.footer, [2]string{strings.TrimSpace(k), strings.TrimSpace(v)})
	}
	return e
}

func (e export) footerValue(key string) string {
	for _, kv := range e.footer {
		if kv[0] == key {
			return kv[1]
		}
	}
	return ""
}

// exact converts a printed decimal times factor/div to the nearest float64,
// with one rounding.
func exact(tb testing.TB, decimal string, factor, div int64) float64 {
	tb.Helper()
	r, ok := new(big.Rat).SetString(decimal)
	if !ok {
		tb.Fatalf("%q is not a decimal", decimal)
	}
	r.Mul(r, big.NewRat(factor, div))
	f, _ := r.Float64()
	return f
}

// step is the rounding step of a figure printed with decimal's number of
// decimals, in units of factor.
func step(decimal string, factor int64) float64 {
	d := 0
	if i := strings.IndexByte(decimal, '.'); i >= 0 {
		d = len(decimal) - i - 1
	}
	den := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(d)), nil)
	r := new(big.Rat).SetFrac(big.NewInt(factor), den)
	f, _ := r.Float64()
	return f
}

func sameFloat(a, b float64) bool {
	return a == b || math.IsNaN(a) && math.IsNaN(b)
}

// TestSamplesFigures checks every figure of every test line of every sample.
func TestSamplesFigures(t *testing.T) {
	for _, s := range loadSamples(t) {
		t.Run(filepath.Base(s.rel), func(t *testing.T) {
			e := readExport(t, s)
			if len(e.lines) < 8 {
				t.Fatalf("the test read only %d test lines", len(e.lines))
			}
			ds, err := cdm.Parser.ParseBytes(s.data, s.path)
			if err != nil {
				t.Fatal(err)
			}
			if len(ds.Results) != len(e.lines) {
				t.Fatalf("%d rows for %d test lines", len(ds.Results), len(e.lines))
			}
			for i, w := range e.lines {
				r := ds.Results[i]
				at := fmt.Sprintf("line %d %q", w.n, w.name)
				check := func(what string, got, want any) {
					t.Helper()
					if fmt.Sprint(got) != fmt.Sprint(want) {
						t.Errorf("%s: %s = %v, want %v", at, what, got, want)
					}
				}
				checkF := func(what string, got, want float64) {
					t.Helper()
					if !sameFloat(got, want) {
						t.Errorf("%s: %s = %v, want %v", at, what, got, want)
					}
				}
				check("pattern", r.Pattern, w.pattern)
				check("direction", r.Direction, w.direction)
				checkF("rwmix_read_pct", r.RWMixReadPct, w.mix)
				check("block_size_bytes", r.BlockSizeBytes, w.block)
				check("iodepth", r.IODepth, w.q)
				check("numjobs", r.NumJobs, w.t)
				check("job_name", r.JobName, w.name)

				checkF("bw_bytes_per_s", r.BWBytesPerS, exact(t, w.mbps, e.mbFactor, 1))
				checkF("bw_resolution", r.BWResolutionBytesPerS, step(w.mbps, e.mbFactor))
				wantIOPS, wantIOPSRes := math.NaN(), math.NaN()
				if w.iops != "" {
					wantIOPS = exact(t, w.iops, 1, 1)
					wantIOPSRes = step(w.iops, 1)
				}
				checkF("iops", r.IOPS, wantIOPS)
				checkF("iops_resolution", r.IOPSResolution, wantIOPSRes)
				wantLat, wantLatRes, wantKind := math.NaN(), math.NaN(), ""
				if w.latUs != "" {
					wantLat = exact(t, w.latUs, 1000, 1)
					wantLatRes, wantKind = step(w.latUs, 1000), datasets.LatTotal
				}
				checkF("lat_mean_ns", r.LatMeanNs, wantLat)
				checkF("lat_resolution_ns", r.LatResolutionNs, wantLatRes)
				check("lat_kind", r.LatKind, wantKind)

				// IOPS x block size against the printed bandwidth: the
				// block size and the size of the tool's "MB" must agree
				// with the data.
				if w.iops != "" {
					mb, _ := strconv.ParseFloat(w.mbps, 64)
					io, _ := strconv.ParseFloat(w.iops, 64)
					implied := io * float64(w.block) / mb // bytes of one printed MB
					near := func(v float64) bool { return math.Abs(implied-v)/v <= 0.002 }
					if !near(float64(e.mbFactor)) {
						t.Errorf("%s: IOPS x block size / MB/s = %.0f bytes, want %d within 0.2%%", at, implied, e.mbFactor)
					}
					if e.tool == datasets.ToolKDiskMark && near(1_000_000) {
						t.Errorf("%s: KDiskMark figures fit a decimal MB (%.0f)", at, implied)
					}
					if e.tool == datasets.ToolCrystalDiskMark && near(1_024_000) {
						t.Errorf("%s: CrystalDiskMark figures fit a 1,024,000-byte MB (%.0f)", at, implied)
					}
					if d := math.Abs(r.IOPS*float64(r.BlockSizeBytes)-r.BWBytesPerS) / r.BWBytesPerS; d > 0.002 {
						t.Errorf("%s: parsed IOPS x block size is %.3f%% off the parsed bandwidth", at, 100*d)
					}
				}
				if err := r.Validate(); err != nil {
					t.Errorf("%s: Validate: %v", at, err)
				}
			}
		})
	}
}

// TestSamplesFooter checks what the header and footer put in every row and in
// the source notes.
func TestSamplesFooter(t *testing.T) {
	for _, s := range loadSamples(t) {
		t.Run(filepath.Base(s.rel), func(t *testing.T) {
			e := readExport(t, s)
			ds, err := cdm.Parser.ParseBytes(s.data, s.path)
			if err != nil {
				t.Fatal(err)
			}
			test := e.footerValue("Test")
			if test == "" {
				t.Fatal("no Test line in the footer")
			}
			passes := rePasses.FindStringSubmatch(test)
			if passes == nil {
				t.Fatalf("Test line %q without (xN)", test)
			}
			wantAgg, wantN := datasets.AggregationMax, atoi(t, passes[1])
			if wantN != 5 {
				t.Errorf("Test line %q: the samples all ran 5 passes", test)
			}
			profile := e.footerValue("Profile")
			if e.tool == datasets.ToolKDiskMark {
				if profile != "Default" {
					t.Fatalf("KDiskMark profile %q: the samples all use Default", profile)
				}
				wantAgg = datasets.AggregationMean
			}
			wantSystem := e.footerValue("Comment")
			if wantSystem == "" {
				wantSystem = strings.TrimSuffix(filepath.Base(s.path), filepath.Ext(s.path))
			}
			if strings.Contains(s.rel, "WD_Blue") && wantSystem != "WD Blue 3D 1TB" {
				t.Fatalf("the test read the Comment as %q", wantSystem)
			}
			wantTarget := ""
			if m := reDrive.FindStringSubmatch(test); m != nil {
				wantTarget = m[1] + ":"
			}
			wantLabels := ""
			if profile != "" {
				wantLabels = "profile=" + profile
			}
			for i, r := range ds.Results {
				got := [...]any{r.Tool, r.ToolVersion, r.Engine, r.SourcePath, r.System, r.Target, r.Aggregation, r.AggregationN, r.Labels}
				want := [...]any{e.tool, e.version, e.engine, s.path, wantSystem, wantTarget, wantAgg, wantN, wantLabels}
				if got != want {
					t.Errorf("row %d: tool, version, engine, source, system, target, aggregation, n, labels =\n %q\nwant\n %q", i, got, want)
				}
			}
			if len(ds.Sources) != 1 {
				t.Fatalf("%d sources", len(ds.Sources))
			}
			src := ds.Sources[0]
			if src.Path != s.path || src.Tool != e.tool || src.Format != cdm.Format || src.SizeBytes != int64(len(s.data)) {
				t.Errorf("source %+v", src)
			}
			// The footer's facts are the source's setup (setup_test.go);
			// what is none stays a note, in the file's words.
			var wantNotes []string
			for _, kv := range e.footer {
				switch {
				case kv[0] == "Mode":
					wantNotes = append(wantNotes, kv[0]+": "+kv[1])
				case kv[0] == "Test" && strings.Contains(kv[1], "<"):
					wantNotes = append(wantNotes, kv[1][strings.Index(kv[1], "<"):])
				}
			}
			if src.Notes != strings.Join(wantNotes, "\n") {
				t.Errorf("notes:\n%s\nwant:\n%s", src.Notes, strings.Join(wantNotes, "\n"))
			}
		})
	}
}

// TestSamplesListed checks that SOURCES.tsv describes every sample and that
// its tool_version column agrees with the version read from the header.
func TestSamplesListed(t *testing.T) {
	samples := loadSamples(t)
	tsv, err := os.ReadFile(filepath.Join(samplesDir, "SOURCES.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	versions := map[string]string{}
	for _, line := range strings.Split(string(tsv), "\n") {
		f := strings.Split(line, "\t")
		if len(f) >= 5 {
			versions[f[0]] = f[4]
		}
	}
	for _, s := range samples {
		tv, ok := versions[s.rel]
		if !ok {
			t.Errorf("%s is not in SOURCES.tsv", s.rel)
			continue
		}
		e := readExport(t, s)
		toolWord := map[string]string{datasets.ToolCrystalDiskMark: "CrystalDiskMark ", datasets.ToolKDiskMark: "KDiskMark "}[e.tool]
		if !strings.HasPrefix(tv, toolWord+e.version) {
			t.Errorf("%s: SOURCES.tsv says %q, header says %s%s", s.rel, tv, toolWord, e.version)
		}
	}
}

// ---- encodings ----

func toUTF16(text string, bigEndian bool) []byte {
	u := utf16.Encode([]rune(text))
	var order binary.AppendByteOrder = binary.LittleEndian
	out := []byte{0xff, 0xfe}
	if bigEndian {
		order, out = binary.BigEndian, []byte{0xfe, 0xff}
	}
	for _, c := range u {
		out = order.AppendUint16(out, c)
	}
	return out
}

func lf(b []byte) string   { return strings.ReplaceAll(string(b), "\r\n", "\n") }
func crlf(b []byte) string { return strings.ReplaceAll(lf(b), "\n", "\r\n") }

// TestEncodings: UTF-8 with and without BOM, UTF-16 LE and BE with BOM, CRLF
// and LF all give the same rows and notes.
func TestEncodings(t *testing.T) {
	for _, s := range loadSamples(t) {
		t.Run(filepath.Base(s.rel), func(t *testing.T) {
			ref, err := cdm.Parser.ParseBytes([]byte(lf(s.data)), s.path)
			if err != nil {
				t.Fatal(err)
			}
			want := fmt.Sprintf("%+v\n%s", ref.Results, ref.Sources[0].Notes)
			variants := map[string][]byte{
				"original":       s.data,
				"CRLF":           []byte(crlf(s.data)),
				"BOM LF":         append([]byte("\xef\xbb\xbf"), lf(s.data)...),
				"BOM CRLF":       append([]byte("\xef\xbb\xbf"), crlf(s.data)...),
				"UTF-16LE LF":    toUTF16(lf(s.data), false),
				"UTF-16LE CRLF":  toUTF16(crlf(s.data), false),
				"UTF-16BE LF":    toUTF16(lf(s.data), true),
				"UTF-16BE CRLF":  toUTF16(crlf(s.data), true),
				"no final EOL":   bytes.TrimRight([]byte(lf(s.data)), "\n"),
				"UTF-16LE no EO": toUTF16(strings.TrimRight(crlf(s.data), "\r\n"), false),
			}
			for name, data := range variants {
				ds, err := cdm.Parser.ParseBytes(data, s.path)
				if err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				if got := fmt.Sprintf("%+v\n%s", ds.Results, ds.Sources[0].Notes); got != want {
					t.Errorf("%s: rows differ from the LF UTF-8 ones:\n%s\nwant\n%s", name, got, want)
				}
				if ds.Sources[0].SizeBytes != int64(len(data)) {
					t.Errorf("%s: size %d, want %d", name, ds.Sources[0].SizeBytes, len(data))
				}
			}
			// Parse (from a reader) is ParseBytes.
			ds, err := cdm.Parser.Parse(bytes.NewReader(toUTF16(crlf(s.data), false)), s.path)
			if err != nil || fmt.Sprintf("%+v\n%s", ds.Results, ds.Sources[0].Notes) != want {
				t.Errorf("Parse from a reader: %v", err)
			}
		})
	}
}

// TestUTF16Testdata reads the file made by `iconv -f UTF-8 -t UTF-16LE` from
// the CRLF CrystalDiskMark 3.0.2 sample, with a BOM in front, as Windows
// Notepad saves it.
func TestUTF16Testdata(t *testing.T) {
	s := mustSample(t, "CDM3.0.2")
	data, err := os.ReadFile("testdata/cdm3.0.2-utf16le-bom-crlf.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, []byte{0xff, 0xfe, '-', 0}) {
		t.Fatalf("testdata is not UTF-16LE with a BOM")
	}
	got, err := cdm.Parser.ParseBytes(data, s.path)
	if err != nil {
		t.Fatal(err)
	}
	want, err := cdm.Parser.ParseBytes(s.data, s.path)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprintf("%+v", got.Results) != fmt.Sprintf("%+v", want.Results) {
		t.Errorf("UTF-16 rows differ:\n%+v\nwant\n%+v", got.Results, want.Results)
	}
}

// ---- errors ----

// damage replaces old by new on line n (1-based) of data, failing if line n
// does not hold old: the line number an error must report is checked here.
func damage(t *testing.T, data []byte, n int, old, new string) []byte {
	t.Helper()
	lines := strings.SplitAfter(string(data), "\n")
	if !strings.Contains(lines[n-1], old) {
		t.Fatalf("line %d is %q, without %q", n, lines[n-1], old)
	}
	lines[n-1] = strings.Replace(lines[n-1], old, new, 1)
	return []byte(strings.Join(lines, ""))
}

func wantSyntaxError(t *testing.T, err error, line int, msgHas string) {
	t.Helper()
	var se *syntax.Error
	if !errors.As(err, &se) {
		t.Fatalf("error %v (%T), want a *syntax.Error", err, err)
	}
	if errors.Is(err, cdm.Parser.ErrUnrecognized) {
		t.Errorf("error %v is ErrUnrecognized", err)
	}
	if se.Line != line {
		t.Errorf("error %q at line %d, want line %d", err, se.Line, line)
	}
	if !strings.Contains(se.Msg, msgHas) {
		t.Errorf("error %q does not say %q", err, msgHas)
	}
}

func TestDamagedLines(t *testing.T) {
	type tc struct {
		sample   string
		line     int // line damaged
		old, new string
		errLine  int // line the error must name; 0: the damaged one
		msgHas   string
	}
	for _, c := range []tc{
		{"WD_Blue", 9, "531.458", "abc", 0, "SEQ"},
		{"WD_Blue", 18, "99.900", "9.9.9", 0, "9.9.9"},
		{"WD_Blue", 10, "467.1 IOPS", "4.6.7 IOPS", 0, "4.6.7"},
		{"WD_Blue", 11, "470.58 us", "4.70.58 us", 0, "4.70.58"},
		{"S790", 24, "70.461", "abc", 0, "RND"},
		{"S790", 20, "[Mix] Read 70%/Write 30%", "[Mix]", 0, "[Mix]"},
		{"CDM3.0.2", 7, "478.802", "abc", 0, "Sequential Read"},           // CRLF file
		{"CDM3.0.2", 9, "Random Read 512KB", "Random Read 3KB", 0, "3KB"}, // unknown test name
		{"CDM3.0.2", 11, "Random Read 4KB (QD=1)", "Random Read (QD=1)", 0, "Random Read"},
		{"CDM5.2.0", 10, "Random Read 4KiB", "Random Read 3KiB", 0, "3KiB"},
		{"CDM5.2.0", 12, "156.034", "abc", 0, "Sequential Read"},
		{"CDM6.0.2", 13, "Random Write 4KiB (Q=  8,T= 8)", "Random Write (Q=  8,T= 8)", 0, "Random Write"},
		{"CDM7.0.0", 9, "5585.875", "abc", 0, "Sequential"},
		{"CDM7.0.0", 8, "[Read]", "", 9, "before any"}, // test line outside a section
		{"KDiskMark_1.6.0", 10, "271.553", "abc", 0, "Random"},
		{"KDiskMark_3.0.0", 16, "315.170", "abc", 0, "Random"},
	} {
		t.Run(fmt.Sprintf("%s:%d", c.sample, c.line), func(t *testing.T) {
			s := mustSample(t, c.sample)
			data := damage(t, s.data, c.line, c.old, c.new)
			errLine := c.line
			if c.errLine != 0 {
				errLine = c.errLine
			}
			for name, variant := range map[string][]byte{
				"as is":    data,
				"UTF-16LE": toUTF16(string(data), false),
				"UTF-16BE": toUTF16(string(data), true),
				"BOM":      append([]byte("\xef\xbb\xbf"), data...),
			} {
				ds, err := cdm.Parser.ParseBytes(variant, s.path)
				if err == nil {
					t.Fatalf("%s: no error; %d rows", name, len(ds.Results))
				}
				if ds != nil {
					t.Errorf("%s: a dataset with the error", name)
				}
				wantSyntaxError(t, err, errLine, c.msgHas)
				if !strings.Contains(err.Error(), fmt.Sprintf("%s:%d: ", s.path, errLine)) {
					t.Errorf("%s: error %q does not start with file:line", name, err)
				}
			}
		})
	}
}

// TestNoTestLines: a header and footer without a single test line.
func TestNoTestLines(t *testing.T) {
	for _, s := range loadSamples(t) {
		t.Run(filepath.Base(s.rel), func(t *testing.T) {
			e := readExport(t, s)
			tests := map[int]bool{}
			for _, l := range e.lines {
				tests[l.n] = true
			}
			var kept []string
			for i, line := range strings.SplitAfter(string(s.data), "\n") {
				if !tests[i+1] {
					kept = append(kept, line)
				}
			}
			_, err := cdm.Parser.ParseBytes([]byte(strings.Join(kept, "")), s.path)
			if err == nil {
				t.Fatal("no error")
			}
			var se *syntax.Error
			if !errors.As(err, &se) || errors.Is(err, cdm.Parser.ErrUnrecognized) {
				t.Errorf("error %v (%T), want a *syntax.Error", err, err)
			}
			if !strings.Contains(err.Error(), "no test results") {
				t.Errorf("error %q", err)
			}
			// The header alone, too.
			header := strings.Join(strings.SplitAfter(lf(s.data), "\n")[:4], "")
			if _, err := cdm.Parser.ParseBytes([]byte(header), s.path); !errors.As(err, &se) {
				t.Errorf("header only: error %v, want a *syntax.Error", err)
			}
		})
	}
}

// TestUnrecognized: what is not a CrystalDiskMark or KDiskMark export.
func TestUnrecognized(t *testing.T) {
	inputs := map[string][]byte{
		"empty":        nil,
		"text":         []byte("hello, world\n"),
		"json":         []byte(`{"fio version": "fio-3.36", "jobs": []}`),
		"UTF-16 text":  toUTF16("hello, world\r\n", false),
		"BOM only":     []byte("\xef\xbb\xbf"),
		"UTF-16 BOM":   {0xff, 0xfe},
		"test line":    []byte("  SEQ    1MiB (Q=  8, T= 1):   531.458 MB/s [    506.8 IOPS] < 15726.77 us>\n"),
		"MB/s comment": []byte("* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]\n"),
	}
	// The other parsers' real samples.
	for _, dir := range []string{"fio/testdata/fio2", "diskspd/testdata"} {
		files, _ := filepath.Glob(filepath.Join("..", dir, "*"))
		if len(files) == 0 {
			t.Fatalf("no samples in ../%s", dir)
		}
		for _, f := range files {
			if filepath.Ext(f) == ".tsv" || filepath.Ext(f) == ".md" {
				continue // their provenance
			}
			if st, err := os.Stat(f); err == nil && st.IsDir() {
				continue // their golden outputs
			}
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			inputs[dir+"/"+filepath.Base(f)] = data
		}
	}
	for name, data := range inputs {
		ds, err := cdm.Parser.ParseBytes(data, name)
		if !errors.Is(err, cdm.Parser.ErrUnrecognized) {
			t.Errorf("%s: error %v, want ErrUnrecognized", name, err)
		}
		if ds != nil {
			t.Errorf("%s: a dataset", name)
		}
	}
	// An odd-length UTF-16 file is a broken export, not a foreign one.
	s := mustSample(t, "WD_Blue")
	odd := append(toUTF16(string(s.data), false), 'x')
	var se *syntax.Error
	if _, err := cdm.Parser.ParseBytes(odd, s.path); !errors.As(err, &se) || !errors.Is(err, syntax.ErrOddUTF16) {
		t.Errorf("odd UTF-16: error %v, want a *syntax.Error wrapping syntax.ErrOddUTF16", err)
	}
}

// TestFigureNoDeviceReaches: a row that breaks the results table's
// contract (10 PB/s) refuses the export with an error at its line, wrapping
// the *datasets.FieldError that names the column.
func TestFigureNoDeviceReaches(t *testing.T) {
	s := mustSample(t, "WD_Blue")
	_, err := cdm.Parser.ParseBytes(damage(t, s.data, 9, "531.458", "9999999999.000"), s.path)
	var se *syntax.Error
	var fe *datasets.FieldError
	if !errors.As(err, &se) || se.Line != 9 || !errors.As(err, &fe) || fe.Column != "bw_bytes_per_s" {
		t.Errorf("error %v, want one at line 9 wrapping the *datasets.FieldError of bw_bytes_per_s", err)
	}
}

// TestCommentNamingTheTool: the Comment is the system label whatever its
// words (and, being the label, not a note as well). The WD Blue sample's own Comment line, with the tool's name in it
// (as people write: "CrystalDiskMark on WD Blue 3D 1TB").
func TestCommentNamingTheTool(t *testing.T) {
	s := mustSample(t, "WD_Blue")
	for _, comment := range []string{
		"CrystalDiskMark on WD Blue 3D 1TB",
		"WD Blue 3D 1TB, same as KDiskMark (Linux) run",
	} {
		data := damage(t, s.data, 26, "WD Blue 3D 1TB", comment)
		ds, err := cdm.Parser.ParseBytes(data, s.path)
		if err != nil {
			t.Fatal(err)
		}
		if got := ds.Results[0].System; got != comment {
			t.Errorf("Comment: %s gives system %q, want %q", comment, got, comment)
		}
	}
}

// ---- fuzzing ----

func FuzzParse(f *testing.F) {
	// The real exports seed the fuzzer, and a UTF-16 one made of one.
	data, err := os.ReadFile("testdata/cdm3.0.2-utf16le-bom-crlf.txt")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	for _, s := range readSamples(f) {
		f.Add(s.data)
		f.Add(toUTF16(crlf(s.data), false))
		f.Add(toUTF16(lf(s.data), true))
		f.Add(append([]byte("\xef\xbb\xbf"), s.data...))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ds, err := cdm.Parser.ParseBytes(data, "fuzz/input.txt")
		if err != nil {
			var se *syntax.Error
			if !errors.Is(err, cdm.Parser.ErrUnrecognized) && !errors.As(err, &se) {
				t.Fatalf("error %v (%T) is neither ErrUnrecognized nor a *syntax.Error", err, err)
			}
			if ds != nil {
				t.Fatal("a dataset with an error")
			}
			return
		}
		if len(ds.Results) == 0 {
			t.Fatal("success without rows")
		}
		for i := range ds.Results {
			r := &ds.Results[i]
			if err := r.Validate(); err != nil {
				t.Fatalf("row %d: %v", i, err)
			}
			if r.Tool != datasets.ToolCrystalDiskMark && r.Tool != datasets.ToolKDiskMark {
				t.Fatalf("row %d: tool %q", i, r.Tool)
			}
		}
	})
}

// ---- example ----

// An excerpt of a CrystalDiskMark 8.0.1 export (the WD Blue sample's header,
// two of its test lines and its footer).
func ExampleParser_ParseBytes() {
	export := `------------------------------------------------------------------------------
CrystalDiskMark 8.0.1 x64 (C) 2007-2021 hiyohiyo
                                  Crystal Dew World: https://crystalmark.info/
------------------------------------------------------------------------------
* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]
* KB = 1000 bytes, KiB = 1024 bytes

[Read]
  SEQ    1MiB (Q=  8, T= 1):   531.458 MB/s [    506.8 IOPS] < 15726.77 us>

[Write]
  RND    4KiB (Q=  1, T= 1):    99.900 MB/s [  24389.6 IOPS] <    40.73 us>

Profile: Default
   Test: 1 GiB (x5) [E: 96% (894/932GiB)]
   Mode: [Admin]
   Time: Measure 5 sec / Interval 5 sec 
   Date: 2021/06/22 17:19:21
     OS: Windows 10  [10.0 Build 19042] (x64)
Comment: WD Blue 3D 1TB
`
	ds, err := cdm.Parser.ParseBytes([]byte(export), "CrystalDiskMark_20210622162528.txt")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range ds.Results {
		fmt.Printf("%s %s %s %d B Q%d T%d: %.0f B/s, %.1f IOPS, %.0f ns (%s of %d, %s on %s)\n",
			r.Tool, r.Pattern, r.Direction, r.BlockSizeBytes, r.IODepth, r.NumJobs,
			r.BWBytesPerS, r.IOPS, r.LatMeanNs, r.Aggregation, r.AggregationN, r.System, r.Target)
	}
	// Output:
	// crystaldiskmark sequential read 1048576 B Q8 T1: 531458000 B/s, 506.8 IOPS, 15726770 ns (max of 5, WD Blue 3D 1TB on E:)
	// crystaldiskmark random write 4096 B Q1 T1: 99900000 B/s, 24389.6 IOPS, 40730 ns (max of 5, WD Blue 3D 1TB on E:)
}
