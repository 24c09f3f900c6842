package render

import (
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render/words"
)

// platformOf is the first word of article 1's system labels: its
// platform.
func platformOf(system string) string { return strings.Fields(system)[0] }

// bestOfPlatform is the system of a platform with the most bandwidth in a
// cell of article 1's rows.
func bestOfPlatform(systems map[string]datasets.Result, platform string) string {
	best := ""
	for s, r := range systems {
		if platformOf(s) == platform && (best == "" || r.BWBytesPerS > systems[best].BWBytesPerS) {
			best = s
		}
	}
	return best
}

// TestVerdictWeighsBothPlatformsByTheirQueues: the verdict applies one
// rule to both platforms' leads. Windows Native's read leads of article 1
// (91.165 vs 77.7, 35.623 vs 31.867, 10.058 vs 9.504 GiB/s) came with
// fewer I/Os in flight than Linux's best (IOPS × mean latency: 309 vs
// 479 in random 64K read), so they are named with their sizes and hold;
// Linux's, 3.2% to 4.8%, came with more (2% to 14% more), which each
// lead may partly come from: the queue is the run's outcome, so it
// cannot apportion a lead (editors, round 7); none under 5% is a reason
// to switch, and no "Choose Windows Native for reads".
func TestVerdictWeighsBothPlatformsByTheirQueues(t *testing.T) {
	ds, art := bundledArticle(t, words.English)
	rows := bundledRows(t, ds)
	inFlight := func(r datasets.Result) float64 { return r.IOPS * r.LatMeanNs / 1e9 }
	type lead struct {
		id            string
		pct, mine, of float64
	}
	var windows, linux []lead
	for id, systems := range rows {
		w, l := bestOfPlatform(systems, "Windows"), bestOfPlatform(systems, "Linux")
		bw, bl := systems[w].BWBytesPerS, systems[l].BWBytesPerS
		switch {
		case bw > bl*1.01:
			windows = append(windows, lead{id, (bw/bl - 1) * 100, inFlight(systems[w]), inFlight(systems[l])})
		case bl > bw*1.01:
			linux = append(linux, lead{id, (bl/bw - 1) * 100, inFlight(systems[l]), inFlight(systems[w])})
		}
	}
	if len(windows) != 3 || len(linux) != 4 {
		t.Fatalf("article 1 has %d Windows and %d Linux leads, want 3 and 4", len(windows), len(linux))
	}
	v := art.Verdict
	top := windows[0]
	for _, w := range windows {
		if w.mine >= w.of {
			t.Fatalf("%s: Windows kept %.0f in flight against %.0f, want fewer", w.id, w.mine, w.of)
		}
		if w.pct > top.pct {
			top = w
		}
		// The findings name each test; the verdict weighs them
		// without listing them again (editors, round 11).
		if name := fmt.Sprintf("%s %s read (", strings.Fields(w.id)[0], strings.Fields(w.id)[2]); strings.Contains(v, name) {
			t.Errorf("verdict %q lists the lead %q again", v, name)
		}
	}
	if want := fmt.Sprintf("Windows Native's leads, of up to %.1f%%, never came with more I/Os in flight than the best Linux system (about %.0f against %.0f in random 64K read), so a deeper queue does not explain them.", top.pct, top.mine, top.of); !strings.Contains(v, want) {
		t.Errorf("verdict %q lacks %q", v, want)
	}
	lo, hi := math.Inf(1), 0.0
	qlo, qhi := math.Inf(1), 0.0
	for _, l := range linux {
		if l.mine <= l.of {
			t.Fatalf("%s: Linux kept %.0f in flight against %.0f, want more", l.id, l.mine, l.of)
		}
		lo, hi = math.Min(lo, l.pct), math.Max(hi, l.pct)
		q := (l.mine/l.of - 1) * 100
		qlo, qhi = math.Min(qlo, q), math.Max(qhi, q)
	}
	// Every Linux lead came with more in flight than Windows's best,
	// however few per cent: the caveat is each lead's (editors, round
	// 10), not only of those past a cut-off.
	for _, want := range []string{
		fmt.Sprintf("Linux's leads, of %.1f%% to %.1f%%, each came with more I/Os in flight than the best Windows system (%.0f%% to %.0f%% more), so part of each may come from the deeper queue.", lo, hi, qlo, qhi),
		"Each figure is a single run, so none of the leads under 5% is a reason to switch.",
	} {
		if !strings.Contains(v, want) {
			t.Errorf("verdict %q lacks %q", v, want)
		}
	}
	for _, not := range []string{"Choose Windows Native for reads", "an edge, not a reason to switch", "accounts for"} {
		if strings.Contains(v, not) {
			t.Errorf("verdict %q still says %q", v, not)
		}
	}
}

