package render_test

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/iopress/iopress/analyze"
	articles "github.com/iopress/iopress/article"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/output"
	"github.com/iopress/iopress/render/pdf"
	"github.com/iopress/iopress/render/typeset"
	"github.com/iopress/iopress/render/web"
	"github.com/iopress/iopress/render/words"
)

// themeDir writes a theme file and the files it names into a new folder
// and gives the theme file's path: fonts/Go-Regular.ttf, fonts/Go-Bold.ttf
// (the Go fonts, BSD licence, from golang.org/x/image), logo.png and
// logo.jpg (a 40x20 image of logoColour) and not-a-font.ttf.
func themeDir(t *testing.T, theme string) string {
	t.Helper()
	dir := t.TempDir()
	img := image.NewRGBA(image.Rect(0, 0, 40, 20))
	for i := range img.Pix {
		img.Pix[i] = []uint8{logoColour.R, logoColour.G, logoColour.B, 255}[i%4]
	}
	var logo, jpg bytes.Buffer
	if err := png.Encode(&logo, img); err != nil {
		t.Fatal(err)
	}
	if err := jpeg.Encode(&jpg, img, nil); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{
		"fonts/Go-Regular.ttf": goregular.TTF, "fonts/Go-Bold.ttf": gobold.TTF,
		"logo.png": logo.Bytes(), "logo.jpg": jpg.Bytes(), "not-a-font.ttf": []byte("plain text, not a font\n"), "theme.toml": []byte(theme),
	} {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "theme.toml")
}

var logoColour = color.RGBA{201, 13, 137, 255}

const fullTheme = `# every key
logo = "logo.png"

[colors]
accent = "#7b2d26"
table_header = "#1b4332"
table_header_text = "#fefae0"
best = "#b7e4c7"
tie = "#ffe5b4"
stripe = "#eeeeee"
palette = ["#d81b60", "#1e88e5", "#ffc107", "#004d40"]

[fonts]
body = "fonts/Go-Regular.ttf"
bold = "fonts/Go-Bold.ttf"
headings = "fonts/Go-Bold.ttf"
numbers = "fonts/Go-Regular.ttf"

[page]
size = "Letter"
margin = "15mm"

[chart]
width = 640
height = 360
`

func TestLoadThemeReadsEveryKey(t *testing.T) {
	path := themeDir(t, fullTheme)
	th, err := render.LoadTheme(path)
	if err != nil {
		t.Fatal(err)
	}
	want := render.Default()
	want.File = path
	want.Accent = color.RGBA{0x7b, 0x2d, 0x26, 255}
	want.TableHeader = color.RGBA{0x1b, 0x43, 0x32, 255}
	want.TableHeaderText = color.RGBA{0xfe, 0xfa, 0xe0, 255}
	want.Best, want.Tie, want.Stripe = color.RGBA{0xb7, 0xe4, 0xc7, 255}, color.RGBA{0xff, 0xe5, 0xb4, 255}, color.RGBA{0xee, 0xee, 0xee, 255}
	want.Palette = []color.RGBA{{0xd8, 0x1b, 0x60, 255}, {0x1e, 0x88, 0xe5, 255}, {0xff, 0xc1, 0x07, 255}, {0x00, 0x4d, 0x40, 255}}
	want.PageSize, want.Margin = "Letter", 15*72/25.4
	want.ChartWidth, want.ChartHeight = 640*0.75, 360*0.75
	for _, c := range []struct {
		name      string
		got, want any
	}{
		{"accent", th.Accent, want.Accent}, {"table_header", th.TableHeader, want.TableHeader},
		{"table_header_text", th.TableHeaderText, want.TableHeaderText}, {"best", th.Best, want.Best},
		{"tie", th.Tie, want.Tie}, {"stripe", th.Stripe, want.Stripe}, {"palette", th.Palette, want.Palette},
		{"page size", th.PageSize, want.PageSize}, {"margin", th.Margin, want.Margin},
		{"chart width", th.ChartWidth, want.ChartWidth}, {"chart height", th.ChartHeight, want.ChartHeight},
	} {
		if sprint(c.got) != sprint(c.want) {
			t.Errorf("%s: %v, want %v", c.name, c.got, c.want)
		}
	}
	if th.Body.Regular.String() != "Go-Regular.ttf" || th.Body.Bold.String() != "Go-Bold.ttf" ||
		th.Headings.Regular.String() != "Go-Bold.ttf" || th.Numbers.Regular.String() != "Go-Regular.ttf" {
		t.Errorf("fonts: body %v/%v, headings %v, numbers %v", th.Body.Regular, th.Body.Bold, th.Headings.Regular, th.Numbers.Regular)
	}
	if th.Logo == nil || th.Logo.Type != "png" || th.Logo.Image.Bounds().Dx() != 40 {
		t.Errorf("logo: %+v", th.Logo)
	}
	for _, w := range th.Warnings {
		if strings.Contains(w, "colors.palette") {
			t.Errorf("a warning for a colour-blind-safe palette: %q", w)
		}
	}
}

