// Package themetest writes theme files for tests: a folder with a theme
// file and the fonts and logo it may name.
package themetest

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Dir writes a theme file and the files it names into a new folder
// and gives the theme file's path: fonts/Go-Regular.ttf, fonts/Go-Bold.ttf
// (the Go fonts, BSD licence, from golang.org/x/image), logo.png and
// logo.jpg (a 40x20 image of LogoColour) and not-a-font.ttf.
func Dir(t *testing.T, theme string) string {
	t.Helper()
	dir := t.TempDir()
	img := image.NewRGBA(image.Rect(0, 0, 40, 20))
	for i := range img.Pix {
		img.Pix[i] = []uint8{LogoColour.R, LogoColour.G, LogoColour.B, 255}[i%4]
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

// LogoColour is the colour of every pixel of the logos Dir writes.
var LogoColour = color.RGBA{201, 13, 137, 255}

// Full is a theme file that sets every key, its fonts and logo among
// those Dir writes.
const Full = `# every key
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
