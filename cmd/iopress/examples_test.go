package main

import (
	"bytes"
	"html"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
)

// asIopressEnv makes the test binary iopress itself (TestMain), so that
// a script can run it as its iopress: make examples, in
// TestExamplesHideTheMachinery.
const asIopressEnv = "IOPRESS_TEST_AS_IOPRESS"

// machinery is what a reader of an article must never see: the tool's
// own workings. Each pattern names what it catches.
var machinery = []struct {
	what string
	re   *regexp.Regexp
}{
	{"a column id", regexp.MustCompile(`\b[a-z][a-z0-9]*(?:_[a-z0-9]+)*_(?:bytes|ns|us|ms|pct|per_s|iops|s)\b|\bbw_gib_s\b`)},
	{"a path", regexp.MustCompile(`(?:^|[\s(=:"'])/[A-Za-z0-9._-]+/|\b[A-Za-z]:\\`)},
	{"a temporary folder", regexp.MustCompile(`\b(?:tmp|temp)\b/|\.[A-Za-z0-9]{6}/|iopress-[a-z]+\.`)},
	{"a run id", regexp.MustCompile(`\brun-(?:setup-)?[0-9a-f]{8,}\b`)},
	{"a hash", regexp.MustCompile(`\b[0-9a-f]{16,}\b`)},
	{"a byte count of a file", regexp.MustCompile(`\d bytes\)|\b0 bytes\b`)},
	{"the data's tool", regexp.MustCompile(`data: `)},
	{"a development build", regexp.MustCompile(`iopress dev`)},
	{"io_uring's flags", regexp.MustCompile(`DEFER_TASKRUN|SINGLE_ISSUER`)},
	{"an English setup line", regexp.MustCompile(`\b(?:Host|Kernel|File system|Profile|Test): `)},
	{"an unexplained thread count", regexp.MustCompile(`(?:^|[\s(])T\d+\b`)},
	{"the platforms' rule", regexp.MustCompile(`first word of the system labels`)},
}

// pageText is what a reader of a web page reads: its text, without its
// markup, styles, and attributes (ids, metadata), entities decoded.
func pageText(page string) string {
	for _, block := range []string{"style", "script"} {
		page = regexp.MustCompile(`(?s)<`+block+`\b.*?</`+block+`>`).ReplaceAllString(page, " ")
	}
	return html.UnescapeString(regexp.MustCompile(`(?s)<[^>]*>`).ReplaceAllString(page, " "))
}

// TestExamplesHideTheMachinery: make examples writes every kind of
// article in every language; not one, in its PDF's text or its page's,
// shows a column id, a path, a temporary folder, a run id, a hash, a
// file's byte count, "data: ", "iopress dev", io_uring's setup flags, an
// English setup line ("Host:", "Kernel:", "File system:", "Profile:",
// "Test:"), an unexplained "T1", or the platforms' rule in the tool's
// words. (The sources in full are in the PDF's keywords and the page's
// metadata, which no reader reads as text.)
func TestExamplesHideTheMachinery(t *testing.T) {
	if testing.Short() {
		t.Skip("makes every example")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash to run examples/make.sh")
	}
	pdftotext, _ := exec.LookPath("pdftotext")
	out := t.TempDir()
	cmd := exec.Command(bash, "examples/make.sh")
	cmd.Dir = "../.."
	cmd.Env = append(os.Environ(), asIopressEnv+"=1", "BIN="+os.Args[0], "OUT="+out, "FORMATS=pdf,html")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("make examples: %v\n%s", err, stderr.String())
	}
	kinds := map[string]bool{}
	read := 0
	err = filepath.WalkDir(filepath.Join(out, "examples"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		var text string
		switch filepath.Ext(path) {
		case ".html":
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			text = pageText(string(b))
		case ".pdf":
			if pdftotext == "" {
				return nil
			}
			b, err := exec.Command(pdftotext, "-layout", path, "-").Output()
			if err != nil {
				return err
			}
			text = string(b)
		default:
			return nil
		}
		read++
		rel, _ := filepath.Rel(out, path)
		kinds[filepath.Base(filepath.Dir(path))] = true
		for _, m := range machinery {
			if found := m.re.FindString(text); found != "" {
				i := m.re.FindStringIndex(text)
				t.Errorf("%s shows %s, %q: %q", rel, m.what, found, text[max(0, i[0]-60):min(len(text), i[1]+60)])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, kind := range []string{"comparison", "sweep", "cdm", "repeated", "onesystem", "themed", "showcase"} {
		if !kinds[kind] {
			t.Errorf("make examples wrote no %s", kind)
		}
	}
	if read < 2*5*4 {
		t.Errorf("read %d articles, want every kind in every language", read)
	}
}

// TestMachineryIsCaught: the scan finds what it looks for in the text
// the examples once showed, and passes the text they show now.
func TestMachineryIsCaught(t *testing.T) {
	caught := func(text string) bool {
		for _, m := range machinery {
			if m.re.MatchString(text) {
				return true
			}
		}
		return false
	}
	for _, old := range []string{
		"4 systems, 8 workloads, 128 figures compared; data: published",
		"Units: bw_gib_s = GiB/s, lat_avg_ms = mean latency in ms, cpu_total_pct = total system CPU use in percent.",
		"/dev/shm/iopress-sweep.99Pxk8/sweep.dat (iopress-run, 0 bytes)",
		"id run-8c1dd6523686c856",
		"sha256 892d0eb98c6e47856bead6febfb0518ce32f600412caef8f50d05a5c230a2dad",
		"datasets/reference/article1/published.csv (published-csv, 2,666 bytes)",
		"Random 4K write T1: tmpfs (memory) peaks highest",
		"Platforms, from the first word of the system labels: Windows",
		"Host: vm", "iopress dev", "io_uring with DEFER_TASKRUN|SINGLE_ISSUER",
	} {
		if !caught(old) {
			t.Errorf("%q passes the scan", old)
		}
	}
	for _, now := range []string{
		"Random 4K read QD1 bandwidth is a tie: both systems within 5.2% of each other (38.80 to 40.92 MiB/s)",
		"fio psync and fio io_uring ran 4 workloads (random and sequential reads and writes of 4K to 128K blocks).",
		"S790 peaks at 7,430 MB/s (SEQ128K Q32T1 read, 99% of the link). Linux io_uring, RND4K Q32T16 read",
		"MB/s (1 MB/s = 1,000,000 bytes/s)", "SATA/600", "GiB/s per % CPU", "tmpfs: measured with iopress, 36 runs, 30 November 2026",
		"Operating system", "Test setup", "Mode: [Admin]",
	} {
		if caught(now) {
			t.Errorf("%q is caught", now)
		}
	}
}

// TestReadmeShowsTodaysCompare: the README's sample of iopress compare is
// what compare prints today (testdata/golden/compare.txt, which
// TestCommandOutputs keeps).
func TestReadmeShowsTodaysCompare(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	golden, err := os.ReadFile("testdata/golden/compare.txt")
	if err != nil {
		t.Fatal(err)
	}
	_, out, _ := bytes.Cut(golden, []byte("--- stdout\n"))
	out, _, _ = bytes.Cut(out, []byte("\n--- stderr"))
	if !bytes.Contains(readme, []byte("```\n"+string(bytes.TrimRight(out, "\n"))+"\n```")) {
		t.Errorf("README.md's compare sample is not today's:\n%s", out)
	}
}
