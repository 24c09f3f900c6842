// Package theme is an article's look: its colours, fonts, logo, page and
// chart size (Theme), iopress's own (Default) and a theme file's (Load),
// and whether a palette serves a colour-blind reader. It draws nothing:
// render and its writers read it.
package theme

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	_ "image/jpeg" // a logo may be a JPEG
	_ "image/png"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/jung-kurt/gofpdf"
	"gonum.org/v1/plot/vg"

	"github.com/iopress/iopress/internal/prose"
	"github.com/iopress/iopress/internal/regularfile"
	"github.com/iopress/iopress/render/typeset"
)

// Theme is an article's look: its colours, fonts, logo, page and chart
// size, alike in the PDF, the HTML page and the images. An article with
// no theme (nil) has Default's; a theme file (Load) changes what it
// names of it.
type Theme struct {
	// File is the theme file the theme was read from; "" for Default.
	File string

	// Accent colours the headings and the tables' titles.
	Accent color.RGBA
	// TableHeader is the background of a table's head, TableHeaderText
	// the colour of its words.
	TableHeader, TableHeaderText color.RGBA
	// Best and Tie mark the best and tied cells, Stripe every other row.
	Best, Tie, Stripe color.RGBA
	// Palette colours the systems of a chart, in their order.
	Palette []color.RGBA

	// Body sets the text, Headings the title, the headings and the
	// tables' titles, Numbers the tables' figures.
	Body, Headings, Numbers typeset.Family

	// Logo is drawn beside the title and in a corner of every chart; nil
	// draws none.
	Logo *Logo

	// PageSize names the PDF's paper, "A4" or "Letter"; Margin is the
	// white around its text, in points.
	PageSize string
	Margin   float64

	// ChartWidth and ChartHeight are the size of every chart.
	ChartWidth, ChartHeight vg.Length

	// Warnings say what of the theme file may not serve every reader
	// (a palette that is not colour-blind-safe), each with its place.
	Warnings []string
}

// Logo is a theme's logo: the image, and its file's bytes and type, which
// the PDF and the HTML page embed as they are.
type Logo struct {
	Image image.Image
	Data  []byte
	Type  string // "png" or "jpeg"
	// Alt is what the logo says, for a reader who cannot see it (the
	// site's name); "" says "Site logo" in the article's language.
	Alt string
}

// okabeIto holds colours that stay apart in print and for common colour
// blindness (Okabe-Ito).
var okabeIto = []color.RGBA{
	{0, 114, 178, 255},   // blue
	{230, 159, 0, 255},   // orange
	{0, 158, 115, 255},   // green
	{204, 121, 167, 255}, // purple
	{86, 180, 233, 255},  // sky
	{213, 94, 0, 255},    // vermillion
	{240, 228, 66, 255},  // yellow
	{0, 0, 0, 255},
}

// pageMargin is the default theme's margin around a PDF page, in points.
const pageMargin = 42

// Default is iopress's own look: Liberation Sans, a dark teal accent, the
// Okabe-Ito palette (colour-blind-safe), A4 pages with 42-point margins,
// and charts 510 by 250 points (680 by 333⅓ CSS pixels), which fit an A4
// page's text.
func Default() *Theme {
	teal := color.RGBA{38, 70, 83, 255}
	return &Theme{
		Accent: teal, TableHeader: teal, TableHeaderText: color.RGBA{255, 255, 255, 255},
		Best: color.RGBA{214, 234, 248, 255}, Tie: color.RGBA{255, 236, 179, 255}, Stripe: color.RGBA{244, 244, 244, 255},
		Palette: slices.Clone(okabeIto),
		Body:    typeset.Default, Headings: typeset.Default, Numbers: typeset.Default,
		PageSize: "A4", Margin: pageMargin,
		ChartWidth: 510, ChartHeight: 250,
	}
}

// defaultTheme is the look of an article that names no theme.
var defaultTheme = Default()

// Look is the theme as drawn: t, or Default where t is nil.
func (t *Theme) Look() *Theme {
	if t == nil {
		return defaultTheme
	}
	return t
}

// cssPixel is a CSS pixel, 1/96 inch, in points: chart sizes are given in
// CSS pixels, the unit of the web pages charts go to.
const cssPixel = 0.75

// minMargin is the narrowest margin of a page, in points: the footer's
// page number takes the bottom one.
const minMargin = 24

