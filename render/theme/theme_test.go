package theme_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/iopress/iopress/render/theme"
	"github.com/iopress/iopress/render/theme/themetest"
)

func TestLoadThemeReadsEveryKey(t *testing.T) {
	path := themetest.Dir(t, themetest.Full)
	th, err := theme.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	want := theme.Default()
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
	th, err := theme.Load(themetest.Dir(t, "[fonts]\nbody = \"fonts/Go-Regular.ttf\"\nnumbers = \"fonts/Go-Regular.ttf\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(th.Warnings) != 1 || !strings.Contains(th.Warnings[0], "theme.toml:2: fonts.body: Go-Regular.ttf is a font for code: its hyphen is 0.58 em wide, its en dash 0.50 em") {
		t.Errorf("warnings %q", th.Warnings)
	}
	th, err = theme.Load("../../examples/theme/theme.toml")
	if err != nil {
		t.Fatal(err)
	}
	if len(th.Warnings) != 0 {
		t.Errorf("warnings for DejaVu Serif: %q", th.Warnings)
	}
}

// A palette that is not colour-blind-safe is used, with a warning at its
// place (TestPaletteWarnings checks which palettes warn).
func TestThemeWarnsOfUnsafePalette(t *testing.T) {
	path := themetest.Dir(t, "\n[colors]\npalette = [\"#d62728\", \"#2ca02c\"]\n")
	th, err := theme.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(th.Palette) != 2 || len(th.Warnings) != 1 || !strings.HasPrefix(th.Warnings[0], path+":3: colors.palette: colours 1 (#d62728) and 2 (#2ca02c)") {
		t.Errorf("palette %v, warnings %q", th.Palette, th.Warnings)
	}
}

// An empty theme is the default look.
func TestEmptyThemeIsDefault(t *testing.T) {
	th, err := theme.Load(themetest.Dir(t, "# nothing changed\n"))
	if err != nil {
		t.Fatal(err)
	}
	th.File = ""
	if sprint(th) != sprint(theme.Default()) {
		t.Errorf("empty theme %+v, default %+v", th, theme.Default())
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
			path := themetest.Dir(t, c.theme)
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
			_, err = theme.Load(path)
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
	path := themetest.Dir(t, "[fonts]\nbody = "+strconv.Quote(filepath.ToSlash(amiri))+"\n")
	_, err = theme.Load(path)
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

// The example theme (docs/themes.md) loads, and changes every part of the
// look as its comment says.
func TestExampleThemeLoads(t *testing.T) {
	th, err := theme.Load("../../examples/theme/theme.toml")
	if err != nil {
		t.Fatal(err)
	}
	d := theme.Default()
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
