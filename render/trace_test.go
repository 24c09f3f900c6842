package render

import (
	"cmp"
	"context"
	"math"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/words"
)

// numberToken matches a number as a language writes it: digits with the
// language's group separator between them and its decimal separator
// before a fraction, as x/text writes them (1,598,959.5; 1.598.959,5).
func numberToken(l lang) *regexp.Regexp {
	sym := l.Symbols()
	return regexp.MustCompile(`\d(?:\d|` + regexp.QuoteMeta(sym.Group) + `\d)*(?:` + regexp.QuoteMeta(sym.Decimal) + `\d+)?`)
}

// numbersIn finds the numbers of a text in its language, each a number
// as x/text writes one in it (grouped or not): read with the language's
// separators and written back with as many decimals, it is the same, and
// it is whole: no digit, separator and digit go on either side of it. A
// finder that took a group separator for a decimal one, or split a number,
// fails here.
func numbersIn(t *testing.T, l lang, text string) []string {
	t.Helper()
	sym := l.Symbols()
	var out []string
	for _, at := range numberToken(l).FindAllStringIndex(text, -1) {
		tok, before, after := text[at[0]:at[1]], text[:at[0]], text[at[1]:]
		whole, frac, _ := strings.Cut(tok, sym.Decimal)
		v, err := strconv.ParseFloat(strings.ReplaceAll(whole, sym.Group, "")+"."+frac+"0", 64)
		continues := func(sep string) bool {
			return strings.HasSuffix(before, sep) && strings.TrimSuffix(before, sep) != "" && isDigit(strings.TrimSuffix(before, sep)) ||
				strings.HasPrefix(after, sep) && strings.TrimPrefix(after, sep) != "" && startsWithDigit(strings.TrimPrefix(after, sep))
		}
		if err != nil || tok != l.Decimal(v, len(frac)) && tok != l.Ungrouped(v, len(frac)) || continues(sym.Group) || continues(sym.Decimal) {
			t.Errorf("%s: %q: %s is not a whole number as x/text writes one", l, text, tok)
		}
		out = append(out, tok)
	}
	return out
}

// isDigit says whether s ends with a digit; startsWithDigit, whether it
// starts with one.
func isDigit(s string) bool         { return s[len(s)-1] >= '0' && s[len(s)-1] <= '9' }
func startsWithDigit(s string) bool { return s[0] >= '0' && s[0] <= '9' }

