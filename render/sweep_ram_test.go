package render

import (
	"math"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
)

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
	for _, sw := range sweepInEveryLang(t, ds, s) {
		language, l, art := sw.l.Lang, sw.l, sw.art
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
	for _, sw := range sweepInEveryLang(t, ds, s) {
		language, l, art := sw.l.Lang, sw.l, sw.art
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
	for _, sw := range sweepInEveryLang(t, ds, real) {
		language, l, art := sw.l.Lang, sw.l, sw.art
		if ram := l.Say("%s (a RAM disk)", "tmpfs"); strings.Contains(art.Lead+art.Title, ram) {
			t.Errorf("%s: tmpfs called a RAM disk: %q", language, art.Lead)
		}
	}
}
