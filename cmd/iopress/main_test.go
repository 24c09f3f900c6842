package main

import (
	"bytes"
	"context"
	stdhtml "html"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/iopress/iopress/article"
	"github.com/iopress/iopress/render/words"
	bench "github.com/iopress/iopress/run"
)

func TestReportFromBundledDataset(t *testing.T) {
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"report", "--out", dir}, &stdout, &stderr); err != nil {
		t.Fatalf("report: %v\n%s", err, stderr.String())
	}
	for _, name := range []string{"article.pdf", "table-1-random-read.png", "chart-1-random-read.png"} {
		if st, err := os.Stat(filepath.Join(dir, name)); err != nil || st.Size() == 0 {
			t.Errorf("%s not written: %v", name, err)
		}
	}
}

// TestReportInEachLanguage: report --lang writes the whole article in the
// language: the page says its language, and its headings are the
// catalog's in it. (English is TestReportFromBundledDataset's.)
func TestReportInEachLanguage(t *testing.T) {
	langs := words.Langs[1:]
	if testing.Short() {
		// One language shows the race detector the report's writers;
		// make test runs every language without -short.
		langs = langs[:1]
	}
	for _, l := range langs {
		dir := t.TempDir()
		var stdout, stderr bytes.Buffer
		if err := run(context.Background(), []string{"report", "--lang", l.String(), "--out", dir}, &stdout, &stderr); err != nil {
			t.Fatalf("report --lang %s: %v\n%s", l, err, stderr.String())
		}
		html, err := os.ReadFile(filepath.Join(dir, "article.html"))
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{`<html lang="` + l.String() + `">`, "<h2>" + l.Say("Key findings") + "</h2>", "<h2>" + l.Say("Verdict") + "</h2>"} {
			if !strings.Contains(string(html), want) {
				t.Errorf("report --lang %s: the article has no %s", l, want)
			}
		}
		for _, name := range []string{"article.pdf", "table-1-random-read.png", "chart-1-random-read.png"} {
			if st, err := os.Stat(filepath.Join(dir, name)); err != nil || st.Size() == 0 {
				t.Errorf("report --lang %s: %s not written: %v", l, name, err)
			}
		}
	}
}

func TestReportSkipsBadInputButKeepsGood(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.csv")
	os.WriteFile(bad, []byte("system,pattern,direction,bs,bw_gib_s\nA,random,read,4K,abc\n"), 0o644)
	var stdout, stderr bytes.Buffer
	err := run(context.Background(), []string{"report", "--out", filepath.Join(dir, "out"), bad, "../../datasets/reference/article1/published.csv"}, &stdout, &stderr)
	if err != nil {
		t.Fatalf("report with one bad input failed: %v", err)
	}
	if !strings.Contains(stderr.String(), "bad.csv:2: column 5 \"bw_gib_s\"") {
		t.Errorf("stderr does not name the bad file, line and column:\n%s", stderr.String())
	}
	err = run(context.Background(), []string{"report", "--out", filepath.Join(dir, "out2"), bad}, &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "bad.csv:2") {
		t.Errorf("report of only a bad input: err = %v, want one naming bad.csv:2", err)
	}
}

func TestIngestThenReport(t *testing.T) {
	dir := t.TempDir()
	ds := filepath.Join(dir, "ds")
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"ingest", "--out", ds, "--parquet", "../../datasets/reference/article1/published.csv"}, &stdout, &stderr); err != nil {
		t.Fatalf("ingest: %v\n%s", err, stderr.String())
	}
	for _, f := range []string{"results.arrow", "sources.arrow", "results.parquet"} {
		if _, err := os.Stat(filepath.Join(ds, f)); err != nil {
			t.Error(err)
		}
	}
	if err := run(context.Background(), []string{"report", "--out", filepath.Join(dir, "out"), "--baseline", "Linux io_uring", ds}, &stdout, &stderr); err != nil {
		t.Fatalf("report from dataset: %v", err)
	}
}

func TestUnknownCommand(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"frobnicate"}, &stdout, &stderr); err == nil {
		t.Error("unknown command accepted")
	}
	if err := run(context.Background(), []string{"report", "--baseline", "nobody", "--out", t.TempDir()}, &stdout, &stderr); err == nil || !strings.Contains(err.Error(), "nobody") {
		t.Errorf("unknown baseline: err = %v", err)
	}
}

