package published_test

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"math"
	"math/big"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest/published"
	"github.com/iopress/iopress/ingest/syntax"
)

const article1 = "../../datasets/reference/article1/published.csv"

// decimalRat builds the exact value of a plain written decimal ("7.655",
// "1,598,959") digit by digit, without big.Rat.SetString, so the expected
// values do not share code with the parser.
func decimalRat(t testing.TB, s string) *big.Rat {
	t.Helper()
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", "")
	whole, frac, _ := strings.Cut(s, ".")
	num, ok := new(big.Int).SetString(whole+frac, 10)
	if !ok {
		t.Fatalf("test bug: %q is not a plain decimal", s)
	}
	den := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(len(frac))), nil)
	return new(big.Rat).SetFrac(num, den)
}

// exact is the float64 nearest to decimal x num/den.
func exact(t testing.TB, decimal string, num, den int64) float64 {
	t.Helper()
	r := new(big.Rat).Mul(decimalRat(t, decimal), big.NewRat(num, den))
	f, _ := r.Float64()
	return f
}

// ratio is the float64 nearest to num/den.
func ratio(num, den int64) float64 {
	f, _ := big.NewRat(num, den).Float64()
	return f
}

func parse(t testing.TB, in string) *datasets.Dataset {
	t.Helper()
	ds, err := published.Parser.Parse(strings.NewReader(in), "test.csv")
	if err != nil {
		t.Fatalf("Parse: %v\ninput:\n%s", err, in)
	}
	return ds
}