// pageSizes are the papers a theme may name, in points, portrait.
var pageSizes = map[string][2]float64{"A4": {595.28, 841.89}, "Letter": {612, 792}}

// themeFile is a theme file's TOML. Every value checks itself as it is
// decoded, so that the decoder's error names its key and line.
type themeFile struct {
	Colors struct {
		Accent          *themeColor  `toml:"accent"`
		TableHeader     *themeColor  `toml:"table_header"`
		TableHeaderText *themeColor  `toml:"table_header_text"`
		Best            *themeColor  `toml:"best"`
		Tie             *themeColor  `toml:"tie"`
		Stripe          *themeColor  `toml:"stripe"`
		Palette         []themeColor `toml:"palette"`
	} `toml:"colors"`
	Fonts struct {
		Body     themeFont `toml:"body"`
		Bold     themeFont `toml:"bold"`
		Headings themeFont `toml:"headings"`
		Numbers  themeFont `toml:"numbers"`
	} `toml:"fonts"`
	Logo    themeLogo `toml:"logo"`
	LogoAlt *string   `toml:"logo_alt"`
	Page    struct {
		Size   *themePage   `toml:"size"`
		Margin *themeLength `toml:"margin"`
	} `toml:"page"`
	Chart struct {
		Width  *themePixels `toml:"width"`
		Height *themePixels `toml:"height"`
	} `toml:"chart"`
}

// themeKeys are the keys a theme file may have, for the message that
// refuses another.
const themeKeys = "logo, logo_alt, colors.accent, colors.table_header, colors.table_header_text, colors.best, colors.tie, colors.stripe, colors.palette, " +
	"fonts.body, fonts.bold, fonts.headings, fonts.numbers, page.size, page.margin, chart.width, chart.height; see docs/themes.md"