// TestLeadCarriesCPUEfficiency: article 1's most consistent result,
// Windows Native doing the most bandwidth per % of CPU in seven of the
// eight tests (91.165/65.11 against Linux libaio's 77.517/83.16 in
// random 64K read: 50.2% more), is the lead's, after who won; the
// findings do not repeat it, the 4K CPU figures are one sentence with
// Windows Native's, and the queues are the findings' (TestQueueGapSaidOnce).
func TestLeadCarriesCPUEfficiency(t *testing.T) {
	ds, art := bundledArticle(t, words.English)
	rows := bundledRows(t, ds)["random read 64K"]
	per := func(s string) float64 { return rows[s].BWBytesPerS / rows[s].CPUTotalPct }
	pct := (per("Windows Native")/per("Linux libaio") - 1) * 100
	want := fmt.Sprintf("Windows Native does the most work per unit of CPU in seven of the eight tests, up to %.1f%% more than the most efficient Linux system in that test, Linux libaio (random 64K read, ", pct)
	i := strings.Index(art.Lead, want)
	if i < 0 {
		t.Fatalf("lead %q lacks %q", art.Lead, want)
	}
	if w := strings.Index(art.Lead, "Linux leads three of the four writes, but only by"); w < 0 || w > i {
		t.Errorf("lead %q: the CPU efficiency comes before who won", art.Lead)
	}
	if all := strings.Join(art.Findings, "\n"); strings.Contains(all, "Per unit of CPU") {
		t.Errorf("findings repeat the lead's CPU efficiency:\n%s", all)
	}
	if all := strings.Join(art.Findings, "\n"); !strings.Contains(all, "as the limit, while Windows Native reached 10.1 GiB/s at 74.2% CPU.") || strings.Contains(all, "Windows Native does 10.1 GiB/s") {
		t.Errorf("findings: Windows Native's 4K figures still a stub sentence:\n%s", all)
	}
	if strings.Contains(art.Lead, "I/Os in flight") || strings.Contains(art.Lead, "quite alike") {
		t.Errorf("lead %q repeats the latency finding's queues", art.Lead)
	}
}

