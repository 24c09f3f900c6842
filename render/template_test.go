package render

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/ingest"
	"github.com/iopress/iopress/render/words"
)

// placed is a figure a test template places, with the value the analysis
// holds for it and how close the printed figure must come.
type placed struct {
	name   string  // the list item's label in the template
	action string  // the placeholder
	want   float64 // in base units; for a knee, the depth
	kind   string  // "figure" (number and unit), "pct", "times", "count", "qd"
}

// templateCase is an article kind, its analysis, and figures to place.
type templateCase struct {
	name  string
	build func(Options) (*Article, error)
	figs  []placed
}

// editorTemplate is an editor's article: prose, each placed figure as a
// list item "name: figure", then pieces.
func editorTemplate(figs []placed) string {
	var b strings.Builder
	b.WriteString("# {{title}}\n\nWhy we tested, in the editor's words, with *emphasis* and a [link](https://example.com/review).\n\n")
	for _, f := range figs {
		b.WriteString("- " + f.name + ": " + f.action + "\n")
	}
	b.WriteString("\n## {{say \"Key findings\"}}\n\n{{findings}}\n\n{{table 1}}\n\nBetween the pieces, more of the story.\n\n{{chart 1}}\n\n{{with verdict}}{{.}}{{end}}\n\n{{setup}}\n")
	return b.String()
}

func comparisonCase(t *testing.T, name string, ds *datasets.Dataset, build func(*datasets.Dataset, *analyze.Analysis, Options) (*Article, error), cellName func(l lang, c analyze.Cell) string) templateCase {
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The first comparison of two systems or more, in the metric the
	// findings lead with.
	var cmp *analyze.Comparison
	for i := range a.Comparisons {
		if c := &a.Comparisons[i]; len(c.Ranking) > 1 && c.Metric.Family == analyze.FamilyIOPS {
			cmp = c
			break
		}
	}
	if cmp == nil {
		t.Fatalf("%s: no comparison of two systems", name)
	}
	s1, s2 := cmp.Ranking[0], cmp.Ranking[1]
	cell := cellID(cmp.Cell)
	if cellName != nil {
		cell = cellName(lang{}, cmp.Cell) // the article's own name of the cell works too
	}
	m := cmp.Metric.Name
	wins, cells, dirWins, dirCells := 0, 0, 0, 0
	dir := cmp.Cell.Direction
	for _, c := range a.Comparisons {
		if c.Metric.Name == m && len(c.Ranking) > 1 { // cells one system ran alone are not compared
			cells++
			if c.Winner == s1.System {
				wins++
			}
			if c.Cell.Direction == dir {
				dirCells++
				if c.Winner == s1.System {
					dirWins++
				}
			}
		}
	}
	q := strconv.Quote
	return templateCase{name: name,
		build: func(o Options) (*Article, error) { return build(ds, a, o) },
		figs: []placed{
			{"first", fmt.Sprintf("{{value %s %s %s}}", q(s1.System), q(cell), q(m)), s1.Value, "figure"},
			{"second", fmt.Sprintf("{{value %s %s %s}}", q(s2.System), q(cell), q(m)), s2.Value, "figure"},
			{"delta", fmt.Sprintf("{{delta %s %s %s %s}}", q(s1.System), q(s2.System), q(cell), q(m)), (s1.Value/s2.Value - 1) * 100, "pct"},
			{"ratio", fmt.Sprintf("{{ratio %s %s %s %s}}", q(s2.System), q(s1.System), q(cell), q(m)), s2.Value / s1.Value, "times"},
			{"wins", fmt.Sprintf("{{wins %s %s}}", q(s1.System), q(m)), float64(wins), "count"},
			{"cells", fmt.Sprintf("{{cells %s}}", q(m)), float64(cells), "count"},
			{"wins in one direction", fmt.Sprintf("{{wins %s %s %s}}", q(s1.System), q(m), q(dir)), float64(dirWins), "count"},
			{"cells in one direction", fmt.Sprintf("{{cells %s %s}}", q(m), q(dir)), float64(dirCells), "count"},
		}}
}