// Load reads a theme file (TOML, docs/themes.md): what it names
// replaces Default's. Relative paths in it are taken from the theme
// file's folder. A key it does not know, a colour, size or length that
// does not parse, a font that is missing or not TrueType, a logo that
// cannot be read as PNG or JPEG is an error naming the file, the key and
// its line where known, and what was expected.
func Load(path string) (*Theme, error) {
	data, err := regularfile.Read(path, maxThemeBytes)
	if err != nil {
		return nil, fmt.Errorf("theme: %w", err)
	}
	dir := filepath.Dir(path)
	var f themeFile
	for _, ff := range []*themeFont{&f.Fonts.Body, &f.Fonts.Bold, &f.Fonts.Headings, &f.Fonts.Numbers} {
		ff.dir = dir
	}
	f.Logo.dir = dir
	md, err := toml.Decode(string(data), &f)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return nil, fmt.Errorf("%s: %s", themePlace(path, data, pe.Position, pe.LastKey), pe.Message)
		}
		return nil, fmt.Errorf("theme %s: %w", path, err)
	}
	if undecoded := md.Undecoded(); len(undecoded) > 0 {
		k := undecoded[0].String()
		return nil, fmt.Errorf("%s: unknown key %s (a theme has %s)", themePlace(path, data, toml.Position{}, k), k, themeKeys)
	}
	t := Default()
	t.File = path
	for _, c := range []struct {
		from *themeColor
		to   *color.RGBA
	}{{f.Colors.Accent, &t.Accent}, {f.Colors.TableHeader, &t.TableHeader}, {f.Colors.TableHeaderText, &t.TableHeaderText},
		{f.Colors.Best, &t.Best}, {f.Colors.Tie, &t.Tie}, {f.Colors.Stripe, &t.Stripe}} {
		if c.from != nil {
			*c.to = color.RGBA(*c.from)
		}
	}
	if md.IsDefined("colors", "palette") {
		if len(f.Colors.Palette) == 0 {
			return nil, fmt.Errorf("%s: colors.palette is empty; a list of colours expected", themePlace(path, data, toml.Position{}, "colors.palette"))
		}
		t.Palette = nil
		for _, c := range f.Colors.Palette {
			t.Palette = append(t.Palette, color.RGBA(c))
		}
		for _, w := range paletteWarnings(t.Palette) {
			t.Warnings = append(t.Warnings, themePlace(path, data, toml.Position{}, "colors.palette")+": "+w.Error())
		}
	}
	t.fonts(f.Fonts.Body.face, f.Fonts.Bold.face, f.Fonts.Headings.face, f.Fonts.Numbers.face)
	for _, ff := range []struct {
		key  string
		face *typeset.Face
	}{{"fonts.body", f.Fonts.Body.face}, {"fonts.bold", f.Fonts.Bold.face}, {"fonts.headings", f.Fonts.Headings.face}} {
		if ff.face != nil {
			if w := codeFontWarning(*ff.face); w != nil {
				t.Warnings = append(t.Warnings, themePlace(path, data, toml.Position{}, ff.key)+": "+w.Error())
			}
		}
	}
	t.Logo = f.Logo.logo
	if f.LogoAlt != nil {
		if t.Logo == nil {
			return nil, fmt.Errorf("%s: the theme has no logo for this text; a logo file (logo = \"logo.png\") expected beside it", themePlace(path, data, toml.Position{}, "logo_alt"))
		}
		t.Logo.Alt = strings.TrimSpace(*f.LogoAlt)
	}
	if f.Page.Size != nil {
		t.PageSize = string(*f.Page.Size)
	}
	if f.Page.Margin != nil {
		t.Margin = float64(*f.Page.Margin)
		// The page number is set in the bottom margin, 20 points down.
		if t.Margin < minMargin {
			return nil, fmt.Errorf("%s: a margin of %g pt leaves no room for the page number; at least %d pt (%.1f mm) expected",
				themePlace(path, data, toml.Position{}, "page.margin"), t.Margin, minMargin, minMargin*25.4/72)
		}
	}
	if f.Chart.Width != nil {
		t.ChartWidth = vg.Length(*f.Chart.Width) * cssPixel
	}
	if f.Chart.Height != nil {
		t.ChartHeight = vg.Length(*f.Chart.Height) * cssPixel
	}
	size := pageSizes[t.PageSize]
	if text := size[0] - 2*t.Margin; float64(t.ChartWidth) > text || text < 72 {
		// The text's width rounded down, as the chart is held to it; the
		// margin to a tenth of a point (18 mm is 51.0236... pt).
		article := "a"
		if t.PageSize == "A4" {
			article = "an"
		}
		return nil, fmt.Errorf("%s: charts %s px wide on %s %s page with %s pt margins, whose text is %s px wide; a chart no wider than the text, and text at least 96 px (1 inch) wide, expected",
			themePlace(path, data, toml.Position{}, "chart.width"), strconv.FormatFloat(math.Round(float64(t.ChartWidth/cssPixel)*10)/10, 'f', -1, 64),
			article, t.PageSize, strconv.FormatFloat(math.Round(t.Margin*10)/10, 'f', -1, 64), strconv.FormatFloat(math.Floor(text/float64(cssPixel)), 'f', -1, 64))
	}
	return t, nil
}

// fonts sets the theme's families from the fonts a theme file names
// (nil where it names none): the body in its regular and bold fonts (the
// sans font's where it names neither), the headings and numbers in
// theirs, or the body's.
func (t *Theme) fonts(body, bold, headings, numbers *typeset.Face) {
	if body != nil {
		t.Body.Regular, t.Body.Bold = *body, *body
	}
	if bold != nil {
		t.Body.Bold = *bold
	}
	t.Headings, t.Numbers = t.Body, t.Body
	if headings != nil {
		t.Headings = typeset.Family{Regular: *headings, Bold: *headings}
	}
	if numbers != nil {
		t.Numbers = typeset.Family{Regular: *numbers, Bold: *numbers}
	}
}

// codeFontWarning says why a font made for code does not serve an
// article's text (nil where it does): its hyphen is as wide as its en dash
// or wider, so that "Non-Native" and "DDR5-4800" read as "Non–Native"
// and "DDR5–4800" (Go's fonts draw the hyphen-minus as a minus, for
// code, and their figures in Go Mono's style). The tables' figures
// (fonts.numbers) may well be in such a font.
func codeFontWarning(f typeset.Face) error {
	fam := typeset.Family{Regular: f, Bold: f}
	hyphen, dash := fam.Shape("-", false), fam.Shape("\u2013", false)
	if len(hyphen.Runs) != 1 || len(dash.Runs) != 1 || hyphen.Runs[0].Face != f || dash.Runs[0].Face != f || hyphen.Width < dash.Width {
		return nil
	}
	return fmt.Errorf("%s is a font for code: its hyphen is %.2f em wide, its en dash %.2f em, so that \"Non-Native\" reads as \"Non\u2013Native\"; a font for text expected",
		f, hyphen.Width, dash.Width)
}