// TestOneInFlightRangeWithItsCutOff: the latency finding, not the lead,
// says where the systems' I/Os in flight were analyze.LatencyQueueRatio
// or more apart and the fastest did not do the most (article 1's
// sequential 64K and 128K write), naming the one system with the lowest
// mean latency in each (Windows Non-Native), its own count in each
// (about 292 and 423), and the other platform's range (479–480 for
// Linux), with no count of those tests, which read as "only there"
// (editors, round 9); the lead gives none of it.
func TestOneInFlightRangeWithItsCutOff(t *testing.T) {
	ds, art := bundledArticle(t, words.English)
	rows := bundledRows(t, ds)
	var ids []string
	for id := range rows {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	fastest := ""
	var counts []string
	lin := [2]float64{math.Inf(1), 0}
	for _, id := range ids {
		systems := rows[id]
		lo, hi := math.Inf(1), 0.0
		for _, r := range systems {
			f := r.IOPS * r.LatMeanNs / 1e9
			lo, hi = math.Min(lo, f), math.Max(hi, f)
		}
		if hi < analyze.LatencyQueueRatio*lo || fastestDidMost(systems) {
			continue
		}
		best := ""
		for s, r := range systems {
			if best == "" || r.LatMeanNs < systems[best].LatMeanNs {
				best = s
			}
			if platformOf(s) == "Linux" {
				f := r.IOPS * r.LatMeanNs / 1e9
				lin = [2]float64{math.Min(lin[0], f), math.Max(lin[1], f)}
			}
		}
		if fastest != "" && best != fastest {
			t.Fatalf("test premise: the fastest differs between the tests (%s, %s)", fastest, best)
		}
		fastest = best
		counts = append(counts, fmt.Sprintf("%.0f", systems[best].IOPS*systems[best].LatMeanNs/1e9))
	}
	if fastest != "Windows Non-Native" || len(counts) != 2 {
		t.Fatalf("test premise: %s fastest in %d such tests, want Windows Non-Native in two", fastest, len(counts))
	}
	want := fmt.Sprintf("In sequential 64K write and sequential 128K write the lowest mean latency was %s's, which kept far fewer I/Os in flight (IOPS × mean latency: about %s and %s against %.0f–%.0f for Linux) and did not deliver the most IOPS",
		fastest, counts[1], counts[0], lin[0], lin[1]) // sorted ids: 128K before 64K
	all := strings.Join(art.Findings, "\n")
	if !strings.Contains(all, want) {
		t.Errorf("findings lack %q:\n%s", want, all)
	}
	if strings.Contains(all, "of the eight tests)") || strings.Contains(art.Lead, "I/Os in flight") {
		t.Errorf("the queue finding counts its tests, or the lead gives the queues:\n%s\n%s", art.Lead, all)
	}
}

// TestLabelsAsAnEditorWrites: "Read bandwidth", a pair of one platform
// named by what sets them apart, small counts in words, no half
// sentence restating the other, and a pair too close to rank not ranked
// after all (editors, round 7).
func TestLabelsAsAnEditorWrites(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	all := strings.Join(art.Findings, "\n")
	for _, want := range []string{
		"Read bandwidth: Windows leads", "Write bandwidth: Linux leads", "; one is a tie.",
		"Native vs Non-Native on Windows: Windows Native leads", "; three are ties;",
		"libaio vs io_uring on Linux (never more than 3.4% apart): in bandwidth, too close to rank from single runs;",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("findings lack %q:\n%s", want, all)
		}
	}
	if !strings.Contains(art.Lead, "ran eight workloads (") {
		t.Errorf("lead %q: the count of workloads not in words", art.Lead)
	}
	for _, text := range []string{art.Lead, all, art.Verdict} {
		for _, not := range []string{"Bandwidth reads", "1 result is a tie", "is ahead in two", "it used the least CPU for the work it did", "Windows Native against Windows Non-Native"} {
			if strings.Contains(text, not) {
				t.Errorf("%q still says %q", text, not)
			}
		}
	}
}

// TestPrecisionTheFiguresAllow: Windows Native's 64.9% over the published
// 6.1 GiB/s (two digits: 6.05 to 6.15, so 63.5% to 66.2%) is "about
// 65%"; libaio and io_uring, never more than 3.4% apart in single runs,
// are not ranked by a 1.4% lead; and libaio's CPU cost is said where it
// holds, the random writes, not "in these results".
func TestPrecisionTheFiguresAllow(t *testing.T) {
	ds, art := bundledArticle(t, words.English)
	rows := bundledRows(t, ds)["random read 4K"]
	native, old := rows["Windows Native"].BWBytesPerS/(1<<30), 6.1
	lo, hi := (native/(old+0.05)-1)*100, (native/(old-0.05)-1)*100
	if hi-lo < 1 {
		t.Fatalf("the 6.1 GiB/s margin spans %.1f%% to %.1f%%, want a point or more", lo, hi)
	}
	all := strings.Join(art.Findings, "\n")
	if want := fmt.Sprintf("to about %.0f%% (most in random 4K read", math.Round((native/old-1)*100)); !strings.Contains(all, want) || strings.Contains(all, "64.9%") {
		t.Errorf("findings lack %q:\n%s", want, all)
	}
	if strings.Contains(all, "by 1.4%") {
		t.Errorf("findings rank libaio over io_uring by 1.4%%:\n%s", all)
	}
	if !strings.Contains(all, "Linux libaio spent far more than Linux io_uring in") || strings.Contains(all, "In these results") {
		t.Errorf("findings do not say where libaio spends more CPU:\n%s", all)
	}
}