// allowedNumbers are the numbers a comparison article may print, each
// made from a value of the analysis the way the text writes it in its
// language: every figure (as the tables write it, and in prose with three
// significant figures or more), every difference and relative difference
// between two figures of a comparison, every lead and its ratio, the
// findings' own values (CPU-bound, per drive, CPU per unit of work), the
// tie threshold and alpha, and counts up to the number of comparisons.
func allowedNumbers(l lang, a *analyze.Analysis, tiePct float64) map[string]bool {
	ok := map[string]bool{}
	token := numberToken(l)
	add := func(texts ...string) {
		for _, s := range texts {
			for _, t := range token.FindAllString(s, -1) {
				ok[t] = true
			}
		}
	}
	figure := func(c *analyze.Comparison, v float64) {
		add(l.tableFigures(a, c, v)...)
		for sig := proseFigures; sig <= 8; sig++ {
			for _, f := range c.Ranking {
				add(l.scaleFor(c.Metric, []float64{v}, f.Resolution).prose(c.Metric, v, f.Resolution, sig))
			}
		}
		add(l.prose(c, v)...)
	}
	// A ratio near 1 may be said "within about 4%": to the percent.
	ratio := func(r float64) {
		add(l.Multiple(r), l.pct((r-1)*100), l.pct((1-1/r)*100), l.percent(math.Round((r-1)*100), 0))
	}
	for i := range a.Comparisons {
		c := &a.Comparisons[i]
		add(l.pct(c.LeadPct), l.margin(c.LeadPct))
		for _, f := range c.Ranking {
			figure(c, f.Value)
			if len(f.Samples) > 1 && slices.Min(f.Samples) > 0 { // the spread of its runs, highest over lowest
				add(l.Multiple(slices.Max(f.Samples) / slices.Min(f.Samples)))
			}
			for _, g := range c.Ranking {
				if f.Value > g.Value {
					figure(c, f.Value-g.Value)
					figure(c, printedGap(g.Value, f.Value)) // as a reader computes it from the printed figures
					add(l.pct((f.Value - g.Value) / f.Value * 100))
					ratio(f.Value / g.Value)
				}
			}
		}
	}
	of := func(m analyze.Metric, cell analyze.Cell) *analyze.Comparison {
		for i := range a.Comparisons {
			if c := &a.Comparisons[i]; c.Metric.Name == m.Name && c.Cell == cell {
				return c
			}
		}
		return nil
	}
	for _, f := range a.Findings() {
		switch f := f.(type) {
		case *analyze.HardwareBound:
			figure(of(f.Work, f.Cell), f.PerDrive)
			ok[l.Int(int64(f.Drives))] = true
		case *analyze.PlatformPair:
			add(l.pct(f.MaxGapPct))
		case *analyze.LatencyGap:
			unequal := slices.Clone(f.Unequal)
			for _, c := range a.Cells {
				if q, earned := a.LatencyLeadAt(c); earned { // a genuine lead at fewer in flight, said with the others of its system
					unequal = append(unequal, q)
				}
			}
			for _, q := range unequal { // the I/Os in flight where the queues differ
				for _, system := range a.Systems {
					if n := a.InFlight(q.Cell, system); n > 0 {
						add(l.sig3(n))
					}
				}
			}
			for _, side := range []struct {
				system string
				lat    float64
			}{{f.Lead.Winner, f.Lead.Value}, {f.Lead.Against, f.Lead.Other}} {
				if c := of(analyze.IOPS, f.Lead.Cell); c != nil {
					if fig, found := c.Figure(side.system); found {
						add(l.decimal(fig.Value*side.lat/1e9, 1))
					}
				}
			}
		case *analyze.CPUCost:
			for _, c := range f.Cells {
				ratio(c.Ratio)
				figure(of(analyze.CPUTotal, c.Cell), c.OthersCPU)
				per, unit := newWriter(a, l).cpuPerWork(f.Work, c) // CPU per unit of work
				add(per...)
				add(unit)
			}
		}
	}
	// One system's profile: its latency tails; a fleet's hosts.
	if len(a.Systems) == 1 {
		p := a.Profile(a.Systems[0])
		for _, tl := range p.Tails {
			add(l.decimal(tl.Ratio, 1), l.factor(tl.Ratio))
		}
		for _, g := range p.Growth {
			add(l.decimal(g.LatencyRatio, 2), l.decimal(g.ThroughputRatio, 2), l.decimal(g.LatencyRatio, 1), l.decimal(g.ThroughputRatio, 1), l.pct((1-g.ThroughputRatio)*100))
		}
		// The job's CPU time per I/O as the CPU swing's sentence states
		// it, and its ratio between any two workloads.
		w := newWriter(a, l)
		per := w.loneFigures(analyze.CPUPerIO(a.Options.Cores))
		for _, f := range per {
			add(w.sameUnit(analyze.CPUPerIO(a.Options.Cores), f.value)...)
			for _, g := range per {
				if f.value > 0 && g.value >= f.value {
					add(l.Multiple(g.value / f.value))
				}
			}
		}
		for _, o := range p.Occupancy {
			add(l.decimal(o.InFlight, 1), l.percent(o.Fill()*100, 0))
			ok[l.Int(int64(o.Slots))] = true
		}
		// The tails' figures in the mean's unit and their ratio as
		// printed; bandwidth in one unit; IOPS to three figures; the
		// machine's CPU use and the job's share of one CPU.
		for _, tl := range p.Tails {
			p99, mean, r := l.tailFigures(tl)
			add(p99, mean, l.decimal(r, 1))
		}
		for _, f := range w.loneFigures(analyze.Bandwidth) {
			add(w.sameUnit(analyze.Bandwidth, f.value)...)
		}
		iops := map[analyze.Cell]float64{}
		for _, f := range w.loneFigures(analyze.IOPS) {
			iops[f.cell] = f.value
			add(l.Int(int64(roundSig(f.value, 3))))
		}
		for _, f := range w.loneFigures(analyze.CPUTotal) {
			add(l.percent(f.value, 1))
		}
		for _, f := range w.loneFigures(analyze.CPUPerIO(a.Options.Cores)) {
			add(l.percent(f.value*iops[f.cell]/1e4, 1))
		}
	}
	for _, sp := range a.HostSpreads {
		values := []float64{sp.Min, sp.Max, sp.Median}
		if !math.IsNaN(sp.Aggregate) {
			values = append(values, sp.Aggregate)
		}
		for _, v := range values {
			add(l.scaleFor(sp.Metric, values, 0).withUnit(v))
		}
		add(l.pct(sp.SpreadPct), l.pct(math.Abs(sp.SlowestPct)))
		for _, hf := range sp.Hosts {
			add(l.scaleFor(sp.Metric, values, 0).withUnit(hf.Value))
		}
	}
	// Repeated runs: each test's p-value, each side's lowest and highest
	// run, and what the test can give at least with as many runs a side
	// (2/C(2n, n)), times the tests corrected over.
	for i := range a.Comparisons {
		c := &a.Comparisons[i]
		for _, f := range c.Ranking {
			if finite(f.P) {
				add(l.Decimal(f.P, 3))
			}
			if len(f.Samples) > 1 {
				add(shareUnit(l.prose(c, slices.Min(f.Samples), slices.Max(f.Samples)))...)
				n, k := len(f.Samples), 1.0
				for j := 1; j <= n; j++ {
					k = k * float64(n+j) / float64(j)
				}
				if f.CorrectedOver != nil {
					add(l.twoSig(2/k), l.twoSig(2/k*float64(f.CorrectedOver.Size)))
				}
			}
		}
	}
	// I/Os in flight (Little's law), about as the text rounds them.
	for _, c := range a.Cells {
		for _, s := range a.Systems {
			if n := a.InFlight(c, s); n > 0 {
				add(l.about(n))
			}
		}
	}
	add(l.pct(tiePct))
	add(l.Exact(cmp.Or(a.Options.Alpha, analyze.DefaultAlpha)))
	for n := range len(a.Comparisons) + 1 {
		ok[l.Int(int64(n))] = true
	}
	return ok
}

