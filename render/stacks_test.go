package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/words"
)

// bundledWith is article 1 built from its results changed by edit: the
// same data, one condition moved.
func bundledWith(t *testing.T, language words.Lang, edit func(r *datasets.Result)) *Article {
	t.Helper()
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	for i := range ds.Results {
		edit(&ds.Results[i])
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{Drives: analyze.DrivesInSetup(ds.Sources)})
	if err != nil {
		t.Fatal(err)
	}
	art, err := Build(ds, a, Options{Lang: language})
	if err != nil {
		t.Fatal(err)
	}
	return art
}

// TestLeadNamesTheStackThatEarnsIt: every Windows read lead of article 1
// is Windows Native's (10.1, 91.165 and its sequential 64K read against
// Linux's best), while the older stack trails Linux in three of the four
// reads (6.1 vs 9.504, 74.291 vs 77.7, 86.791 vs 97.05 GiB/s): the lead
// and the verdict credit Windows Native, not Windows, and say so.
func TestLeadNamesTheStackThatEarnsIt(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	read := fmt.Sprintf("Windows Native leads most reads, by up to %.1f%% (random 64K read, 91.2 vs 77.7 GiB/s), while Windows Non-Native trails Linux in 3 of the 4 reads", (91.165/77.7-1)*100)
	if !strings.Contains(art.Lead, read) {
		t.Errorf("lead %q lacks %q", art.Lead, read)
	}
	if !strings.Contains(art.Verdict, fmt.Sprintf("Windows Native is ahead in random 64K read (%.1f%%)", (91.165/77.7-1)*100)) || !strings.HasPrefix(art.Verdict, "Neither platform wins outright: Windows Native leads most reads") {
		t.Errorf("verdict %q does not credit Windows Native with the reads", art.Verdict)
	}
	for _, text := range []string{art.Lead, art.Verdict} {
		if strings.Contains(text, "Windows leads most reads") || strings.Contains(text, "Windows for reads") {
			t.Errorf("%q credits Windows with Windows Native's wins", text)
		}
	}
}

// TestSmallSingleRunLeadsAreAnEdge: Linux's leads of article 1 are 3.2%
// to 4.8% (97.05 vs 92.562 GiB/s at most), single runs under five tie
// thresholds: the verdict says none is a reason to switch. With the
// Windows writes a fifth slower, the Linux write leads are no longer
// small, and the verdict sizes them (up to 30.1% in random 4K write,
// 1.876 against 1.803 × 0.8 GiB/s; sequential 64K write, where Windows
// Non-Native now keeps half the I/Os in flight, is no like-for-like lead).
func TestSmallSingleRunLeadsAreAnEdge(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	want := fmt.Sprintf("Linux is ahead by 3.2%% to %.1f%% in ", (97.05/92.562-1)*100)
	if !strings.Contains(art.Verdict, want) || !strings.Contains(art.Verdict, "Each figure is a single run, so none of the leads under 5% is a reason to switch.") {
		t.Errorf("verdict %q lacks %q and the small leads' caveat", art.Verdict, want)
	}
	slower := func(r *datasets.Result) {
		if strings.HasPrefix(r.System, "Windows") && r.Direction == datasets.DirectionWrite {
			r.BWBytesPerS *= 0.8
			r.IOPS *= 0.8
		}
	}
	want = fmt.Sprintf("przewaga od 4,8%% do %s%%", strings.Replace(fmt.Sprintf("%.1f", (1.876/(1.803*0.8)-1)*100), ".", ",", 1))
	if art := bundledWith(t, words.Polish, slower); !strings.Contains(art.Verdict, want) {
		t.Errorf("Polish verdict %q lacks %q", art.Verdict, want)
	}
}

