package render

import (
	"bytes"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

// realSweep reads the two real iopress qd-sweep runs kept for analyze's
// tests (a tmpfs file and a disk file) and analyses them, the disk as the
// bare device.
func realSweep(t *testing.T) (*datasets.Dataset, *analyze.Sweep) {
	t.Helper()
	ds := readDatasets(t, "../analyze/testdata/sweep-iopress/tmpfs", "../analyze/testdata/sweep-iopress/disk")
	s, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: "disk"})
	if err != nil {
		t.Fatal(err)
	}
	return ds, s
}

// readDatasets reads dataset folders into one dataset.
func readDatasets(t *testing.T, dirs ...string) *datasets.Dataset {
	t.Helper()
	ds := &datasets.Dataset{}
	for _, dir := range dirs {
		one, err := datasets.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		ds.Append(one)
	}
	return ds
}

var digits = regexp.MustCompile(`[0-9]`)

// strip removes each expected figure from text once, failing when one is
// not there: what the sentence must say.
func strip(t *testing.T, text string, want ...string) string {
	t.Helper()
	for _, w := range want {
		i := strings.Index(text, w)
		if i < 0 {
			t.Errorf("%q does not say %q", text, w)
			continue
		}
		text = text[:i] + "#" + text[i+len(w):]
	}
	return text
}

// TestSweepTextTracesToTheAnalysis: every number in the sweep article's
// findings, flags and verdict is a value of the analysis (a curve's best,
// knee, latency cost and points, a ratio, a flag's margin), written with
// the unit the article uses; once those and the workload and system names
// are taken out, no digit is left.
func TestSweepTextTracesToTheAnalysis(t *testing.T) {
	ds, s := realSweep(t)
	art, err := BuildSweep(ds, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	names := func(text string) string {
		for _, c := range s.Curves {
			text = strings.ReplaceAll(text, english.Capitalize(c.Workload.String()), "W")
			text = strings.ReplaceAll(text, c.Workload.String(), "W")
		}
		return text
	}
	used := map[string]bool{}
	for _, c := range s.Curves {
		curves := curvesOf(s, c.Workload)
		sc, lat := english.sweepScale(curves), english.latencyScale(curves)
		prefix := c.System + ", " + c.Workload.String() + ":"
		for _, f := range art.Findings {
			if !strings.HasPrefix(f, prefix) {
				continue
			}
			used[f] = true
			k, _ := point(c, c.Knee)
			last := c.Points[len(c.Points)-1]
			rest := strip(t, f, prefix, sc.withUnit(c.Max), "QD"+strconv.FormatInt(best(c).IODepth, 10),
				"QD"+strconv.FormatInt(c.Knee, 10), sc.withUnit(k.Value), lat.withUnit(k.LatencyNs))
			if last.IODepth > c.Knee {
				rest = strip(t, rest, "QD"+strconv.FormatInt(last.IODepth, 10), strconv.FormatFloat(c.KneeLatencyCost, 'f', 1, 64), sc.withUnit(last.Value))
			}
			rest = strings.ReplaceAll(rest, "90% of it", "")
			if digits.MatchString(rest) {
				t.Errorf("%q: numbers not from the analysis left in %q", f, rest)
			}
		}
		if c.System != "disk" {
			for _, f := range art.Findings {
				if !strings.HasPrefix(f, english.Capitalize(c.Workload.String())+" against disk") {
					continue
				}
				used[f] = true
				first, last := c.Points[0], c.Points[len(c.Points)-1]
				rest := strip(t, names(f), english.times(first.Ratio), "QD"+strconv.FormatInt(first.IODepth, 10), english.times(last.Ratio), "QD"+strconv.FormatInt(last.IODepth, 10))
				if digits.MatchString(rest) {
					t.Errorf("%q: numbers not from the analysis left in %q", f, rest)
				}
			}
		}
	}
	for _, f := range art.Findings {
		if !used[f] && !strings.Contains(f, "top out together") {
			t.Errorf("finding %q is none of the kinds checked", f)
		}
	}
	// Flags: the depths flagged and the least and most margin over the
	// bare device's best.
	for _, text := range art.Flags {
		var depths []string
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, f := range s.Flags {
			if strings.HasPrefix(text, f.System+", "+f.Workload.String()+" at ") {
				depths = append(depths, "QD"+strconv.FormatInt(f.IODepth, 10))
				lo, hi = math.Min(lo, f.Value/f.Limit), math.Max(hi, f.Value/f.Limit)
			}
		}
		if len(depths) == 0 {
			t.Errorf("flag text %q matches no flag", text)
			continue
		}
		rest := strip(t, names(text), append(depths, strconv.FormatFloat((lo-1)*100, 'f', 0, 64)+"%", strconv.FormatFloat((hi-1)*100, 'f', 0, 64)+"%")...)
		if digits.MatchString(rest) {
			t.Errorf("%q: numbers not from the analysis left in %q", text, rest)
		}
	}
	// Verdict: per workload, the best unflagged curve's best and its depth.
	rest := names(art.Verdict)
	flagged := map[string]bool{}
	for _, f := range s.Flags {
		flagged[f.System+"|"+f.Workload.String()] = true
	}
	for _, c := range s.Curves {
		if flagged[c.System+"|"+c.Workload.String()] {
			continue
		}
		curves := curvesOf(s, c.Workload)
		lead := true
		for _, o := range curves {
			if !flagged[o.System+"|"+o.Workload.String()] && o.Max > c.Max {
				lead = false
			}
		}
		if lead {
			rest = strip(t, rest, english.sweepScale(curves).withUnit(c.Max)+" at QD"+strconv.FormatInt(best(c).IODepth, 10))
		}
	}
	if digits.MatchString(rest) {
		t.Errorf("verdict %q: numbers not from the analysis left in %q", art.Verdict, rest)
	}
}

// TestSweepArticle: a table and a value, latency and ratio chart per
// workload, each knee marked in its table, the flags grouped, and a PDF
// that writes.
func TestSweepArticle(t *testing.T) {
	ds, s := realSweep(t)
	art, err := BuildSweep(ds, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(art.Tables) != 4 || len(art.Charts) != 12 {
		t.Fatalf("%d tables and %d charts, want 4 and 12 (value, latency, ratio per workload)", len(art.Tables), len(art.Charts))
	}
	for _, tb := range art.Tables {
		knees := 0
		for _, r := range tb.Rows {
			for _, c := range r.Cells {
				if c.Best {
					knees++
				}
			}
		}
		if knees != 2 || len(tb.Systems) != 9 {
			t.Errorf("%s: %d knees marked over %d depths, want one per configuration over QD1 to QD256", tb.Title, knees, len(tb.Systems))
		}
	}
	if len(art.Flags) == 0 || len(art.Flags) > 8 {
		t.Errorf("%d flag lines: want the cache flags grouped by configuration and workload", len(art.Flags))
	}
	if !strings.HasPrefix(art.Title, "Queue depth: tmpfs and disk") || art.SetupTable == nil || len(art.SetupTable.Columns) != 2 {
		t.Errorf("title %q, setup table %+v: want a column per configuration", art.Title, art.SetupTable)
	}
	var pdf bytes.Buffer
	if err := WritePDF(&pdf, art); err != nil || pdf.Len() < 10000 {
		t.Fatalf("PDF: %v, %d bytes", err, pdf.Len())
	}
	// Without data at several depths there is no sweep to write.
	if _, err := BuildSweep(ds, &analyze.Sweep{}, Options{}); err == nil {
		t.Error("an empty sweep made an article")
	}
}