func sweepCase(t *testing.T) templateCase {
	ds, s := realSweep(t)
	c := s.Curves[0]
	var other analyze.Curve
	for _, o := range s.Curves {
		if o.Workload == c.Workload && o.System != c.System {
			other = o
		}
	}
	p := c.Points[len(c.Points)-1]
	op, ok := point(other, p.IODepth)
	if !ok {
		t.Fatal("the sweep's two curves share no depth")
	}
	cell := analyze.Cell{Pattern: c.Workload.Pattern, Direction: c.Workload.Direction, BlockSizeBytes: c.Workload.BlockSizeBytes,
		IODepth: p.IODepth, NumJobs: c.Workload.NumJobs, RWMixReadPct: c.Workload.RWMixReadPct}
	q := strconv.Quote
	w, id := workloadID(c.Workload), cellID(cell)
	return templateCase{name: "sweep",
		build: func(o Options) (*Article, error) { return BuildSweep(ds, s, o) },
		figs: []placed{
			{"value", fmt.Sprintf("{{value %s %s %s}}", q(c.System), q(id), q(c.Metric.Name)), p.Value, "figure"},
			{"latency", fmt.Sprintf("{{value %s %s %s}}", q(c.System), q(id), q(analyze.LatencyMean.Name)), p.LatencyNs, "figure"},
			{"delta", fmt.Sprintf("{{delta %s %s %s %s}}", q(c.System), q(other.System), q(id), q(c.Metric.Name)), (p.Value/op.Value - 1) * 100, "pct"},
			{"ratio", fmt.Sprintf("{{ratio %s %s %s %s}}", q(c.System), q(other.System), q(id), q(c.Metric.Name)), p.Value / op.Value, "times"},
			{"knee", fmt.Sprintf("{{knee %s %s}}", q(c.System), q(w)), float64(c.Knee), "qd"},
			{"peak", fmt.Sprintf("{{peak %s %s}}", q(c.System), q(w)), c.Max, "figure"},
			{"value by the article's name", fmt.Sprintf("{{value %s %s %s}}", q(c.System), q(lang{}.cellName(cell)), q(c.Metric.Name)), p.Value, "figure"},
			{"knee by the article's name", fmt.Sprintf("{{knee %s %s}}", q(c.System), q(lang{}.workloadName(c.Workload))), float64(c.Knee), "qd"},
		}}
}

// cdmTwoDrives is the repository's CrystalDiskMark export as two drives,
// the second 25% faster.
func cdmTwoDrives(t *testing.T) *datasets.Dataset {
	two := &datasets.Dataset{}
	for _, drive := range []string{"Drive A", "Drive B"} {
		one, err := ingest.File("../ingest/cdm/testdata/cdm3.0.2-utf16le-bom-crlf.txt")
		if err != nil {
			t.Fatal(err)
		}
		for i := range one.Results {
			one.Results[i].System = drive
			if drive == "Drive B" {
				one.Results[i].BWBytesPerS *= 1.25
				one.Results[i].IOPS *= 1.25
			}
		}
		two.Append(one)
	}
	return two
}

// TestTemplatesPlaceFiguresOfTheAnalysis: for each kind of article, in
// every language, an editor's template with prose and a dozen
// placeholders of different kinds fills in figures that, read back as
// numbers in the language and scaled by their unit, are the analysis's
// own values (to the rounding printed); the pieces stand where they were
// placed.
func TestTemplatesPlaceFiguresOfTheAnalysis(t *testing.T) {
	article1, err := ingest.File("../datasets/reference/article1/published.csv")
	if err != nil {
		t.Fatal(err)
	}
	cases := []templateCase{
		comparisonCase(t, "comparison", article1, Build, nil),
		sweepCase(t),
		comparisonCase(t, "cdm", cdmTwoDrives(t), BuildCDM, func(l lang, c analyze.Cell) string { return l.cdmCellName(c) }),
	}
	for _, c := range cases {
		src := editorTemplate(c.figs)
		tmpl, err := ParseTemplate("review.md", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		for _, language := range words.Langs {
			l := lang{Lang: language}
			art, err := c.build(Options{Lang: language, Template: tmpl})
			if err != nil {
				t.Fatalf("%s, %s: %v", c.name, l, err)
			}
			body, err := art.body()
			if err != nil {
				t.Fatal(err)
			}
			items := map[string]string{}
			var kinds []BlockKind
			for _, b := range body {
				kinds = append(kinds, b.Kind)
				if b.Kind == ListBlock && b.Role == Prose {
					for _, it := range b.Items {
						k, v, _ := strings.Cut(it.String(), ": ")
						items[k] = v
					}
				}
				if b.Kind == TableBlock && b.Table.Name != art.Tables[0].Name || b.Kind == ChartBlock && b.Chart != art.Charts[0] {
					t.Errorf("%s, %s: the template placed table 1 and chart 1, the body has %v", c.name, l, b)
				}
				if b.Kind == ListBlock && b.Role == Findings && strings.Join(textsOf(b.Items), "|") != strings.Join(boundAll(l.Lang, art.Findings), "|") {
					t.Errorf("%s, %s: the findings placed are not the article's", c.name, l)
				}
			}
			want := []BlockKind{HeadingBlock, ParagraphBlock, ListBlock, HeadingBlock, ListBlock, TableBlock, ParagraphBlock, ChartBlock}
			if got := kinds[:min(len(kinds), len(want))]; fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s, %s: body %v, want it to start %v", c.name, l, kinds, want)
			}
			for _, f := range c.figs {
				checkPlaced(t, c.name, l, f, items[f.name])
			}
			for _, write := range []func(*bytes.Buffer, *Article) error{
				func(b *bytes.Buffer, a *Article) error { return WritePDFForTest(b, a) },
				func(b *bytes.Buffer, a *Article) error { return WriteHTMLForTest(b, a) },
				func(b *bytes.Buffer, a *Article) error { return WriteMarkdownForTest(b, a) },
			} {
				var out bytes.Buffer
				if err := write(&out, art); err != nil {
					t.Errorf("%s, %s: %v", c.name, l, err)
				}
			}
		}
	}
}

