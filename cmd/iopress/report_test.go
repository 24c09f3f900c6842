package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// imagesIn lists the PNG files in dir.
func imagesIn(t *testing.T, dir string) []string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.png"))
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range names {
		names[i] = filepath.Base(n)
	}
	return names
}

// writeSmallCSV writes a table of one workload and one metric into dir.
func writeSmallCSV(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "small.csv")
	if err := os.WriteFile(path, []byte("system,pattern,direction,bs,iops\nA,random,read,4K,1000\nB,random,read,4K,2000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestReportReplacesEarlierArticle: a report into a folder used before
// removes the images of the earlier article that it does not write, and
// nothing else: a file of the user's and an image the user changed stay,
// the latter named on stderr, and the manifest lists what the report
// wrote, with its content's sha256.
func TestReportReplacesEarlierArticle(t *testing.T) {
	dir := t.TempDir()
	report := func(out string, inputs ...string) string {
		var stdout, stderr bytes.Buffer
		if err := run(context.Background(), append([]string{"report", "--out", out}, inputs...), &stdout, &stderr); err != nil {
			t.Fatalf("report %v: %v\n%s", inputs, err, stderr.String())
		}
		return stderr.String()
	}
	// An article of one workload and one metric (a table and a chart),
	// written alone: what the second report writes.
	small := writeSmallCSV(t, dir)
	report(filepath.Join(dir, "alone"), small)
	second := imagesIn(t, filepath.Join(dir, "alone"))

	// An article of two workloads and two metrics, then the small one.
	big := filepath.Join(dir, "big.csv")
	os.WriteFile(big, []byte("system,pattern,direction,bs,iops,lat_avg_ms\n"+
		"A,random,read,4K,1000,0.5\nB,random,read,4K,2000,0.25\nA,sequential,write,128K,300,2\nB,sequential,write,128K,600,1\n"), 0o644)
	out := filepath.Join(dir, "out")
	report(out, big)
	first := imagesIn(t, out)
	var stale []string
	for _, name := range first {
		if !slices.Contains(second, name) {
			stale = append(stale, name)
		}
	}
	if len(stale) < 2 {
		t.Fatalf("articles of %v then %v: too few stale images for the test to prove anything", first, second)
	}
	os.WriteFile(filepath.Join(out, "notes.txt"), []byte("mine\n"), 0o644)
	edited := stale[0]
	f, _ := os.OpenFile(filepath.Join(out, edited), os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("touched up")
	f.Close()
	stderr := report(out, small)

	for _, name := range stale[1:] {
		if _, err := os.Stat(filepath.Join(out, name)); err == nil {
			t.Errorf("%s of the earlier article is still there", name)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "notes.txt")); err != nil {
		t.Errorf("the user's file is gone: %v", err)
	}
	if _, err := os.Stat(filepath.Join(out, edited)); err != nil {
		t.Errorf("the image the user changed is gone: %v", err)
	}
	if !strings.Contains(stderr, "left alone") || !strings.Contains(stderr, edited) {
		t.Errorf("stderr does not say %s was left alone:\n%s", edited, stderr)
	}
	// The manifest lists what the second report wrote, as it is.
	manifest, err := os.ReadFile(filepath.Join(out, ".iopress-manifest"))
	if err != nil {
		t.Error(err)
	}
	var listed []string
	sc := bufio.NewScanner(bytes.NewReader(manifest))
	for sc.Scan() {
		sum, name, _ := strings.Cut(sc.Text(), "  ")
		data, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Errorf("manifest lists %s: %v", name, err)
			continue
		}
		if h := sha256.Sum256(data); hex.EncodeToString(h[:]) != sum {
			t.Errorf("manifest's sha256 of %s is not its content's", name)
		}
		listed = append(listed, name)
	}
	wantListed := append([]string{"article.html", "article.pdf"}, second...)
	slices.Sort(wantListed)
	if !slices.Equal(listed, wantListed) {
		t.Errorf("manifest lists %v, want %v", listed, wantListed)
	}
}

// TestReportNamesImagesItHasNoRecordOf: images, charts and tables named
// like iopress's in a folder written before manifests are left alone, and
// named.
func TestReportNamesImagesItHasNoRecordOf(t *testing.T) {
	out := t.TempDir()
	names := []string{"change-7-iops.png", "chart-9-iops.svg", "table-8-random-read.csv"}
	for _, name := range names {
		os.WriteFile(filepath.Join(out, name), []byte("a file of an earlier article"), 0o644)
	}
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"report", "--out", out, "--format", "png,svg,csv", writeSmallCSV(t, t.TempDir())}, &stdout, &stderr); err != nil {
		t.Fatalf("report: %v\n%s", err, stderr.String())
	}
	for _, name := range names {
		if _, err := os.Stat(filepath.Join(out, name)); err != nil {
			t.Errorf("a file iopress has no record of writing was removed: %v", err)
		}
		if !strings.Contains(stderr.String(), name) {
			t.Errorf("stderr does not name %s:\n%s", name, stderr.String())
		}
	}
}

