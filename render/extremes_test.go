package render_test

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"image/png"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/ingest/cdm"
	"github.com/iopress/iopress/internal/dirlock"
	"github.com/iopress/iopress/internal/outdir"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/output"
)

// extremes are figures at float64's edges: the 1e18 IOPS, the
// largest float64, the smallest subnormal and a negative zero.
var extremes = []struct {
	name string
	v    float64
}{
	{"1e18", 1e18},
	{"largest float64", math.MaxFloat64},
	{"smallest subnormal", math.SmallestNonzeroFloat64},
	{"negative zero", math.Copysign(0, -1)},
}

// TestExtremeFiguresGiveValidArticles: every kind of article (a
// comparison with latency distributions, a queue-depth sweep, a
// CrystalDiskMark review) made of real figures with one extreme figure
// mixed in is either written whole and valid (no NaN or Inf in any PDF
// content stream, in the HTML or its SVG; pdftotext reads the PDF without
// a complaint; every PNG decodes) or refused with an error naming the
// chart. Before, 1e18 IOPS drew at -Inf and gave a PDF pdftotext rejects,
// and the largest float64 never finished its PNG.
func TestExtremeFiguresGiveValidArticles(t *testing.T) {
	needTool(t, "pdftotext")
	kinds := []struct {
		name  string
		build func(t *testing.T, v float64) (*render.Article, error)
	}{
		{"comparison", extremeComparison},
		{"sweep", extremeSweep},
		{"cdm", extremeCDM},
	}
	for _, k := range kinds {
		for _, x := range extremes {
			t.Run(k.name+"/"+x.name, func(t *testing.T) {
				t.Parallel()
				art, err := k.build(t, x.v)
				if err != nil {
					t.Logf("refused: %v", err)
					if !strings.Contains(err.Error(), "chart") && !strings.Contains(err.Error(), "figure") {
						t.Errorf("refused without naming the chart or figure: %v", err)
					}
					return
				}
				dir := t.TempDir()
				if _, err := writeWithin(t, dir, art, 2*time.Minute); err != nil {
					t.Logf("refused: %v", err)
					if !regexp.MustCompile(`(chart|table)-\d+`).MatchString(err.Error()) {
						t.Errorf("refused without naming the drawing: %v", err)
					}
				}
				checkOutputs(t, dir)
			})
		}
	}
}

// writeWithin writes the article, failing the test if that takes longer
// than limit (the PNG rasteriser looped forever on a NaN polygon; the
// limit leaves room for a slow machine under the race detector).
func writeWithin(t *testing.T, dir string, art *render.Article, limit time.Duration) ([]string, error) {
	t.Helper()
	type result struct {
		paths []string
		err   error
	}
	done := make(chan result, 1)
	go func() {
		out, err := output.WriteDir(dir, art)
		var paths []string
		if out != nil {
			paths = out.Paths
		}
		done <- result{paths, err}
	}()
	select {
	case r := <-done:
		return r.paths, r.err
	case <-time.After(limit):
		t.Fatalf("still writing the article after %v", limit)
		return nil, nil
	}
}

// notANumber finds NaN and Inf as printed by Go (NaN, +Inf, -Inf), as
// words: not "Information".
var notANumber = regexp.MustCompile(`\b(NaN|Inf)\b`)

// checkOutputs checks every file in dir: nothing that is not a number in
// the PDF's content streams or the HTML, a PDF pdftotext reads without a
// complaint, PNGs that decode, and no file left under a temporary name.
func checkOutputs(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() == dirlock.Name || e.Name() == outdir.ManifestName {
			continue // the folder's lock and record of what was written
		}
		path := filepath.Join(dir, e.Name())
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		switch filepath.Ext(e.Name()) {
		case ".pdf":
			for i, s := range pdfStreams(t, data) {
				if m := notANumber.FindIndex(s); m != nil {
					t.Errorf("%s: stream %d holds %q", e.Name(), i, s[max(0, m[0]-40):min(len(s), m[1]+20)])
				}
			}
			var stderr bytes.Buffer
			cmd := exec.Command("pdftotext", path, "-")
			cmd.Stderr = &stderr
			if err := cmd.Run(); err != nil || stderr.Len() > 0 {
				t.Errorf("pdftotext %s: %v %s", e.Name(), err, stderr.String())
			}
		case ".html":
			if m := notANumber.FindIndex(data); m != nil {
				t.Errorf("%s holds %q", e.Name(), data[max(0, m[0]-60):min(len(data), m[1]+20)])
			}
		case ".png":
			if _, err := png.Decode(bytes.NewReader(data)); err != nil {
				t.Errorf("%s: %v", e.Name(), err)
			}
		default:
			t.Errorf("unexpected file %s (a temporary left behind?)", e.Name())
		}
	}
}