// TestReportOnCrystalDiskMarkFolder: a folder of exports, one drive per
// file, gives an article comparing them.
func TestReportOnCrystalDiskMarkFolder(t *testing.T) {
	const samples = "../../ingest/cdm/testdata/samples/crystaldiskmark"
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"report", "--out", dir, samples}, &stdout, &stderr); err != nil {
		t.Fatalf("report: %v\n%s", err, stderr.String())
	}
	if st, err := os.Stat(filepath.Join(dir, "article.pdf")); err != nil || st.Size() == 0 {
		t.Fatalf("no article: %v", err)
	}
	if stderr.Len() != 0 {
		t.Errorf("problems reading the samples:\n%s", stderr.String())
	}
}

// lockedBuffer is a bytes.Buffer safe for the progress goroutine.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestRunProgress: while a matrix runs, the progress line on a terminal
// names the cell and its live I/O rate over a bar of the run's time with
// the time left; no line is wider than the terminal, and when the run ends
// the bar is cleared, so what is printed next starts on an empty line.
func TestRunProgress(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "t")
	if err := bench.Prepare(target, 1<<20); err != nil {
		t.Fatal(err)
	}
	m, err := bench.SingleCell("randread", "4k", 1, 1, 50)
	if err != nil {
		t.Fatal(err)
	}
	plan := bench.Plan{Matrix: m, Engine: "null", Repeat: 2, Out: filepath.Join(dir, "out"),
		Config: bench.Config{Target: target, Runtime: 1200 * time.Millisecond, Span: 1 << 20}}
	var w lockedBuffer
	const width = 100
	fakeTerminal(t, &w, width)
	show := showRun(&plan, &w)
	if _, err := bench.Execute(context.Background(), plan); err != nil {
		t.Fatal(err)
	}
	show.stop()
	out := w.String()
	var seen []string
	for _, l := range strings.Split(out, "\r") {
		if utf8.RuneCountInString(strings.TrimRight(l, " ")) > width {
			t.Errorf("line of %d columns on a terminal of %d: %q", utf8.RuneCountInString(l), width, l)
		}
		if strings.Contains(l, "IOPS") {
			seen = append(seen, strings.TrimSpace(l))
		}
	}
	if len(seen) < 2 || !regexp.MustCompile(`^cell 1/2, \d+ IOPS: rnd-read-4k-qd1-t1, run 1 +\d+% \|`).MatchString(seen[0]) || !strings.HasPrefix(seen[len(seen)-1], "cell 2/2, ") {
		t.Errorf("progress lines %q: want the cell and its IOPS, from cell 1 to cell 2", seen)
	}
	if !strings.HasSuffix(out, "\r") || strings.TrimSpace(out[strings.LastIndex(strings.TrimSuffix(out, "\r"), "\r"):]) != "" {
		t.Errorf("the display ends %q: want the bar cleared", out[max(0, len(out)-80):])
	}
}

// TestProgressFitsTheTerminal: however long the description, a line of
// progress is no wider than the terminal, down to narrow ones.
func TestProgressFitsTheTerminal(t *testing.T) {
	for _, width := range []int{30, 40, 80, 200} {
		var w bytes.Buffer
		fakeTerminal(t, &w, width)
		p := newProgress(&w, 1000, false)
		for i, desc := range []string{"short", strings.Repeat("a long cell name ", 20), "cell 12/36, 123456789 IOPS: seq-write-1024k-qd32-t16, run 5"} {
			p.show(desc, int64(i*300))
		}
		p.printf(&w, "a problem\n")
		p.show("after the problem", 999)
		p.clear()
		for _, l := range strings.Split(strings.ReplaceAll(w.String(), "\n", "\r"), "\r") {
			if n := utf8.RuneCountInString(strings.TrimRight(l, " ")); n > width {
				t.Errorf("width %d: a line of %d columns: %q", width, n, l)
			}
		}
		if !strings.Contains(w.String(), "\ra problem\n") {
			t.Errorf("width %d: the problem's line does not start at the line's start: %q", width, w.String())
		}
	}
}

// fakeTerminal makes w a terminal of width columns for the test.
func fakeTerminal(t *testing.T, w io.Writer, width int) {
	old := terminalWidth
	terminalWidth = func(x io.Writer) int {
		if x == w {
			return width
		}
		return old(x)
	}
	t.Cleanup(func() { terminalWidth = old })
}