// TestLeadTheQueueMakes: in article 1's sequential 128K read and
// sequential 64K write, Linux's lead comes at the same mean latency as
// Windows Native's (0.603 vs 0.608 ms; 0.560 vs 0.558 ms) with more I/Os
// in flight (795,000 × 0.603 ms ≈ 479 against 758,252 × 0.608 ms ≈ 461;
// 479 against 458): 4-5% more, under the cut-off, so the verdict does
// not put those leads down to the deeper queue.
//
// With Linux libaio's sequential 128K read done 12% faster at the same
// mean latency (so 12% more I/Os in flight, past the cut-off), that lead
// is put down to the queue, and the verdict says the leader's latency was
// within the tie threshold of the other platform's best (0.603 against
// 0.608 ms): of those two, not of every system in the test (Windows
// Non-Native's 0.613 ms is further off).
func TestLeadTheQueueMakes(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	if strings.Contains(art.Verdict, "mean latency was within") {
		t.Errorf("verdict %q: leads at about equal queues called the queue's", art.Verdict)
	}
	faster := func(r *datasets.Result) {
		if r.System == "Linux libaio" && r.Pattern == datasets.PatternSequential && r.Direction == datasets.DirectionRead && r.BlockSizeBytes == 128<<10 {
			r.BWBytesPerS *= 1.12
			r.IOPS *= 1.12
		}
	}
	want := "In sequential 128K read the leading system's mean latency was within 1.0% of the other platform's best;"
	if art := bundledWith(t, words.English, faster); !strings.Contains(art.Verdict, want) {
		t.Errorf("verdict %q lacks %q", art.Verdict, want)
	}
}

// TestVerdictQueueOnlyPastTheCutOff: the verdict says a lead may come
// from a deeper queue only where the winner kept analyze.LatencyQueueRatio
// times the other platform's best's I/Os in flight or more (IOPS × mean
// latency, from the bundled rows); a lead at a few per cent more is not
// the queue's (editors, round 8).
func TestVerdictQueueOnlyPastTheCutOff(t *testing.T) {
	ds, art := bundledArticle(t, words.English)
	platform := func(s string) string { return strings.Fields(s)[0] }
	n := func(r datasets.Result) float64 { return r.IOPS * r.LatMeanNs / 1e9 }
	var queued, level []string
	for id, systems := range bundledRows(t, ds) {
		var win string
		for s, r := range systems {
			if win == "" || r.BWBytesPerS > systems[win].BWBytesPerS {
				win = s
			}
		}
		var rival string
		for s, r := range systems {
			if platform(s) != platform(win) && (rival == "" || r.BWBytesPerS > systems[rival].BWBytesPerS) {
				rival = s
			}
		}
		w, o := systems[win], systems[rival]
		if w.BWBytesPerS < 1.01*o.BWBytesPerS || n(w) <= n(o) {
			continue // a tie, or a lead at fewer in flight
		}
		f := strings.Fields(id) // "sequential write 64K"
		name := f[0] + " " + f[2] + " " + f[1]
		if n(w) >= analyze.LatencyQueueRatio*n(o) {
			queued = append(queued, fmt.Sprintf("in %s it kept %.0f%% more I/Os in flight than %s, so that lead may partly come from the deeper queue", name, (n(w)/n(o)-1)*100, platform(rival)))
		} else {
			level = append(level, name)
		}
	}
	if len(queued) != 1 || len(level) == 0 {
		t.Fatalf("the bundled rows have queued leads %q and level ones %q, want one and some", queued, level)
	}
	if !strings.Contains(art.Verdict, queued[0]) {
		t.Errorf("verdict %q lacks %q", art.Verdict, queued[0])
	}
	if strings.Contains(art.Verdict, "each time with more I/Os in flight") {
		t.Errorf("verdict %q calls every lead the deeper queue's", art.Verdict)
	}
}

// TestQueueGapSaidOnce: in two of article 1's eight tests, the
// sequential writes, both Windows stacks kept fewer I/Os in flight than
// both Linux ones and did less (IOPS × mean latency: 731,859 × 0.399 ms
// ≈ 292 for Windows Non-Native in sequential 64K write, 410,232 × 1.149
// ms ≈ 471 for Windows Native in sequential 128K write, against 479 to
// 480 for Linux). The latency finding says it in full, in every
// language; the lead, kept to who won, why and the CPU, does not repeat
// it (editors, round 7: said three times, the lead overloaded).
func TestQueueGapSaidOnce(t *testing.T) {
	for _, language := range []words.Lang{words.English, words.Turkish, words.Polish, words.Hindi} {
		_, art := bundledArticle(t, language)
		if strings.Contains(art.Lead, "292–471") || strings.Contains(art.Verdict, "292–471") {
			t.Errorf("%s: the lead or verdict repeats the findings' in-flight ranges:\n%s\n%s", language, art.Lead, art.Verdict)
		}
		all := strings.Join(art.Findings, "\n")
		if n := strings.Count(all, "292–471"); n != 1 || !strings.Contains(all, "479–480") {
			t.Errorf("%s: findings give the in-flight ranges %d times, want once:\n%s", language, n, all)
		}
	}
}
