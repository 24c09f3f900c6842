package web

import (
	"bytes"
	"testing"

	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/typeset"
)

// WithWholeFonts is the page of art written again with the whole fonts it
// carries (WOFF) in place of those cut to its text.
func WithWholeFonts(t *testing.T, page string, art *render.Article) string {
	t.Helper()
	cut := webFont
	webFont = func(f typeset.Face, _ string) ([]byte, error) { return f.WOFF(), nil }
	defer func() { webFont = cut }()
	var b bytes.Buffer
	if err := WriteHTML(&b, art); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
