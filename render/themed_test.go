package render_test

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/iopress/iopress/analyze"
	articles "github.com/iopress/iopress/article"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/internal/rendertest"
	"github.com/iopress/iopress/render/output"
	"github.com/iopress/iopress/render/pdf"
	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/theme/themetest"
	"github.com/iopress/iopress/render/typeset"
	"github.com/iopress/iopress/render/web"
	"github.com/iopress/iopress/render/words"
)

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
		th, err := theme.Load(themetest.Dir(t, c.theme))
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
	path := themetest.Dir(t, "logo_alt = \"Lab\"\n")
	if _, err := theme.Load(path); err == nil || err.Error() != path+":1: logo_alt: the theme has no logo for this text; a logo file (logo = \"logo.png\") expected beside it" {
		t.Errorf("a logo_alt without a logo: %v", err)
	}
}

// TestWideLogoLeavesTheTitleRoom: a logo 25 times as wide as it is high
// takes a third of the PDF's width at most, beside a title that keeps
// its words on lines; it once left the title no room, and wrapping it a
// character at a time into no width ran out of memory.
func TestWideLogoLeavesTheTitleRoom(t *testing.T) {
	needTool(t, "pdftotext")
	path := themetest.Dir(t, "logo = \"wide.png\"\n")
	var wide bytes.Buffer
	if err := png.Encode(&wide, image.NewGray(image.Rect(0, 0, 1000, 40))); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(filepath.Dir(path), "wide.png"), wide.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	th, err := theme.Load(path)
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
	th, err := theme.Load(themetest.Dir(t, themetest.Full))
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
		theme *theme.Theme
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
func themeMarks(t *testing.T, dir string, th *theme.Theme, art *render.Article) map[string]bool {
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
	lum := (299*uint32(themetest.LogoColour.R) + 587*uint32(themetest.LogoColour.G) + 114*uint32(themetest.LogoColour.B)) / 1000
	grey := uint8(255 - (255-lum)/3)
	// It stands at the right end of the title row, above every panel.
	b = chart.Bounds()
	corner := image.Rect(b.Max.X*4/5, b.Min.Y, b.Max.X, b.Min.Y+b.Dy()/12)
	marks["the chart PNG has the logo, grey, in the title row"] = hasPixel(chart.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(corner), color.RGBA{grey, grey, grey, 255}) && !hasPixel(chart, themetest.LogoColour)
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
	th, err := theme.Load(themetest.Dir(t, "logo = \"logo.jpg\"\n"))
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