// TestArticle1 parses the bundled article-1 table and checks every figure of
// every row against the file's own text, read here with encoding/csv.
func TestArticle1(t *testing.T) {
	data, err := os.ReadFile(article1)
	if err != nil {
		t.Fatal(err)
	}
	ds, err := published.Parser.Parse(bytes.NewReader(data), article1)
	if err != nil {
		t.Fatalf("Parse(%s): %v", article1, err)
	}

	// Read the file independently: comment lines out, the rest as CSV.
	var body []string
	var comments []string
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "#") {
			comments = append(comments, strings.TrimSpace(strings.TrimPrefix(l, "#")))
			continue
		}
		body = append(body, l)
	}
	recs, err := csv.NewReader(strings.NewReader(strings.Join(body, "\n"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	header, cells := recs[0], recs[1:]
	col := map[string]int{}
	for i, h := range header {
		col[h] = i
	}
	for _, name := range []string{"system", "pattern", "direction", "bs", "bw_gib_s", "iops", "lat_avg_ms", "cpu_total_pct"} {
		if _, ok := col[name]; !ok {
			t.Fatalf("test premise: %s has no column %q (header %v)", article1, name, header)
		}
	}
	if len(cells) != 32 {
		t.Fatalf("test premise: %s has %d rows, want 32", article1, len(cells))
	}

	// The systems whose IOPS the file's @resolution directive rounds to 1000.
	var thousands []string
	for _, c := range comments {
		if after, ok := strings.CutPrefix(c, "@resolution iops=1000 where system="); ok {
			for _, m := range regexp.MustCompile(`"([^"]*)"`).FindAllStringSubmatch(after, -1) {
				thousands = append(thousands, m[1])
			}
		}
	}
	if want := []string{"Linux libaio", "Linux io_uring"}; !slices.Equal(thousands, want) {
		t.Fatalf("test premise: @resolution directive names %q, want %q", thousands, want)
	}

	if len(ds.Results) != len(cells) {
		t.Fatalf("Parse gave %d rows, want %d", len(ds.Results), len(cells))
	}
	sizes := map[string]int64{"4K": 4 << 10, "64K": 64 << 10, "128K": 128 << 10}
	for i, c := range cells {
		r := ds.Results[i]
		get := func(name string) string { return c[col[name]] }
		where := fmt.Sprintf("row %d (%s %s %s %s)", i+1, get("system"), get("pattern"), get("direction"), get("bs"))
		if err := r.Validate(); err != nil {
			t.Errorf("%s: Validate: %v", where, err)
		}
		if r.System != get("system") || r.Pattern != get("pattern") || r.Direction != get("direction") {
			t.Errorf("%s: got system %q pattern %q direction %q", where, r.System, r.Pattern, r.Direction)
		}
		if want, ok := sizes[get("bs")]; !ok || r.BlockSizeBytes != want {
			t.Errorf("%s: block size %d, want %d", where, r.BlockSizeBytes, want)
		}
		if r.Tool != datasets.ToolPublished {
			t.Errorf("%s: tool %q, want %q", where, r.Tool, datasets.ToolPublished)
		}
		if want := exact(t, get("bw_gib_s"), 1<<30, 1); r.BWBytesPerS != want {
			t.Errorf("%s: bw_bytes_per_s %v, want %v (= %s GiB/s exactly, rounded once)", where, r.BWBytesPerS, want, get("bw_gib_s"))
		}
		if want, _ := strconv.ParseFloat(get("iops"), 64); r.IOPS != want {
			t.Errorf("%s: iops %v, want %v", where, r.IOPS, want)
		}
		if want := exact(t, get("lat_avg_ms"), 1e6, 1); r.LatMeanNs != want {
			t.Errorf("%s: lat_mean_ns %v, want %v (= %s ms)", where, r.LatMeanNs, want, get("lat_avg_ms"))
		}
		if want, _ := strconv.ParseFloat(get("cpu_total_pct"), 64); r.CPUTotalPct != want {
			t.Errorf("%s: cpu_total_pct %v, want %v", where, r.CPUTotalPct, want)
		}
		wantIOPSRes := 1.0
		if slices.Contains(thousands, r.System) {
			wantIOPSRes = 1000
		}
		if r.IOPSResolution != wantIOPSRes {
			t.Errorf("%s: iops_resolution %v, want %v", where, r.IOPSResolution, wantIOPSRes)
		}
		// Each figure's step is the one it is printed with: 77.7 GiB/s to
		// a tenth, 91.165 to a thousandth; every latency has 3 decimals of
		// ms, every CPU figure 2 of percent.
		cell := get("bw_gib_s")
		decimals := 0
		if _, frac, ok := strings.Cut(cell, "."); ok {
			decimals = len(frac)
		}
		if want := ratio(1<<30, int64(math.Pow10(decimals))); r.BWResolutionBytesPerS != want {
			t.Errorf("%s: bw_resolution_bytes_per_s %v, want %v (%s GiB/s printed with %d decimals)", where, r.BWResolutionBytesPerS, want, cell, decimals)
		}
		if r.CPUResolutionPct != 0.01 {
			t.Errorf("%s: cpu_resolution_pct %v, want 0.01", where, r.CPUResolutionPct)
		}
		if r.LatResolutionNs != 1000 {
			t.Errorf("%s: lat_resolution_ns %v, want 1000", where, r.LatResolutionNs)
		}
		for name, v := range map[string]float64{
			"lat_p50_ns": r.LatP50Ns, "lat_p99_ns": r.LatP99Ns, "lat_p999_ns": r.LatP999Ns,
			"cpu_usr_pct": r.CPUUsrPct, "cpu_sys_pct": r.CPUSysPct, "rwmix_read_pct": r.RWMixReadPct, "runtime_s": r.RuntimeS,
		} {
			if !math.IsNaN(v) {
				t.Errorf("%s: %s = %v, want missing (NaN): the file has no such column", where, name, v)
			}
		}
		if r.IODepth != 0 || r.NumJobs != 0 || r.Repetition != 0 || r.Platform != "" {
			t.Errorf("%s: iodepth %d numjobs %d repetition %d platform %q, want all missing", where, r.IODepth, r.NumJobs, r.Repetition, r.Platform)
		}
	}

	if len(ds.Sources) != 1 {
		t.Fatalf("%d sources, want 1", len(ds.Sources))
	}
	src := ds.Sources[0]
	if src.Path != article1 || src.Tool != datasets.ToolPublished || src.Format != published.Format || src.SizeBytes != int64(len(data)) {
		t.Errorf("source = %+v, want path %q tool %q format %q size %d", src, article1, datasets.ToolPublished, published.Format, len(data))
	}
	if !strings.Contains(src.Notes, "Platform: 2x AMD EPYC 9754") {
		t.Errorf("notes do not keep the platform comment:\n%s", src.Notes)
	}
	notes := strings.Split(src.Notes, "\n")
	for _, c := range comments {
		if strings.HasPrefix(c, "@") {
			if strings.Contains(src.Notes, c) {
				t.Errorf("notes keep the directive %q", c)
			}
			continue
		}
		if !slices.Contains(notes, c) {
			t.Errorf("notes lack the comment line %q", c)
		}
	}
}

func TestErrors(t *testing.T) {
	const head = "system,pattern,direction,bs,bw_gib_s,iops,lat_avg_ms,cpu_total_pct\n"
	const good = "A,random,read,4K,1.5,1000,0.1,50\n"
	tests := []struct {
		name   string
		in     string
		line   int
		column []string // substrings of Error.Column; nil: Column must be empty
		msg    []string // substrings of Error.Msg
	}{
		{
			name:   "unknown column",
			in:     "# a comment\n# another\nsystem,pattern,direction,bs,foo\nA,random,read,4K,1\n",
			line:   3,
			column: []string{"5", `"foo"`},
			msg:    []string{"unknown column", "want", "bw_gib_s"},
		},
		{
			name:   "unknown bandwidth unit",
			in:     "system,pattern,direction,bs,bw_xb_s\nA,random,read,4K,1\n",
			line:   1,
			column: []string{"5", "bw_xb_s"},
			msg:    []string{"unknown bandwidth unit", `"xb_s"`, "want one of", "gib_s", "mb_s"},
		},
		{
			name:   "unknown duration unit",
			in:     "system,pattern,direction,bs,lat_avg_parsecs\nA,random,read,4K,1\n",
			line:   1,
			column: []string{"lat_avg_parsecs"},
			msg:    []string{"unknown duration unit", "ms", "us"},
		},
		{
			name:   "latency without a unit",
			in:     "system,pattern,direction,bs,lat_avg\nA,random,read,4K,1\n",
			line:   1,
			column: []string{"lat_avg"},
			msg:    []string{"no unit in the name", "lat_avg_"},
		},
		{
			name:   "unknown size unit",
			in:     "system,pattern,direction,bs_parsecs,iops\nA,random,read,4,1\n",
			line:   1,
			column: []string{"bs_parsecs"},
			msg:    []string{"unknown size unit"},
		},
		{
			name:   "two columns of one quantity",
			in:     "system,pattern,direction,bs,iops,kiops\nA,random,read,4K,1000,1\n",
			line:   1,
			column: []string{"6", "kiops"},
			msg:    []string{"same quantity", `"iops"`},
		},
		{
			name:   "empty column name",
			in:     "system,pattern,,bs,iops\nA,random,read,4K,1\n",
			line:   1,
			column: []string{"3"},
			msg:    []string{"empty column name"},
		},
		{
			name:   "bad number",
			in:     "# note\n" + head + good + "B,random,read,4K,fast,1000,0.1,50\n",
			line:   4,
			column: []string{"5", "bw_gib_s"},
			msg:    []string{`"fast"`, "not a decimal number"},
		},
		{
			name:   "bad pattern",
			in:     head + "A,diagonal,read,4K,1.5,1000,0.1,50\n",
			line:   2,
			column: []string{"2", "pattern"},
			msg:    []string{`"diagonal"`, "want random or sequential"},
		},
		{
			name:   "bad direction",
			in:     head + "A,random,sideways,4K,1.5,1000,0.1,50\n",
			line:   2,
			column: []string{"3", "direction"},
			msg:    []string{`"sideways"`, "want read, write, trim or mixed"},
		},
		{
			name:   "bad rw",
			in:     "system,rw,bs,iops\nA,randsideways,4K,1\n",
			line:   2,
			column: []string{"rw"},
			msg:    []string{`"randsideways"`, "fio rw value"},
		},
		{
			name:   "bad block size",
			in:     head + "A,random,read,4X,1.5,1000,0.1,50\n",
			line:   2,
			column: []string{"4", "bs"},
			msg:    []string{`"4X"`, "unknown unit"},
		},
		{
			name:   "fractional bytes in a sized block column",
			in:     "system,pattern,direction,bs_kb,iops\nA,random,read,0.0001,1\n",
			line:   2,
			column: []string{"bs_kb"},
			msg:    []string{"whole positive number of bytes"},
		},
		{
			name:   "zero iodepth",
			in:     "system,pattern,direction,bs,qd,iops\nA,random,read,4K,0,1\n",
			line:   2,
			column: []string{"5", "qd"},
			msg:    []string{"positive whole number"},
		},
		{
			name: "too few fields",
			in:   "# c\n\n" + head + good + "B,random,read,4K,1.5\n",
			line: 5,
			msg:  []string{"5 fields", "want 8"},
		},
		{
			name: "too many fields",
			in:   head + "A,random,read,4K,1.5,1000,0.1,50,extra\n",
			line: 2,
			msg:  []string{"9 fields", "want 8"},
		},
		{
			name: "duplicate row",
			in:   "# c\n" + head + good + "B,random,read,4K,1.5,1000,0.1,50\n" + "A,random,read,4K,2.5,2000,0.2,60\n",
			line: 5,
			msg:  []string{"same system and cell", "line 3", "repetition"},
		},
		{
			name: "duplicate row spelled differently",
			in:   "system,pattern,direction,bs,iops\nA,rand,r,4K,1\nA,random,read,4096,2\n",
			line: 3,
			msg:  []string{"same system and cell", "line 2"},
		},
		{
			name:   "cpu over 100",
			in:     "# c\n" + head + good + "B,random,read,4K,1.5,1000,0.1,100.01\n",
			line:   4,
			column: []string{"8", "cpu_total_pct"},
			msg:    []string{"cpu_total_pct", "100.01", "[0, 100]"},
		},
		{
			name:   "negative bandwidth",
			in:     head + "A,random,read,4K,-1.5,1000,0.1,50\n",
			line:   2,
			column: []string{"5", "bw_gib_s"},
			msg:    []string{"bw_bytes_per_s", "[0, 1e+15]"},
		},
		{
			name:   "iops no device reaches",
			in:     head + "A,random,read,4K,1.5,1e18,0.1,50\n",
			line:   2,
			column: []string{"6", "iops"},
			msg:    []string{"iops = 1e+18", "more than any device reaches"},
		},
		{
			name:   "bandwidth no device reaches",
			in:     head + "A,random,read,4K,1e6,1000,0.1,50\n", // 1e6 GiB/s, 1.07e15 B/s
			line:   2,
			column: []string{"5", "bw_gib_s"},
			msg:    []string{"bw_bytes_per_s = 1.073741824e+15", "more than any device reaches"},
		},
		{
			name: "no measured figure",
			in:   head + "A,random,read,4K,,,,\n",
			line: 2,
			msg:  []string{"no measured figure"},
		},
		{
			name:   "no system",
			in:     head + ",random,read,4K,1.5,1000,0.1,50\n",
			line:   2,
			column: []string{"1", "system"},
			msg:    []string{"no system label"},
		},
		{
			name: "no pattern",
			in:   "system,direction,bs,iops\nA,read,4K,1\n",
			line: 2,
			msg:  []string{"no pattern", "pattern or rw column"},
		},
		{
			name: "no block size",
			in:   "system,pattern,direction,iops\nA,random,read,1\n",
			line: 2,
			msg:  []string{"no block size", "bs column"},
		},
		{
			name: "header but no rows",
			in:   "# c\n" + head,
			line: 2,
			msg:  []string{"no rows"},
		},
		{
			name: "malformed CSV",
			in:   head + good + `B,random,read,4K,1.5,1000,0.1,5"0` + "\n",
			line: 3,
			msg:  []string{"malformed CSV"},
		},
		{
			name: "@resolution of an unknown column",
			in:   "# c\n# @resolution foo=1\n" + head + good,
			line: 2,
			msg:  []string{"@resolution foo", "no such column", "bw_gib_s"},
		},
		{
			name: "@resolution where an unknown column",
			in:   head + good + "# @resolution iops=1000 where sys=A\n",
			line: 3,
			msg:  []string{"where sys", "no such column"},
		},
		{
			name: "directive matching no row",
			in:   "# @resolution iops=1000 where system=\"Linux libaio\",\"Nope\"\n" + head + good,
			line: 1,
			msg:  []string{"matches no row", "Linux libaio", "Nope"},
		},
		{
			name: "@resolution of a label column",
			in:   "# @resolution system=1\n" + head + good,
			line: 1,
			msg:  []string{"not a measured figure"},
		},
		{
			name: "@resolution with a zero step",
			in:   "# @resolution iops=0\n" + head + good,
			line: 1,
			msg:  []string{"positive step"},
		},
		{
			name: "@set of a non-label column",
			in:   "# @set iops=3\n" + head + good,
			line: 1,
			msg:  []string{"@set iops", "label columns", "platform"},
		},
		{
			name: "unknown directive",
			in:   "# @frobnicate iops=3\n" + head + good,
			line: 1,
			msg:  []string{"unknown directive", "@resolution or @set"},
		},
		{
			name: "directive without arguments",
			in:   "# @resolution\n" + head + good,
			line: 1,
			msg:  []string{"want @verb COLUMN=VALUE"},
		},
		{
			name: "directive argument without =",
			in:   "# @set platform\n" + head + good,
			line: 1,
			msg:  []string{`"platform"`, "want COLUMN=VALUE"},
		},
		{
			name: "where without a value",
			in:   "# @set platform=L where system\n" + head + good,
			line: 1,
			msg:  []string{"want COLUMN=VALUE"},
		},
		{
			name: "where not last",
			in:   "# @set platform=L where system=A host=h\n" + head + good,
			line: 1,
			msg:  []string{"after where"},
		},
		{
			name: "unterminated quote in a directive",
			in:   "# @set platform=\"Linux\n" + head + good,
			line: 1,
			msg:  []string{"unterminated quote"},
		},
		{
			name:   "CRLF line numbers",
			in:     strings.ReplaceAll("# c\r\n"+head+good+"B,random,read,4K,x,1,1,1\n", "\n", "\r\n"),
			line:   4,
			column: []string{"bw_gib_s"},
			msg:    []string{"not a decimal number"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ds, err := published.Parser.Parse(strings.NewReader(tt.in), "bad.csv")
			if err == nil {
				t.Fatalf("Parse succeeded with %d rows, want an error\ninput:\n%s", len(ds.Results), tt.in)
			}
			var se *syntax.Error
			if !errors.As(err, &se) {
				t.Fatalf("error %q (%T) is not a *syntax.Error", err, err)
			}
			if errors.Is(err, published.Parser.ErrUnrecognized) {
				t.Errorf("error %q is ErrUnrecognized; the input is a published table with a mistake", err)
			}
			if se.File != "bad.csv" {
				t.Errorf("File = %q, want bad.csv", se.File)
			}
			if se.Line != tt.line {
				t.Errorf("Line = %d, want %d (error %q)", se.Line, tt.line, err)
			}
			if tt.column == nil && se.Column != "" {
				t.Errorf("Column = %q, want none (error %q)", se.Column, err)
			}
			for _, s := range tt.column {
				if !strings.Contains(se.Column, s) {
					t.Errorf("Column = %q, want it to mention %q", se.Column, s)
				}
			}
			// What was wrong: the message, and the error it wraps.
			what := strings.TrimPrefix(err.Error(), fmt.Sprintf("%s:%d: ", se.File, se.Line))
			for _, s := range tt.msg {
				if !strings.Contains(what, s) {
					t.Errorf("error %q, want it to mention %q", err, s)
				}
			}
			if want := fmt.Sprintf("bad.csv:%d: ", tt.line); !strings.HasPrefix(err.Error(), want) {
				t.Errorf("Error() = %q, want it to start with %q", err, want)
			}
		})
	}
}

func TestUnrecognized(t *testing.T) {
	for name, in := range map[string]string{
		"empty":                    "",
		"blank lines":              "\n  \n\n",
		"only comments":            "# a note\n# @resolution iops=1\n",
		"BOM only":                 "\xef\xbb\xbf",
		"JSON object":              `{"jobs": [{"jobname": "randread", "read": {"iops": 1000}}]}`,
		"JSON object on lines":     "{\n  \"system\": \"A\",\n  \"iops\": 1\n}\n",
		"JSON array":               `[{"system": "A", "iops": 1}]`,
		"CSV without system":       "pattern,direction,bs,iops\nrandom,read,4K,1\n",
		"CSV with only system":     "system\nA\n",
		"plain text":               "fio-3.36\nStarting 1 process\n",
		"binary":                   "\x00\x01\x02\xff\xfe",
		"XML":                      "<?xml version=\"1.0\"?>\n<Results><System>A</System></Results>\n",
		"system in a later line":   "name,value\nsystem,A\n",
		"semicolons, no system":    "pattern;direction\nrandom;read\n",
		"quoted header bare quote": "sys\"tem,iops\nA,1\n",
	} {
		t.Run(name, func(t *testing.T) {
			ds, err := published.Parser.Parse(strings.NewReader(in), "other.txt")
			if err == nil {
				t.Fatalf("Parse succeeded with %d rows, want ErrUnrecognized", len(ds.Results))
			}
			if !errors.Is(err, published.Parser.ErrUnrecognized) {
				t.Errorf("error %q is not ErrUnrecognized", err)
			}
			if !strings.Contains(err.Error(), "other.txt") {
				t.Errorf("error %q does not name the file", err)
			}
		})
	}
}

// TestSpellings covers the other accepted ways to write a table.
func TestSpellings(t *testing.T) {
	nan := math.NaN()
	same := func(a, b float64) bool { return a == b || math.IsNaN(a) && math.IsNaN(b) }
	type want struct {
		system, platform, pattern, direction                                  string
		bs, qd, jobs, rep                                                     int64
		bw, bwRes, iops, iopsRes, lat, latRes, p99, cpu, cpuRes, mix, runtime float64
	}
	// Unset figures are NaN; the integer columns 0; strings "".
	w := func(f func(*want)) want {
		x := want{bw: nan, bwRes: nan, iops: nan, iopsRes: nan, lat: nan, latRes: nan, p99: nan, cpu: nan, cpuRes: nan, mix: nan, runtime: nan}
		f(&x)
		return x
	}
	tests := []struct {
		name string
		in   string
		want []want
	}{
		{
			name: "bw_mb_s is decimal",
			in:   "system,pattern,direction,bs,bw_mb_s\nA,sequential,write,1M,545.067\nB,sequential,write,1M,545.1\n",
			want: []want{
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs = "A", "sequential", "write", 1<<20
					x.bw, x.bwRes = 545067000, 1000
				}),
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs = "B", "sequential", "write", 1<<20
					x.bw, x.bwRes = 545100000, 100000 // printed to a tenth of a MB/s
				}),
			},
		},
		{
			name: "bw_kib_s",
			in:   "system,pattern,direction,bs,bw_kib_s\nA,random,read,4K,1234.5\n",
			want: []want{w(func(x *want) {
				x.system, x.pattern, x.direction, x.bs = "A", "random", "read", 4096
				x.bw, x.bwRes = exact(t, "1234.5", 1024, 1), ratio(1024, 10)
			})},
		},
		{
			name: "Bandwidth MiB/s header",
			in:   "system,pattern,direction,bs,Bandwidth MiB/s\nA,random,read,4K,100.25\n",
			want: []want{w(func(x *want) {
				x.system, x.pattern, x.direction, x.bs = "A", "random", "read", 4096
				x.bw, x.bwRes = exact(t, "100.25", 1<<20, 1), ratio(1<<20, 100)
			})},
		},
		{
			name: "lat_avg_us and lat_p99_ms",
			in:   "system,pattern,direction,bs,lat_avg_us,lat_p99_ms\nA,random,read,4K,169.5,1.25\n",
			want: []want{w(func(x *want) {
				x.system, x.pattern, x.direction, x.bs = "A", "random", "read", 4096
				x.lat, x.latRes = exact(t, "169.5", 1000, 1), 100
				x.p99 = exact(t, "1.25", 1e6, 1)
			})},
		},
		{
			name: "lat_p99 alone has no resolution",
			in:   "system,pattern,direction,bs,lat_p99_usec\nA,random,read,4K,80.3\n",
			want: []want{w(func(x *want) {
				x.system, x.pattern, x.direction, x.bs = "A", "random", "read", 4096
				x.p99 = exact(t, "80.3", 1000, 1)
			})},
		},
		{
			name: "iops_k",
			in:   "system,pattern,direction,bs,iops_k\nA,random,read,4K,2411\nB,random,read,4K,2.5\n",
			want: []want{
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs = "A", "random", "read", 4096
					x.iops, x.iopsRes = 2411000, 1000 // printed in whole thousands
				}),
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs = "B", "random", "read", 4096
					x.iops, x.iopsRes = 2500, 100
				}),
			},
		},
		{
			name: "kiops",
			in:   "system,pattern,direction,bs,kiops\nA,random,read,4K,2491\n",
			want: []want{w(func(x *want) {
				x.system, x.pattern, x.direction, x.bs = "A", "random", "read", 4096
				x.iops, x.iopsRes = 2491000, 1000
			})},
		},
		{
			name: "cpu_total without a unit, iops with thousands separators",
			in:   "system,pattern,direction,bs,iops,cpu_total\nA,random,read,4K,\"1,598,959\",55.5\n",
			want: []want{w(func(x *want) {
				x.system, x.pattern, x.direction, x.bs = "A", "random", "read", 4096
				x.iops, x.iopsRes = 1598959, 1
				x.cpu, x.cpuRes = 55.5, ratio(1, 10)
			})},
		},
		{
			name: "rw column with fio values, qd, numjobs, rwmix",
			in: "system,rw,bs,qd,numjobs,rwmixread,iops\n" +
				"A,randread,4K,32,4,,100\n" +
				"A,rw,64K,1,1,70,200\n" +
				"A,randwrite,4K,32,4,,300\n" +
				"A,write,128K,8,1,,400\n" +
				"A,randrw,4K,16,2,50,500\n" +
				"A,read,1M,2,1,,600\n" +
				"A,randtrim,4K,1,1,,700\n",
			want: []want{
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs, x.qd, x.jobs = "A", "random", "read", 4096, 32, 4
					x.iops, x.iopsRes = 100, 1
				}),
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs, x.qd, x.jobs = "A", "sequential", "mixed", 64<<10, 1, 1
					x.iops, x.iopsRes, x.mix = 200, 1, 70
				}),
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs, x.qd, x.jobs = "A", "random", "write", 4096, 32, 4
					x.iops, x.iopsRes = 300, 1
				}),
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs, x.qd, x.jobs = "A", "sequential", "write", 128<<10, 8, 1
					x.iops, x.iopsRes = 400, 1
				}),
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs, x.qd, x.jobs = "A", "random", "mixed", 4096, 16, 2
					x.iops, x.iopsRes, x.mix = 500, 1, 50
				}),
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs, x.qd, x.jobs = "A", "sequential", "read", 1<<20, 2, 1
					x.iops, x.iopsRes = 600, 1
				}),
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs, x.qd, x.jobs = "A", "random", "trim", 4096, 1, 1
					x.iops, x.iopsRes = 700, 1
				}),
			},
		},
		{
			name: "iodepth, repetition, runtime, short pattern and direction spellings",
			in: "system,pattern,direction,block_size,iodepth,repetition,runtime_s,iops\n" +
				"A,rand,r,4096,64,1,60,10\n" +
				"A,seq,w,4096,64,2,30.5,20\n",
			want: []want{
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs, x.qd, x.rep = "A", "random", "read", 4096, 64, 1
					x.iops, x.iopsRes, x.runtime = 10, 1, 60
				}),
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs, x.qd, x.rep = "A", "sequential", "write", 4096, 64, 2
					x.iops, x.iopsRes, x.runtime = 20, 1, 30.5
				}),
			},
		},
		{
			name: "bs_kib column",
			in:   "system,pattern,direction,bs_kib,iops\nA,random,read,64,1\n",
			want: []want{w(func(x *want) {
				x.system, x.pattern, x.direction, x.bs = "A", "random", "read", 64<<10
				x.iops, x.iopsRes = 1, 1
			})},
		},
		{
			name: "semicolon delimited",
			in:   "# from a spreadsheet\nsystem;pattern;direction;bs;bw_gib_s;lat_avg_ms\nLinux io_uring;random;read;4K;9.504;0.192\n",
			want: []want{w(func(x *want) {
				x.system, x.pattern, x.direction, x.bs = "Linux io_uring", "random", "read", 4096
				x.bw, x.bwRes = exact(t, "9.504", 1<<30, 1), ratio(1<<30, 1000)
				x.lat, x.latRes = exact(t, "0.192", 1e6, 1), 1000
			})},
		},
		{
			name: "tab delimited",
			in:   "system\tpattern\tdirection\tbs\tiops\nA B\trandom\tread\t4K\t7\n",
			want: []want{w(func(x *want) {
				x.system, x.pattern, x.direction, x.bs = "A B", "random", "read", 4096
				x.iops, x.iopsRes = 7, 1
			})},
		},
		{
			name: "UTF-8 BOM and spaces after commas",
			in:   "\xef\xbb\xbfSystem, Pattern, Direction, BS, IOPS\nA, Random, READ, 4k, 12\n",
			want: []want{w(func(x *want) {
				x.system, x.pattern, x.direction, x.bs = "A", "random", "read", 4096
				x.iops, x.iopsRes = 12, 1
			})},
		},
		{
			name: "CRLF line endings",
			in:   "# note\r\n# @resolution iops=10\r\nsystem,pattern,direction,bs,iops\r\nA,random,read,4K,120\r\nB,random,read,4K,130\r\n",
			want: []want{
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs = "A", "random", "read", 4096
					x.iops, x.iopsRes = 120, 10
				}),
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs = "B", "random", "read", 4096
					x.iops, x.iopsRes = 130, 10
				}),
			},
		},
		{
			name: "@set platform where system",
			in: "# @set platform=Linux where system=\"Linux libaio\",\"Linux io_uring\"\n" +
				"# @set platform=Windows where system=\"Windows Native\"\n" +
				"system,pattern,direction,bs,iops\n" +
				"Linux libaio,random,read,4K,1\n" +
				"Linux io_uring,random,read,4K,2\n" +
				"Windows Native,random,read,4K,3\n" +
				"Other,random,read,4K,4\n",
			want: []want{
				w(func(x *want) {
					x.system, x.platform, x.pattern, x.direction, x.bs = "Linux libaio", "Linux", "random", "read", 4096
					x.iops, x.iopsRes = 1, 1
				}),
				w(func(x *want) {
					x.system, x.platform, x.pattern, x.direction, x.bs = "Linux io_uring", "Linux", "random", "read", 4096
					x.iops, x.iopsRes = 2, 1
				}),
				w(func(x *want) {
					x.system, x.platform, x.pattern, x.direction, x.bs = "Windows Native", "Windows", "random", "read", 4096
					x.iops, x.iopsRes = 3, 1
				}),
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs = "Other", "random", "read", 4096
					x.iops, x.iopsRes = 4, 1
				}),
			},
		},
		{
			name: "@set system for every row, @resolution on a unit column",
			in: "system,pattern,direction,bs,bw_gib_s\n" +
				"# @set system=\"My box\"\n" +
				"# @resolution bw_gib_s=0.5 where bs=4K\n" +
				",random,read,4K,3.5\n" +
				",random,read,8K,3.25\n",
			want: []want{
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs = "My box", "random", "read", 4096
					x.bw, x.bwRes = exact(t, "3.5", 1<<30, 1), exact(t, "0.5", 1<<30, 1)
				}),
				w(func(x *want) {
					x.system, x.pattern, x.direction, x.bs = "My box", "random", "read", 8192
					x.bw, x.bwRes = exact(t, "3.25", 1<<30, 1), ratio(1<<30, 100)
				}),
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ds := parse(t, tt.in)
			if len(ds.Results) != len(tt.want) {
				t.Fatalf("%d rows, want %d", len(ds.Results), len(tt.want))
			}
			for i, x := range tt.want {
				r := ds.Results[i]
				if err := r.Validate(); err != nil {
					t.Errorf("row %d: Validate: %v", i+1, err)
				}
				got := want{
					system: r.System, platform: r.Platform, pattern: r.Pattern, direction: r.Direction,
					bs: r.BlockSizeBytes, qd: r.IODepth, jobs: r.NumJobs, rep: r.Repetition,
					bw: r.BWBytesPerS, bwRes: r.BWResolutionBytesPerS, iops: r.IOPS, iopsRes: r.IOPSResolution,
					lat: r.LatMeanNs, latRes: r.LatResolutionNs, p99: r.LatP99Ns,
					cpu: r.CPUTotalPct, cpuRes: r.CPUResolutionPct, mix: r.RWMixReadPct, runtime: r.RuntimeS,
				}
				if got.system != x.system || got.platform != x.platform || got.pattern != x.pattern || got.direction != x.direction ||
					got.bs != x.bs || got.qd != x.qd || got.jobs != x.jobs || got.rep != x.rep {
					t.Errorf("row %d labels:\n got %+v\nwant %+v", i+1, got, x)
				}
				for _, f := range []struct {
					name      string
					got, want float64
				}{
					{"bw_bytes_per_s", got.bw, x.bw}, {"bw_resolution", got.bwRes, x.bwRes},
					{"iops", got.iops, x.iops}, {"iops_resolution", got.iopsRes, x.iopsRes},
					{"lat_mean_ns", got.lat, x.lat}, {"lat_resolution", got.latRes, x.latRes},
					{"lat_p99_ns", got.p99, x.p99},
					{"cpu_total_pct", got.cpu, x.cpu}, {"cpu_resolution", got.cpuRes, x.cpuRes},
					{"rwmix_read_pct", got.mix, x.mix}, {"runtime_s", got.runtime, x.runtime},
				} {
					if !same(f.got, f.want) {
						t.Errorf("row %d: %s = %v, want %v", i+1, f.name, f.got, f.want)
					}
				}
			}
		})
	}
}