// TestEnginesTooCloseInBandwidthNotInCPU: libaio and io_uring are too
// close to rank by bandwidth from single runs, not by CPU: where libaio
// spent clearly more (the random writes, by the bundled rows' CPU), the
// same bullet says so, and no second finding repeats it (editors,
// round 8).
func TestEnginesTooCloseInBandwidthNotInCPU(t *testing.T) {
	ds, art := bundledArticle(t, words.English)
	rows := bundledRows(t, ds)
	var parts []string
	for _, id := range []string{"random write 4K", "random write 64K"} {
		a, b := rows[id]["Linux libaio"].CPUTotalPct, rows[id]["Linux io_uring"].CPUTotalPct
		if a < 1.5*b {
			t.Fatalf("%s: libaio %.2f%% against io_uring %.2f%%, want clearly more", id, a, b)
		}
		f := strings.Fields(id)
		parts = append(parts, fmt.Sprintf("%s %s %s (%.1f× the CPU, %.2f%% vs %.2f%%)", f[0], f[2], f[1], a/b, a, b))
	}
	want := "in bandwidth, too close to rank from single runs; in CPU use, Linux libaio spent far more than Linux io_uring in " + parts[0] + " and " + parts[1] + "."
	all := strings.Join(art.Findings, "\n")
	if !strings.Contains(all, want) {
		t.Errorf("findings lack %q:\n%s", want, all)
	}
	if strings.Contains(all, "spends more CPU per unit of work") {
		t.Errorf("findings say libaio's CPU twice:\n%s", all)
	}
	// Two tests are not the whole story: how often io_uring needed a
	// tenth less CPU or more, and how near the two were in the rest, in
	// points (editors, round 9: "clearly leaner" from two of eight).
	var also []string
	rest, points := 0, 0.0
	for _, id := range []string{"sequential read 64K", "sequential read 128K", "sequential write 64K", "sequential write 128K", "random read 4K", "random read 64K"} {
		a, b := rows[id]["Linux libaio"].CPUTotalPct, rows[id]["Linux io_uring"].CPUTotalPct
		if a >= 1.1*b {
			f := strings.Fields(id)
			also = append(also, fmt.Sprintf("%s %s %s (%.1f× the CPU, %.2f%% vs %.2f%%)", f[0], f[2], f[1], a/b, a, b))
			continue
		}
		rest++
		points = math.Max(points, math.Abs(a-b))
	}
	want = fmt.Sprintf(" For about the same bandwidth it also needed more CPU in %s; in the other %s tests the two were within %.1f percentage points of each other.",
		strings.Join(also, " and "), words.English.CountWord(rest), points)
	if len(also) != 2 || !strings.Contains(all, want) {
		t.Errorf("findings lack %q (%d more tests):\n%s", want, len(also), all)
	}
}

// TestLatencyAsTheTablesGiveIt: the latency gap is in the tables' unit
// (ms, as published), measured against the other platform's best
// (Linux io_uring's 0.376 ms in random 64K read, not libaio's 0.377),
// and the verdict does not repeat the limits the lead names.
func TestLatencyAsTheTablesGiveIt(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	all := strings.Join(art.Findings, "\n")
	want := "random 64K read, Windows Native had the lowest mean latency (0.104 ms and 0.207 ms against 0.192 ms and 0.376 ms for Linux io_uring)"
	if !strings.Contains(all, want) {
		t.Errorf("findings lack %q:\n%s", want, all)
	}
	for _, text := range []string{art.Lead, all, art.Verdict} {
		if strings.Contains(text, "µs") {
			t.Errorf("%q gives latency in µs beside tables in ms", text)
		}
	}
	for _, said := range []string{"nearly full CPU", "drives set the limit"} {
		if strings.Contains(art.Verdict, said) {
			t.Errorf("verdict %q repeats the lead's %q", art.Verdict, said)
		}
	}
}

// TestCPUCaveatBesideTheClaim: article 1's platforms are two operating
// systems, Windows and Linux, each of which counts CPU use its own way,
// so the lead says so right after its CPU-efficiency claim, and the
// verdict refers to it; the old reason, that Linux IOPS are rounded, says
// nothing of how CPU was measured (editors, round 7). Platforms that are
// not operating systems get no such caveat.
func TestCPUCaveatBesideTheClaim(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	claim := strings.Index(art.Lead, "Windows Native does the most work per unit of CPU")
	caveat := strings.Index(art.Lead, "Windows and Linux each count CPU use in their own way, so read this comparison as approximate.")
	if claim < 0 || caveat < claim || strings.Contains(art.Lead[claim:caveat], ". ") == false {
		t.Errorf("lead %q: the CPU caveat does not follow the CPU claim", art.Lead)
	}
	if strings.Contains(art.Lead[claim:caveat], "In random") {
		t.Errorf("lead %q: the CPU caveat is not next to the CPU claim", art.Lead)
	}
	for _, text := range []string{art.Lead, art.Verdict} {
		if strings.Contains(text, "rounded") || strings.Contains(text, "reported alike") {
			t.Errorf("%q still infers the CPU caveat from rounding", text)
		}
	}
	if !strings.Contains(art.Verdict, "though Windows and Linux count CPU use differently") {
		t.Errorf("verdict %q does not qualify the CPU efficiency", art.Verdict)
	}
	other := bundledWith(t, words.English, func(r *datasets.Result) {
		r.System = strings.NewReplacer("Windows", "Alpha", "Linux", "Beta").Replace(r.System)
	})
	if strings.Contains(other.Lead, "count CPU use") || strings.Contains(other.Verdict, "count CPU use") {
		t.Errorf("platforms Alpha and Beta: a caveat on operating systems they do not name:\n%s\n%s", other.Lead, other.Verdict)
	}
}