// A theme whose text is in a font made for code (Go's, whose hyphen is
// wider than its en dash) is used, with a warning for each role of text
// it sets, at its place; a font for text (Liberation Sans, DejaVu Serif)
// and a code font for the tables' figures give none.
func TestThemeWarnsOfCodeFonts(t *testing.T) {
	th, err := render.LoadTheme(themeDir(t, "[fonts]\nbody = \"fonts/Go-Regular.ttf\"\nnumbers = \"fonts/Go-Regular.ttf\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(th.Warnings) != 1 || !strings.Contains(th.Warnings[0], "theme.toml:2: fonts.body: Go-Regular.ttf is a font for code: its hyphen is 0.58 em wide, its en dash 0.50 em") {
		t.Errorf("warnings %q", th.Warnings)
	}
	th, err = render.LoadTheme("../examples/theme/theme.toml")
	if err != nil {
		t.Fatal(err)
	}
	if len(th.Warnings) != 0 {
		t.Errorf("warnings for DejaVu Serif: %q", th.Warnings)
	}
}

// The logo's text, for a reader who cannot see it, is the theme's
// (logo_alt), or "Site logo" in the article's language; a logo_alt
// without a logo is refused at its place.
func TestLogoSaysWhatItIs(t *testing.T) {
	for _, c := range []struct {
		theme, lang, want string
	}{
		{"logo = \"logo.png\"\nlogo_alt = \"Ada's <Lab>\"\n", "en", `alt="Ada&#39;s &lt;Lab&gt;"`},
		{"logo = \"logo.png\"\n", "en", `alt="Site logo"`},
		{"logo = \"logo.png\"\n", "tr", `alt="Site logosu"`},
	} {
		th, err := render.LoadTheme(themeDir(t, c.theme))
		if err != nil {
			t.Fatal(err)
		}
		lang, _ := words.Parse(c.lang)
		art, _, err := articles.Make(bundled(t), articles.Settings{Kind: articles.Comparison, Theme: th, Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		var page, fragment bytes.Buffer
		if err := web.WriteHTML(&page, art); err != nil {
			t.Fatal(err)
		}
		if err := web.WriteFragment(&fragment, art); err != nil {
			t.Fatal(err)
		}
		for what, html := range map[string]string{"page": page.String(), "fragment": fragment.String()} {
			if img := regexp.MustCompile(`<img[^>]*>`).FindString(html); !strings.Contains(img, c.want) {
				t.Errorf("%s, %s: the logo is %s, want %s", c.theme, what, img, c.want)
			}
		}
	}
	path := themeDir(t, "logo_alt = \"Lab\"\n")
	if _, err := render.LoadTheme(path); err == nil || err.Error() != path+":1: logo_alt: the theme has no logo for this text; a logo file (logo = \"logo.png\") expected beside it" {
		t.Errorf("a logo_alt without a logo: %v", err)
	}
}

// A palette that is not colour-blind-safe is used, with a warning at its
// place (render's TestPaletteWarnings checks which palettes warn).
func TestThemeWarnsOfUnsafePalette(t *testing.T) {
	path := themeDir(t, "\n[colors]\npalette = [\"#d62728\", \"#2ca02c\"]\n")
	th, err := render.LoadTheme(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(th.Palette) != 2 || len(th.Warnings) != 1 || !strings.HasPrefix(th.Warnings[0], path+":3: colors.palette: colours 1 (#d62728) and 2 (#2ca02c)") {
		t.Errorf("palette %v, warnings %q", th.Palette, th.Warnings)
	}
}

// An empty theme is the default look.
func TestEmptyThemeIsDefault(t *testing.T) {
	th, err := render.LoadTheme(themeDir(t, "# nothing changed\n"))
	if err != nil {
		t.Fatal(err)
	}
	th.File = ""
	if sprint(th) != sprint(render.Default()) {
		t.Errorf("empty theme %+v, default %+v", th, render.Default())
	}
}

func TestLoadThemeRefusesBadThemes(t *testing.T) {
	// What the system says of a file that is not there: "no such file or
	// directory" on Linux, "The system cannot find the file specified."
	// on Windows.
	_, err := os.Open(filepath.Join(t.TempDir(), "none"))
	var pe *fs.PathError
	if !errors.As(err, &pe) {
		t.Fatalf("opening a missing file: %v", err)
	}
	notFound := pe.Err.Error()
	for _, c := range []struct {
		name, theme string
		want        []string // in the message, after the theme's path
	}{
		{"missing font", "[fonts]\nbody = \"fonts/Nope.ttf\"\n", []string{":2: fonts.body:", "Nope.ttf", notFound, "TrueType font file (.ttf) expected"}},
		{"not a font", "\n[fonts]\nheadings = \"not-a-font.ttf\"\n", []string{":3: fonts.headings:", "not-a-font.ttf", "TrueType font file (.ttf) expected"}},
		{"logo not an image", "logo = \"not-a-font.ttf\"\n", []string{":1: logo:", "not-a-font.ttf", "PNG or JPEG image expected"}},
		{"missing logo", "logo = \"gone.png\"\n", []string{":1: logo:", "gone.png", notFound}},
		{"unknown key", "[colors]\naccent = \"#123456\"\nacent = \"#123456\"\n", []string{":3: colors.acent", "unknown key colors.acent", "colors.accent"}},
		{"bad colour", "[colors]\ntie = \"teal\"\n", []string{":2: colors.tie:", `"teal" is not a colour`, "#rrggbb"}},
		{"bad palette colour", "[colors]\npalette = [\"#123456\", \"#12345\"]\n", []string{":2: colors.palette:", `"#12345" is not a colour`}},
		{"empty palette", "[colors]\npalette = []\n", []string{":2: colors.palette", "a list of colours expected"}},
		{"page size", "[page]\nsize = \"A5\"\n", []string{":2: page.size:", `"A5" is not a page size`, `"A4" or "Letter" expected`}},
		{"margin too narrow", "[page]\nmargin = \"5mm\"\n", []string{":2: page.margin:", "no room for the page number", "at least 24 pt"}},
		{"margin without unit", "[page]\nmargin = 42\n", []string{":2: page.margin:", "42 is not a length", "pt, mm, cm or in"}},
		{"chart too small", "[chart]\nheight = 10\n", []string{":2: chart.height:", "10 is not a chart size", "from 100 to 4000"}},
		{"chart wider than the page", "[chart]\nwidth = 800\n", []string{":2: chart.width:", "800 px wide", "no wider than the text"}},
		// A4 is 210 mm wide: 174 mm of text between margins of 18 mm
		// (51.02 pt), 657.6 px at 96 px to the inch.
		{"chart wider than the text", "[page]\nmargin = \"18mm\"\n[chart]\nwidth = 720\n", []string{"charts 720 px wide on an A4 page with 51 pt margins, whose text is 657 px wide;"}},
		{"not TOML", "[colors\n", []string{":2: ", "table name"}},
		// A logo's size is read from its header before it is decoded:
		// one of 20000 by 20000 pixels took 3.6 GB.
		{"logo of too many pixels", "logo = \"huge.png\"\n", []string{":1: logo:", "huge.png is 20000 by 20000 pixels", "at most 4 million pixels"}},
		{"logo file too large", "logo = \"large.png\"\n", []string{":1: logo:", "large.png is 9 MiB, more than the 8 MiB taken", "PNG or JPEG image expected"}},
		{"font a folder", "[fonts]\nbody = \"fonts\"\n", []string{":2: fonts.body:", "fonts is a folder, not a file", "TrueType font file (.ttf) expected"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := themeDir(t, c.theme)
			dir := filepath.Dir(path)
			if err := os.WriteFile(filepath.Join(dir, "huge.png"), pngHeader(t, 20000, 20000), 0o644); err != nil {
				t.Fatal(err)
			}
			// 9 MiB, of which nothing is written (sparse where it can be):
			// it is refused by its size, before it is read.
			large, err := os.Create(filepath.Join(dir, "large.png"))
			if err != nil {
				t.Fatal(err)
			}
			if err := large.Truncate(9 << 20); err != nil {
				t.Fatal(err)
			}
			large.Close()
			_, err = render.LoadTheme(path)
			if err == nil {
				t.Fatal("loaded")
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, path) {
				t.Errorf("%q does not start with the theme's path %s", msg, path)
			}
			for _, w := range c.want {
				if !strings.Contains(msg, w) {
					t.Errorf("%q does not say %q", msg, w)
				}
			}
		})
	}
}

func sprint(v any) string { return fmt.Sprintf("%+v", v) }

// TestThemeFontRefusedForWhatItHolds: a TrueType font that the PDF cannot
// embed (Amiri, of 6,754 glyphs, from go-text's test fonts) is refused
// for that reason alone, not as if it were no TrueType font.
func TestThemeFontRefusedForWhatItHolds(t *testing.T) {
	dir, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/go-text/typesetting").Output()
	if err != nil {
		t.Skipf("go-text/typesetting's folder: %v", err)
	}
	amiri := filepath.Join(strings.TrimSpace(string(dir)), "font", "testdata", "Amiri-Regular.ttf")
	path := themeDir(t, "[fonts]\nbody = "+strconv.Quote(filepath.ToSlash(amiri))+"\n")
	_, err = render.LoadTheme(path)
	if err == nil {
		t.Fatal("loaded")
	}
	if msg := err.Error(); !strings.Contains(msg, "Amiri-Regular.ttf: a TrueType font a PDF cannot embed") || strings.Contains(msg, "expected") {
		t.Errorf("%q: want the reason a PDF cannot embed it, and no \"TrueType font file expected\"", msg)
	}
}

// pngHeader is a PNG of a white pixel whose header says it is w by h
// pixels: what image.DecodeConfig reads of it is all that is true.
func pngHeader(t *testing.T, w, h uint32) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 1, 1))); err != nil {
		t.Fatal(err)
	}
	data := b.Bytes()
	// The signature (8 bytes), then IHDR: length, type, width, height,
	// ..., its CRC over type and data.
	ihdr := data[12 : 12+4+13]
	binary.BigEndian.PutUint32(ihdr[4:], w)
	binary.BigEndian.PutUint32(ihdr[8:], h)
	binary.BigEndian.PutUint32(data[12+4+13:], crc32.ChecksumIEEE(ihdr))
	if cfg, err := png.DecodeConfig(bytes.NewReader(data)); err != nil || cfg.Width != int(w) || cfg.Height != int(h) {
		t.Fatalf("the PNG made reads as %+v, %v", cfg, err)
	}
	return data
}