// pdfStreams returns the PDF's streams, inflated where they are
// compressed (gofpdf compresses content streams with zlib).
func pdfStreams(t *testing.T, pdf []byte) [][]byte {
	t.Helper()
	var out [][]byte
	for _, m := range regexp.MustCompile(`(?s)stream\r?\n(.*?)endstream`).FindAllSubmatch(pdf, -1) {
		s := m[1]
		if zr, err := zlib.NewReader(bytes.NewReader(s)); err == nil {
			if inflated, err := io.ReadAll(zr); err == nil {
				s = inflated
			}
		}
		out = append(out, s)
	}
	if len(out) == 0 {
		t.Fatal("no streams in the PDF")
	}
	return out
}

// extremeComparison: one workload measured by two systems with long names
// (real fio json+ output, latency histograms and all) where one system's
// IOPS and the other's bandwidth and mean latency are v, and the slowest
// bin of one histogram is v where that keeps the bins sorted.
func extremeComparison(t *testing.T, v float64) (*render.Article, error) {
	data, err := os.ReadFile("../ingest/fio/testdata/libaio-randread-qd16.jsonplus")
	if err != nil {
		t.Fatal(err)
	}
	ds := &datasets.Dataset{}
	for i := range 2 {
		one, err := ingest.Bytes(data, fmt.Sprintf("Linux 6.8 libaio on a long-named array %d.json", i+1))
		if err != nil {
			t.Fatal(err)
		}
		ds.Append(one)
	}
	if len(ds.Results) != 2 || len(ds.Histogram) == 0 {
		t.Fatalf("%d rows, %d bins: want 2 rows with histograms", len(ds.Results), len(ds.Histogram))
	}
	for i := range ds.Results { // three charts fewer to draw
		ds.Results[i].LatP50Ns, ds.Results[i].LatP99Ns, ds.Results[i].LatP999Ns = math.NaN(), math.NaN(), math.NaN()
	}
	ds.Results[0].IOPS = v
	ds.Results[1].BWBytesPerS = v
	ds.Results[1].LatMeanNs = v
	last := &ds.Histogram[len(ds.Histogram)-1]
	if v > last.BinNs {
		last.BinNs = v
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		return nil, err
	}
	return render.Build(ds, a, render.Options{})
}

// extremeSweep: two systems over queue depths 1 to 32, IOPS that
// saturate from QD8 on (the knee) and latency that obeys Little's law;
// the bare device's IOPS at QD1 (what the other's ratio divides by) and
// the other's latency at its knee (what its latency cost divides by) set
// to v.
func extremeSweep(t *testing.T, v float64) (*render.Article, error) {
	ds := &datasets.Dataset{}
	for _, sys := range []string{"disk", "cache"} {
		for qd := int64(1); qd <= 32; qd *= 2 {
			r := datasets.NewResult()
			r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.IODepth, r.NumJobs = sys, "random", "read", 4096, qd, 1
			r.IOPS = 100000 * (1 - math.Exp(-float64(qd)/2))
			r.LatMeanNs = float64(qd) / r.IOPS * 1e9
			r.BWBytesPerS = r.IOPS * 4096
			ds.Results = append(ds.Results, r)
		}
	}
	ds.Results[0].IOPS = v      // disk, QD1
	ds.Results[9].LatMeanNs = v // cache, QD8
	s, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: "disk"})
	if err != nil {
		return nil, err
	}
	return render.BuildSweep(ds, s, render.Options{})
}

// extremeCDM: a real CrystalDiskMark export with one test's bandwidth v.
func extremeCDM(t *testing.T, v float64) (*render.Article, error) {
	data, err := os.ReadFile("../ingest/cdm/testdata/cdm3.0.2-utf16le-bom-crlf.txt")
	if err != nil {
		t.Fatal(err)
	}
	ds, err := cdm.Parser.ParseBytes(data, "cdm.txt")
	if err != nil {
		t.Fatal(err)
	}
	ds.Results[0].BWBytesPerS = v
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		return nil, err
	}
	return render.BuildCDM(ds, a, render.Options{})
}
