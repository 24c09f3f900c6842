package render_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/output"
	"github.com/iopress/iopress/render/pdf"
)

const article1CSV = "../datasets/reference/article1/published.csv"

// needTool skips a test when a poppler tool is missing on a developer's
// machine; CI installs poppler-utils (.ci/run), where it is required.
func needTool(t *testing.T, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is required in CI: %v", name, err)
		}
		t.Skipf("%s not installed", name)
	}
}

// article analyses a dataset and builds its article.
func article(t *testing.T, ds *datasets.Dataset, opts analyze.Options) *render.Article {
	t.Helper()
	art, err := render.Build(ds, rendertest.Compare(t, ds, opts), render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return art
}

// bundled is the reference dataset iopress carries.
func bundled(t *testing.T) *datasets.Dataset { return rendertest.Bundled(t) }

func articlePDF(t *testing.T, csvPath string) []byte {
	t.Helper()
	art := article(t, rendertest.Read(t, csvPath), analyze.Options{})
	var buf bytes.Buffer
	if err := pdf.Write(&buf, art); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	needTool(t, "pdftotext")
	path := filepath.Join(t.TempDir(), "a.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// numbersIn parses every number printed in text (1,598,959 and 0.169 alike).
func numbersIn(text string) []float64 {
	var out []float64
	for _, m := range regexp.MustCompile(`\d[\d,]*(\.\d+)?`).FindAllString(text, -1) {
		if v, err := strconv.ParseFloat(strings.ReplaceAll(m, ",", ""), 64); err == nil {
			out = append(out, v)
		}
	}
	return out
}

// publishedFigures reads the figures of the published table straight from
// the CSV, independently of the parser.
func publishedFigures(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var body []string
	for _, l := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(l, "#") {
			body = append(body, l)
		}
	}
	recs, err := csv.NewReader(strings.NewReader(strings.Join(body, "\n"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var figs []string
	for _, r := range recs[1:] {
		figs = append(figs, r[4:]...) // bw_gib_s, iops, lat_avg_ms, cpu_total_pct
	}
	return figs
}

func TestPDFShowsEveryPublishedFigure(t *testing.T) {
	text := pdfText(t, articlePDF(t, article1CSV))
	printed := numbersIn(text)
	figs := publishedFigures(t, article1CSV)
	if len(figs) != 128 {
		t.Fatalf("read %d figures from the CSV, want 128", len(figs))
	}
	for _, f := range figs {
		want, err := strconv.ParseFloat(f, 64)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, v := range printed {
			if v == want {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("published figure %s does not appear in the PDF text", f)
		}
	}
	for _, s := range []string{
		"Windows leads 3 of 4, by 5.8% to 17.3% (most in random 64K read, 91.2 vs 77.7 GiB/s)",
		"In random 4K read, Linux libaio and Linux io_uring ran at 99.77% and 99.76% CPU",
		"Random 64K write bandwidth is a tie",
		// Chart titles, panels' titles, figures and tick labels are
		// text, not pixels.
		"Bandwidth (GiB/s)", "Mean latency (ms)", "CPU use (%)", "64K: Bandwidth (GiB/s)", "4K: IOPS", "2,636,516", "1,000,000",
	} {
		if !strings.Contains(strings.Join(strings.Fields(text), " "), s) {
			t.Errorf("PDF text lacks %q", s)
		}
	}
}

// TestFindingsFollowTheData feeds a changed table: the findings must change
// with it, so nothing in them is written in by hand.
func TestFindingsFollowTheData(t *testing.T) {
	data, err := os.ReadFile(article1CSV)
	if err != nil {
		t.Fatal(err)
	}
	changed := strings.Replace(string(data), "Windows Native,random,read,64K,91.165,", "Windows Native,random,read,64K,95.000,", 1)
	changed = strings.Replace(changed, "Windows Native,sequential,read,128K,92.562,758252,0.608,49.56", "Windows Native,sequential,read,128K,92.562,758252,0.608,60.00", 1)
	if changed == string(data) {
		t.Fatal("test edit did not apply")
	}
	path := filepath.Join(t.TempDir(), "changed.csv")
	if err := os.WriteFile(path, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(pdfText(t, articlePDF(t, path))), " ")
	lead := fmt.Sprintf("to %.1f%% (most in random 64K read, 95.0 vs 77.7 GiB/s)", (95.0/77.7-1)*100)
	// Work per unit of CPU, from the table's figures: Windows Native's
	// 95.000 GiB/s at 65.11% against Linux libaio's 77.517 at 83.16%.
	efficiency := fmt.Sprintf("up to %.1f%% more than the most efficient Linux system in that test, Linux libaio (random 64K read", ((95.0/65.11)/(77.517/83.16)-1)*100)
	for _, s := range []string{lead, efficiency} {
		if !strings.Contains(text, s) {
			t.Errorf("changed data: text lacks %q", s)
		}
	}
	for _, s := range []string{"17.3%", "50.2%"} {
		if strings.Contains(text, s) {
			t.Errorf("changed data: text still says %q", s)
		}
	}
}

func TestPDFChartsAreVector(t *testing.T) {
	needTool(t, "pdfimages")
	path := filepath.Join(t.TempDir(), "a.pdf")
	if err := os.WriteFile(path, articlePDF(t, article1CSV), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdfimages", "-list", path).Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 2 { // the header and its rule
		t.Errorf("PDF holds raster images:\n%s", out)
	}
}

func TestPDFIsDeterministic(t *testing.T) {
	a, b := articlePDF(t, article1CSV), articlePDF(t, article1CSV)
	if !bytes.Equal(a, b) {
		t.Error("two renders of the same data differ")
	}
}

func TestWriteDirWritesPDFAndPNGs(t *testing.T) {
	art := article(t, bundled(t), analyze.Options{})
	dir := t.TempDir()
	out, err := output.WriteDir(dir, art)
	if err != nil {
		t.Fatal(err)
	}
	paths := out.Paths
	if want := 2 + len(art.Tables) + len(art.Charts); len(paths) != want || len(art.Tables) != 4 {
		t.Fatalf("wrote %d files (%d tables), want %d (4 tables)", len(paths), len(art.Tables), want)
	}
	if filepath.Base(paths[0]) != "article.pdf" || filepath.Base(paths[1]) != "article.html" {
		t.Errorf("first files %v, want article.pdf and article.html", paths[:2])
	}
	for _, p := range paths[2:] {
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		// A chart or table draws something: count pixels that are not white.
		b := img.Bounds()
		ink := 0
		for y := b.Min.Y; y < b.Max.Y; y += 2 {
			for x := b.Min.X; x < b.Max.X; x += 2 {
				r, g, bl, _ := img.At(x, y).RGBA()
				if r < 0xf000 || g < 0xf000 || bl < 0xf000 {
					ink++
				}
			}
		}
		if b.Dx() < 400 || ink < b.Dx()*b.Dy()/400 {
			t.Errorf("%s: %dx%d with %d inked samples: looks empty", p, b.Dx(), b.Dy(), ink)
		}
	}
}

func TestBuildRefusesEmptyAnalysis(t *testing.T) {
	if _, err := render.Build(&datasets.Dataset{}, &analyze.Analysis{}, render.Options{}); err == nil {
		t.Error("built an article from nothing")
	}
}

func TestTableFiguresKeepTheirResolution(t *testing.T) {
	art := article(t, bundled(t), analyze.Options{})
	first := art.Tables[0]
	if first.Title != "Random read, 4K and 64K" || len(first.Groups) != 2 {
		t.Fatalf("first table %q with groups %v", first.Title, first.Groups)
	}
	got := map[string]string{}
	for _, r := range first.Rows {
		got[r.Label+" "+r.Unit] = r.Cells[len(r.Cells)-1].Text + r.Cells[len(r.Cells)-1].Mark
	}
	// Linux io_uring, random 64K read, as published: 77.7 GiB/s printed as
	// the source printed it, to a tenth (never 77.700: no digit the source
	// did not have), 1,273,000 IOPS rounded to the thousand.
	want := map[string]string{"Bandwidth GiB/s": "77.7", "IOPS IOPS": "1,273,000*", "Mean latency ms": "0.376", "CPU use %": "84.72"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %q, want %q", k, got[k], v)
		}
	}
	// Every figure of the tables as the CSV prints it: 6.1, 97, 52, 26.00.
	printed := map[string]bool{}
	for _, tb := range art.Tables {
		for _, r := range tb.Rows {
			for _, c := range r.Cells {
				printed[c.Text] = true
			}
		}
	}
	for _, f := range publishedFigures(t, article1CSV) {
		if n, err := strconv.ParseFloat(f, 64); err == nil && n >= 1000 {
			continue // IOPS: grouped, as the tables write them
		}
		if !printed[f] {
			t.Errorf("the tables lack %s as the source prints it", f)
		}
	}
}

func ExampleBuild() {
	ds, _ := datasets.Bundled(datasets.DefaultBundled)
	a, _ := analyze.Compare(ds.Results, analyze.Options{})
	art, _ := render.Build(ds, a, render.Options{})
	fmt.Println(art.Title)
	fmt.Println(art.Findings[0])
	// Output:
	// Windows vs Linux: storage performance compared
	// Read bandwidth: Windows leads 3 of 4, by 5.8% to 17.3% (most in random 64K read, 91.2 vs 77.7 GiB/s), while Linux leads 1 of 4, by 4.8% (sequential 128K read, 97.1 vs 92.6 GiB/s).
}

func TestBaselineGivesChangeTables(t *testing.T) {
	art := article(t, bundled(t), analyze.Options{Baseline: "Linux io_uring"})
	var cpu *render.Table
	for _, tb := range art.Tables {
		if tb.Title == "CPU use: change against Linux io_uring" {
			cpu = tb
		}
	}
	if cpu == nil {
		t.Fatal("no CPU change table")
	}
	cell := func(system, workload string) string {
		col := -1
		for i, s := range cpu.Systems {
			if s == workload {
				col = i
			}
		}
		for _, r := range cpu.Rows {
			if r.Label == system && col >= 0 {
				return r.Cells[col].Text
			}
		}
		t.Fatalf("no cell %s / %s", system, workload)
		return ""
	}
	// 49.56% against 76.90%; 99.77% against 99.76% is no change.
	if got, want := cell("Windows Native", "seq 128K read"), fmt.Sprintf("%+.1f%%", (49.56/76.90-1)*100); got != want {
		t.Errorf("Windows Native seq 128K read = %q, want %q", got, want)
	}
	if got := cell("Linux libaio", "rnd 4K read"); got != "~" {
		t.Errorf("Linux libaio rnd 4K read = %q, want ~", got)
	}
}

// TestArticleOfFioRuns renders the real fio outputs of ingest/fio/testdata:
// runs of many shapes, some without pattern or block size (terse), so the
// article must cope with all of them.
func TestArticleOfFioRuns(t *testing.T) {
	ds, _ := ingest.Read(context.Background(), []string{"../ingest/fio/testdata"}, ingest.Options{})
	if len(ds.Results) < 20 {
		t.Fatalf("read %d rows from the fio fixtures", len(ds.Results))
	}
	art := article(t, ds, analyze.Options{})
	for _, tb := range art.Tables {
		if len(tb.Systems) > 8 {
			t.Errorf("table %q has %d system columns: it cannot fit a page", tb.Title, len(tb.Systems))
		}
	}
	if err := pdf.Write(io.Discard, art); err != nil {
		t.Fatal(err)
	}
}

// TestLatencyCDFCharts: fio json+ results, whose histograms the data
// holds, get a latency distribution chart per cell; article 1's table,
// without histograms, gets none.
func TestLatencyCDFCharts(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"../ingest/fio/testdata/io_uring-randread-qd32.jsonplus", "../ingest/fio/testdata/libaio-randread-qd16.jsonplus"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	count := func(art *render.Article) int {
		n := 0
		for _, c := range art.Charts {
			if strings.HasSuffix(c.Name, "-latency-cdf") && strings.Contains(c.Title, "distribution of completion latency") {
				n++
			}
		}
		return n
	}
	if n := count(article(t, ds, analyze.Options{})); n != 2 {
		t.Errorf("%d distribution charts, want one per cell (2)", n)
	}
	if n := count(article(t, bundled(t), analyze.Options{})); n != 0 {
		t.Errorf("%d distribution charts for data without histograms", n)
	}
}