// Comment lines anywhere keep the file's line numbers.
func TestCommentsKeepLineNumbers(t *testing.T) {
	in := "# 1\n# 2\nsystem,pattern,direction,bs,iops\n# 4\n\nA,random,read,4K,1\n# 7\nB,random,read,4K,x\n"
	_, err := published.Parser.Parse(strings.NewReader(in), "lines.csv")
	var se *syntax.Error
	if !errors.As(err, &se) || se.Line != 8 {
		t.Fatalf("error %v, want a *syntax.Error at line 8", err)
	}
}

func TestNotes(t *testing.T) {
	in := "# First note.\n#\n#   Second note, indented.  \n## Third\n# @set platform=P\nsystem,pattern,direction,bs,iops\nA,random,read,4K,1\n"
	ds := parse(t, in)
	if got, want := ds.Sources[0].Notes, "First note.\nSecond note, indented.\nThird"; got != want {
		t.Errorf("notes = %q, want %q", got, want)
	}
	if ds.Results[0].Platform != "P" {
		t.Errorf("platform = %q, want P", ds.Results[0].Platform)
	}
}

func TestSemicolonFileDecimalComma(t *testing.T) {
	ds := parse(t, "system;pattern;direction;bs;bw_gib_s\nA;random;read;4K;6,1\n")
	if got, want := ds.Results[0].BWBytesPerS, 6.1*(1<<30); got != want {
		t.Errorf("6,1 GiB/s in a semicolon file = %v bytes/s, want %v", got, want)
	}
	if _, err := published.Parser.Parse(strings.NewReader("system,pattern,direction,bs,bw_gib_s\nA,random,read,4K,\"6,1\"\n"), "x.csv"); err == nil {
		t.Error("a decimal comma in a comma-separated file was accepted")
	}
}