// TestReportPicksTheKind: data measured at many depths makes a sweep
// article, article 1's table a comparison, and --kind overrides.
func TestReportPicksTheKind(t *testing.T) {
	for _, tc := range []struct {
		inputs []string
		want   string
	}{
		{[]string{"../../analyze/testdata/sweep-iopress/tmpfs", "../../analyze/testdata/sweep-iopress/disk"}, "sweep"},
		{[]string{"../../datasets/reference/article1/published.csv"}, "comparison"},
		{[]string{"../../ingest/cdm/testdata/samples/crystaldiskmark"}, "cdm"},
	} {
		ds, err := loadInputs(context.Background(), tc.inputs, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if got := article.Detect(ds); string(got) != tc.want {
			t.Errorf("%v: a %s article, want a %s", tc.inputs, got, tc.want)
		}
	}
	// The data of a small sweep (one system at three depths) makes a
	// sweep; --kind makes a comparison of it.
	sweep := filepath.Join(t.TempDir(), "sweep.csv")
	os.WriteFile(sweep, []byte("system,pattern,direction,bs,iodepth,iops\nA,random,read,4K,1,1000\nA,random,read,4K,2,1900\nA,random,read,4K,4,3500\n"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{sweep}, "(sweep article)"},
		{[]string{"--kind", "comparison", sweep}, "(comparison article)"},
	} {
		stdout, stderr, status := runCLI(append([]string{"report", "--out", t.TempDir()}, tc.args...)...)
		if status != 0 || !strings.Contains(stdout, tc.want) {
			t.Errorf("%v: status %d, %q %q, want a %s", tc.args, status, stdout, stderr, tc.want)
		}
	}
}

// TestReportPicksCDM: CrystalDiskMark exports alone make a review.
func TestReportPicksCDM(t *testing.T) {
	var stdout, stderr bytes.Buffer
	args := []string{"report", "--out", t.TempDir(), "../../ingest/cdm/testdata/cdm3.0.2-utf16le-bom-crlf.txt"}
	if err := run(context.Background(), args, &stdout, &stderr); err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	if !strings.Contains(stdout.String(), "(cdm article)") {
		t.Errorf("%q: want a CrystalDiskMark review", stdout.String())
	}
}

// TestReportEach: one article per input, each of its own kind in a folder
// named after the input; a bad input is reported and the others made.
func TestReportEach(t *testing.T) {
	out := t.TempDir()
	bad := filepath.Join(t.TempDir(), "bad.csv")
	os.WriteFile(bad, []byte("system,pattern,direction,bs,bw_gib_s\nA,random,read,4K,abc\n"), 0o644)
	inputs := []string{"../../analyze/testdata/sweep-iopress/disk", "../../datasets/reference/article1/published.csv",
		"../../ingest/cdm/testdata/cdm3.0.2-utf16le-bom-crlf.txt", bad}
	var stdout, stderr bytes.Buffer
	err := run(context.Background(), append([]string{"report", "--each", "--out", out}, inputs...), &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "1 of 4 inputs made no article") || !strings.Contains(stderr.String(), "bad.csv") {
		t.Errorf("err %v, stderr %q: want the bad input reported", err, stderr.String())
	}
	for name, kind := range map[string]string{"disk": "sweep", "published": "comparison", "cdm3.0.2-utf16le-bom-crlf": "cdm"} {
		for _, f := range []string{"article.pdf", "article.html"} {
			if _, err := os.Stat(filepath.Join(out, name, f)); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
		if !strings.Contains(stdout.String(), kind+" article") {
			t.Errorf("stdout %q: want a %s article", stdout.String(), kind)
		}
	}
}

// TestReportFlagsTheLink: article 3's finding, RAID 0 and RAID 1 over
// 10GbE iSCSI both reading sequentially at about 1,160 MB/s (drives rated
// 3,400 MB/s), is found with --link 10GbE: both reads are near the 1,187
// MB/s TCP carries at most over 10GbE, and the article says so; a 900 MB/s
// read is not. The rate syntax still works.
func TestReportFlagsTheLink(t *testing.T) {
	dir := t.TempDir()
	csv := filepath.Join(dir, "article3.csv")
	os.WriteFile(csv, []byte("system,pattern,direction,bs,bw_mb_s\nRAID 0,sequential,read,1M,1163\nRAID 1,sequential,read,1M,1159\nSingle,sequential,read,1M,900\n"), 0o644)
	for _, link := range []string{"10GbE", "1250MB/s"} {
		out := filepath.Join(dir, "out-"+strings.ReplaceAll(link, "/", ""))
		var stdout, stderr bytes.Buffer
		if err := run(context.Background(), []string{"report", "--kind", "comparison", "--link", link, "--rated", "read=3400MB/s", "--out", out, csv}, &stdout, &stderr); err != nil {
			t.Fatalf("report --link %s: %v\n%s", link, err, stderr.String())
		}
		html, err := os.ReadFile(filepath.Join(out, "article.html"))
		if err != nil {
			t.Fatal(err)
		}
		text := strings.ReplaceAll(stdhtml.UnescapeString(string(html)), "\u00a0", " ") // a figure is bound to its unit
		for _, system := range []string{"RAID 0", "RAID 1"} {
			if !strings.Contains(text, system+", sequential 1M read: ") {
				t.Errorf("--link %s: %s's read is not flagged", link, system)
			}
		}
		if strings.Contains(text, "Single, sequential 1M read: ") {
			t.Errorf("--link %s: the 900 MB/s read is flagged", link)
		}
		if link == "10GbE" && !strings.Contains(text, "RAID 0, sequential 1M read: 98.0% of the 1,187 MB/s 10GbE carries at most after its framing: near the link's ceiling, which the device cannot pass.") {
			t.Errorf("--link 10GbE: the article does not say RAID 0 reads at 98.0%% of 10GbE's 1,187 MB/s:\n%s", text)
		}
	}
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"report", "--link", "10GbE:mtu=1", "--out", filepath.Join(dir, "bad"), csv}, &stdout, &stderr); err == nil || !strings.Contains(err.Error(), "mtu 1") {
		t.Errorf("--link 10GbE:mtu=1: err = %v, want the mtu named", err)
	}
}

