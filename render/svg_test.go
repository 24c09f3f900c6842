package render_test

import (
	"context"
	"encoding/xml"
	"errors"
	"image/png"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	articles "github.com/iopress/iopress/article"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/output"
	"github.com/iopress/iopress/render/words"
)

// svgDoc is what a screen reader and a parser see of a standalone SVG.
type svgDoc struct {
	role, labelledBy, lang string
	ids                    map[string]string // element id → its text
	title, desc            string
}

// readSVG parses an SVG file as XML, to its end, and keeps its root's
// accessibility attributes and the text of its <title> and <desc>.
func readSVG(t *testing.T, path string) svgDoc {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc := svgDoc{ids: map[string]string{}}
	dec := xml.NewDecoder(f)
	depth, root := 0, true
	var open []string // ids of the elements open
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("%s is not XML: %v", path, err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			depth++
			id := ""
			for _, a := range e.Attr {
				switch {
				case a.Name.Local == "id":
					id = a.Value
				case root && a.Name.Local == "role":
					doc.role = a.Value
				case root && a.Name.Local == "aria-labelledby":
					doc.labelledBy = a.Value
				case root && a.Name.Local == "lang":
					doc.lang = a.Value
				}
			}
			if root && e.Name.Local != "svg" {
				t.Fatalf("%s: root <%s>, want <svg>", path, e.Name.Local)
			}
			root = false
			open = append(open, id)
			if depth == 2 && e.Name.Local == "title" && doc.title == "" {
				doc.title = "#" + id
			}
			if depth == 2 && e.Name.Local == "desc" && doc.desc == "" {
				doc.desc = "#" + id
			}
		case xml.CharData:
			if len(open) > 0 && open[len(open)-1] != "" {
				id := open[len(open)-1]
				doc.ids[id] += string(e)
			}
		case xml.EndElement:
			depth--
			open = open[:len(open)-1]
		}
	}
	doc.title, doc.desc = doc.ids[strings.TrimPrefix(doc.title, "#")], doc.ids[strings.TrimPrefix(doc.desc, "#")]
	return doc
}

// TestSVGChartsStandAlone: --format svg writes every chart as an SVG that
// parses as XML, titled with the chart's title and described in the
// article's language for screen readers (role="img", aria-labelledby
// naming its <title> and <desc>), and the description of the first
// chart's first panel (random 4K read, IOPS) names the system of its
// highest figure, then the one of its lowest, as the analysis has them.
func TestSVGChartsStandAlone(t *testing.T) {
	ds := bundled(t)
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The extremes of the first panel, from the analysis.
	var high, low analyze.Figure
	for _, c := range a.Comparisons {
		for _, f := range c.Ranking {
			if c.Metric.Name == analyze.IOPS.Name && c.Cell.Pattern == "random" && c.Cell.Direction == "read" && c.Cell.BlockSizeBytes == 4096 {
				if high.System == "" || f.Value > high.Value {
					high = f
				}
				if low.System == "" || f.Value < low.Value {
					low = f
				}
			}
		}
	}
	for _, lang := range words.Langs {
		t.Run(lang.String(), func(t *testing.T) {
			art, err := render.Build(ds, a, render.Options{Lang: lang})
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			out, err := output.WriteDir(dir, art, output.SVG)
			if err != nil {
				t.Fatal(err)
			}
			if len(out.Paths) != len(art.Charts) || len(art.Charts) < 2 {
				t.Fatalf("%d SVG files for %d charts", len(out.Paths), len(art.Charts))
			}
			for i, ch := range art.Charts {
				path := filepath.Join(dir, ch.Name+".svg")
				head := make([]byte, 5)
				if f, err := os.Open(path); err == nil {
					f.Read(head)
					f.Close()
				}
				if string(head) != "<?xml" {
					t.Errorf("%s: no XML prologue", path)
				}
				doc := readSVG(t, path)
				if doc.role != "img" || doc.lang != lang.String() {
					t.Errorf("%s: role %q, lang %q", ch.Name, doc.role, doc.lang)
				}
				if want := ch.Name + "-title " + ch.Name + "-desc"; doc.labelledBy != want || doc.ids[ch.Name+"-title"] == "" {
					t.Errorf("%s: aria-labelledby %q, want %q naming its title and description", ch.Name, doc.labelledBy, want)
				}
				if doc.title != strings.ReplaceAll(ch.Title, "\n", " ") {
					t.Errorf("%s: title %q, want %q", ch.Name, doc.title, ch.Title)
				}
				if doc.desc == "" || doc.desc != ch.Description {
					t.Errorf("%s: description %q, want %q", ch.Name, doc.desc, ch.Description)
				}
				if i == 0 {
					// After the panel's title, its highest, then its lowest.
					_, panel, _ := strings.Cut(doc.desc, "4K: IOPS: ")
					h, l := strings.Index(panel, high.System), strings.Index(panel, low.System)
					if h < 0 || l < 0 || h > l {
						t.Errorf("%s: description %q does not name %s (highest) before %s (lowest)", ch.Name, doc.desc, high.System, low.System)
					}
				}
			}
		})
	}
}

