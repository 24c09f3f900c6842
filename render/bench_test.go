package render_test

import (
	"io"
	"testing"

	"github.com/iopress/iopress/analyze"
	"github.com/iopress/iopress/datasets"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/output"
	"github.com/iopress/iopress/render/pdf"
)

func benchArticle(b *testing.B) (*datasets.Dataset, *analyze.Analysis) {
	ds, err := datasets.Bundled(datasets.DefaultBundled)
	if err != nil {
		b.Fatal(err)
	}
	a, err := analyze.Compare(ds.Results, analyze.Options{})
	if err != nil {
		b.Fatal(err)
	}
	return ds, a
}

func BenchmarkBuild(b *testing.B) {
	ds, a := benchArticle(b)
	for b.Loop() {
		if _, err := render.Build(ds, a, render.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWritePDF(b *testing.B) {
	ds, a := benchArticle(b)
	for b.Loop() {
		art, _ := render.Build(ds, a, render.Options{})
		if err := pdf.Write(io.Discard, art); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWriteDir(b *testing.B) {
	ds, a := benchArticle(b)
	dir := b.TempDir()
	for b.Loop() {
		art, _ := render.Build(ds, a, render.Options{})
		if _, err := output.WriteDir(dir, art); err != nil {
			b.Fatal(err)
		}
	}
}