// TestWideLogoLeavesTheTitleRoom: a logo 25 times as wide as it is high
// takes a third of the PDF's width at most, beside a title that keeps
// its words on lines; it once left the title no room, and wrapping it a
// character at a time into no width ran out of memory.
func TestWideLogoLeavesTheTitleRoom(t *testing.T) {
	needTool(t, "pdftotext")
	path := themeDir(t, "logo = \"wide.png\"\n")
	var wide bytes.Buffer
	if err := png.Encode(&wide, image.NewGray(image.Rect(0, 0, 1000, 40))); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(filepath.Dir(path), "wide.png"), wide.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	th, err := render.LoadTheme(path)
	if err != nil {
		t.Fatal(err)
	}
	ds := bundled(t)
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	art, err := render.Build(ds, a, render.Options{Theme: th, Title: "Windows against Linux on one drive"})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := output.WriteDir(dir, art, output.PDF); err != nil {
		t.Fatal(err)
	}
	text := rendertest.Command(t, "pdftotext", "-l", "1", filepath.Join(dir, "article.pdf"), "-")
	if first, _, _ := strings.Cut(text, "\n"); !strings.HasPrefix(first, "Windows against Linux") {
		t.Errorf("the title's first line beside a wide logo is %q, want its words", first)
	}
}

