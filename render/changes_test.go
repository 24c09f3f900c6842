package render_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render"
)

func runs(system string, iops ...float64) []datasets.Result {
	var out []datasets.Result
	for i, v := range iops {
		r := datasets.NewResult()
		r.System, r.Pattern, r.Direction, r.BlockSizeBytes, r.Repetition, r.IOPS = system, "random", "read", 4096, int64(i+1), v
		out = append(out, r)
	}
	return out
}

func TestWriteChanges(t *testing.T) {
	same, _ := analyze.CompareRuns(runs("a", 100, 101, 99, 100, 102), runs("b", 101, 99, 100, 102, 100), analyze.Options{}, false)
	var buf bytes.Buffer
	if err := render.WriteChanges(&buf, same, "text"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "~ (p=") || !strings.Contains(buf.String(), "n=5+5") {
		t.Errorf("no difference, text:\n%s\nwant a ~ with p and n", buf.String())
	}
	faster, _ := analyze.CompareRuns(runs("a", 100, 101, 99, 100, 102), runs("b", 120, 121, 119, 122, 120), analyze.Options{}, false)
	buf.Reset()
	render.WriteChanges(&buf, faster, "text")
	if !strings.Contains(buf.String(), "+20.00% (p=0.008 n=5+5)") {
		t.Errorf("a 20%% gain, text:\n%s", buf.String())
	}
	buf.Reset()
	if err := render.WriteChanges(&buf, faster, "csv"); err != nil {
		t.Fatal(err)
	}
	rows := csvRecords(t, &buf)
	// The cell in the results table's columns, and the family p was
	// corrected over: one test of IOPS, the only metric these rows have of
	// their throughput.
	want := map[string]string{"system": "", "pattern": "random", "direction": "read", "block_size_bytes": "4096", "rwmix_read_pct": "",
		"iodepth": "", "numjobs": "", "metric": "iops", "unit": "IOPS", "old": "100", "new": "120", "old_n": "5", "new_n": "5",
		"significant": "true", "p_family": "throughput", "p_family_metrics": "iops", "p_family_tests": "1"}
	if len(rows) != 1 {
		t.Fatalf("csv: %d rows, want 1", len(rows))
	}
	for col, v := range want {
		if got, ok := rows[0][col]; !ok || got != v {
			t.Errorf("csv column %s = %q (present: %v), want %q", col, got, ok, v)
		}
	}
	buf.Reset()
	render.WriteChanges(&buf, faster, "json")
	var doc struct {
		Changes []struct {
			Metric         string   `json:"metric"`
			DeltaPct       float64  `json:"delta_pct"`
			Significant    bool     `json:"significant"`
			PFamily        string   `json:"p_family"`
			PFamilyMetrics []string `json:"p_family_metrics"`
			PFamilyTests   int      `json:"p_family_tests"`
		} `json:"changes"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil || len(doc.Changes) != 1 || !doc.Changes[0].Significant ||
		doc.Changes[0].PFamily != "throughput" || len(doc.Changes[0].PFamilyMetrics) != 1 || doc.Changes[0].PFamilyTests != 1 {
		t.Errorf("json: %s (%v)", buf.String(), err)
	}
	if err := render.WriteChanges(&buf, faster, "xml"); err == nil {
		t.Error("unknown format accepted")
	}
}

// TestWriteChangesOfCappedRuns: five real fio runs against five capped at a
// fifth of their IOPS (analyze/testdata/capped), in two cells. The drop is
// printed with its p-value, 2 x 2/252 (the exact Mann-Whitney p of five
// runs against five that do not overlap, Holm over the family's two
// tests), and each section says the family it was corrected over.
func TestWriteChangesOfCappedRuns(t *testing.T) {
	read := func(dir string) []datasets.Result {
		ds, errs := ingest.Read(context.Background(), []string{"../analyze/testdata/capped/" + dir}, ingest.Options{})
		if len(errs) > 0 {
			t.Fatal(errs)
		}
		return ds.Results
	}
	rc, err := analyze.CompareRuns(read("uncapped"), read("capped"), analyze.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := render.WriteChanges(&buf, rc, "text"); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	for _, c := range rc.Changes {
		if c.Metric.Name != analyze.IOPS.Name {
			continue
		}
		if want := fmt.Sprintf("%+.2f%% (p=%.3f n=5+5)", c.DeltaPct, 2*2.0/252); c.DeltaPct > -66 || !strings.Contains(text, want) {
			t.Errorf("text does not say %q:\n%s", want, text)
		}
	}
	for _, want := range []string{
		"p: Holm-corrected over the 2 tests of bandwidth and IOPS (one measurement, tested once for both)\n",
		"p: Holm-corrected over the 2 tests of mean latency\n",
		"p: Holm-corrected over the 2 tests of CPU time per I/O, IOPS per core and bandwidth per CPU-second (one measurement, tested once for all of them)\n",
	} {
		if strings.Count(text, want) < 1 {
			t.Errorf("text does not say %q:\n%s", want, text)
		}
	}
	if n := strings.Count(text, "over the 2 tests of bandwidth and IOPS"); n != 2 {
		t.Errorf("the throughput family is named under %d sections, want 2 (bandwidth and IOPS)", n)
	}
}

// TestArticleSaysTheFamily: an article of repeated runs that tie says what
// the tie's p-value was corrected over, once, in its method note, which
// says the rule; the finding gives the p-value.
func TestArticleSaysTheFamily(t *testing.T) {
	rows := append(runs("a", 100, 101, 99, 100, 102), runs("b", 101, 99, 100, 102, 100)...)
	ds := &datasets.Dataset{Results: rows}
	a, err := analyze.Compare(rows, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	art, err := render.Build(ds, a, render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	all := strings.Join(append(art.Findings, art.Notes...), "\n")
	for _, want := range []string{
		"In random 4K read (100 vs 100 IOPS, p = 1) the runs cannot tell a and b apart",
		"The p-values quoted are Holm-corrected over the 1 test of IOPS.",
		"Holm-corrected over the tests of one measurement across the workloads compared",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("article does not say %q:\n%s", want, all)
		}
	}
}

// TestWriteChangesListsOneSidedCells: real runs of random reads and writes
// against runs of the reads only. The text, the CSV and the JSON each
// name the write cell as measured on the old side only, with its runs.
func TestWriteChangesListsOneSidedCells(t *testing.T) {
	read := func(pattern string) []datasets.Result {
		files, _ := filepath.Glob("../analyze/testdata/capped/" + pattern)
		ds, errs := ingest.Read(context.Background(), files, ingest.Options{})
		if len(errs) > 0 || len(files) == 0 {
			t.Fatal(pattern, errs)
		}
		return ds.Results
	}
	writes := read("uncapped/randwrite-*.json")
	rc, err := analyze.CompareRuns(read("uncapped/*.json"), read("capped/randread-*.json"), analyze.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(rc.OnlyOld) != 1 {
		t.Fatalf("only in old: %+v, want the write cell", rc.OnlyOld)
	}
	cell := strings.TrimSuffix(rc.OnlyOld[0].Cell.String(), " T1") // one thread everywhere: not named
	if !strings.Contains(cell, "write") {
		t.Fatalf("only in old: %s, want the write cell", cell)
	}
	var text, table, doc bytes.Buffer
	for format, buf := range map[string]*bytes.Buffer{"text": &text, "csv": &table, "json": &doc} {
		if err := render.WriteChanges(buf, rc, format); err != nil {
			t.Fatal(err)
		}
	}
	if want := fmt.Sprintf("only in old, not compared: %s (%d runs)\n", cell, len(writes)); !strings.Contains(text.String(), want) || strings.Contains(text.String(), "only in new") {
		t.Errorf("text does not say %q (and nothing of new):\n%s", want, text.String())
	}
	recs := csvRecords(t, &table)
	found := 0
	for _, r := range recs {
		if r["direction"] == "write" {
			found++
			if r["pattern"] != "random" || r["block_size_bytes"] != "4096" || r["iodepth"] != "1" || r["numjobs"] != "1" ||
				r["metric"] != "" || r["old_n"] != fmt.Sprint(len(writes)) || r["new_n"] != "0" {
				t.Errorf("csv row of the old side's cell: %v, want random 4096 QD1 T1, no metric, old_n %d and new_n 0", r, len(writes))
			}
		}
	}
	if found != 1 {
		t.Errorf("csv has %d rows of %s, want one:\n%v", found, cell, recs)
	}
	var parsed struct {
		OnlyOld []struct {
			Pattern, Direction string
			BlockSizeBytes     int64 `json:"block_size_bytes"`
			IODepth            int64 `json:"iodepth"`
			Runs               int   `json:"runs"`
		} `json:"only_old"`
		OnlyNew []json.RawMessage `json:"only_new"`
	}
	if err := json.Unmarshal(doc.Bytes(), &parsed); err != nil || len(parsed.OnlyOld) != 1 || parsed.OnlyOld[0].Direction != "write" ||
		parsed.OnlyOld[0].BlockSizeBytes != 4096 || parsed.OnlyOld[0].IODepth != 1 || parsed.OnlyOld[0].Runs != len(writes) || parsed.OnlyNew != nil {
		t.Errorf("json: %s (%v)", doc.String(), err)
	}
}

// csvRecords reads CSV into a map per row, by column name.
func csvRecords(t *testing.T, r io.Reader) []map[string]string {
	t.Helper()
	recs, err := csv.NewReader(r).ReadAll()
	if err != nil || len(recs) == 0 {
		t.Fatalf("csv: %v, %d lines", err, len(recs))
	}
	var out []map[string]string
	for _, rec := range recs[1:] {
		row := map[string]string{}
		for i, col := range recs[0] {
			row[col] = rec[i]
		}
		out = append(out, row)
	}
	return out
}

// TestChangesTextHasNoTrailingSpaces: no line of compare's text output
// ends in spaces (tabwriter padded every cell, the last one too).
func TestChangesTextHasNoTrailingSpaces(t *testing.T) {
	rc, err := analyze.CompareRuns(runs("a", 100, 101, 99, 100, 102), runs("b", 120, 121, 119, 122, 120), analyze.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := render.WriteChanges(&buf, rc, "text"); err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(buf.String(), "\n") {
		if strings.TrimRight(line, " \t") != line {
			t.Errorf("line %d ends in spaces: %q", i+1, line)
		}
	}
	// The last column still ends its line.
	if !strings.Contains(buf.String(), "+20.00% (p=0.008 n=5+5)\n") {
		t.Errorf("text:\n%s", buf.String())
	}
}

// TestChangesCSVEscapesFormulaNames: compare -f csv writes a system
// named as a formula after a "'", and its negative change as a number.
func TestChangesCSVEscapesFormulaNames(t *testing.T) {
	name := `=HYPERLINK("http://evil.example/","x")`
	rc, err := analyze.CompareRuns(runs(name, 120, 121, 119, 122, 120), runs(name, 100, 101, 99, 100, 102), analyze.Options{}, true)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := render.WriteChangesCSV(&b, rc); err != nil {
		t.Fatal(err)
	}
	lines, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, h := range lines[0] {
		col[h] = i
	}
	row := lines[1]
	if row[col["system"]] != "'"+name {
		t.Errorf("system %q, want %q", row[col["system"]], "'"+name)
	}
	if d := row[col["delta_pct"]]; !strings.HasPrefix(d, "-16.") {
		t.Errorf("delta_pct %q, want the change as a negative number", d)
	}
}

// TestChangesOfUnrankedScores: one system of a real PTS 5.x CSV export
// (which does not say which way is better) against another, as old and
// new runs: the JSON gives the change but no "better" either way, the
// text says the change and neither better nor worse, and both carry the
// warning that the test is not ranked.
func TestChangesOfUnrankedScores(t *testing.T) {
	ds, err := ingest.File("../ingest/pts/testdata/laertispappas__aws-ec2-phoronix-benchmark__large-ec2_7zip.csv")
	if err != nil {
		t.Fatal(err)
	}
	var old, new []datasets.Result
	for _, r := range ds.Results {
		switch r.System {
		case "7zip-run-0":
			old = append(old, r)
		case "7zip-run-6":
			new = append(new, r)
		}
	}
	rc, err := analyze.CompareRuns(old, new, analyze.Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	const note = "the source does not record which way is better, a higher or a lower score, for 1 test, so it is not ranked"
	var buf bytes.Buffer
	if err := render.WriteChanges(&buf, rc, "json"); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Changes []struct {
			DeltaPct float64 `json:"delta_pct"`
			Better   *bool   `json:"better"`
		} `json:"changes"`
		Warnings []string `json:"warnings"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil || len(doc.Changes) != 1 {
		t.Fatalf("json: %s (%v)", buf.String(), err)
	}
	was, is := old[0].Score, new[0].Score // 4913 and 4891
	if c := doc.Changes[0]; c.Better != nil || c.DeltaPct != (is/was-1)*100 {
		t.Errorf("json change: delta %v, better %v; want the change of 4913 to 4891 and no better", c.DeltaPct, c.Better)
	}
	if !strings.Contains(strings.Join(doc.Warnings, "\n"), note) {
		t.Errorf("json warnings %q: want %q", doc.Warnings, note)
	}
	buf.Reset()
	if err := render.WriteChanges(&buf, rc, "text"); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	if !strings.Contains(text, "-0.45%") || !strings.Contains(text, note) || strings.Contains(text, "better is") || strings.Contains(text, "worse") {
		t.Errorf("text:\n%s\nwant the change, -0.45%%, the warning, and no better or worse", text)
	}
}