// Bugs found in review, fixed; these keep them fixed.
func TestFixedBugsStayFixed(t *testing.T) {
	t.Run("percent sign counted as a decimal", func(t *testing.T) {
		// readTable takes a column's decimals from the raw cell, "72.67%",
		// which units.Decimals counts as 3 digits after the point, though
		// the figure has 2.
		ds := parse(t, "system,pattern,direction,bs,cpu_total_pct\nA,random,read,4K,72.67%\n")
		r := ds.Results[0]
		if r.CPUTotalPct != 72.67 {
			t.Errorf("cpu_total_pct = %v, want 72.67", r.CPUTotalPct)
		}
		if r.CPUResolutionPct != 0.01 {
			t.Errorf("cpu_resolution_pct of \"72.67%%\" = %v, want 0.01", r.CPUResolutionPct)
		}
	})
	t.Run("bs_kb decimal but bs 4KB binary", func(t *testing.T) {
		// units.ParseSize reads "4KB" as 4096 (block sizes are binary), but a
		// bs_kb column goes through units.Lookup(Size, "kb") = 1000 bytes.
		ds := parse(t, "system,pattern,direction,bs_kb,iops\nA,random,read,4,1\nB,random,read,4,1\n")
		ds2 := parse(t, "system,pattern,direction,bs,iops\nA,random,read,4KB,1\n")
		if a, b := ds.Results[0].BlockSizeBytes, ds2.Results[0].BlockSizeBytes; a != b {
			t.Errorf("bs_kb=4 gives %d bytes, bs=4KB gives %d", a, b)
		}
	})
	t.Run("any @ comment is a directive", func(t *testing.T) {
		// The package doc names two directives, but every comment whose text
		// starts with '@' is parsed as one, so a provenance note such as
		// "# @author: J. Doe" makes the whole file fail.
		_, err := published.Parser.Parse(strings.NewReader("# @author: J. Doe\nsystem,pattern,direction,bs,iops\nA,random,read,4K,1\n"), "x.csv")
		if err != nil {
			t.Errorf("%v", err)
		}
	})
}