// TestThemeReachesEveryFormat writes the same article in the default look
// and in a theme that changes colours, fonts, logo and page, and looks
// for the theme in each format: the PDF embeds the theme's fonts (as
// pdffonts lists them) and its logo (pdfimages), on Letter paper
// (pdfinfo); the HTML page's style has its colours and fonts, and the
// page its logo; the charts' SVG draws in its palette with its logo;
// the PNGs have pixels of the palette, the logo and the table head. None
// of it is in the default article.
func TestThemeReachesEveryFormat(t *testing.T) {
	for _, tool := range []string{"pdffonts", "pdfimages", "pdfinfo"} {
		needTool(t, tool)
	}
	th, err := render.LoadTheme(themeDir(t, fullTheme))
	if err != nil {
		t.Fatal(err)
	}
	ds := bundled(t)
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		theme *render.Theme
		want  bool
	}{{"default", nil, false}, {"themed", th, true}} {
		art, err := render.Build(ds, a, render.Options{Theme: c.theme})
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		if _, err := output.WriteDir(dir, art); err != nil {
			t.Fatal(err)
		}
		for what, found := range themeMarks(t, dir, th, art) {
			if found != c.want {
				t.Errorf("%s article: %s: %v, want %v", c.name, what, found, c.want)
			}
		}
	}
}