// TestComparisonTextTracesToTheAnalysis: in the lead, findings and
// verdict of comparison articles (article 1's table; two real fio json+
// runs; repeated iopress runs; CrystalDiskMark exports, whose review has
// the same text; one system's run; a fleet of two hosts), in every
// language, once the workloads', block sizes' and systems' names are
// taken out, every number is one the analysis holds, written as the
// article writes it in that language.
func TestComparisonTextTracesToTheAnalysis(t *testing.T) {
	read := func(inputs ...string) *datasets.Dataset {
		ds, errs := ingest.Read(context.Background(), inputs, ingest.Options{})
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		return ds
	}
	bundled, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]*datasets.Dataset{
		"article 1":       bundled,
		"fio json+":       read("../ingest/fio/testdata/io_uring-randread-qd32.jsonplus", "../ingest/fio/testdata/libaio-randread-qd16.jsonplus", "../ingest/fio/testdata/psync-randwrite.jsonplus"),
		"repeated runs":   readDatasets(t, "testdata/repeats/psync", "testdata/repeats/io_uring"),
		"fio's engines":   readDatasets(t, "../analyze/testdata/engines/data"),
		"CrystalDiskMark": read("../ingest/cdm/testdata/cdm3.0.2-utf16le-bom-crlf.txt"),
		"one system":      readDatasets(t, "../analyze/testdata/onesystem/iopress"),
		"fleet":           read("../ingest/fio/testdata/client-server-2hosts.json"),
	}
	// Two drives from the repository's export, so the review's findings
	// compare something even without the shared samples.
	cases["CrystalDiskMark two drives"] = cdmTwoDrives(t)
	if _, err := os.Stat(cdm8Sample); err == nil {
		cases["CrystalDiskMark 8 and 3"] = read(cdm8Sample, "../ingest/cdm/testdata/cdm3.0.2-utf16le-bom-crlf.txt")
	}
	for name, ds := range cases {
		a, err := analyze.Compare(ds.Results, analyze.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, language := range words.Langs {
			l := lang{Lang: language}
			build := Build
			if strings.HasPrefix(name, "CrystalDiskMark") {
				build = BuildCDM // the review, which names cells as CrystalDiskMark does
			}
			art, err := build(ds, a, Options{Lang: language})
			if err != nil {
				t.Fatal(err)
			}
			ok := allowedNumbers(l, a, newWriter(a, l).tiePct())
			// Names carry digits of their own: cells (64K, QD32), systems.
			var names []string
			for _, c := range a.Cells {
				l := l.forCells(a.Cells)
				names = append(names, l.cellName(c), l.Capitalize(l.cellName(c)), l.cdmCellName(c), sizeLabel(c.BlockSizeBytes))
				if c.Direction == datasets.DirectionMixed && c.RWMixReadPct >= 0 {
					names = append(names, l.mixShares(c.RWMixReadPct)) // "the mix 70/30 tests"
				}
			}
			names = append(names, a.Systems...)
			// The years the exports were made in, as the setups record
			// them, which a review of exports not made alike gives.
			for _, src := range ds.Sources {
				if y, _, ok := strings.Cut(src.Setup.Date, "-"); ok {
					names = append(names, y)
				}
			}
			names = append(names, "p99") // a metric's name
			for _, sp := range a.HostSpreads {
				for _, h := range sp.Hosts {
					names = append(names, h.Host)
				}
			}
			for _, g := range a.Groups {
				names = append(names, g.Name)
			}
			slices.SortFunc(names, func(x, y string) int { return len(y) - len(x) }) // longest first
			if strings.HasPrefix(name, "CrystalDiskMark") && len(a.Systems) > 1 && !strings.Contains(strings.Join(art.Findings, " "), "RND4K") {
				t.Errorf("%s, %s: findings %q do not name the tests as CrystalDiskMark does", name, l, art.Findings)
			}
			checked := 0
			for _, text := range append(slices.Clone(art.Findings), art.Lead, art.Verdict) {
				rest := text
				for _, n := range names {
					rest = strings.ReplaceAll(rest, n, "#")
				}
				for _, tok := range numbersIn(t, l, rest) {
					checked++
					if !ok[tok] {
						t.Errorf("%s, %s: %q: %s is no value of the analysis", name, l, text, tok)
					}
				}
			}
			// Findings name the figures of a workload two systems share;
			// where no two share one, nothing is compared and none is named.
			if checked == 0 && comparesTwo(a) {
				t.Errorf("%s, %s: no number in the findings and verdict", name, l)
			}
		}
	}
}

