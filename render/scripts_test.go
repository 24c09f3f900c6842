package render

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"codeberg.org/go-fonts/liberation/liberationsansbold"
	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgimg"

	"github.com/iopress/iopress/render/finitecanvas"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/typeset"
)

// The tests of this file check what a reader sees of names and headings
// in many scripts, against go-text's shaper called here directly with the
// font files, not through package typeset.

// Hindi words with conjuncts (क्ष, त्र, प्र), a vowel sign shown before
// its consonant (ि in सिस्टम, त्रुटि) and an anusvara (ं).
var (
	hindiTitle   = []string{"भंडारण", "प्रदर्शन", "विलंब", "प्रति", "सेकंड"}
	hindiSystems = []string{"क्षमता", "हिन्दी", "त्रुटि", "सिस्टम"}
	// A name of each script the sans font has, and one of a script no
	// embedded font has.
	worldSystems = []string{"Αποθήκευση", "דיסק", "中文 系统", "Işık-Łódź-żółć-ğş"}
)

// scriptArticle is article 1's comparison with its four systems renamed.
func scriptArticle(t *testing.T, systems []string, title string) *Article {
	t.Helper()
	data, err := os.ReadFile("../datasets/reference/article1/published.csv")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "# @resolution") || strings.HasPrefix(l, "# @set") {
			continue // names the old systems
		}
		for i, old := range []string{"Windows Non-Native", "Windows Native", "Linux libaio", "Linux io_uring"} {
			if strings.HasPrefix(l, old+",") {
				l = systems[i] + strings.TrimPrefix(l, old)
			}
		}
		lines = append(lines, l)
	}
	_, art := articleOfCSV(t, strings.Join(lines, "\n"), Options{Title: title})
	return art
}

// shaped is go-text's shaping of one word in a font file.
type shaped struct {
	face   *font.Face
	glyphs []shaping.Glyph
}

func shapeWord(t *testing.T, ttf []byte, word string) shaped {
	t.Helper()
	face, err := font.ParseTTF(bytes.NewReader(ttf))
	if err != nil {
		t.Fatal(err)
	}
	rs := []rune(word)
	script := language.Latin // the code points printed for a script no font has
	for _, r := range rs {
		if s := language.LookupScript(r); s != language.Common && s != language.Inherited {
			script = s
			break
		}
	}
	in := shaping.Input{Text: rs, RunEnd: len(rs), Direction: di.DirectionLTR, Face: face, Size: fixed.I(int(face.Upem())), Script: script}
	if script == language.Hebrew {
		in.Direction = di.DirectionRTL
	}
	if script == language.Devanagari {
		in.Language = language.NewLanguage("hi")
	}
	var hb shaping.HarfbuzzShaper
	return shaped{face, hb.Shape(in).Glyphs}
}

func fontFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("typeset", "fonts", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// pdfGlyphs is the sequence of glyphs a font shows on a page: the
// outlines a viewer draws, the glyph ids of the embedded subset, and the
// glyph ids of the original font (orig) that the content stream's codes
// name, as package typeset writes them: a private-use code U+E000+id, or
// a character that the original's cmap gives.
func pdfGlyphs(page []shownGlyphs, f pdfFont, orig *font.Face) (outlines []string, gids []int, origIDs []font.GID) {
	for _, s := range page {
		if s.font != f.base {
			continue
		}
		for _, c := range s.codes {
			o, g := f.glyph(c)
			outlines = append(outlines, o)
			gids = append(gids, g)
			id, _ := orig.NominalGlyph(rune(c))
			if c >= 0xE000 && c < 0xF900 {
				id = font.GID(c - 0xE000)
			}
			origIDs = append(origIDs, id)
		}
	}
	return outlines, gids, origIDs
}

// indexOf finds want as a contiguous run in got, from position from.
func indexOf(got, want []string, from int) int {
	for i := from; i+len(want) <= len(got); i++ {
		if strings.Join(got[i:i+len(want)], "\x00") == strings.Join(want, "\x00") {
			return i
		}
	}
	return -1
}

func (s shaped) outlines() []string {
	var out []string
	for _, g := range s.glyphs {
		out = append(out, outlineKey(s.face, g.GlyphID))
	}
	return out
}

func (s shaped) ids() []font.GID {
	var out []font.GID
	for _, g := range s.glyphs {
		out = append(out, g.GlyphID)
	}
	return out
}

// The PDF's Hindi title and table heads are the shaper's glyphs, in its
// order: the glyphs a viewer draws for the content stream's codes (through
// the CIDToGIDMap and the embedded subset) have the outlines of the glyph
// ids go-text's shaper gives each word, and the codes name those very ids
// of the original font, in the shaper's order; pdftotext gives the words
// back.
func TestHindiIsShapedInThePDF(t *testing.T) {
	art := scriptArticle(t, hindiSystems, strings.Join(hindiTitle, " "))
	var buf bytes.Buffer
	if err := WritePDFForTest(&buf, art); err != nil {
		t.Fatal(err)
	}
	pages, fonts := readPDFText(t, buf.Bytes())
	bold, ok := fonts["utf8iopressdevanagaribold"]
	if !ok {
		t.Fatalf("no bold Devanagari font in the PDF: %v", fonts)
	}
	boldTTF := fontFile(t, "NotoSansDevanagari-Bold.ttf")
	drawn, gids, ids := pdfGlyphs(pages[0], bold, shapeWord(t, boldTTF, "").face)
	at := 0
	for _, w := range append(hindiTitle, hindiSystems...) {
		want := shapeWord(t, boldTTF, w)
		i := indexOf(drawn, want.outlines(), at)
		if i < 0 {
			t.Errorf("%s: the shaper's glyphs %v are not drawn in this order on page 1 (from glyph %d of %d)", w, want.ids(), at, len(drawn))
			continue
		}
		if got := ids[i : i+len(want.glyphs)]; !slices.Equal(got, want.ids()) {
			t.Errorf("%s: the content stream names glyphs %v, the shaper gives %v", w, got, want.ids())
		}
		t.Logf("%s: glyphs %v drawn as the subset's %v", w, want.ids(), gids[i:i+len(want.glyphs)])
		if len(want.glyphs) < len([]rune(w)) {
			at = i + len(want.glyphs) // the title's words come in order
		}
	}
	text := pdftotext(t, buf.Bytes())
	for _, w := range append(hindiSystems, strings.Join(hindiTitle, " ")) {
		if !strings.Contains(text, w) {
			t.Errorf("pdftotext lacks %q", w)
		}
	}
}

func pdftotext(t *testing.T, pdf []byte) string {
	t.Helper()
	return pdftotextArgs(t, pdf)
}

// pdftotextArgs is pdftotext's output for a PDF with these options.
func pdftotextArgs(t *testing.T, pdf []byte, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("pdftotext is required in CI")
		}
		t.Skip("pdftotext not installed")
	}
	path := filepath.Join(t.TempDir(), "a.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", append(args, path, "-")...).Output()
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// fillRecorder keeps the paths a drawing fills, and fills them.
type fillRecorder struct {
	vg.CanvasSizer
	fills []vg.Path
}

func (r *fillRecorder) Fill(p vg.Path) {
	r.fills = append(r.fills, p)
	r.CanvasSizer.Fill(p)
}

// tableFills draws an article's first table as its PNG is drawn and
// returns the paths filled, and the table's font size.
func tableFills(t *testing.T, art *Article) ([]vg.Path, vg.Length) {
	t.Helper()
	d := Drawings(art)[0]
	rec := &fillRecorder{CanvasSizer: vgimg.NewWith(vgimg.UseWH(d.W, d.H), vgimg.UseDPI(PNGDPIForTest))}
	if err := finitecanvas.Draw(rec, d.Draw); err != nil {
		t.Fatal(err)
	}
	return rec.fills, art.Tables[0].Layout(1000, theme.Default()).FontSize()
}

// outlinePoints are a shaped word's outlines at size, as points from the
// first one: what a path filled for the word must hold.
func (s shaped) outlinePoints(size vg.Length) []vg.Point {
	var pts []vg.Point
	scale := size / vg.Length(s.face.Upem())
	pen := 0.0
	for _, g := range s.glyphs {
		o, _ := s.face.GlyphData(g.GlyphID).(font.GlyphOutline)
		x, y := pen+float64(g.XOffset)/64, float64(g.YOffset)/64
		for _, seg := range o.Segments {
			for _, a := range seg.ArgsSlice() {
				pts = append(pts, vg.Point{X: scale * vg.Length(x+float64(a.X)), Y: scale * vg.Length(y+float64(a.Y))})
			}
		}
		pen += float64(g.Advance) / 64
	}
	return pts
}

func pathPoints(p vg.Path) []vg.Point {
	var pts []vg.Point
	for _, c := range p {
		if c.Type == vg.CloseComp {
			continue
		}
		pts = append(pts, c.Control...)
		pts = append(pts, c.Pos)
	}
	return pts
}

