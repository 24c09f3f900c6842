package render

import (
	"cmp"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/words"
)

// barLabelTexts are the figures written over the bars of a chart, read
// from its SVG (where the browser sets the text): the text set at the
// bar labels' size.
func barLabelTexts(t *testing.T, ch *Chart) []string {
	t.Helper()
	svg, err := drawSVG(ch, withBrowserText)
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`(?s)<text [^>]*font-size:` + regexp.QuoteMeta(fmt.Sprint(barLabelSize)) + `px[^>]*>([^<]*)</text>`)
	var out []string
	for _, m := range re.FindAllStringSubmatch(string(svg), -1) {
		out = append(out, m[1])
	}
	return out
}

// articleOfCSV analyses a CSV of results and builds its comparison
// article.
func articleOfCSV(t *testing.T, csvText string, opts Options) (*analyze.Analysis, *Article) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "results.csv")
	if err := os.WriteFile(path, []byte(csvText), 0o644); err != nil {
		t.Fatal(err)
	}
	ds, err := ingest.File(path)
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	art, err := Build(ds, a, opts)
	if err != nil {
		t.Fatal(err)
	}
	return a, art
}

// TestBarsCarryTheirFigures: each bar of a chart with room for them has
// its figure written over it, in the article's language, and the figure
// read back in the chart's unit (MB/s) is the analysis's, to the decimals
// written.
func TestBarsCarryTheirFigures(t *testing.T) {
	const results = "system,pattern,direction,bs,bw_mbps\n" +
		"alpha,random,read,4K,3.9\nbeta,random,read,4K,9.8\nalpha,sequential,write,128K,37.5\nbeta,sequential,write,128K,81.25\n"
	for _, tc := range []struct {
		lang                words.Lang
		group, point, other string // other: the decimal point of the others
	}{{words.English, ",", ".", ","}, {words.Polish, "\u00a0", ",", "."}, {words.Hindi, ",", ".", ","}} {
		t.Run(tc.lang.String(), func(t *testing.T) {
			a, art := articleOfCSV(t, results, Options{Lang: tc.lang})
			ch := art.Charts[0]
			if !strings.HasSuffix(ch.Plot.Y.Label.Text, "(MB/s)") {
				t.Fatalf("chart's axis %q, want MB/s", ch.Plot.Y.Label.Text)
			}
			labels := barLabelTexts(t, ch)
			var want []float64
			for _, c := range a.Comparisons {
				if c.Metric.Name == analyze.Bandwidth.Name {
					for _, f := range c.Ranking {
						want = append(want, f.Value)
					}
				}
			}
			if len(labels) != len(want) || len(want) != 4 {
				t.Fatalf("labels %q for %d bars", labels, len(want))
			}
			// Each figure, read back, with half its last digit's step.
			type figure struct{ value, halfStep float64 }
			var got []figure
			for _, l := range labels {
				if strings.Contains(l, tc.other) || !strings.Contains(l, tc.point) {
					t.Errorf("label %q is not written with %q as the decimal point", l, tc.point)
				}
				_, frac, _ := strings.Cut(l, tc.point)
				v, err := strconv.ParseFloat(strings.ReplaceAll(strings.ReplaceAll(l, tc.group, ""), tc.point, "."), 64)
				if err != nil {
					t.Fatalf("label %q: %v", l, err)
				}
				got = append(got, figure{v, 0.5 * math.Pow(10, -float64(len(frac)))})
			}
			slices.SortFunc(got, func(x, y figure) int { return cmp.Compare(x.value, y.value) })
			slices.Sort(want)
			for i := range want {
				if math.Abs(got[i].value-want[i]/1e6) > got[i].halfStep {
					t.Errorf("label %v MB/s for the analysis's %v bytes/s", got[i].value, want[i])
				}
			}
		})
	}
}

// TestBarLabelsThatDoNotFitAreLeftOut: in a chart of 24 narrow bars, the
// two-digit figures are written and the seven-digit ones, wider than
// their bars, are not.
func TestBarLabelsThatDoNotFitAreLeftOut(t *testing.T) {
	var b strings.Builder
	b.WriteString("system,pattern,direction,bs,iops\n")
	for _, w := range []string{"random,read,4K", "random,write,4K", "sequential,read,128K", "sequential,write,128K", "random,read,64K", "random,write,64K"} {
		for i, s := range []string{"a", "b", "c", "d"} {
			iops := strconv.Itoa(40 + i)
			if s == "d" {
				iops = "1234567"
			}
			b.WriteString(s + "," + w + "," + iops + "\n")
		}
	}
	_, art := articleOfCSV(t, b.String(), Options{})
	labels := barLabelTexts(t, art.Charts[0])
	if len(labels) != 18 {
		t.Errorf("labels %q, want the 18 two-digit figures", labels)
	}
	for _, l := range labels {
		if len(l) != 2 {
			t.Errorf("label %q written over a bar narrower than it", l)
		}
	}
}
