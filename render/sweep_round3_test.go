package render

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/words"
)

// statedBound is the noise bound the article states for a configuration
// ("differences under 20% are noise"), as a ratio: 1.2.
func statedBound(t *testing.T, art *Article, system string) float64 {
	t.Helper()
	return 1 + statedNoiseBound(t, art, system)
}

// TestSweepKneeRangeFromTheNoise: where a configuration's stated noise
// (disk: differences under 20%) is more than the knee's 10% step, a depth
// before the knee whose figure is within that noise of the peak makes the
// knee a range, worked out here from the rows: disk's random 4K read
// reaches 90% of its 117,295 IOPS peak at QD64, but QD32's 100,562 is
// within 20% of the peak, so its knee lies anywhere from QD32 to QD64,
// and the verdict gives that range. tmpfs's noise (4.8%) is under the
// step: no range of its.
func TestSweepKneeRangeFromTheNoise(t *testing.T) {
	ds, s := realSweep(t)
	art, err := BuildSweep(ds, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ranges := 0
	for k, byDepth := range curveRows(t, ds) {
		bound := statedBound(t, art, k.system)
		peak := 0.0
		for _, d := range sweepDepths {
			peak = math.Max(peak, rowFigure(byDepth[d]))
		}
		knee := sweepDepths[slices.IndexFunc(sweepDepths, func(d int64) bool { return rowFigure(byDepth[d]) >= 0.9*peak })]
		from := knee
		// Back from the peak's depth, each depth within the noise.
		peakAt := slices.IndexFunc(sweepDepths, func(d int64) bool { return rowFigure(byDepth[d]) == peak })
		for i := peakAt - 1; i >= 0 && peak/rowFigure(byDepth[sweepDepths[i]]) <= bound; i-- {
			if bound-1 > 0.1 && sweepDepths[i] < from {
				from = sweepDepths[i]
			}
		}
		finding := workloadFindingOf(t, art, english, k)
		sentence := fmt.Sprintf("Already at QD%d (", from)
		said := strings.Contains(finding, sentence) && strings.Contains(finding, fmt.Sprintf("it is within the noise of its peak, so it levels off somewhere between QD%d and QD%d.", from, knee))
		if from < knee {
			ranges++
			if !said {
				t.Errorf("%v: knee QD%d to QD%d, but %q does not say so", k, from, knee, finding)
			}
			w := english.workloadName(analyze.Workload{Pattern: k.pattern, Direction: k.direction, BlockSizeBytes: blockOf(k), NumJobs: 1, RWMixReadPct: -1})
			if want := fmt.Sprintf("QD%d to QD%d in %s", from, knee, w); k.system == "disk" && !strings.Contains(art.Verdict, want) {
				t.Errorf("verdict %q lacks %q", art.Verdict, want)
			}
		} else if k.system == "disk" && strings.Contains(finding, "is within the noise of its peak") {
			t.Errorf("%v: a knee range where the noise places the knee: %q", k, finding)
		}
	}
	if ranges != 2 {
		t.Errorf("%d knees are ranges, want 2 (disk's random read and write)", ranges)
	}
}

// TestSweepFlatTopSaidAsFlat: tmpfs's sequential 256K write is level from
// QD2 to QD64 (3.040 to 3.141 GiB/s, within its stated 4.8% of noise of
// the 3.141 peak; QD128's 2.606 is not): the finding says the top is
// level over those depths rather than that it peaks at QD64, each span
// worked out here from the rows and the stated noise.
//
// tmpfs is taken here for a target of unknown kind: with a run in memory
// as the reference, the findings are the storage's alone, and the memory
// run's top is its own finding's.
func TestSweepFlatTopSaidAsFlat(t *testing.T) {
	ds, s := realSweep(t)
	two := *s
	two.Options.Targets = map[string]analyze.Target{"disk": s.Options.Targets["disk"], "tmpfs": {Kind: analyze.TargetUnknown}}
	art, err := BuildSweep(ds, &two, Options{})
	if err != nil {
		t.Fatal(err)
	}
	flats := 0
	for k, byDepth := range curveRows(t, ds) {
		if k.system != "tmpfs" {
			continue // the highest curve of each workload
		}
		bound := 1 + statedNoiseBoundAs(t, art, k.system, k.system)
		peakAt := 0
		for i, d := range sweepDepths {
			if rowFigure(byDepth[d]) > rowFigure(byDepth[sweepDepths[peakAt]]) {
				peakAt = i
			}
		}
		peak := rowFigure(byDepth[sweepDepths[peakAt]])
		near := func(i int) bool { return peak/rowFigure(byDepth[sweepDepths[i]]) <= bound }
		from, to := peakAt, peakAt
		for from > 0 && near(from-1) {
			from--
		}
		for to+1 < len(sweepDepths) && near(to+1) {
			to++
		}
		finding := workloadFindingOf(t, art, english, k)
		flat := fmt.Sprintf("level within its noise from QD%d to QD%d", sweepDepths[from], sweepDepths[to])
		if from < to {
			flats++
			if !strings.Contains(finding, flat) || regexp.MustCompile(`tmpfs peaks highest, at [^,;]* \(QD`).MatchString(finding) {
				t.Errorf("%v: %q: want %q", k, finding, flat)
			}
		}
	}
	if flats != 4 {
		t.Errorf("%d of tmpfs's curves are flat at the top, want 4", flats)
	}
}

// TestSweepLowRAMFiguresSaid: a RAM run that does no better than the
// disk beyond the noise is not what memory does: at QD2 in random 4K
// read tmpfs's 26,887 IOPS is 1.11× disk's 24,217, the lowest ratio of
// the sweep (found here from the rows), and the lead says so with both
// figures, in the RAM run's own finding (the one before the noise's), in
// every language; a sweep without a storage run says nothing.
func TestSweepLowRAMFiguresSaid(t *testing.T) {
	ds, s := realSweep(t)
	rows := curveRows(t, ds)
	var low curveKey
	var lowDepth int64
	ratio := math.Inf(1)
	for k, byDepth := range rows {
		if k.system != "tmpfs" {
			continue
		}
		for _, d := range sweepDepths {
			disk := rows[curveKey{"disk", k.pattern, k.direction}][d]
			if r := rowFigure(byDepth[d]) / rowFigure(disk); r < ratio {
				low, lowDepth, ratio = k, d, r
			}
		}
	}
	if ratio > 1.2 {
		t.Fatalf("lowest tmpfs ÷ disk %.2f: the data have changed", ratio)
	}
	for _, language := range words.Langs {
		l := lang{Lang: language}
		art, err := BuildSweep(ds, s, Options{Lang: language})
		if err != nil {
			t.Fatal(err)
		}
		w := l.workloadName(analyze.Workload{Pattern: low.pattern, Direction: low.direction, BlockSizeBytes: blockOf(low), NumJobs: 1, RWMixReadPct: -1})
		want := l.Say("At shallow depths it is itself slow: at %s in %s it does %s, while %s does %s, which points at the test harness or the CPU rather than at memory.",
			qd(lowDepth), w, prose3(l, rowFigure(rows[low][lowDepth]))+" IOPS", l.refName(s, "disk"), prose3(l, rowFigure(rows[curveKey{"disk", low.pattern, low.direction}][lowDepth]))+" IOPS")
		if ref := art.Findings[len(art.Findings)-2]; !strings.Contains(ref, want) {
			t.Errorf("%s: the RAM run's finding %q\nlacks %q", language, ref, want)
		}
	}
	if got := english.lowMemory(s, "tmpfs", "nothing"); got != "" {
		t.Errorf("no storage run, yet %q", got)
	}
}

// TestSweepRAMRunIsAReference: the tmpfs run is the same harness on RAM,
// a reference and not a yardstick: one finding says so, with the buffered
// and direct runs from the rows and tmpfs's peaks, worked out here from
// the rows; no other finding gives a tmpfs figure, and nothing in the
// lead or the findings gives the disk as a share of tmpfs (the ratio
// chart shows it). In every language.
func TestSweepRAMRunIsAReference(t *testing.T) {
	ds, s := realSweep(t)
	rows := curveRows(t, ds)
	for _, language := range words.Langs {
		l := lang{Lang: language}
		art, err := BuildSweep(ds, s, Options{Lang: language})
		if err != nil {
			t.Fatal(err)
		}
		var ref string
		framing := l.Say("%[1]s (%[2]s) is a reference, not a ceiling: the same harness on RAM, run buffered, while %[3]s used direct I/O, so the two take different kernel paths.",
			l.refName(s, "tmpfs"), "tmpfs", l.refName(s, "disk"))
		for _, f := range art.Findings {
			if strings.HasPrefix(f, l.Capitalize(framing)) {
				ref = f
			}
		}
		if ref == "" {
			t.Fatalf("%s: no finding opens with %q: %q", language, framing, art.Findings)
		}
		for k, byDepth := range rows {
			peak := 0.0
			for _, d := range sweepDepths {
				peak = math.Max(peak, rowFigure(byDepth[d]))
			}
			figure := prose3(l, peak)
			if k.pattern == datasets.PatternSequential {
				figure = prose3(l, peak/(1<<30))
			}
			if k.system != "tmpfs" {
				continue
			}
			if !strings.Contains(ref, figure) {
				t.Errorf("%s: %q lacks tmpfs's %v peak, %s", language, ref, k, figure)
			}
			for _, f := range art.Findings {
				if f != ref && strings.Contains(f, figure) {
					t.Errorf("%s: %q gives tmpfs's peak, the reference's finding's", language, f)
				}
			}
		}
		text := strings.Join(append([]string{art.Lead}, art.Findings...), " ")
		for k, byDepth := range rows {
			if k.system != "disk" {
				continue
			}
			peak, ram := 0.0, 0.0
			for _, d := range sweepDepths {
				peak = math.Max(peak, rowFigure(byDepth[d]))
				ram = math.Max(ram, rowFigure(rows[curveKey{"tmpfs", k.pattern, k.direction}][d]))
			}
			if share := l.share(peak / ram); strings.Contains(text, share) {
				t.Errorf("%s: the lead or the findings give the disk's %v peak as %s of tmpfs's: %q", language, k, share, text)
			}
		}
	}
}

// TestSweepSetupSaysWhatIsNotRecorded: the real runs record no test
// size and no run records a host's cache mode: the setup table says both
// are not recorded, the cache mode for the virtual disk only (tmpfs has
// no host cache between it and the guest), in every language; where the
// runs record a test size, the table gives it.
func TestSweepSetupSaysWhatIsNotRecorded(t *testing.T) {
	ds, s := realSweep(t)
	for _, language := range words.Langs {
		l := lang{Lang: language}
		art, err := BuildSweep(ds, s, Options{Lang: language})
		if err != nil {
			t.Fatal(err)
		}
		rows := map[string][]string{}
		for _, r := range art.SetupTable.Rows {
			rows[r.Label] = r.Values
		}
		if got, want := rows[l.Say("Test size")], []string{l.Say("not recorded"), l.Say("not recorded")}; !slices.Equal(got, want) {
			t.Errorf("%s: test size %q, want %q", language, got, want)
		}
		if got, want := rows[l.Say("Host cache mode")], []string{l.Say("does not apply"), l.Say("not recorded")}; !slices.Equal(got, want) {
			t.Errorf("%s: host cache mode %q, want %q", language, got, want)
		}
	}
	sized := &datasets.Dataset{Sources: slices.Clone(ds.Sources), Results: ds.Results}
	for i := range sized.Sources {
		sized.Sources[i].Setup.TestSizeBytes = 256 << 20
	}
	art, err := BuildSweep(sized, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range art.SetupTable.Rows {
		if r.Label == "Test size" && slices.Contains(r.Values, "not recorded") {
			t.Errorf("test size %q where the runs record 256 MiB", r.Values)
		}
	}
}

// TestSweepRAMNamedForWhatItIs: a RAM-backed target is named from its
// setup: tmpfs (or ramfs) a file system in RAM, never a RAM disk; a ram
// or zram device a RAM disk; memory of unknown kind "in RAM".
func TestSweepRAMNamedForWhatItIs(t *testing.T) {
	s := &analyze.Sweep{Options: analyze.SweepOptions{Targets: map[string]analyze.Target{"a": {Kind: analyze.TargetMemory}, "b": {Kind: analyze.TargetMemory}, "c": {Kind: analyze.TargetMemory}}}}
	setups := map[string]analyze.SystemSetup{
		"a": {Setup: datasets.Setup{FileSystem: "tmpfs"}},
		"b": {Setup: datasets.Setup{Device: "ram0", FileSystem: "ext4"}},
	}
	for system, want := range map[string]string{"a": "a (a file system in RAM)", "b": "b (a RAM disk)", "c": "c (in RAM)"} {
		if got := english.kindName(s, system, setups); got != want {
			t.Errorf("%s: %q, want %q", system, got, want)
		}
	}
	ds, real := realSweep(t)
	for _, language := range words.Langs {
		l := lang{Lang: language}
		art, err := BuildSweep(ds, real, Options{Lang: language})
		if err != nil {
			t.Fatal(err)
		}
		if ram := l.Say("%s (a RAM disk)", "tmpfs"); strings.Contains(art.Lead+art.Title, ram) {
			t.Errorf("%s: tmpfs called a RAM disk: %q", language, art.Lead)
		}
	}
}
