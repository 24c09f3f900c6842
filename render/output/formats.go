// Package output is the registry of the formats an article is written in:
// it names each format, lists the files each writer makes of an article,
// and writes them into a folder (WriteDir).
package output

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/iopress/iopress/internal/outdir"
	"github.com/iopress/iopress/render"
	"github.com/iopress/iopress/render/csv"
	"github.com/iopress/iopress/render/markdown"
	"github.com/iopress/iopress/render/pdf"
	"github.com/iopress/iopress/render/png"
	"github.com/iopress/iopress/render/web"
)

// Format is a kind of file WriteDir writes an article as.
type Format string

// The formats an article can be written in, in the order WriteDir writes
// them (documents first, then a file per table or chart).
const (
	PDF      Format = "pdf"      // article.pdf
	HTML     Format = "html"     // article.html, one self-contained page
	Markdown Format = "md"       // index.md, with its charts as SVG and its tables as CSV beside it: a page bundle
	Fragment Format = "fragment" // article.fragment.html: the body, styled inline, to paste into a site
	PNG      Format = "png"      // every table and chart as an image
	SVG      Format = "svg"      // every chart as a standalone SVG
	CSV      Format = "csv"      // every table in base units, the displayed values beside
)

// formatOrder is every format, in the order of their files in Output.Paths.
var formatOrder = []Format{PDF, HTML, Markdown, Fragment, PNG, SVG, CSV}

// DefaultFormats are what WriteDir writes when given none: the PDF, the
// page and a PNG per table and chart.
var DefaultFormats = []Format{PDF, HTML, PNG}

// formatFiles lists, for each format, the files it makes of an article.
var formatFiles = map[Format]func(*render.Article) []render.File{
	PDF:      document("article.pdf", pdf.Write),
	HTML:     document("article.html", web.WriteHTML),
	Markdown: markdownFiles,
	Fragment: document("article.fragment.html", web.WriteFragment),
	PNG:      png.Files,
	SVG:      web.SVGFiles,
	CSV:      csv.Files,
}

// markdownFiles are index.md and the files it links to, beside it, so
// that the folder is published as it is (a leaf bundle to Hugo, a page
// and its files to Jekyll): the charts its body places as SVG, the
// tables it places as CSV, and its image, a chart's PNG. An article whose
// body cannot be made is index.md alone, which fails as it is written.
func markdownFiles(art *render.Article) []render.File {
	out := document("index.md", markdown.Write)(art)
	body, err := art.Blocks()
	if err != nil {
		return out
	}
	placed := map[string]bool{}
	for _, b := range body {
		switch b.Kind {
		case render.ChartBlock:
			placed[b.Chart.Name+".svg"] = true
		case render.TableBlock:
			placed[b.Table.Name+".csv"] = true
		}
	}
	if ch := art.PageImage(body); ch != nil {
		placed[render.ChartImage(ch)] = true
	}
	for _, f := range slices.Concat(web.SVGFiles(art), csv.Files(art), png.Files(art)) {
		if placed[f.Name] {
			out = append(out, f)
		}
	}
	return out
}

// document is a format of one file, name, written by write.
func document(name string, write func(io.Writer, *render.Article) error) func(*render.Article) []render.File {
	return func(art *render.Article) []render.File {
		return []render.File{{Name: name, Write: func(w io.Writer) error { return write(w, art) }}}
	}
}

// Formats are the formats WriteDir can write, in its order.
func Formats() []Format { return slices.Clone(formatOrder) }

// ParseFormats reads a comma-separated set of formats ("pdf,svg,csv"),
// each once, in any order, and refuses a name WriteDir cannot write.
func ParseFormats(s string) ([]Format, error) {
	var out []Format
	for _, name := range strings.Split(s, ",") {
		f := Format(strings.ToLower(strings.TrimSpace(name)))
		switch {
		case f == "":
			return nil, fmt.Errorf("an empty format in %q; want a comma-separated list of %s", s, formatList())
		case !slices.Contains(formatOrder, f):
			return nil, fmt.Errorf("no format %q; want a comma-separated list of %s", f, formatList())
		case !slices.Contains(out, f):
			out = append(out, f)
		}
	}
	return out, nil
}

func formatList() string {
	var names []string
	for _, f := range Formats() {
		names = append(names, string(f))
	}
	return strings.Join(names, ", ")
}

// Output is what WriteDir did in its folder: the files it wrote, and what
// it did with the others (outdir.Tidied).
type Output struct {
	Paths []string // the documents (article.pdf, article.html), then the tables' and charts' files in article order
	outdir.Tidied
}

// WriteDir writes the article into dir in the formats given (none:
// DefaultFormats), each file through a temporary name renamed into
// place. It keeps a manifest of what it wrote (outdir): the files of an
// earlier article there that this one does not write are removed, unless
// changed since; no file iopress did not write is touched. It replaces
// no file it wrote before that someone has changed since (an edited
// index.md): it writes nothing then, and says which (*outdir.EditedError);
// WriteDirWith's Force replaces them.
func WriteDir(dir string, art *render.Article, formats ...Format) (*Output, error) {
	return WriteDirWith(dir, art, WriteOptions{Formats: formats})
}

// WriteOptions say how WriteDirWith writes an article.
type WriteOptions struct {
	Formats []Format // none: DefaultFormats
	// Force replaces the files iopress wrote before and someone has
	// changed since, which are otherwise kept and nothing is written.
	Force bool
}

// WriteDirWith is WriteDir with its options.
func WriteDirWith(dir string, art *render.Article, o WriteOptions) (*Output, error) {
	formats := o.Formats
	if len(formats) == 0 {
		formats = DefaultFormats
	}
	for _, f := range formats {
		if !slices.Contains(formatOrder, f) {
			return nil, fmt.Errorf("no format %q (want %s)", f, formatList())
		}
	}
	files := filesOf(art, formats, formatFiles)
	d, err := outdir.Open(dir)
	if err != nil {
		return nil, err
	}
	defer d.Close()
	if !o.Force {
		names := make([]string, len(files))
		for i, f := range files {
			names[i] = f.Name
		}
		if err := d.Guard(names); err != nil {
			return nil, err
		}
	}
	out := &Output{}
	out.Paths, err = writeFiles(d, files)
	if err != nil {
		return out, err
	}
	out.Tidied, err = d.Commit(render.IsArticleFile)
	return out, err
}

// filesOf lists the files of an article in the formats given, as
// registry makes them, in formatOrder. A file two formats share
// (Markdown's charts are the SVG files) is listed once.
func filesOf(art *render.Article, formats []Format, registry map[Format]func(*render.Article) []render.File) []render.File {
	var files []render.File
	seen := map[string]bool{}
	for _, f := range formatOrder {
		if !slices.Contains(formats, f) {
			continue
		}
		for _, fl := range registry[f](art) {
			if !seen[fl.Name] {
				seen[fl.Name] = true
				files = append(files, fl)
			}
		}
	}
	return files
}

// writeFiles writes the files into out and returns their paths, in
// order. Rasterising dominates the cost of an article, so files are
// written in parallel, one per core.
func writeFiles(out *outdir.Dir, files []render.File) ([]string, error) {
	paths := make([]string, len(files))
	errs := make([]error, len(files))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(files)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				paths[i] = out.Path(files[i].Name)
				// The error names the file already ("writing DIR/NAME: ...").
				errs[i] = out.Write(files[i].Name, files[i].Write)
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	return paths, errors.Join(errs...)
}