func textsOf(items []Text) []string {
	var out []string
	for _, it := range items {
		out = append(out, it.String())
	}
	return out
}

// unitFactors are the units figures are printed in, in base units.
var unitFactors = map[string]float64{"IOPS": 1, "B/s": 1, "KiB/s": 1 << 10, "MiB/s": 1 << 20, "GiB/s": 1 << 30, "TiB/s": 1 << 40,
	"kB/s": 1e3, "MB/s": 1e6, "GB/s": 1e9, "TB/s": 1e12, "ns": 1, "µs": 1e3, "ms": 1e6, "s": 1e9}

// checkPlaced reads a placed figure back as the language writes numbers
// and checks it against the analysis's value, to within half the last
// digit printed.
func checkPlaced(t *testing.T, name string, l lang, f placed, got string) {
	t.Helper()
	if f.kind == "qd" {
		if want := "QD" + strconv.Itoa(int(f.want)); got != want {
			t.Errorf("%s, %s: %s is %q, want %q", name, l, f.name, got, want)
		}
		return
	}
	sym := l.Symbols()
	toks := numberToken(l).FindAllStringIndex(got, -1)
	if len(toks) != 1 {
		t.Errorf("%s, %s: %s is %q: want one number", name, l, f.name, got)
		return
	}
	tok := got[toks[0][0]:toks[0][1]]
	whole, frac, _ := strings.Cut(tok, sym.Decimal)
	v, err := strconv.ParseFloat(strings.ReplaceAll(whole, sym.Group, "")+"."+frac+"0", 64)
	if err != nil {
		t.Fatal(err)
	}
	half := 0.5 * math.Pow(10, -float64(len(frac)))
	rest := strings.TrimSpace(got[toks[0][1]:])
	if strings.ContainsAny(got[:toks[0][0]], "-−") {
		v = -v
	}
	switch f.kind {
	case "figure":
		factor, ok := unitFactors[rest]
		if !ok {
			t.Errorf("%s, %s: %s is %q: no unit iopress prints", name, l, f.name, got)
			return
		}
		v, half = v*factor, half*factor
	case "times":
		if x := strings.TrimSpace(l.Say("%s×", "")); !strings.HasSuffix(got, x) { // "×", Turkish "kat"
			t.Errorf("%s, %s: %s is %q, want a ratio (%s)", name, l, f.name, got, x)
		}
	case "pct":
		if !strings.Contains(got, "%") {
			t.Errorf("%s, %s: %s is %q, want a percentage", name, l, f.name, got)
		}
	case "count":
		half = 0
	}
	if math.Abs(v-f.want) > half*(1+1e-9) {
		t.Errorf("%s, %s: %s is %q (%g), the analysis has %g", name, l, f.name, got, v, f.want)
	}
}