// TestReportTakesLinksPerSystem: --link and --rated take a system's name
// before '=': with 10GbE for both, the NVMe drive's 3,300 MB/s is beyond
// what 10GbE carries; with its own PCIe4x4 it is not, and RAID 0 is still
// near its 10GbE's ceiling, as the findings say. A name that is no system of the data is refused, and the help
// shows the form.
func TestReportTakesLinksPerSystem(t *testing.T) {
	dir := t.TempDir()
	csv := filepath.Join(dir, "mixed.csv")
	os.WriteFile(csv, []byte("system,pattern,direction,bs,bw_mb_s\nRAID 0,sequential,read,1M,1163\nNVMe,sequential,read,1M,3300\n"), 0o644)
	report := func(args ...string) (string, error) {
		out := filepath.Join(dir, "out")
		var stdout, stderr bytes.Buffer
		err := run(context.Background(), append(append([]string{"report", "--kind", "comparison", "--out", out}, args...), csv), &stdout, &stderr)
		html, _ := os.ReadFile(filepath.Join(out, "article.html"))
		return strings.ReplaceAll(string(html), "\u00a0", " "), err // a figure is bound to its unit
	}
	all, err := report("--link", "10GbE")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(all, "NVMe, sequential 1M read: 3,300 MB/s, above the 1,187 MB/s 10GbE can carry at all") {
		t.Fatalf("10GbE for both: the NVMe drive is not called beyond the link:\n%s", all)
	}
	own, err := report("--link", "RAID 0=10GbE", "--link", "NVMe=PCIe4x4", "--rated", "NVMe=read=3500MB/s")
	if err != nil {
		t.Fatal(err)
	}
	// Each system against its own link is said in the findings (the
	// lead's causes), not again as a flag.
	if !strings.Contains(own, "On 10GbE (at most 1,187 MB/s after its framing): RAID 0 peaks at 1.16 GB/s") || !strings.Contains(own, "RAID 0 is at 98% of the link in sequential 1M read") ||
		strings.Contains(own, "RAID 0, sequential 1M read: ") || strings.Contains(own, "NVMe, sequential 1M read: ") {
		t.Errorf("each its own link: the flags are wrong:\n%s", own)
	}
	if _, err := report("--link", "RAID 9=10GbE"); err == nil || !strings.Contains(err.Error(), `"RAID 9"`) {
		t.Errorf("--link for a system the data lacks: %v, want it refused by name", err)
	}
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"report", "--help"}, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	if help := strings.Join(strings.Fields(stdout.String()), " "); !strings.Contains(help, "--link 'S790=PCIe4x4' --link 'Samsung 830=SATA/600'") || !strings.Contains(help, "'S790=read=7400MB/s'") {
		t.Errorf("report --help does not show the per-system form:\n%s", stdout.String())
	}
}