// TestArticleNamesDoNotClash: the folders of a batch's articles are
// distinct however the inputs are named, case aside (Windows and macOS
// take Run and run for one folder), and an input named like a number
// given to another keeps a name of its own.
func TestArticleNamesDoNotClash(t *testing.T) {
	got := articleNames([]string{"a/Run.json", "b/run.JSON", "c/run-2.csv", "d/fio.TAR.GZ", "e/x"})
	want := []string{"Run", "run-2", "run-2-2", "fio", "x"}
	if !slices.Equal(got, want) {
		t.Errorf("names %q, want %q", got, want)
	}
}

// TestReportTemplate: report --template writes the editor's article, its
// words and the figures placed in them, in the language asked for; a
// template naming a system the data lacks stops before anything is
// written, with the template's file and line and the systems there are;
// iopress template prints the default, which report takes back.
func TestReportTemplate(t *testing.T) {
	if testing.Short() {
		t.Skip("long: make test runs it without -short, outside the race detector")
	}
	dir := t.TempDir()
	tmpl := filepath.Join(dir, "review.md")
	os.WriteFile(tmpl, []byte("# {{title}}\n\nUnsere eigenen Worte.\n\nio_uring: {{value \"Linux io_uring\" \"random-read-4k\" \"iops\"}}\n\n{{table 1}}\n"), 0o644)
	out := filepath.Join(dir, "out")
	if _, stderr, status := runCLI("report", "--template", tmpl, "--lang", "tr", "-o", out); status != 0 {
		t.Fatalf("status %d: %s", status, stderr)
	}
	page, err := os.ReadFile(filepath.Join(out, "article.html"))
	if err != nil {
		t.Fatal(err)
	}
	// Article 1's published io_uring figure, as Turkish writes it (bound
	// to its unit by a no-break space).
	if !strings.Contains(string(page), "Unsere eigenen Worte.") || !strings.Contains(string(page), "io_uring: 2.491.000\u00a0IOPS") {
		t.Errorf("the page lacks the template's words or its figure")
	}
	os.WriteFile(tmpl, []byte("# {{title}}\n\n{{value \"Linux uring\" \"random-read-4k\" \"iops\"}}\n"), 0o644)
	bad := filepath.Join(dir, "bad")
	_, stderr, status := runCLI("report", "--template", tmpl, "-o", bad)
	if status != 1 || !strings.Contains(stderr, tmpl+":3: ") || !strings.Contains(stderr, "Linux io_uring") {
		t.Errorf("status %d, %q: want 1 and the template's line with the systems there are", status, stderr)
	}
	if _, err := os.Stat(bad); !os.IsNotExist(err) {
		t.Errorf("a failed template left %s: %v", bad, err)
	}
	def, _, status := runCLI("template")
	if status != 0 {
		t.Fatal("iopress template failed")
	}
	os.WriteFile(tmpl, []byte(def), 0o644)
	if _, stderr, status := runCLI("report", "--template", tmpl, "-o", filepath.Join(dir, "default")); status != 0 {
		t.Fatalf("the default template: status %d: %s", status, stderr)
	}
	if _, stderr, status := runCLI("report", "-o", filepath.Join(dir, "plain")); status != 0 {
		t.Fatalf("status %d: %s", status, stderr)
	}
	for _, name := range []string{"article.html", "article.pdf"} {
		a, _ := os.ReadFile(filepath.Join(dir, "default", name))
		b, _ := os.ReadFile(filepath.Join(dir, "plain", name))
		if len(a) == 0 || !bytes.Equal(a, b) {
			t.Errorf("%s: the default template's article is not the article report writes without one", name)
		}
	}
}