// FuzzParse checks that Parse never panics, that every row it returns keeps
// the data contract, and that every error is either ErrUnrecognized or a
// *syntax.Error.
func FuzzParse(f *testing.F) {
	if data, err := os.ReadFile(article1); err == nil {
		f.Add(data)
	} else {
		f.Fatal(err)
	}
	for _, s := range []string{
		"",
		"system,pattern,direction,bs,bw_gib_s\nA,random,read,4K,1.5\n",
		"system,pattern,direction,bs,foo\nA,random,read,4K,1\n",
		"system,pattern,direction,bs,bw_xb_s\nA,random,read,4K,1\n",
		"system,pattern,direction,bs,iops\nA,random,read,4K,1\nA,random,read,4K,2\n",
		"# @resolution iops=1000 where system=\"A\",\"B\"\nsystem,pattern,direction,bs,iops\nA,random,read,4K,1000\n",
		"# @set platform=L where system=A\nsystem;rw;bs;qd;iops_k;lat_p99_us;cpu_total\nA;randrw;64K;8;1,5;100;50\n",
		"\xef\xbb\xbfsystem,rw,bs_kib,iops\r\nA,randread,4,\"1,000\"\r\n",
		"system,pattern,direction,bs,cpu_total_pct\nA,random,read,4K,100.5\n",
		"{\"system\": 1}",
		"system,pattern,direction,bs,iops\nA,random,read,4K,1e-5\n",
		"system,pattern,direction,bs,runtime_s,rwmix_read\nA,random,mixed,1.5M,1e3,101\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ds, err := published.Parser.Parse(bytes.NewReader(data), "fuzz.csv")
		if err != nil {
			var se *syntax.Error
			if !errors.Is(err, published.Parser.ErrUnrecognized) && !errors.As(err, &se) {
				t.Fatalf("error %q (%T) is neither ErrUnrecognized nor a *syntax.Error", err, err)
			}
			if ds != nil {
				t.Fatalf("Parse returned a dataset and the error %v", err)
			}
			return
		}
		if len(ds.Results) == 0 {
			t.Fatal("Parse succeeded with no rows")
		}
		if len(ds.Sources) != 1 {
			t.Fatalf("%d sources, want 1", len(ds.Sources))
		}
		for i := range ds.Results {
			if err := ds.Results[i].Validate(); err != nil {
				t.Fatalf("row %d: %v", i+1, err)
			}
		}
	})
}