// comparesTwo says whether some workload has figures of two systems.
func comparesTwo(a *analyze.Analysis) bool {
	return slices.ContainsFunc(a.Comparisons, func(c analyze.Comparison) bool { return len(c.Ranking) > 1 })
}

// sweepNumbers are the numbers a sweep article may print, each made from
// values of the analysis as the text writes it in its language: every
// point's figure and latency, each curve's peak, the ratio of any two of a
// curve's figures or latencies (what it loses, how much its latency
// grows), the ratio of two curves' peaks, each flag's margin and limit,
// each shared ceiling and its spread, each configuration's noise and the
// differences it explains, the runs' length, and the knee's share.
func sweepNumbers(l lang, s *analyze.Sweep) map[string]bool {
	ok := map[string]bool{}
	token := numberToken(l)
	add := func(texts ...string) {
		for _, text := range texts {
			for _, t := range token.FindAllString(text, -1) {
				ok[t] = true
			}
		}
	}
	for _, c := range s.Curves {
		curves := curvesOf(s, c.Workload)
		sc, lat := l.sweepScale(curves), l.latencyScale(curves)
		// Prose gives a figure to about three significant figures
		// (scale.said), the tables every digit: either is the analysis's.
		add(sc.withUnit(c.Max), sc.said(c.Max), l.decimal(c.KneeLatencyCost, 1))
		for _, p := range c.Points {
			add(sc.withUnit(p.Value), lat.withUnit(p.LatencyNs), sc.said(p.Value), lat.said(p.LatencyNs), l.times(p.Ratio))
			for _, q := range c.Points {
				add(l.share(p.Value/q.Value), l.share(1-p.Value/q.Value), l.factor(p.LatencyNs/q.LatencyNs), l.signedPercent((p.Value/q.Value-1)*100, 1))
			}
		}
		for _, o := range curves {
			add(l.share(c.Max / o.Max))
		}
	}
	for _, f := range s.Flags {
		r := f.Value / f.Limit
		add(l.percent((r-1)*100, 0), l.percent(r*100, 1), l.times(r), l.factor(r), l.megabytes(f.Limit))
	}
	for _, cp := range s.Caps {
		add(l.sweepScale(curvesOf(s, cp.Workload)).withUnit(cp.Value), l.sweepScale(curvesOf(s, cp.Workload)).said(cp.Value), l.percent(cp.Spread*100, 0))
	}
	for _, n := range s.Noise {
		add(l.share(n.RelSD), l.share(n.NoiseBound()-1), l.seconds(n.RuntimeS))
	}
	add(l.kneeFraction(s))
	// What the lead says was measured: the depths and the workloads.
	for _, c := range s.Curves {
		for _, p := range c.Points {
			ok[l.Int(p.IODepth)] = true
		}
	}
	ok[l.Int(int64(len(sweepCells(s))/len(storageOf(s, sweepSystemsOf(s)))))] = true
	return ok
}