// themeMarks looks for each trace of theme th in the article written
// into dir.
func themeMarks(t *testing.T, dir string, th *render.Theme, art *render.Article) map[string]bool {
	t.Helper()
	marks := map[string]bool{}
	pdf := filepath.Join(dir, "article.pdf")
	fonts := rendertest.Command(t, "pdffonts", pdf)
	for _, f := range []typeset.Face{th.Body.Regular, th.Body.Bold} {
		// name, type (two words), encoding, then emb: "yes".
		marks["pdffonts lists "+f.String()+" embedded"] = regexp.MustCompile(`(?m)^(?:[A-Z]{6}\+)?` + f.PDFName() + `\s+CID TrueType\s+\S+\s+yes`).MatchString(fonts)
	}
	b := th.Logo.Image.Bounds()
	marks["the PDF has the logo"] = regexp.MustCompile(fmt.Sprintf(`(?m)^\s*1\s+\d+\s+image\s+%d\s+%d\s`, b.Dx(), b.Dy())).MatchString(rendertest.Command(t, "pdfimages", "-list", pdf))
	marks["the PDF is on Letter paper"] = strings.Contains(rendertest.Command(t, "pdfinfo", pdf), "Page size:       612 x 792 pts (letter)")

	html, err := os.ReadFile(filepath.Join(dir, "article.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := string(html)
	style := page[strings.Index(page, "<style>"):strings.Index(page, "</style>")]
	marks["the style has the accent"] = regexp.MustCompile(fmt.Sprintf(`(?m)^h2 \{[^}]* color: #%02x%02x%02x;`, th.Accent.R, th.Accent.G, th.Accent.B)).MatchString(style)
	marks["the style has the table head"] = regexp.MustCompile(fmt.Sprintf(`(?m)^thead th, thead td \{[^}]* background: #%02x%02x%02x;`, th.TableHeader.R, th.TableHeader.G, th.TableHeader.B)).MatchString(style)
	marks["the style embeds the body font"] = strings.Contains(style, `@font-face { font-family: "iopress-body"; font-weight: normal; src: url(data:font/woff2;base64,`) &&
		strings.Contains(style, `body { font-family: "iopress-body", "`+th.Body.Regular.FamilyName()+`"`)
	// The headings' font is the body's bold: the page carries it once.
	marks["the page carries the bold font once"] = strings.Count(style, `font-weight: bold; src: url(data:font/woff2;base64,`) == 1 &&
		strings.Contains(style, `@font-face { font-family: "iopress-body"; font-weight: bold; src: url(data:font/woff2;base64,`) &&
		strings.Contains(style, `h1 { font-family: "iopress-body"`) && strings.Contains(style, `caption { font-family: "iopress-body"`)
	marks["the page shows the logo"] = strings.Contains(page, `<img class="logo" src="data:image/png;base64,`+base64.StdEncoding.EncodeToString(th.Logo.Data)+`"`)
	svg := page[strings.Index(page, "<svg"):]
	for i, col := range th.Palette[:2] {
		marks[fmt.Sprintf("the SVG draws in palette colour %d", i+1)] = strings.Contains(svg, fmt.Sprintf(`style="fill:#%02X%02X%02X"`, col.R, col.G, col.B))
	}
	marks["the SVG has the logo"] = strings.Contains(svg, "<image ")

	chart := readPNG(t, filepath.Join(dir, art.Charts[0].Name+".png"))
	for i, col := range th.Palette[:2] {
		marks[fmt.Sprintf("the chart PNG has palette colour %d", i+1)] = hasPixel(chart, col)
	}
	// The logo, in greys, two thirds of the way to white: its colour's
	// luminance (ITU-R 601), lightened.
	lum := (299*uint32(logoColour.R) + 587*uint32(logoColour.G) + 114*uint32(logoColour.B)) / 1000
	grey := uint8(255 - (255-lum)/3)
	// It stands at the right end of the title row, above every panel.
	b = chart.Bounds()
	corner := image.Rect(b.Max.X*4/5, b.Min.Y, b.Max.X, b.Min.Y+b.Dy()/12)
	marks["the chart PNG has the logo, grey, in the title row"] = hasPixel(chart.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(corner), color.RGBA{grey, grey, grey, 255}) && !hasPixel(chart, logoColour)
	marks["the table PNG has the table head"] = hasPixel(readPNG(t, filepath.Join(dir, art.Tables[0].Name+".png")), th.TableHeader)
	return marks
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

// hasPixel reports whether img has a pixel of exactly colour c.
func hasPixel(img image.Image, c color.RGBA) bool {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if color.RGBAModel.Convert(img.At(x, y)) == c {
				return true
			}
		}
	}
	return false
}

// A JPEG logo goes into the PDF as it is.
func TestJPEGLogo(t *testing.T) {
	needTool(t, "pdfimages")
	th, err := render.LoadTheme(themeDir(t, "logo = \"logo.jpg\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if th.Logo.Type != "jpeg" {
		t.Fatalf("logo type %q, want jpeg", th.Logo.Type)
	}
	a, err := analyze.Compare(bundled(t).Results, analyze.Options{})
	if err != nil {
		t.Fatal(err)
	}
	art, err := render.Build(bundled(t), a, render.Options{Theme: th})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "article.pdf")
	var buf bytes.Buffer
	if err := pdf.Write(&buf, art); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if list := rendertest.Command(t, "pdfimages", "-list", path); !regexp.MustCompile(`(?m)^\s*1\s+\d+\s+image\s+40\s+20\s+rgb\s+3\s+8\s+jpeg`).MatchString(list) {
		t.Errorf("no 40x20 JPEG on page 1:\n%s", list)
	}
}

// The example theme (docs/themes.md) loads, and changes every part of the
// look as its comment says.
func TestExampleThemeLoads(t *testing.T) {
	th, err := render.LoadTheme("../examples/theme/theme.toml")
	if err != nil {
		t.Fatal(err)
	}
	d := render.Default()
	for what, same := range map[string]bool{
		"accent": th.Accent == d.Accent, "table head": th.TableHeader == d.TableHeader, "best": th.Best == d.Best,
		"tie": th.Tie == d.Tie, "stripe": th.Stripe == d.Stripe, "palette": sprint(th.Palette) == sprint(d.Palette),
		"body font": th.Body == d.Body, "headings font": th.Headings == d.Headings, "logo": th.Logo == nil,
		"page": th.PageSize == d.PageSize, "margin": th.Margin == d.Margin,
		"chart size": th.ChartWidth == d.ChartWidth || th.ChartHeight == d.ChartHeight,
	} {
		if same {
			t.Errorf("the example theme keeps the default %s", what)
		}
	}
	if len(th.Warnings) > 0 {
		t.Errorf("warnings: %q", th.Warnings)
	}
}