// fillsWord reports whether a filled path is the word's glyphs, in the
// shaper's order and places, wherever on the image.
func fillsWord(fills []vg.Path, want []vg.Point) bool {
	for _, p := range fills {
		got := pathPoints(p)
		if len(got) != len(want) || len(got) == 0 {
			continue
		}
		d := got[0].Sub(want[0])
		same := true
		for i := range got {
			e := got[i].Sub(want[i]).Sub(d)
			same = same && abs(e.X) < 1e-6 && abs(e.Y) < 1e-6
		}
		if same {
			return true
		}
	}
	return false
}

func abs(v vg.Length) vg.Length { return max(v, -v) }

// The PNG's table heads are the shaper's glyphs too: the paths the table's
// drawing fills hold, for each Hindi name, the outlines of the glyph ids
// go-text's shaper gives it, in its order and at its positions.
func TestHindiIsShapedInThePNG(t *testing.T) {
	fills, size := tableFills(t, scriptArticle(t, hindiSystems, ""))
	for _, w := range hindiSystems {
		want := shapeWord(t, fontFile(t, "NotoSansDevanagari-Bold.ttf"), w)
		if !fillsWord(fills, want.outlinePoints(size)) {
			t.Errorf("%s: no filled path is the shaper's glyphs %v", w, want.ids())
		}
	}
}

// Names in Greek, Hebrew and with Turkish and Polish letters print in the
// sans font's glyphs, in the PDF (every code drawn with a real glyph,
// pdftotext gives the names) and in the PNG (the shaper's glyphs, Hebrew
// right to left); Chinese, which no embedded font has, prints as its code
// points and keeps its characters in the PDF's text.
func TestNamesInEveryScriptPrint(t *testing.T) {
	art := scriptArticle(t, worldSystems, "Łódź: przepustowość, opóźnienie i liczba połączeń")
	var buf bytes.Buffer
	if err := WritePDFForTest(&buf, art); err != nil {
		t.Fatal(err)
	}
	pages, fonts := readPDFText(t, buf.Bytes())
	var shown strings.Builder
	for _, page := range pages {
		for _, s := range page {
			f := fonts[s.font]
			for _, c := range s.codes {
				if _, gid := f.glyph(c); gid == 0 {
					t.Errorf("code %U of %s is drawn as the missing glyph", c, s.font)
				}
				if strings.HasPrefix(s.font, "utf8iopresssans") {
					shown.WriteRune(rune(c))
				}
			}
		}
	}
	for _, cp := range []string{"[U+4E2D U+6587]", "[U+7CFB U+7EDF]"} {
		if !strings.Contains(shown.String(), cp) {
			t.Errorf("the PDF does not show %s for 中文 系统", cp)
		}
	}
	text := pdftotext(t, buf.Bytes())
	for _, w := range []string{"Αποθήκευση", "דיסק", "中文", "系统", "Işık-Łódź-żółć-ğş", "przepustowość", "opóźnienie", "połączeń"} {
		if !strings.Contains(text, w) {
			t.Errorf("pdftotext lacks %q", w)
		}
	}
	fills, size := tableFills(t, art)
	sans := liberationsansbold.TTF
	for _, w := range []string{"Αποθήκευση", "דיסק", "[U+4E2D U+6587]", "[U+7CFB U+7EDF]", "Işık-Łódź-żółć-ğş"} {
		want := shapeWord(t, sans, w)
		if !fillsWord(fills, want.outlinePoints(size)) {
			t.Errorf("%s: no filled path in the PNG is the shaper's glyphs %v", w, want.ids())
		}
	}
}