// themePlace is where in a theme file an error is: the file, the line
// (the decoder's, else that of the key's line found in the text), and the
// key.
func themePlace(path string, data []byte, pos toml.Position, key string) string {
	line := pos.Line
	if line == 0 {
		line = keyLine(data, key)
	}
	place := path
	if line > 0 {
		place += ":" + strconv.Itoa(line)
	}
	if key != "" {
		place += ": " + key
	}
	return place
}

// keyLine finds the line (from 1) of a dotted key in a TOML file written
// as tables of plain keys ("[colors]" then "accent = ..."), or 0.
func keyLine(data []byte, key string) int {
	table := ""
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			table = strings.Trim(line, "[] ")
			continue
		}
		k, _, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		full := strings.Trim(strings.TrimSpace(k), `"`)
		if table != "" {
			full = table + "." + full
		}
		if full == key {
			return i + 1
		}
	}
	return 0
}

// themeColor is a colour written "#rrggbb" or "#rgb".
type themeColor color.RGBA

func (c *themeColor) UnmarshalTOML(v any) error {
	s, ok := v.(string)
	hex := strings.TrimPrefix(s, "#")
	if ok && len(hex) == 3 {
		hex = string([]byte{hex[0], hex[0], hex[1], hex[1], hex[2], hex[2]})
	}
	n, err := strconv.ParseUint(hex, 16, 32)
	if !ok || !strings.HasPrefix(s, "#") || len(hex) != 6 || err != nil {
		return fmt.Errorf("%s is not a colour; \"#rrggbb\" or \"#rgb\" expected (\"#264653\")", prose.Value(v))
	}
	*c = themeColor{uint8(n >> 16), uint8(n >> 8), uint8(n), 255}
	return nil
}

// themePage is a paper size.
type themePage string

func (p *themePage) UnmarshalTOML(v any) error {
	s, _ := v.(string)
	for name := range pageSizes {
		if strings.EqualFold(s, name) {
			*p = themePage(name)
			return nil
		}
	}
	return fmt.Errorf("%s is not a page size; \"A4\" or \"Letter\" expected", prose.Value(v))
}

// themeLength is a length in points, written with its unit: "42pt",
// "15mm", "1.5cm", "0.6in".
type themeLength float64

func (l *themeLength) UnmarshalTOML(v any) error {
	s, _ := v.(string)
	// Points in so many of each unit.
	for unit, per := range map[string]struct{ pt, units float64 }{"pt": {1, 1}, "mm": {72, 25.4}, "cm": {72, 2.54}, "in": {72, 1}} {
		num, ok := strings.CutSuffix(strings.TrimSpace(s), unit)
		if !ok {
			continue
		}
		if x, err := strconv.ParseFloat(strings.TrimSpace(num), 64); err == nil && x >= 0 && x*per.pt/per.units < 1000 {
			*l = themeLength(x * per.pt / per.units)
			return nil
		}
	}
	return fmt.Errorf("%s is not a length; a number and its unit, pt, mm, cm or in, expected (\"42pt\", \"15mm\")", prose.Value(v))
}

// themePixels is a size in CSS pixels, a number from 100 to 4000.
type themePixels float64

func (p *themePixels) UnmarshalTOML(v any) error {
	var x float64
	switch n := v.(type) {
	case int64:
		x = float64(n)
	case float64:
		x = n
	}
	if !(x >= 100 && x <= 4000) {
		return fmt.Errorf("%s is not a chart size; a number of pixels from 100 to 4000 expected (680)", prose.Value(v))
	}
	*p = themePixels(x)
	return nil
}

// The most a theme's files may hold: the theme file, a font (the largest
// fonts, with every CJK character, are about 20 MB) and a logo, which
// the PDF and the page embed as it is.
const (
	maxThemeBytes = 1 << 20
	maxFontBytes  = 32 << 20
	maxLogoBytes  = 8 << 20
)

// The largest logo taken, in pixels: it is printed 23 points high beside
// the title and 18 beside a chart's legend, and every chart holds it
// decoded, 4 bytes a pixel.
const (
	maxLogoSide   = 8000
	maxLogoPixels = 4_000_000
)

