package render

import (
	"slices"
	"testing"
)

// TestFilesOfListsASharedFileOnce: a file two formats both make (as
// Markdown's folder holds the SVG charts) is listed, so written, once, in
// the order of the formats.
func TestFilesOfListsASharedFileOnce(t *testing.T) {
	art := &Article{Charts: []*Chart{{Name: "chart-1-iops"}, {Name: "chart-2-lat_mean_ns"}}}
	registry := map[Format]func(*Article) []file{
		Markdown: func(a *Article) []file { return append([]file{{name: "index.md"}}, svgFiles(a)...) },
		SVG:      svgFiles,
	}
	var got []string
	for _, f := range filesOf(art, []Format{SVG, Markdown}, registry) {
		got = append(got, f.name)
	}
	if want := []string{"index.md", "chart-1-iops.svg", "chart-2-lat_mean_ns.svg"}; !slices.Equal(got, want) {
		t.Errorf("files %v, want %v", got, want)
	}
}
