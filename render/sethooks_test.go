package render_test

import (
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/csv"
	"github.com/iopress/iopress/render/markdown"
	"github.com/iopress/iopress/render/output"
	"github.com/iopress/iopress/render/pdf"
	"github.com/iopress/iopress/render/png"
	"github.com/iopress/iopress/render/web"
)

// init gives render's own tests the writers they cannot import
// (hooks_test.go).
func init() {
	render.WriteMarkdownForTest = markdown.Write
	render.WriteCSVForTest = csv.WriteTable
	render.EncodePNGForTest = png.Encode
	render.PNGDPIForTest = png.DPI
	render.WritePDFForTest = pdf.Write
	render.WriteHTMLForTest, render.WriteFragmentForTest = web.WriteHTML, web.WriteFragment
	render.DrawSVGForTest = web.DrawSVG
	render.DevanagariFaceForTest, render.DevanagariRangeForTest = web.DevanagariFace, web.DevanagariRange
	render.WriteDirForTest = func(dir string, art *render.Article, format string) ([]string, error) {
		out, err := output.WriteDir(dir, art, output.Format(format))
		if out == nil {
			return nil, err
		}
		return out.Paths, err
	}
}