// TestTurkishComparisonSaysWhereEachStands: the Turkish lead says the
// workloads were measured "sekiz iş yükü … ölçüldü" for the systems, and
// the latency gap is each system's ("Windows Non-Native'de"), not "ile".
func TestTurkishComparisonSaysWhereEachStands(t *testing.T) {
	_, art := bundledArticle(t, words.Turkish)
	if !strings.Contains(art.Lead, "Linux io_uring için sekiz iş yükü (") {
		t.Errorf("lead %q", art.Lead)
	}
	all := strings.Join(art.Findings, "\n")
	if !strings.Contains(all, "(Linux io_uring'in 0,192 ms ve 0,376 ms değerine karşı 0,104 ms ve 0,207 ms)") {
		t.Errorf("findings:\n%s", all)
	}
	if !strings.Contains(all, "Linux'ta 479–480") || !strings.Contains(all, "en düşük ortalama gecikme Windows Non-Native'in") {
		t.Errorf("findings:\n%s", all)
	}
	// Turkish editor, round 7: a passive verb takes its subject in the
	// nominative, "gecikmeler … karşılaştırılamaz", not "gecikmeleri".
	if text := art.Lead + all + art.Verdict; strings.Contains(text, "gecikmeleri doğrudan") {
		t.Errorf("Turkish comparison still says %q:\n%s", "gecikmeleri doğrudan", text)
	}
}

// TestPairLeadTheQueueMakes: in article 1's sequential 64K write Windows
// Native leads Windows Non-Native by 12.1% (50.087 vs 44.67 GiB/s) while
// keeping about 458 I/Os in flight against 292 (820,603 × 0.558 ms;
// 731,859 × 0.399 ms): 57% more, enough for all of the lead, which the
// pair's finding says (Hindi review 5) as a fit, not a cause (editors,
// round 7: the queue is the run's outcome); its other leads came at
// queues within 10% of each other, which it does not.
func TestPairLeadTheQueueMakes(t *testing.T) {
	ds, art := bundledArticle(t, words.English)
	rows := bundledRows(t, ds)["sequential write 64K"]
	in := func(s string) float64 { return rows[s].IOPS * rows[s].LatMeanNs / 1e9 }
	want := fmt.Sprintf("; in sequential 64K write, Windows Native kept about %.0f I/Os in flight against %.0f, so its %.1f%% lead there may come from the deeper queue.", in("Windows Native"), in("Windows Non-Native"), (rows["Windows Native"].BWBytesPerS/rows["Windows Non-Native"].BWBytesPerS-1)*100)
	all := strings.Join(art.Findings, "\n")
	if !strings.Contains(all, want) {
		t.Errorf("findings lack %q:\n%s", want, all)
	}
	if n := strings.Count(all, "lead there may come from the deeper queue"); n != 1 || strings.Contains(all, "which is consistent with that lead") {
		t.Errorf("findings name %d pair leads the queue makes, want 1:\n%s", n, all)
	}
	// Hindi review 5: the legend's "only best" is एकमात्र, not अकेला.
	if got := words.Hindi.Say("best, clear of the others"); got != "एकमात्र सर्वश्रेष्ठ" {
		t.Errorf("Hindi legend %q", got)
	}
}

