package output

import (
	"slices"
	"testing"

	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/chart"
	"github.com/iopress/iopress/render/web"
)

// TestFilesOfListsASharedFileOnce: a file two formats both make (as
// Markdown's folder holds the SVG charts) is listed, so written, once, in
// the order of the formats.
func TestFilesOfListsASharedFileOnce(t *testing.T) {
	art := &render.Article{Charts: []*chart.Chart{{Name: "chart-1-iops"}, {Name: "chart-2-lat_mean_ns"}}}
	registry := map[Format]func(*render.Article) []render.File{
		Markdown: func(a *render.Article) []render.File {
			return append([]render.File{{Name: "index.md"}}, web.SVGFiles(a)...)
		},
		SVG: web.SVGFiles,
	}
	var got []string
	for _, f := range filesOf(art, []Format{SVG, Markdown}, registry) {
		got = append(got, f.Name)
	}
	if want := []string{"index.md", "chart-1-iops.svg", "chart-2-lat_mean_ns.svg"}; !slices.Equal(got, want) {
		t.Errorf("files %v, want %v", got, want)
	}
}