// TestTemplateNamingWhatIsAbsent: a template that names a system, cell,
// metric, piece or message the data lacks, or places a block inside a
// line, fails with its file, its line and what there is.
func TestTemplateNamingWhatIsAbsent(t *testing.T) {
	article1, err := ingest.File("../datasets/reference/article1/published.csv")
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(article1.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	cell, system := cellID(a.Cells[0]), a.Systems[0]
	q := strconv.Quote
	for _, c := range []struct {
		line string
		want []string // in the error, besides the file and line
	}{
		{fmt.Sprintf("{{value %q %s %q}}", "Nobody", q(cell), "iops"), []string{`no system "Nobody"`, system}},
		{fmt.Sprintf("{{value %s %q %q}}", q(system), "random-read-3k", "iops"), []string{`no cell "random-read-3k"`, cell}},
		{fmt.Sprintf("{{value %s %s %q}}", q(system), q(cell), "furlongs"), []string{`no metric "furlongs"`, "iops"}},
		{"{{table 99}}", []string{"no table 99", "table-1-"}},
		{"{{chart \"chart-9-nothing\"}}", []string{`no chart chart-9-nothing`, "chart-1-"}},
		{`{{say "No such words"}}`, []string{`no message "No such words"`}},
		{fmt.Sprintf("{{wins %s %q %q}}", q(system), "iops", "sideways"), []string{`no direction "sideways"`, "read", "write"}},
		{`{{say "Key findings" 3}}`, []string{`takes 0 arguments, not 1`}},
		{fmt.Sprintf("{{knee %s %q}}", q(system), "x"), []string{"knee and peak are a queue-depth sweep's"}},
		{"The story {{findings}} goes on.", []string{"put it on a line of its own"}},
		{"{{nothing}}", []string{`function "nothing" not defined`}},
		{"| a | b |\n|---|---|\n| 1 | 2 |", []string{"a Markdown table is not taken"}},
		{"<div>raw</div>", []string{"raw HTML is not taken"}},
	} {
		src := "# {{title}}\n\nOur words.\n" + c.line + "\n\nMore words.\n"
		err := func() error {
			tmpl, err := ParseTemplate("/site/review.md", []byte(src))
			if err != nil {
				return err
			}
			_, err = Build(article1, a, Options{Template: tmpl})
			return err
		}()
		var te *TemplateError
		if !errors.As(err, &te) {
			t.Errorf("%q: %v, want a TemplateError", c.line, err)
			continue
		}
		if te.File != "/site/review.md" || te.Line != 4 {
			t.Errorf("%q: error at %s:%d, want /site/review.md:4: %v", c.line, te.File, te.Line, err)
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%q: %v, want it to say %q", c.line, err, w)
			}
		}
	}
}