// TestQueueClaimsThatFitTheData: I/Os in flight are IOPS times mean
// latency, an outcome of the run, so no language says a deeper queue
// accounts for a lead, all of it or half (editors, round 7): en
// "accounts for", tr "açıklıyor", pl "w całości tłumaczy", hi "समझाता".
func TestQueueClaimsThatFitTheData(t *testing.T) {
	for _, c := range []struct {
		lang      words.Lang
		not, want string
	}{
		{words.English, "accounts for", "may come from the deeper queue"},
		{words.Turkish, "açıklıyor", "daha derin kuyruktan geliyor olabilir"},
		{words.Polish, "w całości tłumaczy", "może wynikać z głębszej kolejki"},
		{words.Hindi, "समझाता", "गहरी क्यू से आया हो सकता है"},
	} {
		_, art := bundledArticle(t, c.lang)
		all := art.Lead + "\n" + strings.Join(art.Findings, "\n") + "\n" + art.Verdict
		if strings.Contains(all, c.not) {
			t.Errorf("%s: the article still says the queue %q a lead:\n%s", c.lang.Name(), c.not, all)
		}
		if !strings.Contains(art.Verdict, c.want) {
			t.Errorf("%s: verdict %q lacks %q", c.lang.Name(), art.Verdict, c.want)
		}
	}
}

// TestShowcaseQueueClaimFitsTheData: the Turkish showcase, the editor's
// template around the comparison, no longer says the queue depth
// "açıklıyor" (explains) Linux's write lead: the queue is the run's
// outcome, and the comparison's verdict says the runs cannot tell what
// made it deeper (editors, round 7).
func TestShowcaseQueueClaimFitsTheData(t *testing.T) {
	src, err := os.ReadFile("../examples/showcase/review.md")
	if err != nil {
		t.Fatal(err)
	}
	tmpl, err := ParseTemplate("review.md", src)
	if err != nil {
		t.Fatal(err)
	}
	ds, _ := bundledArticle(t, words.Turkish)
	a, err := analyze.Compare(ds.Results, analyze.Options{Drives: analyze.DrivesInSetup(ds.Sources)})
	if err != nil {
		t.Fatal(err)
	}
	art, err := Build(ds, a, Options{Template: tmpl, Lang: words.Turkish})
	if err != nil {
		t.Fatal(err)
	}
	var md strings.Builder
	if err := WriteMarkdownForTest(&md, art); err != nil {
		t.Fatal(err)
	}
	if text := strings.Join(strings.Fields(md.String()), " "); strings.Contains(text, "açıklıyor") || !strings.Contains(text, "fark daha derin kuyrukla uyumlu") {
		t.Errorf("the showcase still credits the queue with a lead:\n%s", text)
	}
}

// TestVerdictOpensWithItsBottomLine: article 1's platforms split the
// directions, Windows Native leading three of the four reads (by up to
// 91.165/77.7, 17.3%) and Linux three of the four writes by 3.2% to 4.4%,
// under the five per cent a single run makes a reason to switch; the
// verdict says so first, then what to do within each platform, the CPU
// efficiency, how the queues weigh the leads, and once that the figures
// are single runs (editors, rounds 7 and 11).
func TestVerdictOpensWithItsBottomLine(t *testing.T) {
	_, art := bundledArticle(t, words.English)
	want := fmt.Sprintf("Neither platform wins outright: Windows Native leads most reads by up to %.1f%%, and Linux leads most writes by a few per cent. On Windows, the stack matters more than the platform: ", (91.165/77.7-1)*100)
	if !strings.HasPrefix(art.Verdict, want) {
		t.Errorf("verdict %q does not open with %q", art.Verdict, want)
	}
	// Then the CPU efficiency, then how the queues weigh the leads.
	if e, q := strings.Index(art.Verdict, "most consistent advantage is CPU efficiency"), strings.Index(art.Verdict, "I/Os in flight"); e < 0 || q < e {
		t.Errorf("verdict %q: the CPU efficiency does not come before the queues", art.Verdict)
	}
	if n := strings.Count(art.Verdict, "single run"); n != 1 {
		t.Errorf("verdict %q says %d times that the figures are single runs", art.Verdict, n)
	}
	for _, c := range []struct {
		lang words.Lang
		want string
	}{
		{words.Turkish, "İki platformdan hiçbiri her alanda önde değil: Windows Native okumaların çoğunda en fazla %17,3 farkla önde ve Linux yazmaların çoğunda yüzde birkaç farkla önde."},
		{words.Polish, "Żadna z platform nie wygrywa wyraźnie: Windows Native prowadzi w większości odczytów z przewagą do 17,3%, a Linux prowadzi w większości zapisów z przewagą kilku procent."},
	} {
		if _, art := bundledArticle(t, c.lang); !strings.HasPrefix(art.Verdict, c.want) {
			t.Errorf("%s verdict %q does not open with %q", c.lang.Name(), art.Verdict, c.want)
		}
	}
}