// sweepSystemsOf are a sweep's configurations.
func sweepSystemsOf(s *analyze.Sweep) []string {
	var out []string
	for _, c := range s.Curves {
		if !slices.Contains(out, c.System) {
			out = append(out, c.System)
		}
	}
	return out
}

var queueDepth = regexp.MustCompile(`QD\d+`)

// TestSweepTextTracesInEveryLanguage: in every language, once the
// systems', workloads', block sizes' and depths' names are taken out,
// every number of a sweep article's lead, findings, flags and verdict is
// one the analysis holds, written as the article writes it in that
// language.
func TestSweepTextTracesInEveryLanguage(t *testing.T) {
	ds, s := realSweep(t)
	for _, sw := range sweepInEveryLang(t, ds, s) {
		l, art := sw.l, sw.art
		var names []string
		for _, c := range s.Curves {
			names = append(names, c.System, l.workloadName(c.Workload), l.Capitalize(l.workloadName(c.Workload)), sizeLabel(c.Workload.BlockSizeBytes))
		}
		slices.SortFunc(names, func(x, y string) int { return len(y) - len(x) })
		ok, checked := sweepNumbers(l, s), 0
		for _, text := range append(append(slices.Clone(art.Findings), art.Flags...), art.Lead, art.Verdict) {
			rest := text
			for _, n := range names {
				rest = strings.ReplaceAll(rest, n, "#")
			}
			for _, tok := range numbersIn(t, l, queueDepth.ReplaceAllString(rest, "#")) {
				checked++
				if !ok[tok] {
					t.Errorf("%s: %q: %s is no value of the analysis", l, text, tok)
				}
			}
		}
		if checked == 0 {
			t.Errorf("%s: no number in the findings, flags and verdict", l)
		}
	}
}

// TestSweepSaysItsKnee: the findings, the tables' key and the notes say
// the share of its best a curve's knee reaches, as the analysis was
// given it, in every language.
func TestSweepSaysItsKnee(t *testing.T) {
	ds := readDatasets(t, "../analyze/testdata/sweep-iopress/tmpfs", "../analyze/testdata/sweep-iopress/disk")
	s, err := analyze.AnalyzeSweep(ds.Results, analyze.SweepOptions{Baseline: "disk", KneeFraction: 0.8})
	if err != nil {
		t.Fatal(err)
	}
	for _, sw := range sweepInEveryLang(t, ds, s) {
		language, l, art := sw.l.Lang, sw.l, sw.art
		eighty, ninety := language.Percent(80, 0), language.Percent(90, 0)
		// A workload's finding says each of its curves' knee.
		var texts []string
		for _, tb := range art.Tables {
			texts = append(texts, tb.BestKey)
		}
		for _, c := range s.Curves {
			for _, f := range art.Findings {
				if c.System == "disk" && strings.HasPrefix(f, l.Capitalize(l.workloadName(c.Workload))+":") {
					texts = append(texts, f) // the disk's knee; the memory ceiling's is in the table
					if n := strings.Count(f, eighty); n < 1 {
						t.Errorf("%s: %q says no knee", l, f)
					}
				}
			}
		}
		texts = append(texts, art.Notes...)
		if len(texts) < len(s.Curves)/2+len(art.Tables)+1 {
			t.Fatalf("%s: found %d texts that say the knee", l, len(texts))
		}
		for _, text := range texts {
			if !strings.Contains(text, eighty) || strings.Contains(text, ninety) {
				t.Errorf("%s: %q does not say the knee reaches %s of the best", l, text, eighty)
			}
		}
	}
}
