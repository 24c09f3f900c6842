package render

import (
	"bytes"
	"cmp"
	"fmt"
	"html"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/words"
)

// realSweep reads the two real iopress qd-sweep runs kept for analyze's
// tests (a tmpfs file and a file on the virtio disk) and analyses them,
// the disk as the baseline, with the targets their setup records.
func realSweep(t *testing.T) (*datasets.Dataset, *analyze.Sweep) {
	t.Helper()
	ds := readDatasets(t, "../analyze/testdata/sweep-iopress/tmpfs", "../analyze/testdata/sweep-iopress/disk")
	s, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: "disk", Targets: analyze.TargetsOf(ds)})
	if err != nil {
		t.Fatal(err)
	}
	return ds, s
}

// sweepIn is a sweep's article in one language, with the lang that says
// what its text should.
type sweepIn struct {
	l   lang
	art *Article
}

// sweepInEveryLang builds the sweep's article in every language, or in
// those given.
func sweepInEveryLang(t *testing.T, ds *datasets.Dataset, s *analyze.Sweep, langs ...words.Lang) []sweepIn {
	t.Helper()
	if len(langs) == 0 {
		langs = words.Langs
	}
	var out []sweepIn
	for _, language := range langs {
		art, err := BuildSweep(ds, s, Options{Lang: language})
		if err != nil {
			t.Fatalf("%s: %v", language, err)
		}
		out = append(out, sweepIn{lang{Lang: language}, art})
	}
	return out
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

// curveKey names a real curve: a configuration and a workload's pattern
// and direction (the sweeps hold one block size per pattern).
type curveKey struct{ system, pattern, direction string }

var sweepDepths = []int64{1, 2, 4, 8, 16, 32, 64, 128, 256}

// curveRows reads each real curve straight from the rows, not through the
// analysis: per depth, its row.
func curveRows(t *testing.T, ds *datasets.Dataset) map[curveKey]map[int64]datasets.Result {
	t.Helper()
	out := map[curveKey]map[int64]datasets.Result{}
	for _, r := range ds.Results {
		k := curveKey{r.System, r.Pattern, r.Direction}
		if out[k] == nil {
			out[k] = map[int64]datasets.Result{}
		}
		out[k][r.IODepth] = r
	}
	if len(out) != 8 {
		t.Fatalf("%d curves in the rows, want 8", len(out))
	}
	return out
}

// rowFigure is the figure the article states of a row: IOPS for random
// I/O, bandwidth for sequential.
func rowFigure(r datasets.Result) float64 {
	if r.Pattern == datasets.PatternSequential {
		return r.BWBytesPerS
	}
	return r.IOPS
}

// workloadFindingOf is the finding about a workload: the one that opens
// with its name.
func workloadFindingOf(t *testing.T, art *Article, l lang, k curveKey) string {
	t.Helper()
	for _, f := range art.Findings {
		name := l.Capitalize(l.workloadName(analyze.Workload{Pattern: k.pattern, Direction: k.direction, BlockSizeBytes: blockOf(k), NumJobs: 1, RWMixReadPct: -1}))
		if strings.HasPrefix(f, name+":") || strings.HasPrefix(f, name+" (") {
			return f
		}
	}
	t.Fatalf("no finding about %v", k)
	return ""
}

func blockOf(k curveKey) int64 {
	if k.pattern == datasets.PatternSequential {
		return 256 << 10
	}
	return 4 << 10
}

// curveSentenceOf is the sentence of a workload's finding about one
// configuration's curve: from the depth that opens it ("At QD64, disk
// reaches") to the full stop.
//
// The prose names a configuration by its target's kind, as sweepRefs
// has it; the sentence, which may follow a colon, is given capitalised.
func curveSentenceOf(t *testing.T, finding, system string) string {
	t.Helper()
	i := -1
	for _, opening := range []string{" first passes ", " peaks "} {
		if j := strings.Index(finding, ", "+sweepRefs[system]+opening); j >= 0 && i < 0 {
			i = strings.LastIndex(strings.ToLower(finding[:j]), "at qd")
		}
	}
	if i < 0 {
		t.Fatalf("%q says nothing of %s's curve", finding, system)
	}
	rest := finding[i:]
	if end := strings.Index(rest, ". "); end >= 0 {
		rest = rest[:end]
	}
	return english.Capitalize(strings.TrimSuffix(rest, "."))
}

// sweepRefs are the names the English prose gives the real sweep's
// configurations: their targets' kinds, not their labels.
var sweepRefs = map[string]string{"disk": "the virtio disk", "tmpfs": "the RAM run"}

var parenthesis = regexp.MustCompile(`\([^)]*\)`)

// depthList writes depths as the article lists them, worked out here:
// runs of three or more consecutive depths as "QDa to QDb", the others
// one by one, all joined with commas and "and".
func depthList(depths []int64) string {
	var runs [][]int64
	for _, d := range depths {
		i := slices.Index(sweepDepths, d)
		if n := len(runs); n > 0 && slices.Index(sweepDepths, runs[n-1][len(runs[n-1])-1]) == i-1 {
			runs[n-1] = append(runs[n-1], d)
			continue
		}
		runs = append(runs, []int64{d})
	}
	var items []string
	for _, r := range runs {
		if len(r) >= 3 {
			items = append(items, fmt.Sprintf("QD%d to QD%d", r[0], r[len(r)-1]))
			continue
		}
		for _, d := range r {
			items = append(items, fmt.Sprintf("QD%d", d))
		}
	}
	if len(items) == 1 {
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// TestSweepKneeSentenceOfEachCurve: for each of the 4 real curves of the
// disk, its sentence says where the curve first reaches 90% of its peak,
// and whether and where it falls back below that and comes back, as the
// figures at each depth have it: the expectation is worked out here from
// the rows, not from the analysis. 2 of the 4 curves fall back below (the
// sequential writes: 2.234 GiB/s at QD8, then 1.843, 1.981, 1.875, 1.740
// and 1.539), which "90% of it from QD8 on" hid. The tmpfs curves, the
// memory ceiling the disk is set against, get no sentence: their knees
// are in the tables and the charts. Where the knee is the peak itself
// (all 4 of the disk's curves), the sentence says the curve peaks there,
// not that it "reaches 90% of its peak" at its peak.
func TestSweepKneeSentenceOfEachCurve(t *testing.T) {
	ds, s := realSweep(t)
	art, err := BuildSweep(ds, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	falls := 0
	for k, byDepth := range curveRows(t, ds) {
		if k.system == "tmpfs" {
			if f := workloadFindingOf(t, art, english, k); strings.Contains(f, "the RAM run reaches ") || strings.Contains(f, "the RAM run first reaches ") {
				t.Errorf("%v: %q speaks of the memory ceiling's knee", k, f)
			}
			continue
		}
		peak := 0.0
		for _, d := range sweepDepths {
			peak = math.Max(peak, rowFigure(byDepth[d]))
		}
		knee := slices.IndexFunc(sweepDepths, func(d int64) bool { return rowFigure(byDepth[d]) >= 0.9*peak })
		var in []int64
		firstBelow := int64(0)
		for _, d := range sweepDepths[knee:] {
			if rowFigure(byDepth[d]) >= 0.9*peak {
				in = append(in, d)
			} else if firstBelow == 0 {
				firstBelow = d
			}
		}
		recovers := firstBelow != 0 && in[len(in)-1] > firstBelow
		atPeak := rowFigure(byDepth[sweepDepths[knee]]) == peak
		var want string
		switch {
		case atPeak && firstBelow == 0:
			want = fmt.Sprintf("At QD%d, %s peaks (#) and stays at or above 90%% of it through QD256", sweepDepths[knee], sweepRefs[k.system])
		case atPeak && recovers:
			want = fmt.Sprintf("At QD%d, %s peaks (#) and is at or above 90%% of it only at %s", sweepDepths[knee], sweepRefs[k.system], depthList(in))
		case atPeak && firstBelow == 256:
			want = fmt.Sprintf("At QD%d, %s peaks (#) and falls below 90%% of it at QD256", sweepDepths[knee], sweepRefs[k.system])
		case atPeak:
			want = fmt.Sprintf("At QD%d, %s peaks (#) and falls below 90%% of it from QD%d on", sweepDepths[knee], sweepRefs[k.system], firstBelow)
		case firstBelow == 0:
			want = fmt.Sprintf("At QD%d, %s first passes 90%% of its peak (#) and stays there through QD256", sweepDepths[knee], sweepRefs[k.system])
		case recovers:
			want = fmt.Sprintf("At QD%d, %s first passes 90%% of its peak (#) and is at or above it only at %s", sweepDepths[knee], sweepRefs[k.system], depthList(in))
		case firstBelow == 256:
			want = fmt.Sprintf("At QD%d, %s first passes 90%% of its peak (#) and falls below it at QD256", sweepDepths[knee], sweepRefs[k.system])
		default:
			want = fmt.Sprintf("At QD%d, %s first passes 90%% of its peak (#) and falls below it from QD%d on", sweepDepths[knee], sweepRefs[k.system], firstBelow)
		}
		if firstBelow != 0 {
			falls++
		}
		sentence := curveSentenceOf(t, workloadFindingOf(t, art, english, k), k.system)
		band, _, _ := strings.Cut(sentence, ";")
		if got := parenthesis.ReplaceAllString(band, "(#)"); got != want {
			t.Errorf("%v:\n got %q\nwant %q", k, got, want)
		}
	}
	if falls != 2 {
		t.Errorf("%d of the disk's curves fall back below 90%% of their peak, want 2", falls)
	}
}

// prose3 writes a figure as a sweep's sentences do, worked out here:
// three significant figures, a whole number from 1,000 on rounded to
// them as well (117,295 as 117,000, 1.295 as 1.30), grouped as the
// language groups digits.
func prose3(l lang, x float64) string {
	e := int(math.Floor(math.Log10(x)))
	if e >= 3 {
		p := math.Pow(10, float64(e-2))
		return l.Decimal(math.Round(x/p)*p, 0)
	}
	d := 2 - e
	p := math.Pow(10, float64(d))
	return l.Decimal(math.Round(x*p)/p, d)
}

// proseLatency writes a mean latency in ns as a sweep's sentences do:
// µs below 1 ms, ms above, to three significant figures.
func proseLatency(l lang, ns float64) string {
	if ns >= 1e6 {
		return prose3(l, ns/1e6) + " ms"
	}
	return prose3(l, ns/1e3) + " µs"
}

// TestSweepPastTheKnee: what a sentence says a curve does past its knee
// is what its rows do. A curve that ends below 90% of its peak, by more
// than the noise the article states for it, loses what the sentence says
// from its peak to QD256, with the latency growth from the rows; one
// said to gain nothing beyond the noise has the latencies of its knee and
// QD256 from the rows; no curve that holds is said to lose.
func TestSweepPastTheKnee(t *testing.T) {
	ds, s := realSweep(t)
	art, err := BuildSweep(ds, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	said := map[string]int{}
	for k, byDepth := range curveRows(t, ds) {
		if k.system == "tmpfs" {
			continue // the memory ceiling: no sentence
		}
		peakDepth, peak := int64(0), 0.0
		for _, d := range sweepDepths {
			if v := rowFigure(byDepth[d]); v > peak {
				peakDepth, peak = d, v
			}
		}
		last := byDepth[256]
		sentence := curveSentenceOf(t, workloadFindingOf(t, art, english, k), k.system)
		_, tail, _ := strings.Cut(sentence, "; ")
		format := func(v float64) string {
			if k.pattern == datasets.PatternSequential {
				return prose3(english, v/(1<<30)) + " GiB/s"
			}
			return prose3(english, v) + " IOPS"
		}
		loss := (1 - rowFigure(last)/peak) * 100
		grows := english.factor(last.LatMeanNs / byDepth[peakDepth].LatMeanNs)
		switch {
		case strings.Contains(tail, "it loses") || strings.Contains(tail, "it too loses"):
			said["loses"]++
			want := fmt.Sprintf("from its peak at QD%d to QD256 it loses %.0f%% (%s to %s) while its latency grows %s", peakDepth, loss,
				format(peak), format(rowFigure(last)), grows)
			if strings.HasPrefix(tail, "it too") { // after a curve that also falls
				want = fmt.Sprintf("it too loses %.0f%% from its peak at QD%d to QD256 (%s to %s), while its latency grows %s", loss, peakDepth,
					format(peak), format(rowFigure(last)), grows)
			}
			if tail != want {
				t.Errorf("%v:\n got %q\nwant %q", k, tail, want)
			}
			if rowFigure(last) >= 0.9*peak {
				t.Errorf("%v holds 90%% of its peak, but is said to lose: %q", k, tail)
			}
		case strings.Contains(tail, "with no gain beyond the noise"):
			said["queues"]++
			knee := byDepth[sweepDepths[slices.IndexFunc(sweepDepths, func(d int64) bool { return rowFigure(byDepth[d]) >= 0.9*peak })]]
			// The tables' unit: µs (the random tables' latencies have a
			// median under 1 ms), whole for these of up to four digits.
			want := fmt.Sprintf("from QD%d to QD256 its latency grows %s (%s to %s)", knee.IODepth, english.factor(last.LatMeanNs/knee.LatMeanNs),
				proseLatency(english, knee.LatMeanNs), proseLatency(english, last.LatMeanNs))
			if !strings.HasPrefix(strings.TrimPrefix(tail, "likewise, "), want) {
				t.Errorf("%v:\n got %q\nwant it to open with %q", k, tail, want)
			}
		case strings.Contains(tail, "are within the run-to-run noise"):
			said["noise"]++
		case strings.Contains(tail, "the curve is unsteady there"):
			// A swing called unsteady is more than the noise the article
			// states for the configuration ("differences under N% are
			// noise"), both read from the article and the rows.
			said["unsteady"]++
			lo, hi := math.Inf(1), math.Inf(-1)
			for _, d := range sweepDepths {
				if d >= peakDepth {
					lo, hi = math.Min(lo, rowFigure(byDepth[d])), math.Max(hi, rowFigure(byDepth[d]))
				}
			}
			want := fmt.Sprintf("from QD%d on it swings between %s and %s (%.0f%%) with no trend", peakDepth, format(lo), format(hi), (hi/lo-1)*100)
			if !strings.HasPrefix(tail, want) {
				t.Errorf("%v:\n got %q\nwant it to open with %q", k, tail, want)
			}
			if bound := statedNoiseBound(t, art, k.system); !(hi/lo-1 > bound) {
				t.Errorf("%v: a swing of %.3f called unsteady, within the stated noise of %.3f", k, hi/lo-1, bound)
			}
		default:
			t.Errorf("%v: %q says none of the things a curve does past its knee", k, tail)
		}
	}
	// The disk's sequential writes fall, its random reads and writes only
	// queue, and its sequential reads zig-zag by 28% (1.008 to 1.295
	// GiB/s), more than the 20% the article calls noise: unsteady, which
	// the article once called "within the run-to-run noise".
	if said["loses"] != 1 || said["queues"] != 2 || said["unsteady"] != 1 || said["noise"] != 0 {
		t.Errorf("said %v, want 1 curve that loses, 2 that only queue and 1 unsteady", said)
	}
}

// TestSweepWriteCacheSentence: the disk's sequential writes peak above its
// sequential reads, which no disk does alone: the flag says so with both
// peaks and their depths, read here from the rows, and names the host's
// page cache behind a virtual disk. The tmpfs run, memory, has none.
func TestSweepWriteCacheSentence(t *testing.T) {
	ds, s := realSweep(t)
	art, err := BuildSweep(ds, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	rows := curveRows(t, ds)
	peakOf := func(k curveKey) (int64, float64) {
		depth, peak := int64(0), 0.0
		for _, d := range sweepDepths {
			if v := rowFigure(rows[k][d]); v > peak {
				depth, peak = d, v
			}
		}
		return depth, peak
	}
	wd, w := peakOf(curveKey{"disk", "sequential", "write"})
	rd, r := peakOf(curveKey{"disk", "sequential", "read"})
	// Not two peaks of single runs alone: the writes outran the reads
	// at every depth, read here from the rows.
	for _, d := range sweepDepths {
		if rowFigure(rows[curveKey{"disk", "sequential", "write"}][d]) <= rowFigure(rows[curveKey{"disk", "sequential", "read"}][d]) {
			t.Fatalf("QD%d: the writes do not outrun the reads: the data have changed", d)
		}
	}
	want := fmt.Sprintf("Here the virtio disk writes %.2f× faster than it reads (sequential 256K write %s at QD%d, sequential 256K read %s at QD%d), "+
		"which points to a write-back cache, behind a virtual disk most likely the host's page cache. "+
		"Its writes outran its reads at every depth measured, so this does not rest on one run. "+
		"The host's cache mode was not recorded, so the reads too may have come from the host's cache. "+
		"A write larger than that cache would show what the storage behind it sustains.",
		w/r, prose3(english, w/(1<<30))+" GiB/s", wd, prose3(english, r/(1<<30))+" GiB/s", rd)
	if !slices.Contains(art.Flags, want) {
		t.Errorf("flags %q\nwant %q", art.Flags, want)
	}
	// An observation of this disk, not a law of disks (a drive's DRAM or
	// SLC cache writes faster than it reads in bursts), and said once:
	// the lead leaves the workload out of its range and the verdict
	// gives depths, neither repeats the cache.
	text := strings.Join(append(append([]string{art.Lead, art.Verdict}, art.Findings...), art.Flags...), "\n")
	if strings.Contains(text, "does not write faster than it reads") {
		t.Errorf("the article states a disk never writes faster than it reads: %q", text)
	}
	if n := strings.Count(text, "faster than it reads"); n != 1 {
		t.Errorf("the write cache's evidence is said %d times, want once: %q", n, text)
	}
	for _, f := range art.Flags {
		if strings.Contains(f, "tmpfs") {
			t.Errorf("a flag on tmpfs, memory: %q", f)
		}
	}
}

// TestSweepNamesTargetsForWhatTheyAre: in every language, the tmpfs run
// is memory, never a cache that answered, and the file on the virtio disk
// is a virtio disk, never "the bare device", in the title, findings,
// flags, verdict, notes, tables, chart titles and legends.
func TestSweepNamesTargetsForWhatTheyAre(t *testing.T) {
	ds, s := realSweep(t)
	bare := map[words.Lang][]string{
		words.English: {"bare device"},
		words.Turkish: {"çıplak cihaz"},
		words.Polish:  {"samo urządzenie", "samego urządzenia"},
		words.Hindi:   {"अकेला डिवाइस", "अकेले डिवाइस"},
	}
	cache := map[words.Lang]string{words.English: "cache", words.Turkish: "önbellek", words.Polish: "podręczn", words.Hindi: "कैश"}
	for _, sw := range sweepInEveryLang(t, ds, s) {
		language, l, art := sw.l.Lang, sw.l, sw.art
		texts := append([]string{art.Title, art.Verdict}, art.Findings...)
		texts = append(append(texts, art.Flags...), art.Notes...)
		for _, tb := range art.Tables {
			texts = append(texts, tb.Title, tb.BestKey)
		}
		var legends []string
		for _, ch := range art.Charts {
			texts = append(texts, ch.Title)
			legends = append(legends, ch.LegendNames()...)
		}
		texts = append(texts, legends...)
		for _, text := range texts {
			for _, b := range bare[language] {
				if strings.Contains(text, b) {
					t.Errorf("%s: %q calls a device %q", language, text, b)
				}
			}
			for _, sentence := range regexp.MustCompile(`[.;।] `).Split(text, -1) {
				// A language this test knows no word of cache for is not
				// checked here: "" is in every sentence.
				if word, ok := cache[language]; ok && strings.Contains(sentence, "tmpfs") && strings.Contains(sentence, word) {
					t.Errorf("%s: %q calls the tmpfs run, memory, a cache", language, sentence)
				}
			}
		}
		// The kind is said where the article first names a
		// configuration, the title and the lead; everywhere else, the
		// legends and the tables' heads included, the label alone.
		// The lead names the virtual disk by its kind, as all the prose
		// does, tied to its label.
		memory, virtio := l.Say("%s (a file system in RAM)", "tmpfs"), l.Say("%s (a %s virtual disk)", "disk", "virtio")
		lead := l.Say("%s (“%s” in the tables and charts)", l.Say("the %s disk", "virtio"), "disk")
		// The title names the kinds where that fits the 70 characters of
		// a page's title (TestSweepTitleFitsAPage); here it does not in
		// any language, so the title gives the labels and the lead the
		// kinds.
		if full := l.Say("Queue depth: %s", l.JoinAnd([]string{memory, virtio})); utf8.RuneCountInString(full) <= maxTitleRunes {
			t.Errorf("%s: %q fits a title: the test's data no longer needs the labels alone", language, full)
		}
		if want := l.Say("Queue depth: %s", l.JoinAnd([]string{"tmpfs", "disk"})); art.Title != want {
			t.Errorf("%s: title %q: want %q", language, art.Title, want)
		}
		if !strings.Contains(art.Lead, memory) {
			t.Errorf("%s: lead %q: want %q", language, art.Lead, memory)
		}
		for _, want := range []string{memory, lead} {
			if n := strings.Count(strings.ToLower(art.Lead), strings.ToLower(want)); n != 1 {
				t.Errorf("%s: lead names %q %d times, want once: %q", language, want, n, art.Lead)
			}
			for _, text := range texts[1:] {
				if strings.Contains(strings.ToLower(text), strings.ToLower(want)) {
					t.Errorf("%s: %q names %q again, past its first mention", language, text, want)
				}
			}
		}
		for _, want := range []string{"tmpfs", "disk"} {
			if !slices.Contains(legends, want) {
				t.Errorf("%s: legends %q: want %q", language, legends, want)
			}
		}
	}
}

// TestSweepArticle: a table and a chart per workload, a chart of the
// ratios, each knee marked in its table, the flags grouped, and a PDF
// that writes.
func TestSweepArticle(t *testing.T) {
	ds, s := realSweep(t)
	art, err := BuildSweep(ds, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(art.Tables) != 4 || len(art.Charts) != 5 {
		t.Fatalf("%d tables and %d charts, want 4 and 5 (one per workload, and the ratios)", len(art.Tables), len(art.Charts))
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
	if len(art.Flags) != 1 {
		t.Errorf("flags %q: want the disk's write cache alone (tmpfs is memory, not a cache)", art.Flags)
	}
	// Where the targets are not known, tmpfs is only a configuration far
	// above the baseline: a cache, flagged once per workload over its
	// depths.
	unknown, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: "disk"})
	if err != nil {
		t.Fatal(err)
	}
	grouped, err := BuildSweep(ds, unknown, Options{})
	if err != nil {
		t.Fatal(err)
	}
	caches := 0
	for _, f := range grouped.Flags {
		if strings.HasPrefix(f, "tmpfs, ") && strings.Contains(f, "above the most disk did; a cache answered") {
			caches++
		}
	}
	if caches != 4 {
		t.Errorf("flags %q: want one cache line per workload for tmpfs", grouped.Flags)
	}
	if art.Title != "Queue depth: tmpfs and disk" || art.SetupTable == nil || len(art.SetupTable.Columns) != 2 {
		t.Errorf("title %q, setup table %+v: want a column per configuration", art.Title, art.SetupTable)
	}
	var pdf bytes.Buffer
	if err := WritePDFForTest(&pdf, art); err != nil || pdf.Len() < 10000 {
		t.Fatalf("PDF: %v, %d bytes", err, pdf.Len())
	}
	// Without data at several depths there is no sweep to write.
	if _, err := BuildSweep(ds, &analyze.Sweep{}, Options{}); err == nil {
		t.Error("an empty sweep made an article")
	}
}

// statedNoiseBound is the noise the article states for a configuration:
// the N of "(differences under N% are noise)" after its name, as a
// fraction.
func statedNoiseBound(t *testing.T, art *Article, system string) float64 {
	t.Helper()
	return statedNoiseBoundAs(t, art, system, cmp.Or(sweepRefs[system], system))
}

// statedNoiseBoundAs is statedNoiseBound of a configuration the prose
// calls name.
func statedNoiseBoundAs(t *testing.T, art *Article, system, name string) float64 {
	t.Helper()
	re := regexp.MustCompile(`([0-9.]+)% for ` + regexp.QuoteMeta(name) + `\b`)
	for _, f := range art.Findings {
		if m := re.FindStringSubmatch(f); m != nil {
			v, err := strconv.ParseFloat(m[1], 64)
			if err != nil {
				t.Fatal(err)
			}
			return v / 100
		}
	}
	t.Fatalf("the findings state no noise for %s: %q", system, art.Findings)
	return 0
}

// TestSweepLeadOpensWithTheSetup: in every language the lead gives one
// sentence of what was measured and how (both targets for what they are,
// the depths, one run of 1 s per depth, the run length read here from
// the rows), then what the disk does in absolute figures, each
// workload's peak read here from the rows, in the tables' order, then
// where more depth stops paying, then the main caveat, the write cache
// the flags found in the sequential writes, said as probable. The noise
// and the tmpfs run's framing are the findings'.
func TestSweepLeadOpensWithTheSetup(t *testing.T) {
	ds, s := realSweep(t)
	rows := curveRows(t, ds)
	runtime := map[float64]bool{}
	for _, r := range ds.Results {
		runtime[r.RuntimeS] = true
	}
	if len(runtime) != 1 {
		t.Fatalf("runtimes %v: want one", runtime)
	}
	var seconds float64
	for v := range runtime {
		seconds = v
	}
	order := []curveKey{{"disk", "random", "read"}, {"disk", "sequential", "read"}, {"disk", "random", "write"}, {"disk", "sequential", "write"}}
	for _, sw := range sweepInEveryLang(t, ds, s) {
		language, l, art := sw.l.Lang, sw.l, sw.art
		first := l.Say("We measured %s at queue depths %s in %s, %s.",
			l.JoinAnd([]string{l.Say("%s (a file system in RAM)", "tmpfs"), l.Say("%s (“%s” in the tables and charts)", l.Say("the %s disk", "virtio"), "disk")}),
			l.Say("%d to %d", 1, 256), l.sweepWorkloads(s), l.Say("one run of %s per depth", l.seconds(seconds)))
		if !strings.HasPrefix(art.Lead, first) {
			t.Errorf("%s: lead %q\nwant it to open with %q", language, art.Lead, first)
		}
		var peaks []string
		for _, k := range order {
			peak := 0.0
			for _, d := range sweepDepths {
				peak = math.Max(peak, rowFigure(rows[k][d]))
			}
			// Prose gives three significant figures, with the
			// language's grouping: 117,295 IOPS as 117,000, 1.295 GiB/s
			// as 1.30; the tables keep the rest.
			three := func(x float64) (float64, int) {
				d := 2 - int(math.Floor(math.Log10(x)))
				if d < 0 {
					p := math.Pow(10, float64(-d))
					return math.Round(x/p) * p, 0
				}
				p := math.Pow(10, float64(d))
				return math.Round(x*p) / p, d
			}
			v, d := three(peak)
			figure := l.Decimal(v, d) + " IOPS"
			if k.pattern == datasets.PatternSequential {
				v, d = three(peak / (1 << 30))
				figure = l.Decimal(v, d) + " GiB/s"
			}
			w := l.workloadName(analyze.Workload{Pattern: k.pattern, Direction: k.direction, BlockSizeBytes: blockOf(k), NumJobs: 1, RWMixReadPct: -1})
			peaks = append(peaks, l.Say("%s in %s", figure, w))
		}
		cache := l.workloadName(analyze.Workload{Pattern: "sequential", Direction: "write", BlockSizeBytes: 256 << 10, NumJobs: 1, RWMixReadPct: -1})
		want := []string{
			first,
			l.Capitalize(l.Say("%s peaks at about %s.", l.Say("the %s disk", "virtio"), l.JoinAnd(peaks))),
			l.Say("More queue depth stops paying at %s in random I/O and at %s in sequential I/O: past that, only latency grows.",
				l.Say("%s to %s", "QD32", "QD128"), l.Say("%s to %s", "QD2", "QD8")),
			l.Say("The main caveat: its %s figures outrun its reads, so they probably come from the host's write cache rather than from the storage behind it.", cache),
		}
		at := -1
		for _, w := range want {
			i := strings.Index(art.Lead, w)
			if i <= at {
				t.Errorf("%s: lead %q\nwant %q after what comes before it", language, art.Lead, w)
			}
			at = max(at, i)
		}
		// The noise is the findings', in plain words, not the lead's.
		if n := l.share(s.NoiseOf("disk").NoiseBound() - 1); strings.Contains(art.Lead, n) {
			t.Errorf("%s: lead %q gives the noise bound %s", language, art.Lead, n)
		}
		// Said once: the run length is the lead's, not the findings'.
		if all := strings.Join(append([]string{art.Lead, art.Verdict}, art.Findings...), " "); strings.Count(all, l.seconds(seconds)) != 1 {
			t.Errorf("%s: the run length %q is said %d times, want once", language, l.seconds(seconds), strings.Count(all, l.seconds(seconds)))
		}
	}
}

// TestSweepRatioChartSaysWhatItDivides: the ratio chart's title says
// which configuration is divided by which, at the same depth, and its
// axis that its figures are times, in every language.
func TestSweepRatioChartSaysWhatItDivides(t *testing.T) {
	ds, s := realSweep(t)
	for _, sw := range sweepInEveryLang(t, ds, s) {
		language, l, art := sw.l.Lang, sw.l, sw.art
		ch := art.Charts[len(art.Charts)-1]
		// The chart divides the disk by the RAM run, its line the disk's,
		// tmpfs the dashed 1; its title names both by their kinds.
		if want := l.Capitalize(l.Say("%s relative to %s (%s), at the same queue depth", l.Say("the %s disk", "virtio"), l.Say("the RAM run"), "tmpfs")); ch.Title != want {
			t.Errorf("%s: ratio chart titled %q, want %q", language, ch.Title, want)
		}
		if legends := ch.LegendNames(); !slices.Equal(legends, []string{"disk", l.Say("%s (= 1)", "tmpfs")}) {
			t.Errorf("%s: ratio chart's legend %q", language, legends)
		}
		rows := curveRows(t, ds)
		qd2 := rowFigure(rows[curveKey{"disk", "random", "read"}][2]) / rowFigure(rows[curveKey{"tmpfs", "random", "read"}][2])
		if want := l.times(qd2); !strings.Contains(ch.Description, want) {
			t.Errorf("%s: ratio chart's points lack disk ÷ tmpfs at QD2 in random 4K read, %s: %q", language, want, ch.Description)
		}
		svg, err := DrawSVGForTest(ch)
		if err != nil {
			t.Fatal(err)
		}
		if want := l.Say("%s, log scale", l.Say("ratio")); !strings.Contains(string(svg), html.EscapeString(want)) {
			t.Errorf("%s: ratio chart's axis lacks %q", language, want)
		}
	}
}

// TestSweepWarningListsOnlyWhatDiffers: both configurations ran single
// 1 s runs, so the setup warning lists only direct against buffered
// I/O as a difference, and leaves the short runs to the lead, which says
// how each depth was run once and exactly ("one run of 1 s per depth",
// not "under 10 s"), in every language.
func TestSweepWarningListsOnlyWhatDiffers(t *testing.T) {
	ds, s := realSweep(t)
	// The setups' warning, as the command adds it to the sweep's.
	if w := analyze.CompareSetups(analyze.Setups(ds, []string{"tmpfs", "disk"})); w != nil {
		s.Warnings = append(s.Warnings, w)
	}
	for _, sw := range sweepInEveryLang(t, ds, s) {
		language, l, art := sw.l.Lang, sw.l, sw.art
		text := strings.Join(art.Warnings, "\n")
		underTen := l.Say("%s s", l.Int(analyze.ShortRunS))
		listed := l.Say("single short runs (one pass of under %s, no repeats): %s", underTen, l.JoinAnd([]string{"tmpfs", "disk"}))
		shared := l.Say("All were measured in single short runs (one pass of under %s, no repeats): a caveat of every figure, not a difference between them.", underTen)
		if strings.Contains(text, listed) || strings.Contains(text, shared) {
			t.Errorf("%s: warnings %q say the short runs again", language, text)
		}
		if want := l.Say("direct or buffered I/O"); !strings.Contains(text, want) {
			t.Errorf("%s: warnings %q lack the one difference, %q", language, text, want)
		}
		if want := l.Say("one run of %s per depth", l.seconds(1)); !strings.Contains(art.Lead, want) {
			t.Errorf("%s: lead %q lacks %q", language, art.Lead, want)
		}
	}
}
