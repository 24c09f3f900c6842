package theme

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzTheme: any text as a theme file is loaded or refused with an error
// naming the file; it never panics.
func FuzzTheme(f *testing.F) {
	f.Add([]byte("[colors]\naccent = \"#7b2d26\"\npalette = [\"#4477aa\", \"#ee6677\"]\n[page]\nsize = \"Letter\"\nmargin = \"20mm\"\n[chart]\nwidth = 600\nheight = 300\n"))
	f.Add([]byte("logo = \"nope.png\"\n[fonts]\nbody = \"x.ttf\"\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		path := filepath.Join(t.TempDir(), "theme.toml")
		if err := os.WriteFile(path, src, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := Load(path); err != nil && err.Error() == "" {
			t.Fatal("an empty error")
		}
	})
}