// TestDefaultTemplateIsTheArticle: an article built with no template is
// laid out by the default one, which gives its parts in their order under
// the catalog's headings, in every language, each chart right after the
// table it draws; pieces an article lacks leave out their section.
func TestDefaultTemplateIsTheArticle(t *testing.T) {
	for _, language := range words.Langs {
		l := lang{Lang: language}
		art := comparisonIn(t, language)
		body, err := art.body()
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, b := range body {
			switch b.Kind {
			case HeadingBlock:
				got = append(got, "# "+strings.ReplaceAll(b.Text.String(), "\u00a0", " ")) // bound as laid out
			case TableBlock:
				got = append(got, b.Table.Name)
			case ChartBlock:
				got = append(got, b.Chart.Name)
			default:
				got = append(got, string(b.Kind)+" "+string(b.Role))
			}
		}
		want := []string{"# " + art.Title, "paragraph lead", "# " + l.Say("Key findings"), "list findings"}
		if art.Verdict != "" {
			want = append(want, "# "+l.Say("Verdict"), "paragraph verdict")
		}
		if len(art.Warnings) > 0 {
			want = append(want, "# "+l.Say("Warnings"), "list warnings")
		}
		if len(art.Setup) > 0 {
			want = append(want, "# "+l.Say("Test setup and sources"))
			for range art.Setup {
				want = append(want, "paragraph setup")
			}
		}
		// Each table, then the chart that draws it (chart-1-random-read
		// after table-1-random-read), then the notes under them all.
		want = append(want, "# "+l.Say("Results"))
		for _, tb := range art.Tables {
			want = append(want, tb.Name)
			for _, c := range art.Charts {
				if strings.TrimPrefix(c.Name, "chart-") == strings.TrimPrefix(tb.Name, "table-") {
					want = append(want, c.Name)
				}
			}
		}
		for range art.Notes {
			want = append(want, "paragraph notes")
		}
		want = append(want, "# "+l.Say("Sources"), "list sources")
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: default body\n%s\nwant\n%s", l, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// TestTemplateTitleNamesTheDocument: the first top-level heading of an
// editor's template is the title the page and the PDF's footer carry, not
// the title iopress made.
func TestTemplateTitleNamesTheDocument(t *testing.T) {
	art := comparisonIn(t, words.English)
	tmpl, err := ParseTemplate("review.md", []byte("# Our own title, not iopress's\n\n{{table 1}}\n"))
	if err != nil {
		t.Fatal(err)
	}
	art.template = tmpl
	var page, pdf bytes.Buffer
	if err := WriteHTMLForTest(&page, art); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(page.String(), "<title>Our own title, not iopress&#39;s</title>") {
		t.Errorf("the page's <title> is not the template's heading")
	}
	body, _ := art.body()
	if got := art.documentTitle(body); got != "Our own title, not iopress's" {
		t.Errorf("document title %q", got)
	}
	if err := WritePDFForTest(&pdf, art); err != nil {
		t.Fatal(err)
	}
}

// boundAll is each text bound as the body binds it (words.Lang.Bind).
func boundAll(l words.Lang, texts []string) []string {
	out := make([]string, len(texts))
	for i, s := range texts {
		out[i] = l.Bind(s)
	}
	return out
}

// TestResultsPlaceEachChartAfterItsTable: the default template places
// each chart right after the table it draws, in a sweep (a table and a
// chart per workload, the ratios' chart after the last) and in a
// CrystalDiskMark review (a table and a chart per section).
func TestResultsPlaceEachChartAfterItsTable(t *testing.T) {
	ds, s := realSweep(t)
	sweep, err := BuildSweep(ds, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	cdmData, errs := ingest.Read(context.Background(), []string{"../ingest/cdm/testdata/samples/crystaldiskmark"}, ingest.Options{})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	a, err := analyze.Compare(cdmData.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	review, err := BuildCDM(cdmData, a, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		art  *Article
		want []string
	}{
		{sweep, []string{"table-1-sweep-random-read-4k", "chart-1-sweep-random-read-4k", "table-2-sweep-sequential-read-256k", "chart-2-sweep-sequential-read-256k",
			"table-3-sweep-random-write-4k", "chart-3-sweep-random-write-4k", "table-4-sweep-sequential-write-256k", "chart-4-sweep-sequential-write-256k", "chart-5-sweep-ratio"}},
		{review, []string{"table-1-cdm-read", "chart-1-cdm-read", "table-2-cdm-write", "chart-2-cdm-write", "table-3-cdm-mixed", "chart-3-cdm-mixed"}},
	} {
		body, err := tc.art.body()
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, b := range body {
			switch b.Kind {
			case TableBlock:
				got = append(got, b.Table.Name)
			case ChartBlock:
				got = append(got, b.Chart.Name)
			}
		}
		if strings.Join(got, " ") != strings.Join(tc.want, " ") {
			t.Errorf("tables and charts in the order\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}

// TestTemplateFiguresAsPublished: {{value}} writes a figure with the
// decimals its source printed (77.7 GiB/s, never 77.700), {{margin}} a
// lead without a sign, and {{wins}} of a platform counts what the
// platform won, as the findings do (Windows leads 3 of the 4 reads).
func TestTemplateFiguresAsPublished(t *testing.T) {
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		t.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	src := `{{value "Linux io_uring" "random-read-64k" "bw_bytes_per_s"}}|{{margin "Windows Native" "Linux io_uring" "random-read-64k" "bw_bytes_per_s"}}|{{wins "Windows" "bw_bytes_per_s" "read"}}|{{wins "Windows Native" "bw_bytes_per_s" "read"}}`
	tmpl, err := ParseTemplate("review.md", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	art, err := Build(ds, a, Options{Template: tmpl})
	if err != nil {
		t.Fatal(err)
	}
	body, err := art.body()
	if err != nil {
		t.Fatal(err)
	}
	var got string
	for _, b := range body {
		if b.Kind == ParagraphBlock {
			got = b.Text.String()
		}
	}
	// 91.165 / 77.7 - 1, and the read wins counted from the rows.
	rows := bundledRows(t, ds)
	platformWins, nativeWins := 0, 0
	for id, systems := range rows {
		if !strings.Contains(id, "read") {
			continue
		}
		best := map[string]float64{}
		for s, r := range systems {
			best[strings.Fields(s)[0]] = math.Max(best[strings.Fields(s)[0]], r.BWBytesPerS)
		}
		if best["Windows"] > best["Linux"]*1.01 {
			platformWins++
		}
		top := ""
		for s, r := range systems {
			if top == "" || r.BWBytesPerS > systems[top].BWBytesPerS {
				top = s
			}
		}
		clear := true
		for s, r := range systems {
			clear = clear && (s == top || systems[top].BWBytesPerS > r.BWBytesPerS*1.01)
		}
		if top == "Windows Native" && clear {
			nativeWins++
		}
	}
	want := fmt.Sprintf("77.7\u00a0GiB/s|%.1f%%|%d|%d", (91.165/77.7-1)*100, platformWins, nativeWins)
	if got != want {
		t.Errorf("template gave %q, want %q", got, want)
	}
}