// readThemeFile reads a file a theme names, from the theme's folder dir
// unless its path is absolute: a regular file of at most limit bytes.
func readThemeFile(dir string, v any, expected string, limit int64) (path string, data []byte, err error) {
	name, ok := v.(string)
	if !ok || name == "" {
		return "", nil, fmt.Errorf("%s is not a file name; %s expected", prose.Value(v), expected)
	}
	path = name
	if !filepath.IsAbs(path) {
		path = filepath.Join(dir, path)
	}
	data, err = regularfile.Read(path, limit)
	if err != nil {
		return path, nil, fmt.Errorf("%w; %s expected", err, expected)
	}
	return path, data, nil
}

// themeFont is a TrueType font file a theme names.
type themeFont struct {
	dir  string // the theme's folder, set before decoding
	face *typeset.Face
}

func (f *themeFont) UnmarshalTOML(v any) error {
	const expected = "a TrueType font file (.ttf)"
	path, data, err := readThemeFile(f.dir, v, expected, maxFontBytes)
	if err != nil {
		return err
	}
	face, err := typeset.Register(filepath.Base(path), data)
	if err != nil && isTrueType(data) {
		// A TrueType font refused for what it holds: the reason is all.
		return fmt.Errorf("%s: %w", path, err)
	}
	if err != nil {
		return fmt.Errorf("%s: %w; %s expected", path, err, expected)
	}
	f.face = &face
	return nil
}

// isTrueType says whether data starts as a TrueType font file does: its
// version, 1.0 or Apple's "true", then at least one table.
func isTrueType(data []byte) bool {
	return len(data) >= 12 && (bytes.HasPrefix(data, []byte{0, 1, 0, 0}) || bytes.HasPrefix(data, []byte("true"))) &&
		data[4]|data[5] != 0
}

// themeLogo is the logo file a theme names.
type themeLogo struct {
	dir  string // the theme's folder, set before decoding
	logo *Logo
}

func (l *themeLogo) UnmarshalTOML(v any) error {
	const expected = "a PNG or JPEG image"
	path, data, err := readThemeFile(l.dir, v, expected, maxLogoBytes)
	if err != nil {
		return err
	}
	// Its size first, from its header: decoding a logo of 20000 by 20000
	// pixels would take gigabytes.
	cfg, kind, err := image.DecodeConfig(bytes.NewReader(data))
	if err == nil && kind != "png" && kind != "jpeg" {
		err = fmt.Errorf("a %s image", kind)
	}
	if err != nil {
		return fmt.Errorf("%s: %w; %s expected", path, err, expected)
	}
	if cfg.Width > maxLogoSide || cfg.Height > maxLogoSide || int64(cfg.Width)*int64(cfg.Height) > maxLogoPixels {
		return fmt.Errorf("%s is %d by %d pixels; a logo of at most %d million pixels, and %d on a side, expected (it is printed 23 points high)",
			path, cfg.Width, cfg.Height, maxLogoPixels/1_000_000, maxLogoSide)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("%s: %w; %s expected", path, err, expected)
	}
	if b := img.Bounds(); b.Dx() == 0 || b.Dy() == 0 {
		return fmt.Errorf("%s: an empty image; %s expected", path, expected)
	}
	// The PDF embeds the file as it is: gofpdf must take it (it refuses
	// an interlaced PNG, say), here rather than when an article is
	// written.
	pdf := gofpdf.New("P", "pt", "A4", "")
	pdf.RegisterImageOptionsReader("logo", gofpdf.ImageOptions{ImageType: kind}, bytes.NewReader(data))
	if err := pdf.Error(); err != nil {
		return fmt.Errorf("%s: a PDF cannot embed it: %w; %s expected", path, err, expected)
	}
	// Charts draw it as 8-bit RGBA, which every canvas takes (the PDF's
	// re-encodes it as PNG, and gofpdf refuses the 16-bit PNG a JPEG's
	// YCbCr image would make).
	rgba := image.NewRGBA(img.Bounds())
	draw.Draw(rgba, rgba.Bounds(), img, img.Bounds().Min, draw.Src)
	l.logo = &Logo{Image: rgba, Data: data, Type: kind}
	return nil
}

// HexColour writes a colour for CSS: "#264653".
func HexColour(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
