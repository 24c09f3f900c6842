package render

import (
	"io"

	"github.com/iopress/iopress/render/chart"
)

// render's writers and its registry of formats import render, so that
// render's own tests cannot import them: they reach them through these
// hooks, which sethooks_test.go (package render_test, linked into the
// same test binary) sets before any test runs.
var (
	// WriteDirForTest is output.WriteDir in one format; it returns the
	// paths written.
	WriteDirForTest func(dir string, art *Article, format string) ([]string, error)
	// WriteMarkdownForTest is markdown.Write.
	WriteMarkdownForTest func(io.Writer, *Article) error
	// WriteCSVForTest is csv.WriteTable.
	WriteCSVForTest func(io.Writer, *Table) error
	// EncodePNGForTest is png.Encode.
	EncodePNGForTest func(Drawing) ([]byte, error)
	// PNGDPIForTest is png.DPI.
	PNGDPIForTest int
	// WriteHTMLForTest is web.WriteHTML, WriteFragmentForTest
	// web.WriteFragment.
	WriteHTMLForTest, WriteFragmentForTest func(io.Writer, *Article) error
	// DrawSVGForTest draws a chart as SVG with its text left to the
	// viewer's fonts, as web's page and SVG files do.
	DrawSVGForTest func(*chart.Chart) ([]byte, error)
	// DevanagariFaceForTest and DevanagariRangeForTest are web's name of
	// the Devanagari font a page carries, and the characters it sets.
	DevanagariFaceForTest, DevanagariRangeForTest string
	// WritePDFForTest is pdf.Write.
	WritePDFForTest func(io.Writer, *Article) error
)
