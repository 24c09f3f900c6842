package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/words"
)

// bundledWith is article 1 built from its results changed by edit: the
// same data, one condition moved.
func bundledWith(t *testing.T, language words.Lang, edit func(r *datasets.Result)) *Article {
	t.Helper()
	_, art := bundledEdited(t, language, edit)
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
	if !strings.Contains(art.Verdict, fmt.Sprintf("Windows Native's leads, of up to %.1f%%", (91.165/77.7-1)*100)) || !strings.HasPrefix(art.Verdict, "Neither platform wins outright: Windows Native leads most reads") {
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
	want := fmt.Sprintf("Linux's leads, of 3.2%% to %.1f%%, ", (97.05/92.562-1)*100)
	if !strings.Contains(art.Verdict, want) || !strings.Contains(art.Verdict, "Each figure is a single run, so none of the leads under 5% is a reason to switch.") {
		t.Errorf("verdict %q lacks %q and the small leads' caveat", art.Verdict, want)
	}
	slower := func(r *datasets.Result) {
		if strings.HasPrefix(r.System, "Windows") && r.Direction == datasets.DirectionWrite {
			r.BWBytesPerS *= 0.8
			r.IOPS *= 0.8
		}
	}
	want = fmt.Sprintf("(od 4,8%% do %s%%)", strings.Replace(fmt.Sprintf("%.1f", (1.876/(1.803*0.8)-1)*100), ".", ",", 1))
	if art := bundledWith(t, words.Polish, slower); !strings.Contains(art.Verdict, want) {
		t.Errorf("Polish verdict %q lacks %q", art.Verdict, want)
	}
}

// TestLeadTheQueueMakes: Linux's leads of article 1 all came with more
// I/Os in flight than Windows's best (2% to 14% more): the verdict says
// that part of each may be the deeper queue, once for all of them, not
// for the one test whose queue gap matches its lead (sequential 64K
// write) with a sentence on its latency, which read as a latency
// comparison the tables' note refuses (editors, round 10).
func TestLeadTheQueueMakes(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	for _, not := range []string{"mean latency was within", "in sequential 64K write it kept", "in sequential 128K write it kept", "about the size of its lead"} {
		if strings.Contains(art.Verdict, not) {
			t.Errorf("verdict %q still says %q", art.Verdict, not)
		}
	}
	if n := strings.Count(art.Verdict, "may come from the deeper queue"); n != 1 {
		t.Errorf("verdict %q puts leads down to the queue %d times, want once", art.Verdict, n)
	}
}

// TestQueueGapSaidOnce: in two of article 1's eight tests, the
// sequential writes, Windows Non-Native had the lowest mean latency with
// far fewer I/Os in flight than Linux, and did less (IOPS × mean
// latency: 731,859 × 0.399 ms ≈ 292 in sequential 64K write, 413,495 ×
// 1.022 ms ≈ 423 in sequential 128K write, against 479 to 480 for
// Linux). The latency finding says it in full, in every language; the
// lead, kept to who won, why and the CPU, and the verdict do not repeat
// it (editors, round 7: said three times, the lead overloaded).
func TestQueueGapSaidOnce(t *testing.T) {
	for _, c := range []struct {
		language words.Lang
		counts   string
	}{
		{words.English, "292 and 423"},
		{words.Turkish, "292 ve 423"},
		{words.Polish, "292 i 423"},
		{words.Hindi, "292 और 423"},
	} {
		_, art := bundledArticle(t, c.language)
		if strings.Contains(art.Lead, c.counts) || strings.Contains(art.Verdict, c.counts) {
			t.Errorf("%s: the lead or verdict repeats the findings' in-flight counts:\n%s\n%s", c.language, art.Lead, art.Verdict)
		}
		all := strings.Join(art.Findings, "\n")
		if n := strings.Count(all, c.counts); n != 1 || !strings.Contains(all, "479–480") {
			t.Errorf("%s: findings give the in-flight counts %d times, want once:\n%s", c.language, n, all)
		}
	}
}
