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
	if !strings.HasPrefix(art.Verdict, fmt.Sprintf("Choose Windows Native for reads (up to %.1f%% ahead).", (91.165/77.7-1)*100)) {
		t.Errorf("verdict %q does not credit Windows Native with the reads", art.Verdict)
	}
	for _, text := range []string{art.Lead, art.Verdict} {
		if strings.Contains(text, "Windows leads most reads") || strings.Contains(text, "Windows for reads") {
			t.Errorf("%q credits Windows with Windows Native's wins", text)
		}
	}
}

// TestSmallSingleRunLeadsAreAnEdge: Linux's write leads of article 1 are
// 3.2% to 4.4% (52.283 vs 50.087 GiB/s at most), single runs: the verdict
// says they are a few per cent and no reason to switch, and names no
// choice for writes; with the Windows writes a fifth slower, the leads
// are a choice again, joined to the reads' as a contrast (Polish "…, a
// Linux do zapisów").
func TestSmallSingleRunLeadsAreAnEdge(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	want := fmt.Sprintf("Linux is a few per cent faster in 3 of the 4 writes (3.2%% to %.1f%%); from single runs, that is an edge, not a reason to switch.", (52.283/50.087-1)*100)
	if !strings.Contains(art.Verdict, want) || strings.Contains(art.Verdict, "for writes") {
		t.Errorf("verdict %q lacks %q", art.Verdict, want)
	}
	// One lead stands for all; the smallest between two Linux engines is
	// no platform's.
	if strings.Contains(art.Verdict, "the smallest, Linux libaio's") {
		t.Errorf("verdict %q sizes a gap between two Linux engines as the least certain lead", art.Verdict)
	}
	slower := func(r *datasets.Result) {
		if strings.HasPrefix(r.System, "Windows") && r.Direction == datasets.DirectionWrite {
			r.BWBytesPerS *= 0.8
			r.IOPS *= 0.8
		}
	}
	if art := bundledWith(t, words.Polish, slower); !strings.Contains(art.Verdict, "), a Linux do zapisów") || strings.Contains(art.Verdict, "kilka procent") {
		t.Errorf("Polish verdict %q: want the two choices joined as a contrast", art.Verdict)
	}
}

// TestLeadTheQueueMakes: in article 1's sequential 64K write, Linux libaio's
// 4.4% comes at the same mean latency as Windows Native's (0.560 vs
// 0.558 ms) with more I/Os in flight (856,000 × 0.560 ms ≈ 479 against
// 820,603 × 0.558 ms ≈ 458): by Little's law the deeper queue makes it,
// and the verdict says so. With Windows Native's latency 5% longer for
// the same IOPS, it kept as many in flight: no longer the queue's.
func TestLeadTheQueueMakes(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	want := "In sequential 64K write, Linux libaio's 4.4% lead over Windows Native comes at the same mean latency (560 µs vs 558 µs) with more I/Os in flight (about 479 vs 458), which accounts for the gap; whether the job's settings or the I/O stack kept the deeper queue, these runs cannot tell."
	if !strings.Contains(art.Verdict, want) {
		t.Errorf("verdict %q lacks %q", art.Verdict, want)
	}
	longer := func(r *datasets.Result) {
		if r.System == "Windows Native" && r.Direction == datasets.DirectionWrite && r.Pattern == "sequential" && r.BlockSizeBytes == 64<<10 {
			r.LatMeanNs *= 1.05
		}
	}
	if art := bundledWith(t, words.English, longer); strings.Contains(art.Verdict, "the deeper queue, not the stack") {
		t.Errorf("verdict %q: a lead at unequal latencies called the queue's", art.Verdict)
	}
}

// TestLeadSaysOnePlatformsShorterQueues: in five of article 1's eight
// tests both Windows stacks kept fewer I/Os in flight than both Linux
// ones (IOPS × mean latency: 270 for Windows Non-Native in random 4K
// read, 410,232 × 1.149 ms ≈ 471 for Windows Native in sequential 128K
// write, against 477 to 480 for Linux): the lead says the two were not
// run quite alike, in every language.
func TestLeadSaysOnePlatformsShorterQueues(t *testing.T) {
	for language, want := range map[words.Lang]string{
		words.English: "In 5 of the 8 tests, Windows kept fewer I/Os in flight than Linux (about 270 to 471 against 477 to 480), so the two were not run quite alike there.",
		words.Turkish: "Toplam sekiz testin beşinde Windows kuyrukta Linux'a göre daha az I/O tuttu",
		words.Polish:  "W 5 z 8 testów platforma Windows utrzymywała mniej operacji w toku niż Linux",
		words.Hindi:   "8 में से 5 टेस्ट में Windows ने Linux से कम I/O एक साथ चलाए",
	} {
		_, art := bundledArticle(t, language)
		i := strings.Index(art.Lead, want)
		if i < 0 {
			t.Errorf("%s lead %q lacks %q", language, art.Lead, want)
			continue
		}
		// A caveat after the story: who won and why (the CPU at 99.77%
		// in random 4K read) come first.
		if cpu := strings.Index(art.Lead, language.Decimal(99.77, 2)); cpu < 0 || cpu > i {
			t.Errorf("%s lead %q: the queues' caveat %q comes before the cause", language, art.Lead, want)
		}
	}
}