// TestReportWritesTheFormatsAsked: --format decides the files written,
// alone and with --each, and the summary counts them.
func TestReportWritesTheFormatsAsked(t *testing.T) {
	dir := t.TempDir()
	small := writeSmallCSV(t, dir)
	for _, tc := range []struct {
		args   []string
		folder string // where the article goes, under dir
		want   []string
		say    string
	}{
		{[]string{"--format", "pdf"}, "pdf", []string{"article.pdf"}, "wrote 1 file to " + filepath.Join(dir, "pdf") + ": " + filepath.Join(dir, "pdf", "article.pdf") + " ("},
		{[]string{"--format", "png,html"}, "png", []string{"article.html", "chart-1-random-read.png", "table-1-random-read.png"}, "and 2 images ("},
		{[]string{"--each", "--format", "png"}, filepath.Join("each", "small"), []string{"chart-1-random-read.png", "table-1-random-read.png"}, "2 files in"},
		{[]string{"--format", "csv,svg"}, "data", []string{"chart-1-random-read.svg", "table-1-random-read.csv"}, ": 1 SVG chart and 1 CSV table ("},
		// The md format's page image, its chart's PNG, too.
		{[]string{"--format", "fragment,md"}, "site", []string{"article.fragment.html", "chart-1-random-read.png", "chart-1-random-read.svg", "index.md", "table-1-random-read.csv"},
			": " + filepath.Join(dir, "site", "index.md") + ", " + filepath.Join(dir, "site", "article.fragment.html") + ", 1 SVG chart, 1 CSV table and 1 image ("},
	} {
		out := filepath.Join(dir, strings.Split(tc.folder, string(filepath.Separator))[0])
		stdout, stderr, status := runCLI(append(append([]string{"report", "-o", out}, tc.args...), small)...)
		if status != 0 {
			t.Fatalf("%q: status %d, %s", tc.args, status, stderr)
		}
		entries, err := os.ReadDir(filepath.Join(dir, tc.folder))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range entries {
			if !strings.HasPrefix(e.Name(), ".") {
				got = append(got, e.Name())
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q wrote %v, want %v", tc.args, got, tc.want)
		}
		if !strings.Contains(stdout, tc.say) {
			t.Errorf("%q said %q, want it to say %q", tc.args, stdout, tc.say)
		}
	}
}

// TestReportTheme: --theme writes the article in the theme, saying on
// stderr what of it may not serve every reader; a theme that cannot be
// used fails before anything is written, naming the file, line and key.
func TestReportTheme(t *testing.T) {
	dir := t.TempDir()
	small := writeSmallCSV(t, dir)
	theme := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	unsafe := theme("unsafe.toml", "[colors]\npalette = [\"#d62728\", \"#2ca02c\"]\n")
	out := filepath.Join(dir, "themed")
	stdout, stderr, status := runCLI("report", "--theme", unsafe, "--out", out, small)
	if status != 0 || !strings.Contains(stdout, "wrote") ||
		!strings.Contains(stderr, "iopress: warning: "+unsafe+":2: colors.palette: colours 1 (#d62728) and 2 (#2ca02c) look alike to a reader with deuteranopia") {
		t.Errorf("status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
	bad := theme("bad.toml", "[page]\nsize = \"A3\"\n")
	out = filepath.Join(dir, "refused")
	_, stderr, status = runCLI("report", "--theme", bad, "--out", out, small)
	if status == 0 || stderr != "iopress: "+bad+":2: page.size: \"A3\" is not a page size; \"A4\" or \"Letter\" expected\n" {
		t.Errorf("status %d, stderr %q", status, stderr)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a refused theme made %s: %v", out, err)
	}
}

// TestReportInterruptedWhileReading: a report interrupted while its
// inputs are read stops there, says so, and writes nothing. Before, it
// went on to write an article of what it had read, 43 s after Ctrl-C.
func TestReportInterruptedWhileReading(t *testing.T) {
	out := filepath.Join(t.TempDir(), "article")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := run(ctx, []string{"report", "--out", out, "../../ingest/fio/testdata/psync-randread.json"}, &bytes.Buffer{}, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "interrupted while reading the inputs") || strings.Contains(err.Error(), "context canceled") {
		t.Errorf("%v, want it to say the report was interrupted while reading, in words", err)
	}
	if entries, _ := os.ReadDir(out); len(entries) != 0 {
		t.Errorf("%s holds %d files", out, len(entries))
	}
}

// TestReportNoResultsNamesInputs: inputs that read but hold no result are
// named in words, not in Go's list syntax.
func TestReportNoResultsNamesInputs(t *testing.T) {
	in := "../../ingest/elbencho/testdata/coribb-bw-direct.08threads.cleanup.out" // metadata phases only
	err := run(context.Background(), []string{"report", "--out", filepath.Join(t.TempDir(), "a"), in}, &bytes.Buffer{}, &bytes.Buffer{})
	if err == nil || err.Error() != "no results in "+in {
		t.Errorf("%v, want %q", err, "no results in "+in)
	}
}

// TestReportOfNothingNamesTheInputs: inputs that hold no results are
// named as a sentence names them, not as Go writes a list.
func TestReportOfNothingNamesTheInputs(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	_, stderr, status := runCLI("report", "-o", filepath.Join(t.TempDir(), "out"), a, b)
	if want := "iopress: no results in " + a + " and " + b + "\n"; status != 1 || stderr != want {
		t.Errorf("status %d, stderr %q; want 1 and %q", status, stderr, want)
	}
}

// TestReportEachInterruptedSaysSoInWords: a batch of articles stopped by
// Ctrl-C says how many it made, in words; the context's "context
// canceled" is not what a person reads, though errors.Is still finds it.
func TestReportEachInterruptedSaysSoInWords(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	in := "../../ingest/fio/testdata/psync-randread.json"
	err := run(ctx, []string{"report", "--each", "--out", t.TempDir(), in, in}, &bytes.Buffer{}, &bytes.Buffer{})
	if err == nil || !strings.HasPrefix(err.Error(), "interrupted") || strings.Contains(err.Error(), "context canceled") || !errors.Is(err, context.Canceled) {
		t.Errorf("%v, want it to say in words that the batch was interrupted", err)
	}
}

// TestReportKeepsHandEdits: an index.md edited after report wrote it is
// not written over by the next report, which writes nothing, fails, and
// names it; with --force it is.
func TestReportKeepsHandEdits(t *testing.T) {
	dir := t.TempDir()
	small := writeSmallCSV(t, dir)
	out := filepath.Join(dir, "out")
	report := func(extra ...string) (string, int) {
		_, stderr, status := runCLI(append([]string{"report", "--format", "md", "-o", out, small}, extra...)...)
		return stderr, status
	}
	if stderr, status := report(); status != 0 {
		t.Fatalf("first report: status %d: %s", status, stderr)
	}
	index := filepath.Join(out, "index.md")
	edited := []byte("---\ntitle: Ours\n---\n\nThe editor's words.\n")
	if err := os.WriteFile(index, edited, 0o644); err != nil {
		t.Fatal(err)
	}
	svgs, _ := filepath.Glob(filepath.Join(out, "*.svg"))
	if len(svgs) == 0 {
		t.Fatal("no chart written")
	}
	os.Remove(svgs[0]) // a file removed is no edit, and is written again with --force
	stderr, status := report()
	if status == 0 || !strings.Contains(stderr, out+": index.md was changed since iopress wrote it; nothing was written") || !strings.Contains(stderr, "--force") {
		t.Errorf("report over an edited index.md: status %d, stderr %q; want a failure naming index.md and --force", status, stderr)
	}
	if got, _ := os.ReadFile(index); !bytes.Equal(got, edited) {
		t.Errorf("the edited index.md was written over:\n%s", got)
	}
	if _, err := os.Stat(svgs[0]); err == nil {
		t.Error("a refused report wrote a chart")
	}
	if stderr, status := report("--force"); status != 0 {
		t.Fatalf("report --force: status %d: %s", status, stderr)
	}
	if got, _ := os.ReadFile(index); bytes.Equal(got, edited) {
		t.Error("report --force left the edited index.md")
	}
}

// TestTemplateNamesAreUsable: the names "template names" lists for the
// CrystalDiskMark samples are the ones a template takes: a system, each
// name of a cell, a metric, a chart's name and its image, written into a
// template as listed, make the article.
func TestTemplateNamesAreUsable(t *testing.T) {
	const samples = "../../ingest/cdm/testdata/samples/crystaldiskmark"
	stdout, stderr, status := runCLI("template", "names", samples)
	if status != 0 || stderr != "" {
		t.Fatalf("status %d, stderr %q", status, stderr)
	}
	sections := map[string][]string{}
	var title string
	for _, line := range strings.Split(stdout, "\n") {
		switch {
		case strings.HasPrefix(line, "  "):
			sections[title] = append(sections[title], strings.TrimSpace(line))
		case strings.HasSuffix(line, ":"):
			title, _, _ = strings.Cut(line, " ")
		}
	}
	var system, cell string
	for _, s := range sections["Systems"] {
		if strings.HasSuffix(s, `S790"`) {
			system = s
		}
	}
	for _, c := range sections["Cells"] {
		if strings.Contains(c, `"RND4K Q32T16 read"`) {
			cell = c
		}
	}
	if system == "" || cell == "" || !slices.Contains(sections["Metrics"], `"iops"`) || len(sections["Charts"]) < 2 || len(sections["Tables"]) == 0 {
		t.Fatalf("names listed:\n%s", stdout)
	}
	// "2   "chart-2-cdm-write"  image: chart-2-cdm-write.png  (Write, ...)"
	chart := strings.Fields(sections["Charts"][1])
	if len(chart) < 4 || chart[2] != "image:" {
		t.Fatalf("chart line %q", sections["Charts"][1])
	}
	var src strings.Builder
	src.WriteString("---\nimage: " + chart[3] + "\n---\n\n# {{title}}\n\n")
	names := strings.Split(cell, `"  "`)
	for _, name := range names {
		name = strings.Trim(name, `"`)
		src.WriteString("- {{value " + system + " " + strconv.Quote(name) + ` "bw_bytes_per_s"}}` + "\n")
	}
	src.WriteString("\nIOPS compared in {{cells \"iops\"}} workloads.\n\n{{chart " + chart[1] + "}}\n")
	dir := t.TempDir()
	template := filepath.Join(dir, "review.md")
	if err := os.WriteFile(template, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	if _, stderr, status := runCLI("report", "--template", template, "--format", "md", "-o", out, samples); status != 0 {
		t.Fatalf("a template of the names listed:\n%s\nstatus %d: %s", src.String(), status, stderr)
	}
	index, err := os.ReadFile(filepath.Join(out, "index.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(index), "image: "+chart[3]+"\n") {
		t.Errorf("index.md's front matter has no image %s:\n%s", chart[3], index)
	}
	if _, err := os.Stat(filepath.Join(out, chart[3])); err != nil || len(names) < 3 {
		t.Errorf("the image %s: %v; %d names of the cell", chart[3], err, len(names))
	}
}