// A system name of 500 characters, and two that differ only at their
// end, no longer break a table nor a chart's legend: the table fits the
// page's text width (and the PNG's), and pdftotext finds each name in the
// PDF, where the notes under the table give it in full. (How a long name
// is set in the head and the notes: render/table's
// TestLongNamesAreCutShortAndGivenInFull.)
func TestLongNamesKeepTheTableInItsWidth(t *testing.T) {
	systems := rendertest.LongNames(t)
	art := scriptArticle(t, systems, "")
	textW := vg.Length(595.28 - 2*theme.Default().Margin) // A4
	for _, maxW := range []vg.Length{textW, 1000} {
		for _, tab := range art.Tables {
			if w, _ := tab.Layout(maxW, theme.Default()).Size(); w > maxW {
				t.Errorf("%s at %v: the table is %v wide", tab.Name, maxW, w)
			}
		}
	}
	for _, ch := range art.Charts {
		seen := map[string]bool{}
		for _, n := range ch.LegendNames() {
			if seen[n] {
				t.Errorf("%s: two legend entries read %q", ch.Name, n)
			}
			if w := typeset.Shape(n, false).Width; w > legendEms {
				t.Errorf("%s: legend entry %.40q... is %.1f em wide", ch.Name, n, w)
			}
			seen[n] = true
		}
	}
	var buf bytes.Buffer
	if err := WritePDFForTest(&buf, art); err != nil {
		t.Fatal(err)
	}
	text := unspaced(pdftotext(t, buf.Bytes()))
	for _, s := range systems {
		if !strings.Contains(text, unspaced(s)) {
			t.Errorf("pdftotext lacks %.40q...", s)
		}
	}
}

// unspaced is s without its white space, where lines may break.
func unspaced(s string) string { return strings.Join(strings.Fields(s), "") }

// mixedArticle has a name or a word of every script iopress prints, and
// one of a script it has no font for.
func mixedArticle(t *testing.T) *Article {
	art := scriptArticle(t, []string{"हिन्दी क्षमता", "דיסק 2", "Αποθήκευση", "中文 系统"},
		"Işık, ğüş: przepustowość, opóźnienie; विलंब प्रति सेकंड")
	for i := range art.Sources {
		art.Sources[i].Path = filepath.Base(art.Sources[i].Path) // not the test's temporary folder
	}
	return art
}

// The PDF of an article in many scripts is the same bytes every time,
// and in a process whose locale, time zone and fonts differ: iopress sets
// it with its own fonts, never the system's.
func TestPDFInEveryScriptIsTheSameEverywhere(t *testing.T) {
	var a, b bytes.Buffer
	if err := WritePDFForTest(&a, mixedArticle(t)); err != nil {
		t.Fatal(err)
	}
	if out := os.Getenv("IOPRESS_TEST_PDF_OUT"); out != "" {
		if err := os.WriteFile(out, a.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if err := WritePDFForTest(&b, mixedArticle(t)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("two renders of the same article differ")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "other.pdf")
	cmd := exec.Command(os.Args[0], "-test.run=^TestPDFInEveryScriptIsTheSameEverywhere$")
	cmd.Env = []string{
		"IOPRESS_TEST_PDF_OUT=" + out, "HOME=" + dir, "PATH=" + os.Getenv("PATH"),
		"LANG=tr_TR.UTF-8", "LC_ALL=hi_IN.UTF-8", "TZ=Asia/Kolkata",
		"FONTCONFIG_FILE=/nonexistent", "XDG_DATA_DIRS=" + dir,
	}
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the render in another environment: %v\n%s", err, msg)
	}
	other, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), other) {
		t.Error("the PDF differs in a process with another locale, time zone and no system fonts")
	}
}

// A page with Devanagari carries the Noto Sans Devanagari that the PDF
// uses, regular and bold, as @font-face data (WOFF 2) for the Devanagari
// characters, and names it first among the fonts of its text and charts;
// a page without Devanagari does not carry it. The browser shapes the
// text itself.
func TestHTMLCarriesTheDevanagariFontItNeeds(t *testing.T) {
	for _, c := range []struct {
		systems []string
		carries bool
	}{
		{hindiSystems, true},
		{worldSystems, false},
	} {
		var b bytes.Buffer
		if err := WriteHTMLForTest(&b, scriptArticle(t, c.systems, "")); err != nil {
			t.Fatal(err)
		}
		page := b.String()
		for _, weight := range []string{"normal", "bold"} {
			face := `@font-face { font-family: "` + DevanagariFaceForTest + `"; font-weight: ` + weight + `; unicode-range: ` + DevanagariRangeForTest + `; src: url(data:font/woff2;base64,`
			if strings.Contains(page, face) != c.carries {
				t.Errorf("systems %q: the page carries %s (%s): %v, want %v", c.systems, DevanagariFaceForTest, weight, !c.carries, c.carries)
			}
		}
		first := strings.Count(page, `font-family: "`+DevanagariFaceForTest+`", "Liberation Sans"`)
		if want := map[bool]int{true: 2, false: 0}[c.carries]; first != want {
			t.Errorf("systems %q: %d font lists name %s first, want %d (the text's and the charts')", c.systems, first, DevanagariFaceForTest, want)
		}
	}
}