func ExampleParser_Parse() {
	const table = `# Source: example article, table 2.
# @resolution iops=1000 where system="Linux io_uring"
system,pattern,direction,bs,bw_gib_s,iops,lat_avg_ms
Linux io_uring,random,read,4K,9.504,2491000,0.192
Windows Native,random,read,4K,10.058,2636516,0.104
`
	ds, err := published.Parser.Parse(strings.NewReader(table), "example.csv")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range ds.Results {
		fmt.Printf("%s: %s %s %d B, %.0f B/s, %.0f IOPS (step %.0f), %.0f ns\n",
			r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.BWBytesPerS, r.IOPS, r.IOPSResolution, r.LatMeanNs)
	}
	fmt.Println(ds.Sources[0].Notes)
	// Output:
	// Linux io_uring: random read 4096 B, 10204842295 B/s, 2491000 IOPS (step 1000), 192000 ns
	// Windows Native: random read 4096 B, 10799695266 B/s, 2636516 IOPS (step 1), 104000 ns
	// Source: example article, table 2.
}

// TestLongLine: a line longer than any table's (a megabyte) is an error at
// its line, naming the limit, before it is split into cells.
func TestLongLine(t *testing.T) {
	in := "system,pattern,direction,bs,iops\n" + strings.Repeat("a", 2<<20) + "\n"
	_, err := published.Parser.ParseBytes([]byte(in), "long.csv")
	var se *syntax.Error
	if !errors.As(err, &se) || se.File != "long.csv" || se.Line != 2 || !strings.Contains(se.Msg, "1048576") {
		t.Errorf("%v, want an error at long.csv:2 naming the limit", err)
	}
}