// TestSVGOpensInABrowser: a standalone SVG, in English (text left to the
// browser's fonts) and in Hindi (glyphs drawn as shapes), opens in
// headless Chromium by itself and draws the chart: ink, and the bars'
// first colour.
func TestSVGOpensInABrowser(t *testing.T) {
	chrome := rendertest.Chrome(t)
	ds := bundled(t)
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []words.Lang{words.English, words.Hindi} {
		art, err := render.Build(ds, a, render.Options{Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		art.Charts = art.Charts[:1]
		dir := t.TempDir()
		if _, err := output.WriteDir(dir, art, output.SVG); err != nil {
			t.Fatal(err)
		}
		shot := filepath.Join(dir, "shot.png")
		cmd := exec.Command(chrome, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
			"--force-device-scale-factor=1", "--window-size=680,334", "--screenshot="+shot, "file://"+filepath.Join(dir, art.Charts[0].Name+".svg"))
		cmd.Env = append(os.Environ(), "HOME="+dir)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("chromium: %v\n%s", err, out)
		}
		f, err := os.Open(shot)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		dark, blue := 0, 0
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				r, g, bl, _ := img.At(x, y).RGBA()
				if r < 0x4000 && g < 0x4000 && bl < 0x4000 {
					dark++
				}
				if slices.Equal([]uint32{r >> 8, g >> 8, bl >> 8}, []uint32{0, 114, 178}) {
					blue++
				}
			}
		}
		if n := b.Dx() * b.Dy(); dark < n/400 || blue < n/200 {
			t.Errorf("%s: %d dark and %d blue pixels of %d: the chart did not draw", lang, dark, blue, n)
		}
	}
}

// TestLatencyChartDescriptionGivesFiosMedian: a latency distribution
// chart's description says each system's median latency, read off the
// histogram, and it is fio's own 50th percentile of the same run, to the
// digits written.
func TestLatencyChartDescriptionGivesFiosMedian(t *testing.T) {
	ds, errs := ingest.Read(context.Background(), []string{"../ingest/fio/testdata/io_uring-randread-qd32.jsonplus", "../ingest/fio/testdata/libaio-randread-qd16.jsonplus"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	art := article(t, ds, analyze.Options{})
	median := regexp.MustCompile(`Median latency: (.+) \(([0-9.]+) (µs|ms)\)\.`)
	checked := 0
	for _, ch := range art.Charts {
		if !strings.HasSuffix(ch.Name, "-latency-cdf") {
			continue
		}
		m := median.FindStringSubmatch(ch.Description)
		if m == nil {
			t.Errorf("%s: description %q gives no median", ch.Name, ch.Description)
			continue
		}
		v, _ := strconv.ParseFloat(m[2], 64)
		factor := map[string]float64{"µs": 1e3, "ms": 1e6}[m[3]]
		_, frac, _ := strings.Cut(m[2], ".")
		for _, r := range ds.Results {
			if r.System == m[1] {
				checked++
				if math.Abs(v*factor-r.LatP50Ns) > 0.5*math.Pow(10, -float64(len(frac)))*factor {
					t.Errorf("%s: median %s %s, fio's p50 %v ns", ch.Name, m[2], m[3], r.LatP50Ns)
				}
			}
		}
	}
	if checked != 2 {
		t.Errorf("checked %d medians, want one per run (2)", checked)
	}
}

// TestSVGOfEveryKindParses: the charts of a queue-depth sweep (lines over
// depth, in Hindi: glyphs as shapes) and of a CrystalDiskMark review
// (bars by test, systems named after files with underscores) are SVG
// files that parse as XML, each with its title and a description.
func TestSVGOfEveryKindParses(t *testing.T) {
	for _, tc := range []struct {
		kind   articles.Kind
		inputs []string
		lang   words.Lang
	}{
		{articles.Sweep, []string{"../analyze/testdata/sweep-iopress/tmpfs", "../analyze/testdata/sweep-iopress/disk"}, words.Hindi},
		{articles.CDM, []string{"../ingest/cdm/testdata/samples/crystaldiskmark"}, words.Turkish},
	} {
		t.Run(string(tc.kind), func(t *testing.T) {
			ds, errs := ingest.Read(context.Background(), tc.inputs, ingest.Options{})
			if len(errs) > 0 {
				t.Fatal(errs)
			}
			art, kind, err := articles.Make(ds, articles.Settings{Kind: tc.kind, Lang: tc.lang})
			if err != nil || kind != tc.kind {
				t.Fatalf("%s article: %v", kind, err)
			}
			dir := t.TempDir()
			if _, err := output.WriteDir(dir, art, output.SVG); err != nil {
				t.Fatal(err)
			}
			for _, ch := range art.Charts {
				doc := readSVG(t, filepath.Join(dir, ch.Name+".svg"))
				if doc.title == "" || doc.desc == "" || doc.desc != ch.Description || doc.lang != tc.lang.String() {
					t.Errorf("%s: title %q, description %q, lang %q", ch.Name, doc.title, doc.desc, doc.lang)
				}
			}
		})
	}
}
